import type { Call, Seat } from "@bridgelaw/cards";
import type { Relation } from "./rules/out-of-rotation.ts";

/**
 * What the auction's dispatcher (`auction.ts`) does next, once a Law has taken its part of a fact (one way
 * down: a Law never calls another Law; it says which Law follows, and the dispatcher applies it):
 * - `done`: nothing more;
 * - `call`: the call is taken again from the top, as a new call would be (`accepting`: it accepted an
 *   irregularity, so it is taken even while the acceptance waits for the Director);
 * - `in-rotation`: the call is made in rotation (Law 35's checks, then it stands);
 * - `above-seven`: the call is a bid above seven: Law 38;
 * - `accept-out-of-rotation`: 28B ruled as an acceptance: 29A, then the call is taken again;
 * - `out-of-rotation-cancelled`: 29B: Laws 30–32 rectify the cancelled call.
 */
export type Next =
  | { readonly follows: "done" }
  | {
      readonly follows: "call";
      readonly seat: Seat;
      readonly call: Call;
      readonly position: number;
      readonly accepting?: boolean;
    }
  | { readonly follows: "in-rotation"; readonly seat: Seat; readonly call: Call; readonly position: number }
  | {
      readonly follows: "above-seven";
      readonly seat: Seat;
      readonly call: Call;
      readonly position: number;
      readonly turn: Seat;
    }
  | {
      readonly follows: "accept-out-of-rotation";
      readonly seat: Seat;
      readonly call: Call;
      readonly position: number;
    }
  | {
      readonly follows: "out-of-rotation-cancelled";
      readonly offender: Seat;
      readonly call: Call;
      readonly relation: Relation;
      readonly calledBefore: boolean;
      readonly at: number;
    };

/** Nothing more follows. */
export const DONE: Next = { follows: "done" };
