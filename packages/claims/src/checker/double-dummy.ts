/**
 * What the checker asks of the double-dummy solver: the tricks of a side from a position, and one best line
 * (at each step a card that keeps the double-dummy value, found by solving after each candidate).
 */
import { solve } from "../dd.ts";
import { type Game, popcount, seatName, toPosition, winningIndex } from "./game.ts";

/** Counts the solver's calls (the checker's cost, and its budget for the 70E playouts). */
export interface SolveCounter {
  solves: number;
}

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
  for (let s = 0; s < 4; s++) n += popcount(hands[s]!) + popcount(hands[4 + s]!) + popcount(hands[8 + s]!) + popcount(hands[12 + s]!);
  if (n === 0) return 0;
  if (counter !== undefined) counter.solves += 1;
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
    const p = new Playout({ hands: this.hands, trump: this.trump, leader: this.leader, trick: this.trick }, this.trump);
    p.won[0] = this.won[0]!;
    p.won[1] = this.won[1]!;
    p.plays.push(...this.plays);
    return p;
  }
}

/**
 * One best line from a position: each seat in turn plays a card that keeps the double-dummy value (its side
 * cannot do better, the other side cannot hold it to less). Returns the value (tricks of `side`) and the line.
 */
export const bestLine = (
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
