import { type ArtificialScoreConfig, DEFAULT_ARTIFICIAL_SCORES } from "./artificial-score.ts";
import { requireFinite } from "./errors.ts";
import { type ImpOptions, imps } from "./imps.ts";
import { roundHalfAwayFromZero } from "./rounding.ts";

/** One outcome in North-South's points, with its weight (1 for a single result). */
export interface WeightedPoints {
  readonly score: number;
  readonly weight: number;
}

/** 86B1: one term of the expected IMPs: `weight` × IMPs(`here` − `there`) = `weight` × `imps`. */
export interface ImpTerm {
  readonly _tag: "ImpTerm";
  readonly weight: number;
  /** North-South's points at the table with the result (an outcome of it, when it is itself weighted). */
  readonly here: number;
  /** North-South's points at the other table: an outcome of the Director's weighted estimate. */
  readonly there: number;
  readonly imps: number;
}

/**
 * Law 86B1 (WBFLC commentary; 12C1(c), WBFLC Ex 8): the expected gain or loss in IMPs of the team sitting
 * North-South at the table with the result (`here`, its points) against the Director's weighted estimate of
 * the result missing at the other table (`there`, North-South's points there, the other team's): each
 * outcome IMPed against the result, then weighted, to 2 decimals. The one computation of the 86B1 test, for
 * one board's log (the estimate given with it) and for a session (the estimate recorded at the other table).
 */
export const expectedImps86B1 = (
  here: readonly WeightedPoints[],
  there: readonly WeightedPoints[],
  options: ImpOptions = {},
): { readonly imps: number; readonly terms: readonly ImpTerm[] } => {
  const terms: ImpTerm[] = [];
  for (const h of here) {
    for (const t of there) {
      terms.push({
        _tag: "ImpTerm",
        weight: h.weight * t.weight,
        here: h.score,
        there: t.score,
        imps: imps(h.score - t.score, options),
      });
    }
  }
  const value = roundHalfAwayFromZero(
    terms.reduce((a, t) => a + t.weight * t.imps, 0),
    2,
  );
  return { imps: value === 0 ? 0 : value, terms };
};

/**
 * Law 86B1 (WBFLC commentary): a board has a result at one table only. The result is "clearly favourable" to
 * one side when the expected gain or loss against it, computed from a weighted assigned score (12C1(c)),
 * exceeds `threshold` IMPs (3, strictly); the Director then assigns a score (86B1). Otherwise he awards the
 * artificial ±3 IMPs by responsibility (12C2). `expectedImps`: the weighted score IMPed against the result.
 */
export const law86B1 = (
  expectedImps: number,
  threshold = 3,
): { readonly law: "86B1" | "12C2"; readonly reason: string } => {
  requireFinite("expectedImps", expectedImps);
  return Math.abs(expectedImps) > threshold
    ? {
        law: "86B1",
        reason: `the result is clearly favourable (${expectedImps} IMPs expected): an assigned score`,
      }
    : { law: "12C2", reason: `not clearly favourable (${expectedImps} IMPs expected): an artificial score` };
};

/**
 * Law 86B2(b): several results that cannot be compared (a fouled board, 87C), only one contestant at fault:
 * the non-offending side gets the more favourable of average-plus (12C2(b): +3 IMPs) and an assigned score
 * in IMPs; the offending side the complement. Example: assigned +5 → A +5, B −5.
 */
export const law86B2b = (
  assignedImps: number,
  config: ArtificialScoreConfig = DEFAULT_ARTIFICIAL_SCORES,
): {
  readonly nonOffending: number;
  readonly offending: number;
  readonly from: "assigned" | "average-plus";
} => {
  requireFinite("assignedImps", assignedImps);
  const assigned = assignedImps >= config.imps;
  const nonOffending = assigned ? assignedImps : config.imps;
  return {
    nonOffending,
    offending: nonOffending === 0 ? 0 : -nonOffending,
    from: assigned ? "assigned" : "average-plus",
  };
};
