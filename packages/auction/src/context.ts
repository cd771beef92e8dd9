import {
  type AuditEntry,
  type Call,
  lho,
  type PendingOption,
  partner,
  type RulingNeeded,
  SEAT_NAMES,
  type Seat,
  sideOf,
} from "@bridgelaw/cards";
import type { AuctionConsequence } from "./consequences.ts";
import type { AuctionDraft, InfoRecord, LeadRestriction, Obligation, RecordedCall, Review } from "./state.ts";

/** Appends an audit entry: a derived consequence as data, with its Law and the position of its cause (design §4). */
export function note(d: AuctionDraft, entry: AuditEntry<AuctionConsequence>): void;
/** @deprecated A sentence written inside a Law (`Said`): record the consequence as data instead (issue 34). */
export function note(d: AuctionDraft, position: number, law: string, text: string): void;
export function note(
  d: AuctionDraft,
  entry: AuditEntry<AuctionConsequence> | number,
  law?: string,
  text?: string,
): void {
  d.audit.push(
    (typeof entry === "number"
      ? { _tag: "Said", position: entry, law: law!, text: text! }
      : entry) as AuctionDraft["audit"][number],
  );
}

export const name = (s: Seat): string => SEAT_NAMES[s];

/** Appends a recorded call. */
export const record = (d: AuctionDraft, c: RecordedCall): void => {
  d.calls.push(c as AuctionDraft["calls"][number]);
};

/** Removes, in place, every element of a list that matches. */
export const removeWhere = <T>(list: T[], matches: (x: T) => boolean): void => {
  let kept = 0;
  for (let i = 0; i < list.length; i += 1) {
    const x = list[i]!;
    if (!matches(x)) {
      if (kept !== i) list[kept] = x;
      kept += 1;
    }
  }
  if (kept !== list.length) list.length = kept;
};

/** A ruling the auction needs. `blocking`: no call can be taken until the Director answers. */
export interface AuctionRuling extends RulingNeeded {
  readonly blocking?: boolean;
}

export const ask = (d: AuctionDraft, ruling: AuctionRuling): void => {
  d.rulingsNeeded.push(ruling as AuctionDraft["rulingsNeeded"][number]);
};

export const answered = (d: AuctionDraft, law: string, position: number): void =>
  removeWhere(d.rulingsNeeded, (r) => r.law === law && r.position === position);

export const blockingRuling = (a: {
  readonly rulingsNeeded: readonly RulingNeeded[];
}): AuctionRuling | undefined =>
  (a.rulingsNeeded as readonly AuctionRuling[]).find((r) => r.blocking === true);

export const offer = (d: AuctionDraft, option: PendingOption): void => {
  d.pending.push(option as AuctionDraft["pending"][number]);
};

export const withdrawOffer = (d: AuctionDraft, law: string): void =>
  removeWhere(d.pending, (p) => p.law === law);

/**
 * Records an obligation and its audit entry: by default `MustPass` (or `MustRepeat`) from the obligation's own
 * fields; a Law whose wording says more gives its own entry (or, while it is not yet data, its sentence).
 */
export const oblige = (
  d: AuctionDraft,
  o: Obligation,
  entry?: AuditEntry<AuctionConsequence> | string,
): void => {
  d.obligations.push(o);
  if (typeof entry === "string") note(d, o.from, o.law, entry);
  else if (entry !== undefined) note(d, entry);
  else if (o.kind === "pass")
    note(d, { _tag: "MustPass", position: o.from, law: o.law, seat: o.seat, scope: o.scope });
  else note(d, { _tag: "MustRepeat", position: o.from, law: o.law, seat: o.seat, call: o.call });
};

/** Law 16C: the information from a withdrawn or cancelled call is unauthorised for the offending side. */
export const information = (
  d: AuctionDraft,
  seat: Seat,
  call: Call,
  position: number,
  law: string,
  unauthorisedFor = sideOf(seat) as InfoRecord["unauthorisedFor"],
): void => {
  // One record a withdrawn call: a later Law that reaches the same call adds nothing.
  if (d.info.some((i) => i.position === position && i.unauthorisedFor === unauthorisedFor)) return;
  d.info.push({ seat, call, position, law, unauthorisedFor });
};

/** Law 26B (spec §1.5): a lead restriction on the offender's partner, pending until the end of the auction. */
export const restrictLead = (
  d: AuctionDraft,
  offender: Seat,
  law: string,
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
  note(
    d,
    position,
    law,
    `lead restriction (26B) pending on ${name(partner(offender))}: if ${name(offender)} defends, declarer may prohibit one suit at ${name(partner(offender))}'s first turn to lead`,
  );
};

/** Records an end-of-play review (as data; a sentence not yet turned into data is `Said`). */
export const review = (
  d: AuctionDraft,
  r: Review | { readonly law: string; readonly position: number; readonly text: string },
): void => {
  d.reviews.push(("_tag" in r ? r : { _tag: "Said", ...r }) as AuctionDraft["reviews"][number]);
};

export { lho, partner };
