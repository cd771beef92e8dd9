/** Test helper: random auctions with random irregular calls inserted, as facts (the property tests). */
import {
  ALL_BIDS,
  type Call,
  type DirectorRuled,
  type OptionChosen,
  SEATS,
  type Seat,
} from "@bridgelaw/cards";
import type { AuctionEvent } from "./auction.ts";
import { blockingRuling } from "./context.ts";
import { legalCalls } from "./legality.ts";
import { isStanding } from "./standing.ts";
import type { AuctionState } from "./state.ts";

const ANY_CALLS: readonly Call[] = ["P", "X", "XX", ...ALL_BIDS, "8C", "9NT"];

/** One fact of a generated auction, as a log would hold it. */
export type AuctionFact =
  | { readonly kind: "event"; readonly event: AuctionEvent }
  | { readonly kind: "choose"; readonly choice: OptionChosen }
  | { readonly kind: "ruling"; readonly ruling: DirectorRuled & { readonly about: number } };

/** What a generator drives: the auction as it stands, and how a fact is recorded (a log, or a table's log). */
export interface AuctionDriver {
  readonly state: AuctionState;
  push(f: AuctionFact): void;
}

/** The Director's answer or a player's choice, picking among the answers with `pick`; null when none is open. */
const settleOne = (a: AuctionState, pick: number, all: boolean): AuctionFact | null => {
  const blocking = blockingRuling(a);
  const ruling =
    blocking ??
    (all ? a.rulingsNeeded[0] : a.rulingsNeeded.find((r) => (r.answers?.length ?? 0) > 0 && pick % 2 === 0));
  if (ruling !== undefined) {
    const answer = ruling.answers ? ruling.answers[pick % ruling.answers.length]! : "none";
    return {
      kind: "ruling",
      ruling: { type: "DirectorRuled", law: ruling.law, about: ruling.position, answer },
    };
  }
  const option = a.pending[0];
  if (option !== undefined && (all || pick % 3 === 0)) {
    return {
      kind: "choose",
      choice: {
        type: "OptionChosen",
        seat: option.seat,
        law: option.law,
        option: option.options[pick % option.options.length]!,
      },
    };
  }
  return null;
};

/**
 * Drives an auction with random irregular calls (`irregularPercent` of the picks) to its end through `d`:
 * calls out of rotation, insufficient, inadmissible, above seven, changes of call, with the Director's answers
 * and the players' choices picked at random; then everything is answered and the players pass to the end.
 */
export const driveAuction = (d: AuctionDriver, picks: readonly number[], irregularPercent: number): void => {
  for (let i = 0; i < picks.length && !d.state.ended; i += 1) {
    const a = d.state;
    const pick = picks[i]!;
    const settled = settleOne(a, pick, false);
    if (settled !== null) {
      d.push(settled);
      continue;
    }
    if (pick % 100 < irregularPercent && a.open === null && a.replacement === null) {
      const seat: Seat = SEATS[pick % 4]!;
      const call = ANY_CALLS[(pick >> 3) % ANY_CALLS.length]!;
      const hasCall = a.calls.some((c) => c.seat === seat && isStanding(c));
      if (pick % 7 === 0 && hasCall) d.push({ kind: "event", event: { type: "CallChanged", seat, call } });
      else d.push({ kind: "event", event: { type: "CallMade", seat, call } });
      continue;
    }
    if (a.turn === null) break;
    const legal = legalCalls(a, a.turn);
    const call = pick % 2 === 0 ? "P" : legal[pick % legal.length]!;
    d.push({ kind: "event", event: { type: "CallMade", seat: a.turn, call } });
  }
  // Finish: answer everything, then pass (in turn, or over a barred RHO) until the auction ends.
  for (let n = 0; n < 400 && !d.state.ended; n += 1) {
    const settled = settleOne(d.state, n, true);
    if (settled !== null) {
      d.push(settled);
      continue;
    }
    const seat = d.state.turn!;
    const legal = legalCalls(d.state, seat);
    d.push({ kind: "event", event: { type: "CallMade", seat, call: legal.includes("P") ? "P" : legal[0]! } });
  }
};
