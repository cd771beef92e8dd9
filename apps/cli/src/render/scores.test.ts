import { replayLog } from "@bridgelaw/table";
import { describe, expect, it } from "vitest";
import { DEAL, PASSED_OUT, start } from "../testing/fixtures.ts";
import { penaltyAmount, renderScores, sideScoreText, stageScoreText } from "./scores.ts";

describe("the score at every stage, as text", () => {
  it("12C: each kind of side score in a Director's words", () => {
    expect(sideScoreText({ kind: "points", NS: 420, EW: -420 })).toBe("NS +420, EW -420");
    expect(
      sideScoreText({
        kind: "weighted",
        outcomes: [
          { NS: 140, EW: -140, weight: 2 / 3 },
          { NS: -100, EW: 100, weight: 1 / 3 },
        ],
      }),
    ).toBe("weighted: 66.7% × (NS +140, EW -140), 33.3% × (NS -100, EW +100)");
    expect(sideScoreText({ kind: "artificial", level: "average-plus" })).toBe("average-plus");
    expect(sideScoreText({ kind: "artificial", level: "average", cause: "movement" })).toBe(
      "average (a movement error, 12C2(d))",
    );
    expect(sideScoreText({ kind: "percent", percent: 64 })).toBe("64%");
    expect(sideScoreText({ kind: "imps", imps: -5 })).toBe("-5 IMPs");
  });
  it("12C1(e): a split score names each side and says it does not balance", () => {
    expect(
      stageScoreText({
        NS: { kind: "artificial", level: "average-plus" },
        EW: { kind: "artificial", level: "average-minus" },
        balanced: false,
      }),
    ).toBe("North-South: average-plus; East-West: average-minus (split, not balancing)");
    expect(
      stageScoreText({ NS: { kind: "imps", imps: -5 }, EW: { kind: "imps", imps: 5 }, balanced: true }),
    ).toBe("North-South: -5 IMPs; East-West: +5 IMPs");
  });
  it("90: penalty amounts in their unit", () => {
    expect(penaltyAmount(1, "matchpoints")).toBe("1 matchpoint");
    expect(penaltyAmount(0.25, "top")).toBe("0.25 of a top");
    expect(penaltyAmount(3, "imps")).toBe("3 IMPs");
  });
  it("79A, 12C2(a): a board not played, with average-plus and average-minus (they balance) and a penalty", () => {
    const log = [
      start(4),
      JSON.stringify({ type: "ScoreAdjusted", law: "12C2(a)", NS: "average-plus", EW: "average-minus" }),
      JSON.stringify({ type: "PenaltyAwarded", law: "90B1", side: "EW", amount: 1, unit: "matchpoints" }),
    ].join("\n");
    const text = renderScores(replayLog(log).view);
    expect(text).toContain("at the table  Law 79A       none (the board was not played here");
    expect(text).toContain(
      "as ruled      Law 12C2(a)   position 2: North-South: average-plus; East-West: average-minus [A+/A−]\n",
    );
    expect(text).toContain("applies:      as ruled (Laws 12C2(a))");
    expect(text).toContain("the Director's ruling applies (12C2(a), position 2)");
    expect(text).toContain("penalty, position 3, Law 90B1: EW 1 matchpoint, in force");
  });
  it("is empty for a board whose only score is the table's", () => {
    expect(renderScores(replayLog(PASSED_OUT).view)).toBe("");
    expect(DEAL).toMatch(/^N:/);
  });
});
