import { eventDecoder, isEventDecodeError } from "@bridgelaw/log";
import { isConnectionError, isDatabaseUnavailable } from "@bridgelaw/store";
import { ByteSize, Effect, Layer, Schema, SchemaParser, Stream } from "effect";
import { HttpIncomingMessage, HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http";
import { ApiError, apiErrorSaid, unavailable } from "../core/errors.ts";
import { encodeJson } from "../core/json.ts";
import { listenResults, sessionResults } from "../core/results.ts";
import { type Caller, messageIn, TableServer } from "../core/server.ts";
import { serverText } from "../core/texts.ts";
import { backlogStream, type Feed } from "./backlog.ts";
import { checkJson, wellFormed } from "./json.ts";
import { requestLang } from "./language.ts";
import {
  BoardParams,
  CreateSession,
  IdempotencyKey,
  IssueToken,
  LiveQuery,
  SessionParams,
  TokenParams,
} from "./schemas.ts";
import { TableServerService } from "./service.ts";

/*
 * The HTTP API (README): thin routes over `TableServer`. Every input is decoded by its Schema; every error is
 * a JSON object `{ "error": { "code", "message", ... } }` with its status; a request refused for lack of
 * rights (403) is logged as one structured line naming the token's id, never the token. Bodies are read up to
 * each route's limit (413 beyond it, told by `Content-Length` before anything is read); a database that cannot
 * be reached gives 503 with `Retry-After`; nothing a client sends gives a 500 (README, "Security and
 * Reliability").
 */

/** The most a request body may hold, per route (bytes): a PBN file of 5 MB, a command of a few hundred bytes. */
export const BODY_LIMITS = {
  createSession: 6 * 1024 * 1024,
  issueToken: 4 * 1024,
  command: 64 * 1024,
  none: 1024,
} as const;

/**
 * A decoder that throws `InvalidRequest` naming the field and the reason: the event decoder's words for the
 * first problem, then a strict pass that refuses a field the schema does not have at any depth (the event
 * decoder looks at the top level only, and lets envelope fields such as `sealed` through).
 */
const decoder = <A>(schema: Schema.Decoder<A>, where: string) => {
  const decode = eventDecoder(schema, { excessFields: "error" });
  const strict = SchemaParser.decodeUnknownSync(schema, { onExcessProperty: "error" }) as (u: unknown) => A;
  const refuse = (error: unknown): never => {
    if (!isEventDecodeError(error)) throw error;
    const field = error.path.map(String).join(".");
    // the problem as data too (`InvalidField`), worded by the words' catalog in the request's language
    const problem = field === "" ? error.reason : { _tag: "InvalidField", field, ...error.problem };
    throw apiErrorSaid(
      "InvalidRequest",
      "badField",
      { where, reason: error.reason, problem },
      field === "" ? {} : { field },
    );
  };
  return (u: unknown): A => {
    try {
      decode(u);
    } catch (error) {
      refuse(error);
    }
    try {
      return strict(u);
    } catch (error) {
      const excess = firstExcess(schema, u);
      throw excess === undefined
        ? apiErrorSaid("InvalidRequest", "badField", {
            where,
            reason: (error as Error).message.split("\n")[0],
            problem: (error as Error).message.split("\n")[0],
          })
        : apiErrorSaid(
            "InvalidRequest",
            "unexpectedField",
            { where, field: String(excess.at(-1)) },
            { field: excess.join(".") },
          );
    }
  };
};

/** Where the first field the schema does not declare is (for the message), found by decoding ever smaller parts. */
const firstExcess = <A>(schema: Schema.Decoder<A>, u: unknown): string[] | undefined => {
  const tryStrict = SchemaParser.decodeUnknownResult(schema, { onExcessProperty: "error" });
  const tryLoose = SchemaParser.decodeUnknownResult(schema);
  if (tryLoose(u)._tag !== "Success" || tryStrict(u)._tag === "Success") return undefined;
  // drop one key at a time at every depth: the first whose removal lets the strict decoder pass is the excess
  const paths: string[][] = [];
  const walk = (v: unknown, path: string[]) => {
    if (Array.isArray(v))
      v.forEach((x, i) => {
        walk(x, [...path, String(i)]);
      });
    else if (v !== null && typeof v === "object")
      for (const [k, x] of Object.entries(v)) {
        paths.push([...path, k]);
        walk(x, [...path, k]);
      }
  };
  walk(u, []);
  for (const p of paths.reverse()) {
    const copy = structuredClone(u) as Record<string, unknown>;
    let at: Record<string, unknown> = copy;
    for (const k of p.slice(0, -1)) at = at[k] as Record<string, unknown>;
    if (Array.isArray(at)) continue;
    delete at[p.at(-1)!];
    if (tryStrict(copy)._tag === "Success") return p;
  }
  return undefined;
};

const decodeCreate = decoder(CreateSession, "body");
const decodeIssue = decoder(IssueToken, "body");
const decodeSession = decoder(SessionParams, "path");
const decodeToken = decoder(TokenParams, "path");
const decodeBoard = decoder(BoardParams, "path");
const decodeLive = decoder(LiveQuery, "query");
const decodeKey = Schema.decodeUnknownResult(IdempotencyKey);

interface Ctx {
  readonly request: HttpServerRequest.HttpServerRequest;
  readonly params: Readonly<Record<string, string | undefined>>;
  readonly query: Readonly<Record<string, string>>;
  readonly server: TableServer;
  readonly now: Date;
  /** The request's JSON body, read up to `limit` bytes (413 beyond; 400 when it is not JSON). */
  readonly body: (limit: number) => Promise<unknown>;
  /** The bearer token's caller (401 without one). */
  readonly caller: () => Promise<Caller>;
  /** Set once the caller is known: logged with a refusal. */
  known?: Caller;
}

const bearer = (request: HttpServerRequest.HttpServerRequest, query: Readonly<Record<string, string>>) => {
  const h = request.headers.authorization;
  if (h !== undefined) {
    const m = /^Bearer\s+(\S+)\s*$/i.exec(h);
    return m?.[1] ?? "";
  }
  return query.access_token;
};

const json = (body: unknown, status = 200, headers: Readonly<Record<string, string>> = {}) =>
  HttpServerResponse.text(encodeJson(body), {
    status,
    contentType: "application/json",
    headers: { "cache-control": "no-store", ...headers },
  });

/**
 * Whether a `Prefer` header (RFC 7240: preferences separated by commas, each with optional parameters after
 * `;`) asks for `return=minimal`.
 */
export const prefersMinimal = (prefer: string | undefined): boolean =>
  (prefer ?? "").split(",").some((p) => {
    const [name, value] = p
      .split(";")[0]!
      .split("=")
      .map((x) => x.trim().toLowerCase());
    return name === "return" && (value === "minimal" || value === '"minimal"');
  });

/** What an error becomes: an `ApiError` as it is; a database out of reach 503; anything else 500 (a bug). */
const asApiError = (error: unknown): ApiError => {
  if (error instanceof ApiError) return error;
  if (isDatabaseUnavailable(error)) return unavailable(error.retryAfterMs, error.reason);
  if (isConnectionError(error)) return unavailable(1000, (error as Error).message.split("\n")[0]!);
  return apiErrorSaid("Internal", "internal");
};

/** The JSON response of an error, and its log line for refusals and failures. */
const failure = (error: unknown, ctx: Ctx) => {
  const e = asApiError(error);
  const path = ctx.request.url.split("?")[0];
  const who =
    ctx.known === undefined
      ? {}
      : {
          token: ctx.known.tokenId,
          role: ctx.known.grant.role,
          session: ctx.known.grant.session,
          ...("table" in ctx.known.grant && { table: ctx.known.grant.table }),
          ...("seat" in ctx.known.grant && { seat: ctx.known.grant.seat }),
        };
  const log =
    e.code === "Forbidden"
      ? Effect.logWarning("request refused").pipe(
          Effect.annotateLogs({
            status: e.status,
            method: ctx.request.method,
            path,
            reason: e.message,
            ...who,
          }),
        )
      : e.code === "Internal" || e.code === "Unavailable"
        ? (e.code === "Internal"
            ? Effect.logError("request failed")
            : Effect.logWarning("database unavailable")
          ).pipe(
            Effect.annotateLogs({
              method: ctx.request.method,
              path,
              cause: error instanceof Error ? error.message : String(error),
              ...who,
            }),
          )
        : Effect.void;
  // the message in the request's language where it has one (a refusal: the Laws' words), the data unchanged
  const lang = requestLang(ctx.request.headers["accept-language"]);
  const said = lang === "en" ? undefined : messageIn(e, lang);
  const body = e.toJSON();
  const headers = {
    ...e.headers,
    "content-language": said === undefined ? "en" : lang,
    vary: "Accept-Language",
  };
  return log.pipe(
    Effect.as(
      json(said === undefined ? body : { error: { ...body.error, message: said } }, e.status, headers),
    ),
  );
};

/** A body's bytes as text (malformed UTF-8 as U+FFFD; one decoder for every request: each decode is whole). */
const utf8 = new TextDecoder("utf-8", { fatal: false });

/** Reads the body as text, at most `limit` bytes: 413 at once when `Content-Length` says more, else at the limit. */
const readBody = async (request: HttpServerRequest.HttpServerRequest, limit: number): Promise<string> => {
  const tooLarge = () =>
    apiErrorSaid("PayloadTooLarge", "tooLarge", { limit: String(limit) }, { limit }, { connection: "close" });
  const length = request.headers["content-length"];
  if (length !== undefined && (!/^\d+$/.test(length) || Number(length) > limit)) throw tooLarge();
  const bytes = await Effect.runPromise(
    Effect.result(
      request.arrayBuffer.pipe(Effect.provideService(HttpIncomingMessage.MaxBodySize, ByteSize.bytes(limit))),
    ),
  );
  if (bytes._tag === "Failure") {
    const reason = (bytes.failure as { reason?: { reason?: string } }).reason?.reason;
    if (reason === "BodyTooLarge") throw tooLarge();
    throw apiErrorSaid("InvalidRequest", "unreadableBody");
  }
  if (bytes.success.byteLength > limit) throw tooLarge();
  return utf8.decode(bytes.success);
};

const context = (server: TableServer) =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest;
    const params = yield* HttpRouter.params;
    const query: Record<string, string> = {};
    if (request.url.includes("?")) {
      try {
        const url = new URL(request.url, "http://server");
        for (const [k, v] of url.searchParams) query[k] = v;
      } catch {
        // an unreadable query: decoded as empty, and refused where it matters
      }
    }
    const ctx: Ctx = {
      request,
      params,
      query,
      server,
      now: new Date(),
      body: async (limit) => {
        const raw = await readBody(request, limit);
        if (raw.trim() === "") throw apiErrorSaid("InvalidRequest", "noBody");
        let parsed: unknown;
        try {
          parsed = JSON.parse(raw) as unknown;
        } catch (error) {
          throw apiErrorSaid("InvalidRequest", "notJson", { reason: (error as Error).message });
        }
        checkJson(parsed);
        return parsed;
      },
      caller: async () => {
        const c = await server.authenticate(bearer(request, query));
        ctx.known = c;
        return c;
      },
    };
    return ctx;
  });

/** Path parameters as the router gives them, each checked for text a client could not have meant (400). */
const paramsOf = (ctx: Ctx): Readonly<Record<string, string | undefined>> => {
  for (const v of Object.values(ctx.params)) {
    if (v !== undefined && !wellFormed(v)) throw apiErrorSaid("InvalidRequest", "badPath");
  }
  return ctx.params;
};

/** A route whose handler is promise-based; its errors become JSON error responses. */
const route =
  (
    method: "GET" | "POST",
    path: `/${string}`,
    handler: (ctx: Ctx) => Promise<HttpServerResponse.HttpServerResponse>,
  ) =>
  (server: TableServer) =>
    HttpRouter.route(
      method,
      path,
      Effect.gen(function* () {
        const ctx = yield* context(server);
        return yield* Effect.tryPromise({ try: () => handler(ctx), catch: (e) => e }).pipe(
          Effect.catch((e) => failure(e, ctx)),
        );
      }),
    );

const boardOf = (ctx: Ctx) => {
  const p = decodeBoard(paramsOf(ctx));
  return { session: p.session, table: p.table, board: Number(p.board) };
};

const routes = [
  route("GET", "/api/health", async (ctx) => json({ status: "ok", store: ctx.server.store.kind })),

  route("POST", "/api/sessions", async (ctx) => {
    const body = decodeCreate(await ctx.body(BODY_LIMITS.createSession));
    const token = bearer(ctx.request, {});
    return json(await ctx.server.createSession(body, token, ctx.now), 201);
  }),

  route("GET", "/api/me", async (ctx) => {
    const caller = await ctx.caller();
    return json({ token: caller.tokenId, ...caller.grant });
  }),

  route("GET", "/api/sessions/:session", async (ctx) => {
    const caller = await ctx.caller();
    const doc = await ctx.server.session(caller, decodeSession(paramsOf(ctx)).session);
    return json(await ctx.server.summary(caller, doc));
  }),

  route("POST", "/api/sessions/:session/tokens", async (ctx) => {
    const caller = await ctx.caller();
    const doc = await ctx.server.session(caller, decodeSession(paramsOf(ctx)).session);
    return json(
      await ctx.server.issueToken(caller, doc, decodeIssue(await ctx.body(BODY_LIMITS.issueToken))),
      201,
    );
  }),

  route("GET", "/api/sessions/:session/tokens", async (ctx) => {
    const caller = await ctx.caller();
    const doc = await ctx.server.session(caller, decodeSession(paramsOf(ctx)).session);
    return json(await ctx.server.tokens(caller, doc));
  }),

  route("POST", "/api/sessions/:session/tokens/:token/revoke", async (ctx) => {
    const caller = await ctx.caller();
    const p = decodeToken(paramsOf(ctx));
    const doc = await ctx.server.session(caller, p.session);
    await readBody(ctx.request, BODY_LIMITS.none); // none expected: a large one is refused all the same
    return json(await ctx.server.revoke(caller, doc, p.token));
  }),

  route("GET", "/api/sessions/:session/tables/:table/boards/:board", async (ctx) => {
    const caller = await ctx.caller();
    const p = boardOf(ctx);
    const doc = await ctx.server.session(caller, p.session);
    const b = await ctx.server.board(caller, doc, p.table, p.board);
    return json(ctx.server.stateFor(caller, doc, p.table, b));
  }),

  route("POST", "/api/sessions/:session/tables/:table/boards/:board/commands", async (ctx) => {
    const caller = await ctx.caller();
    const p = boardOf(ctx);
    const doc = await ctx.server.session(caller, p.session);
    const key = ctx.request.headers["idempotency-key"];
    if (key !== undefined && decodeKey(key)._tag !== "Success") {
      throw apiErrorSaid("InvalidRequest", "badKey", {}, { field: "idempotency-key" });
    }
    const body = await ctx.body(BODY_LIMITS.command);
    if (key === undefined) {
      // `Prefer: return=minimal`: the records and the version, without the view (a keyed reply is stored whole)
      const minimal = prefersMinimal(ctx.request.headers.prefer);
      const reply = await ctx.server.command(caller, doc, p.table, p.board, body, ctx.now, { minimal });
      return json(reply, 200, minimal ? { "preference-applied": "return=minimal" } : {});
    }
    const { reply, replayed } = await ctx.server.commandOnce(
      caller,
      doc,
      p.table,
      p.board,
      body,
      ctx.now,
      key,
    );
    return json(reply, 200, replayed ? { "idempotent-replayed": "true" } : {});
  }),

  // the session's results: the ranking and travellers of the boards over at every table (core/results.ts)
  route("GET", "/api/sessions/:session/results", async (ctx) => {
    const caller = await ctx.caller();
    const doc = await ctx.server.session(caller, decodeSession(paramsOf(ctx)).session);
    return json(await sessionResults(ctx.server.boards, doc));
  }),

  route("GET", "/api/sessions/:session/tables/:table/boards/:board/log", async (ctx) => {
    const caller = await ctx.caller();
    const p = boardOf(ctx);
    const doc = await ctx.server.session(caller, p.session);
    const text = await ctx.server.log(caller, doc, p.table, p.board);
    return HttpServerResponse.text(text, {
      contentType: "application/x-ndjson; charset=utf-8",
      headers: { "cache-control": "no-store" },
    });
  }),
];

const encoder = new TextEncoder();

/** A comment on the stream every `keepaliveMs` keeps the connection open; `stop` ends the feed when it closes. */
const keepAlive = (feed: Feed, keepaliveMs: number, stop: () => void) => {
  const keepalive = setInterval(() => feed.note(": keepalive\n\n"), keepaliveMs);
  return Effect.addFinalizer(() =>
    Effect.sync(() => {
      clearInterval(keepalive);
      stop();
    }),
  );
};

/** Server-sent events as the response: UTF-8, never cached, never buffered by a proxy. */
const eventStream = (events: Stream.Stream<string>) =>
  HttpServerResponse.stream(
    Stream.map(events, (s) => encoder.encode(s)),
    {
      contentType: "text/event-stream; charset=utf-8",
      headers: { "cache-control": "no-store", "x-accel-buffering": "no" },
    },
  );

/** A board state as a server-sent event, encoded once for every live connection of its audience (`stateFor`). */
const eventTexts = new WeakMap<object, string>();
const eventText = (state: object): string => {
  let text = eventTexts.get(state);
  if (text === undefined) eventTexts.set(state, (text = `event: board\ndata: ${encodeJson(state)}\n\n`));
  return text;
};

/**
 * `GET /api/sessions/:session/live`: server-sent events, one `board` event with the caller's state of each
 * board in scope at once, then one per new version; a comment every `keepaliveMs` (15 s) keeps the connection
 * open. The stream ends when the token is revoked.
 */
const live = (keepaliveMs: number) => (server: TableServer) =>
  HttpRouter.route(
    "GET",
    "/api/sessions/:session/live",
    Effect.gen(function* () {
      const ctx = yield* context(server);
      const setup = Effect.tryPromise({
        try: async () => {
          const q = decodeLive(ctx.query);
          const caller = await ctx.caller();
          const doc = await ctx.server.session(caller, decodeSession(paramsOf(ctx)).session);
          return { caller, doc, q };
        },
        catch: (e) => e,
      });
      const ready = yield* Effect.result(setup);
      if (ready._tag === "Failure") return yield* failure(ready.failure, ctx);
      const { caller, doc, q } = ready.success;
      const opened = yield* Effect.result(
        Effect.tryPromise({
          try: async () => {
            // each board's events, by board, until the stream takes them (`flush`)
            const queue: [string, string][] = [];
            let wake: (() => void) | undefined;
            let ended = false;
            let endNow: (() => void) | undefined;
            const stop = await ctx.server.live(
              caller,
              doc,
              {
                ...(q.table !== undefined && { table: q.table }),
                ...(q.board !== undefined && { board: Number(q.board) }),
              },
              (s) => {
                queue.push([`${s.table}\u0000${s.board}`, eventText(s)]);
                wake?.();
              },
              () => {
                ended = true;
                endNow?.();
              },
            );
            return {
              queue,
              stop,
              setWake: (w: () => void) => (wake = w),
              setEnd: (e: () => void) => {
                endNow = e;
                if (ended) e();
              },
            };
          },
          catch: (e) => e,
        }),
      );
      if (opened._tag === "Failure") return yield* failure(opened.failure, ctx);
      const { queue: pending, stop, setWake, setEnd } = opened.success;
      // every version while the client keeps up; one that stops reading holds only the latest of each board
      const events = backlogStream((feed) =>
        Effect.gen(function* () {
          const flush = () => {
            for (const [key, text] of pending.splice(0)) feed.put(key, text);
          };
          setWake(flush);
          flush();
          setEnd(() => {
            flush();
            feed.end("event: revoked\ndata: {}\n\n");
          });
          yield* keepAlive(feed, keepaliveMs, stop);
        }),
      );
      return eventStream(events);
    }),
  );

/**
 * `GET /api/sessions/:session/results/live`: server-sent events, one `results` event with the session's
 * results at once (`core/results.ts`), then one each time they change (a board over at its last table, a
 * ruling); a comment every `keepaliveMs`. The token is read again before each event: a revoked one gets
 * `revoked` and the stream ends.
 */
const liveResults = (keepaliveMs: number) => (server: TableServer) =>
  HttpRouter.route(
    "GET",
    "/api/sessions/:session/results/live",
    Effect.gen(function* () {
      const ctx = yield* context(server);
      const ready = yield* Effect.result(
        Effect.tryPromise({
          try: async () => {
            const caller = await ctx.caller();
            const doc = await ctx.server.session(caller, decodeSession(paramsOf(ctx)).session);
            return { doc, token: bearer(ctx.request, ctx.query) };
          },
          catch: (e) => e,
        }),
      );
      if (ready._tag === "Failure") return yield* failure(ready.failure, ctx);
      const { doc, token } = ready.success;
      // the results are one whole state: a client that stops reading holds only the latest (backlog.ts)
      const events = backlogStream((feed) =>
        Effect.gen(function* () {
          let ended = false;
          const end = () => {
            if (ended) return;
            ended = true;
            feed.end("event: revoked\ndata: {}\n\n");
          };
          const stop = yield* Effect.promise(() =>
            listenResults(server.boards, doc, (r) => {
              if (ended) return;
              void server.authenticate(token).then(() => {
                if (!ended) feed.put("results", `event: results\ndata: ${JSON.stringify(r)}\n\n`);
              }, end);
            }),
          );
          yield* keepAlive(feed, keepaliveMs, stop);
        }),
      );
      return eventStream(events);
    }),
  );

/** Options of the routes: how often a live connection hears a keepalive comment (15 s). */
export interface RouteOptions {
  readonly keepaliveMs?: number;
}

/** Every API route, for `HttpRouter.serve` or `HttpRouter.toWebHandler`; built on `TableServerService`. */
export const apiRoutes = (options: RouteOptions = {}) =>
  Layer.unwrap(
    Effect.gen(function* () {
      const server = yield* TableServerService;
      const notFound = (method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE") =>
        HttpRouter.route(method, "/api/*", (request) =>
          Effect.sync(() => {
            const lang = requestLang(request.headers["accept-language"]);
            const params = { method: request.method, path: request.url.split("?")[0] };
            const { error } = apiErrorSaid("NotFound", "noRoute", params).toJSON();
            return json({ error: { ...error, message: serverText(lang, "noRoute", params) } }, 404, {
              "content-language": lang,
              vary: "Accept-Language",
            });
          }),
        );
      return HttpRouter.addAll([
        ...[...routes, live(options.keepaliveMs ?? 15_000), liveResults(options.keepaliveMs ?? 15_000)].map(
          (r) => r(server),
        ),
        ...(["GET", "POST", "PUT", "PATCH", "DELETE"] as const).map(notFound),
      ]);
    }),
  );

/** The API with its default options. */
export const ApiRoutes = apiRoutes();

export { TableServer };
