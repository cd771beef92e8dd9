import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Cluster, startCluster } from "../../../tools/pg-cluster.mjs";
import { DatabaseUnavailable, isDatabaseUnavailable } from "./availability.ts";
import { DataDirectoryInUse, LOCK_FILE } from "./data-dir-lock.ts";
import { openPglite } from "./pglite-node.ts";
import { type ConnectionEvent, openPostgres } from "./postgres-driver.ts";
import { EventStore, type NewRecord, type StoredRecord } from "./store.ts";
import { freshPostgresDatabase, holdingProxy, TEST_DATABASE_URL } from "./test-support.ts";

/*
 * Faults (issue 28, R1–R2): a PostgreSQL connection lost (a backend terminated, the server restarted) never
 * ends the process, operations meanwhile fail at once with DatabaseUnavailable, the store reconnects by
 * itself, and a subscription resumes without missing a record; a PGlite data directory has one owner.
 * No test here measures a duration: each waits for what must happen, under vitest's timeout.
 */

const record = (i: number): NewRecord => ({ type: "DirectorSummoned", seat: "N", note: `r${i}` });

/** Polls `f` until it holds (each try after a short pause); the test's timeout bounds it. */
const eventually = async (f: () => boolean | Promise<boolean>): Promise<void> => {
  while (!(await f())) await new Promise((r) => setTimeout(r, 25));
};

/** Runs `op` until it stops failing with DatabaseUnavailable (the store reconnecting); counts the refusals. */
const untilAvailable = async <T>(op: () => Promise<T>, refused: unknown[] = []): Promise<T> => {
  for (;;) {
    try {
      return await op();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      refused.push(error);
      await new Promise((r) => setTimeout(r, Math.min(200, error.retryAfterMs + 10)));
    }
  }
};

/** A subscriber's records: in global order, each stream's positions 1, 2, 3 … with no gap and no repeat. */
const checkDelivered = (seen: readonly StoredRecord[]) => {
  const globals = seen.map((r) => r.globalPosition);
  expect([...globals].sort((a, b) => a - b)).toEqual(globals);
  expect(new Set(globals).size).toBe(globals.length);
  const byStream = new Map<string, number[]>();
  for (const r of seen) byStream.set(r.streamId, [...(byStream.get(r.streamId) ?? []), r.streamPosition]);
  for (const positions of byStream.values())
    expect(positions).toEqual(Array.from({ length: positions.length }, (_, i) => i + 1));
};

describe("PGlite: one owner per data directory", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "bridgelaw-lock-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("a second opening of a data directory in use is refused, naming the owner; once closed it opens again", async () => {
    const data = join(dir, "one");
    const first = await openPglite(data);
    try {
      const second = openPglite(data);
      await expect(second).rejects.toBeInstanceOf(DataDirectoryInUse);
      await expect(second).rejects.toThrow(
        /in use by process \d+ .*one process owns a PGlite data directory/,
      );
      // the owner goes on working
      expect(await first.query<{ n: number }>("SELECT 1 AS n")).toEqual([{ n: 1 }]);
    } finally {
      await first.close();
    }
    const again = await openPglite(data);
    expect(await again.query<{ n: number }>("SELECT 2 AS n")).toEqual([{ n: 2 }]);
    await again.close();
  });

  it("a lock left by a process that no longer runs (killed) is taken over", async () => {
    const data = join(dir, "stale");
    const dead = spawn(process.execPath, ["-e", ""]);
    const pid = dead.pid!;
    await new Promise((r) => dead.once("exit", r));
    mkdirSync(data);
    writeFileSync(join(data, LOCK_FILE), `${JSON.stringify({ pid, host: hostname() })}\n`);
    const db = await openPglite(data);
    expect(await db.query<{ n: number }>("SELECT 3 AS n")).toEqual([{ n: 3 }]);
    await db.close();
  });
});

describe.skipIf(TEST_DATABASE_URL === undefined)("PostgreSQL: connections lost", () => {
  let url: string;
  let admin: pg.Client;
  let dbName: string;
  beforeAll(async () => {
    url = await freshPostgresDatabase();
    dbName = new URL(url).pathname.slice(1);
    admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
  }, 60_000);
  afterAll(async () => {
    await admin?.end();
  });

  /** Terminates every connection to the test database but the admin's: the pool's and the LISTEN one. */
  const terminateAll = async () => {
    const r = await admin.query(
      "SELECT pg_terminate_backend(pid) AS done FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
      [dbName],
    );
    return r.rows.length;
  };

  it("pg_terminate_backend on every connection (pooled and LISTEN): no process exits, the store goes on, the subscription misses nothing", async () => {
    const events: ConnectionEvent[] = [];
    const a = await EventStore.open(await openPostgres(url, { onConnection: (e) => void events.push(e) }));
    const b = await EventStore.open(await openPostgres(url));
    try {
      const seen: StoredRecord[] = [];
      // no poll worth the name: only NOTIFY (and the catch-up after LISTEN reconnects) brings records
      const sub = await a.subscribe({ pollMs: 600_000, onRecords: (batch) => void seen.push(...batch) });
      await Promise.all([a.head("x/s/r/1/1"), a.head("x/s/r/1/2"), a.head("x/s/r/1/3")]); // a few pooled connections
      for (let i = 0; i < 3; i++) await b.append("x/s/r/1/1", [record(i)], { expectedVersion: i });
      await eventually(() => seen.length === 3);
      expect(await terminateAll()).toBeGreaterThanOrEqual(2);
      // while a's LISTEN connection is gone, b appends: a must catch up once it listens again
      for (let i = 3; i < 8; i++)
        await untilAvailable(() => b.append("x/s/r/1/1", [record(i)], { expectedVersion: i }));
      await eventually(() => seen.length === 8);
      checkDelivered(seen);
      expect(events.map((e) => e.kind)).toContain("listen-lost");
      // a's pool works again (at most a few refusals while it finds the connections gone)
      const head = await untilAvailable(() => a.head("x/s/r/1/1"));
      expect(head?.version).toBe(8);
      await untilAvailable(() => a.append("x/s/r/1/2", [record(0)], { expectedVersion: 0 }));
      await eventually(() => seen.length === 9);
      // and once more, terminated in the middle of a stream of appends
      const appends = (async () => {
        for (let i = 1; i < 20; i++)
          await untilAvailable(() => b.append("x/s/r/1/2", [record(i)], { expectedVersion: "any" }));
      })();
      await terminateAll();
      await appends;
      await eventually(() => seen.length === 28);
      checkDelivered(seen);
      await sub.close();
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
  it("a connection terminated as it opens (its ReadyForQuery and the FATAL read as one chunk): the operation fails with DatabaseUnavailable, no process exits, and the store goes on", async () => {
    // what took a server process down under CI's load: a pooled connection checked out without a listener for
    // its `error` until the next turn, when the FATAL had come with the ReadyForQuery
    const proxy = await holdingProxy(url);
    const events: ConnectionEvent[] = [];
    const db = await openPostgres(proxy.url, { onConnection: (e) => void events.push(e) });
    const backends = async () =>
      (await admin.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1", [dbName]))
        .rows[0].n as number;
    try {
      // the connection of the opening probe, idle in the pool, is gone: the next checkout opens a new one
      await terminateAll();
      await eventually(() => events.some((e) => e.kind === "idle-error"));
      await eventually(async () => (await backends()) === 0);
      proxy.hold(true);
      // a transaction's checkout, then the probes of the closed gate: each new connection terminated as it opens
      const outcome = db
        .transaction((tx) => tx.query("SELECT 1"))
        .then(
          () => "committed",
          (e: unknown) => e,
        );
      for (let round = 0; round < 3; round++) {
        await eventually(async () => (await backends()) > 0);
        await terminateAll();
        await eventually(async () => (await backends()) === 0);
      }
      expect(await outcome).toBeInstanceOf(DatabaseUnavailable);
      expect(events.map((e) => e.kind)).toContain("down");
      proxy.hold(false);
      expect(await untilAvailable(() => db.query<{ n: number }>("SELECT 4 AS n"))).toEqual([{ n: 4 }]);
      expect(
        await untilAvailable(() => db.transaction((tx) => tx.query<{ n: number }>("SELECT 5 AS n"))),
      ).toEqual([{ n: 5 }]);
    } finally {
      await db.close();
      await proxy.close();
    }
  });
});

describe.skipIf(TEST_DATABASE_URL === undefined)("PostgreSQL: the server restarted", () => {
  let cluster: Cluster | undefined;
  beforeAll(() => {
    // a cluster of its own: the shared test cluster is not stopped under other tests
    cluster = startCluster();
  }, 60_000);
  afterAll(() => cluster?.stop());

  it("operations fail at once with DatabaseUnavailable while it is down (none hangs, no process exits), and all resumes after: the subscription misses nothing", async (ctx) => {
    if (cluster === undefined) return ctx.skip();
    const events: ConnectionEvent[] = [];
    const a = await EventStore.open(
      await openPostgres(cluster.url, { onConnection: (e) => void events.push(e) }),
    );
    const b = await EventStore.open(await openPostgres(cluster.url));
    try {
      const seen: StoredRecord[] = [];
      const sub = await a.subscribe({ pollMs: 600_000, onRecords: (batch) => void seen.push(...batch) });
      for (let i = 0; i < 4; i++) await b.append("y/s/r/1/1", [record(i)], { expectedVersion: i });
      await eventually(() => seen.length === 4);
      cluster.halt();
      // every operation while it is down fails, and says when to try again
      const down: unknown[] = [];
      for (let i = 0; i < 5; i++) {
        const r = await Promise.allSettled([
          a.head("y/s/r/1/1"),
          a.append("y/s/r/1/1", [record(99)], { expectedVersion: 4 }),
          a.readAll({ after: 0 }),
        ]);
        for (const x of r) {
          expect(x.status).toBe("rejected");
          down.push((x as PromiseRejectedResult).reason);
        }
      }
      expect(down.every((e) => e instanceof DatabaseUnavailable)).toBe(true);
      expect(events.map((e) => e.kind)).toContain("down");
      cluster.resume();
      // b appends as soon as it can; a's subscription gets everything, once each, in order
      for (let i = 4; i < 10; i++)
        await untilAvailable(() => b.append("y/s/r/1/1", [record(i)], { expectedVersion: i }));
      await eventually(() => seen.length === 10);
      checkDelivered(seen);
      expect(seen.map((r) => r.record.note)).toEqual(Array.from({ length: 10 }, (_, i) => `r${i}`));
      // a itself appends again
      await untilAvailable(() => a.append("y/s/r/1/2", [record(0)], { expectedVersion: 0 }));
      await eventually(() => seen.length === 11);
      expect(events.map((e) => e.kind)).toContain("up");
      await sub.close();
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
