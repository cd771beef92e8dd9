import { SEATS, type Seat } from "@bridgelaw/cards";
import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { answerAuctionRuling, chooseAuctionOption, evolveAuction, initialAuction } from "./auction.ts";
import { legalCalls, passObligation } from "./legality.ts";
import { type AuctionFact, driveAuction } from "./random-auction.ts";
import { isStanding } from "./standing.ts";
import type { AuctionState } from "./state.ts";

interface Trace {
  final: AuctionState;
  steps: number;
  violations: string[];
}

/** A random auction with irregular calls inserted, played to its end; records any broken invariant. */
const play = (dealer: Seat, picks: readonly number[], irregularPercent: number): Trace => {
  let a = initialAuction(dealer);
  const violations: string[] = [];
  let position = 1;
  const push = (f: AuctionFact): void => {
    position += 1;
    const before = a;
    a =
      f.kind === "event"
        ? evolveAuction(a, f.event, position)
        : f.kind === "choose"
          ? chooseAuctionOption(a, f.choice, position)
          : answerAuctionRuling(a, f.ruling, position);
    // After each event: the auction goes on legally, or an option or ruling names a Law, or it is over.
    const open = a.pending.length > 0 || a.rulingsNeeded.length > 0;
    if (!a.ended && !open && (a.turn === null || legalCalls(a, a.turn).length === 0))
      violations.push(`stuck at ${position}`);
    if (!a.ended && a.open !== null && !open)
      violations.push(`open irregularity without option or ruling at ${position}`);
    if (
      f.kind === "event" &&
      f.event.type === "CallMade" &&
      f.event.seat === before.turn &&
      f.event.call !== "P" &&
      passObligation(before, f.event.seat) &&
      !before.open
    ) {
      const law = a.calls.find((c) => c.position === position)?.law;
      if (!["37", "36", "38"].includes(law ?? ""))
        violations.push(`call by a barred player at ${position} not under Law 37 (${law})`);
    }
  };
  driveAuction(
    {
      get state() {
        return a;
      },
      push,
    },
    picks,
    irregularPercent,
  );
  return { final: a, steps: position, violations };
};

const scenario = fc.record({
  dealer: fc.constantFrom(...SEATS),
  picks: fc.array(fc.nat({ max: 1 << 20 }), { minLength: 5, maxLength: 60 }),
  irregular: fc.integer({ min: 5, max: 40 }),
});

describe("auction invariants with random irregular calls", () => {
  test.prop([scenario], { numRuns: 300 })(
    "9/10C1/22: the engine never throws; after each event the auction goes on legally or an option or ruling names a Law; the auction always ends; a barred player who calls triggers Law 37",
    ({ dealer, picks, irregular }) => {
      const t = play(dealer, picks, irregular);
      expect(t.violations).toEqual([]);
      expect(t.final.ended).toBe(true);
    },
  );
  test.prop([scenario], { numRuns: 100 })("replay is deterministic", ({ dealer, picks, irregular }) => {
    expect(JSON.stringify(play(dealer, picks, irregular).final.calls)).toBe(
      JSON.stringify(play(dealer, picks, irregular).final.calls),
    );
  });
  test.prop([scenario], { numRuns: 200 })(
    "38, 16C1: standing bids are at most seven; only offenders' sides are barred",
    ({ dealer, picks, irregular }) => {
      const { final } = play(dealer, picks, irregular);
      for (const c of final.calls.filter(isStanding)) {
        if (c.call !== "P" && c.call !== "X" && c.call !== "XX")
          expect(Number.parseInt(c.call, 10)).toBeLessThanOrEqual(7);
      }
    },
  );
});
