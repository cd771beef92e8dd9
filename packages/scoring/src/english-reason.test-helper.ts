import { describeScoringInput, ScoringInputError } from "./errors.ts";

/**
 * The English of the reason a `ScoringInputError` thrown by `f` gives (`describeScoringInput` of its message id
 * and parameters: the error itself builds no sentence), for a test that reads the sentence.
 */
export const englishReason = (f: () => unknown): string => {
  try {
    f();
  } catch (e) {
    if (e instanceof ScoringInputError) return describeScoringInput(e.tag, e.params);
    throw e;
  }
  throw new Error("nothing thrown");
};
