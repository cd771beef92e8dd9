import { answered, note, withdrawOffer } from "../context.ts";
import type { AuctionDraft } from "../state.ts";

/**
 * Law 17D: the auction period ends when the opening lead is faced (17D1), or, on a passed-out board, when the
 * four hands are back in the board (17D2). No call may be changed after it: a 21B1 question still open and a
 * change still offered (21B1(a), 21B2) lapse; the Director's remedy is then 21B3 at the end of play. (17D3,
 * three passes after a player was deprived of his turn, is a rule every call that stands shares:
 * `rules/deprived-turn.ts`.)
 */
export const law17DAuctionPeriodEnds = (d: AuctionDraft, law: "17D1" | "17D2", position: number): void => {
  if (d.periodEnded !== null) return;
  d.periodEnded = position;
  const asked = d.rulingsNeeded.filter((r) => r.law === "21B1").map((r) => r.position);
  const offered = d.pending.filter((p) => p.law === "21B1" || p.law === "21B2");
  for (const about of asked) answered(d, "21B1", about);
  withdrawOffer(d, "21B1");
  withdrawOffer(d, "21B2");
  if (asked.length === 0 && offered.length === 0) return;
  note(d, { _tag: "AuctionPeriodOver", position, law });
};
