/**
 * The solver: its parts wired together, and the root. A position given as rank masks is loaded into the
 * search state and its value found with a sequence of zero-window searches stepping from a guess (MTD-style):
 * each search raises the proven lower bound or lowers the upper bound by one trick, and the transposition
 * table carries what earlier searches proved.
 */
import { POP } from "./bits.ts";
import { createKeys } from "./key.ts";
import { createMoves } from "./moves.ts";
import { createQuick } from "./quick.ts";
import { createSearch, type SearchOptions } from "./search.ts";
import { createState } from "./state.ts";
import { createTable } from "./tt.ts";

/** A card as `suit * 16 + rank bit` (suit S 0 … C 3, rank bit 0 for the deuce … 12 for the ace). */
export type CardCode = number;

export interface Engine {
  /**
   * Loads a position: `masks[seat * 4 + suit]` are the hands, `trick` the cards already played to the
   * current trick (fewer than four) from `leader`. The caller guarantees consistency (see `position.ts`).
   * `fresh` empties the transposition table first; keeping it pays for positions of the same deal and strain.
   */
  readonly load: (
    masks: ArrayLike<number>,
    trump: number,
    leader: number,
    trick: ArrayLike<CardCode>,
    fresh?: boolean,
  ) => void;
  /** Tricks left in the loaded position, the current one included. */
  readonly tricksLeft: () => number;
  /** Whether North-South can take `target` of the remaining tricks of the loaded position. */
  readonly test: (target: number) => boolean;
  /** Tricks North-South take from the loaded position (current trick included), searching from `guess`. */
  readonly value: (guess: number) => number;
  /** Lead nodes visited since the engine was made. */
  readonly nodes: () => number;
}

export const createEngine = (options: SearchOptions = {}): Engine => {
  const state = createState();
  const keys = createKeys(state);
  const table = createTable(keys);
  const search = createSearch(state, keys, table, createQuick(state), createMoves(state), options);
  const { hands, live, game } = state;
  const { playedSuit, playedRank, searchFollow, searchLead, setRootPly } = search;
  const root = { leader: 0, pos: 0, ls: 0, wh: 0, ws: 0, wr: 0 };

  const load = (
    masks: ArrayLike<number>,
    trump: number,
    leader: number,
    trick: ArrayLike<CardCode>,
    fresh = true,
  ): void => {
    if (fresh) table.ttReset();
    let leaderCards = 0;
    for (let s = 0; s < 4; s++) {
      const m0 = masks[s]! | 0;
      const m1 = masks[4 + s]! | 0;
      const m2 = masks[8 + s]! | 0;
      const m3 = masks[12 + s]! | 0;
      hands[s] = m0;
      hands[4 + s] = m1;
      hands[8 + s] = m2;
      hands[12 + s] = m3;
      live[s] = m0 | m1 | m2 | m3;
      leaderCards += POP[masks[leader * 4 + s]! | 0]!;
    }
    game.trump = trump;
    root.leader = leader;
    root.pos = trick.length;
    for (let i = 0; i < trick.length; i++) {
      const code = trick[i]!;
      const s = code >> 4;
      const r = code & 15;
      playedSuit[i] = s;
      playedRank[i] = r;
      live[s]! |= 1 << r;
      if (i === 0) {
        root.ls = s;
        root.ws = s;
        root.wr = r;
        root.wh = leader;
      } else if (s === root.ws ? r > root.wr : s === trump) {
        root.ws = s;
        root.wr = r;
        root.wh = (leader + i) & 3;
      }
    }
    setRootPly(trick.length);
    game.tricksLeft = leaderCards + (trick.length > 0 ? 1 : 0);
  };

  const test = (target: number): boolean => {
    setRootPly(root.pos);
    return root.pos === 0
      ? searchLead(root.leader, target)
      : searchFollow(root.leader, root.pos, target, root.ls, root.wh, root.ws, root.wr);
  };

  const value = (guess: number): number => {
    let lo = 0;
    let hi = game.tricksLeft;
    let g = guess;
    while (lo < hi) {
      const t = g <= lo ? lo + 1 : Math.min(g, hi);
      if (test(t)) {
        lo = t;
        g = t + 1;
      } else {
        hi = t - 1;
        g = t - 1;
      }
    }
    return lo;
  };

  return {
    load,
    tricksLeft: () => game.tricksLeft,
    test,
    value,
    nodes: () => search.counters.nodes,
    counters: search.counters,
  } as Engine;
};

let shared: Engine | undefined;

/** The engine the public functions share (made on first use; its table takes about 70 MB). */
export const sharedEngine = (): Engine => {
  shared ??= createEngine();
  return shared;
};
