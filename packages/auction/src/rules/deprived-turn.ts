import { information, note } from "../context.ts";
import { deprivedSeat, isStanding, withSummary } from "../standing.ts";
import type { AuctionDraft } from "../state.ts";

/**
 * Law 17D3 (and 34), a rule every call that stands shares: a call followed by three passes, one of them out of
 * rotation and depriving a player of his turn, does not end the auction: it reverts to that player, every
 * later pass is cancelled, and each player who passed out of rotation is an offender (16C). No other
 * rectification (17D3 is silent on a Law 30 bar: none, a default).
 */
export const law17D3RightToCall = (d: AuctionDraft, position: number): void => {
  if (!d.ended) return;
  const found = deprivedSeat(d.calls.filter(isStanding), d.dealer);
  if (found === null) return;
  const cancelled = new Set(found.cancel.map((c) => c.position));
  d.revertTo = found.seat;
  for (const c of d.calls) {
    if (cancelled.has(c.position)) {
      c.status = "cancelled";
      c.law = "17D3";
    }
  }
  withSummary(d);
  for (const c of found.cancel) {
    if (c.flags?.includes("accepted-out-of-rotation") || (c.turn !== null && c.turn !== c.seat)) {
      information(d, c.seat, c.call, c.position, "17D3");
    }
  }
  note(d, { _tag: "DeprivedOfTurn", position, law: "17D3", seat: found.seat, cancelled: [...cancelled] });
};
