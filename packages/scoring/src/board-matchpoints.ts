import { ScoringInputError } from "./errors.ts";
import { FrequencyTable, type ScoreFrequency } from "./frequency-table.ts";
import { neuberg } from "./neuberg.ts";
import { percentage } from "./percentages.ts";
import { assertWeightedOutcomes, type WeightedOutcome } from "./weighted-outcomes.ts";

/** What happened at one table on a board, for matchpointing (scores from North-South's viewpoint). */
export type BoardEntry =
  /** A table result (Law 77), or a single assigned adjusted score (12C1(b)). */
  | { readonly kind: "result"; readonly ns: number }
  /** A weighted assigned adjusted score (12C1(c)): its outcomes enter the board's frequency table. */
  | { readonly kind: "weighted"; readonly outcomes: readonly WeightedOutcome[] }
  /**
   * An artificial adjusted score (12C2) for each side, in percent (e.g. 60/40, or 40/40 when both are at
   * fault, 12A2). It is not compared with the other results.
   */
  | { readonly kind: "artificial"; readonly nsPercent: number; readonly ewPercent: number };

export interface EntryMatchpoints {
  /** North-South matchpoints in 2/1/0 units, on the board's top. */
  readonly ns: number;
  readonly ew: number;
  readonly nsPercent: number;
  readonly ewPercent: number;
}

export interface BoardMatchpoints {
  /** The top of the board in 2/1/0 units: 2 × (expected results − 1). */
  readonly top: number;
  /** Comparable results (table results and weighted scores; artificial scores are not compared). */
  readonly comparable: number;
  /** Whether Neuberg's formula scaled the comparable results up to the expected number. */
  readonly factored: boolean;
  /** The frequency table the comparable results were scored against (weights included, 12C1(c)). */
  readonly frequencies: FrequencyTable;
  readonly entries: readonly EntryMatchpoints[];
}

export interface BoardMatchpointOptions {
  /**
   * How many results the board should have had (the number on the other boards of the session). Default: the
   * number of entries. When the comparable results are fewer, Neuberg's formula scales them to this number.
   */
  readonly expected?: number;
}

/**
 * Law 78A for one board with everything the Director may have put on it:
 * - table results and single assigned scores are compared with each other (2/1/0);
 * - a weighted score (12C1(c)) adds its weights to the frequency table, so every other pair's matchpoints
 *   change, and the pair gets Σ weight × matchpoints of each outcome (WBFLC Ex 9);
 * - artificial scores (12C2) are not compared; when the comparable results are fewer than expected (an
 *   artificial score, or a board played fewer times), Neuberg's formula scales them to the full top and the
 *   artificial scores are their percentage of that top.
 * East-West get the top less North-South's matchpoints for every compared result.
 */
export const matchpointBoard = (
  entries: readonly BoardEntry[],
  options: BoardMatchpointOptions = {},
): BoardMatchpoints => {
  const expected = options.expected ?? entries.length;
  const frequencies: ScoreFrequency[] = [];
  let comparable = 0;
  for (const e of entries) {
    if (e.kind === "result") {
      frequencies.push({ score: e.ns, weight: 1 });
      comparable += 1;
    } else if (e.kind === "weighted") {
      assertWeightedOutcomes(e.outcomes);
      for (const o of e.outcomes) frequencies.push({ score: o.score, weight: o.weight });
      comparable += 1;
    } else if (!(e.nsPercent >= 0 && e.nsPercent <= 100 && e.ewPercent >= 0 && e.ewPercent <= 100)) {
      throw new ScoringInputError("percent", [e.nsPercent, e.ewPercent], "range", { min: 0, max: 100 });
    }
  }
  if (!Number.isInteger(expected) || expected < Math.max(comparable, 1)) {
    throw new ScoringInputError("expected", expected, "expected-compared", { comparable });
  }
  const table = new FrequencyTable(frequencies);
  const rawTop = 2 * (comparable - 1);
  const top = 2 * (expected - 1);
  const factored = comparable > 0 && comparable < expected;
  const scale = (mp: number): number => (factored ? neuberg(mp, comparable, expected) : mp);
  const scored = entries.map((e): EntryMatchpoints => {
    if (e.kind === "artificial") {
      const ns = (e.nsPercent * top) / 100;
      const ew = (e.ewPercent * top) / 100;
      return { ns, ew, nsPercent: e.nsPercent, ewPercent: e.ewPercent };
    }
    const raw =
      e.kind === "result"
        ? table.matchpoints(e.ns)
        : e.outcomes.reduce((acc, o) => acc + o.weight * table.matchpoints(o.score), 0);
    const ns = scale(raw);
    const ew = scale(rawTop - raw);
    return { ns, ew, nsPercent: percentage(ns, top), ewPercent: percentage(ew, top) };
  });
  return { top, comparable, factored, frequencies: table, entries: scored };
};
