import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import {
  type ArtificialLevel,
  DEFAULT_ARTIFICIAL_SCORES,
  type EventScore,
  pointsScore,
  type SessionPenalty,
  type SideScore,
  scoreSession,
  type TableResult,
  wbfVictoryPoints,
} from "./index.ts";

/** A table result of a plain score (NS points), for one board. */
const res = (
  board: number,
  table: number,
  ns: string,
  ew: string,
  score: number,
  extra: Partial<TableResult> = {},
): TableResult => ({
  board,
  table: String(table),
  pairs: { NS: ns, EW: ew },
  NS: pointsScore({ NS: score, EW: -score }),
  EW: pointsScore({ NS: score, EW: -score }),
  ...extra,
});
const weighted = (...outcomes: [number, number][]): SideScore => ({
  kind: "weighted",
  outcomes: outcomes.map(([NS, weight]) => ({ NS, EW: -NS, weight })),
});
const artificial = (level: ArtificialLevel): SideScore => ({ kind: "artificial", level });

const rowsOf = (ev: EventScore, board: number) =>
  ev.boards.filter((b) => b.board === board).flatMap((b) => b.rows);
const entry = (ev: EventScore, pair: string) =>
  ev.fields.flatMap((f) => f.ranking).find((e) => e.pair === pair)!;

describe("Law 78A: a session at matchpoints", () => {
  const w37 = [420, 450, 420, 170, -50, 420].map((s, i) => res(1, i + 1, String(i + 1), String(11 + i), s));

  it("78A: +420 +450 +420 +170 −50 +420 → NS 6 10 6 2 0 6, EW 4 0 4 8 10 4 (top 10)", () => {
    const s = scoreSession(w37, { method: "mp" });
    const ev = s.events[0]!;
    expect(ev.boards[0]!.top).toBe(10);
    expect(ev.boards[0]!.rows.map((r) => r.NS)).toEqual([6, 10, 6, 2, 0, 6]);
    expect(ev.boards[0]!.rows.map((r) => r.EW)).toEqual([4, 0, 4, 8, 10, 4]);
    expect(ev.boards[0]!.frequencies!.NS).toEqual([
      { score: 450, frequency: 1, matchpoints: 10 },
      { score: 420, frequency: 3, matchpoints: 6 },
      { score: 170, frequency: 1, matchpoints: 2 },
      { score: -50, frequency: 1, matchpoints: 0 },
    ]);
    expect(s.warnings).toEqual([]);
  });

  it("ranking ties are decided by the exact score, not the percentage rounded to 2 decimals (issue 29)", () => {
    // N1 and N2 both +420; a penalty of 0.00001 matchpoints leaves N2 49.9995 %: 50.00 % rounded, yet below N1
    const pen: SessionPenalty = { side: "NS", law: "90A", amount: 0.00001, unit: "matchpoints" };
    const s = scoreSession([res(1, 1, "N1", "E1", 420), res(1, 2, "N2", "E2", 420, { penalties: [pen] })], {
      method: "mp",
    });
    const ns = s.events[0]!.fields.find((f) => f.name === "NS")!.ranking;
    expect(ns.map((e) => [e.rank, e.pair, e.percent])).toEqual([
      [1, "N1", 50],
      [2, "N2", 50],
    ]);
    // an exact tie still shares its rank
    const ew = s.events[0]!.fields.find((f) => f.name === "EW")!.ranking;
    expect(ew.map((e) => e.rank)).toEqual([1, 1]);
  });

  it("78A: a Mitchell (no pair changes direction) is ranked North-South and East-West apart; ties share a rank", () => {
    const ev = scoreSession(w37, { method: "mp" }).events[0]!;
    expect(ev.fields.map((f) => f.name)).toEqual(["NS", "EW"]);
    expect(ev.fields[0]!.ranking.map((e) => [e.rank, e.pair, e.total])).toEqual([
      [1, "2", 10],
      [2, "1", 6],
      [2, "3", 6],
      [2, "6", 6],
      [5, "4", 2],
      [6, "5", 0],
    ]);
    expect(entry(ev, "2")).toMatchObject({ boards: 1, top: 10, percent: 100 });
  });

  it("78A: a Howell (pairs change direction) is one ranking", () => {
    const results = [
      res(1, 1, "A", "B", 420),
      res(1, 2, "C", "D", 400),
      res(2, 1, "B", "C", 100),
      res(2, 2, "D", "A", 50),
    ];
    const ev = scoreSession(results, { method: "mp" }).events[0]!;
    expect(ev.fields.map((f) => f.name)).toEqual(["all"]);
    // A: +420 beats +400 as NS; as EW −50 beats −100
    expect(entry(ev, "A")).toMatchObject({ boards: 2, score: 4, top: 4, percent: 100 });
    expect(entry(ev, "B")).toMatchObject({ score: 2, percent: 50 });
  });

  it("78D Neuberg: a board with 10 results where the others have 11: a sole top is 19.9 of 20", () => {
    const b1 = Array.from({ length: 11 }, (_, i) => res(1, i + 1, `n${i}`, `e${i}`, i * 10));
    const b2 = Array.from({ length: 10 }, (_, i) => res(2, i + 1, `n${i}`, `e${(i + 1) % 11}`, i * 10));
    const ev = scoreSession([...b1, ...b2], { method: "mp" }).events[0]!;
    expect(ev.expected).toBe(11);
    const board2 = ev.boards.find((b) => b.board === 2)!;
    expect(board2).toMatchObject({ top: 20, factored: true });
    expect(board2.rows[9]!.NS).toBe(19.9);
    expect(board2.rows[9]!.EW).toBe(0.1);
  });

  it("12C1(c) WBFLC Ex 9 in a session: pair A 8.5; +420 18 5/6, +400 12 1/3, +170 9, +150 7, −50 2.5 (top 22)", () => {
    const field = [420, 420, 420, 420, 400, 400, 170, 150, -50, -50, -50];
    const results = field.map((s, i) => res(1, i + 1, `n${i}`, `e${i}`, s));
    const a = weighted([400, 1 / 3], [-50, 1 / 3], [420, 1 / 6], [-50, 1 / 6]);
    results.push({ board: 1, table: "12", pairs: { NS: "A", EW: "X" }, NS: a, EW: a });
    const ev = scoreSession(results, { method: "mp" }).events[0]!;
    const rows = ev.boards[0]!.rows;
    expect(ev.boards[0]!.top).toBe(22);
    expect(rows.map((r) => r.NS)).toEqual([
      18.83, 18.83, 18.83, 18.83, 12.33, 12.33, 9, 7, 2.5, 2.5, 2.5, 8.5,
    ]);
    // East-West: the same weighted frequencies from their side, 22 less North-South's
    expect(rows.map((r) => r.EW)).toEqual([
      3.17, 3.17, 3.17, 3.17, 9.67, 9.67, 13, 15, 19.5, 19.5, 19.5, 13.5,
    ]);
    expect(ev.boards[0]!.frequencies!.NS.map((f) => f.score)).toEqual([420, 400, 170, 150, -50]);
  });

  it("12C2(a) WS-29: NS in no way at fault get max(60 %, their % on the other boards); EW partly at fault 50 %", () => {
    // three tables, top 4: pair P (NS) scores 4, 4 and 0 on boards 1–3 (66.67 %), then board 4 cannot be played
    const results: TableResult[] = [];
    const scores = [
      [620, 100, 50],
      [450, 420, 400],
      [-100, 140, 110],
    ];
    scores.forEach((row, b) => {
      row.forEach((s, t) => {
        results.push(res(b + 1, t + 1, ["P", "Q", "R"][t]!, ["X", "Y", "Z"][(t + b) % 3]!, s));
      });
    });
    results.push({
      board: 4,
      table: "1",
      pairs: { NS: "P", EW: "X" },
      NS: artificial("average-plus"),
      EW: artificial("average"),
    });
    results.push(res(4, 2, "Q", "Y", 100), res(4, 3, "R", "Z", 200));
    const ev = scoreSession(results, { method: "mp" }).events[0]!;
    const row = rowsOf(ev, 4)[0]!;
    expect(row.NSPercent).toBe(66.67);
    expect(row.EWPercent).toBe(50);
    expect(row.NS).toBeCloseTo(8 / 3, 2);
    expect(row.EW).toBe(2);
  });

  describe("12C2(d): at most two average-plus per contestant in a session (WBFLC recommendation)", () => {
    // boards 1–4: pair P (NS) cannot play boards 2, 3 and 4 through no fault of theirs (X, Y, Z at fault)
    const session = (): TableResult[] => [
      res(1, 1, "P", "X", 100),
      res(1, 2, "Q", "Y", 200),
      res(1, 3, "R", "Z", 300),
      ...[2, 3, 4].flatMap((b, i) => [
        {
          board: b,
          table: "1",
          pairs: { NS: "P", EW: ["X", "Y", "Z"][i]! },
          NS: artificial("average-plus"),
          EW: artificial("average-minus"),
        } satisfies TableResult,
        res(b, 2, "Q", ["Y", "Z", "X"][i]!, 100),
        res(b, 3, "R", ["Z", "X", "Y"][i]!, 200),
      ]),
    ];
    it("12C2(d): the third average-plus, in board order, is scored average (50 %), with a warning", () => {
      const s = scoreSession(session(), { method: "mp" });
      const ev = s.events[0]!;
      expect([2, 3, 4].map((b) => rowsOf(ev, b)[0]!.NSPercent)).toEqual([60, 60, 50]);
      expect(s.warnings).toContain(
        "board 4: P's average-plus is their 3rd of the session, above the 2 allowed: scored average (12C2(d))",
      );
    });
    it("12C2(d): the limit is the regulation's: none (the 2007 Code) gives three average-plus", () => {
      const artificialScores = {
        averageMinusPercent: 40,
        averagePercent: 50,
        averagePlusPercent: 60,
        imps: 3,
        maxAveragePlusPerSession: Number.POSITIVE_INFINITY,
      };
      const ev = scoreSession(session(), { method: "mp", artificial: artificialScores }).events[0]!;
      expect([2, 3, 4].map((b) => rowsOf(ev, b)[0]!.NSPercent)).toEqual([60, 60, 60]);
    });
    it("12C2(d): at IMPs the capped board is 0 IMPs instead of +3", () => {
      const ev = scoreSession(session(), { method: "butler" }).events[0]!;
      expect([2, 3, 4].map((b) => rowsOf(ev, b)[0]!.NS)).toEqual([3, 3, 0]);
    });
    it("12C2(d): no average-plus for a board lost to a movement error (WBFLC), unless the regulation allows it", () => {
      const results = session().map((r) =>
        r.board === 2 && r.table === "1"
          ? {
              ...r,
              NS: { kind: "artificial" as const, level: "average-plus" as const, cause: "movement" as const },
            }
          : r,
      );
      const s = scoreSession(results, { method: "mp" });
      expect(rowsOf(s.events[0]!, 2)[0]!.NSPercent).toBe(50);
      expect(s.warnings).toContain(
        "board 2: P's average-plus for a movement error is scored average (12C2(d))",
      );
      const allowed = scoreSession(results, {
        method: "mp",
        artificial: { ...DEFAULT_ARTIFICIAL_SCORES, averagePlusForMovementError: true },
      });
      expect(rowsOf(allowed.events[0]!, 2)[0]!.NSPercent).toBe(60);
    });
    it("12C2(d): a limit that is not a whole number is refused", () => {
      expect(() =>
        scoreSession(session(), {
          method: "mp",
          artificial: {
            averageMinusPercent: 40,
            averagePercent: 50,
            averagePlusPercent: 60,
            imps: 3,
            maxAveragePlusPerSession: 1.5,
          },
        }),
      ).toThrow(/maxAveragePlusPerSession/);
    });
  });

  it("12C2(c): an offender directly at fault below 40 % keeps his own lower percentage; above, 40 %", () => {
    const results = [
      res(1, 1, "P", "X", -500),
      res(1, 2, "Q", "Y", 100),
      res(1, 3, "R", "Z", 200),
      {
        board: 2,
        table: "1",
        pairs: { NS: "P", EW: "X" },
        NS: artificial("average-minus"),
        EW: artificial("average-plus"),
      },
      res(2, 2, "Q", "Y", 100),
      res(2, 3, "R", "Z", 200),
    ] satisfies TableResult[];
    const ev = scoreSession(results, { method: "mp" }).events[0]!;
    const row = rowsOf(ev, 2)[0]!;
    expect(row.NSPercent).toBe(0); // P scored 0 % on board 1
    expect(row.EWPercent).toBe(100); // X scored 100 % on board 1
  });

  it("12C2(c): a pair with nothing on its other boards, through weighted scores (12C1(c)), is at 0 %, not a rounding error below it", () => {
    // found by a property test: N2's matchpoints on board 1 summed to -2.8e-15 from the weights 0.2, 0.3, 0.5,
    // and its average-plus on board 2 was refused as a percentage out of range
    const results = [
      res(1, 1, "N1", "E2", 620),
      {
        board: 1,
        table: "2",
        pairs: { NS: "N2", EW: "E1" },
        NS: weighted([-1100, 0.2], [140, 0.3], [-1100, 0.5]),
        EW: weighted([-1100, 0.2], [140, 0.3], [-1100, 0.5]),
      },
      {
        board: 2,
        table: "2",
        pairs: { NS: "N2", EW: "E2" },
        NS: artificial("average-plus"),
        EW: artificial("average-plus"),
      },
    ] satisfies TableResult[];
    const ev = scoreSession(results, { method: "mp", artificial: DEFAULT_ARTIFICIAL_SCORES }).events[0]!;
    const row = rowsOf(ev, 2)[0]!;
    expect(row.NSPercent).toBe(60); // 12C2(a): average-plus, its own 0 % being below it
    expect(row.EWPercent).toBe(60);
  });

  it("79B3 / 12C1(e): a split score counts for its own side only, on each direction's frequency table", () => {
    const split: TableResult = {
      board: 1,
      table: "3",
      pairs: { NS: "C", EW: "Z" },
      NS: pointsScore({ NS: -50, EW: 50 }), // NS keep 4S-1
      EW: pointsScore({ NS: 420, EW: -420 }), // EW are scored as if 4S made
    };
    const ev = scoreSession([res(1, 1, "A", "X", 420), res(1, 2, "B", "Y", 170), split], { method: "mp" })
      .events[0]!;
    const rows = ev.boards[0]!.rows;
    expect(rows.map((r) => r.NS)).toEqual([4, 2, 0]); // NS field: 420, 170, -50
    expect(rows.map((r) => r.EW)).toEqual([1, 4, 1]); // EW field: -420, -170, -420 (EW's own points)
    expect(rows[2]!.scores).toEqual({ NS: "-50", EW: "-420" });
  });

  it("87B: a fouled board is matchpointed in groups, each factored to the board's number of results", () => {
    const results = [
      res(1, 1, "A", "X", 420, { group: "A" }),
      res(1, 2, "B", "Y", 450, { group: "A" }),
      res(1, 3, "C", "Z", 400, { group: "A" }),
      res(1, 4, "D", "W", -100, { group: "B" }),
    ];
    const ev = scoreSession(results, { method: "mp" }).events[0]!;
    expect(ev.boards.map((b) => b.group)).toEqual(["A", "B"]);
    expect(ev.boards.every((b) => b.top === 6 && b.factored)).toBe(true);
    expect(ev.boards[0]!.rows.map((r) => r.NS)).toEqual([3, 5.67, 0.33]);
    expect(ev.boards[1]!.rows[0]).toMatchObject({ NS: 3, EW: 3 }); // alone in its form: an average
  });

  it("87A: results of one board on different deals without a Director's grouping are scored by deal, with a warning", () => {
    const results = [
      res(1, 1, "A", "X", 420, { deal: "N:… one" }),
      res(1, 2, "B", "Y", 450, { deal: "N:… one" }),
      res(1, 3, "C", "Z", 400, { deal: "N:… two" }),
    ];
    const s = scoreSession(results, { method: "mp" });
    expect(s.events[0]!.boards.map((b) => [b.group, b.rows.length])).toEqual([
      ["deal 1", 2],
      ["deal 2", 1],
    ]);
    expect(s.warnings.join("\n")).toMatch(/87A/);
  });

  it("90: a procedural penalty of a quarter top comes off the pair's total, not the board, and is not balanced", () => {
    const pp: SessionPenalty = { side: "EW", law: "90B2", amount: 0.25, unit: "top" };
    const results = [
      res(1, 1, "A", "X", 420, { penalties: [pp] }),
      res(1, 2, "B", "Y", 450),
      res(1, 3, "C", "Z", 400),
    ];
    const ev = scoreSession(results, { method: "mp" }).events[0]!;
    expect(ev.boards[0]!.rows[0]).toMatchObject({ NS: 2, EW: 2 });
    expect(entry(ev, "X")).toMatchObject({ score: 2, penalties: 1, total: 1, top: 4, percent: 25 });
    expect(entry(ev, "A")).toMatchObject({ penalties: 0, total: 2 });
  });

  it("90: a penalty in a unit the method cannot take (IMPs at matchpoints) is reported and not applied", () => {
    const pp: SessionPenalty = { side: "NS", law: "90B1", amount: 3, unit: "imps" };
    const s = scoreSession([res(1, 1, "A", "X", 420, { penalties: [pp] }), res(1, 2, "B", "Y", 450)], {
      method: "mp",
    });
    expect(entry(s.events[0]!, "A").penalties).toBe(0);
    expect(s.warnings.join("\n")).toMatch(/90B1.*not applied/);
  });

  const board = fc.array(
    fc.integer({ min: -76, max: 76 }).map((x) => x * 10),
    { minLength: 1, maxLength: 9 },
  );
  test.prop([fc.array(board, { minLength: 1, maxLength: 6 })])(
    "78A: on every board of n results Σ mp = n(n−1) per direction, and NS + EW = top at each table",
    (boards) => {
      const n = Math.max(...boards.map((b) => b.length));
      const full = boards.map((b) => [...b, ...Array<number>(n - b.length).fill(0)]);
      const results = full.flatMap((b, bi) =>
        b.map((s, t) => res(bi + 1, t + 1, `n${t}`, `e${(t + bi) % n}`, s)),
      );
      const ev = scoreSession(results, { method: "mp" }).events[0]!;
      for (const bt of ev.boards) {
        const ns = bt.rows.reduce((a, r) => a + r.NS, 0);
        const ew = bt.rows.reduce((a, r) => a + r.EW, 0);
        expect(ns).toBeCloseTo(n * (n - 1), 6);
        expect(ew).toBeCloseTo(n * (n - 1), 6);
        for (const r of bt.rows) expect(r.NS + r.EW).toBeCloseTo(bt.top!, 6);
      }
    },
  );
  test.prop([fc.array(board, { minLength: 1, maxLength: 4 }), fc.integer()])(
    "78A: the session's scores and ranking do not depend on the order of the results",
    (boards, seed) => {
      const results = boards.flatMap((b, bi) => b.map((s, t) => res(bi + 1, t + 1, `n${t}`, `e${t}`, s)));
      const shuffled = [...results].sort(
        (x, y) =>
          ((x.board * 31 + Number(x.table) * seed) % 7) - ((y.board * 31 + Number(y.table) * seed) % 7),
      );
      const a = scoreSession(results, { method: "mp" });
      const b = scoreSession(shuffled, { method: "mp" });
      expect(b.events[0]!.fields).toEqual(a.events[0]!.fields);
      expect(b.events[0]!.boards).toEqual(a.events[0]!.boards);
    },
  );
});

describe("Law 78B, 78D: IMPs against a datum, cross-IMPs, total points", () => {
  const six = [1000, 420, 450, 420, 170, -200].map((s, i) => res(1, i + 1, `n${i}`, `e${i}`, s));

  it("78D Butler: datum 370 (mean without top and bottom) → 12 2 2 2 −5 −11; East-West the negation", () => {
    const ev = scoreSession(six, { method: "butler" }).events[0]!;
    expect(ev.boards[0]!.datum).toEqual({ NS: 370, EW: -370 });
    expect(ev.boards[0]!.rows.map((r) => r.NS)).toEqual([12, 2, 2, 2, -5, -11]);
    expect(ev.boards[0]!.rows.map((r) => r.EW)).toEqual([-12, -2, -2, -2, 5, 11]);
  });

  it("78B: --method imp on a pairs movement is IMPs against the datum", () => {
    const ev = scoreSession(six, { method: "imp" }).events[0]!;
    expect(ev.description).toMatch(/datum/);
    expect(ev.boards[0]!.rows.map((r) => r.NS)).toEqual([12, 2, 2, 2, -5, -11]);
  });

  it("78D cross-IMPs: each result against every other, averaged per comparison; the board sums to 0", () => {
    const ev = scoreSession(
      [420, 450, 170, -50].map((s, i) => res(1, i + 1, `n${i}`, `e${i}`, s)),
      { method: "cross-imp" },
    ).events[0]!;
    // 420: 450 → −1, 170 → +6, −50 → +10 = 15 / 3 = 5; 450: +1 +7 +11 = 19 / 3; 170: −6 −7 +6; −50: −10 −11 −6
    expect(ev.boards[0]!.rows.map((r) => r.NS)).toEqual([5, 6.33, -2.33, -9]);
    expect(ev.boards[0]!.rows.reduce((a, r) => a + r.NS, 0)).toBeCloseTo(0, 9);
  });

  it("12C1(c) cross-IMPs: a weighted score's outcomes are each IMPed, then weighted", () => {
    const w = weighted([620, 2 / 3], [-100, 1 / 3]);
    const ev = scoreSession(
      [res(1, 1, "a", "x", 140), { board: 1, table: "2", pairs: { NS: "b", EW: "y" }, NS: w, EW: w }],
      { method: "cross-imp" },
    ).events[0]!;
    expect(ev.boards[0]!.rows.map((r) => r.NS)).toEqual([-4.67, 4.67]);
  });

  it("12C2(b): an artificial score at IMPs is ±3 (0 partly at fault)", () => {
    const ev = scoreSession(
      [
        ...six,
        {
          board: 1,
          table: "7",
          pairs: { NS: "n6", EW: "e6" },
          NS: artificial("average-plus"),
          EW: artificial("average-minus"),
        },
      ],
      { method: "butler" },
    ).events[0]!;
    expect(ev.boards[0]!.rows[6]).toMatchObject({ NS: 3, EW: -3 });
  });

  it("78C total points: each side's own points; a weighted score its expected points; an artificial score is reported", () => {
    const w = weighted([620, 0.5], [-100, 0.5]);
    const s = scoreSession(
      [
        res(1, 1, "a", "x", 420),
        { board: 1, table: "2", pairs: { NS: "b", EW: "y" }, NS: w, EW: w },
        {
          board: 2,
          table: "1",
          pairs: { NS: "a", EW: "y" },
          NS: artificial("average-plus"),
          EW: artificial("average-minus"),
        },
      ],
      { method: "total" },
    );
    expect(entry(s.events[0]!, "a").total).toBe(420);
    expect(entry(s.events[0]!, "b").total).toBe(260);
    expect(entry(s.events[0]!, "y").total).toBe(-260);
    expect(s.warnings.join("\n")).toMatch(/total points cannot value/);
  });
});

describe("Law 78B team play: matches found in the logs, victory points (78D)", () => {
  const t = (
    board: number,
    table: 1 | 2,
    score: SideScore | number,
    extra: Partial<TableResult> = {},
  ): TableResult => {
    const s = typeof score === "number" ? pointsScore({ NS: score, EW: -score }) : score;
    return {
      event: "KO",
      board,
      table: String(table),
      pairs: table === 1 ? { NS: "A", EW: "B" } : { NS: "B", EW: "A" },
      NS: s,
      EW: s,
      ...extra,
    };
  };

  it("78B: +620 against +170 is +10 IMPs to A; 86B2(b): A +5, B −5; B's PP (90B6) recorded apart, not balanced", () => {
    const imps = (n: number): SideScore => ({ kind: "imps", imps: n });
    const results = [
      t(7, 1, 620),
      t(7, 2, 170),
      {
        ...t(8, 1, 0),
        NS: imps(5),
        EW: imps(-5),
        penalties: [{ side: "EW", law: "90B6", amount: 1, unit: "imps" }],
      },
      { ...t(8, 2, 0), NS: imps(-5), EW: imps(5) },
    ] satisfies TableResult[];
    const ev = scoreSession(results, { method: "imp" }).events[0]!;
    expect(ev.boards.map((b) => b.rows.map((r) => [r.NS, r.EW]))).toEqual([
      [
        [10, -10],
        [-10, 10],
      ],
      [
        [5, -5],
        [-5, 5],
      ],
    ]);
    expect(ev.matches![0]!.teams).toEqual([
      { team: "A", imps: 15, penalties: 0 },
      { team: "B", imps: -16, penalties: 1 },
    ]);
  });

  describe("12C4 (2007 Code): a non-balancing adjusted score in knockout play is averaged", () => {
    const imps = (n: number): SideScore => ({ kind: "imps", imps: n });
    // 12C4 (2007 Code): the Director gives A +5 IMPs and B −8 IMPs on board 8
    const split = (edition?: "2007" | "2017"): TableResult[] => [
      t(7, 1, 620, { ...(edition && { edition }) }),
      t(7, 2, 170, { ...(edition && { edition }) }),
      { ...t(8, 1, 0), NS: imps(5), EW: imps(-8), ...(edition && { edition }) },
      { ...t(8, 2, 0), NS: imps(-8), EW: imps(5), ...(edition && { edition }) },
    ];
    const teams = (results: TableResult[], options: Partial<Parameters<typeof scoreSession>[1]> = {}) =>
      scoreSession(results, { method: "imp", ...options });
    it("12C4: 2007 Code, knockout: both teams get the average, ±6.5 IMPs, with a note", () => {
      const s = teams(split("2007"), { knockout: true });
      expect(s.events[0]!.matches![0]!.teams.map((x) => [x.team, x.imps])).toEqual([
        ["A", 16.5],
        ["B", -16.5],
      ]);
      expect(s.warnings).toContain(
        "KO, board 8, table 1: non-balancing scores in a knockout match (A +5, B −8): +6.5 and −6.5 (12C4 (2007): average of the two IMP scores)",
      );
    });
    it("12C4: 2017 Code (no 12C4): no averaging unless the regulation says so", () => {
      expect(
        teams(split("2017"), { knockout: true }).events[0]!.matches![0]!.teams.map((x) => x.imps),
      ).toEqual([15, -18]);
      const ra = teams(split(), { knockout: true, knockoutAverage: true });
      expect(ra.events[0]!.matches![0]!.teams.map((x) => x.imps)).toEqual([16.5, -16.5]);
    });
    it("12C4: not a knockout (a Swiss or round robin): each team keeps its own figure", () => {
      expect(teams(split("2007")).events[0]!.matches![0]!.teams.map((x) => x.imps)).toEqual([15, -18]);
    });
  });

  it("78D: 20 IMPs over 16 boards give 15.00 VP against 5.00", () => {
    const results = Array.from({ length: 16 }, (_, i) => i + 1).flatMap((b) =>
      b <= 2 ? [t(b, 1, 620), t(b, 2, 170)] : [t(b, 1, 420), t(b, 2, 420)],
    );
    const ev = scoreSession(results, { method: "imp", vp: { boards: 16 } }).events[0]!;
    expect(ev.matches![0]!.teams.map((x) => [x.team, x.imps, x.vp])).toEqual([
      ["A", 20, 15],
      ["B", -20, 5],
    ]);
    expect(ev.fields[0]!.ranking.map((e) => [e.rank, e.pair, e.vp])).toEqual([
      [1, "A", 15],
      [2, "B", 5],
    ]);
    const discrete = scoreSession(results, { method: "imp", vp: { boards: 16, scale: "discrete" } })
      .events[0]!;
    expect(discrete.matches![0]!.teams.map((x) => x.vp)).toEqual([15, 5]);
  });

  it("12C1(c) WBFLC Ex 8: 2/3 of +620 and 1/3 of −100 against +140 at the other table → +4.67 IMPs", () => {
    const w = weighted([620, 2 / 3], [-100, 1 / 3]);
    const ev = scoreSession([t(1, 1, w), t(1, 2, 140)], { method: "imp" }).events[0]!;
    expect(ev.matches![0]!.teams.map((x) => x.imps)).toEqual([4.67, -4.67]);
  });

  it("12C2(b) WS-29 teams: the board cannot be played: NS in no way at fault +3 IMPs, EW directly at fault −3", () => {
    const results = [
      { ...t(1, 1, 0), NS: artificial("average-plus"), EW: artificial("average-minus") },
      t(1, 2, 420),
      t(2, 1, 100),
      t(2, 2, 100),
    ];
    const ev = scoreSession(results, { method: "imp" }).events[0]!;
    expect(ev.matches![0]!.teams.map((x) => x.imps)).toEqual([3, -3]);
  });

  it("86B1 / 87C: one result only, or two forms of the board, are not comparable: 0 and a warning", () => {
    const s = scoreSession([t(1, 1, 620), t(1, 2, 170, { group: "B" }), t(2, 1, 100)], { method: "imp" });
    expect(s.events[0]!.matches![0]!.teams.map((x) => x.imps)).toEqual([0, 0]);
    expect(s.warnings.join("\n")).toMatch(/87C/);
    expect(s.warnings.join("\n")).toMatch(/86B1/);
  });

  it("2017 (no 12C4): a non-balancing adjusted score leaves each team its own figure; VPs need not sum to 20", () => {
    const results = [
      {
        ...t(1, 1, 0),
        NS: { kind: "imps", imps: 5 } as SideScore,
        EW: { kind: "imps", imps: -8 } as SideScore,
      },
      t(1, 2, 0),
    ];
    const ev = scoreSession(results, { method: "imp", vp: { boards: 8 } }).events[0]!;
    const [a, b] = ev.matches![0]!.teams;
    expect([a.imps, b.imps]).toEqual([5, -8]);
    expect(a.vp).toBe(wbfVictoryPoints(5, 8).vp);
    expect(b.vp).toBe(wbfVictoryPoints(-8, 8).vp);
  });

  test.prop([
    fc.array(fc.tuple(fc.integer({ min: -76, max: 76 }), fc.integer({ min: -76, max: 76 })), {
      minLength: 1,
      maxLength: 12,
    }),
  ])(
    "78B: with table results only, the two teams' IMPs on each board sum to 0 and the VPs to 20",
    (boards) => {
      const results = boards.flatMap(([x, y], i) => [t(i + 1, 1, x * 10), t(i + 1, 2, y * 10)]);
      const ev = scoreSession(results, { method: "imp", vp: { boards: boards.length } }).events[0]!;
      for (const bt of ev.boards) expect(bt.rows[0]!.NS + bt.rows[0]!.EW).toBe(0);
      const [a, b] = ev.matches![0]!.teams;
      expect(a.imps + b.imps).toBe(0);
      expect(a.vp! + b.vp!).toBeCloseTo(20, 9);
    },
  );
});

describe("session bad input", () => {
  it("an unknown method or a VP scale for no boards is refused; VPs for pairs are reported", () => {
    expect(() => scoreSession([], { method: "xx" as never })).toThrow(/method/);
    expect(() => scoreSession([], { method: "imp", vp: { boards: 0 } })).toThrow(/boards/);
    const s = scoreSession([res(1, 1, "a", "x", 1), res(1, 2, "b", "y", 2), res(1, 3, "c", "z", 3)], {
      method: "mp",
      vp: { boards: 8 },
    });
    expect(s.warnings.join("\n")).toMatch(/victory points/);
  });
  it("a result without pair ids is compared but not ranked", () => {
    const s = scoreSession([res(1, 1, "a", "x", 1), { ...res(1, 2, "b", "y", 2), pairs: {} }], {
      method: "mp",
    });
    expect(s.events[0]!.boards[0]!.rows[0]!.NS).toBe(0);
    expect(s.events[0]!.fields.flatMap((f) => f.ranking).map((e) => e.pair)).toEqual(["a", "x"]);
    expect(s.warnings.join("\n")).toMatch(/no pair ids/);
  });
  it("results of different events are scored and ranked apart", () => {
    const s = scoreSession(
      [res(1, 1, "a", "x", 1, { event: "E1" }), res(1, 1, "a", "x", 1, { event: "E2" })],
      { method: "mp" },
    );
    expect(s.events.map((e) => e.event)).toEqual(["E1", "E2"]);
  });
});
