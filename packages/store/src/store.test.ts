import { readdirSync, readFileSync } from "node:fs";
import { encodeJsonLines, GENESIS, hashEnvelope, seal, verify } from "@bridgelaw/log";
import { readLog, replayLog } from "@bridgelaw/table";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { InvalidLog, StreamConflict } from "./errors.ts";
import { importLog } from "./import-log.ts";
import { migrate } from "./migrations.ts";
import { EventStore, type NewRecord, type StoredRecord } from "./store.ts";
import { type Backend, backends } from "./test-support.ts";

const EXAMPLES = new URL("../../../examples/", import.meta.url);
const exampleText = (name: string) => readFileSync(new URL(name, EXAMPLES), "utf8");
const exampleRecords = (name: string): NewRecord[] =>
  readLog(exampleText(name)).lines.map((l) => l.record as NewRecord);
const GAME = "03-game-3NT.jsonl";

let streamCount = 0;
const newStream = () => `test/s1/r1/t${++streamCount}/1`;

/** The cases every backend passes (PostgreSQL's are skipped, and counted, without a test server). */
const backendCases = (backend: Backend) => {
  let store: EventStore;
  beforeAll(async () => {
    store = await EventStore.open(await backend.open());
  }, 120_000);
  afterAll(async () => {
    await store?.close();
  });

  it("stores a board as a sealed stream that exports byte for byte as `seal` writes it, and replays", async () => {
    const id = newStream();
    const records = exampleRecords(GAME);
    const r = await store.append(id, records, { expectedVersion: 0 });
    expect(r.version).toBe(records.length);
    const text = await store.exportLog(id);
    expect(text).toBe(encodeJsonLines(seal(records)));
    const lines = readLog(text).lines.map((l) => l.record);
    expect(verify(lines, { head: r.head })).toMatchObject({
      status: "sealed",
      count: records.length,
      marked: true,
    });
    expect(replayLog(text).view).toEqual(replayLog(exampleText(GAME)).view);
  });

  it("appends one event at a time, each extending the chain from the head the caller holds", async () => {
    const id = newStream();
    const records = exampleRecords(GAME);
    let head: string | undefined;
    for (let i = 0; i < records.length; i++) {
      const r = await store.append(id, [records[i]!], { expectedVersion: i, ...(head && { head }) });
      expect(r.records[0]!.streamPosition).toBe(i + 1);
      head = r.head;
    }
    expect(await store.head(id)).toEqual({ version: records.length, head });
    expect(await store.exportLog(id)).toBe(encodeJsonLines(seal(records)));
  });

  it("refuses an append at a stale version with StreamConflict and writes nothing", async () => {
    const id = newStream();
    const [first, second, third] = exampleRecords(GAME);
    await store.append(id, [first!, second!], { expectedVersion: 0 });
    const stale = store.append(id, [third!], { expectedVersion: 1 });
    await expect(stale).rejects.toBeInstanceOf(StreamConflict);
    await expect(stale).rejects.toMatchObject({ expected: 1, actual: 2 });
    await expect(store.append(id, [third!], { expectedVersion: 0 })).rejects.toBeInstanceOf(StreamConflict);
    expect((await store.readStream(id)).length).toBe(2);
  });

  it("refuses records sealed from a head that is not the stream's (a forged or stale head)", async () => {
    const id = newStream();
    const [first, second] = exampleRecords(GAME);
    await store.append(id, [first!], { expectedVersion: 0 });
    const forged = store.append(id, [second!], { expectedVersion: 1, head: "f".repeat(64) });
    await expect(forged).rejects.toBeInstanceOf(StreamConflict);
    expect((await store.readStream(id)).length).toBe(1);
  });

  it("expectedVersion any appends after whatever is there", async () => {
    const id = newStream();
    const records = exampleRecords(GAME);
    await store.append(id, records.slice(0, 3), { expectedVersion: "any" });
    await store.append(id, records.slice(3), { expectedVersion: "any" });
    expect(await store.exportLog(id)).toBe(encodeJsonLines(seal(records)));
  });

  it("concurrent appends at the same version: exactly one lands, the others conflict, the chain holds", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 2, max: 6 }),
        fc.integer({ min: 1, max: 4 }),
        async (writers, rounds) => {
          const id = newStream();
          const records = exampleRecords(GAME);
          await store.append(id, [records[0]!], { expectedVersion: 0 });
          for (let round = 0; round < rounds; round++) {
            const { version } = (await store.head(id))!;
            const attempts = await Promise.allSettled(
              Array.from({ length: writers }, (_, w) =>
                store.append(id, [{ ...records[1]!, note: `writer ${w}` }], { expectedVersion: version }),
              ),
            );
            const landed = attempts.filter((a) => a.status === "fulfilled");
            const refused = attempts.filter((a) => a.status === "rejected");
            expect(landed.length).toBe(1);
            for (const r of refused)
              expect((r as PromiseRejectedResult).reason).toBeInstanceOf(StreamConflict);
          }
          const stored = await store.readStream(id);
          expect(stored.map((s) => s.streamPosition)).toEqual(stored.map((_, i) => i + 1));
          expect(verify(stored.map((s) => s.record as Record<string, unknown>)).status).toBe("sealed");
        },
      ),
      { numRuns: 8, seed: 19 },
    );
  });

  it("readAll gives every stream's records in global order, from a position", async () => {
    const a = newStream();
    const b = newStream();
    const start = (await store.readAll({ after: 0, limit: 100_000 })).at(-1)?.globalPosition ?? 0;
    const records = exampleRecords(GAME);
    await store.append(a, records.slice(0, 2), { expectedVersion: 0 });
    await store.append(b, records.slice(0, 3), { expectedVersion: 0 });
    await store.append(a, records.slice(2, 4), { expectedVersion: 2 });
    const all = await store.readAll({ after: start });
    expect(all.map((r) => [r.streamId, r.streamPosition])).toEqual([
      [a, 1],
      [a, 2],
      [b, 1],
      [b, 2],
      [b, 3],
      [a, 3],
      [a, 4],
    ]);
    const positions = all.map((r) => r.globalPosition);
    expect([...positions].sort((x, y) => x - y)).toEqual(positions);
    expect(await store.readAll({ after: all[4]!.globalPosition })).toEqual(all.slice(5));
    expect(await store.readAll({ after: start, limit: 2 })).toEqual(all.slice(0, 2));
  });

  it("a subscription delivers what is there, then each new record once, in order", async () => {
    const id = newStream();
    const records = exampleRecords(GAME);
    await store.append(id, records.slice(0, 2), { expectedVersion: 0 });
    const after = (await store.readStream(id))[0]!.globalPosition - 1;
    const seen: StoredRecord[] = [];
    const sub = await store.subscribe({
      after,
      pollMs: 50,
      onRecords: (batch) => {
        seen.push(...batch.filter((r) => r.streamId === id));
      },
    });
    for (let i = 2; i < records.length; i++) await store.append(id, [records[i]!], { expectedVersion: i });
    for (let tries = 0; tries < 200 && seen.length < records.length; tries++) {
      await new Promise((r) => setTimeout(r, 25));
    }
    await sub.close();
    expect(seen.map((r) => r.streamPosition)).toEqual(records.map((_, i) => i + 1));
    expect(seen.map((r) => r.record)).toEqual((await store.readStream(id)).map((r) => r.record));
  });

  it("imports every example log as a stream whose export replays to the same view", async () => {
    const files = readdirSync(EXAMPLES).filter((f) => f.endsWith(".jsonl"));
    for (const f of files) {
      const id = newStream();
      await importLog(store, id, exampleText(f));
      const exported = await store.exportLog(id);
      expect(replayLog(exported).view).toEqual(replayLog(exampleText(f)).view);
    }
  });

  it("imports a sealed log unchanged, with its own head", async () => {
    const sealedText = encodeJsonLines(seal(exampleRecords(GAME)));
    const id = newStream();
    const r = await importLog(store, id, sealedText);
    expect(await store.exportLog(id)).toBe(sealedText);
    expect(r.head).toBe(readLog(sealedText).lines.at(-1)!.record.hash);
  });

  it("imports a log sealed before the seal marker existed as it is: the same records, the same head", async () => {
    // the chain without the marker, as logs sealed before it have it
    let prev = GENESIS;
    const legacy = exampleRecords(GAME).map((r, i) => {
      const sealed: Record<string, unknown> = { ...r, seq: i + 1, prev };
      prev = hashEnvelope(sealed);
      sealed.hash = prev;
      return sealed;
    });
    const text = encodeJsonLines(legacy);
    expect(verify(legacy)).toMatchObject({ status: "sealed", marked: false });
    const id = newStream();
    const r = await importLog(store, id, text);
    expect(r.head).toBe(prev);
    expect(await store.exportLog(id)).toBe(text);
    // and the stream goes on from that head
    const more = await store.append(id, [{ type: "TricksAgreed", tricks: 9 }], {
      expectedVersion: legacy.length,
    });
    expect(verify((await store.readStream(id)).map((x) => x.record as Record<string, unknown>)).status).toBe(
      "sealed",
    );
    expect(more.version).toBe(legacy.length + 1);
  });

  it("refuses to import a log with a broken seal, a bad line or an impossible event, naming the line", async () => {
    const sealedLines = encodeJsonLines(seal(exampleRecords(GAME))).split("\n");
    const tampered = sealedLines.map((l, i) => (i === 4 ? l.replace(/"call":"[^"]+"/, '"call":"7NT"') : l));
    await expect(importLog(store, newStream(), tampered.join("\n"))).rejects.toMatchObject({
      _tag: "InvalidLog",
      line: 5,
    });
    const bad = `${exampleText(GAME).split("\n").slice(0, 3).join("\n")}\n{"type":"Nonsense"}\n`;
    await expect(importLog(store, newStream(), bad)).rejects.toMatchObject({ _tag: "InvalidLog", line: 4 });
    const lines = exampleText(GAME).split("\n");
    const twice = [...lines.slice(0, 1), lines[0]!].join("\n");
    await expect(importLog(store, newStream(), twice)).rejects.toBeInstanceOf(InvalidLog);
    await expect(importLog(store, newStream(), "")).rejects.toBeInstanceOf(InvalidLog);
  });

  it("importing onto an existing stream is a conflict: nothing stored is replaced", async () => {
    const id = newStream();
    await importLog(store, id, exampleText(GAME));
    await expect(importLog(store, id, exampleText("01-passed-out.jsonl"))).rejects.toBeInstanceOf(
      StreamConflict,
    );
    expect(await store.exportLog(id)).toBe(encodeJsonLines(seal(exampleRecords(GAME))));
  });

  it("migrations are versioned and applied once", async () => {
    expect(await migrate(store.db)).toEqual([]);
    const rows = await store.db.query<{ version: number }>("SELECT version FROM bridgelaw_migrations");
    expect(rows.map((r) => Number(r.version))).toEqual([1]);
  });

  it("lists the streams under a prefix", async () => {
    const id = `club/2026-11-25/r1/t9/${7}`;
    await store.append(id, exampleRecords(GAME).slice(0, 1), { expectedVersion: 0 });
    expect(await store.streams("club/2026-11-25/")).toEqual([id]);
  });
};

for (const backend of backends()) describe.skipIf(backend.skip)(backend.name, () => backendCases(backend));
