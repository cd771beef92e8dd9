import { requireFinite } from "./errors.ts";
import { roundToMultiple } from "./rounding.ts";

/**
 * Law 78B: the lower edge of each IMP band. A difference of at least `IMP_THRESHOLDS[k]` points (and below
 * the next edge) is worth k + 1 IMPs: 20–40 → 1, 50–80 → 2, …, 3500–3990 → 23, 4000 and more → 24.
 */
export const IMP_THRESHOLDS: readonly number[] = [
  20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300, 1500, 1750, 2000, 2250, 2500,
  3000, 3500, 4000,
];

/** The most IMPs a board can give (Law 78B: 4000 points and more). */
export const MAX_IMPS = 24;

/**
 * How a difference that is not a multiple of 10 (a weighted score, a Butler datum) is placed in the Law 78B
 * table, whose bands leave gaps (11–19, 41–49, …) (78B is silent on them):
 * - `"lower-band"` (default): a band starts at its printed lower edge, so 15 → 0 and 45 → 1;
 * - `"nearest-ten"`: round the difference to the nearest 10 first (halves away from zero), so 15 → 1.
 */
export type ImpGapRule = "lower-band" | "nearest-ten";

export interface ImpOptions {
  readonly gap?: ImpGapRule;
}

/** Law 78B: IMPs for a difference in total points; antisymmetric (imps(−d) = −imps(d)), at most 24. */
export const imps = (difference: number, options: ImpOptions = {}): number => {
  requireFinite("difference", difference);
  const d = options.gap === "nearest-ten" ? roundToMultiple(difference, 10) : difference;
  const a = Math.abs(d);
  let lo = 0;
  let hi = IMP_THRESHOLDS.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (IMP_THRESHOLDS[mid]! <= a) lo = mid + 1;
    else hi = mid;
  }
  return d < 0 && lo > 0 ? -lo : lo;
};

/** Law 78B: the band of points worth `n` IMPs (0 … 24): its lowest and highest printed difference. */
export const impBand = (n: number): { from: number; to: number | null } => ({
  from: n === 0 ? 0 : IMP_THRESHOLDS[n - 1]!,
  to: n >= MAX_IMPS ? null : IMP_THRESHOLDS[n]! - 10,
});
