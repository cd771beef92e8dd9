import { type Card, cardOf, compareCards, isRank, RANKS, type Rank, SUITS, type Suit } from "./cards.ts";
import { TokenParseError } from "./errors.ts";
import { isSeat, rotate, SEATS, type Seat } from "./seats.ts";

/** A hand: its cards, in display order. */
export type Hand = readonly Card[];
/** A deal: the hand of each seat. A hand may be empty when a PBN deal leaves it unknown (`-`). */
export type Deal = Readonly<Record<Seat, Hand>>;

export const sortHand = (cards: Iterable<Card>): Card[] => [...cards].sort(compareCards);

/** Cards of one suit, highest first. */
export const suitHolding = (hand: Hand, suit: Suit): Card[] => hand.filter((c) => c[0] === suit);

/** A hand as a PBN hand string, `AKQ2.KJ5.T98.A43` (suits S H D C; `-` when the hand is unknown). */
export const formatHand = (hand: Hand): string =>
  hand.length === 0
    ? "-"
    : SUITS.map((s) =>
        suitHolding(hand, s)
          .sort(compareCards)
          .map((c) => c[1])
          .join(""),
      ).join(".");

const parseHand = (text: string, input: string, offset: number): Card[] => {
  if (text === "-") return [];
  const parts = text.split(".");
  if (parts.length !== 4) {
    throw new TokenParseError("deal", input, `hand "${text}" must have four suits separated by dots`, offset);
  }
  const cards: Card[] = [];
  let pos = offset;
  parts.forEach((holding, i) => {
    const suit = SUITS[i]!;
    for (const ch of holding.toUpperCase()) {
      if (!isRank(ch)) {
        throw new TokenParseError("deal", input, `"${ch}" is not a rank (A K Q J T 9 … 2)`, pos);
      }
      cards.push(cardOf(suit, ch as Rank));
      pos += 1;
    }
    pos += 1;
  });
  return sortHand(cards);
};

/**
 * Parses a PBN deal string (PBN 2.1 §3.4.11): `N:` (the first seat) then four hands clockwise, separated by
 * single spaces. This is a codec only: a deal with duplicated or missing cards parses; Law 6/7 validity is
 * checked by `@bridgelaw/boards`.
 */
export const parseDeal = (input: string): Deal => {
  const text = input.trim();
  const m = /^([NESWnesw]):(.*)$/s.exec(text);
  if (m === null)
    throw new TokenParseError("deal", input, 'expected "N:" (or E:, S:, W:) then four hands', 0);
  const first = m[1]!.toUpperCase();
  if (!isSeat(first)) throw new TokenParseError("deal", input, "unknown first seat", 0);
  const hands = m[2]!.trim().split(/\s+/);
  if (hands.length !== 4) {
    throw new TokenParseError("deal", input, `expected 4 hands, found ${hands.length}`, 2);
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
  `${first}:${[0, 1, 2, 3].map((i) => formatHand(deal[rotate(first, i)])).join(" ")}`;

/** The seat that holds `card` in `deal`, if any. */
export const holderOf = (deal: Deal, card: Card): Seat | undefined =>
  SEATS.find((s) => deal[s].includes(card));

/** Every card of a suit, highest first. */
export const suitCards = (suit: Suit): Card[] => RANKS.map((r) => cardOf(suit, r));
