import { type Bid, partner, rho, type Seat } from "@bridgelaw/cards";
import { information, note, startReplacement } from "../context.ts";
import { barThroughout2007, type Relation } from "../rules/out-of-rotation.ts";
import type { AuctionDraft } from "../state.ts";

/**
 * Law 31: a bid out of rotation, cancelled (29B). 2017: 31A at RHO's turn, wait for RHO's call (31A1 repeat /
 * 31A2 comparable: a rule Law 32 shares, `rules/out-of-rotation.ts`); 31B at partner's turn or at LHO's turn
 * before the offender has called, the offender's call is judged as in 31A2. 2007 Code (its 31A2(b), 31B): 31B bars
 * partner throughout.
 */
export const law31BidOutOfRotation = (
  d: AuctionDraft,
  offender: Seat,
  call: Bid,
  rel: Relation,
  calledBefore: boolean,
  at: number,
  position: number,
): void => {
  if (rel === "rho") {
    d.afterOutOfRotation = { offender, call, at, law: "31A" };
    note(d, { _tag: "RepeatIfRhoPasses", position, law: "31A", seat: offender, call, rho: rho(offender) });
    return;
  }
  if (rel === "lho" && calledBefore) return; // 31C: a change of call, routed to Law 25.
  if (d.options.edition === "2007") {
    barThroughout2007(d, offender, call, at, position, "31B");
    return;
  }
  information(d, offender, call, at, "31B1");
  startReplacement(d, {
    offender,
    withdrawn: call,
    withdrawnAt: at,
    law: "31B2",
    onNotComparable: "partner-next-turn",
  });
  note(d, {
    _tag: "PartnerCallsFreely",
    position,
    law: "31B",
    offender,
    partner: partner(offender),
    ruledAs: "31A2",
  });
};
