/**
 * The mutable position a search works on. Seats are numbered N 0, E 1, S 2, W 3 (North-South are the even
 * seats), suits S 0, H 1, D 2, C 3, and the trump index is a suit or 4 for notrump.
 *
 * The solver is built from factories (`createState`, `createKeys`, … `createEngine`) whose hot functions and
 * arrays are closure constants: V8 optimises those far better than module-level bindings of an ES module.
 */

export const NOTRUMP = 4;

export interface State {
  /** `hands[seat * 4 + suit]`: the 13-bit rank mask of a seat's remaining cards in a suit. */
  readonly hands: Int32Array;
  /** `live[suit]`: cards of a suit not yet in a completed trick (the four hands plus the trick in progress). */
  readonly live: Int32Array;
  readonly game: {
    /** 0 … 3, or `NOTRUMP`. */
    trump: number;
    /** Tricks not yet completed, the current one included. */
    tricksLeft: number;
  };
}

export const createState = (): State => ({
  hands: new Int32Array(16),
  live: new Int32Array(4),
  game: { trump: NOTRUMP, tricksLeft: 0 },
});
