import type { DirectorRuled, Seat } from "@bridgelaw/cards";
import { endPlayByClaim } from "../resolve.ts";
import type { ClaimBoardDraft, ClaimRecord } from "../state.ts";
import { ask, ClaimNotOpen, note, otherSideOf, plural, replaceClaim, unask } from "../step.ts";

/**
 * Tricks given back after a claim settled, shared by 69B (an agreement withdrawn) and 71 (a concession
 * cancelled): those no play could have lost are given back at once, the Director rules on the rest.
 */

/** Tricks already given back under the Law whose ids start with `law` ("69B", "71"). */
export const givenBack = (claim: ClaimRecord, law: string): number =>
  claim.corrections.filter((x) => x.law.startsWith(law)).reduce((n, x) => n + x.tricks, 0);

export interface GiveBackRequest {
  readonly law: "69B" | "71";
  readonly seat: Seat;
  readonly position: number;
  /** Tricks the side asks back (undefined: "a trick", the Director says how many). */
  readonly asked: number | undefined;
  /** Tricks no play of the remaining cards could have lost: given back at once under `sureLaw`. */
  readonly sure: number;
  readonly sureLaw: string;
  readonly sureText: string;
  /** The question for the Director on the rest. */
  readonly question: string;
}

/** Gives back the sure tricks, then asks the Director for any the side asked beyond them. */
export const requestGiveBack = (b: ClaimBoardDraft, claim: ClaimRecord, q: GiveBackRequest): void => {
  let c = claim;
  if (q.sure > 0) {
    correct(b, c, q.sureLaw, q.sure, q.position, q.sureText);
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
  ask(b, { _tag: "Said", law: q.law, position: q.position, question: q.question });
};

export interface GiveBackRuling {
  readonly law: "69B" | "71";
  /** At most this many tricks can be given back, and what they are ("those they agreed to lose"). */
  readonly most: number;
  readonly mostText: string;
  /** The note when the Director gives nothing back. */
  readonly standsText: string;
  /** The clause recorded for the tricks given back: the ruling's own when it is one of these. */
  readonly clauses: readonly string[];
  readonly defaultClause: string;
  readonly text: string;
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
  const t = ruling.tricks ?? (ruling.answer === "stands" ? 0 : undefined);
  if (t === undefined)
    throw new ClaimNotOpen(
      `${g.law}: the ruling gives the tricks given back ("tricks"; 0 or "stands": ${g.standsText})`,
    );
  if (!Number.isInteger(t) || t < 0 || t > g.most)
    throw new ClaimNotOpen(
      `${g.law}: from 0 to ${plural(g.most, "trick")} can be given back (${g.mostText})`,
    );
  const c = { ...claim, requests: claim.requests.filter((x) => x.position !== about) };
  unask(b, about, g.law);
  replaceClaim(b, claim, c);
  if (t === 0) {
    note(b, position, ruling.law, `the Director rules that ${g.standsText}`);
    return;
  }
  const clause = g.clauses.includes(ruling.law) ? ruling.law : g.defaultClause;
  correct(b, c, clause, t, position, g.text);
};

/** Applies a correction (69B, 71) and rescores. */
export const correct = (
  b: ClaimBoardDraft,
  claim: ClaimRecord,
  law: string,
  tricks: number,
  position: number,
  why: string,
): void => {
  const to = law.startsWith("69B") ? otherSideOf(claim) : claim.side;
  const next: ClaimRecord = { ...claim, corrections: [...claim.corrections, { law, tricks, to, position }] };
  replaceClaim(b, claim, next);
  note(
    b,
    position,
    law,
    `${why}: ${plural(tricks, "trick")} to ${to}, the side that ${law.startsWith("69B") ? "agreed to lose" : "conceded"} ${tricks === 1 ? "it" : "them"}; the board is rescored`,
  );
  endPlayByClaim(b, next, law, position);
};
