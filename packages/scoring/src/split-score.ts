import type { BoardScore } from "./contract-score.ts";
import { requireFinite, ScoringInputError } from "./errors.ts";

/** Law 12C1(e): the three reference results, each in the scoring unit, from the non-offending side's view. */
export interface SelfInflictedDamageInput {
  /** Rn: the normal result had the infraction not occurred. */
  readonly normal: number;
  /** Ro: the result after the infraction with a normal continuation (no serious error by the NOS). */
  readonly obtained: number;
  /** Rr: the actual result, infraction and serious error (or gambling action) included. */
  readonly actual: number;
  /** At matchpoints, the top of the board: the offending side's score is then top − Rn (default: −Rn). */
  readonly top?: number;
}

export interface SelfInflictedDamageScore {
  /** The non-offending side's adjusted score: Rr + (Rn − Ro) when the infraction damaged it, else Rr. */
  readonly nonOffending: number;
  /**
   * The WBFLC commentary's literal formula Rr + (Rn − Ro) (Ex 13), even when Ro is better than Rn (then the
   * NOS gets less than its table result).
   */
  readonly nonOffendingLiteral: number;
  /** The offending side's score: the score for its infraction alone, Rn from its side (12C1(e)(i)). */
  readonly offending: number;
  /** Rn − Ro: the damage caused by the infraction (consequent damage). */
  readonly consequentDamage: number;
  readonly laws: readonly string[];
}

/**
 * Law 12C1(e) (2017): after an infraction, the non-offending side made a serious error unrelated to it, or a
 * gambling action. The offending side gets the score for its infraction alone (Rn); the non-offending side
 * is redressed only for the damage the infraction caused (Rn − Ro), not for the self-inflicted part, so it
 * keeps Rr when the infraction caused no damage (WBFLC Ex 6, 7). The two scores need not balance.
 * Ex. 6 (IMPs): Rn −4, Ro +2, Rr −11 → NOS −11, OS +4. Ex. 7: Rn +2, Ro −6, Rr −8 → NOS 0, OS −2.
 */
export const law12C1eSelfInflictedDamage = (input: SelfInflictedDamageInput): SelfInflictedDamageScore => {
  const { normal, obtained, actual, top } = input;
  for (const [k, v] of Object.entries({ normal, obtained, actual })) requireFinite(k, v);
  const consequentDamage = normal - obtained;
  const nonOffending = consequentDamage > 0 ? actual + consequentDamage : actual;
  const offending = top === undefined ? (normal === 0 ? 0 : -normal) : top - normal;
  return {
    nonOffending: nonOffending === 0 ? 0 : nonOffending,
    nonOffendingLiteral: actual + consequentDamage,
    offending,
    consequentDamage,
    laws:
      consequentDamage > 0
        ? [
            "12C1(e)(ii): NOS redressed for the consequent damage only",
            "12C1(e)(i): OS scored for its infraction alone",
          ]
        : [
            "12C1(e)(ii): no consequent damage, NOS keeps the table result",
            "12C1(e)(i): OS scored for its infraction alone",
          ],
  };
};

/**
 * Law 79B3 (and the split scores of 11A, 43B3): the Director changes one side's score without increasing the
 * other's: the recorded score stands for the other side, and the named side's score may only go down.
 * Example (79B3, 2017): recorded 4♠−1, NS −50 / EW +50; EW are given −420 while NS stay at −50.
 */
export const reduceOneSide = (recorded: BoardScore, side: "NS" | "EW", score: number): BoardScore => {
  requireFinite("score", score);
  if (score > recorded[side]) {
    throw new ScoringInputError("score", score, "only-reduced", { side, from: recorded[side] });
  }
  return { ...recorded, [side]: score };
};

/**
 * Law 12C4 (2007 Code): in a knockout match a non-balancing adjusted score gives each side the average of the
 * two IMP scores. NOS +5, OS −8 → both ±6.5. The 2017 Code has no such clause: each side keeps its own figure
 * unless a regulation says otherwise (`koAverageNonBalancing`, default off for 2017).
 */
export const knockoutNonBalancingAverage = (
  nonOffendingImps: number,
  offendingImps: number,
  edition: "2007" | "2017",
  koAverageNonBalancing = edition === "2007",
): { nonOffending: number; offending: number; law: string } => {
  requireFinite("nonOffendingImps", nonOffendingImps);
  requireFinite("offendingImps", offendingImps);
  if (!koAverageNonBalancing) {
    return {
      nonOffending: nonOffendingImps,
      offending: offendingImps,
      law: "2017: no averaging (12C4 deleted)",
    };
  }
  const average = (nonOffendingImps - offendingImps) / 2;
  return {
    nonOffending: average,
    offending: average === 0 ? 0 : -average,
    law:
      edition === "2007"
        ? "12C4 (2007): average of the two IMP scores"
        : "regulation: average of the two IMP scores",
  };
};
