// The end of the auction period (17D), which the auction cannot see for itself: the opening lead faced (17D1)
// or the hands of a passed-out board returned (17D2). Shared by both Laws, below them (one way down).
import { law17DAuctionPeriodEnds } from "@bridgelaw/auction";
import { updateAuction } from "../phases/auction.ts";
import type { TableDraft } from "../state.ts";

/** Tells the auction its period is over (17D1, 17D2), once. */
export const auctionPeriodEnds = (d: TableDraft, law: "17D1" | "17D2", position: number): void => {
  const a = d.auction;
  if (a === null || a.periodEnded !== null) return;
  updateAuction(d, position, (x) => law17DAuctionPeriodEnds(x, law, position));
};
