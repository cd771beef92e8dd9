import type { Seat } from "@bridgelaw/cards";
import { chainFrom } from "@bridgelaw/log";
import type { EventStore } from "@bridgelaw/store";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateBoard } from "../../../tools/src/generate.ts";
import { hashToken } from "./core/tokens.ts";
import { asCommands, type inProcess, openStore, inProcess as start } from "./test-support.ts";

/*
 * Tokens and retries (issue 28, point 5): a revoked token is refused at once by every server on the store
 * (two servers in this process, one PGlite: no cache outlives a revocation) and its live connections end; an
 * Idempotency-Key makes a retried command return its first reply, recorded once, even when the first attempt's
 * reply was lost after its append; once the board is over at the table the players' actions are refused and the
 * officials' go on.
 */

let store: EventStore;
let app: Awaited<ReturnType<typeof inProcess>>;
let other: Awaited<ReturnType<typeof inProcess>>;
let sessions = 0;

beforeAll(async () => {
  store = await openStore("pglite");
  app = await start(store);
  other = await start(store); // a second server on the same database: another process, as far as tokens go
}, 120_000);
afterAll(async () => {
  await other?.close();
  await app?.close();
  await store?.close();
});

interface Created {
  session: { id: string };
  tokens: {
    director: string;
    committee: string;
    scorer: string;
    spectator: string;
    tables: Record<string, Record<Seat, string>>;
  };
}

const create = async (body: Record<string, unknown>): Promise<Created> => {
  const r = await app.api.call("POST", "/api/sessions", undefined, { id: `k${++sessions}`, ...body });
  expect(r.status, r.text).toBe(201);
  return r.body as Created;
};

const idOf = (token: string) => hashToken(token).slice(0, 12);

describe("revoking a token", () => {
  it("the Director lists the tokens (ids and grants, never a token) and revokes one: every server refuses it at once, its live connections end", async () => {
    const s = await create({ tables: 1, seed: "revoke" });
    const id = s.session.id;
    const north = s.tokens.tables["1"]!.N;
    // both servers know the token (each has answered it)
    expect((await app.api.call("GET", "/api/me", north)).status).toBe(200);
    expect((await other.api.call("GET", "/api/me", north)).status).toBe(200);
    const list = await app.api.call("GET", `/api/sessions/${id}/tokens`, s.tokens.director);
    expect(list.status).toBe(200);
    expect(list.body.tokens).toHaveLength(8);
    expect(list.text).not.toContain(north);
    expect(list.text).not.toContain(hashToken(north));
    expect(list.body.tokens).toContainEqual(
      expect.objectContaining({
        id: idOf(north),
        grant: { session: id, role: "player", table: "1", seat: "N" },
        revokedAt: null,
      }),
    );
    // only the Director lists and revokes
    expect((await app.api.call("GET", `/api/sessions/${id}/tokens`, s.tokens.committee)).status).toBe(403);
    expect(
      (await app.api.call("POST", `/api/sessions/${id}/tokens/${idOf(north)}/revoke`, north)).status,
    ).toBe(403);

    // a live connection of the token, on the other server
    const live = await other.api.raw(`/api/sessions/${id}/live?access_token=${north}`);
    expect(live.status).toBe(200);
    const reader = live.body!.getReader();
    await reader.read();

    const revoked = await app.api.call(
      "POST",
      `/api/sessions/${id}/tokens/${idOf(north)}/revoke`,
      s.tokens.director,
    );
    expect(revoked.status, revoked.text).toBe(200);
    expect(revoked.body.token).toMatchObject({
      id: idOf(north),
      revokedBy: `director ${idOf(s.tokens.director)}`,
    });
    expect(revoked.body.token.revokedAt).toMatch(/^\d{4}-/);

    for (const api of [app.api, other.api]) {
      const me = await api.call("GET", "/api/me", north);
      expect(me.status).toBe(401);
      expect(me.body.error).toMatchObject({ code: "Unauthenticated", revoked: true });
      const act = await api.call("POST", `/api/sessions/${id}/tables/1/boards/1/commands`, north, {
        type: "MakeCall",
        call: "1C",
      });
      expect(act.status).toBe(401);
    }
    // the live connection on the other server ends (its last event says why)
    let text = "";
    const decoder = new TextDecoder();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value);
    }
    expect(text).toContain("event: revoked");
    // a new one is refused
    expect((await other.api.raw(`/api/sessions/${id}/live?access_token=${north}`)).status).toBe(401);
    // the others go on
    expect((await app.api.call("GET", "/api/me", s.tokens.tables["1"]!.E)).status).toBe(200);
    // revoking again changes nothing; an unknown id is 404; the Director does not revoke the token he uses
    expect(
      (await app.api.call("POST", `/api/sessions/${id}/tokens/${idOf(north)}/revoke`, s.tokens.director))
        .status,
    ).toBe(200);
    expect(
      (await app.api.call("POST", `/api/sessions/${id}/tokens/000000000000/revoke`, s.tokens.director))
        .status,
    ).toBe(404);
    expect(
      (
        await app.api.call(
          "POST",
          `/api/sessions/${id}/tokens/${idOf(s.tokens.director)}/revoke`,
          s.tokens.director,
        )
      ).status,
    ).toBe(400);
    const after = await app.api.call("GET", `/api/sessions/${id}/tokens`, s.tokens.director);
    expect(after.body.tokens.find((t: { id: string }) => t.id === idOf(north)).revokedAt).not.toBeNull();
  });
});

describe("Idempotency-Key", () => {
  it("a retried command (no expectedVersion) returns the first reply and is recorded once", async () => {
    const s = await create({ tables: 1, seed: "idem" });
    const path = `/api/sessions/${s.session.id}/tables/1/boards/1/commands`;
    const north = s.tokens.tables["1"]!.N;
    const send = (api: typeof app.api, body: unknown, key: string) =>
      api.raw(path, {
        method: "POST",
        headers: { authorization: `Bearer ${north}`, "idempotency-key": key },
        body: JSON.stringify(body),
      });
    const first = await send(app.api, { type: "MakeCall", call: "1C" }, "call-1");
    expect(first.status).toBe(200);
    const firstBody = await first.text();
    // the retry, on either server: the same reply, nothing appended
    for (const api of [app.api, other.api]) {
      const again = await send(api, { type: "MakeCall", call: "1C" }, "call-1");
      expect(again.status).toBe(200);
      expect(again.headers.get("idempotent-replayed")).toBe("true");
      expect(await again.text()).toBe(firstBody);
    }
    const log = await app.api.call("GET", `${path.replace("/commands", "")}/log`, s.tokens.director);
    expect(log.text.trim().split("\n")).toHaveLength(2);
    // the same key for another request: refused; another key: a new command
    const reused = await send(app.api, { type: "MakeCall", call: "2C" }, "call-1");
    expect(reused.status).toBe(422);
    expect(((await reused.json()) as { error: { code: string } }).error.code).toBe("IdempotencyKeyReused");
    // a refused command keeps no key: its retry is decided afresh
    const refused = await send(app.api, { type: "PlayCard", card: "SA" }, "play-1");
    expect(refused.status).toBe(422);
    expect((await send(app.api, { type: "PlayCard", card: "SA" }, "play-1")).status).toBe(422);
    // a key is the token's own: another token's same key is another request
    const east = await app.api.raw(path, {
      method: "POST",
      headers: { authorization: `Bearer ${s.tokens.tables["1"]!.E}`, "idempotency-key": "call-1" },
      body: JSON.stringify({ type: "MakeCall", call: "P" }),
    });
    expect(east.status).toBe(200);
    // a malformed key is refused
    const bad = await app.api.raw(path, {
      method: "POST",
      headers: { authorization: `Bearer ${north}`, "idempotency-key": "x".repeat(201) },
      body: JSON.stringify({ type: "MakeCall", call: "P" }),
    });
    expect(bad.status).toBe(400);
  });

  it("the first attempt appended and its reply was lost (the process died): the retry finds the records and replies with them, recording nothing again", async () => {
    const s = await create({ tables: 1, seed: "idem-crash" });
    const sid = s.session.id;
    const path = `/api/sessions/${sid}/tables/1/boards/1/commands`;
    const north = s.tokens.tables["1"]!.N;
    const hash = hashToken(north);
    const streamId = `bridgelaw/${sid}/1/1/1`;
    // what the dead process did: claimed the key, said what it would append, appended, and died
    const body = { type: "MakeCall", call: "1H" };
    const { createHash } = await import("node:crypto");
    const { canonicalJson } = await import("@bridgelaw/log");
    const request = createHash("sha256")
      .update(canonicalJson({ session: sid, table: "1", board: 1, body }))
      .digest("hex");
    await app.server.registry.claimKey(hash, "lost-1", request, streamId, "dead-claim");
    const head = (await store.head(streamId))!;
    const record = {
      type: "CallMade",
      seat: "N",
      call: "1H",
      at: new Date().toISOString(),
      by: `player 1/N ${idOf(north)}`,
    };
    const expectHash = chainFrom(head.head, head.version, [record])[0]!.hash as string;
    expect(
      await app.server.registry.expectKey(hash, "lost-1", "dead-claim", {
        version: head.version,
        hash: expectHash,
        count: 1,
      }),
    ).toBe(true);
    await store.append(streamId, [record], { expectedVersion: head.version, head: head.head });
    // its claim runs out (the process is gone): here, let go at once
    await app.server.registry.releaseKey(hash, "lost-1", "dead-claim");

    const retry = await other.api.raw(path, {
      method: "POST",
      headers: { authorization: `Bearer ${north}`, "idempotency-key": "lost-1" },
      body: JSON.stringify(body),
    });
    expect(retry.status).toBe(200);
    const reply = (await retry.json()) as { version: number; events: { call: string; hash: string }[] };
    expect(reply.version).toBe(2);
    expect(reply.events).toEqual([expect.objectContaining({ call: "1H", hash: expectHash })]);
    expect((await store.readStream(streamId)).length).toBe(2);

    // a first attempt that claimed and said what it would append, but never appended: the retry appends it
    const body2 = { type: "MakeCall", call: "P" };
    const request2 = createHash("sha256")
      .update(canonicalJson({ session: sid, table: "1", board: 1, body: body2 }))
      .digest("hex");
    await app.server.registry.claimKey(hash, "lost-2", request2, streamId, "dead-claim-2");
    await app.server.registry.expectKey(hash, "lost-2", "dead-claim-2", {
      version: 2,
      hash: "f".repeat(64),
      count: 1,
    });
    await app.server.registry.releaseKey(hash, "lost-2", "dead-claim-2");
    const retry2 = await app.api.raw(path, {
      method: "POST",
      headers: { authorization: `Bearer ${north}`, "idempotency-key": "lost-2" },
      body: JSON.stringify(body2),
    });
    expect(retry2.status, await retry2.clone().text()).toBe(200);
    expect(((await retry2.json()) as { events: unknown[] }).events).toHaveLength(1);
  });

  it("a retry while the first is still being answered is told to wait (409 InProgress, Retry-After)", async () => {
    const s = await create({ tables: 1, seed: "idem-busy" });
    const sid = s.session.id;
    const north = s.tokens.tables["1"]!.N;
    const { createHash } = await import("node:crypto");
    const { canonicalJson } = await import("@bridgelaw/log");
    const body = { type: "MakeCall", call: "1S" };
    const request = createHash("sha256")
      .update(canonicalJson({ session: sid, table: "1", board: 1, body }))
      .digest("hex");
    await app.server.registry.claimKey(
      hashToken(north),
      "busy",
      request,
      `bridgelaw/${sid}/1/1/1`,
      "someone",
    );
    const r = await app.api.raw(`/api/sessions/${sid}/tables/1/boards/1/commands`, {
      method: "POST",
      headers: { authorization: `Bearer ${north}`, "idempotency-key": "busy" },
      body: JSON.stringify(body),
    });
    expect(r.status).toBe(409);
    expect(r.headers.get("retry-after")).toBe("1");
    expect(((await r.json()) as { error: { code: string } }).error.code).toBe("InProgress");
  });
});

describe("a board over at the table (69A: the table moved on)", () => {
  it("after the last trick the players still agree the tricks (79A); once the table moved on their actions are refused (403 BoardOver) but for late attention (64B5), the Director called (9B) and an appeal (92A); the Director's, the scorer's and the committee's go on", async () => {
    const events = generateBoard(31, 1);
    const s = await create({ tables: 1, boards: [1], seed: "31" });
    const path = `/api/sessions/${s.session.id}/tables/1/boards/1`;
    const t = s.tokens.tables["1"]!;
    const tokenOf = (by: string) =>
      by === "director" || by === "scorer" || by === "committee" ? s.tokens[by] : t[by as Seat];
    let version = 1;
    const send = async (token: string | undefined, body: Record<string, unknown>) => {
      const r = await app.api.call("POST", `${path}/commands`, token, { ...body, expectedVersion: version });
      if (r.status === 200) version = r.body.version;
      return r;
    };
    for (const { by, body } of asCommands(events)) {
      const r = await send(tokenOf(by), body);
      expect(r.status, r.text).toBe(200);
    }
    const view = (await app.api.call("GET", path, s.tokens.director)).body.view;
    expect(view.phase).toBe("complete");
    expect(view.movedOn).toBeNull();
    const tricks = view.result.tricksByDeclarer as number;
    const declarer = view.declarer as Seat;
    // 79A: the players agree the tricks after the play, before moving on
    const agreed = await send(t[declarer], { type: "AgreeTricks", tricks });
    expect(agreed.status, agreed.text).toBe(200);
    const moved = await send(t.N, { type: "MoveOn", how: "next-deal-call" });
    expect(moved.status, moved.text).toBe(200);
    expect((await app.api.call("GET", path, t.N)).body.view.movedOn).toMatchObject({ how: "next-deal-call" });
    for (const [seat, body] of [
      ["S", { type: "AgreeTricks", tricks }],
      ["W", { type: "ReturnHands" }],
      ["E", { type: "MoveOn", how: "round-end" }],
    ] as const) {
      const r = await send(t[seat], body);
      expect(r.status, `${seat} ${r.text}`).toBe(403);
      expect(r.body.error).toMatchObject({ code: "Forbidden", reason: "BoardOver" });
    }
    const late = await send(t.E, { type: "DrawAttention" });
    expect(late.status, late.text).toBe(200);
    const called = await send(t.E, { type: "SummonDirector" });
    expect(called.status, called.text).toBe(200);
    expect((await app.api.call("GET", path, s.tokens.director)).body.version).toBe(version);
    const appeal = await app.api.call("POST", `${path}/commands`, t.N, { type: "LodgeAppeal", side: "NS" });
    expect(appeal.status, appeal.text).toBe(200);
    const ruling = await app.api.call("POST", `${path}/commands`, s.tokens.director, {
      type: "AdjustScore",
      law: "12C2",
      NS: "average-plus",
      EW: "average-minus",
    });
    expect(ruling.status, ruling.text).toBe(200);
    const posted = await app.api.call("POST", `${path}/commands`, s.tokens.scorer, { type: "PostScores" });
    expect(posted.status, posted.text).toBe(200);
    const decided = await app.api.call("POST", `${path}/commands`, s.tokens.committee, {
      type: "DecideAppeal",
      body: "committee",
      decision: "upheld",
    });
    expect(decided.status, decided.text).toBe(200);
  });
});
