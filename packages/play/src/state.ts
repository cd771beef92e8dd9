import type { Card, PendingOption, RulingNeeded, Seat, Strain } from "@bridgelaw/cards";

export interface PlayedCard {
  readonly seat: Seat;
  readonly card: Card;
  /** Position of the event in the log (1-based). */
  readonly position: number;
}

/** A trick (Law 44): its leader, the cards in the order played and, once complete, its winner. */
export interface Trick {
  readonly number: number;
  readonly leader: Seat;
  readonly cards: readonly PlayedCard[];
  readonly winner: Seat | null;
}

/** A failure to follow suit when able (Law 61A), seen by the engine when it happens. */
export interface Revoke {
  readonly trick: number;
  readonly offender: Seat;
  readonly card: Card;
  readonly position: number;
  /** Law 63: nothing is rectified until attention is drawn; until then the revoke is only committed. */
  readonly status: "committed";
  readonly law: "61A";
}

/** A card that could not be taken as played in rotation, with the Law that governs it. */
export interface IrregularPlay {
  readonly seat: Seat;
  readonly card: Card;
  readonly position: number;
  readonly law: string;
  readonly reason: string;
}

/** The play period as derived from its cards (Laws 41, 44, 65). */
export interface PlayState {
  readonly declarer: Seat;
  readonly dummy: Seat;
  /** Trumps, or NT. */
  readonly strain: Strain;
  /** The cards each seat still holds. */
  readonly hands: Readonly<Record<Seat, readonly Card[]>>;
  /** Completed tricks, in order. */
  readonly tricks: readonly Trick[];
  /** The trick in progress (null once the 13th trick is complete). */
  readonly current: Trick | null;
  /** Whose turn it is to play (null when play is over). Dummy's cards are played by declarer (Law 45). */
  readonly turn: Seat | null;
  /** Law 41D: dummy's hand is faced once the opening lead is faced. */
  readonly dummyFaced: boolean;
  readonly tricksWon: { readonly NS: number; readonly EW: number };
  readonly revokes: readonly Revoke[];
  readonly irregular: readonly IrregularPlay[];
  readonly ended: boolean;
  /** Options the Law gives a player now (10C1), each answered by an `OptionChosen`. */
  readonly pending: readonly PendingOption[];
  /** Questions for the Director, each answered by a `DirectorRuled`. */
  readonly rulingsNeeded: readonly RulingNeeded[];
}
