import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { SEATS, type Seat } from "@bridgelaw/cards";
import { encodeJsonLines, verify } from "@bridgelaw/log";
import { readLog, replayLog, type TableEvent } from "@bridgelaw/table";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateBoard } from "../../../tools/src/generate.ts";
import { asCommands, type Client, createSession, httpClient, storedLog } from "./drive.ts";
import { killRun } from "./faults.ts";
import { startServer } from "./spawn.ts";
import { freshPostgresDatabase, sseReader, TEST_DATABASE_URL } from "./test-support.ts";

/*
 * Real server processes on 127.0.0.1: the example script against one; a server killed with SIGKILL in the
 * middle of a run and started again on the same data (PGlite, and PostgreSQL when the test command gives a
 * server); and two processes on one PostgreSQL serving the four players of a table between them.
 */

const run = promisify(execFile);
const SERVER_DIR = fileURLToPath(new URL("..", import.meta.url));

/** The boards the tables play: generated boards of the session's seed, one per table (table i: board i). */
const boards = (seed: number, tables: number): TableEvent[][] =>
  Array.from({ length: tables }, (_, i) => generateBoard(seed, i + 1));

const killTest = async (env: Record<string, string>) => {
  const report = await killRun(env, boards(77, 3), "77", 40);
  expect(report.problems).toEqual([]);
  expect(report.acknowledged).toBeGreaterThanOrEqual(40);
  expect(report.storedAfterRestart).toBeGreaterThanOrEqual(report.acknowledged);
  expect(report.afterRestart).toBeGreaterThan(0);
};

describe("one server process on PGlite", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "bridgelaw-server-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("examples/play-board.ts plays a board through the API; its log is sealed and the board complete; WEB_ROOT is served at /", async () => {
    // a built web app to serve at / (WEB_ROOT)
    mkdirSync(join(dir, "web"));
    writeFileSync(join(dir, "web", "index.html"), "<!doctype html><title>bridgelaw</title>");
    const server = await startServer({ DATA_DIR: join(dir, "example"), WEB_ROOT: join(dir, "web") });
    try {
      const { stdout } = await run(
        process.execPath,
        ["--import", "tsx", "examples/play-board.ts", server.url, "example-seed"],
        { cwd: SERVER_DIR, maxBuffer: 1 << 24 },
      );
      const records = readLog(stdout).lines.map((l) => l.record);
      expect(verify(records).status).toBe("sealed");
      expect(replayLog(stdout).view.phase).toBe("complete");
      const page = await fetch(`${server.url}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("<title>bridgelaw</title>");
      expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    } finally {
      await server.stop();
    }
  });

  it("kill -9 in the middle of a run: every acknowledged event is there, none twice, every chain verifies, every table continues", async () => {
    await killTest({ DATA_DIR: join(dir, "kill") });
  });
});

describe.skipIf(TEST_DATABASE_URL === undefined)("server processes on PostgreSQL", () => {
  it("kill -9 in the middle of a run: every acknowledged event is there, none twice, every chain verifies, every table continues", async () => {
    await killTest({ DATABASE_URL: await freshPostgresDatabase() });
  });

  it("two processes serve one table alternately (issue 32): each action to the other process lands at the next version; the same action sent to both at once lands once (409 for the other); the log is the board as played", async () => {
    const url = await freshPostgresDatabase();
    const [a, b] = await Promise.all([
      startServer({ DATABASE_URL: url }),
      startServer({ DATABASE_URL: url }),
    ]);
    try {
      const apis = [httpClient(a.url), httpClient(b.url)];
      const events = generateBoard(93, 1);
      const s = await createSession(apis[0]!, { id: "turns", tables: 1, boards: [1], seed: "93" });
      const path = "/api/sessions/turns/tables/1/boards/1/commands";
      const tokenOf = (by: string) => s.tokens.tables["1"]![by as Seat];
      let version = 1;
      const commands = asCommands(events);
      for (const [i, { by, body }] of commands.entries()) {
        if (i % 7 === 3) {
          // both processes decide it on the same version at once: one appends, the other's append conflicts
          // in the store and the client hears that the board moved on
          const race = await Promise.all(
            apis.map((api) => api.call("POST", path, tokenOf(by), { ...body, expectedVersion: version })),
          );
          expect(race.map((r) => r.status).sort()).toEqual([200, 409]);
          const lost = race.find((r) => r.status === 409)!;
          expect(lost.body.error).toMatchObject({
            code: "Conflict",
            expected: version,
            version: version + 1,
          });
          version += 1;
          continue;
        }
        const r = await apis[i % 2]!.call("POST", path, tokenOf(by), { ...body, expectedVersion: version });
        expect(r.status, r.text).toBe(200);
        expect(r.body.version).toBe(version + 1);
        expect(r.body.events.map((e: { seq: number }) => e.seq)).toEqual([version + 1]);
        version = r.body.version;
      }
      expect(version).toBe(events.length);
      const logA = await storedLog(apis[0]!, s, "1", 1);
      const logB = await storedLog(apis[1]!, s, "1", 1);
      expect([...logA.problems, ...logB.problems]).toEqual([]);
      expect(logB.text).toBe(logA.text);
      const first = readLog(logA.text).lines[0]!.event;
      expect(replayLog(logA.text).view).toEqual(replayLog(encodeJsonLines([first, ...events.slice(1)])).view);
      // each process comes to show the board at its last version (the other's appends reach it by the store)
      for (const api of apis) {
        let seen = 0;
        for (let tries = 0; tries < 400 && seen !== version; tries++) {
          if (tries > 0) await new Promise((r) => setTimeout(r, 25));
          seen = (await api.call("GET", "/api/sessions/turns/tables/1/boards/1", s.tokens.director)).body
            .version;
        }
        expect(seen).toBe(version);
      }
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });

  it("two processes on one database, the four players of a table spread across them: logs complete and identical, each player his own live updates", async () => {
    const url = await freshPostgresDatabase();
    const [a, b] = await Promise.all([
      startServer({ DATABASE_URL: url }),
      startServer({ DATABASE_URL: url }),
    ]);
    try {
      const apiA = httpClient(a.url);
      const apiB = httpClient(b.url);
      const events = generateBoard(91, 1);
      const s = await createSession(apiA, { id: "two", tables: 1, boards: [1], seed: "91" });
      const on: Record<Seat, Client> = { N: apiA, S: apiA, E: apiB, W: apiB };
      const base: Record<Seat, string> = { N: a.url, S: a.url, E: b.url, W: b.url };
      // each player's live stream, on his own process
      const streams = SEATS.map((seat) => {
        const controller = new AbortController();
        const received: {
          version: number;
          view: { viewer: unknown; hands: Record<Seat, { cards?: string[] }> };
        }[] = [];
        const done = (async () => {
          const r = await fetch(
            `${base[seat]}/api/sessions/two/live?access_token=${s.tokens.tables["1"]![seat]}`,
            {
              signal: controller.signal,
            },
          );
          const reader = r.body!.getReader();
          const events = sseReader();
          try {
            for (;;) {
              const { value, done } = await reader.read();
              if (done) break;
              received.push(...(events(value) as (typeof received)[number][]));
            }
          } catch {
            // aborted at the end of the test
          }
        })();
        return { seat, received, controller, done };
      });
      let version = 1;
      for (const { by, body } of asCommands(events)) {
        const seat = by as Seat;
        const r = await on[seat].call(
          "POST",
          "/api/sessions/two/tables/1/boards/1/commands",
          s.tokens.tables["1"]![seat],
          {
            ...body,
            expectedVersion: version,
          },
        );
        expect(r.status, r.text).toBe(200);
        version = r.body.version;
      }
      expect(version).toBe(events.length);
      // both processes give the same complete log, sealed, which replays to the board played
      const logA = await storedLog(apiA, s, "1", 1);
      const logB = await storedLog(apiB, s, "1", 1);
      expect([...logA.problems, ...logB.problems]).toEqual([]);
      expect(logB.text).toBe(logA.text);
      expect(logA.records).toHaveLength(events.length);
      const first = readLog(logA.text).lines[0]!.event;
      expect(replayLog(logA.text).view).toEqual(replayLog(encodeJsonLines([first, ...events.slice(1)])).view);
      // every player saw the board to its last version, through his own eyes only
      for (const st of streams) {
        for (let tries = 0; tries < 400 && st.received.at(-1)?.version !== version; tries++) {
          await new Promise((r) => setTimeout(r, 25));
        }
        st.controller.abort();
        await st.done;
        expect(st.received.at(-1)?.version).toBe(version);
        const versions = st.received.map((x) => x.version);
        expect([...versions].sort((x, y) => x - y)).toEqual(versions);
        for (const x of st.received) {
          expect(x.view.viewer).toEqual({ role: "player", seat: st.seat });
          expect(x.view.hands[st.seat].cards).toBeDefined();
        }
        // before the opening lead no other hand is ever shown to him
        const beforeLead = st.received.filter(
          (x) => x.version <= events.findIndex((e) => e.type === "CardPlayed"),
        );
        for (const x of beforeLead) {
          for (const other of SEATS.filter((o) => o !== st.seat))
            expect(x.view.hands[other].cards).toBeUndefined();
        }
      }
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });
});
