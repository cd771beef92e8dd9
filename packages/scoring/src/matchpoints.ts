import { requireFinite, ScoringInputError } from "./errors.ts";

/**
 * Law 78A: matchpoint units. `"2/1/0"`: 2 for each score beaten, 1 for each tie (half-matchpoints, the
 * integer form used internally); `"1/½/0"`: 1, ½, 0 (matchpoints).
 */
export type MatchpointUnits = "2/1/0" | "1/½/0";

/** Law 78A: the top on a board with `n` comparable results, in 2/1/0 units: 2(n − 1). */
export const matchpointTop = (n: number, units: MatchpointUnits = "2/1/0"): number =>
  n <= 1 ? 0 : units === "2/1/0" ? 2 * (n - 1) : n - 1;

/** Board numbers below this are grouped through an array rather than a Map. */
const DENSE_BOARD_LIMIT = 1 << 22;

/** Index of the first element of sorted[lo, hi) that is ≥ x. */
const lowerBound = (sorted: Float64Array, lo: number, hi: number, x: number): number => {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
};
/** Index of the first element of sorted[lo, hi) that is > x. */
const upperBound = (sorted: Float64Array, lo: number, hi: number, x: number): number => {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
};

/**
 * Law 78A: each score against every other score of the same board (one direction): 2 for each lower, 1 for
 * each equal, 0 for each higher. O(n log n): one numeric sort, then each score's run of ties by binary search.
 */
export const matchpoints = (scores: ArrayLike<number>, units: MatchpointUnits = "2/1/0"): number[] => {
  const n = scores.length;
  const sorted = new Float64Array(n);
  for (let i = 0; i < n; i += 1) {
    requireFinite("score", scores[i]!);
    sorted[i] = scores[i]!;
  }
  sorted.sort();
  const scale = units === "2/1/0" ? 1 : 0.5;
  const out = new Array<number>(n);
  for (let i = 0; i < n; i += 1) {
    const s = scores[i]!;
    const below = lowerBound(sorted, 0, n, s);
    const equal = upperBound(sorted, below, n, s) - below;
    out[i] = (2 * below + equal - 1) * scale;
  }
  return out;
};

/**
 * Law 78A for a whole session at once: `boards[i]` is the board of result `i`, `scores[i]` its score (one
 * direction). Results are grouped by board (a counting pass, O(n)), each board's scores are sorted once, and
 * each result's matchpoints come from its run of ties, in 2/1/0 units. O(n log n) overall.
 */
export const matchpointsByBoard = (boards: ArrayLike<number>, scores: ArrayLike<number>): Float64Array => {
  const n = scores.length;
  if (boards.length !== n) {
    throw new ScoringInputError("boards", boards.length, "board-per-score", { n });
  }
  // group index of each result, in order of first appearance; board numbers that are small non-negative
  // integers (the usual case) are looked up in an array, anything else in a Map
  const groupOf = new Int32Array(n);
  const counts: number[] = [];
  let dense: Int32Array | null = null;
  let maxBoard = -1;
  for (let i = 0; i < n; i += 1) {
    const b = boards[i]!;
    if (!(Number.isInteger(b) && b >= 0 && b < DENSE_BOARD_LIMIT)) {
      maxBoard = -1;
      break;
    }
    if (b > maxBoard) maxBoard = b;
  }
  if (maxBoard >= 0 || n === 0) dense = new Int32Array(maxBoard + 1).fill(-1);
  const groupIds = new Map<number, number>();
  for (let i = 0; i < n; i += 1) {
    const b = boards[i]!;
    let g = dense !== null ? dense[b]! : (groupIds.get(b) ?? -1);
    if (g < 0) {
      g = counts.length;
      if (dense !== null) dense[b] = g;
      else groupIds.set(b, g);
      counts.push(0);
    }
    groupOf[i] = g;
    counts[g]! += 1;
  }
  const groups = counts.length;
  const start = new Int32Array(groups + 1);
  for (let g = 0; g < groups; g += 1) start[g + 1] = start[g]! + counts[g]!;
  const fill = start.slice(0, groups);
  const sorted = new Float64Array(n);
  for (let i = 0; i < n; i += 1) {
    const s = scores[i]!;
    if (!Number.isFinite(s)) requireFinite("score", s);
    sorted[fill[groupOf[i]!]!++] = s;
  }
  for (let g = 0; g < groups; g += 1) sorted.subarray(start[g]!, start[g + 1]!).sort();
  const out = new Float64Array(n);
  for (let i = 0; i < n; i += 1) {
    const g = groupOf[i]!;
    const lo = start[g]!;
    const hi = start[g + 1]!;
    const s = scores[i]!;
    const below = lowerBound(sorted, lo, hi, s);
    const equal = upperBound(sorted, below, hi, s) - below;
    out[i] = 2 * (below - lo) + equal - 1;
  }
  return out;
};
