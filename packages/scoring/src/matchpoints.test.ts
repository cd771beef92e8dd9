import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import {
  FrequencyTable,
  matchpointBoard,
  matchpoints,
  matchpointsByBoard,
  matchpointTop,
  neuberg,
  percentage,
  ScoringInputError,
  sessionPercentage,
} from "./index.ts";

/** Law 78A by definition, O(n²): the reference the fast version is checked against. */
const naive = (scores: readonly number[]): number[] =>
  scores.map((s, i) => scores.reduce((acc, x, j) => acc + (j === i ? 0 : x < s ? 2 : x === s ? 1 : 0), 0));

const tableScore = fc.integer({ min: -760, max: 316 }).map((x) => x * 10);

describe("Law 78A: matchpoints", () => {
  it("78A: +420 +450 +420 +170 −50 +420 → 6 10 6 2 0 6, top 10, sum 30; EW 4 0 4 8 10 4", () => {
    const ns = [420, 450, 420, 170, -50, 420];
    const mp = matchpoints(ns);
    expect(mp).toEqual([6, 10, 6, 2, 0, 6]);
    expect(matchpointTop(ns.length)).toBe(10);
    expect(mp.reduce((a, b) => a + b, 0)).toBe(30);
    expect(matchpoints(ns.map((s) => -s))).toEqual([4, 0, 4, 8, 10, 4]);
  });
  it("78A: 1/½/0 units halve the 2/1/0 units", () => {
    expect(matchpoints([420, 450, 420, 170, -50, 420], "1/½/0")).toEqual([3, 5, 3, 1, 0, 3]);
    expect(matchpointTop(6, "1/½/0")).toBe(5);
  });
  it("78A: a board with one result scores 0 of a top of 0; an empty board gives nothing", () => {
    expect(matchpoints([620])).toEqual([0]);
    expect(matchpoints([])).toEqual([]);
    expect(matchpointTop(1)).toBe(0);
  });
  it("78A: a score that is not a number is refused", () => {
    expect(() => matchpoints([1, Number.NaN])).toThrow(ScoringInputError);
  });

  test.prop([fc.array(tableScore, { minLength: 1, maxLength: 40 })])(
    "78A: matchpoints are conserved, n(n−1) over n results, each between 0 and the top",
    (scores) => {
      const n = scores.length;
      const mp = matchpoints(scores);
      expect(mp.reduce((a, b) => a + b, 0)).toBe(n * (n - 1));
      for (const m of mp) {
        expect(m).toBeGreaterThanOrEqual(0);
        expect(m).toBeLessThanOrEqual(2 * (n - 1));
      }
    },
  );
  test.prop([fc.array(tableScore, { minLength: 1, maxLength: 40 })])(
    "78A: NS + EW = top at every table",
    (scores) => {
      const ns = matchpoints(scores);
      const ew = matchpoints(scores.map((s) => -s));
      ns.forEach((m, i) => {
        expect(m + ew[i]!).toBe(2 * (scores.length - 1));
      });
    },
  );
  test.prop([fc.array(fc.integer({ min: -20, max: 20 }), { minLength: 1, maxLength: 60 })])(
    "78A: the O(n log n) matchpoints equal the definition (2 per lower score, 1 per tie)",
    (scores) => {
      expect(matchpoints(scores)).toEqual(naive(scores));
    },
  );
  test.prop([
    fc
      .array(tableScore, { minLength: 1, maxLength: 30 })
      .chain((s) =>
        fc.tuple(fc.constant(s), fc.shuffledSubarray(s, { minLength: s.length, maxLength: s.length })),
      ),
  ])(
    "78A: matchpoints do not depend on input order; tied scores get the same matchpoints",
    ([scores, shuffled]) => {
      const a = new Map(scores.map((s, i) => [s, matchpoints(scores)[i]]));
      const mp = matchpoints(shuffled);
      shuffled.forEach((s, i) => {
        expect(mp[i]).toBe(a.get(s));
      });
    },
  );
  test.prop([
    fc.array(fc.tuple(fc.integer({ min: 1, max: 30 }), fc.integer({ min: -30, max: 30 })), {
      maxLength: 300,
    }),
  ])("78A: matchpointing a session grouped by board equals matchpointing each board alone", (rows) => {
    const boards = rows.map(([b]) => b);
    const scores = rows.map(([, s]) => s * 10);
    const got = matchpointsByBoard(boards, scores);
    const byBoard = new Map<number, number[]>();
    rows.forEach(([b], i) => {
      byBoard.set(b, [...(byBoard.get(b) ?? []), i]);
    });
    for (const idx of byBoard.values()) {
      const expected = naive(idx.map((i) => scores[i]!));
      idx.forEach((i, k) => {
        expect(got[i]).toBe(expected[k]);
      });
    }
  });
  it("78A: grouping works for board ids that are not small integers", () => {
    const got = matchpointsByBoard([1e9, 2.5, 1e9, 2.5, -3], [100, 50, 200, 50, 0]);
    expect([...got]).toEqual([0, 1, 2, 1, 0]);
    expect(() => matchpointsByBoard([1], [1, 2])).toThrow(ScoringInputError);
    expect(() => matchpointsByBoard([1, 1], [1, Number.POSITIVE_INFINITY])).toThrow(ScoringInputError);
  });
});

describe("78A/78D: percentages", () => {
  it("78A: matchpoints as a percentage of the top; a lone result is 50 %", () => {
    expect(percentage(6, 10)).toBe(60);
    expect(percentage(0, 0)).toBe(50);
    expect(
      sessionPercentage([
        { matchpoints: 6, top: 10 },
        { matchpoints: 3, top: 10 },
      ]),
    ).toBe(45);
    expect(sessionPercentage([])).toBe(50);
  });
});

describe("78D Neuberg's formula", () => {
  it("78D Neuberg: 10 results where 11 were expected, a sole top (18) becomes 19.9 out of 20", () => {
    expect(neuberg(18, 10, 11)).toBeCloseTo(19.9, 12);
    expect(matchpointTop(11)).toBe(20);
  });
  it("78D Neuberg: a sole bottom becomes 0.1, an average stays an average, 1/½/0 units agree", () => {
    expect(neuberg(0, 10, 11)).toBeCloseTo(0.1, 12);
    expect(neuberg(9, 10, 11)).toBeCloseTo(10, 12);
    expect(neuberg(9, 10, 11, "1/½/0")).toBeCloseTo(9.95, 12);
    expect(neuberg(4.5, 10, 11, "1/½/0") * 2).toBeCloseTo(neuberg(9, 10, 11), 12);
    expect(() => neuberg(1, 0, 11)).toThrow(ScoringInputError);
    expect(() => neuberg(1, 2, 0)).toThrow(ScoringInputError);
  });
  test.prop([fc.array(tableScore, { minLength: 1, maxLength: 25 }), fc.integer({ min: 0, max: 10 })])(
    "78D Neuberg: factored scores keep the board's total at m(m−1) and stay within 0 … the new top",
    (scores, extra) => {
      const n = scores.length;
      const m = n + extra;
      const factored = matchpoints(scores).map((mp) => neuberg(mp, n, m));
      const sum = factored.reduce((a, b) => a + b, 0);
      // n results of a board of m: they share n/m of the total m(m−1)
      expect(sum).toBeCloseTo((n * m * (m - 1)) / m, 8);
      for (const f of factored) {
        expect(f).toBeGreaterThanOrEqual(-1e-9);
        expect(f).toBeLessThanOrEqual(2 * (m - 1) + 1e-9);
      }
    },
  );
});

describe("78A + 12C: a board with adjusted scores", () => {
  it("78A: a board of plain results is Law 78A", () => {
    const r = matchpointBoard([420, 450, 420, 170, -50, 420].map((ns) => ({ kind: "result" as const, ns })));
    expect(r.entries.map((e) => e.ns)).toEqual([6, 10, 6, 2, 0, 6]);
    expect(r.entries.map((e) => e.ew)).toEqual([4, 0, 4, 8, 10, 4]);
    expect(r).toMatchObject({ top: 10, comparable: 6, factored: false });
    expect(r.entries[1]!.nsPercent).toBe(100);
  });
  it("12C2 + 78D: an average-plus/average-minus table among 11 is its percentage of the top; the 10 results are Neubergged", () => {
    const ns = [100, 200, 300, 400, 500, 600, 700, 800, 900, 1000];
    const r = matchpointBoard([
      ...ns.map((s) => ({ kind: "result" as const, ns: s })),
      { kind: "artificial", nsPercent: 60, ewPercent: 40 },
    ]);
    expect(r.top).toBe(20);
    expect(r.factored).toBe(true);
    expect(r.comparable).toBe(10);
    expect(r.entries[9]!.ns).toBeCloseTo(19.9, 12);
    expect(r.entries[9]!.ew).toBeCloseTo(0.1, 12);
    expect(r.entries[10]).toEqual({ ns: 12, ew: 8, nsPercent: 60, ewPercent: 40 });
  });
  it("12A2 (WBFLC Ex 5): average-minus to both sides", () => {
    const r = matchpointBoard([
      { kind: "result", ns: 100 },
      { kind: "result", ns: 200 },
      { kind: "artificial", nsPercent: 40, ewPercent: 40 },
    ]);
    expect(r.entries[2]).toEqual({ ns: 1.6, ew: 1.6, nsPercent: 40, ewPercent: 40 });
  });
  it("78D: a board played fewer times than the others is factored to the expected number", () => {
    const r = matchpointBoard(
      [1, 2, 3].map((ns) => ({ kind: "result" as const, ns })),
      { expected: 4 },
    );
    expect(r.top).toBe(6);
    expect(r.entries.map((e) => e.ns)).toEqual([1 * (4 / 3) - 1, 3 * (4 / 3) - 1, 5 * (4 / 3) - 1]);
    expect(() => matchpointBoard([{ kind: "result", ns: 1 }], { expected: 0 })).toThrow(ScoringInputError);
    expect(() => matchpointBoard([{ kind: "artificial", nsPercent: 120, ewPercent: 0 }])).toThrow(
      ScoringInputError,
    );
  });
  it("12C1(c) (WBFLC Ex 9) through matchpointBoard: the weighted pair 8.5, +400 12 1/3", () => {
    const field = [420, 420, 420, 420, 400, 400, 170, 150, -50, -50, -50];
    const r = matchpointBoard([
      ...field.map((ns) => ({ kind: "result" as const, ns })),
      {
        kind: "weighted",
        outcomes: [
          { score: 400, weight: 1 / 3 },
          { score: -50, weight: 1 / 3 },
          { score: 420, weight: 1 / 6 },
          { score: -50, weight: 1 / 6 },
        ],
      },
    ]);
    expect(r.top).toBe(22);
    expect(r.entries[11]!.ns).toBeCloseTo(8.5, 12);
    expect(r.entries[11]!.ew).toBeCloseTo(13.5, 12);
    expect(r.entries[4]!.ns).toBeCloseTo(12 + 1 / 3, 12);
  });
  it("12C1(c): a frequency table lists each score with its frequency and matchpoints", () => {
    const t = new FrequencyTable([
      { score: 420, weight: 2 },
      { score: 170, weight: 0.5 },
      { score: 170, weight: 0.5 },
    ]);
    expect(t.total).toBe(3);
    expect(t.top).toBe(4);
    expect(t.rows()).toEqual([
      { score: 420, frequency: 2, matchpoints: 3 },
      { score: 170, frequency: 1, matchpoints: 0 },
    ]);
    expect(() => t.matchpoints(100)).toThrow(ScoringInputError);
    expect(() => new FrequencyTable([{ score: 1, weight: 0 }])).toThrow(ScoringInputError);
  });
});
