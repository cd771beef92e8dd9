import { type Call, type LawId, lawIn, lho, partner, type Seat, sideOf } from "@bridgelaw/cards";
import { DomainRejection, peek } from "@bridgelaw/log";
import type { AuctionEntry, AuctionOption, AuctionQuestion, AuctionReview } from "./consequences.ts";
import type { AuctionDraft, InfoRecord, Obligation, RecordedCall, ReplacementCheck } from "./state.ts";

/**
 * Appends an audit entry: a derived consequence as data, with its Law and the position of its cause. The
 * Laws here are written with the 2017 numbers; a 2007 board's audit cites the 2007 Code's (`lawIn`).
 */
export const note = (d: AuctionDraft, entry: AuctionEntry): void => {
  const law = lawIn(d.options.edition, entry.law);
  d.audit.push((law === entry.law ? entry : { ...entry, law }) as AuctionDraft["audit"][number]);
};

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

/** Asks the Director a question (`blocking`: no call can be taken until he answers). */
export const ask = (d: AuctionDraft, ruling: AuctionQuestion): void => {
  d.rulingsNeeded.push(ruling as AuctionDraft["rulingsNeeded"][number]);
};

export const answered = (d: AuctionDraft, law: LawId, position: number): void =>
  removeWhere(d.rulingsNeeded, (r) => r.law === law && r.position === position);

export const blockingRuling = (a: {
  readonly rulingsNeeded: readonly AuctionQuestion[];
}): AuctionQuestion | undefined => peek(peek(a).rulingsNeeded).find((r) => r.blocking === true);

/**
 * Starts a replacement check in the auction's one slot (`replacement`: 25B, 30B1(b), 31B2, 32B2, 36B3). While
 * another replacement awaits the Director's blocking ruling on whether it is comparable (27B1, 27B4, 23A),
 * that ruling comes first (9B: the Director rules in order): the auction waits for it.
 */
export const startReplacement = (d: AuctionDraft, check: ReplacementCheck): void => {
  waitForReplacementRuling(d);
  d.replacement = check as AuctionDraft["replacement"];
};

/**
 * 9B: a replacement in the auction's one slot awaits the Director's blocking ruling on whether it is comparable
 * (27B1, 27B4, 23A): nothing that would take the slot from it is done before he rules (AuctionWaitsForRuling).
 */
export const waitForReplacementRuling = (d: AuctionDraft): void => {
  const waiting = peek(peek(d).replacement);
  if (waiting?.madeAt === undefined) return;
  const question = peek(peek(d).rulingsNeeded).find(
    (r) => r.position === waiting.madeAt && r.blocking === true,
  );
  if (question !== undefined)
    throw new DomainRejection({
      _tag: "AuctionWaitsForRuling",
      law: question.law,
      about: question.position,
    });
};

/** Opens an option to a player (10C1). */
export const offer = (d: AuctionDraft, option: AuctionOption): void => {
  d.pending.push(option as AuctionDraft["pending"][number]);
};

export const withdrawOffer = (d: AuctionDraft, law: LawId): void =>
  removeWhere(d.pending, (p) => p.law === law);

/**
 * Records an obligation and its audit entry: by default `MustPass` (or `MustRepeat`) from the obligation's own
 * fields; a Law whose wording says more gives its own entry.
 */
export const oblige = (d: AuctionDraft, o: Obligation, entry?: AuctionEntry): void => {
  d.obligations.push(o);
  if (entry !== undefined) note(d, entry);
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
  law: LawId,
  unauthorisedFor = sideOf(seat) as InfoRecord["unauthorisedFor"],
): void => {
  // One record a withdrawn call: a later Law that reaches the same call adds nothing.
  if (d.info.some((i) => i.position === position && i.unauthorisedFor === unauthorisedFor)) return;
  d.info.push({ seat, call, position, law: lawIn(d.options.edition, law), unauthorisedFor });
};

/** Records an end-of-play review (as data). */
export const review = (d: AuctionDraft, r: AuctionReview): void => {
  d.reviews.push(r as AuctionDraft["reviews"][number]);
};

export { lho, partner };
