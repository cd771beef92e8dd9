import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { englishReason } from "./english-reason.test-helper.ts";
import {
  adjustSides,
  assignedScore,
  correctionPeriodEnd,
  isBalanced,
  law79BCheck,
  law79CCorrection,
  law86B1,
  law86B2b,
  law92BDeadline,
  law92BInTime,
  law92DConcurrence,
  law93Hearing,
  minutesAfter,
  parseInstant,
  pointsScore,
  ScoringInputError,
  type SidesScore,
  sideScoreLabel,
} from "./index.ts";

const both = (NS: number): SidesScore => ({
  NS: pointsScore({ NS, EW: -NS }),
  EW: pointsScore({ NS, EW: -NS }),
});

describe("Law 79C and 92B: time limits from recorded times", () => {
  it("79C1: the Correction Period ends 30 minutes after the official scores (default), or as the TO sets", () => {
    expect(correctionPeriodEnd("2026-11-22T22:00:00Z")).toBe("2026-11-22T22:30:00Z");
    expect(correctionPeriodEnd("2026-11-22T22:00:00Z", { correctionMinutes: 60, appealMinutes: 30 })).toBe(
      "2026-11-22T23:00:00Z",
    );
  });
  it("79C1: at 22:20 a score entered as 4S= instead of 4S+1 is corrected (period ends 22:30)", () => {
    const r = law79CCorrection({ postedAt: "2026-11-22T22:00:00Z", requestedAt: "2026-11-22T22:20:00Z" });
    expect(r).toMatchObject({ allowed: true, law: "79C1", deadline: "2026-11-22T22:30:00Z" });
  });
  it("79C2: at 23:10 only if the TO agrees and the Director is completely certain", () => {
    const late = { postedAt: "2026-11-22T22:00:00Z", requestedAt: "2026-11-22T23:10:00Z" };
    expect(law79CCorrection(late)).toMatchObject({ allowed: false, law: "79C2" });
    expect(law79CCorrection({ ...late, toAgreed: true })).toMatchObject({ allowed: false, law: "79C2" });
    expect(law79CCorrection({ ...late, tdCertain: true })).toMatchObject({ allowed: false, law: "79C2" });
    expect(law79CCorrection({ ...late, toAgreed: true, tdCertain: true })).toMatchObject({
      allowed: true,
      law: "79C2",
    });
  });
  it("79C1: before the scores are posted the period has not started; a correction without a time is in time", () => {
    expect(law79CCorrection({ requestedAt: "2030-01-01T00:00:00Z" })).toMatchObject({
      allowed: true,
      law: "79C1",
    });
    expect(law79CCorrection({ postedAt: "2026-11-22T22:00:00Z" }).allowed).toBe(true);
  });
  it("79C1: the end of the period itself is still in time", () => {
    expect(
      law79CCorrection({ postedAt: "2026-11-22T22:00:00Z", requestedAt: "2026-11-22T22:30:00Z" }).allowed,
    ).toBe(true);
  });
  it("92B: a ruling told at 22:45 after scores posted at 22:00 may be appealed until 23:15", () => {
    const deadline = law92BDeadline("2026-11-22T22:00:00Z", "2026-11-22T22:45:00Z");
    expect(deadline).toBe("2026-11-22T23:15:00Z");
    expect(law92BInTime(deadline, "2026-11-22T23:10:00Z").allowed).toBe(true);
    expect(law92BInTime(deadline, "2026-11-22T23:16:00Z")).toMatchObject({ allowed: false, law: "92B" });
  });
  it("92B: a ruling given before the scores are posted: 30 minutes from the posting; none before posting", () => {
    expect(law92BDeadline("2026-11-22T22:00:00Z", "2026-11-22T21:00:00Z")).toBe("2026-11-22T22:30:00Z");
    expect(law92BDeadline(undefined, "2026-11-22T21:00:00Z")).toBeNull();
    expect(law92BInTime(null, "2099-01-01T00:00:00Z").allowed).toBe(true);
  });
  it("times with an offset, without seconds, or without a zone (read as UTC) compare correctly", () => {
    expect(parseInstant("2026-11-22T23:00+01:00")).toBe(parseInstant("2026-11-22T22:00:00Z"));
    expect(parseInstant("2026-11-22T22:00")).toBe(parseInstant("2026-11-22T22:00:00Z"));
    expect(minutesAfter("2026-11-22T23:50:00+0100", 30)).toBe("2026-11-22T23:20:00Z");
    expect(() => parseInstant("yesterday")).toThrow(ScoringInputError);
    expect(() => parseInstant("2026-13-45T99:00:00Z")).toThrow(ScoringInputError);
  });
  test.prop([fc.integer({ min: 0, max: 600 }), fc.integer({ min: -120, max: 720 })])(
    "79C1: a 79C1 correction after the period's end is never allowed without TO and TD",
    (minutes, after) => {
      const posted = "2026-11-22T22:00:00Z";
      const r = law79CCorrection({
        postedAt: posted,
        requestedAt: minutesAfter(posted, after),
        limits: { correctionMinutes: minutes, appealMinutes: 30 },
      });
      expect(r.allowed).toBe(after <= minutes);
    },
  );
});

describe("Law 92C, 92D: who must concur in an appeal", () => {
  it("92D1: at pairs both members of the pair", () => {
    expect(law92DConcurrence({ contest: "pairs", side: "NS", agreed: ["N", "S"] })).toMatchObject({
      ok: true,
      law: "92D1",
    });
    expect(law92DConcurrence({ contest: "pairs", side: "NS", agreed: ["N"] })).toMatchObject({
      ok: false,
      law: "92D1",
    });
  });
  it("92D1: at an individual event the appellant alone", () => {
    expect(law92DConcurrence({ contest: "individual", side: "EW", agreed: ["E"] }).ok).toBe(true);
    expect(law92DConcurrence({ contest: "individual", side: "EW" }).ok).toBe(false);
  });
  it("92D2: at teams the captain", () => {
    expect(law92DConcurrence({ contest: "teams", side: "EW", captain: true })).toMatchObject({
      ok: true,
      law: "92D2",
    });
    expect(law92DConcurrence({ contest: "teams", side: "EW", agreed: ["E", "W"] }).ok).toBe(false);
  });
  it("92C: an appeal not lodged through the Director is not heard; an opponent cannot concur", () => {
    expect(
      law92DConcurrence({ contest: "pairs", side: "NS", agreed: ["N", "S"], viaDirector: false }),
    ).toMatchObject({ ok: false, law: "92C" });
    expect(law92DConcurrence({ contest: "pairs", side: "NS", agreed: ["N", "E"] }).ok).toBe(false);
  });
});

describe("Law 93: who hears an appeal and whether the decision binds", () => {
  it("93B1: the Director in charge on a point of law; 93A: all appeals when there is no committee", () => {
    expect(law93Hearing({ body: "director", point: "law" })).toMatchObject({ law: "93B1", binding: true });
    expect(law93Hearing({ body: "director", point: "judgement" })).toMatchObject({
      law: "93A",
      binding: true,
    });
  });
  it("93B2: the committee decides on facts and judgement", () => {
    expect(law93Hearing({ body: "committee", point: "fact" })).toMatchObject({ law: "93B2", binding: true });
    expect(law93Hearing({ body: "committee" })).toMatchObject({ law: "93B2", binding: true });
  });
  it("93B3: a committee may only recommend on a point of law, or on a Law 91 penalty", () => {
    expect(law93Hearing({ body: "committee", point: "law" })).toMatchObject({ law: "93B3", binding: false });
    expect(law93Hearing({ body: "committee", point: "judgement", appealedLaw: "91A" })).toMatchObject({
      law: "93B3",
      binding: false,
    });
    expect(law93Hearing({ body: "director", appealedLaw: "91A" }).binding).toBe(true);
  });
  it("93C2: the Regulating Authority has the final say", () => {
    expect(law93Hearing({ body: "ra", point: "law" })).toMatchObject({ law: "93C2", binding: true });
  });
});

describe("Law 12C: adjusted scores for each side", () => {
  it("12C1(b): one outcome is a single assigned score; 12C1(c): several are weighted; each keeps its result", () => {
    expect(assignedScore([{ contract: null }], "None")).toEqual({
      kind: "points",
      NS: 0,
      EW: 0,
      result: { contract: "Pass" },
    });
    expect(
      assignedScore(
        [{ contract: { level: 4, strain: "S", doubling: "", declarer: "S" }, tricks: 10 }],
        "None",
      ),
    ).toEqual({ kind: "points", NS: 420, EW: -420, result: { contract: "4S", declarer: "S", tricks: 10 } });
    const w = assignedScore(
      [
        { contract: { level: 4, strain: "S", doubling: "", declarer: "N" }, tricks: 10, weight: 2 / 3 },
        { score: -100, weight: 1 / 3 },
      ],
      "All",
    );
    expect(w).toEqual({
      kind: "weighted",
      outcomes: [
        { NS: 620, EW: -620, weight: 2 / 3, result: { contract: "4S", declarer: "N", tricks: 10 } },
        { NS: -100, EW: 100, weight: 1 / 3 },
      ],
    });
    expect(sideScoreLabel(w)).toBe("66.67% +620 / 33.33% -100");
    expect(sideScoreLabel(w, "EW")).toBe("66.67% -620 / 33.33% +100");
  });
  it("12C1(c): weights that do not sum to 1, a weight on a single outcome, or no outcome are refused", () => {
    expect(
      englishReason(() =>
        assignedScore(
          [
            { score: 420, weight: 0.5 },
            { score: 0, weight: 0.4 },
          ],
          "None",
        ),
      ),
    ).toMatch(/sum to 1/);
    expect(() => assignedScore([{ score: 420, weight: 0.5 }], "None")).toThrow(ScoringInputError);
    expect(() => assignedScore([], "None")).toThrow(ScoringInputError);
    expect(() => assignedScore([{ score: 420, tricks: 10 }], "None")).toThrow(ScoringInputError);
  });
  it("12C: a score for both sides, or each side's own (split); a side not named keeps the table score", () => {
    const table = both(-50);
    const split = adjustSides({ EW: pointsScore({ NS: 420, EW: -420 }) }, table);
    expect(split.NS).toEqual(table.NS);
    expect(isBalanced(split)).toBe(false);
    expect(isBalanced(adjustSides({ both: both(420).NS }, table))).toBe(true);
    expect(
      englishReason(() => adjustSides({ EW: { kind: "artificial", level: "average-minus" } }, null)),
    ).toMatch(/NS have no score/);
    expect(() => adjustSides({}, table)).toThrow(ScoringInputError);
  });
  it("12A2 (WBFLC Ex 5): artificial average-minus to both sides on a board that cannot be played", () => {
    const s = adjustSides(
      {
        NS: { kind: "artificial", level: "average-minus" },
        EW: { kind: "artificial", level: "average-minus" },
      },
      null,
    );
    expect(s.NS).toEqual({ kind: "artificial", level: "average-minus" });
    expect(isBalanced(s)).toBe(false); // 40 % + 40 %: non-balancing
    const ok = {
      NS: { kind: "artificial", level: "average-plus" },
      EW: { kind: "artificial", level: "average-minus" },
    } as const;
    expect(isBalanced(ok)).toBe(true);
    expect(isBalanced({ NS: { kind: "imps", imps: 5 }, EW: { kind: "imps", imps: -5 } })).toBe(true);
    expect(isBalanced({ NS: { kind: "imps", imps: 5 }, EW: { kind: "imps", imps: -8 } })).toBe(false);
  });
});

describe("Law 79B: the Director's ruling on a disagreement about tricks", () => {
  const recorded = both(-50); // 4S-1 by N, not vulnerable
  it("79B2: one result for both sides", () => {
    expect(law79BCheck(recorded, both(420), false)).toBeNull();
  });
  it("79B2 (WBFLC commentary): never a weighted score", () => {
    const weighted = assignedScore(
      [
        { score: 420, weight: 0.5 },
        { score: -50, weight: 0.5 },
      ],
      "None",
    );
    expect(law79BCheck(recorded, { NS: weighted, EW: weighted }, false)).toMatch(/single result/);
  });
  it("79B3 (2017): after the round EW are given −420 while NS keep −50", () => {
    const split = { NS: recorded.NS, EW: pointsScore({ NS: 420, EW: -420 }) };
    expect(law79BCheck(recorded, split, true)).toBeNull();
    expect(law79BCheck(recorded, split, false)).toMatch(/79B2/);
  });
  it("79B3: a split score may not increase a side's score, nor change both sides'", () => {
    const up = { NS: pointsScore({ NS: 420, EW: -420 }), EW: recorded.EW };
    expect(law79BCheck(recorded, up, true)).toMatch(/only be reduced/);
    const bothChanged = { NS: pointsScore({ NS: -100, EW: 100 }), EW: pointsScore({ NS: 420, EW: -420 }) };
    expect(law79BCheck(recorded, bothChanged, true)).toMatch(/keeps one side/);
  });
});

describe("Law 86B: adjusted scores in team play", () => {
  it("86B1 (WBFLC commentary): clearly favourable when the expected swing exceeds 3 IMPs, else 12C2", () => {
    expect(law86B1(4.67).law).toBe("86B1");
    expect(law86B1(-3.5).law).toBe("86B1");
    expect(law86B1(3).law).toBe("12C2");
    expect(law86B1(2, 1).law).toBe("86B1");
  });
  it("86B2(b) (2017): the NOS gets the better of +3 IMPs and the assigned score; the OS the complement", () => {
    expect(law86B2b(5)).toEqual({ nonOffending: 5, offending: -5, from: "assigned" });
    expect(law86B2b(1)).toEqual({ nonOffending: 3, offending: -3, from: "average-plus" });
    expect(law86B2b(-4)).toMatchObject({ nonOffending: 3, offending: -3 });
  });
});

describe("Law 92: the time to appeal", () => {
  test.prop([
    fc.integer({ min: -60, max: 120 }),
    fc.integer({ min: -60, max: 120 }),
    fc.subarray(["N", "S"] as const),
    fc.boolean(),
  ])(
    "92B, 92C, 92D: an appeal is heard only before its deadline, through the Director, with both members",
    (rulingAfter, filedAfter, agreed, viaDirector) => {
      const posted = "2026-11-22T22:00:00Z";
      const deadline = law92BDeadline(posted, minutesAfter(posted, rulingAfter));
      const time = law92BInTime(deadline, minutesAfter(posted, filedAfter));
      const concur = law92DConcurrence({ contest: "pairs", side: "NS", agreed, viaDirector });
      expect(time.allowed && concur.ok).toBe(
        filedAfter <= Math.max(30, rulingAfter + 30) && viaDirector && agreed.length === 2,
      );
    },
  );
});
