/**
 * The public position type and its translation into the solver's numeric form, with the checks that make
 * a position playable: 52 distinct cards at most, and hand sizes that agree with the trick in progress.
 */
import {
  type Card,
  isCard,
  RANKS,
  type Rank,
  rankValue,
  SEATS,
  type Seat,
  type Side,
  type Strain,
  SUITS,
  type Suit,
} from "@bridgelaw/cards";
import type { CardCode } from "./engine.ts";

/** A position of the play: the remaining cards, trumps, and the trick in progress. */
export interface Position {
  /** The cards each seat still holds (cards already played to `trick` are not in the hands). */
  readonly hands: Readonly<Record<Seat, readonly Card[]>>;
  readonly trumps: Strain;
  /** The seat that led (or is to lead) the current trick. */
  readonly leader: Seat;
  /** Cards already played to the current trick, in order from the leader (0 to 3 cards; 4 = a completed trick). */
  readonly trick: readonly Card[];
}

/** The trump index of notrump (suits are S 0, H 1, D 2, C 3). */
export const NOTRUMP = 4;

const SUIT_INDEX: Readonly<Record<Suit, number>> = { S: 0, H: 1, D: 2, C: 3 };
export const seatIndex = (s: Seat): number => (s === "N" ? 0 : s === "E" ? 1 : s === "S" ? 2 : 3);
export const seatOf = (i: number): Seat => SEATS[i & 3]!;
export const sideOfIndex = (i: number): Side => ((i & 1) === 0 ? "NS" : "EW");
export const trumpIndex = (t: Strain): number => (t === "NT" ? NOTRUMP : SUIT_INDEX[t]);

export const cardCode = (c: Card): CardCode => SUIT_INDEX[c[0] as Suit] * 16 + rankValue(c[1] as Rank) - 2;
export const cardOfCode = (code: CardCode): Card => `${SUITS[code >> 4]!}${RANKS[12 - (code & 15)]!}` as Card;

/** An invalid position: duplicated cards or hand sizes that do not fit the trick in progress. */
export class PositionError extends Error {
  override readonly name = "PositionError";
}

/** A position in numeric form (see `engine.ts`). */
export interface Loaded {
  readonly masks: Int32Array;
  readonly trump: number;
  readonly leader: number;
  readonly trick: CardCode[];
  /** Tricks left, the current one included. */
  readonly tricks: number;
}

/** Checks a position and translates it. A completed trick (four cards) is not accepted here. */
export const toLoaded = (position: Position): Loaded => {
  const { trick } = position;
  if (trick.length > 3) throw new PositionError("a trick of four cards is complete: play it first");
  const masks = new Int32Array(16);
  const seen = new Set<string>();
  const note = (c: Card): CardCode => {
    if (!isCard(c)) throw new PositionError(`"${String(c)}" is not a card`);
    if (seen.has(c)) throw new PositionError(`${c} appears twice`);
    seen.add(c);
    return cardCode(c);
  };
  for (const seat of SEATS) {
    for (const c of position.hands[seat]) {
      const code = note(c);
      masks[seatIndex(seat) * 4 + (code >> 4)]! |= 1 << (code & 15);
    }
  }
  const codes = trick.map(note);
  const leader = seatIndex(position.leader);
  const n = position.hands[position.leader].length + (trick.length > 0 ? 1 : 0);
  for (let i = 0; i < 4; i++) {
    const seat = seatOf(leader + i);
    const want = i < trick.length ? n - 1 : n;
    if (position.hands[seat].length !== want) {
      throw new PositionError(
        `${seat} holds ${position.hands[seat].length} cards where ${want} are expected (${n} tricks left, ${trick.length} played to this one)`,
      );
    }
  }
  if (n > 13) throw new PositionError("more than 13 tricks");
  return { masks, trump: trumpIndex(position.trumps), leader, trick: codes, tricks: n };
};
