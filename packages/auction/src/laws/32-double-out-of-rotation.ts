import { type Call, partner, rho, type Seat } from "@bridgelaw/cards";
import { information, note, startReplacement } from "../context.ts";
import { barThroughout2007, type Relation } from "../rules/out-of-rotation.ts";
import type { AuctionDraft } from "../state.ts";

/**
 * Law 32: a double or redouble out of rotation (admissible; an inadmissible one is 36B4), cancelled (29B).
 * 2017: 32A at RHO's turn (repeat if RHO passes, 32A1; else 32A2 comparable: a rule Law 31 shares,
 * `rules/out-of-rotation.ts`); 32B at partner's turn (32B2). 2007 Code (its 32A): at partner's turn, partner
 * passes throughout.
 */
export const law32DoubleOutOfRotation = (
  d: AuctionDraft,
  offender: Seat,
  call: Call,
  rel: Relation,
  at: number,
  position: number,
): void => {
  if (rel === "rho") {
    d.afterOutOfRotation = { offender, call, at, law: "32A" };
    // at RHO's turn: 2017 32A, 2007 32B
    const law = d.options.edition === "2007" ? "32B" : "32A";
    note(d, { _tag: "RepeatIfRhoPasses", position, law, seat: offender, call, rho: rho(offender) });
    return;
  }
  if (rel === "lho") return; // 32C: a change of call, routed to Law 25.
  if (d.options.edition === "2007") {
    barThroughout2007(d, offender, call, at, position, "32A");
    return;
  }
  information(d, offender, call, at, "32B1");
  startReplacement(d, {
    offender,
    withdrawn: call,
    withdrawnAt: at,
    law: "32B2",
    onNotComparable: "partner-next-turn",
  });
  note(d, {
    _tag: "PartnerCallsFreely",
    position,
    law: "32B",
    offender,
    partner: partner(offender),
    ruledAs: "32A2",
  });
};
