import { type Call, type Card, isCard, type LawId as LawIdType, type Seat } from "@bridgelaw/cards";
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

export const SeatToken = Schema.Literals(["N", "E", "S", "W"] satisfies Seat[]).annotate({
  valueKind: "seat",
});
export const CardToken = Schema.String.check(
  Schema.isPattern(CARD, { message: "a card token such as SA, HT or C2", valueKind: "card" }),
).pipe(Schema.refine((s: string): s is Card => isCard(s), { valueKind: "card" }));
export const CallToken = Schema.String.check(
  Schema.isPattern(CALL, {
    message: "a call token: P, X, XX or a bid such as 1C, 3NT",
    valueKind: "call",
  }),
).pipe(Schema.refine((s: string): s is Call => isCallToken(s), { valueKind: "call" }));
/** Law 2: a board number is a whole number (a safe integer) from 1 up. */
export const BoardNumber = Schema.Number.check(
  Schema.isInt({ message: "a whole board number", valueKind: "board-number" }),
  Schema.isGreaterThanOrEqualTo(1, {
    message: "a board number of 1 or more (Law 2)",
    valueKind: "board-number",
  }),
);
/** A Law id as the Laws number their clauses: `27`, `27A1`, `27B1(a)`, `64A2`. */
export const LawId = Schema.String.check(
  Schema.isPattern(/^[1-9][0-9]?([A-G]([1-9][0-9]?(\([a-z]\)(\([ivx]+\))?)?)?)?$/, {
    message: "a Law id such as 27, 27A1 or 27B1(a)",
    valueKind: "law",
  }),
).pipe(Schema.refine((s: string): s is LawIdType => /^[0-9]/.test(s), { valueKind: "law" }));
