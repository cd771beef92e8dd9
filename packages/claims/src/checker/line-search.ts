/**
 * The checker's search bound by the claimer's statement (70D: the line he stated, played in order, the rest of
 * his cards kept for the steps that name them), and the witness line of an answer. It extends the unbound
 * search (search.ts), which `playBounds` uses alone.
 */

import type { Suit } from "@bridgelaw/cards";
import type { LineStep } from "../line.ts";
import { codeOf, finesseChoice, type Game, highBit, suitNumber } from "./game.ts";
import { HELP, HINDER, type PlayedCode, PlaySearch, type SearchSpec } from "./search.ts";

/** The structured line, compiled: the steps, and the cards the steps from each index on still name. */
interface CompiledLine {
  /** `kind` 0: a card (`code`); 1: cash `suit` (`draw`: until the opponents hold no trump); 2: finesse `code`. */
  readonly steps: readonly {
    readonly kind: 0 | 1 | 2;
    readonly code: number;
    readonly suit: number;
    readonly draw: boolean;
  }[];
  /** `reserved[idx * 4 + suit]`: cards named by card steps at `idx` or later. */
  readonly reserved: Int32Array;
}

const compile = (steps: readonly LineStep[]): CompiledLine => {
  const cs = steps.map((s) =>
    s.kind === "cash"
      ? { kind: 1 as const, code: -1, suit: suitNumber(s.suit), draw: s.draw }
      : {
          kind: s.kind === "card" ? (0 as const) : (2 as const),
          code: codeOf(s.card),
          suit: suitNumber(s.card[0] as Suit),
          draw: false,
        },
  );
  const reserved = new Int32Array((cs.length + 1) * 4);
  for (let i = cs.length - 1; i >= 0; i--) {
    for (let s = 0; s < 4; s++) reserved[i * 4 + s] = reserved[(i + 1) * 4 + s]!;
    const st = cs[i]!;
    if (st.kind !== 1) reserved[i * 4 + (st.code >> 4)]! |= 1 << (st.code & 15);
  }
  return { steps: cs, reserved };
};

/** A search over one position, the claimer's hands bound by the line of the statement (when there is one). */
export class ClaimSearch extends PlaySearch {
  private readonly line: CompiledLine | null;

  constructor(game: Game, spec: SearchSpec) {
    super(game, spec);
    this.line = spec.line !== undefined && spec.line.length > 0 ? compile(spec.line) : null;
  }

  /**
   * A line of play showing the answer for `need`: when the goal cannot be made sure of, a line where the
   * hindering seats defeat it (to the trick where it can no longer be met); when it can, a line where it is
   * met (to the trick where it is). Helping seats with nothing better play their first card.
   */
  witness(need: number): PlayedCode[] {
    const out: PlayedCode[] = [];
    const target = this.ok(need);
    let n = need;
    const undo: (() => void)[] = [];
    for (let guard = 0; guard < 60; guard++) {
      if (n <= 0 || n > this.remaining()) break;
      const seat = (this.leader + this.trick.length) & 3;
      const idx0 = this.idx;
      const moves = this.candidates(seat);
      const idx1 = this.idx;
      const role = this.spec.roles[seat]!;
      let chosen = moves[0]!;
      for (const m of moves) {
        this.idx = idx1;
        const counted = this.play(seat, m);
        const r = this.ok(n - counted);
        this.unplay(seat, m);
        // the seat whose card decides: a helper that achieves it, a hinderer that defeats it
        if ((role === HELP && r === target && target) || (role === HINDER && r === target && !target)) {
          chosen = m;
          break;
        }
      }
      this.idx = idx1;
      const counted = this.play(seat, chosen);
      out.push({ seat, code: chosen });
      n -= counted;
      undo.push(() => {
        this.unplay(seat, chosen);
        this.idx = idx0;
      });
    }
    for (let i = undo.length - 1; i >= 0; i--) undo[i]!();
    return out;
  }

  private boundHolds(code: number): boolean {
    const b = this.spec.bound!;
    for (let s = 0; s < 4; s++)
      if (b[s] && (this.hands[s * 4 + (code >> 4)]! >> (code & 15)) & 1) return true;
    return false;
  }

  /** Whether step `i` of the line is over in the present position (its card gone, its suit exhausted). */
  private stepDone(i: number): boolean {
    const st = this.line!.steps[i]!;
    if (st.kind !== 1) return !this.boundHolds(st.code);
    const b = this.spec.bound!;
    let ours = 0;
    let theirs = 0;
    for (let s = 0; s < 4; s++) {
      if (b[s]) ours |= this.hands[s * 4 + st.suit]!;
      else if ((s & 1) !== this.claimerSeatSide()) theirs |= this.hands[s * 4 + st.suit]!;
    }
    if (ours === 0) return true;
    return st.draw && theirs === 0;
  }

  private claimerSeatSide(): number {
    const b = this.spec.bound!;
    for (let s = 0; s < 4; s++) if (b[s]) return s & 1;
    return -1;
  }

  /**
   * The cards `seat` may choose from: a card the line names (when this hand holds it and it is legal), the
   * top card of a suit the line runs (on lead), else any legal card but those the line keeps for later.
   * Moves `this.idx` past finished steps.
   */
  protected override candidates(seat: number): number[] {
    const line = this.line;
    if (line === null || !this.spec.bound![seat]) return super.candidates(seat);
    const legal = this.legalMasks(seat);
    const out: number[] = [];
    const n = line.steps.length;
    let idx = this.idx;
    for (;;) {
      while (idx < n && this.stepDone(idx)) idx += 1;
      if (idx >= n) break;
      const st = line.steps[idx]!;
      if (st.kind === 0) {
        if ((legal[st.code >> 4]! >> (st.code & 15)) & 1) {
          this.idx = idx;
          return [st.code];
        }
        break;
      }
      if (st.kind === 2) {
        const mine = this.hands[seat * 4 + st.suit]!;
        if (this.trick.length > 0 && this.trick[0]! >> 4 === st.suit && (mine >> (st.code & 15)) & 1) {
          this.idx = idx;
          return [finesseChoice(this.trick, this.leader, this.trump, seat, mine, st.code)];
        }
        break;
      }
      if (this.trick.length === 0) {
        const m = this.hands[seat * 4 + st.suit]!;
        if (m !== 0) {
          this.idx = idx;
          return [st.suit * 16 + highBit(m)];
        }
      }
      // the suit is in the other hand (an entry is needed) or the claimer follows: an open choice
      break;
    }
    this.idx = idx;
    let any = 0;
    const free: number[] = [0, 0, 0, 0];
    for (let s = 0; s < 4; s++) {
      free[s] = legal[s]! & ~line.reserved[idx * 4 + s]!;
      any |= free[s]!;
    }
    const use = any !== 0 ? free : legal;
    for (let s = 0; s < 4; s++) this.representatives(seat, s, use[s]!, out);
    return this.order(seat, out);
  }

  /** Whether every step of the line is over. */
  protected override lineOver(): boolean {
    if (this.line === null) return true;
    const n = this.line.steps.length;
    let i = this.idx;
    while (i < n && this.stepDone(i)) i += 1;
    return i >= n;
  }
}
