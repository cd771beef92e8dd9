import { requireFinite } from "./errors.ts";
import { type ImpOptions, imps } from "./imps.ts";

export interface CrossImps {
  /** Sum of the IMPs against every other result of the board (same direction). */
  readonly total: number;
  /** The total divided by the number of comparisons (n − 1); 0 on a board with one result. */
  readonly average: number;
}

/**
 * Cross-IMPs (a Law 78B comparison used under 78D conditions of contest): each result is compared with every
 * other result of the same board in the same direction, each difference converted to IMPs (Law 78B), and the
 * IMPs summed. `average` divides by the number of comparisons, the form most pairs events publish. The IMPs of
 * a board sum to zero over its results.
 */
export const crossImps = (scores: readonly number[], options: ImpOptions = {}): CrossImps[] => {
  for (const s of scores) requireFinite("score", s);
  const n = scores.length;
  const totals = new Array<number>(n).fill(0);
  for (let i = 0; i < n; i += 1) {
    for (let j = i + 1; j < n; j += 1) {
      const v = imps(scores[i]! - scores[j]!, options);
      totals[i]! += v;
      totals[j]! -= v;
    }
  }
  return totals.map((total) => ({ total, average: n > 1 ? total / (n - 1) : 0 }));
};
