import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import {
  butler,
  butlerDatum,
  crossImps,
  IMP_THRESHOLDS,
  impBand,
  imps,
  ScoringInputError,
  totalPoints,
  totalPointsMargin,
} from "./index.ts";

/** Law 78B, typed out from the Law's table: [from, to, IMPs]. */
const LAW_78B: readonly [number, number | null, number][] = [
  [0, 10, 0],
  [20, 40, 1],
  [50, 80, 2],
  [90, 120, 3],
  [130, 160, 4],
  [170, 210, 5],
  [220, 260, 6],
  [270, 310, 7],
  [320, 360, 8],
  [370, 420, 9],
  [430, 490, 10],
  [500, 590, 11],
  [600, 740, 12],
  [750, 890, 13],
  [900, 1090, 14],
  [1100, 1290, 15],
  [1300, 1490, 16],
  [1500, 1740, 17],
  [1750, 1990, 18],
  [2000, 2240, 19],
  [2250, 2490, 20],
  [2500, 2990, 21],
  [3000, 3490, 22],
  [3500, 3990, 23],
  [4000, null, 24],
];

describe("Law 78B: the IMP scale", () => {
  it.each(LAW_78B)("78B: %i to %s points is worth %i IMPs (both edges, both signs)", (from, to, n) => {
    expect(imps(from)).toBe(n);
    expect(imps(-from)).toBe(n === 0 ? 0 : -n);
    if (to !== null) {
      expect(imps(to)).toBe(n);
      expect(imps(-to)).toBe(-n === 0 ? 0 : -n);
      expect(imps(to + 10)).toBe(n + 1);
    } else {
      expect(imps(7600 + 3160)).toBe(24);
    }
    if (from > 0) expect(imps(from - 10)).toBe(n - 1);
    expect(impBand(n)).toEqual({ from, to });
  });
  it("78B: the thresholds are the table's lower edges", () => {
    expect(IMP_THRESHOLDS).toEqual(LAW_78B.slice(1).map(([from]) => from));
  });
  it("78B: +620 against +170 is a difference of 450, +10 IMPs", () => {
    expect(imps(620 - 170)).toBe(10);
  });
  it("78B: a gap between bands goes to the lower band by default, or to the nearest ten", () => {
    expect(imps(15)).toBe(0);
    expect(imps(19.99)).toBe(0);
    expect(imps(45)).toBe(1);
    expect(imps(-15)).toBe(0);
    expect(imps(15, { gap: "nearest-ten" })).toBe(1);
    expect(imps(14, { gap: "nearest-ten" })).toBe(0);
    expect(imps(-45, { gap: "nearest-ten" })).toBe(-2);
    expect(() => imps(Number.NaN)).toThrow(ScoringInputError);
  });
  test.prop([
    fc.double({ min: -20000, max: 20000, noNaN: true }),
    fc.double({ min: 0, max: 5000, noNaN: true }),
  ])("78B: antisymmetric, monotone, at most 24, 0 up to 10", (d, step) => {
    expect(imps(-d)).toBe(imps(d) === 0 ? 0 : -imps(d));
    expect(imps(d + step)).toBeGreaterThanOrEqual(imps(d));
    expect(Math.abs(imps(d))).toBeLessThanOrEqual(24);
    if (Math.abs(d) <= 10) expect(imps(d)).toBe(0);
    if (d >= 4000) expect(imps(d)).toBe(24);
  });
  test.prop([
    fc.integer({ min: -760, max: 760 }).map((x) => x * 10),
    fc.integer({ min: -760, max: 760 }).map((x) => x * 10),
  ])("78B: the two teams' IMPs on a board sum to 0", (a, b) => {
    expect(imps(a - b) + imps(b - a)).toBe(0);
  });
});

describe("78B/78D: cross-IMPs", () => {
  it("78B cross-IMPs: each result against every other, summed and averaged", () => {
    const r = crossImps([420, 450, 170, -50]);
    // 420: vs 450 −1, vs 170 +6, vs −50 +10 → 15
    expect(r[0]).toEqual({ total: 15, average: 5 });
    expect(r[1]).toEqual({ total: 1 + 7 + 11, average: 19 / 3 });
    expect(r.reduce((a, x) => a + x.total, 0)).toBe(0);
    expect(crossImps([100])).toEqual([{ total: 0, average: 0 }]);
    expect(crossImps([])).toEqual([]);
  });
  test.prop([
    fc.array(
      fc.integer({ min: -760, max: 316 }).map((x) => x * 10),
      { maxLength: 30 },
    ),
  ])("78B cross-IMPs: a board's IMPs sum to 0; tied scores get the same IMPs", (scores) => {
    const r = crossImps(scores);
    expect(r.reduce((a, x) => a + x.total, 0)).toBe(0);
    scores.forEach((s, i) => {
      const j = scores.indexOf(s);
      expect(r[i]!.total).toBe(r[j]!.total);
    });
  });
});

describe("78B/78D: Butler", () => {
  it("78B Butler: the datum drops the top and bottom, takes the mean and rounds to 10", () => {
    // drop 1000 and −200; mean of 420, 450, 420, 170 = 365 → 370 (halves away from zero)
    const r = butler([1000, 420, 450, 420, 170, -200]);
    expect(r.datum).toBe(370);
    expect(r.counted).toBe(4);
    expect(r.imps).toEqual([imps(630), imps(50), imps(80), imps(50), imps(-200), imps(-570)]);
    expect(r.imps).toEqual([12, 2, 2, 2, -5, -11]);
  });
  it("78B Butler: options — drop none, drop two, no rounding; one or two results keep every score", () => {
    const s = [1000, 420, 450, 420, 170, -200];
    expect(butlerDatum(s, { dropTop: 0, dropBottom: 0 }).datum).toBe(380); // 2260/6 = 376.67
    expect(butlerDatum(s, { dropTop: 2, dropBottom: 2 }).datum).toBe(420);
    expect(butlerDatum(s, { roundTo: 0 }).datum).toBe(365);
    expect(butlerDatum([100, 200])).toEqual({ datum: 150, counted: 2 });
    expect(butlerDatum([-100, -200, -250])).toEqual({ datum: -200, counted: 1 });
    expect(butlerDatum([-15, -15, -15], { dropTop: 0, dropBottom: 0 }).datum).toBe(-20);
    expect(() => butlerDatum([])).toThrow(ScoringInputError);
    expect(() => butlerDatum([1], { dropTop: -1 })).toThrow(ScoringInputError);
    expect(() => butlerDatum([1], { roundTo: -1 })).toThrow(ScoringInputError);
  });
  test.prop([
    fc.array(
      fc.integer({ min: -760, max: 316 }).map((x) => x * 10),
      { minLength: 1, maxLength: 30 },
    ),
  ])(
    "78B Butler: the EW datum is the negation of the NS datum and EW IMPs the negation of NS IMPs",
    (scores) => {
      const ns = butler(scores);
      const ew = butler(scores.map((s) => -s));
      expect(ew.datum).toBe(ns.datum === 0 ? 0 : -ns.datum);
      ew.imps.forEach((v, i) => {
        expect(v + ns.imps[i]!).toBe(0);
      });
    },
  );
});

describe("Law 78C: total points", () => {
  it("78C: the total is the sum of the scores on all boards played", () => {
    expect(totalPoints([420, -50, 170])).toBe(540);
    expect(totalPoints([])).toBe(0);
    expect(totalPointsMargin([420, -50], [170, 100])).toBe(100);
    expect(() => totalPoints([Number.NaN])).toThrow(ScoringInputError);
  });
});
