import { requireFinite, ScoringInputError } from "./errors.ts";
import { type ImpOptions, imps } from "./imps.ts";
import { roundToMultiple } from "./rounding.ts";

export interface ButlerOptions extends ImpOptions {
  /** How many of the highest scores are left out of the datum (default 1). */
  readonly dropTop?: number;
  /** How many of the lowest scores are left out of the datum (default 1). */
  readonly dropBottom?: number;
  /** The datum is rounded to a multiple of this (default 10; 0 = no rounding). Halves away from zero. */
  readonly roundTo?: number;
}

export interface ButlerResult {
  /** The board's datum (North-South viewpoint). */
  readonly datum: number;
  /** How many results entered the mean. */
  readonly counted: number;
  /** IMPs of each score against the datum (Law 78B), in input order; East-West get the negation. */
  readonly imps: readonly number[];
}

/**
 * Butler datum (78D conditions of contest): the mean of the board's scores after leaving out the `dropTop`
 * highest and `dropBottom` lowest, rounded to the nearest `roundTo` points. Defaults: drop one top and one
 * bottom, round to 10, halves away from zero (so the East-West datum is the negation of North-South's). When
 * dropping would leave no score (one or two results), every score counts.
 */
export const butlerDatum = (
  scores: readonly number[],
  options: ButlerOptions = {},
): { datum: number; counted: number } => {
  const dropTop = options.dropTop ?? 1;
  const dropBottom = options.dropBottom ?? 1;
  const roundTo = options.roundTo ?? 10;
  for (const [name, v] of [
    ["dropTop", dropTop],
    ["dropBottom", dropBottom],
  ] as const) {
    if (!Number.isInteger(v) || v < 0) throw new ScoringInputError(name, v, "whole-non-negative", {});
  }
  if (!(roundTo >= 0)) throw new ScoringInputError("roundTo", roundTo, "non-negative", {});
  if (scores.length === 0) throw new ScoringInputError("scores", scores, "datum-needs-score", {});
  for (const s of scores) requireFinite("score", s);
  const sorted = [...scores].sort((a, b) => a - b);
  const kept =
    sorted.length - dropTop - dropBottom >= 1 ? sorted.slice(dropBottom, sorted.length - dropTop) : sorted;
  const mean = kept.reduce((a, s) => a + s, 0) / kept.length;
  return { datum: roundTo > 0 ? roundToMultiple(mean, roundTo) : mean, counted: kept.length };
};

/** Butler scoring: each score IMPed (Law 78B) against the board's datum. */
export const butler = (scores: readonly number[], options: ButlerOptions = {}): ButlerResult => {
  const { datum, counted } = butlerDatum(scores, options);
  return { datum, counted, imps: scores.map((s) => imps(s - datum, options)) };
};
