/**
 * The position of a claim in numeric form, for the checker's searches: seats N 0, E 1, S 2, W 3 (North-South
 * are the even seats); suits S 0, H 1, D 2, C 3; a card is `suit * 16 + rank bit` (the deuce 0 … the ace 12),
 * as in the double-dummy solver; trumps a suit index or 4 for notrump.
 */
import {
  type Card,
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
import type { ClaimPositionProblem } from "../consequences.ts";

export const NOTRUMP = 4;

export const seatNumber = (s: Seat): number => (s === "N" ? 0 : s === "E" ? 1 : s === "S" ? 2 : 3);
export const seatName = (i: number): Seat => SEATS[i & 3]!;
export const sideNumber = (side: Side): number => (side === "NS" ? 0 : 1);
/** 0 for North-South, 1 for East-West. */
export const sideOfSeat = (i: number): number => i & 1;

const SUIT_INDEX: Readonly<Record<Suit, number>> = { S: 0, H: 1, D: 2, C: 3 };
export const suitNumber = (s: Suit): number => SUIT_INDEX[s];
export const strainNumber = (t: Strain): number => (t === "NT" ? NOTRUMP : SUIT_INDEX[t]);

export const codeOf = (c: Card): number => SUIT_INDEX[c[0] as Suit] * 16 + rankValue(c[1] as Rank) - 2;
export const cardOf = (code: number): Card => `${SUITS[code >> 4]!}${RANKS[12 - (code & 15)]!}` as Card;

export const popcount = (x: number): number => {
  let n = 0;
  let v = x;
  while (v !== 0) {
    v &= v - 1;
    n += 1;
  }
  return n;
};

/** The highest set bit of a non-zero 13-bit mask (0 … 12). */
export const highBit = (m: number): number => 31 - Math.clz32(m);

/** A position: `hands[seat * 4 + suit]` rank masks; the trick in progress from `leader` (0 to 3 cards). */
export interface Game {
  readonly hands: Int32Array;
  readonly trump: number;
  readonly leader: number;
  readonly trick: readonly number[];
}

/** The position a claim is made in (the double-dummy solver's `Position`): cards, trumps, trick in progress. */
export interface ClaimPosition {
  /** The cards each seat still holds (penalty cards included: they belong to the hand, Law 50A). */
  readonly hands: Readonly<Record<Seat, readonly Card[]>>;
  readonly trumps: Strain;
  /** The seat that led (or is to lead) the trick in progress. */
  readonly leader: Seat;
  /** Cards already played to the trick in progress, in rotation from the leader (0 to 3). */
  readonly trick: readonly Card[];
}

/** Why a position cannot be played out (a card twice, hand sizes that do not fit the trick in progress). */
export const positionProblem = (p: ClaimPosition): ClaimPositionProblem | null => {
  const seen = new Set<string>();
  const cardOk = (c: unknown): c is Card => typeof c === "string" && /^[SHDC][AKQJT98765432]$/.test(c);
  for (const seat of SEATS) {
    for (const c of p.hands[seat] ?? []) {
      if (!cardOk(c)) return { _tag: "PositionNotACard", token: String(c) };
      if (seen.has(c)) return { _tag: "PositionCardTwice", card: c };
      seen.add(c);
    }
  }
  if (p.trick.length > 3) return { _tag: "PositionTrickComplete" };
  for (const c of p.trick) {
    if (!cardOk(c)) return { _tag: "PositionNotACard", token: String(c) };
    if (seen.has(c)) return { _tag: "PositionCardTwice", card: c };
    seen.add(c);
  }
  const leader = seatNumber(p.leader);
  const n = (p.hands[p.leader]?.length ?? 0) + (p.trick.length > 0 ? 1 : 0);
  if (n > 13) return { _tag: "PositionTooManyTricks" };
  for (let i = 0; i < 4; i++) {
    const seat = seatName(leader + i);
    const want = i < p.trick.length ? n - 1 : n;
    if ((p.hands[seat]?.length ?? 0) !== want) {
      return {
        _tag: "PositionHandSize",
        seat,
        holds: p.hands[seat]?.length ?? 0,
        expected: want,
        left: n,
        played: p.trick.length,
      };
    }
  }
  return null;
};

export const toGame = (p: ClaimPosition): Game => {
  const hands = new Int32Array(16);
  for (const seat of SEATS) {
    for (const c of p.hands[seat]) {
      const code = codeOf(c);
      hands[seatNumber(seat) * 4 + (code >> 4)]! |= 1 << (code & 15);
    }
  }
  return { hands, trump: strainNumber(p.trumps), leader: seatNumber(p.leader), trick: p.trick.map(codeOf) };
};

/** Cards of a seat, highest first within suits S H D C. */
export const cardsOf = (hands: Int32Array, seat: number): Card[] => {
  const out: Card[] = [];
  for (let s = 0; s < 4; s++) {
    const m = hands[seat * 4 + s]!;
    for (let b = 12; b >= 0; b--) if ((m >> b) & 1) out.push(cardOf(s * 16 + b));
  }
  return out;
};

export const toPosition = (
  hands: Int32Array,
  trump: number,
  leader: number,
  trick: readonly number[],
): ClaimPosition => ({
  hands: { N: cardsOf(hands, 0), E: cardsOf(hands, 1), S: cardsOf(hands, 2), W: cardsOf(hands, 3) },
  trumps: trump === NOTRUMP ? "NT" : (SUITS[trump]! as Strain),
  leader: seatName(leader),
  trick: trick.map(cardOf),
});

/** The winner's offset in the trick (0 = leader) under Law 44E/44F. */
export const winningIndex = (trick: readonly number[], trump: number): number => {
  let best = 0;
  for (let i = 1; i < trick.length; i++) {
    const a = trick[best]!;
    const b = trick[i]!;
    if (b >> 4 === a >> 4 ? b > a : b >> 4 === trump) best = i;
  }
  return best;
};

/** Tricks left in a position (the trick in progress included). */
export const tricksLeft = (g: Game): number => {
  const toPlay = (g.leader + g.trick.length) & 3;
  let n = 0;
  for (let s = 0; s < 4; s++) n += popcount(g.hands[toPlay * 4 + s]!);
  return n;
};

/** One card of a line of play, with the seat that plays it. */
export interface Play {
  readonly seat: Seat;
  readonly card: Card;
}

/**
 * The card a finesse step plays (see `line.ts`): `code` itself, unless the card winning the trick so far beats
 * it; then the lowest card of the suit above the winner when an opponent is winning, else the lowest of the
 * suit. `mine` is the seat's rank mask in the card's suit.
 */
export const finesseChoice = (
  trick: readonly number[],
  leader: number,
  trump: number,
  seat: number,
  mine: number,
  code: number,
): number => {
  const best = winningIndex(trick, trump);
  const top = trick[best]!;
  const suit = code >> 4;
  const beats = top >> 4 === suit ? top > code : top >> 4 === trump;
  if (!beats) return code;
  const winner = (leader + best) & 3;
  if ((winner & 1) !== (seat & 1) && top >> 4 === suit) {
    const above = mine & ~((1 << ((top & 15) + 1)) - 1);
    if (above !== 0) return suit * 16 + (31 - Math.clz32(above & -above));
  }
  return suit * 16 + (31 - Math.clz32(mine & -mine));
};
