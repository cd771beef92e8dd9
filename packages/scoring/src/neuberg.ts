import { ScoringInputError } from "./errors.ts";
import type { MatchpointUnits } from "./matchpoints.ts";

/**
 * Neuberg's formula (the factoring of Law 78D conditions of contest, used when a board has fewer comparable
 * results than the others, or some of its results are artificial scores, Law 12C2): a score of `mp` on a
 * board with `results` comparable results becomes, on the scale of `expected` results,
 *
 *   2/1/0 units: (mp + 1) × expected / results − 1        (top 2(results − 1) → top 2(expected − 1))
 *   1/½/0 units: (mp + ½) × expected / results − ½
 *
 * This is the formula of the WBF and EBU scoring regulations (each result is credited with half a tie with
 * itself, and the credit is scaled in proportion). A sole top with 10 results where 11 were expected:
 * (18 + 1) × 11/10 − 1 = 19.9 out of 20.
 */
export const neuberg = (
  mp: number,
  results: number,
  expected: number,
  units: MatchpointUnits = "2/1/0",
): number => {
  if (!(results > 0)) throw new ScoringInputError("results", results, "positive", {});
  if (!(expected > 0)) throw new ScoringInputError("expected", expected, "positive", {});
  const half = units === "2/1/0" ? 1 : 0.5;
  return (mp + half) * (expected / results) - half;
};
