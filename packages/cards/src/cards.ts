import { TokenParseError } from "./errors.ts";
import { rankPlace, suitPlace } from "./places.ts";

/** Suits, highest first (Law 1A: spades, hearts, diamonds, clubs). */
export type Suit = "S" | "H" | "D" | "C";
export const SUITS: readonly Suit[] = ["S", "H", "D", "C"];
export const SUIT_SYMBOLS: Readonly<Record<Suit, string>> = { S: "♠", H: "♥", D: "♦", C: "♣" };

/** Ranks, highest first (Law 1A); `T` is the ten. */
export type Rank = "A" | "K" | "Q" | "J" | "T" | "9" | "8" | "7" | "6" | "5" | "4" | "3" | "2";
export const RANKS: readonly Rank[] = ["A", "K", "Q", "J", "T", "9", "8", "7", "6", "5", "4", "3", "2"];

/** A card token: suit then rank, as in PBN play sections (`SA`, `HT`, `C2`). */
export type Card = `${Suit}${Rank}`;

const RANK_VALUE: Readonly<Record<string, number>> = {
  A: 14,
  K: 13,
  Q: 12,
  J: 11,
  T: 10,
  "9": 9,
  "8": 8,
  "7": 7,
  "6": 6,
  "5": 5,
  "4": 4,
  "3": 3,
  "2": 2,
};

export const isSuit = (u: unknown): u is Suit => u === "S" || u === "H" || u === "D" || u === "C";
export const isRank = (u: unknown): u is Rank => typeof u === "string" && u.length === 1 && u in RANK_VALUE;
export const isCard = (u: unknown): u is Card =>
  typeof u === "string" &&
  u.length === 2 &&
  suitPlace(u.charCodeAt(0)) >= 0 &&
  rankPlace(u.charCodeAt(1)) >= 0;

export const suitOf = (c: Card): Suit => c[0] as Suit;
export const rankOf = (c: Card): Rank => c[1] as Rank;
/** 2 … 14 (ace). */
export const rankValue = (r: Rank): number => RANK_VALUE[r]!;
export const cardOf = (suit: Suit, rank: Rank): Card => `${suit}${rank}`;
/** Law 50: an honour is A, K, Q, J or 10. */
export const isHonour = (c: Card): boolean => rankValue(rankOf(c)) >= 10;

/**
 * The 52 cards, spades first, each suit from the ace down. Each token is interned (kept as the engine keeps
 * property names: one copy, compared by identity), as the log's decoder interns the cards it reads.
 */
export const DECK: readonly Card[] = SUITS.flatMap((s) =>
  RANKS.map((r) => (Object.keys({ [cardOf(s, r)]: 0 })[0] ?? cardOf(s, r)) as Card),
);

/** 0 … 51 in `DECK` order (NaN for a string that is not a card token). */
export const cardIndex = (c: Card): number => {
  const s = suitPlace(c.charCodeAt(0));
  const r = rankPlace(c.charCodeAt(1));
  return c.length === 2 && s >= 0 && r >= 0 ? s * 13 + r : Number.NaN;
};

/** Display order: suits S H D C, ranks high to low. */
export const compareCards = (a: Card, b: Card): number => cardIndex(a) - cardIndex(b);

/** Parses a card token. Accepts `10` for the ten and lower case; always returns the canonical token. */
export const parseCard = (input: string): Card => {
  const t = input.trim().toUpperCase().replace("10", "T");
  if (!isCard(t)) {
    throw new TokenParseError("card", input, { _tag: "TokenCardExpected" });
  }
  return t;
};

export const parseSuit = (input: string): Suit => {
  const t = input.trim().toUpperCase();
  if (!isSuit(t)) throw new TokenParseError("suit", input, { _tag: "TokenSuitExpected" });
  return t;
};
