import type { TokenProblem } from "@bridgelaw/cards";
import type { ScoringInputFact } from "@bridgelaw/scoring";
import type { Messages, ScoringInputRefused } from "../catalog.ts";

/** Why a token does not read, in English (`TokenProblem` of `@bridgelaw/cards`: its `tokenProblemText`). */
export const TOKENS: Messages<TokenProblem> = {
  TokenCardExpected: "expected a suit S H D C followed by a rank A K Q J T 9 … 2",
  TokenCardWritten: "expected a suit S H D C (or ♠ ♥ ♦ ♣) followed by a rank A K Q J T 9 … 2",
  TokenSuitExpected: "expected S, H, D or C",
  TokenCallExpected: "expected P, X, XX or a bid such as 1C, 3NT or 7S",
  TokenCallWritten: "expected P, X, XX or a bid such as 1C (1♣), 3NT or 7S",
  TokenStrainExpected: "expected C, D, H, S or NT",
  TokenVulnerabilityExpected: "expected None, NS, EW or All",
  TokenContractExpected: "expected a contract such as 4S, 3NTX or Pass",
  TokenContractNeedsDeclarer: "a contract needs a declarer",
  TokenHandSuits: 'hand "{hand}" must have four suits separated by dots',
  TokenNotARank: '"{char}" is not a rank (A K Q J T 9 … 2)',
  TokenDealStart: 'expected "N:" (or E:, S:, W:) then four hands',
  TokenDealFirstSeat: "unknown first seat",
  TokenDealHands: "expected 4 hands, found {found}",
};

/**
 * Why a scoring function refuses an input, in English (`ScoringInputError` of `@bridgelaw/scoring`, its reason as
 * `ScoringInputFact`: the words of its `describeScoringInput`).
 */
export const SCORING_INPUTS: Messages<ScoringInputFact> = {
  ScoringInputIntegerRange: "must be an integer from {min} to {max}",
  ScoringInputRange: "must be from {min} to {max}",
  ScoringInputFiniteNumber: "must be a finite number",
  ScoringInputPositive: "must be positive",
  ScoringInputNonNegative: "must be ≥ 0",
  ScoringInputWholeNonNegative: "must be a whole number ≥ 0",
  ScoringInputWholeAtLeast: "a whole number, at least {min}",
  ScoringInputWholeBoards: "a whole number of boards, at least 1",
  ScoringInputMatchBoards: "a match has a whole number of boards, at least 1",
  ScoringInputWholeBoardsOrInfinity: "a whole number of boards, or Infinity",
  ScoringInputOneOf: "one of {choices}",
  ScoringInputFrequencyPositive: "a frequency must be a positive number",
  ScoringInputNotInFrequencies: "is not in the board's frequency table",
  ScoringInputFavourableIndex: "must index an outcome",
  ScoringInputScoreAndContract: "give either a score or a contract and tricks, not both",
  ScoringInputOutcomeIncomplete: "an outcome needs a contract and tricks, or a score",
  ScoringInputContractNeedsTricks: "a contract needs its tricks",
  ScoringInputAssignedNeedsOutcome: "an assigned score needs an outcome",
  ScoringInputSingleOutcomeWeight: "12C1(c): a single outcome has all the weight (1)",
  ScoringInputBothAndEach: "a score for both sides and one for each: say which",
  ScoringInputSideNoScore: "{side} have no score: the board has no result to keep",
  ScoringInputAdjustedNeedsOutcomes: "an adjusted score needs outcomes, or a score for NS or EW",
  ScoringInputIsoTime: "an ISO 8601 time such as 2026-11-22T22:00:00Z",
  ScoringInputInvalidTime: "not a valid date and time",
  ScoringInputSwissRepeat: "no Swiss pairing without a repeated match",
  ScoringInputSwissRepeatOrBye: "no Swiss pairing without a repeated match or bye",
  ScoringInputSwissOneSection: "a Swiss movement has one section",
  ScoringInputBoardsPerRoundUnknown: "a whole number, at least 1 (no round yet gives it)",
  ScoringInputPercentageRange: "a percentage must be from 0 to 100",
  ScoringInputDatumNeedsScore: "a datum needs at least one score",
  ScoringInputWeightedNeedsOutcomes: "a weighted score needs outcomes",
  ScoringInputWeightPositive: "12C1(c): every weight must be positive",
  ScoringInputWeightedLegally: "12C1(c): only results that could have been obtained legally may be weighted",
  ScoringInputWeightsSum: "12C1(c): the weights of a weighted score must sum to 1",
  ScoringInputStrain: "must be C, D, H, S or NT",
  ScoringInputDoubling: 'must be "", "X" or "XX"',
  ScoringInputRoundsAtMost:
    "at most {most} rounds in {movement, select, mitchell {a Mitchell of {size} tables} howell {a Howell of {size} pairs} other {a round robin of {size} teams}}",
  ScoringInputRelayByeOdd:
    "a relay and bye stand is for an even number of tables: {tables} tables play the plain Mitchell",
  ScoringInputHowellImpossible:
    "no Howell of {pairs} pairs in {rounds} rounds where no pair plays a board set twice and no set is at two tables in a round (there is none in every round for 4 or 6 pairs): fewer rounds, shared boards (shareBoards), or a movement file written by hand",
  ScoringInputExpectedCompared: "must be an integer ≥ the {comparable} compared results",
  ScoringInputOnlyReduced: "79B3: {side}'s score may only be reduced (from {from})",
  ScoringInputBoardPerScore: "must have one board per score ({n} scores)",
};

/** The refusal of an input to a scoring function, one line: `invalid tables 1: a whole number, at least 2`. */
export const INPUT_REFUSALS: Messages<ScoringInputRefused> = {
  ScoringInputRefused: "invalid {field} {value}: {reason, facts}",
};
