import { SEATS, type Seat } from "@bridgelaw/cards";
import { scoreSession, type TableResult } from "@bridgelaw/scoring";
import type { EventStore } from "@bridgelaw/store";
import { replayLog, tableResultOf } from "@bridgelaw/table";
import { describe as inWords } from "@bridgelaw/words";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateBoard } from "../../../tools/src/generate.ts";
import type { SessionResults } from "./core/results.ts";
import { asCommands, type inProcess, openStore, inProcess as start } from "./test-support.ts";

/*
 * A live session's results (issue 29 point 5), on PGlite in memory: a board played at two tables, passed out
 * at one and played out at the other; its traveller appears only once both have finished it, scored by
 * @bridgelaw/scoring as `bridgelaw score` scores the same logs.
 */

let store: EventStore;
let app: Awaited<ReturnType<typeof inProcess>>;

beforeAll(async () => {
  store = await openStore("pglite");
  app = await start(store);
}, 120_000);
afterAll(async () => {
  await app?.close();
  await store?.close();
});

describe("live results: GET /results and its server-sent events", () => {
  it("a board's traveller and its place in the ranking only once it is over at every table; the same scores as scoreSession of the boards' logs", async () => {
    const created = await app.api.call("POST", "/api/sessions", undefined, {
      id: "results",
      tables: 2,
      boards: [5],
      seed: "20",
    });
    expect(created.status).toBe(201);
    const s = created.body as {
      session: { id: string };
      tokens: { director: string; spectator: string; tables: Record<string, Record<Seat, string>> };
    };
    const results = async (token: string): Promise<SessionResults> => {
      const r = await app.api.call("GET", `/api/sessions/results/results`, token);
      expect(r.status).toBe(200);
      return r.body as SessionResults;
    };
    const player = s.tokens.tables["1"]!.N;
    // the stream of a player of table 1
    const stream = await app.api.raw(`/api/sessions/results/results/live?access_token=${player}`);
    expect(stream.status).toBe(200);
    expect(stream.headers.get("content-type")).toContain("text/event-stream");
    const reader = stream.body!.getReader();

    expect(await results(player)).toMatchObject({
      boards: [{ board: 5, tables: 2, finished: 0, over: false }],
      rankings: [],
      travellers: [],
    });

    // table 1 passes the board out: over there, not at table 2
    const board1 = `/api/sessions/results/tables/1/boards/5`;
    const dealer = (await app.api.call("GET", board1, s.tokens.director)).body.view.dealer as Seat;
    const from = SEATS.indexOf(dealer);
    for (let i = 0; i < 4; i++) {
      const seat = SEATS[(from + i) % 4]!;
      const r = await app.api.call("POST", `${board1}/commands`, s.tokens.tables["1"]![seat], {
        type: "MakeCall",
        call: "P",
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }
    const half = await results(s.tokens.spectator);
    expect(half.boards).toEqual([{ board: 5, tables: 2, finished: 1, over: false }]);
    expect(half.travellers).toEqual([]);
    expect(half.rankings).toEqual([]);

    // table 2 plays it out (a generated board of the same seed and number: the same deal)
    const board2 = `/api/sessions/results/tables/2/boards/5`;
    const tokenOf = (by: string) =>
      by === "director" ? s.tokens.director : s.tokens.tables["2"]![by as Seat];
    for (const { by, body } of asCommands(generateBoard(20, 5))) {
      const r = await app.api.call("POST", `${board2}/commands`, tokenOf(by), body);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    }
    const done = await results(player);
    expect(done.boards).toEqual([{ board: 5, tables: 2, finished: 2, over: true }]);
    expect(done.travellers).toHaveLength(1);
    const lines = done.travellers[0]!.lines;
    expect(lines.map((l) => [l.table, l.NS, l.EW]).sort()).toEqual([
      ["1", "1 NS", "1 EW"],
      ["2", "2 NS", "2 EW"],
    ]);
    expect(lines.find((l) => l.table === "1")!.result).toBe("Pass");

    // the same figures as scoreSession of the two logs, each table's result as tableResultOf takes it
    const oracle: TableResult[] = [];
    for (const table of ["1", "2"]) {
      const log = await app.api.call(
        "GET",
        `/api/sessions/results/tables/${table}/boards/5/log`,
        s.tokens.director,
      );
      const r = tableResultOf(replayLog(log.text).view)!;
      oracle.push({ ...r, pairs: { NS: `${table} NS`, EW: `${table} EW` } });
    }
    const ev = scoreSession(oracle, { method: "mp" }).events[0]!;
    expect(lines.map((l) => [l.table, l.pointsNS, l.pointsEW, l.scoreNS]).sort()).toEqual(
      ev.boards[0]!.rows.map((r) => [r.table, r.NS, r.EW, r.scores.NS]).sort(),
    );
    expect(done.rankings.map((f) => f.lines.map((x) => [x.rank, x.pair, x.total]))).toEqual(
      ev.fields.map((f) => f.ranking.map((x) => [x.rank, x.pair, x.total])),
    );
    // the words as data beside the English (issue 33): each result's ResultLabel, the method's note
    expect(done.how).toEqual(ev.how);
    for (const l of lines) {
      const view = replayLog(
        (await app.api.call("GET", `/api/sessions/results/tables/${l.table}/boards/5/log`, s.tokens.director))
          .text,
      ).view;
      expect(l.label).toEqual(view.standing.played!.result);
      expect(inWords(l.label!)).toBe(l.result);
    }

    // the stream: the results at once, then as they changed; no traveller before the board was over everywhere
    const decoder = new TextDecoder();
    let text = "";
    while (!/"over":true/.test(text)) {
      const { value, done: end } = await reader.read();
      if (end) break;
      text += decoder.decode(value);
    }
    await reader.cancel();
    const events = [...text.matchAll(/^event: results\ndata: (.*)$/gm)].map(
      (m) => JSON.parse(m[1]!) as SessionResults,
    );
    expect(events[0]!.boards[0]!.finished).toBe(0);
    expect(events.at(-1)).toEqual(done);
    for (const e of events.slice(0, -1)) {
      expect(e.travellers).toEqual([]);
      expect(e.boards[0]!.over).toBe(false);
    }
  });

  it("401 without a token", async () => {
    expect((await app.api.call("GET", "/api/sessions/results/results")).status).toBe(401);
  });
});
