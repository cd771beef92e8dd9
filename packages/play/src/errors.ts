import type { Card, Seat } from "@bridgelaw/cards";

/** A fact the Law does not allow in this state (a retraction or designation that is not open): refused by the table. */
export class NotOpen extends Error {
  readonly _tag = "NotOpen";
}

/** The card a seat cannot play because it does not hold it: physically impossible, refused by the table. */
export class CardNotHeld extends Error {
  readonly _tag = "CardNotHeld";
  constructor(
    readonly seat: Seat,
    readonly card: Card,
    readonly playedBefore: boolean,
  ) {
    super(playedBefore ? `${card} has already been played` : `${seat} does not hold ${card}`);
  }
}
