import {
  type Contract,
  type Doubling,
  type Seat,
  STRAINS,
  type Strain,
  VULNERABILITIES,
} from "@bridgelaw/cards";
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { boardScore, contractScore, ScoringInputError, scoreBreakdown } from "./index.ts";

// ---- An independent formulation of Law 77, typed out from its scoring table ----

/** 77.1: per trick bid and made [undoubled, doubled, redoubled]; NT: first trick, later tricks. */
const TRICK_POINTS = {
  minor: [20, 40, 80],
  major: [30, 60, 120],
  ntFirst: [40, 80, 160],
  ntLater: [30, 60, 120],
} as const;
/** 77.2: per overtrick, [NV, V]. */
const OVERTRICK = { doubled: [100, 200], redoubled: [200, 400] } as const;
/** 77.3: [NV, V]. */
const PREMIUM = {
  smallSlam: [500, 750],
  grandSlam: [1000, 1500],
  game: [300, 500],
  partscore: [50, 50],
  doubled: [50, 50],
  redoubled: [100, 100],
} as const;
/** 77.4 cumulative undertricks, U = 1 … 13. */
const UNDERTRICKS = {
  "NV ": [50, 100, 150, 200, 250, 300, 350, 400, 450, 500, 550, 600, 650],
  "NV X": [100, 300, 500, 800, 1100, 1400, 1700, 2000, 2300, 2600, 2900, 3200, 3500],
  "NV XX": [200, 600, 1000, 1600, 2200, 2800, 3400, 4000, 4600, 5200, 5800, 6400, 7000],
  "V ": [100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1100, 1200, 1300],
  "V X": [200, 500, 800, 1100, 1400, 1700, 2000, 2300, 2600, 2900, 3200, 3500, 3800],
  "V XX": [400, 1000, 1600, 2200, 2800, 3400, 4000, 4600, 5200, 5800, 6400, 7000, 7600],
} as const;

const DOUBLINGS: readonly Doubling[] = ["", "X", "XX"];
const dIndex = (d: Doubling): 0 | 1 | 2 => (d === "" ? 0 : d === "X" ? 1 : 2);

const independent = (level: number, strain: Strain, d: Doubling, vul: boolean, tricks: number): number => {
  const v = vul ? 1 : 0;
  const i = dIndex(d);
  if (tricks < level + 6) return -UNDERTRICKS[`${vul ? "V" : "NV"} ${d}`][level + 6 - tricks - 1]!;
  let trickPoints = 0;
  for (let t = 1; t <= level; t += 1) {
    if (strain === "NT") trickPoints += t === 1 ? TRICK_POINTS.ntFirst[i] : TRICK_POINTS.ntLater[i];
    else trickPoints += strain === "C" || strain === "D" ? TRICK_POINTS.minor[i] : TRICK_POINTS.major[i];
  }
  const over = tricks - level - 6;
  const undoubledTrick = strain === "C" || strain === "D" ? TRICK_POINTS.minor[0] : TRICK_POINTS.major[0];
  const overtricks =
    over * (d === "" ? undoubledTrick : d === "X" ? OVERTRICK.doubled[v] : OVERTRICK.redoubled[v]);
  const premium =
    (trickPoints >= 100 ? PREMIUM.game[v] : PREMIUM.partscore[v]) +
    (level === 6 ? PREMIUM.smallSlam[v] : level === 7 ? PREMIUM.grandSlam[v] : 0) +
    (d === "X" ? PREMIUM.doubled[v] : d === "XX" ? PREMIUM.redoubled[v] : 0);
  return trickPoints + overtricks + premium;
};

const LEVELS = [1, 2, 3, 4, 5, 6, 7];
const TRICKS = Array.from({ length: 14 }, (_, t) => t);

describe("Law 77: every cell of the scoring table", () => {
  it("77: 7 levels × 5 strains × 3 doublings × 2 vulnerabilities × 14 trick counts match the Law 77 table", () => {
    let cells = 0;
    for (const level of LEVELS)
      for (const strain of STRAINS)
        for (const doubling of DOUBLINGS)
          for (const vul of [false, true])
            for (const tricks of TRICKS) {
              const expected = independent(level, strain, doubling, vul, tricks);
              const got = contractScore({ level, strain, doubling }, vul, tricks);
              if (got !== expected) {
                throw new Error(
                  `${level}${strain}${doubling} ${vul ? "V" : "NV"} ${tricks}: ${got} ≠ ${expected}`,
                );
              }
              cells += 1;
            }
    expect(cells).toBe(7 * 5 * 3 * 2 * 14);
  });

  describe.each(LEVELS)("77: level %i", (level) => {
    it.each(STRAINS.flatMap((s) => DOUBLINGS.map((d) => [s, d] as const)))(
      "77: %s%s at every trick count, NV and V",
      (strain, doubling) => {
        for (const vul of [false, true])
          for (const tricks of TRICKS)
            expect(contractScore({ level, strain, doubling }, vul, tricks)).toBe(
              independent(level, strain, doubling, vul, tricks),
            );
      },
    );
  });
});

/** Check values of Law 77, one row per test. */
const CHECK_VALUES: readonly [string, number, Strain, Doubling, boolean, number, number][] = [
  ["1C =", 1, "C", "", false, 7, 70],
  ["1NT =", 1, "NT", "", false, 7, 90],
  ["1NT +1", 1, "NT", "", false, 8, 120],
  ["2S =", 2, "S", "", false, 8, 110],
  ["2S +1", 2, "S", "", false, 9, 140],
  ["3NT =", 3, "NT", "", false, 9, 400],
  ["3NT = V", 3, "NT", "", true, 9, 600],
  ["3NT +1", 3, "NT", "", false, 10, 430],
  ["4H =", 4, "H", "", false, 10, 420],
  ["4H = V", 4, "H", "", true, 10, 620],
  ["5C =", 5, "C", "", false, 11, 400],
  ["5D +1", 5, "D", "", false, 12, 420],
  ["6S =", 6, "S", "", false, 12, 980],
  ["6S = V", 6, "S", "", true, 12, 1430],
  ["6NT =", 6, "NT", "", false, 12, 990],
  ["6C +1 V", 6, "C", "", true, 13, 1390],
  ["7NT =", 7, "NT", "", false, 13, 1520],
  ["7NT = V", 7, "NT", "", true, 13, 2220],
  ["7C =", 7, "C", "", false, 13, 1440],
  ["1SX =", 1, "S", "X", false, 7, 160],
  ["1SX +1", 1, "S", "X", false, 8, 260],
  ["1SX +1 V", 1, "S", "X", true, 8, 360],
  ["2HX =", 2, "H", "X", false, 8, 470],
  ["2HX = V", 2, "H", "X", true, 8, 670],
  ["1NTX = V", 1, "NT", "X", true, 7, 180],
  ["1NTXX =", 1, "NT", "XX", false, 7, 560],
  ["2CX =", 2, "C", "X", false, 8, 180],
  ["2CXX =", 2, "C", "XX", false, 8, 560],
  ["3DX = V", 3, "D", "X", true, 9, 670],
  ["4SX = V", 4, "S", "X", true, 10, 790],
  ["4SX +1 V", 4, "S", "X", true, 11, 990],
  ["7NTXX = V", 7, "NT", "XX", true, 13, 2980],
  ["1NTXX +6 V (maximum possible)", 1, "NT", "XX", true, 13, 3160],
  ["4S -1 (undoubled)", 4, "S", "", false, 9, -50],
  ["4S -1 V", 4, "S", "", true, 9, -100],
  ["4SX -1 V", 4, "S", "X", true, 9, -200],
  ["4SX -2", 4, "S", "X", false, 8, -300],
  ["3NTX -3", 3, "NT", "X", false, 6, -500],
  ["3NTX -4", 3, "NT", "X", false, 5, -800],
  ["3NTX -4 V", 3, "NT", "X", true, 5, -1100],
  ["7NTXX -13 V (minimum possible)", 7, "NT", "XX", true, 0, -7600],
];

describe("Law 77: check values", () => {
  it.each(CHECK_VALUES)("77: %s scores %i", (_name, level, strain, doubling, vul, tricks, score) => {
    expect(contractScore({ level, strain, doubling }, vul, tricks)).toBe(score);
  });
  it("77 (2007 and 2017 alike): 3NTXX making 9 vulnerable = 160 + 120 + 120 + 500 + 100 = 1000", () => {
    expect(contractScore({ level: 3, strain: "NT", doubling: "XX" }, true, 9)).toBe(1000);
  });
  it("77: 4S+2 NV 480 and 4S+1 450; 3NT+1 NV 430", () => {
    expect(contractScore({ level: 4, strain: "S", doubling: "" }, false, 12)).toBe(480);
    expect(contractScore({ level: 4, strain: "S", doubling: "" }, false, 11)).toBe(450);
    expect(contractScore({ level: 3, strain: "NT", doubling: "" }, false, 10)).toBe(430);
  });
});

describe("Law 77: breakdown for the audit trail", () => {
  it("77: 4SX+1 V itemised with each row of the table", () => {
    const b = scoreBreakdown({ level: 4, strain: "S", doubling: "X" }, true, 11);
    expect(b).toMatchObject({
      made: true,
      trickPoints: 240,
      overtricks: 200,
      gamePremium: 500,
      partscorePremium: 0,
      slamPremium: 0,
      insult: 50,
      undertricks: 0,
      total: 990,
    });
    expect(b.items.map((i) => i.item)).toEqual(["trick points", "overtricks", "game", "insult"]);
    expect(b.laws).toEqual([
      "77.1 trick points: 4 × 30, × 2 doubled",
      "77.2 overtricks: 1 × 200 (doubled, vulnerable)",
      "77.3 game premium (vulnerable)",
      "77.3 premium for making a doubled contract",
    ]);
    expect(b.items.reduce((a, i) => a + i.points, 0)).toBe(b.total);
  });
  it("77: 6NT= NV has trick points, game and slam; 3NTX-3 has only undertricks", () => {
    expect(scoreBreakdown({ level: 6, strain: "NT", doubling: "" }, false, 12).laws).toEqual([
      "77.1 trick points: 40 + 5 × 30",
      "77.3 game premium (not vulnerable)",
      "77.3 small slam premium (not vulnerable)",
    ]);
    const down = scoreBreakdown({ level: 3, strain: "NT", doubling: "X" }, false, 6);
    expect(down).toMatchObject({ made: false, undertricks: 500, total: -500 });
    expect(down.laws).toEqual(["77.4 undertricks: 3 down, doubled, not vulnerable"]);
  });
  it("77: 1C= gets the partscore premium; 4S making 12 gets no slam premium", () => {
    expect(scoreBreakdown({ level: 1, strain: "C", doubling: "" }, false, 7).partscorePremium).toBe(50);
    expect(scoreBreakdown({ level: 4, strain: "S", doubling: "" }, false, 12).slamPremium).toBe(0);
  });
  const anyContract = fc.record({
    level: fc.integer({ min: 1, max: 7 }),
    strain: fc.constantFrom(...STRAINS),
    doubling: fc.constantFrom(...DOUBLINGS),
  });
  test.prop([anyContract, fc.boolean(), fc.integer({ min: 0, max: 13 })])(
    "77: the items of a breakdown add up to its total",
    (c, vul, tricks) => {
      const b = scoreBreakdown(c, vul, tricks);
      expect(b.items.reduce((a, i) => a + i.points, 0)).toBe(b.total);
      expect(b.laws).toHaveLength(b.items.length);
      // 77: game premium iff made with trick points ≥ 100; slam iff made at level 6/7
      expect(b.gamePremium > 0).toBe(b.made && b.trickPoints >= 100);
      expect(b.slamPremium > 0).toBe(b.made && c.level >= 6);
      expect(b.insult > 0).toBe(b.made && c.doubling !== "");
    },
  );
});

describe("Law 77: invariants I-SCORE", () => {
  const anyContract = fc.record({
    level: fc.integer({ min: 1, max: 7 }),
    strain: fc.constantFrom(...STRAINS),
    doubling: fc.constantFrom(...DOUBLINGS),
  });
  const anySeat = fc.constantFrom<Seat>("N", "E", "S", "W");

  test.prop([anyContract, fc.boolean(), fc.integer({ min: 0, max: 12 })])(
    "77: the score rises strictly with tricks",
    (c, vul, t) => {
      expect(contractScore(c, vul, t + 1)).toBeGreaterThan(contractScore(c, vul, t));
    },
  );
  test.prop([anyContract, fc.boolean(), fc.integer({ min: 0, max: 13 })])(
    "77: made contracts score 70…3160, defeated −7600…−50, all multiples of 10",
    (c, vul, t) => {
      const s = contractScore(c, vul, t);
      if (t >= c.level + 6) {
        expect(s).toBeGreaterThanOrEqual(70);
        expect(s).toBeLessThanOrEqual(3160);
      } else {
        expect(s).toBeLessThanOrEqual(-50);
        expect(s).toBeGreaterThanOrEqual(-7600);
      }
      expect(Math.abs(s % 10)).toBe(0);
    },
  );
  test.prop([anyContract, fc.boolean(), fc.integer({ min: 0, max: 13 })])(
    "77: X beats undoubled and XX beats X when made; |XX| = 2|X| > |undoubled| when down; V ≥ NV",
    (c, vul, t) => {
      const s = (d: Doubling) => contractScore({ ...c, doubling: d }, vul, t);
      if (t >= c.level + 6) {
        expect(s("X")).toBeGreaterThan(s(""));
        expect(s("XX")).toBeGreaterThan(s("X"));
      } else {
        expect(Math.abs(s("XX"))).toBe(2 * Math.abs(s("X")));
        expect(Math.abs(s("X"))).toBeGreaterThan(Math.abs(s("")));
      }
      expect(Math.abs(contractScore(c, true, t))).toBeGreaterThanOrEqual(
        Math.abs(contractScore(c, false, t)),
      );
    },
  );
  test.prop([anyContract, anySeat, fc.constantFrom(...VULNERABILITIES), fc.integer({ min: 0, max: 13 })])(
    "77: NS = −EW; the seat only sets the sign; made is positive, defeated negative",
    (c, declarer, vul, t) => {
      const contract: Contract = { ...c, declarer };
      const b = boardScore(contract, vul, t);
      expect(b.NS + b.EW).toBe(0);
      const declaring = declarer === "N" || declarer === "S" ? b.NS : b.EW;
      expect(declaring > 0).toBe(t >= c.level + 6);
      expect(declaring < 0).toBe(t < c.level + 6);
      const partnerScore = boardScore(
        { ...contract, declarer: ({ N: "S", S: "N", E: "W", W: "E" } as const)[declarer] },
        vul,
        t,
      );
      expect(partnerScore).toEqual(b);
    },
  );

  it("77.5: a passed-out board scores 0 for both sides", () => {
    for (const v of VULNERABILITIES) expect(boardScore(null, v, 0)).toEqual({ NS: 0, EW: 0 });
  });
  it("77: board scores by seat and vulnerability", () => {
    expect(boardScore({ level: 4, strain: "S", doubling: "X", declarer: "E" }, "NS", 8)).toEqual({
      NS: 300,
      EW: -300,
    });
    expect(boardScore({ level: 4, strain: "S", doubling: "X", declarer: "E" }, "EW", 8)).toEqual({
      NS: 500,
      EW: -500,
    });
    expect(boardScore({ level: 3, strain: "NT", doubling: "", declarer: "S" }, "All", 9)).toEqual({
      NS: 600,
      EW: -600,
    });
  });

  it.each([
    ["level 0", { level: 0, strain: "S", doubling: "" }, 7, "level"],
    ["level 8", { level: 8, strain: "S", doubling: "" }, 7, "level"],
    ["level 1.5", { level: 1.5, strain: "S", doubling: "" }, 7, "level"],
    ["14 tricks", { level: 1, strain: "S", doubling: "" }, 14, "tricks"],
    ["-1 tricks", { level: 1, strain: "S", doubling: "" }, -1, "tricks"],
    ["NaN tricks", { level: 1, strain: "S", doubling: "" }, Number.NaN, "tricks"],
    ["strain Z", { level: 1, strain: "Z", doubling: "" }, 7, "strain"],
    ["doubling XXX", { level: 1, strain: "S", doubling: "XXX" }, 7, "doubling"],
  ] as const)("77: %s is refused with a typed range error", (_n, c, tricks, field) => {
    try {
      contractScore(c as unknown as Contract, false, tricks);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ScoringInputError);
      expect(e).toBeInstanceOf(RangeError);
      expect((e as ScoringInputError)._tag).toBe("ScoringInputError");
      expect((e as ScoringInputError).field).toBe(field);
    }
  });
});
