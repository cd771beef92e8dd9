import type { ScoringInputParams, ScoringInputTag } from "./errors.ts";

/** One refusal of a scoring input: the field, the value, and the reason's parameters. */
export interface ScoringInputExample<T extends ScoringInputTag> {
  readonly field: string;
  readonly value: unknown;
  readonly params: ScoringInputParams[T];
}

/**
 * One example of each reason a scoring input is refused (`ScoringInputError`), by its message id: what a front
 * end's catalog is checked against (every id has its rendering in each language).
 */
export const SCORING_INPUT_EXAMPLES: { readonly [K in ScoringInputTag]: ScoringInputExample<K> } = {
  "integer-range": { field: "level", value: 8, params: { min: 1, max: 7 } },
  range: { field: "factor", value: 2, params: { min: 1, max: 1.2 } },
  "finite-number": { field: "score", value: Number.NaN, params: {} },
  positive: { field: "results", value: 0, params: {} },
  "non-negative": { field: "roundTo", value: -10, params: {} },
  "whole-non-negative": { field: "dropTop", value: 1.5, params: {} },
  "whole-at-least": { field: "tables", value: 1, params: { min: 2 } },
  "whole-boards": { field: "vp.boards", value: 0, params: {} },
  "match-boards": { field: "boards", value: 0, params: {} },
  "whole-boards-or-infinity": { field: "maxAveragePlusPerSession", value: -1, params: {} },
  "one-of": { field: "method", value: "rubber", params: { choices: "mp, imp, cross-imp, butler, total" } },
  "frequency-positive": { field: "weight", value: 0, params: {} },
  "not-in-frequencies": { field: "score", value: 630, params: {} },
  "favourable-index": { field: "favourable", value: 3, params: {} },
  "score-and-contract": { field: "score", value: 420, params: {} },
  "outcome-incomplete": { field: "outcome", value: {}, params: {} },
  "contract-needs-tricks": { field: "tricks", value: undefined, params: {} },
  "assigned-needs-outcome": { field: "outcomes", value: [], params: {} },
  "single-outcome-weight": { field: "weight", value: 0.6, params: {} },
  "both-and-each": { field: "outcomes", value: "A", params: {} },
  "side-no-score": { field: "EW", value: undefined, params: { side: "EW" } },
  "adjusted-needs-outcomes": { field: "outcomes", value: {}, params: {} },
  "iso-time": { field: "time", value: "tonight", params: {} },
  "invalid-time": { field: "time", value: "2026-13-40T25:00:00Z", params: {} },
  "swiss-repeat": { field: "standings", value: 2, params: {} },
  "swiss-repeat-or-bye": { field: "standings", value: 3, params: {} },
  "swiss-one-section": { field: "sections", value: 2, params: {} },
  "boards-per-round-unknown": { field: "boardsPerRound", value: "none", params: {} },
  "percentage-range": { field: "nonOffending", value: 120, params: {} },
  "datum-needs-score": { field: "scores", value: [], params: {} },
  "weighted-needs-outcomes": { field: "outcomes", value: [], params: {} },
  "weight-positive": { field: "weight", value: -0.5, params: {} },
  "weighted-legally": { field: "outcome", value: 620, params: {} },
  "weights-sum": { field: "weights", value: 0.9, params: {} },
  strain: { field: "strain", value: "Z", params: {} },
  doubling: { field: "doubling", value: "XXX", params: {} },
  "rounds-at-most": { field: "rounds", value: 9, params: { most: 7, movement: "mitchell", size: 8 } },
  "relay-bye-odd": { field: "evenTables", value: "relay-and-bye-stand", params: { tables: 7 } },
  "howell-impossible": { field: "rounds", value: 3, params: { pairs: 4, rounds: 3 } },
  "expected-compared": { field: "expected", value: 2, params: { comparable: 5 } },
  "only-reduced": { field: "score", value: 500, params: { side: "NS", from: 420 } },
  "board-per-score": { field: "boards", value: 3, params: { n: 4 } },
};
