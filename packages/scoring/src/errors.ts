/**
 * Why an input to a scoring function is refused, as data (issue 33: messages, not sentences): each reason's
 * message id (`tag`) and its parameters, and `describeScoringInput`, its English words as `ScoringInputError`
 * has always said them. A front end writes the reason in its own language from the data, as the command line
 * does in French.
 */

/** The parameters of a reason that has none. */
export type ScoringInputNoParams = Readonly<Record<never, never>>;

/** The parameters of each reason, by its message id. */
export interface ScoringInputParams {
  /** An integer outside its range: a level outside 1–7, tricks outside 0–13. */
  readonly "integer-range": { readonly min: number; readonly max: number };
  /** A number outside its range (a benefit-of-the-doubt factor, a percentage of a board's matchpoints). */
  readonly range: { readonly min: number; readonly max: number };
  readonly "finite-number": ScoringInputNoParams;
  readonly positive: ScoringInputNoParams;
  readonly "non-negative": ScoringInputNoParams;
  readonly "whole-non-negative": ScoringInputNoParams;
  /** A count below its least (tables, pairs, teams, rounds, boards in a round). */
  readonly "whole-at-least": { readonly min: number };
  readonly "whole-boards": ScoringInputNoParams;
  readonly "match-boards": ScoringInputNoParams;
  readonly "whole-boards-or-infinity": ScoringInputNoParams;
  /** A value that is none of the choices (a method of scoring). */
  readonly "one-of": { readonly choices: string };
  readonly "frequency-positive": ScoringInputNoParams;
  readonly "not-in-frequencies": ScoringInputNoParams;
  readonly "favourable-index": ScoringInputNoParams;
  readonly "score-and-contract": ScoringInputNoParams;
  readonly "outcome-incomplete": ScoringInputNoParams;
  readonly "contract-needs-tricks": ScoringInputNoParams;
  readonly "assigned-needs-outcome": ScoringInputNoParams;
  /** 12C1(c): one outcome with a weight other than 1. */
  readonly "single-outcome-weight": ScoringInputNoParams;
  readonly "both-and-each": ScoringInputNoParams;
  /** A side with no score of its own, none for both and none recorded. */
  readonly "side-no-score": { readonly side: "NS" | "EW" };
  readonly "adjusted-needs-outcomes": ScoringInputNoParams;
  readonly "iso-time": ScoringInputNoParams;
  readonly "invalid-time": ScoringInputNoParams;
  readonly "swiss-repeat": ScoringInputNoParams;
  readonly "swiss-repeat-or-bye": ScoringInputNoParams;
  readonly "swiss-one-section": ScoringInputNoParams;
  readonly "boards-per-round-unknown": ScoringInputNoParams;
  readonly "percentage-range": ScoringInputNoParams;
  readonly "datum-needs-score": ScoringInputNoParams;
  readonly "weighted-needs-outcomes": ScoringInputNoParams;
  /** 12C1(c). */
  readonly "weight-positive": ScoringInputNoParams;
  /** 12C1(c). */
  readonly "weighted-legally": ScoringInputNoParams;
  /** 12C1(c). */
  readonly "weights-sum": ScoringInputNoParams;
  readonly strain: ScoringInputNoParams;
  readonly doubling: ScoringInputNoParams;
  /** More rounds than a standard movement of that size has. */
  readonly "rounds-at-most": {
    readonly most: number;
    readonly movement: "mitchell" | "howell" | "round-robin";
    readonly size: number;
  };
  /** A relay and bye stand asked for an odd number of tables. */
  readonly "relay-bye-odd": { readonly tables: number };
  /** No complete Howell of that many pairs in that many rounds. */
  readonly "howell-impossible": { readonly pairs: number; readonly rounds: number };
  readonly "expected-compared": { readonly comparable: number };
  /** 79B3: a side's score raised by a correction that may only reduce it. */
  readonly "only-reduced": { readonly side: "NS" | "EW"; readonly from: number };
  readonly "board-per-score": { readonly n: number };
}

/** A reason's message id. */
export type ScoringInputTag = keyof ScoringInputParams;

const ENGLISH: { readonly [K in ScoringInputTag]: (p: ScoringInputParams[K]) => string } = {
  "integer-range": (p) => `must be an integer from ${p.min} to ${p.max}`,
  range: (p) => `must be from ${p.min} to ${p.max}`,
  "finite-number": () => "must be a finite number",
  positive: () => "must be positive",
  "non-negative": () => "must be ≥ 0",
  "whole-non-negative": () => "must be a whole number ≥ 0",
  "whole-at-least": (p) => `a whole number, at least ${p.min}`,
  "whole-boards": () => "a whole number of boards, at least 1",
  "match-boards": () => "a match has a whole number of boards, at least 1",
  "whole-boards-or-infinity": () => "a whole number of boards, or Infinity",
  "one-of": (p) => `one of ${p.choices}`,
  "frequency-positive": () => "a frequency must be a positive number",
  "not-in-frequencies": () => "is not in the board's frequency table",
  "favourable-index": () => "must index an outcome",
  "score-and-contract": () => "give either a score or a contract and tricks, not both",
  "outcome-incomplete": () => "an outcome needs a contract and tricks, or a score",
  "contract-needs-tricks": () => "a contract needs its tricks",
  "assigned-needs-outcome": () => "an assigned score needs an outcome",
  "single-outcome-weight": () => "12C1(c): a single outcome has all the weight (1)",
  "both-and-each": () => "a score for both sides and one for each: say which",
  "side-no-score": (p) => `${p.side} have no score: the board has no result to keep`,
  "adjusted-needs-outcomes": () => "an adjusted score needs outcomes, or a score for NS or EW",
  "iso-time": () => "an ISO 8601 time such as 2026-11-22T22:00:00Z",
  "invalid-time": () => "not a valid date and time",
  "swiss-repeat": () => "no Swiss pairing without a repeated match",
  "swiss-repeat-or-bye": () => "no Swiss pairing without a repeated match or bye",
  "swiss-one-section": () => "a Swiss movement has one section",
  "boards-per-round-unknown": () => "a whole number, at least 1 (no round yet gives it)",
  "percentage-range": () => "a percentage must be from 0 to 100",
  "datum-needs-score": () => "a datum needs at least one score",
  "weighted-needs-outcomes": () => "a weighted score needs outcomes",
  "weight-positive": () => "12C1(c): every weight must be positive",
  "weighted-legally": () => "12C1(c): only results that could have been obtained legally may be weighted",
  "weights-sum": () => "12C1(c): the weights of a weighted score must sum to 1",
  strain: () => "must be C, D, H, S or NT",
  doubling: () => 'must be "", "X" or "XX"',
  "rounds-at-most": (p) =>
    `at most ${p.most} rounds in ${
      p.movement === "mitchell"
        ? `a Mitchell of ${p.size} tables`
        : p.movement === "howell"
          ? `a Howell of ${p.size} pairs`
          : `a round robin of ${p.size} teams`
    }`,
  "relay-bye-odd": (p) =>
    `a relay and bye stand is for an even number of tables: ${p.tables} tables play the plain Mitchell`,
  "howell-impossible": (p) =>
    `no Howell of ${p.pairs} pairs in ${p.rounds} rounds where no pair plays a board set twice and no set is at two tables in a round (there is none in every round for 4 or 6 pairs): fewer rounds, shared boards (shareBoards), or a movement file written by hand`,
  "expected-compared": (p) => `must be an integer ≥ the ${p.comparable} compared results`,
  "only-reduced": (p) => `79B3: ${p.side}'s score may only be reduced (from ${p.from})`,
  "board-per-score": (p) => `must have one board per score (${p.n} scores)`,
};

/** The message ids of every reason (a front end's catalog has one rendering for each). */
export const SCORING_INPUT_TAGS = /* @__PURE__ */ Object.keys(ENGLISH) as readonly ScoringInputTag[];

/** A reason in English: `a whole number, at least 2`. */
export const describeScoringInput = <T extends ScoringInputTag>(
  tag: T,
  params: ScoringInputParams[T],
): string => ENGLISH[tag](params);

/** `whole-at-least` → `WholeAtLeast`. */
type Pascal<S extends string> = S extends `${infer A}-${infer B}`
  ? `${Capitalize<A>}${Pascal<B>}`
  : Capitalize<S>;

/**
 * A reason as a tagged fact, for a formatter's catalog (`@bridgelaw/words`): `_tag` is `ScoringInput` and the
 * message id in PascalCase (`ScoringInputWholeAtLeast`), its fields the parameters.
 */
export type ScoringInputFact = {
  readonly [K in ScoringInputTag]: { readonly _tag: `ScoringInput${Pascal<K>}` } & ScoringInputParams[K];
}[ScoringInputTag];

/** The tagged fact of a reason: `("whole-at-least", { min: 2 })` → `{ _tag: "ScoringInputWholeAtLeast", min: 2 }`. */
export const scoringInputFact = <T extends ScoringInputTag>(
  tag: T,
  params: ScoringInputParams[T],
): ScoringInputFact =>
  ({
    _tag: `ScoringInput${tag
      .split("-")
      .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
      .join("")}`,
    ...params,
  }) as ScoringInputFact;

/** A value as a reason names it: JSON (`1`, `"Q"`, `[60,40]`), else as JavaScript writes it (`undefined`). */
export const scoringInputValue = (value: unknown): string => JSON.stringify(value) ?? String(value);

/**
 * An input outside what a scoring law can score (a level outside 1–7, 14 tricks, a weight of 0, …): the field,
 * the value, and why as data: its message id (`tag`) and the message's parameters (`params`). Its words are a
 * formatter's: `describeScoringInput(e.tag, e.params)` in English (`a whole number, at least 2`),
 * `@bridgelaw/words` in the reader's language (issue 31: the error builds no sentence, so a bundle that never
 * words one leaves the English out). `message` names the reason by its id:
 * `invalid tables 1 (whole-at-least, min: 2)`.
 */
export class ScoringInputError<T extends ScoringInputTag = ScoringInputTag> extends RangeError {
  readonly _tag = "ScoringInputError";
  constructor(
    readonly field: string,
    readonly value: unknown,
    readonly tag: T,
    readonly params: ScoringInputParams[T],
  ) {
    super(
      `invalid ${field} ${scoringInputValue(value)} (${[
        tag,
        ...Object.entries(params).map(([k, v]) => `${k}: ${JSON.stringify(v)}`),
      ].join(", ")})`,
    );
    this.name = "ScoringInputError";
  }
}

export const requireInteger = (field: string, value: number, min: number, max: number): void => {
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) {
    throw new ScoringInputError(field, value, "integer-range", { min, max });
  }
};

export const requireFinite = (field: string, value: number): void => {
  if (typeof value !== "number" || !Number.isFinite(value)) {
    throw new ScoringInputError(field, value, "finite-number", {});
  }
};
