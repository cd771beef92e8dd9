import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { SEATS, type Seat } from "@bridgelaw/cards";
import { encodeJsonLines, verify } from "@bridgelaw/log";
import { readLog, replayLog, type TableEvent } from "@bridgelaw/table";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateBoard } from "../../../tools/src/generate.ts";
import { type ServerProcess, startServer } from "./spawn.ts";
import {
  asCommands,
  type Client,
  freshPostgresDatabase,
  httpClient,
  TEST_DATABASE_URL,
} from "./test-support.ts";

/*
 * Real server processes on 127.0.0.1: the example script against one; a server killed with SIGKILL in the
 * middle of a run and started again on the same data (PGlite, and PostgreSQL when the test command gives a
 * server); and two processes on one PostgreSQL serving the four players of a table between them.
 */

const run = promisify(execFile);
const SERVER_DIR = fileURLToPath(new URL("..", import.meta.url));

interface Session {
  id: string;
  tokens: {
    director: string;
    tables: Record<string, Record<Seat, string>>;
  };
}

const createSession = async (api: Client, body: Record<string, unknown>): Promise<Session> => {
  const r = await api.call("POST", "/api/sessions", undefined, body);
  expect(r.status, r.text).toBe(201);
  return { id: r.body.session.id, tokens: r.body.tokens };
};

const tokenOf = (s: Session, table: string, by: string) =>
  by === "director" || by === "committee" || by === "scorer"
    ? s.tokens.director
    : s.tokens.tables[table]![by as Seat];

/** The boards the tables play: generated boards of the session's seed, one per table (table i: board i). */
const boards = (seed: number, tables: number): TableEvent[][] =>
  Array.from({ length: tables }, (_, i) => generateBoard(seed, i + 1));

interface Ack {
  readonly table: string;
  readonly seq: number;
  readonly hash: string;
}

/**
 * Plays a table's board from the version the server has, command after command, each with the version it
 * was decided on; stops when `halt()` says so or the server stops answering. Every 200 is an acknowledged
 * record.
 */
const playTable = async (
  api: Client,
  s: Session,
  table: string,
  events: readonly TableEvent[],
  acks: Ack[],
  halt: () => boolean,
): Promise<number> => {
  const commands = asCommands(events);
  const path = `/api/sessions/${s.id}/tables/${table}/boards/${table}`;
  let version = (await api.call("GET", path, s.tokens.director)).body.version as number;
  while (version < events.length && !halt()) {
    const { by, body } = commands[version - 1]!;
    let r: Awaited<ReturnType<Client["call"]>>;
    try {
      r = await api.call("POST", `${path}/commands`, tokenOf(s, table, by), {
        ...body,
        expectedVersion: version,
      });
    } catch {
      return version; // the server is gone
    }
    if (r.status !== 200) throw new Error(`table ${table} at ${version}: ${r.status} ${r.text}`);
    for (const e of r.body.events) acks.push({ table, seq: e.seq, hash: e.hash });
    version = r.body.version;
  }
  return version;
};

/** The Director's export of a table's board, checked sealed and without gaps or repeats. */
const storedLog = async (api: Client, s: Session, table: string) => {
  const r = await api.call(
    "GET",
    `/api/sessions/${s.id}/tables/${table}/boards/${table}/log`,
    s.tokens.director,
  );
  expect(r.status).toBe(200);
  const records = readLog(r.text).lines.map((l) => l.record);
  expect(records.map((x) => x.seq)).toEqual(records.map((_, i) => i + 1));
  expect(verify(records).status).toBe("sealed");
  return { text: r.text, records };
};

/** The kill test: `tables` tables play at once; the server is killed after `killAfter` acknowledgements. */
const killTest = async (env: Record<string, string>, tables: number, killAfter: number) => {
  let server: ServerProcess | undefined = await startServer(env);
  try {
    let api = httpClient(server.url);
    const plays = boards(77, tables);
    const s = await createSession(api, {
      id: "kill",
      tables,
      boards: plays.map((_, i) => i + 1),
      seed: "77",
    });
    // every table plays its own board only (board i at table i): the other streams stay as opened
    const acks: Ack[] = [];
    let killed = false;
    const halt = () => killed;
    const watcher = (async () => {
      while (acks.length < killAfter) await new Promise((r) => setTimeout(r, 5));
      killed = true;
      await server!.stop("SIGKILL");
    })();
    await Promise.all(plays.map((events, i) => playTable(api, s, String(i + 1), events, acks, halt)));
    await watcher;
    expect(acks.length).toBeGreaterThanOrEqual(killAfter);

    server = await startServer(env);
    api = httpClient(server.url);
    for (let i = 0; i < tables; i++) {
      const table = String(i + 1);
      const { text, records } = await storedLog(api, s, table);
      // every acknowledged record is there, at its position, unchanged; none twice
      for (const a of acks.filter((x) => x.table === table)) expect(records[a.seq - 1]?.hash).toBe(a.hash);
      const events = readLog(text).lines.map((l) => l.event);
      expect(replayLog(encodeJsonLines(events)).view).toEqual(
        replayLog(encodeJsonLines([events[0]!, ...plays[i]!.slice(1, events.length)])).view,
      );
    }
    // every table can continue, to the end of its board
    const more: Ack[] = [];
    await Promise.all(plays.map((events, i) => playTable(api, s, String(i + 1), events, more, () => false)));
    for (let i = 0; i < tables; i++) {
      const { text, records } = await storedLog(api, s, String(i + 1));
      expect(records).toHaveLength(plays[i]!.length);
      const first = readLog(text).lines[0]!.event;
      expect(replayLog(text).view).toEqual(replayLog(encodeJsonLines([first, ...plays[i]!.slice(1)])).view);
    }
    return acks.length;
  } finally {
    await server?.stop("SIGKILL");
  }
};

describe("one server process on PGlite", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "bridgelaw-server-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("examples/play-board.ts plays a board through the API; its log is sealed and the board complete", async () => {
    const server = await startServer({ DATA_DIR: join(dir, "example") });
    try {
      const { stdout } = await run(
        process.execPath,
        ["--import", "tsx", "examples/play-board.ts", server.url, "example-seed"],
        { cwd: SERVER_DIR, maxBuffer: 1 << 24 },
      );
      const records = readLog(stdout).lines.map((l) => l.record);
      expect(verify(records).status).toBe("sealed");
      expect(replayLog(stdout).view.phase).toBe("complete");
    } finally {
      await server.stop();
    }
  });

  it("kill -9 in the middle of a run: every acknowledged event is there, none twice, every chain verifies, every table continues", async () => {
    const acknowledged = await killTest({ DATA_DIR: join(dir, "kill") }, 3, 40);
    expect(acknowledged).toBeGreaterThanOrEqual(40);
  });
});

describe.skipIf(TEST_DATABASE_URL === undefined)("server processes on PostgreSQL", () => {
  it("kill -9 in the middle of a run: every acknowledged event is there, none twice, every chain verifies, every table continues", async () => {
    const acknowledged = await killTest({ DATABASE_URL: await freshPostgresDatabase() }, 3, 40);
    expect(acknowledged).toBeGreaterThanOrEqual(40);
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
          const decoder = new TextDecoder();
          let text = "";
          try {
            for (;;) {
              const { value, done } = await reader.read();
              if (done) break;
              text += decoder.decode(value, { stream: true });
              let i = text.indexOf("\n\n");
              while (i >= 0) {
                const m = /^data: (.*)$/m.exec(text.slice(0, i));
                if (m) received.push(JSON.parse(m[1]!));
                text = text.slice(i + 2);
                i = text.indexOf("\n\n");
              }
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
      const logA = await storedLog(apiA, s, "1");
      const logB = await storedLog(apiB, s, "1");
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
