// Law 17D: the end of the auction period, which the auction cannot see for itself: the opening lead faced
// (17D1), or the hands of a passed-out board returned (17D2). Until then a call may be changed after
// misinformation (21B1(a)); from then on the question and the change lapse (21B3 remains).

import { law17DAuctionPeriodEnds } from "@bridgelaw/auction";
import { openingLeadFaced } from "@bridgelaw/play";
import { updateAuction } from "../phases/auction.ts";
import type { TableDraft, TableRecipe } from "../state.ts";

/** Tells the auction its period is over (17D1, 17D2), once. */
export const auctionPeriodEnds = (d: TableDraft, law: "17D1" | "17D2", position: number): void => {
  const a = d.auction;
  if (a === null || a.periodEnded !== null) return;
  updateAuction(d, position, (x) => law17DAuctionPeriodEnds(x, law, position));
};

/** 17D1: a card of the play that faces the opening lead ends the auction period. */
export const law17D1LeadFaced =
  <E>(next: TableRecipe<E>): TableRecipe<E> =>
  (d, e, position) => {
    next(d, e, position);
    if (d.play === null || d.auction === null || d.auction.periodEnded !== null) return;
    if (openingLeadFaced(d.play)) auctionPeriodEnds(d, "17D1", position);
  };
