import { bidStrain, isBid, type LawId, partner, type Seat, SUITS, type Suit, sideOf } from "@bridgelaw/cards";
import { ask, note } from "../context.ts";
import type { AuctionDraft, AuctionState, LeadRestriction } from "../state.ts";

/*
 * Law 26, the rule every rectification that restricts a lead shares (27B, 30–32 in the 2007 Code, 36B, 37B,
 * 38, 23 / 25B for a replacement not comparable): a restriction is pending on the offender's partner until
 * the end of the auction (26B), then active if the offender defends, void otherwise.
 */

/** Law 26B: a lead restriction on the offender's partner, pending until the end of the auction. */
export const restrictLead = (
  d: AuctionDraft,
  offender: Seat,
  law: LawId,
  from: number,
  position = from,
): void => {
  const r: LeadRestriction = {
    offender,
    restricted: partner(offender),
    law,
    from,
    status: "pending",
    suitsSpecified: null,
  };
  // The list is made anew when it changes (the table opens the play again when what it hands over is re-made).
  d.leadRestrictions = [...d.leadRestrictions, r as AuctionDraft["leadRestrictions"][number]];
  note(d, { _tag: "LeadRestrictionPending", position, law, offender, restricted: partner(offender) });
  // a ruling after the final pass (23A, 37B …): the auction is over, the restriction is ruled at once
  if (d.ended) leadRestrictionsAtEnd(d, position);
};

/** The offender's legal calls (26B: suits specified in the legal auction). */
const legalCallsOf = (a: AuctionState, seat: Seat) =>
  a.calls.filter((c) => c.seat === seat && c.status === "standing").map((c) => c.call);

/**
 * Law 26 at the end of the auction (T2): a pending lead restriction becomes active when the offender defends,
 * void otherwise. The suits the offender specified in the legal auction are a matter of judgement (26B, [J]):
 * none when he made no legal bid, else the Director says which.
 */
export const leadRestrictionsAtEnd = (d: AuctionDraft, position: number): void => {
  const contract = d.contract;
  d.leadRestrictions = d.leadRestrictions.map((r) => {
    if (r.status !== "pending") return r;
    if (!contract || sideOf(r.offender) === sideOf(contract.declarer))
      return { ...r, status: "void", waived: "declaring-side" };
    const bids = legalCallsOf(d, r.offender).filter(isBid);
    const active = { ...r, status: "active" as const, suitsSpecified: bids.length === 0 ? [] : null };
    return d.options.edition === "2007" ? law2007Lead(d, active) : active;
  });
  for (const r of d.leadRestrictions) {
    if (r.status !== "active") continue;
    note(d, {
      _tag: "LeadRestrictionActive",
      position,
      law: r.law,
      offender: r.offender,
      restricted: r.restricted,
      specified: r.suitsSpecified === null ? "unknown" : r.suitsSpecified.length === 0 ? "none" : "ruled",
    });
    if (r.suitsSpecified === null) {
      ask(d, {
        _tag: "WhichSuitsSpecified",
        law: r.law === "26A" ? "26A" : "26B",
        position: r.from,
        seat: r.offender,
      });
    }
  }
};

/**
 * The 2007 Code's Law 26. 26A: a withdrawn call related to one suit (a bid in it), that suit not specified
 * later by the offender in the legal auction: declarer may require or forbid the lead of that suit (the
 * Director rules which suits the offender specified when he made legal bids). 26B: any other withdrawn call
 * (pass, double, redouble, notrump): declarer may forbid any one suit, whatever the offender specified.
 */
const law2007Lead = <R extends LeadRestriction>(d: AuctionDraft, r: R): R => {
  const withdrawn = d.calls.find((c) => c.position === r.from && c.seat === r.offender)?.call;
  const strain = withdrawn !== undefined && isBid(withdrawn) ? bidStrain(withdrawn) : "NT";
  if (strain === "NT") return { ...r, law: "26B", suitsSpecified: [] };
  return law2007SuitSpecified({ ...r, law: "26A", mayRequire: [strain] });
};

/** 2007 Code 26A: no lead penalty once the offender specified the withdrawn call's suit legally. */
export const law2007SuitSpecified = <R extends LeadRestriction>(r: R): R =>
  r.law === "26A" &&
  r.status === "active" &&
  r.suitsSpecified !== null &&
  (r.mayRequire ?? []).every((s) => r.suitsSpecified?.includes(s))
    ? { ...r, status: "void", waived: "suit-specified" }
    : r;

/** Suits declarer may prohibit under 26B: those the offender did not specify in the legal auction. */
export const prohibitableSuits = (r: LeadRestriction): Suit[] =>
  SUITS.filter((s) => !(r.suitsSpecified ?? []).includes(s));
