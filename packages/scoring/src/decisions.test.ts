// The decisions of Laws 79C, 92B, 92C/D and 93 as data (issue 31: a replay reads only these) and the rulings
// that add their English: the same decision, and the reason word for word as the rulings always gave it.
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import {
  type AppealConcurrence,
  type AppealHearing,
  type CorrectionRequest,
  law79CCorrection,
  law79CDecision,
  law92BDecision,
  law92BInTime,
  law92DConcurrence,
  law92DDecision,
  law93Decision,
  law93Hearing,
} from "./index.ts";

const POSTED = "2026-11-22T22:00:00Z";
const IN = "2026-11-22T22:20:00Z";
const LATE = "2026-11-22T22:40:00Z";
const END = "2026-11-22T22:30:00Z";

describe("Law 79C: the decision as data, the ruling with its English", () => {
  it.each<[CorrectionRequest, string, string]>([
    [{}, "not-posted", "before the official scores were posted"],
    [{ postedAt: POSTED }, "no-time", "no time recorded: taken as made within the Correction Period"],
    [{ postedAt: POSTED, requestedAt: IN }, "within", `within the Correction Period (ends ${END})`],
    [
      { postedAt: POSTED, requestedAt: LATE, reason: "69B" },
      "claim-late",
      `after the Correction Period (ended ${END}): Law 69B applies only within it; the recorded score stands`,
    ],
    [
      { postedAt: POSTED, requestedAt: LATE, toAgreed: true, tdCertain: true },
      "agreed-and-certain",
      `after the Correction Period (ended ${END}): the Tournament Organizer agrees and the Director is certain`,
    ],
    [
      { postedAt: POSTED, requestedAt: LATE, toAgreed: true },
      "without-certainty",
      `after the Correction Period (ended ${END}) without the Director's certainty (79C2): the recorded score stands`,
    ],
    [
      { postedAt: POSTED, requestedAt: LATE, tdCertain: true },
      "without-agreement",
      `after the Correction Period (ended ${END}) without the Tournament Organizer's agreement (79C2): the recorded score stands`,
    ],
  ])("%o: %s", (r, kase, reason) => {
    expect(law79CDecision(r).case).toBe(kase);
    expect(law79CCorrection(r).reason).toBe(reason);
  });

  test.prop([
    fc.record(
      {
        postedAt: fc.constantFrom(POSTED),
        requestedAt: fc.constantFrom(IN, END, LATE),
        reason: fc.constantFrom("79C" as const, "69B" as const, "71" as const),
        toAgreed: fc.boolean(),
        tdCertain: fc.boolean(),
      },
      { requiredKeys: [] },
    ),
  ])("the ruling is the decision and its reason", (r) => {
    const { case: _case, ...decided } = law79CDecision(r);
    const { reason, ...ruled } = law79CCorrection(r);
    expect(ruled).toStrictEqual(decided);
    expect(reason.length).toBeGreaterThan(0);
  });
});

describe("Law 92B: the decision as data, the ruling with its English", () => {
  it.each<[string | null, string | undefined, string, string]>([
    [null, IN, "not-posted", "before the official scores were posted"],
    [END, undefined, "no-time", "no time recorded: taken as made in time"],
    [END, IN, "in-time", `in time (the limit is ${END})`],
    [END, LATE, "too-late", `too late: the time limit was ${END}`],
  ])("%s, %s: %s", (deadline, at, kase, reason) => {
    const { case: c, ...decided } = law92BDecision(deadline, at);
    const { reason: r, ...ruled } = law92BInTime(deadline, at);
    expect(c).toBe(kase);
    expect(r).toBe(reason);
    expect(ruled).toStrictEqual(decided);
  });
});

describe("Laws 92C, 92D and 93: the decisions as data, the rulings with their English", () => {
  it.each<[AppealConcurrence, string, string]>([
    [
      { contest: "pairs", side: "NS", viaDirector: false },
      "not-via-director",
      "not lodged through the Director (92C: every appeal is)",
    ],
    [
      { contest: "pairs", side: "NS", agreed: ["N", "E"] },
      "outside-side",
      "E cannot concur: not of the appealing side",
    ],
    [
      { contest: "pairs", side: "EW", agreed: ["E", "W"] },
      "pair-agrees",
      "both members of the pair (E, W) agree",
    ],
    [
      { contest: "pairs", side: "NS", agreed: ["N"] },
      "pair-must-agree",
      "at pairs both members (N and S) must agree to appeal",
    ],
    [
      { contest: "individual", side: "NS", agreed: ["S"] },
      "individual",
      "individual event: the appellant alone (no partner's agreement needed)",
    ],
    [
      { contest: "individual", side: "NS" },
      "individual-unnamed",
      "individual event: the appellant must be named",
    ],
    [{ contest: "teams", side: "NS", captain: true }, "captain-agrees", "the team captain agrees"],
    [{ contest: "teams", side: "NS" }, "captain-must-agree", "at teams the captain must agree to appeal"],
  ])("%o: %s", (a, kase, reason) => {
    const { case: c, ...decided } = law92DDecision(a);
    const { reason: r, ...ruled } = law92DConcurrence(a);
    expect(c).toBe(kase);
    expect(r).toBe(reason);
    expect(ruled).toStrictEqual(decided);
  });

  it.each<[AppealHearing, string, string]>([
    [
      { body: "director", point: "law" },
      "director-on-law",
      "the Director in charge rules on a point of law or regulation",
    ],
    [{ body: "director" }, "director", "the Director in charge hears the appeal (no committee)"],
    [
      { body: "committee", appealedLaw: "91A" },
      "committee-on-discipline",
      "a committee may not overrule the Director's disciplinary powers (Law 91): a recommendation only",
    ],
    [
      { body: "committee", point: "law" },
      "committee-on-law",
      "a committee may not overrule the Director in charge on a point of law or regulation: a recommendation only",
    ],
    [
      { body: "committee", point: "fact" },
      "committee",
      "the appeals committee decides on facts and judgement",
    ],
    [{ body: "ra" }, "ra", "the Regulating Authority has the final say"],
  ])("%o: %s", (h, kase, reason) => {
    const { case: c, ...decided } = law93Decision(h);
    const { reason: r, ...ruled } = law93Hearing(h);
    expect(c).toBe(kase);
    expect(r).toBe(reason);
    expect(ruled).toStrictEqual(decided);
  });
});
