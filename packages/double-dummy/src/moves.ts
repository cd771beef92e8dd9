/**
 * Move generation with equivalent-card pruning and move ordering.
 *
 * Equivalent cards: cards of one hand that are adjacent among the live cards of the suit (no card of
 * another hand, and no card of the current trick, between them) are interchangeable, so only the highest of
 * each such run is generated.
 *
 * Ordering (best first) follows the weights DDS documents for its move ordering (doc/heuristic-sorting.md of
 * dds-bridge/dds), written anew here: a lead is weighted by whether its side is likely to win the trick, by
 * who holds the top cards of the suit, and against suits in which the opponents have many choices or a ruff;
 * a follow by whether it wins, covers or ducks; a discard from a long suit is preferred, and the best card of
 * each suit comes first so that different suits are tried early.
 *
 * A move is packed as `(weight + 4096) << 8 | suit << 4 | rank bit`, so one sort orders everything.
 */
import { HI as HI_TABLE, POP as POP_TABLE } from "./bits.ts";
import { NOTRUMP as NT, type State } from "./state.ts";

/** Moves of a ply are at `ply * MOVE_STRIDE + i`. */
export const MOVE_STRIDE = 16;

export interface Moves {
  /** Moves of a ply, best first: `suit << 4 | rank` in the low 8 bits. */
  readonly MV: Int32Array;
  /** The lead that last caused a cut-off at each ply (`suit * 16 + rank`), -1 if none. */
  readonly killer: Int16Array;
  /** Leads of seat `h` at `ply`; returns how many. */
  readonly genLeads: (ply: number, h: number) => number;
  /** Plays of seat `h` at `ply`, `pos` cards into the trick led in `ls`, won so far by `wh` with `wr` of `ws`. */
  readonly genFollows: (
    ply: number,
    h: number,
    pos: number,
    ls: number,
    wh: number,
    ws: number,
    wr: number,
  ) => number;
}

/**
 * Makes the function giving the highest card of each run of `hm` among the live cards (`others` = the live
 * cards not in `hm`): the representatives of its equivalent cards.
 */
export const createRepresentatives = (): ((hm: number, others: number) => number) => {
  const hi = HI_TABLE;
  return (hm, others) => {
    let reps = 0;
    let x = hm;
    while (x !== 0) {
      const top = hi[x]!;
      reps |= 1 << top;
      const below = others & ((1 << top) - 1);
      if (below === 0) break;
      x &= (2 << hi[below]!) - 1;
    }
    return reps;
  };
};

export const createMoves = (state: State): Moves => {
  const { game, hands, live } = state;
  const HI = HI_TABLE;
  const POP = POP_TABLE;
  const NOTRUMP = NT;
  const representativesOf = createRepresentatives();
  const STRIDE = MOVE_STRIDE;
  const MAX_PLIES = 56;
  const MV = new Int32Array(MAX_PLIES * STRIDE);
  const killer = new Int16Array(MAX_PLIES).fill(-1);
  /** Bonus of the best discard of each suit, so that the first discards try different suits. */
  const DISCARD_BONUS = 1000;
  const KW = 52;
  const KL = 20;

  let count = 0;
  let base = 0;

  /** Adds a move, keeping the list sorted by weight. */
  const add = (suit: number, rank: number, weight: number): void => {
    const v = ((weight + 4096) << 8) | (suit << 4) | rank;
    let i = base + count;
    while (i > base && MV[i - 1]! < v) {
      MV[i] = MV[i - 1]!;
      i--;
    }
    MV[i] = v;
    count++;
  };

  /** Appends a move without weight (the caller adds in order, after every weighted move). */
  const append = (suit: number, rank: number): void => {
    MV[base + count] = (suit << 4) | rank;
    count++;
  };

  /** Whether the card just below `c` among the live cards `ls` also belongs to `hm` (an equivalent). */
  const hasEquivalent = (hm: number, ls: number, c: number): boolean => {
    const below = ls & ((1 << c) - 1);
    return below !== 0 && (hm & (1 << HI[below]!)) !== 0;
  };

  const genLeads = (ply: number, h: number): number => {
    count = 0;
    base = ply * STRIDE;
    const t = game.trump;
    const l = (h + 1) & 3;
    const p = h ^ 2;
    const r = (h + 3) & 3;
    const trumpGame = t !== NOTRUMP;
    const lTrumps = trumpGame ? hands[l * 4 + t]! : 0;
    const rTrumps = trumpGame ? hands[r * 4 + t]! : 0;
    const myTrumps = trumpGame ? hands[h * 4 + t]! : 0;
    const voidCount = game.tricksLeft * 4 + 4;
    const k = killer[ply]!;
    for (let s = 0; s < 4; s++) {
      const hm = hands[h * 4 + s]!;
      if (hm === 0) continue;
      const hl = hands[l * 4 + s]!;
      const hp = hands[p * 4 + s]!;
      const hr = hands[r * 4 + s]!;
      const lenL = POP[hl]!;
      const lenR = POP[hr]!;
      const topL = HI[hl]!;
      const topR = HI[hr]!;
      const topP = HI[hp]!;
      const ls = live[s]!;
      const top1 = HI[ls]!;
      const top2 = HI[ls ^ (1 << top1)]!;
      const bit2 = top2 >= 0 ? 1 << top2 : 0;
      let bonus = 0;
      const oppRuff = trumpGame && s !== t && ((hl === 0 && lTrumps !== 0) || (hr === 0 && rTrumps !== 0));
      if (oppRuff) bonus -= 10;
      if ((hr & ((1 << top1) | bit2)) !== 0) bonus -= 18;
      if (trumpGame && s !== t && POP[hm] === 1 && myTrumps !== 0 && topP === top1 && POP[hp]! >= 2)
        bonus += 16;
      const countL = lenL > 0 ? lenL * 4 : voidCount;
      const countR = lenR > 0 ? lenR * 4 : voidCount;
      const delta = (bonus - ((countL + countR) * 32) / 15) | 0;
      const ownTop = HI[hm] === top1;
      const partnerTop = topP === top1;
      const ownSecond = (hm & bit2) !== 0;
      const partnerSecond = (hp & bit2) !== 0;
      const oppSingletonTop = (lenL === 1 && topL === top1) || (lenR === 1 && topR === top1);
      const topOpp = Math.max(topL, topR);
      let reps = representativesOf(hm, ls & ~hm);
      while (reps !== 0) {
        const c = HI[reps]!;
        reps ^= 1 << c;
        const rank = c + 2;
        // Second-highest card with an equivalent below it.
        const secondSeq = c === top2 && c > 0 && (hm & (1 << HI[ls & ((1 << c) - 1)]!)) !== 0;
        const win = !oppRuff && ((c > topL && c > topR) || (topP > topOpp && topP > c));
        let w: number;
        if (win) {
          if (oppSingletonTop) w = 40 - rank;
          else if (ownTop) w = partnerSecond ? 50 - rank : c === top1 ? 31 : 19 - rank;
          else if (partnerTop) w = ownSecond ? 50 - rank : 35 - rank;
          else if (secondSeq) w = 40;
          else w = 30 - rank;
          if (k === s * 16 + c) w += KW;
        } else {
          if (oppSingletonTop) w = 29 - rank;
          else if (ownTop) w = partnerSecond ? 44 - rank : c === top1 ? 25 : 13 - rank;
          else if (partnerTop) w = ownSecond ? 44 - rank : 29 - rank;
          else if (secondSeq) w = 29;
          else w = 13 - rank;
          if (k === s * 16 + c) w += KL;
        }
        add(s, c, delta + w);
      }
    }
    return count;
  };

  /** The last hand following suit: the lowest winning card first (if any), then the rest from the lowest. */
  const lastFollows = (reps: number, beatable: boolean, wr: number, ls: number): void => {
    if (beatable) {
      let win = reps & ~((2 << wr) - 1);
      while (win !== 0) {
        const c = 31 - Math.clz32(win & -win);
        win ^= 1 << c;
        append(ls, c);
      }
      reps &= (2 << wr) - 1;
    }
    while (reps !== 0) {
      const c = 31 - Math.clz32(reps & -reps);
      reps ^= 1 << c;
      append(ls, c);
    }
  };

  const genFollows = (
    ply: number,
    h: number,
    pos: number,
    ls: number,
    wh: number,
    ws: number,
    wr: number,
  ): number => {
    count = 0;
    base = ply * STRIDE;
    const t = game.trump;
    const trumpGame = t !== NOTRUMP;
    const partnerWins = ((wh ^ h) & 1) === 0;
    const hm = hands[h * 4 + ls]!;
    const lsLive = live[ls]!;
    if (hm !== 0 && pos === 3) {
      lastFollows(representativesOf(hm, lsLive & ~hm), !partnerWins && ws === ls, wr, ls);
      return count;
    }
    const next = (h + 1) & 3;
    const p = h ^ 2;
    const sideLead = trumpGame && ls !== t;
    // The next player (an opponent) when pos < 3.
    const nextS = hands[next * 4 + ls]!;
    const nextTop = HI[nextS]!;
    const nextLow = nextS === 0 ? -1 : 31 - Math.clz32(nextS & -nextS);
    const nextTrumpTop = trumpGame ? HI[hands[next * 4 + t]!]! : -1;
    const nextCanRuff = sideLead && nextS === 0 && nextTrumpTop >= 0;
    if (hm !== 0) {
      let reps = representativesOf(hm, lsLive & ~hm);
      if ((reps & (reps - 1)) === 0) {
        append(ls, HI[reps]!);
        return count;
      }
      if (pos === 2) {
        const top2 = HI[lsLive ^ (1 << HI[lsLive]!)]!;
        while (reps !== 0) {
          const c = HI[reps]!;
          reps ^= 1 << c;
          const rank = c + 2;
          const over = ws === ls && c > wr;
          const ours = over || partnerWins;
          const curRank = over ? c : wr;
          const beaten = ws === ls ? nextTop > curRank || nextCanRuff : nextS === 0 && nextTrumpTop > curRank;
          let w: number;
          if (ours && !beaten) w = 60 - rank;
          else if (over) w = c === top2 ? 25 : hasEquivalent(hm, lsLive, c) ? 20 - rank : 10 - rank;
          else w = -10 - rank;
          add(ls, c, w);
        }
      } else {
        const pS = hands[p * 4 + ls]!;
        const pTop = HI[pS]!;
        const pLow = pS === 0 ? -1 : 31 - Math.clz32(pS & -pS);
        const pCanRuff = sideLead && pS === 0 && hands[p * 4 + t] !== 0;
        const leaderTop = HI[hands[((h + 3) & 3) * 4 + ls]!]!;
        const partnerCanWin = !nextCanRuff && ((pTop > wr && pTop > nextTop) || pCanRuff);
        const partnerMiddle = (pS & ~((2 << wr) - 1) & ((1 << Math.max(leaderTop, 0)) - 1)) !== 0;
        while (reps !== 0) {
          const c = HI[reps]!;
          reps ^= 1 << c;
          const rank = c + 2;
          const beatsLead = c > wr;
          const holds = beatsLead && nextTop < c && !nextCanRuff;
          let w: number;
          if (holds || partnerCanWin) {
            if (nextLow > c) w = 45 - rank;
            else if (partnerMiddle) w = 60 - rank;
            else if (beatsLead) {
              if (pLow > c) w = 75 - rank;
              else if (c > leaderTop) w = 70 - rank;
              else w = hasEquivalent(hm, lsLive, c) ? 60 - rank : 45 - rank;
            } else if (pS !== 0) w = hasEquivalent(hm, lsLive, c) ? 50 - rank : 45 - rank;
            else w = 45 - rank;
          } else if (nextLow > c || pLow > c) w = -rank;
          else if (beatsLead) w = hasEquivalent(hm, lsLive, c) ? 20 - rank : 10 - rank;
          else w = -rank;
          add(ls, c, w);
        }
      }
      return count;
    }
    // Void in the led suit: ruff or discard, the best card of each suit first.
    // Partner (pos 1, playing last) can still take the trick over the leader's side?
    let partnerCanWin = false;
    if (pos === 1) {
      const pS = hands[p * 4 + ls]!;
      const pTop = HI[pS]!;
      partnerCanWin =
        !nextCanRuff && ((pTop > wr && pTop > nextTop) || (sideLead && pS === 0 && hands[p * 4 + t] !== 0));
    }
    const partnerKeeps =
      pos === 2 &&
      partnerWins &&
      (ws === ls ? !(nextTop > wr || nextCanRuff) : !(nextS === 0 && nextTrumpTop > wr));
    for (let s = 0; s < 4; s++) {
      const hs = hands[h * 4 + s]!;
      if (hs === 0) continue;
      const sLive = live[s]!;
      const len = POP[hs]!;
      let suitAdd = ((len * 64) / 36) | 0;
      if (len === 2 && (hs & (1 << HI[sLive ^ (1 << HI[sLive]!)]!)) !== 0) suitAdd -= 2;
      const isTrump = s === t;
      let reps = representativesOf(hs, sLive & ~hs);
      let bestW = -100000;
      let bestC = -1;
      while (reps !== 0) {
        const c = HI[reps]!;
        reps ^= 1 << c;
        const rank = c + 2;
        // A trump played to a side-suit trick: does it take the lead, and does it keep it?
        const onTop = isTrump && (ws !== t || c > wr);
        let w: number;
        if (pos === 3) {
          if (partnerWins) w = isTrump ? 14 - rank + suitAdd : 30 - rank + suitAdd;
          else if (onTop) w = 30 - rank + suitAdd;
          else if (isTrump) w = -rank;
          else w = 14 - rank + suitAdd;
        } else if (pos === 2) {
          const kept = onTop && !(nextS === 0 && nextTrumpTop > c);
          if (partnerKeeps) w = isTrump ? 30 - rank + suitAdd : 60 - rank + suitAdd;
          else if (kept) w = 70 - rank + suitAdd;
          else if (onTop) w = 40 - rank + suitAdd;
          else if (isTrump) w = -15 - rank + suitAdd;
          else w = -rank + suitAdd;
        } else {
          const kept = onTop && !(nextS === 0 && nextTrumpTop > c);
          if (kept || partnerCanWin) w = isTrump ? 30 - rank + suitAdd : 60 - rank + suitAdd;
          else w = isTrump ? 15 - rank + suitAdd : -rank + suitAdd;
        }
        if (w > bestW) {
          if (bestC >= 0) add(s, bestC, bestW);
          bestW = w;
          bestC = c;
        } else add(s, c, w);
      }
      add(s, bestC, bestW + DISCARD_BONUS);
    }
    return count;
  };

  return { MV, killer, genLeads, genFollows };
};
