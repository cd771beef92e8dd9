/** A board's score for a contestant with its top (any matchpoint units, the same for both). */
export interface BoardPercentageInput {
  readonly matchpoints: number;
  readonly top: number;
}

/**
 * Law 78A/78D: a matchpoint score as a percentage of the top. A board with a top of 0 (a single result) counts
 * as 50 %.
 */
export const percentage = (matchpoints: number, top: number): number =>
  top === 0 ? 50 : (100 * matchpoints) / top;

/** A session percentage: total matchpoints over total tops (each board weighted by its top). */
export const sessionPercentage = (boards: readonly BoardPercentageInput[]): number => {
  let mp = 0;
  let top = 0;
  for (const b of boards) {
    mp += b.matchpoints;
    top += b.top;
  }
  return top === 0 ? 50 : (100 * mp) / top;
};
