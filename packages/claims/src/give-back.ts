import type { DirectorRuled, LawId, Seat } from "@bridgelaw/cards";
import type { ClaimsConsequence, ClaimsConsequences, ClaimsQuestion } from "./consequences.ts";
import { endPlayByClaim } from "./resolve.ts";
import type { ClaimBoardDraft, ClaimRecord } from "./state.ts";
import { ask, ClaimNotOpen, note, otherSideOf, replaceClaim, unask } from "./step.ts";

/**
 * Tricks given back after a claim settled, the rule Laws 69B (an agreement withdrawn) and 71 (a concession
 * cancelled) share: those no play could have lost are given back at once, the Director rules on the rest.
 */

/** Tricks already given back under the Law whose ids start with `law` ("69B", "71"). */
export const givenBack = (claim: ClaimRecord, law: LawId): number =>
  claim.corrections.filter((x) => x.law.startsWith(law)).reduce((n, x) => n + x.tricks, 0);

/** Why tricks are given back: no play could have given them (69B2) or lost them (71B), or the Director rules so. */
type GiveBackReason = ClaimsConsequences["TricksGivenBack"]["reason"];

export interface GiveBackRequest {
  readonly law: "69B" | "71";
  readonly seat: Seat;
  readonly position: number;
  /** Tricks the side asks back (undefined: "a trick", the Director says how many). */
  readonly asked: number | undefined;
  /** Tricks no play of the remaining cards could have lost: given back at once under `sureLaw`. */
  readonly sure: number;
  readonly sureLaw: LawId;
  readonly sureReason: GiveBackReason;
  /** The question for the Director on the rest (its Law and position are the request's). */
  readonly question: Extract<
    ClaimsConsequence,
    { readonly _tag: "AgreementWithdrawnQuestion" | "ConcessionCancelQuestion" }
  >;
}

/** Gives back the sure tricks, then asks the Director for any the side asked beyond them. */
export const requestGiveBack = (b: ClaimBoardDraft, claim: ClaimRecord, q: GiveBackRequest): void => {
  let c = claim;
  if (q.sure > 0) {
    correct(b, c, q.sureLaw, q.sure, q.position, q.sureReason);
    c = b.claims.claims.find((x) => x.position === claim.position)!;
  }
  if (q.asked === undefined ? q.sure > 0 : q.asked <= q.sure) return;
  const request = {
    law: q.law,
    seat: q.seat,
    position: q.position,
    ...(q.asked !== undefined && { tricks: q.asked - q.sure }),
  };
  replaceClaim(b, c, { ...c, requests: [...c.requests, request] });
  const question: ClaimsQuestion = { ...q.question, law: q.law, position: q.position };
  ask(b, question);
};

export interface GiveBackRuling {
  readonly law: "69B" | "71";
  /** At most this many tricks can be given back. */
  readonly most: number;
  /** The clause recorded for the tricks given back: the ruling's own when it is one of these. */
  readonly clauses: readonly LawId[];
  readonly defaultClause: LawId;
  readonly reason: GiveBackReason;
}

/** The Director's answer to a give-back question: 0 ("stands") or the tricks given back, within `most`. */
export const ruleGiveBack = (
  b: ClaimBoardDraft,
  claim: ClaimRecord,
  ruling: DirectorRuled,
  position: number,
  g: GiveBackRuling,
): void => {
  const about = ruling.about!;
  // the side the words name: the one that agreed to lose the tricks (69B), or the claimer's (71)
  const side = g.law === "69B" ? otherSideOf(claim) : claim.side;
  const t = ruling.tricks ?? (ruling.answer === "stands" ? 0 : undefined);
  if (t === undefined) throw new ClaimNotOpen({ _tag: "GiveBackWithoutTricks", law: g.law, side });
  if (!Number.isInteger(t) || t < 0 || t > g.most)
    throw new ClaimNotOpen({ _tag: "GiveBackOutOfRange", law: g.law, most: g.most, side });
  const c = { ...claim, requests: claim.requests.filter((x) => x.position !== about) };
  unask(b, about, g.law);
  replaceClaim(b, claim, c);
  if (t === 0) {
    note(b, { _tag: "NothingGivenBack", position, law: ruling.law, under: g.law, side });
    return;
  }
  const clause = g.clauses.includes(ruling.law) ? ruling.law : g.defaultClause;
  correct(b, c, clause, t, position, g.reason);
};

/** Applies a correction (69B, 71) and rescores. */
export const correct = (
  b: ClaimBoardDraft,
  claim: ClaimRecord,
  law: LawId,
  tricks: number,
  position: number,
  reason: GiveBackReason,
): void => {
  const to = law.startsWith("69B") ? otherSideOf(claim) : claim.side;
  const from = to === "NS" ? "EW" : "NS";
  const next: ClaimRecord = { ...claim, corrections: [...claim.corrections, { law, tricks, to, position }] };
  replaceClaim(b, claim, next);
  note(b, { _tag: "TricksGivenBack", position, law, reason, tricks, to, from });
  endPlayByClaim(b, next, law, position);
};
