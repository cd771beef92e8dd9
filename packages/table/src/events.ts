import { Schema } from "effect";

/**
 * The log's event vocabulary, version 1 (design §3). Each event is one JSON object per line with a `type`.
 * The union grows additively within major version 1: a v1 log stays valid forever. Every line may also
 * carry the envelope fields `at` (ISO time), `by`, `note` and, sealed, `seq`, `prev`, `hash`: they are not
 * part of the event and stay in the line's record (`@bridgelaw/log`).
 */
export const LOG_FORMAT_VERSION = 1;

const Seat = Schema.Literals(["N", "E", "S", "W"]);
const CardToken = Schema.String.check(
  Schema.isPattern(/^[SHDC][AKQJT98765432]$/, { message: "a card token such as SA, HT or C2" }),
);
const CallToken = Schema.String.check(
  Schema.isPattern(/^(P|X|XX|[1-9][0-9]?(C|D|H|S|NT))$/, {
    message: "a call token: P, X, XX or a bid such as 1C, 3NT",
  }),
);
const BoardNumber = Schema.Number.check(
  Schema.isInt({ message: "a whole board number" }),
  Schema.isGreaterThanOrEqualTo(1, { message: "a board number of 1 or more (Law 2)" }),
);

/** The board is taken out: its number, the deal, and the conditions of play. Exactly one, first. */
export const BoardStarted = Schema.Struct({
  type: Schema.Literal("BoardStarted"),
  board: BoardNumber,
  /** PBN deal string; validated by Law 6/7 when replayed. */
  deal: Schema.String,
  /** Markings of a non-conforming board override Law 2 (Law 2, last paragraph); default computed. */
  dealer: Schema.optional(Seat),
  vulnerability: Schema.optional(Schema.Literals(["None", "NS", "EW", "All"])),
  /** The Code the board is ruled under; default 2017. */
  edition: Schema.optional(Schema.Literals(["2017", "2007"])),
  /** A regulation profile by name, e.g. "FFB". */
  profile: Schema.optional(Schema.String),
  /** Played with screens (auction rectification under screens is not supported). */
  screens: Schema.optional(Schema.Boolean),
  /** Name of the event or session, and the table, for grouping results. */
  event: Schema.optional(Schema.String),
  table: Schema.optional(Schema.String),
  /** Pair (or team) ids sitting North-South and East-West at this table. */
  pairs: Schema.optional(
    Schema.Struct({ NS: Schema.optional(Schema.String), EW: Schema.optional(Schema.String) }),
  ),
});
export type BoardStarted = typeof BoardStarted.Type;

/** A call made at the table (Laws 17–39): a fact, legal or not. */
export const CallMade = Schema.Struct({
  type: Schema.Literal("CallMade"),
  seat: Seat,
  call: CallToken,
});
export type CallMade = typeof CallMade.Type;

/** A card played to a trick (Laws 41–67); from dummy, `seat` is dummy's seat. */
export const CardPlayed = Schema.Struct({
  type: Schema.Literal("CardPlayed"),
  seat: Seat,
  card: CardToken,
});
export type CardPlayed = typeof CardPlayed.Type;

/** Every event type of log format v1. */
export const EVENT_TYPES = ["BoardStarted", "CallMade", "CardPlayed"] as const;
export const TableEvent = Schema.Union([BoardStarted, CallMade, CardPlayed]);
export type TableEvent = typeof TableEvent.Type;
