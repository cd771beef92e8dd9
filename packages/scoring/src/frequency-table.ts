import { requireFinite, ScoringInputError } from "./errors.ts";

/** A score with a frequency: 1 for a table result, a fraction for one outcome of a weighted score. */
export interface ScoreFrequency {
  readonly score: number;
  readonly weight: number;
}

/**
 * Law 78A over a board's frequency table, where frequencies may be fractional (Law 12C1(c) weighted scores:
 * the weights are added to the table; WBFLC Ex 9). A score `s` earns, in 2/1/0 units,
 * 2 × (frequency below s) + (frequency equal to s − 1): ties are the frequency of `s` less the score itself.
 * With whole frequencies this is Law 78A exactly.
 */
export class FrequencyTable {
  /** Distinct scores, ascending. */
  readonly scores: readonly number[];
  /** Frequency of each distinct score. */
  readonly frequencies: readonly number[];
  /** Total frequency below each distinct score. */
  private readonly below: readonly number[];
  /** Total frequency: the number of results on the board. */
  readonly total: number;

  constructor(entries: Iterable<ScoreFrequency>) {
    const byScore = new Map<number, number>();
    for (const { score, weight } of entries) {
      requireFinite("score", score);
      if (!(weight > 0) || !Number.isFinite(weight)) {
        throw new ScoringInputError("weight", weight, "frequency-positive", {});
      }
      byScore.set(score, (byScore.get(score) ?? 0) + weight);
    }
    const scores = [...byScore.keys()].sort((a, b) => a - b);
    const frequencies = scores.map((s) => byScore.get(s)!);
    const below: number[] = [];
    let acc = 0;
    for (const f of frequencies) {
      below.push(acc);
      acc += f;
    }
    this.scores = scores;
    this.frequencies = frequencies;
    this.below = below;
    this.total = acc;
  }

  /** Law 78A: the top, 2 × (number of results − 1), in 2/1/0 units. */
  get top(): number {
    return Math.max(0, 2 * (this.total - 1));
  }

  /** Law 78A: matchpoints of a score that is in the table (2/1/0 units). */
  matchpoints(score: number): number {
    let lo = 0;
    let hi = this.scores.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.scores[mid]! < score) lo = mid + 1;
      else hi = mid;
    }
    if (this.scores[lo] !== score) {
      throw new ScoringInputError("score", score, "not-in-frequencies", {});
    }
    return 2 * this.below[lo]! + this.frequencies[lo]! - 1;
  }

  /** Rows for display: each distinct score, its frequency and its matchpoints, highest score first. */
  rows(): { score: number; frequency: number; matchpoints: number }[] {
    return this.scores
      .map((score, i) => ({
        score,
        frequency: this.frequencies[i]!,
        matchpoints: 2 * this.below[i]! + this.frequencies[i]! - 1,
      }))
      .reverse();
  }
}
