import { readFileSync } from "node:fs";
import { verify } from "@bridgelaw/log";
import { readLog } from "@bridgelaw/table";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SqlDriver } from "./driver.ts";
import { StreamConflict } from "./errors.ts";
import { EventStore, type NewRecord } from "./store.ts";
import { type Backend, backends } from "./test-support.ts";

const GAME = new URL("../../../examples/03-game-3NT.jsonl", import.meta.url);
const records = readLog(readFileSync(GAME, "utf8")).lines.map((l) => l.record as NewRecord);

let streamCount = 0;
const newStream = () => `group/s1/r1/t${++streamCount}/1`;
const GENESIS = "0".repeat(64);
/** A new stream's first append, its head given (no read first): it reaches the statement queue at once. */
const AT_START = { expectedVersion: 0, head: GENESIS } as const;

/**
 * The driver with each INSERT statement counted; the next statement of several streams fails with `fail`'s
 * error (once), and `onStatement` is shown each such statement's parameters.
 */
const counted = (db: SqlDriver) => {
  const inserts: string[] = [];
  let failWith: Error | undefined;
  let onStatement: ((params: readonly unknown[]) => void) | undefined;
  const driver: SqlDriver = {
    ...db,
    kind: db.kind,
    query: async (text, params, name) => {
      if (text.trimStart().startsWith("INSERT INTO bridgelaw_events")) {
        inserts.push(text.includes("$1::text[]") ? "streams" : "one stream");
        if (text.includes("$1::text[]")) {
          onStatement?.(params ?? []);
          if (failWith !== undefined) {
            const e = failWith;
            failWith = undefined; // once: the appends written again alone land
            throw e;
          }
        }
      }
      return db.query(text, params, name);
    },
  };
  return {
    driver,
    inserts,
    fail: (e: Error | undefined) => {
      failWith = e;
    },
    onStatement: (f: ((params: readonly unknown[]) => void) | undefined) => {
      onStatement = f;
    },
  };
};

const backendCases = (backend: Backend) => {
  let store: EventStore;
  let db: ReturnType<typeof counted>;
  beforeAll(async () => {
    db = counted(await backend.open());
    store = await EventStore.open(db.driver);
  }, 120_000);
  afterAll(async () => {
    await store?.close();
  });

  it("appends made in one turn of the event loop are written in one statement, each at its positions", async () => {
    const streams = Array.from({ length: 40 }, newStream);
    const before = db.inserts.length;
    // with its head given (a new stream's: the genesis), no append reads the database before it is queued: all
    // of them reach the queue in this turn, whatever the load of the machine
    const results = await Promise.all(
      streams.map((id, i) => store.append(id, records.slice(0, 1 + (i % 3)), AT_START)),
    );
    expect(db.inserts.slice(before)).toEqual(["streams"]);
    for (const [i, id] of streams.entries()) {
      const stored = await store.readStream(id);
      expect(stored.map((s) => s.record)).toEqual(results[i]!.records.map((r) => r.record));
      expect(verify(stored.map((s) => s.record as Record<string, unknown>)).status).toBe("sealed");
      expect(results[i]!.records.map((r) => r.globalPosition)).toEqual(stored.map((s) => s.globalPosition));
    }
    const positions = results.flatMap((r) => r.records.map((x) => x.globalPosition));
    expect(new Set(positions).size).toBe(positions.length);
  });

  it("an append that no longer follows its stream's head fails alone: the others of its statement land", async () => {
    const moved = newStream();
    await store.append(moved, [records[0]!], { expectedVersion: 0 });
    const before = db.inserts.length;
    const others = Array.from({ length: 5 }, newStream);
    const [stale, ...rest] = await Promise.allSettled([
      store.append(moved, [records[1]!], AT_START),
      ...others.map((id) => store.append(id, records.slice(0, 2), AT_START)),
    ]);
    expect(stale!.status).toBe("rejected");
    expect((stale as PromiseRejectedResult).reason).toBeInstanceOf(StreamConflict);
    for (const r of rest) expect(r.status).toBe("fulfilled");
    for (const id of others) expect((await store.readStream(id)).length).toBe(2);
    expect((await store.readStream(moved)).length).toBe(1);
    // the statement of several streams failed and wrote nothing; each was then written alone
    expect(db.inserts.slice(before)).toEqual(["streams", ...Array(6).fill("one stream")]);
  });

  it("two appends to one stream at one version never share a statement: one lands, the other conflicts", async () => {
    const id = newStream();
    const other = newStream();
    const attempts = await Promise.allSettled([
      store.append(id, [{ ...records[0]!, note: "first" }], AT_START),
      store.append(id, [{ ...records[0]!, note: "second" }], AT_START),
      store.append(other, [records[0]!], AT_START),
    ]);
    expect(attempts.map((a) => a.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect((attempts[1] as PromiseRejectedResult).reason).toBeInstanceOf(StreamConflict);
    expect((await store.readStream(id)).map((r) => r.record.note)).toEqual(["first"]);
  });

  it("any other error of a shared statement is every append's (its outcome unknown), none retried alone", async () => {
    const before = db.inserts.length;
    const lost = new Error("Connection terminated unexpectedly");
    db.fail(lost);
    const streams = Array.from({ length: 4 }, newStream);
    const attempts = await Promise.allSettled(streams.map((id) => store.append(id, [records[0]!], AT_START)));
    db.fail(undefined);
    for (const a of attempts) {
      expect(a.status).toBe("rejected");
      expect((a as PromiseRejectedResult).reason).toBe(lost);
    }
    expect(db.inserts.slice(before)).toEqual(["streams"]);
    // the store goes on once the database answers again
    const again = await store.append(streams[0]!, [records[0]!], { expectedVersion: 0 });
    expect(again.version).toBe(1);
  });

  it("a statement of several streams ended by a deadlock (40P01) wrote nothing: each append is written again alone", async () => {
    const deadlock = Object.assign(new Error("deadlock detected"), { code: "40P01" });
    db.fail(deadlock);
    const before = db.inserts.length;
    const streams = Array.from({ length: 3 }, newStream);
    const pending = streams.map((id) => store.append(id, [records[0]!], AT_START));
    const written = await Promise.allSettled(pending);
    db.fail(undefined);
    expect(written.map((w) => w.status)).toEqual(["fulfilled", "fulfilled", "fulfilled"]);
    expect(db.inserts.slice(before)).toEqual(["streams", "one stream", "one stream", "one stream"]);
    for (const id of streams) expect((await store.readStream(id)).length).toBe(1);
  });

  it("a statement writes its streams in their order, whatever the order the appends came in", async () => {
    const seen: string[][] = [];
    const ids = ["group/z/r/t1/1", "group/a/r/t1/1", "group/m/r/t1/1"].map((id) => `${id}${++streamCount}`);
    db.onStatement((params) => seen.push(params[0] as string[]));
    await Promise.all(ids.map((id) => store.append(id, records.slice(0, 2), AT_START)));
    db.onStatement(undefined);
    const last = seen.at(-1)!;
    expect(last).toEqual([...last].sort());
    expect(new Set(last)).toEqual(new Set(ids));
  });

  it("property: concurrent appends, fresh or stale, to a few streams: exactly those acknowledged are stored, in chains", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({ stream: fc.nat(3), stale: fc.boolean(), count: fc.integer({ min: 1, max: 3 }) }),
          {
            minLength: 1,
            maxLength: 24,
          },
        ),
        async (plan) => {
          const ids = Array.from({ length: 4 }, newStream);
          for (const id of ids) await store.append(id, [records[0]!], { expectedVersion: 0 });
          const attempts = await Promise.allSettled(
            plan.map((p, i) =>
              store.append(
                ids[p.stream]!,
                records.slice(1, 1 + p.count).map((r) => ({ ...r, note: `attempt ${i}` })),
                p.stale ? { expectedVersion: 0, head: "0".repeat(64) } : { expectedVersion: 1 },
              ),
            ),
          );
          for (const [s, id] of ids.entries()) {
            const stored = await store.readStream(id);
            expect(verify(stored.map((r) => r.record as Record<string, unknown>)).status).toBe("sealed");
            const landed = attempts.flatMap((a, i) =>
              a.status === "fulfilled" && plan[i]!.stream === s ? [i] : [],
            );
            const tried = plan.some((p) => p.stream === s && !p.stale);
            // at version 1, one fresh append per stream lands; a stale one never does
            expect(landed.length).toBe(tried ? 1 : 0);
            expect(stored.slice(1).map((r) => r.record.note)).toEqual(
              landed.flatMap((i) => Array(plan[i]!.count).fill(`attempt ${i}`)),
            );
            for (const [i, a] of attempts.entries()) {
              if (plan[i]!.stream !== s || a.status === "fulfilled") continue;
              expect(a.reason).toBeInstanceOf(StreamConflict);
            }
          }
        },
      ),
      { numRuns: 15, seed: 32 },
    );
  });
};

describe("group commit (appends of several streams in one statement)", () => {
  for (const backend of backends()) {
    describe.skipIf(backend.skip)(backend.name, () => backendCases(backend));
  }
});
