import { requireFinite } from "./errors.ts";

/** Law 78C: a contestant's total is the sum of his scores on all boards he played. */
export const totalPoints = (scores: readonly number[]): number => {
  let total = 0;
  for (const s of scores) {
    requireFinite("score", s);
    total += s;
  }
  return total;
};

/**
 * Law 78C for a team match: the difference between the two teams' totals (the score of the match under
 * total-point scoring).
 */
export const totalPointsMargin = (team: readonly number[], opponents: readonly number[]): number =>
  totalPoints(team) - totalPoints(opponents);
