import { type Card, cardIndex, cardOf, compareCards, DECK, RANKS, SUITS, type Suit } from "./cards.ts";
import { TokenParseError } from "./errors.ts";
import { rankPlace } from "./places.ts";
import { isSeat, rotate, SEATS, type Seat } from "./seats.ts";

/** A hand: its cards, in display order. */
export type Hand = readonly Card[];
/** A deal: the hand of each seat. A hand may be empty when a PBN deal leaves it unknown (`-`). */
export type Deal = Readonly<Record<Seat, Hand>>;

export const sortHand = (cards: Iterable<Card>): Card[] => [...cards].sort(compareCards);

/** Cards of one suit, highest first. */
export const suitHolding = (hand: Hand, suit: Suit): Card[] => hand.filter((c) => c[0] === suit);

/** A hand as a PBN hand string, `AKQ2.KJ5.T98.A43` (suits S H D C; `-` when the hand is unknown). */
export const formatHand = (hand: Hand): string => {
  if (hand.length === 0) return "-";
  // A hand in display order, each card once (as every hand is), in one pass.
  let out = "";
  let suit = 0;
  let last = -1;
  for (let k = 0; k < hand.length; k += 1) {
    const i = cardIndex(hand[k]!);
    if (!(i > last)) return formatAnyOrder(hand);
    last = i;
    const s = (i / 13) | 0;
    while (suit < s) {
      out += ".";
      suit += 1;
    }
    out += RANKS[i % 13];
  }
  while (suit < 3) {
    out += ".";
    suit += 1;
  }
  return out;
};

/** `formatHand` for a hand out of display order. */
const formatAnyOrder = (hand: Hand): string => {
  // As a set of the 52 places (two 26-bit words), or, with a card twice or not a card, card by card.
  let low = 0;
  let high = 0;
  for (const c of hand) {
    const i = cardIndex(c);
    const bit = i < 26 ? 1 << i : 1 << (i - 26);
    if (!(i >= 0 && i < 52) || ((i < 26 ? low : high) & bit) !== 0) return formatCards(hand);
    if (i < 26) low |= bit;
    else high |= bit;
  }
  let out = "";
  for (let i = 0; i < 52; i += 1) {
    if (i > 0 && i % 13 === 0) out += ".";
    if (((i < 26 ? low : high) & (i < 26 ? 1 << i : 1 << (i - 26))) !== 0) out += RANKS[i % 13];
  }
  return out;
};

/** `formatHand` for any list of cards (a card twice, or not a card, is shown as it is). */
const formatCards = (hand: Hand): string =>
  SUITS.map((s) =>
    suitHolding(hand, s)
      .sort(compareCards)
      .map((c) => c[1])
      .join(""),
  ).join(".");

const parseHand = (text: string, input: string, offset: number): Card[] => {
  if (text === "-") return [];
  const parts = text.split(".");
  if (parts.length !== 4) {
    throw new TokenParseError("deal", input, { _tag: "TokenHandSuits", hand: text }, offset);
  }
  const cards: Card[] = [];
  let pos = offset;
  let inOrder = true;
  let last = -1;
  for (let i = 0; i < 4; i += 1) {
    for (const ch of parts[i]!.toUpperCase()) {
      const r = ch.length === 1 ? rankPlace(ch.charCodeAt(0)) : -1;
      if (r < 0) {
        throw new TokenParseError("deal", input, { _tag: "TokenNotARank", char: ch }, pos);
      }
      const index = i * 13 + r;
      if (index <= last) inOrder = false;
      last = index;
      cards.push(DECK[index]!);
      pos += 1;
    }
    pos += 1;
  }
  // A hand written in display order (as PBN writes it) needs no sorting.
  return inOrder ? cards : sortHand(cards);
};

/**
 * Parses a PBN deal string (PBN 2.1 §3.4.11): `N:` (the first seat) then four hands clockwise, separated by
 * single spaces. This is a codec only: a deal with duplicated or missing cards parses; Law 6/7 validity is
 * checked by `@bridgelaw/boards`.
 */
export const parseDeal = (input: string): Deal => plainDeal(input) ?? parseAnyDeal(input);

const FIRST_SEAT: Readonly<Record<string, Seat>> = { N: "N", E: "E", S: "S", W: "W" };

/**
 * A deal written as the log writes it — `N:` (or E, S, W) and four hands of upper-case ranks, each suit
 * from the ace down, single spaces, nothing around — read in one pass; anything else: null (`parseAnyDeal`
 * reads it, or says what is wrong).
 */
const plainDeal = (input: string): Deal | null => {
  const first = FIRST_SEAT[input.charAt(0)];
  if (first === undefined || input.charCodeAt(1) !== 0x3a) return null;
  const deal: Record<Seat, Card[]> = { N: [], E: [], S: [], W: [] };
  const n = input.length;
  let p = 2;
  for (let h = 0; h < 4; h += 1) {
    const cards: Card[] = [];
    if (input.charCodeAt(p) === 0x2d) {
      p += 1; // "-": an unknown hand
    } else {
      let suit = 0;
      let last = -1;
      for (; p < n; p += 1) {
        const c = input.charCodeAt(p);
        if (c === 0x20) break;
        if (c === 0x2e) {
          suit += 1;
          if (suit > 3) return null;
          continue;
        }
        const r = rankPlace(c);
        if (r < 0) return null;
        const index = suit * 13 + r;
        if (index <= last) return null;
        last = index;
        cards.push(DECK[index]!);
      }
      if (suit !== 3) return null;
    }
    deal[rotate(first, h)] = cards;
    if (h < 3) {
      if (input.charCodeAt(p) !== 0x20) return null;
      p += 1;
    }
  }
  return p === n ? deal : null;
};

const parseAnyDeal = (input: string): Deal => {
  const text = input.trim();
  const m = /^([NESWnesw]):(.*)$/s.exec(text);
  if (m === null) throw new TokenParseError("deal", input, { _tag: "TokenDealStart" }, 0);
  const first = m[1]!.toUpperCase();
  if (!isSeat(first)) throw new TokenParseError("deal", input, { _tag: "TokenDealFirstSeat" }, 0);
  const hands = m[2]!.trim().split(/\s+/);
  if (hands.length !== 4) {
    throw new TokenParseError("deal", input, { _tag: "TokenDealHands", found: hands.length }, 2);
  }
  const deal: Record<Seat, Card[]> = { N: [], E: [], S: [], W: [] };
  let offset = 2;
  hands.forEach((h, i) => {
    deal[rotate(first, i)] = parseHand(h, input, offset);
    offset += h.length + 1;
  });
  return deal;
};

/** A deal as a PBN deal string starting with `first` (default North). */
export const formatDeal = (deal: Deal, first: Seat = "N"): string =>
  `${first}:${formatHand(deal[first])} ${formatHand(deal[rotate(first, 1)])} ${formatHand(deal[rotate(first, 2)])} ${formatHand(deal[rotate(first, 3)])}`;

/** The seat that holds `card` in `deal`, if any. */
export const holderOf = (deal: Deal, card: Card): Seat | undefined =>
  SEATS.find((s) => deal[s].includes(card));

/** Every card of a suit, highest first. */
export const suitCards = (suit: Suit): Card[] => RANKS.map((r) => cardOf(suit, r));
