import { type Call, lho, type Seat, sideOf } from "@bridgelaw/cards";
import { ask, information, name, note, record } from "../context.ts";
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
      ? { ...r, status: "void", waived: "39B: LHO called" }
      : r,
  );
  const contract = d.contract;
  const defender = contract != null && sideOf(offender) !== sideOf(contract.declarer);
  if (!defender || call === "P") {
    note(
      d,
      position,
      "39B",
      `${name(offender)}'s ${call} after the final pass is cancelled (39A); no further rectification (39B)`,
    );
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
    ask(d, {
      _tag: "Said",
      law: "26B",
      position,
      question: `which suits did ${name(offender)} specify in the legal auction (26B)? Answer with the suits, e.g. "C,D", or "none"`,
    });
  }
  note(
    d,
    position,
    "39C",
    `${name(offender)}'s ${call} after the final pass is cancelled (39A); at ${name(r.restricted)}'s first turn to lead declarer may prohibit one suit not specified by ${name(offender)} (39C)`,
  );
};
