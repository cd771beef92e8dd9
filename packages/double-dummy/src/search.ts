/**
 * Zero-window alpha-beta over tricks: every search answers one question, "can North-South take at least
 * `target` of the remaining tricks?". Positions at trick boundaries go through sure-trick cut-offs and the
 * transposition table; inside a trick the four plays are searched with ordered, equivalence-pruned moves.
 *
 * Every search also leaves in `REL` the cards its answer depends on (per suit, a mask of live cards): a
 * trick won by rank over another card of its suit makes its winning card relevant, a sure-trick cut-off the
 * cards it compared, a table hit the cards its entry keeps. A node that needed every move unites its
 * children's sets (and, for a refuted card that relied on its own rank, the lowest card of the run of
 * equivalent cards it stood for); a cut-off keeps the set of the move that cut. Positions agreeing on
 * lengths and on the owners of every live card down to the lowest relevant one of each suit have the same
 * answer, which is what the table stores (partition search).
 *
 * The same sets prune moves: once a card has been refuted, a card of the same hand and suit below every
 * relevant card of that suit is skipped (it would be refuted the same way).
 */
import { HI as HI_TABLE, LO as LO_TABLE, POP as POP_TABLE } from "./bits.ts";
import type { Keys } from "./key.ts";
import { MOVE_STRIDE, type Moves } from "./moves.ts";
import type { Quick } from "./quick.ts";
import type { State } from "./state.ts";
import type { Table } from "./tt.ts";

/** Parts of the pruning that can be switched off (tests check they do not change any result). */
export interface SearchOptions {
  /** Sure-trick cut-offs (`quick.ts`). Default on. */
  readonly quickTricks?: boolean;
  /** Transposition table cut-offs. Default on. */
  readonly table?: boolean;
  /** Skipping cards equivalent to an already refuted one given the relevant cards. Default on. */
  readonly redundancy?: boolean;
}

export interface Search {
  /** Can North-South take `target` of the remaining tricks, `leader` to lead to a new trick? */
  readonly searchLead: (leader: number, target: number) => boolean;
  /**
   * The same question inside a trick: `pos` cards have been played (led by `leader` in suit `ls`), the trick
   * so far won by seat `wh` with rank `wr` of suit `ws`. `target` counts the current trick among the remaining.
   */
  readonly searchFollow: (
    leader: number,
    pos: number,
    target: number,
    ls: number,
    wh: number,
    ws: number,
    wr: number,
  ) => boolean;
  /** Cards played since the root, by ply: the trick in progress at the root occupies the first plies. */
  readonly playedSuit: Int8Array;
  readonly playedRank: Int8Array;
  /** Sets the ply of the root: the number of cards already on the table in the current trick. */
  readonly setRootPly: (n: number) => void;
  /** Search statistics: lead nodes (positions at a trick boundary) visited. */
  readonly counters: { nodes: number };
}

export const createSearch = (
  state: State,
  keys: Keys,
  table: Table,
  quick: Quick,
  moves: Moves,
  options: SearchOptions = {},
): Search => {
  const { game, hands, live } = state;
  const { computeKey, topCards } = keys;
  const { HIT_DEPTH, ttProbe, ttStore } = table;
  const { QREL, quickTricks, sureTrumpTricks } = quick;
  const { genFollows, genLeads, killer, MV } = moves;
  const HI = HI_TABLE;
  const LO = LO_TABLE;
  const POP = POP_TABLE;
  const STRIDE = MOVE_STRIDE;
  const useQuick = options.quickTricks !== false;
  const useTable = options.table !== false;
  const useRedundancy = options.redundancy !== false;
  const counters = { nodes: 0 };
  /** Relevant cards of the last answer, per suit. */
  const REL = new Int32Array(4);

  /**
   * Per ply (`ply * 4 + suit`): the union of the relevant cards of the moves refuted so far, and the cards
   * already tried. A card below every relevant card of its suit is equivalent to an already tried card that is
   * also below them: swapping the two changes nothing the refutation depended on.
   */
  const UNION = new Int32Array(64 * 4);
  const DONE = new Int32Array(64 * 4);

  const redundant = (u: number, s: number, r: number): boolean => {
    if (!useRedundancy) return false;
    const rel = UNION[u + s]!;
    const low = rel === 0 ? 13 : LO[rel]!;
    return r < low && (DONE[u + s]! & ((1 << low) - 1)) !== 0;
  };

  /**
   * The lowest card of the run of equivalent cards headed by rank `r` in seat `h`'s suit `s` (as a mask).
   * A refuted card stands for the run below it; when the refutation relied on the card's own rank, the
   * whole run must stay a run in every position the table entry covers, so its lowest card is relevant.
   */
  const runBottom = (h: number, s: number, r: number): number => {
    const hm = hands[h * 4 + s]!;
    const below = live[s]! & ~hm & ((1 << r) - 1);
    const run = hm & ((1 << r) - 1) & (below === 0 ? -1 : ~((2 << HI[below]!) - 1));
    return run === 0 ? 1 << r : run & -run;
  };

  /** Cards played since the root, by ply: the trick in progress at the root occupies the first plies. */
  const playedSuit = new Int8Array(64);
  const playedRank = new Int8Array(64);
  let ply = 0;
  /** Suits played to in the trick just completed (read by the next lead node; 15 = unknown). */
  let changedSuits = 15;

  /** Sets the ply of the root: the number of cards already on the table in the current trick. */
  const setRootPly = (n: number): void => {
    ply = n;
    changedSuits = 15;
    keys.invalidate();
  };

  const clearRel = (): void => {
    REL[0] = 0;
    REL[1] = 0;
    REL[2] = 0;
    REL[3] = 0;
  };

  /** Winner of the last trick, when every hand holds one card; sets `REL`. */
  const lastTrickWinner = (leader: number): number => {
    const t = game.trump;
    let ws = 0;
    while (hands[leader * 4 + ws] === 0) ws++;
    let wr = HI[hands[leader * 4 + ws]!]!;
    let wh = leader;
    let contested = false;
    for (let q = 1; q < 4; q++) {
      const h = (leader + q) & 3;
      let s = 0;
      while (hands[h * 4 + s] === 0) s++;
      const r = HI[hands[h * 4 + s]!]!;
      if (s === ws) {
        contested = true;
        if (r > wr) {
          wr = r;
          wh = h;
        }
      } else if (s === t) {
        contested = false;
        ws = s;
        wr = r;
        wh = h;
      }
    }
    clearRel();
    if (contested) REL[ws] = 1 << wr;
    return wh;
  };

  /** Stores the answer of a lead node in the table, keeping the live cards down to the lowest relevant one. */
  const store = (
    slot: number,
    isLower: boolean,
    value: number,
    r0: number,
    r1: number,
    r2: number,
    r3: number,
  ) => {
    const k0 = r0 === 0 ? 0 : POP[live[0]! >> LO[r0]!]!;
    const k1 = r1 === 0 ? 0 : POP[live[1]! >> LO[r1]!]!;
    const k2 = r2 === 0 ? 0 : POP[live[2]! >> LO[r2]!]!;
    const k3 = r3 === 0 ? 0 : POP[live[3]! >> LO[r3]!]!;
    ttStore(slot, k0, k1, k2, k3, isLower, value);
  };

  /** Can North-South take `target` of the remaining tricks, `leader` to lead to a new trick? */
  const searchLead = (leader: number, target: number): boolean => {
    counters.nodes++;
    const changed = changedSuits;
    changedSuits = 15;
    const n = game.tricksLeft;
    if (target <= 0 || target > n) {
      clearRel();
      return target <= 0;
    }
    const ns = (leader & 1) === 0;
    if (n === 1) return (lastTrickWinner(leader) & 1) === 0;
    const q = !useQuick ? 0 : quickTricks(leader, ns ? target : n - target + 1);
    if (ns ? q >= target : n - q < target) {
      REL[0] = QREL[0]!;
      REL[1] = QREL[1]!;
      REL[2] = QREL[2]!;
      REL[3] = QREL[3]!;
      return ns;
    }
    const oq = !useQuick ? 0 : sureTrumpTricks(ns ? 1 : 0, ns ? n - target + 1 : target);
    if (ns ? n - oq < target : oq >= target) {
      REL[0] = QREL[0]!;
      REL[1] = QREL[1]!;
      REL[2] = QREL[2]!;
      REL[3] = QREL[3]!;
      return !ns;
    }
    if (useTable) computeKey(leader, n, changed);
    const hit = useTable ? ttProbe(n, target) : 0;
    if (hit !== 0) {
      REL[0] = topCards(0, HIT_DEPTH[0]!);
      REL[1] = topCards(1, HIT_DEPTH[1]!);
      REL[2] = topCards(2, HIT_DEPTH[2]!);
      REL[3] = topCards(3, HIT_DEPTH[3]!);
      return hit > 0;
    }
    const p = ply;
    const count = genLeads(p, leader);
    const b = p * STRIDE;
    const u = p * 4;
    for (let i = 0; i < count; i++) {
      const mv = MV[b + i]!;
      const s = (mv >> 4) & 15;
      const r = mv & 15;
      const bit = 1 << r;
      if (i > 0 && redundant(u, s, r)) continue;
      hands[leader * 4 + s]! ^= bit;
      playedSuit[p] = s;
      playedRank[p] = r;
      ply = p + 1;
      const res = searchFollow(leader, 1, target, s, leader, s, r);
      ply = p;
      hands[leader * 4 + s]! ^= bit;
      if (res === ns) {
        killer[p] = s * 16 + r;
        if (useTable) store(n, ns, ns ? target : target - 1, REL[0]!, REL[1]!, REL[2]!, REL[3]!);
        return res;
      }
      if (i === 0) {
        UNION[u] = REL[0]!;
        UNION[u + 1] = REL[1]!;
        UNION[u + 2] = REL[2]!;
        UNION[u + 3] = REL[3]!;
        DONE[u] = 0;
        DONE[u + 1] = 0;
        DONE[u + 2] = 0;
        DONE[u + 3] = 0;
      } else {
        UNION[u]! |= REL[0]!;
        UNION[u + 1]! |= REL[1]!;
        UNION[u + 2]! |= REL[2]!;
        UNION[u + 3]! |= REL[3]!;
      }
      DONE[u + s]! |= bit;
      if ((REL[s]! & ((2 << r) - 1)) !== 0) UNION[u + s]! |= runBottom(leader, s, r);
    }
    REL[0] = UNION[u]!;
    REL[1] = UNION[u + 1]!;
    REL[2] = UNION[u + 2]!;
    REL[3] = UNION[u + 3]!;
    if (useTable) store(n, !ns, ns ? target - 1 : target, REL[0]!, REL[1]!, REL[2]!, REL[3]!);
    return !ns;
  };

  /**
   * The same question inside a trick: `pos` cards have been played (led by `leader` in suit `ls`), the trick so
   * far won by seat `wh` with rank `wr` of suit `ws`. `target` counts the current trick among the remaining.
   */
  const searchFollow = (
    leader: number,
    pos: number,
    target: number,
    ls: number,
    wh: number,
    ws: number,
    wr: number,
  ): boolean => {
    const h = (leader + pos) & 3;
    const p = ply;
    const count = genFollows(p, h, pos, ls, wh, ws, wr);
    const ns = (h & 1) === 0;
    const t = game.trump;
    const b = p * STRIDE;
    const u = p * 4;
    for (let i = 0; i < count; i++) {
      const mv = MV[b + i]!;
      const s = (mv >> 4) & 15;
      const r = mv & 15;
      const bit = 1 << r;
      if (i > 0 && redundant(u, s, r)) continue;
      hands[h * 4 + s]! ^= bit;
      playedSuit[p] = s;
      playedRank[p] = r;
      ply = p + 1;
      let nwh = wh;
      let nws = ws;
      let nwr = wr;
      if (s === ws) {
        if (r > wr) {
          nwh = h;
          nwr = r;
        }
      } else if (s === t) {
        nwh = h;
        nws = s;
        nwr = r;
      }
      let res: boolean;
      if (pos === 3) {
        let same = 0;
        let suits = 0;
        for (let k = p - 3; k <= p; k++) {
          const ks = playedSuit[k]!;
          live[ks]! ^= 1 << playedRank[k]!;
          suits |= 1 << ks;
          if (ks === nws) same++;
        }
        changedSuits = suits;
        game.tricksLeft--;
        res = searchLead(nwh, (nwh & 1) === 0 ? target - 1 : target);
        game.tricksLeft++;
        for (let k = p - 3; k <= p; k++) live[playedSuit[k]!]! ^= 1 << playedRank[k]!;
        // A trick won by rank over another card of the same suit makes the winning card relevant.
        if (same > 1) REL[nws]! |= 1 << nwr;
      } else res = searchFollow(leader, pos + 1, target, ls, nwh, nws, nwr);
      ply = p;
      hands[h * 4 + s]! ^= bit;
      if (res === ns) return res;
      if (i === 0) {
        UNION[u] = REL[0]!;
        UNION[u + 1] = REL[1]!;
        UNION[u + 2] = REL[2]!;
        UNION[u + 3] = REL[3]!;
        DONE[u] = 0;
        DONE[u + 1] = 0;
        DONE[u + 2] = 0;
        DONE[u + 3] = 0;
      } else {
        UNION[u]! |= REL[0]!;
        UNION[u + 1]! |= REL[1]!;
        UNION[u + 2]! |= REL[2]!;
        UNION[u + 3]! |= REL[3]!;
      }
      DONE[u + s]! |= bit;
      if ((REL[s]! & ((2 << r) - 1)) !== 0) UNION[u + s]! |= runBottom(h, s, r);
    }
    REL[0] = UNION[u]!;
    REL[1] = UNION[u + 1]!;
    REL[2] = UNION[u + 2]!;
    REL[3] = UNION[u + 3]!;
    return !ns;
  };

  return { searchLead, searchFollow, playedSuit, playedRank, setRootPly, counters };
};
