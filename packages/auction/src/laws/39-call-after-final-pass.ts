import { type Call, lho, type Seat, sideOf } from "@bridgelaw/cards";
import { ask, information, note, record } from "../context.ts";
import type { AuctionDraft, LeadRestriction } from "../state.ts";

/**
 * Law 39 (35D): a call after the final pass is cancelled (39A). A bid, double or redouble by a defender,
 * his LHO not having called since, lets declarer prohibit a suit at the partner's first lead (39C); a pass by
 * a defender, any call by declarer or dummy, or LHO's call before rectification: nothing more (39B).
 */
export const law39CallAfterFinalPass = (
  d: AuctionDraft,
  offender: Seat,
  call: Call,
  position: number,
): void => {
  record(d, { seat: offender, call, position, turn: null, status: "cancelled", law: "39A" });
  information(d, offender, call, position, "39A");
  // 39B: LHO's call after the infraction waives the 39C restriction created by it.
  d.leadRestrictions = d.leadRestrictions.map((r) =>
    r.law === "39C" && r.status === "active" && lho(r.offender) === offender && r.from < position
      ? { ...r, status: "void", waived: "lho-called" }
      : r,
  );
  const contract = d.contract;
  const defender = contract != null && sideOf(offender) !== sideOf(contract.declarer);
  if (!defender || call === "P") {
    note(d, { _tag: "CallAfterFinalPass", position, law: "39B", seat: offender, call });
    return;
  }
  const bids = d.calls.filter(
    (c) =>
      c.seat === offender && c.status === "standing" && c.call !== "P" && c.call !== "X" && c.call !== "XX",
  );
  const r: LeadRestriction = {
    offender,
    restricted: lho(lho(offender)),
    law: "39C",
    from: position,
    status: "active",
    suitsSpecified: bids.length === 0 ? [] : null,
  };
  d.leadRestrictions = [...d.leadRestrictions, r as AuctionDraft["leadRestrictions"][number]];
  if (r.suitsSpecified === null) {
    ask(d, { _tag: "WhichSuitsSpecified", law: "26B", position, seat: offender });
  }
  note(d, {
    _tag: "CallAfterFinalPassRestrictsLead",
    position,
    law: "39C",
    seat: offender,
    call,
    restricted: r.restricted,
  });
};
