import { describe, expect, it } from "vitest";
import { contractScore } from "./contract-score.ts";
import {
  describeScoringInput,
  SCORING_INPUT_TAGS,
  ScoringInputError,
  type ScoringInputTag,
  scoringInputValue,
} from "./errors.ts";
import { howell, mitchell, roundRobin } from "./movement-standard.ts";
import { SCORING_INPUT_EXAMPLES } from "./scoring-input-examples.ts";

/*
 * Issue 33: a refusal of a scoring input is data (a message id and its parameters), and its English words are
 * those the scoring functions wrote before (a test per id: the sentence as it was, literally).
 */
const BEFORE: { readonly [K in ScoringInputTag]: string } = {
  "integer-range": "invalid level 8: must be an integer from 1 to 7",
  range: "invalid factor 2: must be from 1 to 1.2",
  "finite-number": "invalid score null: must be a finite number",
  positive: "invalid results 0: must be positive",
  "non-negative": "invalid roundTo -10: must be ≥ 0",
  "whole-non-negative": "invalid dropTop 1.5: must be a whole number ≥ 0",
  "whole-at-least": "invalid tables 1: a whole number, at least 2",
  "whole-boards": "invalid vp.boards 0: a whole number of boards, at least 1",
  "match-boards": "invalid boards 0: a match has a whole number of boards, at least 1",
  "whole-boards-or-infinity": "invalid maxAveragePlusPerSession -1: a whole number of boards, or Infinity",
  "one-of": 'invalid method "rubber": one of mp, imp, cross-imp, butler, total',
  "frequency-positive": "invalid weight 0: a frequency must be a positive number",
  "not-in-frequencies": "invalid score 630: is not in the board's frequency table",
  "favourable-index": "invalid favourable 3: must index an outcome",
  "score-and-contract": "invalid score 420: give either a score or a contract and tricks, not both",
  "outcome-incomplete": "invalid outcome {}: an outcome needs a contract and tricks, or a score",
  "contract-needs-tricks": "invalid tricks undefined: a contract needs its tricks",
  "assigned-needs-outcome": "invalid outcomes []: an assigned score needs an outcome",
  "single-outcome-weight": "invalid weight 0.6: 12C1(c): a single outcome has all the weight (1)",
  "both-and-each": 'invalid outcomes "A": a score for both sides and one for each: say which',
  "side-no-score": "invalid EW undefined: EW have no score: the board has no result to keep",
  "adjusted-needs-outcomes": "invalid outcomes {}: an adjusted score needs outcomes, or a score for NS or EW",
  "iso-time": 'invalid time "tonight": an ISO 8601 time such as 2026-11-22T22:00:00Z',
  "invalid-time": 'invalid time "2026-13-40T25:00:00Z": not a valid date and time',
  "swiss-repeat": "invalid standings 2: no Swiss pairing without a repeated match",
  "swiss-repeat-or-bye": "invalid standings 3: no Swiss pairing without a repeated match or bye",
  "swiss-one-section": "invalid sections 2: a Swiss movement has one section",
  "boards-per-round-unknown":
    'invalid boardsPerRound "none": a whole number, at least 1 (no round yet gives it)',
  "percentage-range": "invalid nonOffending 120: a percentage must be from 0 to 100",
  "datum-needs-score": "invalid scores []: a datum needs at least one score",
  "weighted-needs-outcomes": "invalid outcomes []: a weighted score needs outcomes",
  "weight-positive": "invalid weight -0.5: 12C1(c): every weight must be positive",
  "weighted-legally":
    "invalid outcome 620: 12C1(c): only results that could have been obtained legally may be weighted",
  "weights-sum": "invalid weights 0.9: 12C1(c): the weights of a weighted score must sum to 1",
  strain: 'invalid strain "Z": must be C, D, H, S or NT',
  doubling: 'invalid doubling "XXX": must be "", "X" or "XX"',
  "rounds-at-most": "invalid rounds 9: at most 7 rounds in a Mitchell of 8 tables",
  "relay-bye-odd":
    'invalid evenTables "relay-and-bye-stand": a relay and bye stand is for an even number of tables: 7 tables play the plain Mitchell',
  "howell-impossible":
    "invalid rounds 3: no Howell of 4 pairs in 3 rounds where no pair plays a board set twice and no set is at two tables in a round (there is none in every round for 4 or 6 pairs): fewer rounds, shared boards (shareBoards), or a movement file written by hand",
  "expected-compared": "invalid expected 2: must be an integer ≥ the 5 compared results",
  "only-reduced": "invalid score 500: 79B3: NS's score may only be reduced (from 420)",
  "board-per-score": "invalid boards 3: must have one board per score (4 scores)",
};

const thrown = (f: () => unknown): ScoringInputError => {
  try {
    f();
  } catch (e) {
    if (e instanceof ScoringInputError) return e;
    throw e;
  }
  throw new Error("nothing thrown");
};

describe("ScoringInputError: the reason as a message id and its parameters (issue 33)", () => {
  it("every message id has an example, and its English is the sentence the scoring functions wrote before", () => {
    expect([...SCORING_INPUT_TAGS].sort()).toEqual(Object.keys(SCORING_INPUT_EXAMPLES).sort());
    for (const tag of SCORING_INPUT_TAGS) {
      const { field, value, params } = SCORING_INPUT_EXAMPLES[tag];
      const e = new ScoringInputError(field, value, tag, params);
      expect(
        `invalid ${e.field} ${scoringInputValue(e.value)}: ${describeScoringInput(e.tag, e.params)}`,
        tag,
      ).toBe(BEFORE[tag]);
      // The error builds no sentence (issue 31): its message names the reason by its id and parameters.
      expect(e.message, tag).toBe(
        `invalid ${field} ${scoringInputValue(value)} (${[tag, ...Object.entries(params).map(([k, v]) => `${k}: ${JSON.stringify(v)}`)].join(", ")})`,
      );
      expect(e).toBeInstanceOf(RangeError);
      expect({ _tag: e._tag, tag: e.tag, params: e.params, field: e.field }).toEqual({
        _tag: "ScoringInputError",
        tag,
        params,
        field,
      });
    }
  });

  it("the functions throw the reason as data: an impossible Mitchell, Howell or round robin, a level of 8", () => {
    const few = thrown(() => mitchell(1, { boardsPerRound: 2 }));
    expect([few.field, few.value, few.tag, few.params]).toEqual(["tables", 1, "whole-at-least", { min: 2 }]);
    const long = thrown(() => mitchell(8, { boardsPerRound: 2, rounds: 9 }));
    expect([long.tag, long.params]).toEqual(["rounds-at-most", { most: 7, movement: "mitchell", size: 8 }]);
    expect(long.message).toBe('invalid rounds 9 (rounds-at-most, most: 7, movement: "mitchell", size: 8)');
    const relay = thrown(() => mitchell(7, { boardsPerRound: 2, evenTables: "relay-and-bye-stand" }));
    expect([relay.tag, relay.params]).toEqual(["relay-bye-odd", { tables: 7 }]);
    const h = thrown(() => howell(4, { boardsPerRound: 2, rounds: 3 }));
    expect([h.tag, h.params]).toEqual(["howell-impossible", { pairs: 4, rounds: 3 }]);
    const rr = thrown(() => roundRobin(4, { boardsPerRound: 2, rounds: 4 }));
    expect([rr.tag, rr.params, describeScoringInput(rr.tag, rr.params)]).toEqual([
      "rounds-at-most",
      { most: 3, movement: "round-robin", size: 4 },
      "at most 3 rounds in a round robin of 4 teams",
    ]);
    const level = thrown(() => contractScore({ level: 8, strain: "S", doubling: "" }, false, 10));
    expect([level.field, level.value, level.tag, level.params]).toEqual([
      "level",
      8,
      "integer-range",
      { min: 1, max: 7 },
    ]);
  });
});
