import { ScoringInputError } from "./errors.ts";
import { FrequencyTable } from "./frequency-table.ts";
import { type ImpOptions, imps } from "./imps.ts";
import { roundHalfAwayFromZero } from "./rounding.ts";
import { assertWeightedOutcomes, type WeightedOutcome } from "./weighted-outcomes.ts";

export interface WeightedImpOptions extends ImpOptions {
  /** Decimals kept (default 2, WBFLC commentary on 12C1(c); `null` keeps the exact value). */
  readonly decimals?: number | null;
}

/**
 * Law 12C1(c) at IMPs: each outcome is converted to IMPs against the other table's score, then the IMPs are
 * weighted (never the raw scores first; WBFLC Ex 8). `reference` is the score at the other table
 * from the same direction (North-South there when `outcomes` are North-South scores here).
 * Ex. 8: 2/3 of +620 and 1/3 of −100 against +140 → 2/3 × 10 + 1/3 × (−6) = 4.67 IMPs.
 */
export const weightedImps = (
  outcomes: readonly WeightedOutcome[],
  reference: number,
  options: WeightedImpOptions = {},
): number => {
  assertWeightedOutcomes(outcomes);
  const exact = outcomes.reduce((acc, o) => acc + o.weight * imps(o.score - reference, options), 0);
  const decimals = options.decimals === undefined ? 2 : options.decimals;
  return decimals === null ? exact : roundHalfAwayFromZero(exact, decimals);
};

export interface WeightedMatchpoints {
  /** Matchpoints (2/1/0 units) of each table result of the field, in input order. */
  readonly field: readonly number[];
  /** Matchpoints of each weighted score, in input order: Σ weight × matchpoints of the outcome. */
  readonly adjusted: readonly number[];
  /** Top: 2 × (results − 1), each weighted score counting as one result. */
  readonly top: number;
  readonly frequencies: FrequencyTable;
}

/**
 * Law 12C1(c) at matchpoints (WBFLC Ex 9): the weights of each weighted score are added to the
 * board's frequency table; every result is matchpointed against the modified table (so every pair's score
 * on the board changes), and a pair with a weighted score gets Σ weight × matchpoints of each outcome.
 */
export const weightedMatchpoints = (
  field: readonly number[],
  adjusted: readonly (readonly WeightedOutcome[])[],
): WeightedMatchpoints => {
  for (const outcomes of adjusted) assertWeightedOutcomes(outcomes);
  const table = new FrequencyTable([
    ...field.map((score) => ({ score, weight: 1 })),
    ...adjusted.flatMap((outcomes) => outcomes.map(({ score, weight }) => ({ score, weight }))),
  ]);
  return {
    field: field.map((s) => table.matchpoints(s)),
    adjusted: adjusted.map((outcomes) =>
      outcomes.reduce((acc, o) => acc + o.weight * table.matchpoints(o.score), 0),
    ),
    top: 2 * (field.length + adjusted.length - 1),
    frequencies: table,
  };
};

/** The largest factor by which the Director may tilt a poll's weight toward the non-offending side. */
export const MAX_BENEFIT_OF_DOUBT_FACTOR = 1.2;

/**
 * Benefit of doubt in a weighted score (WBFLC commentary on 12C1(c), Law 84D): the weight of each outcome
 * favourable to the non-offending side is multiplied by `factor` (1 … 1.2, default 1.2; never more than a
 * factor 0.2 away from the poll), capped so they total at most 1, and the other outcomes share the rest in
 * proportion to their poll weights. 0.50 → 0.60; 0.25 → 0.30.
 */
export const benefitOfDoubt = (
  weights: readonly number[],
  favourable: readonly number[],
  factor = MAX_BENEFIT_OF_DOUBT_FACTOR,
): number[] => {
  if (!(factor >= 1 && factor <= MAX_BENEFIT_OF_DOUBT_FACTOR)) {
    throw new ScoringInputError("factor", factor, "range", { min: 1, max: MAX_BENEFIT_OF_DOUBT_FACTOR });
  }
  assertWeightedOutcomes(weights.map((weight) => ({ score: 0, weight })));
  const fav = new Set(favourable);
  for (const i of fav) {
    if (!Number.isInteger(i) || i < 0 || i >= weights.length) {
      throw new ScoringInputError("favourable", i, "favourable-index", {});
    }
  }
  const favRaw = weights.reduce((a, w, i) => a + (fav.has(i) ? w : 0), 0);
  const favNew = Math.min(1, favRaw * factor);
  const scaleFav = favRaw === 0 ? 0 : favNew / favRaw;
  const restRaw = 1 - favRaw;
  const scaleRest = restRaw <= 0 ? 0 : (1 - favNew) / restRaw;
  return weights.map((w, i) => w * (fav.has(i) ? scaleFav : scaleRest));
};
