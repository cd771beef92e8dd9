import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import {
  blitzMargin,
  ScoringInputError,
  wbfContinuousScale,
  wbfContinuousScaleHundredths,
  wbfDiscreteScale,
  wbfDiscreteScaleByMargin,
  wbfDiscreteVictoryPoints,
  wbfVictoryPoints,
  wbfVpFormula,
} from "./index.ts";

const boards = fc.integer({ min: 1, max: 64 });

describe("78D: WBF 2013 victory points, continuous scale", () => {
  it("78D VP: 20 IMPs over 16 boards gives 15.00 (and 5.00 to the losers)", () => {
    expect(wbfVictoryPoints(20, 16)).toEqual({ vp: 15, opponentVp: 5 });
    expect(wbfVictoryPoints(-20, 16)).toEqual({ vp: 5, opponentVp: 15 });
    expect(wbfVpFormula(20, 16)).toBeCloseTo(15, 12);
  });
  it("78D VP: a draw is 10–10; the blitz (15·√N) and beyond is 20–0", () => {
    expect(wbfVictoryPoints(0, 16)).toEqual({ vp: 10, opponentVp: 10 });
    expect(blitzMargin(16)).toBe(60);
    expect(wbfVictoryPoints(60, 16)).toEqual({ vp: 20, opponentVp: 0 });
    expect(wbfVictoryPoints(200, 16)).toEqual({ vp: 20, opponentVp: 0 });
    expect(wbfVictoryPoints(-200, 16)).toEqual({ vp: 0, opponentVp: 20 });
  });
  it("78D VP: the 16-board scale from 0 to 10 IMPs, to two decimals", () => {
    expect(wbfContinuousScale(16).slice(0, 11)).toEqual([
      10, 10.31, 10.61, 10.91, 11.2, 11.48, 11.76, 12.03, 12.29, 12.55, 12.8,
    ]);
  });
  it("78D VP: a fractional margin is interpolated between the whole margins", () => {
    expect(wbfVictoryPoints(0.5, 16).vp).toBe(10.16);
    expect(wbfVictoryPoints(4.67, 16).vp).toBe(11.39);
  });
  it("78D VP: a match needs a whole number of boards", () => {
    expect(() => wbfVictoryPoints(1, 0)).toThrow(ScoringInputError);
    expect(() => wbfVictoryPoints(1, 2.5)).toThrow(ScoringInputError);
    expect(() => wbfVictoryPoints(Number.NaN, 8)).toThrow(ScoringInputError);
  });
  test.prop([fc.double({ min: -300, max: 300, noNaN: true }), boards])(
    "78D VP: both sides' VPs sum to 20, each from 0 to 20",
    (margin, n) => {
      const r = wbfVictoryPoints(margin, n);
      expect(Math.round((r.vp + r.opponentVp) * 100)).toBe(2000);
      expect(r.vp).toBeGreaterThanOrEqual(0);
      expect(r.vp).toBeLessThanOrEqual(20);
      expect(Math.round(r.vp * 100)).toBeCloseTo(r.vp * 100, 6);
    },
  );
  test.prop([
    fc.double({ min: -300, max: 300, noNaN: true }),
    fc.double({ min: 0, max: 50, noNaN: true }),
    boards,
  ])("78D VP: monotone in the margin", (margin, step, n) => {
    expect(wbfVictoryPoints(margin + step, n).vp).toBeGreaterThanOrEqual(wbfVictoryPoints(margin, n).vp);
  });
  test.prop([boards])(
    "78D VP: concave for winners: each extra IMP is worth no more than the one before",
    (n) => {
      const v = wbfContinuousScaleHundredths(n);
      for (let m = 1; m + 1 < v.length; m += 1)
        expect(v[m + 1]! - v[m]!).toBeLessThanOrEqual(v[m]! - v[m - 1]!);
      for (let m = 1; m < v.length; m += 1) expect(v[m]!).toBeGreaterThanOrEqual(v[m - 1]!);
      expect(v[v.length - 1]).toBe(2000);
    },
  );
  test.prop([boards, fc.integer({ min: 0, max: 150 })])(
    "78D VP: up to 64 boards the concavity correction moves no value more than 0.03 from the rounded formula",
    (n, m) => {
      const v = wbfVictoryPoints(m, n).vp;
      expect(Math.abs(v - Math.round(wbfVpFormula(m, n) * 100) / 100)).toBeLessThanOrEqual(0.0300001);
    },
  );
});

describe("78D: WBF 2013 victory points, discrete scale", () => {
  it("78D VP discrete: 20 IMPs over 16 boards gives 15–5; a draw 10–10; the blitz 20–0", () => {
    expect(wbfDiscreteVictoryPoints(20, 16)).toEqual({ vp: 15, opponentVp: 5 });
    expect(wbfDiscreteVictoryPoints(0, 16)).toEqual({ vp: 10, opponentVp: 10 });
    expect(wbfDiscreteVictoryPoints(-100, 16)).toEqual({ vp: 0, opponentVp: 20 });
  });
  it("78D VP discrete: the 16-board table", () => {
    expect(wbfDiscreteScale(16).map((r) => [r.vp, r.from, r.to])).toEqual([
      [10, 0, 1],
      [11, 2, 5],
      [12, 6, 9],
      [13, 10, 13],
      [14, 14, 17],
      [15, 18, 22],
      [16, 23, 28],
      [17, 29, 35],
      [18, 36, 43],
      [19, 44, 53],
      [20, 54, null],
    ]);
  });
  test.prop([fc.integer({ min: 1, max: 400 })])(
    "78D VP discrete: for any number of boards, every VP 10 … 20 has a range and the ranges never narrow",
    (n) => {
      const rows = wbfDiscreteScale(n);
      expect(rows.map((r) => r.vp)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
      for (let i = 2; i < rows.length - 1; i += 1) {
        expect(rows[i]!.to! - rows[i]!.from).toBeGreaterThanOrEqual(rows[i - 1]!.to! - rows[i - 1]!.from);
      }
      const byMargin = wbfDiscreteScaleByMargin(n);
      for (let m = 1; m < byMargin.length; m += 1)
        expect(byMargin[m]!).toBeGreaterThanOrEqual(byMargin[m - 1]!);
    },
  );
  test.prop([fc.double({ min: -300, max: 300, noNaN: true }), boards])(
    "78D VP discrete: whole VPs summing to 20, within one VP of the continuous scale",
    (margin, n) => {
      const d = wbfDiscreteVictoryPoints(margin, n);
      expect(Number.isInteger(d.vp)).toBe(true);
      expect(d.vp + d.opponentVp).toBe(20);
      expect(Math.abs(d.vp - wbfVictoryPoints(Math.round(margin), n).vp)).toBeLessThanOrEqual(1);
    },
  );
});
