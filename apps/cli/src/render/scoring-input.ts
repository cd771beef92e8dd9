/**
 * Why a scoring function refuses an input (`ScoringInputError` of `@bridgelaw/scoring`: an impossible table
 * count for a Mitchell, more rounds than a Howell has, a level of 8 …) in the run's language: the same facts as
 * its English `message`, written by `@bridgelaw/words` from the error's reason as data (`scoringInputFact`).
 */
import {
  type ScoringInputError,
  type ScoringInputParams,
  type ScoringInputTag,
  scoringInputFact,
  scoringInputValue,
} from "@bridgelaw/scoring";
import { describe } from "../words.ts";

/** A reason in words: `a whole number, at least 2`, `un nombre entier, au moins 2`. */
export const scoringInputReason = <T extends ScoringInputTag>(
  tag: T,
  params: ScoringInputParams[T],
): string => describe(scoringInputFact(tag, params));

/** The refusal in words, one line: `invalid tables 1: a whole number, at least 2`. */
export const scoringInputText = (e: ScoringInputError): string =>
  describe({
    _tag: "ScoringInputRefused",
    field: e.field,
    value: scoringInputValue(e.value),
    reason: scoringInputFact(e.tag, e.params),
  });
