import { mkdtempSync, rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Seat } from "@bridgelaw/cards";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Cluster, startCluster } from "../../../tools/pg-cluster.mjs";
import { generateBoard } from "../../../tools/src/generate.ts";
import { asCommands, type Client, createSession, httpClient, type Session, storedLog } from "./drive.ts";
import { startServer } from "./spawn.ts";
import { freshPostgresDatabase, TEST_DATABASE_URL } from "./test-support.ts";

/*
 * Faults and bounds with real server processes (issue 28, R1–R4): a second process on a PGlite data directory
 * refuses to start; a server listens only once ready, so no request made while it starts (or starts again after
 * a kill) waits; a body over its route's limit is refused before it is read; slow and idle sockets are closed;
 * on PostgreSQL, a real pg_terminate_backend on every connection and a real restart of the database leave every
 * process running, requests meanwhile get 503 with Retry-After, and all resumes without a lost record. No test
 * measures a duration: each waits for what must happen, under vitest's timeout.
 */

/** A port that was free a moment ago. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer();
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });

/** One GET without keep-alive: the status, or the connection error's code (the server not listening). */
const probe = (port: number, path = "/api/health") =>
  new Promise<number | string>((resolve) => {
    const req = http.get({ host: "127.0.0.1", port, path, agent: false }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", (e: NodeJS.ErrnoException) => resolve(e.code ?? "error"));
  });

/** Asks until the server answers 200; every attempt completes (refused, or answered): none hangs. */
const untilUp = async (port: number): Promise<(number | string)[]> => {
  const seen: (number | string)[] = [];
  for (;;) {
    const r = await probe(port);
    seen.push(r);
    if (r === 200) return seen;
    await new Promise((w) => setTimeout(w, 20));
  }
};

/** A raw socket: what it receives, and when it is closed by the other end. */
const rawSocket = (port: number) => {
  const socket = net.connect(port, "127.0.0.1");
  let received = "";
  socket.on("data", (d) => {
    received += d.toString("latin1");
  });
  socket.on("error", () => {});
  const closed = new Promise<void>((r) => socket.once("close", () => r()));
  return { socket, closed, received: () => received };
};

describe("server processes on PGlite", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "bridgelaw-faults-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("a second process on a data directory in use refuses to start: a clear message, exit status 1; the first goes on", async () => {
    const data = join(dir, "owned");
    const first = await startServer({ DATA_DIR: data });
    try {
      const second = startServer({ DATA_DIR: data });
      await expect(second).rejects.toThrow(/exited \(1\) before listening/);
      await expect(second).rejects.toThrow(/data directory .* is in use by process \d+/);
      expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    } finally {
      await first.stop();
    }
  });

  it("no request hangs while the server starts, nor after a kill -9: refused until it listens, then answered", async () => {
    const port = await freePort();
    const env = { DATA_DIR: join(dir, "starting"), PORT: String(port) };
    // asked from the moment the process is spawned (its first start creates the database: seconds)
    const starting = startServer(env);
    const first = await untilUp(port);
    const server = await starting;
    expect(first.at(-1)).toBe(200);
    expect(first.every((r) => r === 200 || r === "ECONNREFUSED")).toBe(true);
    expect(first.filter((r) => r === "ECONNREFUSED").length).toBeGreaterThan(0);
    await server.stop("SIGKILL");
    // started again on the same data (the killed one's lock taken over), asked all the while
    const restarting = startServer(env);
    const second = await untilUp(port);
    const again = await restarting;
    expect(second.every((r) => r === 200 || r === "ECONNREFUSED" || r === "ECONNRESET")).toBe(true);
    await again.stop();
  });

  it("bounds: a body over its route's limit gets 413 before it is sent in full; slow headers and silent sockets are closed", async () => {
    const server = await startServer({
      DATA_DIR: join(dir, "bounds"),
      HEADERS_TIMEOUT_MS: "500",
      REQUEST_TIMEOUT_MS: "1000",
      IDLE_TIMEOUT_MS: "1000",
    });
    try {
      const port = Number(new URL(server.url).port);
      const api = httpClient(server.url);
      const s = await createSession(api, { id: "bounds", tables: 1, seed: "b" });
      const north = s.tokens.tables["1"]!.N;
      const commands = "/api/sessions/bounds/tables/1/boards/1/commands";

      // 600 MB announced, a few bytes sent: the answer comes at once, and the connection is closed
      const announced = rawSocket(port);
      announced.socket.write(
        `POST ${commands} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${north}\r\nContent-Length: 600000000\r\n\r\n{"type":`,
      );
      await announced.closed;
      expect(announced.received()).toMatch(/^HTTP\/1\.1 413 /);

      // chunked, no length: 256 KB sent and no more; the answer can only come if the server stops reading
      const chunked = rawSocket(port);
      chunked.socket.write(
        `POST ${commands} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${north}\r\nTransfer-Encoding: chunked\r\n\r\n`,
      );
      const chunk = "x".repeat(256 * 1024);
      chunked.socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
      while (!chunked.received().includes("\r\n\r\n")) await new Promise((w) => setTimeout(w, 20));
      expect(chunked.received()).toMatch(/^HTTP\/1\.1 413 /);
      chunked.socket.destroy();

      // headers that never end, and a socket that says nothing: both closed by the server
      const slow = rawSocket(port);
      slow.socket.write("GET /api/health HTTP/1.1\r\nHost: x\r\n");
      const silent = rawSocket(port);
      await Promise.all([slow.closed, silent.closed]);
      expect(slow.received()).not.toMatch(/ 200 /);

      // the server is as it was
      expect((await api.call("GET", "/api/health")).status).toBe(200);
      expect(
        (await api.call("GET", "/api/sessions/bounds/tables/1/boards/1", s.tokens.director)).body.version,
      ).toBe(1);
    } finally {
      await server.stop();
    }
  });
});

/** Plays `count` more of a board's commands at a table through `api`, asking again after a 503 (its Retry-After given). */
const playOn = async (
  api: Client,
  s: Session,
  events: ReturnType<typeof generateBoard>,
  count: number,
  unavailable: { retryAfter: string | null }[],
  from = 0,
) => {
  const commands = asCommands(events);
  const path = `/api/sessions/${s.id}/tables/1/boards/1`;
  // the version this process shows, or the one the other process reached (this one's live updates may still be
  // catching up after the fault: the append at a stale version would be refused, 409, rightly)
  const shown = (await untilOk(() => api.call("GET", path, s.tokens.director), unavailable)).body
    .version as number;
  let version = Math.max(shown, from);
  for (let n = 0; n < count && version < events.length; n++) {
    const { by, body } = commands[version - 1]!;
    const token =
      by === "director" || by === "scorer" || by === "committee"
        ? s.tokens[by]
        : s.tokens.tables["1"]![by as Seat];
    const r = await untilOk(
      () => api.call("POST", `${path}/commands`, token, { ...body, expectedVersion: version }),
      unavailable,
      // an append whose reply was lost in the fault landed: the next asks from the version it is at
      async () => (await api.call("GET", path, s.tokens.director)).body.version === version + 1,
    );
    version = r === "landed" ? version + 1 : r.body.version;
  }
  return version;
};

type Reply = Awaited<ReturnType<Client["call"]>>;

/** Calls until the answer is not 503 (each 503 noted with its Retry-After); 409 after a lost reply: `landed`. */
async function untilOk(
  call: () => Promise<Reply>,
  unavailable: { retryAfter: string | null }[],
): Promise<Reply>;
async function untilOk(
  call: () => Promise<Reply>,
  unavailable: { retryAfter: string | null }[],
  landed: () => Promise<boolean>,
): Promise<Reply | "landed">;
async function untilOk(
  call: () => Promise<Reply>,
  unavailable: { retryAfter: string | null }[],
  landed?: () => Promise<boolean>,
): Promise<Reply | "landed"> {
  let failed = false;
  for (;;) {
    let r: Reply;
    try {
      r = await call();
    } catch (error) {
      // no server here exits or stops listening: a refused connection is a process gone, not a fault to wait out
      if ((error as NodeJS.ErrnoException).code === "ECONNREFUSED")
        throw new Error("a server process is gone: it refuses connections", { cause: error });
      await new Promise((w) => setTimeout(w, 50));
      continue;
    }
    if (r.status === 503) {
      failed = true;
      unavailable.push({
        retryAfter: r.body?.error?.retryAfter === undefined ? null : String(r.body.error.retryAfter),
      });
      await new Promise((w) => setTimeout(w, 100));
      continue;
    }
    if (r.status === 409 && failed && landed !== undefined && (await landed())) return "landed";
    expect(r.status, r.text).toBeLessThan(300);
    return r;
  }
}

describe.skipIf(TEST_DATABASE_URL === undefined)("server processes on PostgreSQL: connections lost", () => {
  it("pg_terminate_backend on every connection of two processes: both live on, requests meanwhile get 503 with Retry-After, and the board goes on to the end, identical on both", async () => {
    const url = await freshPostgresDatabase();
    const dbName = new URL(url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    const [a, b] = await Promise.all([
      startServer({ DATABASE_URL: url }),
      startServer({ DATABASE_URL: url }),
    ]);
    try {
      const apiA = httpClient(a.url);
      const apiB = httpClient(b.url);
      const events = generateBoard(53, 1);
      const s = await createSession(apiA, { id: "cut", tables: 1, boards: [1], seed: "53" });
      const unavailable: { retryAfter: string | null }[] = [];
      let version = await playOn(apiA, s, events, 10, unavailable);
      for (let round = 0; round < 3; round++) {
        const cut = await admin.query(
          "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()",
          [dbName],
        );
        expect(cut.rows.length).toBeGreaterThan(0);
        version = await playOn(round % 2 === 0 ? apiB : apiA, s, events, 10, unavailable, version);
        expect(a.child.exitCode).toBeNull();
        expect(b.child.exitCode).toBeNull();
      }
      version = await playOn(apiA, s, events, events.length, unavailable, version);
      expect(version).toBe(events.length);
      for (const x of unavailable) expect(Number(x.retryAfter)).toBeGreaterThanOrEqual(1);
      // each process reads the other's appends again (through its subscription): the logs are one
      const logA = await storedLog(apiA, s, "1", 1);
      let logB = await storedLog(apiB, s, "1", 1);
      expect([...logA.problems, ...logB.problems]).toEqual([]);
      expect(logA.records).toHaveLength(events.length);
      while (
        (await apiB.call("GET", "/api/sessions/cut/tables/1/boards/1", s.tokens.director)).body.version !==
        events.length
      )
        await new Promise((w) => setTimeout(w, 25));
      logB = await storedLog(apiB, s, "1", 1);
      expect(logB.text).toBe(logA.text);
      expect([...a.output, ...b.output].join("\n")).not.toMatch(/Unhandled|uncaught/i);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
      await admin.end();
    }
  });
});

describe.skipIf(TEST_DATABASE_URL === undefined)(
  "server processes on PostgreSQL: the database restarted",
  () => {
    let cluster: Cluster | undefined;
    beforeAll(() => {
      cluster = startCluster(); // a cluster of its own, to stop and start
    }, 60_000);
    afterAll(() => cluster?.stop());

    it("while it is down every request is answered (503, Retry-After) and no process exits; after, live updates and commands resume with nothing lost", async (ctx) => {
      if (cluster === undefined) return ctx.skip();
      const [a, b] = await Promise.all([
        startServer({ DATABASE_URL: cluster.url }),
        startServer({ DATABASE_URL: cluster.url }),
      ]);
      try {
        const apiA = httpClient(a.url);
        const apiB = httpClient(b.url);
        const events = generateBoard(59, 1);
        const s = await createSession(apiA, { id: "restart", tables: 1, boards: [1], seed: "59" });
        const unavailable: { retryAfter: string | null }[] = [];
        // South's live stream on process B
        const controller = new AbortController();
        const versions: number[] = [];
        const streaming = (async () => {
          const r = await fetch(
            `${b.url}/api/sessions/restart/live?access_token=${s.tokens.tables["1"]!.S}`,
            {
              signal: controller.signal,
            },
          );
          const reader = r.body!.getReader();
          const decoder = new TextDecoder();
          let text = "";
          try {
            for (;;) {
              const { value, done } = await reader.read();
              if (done) break;
              text += decoder.decode(value, { stream: true });
              for (const m of text.matchAll(/^data: (.*)$/gm)) versions.push(JSON.parse(m[1]!).version);
              text = text.slice(text.lastIndexOf("\n\n") + 2);
            }
          } catch {
            // aborted at the end
          }
        })();
        await playOn(apiA, s, events, 8, unavailable);

        cluster.halt();
        const down = await Promise.all([
          apiA.raw("/api/sessions/restart/tables/1/boards/1", {
            headers: { authorization: `Bearer ${s.tokens.director}` },
          }),
          apiB.raw("/api/me", { headers: { authorization: `Bearer ${s.tokens.director}` } }),
          apiA.raw("/api/sessions/restart/tables/1/boards/1/commands", {
            method: "POST",
            headers: { authorization: `Bearer ${s.tokens.tables["1"]!.N}` },
            body: JSON.stringify({ type: "SummonDirector" }),
          }),
        ]);
        for (const r of down) {
          expect(r.status).toBe(503);
          expect(Number(r.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
        }
        expect((await apiB.call("GET", "/api/health")).status).toBe(200);
        cluster.resume();

        const version = await playOn(apiA, s, events, events.length, unavailable);
        expect(version).toBe(events.length);
        expect(a.child.exitCode).toBeNull();
        expect(b.child.exitCode).toBeNull();
        // B's live stream reached the end, in order
        while (versions.at(-1) !== events.length) await new Promise((w) => setTimeout(w, 25));
        controller.abort();
        await streaming;
        expect([...versions].sort((x, y) => x - y)).toEqual(versions);
        const log = await storedLog(apiB, s, "1", 1);
        expect(log.problems).toEqual([]);
        expect(log.records).toHaveLength(events.length);
        expect([...a.output, ...b.output].join("\n")).toMatch(/database connection (down|listen-lost)/);
      } finally {
        await Promise.all([a.stop(), b.stop()]);
      }
    });
  },
);
