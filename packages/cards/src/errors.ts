/** What a token or deal string failed to be. */
export type TokenKind = "seat" | "suit" | "rank" | "card" | "strain" | "call" | "deal" | "vulnerability";

/**
 * Why a token does not read, as data (issue 33: a message id and its parameters, worded in a language by
 * `@bridgelaw/words`; `tokenProblemText` is the English). `TokenCardWritten` and `TokenCallWritten` are the readers that
 * also take a language's own notation (suit symbols, French ranks and calls: `@bridgelaw/words`' `parseCardIn`).
 */
export type TokenProblem =
  | { readonly _tag: "TokenCardExpected" }
  | { readonly _tag: "TokenCardWritten" }
  | { readonly _tag: "TokenSuitExpected" }
  | { readonly _tag: "TokenCallExpected" }
  | { readonly _tag: "TokenCallWritten" }
  | { readonly _tag: "TokenStrainExpected" }
  | { readonly _tag: "TokenVulnerabilityExpected" }
  | { readonly _tag: "TokenContractExpected" }
  | { readonly _tag: "TokenContractNeedsDeclarer" }
  | { readonly _tag: "TokenHandSuits"; readonly hand: string }
  | { readonly _tag: "TokenNotARank"; readonly char: string }
  | { readonly _tag: "TokenDealStart" }
  | { readonly _tag: "TokenDealFirstSeat" }
  | { readonly _tag: "TokenDealHands"; readonly found: number };

/** Every `TokenProblem` tag. */
export type TokenProblemTag = TokenProblem["_tag"];

/** The English of a token problem (the `reason` of `TokenParseError`). */
export const tokenProblemText = (p: TokenProblem): string => {
  switch (p._tag) {
    case "TokenCardExpected":
      return "expected a suit S H D C followed by a rank A K Q J T 9 … 2";
    case "TokenCardWritten":
      return "expected a suit S H D C (or ♠ ♥ ♦ ♣) followed by a rank A K Q J T 9 … 2";
    case "TokenSuitExpected":
      return "expected S, H, D or C";
    case "TokenCallExpected":
      return "expected P, X, XX or a bid such as 1C, 3NT or 7S";
    case "TokenCallWritten":
      return "expected P, X, XX or a bid such as 1C (1♣), 3NT or 7S";
    case "TokenStrainExpected":
      return "expected C, D, H, S or NT";
    case "TokenVulnerabilityExpected":
      return "expected None, NS, EW or All";
    case "TokenContractExpected":
      return "expected a contract such as 4S, 3NTX or Pass";
    case "TokenContractNeedsDeclarer":
      return "a contract needs a declarer";
    case "TokenHandSuits":
      return `hand "${p.hand}" must have four suits separated by dots`;
    case "TokenNotARank":
      return `"${p.char}" is not a rank (A K Q J T 9 … 2)`;
    case "TokenDealStart":
      return 'expected "N:" (or E:, S:, W:) then four hands';
    case "TokenDealFirstSeat":
      return "unknown first seat";
    case "TokenDealHands":
      return `expected 4 hands, found ${p.found}`;
  }
};

/**
 * A token problem as the error's message says it: its message id and its parameters
 * (`TokenDealHands, found: 3`).
 */
const problemLine = (p: TokenProblem): string =>
  Object.entries(p)
    .map(([k, v]) => (k === "_tag" ? String(v) : `${k}: ${JSON.stringify(v)}`))
    .join(", ");

/**
 * A text that does not parse as the token it should be: what (`kind`, `input`), why as data (`problem`, a
 * message id and its parameters) and where (`position`, the 0-based offset in the input). Its words are a
 * formatter's: `tokenProblemText(e.problem)` in English, `@bridgelaw/words` in the reader's language (issue 31:
 * the error builds no sentence, so a bundle that never words one leaves the English out). `message` names the
 * problem by its id: `invalid card "S1" (TokenCardExpected)`.
 */
export class TokenParseError extends Error {
  readonly _tag = "TokenParseError";
  constructor(
    readonly kind: TokenKind,
    readonly input: string,
    readonly problem: TokenProblem,
    readonly position?: number,
  ) {
    super(`invalid ${kind} ${JSON.stringify(input)} (${problemLine(problem)})`);
    this.name = "TokenParseError";
  }
}
