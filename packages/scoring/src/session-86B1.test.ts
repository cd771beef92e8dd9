import { describe, expect, it } from "vitest";
import {
  expectedImps86B1,
  law86B1Match,
  pointsScore,
  type SessionQuestion,
  type SideScore,
  scoreSession,
  type TableResult,
} from "./index.ts";

/*
 * Law 86B1: "When the Director awards an adjusted score in team play and the one result obtained by the same
 * contestants is clearly favourable to one side, he awards an assigned adjusted score." WBFLC: compute a
 * weighted assigned score; when the expected gain or loss against the existing result is more than 3 IMPs the
 * result is clearly favourable (86B1); otherwise Law 12C2 applies (±3 IMPs by responsibility).
 *
 * Board 7, all vulnerable, a match A v B. Table 1 (A North-South): 4S by North, ten tricks, +620. Table 2 (B
 * North-South): not played; the Director's 86B1 score is a weighted one between 4S= (+620: A gains nothing) and
 * 2S+2 (+170: A gains 620 − 170 = 450, 10 IMPs).
 */
const existing = (ns = 620): TableResult => ({
  event: "Teams",
  board: 7,
  table: "1",
  pairs: { NS: "A", EW: "B" },
  NS: pointsScore({ NS: ns, EW: -ns }),
  EW: pointsScore({ NS: ns, EW: -ns }),
  label: ns === 620 ? "4S= by N" : "2S+2 by N",
  laws: ["79A1"],
  source: "b7-t1.jsonl",
});
const weighted = (outcomes: readonly [number, number][]): SideScore => ({
  kind: "weighted",
  outcomes: outcomes.map(([NS, weight]) => ({ NS, EW: -NS, weight })),
});
/** Table 2: B North-South; the 86B1 score with `game` the weight of 4S= (+620), the rest 2S+2 (+170). */
const ruled = (game: number, law = "86B1"): TableResult => {
  const score = weighted([
    [620, game],
    [170, Number((1 - game).toFixed(2))],
  ]);
  return {
    event: "Teams",
    board: 7,
    table: "2",
    pairs: { NS: "B", EW: "A" },
    NS: score,
    EW: score,
    label: "not played",
    laws: [law],
    source: "b7-t2.jsonl",
  };
};
const imp = (results: readonly TableResult[]) => scoreSession(results, { method: "imp" });
const teamImps = (results: readonly TableResult[]) =>
  imp(results).events[0]!.matches![0]!.teams.map((t) => [t.team, t.imps]);

describe("Law 86B1 in a team match: clearly favourable is more than 3 IMPs (WBFLC), else 12C2", () => {
  it("86B1: each outcome IMPed against the existing result, then weighted: 30% × 10 IMPs = 3.00", () => {
    const { imps, terms } = expectedImps86B1(
      [{ score: 620, weight: 1 }],
      [
        { score: 620, weight: 0.7 },
        { score: 170, weight: 0.3 },
      ],
    );
    expect(imps).toBe(3);
    expect(terms).toEqual([
      { _tag: "ImpTerm", weight: 0.7, here: 620, there: 620, imps: 0 },
      { _tag: "ImpTerm", weight: 0.3, here: 620, there: 170, imps: 10 },
    ]);
  });

  it("86B1 → 12C2: 30% × 10 IMPs = 3.00 is not more than 3: not clearly favourable, not applied, the Director rules 12C2", () => {
    const s = imp([existing(), ruled(0.7)]);
    expect(s.events[0]!.matches![0]!.teams.map((t) => [t.team, t.imps])).toEqual([
      ["A", 0],
      ["B", 0],
    ]);
    expect(s.rulingsNeeded).toEqual([
      {
        _tag: "NotClearlyFavourable",
        law: "86B1",
        instead: "12C2",
        event: "Teams",
        board: 7,
        team: "A",
        opponents: "B",
        table: "1",
        score: 620,
        source: "b7-t1.jsonl",
        ruledTable: "2",
        ruledSource: "b7-t2.jsonl",
        imps: 3,
        threshold: 3,
        terms: [
          { _tag: "ImpTerm", weight: 0.7, here: 620, there: 620, imps: 0 },
          { _tag: "ImpTerm", weight: 0.3, here: 620, there: 170, imps: 10 },
        ],
      } satisfies SessionQuestion,
    ]);
    expect(s.warnings).toEqual([]);
  });

  it("86B1 → 12C2: 20% × 10 IMPs = 2.00: not clearly favourable, flagged", () => {
    const s = imp([ruled(0.8), existing()]);
    expect(s.rulingsNeeded).toMatchObject([
      { _tag: "NotClearlyFavourable", law: "86B1", instead: "12C2", imps: 2 },
    ]);
    expect(teamImps([ruled(0.8), existing()])).toEqual([
      ["A", 0],
      ["B", 0],
    ]);
  });

  it("86B1: 40% × 10 IMPs = 4.00 is more than 3: clearly favourable, the assigned score applies as it stands", () => {
    const s = imp([existing(), ruled(0.6)]);
    expect(s.rulingsNeeded).toEqual([]);
    expect(teamImps([existing(), ruled(0.6)])).toEqual([
      ["A", 4],
      ["B", -4],
    ]);
    expect(law86B1Match(existing(), ruled(0.6))).toBeNull();
  });

  it("86B1 → 12C2: a loss counts as a gain does: −3.00 is not clearly favourable (12C2), −4.00 is (86B1)", () => {
    // table 1: A makes 2S+2 (+170); table 2: B might have bid the game (30% or 40% of +620)
    expect(law86B1Match(existing(170), ruled(0.3))).toMatchObject({ _tag: "NotClearlyFavourable", imps: -3 });
    expect(law86B1Match(existing(170), ruled(0.4))).toBeNull();
    expect(teamImps([existing(170), ruled(0.4)])).toEqual([
      ["A", -4],
      ["B", 4],
    ]);
  });

  it("86B1: not tested when the score at the other table is not an 86B1 assigned score", () => {
    // an adjusted score under another Law (12C1(c)) is compared as any weighted score
    expect(law86B1Match(existing(), ruled(0.7, "12C1(c)"))).toBeNull();
    expect(teamImps([existing(), ruled(0.7, "12C1(c)")])).toEqual([
      ["A", 3],
      ["B", -3],
    ]);
    // an artificial score (12C2) given under 86B1 is the Director's 12C2 award: valued as such
    const artificial: TableResult = {
      ...ruled(0),
      NS: { kind: "artificial", level: "average-minus" },
      EW: { kind: "artificial", level: "average-plus" },
      laws: ["86B1", "12C2"],
    };
    expect(law86B1Match(existing(), artificial)).toBeNull();
    expect(imp([existing(), artificial]).rulingsNeeded).toEqual([]);
  });
});
