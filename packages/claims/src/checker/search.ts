/**
 * The checker's search: plays out every line of a position where each seat either helps or hinders a goal
 * (a number of tricks that "count": won by the claimer's side, or won by an opponent's trump); the claimer's
 * hands bound by the structured line of the statement are the checker's `ClaimSearch` (line-search.ts).
 *
 * It answers "can the helping seats make sure that at least `need` tricks count?" as an AND/OR search:
 * a helping seat needs one card that works, a hindering seat refutes with one card. Positions at the start of
 * a trick are remembered (the remaining cards, the leader, the step of the line, the need), cards that are
 * equivalent (no live card between them in another hand) are tried once, and two cut-offs settle a trick
 * count at once (a side on lead with nothing but winners, and no trump against it). A leaf function may
 * give the exact count (the double-dummy solver, once the claimer's line is played out).
 *
 * Every search has a budget of positions; past it, `SearchBudget` is thrown and the caller reports the
 * question as undetermined.
 */

import type { CheckerBudget } from "../consequences.ts";
import type { LineStep } from "../line.ts";
import { type Game, highBit, NOTRUMP, popcount } from "./game.ts";

export const HELP = 0;
export const HINDER = 1;
export type Role = typeof HELP | typeof HINDER;

/**
 * A search ran out of its budget: of positions (`most` of them), of double-dummy solving (`most` units), or the
 * checker's whole budget of positions is spent. The report notes the check as not determined.
 */
export class SearchBudget extends Error {
  override readonly name = "SearchBudget";
  constructor(
    readonly budget: CheckerBudget,
    readonly most?: number,
  ) {
    super(most === undefined ? `budget ${budget}` : `budget ${budget}: ${most}`);
  }
}

export interface SearchSpec {
  /** Per seat: helps or hinders the goal. */
  readonly roles: readonly Role[];
  /** Whether a trick counts towards the goal, from its winner (seat) and winning card. */
  readonly counts: (winner: number, card: number) => boolean;
  /** The side (0 NS, 1 EW) whose tricks count, or that the counting tricks are won by (move ordering). */
  readonly countingSide: number;
  /**
   * The goal is every trick `countingSide` wins: enables the cut-offs of a side on lead with only winners.
   */
  readonly sideTricks: boolean;
  /** The structured line and the seats bound by it (the claimer's hands): `ClaimSearch` only. */
  readonly line?: readonly LineStep[];
  readonly bound?: readonly boolean[];
  /**
   * The exact number of counting tricks from a position at the start of a trick once the line is played out,
   * if known (the solver); `undefined` to search on.
   */
  readonly leaf?: (hands: Int32Array, leader: number) => number | undefined;
  /**
   * At most how many counting tricks can still be won from a position at the start of a trick, whoever plays
   * what (a sound upper bound: a goal above it fails at once); `undefined` for the tricks left.
   */
  readonly cap?: (hands: Int32Array) => number;
  /**
   * The counting tricks are won with a trump by `countingSide` (Law 70C): the move ordering then tries ruffs
   * and leads towards a void first.
   */
  readonly trumpGoal?: boolean;
  /** Positions the search may visit (default 200 000). */
  readonly budget?: number;
}

export interface PlayedCode {
  readonly seat: number;
  readonly code: number;
}

/**
 * A search over one position, every seat free to play any legal card (no line binds a hand): `holds(need)` may
 * be asked for several needs (the memory is shared). `playBounds` (71B, 69B) asks only this; the checker's
 * `ClaimSearch` (line-search.ts) binds the claimer's hands by the statement's line. Apart (issue 31), so that a
 * replay, which asks for the bounds, does not carry the line nor the witness.
 */
export class PlaySearch {
  protected readonly hands: Int32Array;
  protected readonly trump: number;
  protected leader: number;
  protected trick: number[];
  /** The step of the line reached (0 without a line). */
  protected idx = 0;
  private readonly memo = new Map<string, boolean>();
  private nodes = 0;
  private readonly budget: number;
  private readonly history: { trick: number[]; leader: number }[] = [];

  constructor(
    game: Game,
    protected readonly spec: SearchSpec,
  ) {
    this.hands = Int32Array.from(game.hands);
    this.trump = game.trump;
    this.leader = game.leader;
    this.trick = [...game.trick];
    this.budget = spec.budget ?? 200_000;
  }

  /** Positions visited so far. */
  visited(): number {
    return this.nodes;
  }

  /** Whether the helping seats can make at least `need` tricks count, from the root. */
  holds(need: number): boolean {
    return this.ok(need);
  }

  /**
   * The most tricks the helping seats can make sure of (searching up from `guess`, default 0); `hi` caps it.
   */
  value(guess = 0): number {
    const hi = this.remaining();
    let lo = Math.max(0, Math.min(guess, hi));
    if (lo > 0 && !this.ok(lo)) {
      while (lo > 0 && !this.ok(lo)) lo -= 1;
      return lo;
    }
    while (lo < hi && this.ok(lo + 1)) lo += 1;
    return lo;
  }

  protected remaining(): number {
    const seat = (this.leader + this.trick.length) & 3;
    const h = this.hands;
    return (
      popcount(h[seat * 4]!) +
      popcount(h[seat * 4 + 1]!) +
      popcount(h[seat * 4 + 2]!) +
      popcount(h[seat * 4 + 3]!)
    );
  }

  /** Plays a card; returns 1 when it completes a trick that counts. */
  protected play(seat: number, code: number): number {
    this.hands[seat * 4 + (code >> 4)]! &= ~(1 << (code & 15));
    this.trick.push(code);
    if (this.trick.length < 4) return 0;
    const t = this.trick;
    let best = 0;
    for (let i = 1; i < 4; i++) {
      const a = t[best]!;
      const b = t[i]!;
      if (b >> 4 === a >> 4 ? b > a : b >> 4 === this.trump) best = i;
    }
    const winner = (this.leader + best) & 3;
    const counted = this.spec.counts(winner, t[best]!) ? 1 : 0;
    this.history.push({ trick: t, leader: this.leader });
    this.leader = winner;
    this.trick = [];
    return counted;
  }

  protected unplay(seat: number, code: number): void {
    if (this.trick.length === 0) {
      const last = this.history.pop()!;
      this.trick = last.trick;
      this.leader = last.leader;
    }
    this.trick.pop();
    this.hands[seat * 4 + (code >> 4)]! |= 1 << (code & 15);
  }

  /** Cards of `seat` that are live in other places (other hands or the trick in progress), by suit. */
  private liveOthers(seat: number, suit: number): number {
    const h = this.hands;
    let m = 0;
    for (let s = 0; s < 4; s++) if (s !== seat) m |= h[s * 4 + suit]!;
    for (const c of this.trick) if (c >> 4 === suit) m |= 1 << (c & 15);
    return m;
  }

  /** One card of each run of equivalent cards of `seat` among `cand` (a suit's candidates). */
  protected representatives(seat: number, suit: number, cand: number, out: number[]): void {
    if (cand === 0) return;
    const mine = this.hands[seat * 4 + suit]!;
    const others = this.liveOthers(seat, suit);
    let kept = false;
    for (let b = 12; b >= 0; b--) {
      const bit = 1 << b;
      if (mine & bit) {
        if (cand & bit && !kept) {
          out.push(suit * 16 + b);
          kept = true;
        }
      } else if (others & bit) {
        kept = false;
      }
    }
  }

  /** The legal cards of `seat` by suit (Law 44C/44D: follow suit when able). */
  protected legalMasks(seat: number): [number, number, number, number] {
    const h = this.hands;
    const m: [number, number, number, number] = [
      h[seat * 4]!,
      h[seat * 4 + 1]!,
      h[seat * 4 + 2]!,
      h[seat * 4 + 3]!,
    ];
    if (this.trick.length > 0) {
      const led = this.trick[0]! >> 4;
      if (m[led] !== 0) {
        for (let s = 0; s < 4; s++) if (s !== led) m[s] = 0;
      }
    }
    return m;
  }

  /**
   * Move ordering (it never changes an answer, only how soon it is found): a seat that wants counting tricks
   * from its own side tries high cards first, one that does not tries low cards first. For a goal of trump
   * tricks, a seat that wants them ruffs first, and a leader who wants them leads the suit the trump holders
   * are shortest in.
   */
  protected order(seat: number, moves: number[]): number[] {
    const helps = this.spec.roles[seat] === HELP;
    const own = (seat & 1) === this.spec.countingSide;
    const high = helps === own;
    const t = this.trump;
    if (this.spec.trumpGoal !== true || t === NOTRUMP || moves.length < 2) {
      return moves.sort((a, b) => (high ? (b & 15) - (a & 15) : (a & 15) - (b & 15)));
    }
    const h = this.hands;
    const score = (m: number): number => {
      const suit = m >> 4;
      const rank = m & 15;
      let v = high ? rank : -rank;
      if (this.trick.length > 0) {
        // a seat wanting trump tricks ruffs; one against them does not
        if (suit === t && this.trick[0]! >> 4 !== t) v += high ? 100 : -100;
      } else if (suit !== t) {
        // lead a suit the counting side's trump holders are short in (towards a ruff), or avoid it
        let shortest = 13;
        for (const o of [this.spec.countingSide, this.spec.countingSide + 2]) {
          if (h[o * 4 + t] !== 0) shortest = Math.min(shortest, popcount(h[o * 4 + suit]!));
        }
        v += (helps ? -10 : 10) * shortest;
      }
      return v;
    };
    return moves.sort((a, b) => score(b) - score(a));
  }

  /** A seat on lead with only winners (every card above the other hands' cards of its suit, and no hand to
   * ruff) wins every trick left, whoever plays what. */
  private soloSweeps(seat: number): boolean {
    const h = this.hands;
    const t = this.trump;
    let sideCards = false;
    for (let s = 0; s < 4; s++) {
      const mine = h[seat * 4 + s]!;
      if (mine === 0) continue;
      if (s !== t) sideCards = true;
      let others = 0;
      for (let o = 0; o < 4; o++) if (o !== seat) others |= h[o * 4 + s]!;
      if (others !== 0 && (mine & ((1 << (highBit(others) + 1)) - 1)) !== 0) return false;
    }
    if (t === NOTRUMP || !sideCards) return true;
    for (let o = 0; o < 4; o++) if (o !== seat && h[o * 4 + t] !== 0) return false;
    return true;
  }

  /**
   * Tricks a side is sure of with its top trumps: a trump above every opposing trump wins the trick it is
   * played to, and two cards of one hand are never played to one trick.
   */
  private sureTrumps(side: number): number {
    const t = this.trump;
    if (t === NOTRUMP) return 0;
    const h = this.hands;
    const a = h[side * 4 + t]!;
    const b = h[(side + 2) * 4 + t]!;
    const opp = h[(1 - side) * 4 + t]! | h[(3 - side) * 4 + t]!;
    const above = opp === 0 ? -1 : ~((2 << highBit(opp)) - 1);
    return Math.max(popcount(a & above), popcount(b & above));
  }

  /** A side on lead with only winners (and no trump against it) wins every trick left, whoever plays what. */
  private sweeps(side: number): boolean {
    const h = this.hands;
    const o1 = 1 - side;
    const o2 = 3 - side;
    if (this.trump !== NOTRUMP && (h[o1 * 4 + this.trump]! | h[o2 * 4 + this.trump]!) !== 0) return false;
    for (let s = 0; s < 4; s++) {
      const ours = h[side * 4 + s]! | h[(side + 2) * 4 + s]!;
      const theirs = h[o1 * 4 + s]! | h[o2 * 4 + s]!;
      if (ours !== 0 && theirs !== 0 && (ours & ((1 << (highBit(theirs) + 1)) - 1)) !== 0) return false;
    }
    return true;
  }

  private key(need: number): string {
    const h = this.hands;
    let k = `${this.leader}.${this.idx}.${need}`;
    for (let i = 0; i < 16; i++) k += `.${h[i]}`;
    return k;
  }

  protected ok(need: number): boolean {
    if (need <= 0) return true;
    const remaining = this.remaining();
    if (need > remaining) return false;
    const seat = (this.leader + this.trick.length) & 3;
    let key: string | null = null;
    if (this.trick.length === 0) {
      key = this.key(need);
      const seen = this.memo.get(key);
      if (seen !== undefined) return seen;
      this.nodes += 1;
      if (this.nodes > this.budget) throw new SearchBudget("positions", this.budget);
      const side = this.spec.countingSide;
      if (this.spec.cap !== undefined && need > this.spec.cap(this.hands)) {
        this.memo.set(key, false);
        return false;
      }
      if (this.spec.sideTricks) {
        // sure tricks of either side bound the count, whoever plays what
        const sure =
          need <= this.sureTrumps(side) ? true : need > remaining - this.sureTrumps(1 - side) ? false : null;
        const solo = sure === null && this.soloSweeps(this.leader) ? (this.leader & 1) === side : null;
        const r = sure ?? solo;
        if (r !== null) {
          this.memo.set(key, r);
          return r;
        }
      }
      if (this.spec.sideTricks && (this.leader & 1) === side && this.sweeps(side)) {
        this.memo.set(key, true);
        return true;
      }
      if (this.spec.sideTricks && (this.leader & 1) !== side && this.sweeps(1 - side)) {
        this.memo.set(key, false);
        return false;
      }
      if (this.lineOver() && this.spec.leaf !== undefined) {
        const v = this.spec.leaf(this.hands, this.leader);
        if (v !== undefined) {
          const r = v >= need;
          this.memo.set(key, r);
          return r;
        }
      }
    }
    const idx0 = this.idx;
    const moves = this.candidates(seat);
    const idx1 = this.idx;
    const helps = this.spec.roles[seat] === HELP;
    let result = !helps;
    for (const m of moves) {
      this.idx = idx1;
      const counted = this.play(seat, m);
      const r = this.ok(need - counted);
      this.unplay(seat, m);
      if (helps ? r : !r) {
        result = r;
        break;
      }
    }
    this.idx = idx0;
    if (key !== null) this.memo.set(key, result);
    return result;
  }

  /** The cards `seat` may choose from: one of each run of equivalent legal cards, in the search's order. */
  protected candidates(seat: number): number[] {
    const legal = this.legalMasks(seat);
    const out: number[] = [];
    for (let s = 0; s < 4; s++) this.representatives(seat, s, legal[s]!, out);
    return this.order(seat, out);
  }

  /** Whether every step of the line is over (always, without a line). */
  protected lineOver(): boolean {
    return true;
  }
}
