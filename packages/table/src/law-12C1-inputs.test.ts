import { describe, expect, it } from "vitest";
import { replayLog } from "./index.ts";
import { withRefusal } from "./testing.ts";

/** Board 1 (none vulnerable): 4S by North; ten tricks agreed, NS +420. */
const PLAYED = [
  {
    type: "BoardStarted",
    board: 1,
    deal: "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432",
  },
  ...["4S", "P", "P", "P"].map((call, i) => ({ type: "CallMade", seat: "NESW"[i], call })),
  { type: "TricksAgreed", tricks: 10 },
];
const replay = (...more: Record<string, unknown>[]) =>
  withRefusal(replayLog(`${[...PLAYED, ...more].map((l) => JSON.stringify(l)).join("\n")}\n`));
const adjusted = (extra: Record<string, unknown>) => ({ type: "ScoreAdjusted", ...extra });

describe("Law 12C1(c): a weighted score from the Director's poll", () => {
  it("12C1(c): benefit of doubt (WBFLC): the favourable 0.50 becomes 0.60, the rest share what is left", () => {
    const { view, error } = replay(
      adjusted({
        law: "12C1(c)",
        outcomes: [
          { tricks: 11, poll: 5, favourable: true },
          { tricks: 10, poll: 3 },
          { tricks: 9, poll: 2 },
        ],
      }),
    );
    expect(error).toBeUndefined();
    const ns = view.scores.NS;
    expect(ns?.kind).toBe("weighted");
    const weights = ns?.kind === "weighted" ? ns.outcomes.map((o) => Number(o.weight.toFixed(6))) : [];
    expect(weights).toEqual([0.6, 0.24, 0.16]);
    expect(view.audit.find((a) => a._tag === "PollBenefitOfDoubt")).toMatchObject({
      law: "12C1(c)",
      poll: [{ percent: 50 }, { percent: 30 }, { percent: 20 }],
      factor: 1.2,
      outcomes: [1],
      count: 1,
      weights: [{ percent: 60 }, { percent: 24 }, { percent: 16 }],
    });
  });
  it("12C1(c): the factor is the Director's, from 1 to 1.2; more is refused", () => {
    const poll = [
      { tricks: 11, poll: 1, favourable: true },
      { tricks: 10, poll: 1 },
    ];
    const none = replay(adjusted({ law: "12C1(c)", outcomes: poll, benefitOfDoubt: 1 }));
    expect(none.view.scores.NS).toMatchObject({ outcomes: [{ weight: 0.5 }, { weight: 0.5 }] });
    expect(
      replay(adjusted({ law: "12C1(c)", outcomes: poll, benefitOfDoubt: 1.3 })).error?.refusal,
    ).toMatchObject({
      _tag: "ScoreInputInvalid",
      of: { event: "ScoreAdjusted", under: "12C1(c)" },
      value: "1.3",
      reason: { _tag: "ScoringInputRange", min: 1, max: 1.2 },
    });
  });
  it("12C1(c) (WBFLC ex. 10): an outcome that could not have been obtained legally is left out of the poll", () => {
    const { view } = replay(
      adjusted({
        law: "12C1(c)",
        outcomes: [
          { contract: "6S", declarer: "N", tricks: 12, poll: 4, legal: false },
          { tricks: 11, poll: 3 },
          { tricks: 10, poll: 1 },
        ],
      }),
    );
    expect(view.scores.NS).toMatchObject({
      kind: "weighted",
      outcomes: [
        { NS: 450, EW: -450, weight: 0.75 },
        { NS: 420, EW: -420, weight: 0.25 },
      ],
    });
    expect(view.audit.filter((a) => a.law === "12C1(c)" && a._tag !== "AdjustedScoreGiven")).toMatchObject([
      { _tag: "PollIllegalLeftOut", count: 1 },
      { _tag: "PollWeights", poll: [{ percent: 75 }, { percent: 25 }] },
    ]);
  });
  it("12C1(c): poll and weight are not mixed; the benefit of doubt needs a poll", () => {
    expect(
      replay(
        adjusted({
          law: "12C1(c)",
          outcomes: [
            { tricks: 11, poll: 1 },
            { tricks: 10, weight: 0.5 },
          ],
        }),
      ).error?.refusal,
    ).toMatchObject({ _tag: "PollOrWeights", law: "12C1(c)" });
    expect(
      replay(
        adjusted({
          law: "12C1(c)",
          outcomes: [
            { tricks: 11, weight: 0.5 },
            { tricks: 10, weight: 0.5 },
          ],
          benefitOfDoubt: 1.2,
        }),
      ).error?.refusal,
    ).toMatchObject({ _tag: "BenefitNeedsPoll", law: "12C1(c)" });
  });
  it("12C1(c): a side's own weighted score from a poll (a split score)", () => {
    const { view } = replay(
      adjusted({
        law: "12C1(c)",
        EW: [
          { tricks: 9, poll: 1, favourable: true },
          { tricks: 10, poll: 1 },
        ],
      }),
    );
    expect(view.scores.EW).toMatchObject({ kind: "weighted", outcomes: [{ weight: 0.6 }, { weight: 0.4 }] });
    expect(view.scores.NS).toMatchObject({ kind: "points", NS: 420, EW: -420 });
  });
});

describe("Law 12C1(e): self-inflicted damage, from the three reference results", () => {
  it("12C1(e) ex. 7 (IMPs): Rn +2, Ro −6, Rr −8: the non-offending side recovers the 8 IMPs to 0, the offending side −2", () => {
    const { view, error } = replay(
      adjusted({
        law: "12C1(e)",
        nonOffending: "EW",
        normal: { imps: 2 },
        obtained: { imps: -6 },
        actual: { imps: -8 },
        selfInflicted: "serious-error",
      }),
    );
    expect(error).toBeUndefined();
    expect(view.scores.EW).toMatchObject({ kind: "imps", imps: 0 });
    expect(view.scores.NS).toMatchObject({ kind: "imps", imps: -2 });
    expect(view.audit.map((a) => a.law)).toEqual(
      expect.arrayContaining(["12C1(e)", "12C1(e)(ii)", "12C1(e)(i)"]),
    );
  });
  it("12C1(e) ex. 6 (IMPs): no damage from the infraction: the non-offending side keeps Rr; the offending side Rn", () => {
    const { view } = replay(
      adjusted({
        law: "12C1(e)",
        nonOffending: "NS",
        normal: { imps: -4 },
        obtained: { imps: 2 },
        actual: { imps: -11 },
        selfInflicted: "gambling-action",
      }),
    );
    expect(view.scores.NS).toMatchObject({ kind: "imps", imps: -11 });
    expect(view.scores.EW).toMatchObject({ kind: "imps", imps: 4 });
    expect(view.audit.find((a) => a._tag === "NonOffendingRedress")).toMatchObject({
      law: "12C1(e)(ii)",
      side: "NS",
      damage: -6,
      score: -11,
      unit: "imps",
      literal: -17,
    });
  });
  it("12C1(e) in points: Rr is this table's result by default; each side's own score, not balancing", () => {
    // NS non-offending: normal 4S+1 (+450), obtained 4S= (+420), actual (the table) +420 … then a serious error
    const { view } = replay(
      adjusted({
        law: "12C1(e)",
        nonOffending: "NS",
        normal: { tricks: 11 },
        obtained: { contract: "4S", declarer: "N", tricks: 10 },
        actual: { score: -100 },
        selfInflicted: "serious-error",
      }),
    );
    expect(view.scores.NS).toMatchObject({ kind: "points", NS: -70, EW: 70 });
    expect(view.scores.EW).toMatchObject({ kind: "points", NS: 450, EW: -450 });
    const tableRr = replay(
      adjusted({
        law: "12C1(e)",
        nonOffending: "EW",
        normal: { tricks: 9 },
        obtained: { tricks: 10 },
        selfInflicted: "serious-error",
      }),
    );
    // EW: Rn +50 (4S−1), Ro −420, Rr −420 (the table): redressed by 470 to +50; NS get Rn from their side, −50
    expect(tableRr.view.scores.EW).toMatchObject({ kind: "points", NS: -50, EW: 50 });
    expect(tableRr.view.scores.NS).toMatchObject({ kind: "points", NS: -50, EW: 50 });
    expect(tableRr.view.audit.find((a) => a.law === "12C1(e)(ii)")).toEqual({
      _tag: "NonOffendingRedress",
      position: 7,
      law: "12C1(e)(ii)",
      side: "EW",
      actual: -420,
      damage: 470,
      score: 50,
      unit: "points",
    });
  });
  it("12C1(e) at matchpoints (percentages): the offending side gets 100 − Rn", () => {
    const { view } = replay(
      adjusted({
        law: "12C1(e)",
        nonOffending: "NS",
        normal: { percent: 70 },
        obtained: { percent: 50 },
        actual: { percent: 10 },
        selfInflicted: "serious-error",
      }),
    );
    expect(view.scores.NS).toMatchObject({ kind: "percent", percent: 30 });
    expect(view.scores.EW).toMatchObject({ kind: "percent", percent: 30 });
  });
  it("12C1(e): missing inputs, mixed units or sides given are refused with the reason", () => {
    const base = { law: "12C1(e)", nonOffending: "NS", normal: { imps: 1 }, obtained: { imps: 0 } };
    expect(replay(adjusted(base)).error?.refusal).toMatchObject({ _tag: "SelfInflictedMissing" });
    expect(
      replay(adjusted({ ...base, selfInflicted: "serious-error", actual: { percent: 40 } })).error?.refusal,
    ).toMatchObject({ _tag: "ReferencesUnits" });
    expect(
      replay(adjusted({ ...base, selfInflicted: "serious-error", actual: { imps: -3 }, NS: { imps: 1 } }))
        .error?.refusal,
    ).toMatchObject({ _tag: "SelfInflictedWithScores", law: "12C1(e)" });
  });
});
