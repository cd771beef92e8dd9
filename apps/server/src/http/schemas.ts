import { Schema } from "effect";

/*
 * The contract of every input of the HTTP API (README): bodies, path parameters and query strings, each an
 * Effect Schema. A request that does not decode is answered 400 with the first problem, where it is and what
 * was expected.
 */

/** A part of a stream id: a session, an event, a round or a table id (URL- and file-name-safe). */
export const PartId = Schema.String.check(
  Schema.isPattern(/^[A-Za-z0-9._~-]{1,64}$/, { message: "1 to 64 of A-Z a-z 0-9 . _ ~ -" }),
);

/** A board number as a URL path part. */
export const BoardParam = Schema.String.check(
  Schema.isPattern(/^[1-9][0-9]{0,5}$/, { message: "a board number from 1 to 999999" }),
);

export const SeatToken = Schema.Literals(["N", "E", "S", "W"]);

const Board = Schema.Number.check(
  Schema.isInt({ message: "a whole board number" }),
  Schema.isBetween({ minimum: 1, maximum: 999_999 }, { message: "a board number from 1 to 999999 (Law 2)" }),
);

/** A list of board numbers, each once. */
const Boards = Schema.Array(Board).check(
  Schema.isMinLength(1, { message: "at least one board" }),
  Schema.isMaxLength(1000, { message: "at most 1000 boards" }),
  Schema.isUnique({ message: "each board once" }),
);

/** `one` hand (76B1, the default), `all` hands where the regulation allows, or none until the board is over. */
export const SpectatorHands = Schema.Literals(["one", "all", "after-board"]);

/** What the session's spectators may see (Law 76B1) and how far behind the table (in events) they are kept. */
export const SpectatorSettings = Schema.Struct({
  hands: Schema.optional(SpectatorHands),
  delay: Schema.optional(
    Schema.Number.check(
      Schema.isInt({ message: "a whole number of events" }),
      Schema.isBetween({ minimum: 0, maximum: 1000 }, { message: "from 0 to 1000 events" }),
    ),
  ),
});

/** `POST /api/sessions` */
export const CreateSession = Schema.Struct({
  id: Schema.optional(PartId),
  event: Schema.optional(PartId),
  round: Schema.optional(PartId),
  tables: Schema.Union([
    Schema.Number.check(
      Schema.isInt({ message: "a whole number of tables" }),
      Schema.isBetween({ minimum: 1, maximum: 1000 }, { message: "from 1 to 1000 tables" }),
    ),
    Schema.Array(
      Schema.Union([PartId, Schema.Struct({ id: PartId, boards: Schema.optional(Boards) })]),
    ).check(
      Schema.isMinLength(1, { message: "at least one table" }),
      Schema.isMaxLength(1000, { message: "at most 1000 tables" }),
    ),
  ]),
  boards: Schema.optional(Boards),
  seed: Schema.optional(
    Schema.String.check(Schema.isMaxLength(200, { message: "a seed of 200 characters at most" })),
  ),
  pbn: Schema.optional(
    Schema.String.check(Schema.isMaxLength(5_000_000, { message: "a PBN file of 5 MB at most" })),
  ),
  edition: Schema.optional(Schema.Literals(["2017", "2007"])),
  screens: Schema.optional(Schema.Boolean),
  screenmates: Schema.optional(Schema.Literals(["NE/SW", "NW/SE"])),
  spectators: Schema.optional(SpectatorSettings),
  boardOver: Schema.optional(Schema.Literals(["all-tables", "table"])),
});
export type CreateSession = typeof CreateSession.Type;

/** `POST /api/sessions/:session/tokens` (the Director): another token of the session. */
export const IssueToken = Schema.Union([
  Schema.Struct({ role: Schema.Literal("player"), table: PartId, seat: SeatToken }),
  Schema.Struct({ role: Schema.Literals(["director", "committee", "scorer"]) }),
  Schema.Struct({
    role: Schema.Literal("spectator"),
    table: Schema.optional(PartId),
    seat: Schema.optional(SeatToken),
  }),
]);
export type IssueToken = typeof IssueToken.Type;

/** Path parameters. */
export const SessionParams = Schema.Struct({ session: PartId });
/** A token named by its id (the first 12 hex digits of its SHA-256, as `GET /api/me` and the logs give it). */
export const TokenParams = Schema.Struct({
  session: PartId,
  token: Schema.String.check(
    Schema.isPattern(/^[0-9a-f]{12}$/, { message: "a token id: 12 hex digits (GET /api/me gives it)" }),
  ),
});

/** `Idempotency-Key`: 1 to 200 visible ASCII characters, chosen by the client, one per command it may retry. */
export const IdempotencyKey = Schema.String.check(
  Schema.isPattern(/^[\x21-\x7e]{1,200}$/, { message: "1 to 200 visible ASCII characters" }),
);
export const BoardParams = Schema.Struct({ session: PartId, table: PartId, board: BoardParam });

/** `GET /api/sessions/:session/live` query: narrow the stream to a table or a board; a token for EventSource. */
export const LiveQuery = Schema.Struct({
  table: Schema.optional(PartId),
  board: Schema.optional(BoardParam),
  access_token: Schema.optional(Schema.String),
});

/** `POST .../commands`: the version the client decided on (optional), beside the command's own fields. */
export const ExpectedVersion = Schema.Number.check(
  Schema.isInt({ message: "a whole version number" }),
  Schema.isGreaterThanOrEqualTo(0, { message: "a version of 0 or more" }),
);
