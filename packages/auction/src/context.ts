import {
  type AuditEntry,
  type Call,
  lho,
  otherSide,
  type PendingOption,
  partner,
  type RulingNeeded,
  SEAT_NAMES,
  type Seat,
  sideOf,
} from "@bridgelaw/cards";
import type { AuctionState, InfoRecord, LeadRestriction, Obligation, Review } from "./state.ts";

/** Appends audit entries (every derived consequence with its Law, design §4). */
export const note = (a: AuctionState, position: number, law: string, text: string): AuctionState => ({
  ...a,
  audit: a.audit.concat({ position, law, text } satisfies AuditEntry),
});

export const name = (s: Seat): string => SEAT_NAMES[s];

/** A ruling the auction needs. `blocking`: no call can be taken until the Director answers. */
export interface AuctionRuling extends RulingNeeded {
  readonly blocking?: boolean;
}

export const ask = (a: AuctionState, ruling: AuctionRuling): AuctionState => ({
  ...a,
  rulingsNeeded: a.rulingsNeeded.concat(ruling),
});

export const answered = (a: AuctionState, law: string, position: number): AuctionState => ({
  ...a,
  rulingsNeeded: a.rulingsNeeded.filter((r) => !(r.law === law && r.position === position)),
});

export const blockingRuling = (a: AuctionState): AuctionRuling | undefined =>
  (a.rulingsNeeded as readonly AuctionRuling[]).find((r) => r.blocking === true);

export const offer = (a: AuctionState, option: PendingOption): AuctionState => ({
  ...a,
  pending: a.pending.concat(option),
});

export const withdrawOffer = (a: AuctionState, law: string): AuctionState => ({
  ...a,
  pending: a.pending.filter((p) => p.law !== law),
});

export const oblige = (a: AuctionState, o: Obligation, text: string): AuctionState =>
  note({ ...a, obligations: a.obligations.concat(o) }, o.from, o.law, text);

/** Law 16C: the information from a withdrawn or cancelled call is unauthorised for the offending side. */
export const information = (
  a: AuctionState,
  seat: Seat,
  call: Call,
  position: number,
  law: string,
  unauthorisedFor = sideOf(seat) as InfoRecord["unauthorisedFor"],
): AuctionState =>
  // One record a withdrawn call: a later Law that reaches the same call adds nothing.
  a.info.some((i) => i.position === position && i.unauthorisedFor === unauthorisedFor)
    ? a
    : { ...a, info: a.info.concat({ seat, call, position, law, unauthorisedFor }) };

/** Law 26B (spec §1.5): a lead restriction on the offender's partner, pending until the end of the auction. */
export const restrictLead = (
  a: AuctionState,
  offender: Seat,
  law: string,
  from: number,
  position = from,
): AuctionState => {
  const r: LeadRestriction = {
    offender,
    restricted: partner(offender),
    law,
    from,
    status: "pending",
    suitsSpecified: null,
  };
  return note(
    { ...a, leadRestrictions: a.leadRestrictions.concat(r) },
    position,
    law,
    `lead restriction (26B) pending on ${name(partner(offender))}: if ${name(offender)} defends, declarer may prohibit one suit at ${name(partner(offender))}'s first turn to lead`,
  );
};

/** Waives the pending lead restrictions created by the irregularity at `from` (26A comparable, 36A, 37A, 38D …). */
export const waiveLeadRestriction = (a: AuctionState, from: number, why: string): AuctionState => ({
  ...a,
  leadRestrictions: a.leadRestrictions.map((r) =>
    r.from === from && r.status === "pending" ? { ...r, status: "void", waived: why } : r,
  ),
});

export const review = (a: AuctionState, r: Review): AuctionState => ({ ...a, reviews: a.reviews.concat(r) });

/** The non-offending side of an offender. */
export const nonOffending = (offender: Seat) => otherSide(sideOf(offender));

export { lho, partner };

export const sideOfSeat = (s: Seat) => sideOf(s);
