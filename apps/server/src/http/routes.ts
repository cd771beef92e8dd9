import { eventDecoder, isEventDecodeError } from "@bridgelaw/log";
import { Effect, Layer, Queue, type Schema, Stream } from "effect";
import { HttpRouter, HttpServerRequest, HttpServerResponse } from "effect/http";
import { ApiError, apiError } from "../core/errors.ts";
import { type Caller, TableServer } from "../core/server.ts";
import { BoardParams, CreateSession, IssueToken, LiveQuery, SessionParams } from "./schemas.ts";
import { TableServerService } from "./service.ts";

/*
 * The HTTP API (README): thin routes over `TableServer`. Every input is decoded by its Schema; every error is
 * a JSON object `{ "error": { "code", "message", ... } }` with its status; a request refused for lack of
 * rights (403) is logged as one structured line naming the token's id, never the token.
 */

/** A decoder that throws `InvalidRequest` naming the field and the reason. */
const decoder = <A>(schema: Schema.Decoder<A>, where: string) => {
  const decode = eventDecoder(schema, { excessFields: "error" });
  return (u: unknown): A => {
    try {
      return decode(u);
    } catch (error) {
      if (!isEventDecodeError(error)) throw error;
      const field = error.path.map(String).join(".");
      throw apiError("InvalidRequest", `${where}: ${error.reason}`, field === "" ? {} : { field });
    }
  };
};

const decodeCreate = decoder(CreateSession, "body");
const decodeIssue = decoder(IssueToken, "body");
const decodeSession = decoder(SessionParams, "path");
const decodeBoard = decoder(BoardParams, "path");
const decodeLive = decoder(LiveQuery, "query");

interface Ctx {
  readonly request: HttpServerRequest.HttpServerRequest;
  readonly params: Readonly<Record<string, string | undefined>>;
  readonly query: Readonly<Record<string, string>>;
  readonly server: TableServer;
  readonly now: Date;
  /** The request's JSON body (400 when it is not JSON). */
  readonly body: () => Promise<unknown>;
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

const json = (body: unknown, status = 200) =>
  HttpServerResponse.jsonUnsafe(body, { status, headers: { "cache-control": "no-store" } });

/** The JSON response of an error, and its log line for refusals and failures. */
const failure = (error: unknown, ctx: Ctx) => {
  const e =
    error instanceof ApiError
      ? error
      : apiError("Internal", "the server failed on this request; it is logged");
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
      : e.code === "Internal"
        ? Effect.logError("request failed").pipe(
            Effect.annotateLogs({
              method: ctx.request.method,
              path,
              cause: error instanceof Error ? error.message : String(error),
              ...who,
            }),
          )
        : Effect.void;
  return log.pipe(Effect.as(json(e.toJSON(), e.status)));
};

const context = (server: TableServer) =>
  Effect.gen(function* () {
    const request = yield* HttpServerRequest.HttpServerRequest;
    const params = yield* HttpRouter.params;
    const url = new URL(request.url, "http://server");
    const query: Record<string, string> = {};
    for (const [k, v] of url.searchParams) query[k] = v;
    const text = request.text;
    const ctx: Ctx = {
      request,
      params,
      query,
      server,
      now: new Date(),
      body: async () => {
        const raw = await Effect.runPromise(Effect.orElseSucceed(text, () => ""));
        if (raw.trim() === "") throw apiError("InvalidRequest", "the request has no JSON body");
        try {
          return JSON.parse(raw) as unknown;
        } catch (error) {
          throw apiError("InvalidRequest", `the body is not JSON: ${(error as Error).message}`);
        }
      },
      caller: async () => {
        const c = await server.authenticate(bearer(request, query));
        ctx.known = c;
        return c;
      },
    };
    return ctx;
  });

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
  const p = decodeBoard(ctx.params);
  return { session: p.session, table: p.table, board: Number(p.board) };
};

const routes = [
  route("GET", "/api/health", async (ctx) => json({ status: "ok", store: ctx.server.store.kind })),

  route("POST", "/api/sessions", async (ctx) => {
    const body = decodeCreate(await ctx.body());
    const token = bearer(ctx.request, {});
    return json(await ctx.server.createSession(body, token, ctx.now), 201);
  }),

  route("GET", "/api/me", async (ctx) => {
    const caller = await ctx.caller();
    return json({ token: caller.tokenId, ...caller.grant });
  }),

  route("GET", "/api/sessions/:session", async (ctx) => {
    const caller = await ctx.caller();
    const doc = await ctx.server.session(caller, decodeSession(ctx.params).session);
    return json(await ctx.server.summary(doc));
  }),

  route("POST", "/api/sessions/:session/tokens", async (ctx) => {
    const caller = await ctx.caller();
    const doc = await ctx.server.session(caller, decodeSession(ctx.params).session);
    return json(await ctx.server.issueToken(caller, doc, decodeIssue(await ctx.body())), 201);
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
    const body = await ctx.body();
    return json(await ctx.server.command(caller, doc, p.table, p.board, body, ctx.now));
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

/**
 * `GET /api/sessions/:session/live`: server-sent events, one `board` event with the caller's state of each
 * board in scope at once, then one per new version; a comment every 15 s keeps the connection open.
 */
const live = (server: TableServer) =>
  HttpRouter.route(
    "GET",
    "/api/sessions/:session/live",
    Effect.gen(function* () {
      const ctx = yield* context(server);
      const setup = Effect.tryPromise({
        try: async () => {
          const q = decodeLive(ctx.query);
          const caller = await ctx.caller();
          const doc = await ctx.server.session(caller, decodeSession(ctx.params).session);
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
            const queue: string[] = [];
            let wake: (() => void) | undefined;
            const stop = await ctx.server.live(
              caller,
              doc,
              {
                ...(q.table !== undefined && { table: q.table }),
                ...(q.board !== undefined && { board: Number(q.board) }),
              },
              (s) => {
                queue.push(`event: board\ndata: ${JSON.stringify(s)}\n\n`);
                wake?.();
              },
            );
            return { queue, stop, setWake: (w: () => void) => (wake = w) };
          },
          catch: (e) => e,
        }),
      );
      if (opened._tag === "Failure") return yield* failure(opened.failure, ctx);
      const { queue: pending, stop, setWake } = opened.success;
      const events = Stream.callback<string>((queue) =>
        Effect.gen(function* () {
          const flush = () => {
            while (pending.length > 0) Queue.offerUnsafe(queue, pending.shift()!);
          };
          setWake(flush);
          flush();
          const keepalive = setInterval(() => Queue.offerUnsafe(queue, ": keepalive\n\n"), 15_000);
          yield* Effect.addFinalizer(() =>
            Effect.sync(() => {
              clearInterval(keepalive);
              stop();
            }),
          );
        }),
      );
      return HttpServerResponse.stream(
        Stream.map(events, (s) => encoder.encode(s)),
        {
          contentType: "text/event-stream; charset=utf-8",
          headers: { "cache-control": "no-store", "x-accel-buffering": "no" },
        },
      );
    }),
  );

/** Every API route, for `HttpRouter.serve` or `HttpRouter.toWebHandler`; built on `TableServerService`. */
export const ApiRoutes = Layer.unwrap(
  Effect.gen(function* () {
    const server = yield* TableServerService;
    const notFound = (method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE") =>
      HttpRouter.route(method, "/api/*", (request) =>
        Effect.succeed(
          json(
            apiError(
              "NotFound",
              `no route ${request.method} ${request.url.split("?")[0]} (README: the routes)`,
            ).toJSON(),
            404,
          ),
        ),
      );
    return HttpRouter.addAll([
      ...[...routes, live].map((r) => r(server)),
      ...(["GET", "POST", "PUT", "PATCH", "DELETE"] as const).map(notFound),
    ]);
  }),
);

export { TableServer };
