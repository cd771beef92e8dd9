import type { Tagged } from "@bridgelaw/cards";
import { Schema } from "effect";
import { describe } from "../ui/lang.ts";

/**
 * The live table server's HTTP API (`apps/server`, its README): a bearer token per person, a command per table
 * action, the caller's own view back, live updates as server-sent events. Every answer is decoded by a Schema
 * before the app reads it (the view itself is the server's `viewFor`, read as it comes).
 */

const SeatToken = Schema.Literals(["N", "E", "S", "W"]);

export const Grant = Schema.Struct({
  token: Schema.String,
  session: Schema.String,
  role: Schema.Literals(["player", "director", "committee", "scorer", "spectator"]),
  table: Schema.optional(Schema.String),
  seat: Schema.optional(SeatToken),
});
export type Grant = typeof Grant.Type;

/** A board of a table as the caller may know it: where it stands, or `hidden` (another table's, still in play). */
const BoardSummary = Schema.Struct({
  board: Schema.Number,
  version: Schema.optional(Schema.Number),
  phase: Schema.optional(Schema.String),
  contract: Schema.optional(Schema.NullOr(Schema.String)),
  hidden: Schema.optional(Schema.Boolean),
});

export const SessionInfo = Schema.Struct({
  id: Schema.String,
  event: Schema.optional(Schema.String),
  boards: Schema.Array(Schema.Number),
  tables: Schema.Array(Schema.Struct({ id: Schema.String, boards: Schema.Array(BoardSummary) })),
});
export type SessionInfo = typeof SessionInfo.Type;

/** One board as the caller sees it: the answer to GET board, to a command, and each live event. */
export const BoardMessage = Schema.Struct({
  session: Schema.String,
  table: Schema.String,
  board: Schema.Number,
  version: Schema.Number,
  view: Schema.Record(Schema.String, Schema.Unknown),
});
export type BoardMessage = typeof BoardMessage.Type;

/** A token of the session as the Director's list shows it (never the token itself). */
export const TokenEntry = Schema.Struct({
  id: Schema.String,
  grant: Schema.Struct({
    session: Schema.String,
    role: Schema.Literals(["player", "director", "committee", "scorer", "spectator"]),
    table: Schema.optional(Schema.String),
    seat: Schema.optional(SeatToken),
  }),
  createdAt: Schema.String,
  revokedAt: Schema.NullOr(Schema.String),
  revokedBy: Schema.NullOr(Schema.String),
});
export type TokenEntry = typeof TokenEntry.Type;
const TokenList = Schema.Struct({ tokens: Schema.Array(TokenEntry) });
const Revoked = Schema.Struct({ token: TokenEntry });

/**
 * A session's results (`GET /sessions/:id/results`, and each `results` event of `/results/live`): scored by the
 * server with `@bridgelaw/scoring` as `bridgelaw score` scores the same logs; the ranking and travellers of
 * the boards over at every table only.
 */
export const SessionResults = Schema.Struct({
  session: Schema.String,
  event: Schema.String,
  round: Schema.String,
  method: Schema.String,
  description: Schema.optional(Schema.String),
  /** How the session is scored, as data (a `ScoringMethodNote` of @bridgelaw/scoring): written by the page. */
  how: Schema.optional(Schema.Unknown),
  boards: Schema.Array(
    Schema.Struct({
      board: Schema.Number,
      tables: Schema.Number,
      finished: Schema.Number,
      over: Schema.Boolean,
    }),
  ),
  rankings: Schema.Array(
    Schema.Struct({
      field: Schema.String,
      lines: Schema.Array(
        Schema.Struct({
          rank: Schema.Number,
          pair: Schema.String,
          boards: Schema.Number,
          total: Schema.Number,
          percent: Schema.optional(Schema.Number),
        }),
      ),
    }),
  ),
  travellers: Schema.Array(
    Schema.Struct({
      board: Schema.Number,
      lines: Schema.Array(
        Schema.Struct({
          table: Schema.optional(Schema.String),
          NS: Schema.optional(Schema.String),
          EW: Schema.optional(Schema.String),
          result: Schema.String,
          /** The table result as data (the standing's `ResultLabel`): written by the page in its language. */
          label: Schema.optional(Schema.Unknown),
          scoreNS: Schema.String,
          scoreEW: Schema.String,
          pointsNS: Schema.Number,
          pointsEW: Schema.Number,
          percentNS: Schema.optional(Schema.Number),
          percentEW: Schema.optional(Schema.Number),
        }),
      ),
    }),
  ),
});
export type SessionResults = typeof SessionResults.Type;

const ErrorBody = Schema.Struct({
  error: Schema.Struct({
    code: Schema.String,
    message: Schema.String,
    // a refusal of the Laws as data (its tag and fields), which the app words in the reader's language
    refusal: Schema.optional(Schema.Struct({ _tag: Schema.String })),
  }),
});

/** An answer of the server that is not a success: its status, code and message. */
export class ApiError extends Error {
  override readonly name = "ApiError";
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** The refusal of the Laws behind it, as data (its tag and fields), when the server refused a command. */
    readonly refusal?: Tagged,
  ) {
    super(message);
  }

  /** What to tell the reader: the refusal in the app's language when there is one, else the server's message. */
  get words(): string {
    return this.refusal === undefined ? this.message : describe(this.refusal);
  }
}

const decodeGrant = Schema.decodeUnknownSync(Grant);
const decodeSession = Schema.decodeUnknownSync(SessionInfo);
const decodeBoard = Schema.decodeUnknownSync(BoardMessage);
const decodeError = Schema.decodeUnknownSync(ErrorBody);
const decodeTokens = Schema.decodeUnknownSync(TokenList);
const decodeRevoked = Schema.decodeUnknownSync(Revoked);
const decodeResults = Schema.decodeUnknownSync(SessionResults);

/** A client of one server (`base`: the API root, e.g. `/api`) for one token. */
export const makeApi = (base: string, token: string) => {
  const root = base.replace(/\/+$/, "");
  const call = async (method: "GET" | "POST", path: string, body?: unknown): Promise<unknown> => {
    const res = await fetch(`${root}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body !== undefined && { "content-type": "application/json" }),
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    if (!res.ok) {
      try {
        const e = decodeError(JSON.parse(text));
        const refusal = (JSON.parse(text) as { error?: { refusal?: Tagged } }).error?.refusal;
        throw new ApiError(res.status, e.error.code, e.error.message, e.error.refusal && refusal);
      } catch (err) {
        if (err instanceof ApiError) throw err;
        throw new ApiError(res.status, "HTTP", `${res.status} ${res.statusText}`);
      }
    }
    return path.endsWith("/log") ? text : JSON.parse(text);
  };
  const boardPath = (session: string, table: string, board: number) =>
    `/sessions/${encodeURIComponent(session)}/tables/${encodeURIComponent(table)}/boards/${board}`;
  return {
    me: async (): Promise<Grant> => decodeGrant(await call("GET", "/me")),
    session: async (id: string): Promise<SessionInfo> =>
      decodeSession(await call("GET", `/sessions/${encodeURIComponent(id)}`)),
    board: async (session: string, table: string, board: number): Promise<BoardMessage> =>
      decodeBoard(await call("GET", boardPath(session, table, board))),
    /** A table action (a command of the table Decider, without `actor`: the token is the actor). */
    command: async (
      session: string,
      table: string,
      board: number,
      command: Readonly<Record<string, unknown>>,
    ): Promise<BoardMessage> =>
      decodeBoard(await call("POST", `${boardPath(session, table, board)}/commands`, command)),
    /** The session's tokens (the Director): ids, grants, when issued and revoked. */
    tokens: async (session: string): Promise<readonly TokenEntry[]> =>
      decodeTokens(await call("GET", `/sessions/${encodeURIComponent(session)}/tokens`)).tokens,
    /** Revokes a token of the session (the Director), named by its id: refused from now on, by every server. */
    revoke: async (session: string, id: string): Promise<TokenEntry> =>
      decodeRevoked(
        await call(
          "POST",
          `/sessions/${encodeURIComponent(session)}/tokens/${encodeURIComponent(id)}/revoke`,
        ),
      ).token,
    /** The session's results: the boards over at every table scored, their travellers. */
    results: async (session: string): Promise<SessionResults> =>
      decodeResults(await call("GET", `/sessions/${encodeURIComponent(session)}/results`)),
    /**
     * Live results: the session's results at once, then each time they change (a board over at its last
     * table). Returns a function that closes the stream.
     */
    liveResults: (
      session: string,
      onResults: (r: SessionResults) => void,
      onState: (s: "open" | "error") => void,
    ): (() => void) => {
      const q = new URLSearchParams({ access_token: token });
      const source = new EventSource(`${root}/sessions/${encodeURIComponent(session)}/results/live?${q}`);
      source.addEventListener("results", (e) => {
        try {
          onResults(decodeResults(JSON.parse((e as MessageEvent<string>).data)));
        } catch {
          onState("error");
        }
      });
      source.addEventListener("open", () => onState("open"));
      source.addEventListener("error", () => onState("error"));
      return () => source.close();
    },
    /** The board's sealed log (JSON Lines). */
    log: async (session: string, table: string, board: number): Promise<string> =>
      (await call("GET", `${boardPath(session, table, board)}/log`)) as string,
    /**
     * Live updates: each board in scope at once, then each new version, as the caller may see it. Returns a
     * function that closes the stream. The token goes in the query (`access_token`): an EventSource cannot send
     * a header.
     */
    live: (
      session: string,
      scope: { readonly table?: string; readonly board?: number },
      onBoard: (m: BoardMessage) => void,
      onState: (s: "open" | "error") => void,
    ): (() => void) => {
      const q = new URLSearchParams({ access_token: token });
      if (scope.table !== undefined) q.set("table", scope.table);
      if (scope.board !== undefined) q.set("board", String(scope.board));
      const source = new EventSource(`${root}/sessions/${encodeURIComponent(session)}/live?${q}`);
      source.addEventListener("board", (e) => {
        try {
          onBoard(decodeBoard(JSON.parse((e as MessageEvent<string>).data)));
        } catch {
          onState("error");
        }
      });
      source.addEventListener("open", () => onState("open"));
      source.addEventListener("error", () => onState("error"));
      return () => source.close();
    },
  };
};

export type Api = ReturnType<typeof makeApi>;
