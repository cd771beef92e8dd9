/**
 * Sure-trick bounds at a trick boundary, cheap enough to try before searching.
 *
 * `quickTricks(leader, need)`: tricks the leader's side can cash at once whatever the others do.
 * - Cashing from the top of the leader's hand: the leader plays a suit from the top; round `i` counts while
 *   every opponent who may still hold a card of the suit (length >= i) holds nothing higher, partner (while
 *   they may hold the suit) holds nothing higher either, so partner never overtakes, and, in a side suit of
 *   a trump contract, no opponent can ruff: a void opponent must have no trumps. When the leader's top trumps
 *   draw every opponent trump first, side suits are counted as at notrump. In a trump contract the leader's
 *   side-suit rounds are capped by partner's cards outside trumps, so partner is never forced to ruff.
 * - Then at most one transfer, ending the sequence: in one side suit the leader first cashes some rounds
 *   from the top (partner following low), then leads a small card to partner, who cashes from the top (the
 *   leader following low; a leader who could be forced to ruff partner's winner stops there). Partner keeps
 *   that suit while the leader cashes elsewhere, so partner needs as many other cards (outside trumps) as
 *   the leader's other rounds.
 * Opponents' discards never hurt these counts. A cheap bound (a side cashes only in suits where it holds the
 * top card, at most its longer holding) skips the count when it cannot reach `need`.
 *
 * `sureTrumpTricks(side, need)`, for the side not on lead: a trump higher than every opposing trump always wins
 * a trick, and two cards of one hand are never played to the same trick, so a side takes at least as many
 * tricks as one of its hands holds trumps above all the opponents' trumps. And (DDS's "later tricks" in trump
 * contracts) the top two trumps split between the side's hands, one of which holds another trump, make two
 * tricks; a second-best trump with another trump beside it, over the opponent holding the best, makes one.
 *
 * Both leave in `QREL` the cards a count of `need` tricks relies on, from the fewest suits: the cards that
 * won a round in which another hand still held the suit (their rank was compared; later rounds win by
 * length alone). Positions keeping the owners of the live cards down to these have the same count.
 */
import { HI as HI_TABLE, LO as LO_TABLE, POP as POP_TABLE, SELECT as SELECT_TABLE } from "./bits.ts";
import { NOTRUMP as NT, type State } from "./state.ts";

export interface Quick {
  /** Relevant cards of the last count that reached `need`, per suit. */
  readonly QREL: Int32Array;
  readonly quickTricks: (leader: number, need: number) => number;
  readonly sureTrumpTricks: (side: number, need: number) => number;
}

export const createQuick = (state: State): Quick => {
  const { game, hands, live } = state;
  const HI = HI_TABLE;
  const LO = LO_TABLE;
  const POP = POP_TABLE;
  const SELECT = SELECT_TABLE;
  const NOTRUMP = NT;

  /** Relevant cards of the last count, per suit. */
  const QREL = new Int32Array(4);

  /** Per suit: rounds counted, and the cards cashed (the hand's top cards). */
  const cnt = new Int32Array(4);
  const cashed = new Int32Array(4);
  /** The last `cash` call's cashed cards. */
  let lastCashed = 0;

  /**
   * Rounds hand `h` can cash from the top of suit `s` (see above); `ruffA`/`ruffB`: the opponent after / before
   * `h` has trumps and may ruff when void.
   */
  const cash = (h: number, s: number, ruffA: boolean, ruffB: boolean): number => {
    const all = hands[h * 4 + s]!;
    let x = all;
    lastCashed = 0;
    if (x === 0) return 0;
    const ha = hands[((h + 1) & 3) * 4 + s]!;
    const hb = hands[((h + 3) & 3) * 4 + s]!;
    const hp = hands[(h ^ 2) * 4 + s]!;
    const lenA = POP[ha]!;
    const lenB = POP[hb]!;
    const lenP = POP[hp]!;
    const topA = HI[ha]!;
    const topB = HI[hb]!;
    const topP = HI[hp]!;
    let i = 0;
    while (x !== 0) {
      const c = HI[x]!;
      i++;
      if (lenA >= i) {
        if (topA > c) break;
      } else if (ruffA) break;
      if (lenB >= i) {
        if (topB > c) break;
      } else if (ruffB) break;
      if (lenP >= i && topP > c) break;
      x ^= 1 << c;
    }
    const rounds = x === 0 ? i : i - 1;
    // Only rounds in which someone else still holds the suit compare ranks; later ones count by length.
    let compared = Math.max(lenA, lenB);
    if (lenP > compared) compared = lenP;
    lastCashed = topOf(all & ~x, Math.min(rounds, compared));
    return rounds;
  };

  const cardsOf = (h: number): number =>
    POP[hands[h * 4]!]! + POP[hands[h * 4 + 1]!]! + POP[hands[h * 4 + 2]!]! + POP[hands[h * 4 + 3]!]!;

  /** The `r` highest cards of mask `m` (which has at least `r`). */
  const topOf = (m: number, r: number): number =>
    r <= 0 ? 0 : m & ~((1 << SELECT[m * 16 + POP[m]! - r]!) - 1);

  /** Fills `QREL` with the fewest suits whose counts reach `need`, `mandatory` suit (or -1) first. */
  const selectRelevant = (need: number, mandatory: number, whole: number): void => {
    QREL[0] = 0;
    QREL[1] = 0;
    QREL[2] = 0;
    QREL[3] = 0;
    let left = need;
    let chosen = 0;
    if (mandatory >= 0) {
      QREL[mandatory] = cashed[mandatory]!;
      left -= cnt[mandatory]!;
      chosen |= 1 << mandatory;
    }
    while (left > 0) {
      let best = -1;
      for (let s = 0; s < 4; s++) {
        if ((chosen & (1 << s)) === 0 && cnt[s]! > 0 && (best < 0 || cnt[s]! > cnt[best]!)) best = s;
      }
      if (best < 0) return;
      chosen |= 1 << best;
      const take = Math.min(cnt[best]!, left);
      const m = cashed[best]!;
      QREL[best] = best === whole ? m : topOf(m, Math.min(take, POP[m]!));
      left -= take;
    }
  };

  /**
   * The most tricks the leader's side can cash in `s` ending with partner on lead: the leader first cashes
   * `j` rounds from the top (partner following low), then leads a small card to partner, who cashes from the
   * top (the leader following low). `ruffA`/`ruffB`: the leader's left/right opponent may ruff when void;
   * `leaderMustFollow`: the leader, once void, might be forced to ruff partner's winner. Sets `lastCashed`.
   */
  const transfer = (
    leader: number,
    s: number,
    ruffA: boolean,
    ruffB: boolean,
    leaderMustFollow: boolean,
  ): number => {
    let x = hands[leader * 4 + s]!;
    let y = hands[(leader ^ 2) * 4 + s]!;
    lastCashed = 0;
    if (x === 0 || y === 0) return 0;
    const ha = hands[((leader + 1) & 3) * 4 + s]!;
    const hb = hands[((leader + 3) & 3) * 4 + s]!;
    const lenA = POP[ha]!;
    const lenB = POP[hb]!;
    const topA = HI[ha]!;
    const topB = HI[hb]!;
    let best = 0;
    let bestRel = 0;
    let relL = 0;
    for (let j = 0; x !== 0; j++) {
      // Transfer after j rounds: the leader leads their lowest card, partner wins from the top.
      let xx = x;
      let yy = y;
      let k = j;
      let won = 0;
      let relP = 0;
      while (yy !== 0) {
        k++;
        const pc = HI[yy]!;
        if (lenA >= k) {
          if (topA > pc) break;
        } else if (ruffA) break;
        if (lenB >= k) {
          if (topB > pc) break;
        } else if (ruffB) break;
        let compared = lenA >= k || lenB >= k;
        if (xx !== 0) {
          const lc = LO[xx]!;
          if (lc > pc) break;
          xx ^= 1 << lc;
          compared = true;
        } else if (leaderMustFollow) break;
        if (compared) relP |= 1 << pc;
        yy ^= 1 << pc;
        won++;
      }
      if (j + won > best) {
        best = j + won;
        bestRel = relL | relP;
      }
      // Round j + 1 won by the leader from the top, partner following low.
      const c = HI[x]!;
      const kk = j + 1;
      if (lenA >= kk) {
        if (topA > c) break;
      } else if (ruffA) break;
      if (lenB >= kk) {
        if (topB > c) break;
      } else if (ruffB) break;
      if (y === 0) break;
      const pl = LO[y]!;
      if (pl > c) break;
      y ^= 1 << pl;
      relL |= 1 << c;
      x ^= 1 << c;
    }
    lastCashed = bestRel;
    return best;
  };

  const quickTricks = (leader: number, need: number): number => {
    const t = game.trump;
    const p = leader ^ 2;
    // A bound first: a side cashes only in suits where it holds the top card, at most its longer length;
    // the leader's own rounds come from suits where the leader holds the top, plus one transfer.
    let own = 0;
    let transferBound = 0;
    for (let s = 0; s < 4; s++) {
      const top = HI[live[s]!]!;
      if (top < 0) continue;
      const mine = hands[leader * 4 + s]!;
      if (mine === 0) continue;
      const theirs = hands[p * 4 + s]!;
      const leaderTop = (mine >> top) & 1;
      if (leaderTop) own += POP[mine]!;
      if (leaderTop || (theirs >> top) & 1) {
        const gain = POP[theirs]! - (leaderTop ? POP[mine]! : 0);
        if (gain > transferBound) transferBound = gain;
      }
    }
    if (own + transferBound < need) return own + transferBound;
    let total = 0;
    let mandatory = -1;
    let capped = false;
    const trumpGame = t !== NOTRUMP;
    let ruffL = false;
    let ruffR = false;
    if (!trumpGame) {
      for (let s = 0; s < 4; s++) {
        cnt[s] = cash(leader, s, false, false);
        cashed[s] = lastCashed;
        total += cnt[s]!;
      }
    } else {
      const l = (leader + 1) & 3;
      const r = (leader + 3) & 3;
      const trumpsL = POP[hands[l * 4 + t]!]!;
      const trumpsR = POP[hands[r * 4 + t]!]!;
      const trumpRounds = cash(leader, t, false, false);
      cnt[t] = trumpRounds;
      cashed[t] = lastCashed;
      const drawn = trumpRounds >= trumpsL && trumpRounds >= trumpsR;
      ruffL = !drawn && trumpsL > 0;
      ruffR = !drawn && trumpsR > 0;
      if (drawn && trumpsL + trumpsR > 0) mandatory = t;
      let side = 0;
      for (let s = 0; s < 4; s++) {
        if (s === t) continue;
        cnt[s] = cash(leader, s, ruffL, ruffR);
        cashed[s] = lastCashed;
        side += cnt[s]!;
      }
      const trumpsP = POP[hands[p * 4 + t]!]!;
      if (side > 0 && trumpsP > trumpRounds) {
        // Trumps are cashed first. Partner, still holding trumps afterwards, must not run out of other cards.
        const outside = cardsOf(p) - trumpsP;
        if (side > outside) {
          side = outside;
          capped = true;
        }
      }
      total = trumpRounds + side;
      if (capped && total >= need) {
        // Counts of suits are not independent here: rely on everything counted.
        for (let s = 0; s < 4; s++) QREL[s] = cashed[s]!;
        return total;
      }
    }
    let transferSuit = -1;
    if (total < need && !capped) {
      // One transfer to partner, in a side suit, ending the sequence. Partner keeps that suit while the
      // leader cashes elsewhere, so partner needs as many other cards (outside trumps) as those rounds.
      const leaderMustFollow = trumpGame && hands[leader * 4 + t] !== 0;
      const partnerCards = cardsOf(p) - (trumpGame ? POP[hands[p * 4 + t]!]! : 0);
      let bestGain = 0;
      let bestCount = 0;
      let bestCashed = 0;
      for (let s = 0; s < 4; s++) {
        if (s === t) continue;
        // The suit cannot give more rounds than its longer holding.
        const lenL = POP[hands[leader * 4 + s]!]!;
        const lenP = POP[hands[p * 4 + s]!]!;
        if (lenL === 0 || lenP === 0 || total - cnt[s]! + Math.max(lenL, lenP) < need) continue;
        const tr = transfer(leader, s, ruffL, ruffR, leaderMustFollow);
        const gain = tr - cnt[s]!;
        if (gain <= bestGain) continue;
        if (partnerCards - POP[hands[p * 4 + s]!]! < total - cnt[s]!) continue;
        bestGain = gain;
        transferSuit = s;
        bestCount = tr;
        bestCashed = lastCashed;
      }
      if (transferSuit >= 0) {
        total += bestGain;
        cnt[transferSuit] = bestCount;
        cashed[transferSuit] = bestCashed;
      }
    }
    if (total >= need) selectRelevant(need, mandatory, transferSuit);
    return total;
  };

  /** Tricks `side` (0 North-South, 1 East-West) is sure to take with its top trumps. */
  const sureTrumpTricks = (side: number, need: number): number => {
    const t = game.trump;
    if (t === NOTRUMP) return 0;
    const a = hands[side * 4 + t]!;
    const b = hands[(side + 2) * 4 + t]!;
    const opp = hands[(side + 1) * 4 + t]! | hands[((side + 3) & 3) * 4 + t]!;
    if ((a | b) === 0) return 0;
    const topOpp = HI[opp]!;
    const above = topOpp < 0 ? -1 : ~((2 << topOpp) - 1);
    const ma = a & above;
    const mb = b & above;
    const na = POP[ma]!;
    const nb = POP[mb]!;
    let n = Math.max(na, nb);
    let rel2 = 0;
    if (n < need && need <= 2) {
      // The top two trumps (DDS's "later tricks"). Held one in each hand of the side, with a hand holding two
      // trumps or more, they make two tricks: the first trump either hand plays can be one of them, alone in
      // its trick, and the other is then the best. A second-best trump with another trump beside it, over the
      // opponent holding the best one (who plays before it in every trick the opponents lead), makes one: it
      // wins the first trick in which that opponent has played another card, or becomes the best.
      const all = a | b | opp;
      const top1 = HI[all]!;
      const top2 = HI[all ^ (1 << top1)]!;
      if (top2 >= 0) {
        const bit1 = 1 << top1;
        const bit2 = 1 << top2;
        if ((opp & (bit1 | bit2)) === 0) {
          if (POP[a]! >= 2 || POP[b]! >= 2) {
            n = 2;
            rel2 = bit2;
          }
        } else if ((opp & bit2) === 0) {
          const x = (a & bit2) !== 0 ? side : side + 2;
          if (POP[x === side ? a : b]! >= 2 && (hands[((x + 3) & 3) * 4 + t]! & bit1) !== 0) {
            n = 1;
            rel2 = bit2;
          }
        }
      }
    }
    if (n >= need) {
      QREL[0] = 0;
      QREL[1] = 0;
      QREL[2] = 0;
      QREL[3] = 0;
      QREL[t] = rel2 !== 0 ? rel2 : topOpp < 0 ? 0 : topOf(na > nb ? ma : mb, need);
    }
    return n;
  };

  return { QREL, quickTricks, sureTrumpTricks };
};
