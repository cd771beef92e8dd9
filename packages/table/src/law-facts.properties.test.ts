import { dealFromSeed, incorrectCountLaw } from "@bridgelaw/boards";
import { type Deal, formatDeal, SEATS, type Seat } from "@bridgelaw/cards";
import { law12C1eSelfInflictedDamage } from "@bridgelaw/scoring";
import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { replayLog } from "./index.ts";

type Line = Record<string, unknown>;
const replay = (...lines: Line[]) => replayLog(`${lines.map((l) => JSON.stringify(l)).join("\n")}\n`);
const seat = fc.constantFrom<Seat>(...SEATS);

/** A seeded deal with `moved` cards taken from one hand: given to another (Law 13) or lost (Law 14). */
const irregularDeal = fc
  .record({
    seed: fc.integer({ min: 0, max: 1_000_000 }),
    from: seat,
    to: fc.option(seat, { nil: undefined }),
    take: fc.uniqueArray(fc.integer({ min: 0, max: 12 }), { minLength: 1, maxLength: 3 }),
  })
  .filter((x) => x.to !== x.from);

const withMoves = (deal: Deal, from: Seat, to: Seat | undefined, cards: readonly string[]): Deal => {
  const next: Record<Seat, string[]> = { N: [...deal.N], E: [...deal.E], S: [...deal.S], W: [...deal.W] };
  next[from] = next[from].filter((c) => !cards.includes(c));
  if (to !== undefined) next[to] = [...next[to], ...cards];
  return next as unknown as Deal;
};

describe("Laws 13 and 14, properties", () => {
  test.prop([irregularDeal], { numRuns: 60 })(
    "13, 14: the deal as found opens the board under Law 13 or 14 as its counts say; undoing it with DealCorrected gives back the deal",
    ({ seed, from, to, take }) => {
      const deal = dealFromSeed(`i17-${seed}`, 1);
      const cards = take.map((i) => deal[from][i]!);
      const found = withMoves(deal, from, to, cards);
      const law = incorrectCountLaw(found);
      const start = { type: "BoardStarted", board: 1, deal: formatDeal(found) };
      const opened = replay(start);
      expect(opened.error).toBeUndefined();
      expect(opened.view.cardCount?.law).toBe(law);
      const wrong = SEATS.find((x) => found[x].length !== 13)!;
      const undo = cards.map((card) => ({ card, to: from, ...(to !== undefined && { from: to }) }));
      const fixed = replay(
        start,
        { type: "WrongNumberOfCards", seat: wrong },
        { type: "DealCorrected", moves: undo },
      );
      expect(fixed.error).toBeUndefined();
      expect(fixed.view.deal).toBe(formatDeal(deal));
      expect(fixed.view.cardCount?.law).toBeNull();
      expect(fixed.view.rulingsNeeded).toEqual([]);
    },
  );
});

describe("Laws 13 and 14: no score from a deal of the wrong size, properties", () => {
  test.prop([irregularDeal], { numRuns: 60 })(
    "13, 14: a board played on a deal of the wrong size has no score and the Director's question open until he corrects the deal",
    ({ seed, from, to, take }) => {
      const deal = dealFromSeed(`i36-${seed}`, 1);
      const cards = take.map((i) => deal[from][i]!);
      const found = withMoves(deal, from, to, cards);
      const law = incorrectCountLaw(found);
      const start = { type: "BoardStarted", board: 1, deal: formatDeal(found) };
      const passes = [..."NESW"].map((s) => ({ type: "CallMade", seat: s, call: "P" }));
      const played = replay(start, ...passes);
      expect(played.error).toBeUndefined();
      expect(played.view.standing.played).not.toBeNull();
      expect(played.view.standing.applies).toBeNull();
      expect(played.view.rulingsNeeded).toEqual([
        expect.objectContaining({ _tag: "DealCountRuling", law, position: 1 }),
      ]);
      const undo = cards.map((card) => ({ card, to: from, ...(to !== undefined && { from: to }) }));
      const fixed = replay(start, ...passes, { type: "DealCorrected", moves: undo });
      expect(fixed.error).toBeUndefined();
      expect(fixed.view.rulingsNeeded).toEqual([]);
      expect(fixed.view.standing.applies).toBe("table");
    },
  );
});

/** Board 1 (none vulnerable): 4S by North, ten tricks agreed (NS +420). */
const PLAYED: Line[] = [
  {
    type: "BoardStarted",
    board: 1,
    deal: "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432",
  },
  ...["4S", "P", "P", "P"].map((call, i) => ({ type: "CallMade", seat: "NESW"[i], call })),
  { type: "TricksAgreed", tricks: 10 },
];

describe("Laws 86B1 and 12C1 from the Director's inputs, properties", () => {
  test.prop([
    fc.integer({ min: -1000, max: 1000 }).map((n) => n / 100),
    fc.constantFrom("NS", "EW", "both", "none"),
  ])(
    "86B1: an assigned score exactly when more than 3 IMPs are expected; otherwise 12C2 by responsibility",
    (x, responsible) => {
      const { view, error } = replay(...PLAYED, {
        type: "ScoreAdjusted",
        law: "86B1",
        expectedImps: x,
        responsible,
      });
      expect(error).toBeUndefined();
      if (Math.abs(x) > 3) expect(view.scores.NS).toMatchObject({ kind: "imps", imps: x });
      else expect(view.scores.NS?.kind).toBe("artificial");
    },
  );
  test.prop([
    fc.integer({ min: -20, max: 20 }),
    fc.integer({ min: -20, max: 20 }),
    fc.integer({ min: -20, max: 20 }),
  ])(
    "12C1(e): the non-offending side never gets less than its table result (ex. 6 reading); the offending side gets Rn",
    (rn, ro, rr) => {
      const { view } = replay(...PLAYED, {
        type: "ScoreAdjusted",
        law: "12C1(e)",
        nonOffending: "EW",
        normal: { imps: rn },
        obtained: { imps: ro },
        actual: { imps: rr },
        selfInflicted: "serious-error",
      });
      const r = law12C1eSelfInflictedDamage({ normal: rn, obtained: ro, actual: rr });
      expect(view.scores.EW).toMatchObject({ kind: "imps", imps: r.nonOffending });
      expect(r.nonOffending).toBeGreaterThanOrEqual(rr);
      expect(view.scores.NS).toMatchObject({ kind: "imps", imps: rn === 0 ? 0 : -rn });
    },
  );
  test.prop([
    fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 2, maxLength: 4 }),
    fc.double({ min: 1, max: 1.2, noNaN: true }),
  ])(
    "12C1(c): weights from a poll sum to 1; the favourable outcome moves by at most a factor 0.2",
    (poll, factor) => {
      const outcomes = poll.map((p, i) => ({
        tricks: 10 - i,
        poll: p,
        ...(i === 0 && { favourable: true }),
      }));
      const { view, error } = replay(...PLAYED, {
        type: "ScoreAdjusted",
        law: "12C1(c)",
        outcomes,
        benefitOfDoubt: factor,
      });
      expect(error).toBeUndefined();
      const ns = view.scores.NS;
      // the benefit of doubt may bring the favourable outcome to 100 %: then it is an assigned score
      const weights =
        ns?.kind === "weighted" ? ns.outcomes.map((o) => o.weight) : ns?.kind === "points" ? [1] : [];
      const total = poll.reduce((a, b) => a + b, 0);
      expect(weights.reduce((a, w) => a + w, 0)).toBeCloseTo(1, 9);
      expect(weights[0]!).toBeGreaterThanOrEqual(poll[0]! / total - 1e-12);
      expect(weights[0]!).toBeLessThanOrEqual((poll[0]! / total) * 1.2 + 1e-9);
    },
  );
});
