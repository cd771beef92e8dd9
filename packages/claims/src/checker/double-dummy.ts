/**
 * What the checker asks of the double-dummy solver: the tricks of a side from a position, and one best line
 * (at each step a card that keeps the double-dummy value, found by solving after each candidate).
 */
import { bestLines, solve } from "../dd.ts";
import { codeOf, type Game, popcount, seatName, toPosition, winningIndex } from "./game.ts";
import { SearchBudget } from "./search.ts";

/**
 * Counts the solver's calls and their cost, in units of a small solve: a position of up to 9 tricks 1, of 10
 * or 11 tricks 4, of 12 or 13 tricks 40 (what they take, roughly). Past `limit`, a solve throws
 * `SearchBudget`: the question asking it is reported as undetermined.
 */
export interface SolveCounter {
  solves: number;
  cost: number;
  readonly limit: number;
}

export const newCounter = (limit: number): SolveCounter => ({ solves: 0, cost: 0, limit });

const charge = (counter: SolveCounter | undefined, tricks: number): void => {
  if (counter === undefined) return;
  if (counter.cost > counter.limit) throw new SearchBudget("solving", counter.limit);
  counter.solves += 1;
  counter.cost += tricks <= 9 ? 1 : tricks <= 11 ? 4 : 40;
};

/** Double-dummy tricks of `side` (0 NS, 1 EW) from a position, the trick in progress included. */
export const ddTricks = (
  hands: Int32Array,
  trump: number,
  leader: number,
  trick: readonly number[],
  side: number,
  counter?: SolveCounter,
): number => {
  let n = 0;
  for (let s = 0; s < 4; s++)
    n += popcount(hands[s]!) + popcount(hands[4 + s]!) + popcount(hands[8 + s]!) + popcount(hands[12 + s]!);
  if (n === 0) return 0;
  charge(counter, Math.ceil(n / 4));
  const r = solve(toPosition(hands, trump, leader, trick));
  return side === 0 ? r.NS : r.EW;
};

/** A mutable copy of a position with play and undo, for playouts. */
export class Playout {
  readonly hands: Int32Array;
  leader: number;
  trick: number[];
  /** Tricks won so far in the playout by each side. */
  readonly won = [0, 0];
  readonly plays: { seat: number; code: number }[] = [];

  constructor(
    game: Game,
    readonly trump: number,
  ) {
    this.hands = Int32Array.from(game.hands);
    this.leader = game.leader;
    this.trick = [...game.trick];
  }

  toPlay(): number {
    return (this.leader + this.trick.length) & 3;
  }

  left(): number {
    const s = this.toPlay();
    const h = this.hands;
    return popcount(h[s * 4]!) + popcount(h[s * 4 + 1]!) + popcount(h[s * 4 + 2]!) + popcount(h[s * 4 + 3]!);
  }

  /** Every legal card of the seat to play (Law 44C/44D). */
  legal(): number[] {
    const seat = this.toPlay();
    const h = this.hands;
    const led = this.trick.length > 0 ? this.trick[0]! >> 4 : -1;
    const follow = led >= 0 && h[seat * 4 + led] !== 0;
    const out: number[] = [];
    for (let s = 0; s < 4; s++) {
      if (follow && s !== led) continue;
      const m = h[seat * 4 + s]!;
      for (let b = 12; b >= 0; b--) if ((m >> b) & 1) out.push(s * 16 + b);
    }
    return out;
  }

  /** Legal cards of the seat to play, one of each run of equivalent cards. */
  candidates(): number[] {
    const seat = this.toPlay();
    const h = this.hands;
    const led = this.trick.length > 0 ? this.trick[0]! >> 4 : -1;
    const out: number[] = [];
    const follow = led >= 0 && h[seat * 4 + led] !== 0;
    for (let s = 0; s < 4; s++) {
      if (follow && s !== led) continue;
      const mine = h[seat * 4 + s]!;
      if (mine === 0) continue;
      let others = 0;
      for (let o = 0; o < 4; o++) if (o !== seat) others |= h[o * 4 + s]!;
      for (const c of this.trick) if (c >> 4 === s) others |= 1 << (c & 15);
      let kept = false;
      for (let b = 12; b >= 0; b--) {
        const bit = 1 << b;
        if (mine & bit) {
          if (!kept) {
            out.push(s * 16 + b);
            kept = true;
          }
        } else if (others & bit) kept = false;
      }
    }
    return out;
  }

  /** Plays a card of the seat to play; gathers a completed trick. */
  play(code: number): void {
    const seat = this.toPlay();
    this.hands[seat * 4 + (code >> 4)]! &= ~(1 << (code & 15));
    this.trick.push(code);
    this.plays.push({ seat, code });
    if (this.trick.length === 4) {
      const winner = (this.leader + winningIndex(this.trick, this.trump)) & 3;
      this.won[winner & 1]! += 1;
      this.leader = winner;
      this.trick = [];
    }
  }

  /** Double-dummy tricks of `side` from here plus those it won in the playout. */
  total(side: number, counter?: SolveCounter): number {
    return this.won[side]! + ddTricks(this.hands, this.trump, this.leader, this.trick, side, counter);
  }

  copy(): Playout {
    const p = new Playout(
      { hands: this.hands, trump: this.trump, leader: this.leader, trick: this.trick },
      this.trump,
    );
    p.won[0] = this.won[0]!;
    p.won[1] = this.won[1]!;
    p.plays.push(...this.plays);
    return p;
  }
}

/**
 * One best line from a position: each seat in turn plays a card that keeps the double-dummy value (its side
 * cannot do better, the other side cannot hold it to less): the solver's principal variation (`bestLines`),
 * else found here by solving after each candidate. Returns the value (tricks of `side`) and the line.
 */
export const bestLine = (
  game: Game,
  side: number,
  counter?: SolveCounter,
): { readonly tricks: number; readonly line: { seat: number; code: number }[] } => {
  const p = new Playout(game, game.trump);
  if (p.left() === 0) return { tricks: 0, line: [] };
  try {
    charge(counter, p.left());
    const r = bestLines(toPosition(game.hands, game.trump, game.leader, game.trick));
    for (const card of r.line) p.play(codeOf(card));
    return { tricks: side === 0 ? r.NS : r.EW, line: p.plays };
  } catch (e) {
    if (e instanceof SearchBudget) throw e;
    return searchedLine(game, side, counter);
  }
};

const searchedLine = (
  game: Game,
  side: number,
  counter?: SolveCounter,
): { readonly tricks: number; readonly line: { seat: number; code: number }[] } => {
  const p = new Playout(game, game.trump);
  const value = p.total(side, counter);
  while (p.left() > 0) {
    const cands = p.candidates();
    let chosen = cands[cands.length - 1]!;
    for (let i = 0; i < cands.length - 1; i++) {
      const q = p.copy();
      q.play(cands[i]!);
      if (q.total(side, counter) === value) {
        chosen = cands[i]!;
        break;
      }
    }
    p.play(chosen);
  }
  return { tricks: value, line: p.plays };
};

export { seatName };
