import { readdirSync, readFileSync } from "node:fs";
import { law86B1Match, type SideScore, scoreSession, type TableResult } from "@bridgelaw/scoring";
import { describe, expect, it } from "vitest";
import type { TableEvent } from "./events.ts";
import { replayLog } from "./index.ts";
import { given, withRefusal } from "./testing.ts";

/** Board 7 (dealer S, all vulnerable) at table 1 of a team match: 4S by North, ten tricks, NS +620. */
const PLAYED = [
  {
    type: "BoardStarted",
    board: 7,
    deal: "N:QJ8653.A42.87.K6 AK.QJT93.A95.JT5 94.K8.KQJT642.Q4 T72.765.3.A98732",
    event: "Teams",
    table: "1",
    pairs: { NS: "A", EW: "B" },
  },
  ...["P", "P", "1S", "2H", "4S", "P", "P", "P"].map((call, i) => ({
    type: "CallMade",
    seat: "SWNE"[i % 4],
    call,
  })),
  { type: "TricksAgreed", tricks: 10 },
];
const estimate = (made: number) => [
  { contract: "4S", declarer: "N", tricks: 10, weight: made },
  { contract: "2S", declarer: "N", tricks: 10, weight: Number((1 - made).toFixed(2)) },
];
const replay = (...more: Record<string, unknown>[]) =>
  withRefusal(replayLog(`${[...PLAYED, ...more].map((l) => JSON.stringify(l)).join("\n")}\n`));
/** The board after PLAYED and these lines, in the Laws' test language. */
const board = (...more: Record<string, unknown>[]) => given([...PLAYED, ...more] as unknown as TableEvent[]);
const event = (line: Record<string, unknown>): TableEvent => line as unknown as TableEvent;

describe("Law 86B1: a result at one table only (WBFLC: clearly favourable is more than 3 IMPs)", () => {
  it("86B1: 60 % 4S= / 40 % 2S+2 at the other table is +4 IMPs expected: an assigned score, ±4 IMPs", () => {
    const { view, error } = replay({ type: "ScoreAdjusted", law: "86B1", otherTable: estimate(0.6) });
    expect(error).toBeUndefined();
    expect(view.scores.NS).toMatchObject({ kind: "imps", imps: 4 });
    expect(view.scores.EW).toMatchObject({ kind: "imps", imps: -4 });
    expect(view.scores.laws).toEqual(["79A1", "86B1"]);
    expect(view.audit.find((a) => a._tag === "Test86B1")).toMatchObject({
      law: "86B1",
      imps: 4,
      source: "estimate",
      terms: [
        { _tag: "ImpTerm", weight: 0.6, here: 620, there: 620, imps: 0 },
        { _tag: "ImpTerm", weight: 0.4, here: 620, there: 170, imps: 10 },
      ],
      favourable: true,
      applied: true,
    });
  });
  it("86B1: the Director's own figure of the sides stands when the test passes", () => {
    const { view } = replay({
      type: "ScoreAdjusted",
      law: "86B1",
      expectedImps: -5.5,
      NS: { imps: -6 },
      EW: { imps: 6 },
    });
    expect(view.scores.NS).toMatchObject({ kind: "imps", imps: -6 });
  });
  it("86B1 → 12C2: exactly 3 IMPs expected is not more than 3: the artificial score by responsibility instead", () => {
    const { view, error } = replay({
      type: "ScoreAdjusted",
      law: "86B1",
      otherTable: estimate(0.7),
      responsible: "EW",
    });
    expect(error).toBeUndefined();
    expect(view.scores.NS).toMatchObject({ kind: "artificial", level: "average-plus" });
    expect(view.scores.EW).toMatchObject({ kind: "artificial", level: "average-minus" });
    expect(view.scores.ruled).toMatchObject({ law: "12C2", laws: ["86B1", "12C2"] });
    expect(view.audit.map((a) => a.law)).toContain("12C2");
    expect(view.audit.filter((a) => a.law === "86B1" || a.law === "12C2")).toMatchObject([
      { _tag: "Test86B1", imps: 3, favourable: false, applied: true },
      { _tag: "AdjustedScoreGiven", law: "12C2" },
      { _tag: "ArtificialByResponsibility", responsible: "EW", NS: "average-plus", EW: "average-minus" },
    ]);
  });
  it("86B1 → 12C2: a 2-IMP 86B1 score given as IMPs is not applied as it stands", () => {
    const { view } = replay({
      type: "ScoreAdjusted",
      law: "86B1",
      NS: { imps: 2 },
      EW: { imps: -2 },
      responsible: "NS",
    });
    expect(view.scores.NS).toMatchObject({ kind: "artificial", level: "average-minus" });
    expect(view.scores.EW).toMatchObject({ kind: "artificial", level: "average-plus" });
  });
  it("12C2: nobody at fault, or both: average (0 IMPs) to both", () => {
    for (const responsible of ["none", "both"]) {
      const { view } = replay({ type: "ScoreAdjusted", law: "86B1", expectedImps: 1, responsible });
      expect(view.scores.NS).toMatchObject({ kind: "artificial", level: "average" });
      expect(view.scores.EW).toMatchObject({ kind: "artificial", level: "average" });
    }
  });
  it("86B1 → 12C2: without who is responsible, nothing is applied and the Director is asked; his answer applies 12C2", () => {
    board()
      .when(event({ type: "ScoreAdjusted", law: "86B1", expectedImps: 2.5 }))
      .then({
        audit: [
          { _tag: "Test86B1", law: "86B1", imps: 2.5, source: "figure", favourable: false, applied: false },
        ],
        rulings: [
          { _tag: "WhoIsResponsible", law: "12C2", position: 11, answers: ["NS", "EW", "both", "none"] },
        ],
      });
    board({ type: "ScoreAdjusted", law: "86B1", expectedImps: 2.5 })
      .when(event({ type: "DirectorRuled", law: "12C2", answer: "NS" }))
      .thenSome({
        audit: [
          { _tag: "RulingGiven", law: "12C2", about: 11, answer: "NS" },
          { _tag: "AdjustedScoreGiven", law: "12C2" },
          {
            _tag: "ArtificialByResponsibility",
            law: "12C2",
            responsible: "NS",
            NS: "average-minus",
            EW: "average-plus",
          },
        ],
        rulings: [],
      });
    board({ type: "ScoreAdjusted", law: "86B1", expectedImps: 2.5 }).whenRefused(
      event({ type: "DirectorRuled", law: "12C2", answer: "North" }),
      { _tag: "AnswerNotListed", law: "12C2", answer: "North" },
    );
    const flagged = replay({ type: "ScoreAdjusted", law: "86B1", expectedImps: 2.5 });
    expect(flagged.error).toBeUndefined();
    expect(flagged.view.scores.applied).toBe("table");
    expect(flagged.view.rulingsNeeded).toMatchObject([
      { _tag: "WhoIsResponsible", law: "12C2", position: 11, answers: ["NS", "EW", "both", "none"] },
    ]);
    expect(flagged.view.audit.at(-1)).toMatchObject({
      _tag: "Test86B1",
      imps: 2.5,
      source: "figure",
      favourable: false,
      applied: false,
    });
    const ruled = replay(
      { type: "ScoreAdjusted", law: "86B1", expectedImps: 2.5 },
      { type: "DirectorRuled", law: "12C2", answer: "NS" },
    );
    expect(ruled.view.rulingsNeeded).toEqual([]);
    expect(ruled.view.scores.NS).toMatchObject({ kind: "artificial", level: "average-minus" });
    const wrong = replay(
      { type: "ScoreAdjusted", law: "86B1", expectedImps: 2.5 },
      { type: "DirectorRuled", law: "12C2", answer: "North" },
    );
    expect(wrong.error?.refusal).toEqual({
      _tag: "AnswerNotListed",
      law: "12C2",
      answer: "North",
      answers: ["NS", "EW", "both", "none"],
    });
  });
  it("86B1: without the expected gain or loss in the record, the score stands and the audit says the test is not checked", () => {
    const { view } = replay({ type: "ScoreAdjusted", law: "86B1", outcomes: [{ tricks: 9 }] });
    expect(view.scores.NS).toMatchObject({ kind: "points", NS: -100, EW: 100 });
    expect(view.audit.at(-1)).toMatchObject({ _tag: "Test86B1NotChecked", law: "86B1" });
  });
  it("86B1, 12C1(c): the estimate from a poll, tilted toward the side not responsible (benefit of doubt)", () => {
    const { view } = replay({
      type: "ScoreAdjusted",
      law: "86B1",
      otherTable: [
        { contract: "4S", declarer: "N", tricks: 10, poll: 3 },
        { contract: "2S", declarer: "N", tricks: 10, poll: 2, favourable: true },
      ],
      responsible: "EW",
    });
    // 40 % × 1.2 = 48 % of +10 IMPs: +4.8 expected, clearly favourable
    expect(view.scores.NS).toMatchObject({ kind: "imps", imps: 4.8 });
  });
  it("86B1: its inputs under another Law are refused with the reason", () => {
    board().whenRefused(
      event({ type: "ScoreAdjusted", law: "12C1(b)", expectedImps: 4, outcomes: [{ tricks: 9 }] }),
      {
        _tag: "Law86B1Inputs",
        law: "86B1",
      },
    );
    expect(
      replay({ type: "ScoreAdjusted", law: "12C1(b)", expectedImps: 4, outcomes: [{ tricks: 9 }] }).error
        ?.refusal,
    ).toEqual({
      _tag: "Law86B1Inputs",
      law: "86B1",
      of: { _tag: "ScoreRecord", event: "ScoreAdjusted", under: "12C1(b)" },
    });
  });
  it("86B1: an estimate with no result at this table to compare is refused with its line", () => {
    const log = [...PLAYED.slice(0, -1), { type: "ScoreAdjusted", law: "86B1", otherTable: estimate(0.6) }];
    const r = withRefusal(replayLog(`${log.map((l) => JSON.stringify(l)).join("\n")}\n`));
    expect(r.error?.refusal).toMatchObject({ _tag: "NoResultToCompare", law: "86B1" });
  });
});

describe("Law 86B1 in a session: the estimate recorded at the other table (WBFLC: more than 3 IMPs), else 12C2", () => {
  /** Table 2 of the match, B North-South, not played: the Director's 86B1 score, 4S= with weight `made`, else 2S+2. */
  const ruled = (made: number): TableResult => {
    const score: SideScore = {
      kind: "weighted",
      outcomes: estimate(made).map((o) => ({
        NS: o.contract === "4S" ? 620 : 170,
        EW: o.contract === "4S" ? -620 : -170,
        weight: o.weight,
      })),
    };
    return {
      event: "Teams",
      board: 7,
      table: "2",
      pairs: { NS: "B", EW: "A" },
      NS: score,
      EW: score,
      laws: ["86B1"],
    };
  };
  /** Table 1, A North-South: the result of PLAYED as its log gives it (the standing's score). */
  const existing = (): TableResult => {
    const { view } = replay();
    return {
      event: "Teams",
      board: 7,
      table: "1",
      pairs: { NS: "A", EW: "B" },
      NS: view.standing.NS!,
      EW: view.standing.EW!,
      laws: view.standing.laws,
    };
  };
  it.each([
    { made: 0.7, imps: 3, flagged: true },
    { made: 0.8, imps: 2, flagged: true },
    { made: 0.6, imps: 4, flagged: false },
  ])(
    "86B1 → 12C2: $imps IMPs expected (the game made at $made): the same test in the board's log and in the session",
    ({ made, imps, flagged }) => {
      // in the log of the table with the result, the estimate given with the ruling
      const test = replay({ type: "ScoreAdjusted", law: "86B1", otherTable: estimate(made) }).view.audit.find(
        (a) => a._tag === "Test86B1",
      );
      expect(test).toMatchObject({ imps, favourable: !flagged, applied: !flagged });
      // in the session, the estimate recorded as the 86B1 score of the other table
      const question = law86B1Match(existing(), ruled(made));
      expect(question === null).toBe(!flagged);
      if (question !== null) {
        expect(question).toMatchObject({
          _tag: "NotClearlyFavourable",
          law: "86B1",
          instead: "12C2",
          imps,
          team: "A",
        });
        expect(question.terms).toEqual((test as { terms: unknown }).terms);
      }
      const session = scoreSession([existing(), ruled(made)], { method: "imp" });
      expect(session.rulingsNeeded).toHaveLength(flagged ? 1 : 0);
      expect(session.events[0]!.matches![0]!.teams.map((t) => t.imps)).toEqual(
        flagged ? [0, 0] : [imps, -imps],
      );
    },
  );
});

describe("examples/session/86B1-one-result: the match's logs (scored by `bridgelaw score`)", () => {
  const dir = new URL("../../../examples/session/86B1-one-result/", import.meta.url);
  const read = (f: string) => replayLog(readFileSync(new URL(f, dir), "utf8")).view;
  it("86B1: board 9 passes the test (+3.6 IMPs), board 10 fails it (12C2: A average-plus, B average-minus)", () => {
    expect(
      readdirSync(dir)
        .filter((f) => f.endsWith(".jsonl"))
        .sort(),
    ).toEqual(["b10-t1.jsonl", "b7-t1.jsonl", "b7-t2.jsonl", "b9-t1.jsonl"]);
    expect(read("b9-t1.jsonl").scores.NS).toMatchObject({ kind: "imps", imps: 3.6 });
    const b10 = read("b10-t1.jsonl");
    expect(b10.scores.NS).toMatchObject({ kind: "artificial", level: "average-plus" });
    expect(b10.scores.EW).toMatchObject({ kind: "artificial", level: "average-minus" });
    expect(b10.scores.laws).toEqual(["79A1", "86B1", "12C2"]);
  });
});
