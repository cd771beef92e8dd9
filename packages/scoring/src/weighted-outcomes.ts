import { requireFinite, ScoringInputError } from "./errors.ts";

/** One possible result of a weighted assigned adjusted score (Law 12C1(c)). */
export interface WeightedOutcome {
  /** The score of this outcome, from the viewpoint the caller uses (NS points at pairs, a team's at teams). */
  readonly score: number;
  /** Its weight, > 0; a weighted score's weights sum to 1. */
  readonly weight: number;
  /** 12C1(c): only a result that could have been obtained legally may be weighted (default true). */
  readonly legallyObtainable?: boolean;
}

const WEIGHT_TOLERANCE = 1e-9;

/**
 * Law 12C1(c): every weight is positive, the weights sum to 1, and every outcome could have been
 * obtained legally. Throws `ScoringInputError` naming what is wrong.
 */
export const assertWeightedOutcomes = (outcomes: readonly WeightedOutcome[]): void => {
  if (outcomes.length === 0) throw new ScoringInputError("outcomes", outcomes, "weighted-needs-outcomes", {});
  let sum = 0;
  for (const o of outcomes) {
    requireFinite("score", o.score);
    if (!(o.weight > 0) || !Number.isFinite(o.weight)) {
      throw new ScoringInputError("weight", o.weight, "weight-positive", {});
    }
    if (o.legallyObtainable === false) {
      throw new ScoringInputError("outcome", o.score, "weighted-legally", {});
    }
    sum += o.weight;
  }
  if (Math.abs(sum - 1) > WEIGHT_TOLERANCE) {
    throw new ScoringInputError("weights", sum, "weights-sum", {});
  }
};
