import { Schema } from "effect";

/** Token schemas of design §3, shared by every event. */
export const SeatToken = Schema.Literals(["N", "E", "S", "W"]);
export const CardToken = Schema.String.check(
  Schema.isPattern(/^[SHDC][AKQJT98765432]$/, { message: "a card token such as SA, HT or C2" }),
);
export const CallToken = Schema.String.check(
  Schema.isPattern(/^(P|X|XX|[1-9][0-9]?(C|D|H|S|NT))$/, {
    message: "a call token: P, X, XX or a bid such as 1C, 3NT",
  }),
);
export const BoardNumber = Schema.Number.check(
  Schema.isInt({ message: "a whole board number" }),
  Schema.isGreaterThanOrEqualTo(1, { message: "a board number of 1 or more (Law 2)" }),
);
/** A Law id as the Laws number their clauses: `27`, `27A1`, `27B1(a)`, `64A2`. */
export const LawId = Schema.String.check(
  Schema.isPattern(/^[1-9][0-9]?([A-G]([1-9][0-9]?(\([a-z]\)(\([ivx]+\))?)?)?)?$/, {
    message: "a Law id such as 27, 27A1 or 27B1(a)",
  }),
);
