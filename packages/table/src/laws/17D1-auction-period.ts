// Law 17D1: the opening lead faced ends the auction period, which the auction cannot see for itself. Until
// then a call may be changed after misinformation (21B1(a)); from then on the question and the change lapse
// (21B3 remains). (17D2, the hands of a passed-out board returned: laws/17D2-hands-returned.ts.)

import { peek } from "@bridgelaw/log";
import { openingLeadFaced } from "@bridgelaw/play";
import { auctionPeriodEnds } from "../rules/auction-period.ts";
import type { TableRecipe } from "../state.ts";

/** 17D1: a card of the play that faces the opening lead ends the auction period. */
export const law17D1LeadFaced =
  <E>(next: TableRecipe<E>): TableRecipe<E> =>
  (d, e, position) => {
    next(d, e, position);
    // (read as they stand, without drafting the auction: a card changes it only when its period ends here)
    const { play, auction } = peek(d);
    if (play === null || auction === null || auction.periodEnded !== null) return;
    if (openingLeadFaced(play)) auctionPeriodEnds(d, "17D1", position);
  };
