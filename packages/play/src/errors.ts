import type { Card, Seat } from "@bridgelaw/cards";
import { DomainRejection } from "@bridgelaw/log";
import type { PlayRefusal } from "./consequences.ts";

/**
 * A fact the Law does not allow in this state (a retraction or designation that is not open): refused, with
 * its reason as data (`refusal`, one of `PlayRefusals`; `@bridgelaw/words` writes it).
 */
export class NotOpen extends DomainRejection {
  declare readonly refusal: PlayRefusal;
  constructor(refusal: PlayRefusal) {
    super(refusal);
  }
}

/**
 * The card a seat cannot play because it does not hold it (or it has been played already): physically
 * impossible, refused. The refusal names only what the command named (the seat and the card).
 */
export class CardNotHeld extends DomainRejection {
  declare readonly refusal: PlayRefusal;
  constructor(
    readonly seat: Seat,
    readonly card: Card,
    readonly playedBefore: boolean,
  ) {
    super({ _tag: playedBefore ? "CardAlreadyPlayed" : "CardNotHeld", seat, card });
  }
}
