/** What a token or deal string failed to be. */
export type TokenKind = "seat" | "suit" | "rank" | "card" | "strain" | "call" | "deal" | "vulnerability";

/** A text that does not parse as the token it should be. `position` is the 0-based offset in the input. */
export class TokenParseError extends Error {
  readonly _tag = "TokenParseError";
  constructor(
    readonly kind: TokenKind,
    readonly input: string,
    readonly reason: string,
    readonly position?: number,
  ) {
    super(`invalid ${kind} ${JSON.stringify(input)}: ${reason}`);
    this.name = "TokenParseError";
  }
}
