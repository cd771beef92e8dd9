import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { englishReason } from "./english-reason.test-helper.ts";
import {
  artificialImps,
  artificialPercent,
  assertWeightedOutcomes,
  benefitOfDoubt,
  DEFAULT_ARTIFICIAL_SCORES,
  imps,
  knockoutNonBalancingAverage,
  law12C1eSelfInflictedDamage,
  matchpoints,
  reduceOneSide,
  ScoringInputError,
  type WeightedOutcome,
  weightedImps,
  weightedMatchpoints,
} from "./index.ts";

describe("Law 12C2: artificial adjusted scores", () => {
  it("12C2(a): 60 % in no way at fault, 50 % partly at fault, 40 % directly at fault", () => {
    expect(artificialPercent("not-at-fault")).toMatchObject({ value: 60, kind: "average-plus" });
    expect(artificialPercent("partly-at-fault")).toMatchObject({ value: 50, kind: "average" });
    expect(artificialPercent("directly-at-fault")).toMatchObject({ value: 40, kind: "average-minus" });
  });
  it("12C2(c): a non-offender above 60 % on the other boards gets that percentage; an offender below 40 % gets its own", () => {
    expect(artificialPercent("not-at-fault", 63.5)).toMatchObject({ value: 63.5, kind: "session" });
    expect(artificialPercent("not-at-fault", 55)).toMatchObject({ value: 60, kind: "average-plus" });
    expect(artificialPercent("directly-at-fault", 35.2)).toMatchObject({ value: 35.2, kind: "session" });
    expect(artificialPercent("directly-at-fault", 45)).toMatchObject({ value: 40, kind: "average-minus" });
  });
  it("12C2(c) (the engine's reading): the 50 % average is never replaced", () => {
    expect(artificialPercent("partly-at-fault", 70).value).toBe(50);
    expect(artificialPercent("partly-at-fault", 20).value).toBe(50);
  });
  it("12C2(b): ±3 IMPs (0 partly at fault); the regulation may change the ±3; 12C2(c) IMP equivalent", () => {
    expect(artificialImps("not-at-fault").value).toBe(3);
    expect(artificialImps("partly-at-fault").value).toBe(0);
    expect(artificialImps("directly-at-fault").value).toBe(-3);
    expect(artificialImps("not-at-fault", undefined, { ...DEFAULT_ARTIFICIAL_SCORES, imps: 2 }).value).toBe(
      2,
    );
    expect(artificialImps("not-at-fault", 4.5)).toMatchObject({ value: 4.5, kind: "session" });
    expect(artificialImps("directly-at-fault", -5)).toMatchObject({ value: -5, kind: "session" });
    expect(artificialImps("directly-at-fault", 1).value).toBe(-3);
  });
  it("12C2: a session percentage outside 0–100 is refused", () => {
    expect(() => artificialPercent("not-at-fault", 101)).toThrow(ScoringInputError);
    expect(() => artificialImps("not-at-fault", Number.NaN)).toThrow(ScoringInputError);
  });
  test.prop([fc.double({ min: 0, max: 100, noNaN: true })])(
    "12C2(a): in no way at fault ≥ 60, partly = 50, directly ≤ 40",
    (p) => {
      expect(artificialPercent("not-at-fault", p).value).toBe(Math.max(60, p));
      expect(artificialPercent("partly-at-fault", p).value).toBe(50);
      expect(artificialPercent("directly-at-fault", p).value).toBe(Math.min(40, p));
    },
  );
});

describe("Law 12C1(c): weighted scores at IMPs", () => {
  it("12C1(c) WBFLC Ex 8: 2/3 of 4S= (+620) and 1/3 of 4S−1 (−100) against 3S= (+140) → +4.67 IMPs", () => {
    const outcomes = [
      { score: 620, weight: 2 / 3 },
      { score: -100, weight: 1 / 3 },
    ];
    expect(imps(620 - 140)).toBe(10);
    expect(imps(-100 - 140)).toBe(-6);
    expect(weightedImps(outcomes, 140)).toBe(4.67);
    expect(weightedImps(outcomes, 140, { decimals: null })).toBeCloseTo(14 / 3, 12);
  });
  it("12C1(c) (2017: always weighted): 20 % +920, 20 % −50, 60 % +460 against +430 at the other table", () => {
    const outcomes = [
      { score: 920, weight: 0.2 },
      { score: -50, weight: 0.2 },
      { score: 460, weight: 0.6 },
    ];
    // 490 → 10, −480 → −10, 30 → 1
    expect(weightedImps(outcomes, 430)).toBe(0.6);
  });
  it("12C1(c): weights must be positive, sum to 1, and every outcome legally obtainable (WBFLC Ex 10)", () => {
    expect(englishReason(() => weightedImps([{ score: 620, weight: 0.5 }], 0))).toMatch(/sum to 1/);
    expect(
      englishReason(() =>
        weightedImps(
          [
            { score: 620, weight: 1.5 },
            { score: 0, weight: -0.5 },
          ],
          0,
        ),
      ),
    ).toMatch(/positive/);
    expect(() => weightedImps([], 0)).toThrow(ScoringInputError);
    expect(
      englishReason(() =>
        weightedImps(
          [
            { score: 1430, weight: 0.6, legallyObtainable: false },
            { score: 680, weight: 0.4 },
          ],
          0,
        ),
      ),
    ).toMatch(/legally/);
  });

  const weighted = fc
    .array(fc.tuple(fc.integer({ min: -760, max: 316 }), fc.integer({ min: 1, max: 100 })), {
      minLength: 1,
      maxLength: 6,
    })
    .map((xs): WeightedOutcome[] => {
      const total = xs.reduce((a, [, w]) => a + w, 0);
      return xs.map(([s, w]) => ({ score: s * 10, weight: w / total }));
    });

  test.prop([weighted])("12C1(c): the weights of a weighted score sum to 1", (outcomes) => {
    expect(() => assertWeightedOutcomes(outcomes)).not.toThrow();
    expect(outcomes.reduce((a, o) => a + o.weight, 0)).toBeCloseTo(1, 12);
  });
  test.prop([weighted, fc.integer({ min: -760, max: 316 }).map((x) => x * 10)])(
    "12C1(c): a weighted IMP score lies between its outcomes' IMPs",
    (outcomes, reference) => {
      const each = outcomes.map((o) => imps(o.score - reference));
      const w = weightedImps(outcomes, reference);
      expect(w).toBeGreaterThanOrEqual(Math.min(...each));
      expect(w).toBeLessThanOrEqual(Math.max(...each));
    },
  );
});

describe("Law 12C1(c): weighted scores at matchpoints", () => {
  // WBFLC Ex 9: pair A gets 1/3 of 3NT= (+400), 1/3 of 3NT−1 (−50), 1/6 of 4S= (+420), 1/6 of 4S−1 (−50);
  // the other results: 4 × +420, 2 × +400, 1 × +170, 1 × +150, 3 × −50
  const field = [420, 420, 420, 420, 400, 400, 170, 150, -50, -50, -50];
  const pairA: WeightedOutcome[] = [
    { score: 400, weight: 1 / 3 },
    { score: -50, weight: 1 / 3 },
    { score: 420, weight: 1 / 6 },
    { score: -50, weight: 1 / 6 },
  ];

  it("12C1(c) WBFLC Ex 9: the frequencies become 4 1/6 × +420, 2 1/3 × +400, 1 × +170, 1 × +150, 3 1/2 × −50", () => {
    const r = weightedMatchpoints(field, [pairA]);
    const rows = r.frequencies.rows();
    expect(rows.map((x) => x.score)).toEqual([420, 400, 170, 150, -50]);
    const f = rows.map((x) => x.frequency);
    expect(f[0]).toBeCloseTo(4 + 1 / 6, 12);
    expect(f[1]).toBeCloseTo(2 + 1 / 3, 12);
    expect(f.slice(2, 4)).toEqual([1, 1]);
    expect(f[4]).toBeCloseTo(3.5, 12);
  });
  it("12C1(c) WBFLC Ex 9: +420 → 18 5/6, +400 → 12 1/3, +170 → 9, +150 → 7, −50 → 2 1/2 (top 22)", () => {
    const r = weightedMatchpoints(field, [pairA]);
    expect(r.top).toBe(22);
    const expected = [
      18 + 5 / 6,
      18 + 5 / 6,
      18 + 5 / 6,
      18 + 5 / 6,
      12 + 1 / 3,
      12 + 1 / 3,
      9,
      7,
      2.5,
      2.5,
      2.5,
    ];
    r.field.forEach((mp, i) => {
      expect(mp).toBeCloseTo(expected[i]!, 12);
    });
    expect(r.field[4]!.toFixed(2)).toBe("12.33");
  });
  it("12C1(c) WBFLC Ex 9: pair A scores 1/6 × 18 5/6 + 1/3 × 12 1/3 + 1/2 × 2 1/2 = 8 1/2", () => {
    const r = weightedMatchpoints(field, [pairA]);
    expect(r.adjusted[0]).toBeCloseTo(8.5, 12);
  });
  it("12C1(c) WBFLC Ex 9: every pair's score changed from the unweighted board, and the total is still n(n−1)", () => {
    const r = weightedMatchpoints(field, [pairA]);
    const before = matchpoints(field);
    expect(r.field.every((mp, i) => mp !== before[i])).toBe(true);
    const total = r.field.reduce((a, b) => a + b, 0) + r.adjusted[0]!;
    expect(total).toBeCloseTo(12 * 11, 9);
  });

  const weighted = fc
    .array(fc.tuple(fc.integer({ min: -20, max: 20 }), fc.integer({ min: 1, max: 100 })), {
      minLength: 1,
      maxLength: 5,
    })
    .map((xs): WeightedOutcome[] => {
      const total = xs.reduce((a, [, w]) => a + w, 0);
      return xs.map(([s, w]) => ({ score: s * 10, weight: w / total }));
    });
  const field2 = fc.array(
    fc.integer({ min: -20, max: 20 }).map((x) => x * 10),
    { minLength: 1, maxLength: 20 },
  );

  test.prop([field2, fc.array(weighted, { minLength: 1, maxLength: 3 })])(
    "12C1(c): matchpoints are conserved with weighted scores on the board (n(n−1) over n results)",
    (f, adjusted) => {
      const r = weightedMatchpoints(f, adjusted);
      const n = f.length + adjusted.length;
      const total = r.field.reduce((a, b) => a + b, 0) + r.adjusted.reduce((a, b) => a + b, 0);
      expect(total).toBeCloseTo(n * (n - 1), 8);
    },
  );
  test.prop([field2, weighted])(
    "12C1(c): a weighted matchpoint score lies between the matchpoints of its outcomes",
    (f, outcomes) => {
      const r = weightedMatchpoints(f, [outcomes]);
      const each = outcomes.map((o) => r.frequencies.matchpoints(o.score));
      expect(r.adjusted[0]!).toBeGreaterThanOrEqual(Math.min(...each) - 1e-9);
      expect(r.adjusted[0]!).toBeLessThanOrEqual(Math.max(...each) + 1e-9);
    },
  );
});

describe("Law 12C1(c): benefit of doubt (commentary)", () => {
  it("12C1(c): the NOS-favourable 0.50 becomes 0.60, the rest is shared in proportion", () => {
    const w = benefitOfDoubt([0.5, 0.3, 0.2], [0]);
    expect(w[0]).toBeCloseTo(0.6, 12);
    expect(w[1]).toBeCloseTo(0.24, 12);
    expect(w[2]).toBeCloseTo(0.16, 12);
  });
  it("12C1(c): 0.50 × 0.50 = 0.25 becomes 0.30", () => {
    const w = benefitOfDoubt([0.25, 0.75], [0]);
    expect(w[0]).toBeCloseTo(0.3, 12);
    expect(w[1]).toBeCloseTo(0.7, 12);
  });
  it("12C1(c): the factor may not exceed 1.2 (never more than 0.2 from the poll)", () => {
    expect(() => benefitOfDoubt([0.5, 0.5], [0], 1.3)).toThrow(ScoringInputError);
    expect(() => benefitOfDoubt([0.5, 0.5], [0], 0.9)).toThrow(ScoringInputError);
    expect(() => benefitOfDoubt([0.5, 0.5], [2])).toThrow(ScoringInputError);
    expect(benefitOfDoubt([0.9, 0.1], [0])).toEqual([1, 0]);
    expect(benefitOfDoubt([0.5, 0.5], [0], 1)).toEqual([0.5, 0.5]);
  });
  test.prop([
    fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 2, maxLength: 6 }),
    fc.double({ min: 1, max: 1.2, noNaN: true }),
  ])("12C1(c): tilted weights still sum to 1 and each moves by at most a factor 0.2", (raw, factor) => {
    const total = raw.reduce((a, b) => a + b, 0);
    const weights = raw.map((x) => x / total);
    const w = benefitOfDoubt(weights, [0], factor);
    expect(w.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(w[0]!).toBeGreaterThanOrEqual(weights[0]! - 1e-12);
    expect(w[0]!).toBeLessThanOrEqual(weights[0]! * 1.2 + 1e-12);
    for (let i = 1; i < w.length; i += 1) expect(w[i]!).toBeLessThanOrEqual(weights[i]! + 1e-12);
  });
});

describe("Law 12C1(e), 79B3, 12C4 (2007): split and non-balancing scores", () => {
  it("12C1(e) WBFLC Ex 6: no damage from the infraction (Rn −4, Ro +2, Rr −11) → NOS −11, OS +4", () => {
    const r = law12C1eSelfInflictedDamage({ normal: -4, obtained: 2, actual: -11 });
    expect(r).toMatchObject({ nonOffending: -11, offending: 4, consequentDamage: -6 });
    expect(r.laws[0]).toMatch(/^12C1\(e\)/);
  });
  it("12C1(e) WBFLC Ex 7: Rn +2, Ro −6, Rr −8 → NOS recovers 8 IMPs to 0, OS −2", () => {
    const r = law12C1eSelfInflictedDamage({ normal: 2, obtained: -6, actual: -8 });
    expect(r).toMatchObject({ nonOffending: 0, offending: -2, consequentDamage: 8, nonOffendingLiteral: 0 });
  });
  it("12C1(e): WBFLC Ex 13's literal formula is exposed beside the Ex 6 reading (they differ if Ro > Rn)", () => {
    const r = law12C1eSelfInflictedDamage({ normal: 3, obtained: 7, actual: -5 });
    expect(r.nonOffending).toBe(-5);
    expect(r.nonOffendingLiteral).toBe(-9);
  });
  it("12C1(e) at matchpoints: the OS gets the top less Rn", () => {
    expect(law12C1eSelfInflictedDamage({ normal: 14, obtained: 10, actual: 2, top: 20 })).toMatchObject({
      nonOffending: 6,
      offending: 6,
    });
  });
  it("79B3 (2017): EW reduced to −420 while NS keep −50; an increase is refused", () => {
    expect(reduceOneSide({ NS: -50, EW: 50 }, "EW", -420)).toEqual({ NS: -50, EW: -420 });
    expect(englishReason(() => reduceOneSide({ NS: -50, EW: 50 }, "NS", 420))).toMatch(/79B3/);
  });
  it("12C4 (2007 Code): NOS +5 and OS −8 become ±6.5; the 2017 Code keeps each figure", () => {
    expect(knockoutNonBalancingAverage(5, -8, "2007")).toMatchObject({ nonOffending: 6.5, offending: -6.5 });
    expect(knockoutNonBalancingAverage(5, -8, "2017")).toMatchObject({ nonOffending: 5, offending: -8 });
    expect(knockoutNonBalancingAverage(5, -8, "2017", true)).toMatchObject({
      nonOffending: 6.5,
      offending: -6.5,
    });
  });
});
