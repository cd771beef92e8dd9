// The end of the auction period (17D), which the auction cannot see for itself: the opening lead faced (17D1)
// or the hands of a passed-out board returned (17D2). Shared by both Laws, below them (one way down).
import { law17D2NoRectification, law17DAuctionPeriodEnds } from "@bridgelaw/auction";
import { updateAuction } from "../phases/auction.ts";
import type { TableDraft } from "../state.ts";

/** Tells the auction its period is over (17D1, 17D2), once. */
export const auctionPeriodEnds = (d: TableDraft, law: "17D1" | "17D2", position: number): void => {
  const a = d.auction;
  if (a === null || a.periodEnded !== null) return;
  updateAuction(d, position, (x) => law17DAuctionPeriodEnds(x, law, position));
};

/**
 * 17D2 before any rectification (WBFLC Ex 14): hands returned right after the pass that 17D3 would cancel (no
 * event between: nobody drew attention, no Director) leave the board passed out. True when it applied.
 */
export const handsReturnedBeforeRectification = (d: TableDraft, position: number): boolean => {
  const a = d.auction;
  const last = a?.calls.at(-1)?.position;
  if (a === null || a.ended || last !== position - 1) return false;
  let applied = false;
  updateAuction(d, position, (x) => {
    applied = law17D2NoRectification(x, last, position);
  });
  return applied;
};
