import { ALL_BIDS, type Call, SEATS, type Seat } from "@bridgelaw/cards";
import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import {
  type AuctionEvent,
  answerAuctionRuling,
  chooseAuctionOption,
  evolveAuction,
  initialAuction,
} from "./auction.ts";
import { blockingRuling } from "./context.ts";
import { legalCalls, passObligation } from "./legality.ts";
import { isStanding } from "./standing.ts";
import type { AuctionState } from "./state.ts";

const ANY_CALLS: readonly Call[] = ["P", "X", "XX", ...ALL_BIDS, "8C", "9NT"];

interface Trace {
  final: AuctionState;
  steps: number;
  violations: string[];
}

/** Answers the Director's questions and the pending options, picking among the answers with `pick`. */
const settleOne = (a: AuctionState, pick: number, position: number, all: boolean): AuctionState | null => {
  const blocking = blockingRuling(a);
  const ruling =
    blocking ??
    (all ? a.rulingsNeeded[0] : a.rulingsNeeded.find((r) => (r.answers?.length ?? 0) > 0 && pick % 2 === 0));
  if (ruling !== undefined) {
    const answer = ruling.answers ? ruling.answers[pick % ruling.answers.length]! : "none";
    return answerAuctionRuling(
      a,
      { type: "DirectorRuled", law: ruling.law, about: ruling.position, answer },
      position,
    );
  }
  const option = a.pending[0];
  if (option !== undefined && (all || pick % 3 === 0)) {
    return chooseAuctionOption(
      a,
      {
        type: "OptionChosen",
        seat: option.seat,
        law: option.law,
        option: option.options[pick % option.options.length]!,
      },
      position,
    );
  }
  return null;
};

/** A random auction with irregular calls inserted, played to its end; records any broken invariant. */
const play = (dealer: Seat, picks: readonly number[], irregularPercent: number): Trace => {
  let a = initialAuction(dealer);
  const violations: string[] = [];
  let position = 1;
  const step = (e: AuctionEvent | ((s: AuctionState) => AuctionState | null)): void => {
    position += 1;
    const before = a;
    const next = typeof e === "function" ? e(a) : evolveAuction(a, e, position);
    if (next === null) return;
    a = next;
    // After each event: the auction goes on legally, or an option or ruling names a Law, or it is over.
    const open = a.pending.length > 0 || a.rulingsNeeded.length > 0;
    if (!a.ended && !open && (a.turn === null || legalCalls(a, a.turn).length === 0))
      violations.push(`stuck at ${position}`);
    if (!a.ended && a.open !== null && !open)
      violations.push(`open irregularity without option or ruling at ${position}`);
    if (
      typeof e !== "function" &&
      e.type === "CallMade" &&
      e.seat === before.turn &&
      e.call !== "P" &&
      passObligation(before, e.seat) &&
      !before.open
    ) {
      const law = a.calls.find((c) => c.position === position)?.law;
      if (!["37", "36", "38"].includes(law ?? ""))
        violations.push(`call by a barred player at ${position} not under Law 37 (${law})`);
    }
  };
  let i = 0;
  for (; i < picks.length && !a.ended; i += 1) {
    const pick = picks[i]!;
    const settled = settleOne(a, pick, position + 1, false);
    if (settled !== null) {
      step(() => settled);
      continue;
    }
    if (pick % 100 < irregularPercent && a.open === null && a.replacement === null) {
      const seat = SEATS[pick % 4]!;
      const call = ANY_CALLS[(pick >> 3) % ANY_CALLS.length]!;
      const hasCall = a.calls.some((c) => c.seat === seat && isStanding(c));
      if (pick % 7 === 0 && hasCall) step({ type: "CallChanged", seat, call });
      else step({ type: "CallMade", seat, call });
      continue;
    }
    if (a.turn === null) break;
    const legal = legalCalls(a, a.turn);
    const call = pick % 2 === 0 ? "P" : legal[pick % legal.length]!;
    step({ type: "CallMade", seat: a.turn, call });
  }
  // Finish: answer everything, then pass (in turn, or over a barred RHO) until the auction ends.
  for (let n = 0; n < 400 && !a.ended; n += 1) {
    const settled = settleOne(a, n, position + 1, true);
    if (settled !== null) {
      step(() => settled);
      continue;
    }
    const seat = a.turn!;
    const legal = legalCalls(a, seat);
    step({ type: "CallMade", seat, call: legal.includes("P") ? "P" : legal[0]! });
  }
  return { final: a, steps: position, violations };
};

const scenario = fc.record({
  dealer: fc.constantFrom(...SEATS),
  picks: fc.array(fc.nat({ max: 1 << 20 }), { minLength: 5, maxLength: 60 }),
  irregular: fc.integer({ min: 5, max: 40 }),
});

describe("auction invariants with random irregular calls (spec §9)", () => {
  test.prop([scenario], { numRuns: 300 })(
    "9/10C1/22: the engine never throws; after each event the auction goes on legally or an option or ruling names a Law; the auction always ends; a barred player who calls triggers Law 37",
    ({ dealer, picks, irregular }) => {
      const t = play(dealer, picks, irregular);
      expect(t.violations).toEqual([]);
      expect(t.final.ended).toBe(true);
    },
  );
  test.prop([scenario], { numRuns: 100 })(
    "INV-27: replay is deterministic",
    ({ dealer, picks, irregular }) => {
      expect(JSON.stringify(play(dealer, picks, irregular).final.calls)).toBe(
        JSON.stringify(play(dealer, picks, irregular).final.calls),
      );
    },
  );
  test.prop([scenario], { numRuns: 200 })(
    "INV-04/INV-12: standing bids are at most seven; only offenders' sides are barred",
    ({ dealer, picks, irregular }) => {
      const { final } = play(dealer, picks, irregular);
      for (const c of final.calls.filter(isStanding)) {
        if (c.call !== "P" && c.call !== "X" && c.call !== "XX")
          expect(Number.parseInt(c.call, 10)).toBeLessThanOrEqual(7);
      }
    },
  );
});
