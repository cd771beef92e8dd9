/**
 * Position descriptions for the transposition table, by relative rank.
 *
 * At a trick boundary only the order of the remaining cards matters, not their printed ranks. A suit is
 * described by the owners of its live cards listed from the lowest (two bits a card: the seat index), its
 * "sequence". The lengths of every hand in every suit, the leader, the tricks left and trumps form the
 * "shape" words, the exact part of every table key.
 *
 * Descriptions are kept in slots, one per number of tricks left, so a search keeps its own while deeper
 * searches describe theirs.
 */
import { createPext13, POP, SELECT, SPREAD } from "./bits.ts";
import type { State } from "./state.ts";

export interface Keys {
  /** Shape words at `slot * 2`: lengths, tricks left, leader, trumps. */
  readonly SHAPE: Int32Array;
  /** Owner sequence of each suit at `slot * 4 + suit` (two bits a card, the lowest card in bits 0-1). */
  readonly SEQ: Int32Array;
  /** Number of live cards of each suit at `slot * 4 + suit`. */
  readonly COUNT: Int32Array;
  /**
   * Describes the position at a trick boundary (no card on the table) with `leader` to lead, into `slot`.
   * `changed` has a bit for each suit played to since the position described in `slot + 1`, if that slot
   * describes the position one trick earlier (the other suits are copied).
   */
  readonly computeKey: (leader: number, slot: number, changed: number) => void;
  /** Forgets which slots are described (a new search root). */
  readonly invalidate: () => void;
  /** The mask of the `k` highest live cards of suit `s`. */
  readonly topCards: (s: number, k: number) => number;
}

export const createKeys = (state: State): Keys => {
  const { hands, live, game } = state;
  const pop = POP;
  const spread = SPREAD;
  const select = SELECT;
  const pext13 = createPext13();
  const SHAPE = new Int32Array(2 * 14);
  const SEQ = new Int32Array(4 * 14);
  const COUNT = new Int32Array(4 * 14);

  const valid = new Uint8Array(15);

  const invalidate = (): void => {
    valid.fill(0);
  };

  const computeKey = (leader: number, slot: number, changed: number): void => {
    const o = slot * 4;
    const reuse = valid[slot + 1] === 1;
    for (let s = 0; s < 4; s++) {
      if (reuse && ((changed >> s) & 1) === 0) {
        SEQ[o + s] = SEQ[o + 4 + s]!;
        COUNT[o + s] = COUNT[o + 4 + s]!;
        continue;
      }
      const r = live[s]!;
      const w = hands[12 + s]!;
      SEQ[o + s] = spread[pext13(hands[4 + s]! | w, r)]! | (spread[pext13(hands[8 + s]! | w, r)]! << 1);
      COUNT[o + s] = pop[r]!;
    }
    valid[slot] = 1;
    SHAPE[slot * 2] =
      pop[hands[0]!]! |
      (pop[hands[1]!]! << 4) |
      (pop[hands[2]!]! << 8) |
      (pop[hands[4]!]! << 12) |
      (pop[hands[5]!]! << 16) |
      (pop[hands[6]!]! << 20) |
      (game.tricksLeft << 24) |
      (leader << 28);
    SHAPE[slot * 2 + 1] =
      pop[hands[8]!]! |
      (pop[hands[9]!]! << 4) |
      (pop[hands[10]!]! << 8) |
      (pop[hands[12]!]! << 12) |
      (pop[hands[13]!]! << 16) |
      (pop[hands[14]!]! << 20) |
      (game.trump << 24);
  };

  const topCards = (s: number, k: number): number => {
    if (k === 0) return 0;
    const m = live[s]!;
    return m & ~((1 << select[m * 16 + pop[m]! - k]!) - 1);
  };

  return { SHAPE, SEQ, COUNT, computeKey, invalidate, topCards };
};
