import { lawIn } from "@bridgelaw/cards";
import { answered, note, withdrawOffer } from "../context.ts";
import { endOfAuction } from "../rules/end-of-auction.ts";
import { isStanding, withSummary } from "../standing.ts";
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

/**
 * Law 17D2 before any rectification (WBFLC commentary, Ex 14): a pass out of rotation made the last of four
 * passes while a player was deprived of his turn (17D3 would revert the auction to him), and the four hands
 * went back into the board before anyone drew attention to it or called the Director: there can be no
 * rectification. The passes 17D3 cancelled stand, the board is passed out, and the auction period is over.
 * Applies only when the hands are returned right after that pass (`last`: the last call's position) and the
 * auction so restored is four passes; otherwise 17D3 stands. True when it applied.
 */
export const law17D2NoRectification = (d: AuctionDraft, last: number, position: number): boolean => {
  if (d.revertTo === null || d.calls.at(-1)?.position !== last) return false;
  const reverted = [...d.audit].reverse().find((a) => a._tag === "DeprivedOfTurn");
  if (reverted === undefined || reverted._tag !== "DeprivedOfTurn" || reverted.position !== last)
    return false;
  const restored = new Set(reverted.cancelled);
  const after = d.calls.filter((c) => isStanding(c) || restored.has(c.position));
  if (!after.every((c) => c.call === "P")) return false;
  for (const c of d.calls) {
    if (restored.has(c.position) && c.status === "cancelled" && c.law === "17D3") {
      c.status = "standing";
      c.law = "17D2";
    }
  }
  d.info = d.info.filter((i) => !(restored.has(i.position) && i.law === lawIn(d.options.edition, "17D3")));
  d.revertTo = null;
  withSummary(d);
  note(d, { _tag: "NoRectificationHandsReturned", position, law: "17D2", restored: [...restored] });
  if (d.ended) endOfAuction(d, position);
  return true;
};
