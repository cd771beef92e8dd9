import { readFileSync } from "node:fs";
import { readLog } from "@bridgelaw/table";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres } from "./postgres-driver.ts";
import { EventStore, type NewRecord, type StoredRecord } from "./store.ts";
import { freshPostgresDatabase, TEST_DATABASE_URL } from "./test-support.ts";

const records = readLog(
  readFileSync(new URL("../../../examples/03-game-3NT.jsonl", import.meta.url), "utf8"),
).lines.map((l) => l.record as NewRecord);

describe.skipIf(TEST_DATABASE_URL === undefined)(
  "PostgreSQL: two stores on one database (two processes)",
  () => {
    let a: EventStore;
    let b: EventStore;
    beforeAll(async () => {
      const url = await freshPostgresDatabase();
      [a, b] = await Promise.all([
        EventStore.open(await openPostgres(url)),
        EventStore.open(await openPostgres(url)),
      ]);
    }, 60_000);
    afterAll(async () => {
      await Promise.all([a?.close(), b?.close()]);
    });

    it("a subscriber on one is woken by NOTIFY when the other appends (no polling)", async () => {
      const seen: StoredRecord[] = [];
      const sub = await b.subscribe({ pollMs: 600_000, onRecords: (batch) => void seen.push(...batch) });
      for (let i = 0; i < 5; i++) await a.append("club/s/r/t1/1", [records[i]!], { expectedVersion: i });
      for (let tries = 0; tries < 400 && seen.length < 5; tries++)
        await new Promise((r) => setTimeout(r, 25));
      await sub.close();
      expect(seen.map((r) => r.streamPosition)).toEqual([1, 2, 3, 4, 5]);
    });

    it("both append to one stream: each append lands once or conflicts, and the chain holds", async () => {
      const id = "club/s/r/t2/1";
      let landed = 0;
      for (let i = 0; i < 20; i++) {
        const version = (await a.head(id))?.version ?? 0;
        const r = await Promise.allSettled([
          a.append(id, [{ ...records[1]!, note: `a${i}` }], { expectedVersion: version }),
          b.append(id, [{ ...records[1]!, note: `b${i}` }], { expectedVersion: version }),
        ]);
        landed += r.filter((x) => x.status === "fulfilled").length;
        expect(r.filter((x) => x.status === "fulfilled").length).toBe(1);
      }
      const stored = await b.readStream(id);
      expect(stored.length).toBe(landed);
      expect(stored.map((s) => s.record.prev)).toEqual([
        "0".repeat(64),
        ...stored.slice(0, -1).map((s) => s.record.hash),
      ]);
    });
  },
);
