import { type AuditEntry, type LawId, lawIn, type Seat, type Side, sideOf } from "@bridgelaw/cards";
import { refusalReason } from "@bridgelaw/log";
import type { ClaimNamed, ClaimsConsequence, ClaimsQuestion, ClaimsRefusal } from "./consequences.ts";
import type { ClaimBoardDraft, ClaimRecord, ClaimsState } from "./state.ts";

/**
 * A fact the Laws of claims do not open now (no claim to agree to, a second claim while play is suspended …):
 * why, as data (`refusal`); the table refuses the event with it (`DomainRejection`).
 */
export class ClaimNotOpen extends Error {
  override readonly name = "ClaimNotOpen";
  readonly refusal: ClaimsRefusal;
  constructor(refusal: ClaimsRefusal) {
    super(refusalReason(refusal));
    this.refusal = refusal;
  }
}

/** Starts an event: the notes of the previous event are not this event's. */
export const begin = (b: ClaimBoardDraft): void => {
  if (b.claims.notes.length > 0) b.claims.notes = [];
  if (b.play.notes.length > 0) b.play.notes = [];
};

/** Appends an audit entry: a consequence as data, with its Law and the position of its cause. */
export const note = (b: ClaimBoardDraft, entry: AuditEntry<ClaimsConsequence>): void => {
  // written with the 2017 numbers: a 2007 board cites its Code's (68D2 → 68D)
  const law = lawIn(b.claims.edition, entry.law);
  b.claims.notes.push(
    (law === entry.law ? entry : { ...entry, law }) as ClaimBoardDraft["claims"]["notes"][number],
  );
};

/** Moves the notes a play recipe derived into the claims' notes (one trail, in order). */
export const takePlayNotes = (b: ClaimBoardDraft): void => {
  if (b.play.notes.length === 0) return;
  b.claims.notes.push(...b.play.notes);
  b.play.notes = [];
};

export const ask = (b: ClaimBoardDraft, question: ClaimsQuestion): void => {
  if (b.claims.rulingsNeeded.some((r) => r.law === question.law && r.position === question.position)) return;
  b.claims.rulingsNeeded.push(question as ClaimBoardDraft["claims"]["rulingsNeeded"][number]);
};

/** Removes the questions about a claim (all, or under one Law). */
export const unask = (b: ClaimBoardDraft, position: number, law?: LawId): void => {
  b.claims.rulingsNeeded = b.claims.rulingsNeeded.filter(
    (r) => !(r.position === position && (law === undefined || r.law === law)),
  );
};

/** The last claim, if any. */
export const lastClaim = (s: ClaimsState): ClaimRecord | undefined => s.claims[s.claims.length - 1];

/** The claim that suspends the play (68D) or ended it: not void, not cancelled. */
export const activeClaim = (s: ClaimsState): ClaimRecord | undefined => {
  const c = lastClaim(s);
  return c !== undefined && c.status !== "void" && c.status !== "cancelled" && c.status !== "current-trick"
    ? c
    : undefined;
};

/** A statement about the trick in progress only (68 preamble) made by `seat` in the trick now in progress. */
export const currentTrickStatement = (
  s: ClaimsState,
  seat: Seat,
  trick: number | undefined,
): ClaimRecord | undefined => {
  const c = lastClaim(s);
  return c !== undefined && c.status === "current-trick" && c.claimer === seat && c.trick === trick
    ? c
    : undefined;
};

/** Whether a claim suspends the play now (68D) or ended it. */
export const playSuspended = (s: ClaimsState): boolean => activeClaim(s) !== undefined;

/** Puts `next` in the place of the claim record `old` (a record is replaced whole, never changed in place). */
export const replaceClaim = (b: ClaimBoardDraft, old: ClaimRecord, next: ClaimRecord): void => {
  const claims = b.claims.claims;
  const i = claims.indexOf(old as (typeof claims)[number]);
  if (i >= 0) claims[i] = next as (typeof claims)[number];
};

/** The side that did not claim. */
export const otherSideOf = (c: ClaimRecord): Side => (c.side === "NS" ? "EW" : "NS");

/** Whether a seat is one of the claimer's opponents. */
export const isOpponent = (c: ClaimRecord, seat: Seat): boolean => sideOf(seat) !== c.side;

/** The claimer's side's tricks of those left, after the settlement and every correction (69B, 71). */
export const settledTricks = (c: ClaimRecord): number | null => {
  if (c.resolution === undefined) return null;
  let t = c.resolution.tricks;
  for (const x of c.corrections) t += x.to === c.side ? x.tricks : -x.tricks;
  return Math.max(0, Math.min(c.remaining, t));
};

/** A claim or concession as a consequence names it (its kind, claimer, tricks claimed and conceded). */
export const named = (c: ClaimRecord): ClaimNamed => ({
  kind: c.kind,
  claimer: c.claimer,
  claimed: c.tricks,
  conceded: c.remaining - c.tricks,
  remaining: c.remaining,
});
