/**
 * Why a scoring function refuses an input (`ScoringInputError` of `@bridgelaw/scoring`: an impossible table
 * count for a Mitchell, more rounds than a Howell has, a level of 8 …) in the run's language: the same facts as
 * its English `message`, written from the error's message id (`tag`) and parameters through the texts catalog.
 */
import {
  type ScoringInputError,
  type ScoringInputParams,
  type ScoringInputTag,
  scoringInputValue,
} from "@bridgelaw/scoring";
import type { TextId } from "../texts/en.ts";
import { t } from "../texts.ts";

/** The catalog's message of each reason (a reason without one is a compile error here). */
const TEXT: { readonly [K in ScoringInputTag]: TextId } = {
  "integer-range": "scoringInputIntegerRange",
  range: "scoringInputRange",
  "finite-number": "scoringInputFiniteNumber",
  positive: "scoringInputPositive",
  "non-negative": "scoringInputNonNegative",
  "whole-non-negative": "scoringInputWholeNonNegative",
  "whole-at-least": "scoringInputWholeAtLeast",
  "whole-boards": "scoringInputWholeBoards",
  "match-boards": "scoringInputMatchBoards",
  "whole-boards-or-infinity": "scoringInputWholeBoardsOrInfinity",
  "one-of": "scoringInputOneOf",
  "frequency-positive": "scoringInputFrequencyPositive",
  "not-in-frequencies": "scoringInputNotInFrequencies",
  "favourable-index": "scoringInputFavourableIndex",
  "score-and-contract": "scoringInputScoreAndContract",
  "outcome-incomplete": "scoringInputOutcomeIncomplete",
  "contract-needs-tricks": "scoringInputContractNeedsTricks",
  "assigned-needs-outcome": "scoringInputAssignedNeedsOutcome",
  "single-outcome-weight": "scoringInputSingleOutcomeWeight",
  "both-and-each": "scoringInputBothAndEach",
  "side-no-score": "scoringInputSideNoScore",
  "adjusted-needs-outcomes": "scoringInputAdjustedNeedsOutcomes",
  "iso-time": "scoringInputIsoTime",
  "invalid-time": "scoringInputInvalidTime",
  "swiss-repeat": "scoringInputSwissRepeat",
  "swiss-repeat-or-bye": "scoringInputSwissRepeatOrBye",
  "swiss-one-section": "scoringInputSwissOneSection",
  "boards-per-round-unknown": "scoringInputBoardsPerRoundUnknown",
  "percentage-range": "scoringInputPercentageRange",
  "datum-needs-score": "scoringInputDatumNeedsScore",
  "weighted-needs-outcomes": "scoringInputWeightedNeedsOutcomes",
  "weight-positive": "scoringInputWeightPositive",
  "weighted-legally": "scoringInputWeightedLegally",
  "weights-sum": "scoringInputWeightsSum",
  strain: "scoringInputStrain",
  doubling: "scoringInputDoubling",
  "rounds-at-most": "scoringInputRoundsAtMost",
  "relay-bye-odd": "scoringInputRelayByeOdd",
  "howell-impossible": "scoringInputHowellImpossible",
  "expected-compared": "scoringInputExpectedCompared",
  "only-reduced": "scoringInputOnlyReduced",
  "board-per-score": "scoringInputBoardPerScore",
};

/** A reason in words: `a whole number, at least 2`, `un nombre entier, au moins 2`. */
export const scoringInputReason = <T extends ScoringInputTag>(
  tag: T,
  params: ScoringInputParams[T],
): string => t(TEXT[tag], params);

/** The refusal in words, one line: `invalid tables 1: a whole number, at least 2`. */
export const scoringInputText = (e: ScoringInputError): string =>
  t("scoringInput", {
    field: e.field,
    value: scoringInputValue(e.value),
    reason: scoringInputReason(e.tag, e.params),
  });
