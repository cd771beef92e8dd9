import type { Card, Seat } from "@bridgelaw/cards";

/** Law 2: a board number is an integer from 1 up. */
export class BoardNumberError extends RangeError {
  readonly _tag = "BoardNumberError";
  constructor(
    readonly board: unknown,
    readonly reason: string,
  ) {
    super(`invalid board number ${String(board)}: ${reason}`);
    this.name = "BoardNumberError";
  }
}

/** A hand that does not hold 13 cards (Law 7B2; Law 13 when more, Law 14 when fewer). */
export interface WrongCardCount {
  readonly _tag: "WrongCardCount";
  readonly seat: Seat;
  readonly count: number;
  readonly reason: string;
}

/** A card found in more than one place (Law 1A: 52 distinct cards; Law 13C surplus card). */
export interface DuplicateCard {
  readonly _tag: "DuplicateCard";
  readonly card: Card;
  /** Every hand the card was found in, once per copy (a seat repeats when one hand holds it twice). */
  readonly seats: readonly Seat[];
  readonly reason: string;
}

/** A card of the pack found in no hand (Law 14). */
export interface MissingCard {
  readonly _tag: "MissingCard";
  readonly card: Card;
  readonly reason: string;
}

export type DealError = WrongCardCount | DuplicateCard | MissingCard;

/** Thrown by `assertValidDeal` (and `parseValidDeal`): carries every error found. */
export class InvalidDealError extends Error {
  readonly _tag = "InvalidDealError";
  constructor(readonly errors: readonly DealError[]) {
    const first = errors[0]?.reason ?? "invalid deal";
    const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : "";
    super(`invalid deal: ${first}${more}`);
    this.name = "InvalidDealError";
  }
}
