import type { Seat } from "@bridgelaw/cards";
import type { EventStore } from "@bridgelaw/store";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BODY_LIMITS } from "./http/routes.ts";
import { type inProcess, openStore, inProcess as start } from "./test-support.ts";

/*
 * Bounds and malformed input (issue 28, R4): each route reads its body up to its limit (413 beyond it),
 * a token holds a few live connections at most, and nothing a client sends gives a 500: a fuzz test sends
 * every route random methods, paths, tokens, headers and bodies (random bytes, random JSON, valid commands
 * with one field made wrong, lone surrogates, deep nesting, numbers JSON allows and the Laws do not) and
 * every answer is a 2xx, 3xx or 4xx. In process, on PGlite in memory.
 */

let store: EventStore;
let app: Awaited<ReturnType<typeof inProcess>>;
let sessions = 0;

beforeAll(async () => {
  store = await openStore("pglite");
  app = await start(store, { limits: { streamsPerToken: 3 } });
}, 120_000);
afterAll(async () => {
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
  const r = await app.api.call("POST", "/api/sessions", undefined, { id: `b${++sessions}`, ...body });
  expect(r.status, r.text).toBe(201);
  return r.body as Created;
};

const versionOf = async (s: Created, table = "1", board = 1) =>
  (
    await app.api.call(
      "GET",
      `/api/sessions/${s.session.id}/tables/${table}/boards/${board}`,
      s.tokens.director,
    )
  ).body.version as number;

describe("bodies: a limit per route", () => {
  it("413 when Content-Length says more than the route takes, before the body is read", async () => {
    const s = await create({ tables: 1, seed: "limit" });
    const path = `/api/sessions/${s.session.id}/tables/1/boards/1/commands`;
    const big = JSON.stringify({ type: "MakeCall", call: "1C", pad: "x".repeat(BODY_LIMITS.command) });
    const r = await app.api.raw(path, {
      method: "POST",
      headers: { authorization: `Bearer ${s.tokens.tables["1"]!.N}`, "content-length": String(big.length) },
      body: big,
    });
    expect(r.status).toBe(413);
    expect(r.headers.get("connection")).toBe("close");
    expect(((await r.json()) as { error: { code: string } }).error.code).toBe("PayloadTooLarge");
    expect(await versionOf(s)).toBe(1);
  });

  it("413 when a body sent without Content-Length (chunked) grows past the limit: reading stops there", async () => {
    const s = await create({ tables: 1, seed: "chunked" });
    let sent = 0;
    const chunk = new TextEncoder().encode("x".repeat(16 * 1024));
    // an endless body: the answer can only come if the server stops reading
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const r = await app.api.raw(`/api/sessions/${s.session.id}/tokens`, {
      method: "POST",
      headers: { authorization: `Bearer ${s.tokens.director}` },
      body,
      duplex: "half",
    } as RequestInit);
    expect(r.status).toBe(413);
    expect(sent).toBeLessThan(BODY_LIMITS.issueToken + 64 * 1024 * 4);
  });

  it("a session's PBN file may be large (up to the route's 6 MB); a command's body may not", async () => {
    expect(BODY_LIMITS.createSession).toBeGreaterThan(5_000_000);
    expect(BODY_LIMITS.command).toBeLessThan(100_000);
  });
});

describe("live connections: a few per token", () => {
  it("a token holds at most streamsPerToken live connections at once (429 beyond); closing one frees its place", async () => {
    const s = await create({ tables: 1, seed: "streams" });
    const url = `/api/sessions/${s.session.id}/live?access_token=${s.tokens.tables["1"]!.N}`;
    const open = [];
    for (let i = 0; i < 3; i++) {
      const r = await app.api.raw(url);
      expect(r.status).toBe(200);
      open.push(r.body!.getReader());
      await open[i]!.read(); // its first event: the stream is set up
    }
    const over = await app.api.raw(url);
    expect(over.status).toBe(429);
    expect(((await over.json()) as { error: { code: string } }).error.code).toBe("TooManyStreams");
    // another token is not affected
    const other = await app.api.raw(
      `/api/sessions/${s.session.id}/live?access_token=${s.tokens.tables["1"]!.E}`,
    );
    expect(other.status).toBe(200);
    await other.body!.cancel();
    await open[0]!.cancel();
    let again: Response | undefined;
    for (let tries = 0; tries < 200; tries++) {
      again = await app.api.raw(url);
      if (again.status === 200) break;
      await again.body?.cancel();
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(again!.status).toBe(200);
    await again!.body!.cancel();
    for (const r of open.slice(1)) await r.cancel();
  });
});

describe("malformed input: 400, never 500", () => {
  let s: Created;
  let path: string;
  beforeAll(async () => {
    s = await create({ tables: 1, seed: "malformed" });
    path = `/api/sessions/${s.session.id}/tables/1/boards/1/commands`;
  });

  it("a lone surrogate in a string (a command, a session id, a field name) is refused with 400", async () => {
    const north = s.tokens.tables["1"]!.N;
    for (const text of [
      '{"type":"MakeCall","call":"\\ud800"}',
      '{"type":"SummonDirector","note2":"\\udc00x"}',
      '{"type":"MakeCall","call":"1C","\\ud83d":1}',
    ]) {
      const r = await app.api.call("POST", path, north, text);
      expect(r.status, text).toBe(400);
      expect(r.body.error.code).toBe("InvalidRequest");
    }
    const session = await app.api.call("POST", "/api/sessions", undefined, '{"tables":1,"id":"a\\ud800"}');
    expect(session.status).toBe(400);
    const seed = await app.api.call("POST", "/api/sessions", undefined, '{"tables":1,"seed":"\\udfff"}');
    expect(seed.status).toBe(400);
    expect(await versionOf(s)).toBe(1);
  });

  it("about of -1, 0, 1.5, 1e308, 2^64, 1e400 or beyond the log is refused (400), nothing sealed into the log", async () => {
    const north = s.tokens.tables["1"]!.N;
    const v = await versionOf(s);
    for (const about of ["-1", "0", "1.5", "1e308", "18446744073709551616", "1e400", "99"]) {
      const r = await app.api.call("POST", path, north, `{"type":"DrawAttention","about":${about}}`);
      expect(r.status, about).toBe(400);
      expect(r.body.error).toMatchObject({ code: "InvalidRequest", field: "about" });
    }
    const trick = await app.api.call("POST", path, s.tokens.director, {
      type: "AdjustScore",
      law: "12C2",
      NS: { percent: 1e308 },
      EW: "average",
    });
    expect(trick.status).toBe(400);
    expect(await versionOf(s)).toBe(v);
    // a position in the log stands
    const ok = await app.api.call("POST", path, north, { type: "DrawAttention", about: 1 });
    expect(ok.status, ok.text).toBe(200);
  });

  it('"sealed" and the other envelope fields in a command are refused, not dropped', async () => {
    const north = s.tokens.tables["1"]!.N;
    for (const field of ["sealed", "seq", "prev", "hash", "at", "by", "note"]) {
      const r = await app.api.call("POST", path, north, { type: "SummonDirector", [field]: "x" });
      expect(r.status, field).toBe(400);
      expect(r.body.error.field).toBe(field);
    }
  });

  it("an unknown field nested in spectators (or anywhere in a body) is refused, naming it", async () => {
    const r = await app.api.call("POST", "/api/sessions", undefined, {
      tables: 1,
      spectators: { hands: "one", delay: 0, secret: true },
    });
    expect(r.status).toBe(400);
    expect(r.body.error).toMatchObject({ code: "InvalidRequest", field: "spectators.secret" });
    const nested = await app.api.call("POST", "/api/sessions", undefined, {
      tables: [{ id: "1", boards: [1], extra: 1 }],
    });
    expect(nested.status).toBe(400);
    const issue = await app.api.call("POST", `/api/sessions/${s.session.id}/tokens`, s.tokens.director, {
      role: "committee",
      seat: "N",
    });
    expect(issue.status).toBe(400);
  });

  it("nesting deeper than any request needs is refused (400), however deep", async () => {
    for (const depth of [40, 5000, 20000]) {
      const text = `{"type":"SummonDirector","x":${"[".repeat(depth)}${"]".repeat(depth)}}`;
      const r = await app.api.call("POST", path, s.tokens.tables["1"]!.N, text);
      expect(r.status).toBe(depth * 2 + 40 > BODY_LIMITS.command ? 413 : 400);
    }
  });
});

// -- the fuzz test ---------------------------------------------------------------------------------------------

const WEIRD: unknown[] = [
  null,
  true,
  -1,
  0,
  1.5,
  1e308,
  -1e308,
  2 ** 64,
  "",
  "\ud800",
  "x".repeat(300),
  "SA",
  "N",
  "1NT",
  [],
  {},
  { type: "MakeCall" },
  [1, [2, [3]]],
  "__proto__",
];

/** A command of the table with one field made wrong (or an extra one), or a random JSON value. */
const commandBody = fc.oneof(
  fc
    .record({
      base: fc.constantFrom<Record<string, unknown>>(
        { type: "MakeCall", call: "1NT" },
        { type: "PlayCard", card: "SA" },
        { type: "DrawAttention", about: 1 },
        { type: "Rule", law: "27B1", answer: "27B1(a)", about: 2 },
        { type: "AdjustScore", law: "12C2", NS: "average", EW: "average" },
        { type: "Claim", tricks: 3 },
        { type: "ChooseOption", law: "27A1", option: "accept" },
        { type: "SummonDirector" },
        { type: "Explain", about: 1, text: "natural" },
        { type: "Alert", about: 1 },
      ),
      field: fc.constantFrom(
        "type",
        "call",
        "card",
        "about",
        "seat",
        "tricks",
        "law",
        "NS",
        "text",
        "statement",
        "expectedVersion",
        "x",
        "sealed",
        "actor",
      ),
      value: fc.constantFrom(...WEIRD),
    })
    .map(({ base, field, value }) => JSON.stringify({ ...base, [field]: value })),
  // free text the log keeps (an explanation, a claim's statement): odd strings, lone surrogates among them
  fc
    .record({
      base: fc.constantFrom<Record<string, unknown>>(
        { type: "Explain", about: 2, text: "natural" },
        { type: "Claim", tricks: 3, statement: "the rest" },
        { type: "SummonDirector", note: "x" },
      ),
      text: fc.oneof(fc.constantFrom("\ud800", "\udc00", "a\ud83d", "\ud83d\ude00", "\u0000"), fc.string()),
    })
    .map(({ base, text }) => {
      const field = Object.keys(base).find((k) => k !== "type" && typeof base[k] === "string")!;
      return JSON.stringify({ ...base, [field]: text });
    }),
  fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)),
  fc.constantFrom(
    "",
    " ",
    "{",
    "null",
    "[]",
    '"x"',
    "{}",
    '{"type":"MakeCall","call":"\\ud800"}',
    '{"type":"MakeCall","call":1e999}',
    '{"__proto__":{"polluted":1},"type":"SummonDirector"}',
    '{"type":"SummonDirector","constructor":{"prototype":{"x":1}}}',
    "\u0000\u0001",
    "\ufeff{}",
  ),
  fc.uint8Array({ maxLength: 64 }).map((b) => Buffer.from(b).toString("latin1")),
);

/** A session body with one field made wrong (kept small: at most 3 tables, 3 boards). */
const sessionBody = fc.oneof(
  fc
    .record({
      field: fc.constantFrom(
        "id",
        "tables",
        "boards",
        "seed",
        "pbn",
        "edition",
        "spectators",
        "boardOver",
        "screens",
        "x",
        "at",
      ),
      value: fc.constantFrom(...WEIRD, { hands: "one", delay: 1e308 }, { hands: "x" }, [{ id: "\ud800" }]),
    })
    .map(({ field, value }) => JSON.stringify({ tables: 2, boards: [1, 2], [field]: value })),
  fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)),
);

const SEGMENT = fc.oneof(
  fc.constantFrom(
    "1",
    "0",
    "-1",
    "999999",
    "1000000",
    "x",
    "..",
    "%2e%2e",
    "%ED%A0%80",
    "%FF",
    "%",
    "a%2Fb",
    "\u00e9",
    "%00",
  ),
  fc.stringMatching(/^[A-Za-z0-9._~%-]{0,70}$/),
);

describe("fuzz: every route, random input", () => {
  it("every answer is 2xx–4xx: no malformed input gives a 500", async () => {
    const s = await create({
      tables: 2,
      boards: [1, 2],
      seed: "fuzz",
      spectators: { hands: "after-board", delay: 1 },
    });
    const id = s.session.id;
    const tokens = [
      undefined,
      "",
      `blt_${"A".repeat(43)}`,
      "garbage",
      s.tokens.director,
      s.tokens.committee,
      s.tokens.scorer,
      s.tokens.spectator,
      s.tokens.tables["1"]!.N,
      s.tokens.tables["2"]!.W,
    ];
    const paths = (seg: string, seg2: string, seg3: string) => [
      "/api/health",
      "/api/me",
      "/api/sessions",
      `/api/sessions/${seg}`,
      `/api/sessions/${id}`,
      `/api/sessions/${id}/tokens`,
      `/api/sessions/${seg}/tokens`,
      `/api/sessions/${id}/tokens/${seg}/revoke`,
      `/api/sessions/${id}/tables/${seg}/boards/${seg2}`,
      `/api/sessions/${id}/tables/1/boards/${seg2}`,
      `/api/sessions/${id}/tables/${seg3}/boards/1/commands`,
      `/api/sessions/${id}/tables/1/boards/1/commands`,
      `/api/sessions/${id}/tables/2/boards/2/commands`,
      `/api/sessions/${id}/tables/1/boards/${seg2}/log`,
      `/api/sessions/${id}/live?table=${seg}&board=${seg2}`,
      `/api/sessions/${id}/live?${seg}=${seg2}`,
      `/api/${seg}`,
      `/${seg}`,
    ];
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          method: fc.constantFrom("GET", "POST", "POST", "POST", "PUT", "DELETE", "PATCH"),
          route: fc.nat(17),
          seg: SEGMENT,
          seg2: SEGMENT,
          seg3: SEGMENT,
          token: fc.constantFrom(...tokens),
          body: fc.option(fc.oneof(commandBody, sessionBody), { nil: undefined }),
          key: fc.option(fc.oneof(fc.constantFrom("k1", "", " ", "\u00e9", "x".repeat(300)), fc.string()), {
            nil: undefined,
          }),
          contentType: fc.constantFrom(
            undefined,
            "application/json",
            "text/plain",
            "multipart/form-data; boundary=x",
          ),
        }),
        async ({ method, route, seg, seg2, seg3, token, body, key, contentType }) => {
          const path = paths(seg, seg2, seg3)[route]!;
          const headers: Record<string, string> = {};
          if (token !== undefined) headers.authorization = `Bearer ${token}`;
          if (key !== undefined && /^[\x20-\x7e]*$/.test(key)) headers["idempotency-key"] = key;
          if (contentType !== undefined) headers["content-type"] = contentType;
          let r: Response;
          try {
            r = await app.api.raw(path, {
              method,
              headers,
              ...(body !== undefined && method !== "GET" && { body }),
            });
          } catch (error) {
            // a URL the client itself refuses to send (Request's own checks) is not the server's to answer
            if (error instanceof TypeError) return;
            throw error;
          }
          statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
          if (r.headers.get("content-type")?.includes("event-stream")) {
            await r.body?.cancel();
          } else {
            const text = await r.text();
            // an error is a JSON error body (or none: the router's 404 for a path it cannot decode, as `/api/%`)
            if (r.status >= 400 && text !== "")
              expect(JSON.parse(text).error.code, text).toBeTypeOf("string");
          }
          expect(r.status, `${method} ${path} ${body ?? ""}`).toBeLessThan(500);
        },
      ),
      { numRuns: 400 },
    );
    // the run reached the server's refusals and its successes, not only the router's 404s
    expect([...statuses.keys()].some((x) => x === 400)).toBe(true);
    expect([...statuses.keys()].some((x) => x === 200 || x === 201)).toBe(true);
  });

  it("the command route, deeper: commands with a field made wrong, from the people at the table, never a 500", async () => {
    const s = await create({ tables: 1, boards: [1], seed: "fuzz-commands" });
    const path = `/api/sessions/${s.session.id}/tables/1/boards/1/commands`;
    const t = s.tokens.tables["1"]!;
    // North (dealer of board 1) opens: an explanation has a call to be about
    expect((await app.api.call("POST", path, t.N, { type: "MakeCall", call: "1C" })).status).toBe(200);
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(t.N, t.E, t.S, t.W, s.tokens.director, s.tokens.scorer),
        commandBody,
        fc.option(fc.constantFrom("k1", "k2", "k3"), { nil: undefined }),
        async (token, body, key) => {
          const r = await app.api.raw(path, {
            method: "POST",
            headers: {
              authorization: `Bearer ${token}`,
              ...(key !== undefined && { "idempotency-key": key }),
            },
            body,
          });
          statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
          const text = await r.text();
          expect(r.status, `${body} → ${text}`).toBeLessThan(500);
        },
      ),
      { numRuns: 400 },
    );
    expect(statuses.get(400)).toBeGreaterThan(0);
  });
});
