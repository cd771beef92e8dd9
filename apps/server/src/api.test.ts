import { dealFromSeed } from "@bridgelaw/boards";
import { DECK, formatDeal, parseDeal, SEATS, type Seat } from "@bridgelaw/cards";
import { ENVELOPE_FIELDS, encodeJsonLines, verify } from "@bridgelaw/log";
import type { EventStore } from "@bridgelaw/store";
import { readLog, replayLog } from "@bridgelaw/table";
import { frenchTypography, withWords } from "@bridgelaw/words";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateBoard } from "../../../tools/src/generate.ts";
import { unavailable } from "./core/errors.ts";
import { messageIn } from "./core/server.ts";
import { SERVER_TEXT_IDS, serverText } from "./core/texts.ts";
import { hashToken } from "./core/tokens.ts";
import { BACKLOG_LIMIT } from "./http/backlog.ts";
import {
  asCommands,
  cardTokens,
  type inProcess,
  openStore,
  sseReader,
  inProcess as start,
} from "./test-support.ts";

/*
 * The HTTP API in process, on PGlite in memory (one instance for the file: its first open costs seconds).
 * A generated board is played through the API by its four players, each with his own token; the Director's
 * export of the log is the board, sealed; and no player's reply ever names a card he may not see.
 */

let store: EventStore;
let app: Awaited<ReturnType<typeof inProcess>>;
let sessions = 0;

beforeAll(async () => {
  store = await openStore("pglite");
  app = await start(store);
}, 120_000);
afterAll(async () => {
  await app?.close();
  await store?.close();
});

const create = async (body: Record<string, unknown>) => {
  const r = await app.api.call("POST", "/api/sessions", undefined, { id: `t${++sessions}`, ...body });
  expect(r.status).toBe(201);
  return r.body as {
    session: { id: string; tables: { id: string; boards: { board: number; version: number }[] }[] };
    tokens: {
      director: string;
      committee: string;
      scorer: string;
      spectator: string;
      tables: Record<string, Record<Seat, string>>;
    };
  };
};

describe("sessions and tokens", () => {
  it("creates a session: its tables and boards opened, a token per seat and per role, stored as SHA-256 only", async () => {
    const s = await create({ tables: 2, boards: [1, 2], seed: "x" });
    expect(s.session.tables.map((t) => t.id)).toEqual(["1", "2"]);
    expect(s.session.tables[0]!.boards).toMatchObject([
      { board: 1, version: 1, phase: "auction" },
      { board: 2, version: 1, phase: "auction" },
    ]);
    const tokens = [s.tokens.director, s.tokens.committee, s.tokens.scorer, s.tokens.spectator];
    for (const t of Object.values(s.tokens.tables)) tokens.push(...SEATS.map((seat) => t[seat]));
    expect(new Set(tokens).size).toBe(12);
    for (const t of tokens) expect(t).toMatch(/^blt_[A-Za-z0-9_-]{43}$/);
    const rows = await store.db.query<{ token_hash: string; grant_doc: string }>(
      "SELECT token_hash, grant_doc FROM bridgelaw_tokens WHERE session_id = $1",
      [s.session.id],
    );
    expect(rows.map((r) => r.token_hash).sort()).toEqual(tokens.map(hashToken).sort());
    const dump = JSON.stringify(await store.db.query("SELECT * FROM bridgelaw_tokens"));
    for (const t of tokens) expect(dump).not.toContain(t.slice(4));
    const me = await app.api.call("GET", "/api/me", s.tokens.tables["2"]!.W);
    expect(me.body).toMatchObject({ session: s.session.id, role: "player", table: "2", seat: "W" });
  });

  it("deals by Law 6 from the seed: the same seed gives the same deals", async () => {
    const a = await create({ tables: 1, boards: [3], seed: "same" });
    const b = await create({ tables: 1, boards: [3], seed: "same" });
    const deal = async (s: typeof a) =>
      (await app.api.call("GET", `/api/sessions/${s.session.id}/tables/1/boards/3`, s.tokens.director)).body
        .view.deal;
    expect(await deal(a)).toBe(await deal(b));
    expect(await deal(a)).toBe(formatDeal(dealFromSeed("same", 3)));
  });

  it("imports a PBN file as the boards to play (@bridgelaw/formats)", async () => {
    const pbn = pbnOf();
    const s = await create({ tables: 1, pbn });
    expect(s.session.tables[0]!.boards.map((b) => b.board)).toEqual([1, 2]);
    const view = (
      await app.api.call("GET", `/api/sessions/${s.session.id}/tables/1/boards/2`, s.tokens.director)
    ).body.view;
    expect(view.deal).toBe(
      formatDeal(parseDeal("E:AK.QJT9.876.5432 QJT9.876.5432.AK 876.5432.AK.QJT9 5432.AK.QJT9.876")),
    );
    expect(view.dealer).toBe("E");
    expect(view.vulnerability).toBe("NS");
    const bad = await app.api.call("POST", "/api/sessions", undefined, { tables: 1, pbn: '[Event "x"]\n' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe("InvalidRequest");
  });

  it("refuses bodies that do not decode, naming the field and the reason", async () => {
    const r = await app.api.call("POST", "/api/sessions", undefined, { tables: 0 });
    expect(r.status).toBe(400);
    expect(r.body.error).toMatchObject({ code: "InvalidRequest", field: "tables" });
    const extra = await app.api.call("POST", "/api/sessions", undefined, { tables: 1, tabels: 2 });
    expect(extra.body.error.message).toContain('unexpected field "tabels"');
    const notJson = await app.api.call("POST", "/api/sessions", undefined, "{tables: 1");
    expect(notJson.status).toBe(400);
    expect(notJson.body.error.message).toMatch(/not JSON/);
    const taken = await app.api.call("POST", "/api/sessions", undefined, { id: "t1", tables: 1 });
    expect(taken.status).toBe(409);
    expect(taken.body.error.code).toBe("SessionExists");
    const route = await app.api.call("GET", "/api/nothing");
    expect(route.status).toBe(404);
  });

  it("401 without a token or with an unknown one; 403 for another session, another table or a spectator acting, logged without the token", async () => {
    const s = await create({ tables: 2, boards: [1] });
    const other = await create({ tables: 1, boards: [1] });
    const path = `/api/sessions/${s.session.id}/tables/2/boards/1`;
    expect((await app.api.call("GET", path)).status).toBe(401);
    expect((await app.api.call("GET", path, `blt_${"A".repeat(43)}`)).status).toBe(401);
    expect((await app.api.call("GET", path, "not a token")).body.error.code).toBe("Unauthenticated");
    const north1 = s.tokens.tables["1"]!.N;
    const logged = app.logs.length;
    const r = await app.api.call("GET", path, north1);
    expect(r.status).toBe(403);
    expect(r.body.error.code).toBe("Forbidden");
    const acting = await app.api.call("POST", `${path}/commands`, north1, { type: "MakeCall", call: "1C" });
    expect(acting.status).toBe(403);
    expect((await app.api.call("GET", path, other.tokens.director)).status).toBe(403);
    const spectator = await app.api.call(
      "POST",
      `/api/sessions/${s.session.id}/tables/1/boards/1/commands`,
      s.tokens.spectator,
      { type: "MakeCall", call: "1C" },
    );
    expect(spectator.status).toBe(403);
    const lines = app.logs.slice(logged).map((l) => JSON.stringify(l));
    expect(lines.filter((l) => l.includes("request refused")).length).toBe(4);
    expect(lines.join("\n")).toContain(`"table":"1"`);
    for (const t of [north1, other.tokens.director, s.tokens.spectator]) {
      expect(lines.join("\n")).not.toContain(t);
      expect(lines.join("\n")).not.toContain(t.slice(4));
    }
  });
});

describe("playing a board through the API", () => {
  it("a generated board played by its four players: the Director's log is the board, sealed, and replays; no player sees a concealed card", async () => {
    const events = generateBoard(20, 5);
    const s = await create({ tables: 1, boards: [5], seed: "20" });
    const path = `/api/sessions/${s.session.id}/tables/1/boards/5`;
    const tokenOf = (by: string) =>
      by === "director"
        ? s.tokens.director
        : by === "scorer"
          ? s.tokens.scorer
          : s.tokens.tables["1"]![by as Seat];
    let version = 1;
    for (const { by, body } of asCommands(events)) {
      const r = await app.api.call("POST", `${path}/commands`, tokenOf(by), {
        ...body,
        expectedVersion: version,
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      version = r.body.version;
      expect(r.body.events).toHaveLength(1);
      // what the actor sees: his own hand, and no card of a concealed hand
      const view = r.body.view;
      const seen = cardTokens(JSON.stringify(view));
      const mayShow = new Set<string>();
      for (const seat of SEATS) for (const c of view.hands[seat].cards ?? []) mayShow.add(c);
      for (const t of view.tricks) for (const c of t.cards) mayShow.add(c.card);
      for (const c of seen) expect(mayShow.has(c), `${by} sees ${c}`).toBe(true);
    }
    expect(version).toBe(events.length);
    const log = await app.api.call("GET", `${path}/log`, s.tokens.director);
    expect(log.status).toBe(200);
    const records = readLog(log.text).lines.map((l) => l.record);
    expect(verify(records).status).toBe("sealed");
    const replayed = replayLog(log.text).view;
    // the same board as generated, opened by the server with the session's event, table and round
    const opened = readLog(log.text).lines[0]!.event;
    expect(replayed).toEqual(replayLog(encodeJsonLines([opened, ...events.slice(1)])).view);
    expect(replayed.phase).toBe("complete");
    // once the board is over, the players have the log too; the Director's view is the full view
    expect((await app.api.call("GET", `${path}/log`, s.tokens.tables["1"]!.E)).status).toBe(200);
    // the Director's view is the full view, its consequences with their words beside their data
    const director = (await app.api.call("GET", path, s.tokens.director)).body.view;
    expect(director).toEqual(JSON.parse(JSON.stringify(withWords(replayed))));
    for (const r of records)
      expect(String(r.by)).toMatch(
        /^(player 1\/[NESW]|scorer \(session set-up\)) [0-9a-f]{12}$|^scorer \(session set-up\)$/,
      );
  });

  it("an irregular action is recorded, an impossible one refused (422), a stale version refused (409), a seat acting for another refused (403)", async () => {
    const s = await create({ tables: 1, boards: [1], seed: "irr" });
    const path = `/api/sessions/${s.session.id}/tables/1/boards/1`;
    const t = s.tokens.tables["1"]!;
    // East calls out of rotation (North deals board 1): recorded, and the Law's options show
    const out = await app.api.call("POST", `${path}/commands`, t.E, { type: "MakeCall", call: "1H" });
    expect(out.status).toBe(200);
    const south = (await app.api.call("GET", path, t.S)).body.view;
    expect(south.auction.calls[0]).toMatchObject({ seat: "E", call: "1H" });
    expect(south.pending.length + south.rulingsNeeded.length).toBeGreaterThan(0);
    const impossible = await app.api.call("POST", `${path}/commands`, t.N, { type: "PlayCard", card: "SA" });
    expect(impossible.status).toBe(422);
    // the code, the refusal as data, and its words
    expect(impossible.body.error).toMatchObject({
      code: "CommandRefused",
      refused: expect.stringMatching(/^(CardNotInHand|ActionImpossible)$/),
      refusal: { _tag: expect.any(String) },
      command: "PlayCard",
      position: 3,
    });
    expect(typeof impossible.body.error.message).toBe("string");
    const stale = await app.api.call("POST", `${path}/commands`, t.N, {
      type: "MakeCall",
      call: "P",
      expectedVersion: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({ code: "Conflict", expected: 1, version: 2 });
    const forOther = await app.api.call("POST", `${path}/commands`, t.N, {
      type: "MakeCall",
      seat: "S",
      call: "P",
    });
    expect(forOther.status).toBe(403);
    expect(forOther.body.error).toEqual({
      code: "Forbidden",
      message: "North may not act for South: a player acts only for his own seat",
      refused: "ActorNotAllowed",
      refusal: { _tag: "ActsForOwnSeatOnly", player: "N", seat: "S" },
      command: "MakeCall",
      position: 3,
    });
    const withActor = await app.api.call("POST", `${path}/commands`, t.N, {
      type: "MakeCall",
      call: "P",
      actor: { role: "director" },
    });
    expect(withActor.status).toBe(400);
    const unknown = await app.api.call("POST", `${path}/commands`, t.N, { type: "Nonsense" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatchObject({
      code: "InvalidRequest",
      message: 'unknown command type "Nonsense"',
      refused: "InvalidCommand",
      refusal: { _tag: "UnknownCommand", got: "Nonsense" },
      field: "type",
    });
    // a call that is no call is refused naming the field (never recorded: the log's reader would refuse it)
    const noCall = await app.api.call("POST", `${path}/commands`, t.N, { type: "MakeCall", call: "1X" });
    expect(noCall.status).toBe(400);
    expect(noCall.body.error).toMatchObject({
      code: "InvalidRequest",
      message: 'expected a call token: P, X, XX or a bid such as 1C, 3NT at "call", got "1X"',
      refusal: { _tag: "InvalidField", field: "call", expected: "call", got: "1X" },
      field: "call",
    });
    expect((await app.api.call("GET", path, s.tokens.director)).body.version).toBe(2);
  });

  it("no probing (issue 28): before the opening lead, declarer naming any card for the unfaced dummy gets the same status and body, and nothing is recorded", async () => {
    const s = await create({ tables: 1, boards: [1], seed: "probe" });
    const path = `/api/sessions/${s.session.id}/tables/1/boards/1`;
    const t = s.tokens.tables["1"]!;
    // North deals board 1: 1NT P 3NT P P P, North declares, South is dummy, East is to lead
    for (const [seat, call] of [
      ["N", "1NT"],
      ["E", "P"],
      ["S", "3NT"],
      ["W", "P"],
      ["N", "P"],
      ["E", "P"],
    ] as const) {
      expect(
        (await app.api.call("POST", `${path}/commands`, t[seat], { type: "MakeCall", call })).status,
      ).toBe(200);
    }
    const director = (await app.api.call("GET", path, s.tokens.director)).body;
    expect(director.view).toMatchObject({ declarer: "N", dummy: "S", phase: "play" });
    const deal = parseDeal(director.view.deal);
    const north = new Set<string>(deal.N);
    const south = new Set<string>(deal.S);
    const unseen = DECK.filter((c) => !north.has(c));
    for (const body of [
      (card: string) => ({ type: "HandleCard", seat: "S", card, how: "held-up" }),
      (card: string) => ({ type: "HandleCard", seat: "S", card, how: "touched" }),
      (card: string) => ({ type: "PlayCard", seat: "S", card }),
      (card: string) => ({ type: "ExposeCard", seat: "S", card, how: "shown" }),
      (card: string) => ({ type: "DesignateCard", word: "any", among: [card] }),
    ]) {
      const replies = await Promise.all(
        unseen.map(async (card) => {
          const r = await app.api.call("POST", `${path}/commands`, t.N, body(card));
          return { held: south.has(card), reply: JSON.stringify({ status: r.status, body: r.body }) };
        }),
      );
      const held = replies.filter((r) => r.held).map((r) => r.reply);
      const notHeld = replies.filter((r) => !r.held).map((r) => r.reply);
      expect(held.length).toBe(13);
      expect(new Set([...held, ...notHeld]).size).toBe(1);
      expect(JSON.parse(held[0]!)).toMatchObject({
        status: 403,
        body: {
          error: {
            code: "Forbidden",
            refused: "ActorNotAllowed",
            refusal: { _tag: "DummyNotFaced", player: "N", seat: "S", law: "41D" },
          },
        },
      });
    }
    expect((await app.api.call("GET", path, s.tokens.director)).body.version).toBe(director.version);
  });

  it("two players acting at once: one lands, the other is decided again on the new state", async () => {
    const s = await create({ tables: 1, boards: [1], seed: "race" });
    const path = `/api/sessions/${s.session.id}/tables/1/boards/1/commands`;
    const t = s.tokens.tables["1"]!;
    const [a, b] = await Promise.all([
      app.api.call("POST", path, t.N, { type: "MakeCall", call: "1C" }),
      app.api.call("POST", path, t.E, { type: "MakeCall", call: "P" }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.body.version, b.body.version].sort()).toEqual([2, 3]);
    // with expectedVersion, two commands decided on the same version: exactly one stands
    const v = Math.max(a.body.version, b.body.version);
    const race = await Promise.all(
      (["S", "W"] as const).map((seat) =>
        app.api.call("POST", path, t[seat], { type: "MakeCall", call: "P", expectedVersion: v }),
      ),
    );
    expect(race.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it("Prefer: return=minimal (RFC 7240): the records and the version without the view, the view then by GET; a keyed command's reply stays whole", async () => {
    const s = await create({ tables: 1, boards: [1], seed: "minimal" });
    const path = `/api/sessions/${s.session.id}/tables/1/boards/1`;
    const t = s.tokens.tables["1"]!;
    const full = await app.api.call("POST", `${path}/commands`, t.N, { type: "MakeCall", call: "1C" });
    expect(full.body.view).toBeDefined();
    expect(full.status).toBe(200);
    for (const [seat, call, prefer] of [
      ["E", "P", "return=minimal"],
      ["S", "1H", 'handling=lenient, Return="minimal"; x=1'],
    ] as const) {
      const r = await app.api.call(
        "POST",
        `${path}/commands`,
        t[seat],
        { type: "MakeCall", call },
        { prefer },
      );
      expect(r.status, r.text).toBe(200);
      const before = seat === "E" ? 2 : 3;
      expect(r.body).toEqual({
        session: s.session.id,
        table: "1",
        board: 1,
        version: before + 1,
        events: [expect.objectContaining({ type: "CallMade", seat, call, seq: before + 1 })],
      });
      // the view it would have carried: the caller's by GET at that version
      const got = await app.api.call("GET", path, t[seat]);
      expect(got.body.version).toBe(r.body.version);
      expect(got.body.view.auction.calls.at(-1)).toMatchObject({ seat, call });
    }
    const raw = await app.api.raw(`${path}/commands`, {
      method: "POST",
      headers: { authorization: `Bearer ${t.W}`, prefer: "return=minimal" },
      body: JSON.stringify({ type: "MakeCall", call: "P", expectedVersion: 4 }),
    });
    expect(raw.headers.get("preference-applied")).toBe("return=minimal");
    // another preference, or none: the view
    const other = await app.api.call(
      "POST",
      `${path}/commands`,
      t.N,
      { type: "MakeCall", call: "P" },
      { prefer: "return=representation" },
    );
    expect(other.body.view).toBeDefined();
    // a keyed reply is stored whole, so its retry answers the same: the view is in it
    const keyed = await app.api.call(
      "POST",
      `${path}/commands`,
      t.E,
      { type: "MakeCall", call: "P" },
      { prefer: "return=minimal", "idempotency-key": "minimal-1" },
    );
    expect(keyed.status, keyed.text).toBe(200);
    expect(keyed.body.view).toBeDefined();
  });

  it("a spectator sees one hand (76B1), the scorer none until the board is over, the committee everything", async () => {
    const s = await create({ tables: 1, boards: [2], seed: "spec" });
    const path = `/api/sessions/${s.session.id}/tables/1/boards/2`;
    const spectator = (await app.api.call("GET", path, s.tokens.spectator)).body.view;
    expect(SEATS.filter((x) => spectator.hands[x].cards !== undefined)).toEqual(["S"]);
    const scorer = (await app.api.call("GET", path, s.tokens.scorer)).body.view;
    expect(SEATS.filter((x) => scorer.hands[x].cards !== undefined)).toEqual([]);
    const committee = (await app.api.call("GET", path, s.tokens.committee)).body.view;
    expect(committee.deal).toMatch(/^N:/);
    const issued = await app.api.call("POST", `/api/sessions/${s.session.id}/tokens`, s.tokens.director, {
      role: "spectator",
      seat: "W",
    });
    expect(issued.status).toBe(201);
    const west = (await app.api.call("GET", path, issued.body.token)).body.view;
    expect(SEATS.filter((x) => west.hands[x].cards !== undefined)).toEqual(["W"]);
    const notDirector = await app.api.call(
      "POST",
      `/api/sessions/${s.session.id}/tokens`,
      s.tokens.committee,
      {
        role: "director",
      },
    );
    expect(notDirector.status).toBe(403);
  });
});

describe("the request's language (Accept-Language, issue 33)", () => {
  it("a refusal's message in French for Accept-Language: fr, its data unchanged; English by default", async () => {
    const s = await create({ tables: 1, boards: [1], seed: "lang" });
    const path = `/api/sessions/${s.session.id}/tables/1/boards/1`;
    const t = s.tokens.tables["1"]!;
    const send = (token: string, body: unknown, lang?: string) =>
      app.api.raw(`${path}/commands`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, ...(lang !== undefined && { "accept-language": lang }) },
        body: JSON.stringify(body),
      });
    const forOther = { type: "MakeCall", seat: "S", call: "P" };
    const fr = await send(t.N, forOther, "fr-FR,fr;q=0.9,en;q=0.8");
    expect(fr.status).toBe(403);
    expect(fr.headers.get("content-language")).toBe("fr");
    const frBody = (await fr.json()) as { error: Record<string, unknown> };
    const en = await send(t.N, forOther);
    expect(en.headers.get("content-language")).toBe("en");
    const enBody = (await en.json()) as { error: Record<string, unknown> };
    expect(enBody.error.message).toBe("North may not act for South: a player acts only for his own seat");
    // the same data (code, refusal, fields), the message in French by the words' catalog
    const { message, ...data } = frBody.error;
    const { message: _english, ...enData } = enBody.error;
    expect(data).toEqual(enData);
    expect(data).toMatchObject({ code: "Forbidden", refused: "ActorNotAllowed" });
    expect(message).toMatch(/Nord/);
    expect(message).toMatch(/Sud/);
    expect(message).not.toMatch(/\b(may|not|act|for|his|own|seat|player)\b/);
    // an impossible card (422) and a command the Laws refuse say so in French too
    const card = await send(t.N, { type: "PlayCard", card: "SA" }, "fr");
    expect(card.status).toBe(422);
    const cardBody = (await card.json()) as { error: Record<string, unknown> };
    expect(cardBody.error).toMatchObject({ code: "CommandRefused", command: "PlayCard" });
    expect(String(cardBody.error.message)).not.toMatch(/\b(the|is|not|may|cannot|card)\b/);
    const unknown = await send(t.N, { type: "Nonsense" }, "fr");
    expect(unknown.status).toBe(400);
    expect(unknown.headers.get("content-language")).toBe("fr");
    const unknownBody = (await unknown.json()) as { error: Record<string, unknown> };
    expect(unknownBody.error).toMatchObject({ code: "InvalidRequest", refused: "InvalidCommand" });
    expect(String(unknownBody.error.message)).not.toContain("unknown command type");
    // the server's own messages from its catalog (core/texts.ts)
    const none = await app.api.raw(`/api/sessions/${s.session.id}/tables/9/boards/1`, {
      headers: { authorization: `Bearer ${s.tokens.director}`, "accept-language": "fr" },
    });
    expect(none.status).toBe(404);
    expect(none.headers.get("content-language")).toBe("fr");
    expect(((await none.json()) as { error: Record<string, unknown> }).error).toEqual({
      code: "NotFound",
      message: `la séance ${s.session.id} n'a pas de table 9`,
    });
    const anonymous = await app.api.raw(path, { headers: { "accept-language": "fr" } });
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as { error: { message: string } }).error.message).toBe(
      frenchTypography("pas de jeton : envoyez Authorization: Bearer <jeton>"),
    );
    const englishNone = await app.api.call(
      "GET",
      `/api/sessions/${s.session.id}/tables/9/boards/1`,
      s.tokens.director,
    );
    expect(englishNone.body.error.message).toBe(`session ${s.session.id} has no table 9`);
    // what has no rendering but its English keeps it, and says so
    const empty = await app.api.raw(`${path}/commands`, {
      method: "POST",
      headers: { authorization: `Bearer ${t.N}`, "accept-language": "fr" },
      body: "",
    });
    expect(empty.status).toBe(400);
    expect(empty.headers.get("content-language")).toBe("fr");
    expect(((await empty.json()) as { error: { message: string } }).error.message).toBe(
      "la requête n'a pas de corps JSON",
    );
  });

  it("each kind of request-form error in French for Accept-Language: fr, its data (code, field) as in English", async () => {
    const s = await create({ tables: 1, boards: [1], seed: "lang-form" });
    const path = `/api/sessions/${s.session.id}/tables/1/boards/1/commands`;
    const north = s.tokens.tables["1"]!.N;
    const ask = async (method: string, to: string, token: string | undefined, body: string | undefined) => {
      const one = async (lang: string | undefined) => {
        const r = await app.api.raw(to, {
          method,
          headers: {
            ...(token !== undefined && { authorization: `Bearer ${token}` }),
            ...(lang !== undefined && { "accept-language": lang }),
          },
          ...(body !== undefined && { body }),
        });
        return {
          status: r.status,
          lang: r.headers.get("content-language"),
          ...((await r.json()) as { error: Record<string, unknown> }),
        };
      };
      const [fr, en] = [await one("fr"), await one(undefined)];
      expect(fr.status).toBe(en.status);
      expect(fr.lang).toBe("fr");
      const { message, ...data } = fr.error;
      const { message: english, ...enData } = en.error;
      expect(data).toEqual(enData);
      expect(message).not.toBe(english);
      return { status: fr.status, data, message: String(message) };
    };
    const command = (body: Record<string, unknown>) => ask("POST", path, north, JSON.stringify(body));
    // the JSON of the body and the numbers in it (http/json.ts, core/numbers.ts)
    expect(await ask("POST", path, north, "{")).toMatchObject({
      status: 400,
      message: /^le corps n'est pas du JSON\u00a0: /,
    });
    expect(await ask("POST", path, north, "[1]")).toMatchObject({
      message: /^le corps doit être un objet JSON/,
    });
    const deep = `${"[".repeat(200)}${"]".repeat(200)}`;
    expect(await ask("POST", path, north, `{"x":${deep}}`)).toMatchObject({
      message: /^corps\u00a0: imbriqué sur plus de \d+ niveaux$/,
    });
    expect(await ask("POST", path, north, '{"type":"MakeCall","call":"P","x":1e400}')).toMatchObject({
      data: { field: "x" },
      message: frenchTypography("x : Infinity est hors limites"),
    });
    expect(await command({ type: "Claim", tricks: 1.5 })).toMatchObject({
      data: { field: "tricks" },
      message: frenchTypography("tricks : 1.5 n'est pas un nombre entier"),
    });
    // the command's envelope (core/server.ts): expectedVersion, actor and the fields the server writes
    expect(await command({ type: "MakeCall", call: "P", expectedVersion: -1 })).toMatchObject({
      data: { field: "expectedVersion" },
      message: "expectedVersion doit être un nombre entier de 0 ou plus",
    });
    expect(await command({ type: "MakeCall", call: "P", actor: "N" })).toMatchObject({
      data: { field: "actor" },
      message: frenchTypography("une commande ne porte pas d'acteur : le jeton dit qui agit"),
    });
    const envelope = ENVELOPE_FIELDS[0]!;
    expect(await command({ type: "MakeCall", call: "P", [envelope]: 1 })).toMatchObject({
      data: { field: envelope },
      message: frenchTypography(`le serveur écrit « ${envelope} » lui-même`),
    });
    // the Idempotency-Key, a path, an unknown route
    const key = await app.api.raw(path, {
      method: "POST",
      headers: { authorization: `Bearer ${north}`, "idempotency-key": "", "accept-language": "fr" },
      body: JSON.stringify({ type: "MakeCall", call: "P" }),
    });
    expect(((await key.json()) as { error: { message: string } }).error.message).toMatch(
      /^Idempotency-Key\u00a0: 1 à 200/,
    );
    expect(await ask("GET", "/api/nowhere", undefined, undefined)).toMatchObject({
      status: 404,
      message: frenchTypography("pas de route GET /api/nowhere (README : les routes)"),
    });
    // a session's request (core/sessions.ts, core/registry.ts): the schema's own reason stays English
    const sessions = "/api/sessions";
    expect(
      await ask(
        "POST",
        sessions,
        undefined,
        JSON.stringify({ id: "lang-x", tables: 1, seed: "x", pbn: '[Board "1"]' }),
      ),
    ).toMatchObject({
      data: { field: "seed" },
      message: "donnez pbn ou seed, pas les deux",
    });
    expect(
      await ask(
        "POST",
        sessions,
        undefined,
        JSON.stringify({
          id: "lang-y",
          tables: [
            { id: "1", boards: [1] },
            { id: "1", boards: [1] },
          ],
          boards: [1],
          seed: "y",
        }),
      ),
    ).toMatchObject({ data: { field: "tables" }, message: "la table 1 est listée deux fois" });
    expect(
      await ask(
        "POST",
        sessions,
        undefined,
        JSON.stringify({ id: "lang-z", tables: 1, boards: [1], seed: "z", what: 1 }),
      ),
    ).toMatchObject({
      data: { field: "what" },
      message: frenchTypography("corps : champ « what » inattendu"),
    });
    expect(
      await ask(
        "POST",
        sessions,
        undefined,
        JSON.stringify({ id: s.session.id, tables: 1, boards: [1], seed: "x" }),
      ),
    ).toMatchObject({
      status: 409,
      data: { code: "SessionExists" },
      message: `une séance ${s.session.id} existe déjà`,
    });
  });

  it("503 Unavailable in the request's language, its retryAfter and the database's reason as data", () => {
    const e = unavailable(1500, "connection refused");
    expect(e.toJSON().error).toEqual({
      code: "Unavailable",
      message: "the database is unavailable for now (connection refused); try again in a moment",
      retryAfter: 2,
    });
    expect(e.headers).toEqual({ "retry-after": "2" });
    expect(messageIn(e, "fr")).toBe(
      frenchTypography(
        "la base de données est indisponible pour l'instant (connection refused) ; réessayez dans un moment",
      ),
    );
  });
});

describe("the server's own messages", () => {
  it("each has its French, with its parameters written", () => {
    const params = {
      words: "w",
      what: "list",
      session: "s1",
      id: "x",
      table: "2",
      board: 3,
      who: "w",
      actual: 4,
      expected: 3,
      reason: "r",
      example: "e",
      field: "f",
      when: "table",
      value: "1",
      version: "2",
      max: "3",
      limit: "4",
      method: "GET",
      path: "/p",
      where: "body",
      problem: "p",
      cap: "5",
    };
    for (const id of SERVER_TEXT_IDS) {
      const fr = serverText("fr", id, params);
      expect(fr, id).not.toBe(serverText("en", id, params));
      expect(fr, id).not.toMatch(/undefined|\{/);
    }
  });
});

describe("spectators and parameters", () => {
  it("76B1: a spectator is kept `delay` events behind the table while the board is in play", async () => {
    const s = await create({
      tables: 1,
      boards: [1],
      seed: "delay",
      spectators: { hands: "after-board", delay: 2 },
    });
    const path = `/api/sessions/${s.session.id}/tables/1/boards/1`;
    const t = s.tokens.tables["1"]!;
    for (const [seat, call] of [
      ["N", "1C"],
      ["E", "P"],
      ["S", "1H"],
    ] as const) {
      expect(
        (await app.api.call("POST", `${path}/commands`, t[seat], { type: "MakeCall", call })).status,
      ).toBe(200);
    }
    const spectator = (await app.api.call("GET", path, s.tokens.spectator)).body;
    expect(spectator.version).toBe(2);
    expect(spectator.view.auction.calls.map((c: { call: string }) => c.call)).toEqual(["1C"]);
    expect(SEATS.filter((x) => spectator.view.hands[x].cards !== undefined)).toEqual([]);
    expect((await app.api.call("GET", path, t.N)).body.version).toBe(4);
  });

  it("path and query parameters are validated: 400 naming the parameter", async () => {
    const s = await create({ tables: 1, boards: [1] });
    const bad = await app.api.call(
      "GET",
      `/api/sessions/${s.session.id}/tables/1/boards/0`,
      s.tokens.director,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: "InvalidRequest", field: "board" });
    const table = await app.api.call(
      "GET",
      `/api/sessions/${s.session.id}/tables/no%20such/boards/1`,
      s.tokens.director,
    );
    expect(table.status).toBe(400);
    const missing = await app.api.call(
      "GET",
      `/api/sessions/${s.session.id}/tables/9/boards/1`,
      s.tokens.director,
    );
    expect(missing.status).toBe(404);
    const live = await app.api.call("GET", `/api/sessions/${s.session.id}/live?board=x`, s.tokens.director);
    expect(live.status).toBe(400);
    expect(live.body.error.field).toBe("board");
  });
});

describe("deployment settings", () => {
  it("BRIDGELAW_ORGANISER_TOKEN: only its holder creates sessions; CORS_ORIGINS: pages of those origins may call the API", async () => {
    const other = await start(store, {
      organiserToken: "organiser-secret",
      corsOrigins: ["http://127.0.0.1:5173"],
    });
    try {
      const body = { id: `org${++sessions}`, tables: 1 };
      expect((await other.api.call("POST", "/api/sessions", undefined, body)).status).toBe(401);
      expect((await other.api.call("POST", "/api/sessions", "wrong", body)).status).toBe(403);
      expect((await other.api.call("POST", "/api/sessions", "organiser-secret", body)).status).toBe(201);
      const preflight = await other.api.raw("/api/sessions", {
        method: "OPTIONS",
        headers: {
          origin: "http://127.0.0.1:5173",
          "access-control-request-method": "POST",
          "access-control-request-headers": "authorization, content-type",
        },
      });
      expect(preflight.status).toBeLessThan(300);
      expect(preflight.headers.get("access-control-allow-origin")).toBe("http://127.0.0.1:5173");
      const get = await other.api.raw("/api/health", { headers: { origin: "http://127.0.0.1:5173" } });
      expect(get.headers.get("access-control-allow-origin")).toBe("http://127.0.0.1:5173");
      const elsewhere = await other.api.raw("/api/health", { headers: { origin: "http://evil.example" } });
      expect(elsewhere.headers.get("access-control-allow-origin")).not.toBe("http://evil.example");
    } finally {
      await other.close();
    }
  });
});

describe("live updates (server-sent events)", () => {
  it("each player receives his own view of each new version, never another's hand", async () => {
    const s = await create({ tables: 1, boards: [1], seed: "live" });
    const t = s.tokens.tables["1"]!;
    const streams = await Promise.all(
      SEATS.map(async (seat) => {
        const r = await app.api.raw(`/api/sessions/${s.session.id}/live?access_token=${t[seat]}`);
        expect(r.status).toBe(200);
        expect(r.headers.get("content-type")).toContain("text/event-stream");
        return { seat, reader: r.body!.getReader(), text: "" };
      }),
    );
    const path = `/api/sessions/${s.session.id}/tables/1/boards/1/commands`;
    for (const [seat, call] of [
      ["N", "1C"],
      ["E", "P"],
      ["S", "1H"],
    ] as const) {
      expect((await app.api.call("POST", path, t[seat], { type: "MakeCall", call })).status).toBe(200);
    }
    const decoder = new TextDecoder();
    for (const st of streams) {
      while ((st.text.match(/^event: board$/gm) ?? []).length < 4) {
        const { value, done } = await st.reader.read();
        if (done) break;
        st.text += decoder.decode(value);
      }
      await st.reader.cancel();
      const states = [...st.text.matchAll(/^data: (.*)$/gm)].map((m) => JSON.parse(m[1]!));
      expect(states.map((x) => x.version)).toEqual([1, 2, 3, 4]);
      for (const x of states) {
        expect(x.view.viewer).toEqual({ role: "player", seat: st.seat });
        for (const other of SEATS.filter((o) => o !== st.seat))
          expect(x.view.hands[other].cards).toBeUndefined();
        expect(x.view.hands[st.seat].cards).toHaveLength(13);
      }
    }
    // a closed stream stops listening
    const listening = () =>
      (app.server.boards as unknown as { listeners: Map<string, Set<unknown>> }).listeners.size;
    for (let tries = 0; tries < 100 && listening() > 0; tries++) await new Promise((r) => setTimeout(r, 20));
    expect(listening()).toBe(0);
  });

  it("a client that stops reading costs the server the latest state of each board, not one event per version; reading on, he gets every board's last version, in order", async () => {
    const boards = [1, 2, 3, 4, 5, 6];
    const s = await create({ tables: 1, boards, seed: "61" });
    const r = await app.api.raw(`/api/sessions/${s.session.id}/live?access_token=${s.tokens.director}`);
    expect(r.status).toBe(200);
    const reader = r.body!.getReader();
    // the boards played to the end while the Director's stream is not read: more versions than BACKLOG_LIMIT
    const last = new Map<number, number>();
    for (const n of boards) {
      const events = generateBoard(61, n);
      const path = `/api/sessions/${s.session.id}/tables/1/boards/${n}/commands`;
      let version = 1;
      for (const { by, body } of asCommands(events)) {
        const token = by === "director" || by === "scorer" ? s.tokens[by] : s.tokens.tables["1"]![by as Seat];
        const reply = await app.api.call("POST", path, token, { ...body, expectedVersion: version });
        expect(reply.status, reply.text).toBe(200);
        version = reply.body.version;
      }
      last.set(n, version);
    }
    const versions = [...last.values()].reduce((a, b) => a + b, 0);
    expect(versions).toBeGreaterThan(BACKLOG_LIMIT);
    // reading on: every board reaches its last version
    const events = sseReader();
    const seen = new Map<number, number[]>();
    while (boards.some((n) => seen.get(n)?.at(-1) !== last.get(n))) {
      const { value, done } = await reader.read();
      if (done) break;
      for (const state of events(value) as { board: number; version: number }[])
        seen.set(state.board, [...(seen.get(state.board) ?? []), state.version]);
    }
    await reader.cancel();
    for (const n of boards) {
      const mine = seen.get(n) ?? [];
      expect(mine.at(-1), `board ${n}`).toBe(last.get(n));
      expect([...mine].sort((x, y) => x - y)).toEqual(mine);
    }
    // the versions he did not read in time were left out: what waited for him was bounded
    const received = [...seen.values()].reduce((a, v) => a + v.length, 0);
    expect(received).toBeLessThan(versions);
    expect(received).toBeLessThanOrEqual(BACKLOG_LIMIT + 2 * boards.length);
  });
});

/** A two-board PBN file (the second with its own dealer and vulnerability tags). */
const pbnOf = () =>
  [
    '[Event "club"]',
    '[Board "1"]',
    '[Dealer "N"]',
    '[Vulnerable "None"]',
    '[Deal "N:AKQ2.KJ5.T98.A43 JT9.AQ8.765.KQJ2 876.T9432.AKQ.T9 543.76.J432.8765"]',
    "",
    '[Event "club"]',
    '[Board "2"]',
    '[Dealer "E"]',
    '[Vulnerable "NS"]',
    '[Deal "E:AK.QJT9.876.5432 QJT9.876.5432.AK 876.5432.AK.QJT9 5432.AK.QJT9.876"]',
    "",
  ].join("\n");
