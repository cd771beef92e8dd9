import { type Call, type Card, isCard, type LawId as LawIdType, type Seat } from "@bridgelaw/cards";
import { lazy } from "@bridgelaw/log";
import * as Schema from "effect/Schema";

/*
 * Token schemas of the log (seats, calls, cards, deals), shared by every event and command. Each is typed with
 * the token type of `@bridgelaw/cards` (`Seat`, `Card`, `Call`), so a decoded event's `card` is a `Card`: the
 * pattern is what the log's reader checks (and what the JSON Schema says), the refinement only tells
 * TypeScript what it proved.
 * `valueKind` names what a field holds, as data, for a refusal saying which field is wrong and what it
 * expects (`@bridgelaw/log`'s EventDecodeError `expected`).
 */

const CARD = /^[SHDC][AKQJT98765432]$/;
const CALL = /^(P|X|XX|[1-9][0-9]?(C|D|H|S|NT))$/;

/** A call token as the log writes it: `P`, `X`, `XX` or a bid, up to `99NT` (38: a bid above seven is made). */
export const isCallToken = (u: unknown): u is Call => typeof u === "string" && CALL.test(u);

export const SeatToken = lazy(() =>
  Schema.Literals(["N", "E", "S", "W"] satisfies Seat[]).annotate({
    valueKind: "seat",
  }),
);
export const CardToken = lazy(() =>
  Schema.String.check(
    Schema.isPattern(CARD, { message: "a card token such as SA, HT or C2", valueKind: "card" }),
  ).pipe(Schema.refine((s: string): s is Card => isCard(s), { valueKind: "card" })),
);
export const CallToken = lazy(() =>
  Schema.String.check(
    Schema.isPattern(CALL, {
      message: "a call token: P, X, XX or a bid such as 1C, 3NT",
      valueKind: "call",
    }),
  ).pipe(Schema.refine((s: string): s is Call => isCallToken(s), { valueKind: "call" })),
);
/** Law 2: a board number is a whole number (a safe integer) from 1 up. */
export const BoardNumber = lazy(() =>
  Schema.Number.check(
    Schema.isInt({ message: "a whole board number", valueKind: "board-number" }),
    Schema.isGreaterThanOrEqualTo(1, {
      message: "a board number of 1 or more (Law 2)",
      valueKind: "board-number",
    }),
  ),
);
/**
 * A number the log carries exactly (`@bridgelaw/log`'s number rule): finite, and within ±(2^53 − 1), so an
 * integer is a safe one. Every number of an event is one of these or narrower: what a writer records, the
 * log's reader takes back (Infinity would be written `null`, 2^53 + 1 as 2^53).
 */
export const LogNumber = lazy(() =>
  Schema.Number.check(
    Schema.isBetween(
      { minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER },
      {
        message: "a number the log carries exactly (finite, at most 2^53 − 1 either side of 0)",
        valueKind: "log-number",
      },
    ),
  ),
);
/** A number of tricks: 0 to 13 (Laws 64, 69–71, 79). */
export const Tricks = lazy(() =>
  Schema.Number.check(
    Schema.isInt({ message: "a whole number of tricks", valueKind: "tricks" }),
    Schema.isBetween({ minimum: 0, maximum: 13 }, { message: "from 0 to 13 tricks", valueKind: "tricks" }),
  ),
);
/** Laws 44–67: a trick's number, 1 to 13. */
export const TrickNumber = lazy(() =>
  Schema.Number.check(
    Schema.isInt({ message: "a trick number", valueKind: "trick" }),
    Schema.isBetween({ minimum: 1, maximum: 13 }, { message: "a trick from 1 to 13", valueKind: "trick" }),
  ),
);
/** The position of an event in the board's log (1 for its first line): what a later event is `about`. */
export const LogPosition = lazy(() =>
  Schema.Number.check(
    Schema.isInt({ message: "a position in the log", valueKind: "position" }),
    Schema.isGreaterThanOrEqualTo(1, { message: "a position in the log, 1 or more", valueKind: "position" }),
  ),
);
/** A Law id as the Laws number their clauses: `27`, `27A1`, `27B1(a)`, `64A2`. */
export const LawId = lazy(() =>
  Schema.String.check(
    Schema.isPattern(/^[1-9][0-9]?([A-G]([1-9][0-9]?(\([a-z]\)(\([ivx]+\))?)?)?)?$/, {
      message: "a Law id such as 27, 27A1 or 27B1(a)",
      valueKind: "law",
    }),
  ).pipe(Schema.refine((s: string): s is LawIdType => /^[0-9]/.test(s), { valueKind: "law" })),
);
