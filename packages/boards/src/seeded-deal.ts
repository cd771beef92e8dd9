import { type Card, DECK, type Deal, rotate, type Seat, sortHand } from "@bridgelaw/cards";
import { assertBoardNumber, type BoardConditions, boardConditions, dealerOf } from "./board-conditions.ts";
import { fnv1a64, SplitMix64 } from "./seeded-random.ts";

/**
 * Law 6A: the shuffle. Fisher–Yates over `DECK` (spades first, each suit ace down), driven by SplitMix64
 * seeded with FNV-1a-64 of `${seed}:${board}`: for i = 51 down to 1, j = below(i + 1), swap pack[i] and
 * pack[j]. Returns the pack top card first.
 */
export const shuffledPack = (seed: string, board = 1): Card[] => {
  assertBoardNumber(board);
  const random = new SplitMix64(fnv1a64(`${seed}:${board}`));
  const pack = [...DECK];
  for (let i = pack.length - 1; i > 0; i -= 1) {
    const j = random.below(i + 1);
    const t = pack[i]!;
    pack[i] = pack[j]!;
    pack[j] = t;
  }
  return pack;
};

/**
 * Law 6B: deal face down one card at a time, clockwise, starting with the dealer's left-hand opponent, so
 * no two adjacent cards of the pack go into the same pocket and each hand gets 13. Hands are sorted.
 */
export const dealPack = (pack: readonly Card[], dealer: Seat): Deal => {
  const hands: Record<Seat, Card[]> = { N: [], E: [], S: [], W: [] };
  pack.forEach((card, k) => {
    hands[rotate(dealer, k + 1)].push(card);
  });
  return { N: sortHand(hands.N), E: sortHand(hands.E), S: sortHand(hands.S), W: sortHand(hands.W) };
};

/**
 * Law 6: a reproducible deal for `board` (default 1) from a seed: the same seed and board give the same
 * deal on every machine. The dealer (Law 2) decides where dealing starts.
 */
export function dealFromSeed(seed: string, board = 1): Deal {
  return dealPack(shuffledPack(seed, board), dealerOf(board));
}

/** A seeded board: its Law 2 conditions and its Law 6 deal. */
export interface SeededBoard extends BoardConditions {
  readonly deal: Deal;
}

export const seededBoard = (seed: string, board: number): SeededBoard => ({
  ...boardConditions(board),
  deal: dealFromSeed(seed, board),
});
