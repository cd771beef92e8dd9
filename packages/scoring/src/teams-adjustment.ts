import { type ArtificialScoreConfig, DEFAULT_ARTIFICIAL_SCORES } from "./artificial-score.ts";
import { requireFinite } from "./errors.ts";

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
