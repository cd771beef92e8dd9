import { readdirSync, readFileSync } from "node:fs";
import { legalCalls } from "@bridgelaw/auction";
import { dealFromSeed } from "@bridgelaw/boards";
import { formatDeal, type LawId } from "@bridgelaw/cards";
import { legalCards } from "@bridgelaw/play";
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import {
  type BoardView,
  evolveTable,
  initialTableState,
  replayLog,
  type TableEvent,
  viewOf,
} from "./index.ts";

/** North holds the top cards of every suit (every trick is easy to check by eye). */
const DEAL = "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432";
type Line = Record<string, unknown>;
const log = (...lines: Line[]): string => `${lines.map((l) => JSON.stringify(l)).join("\n")}\n`;
const start = (board = 1, extra: Line = {}): Line => ({ type: "BoardStarted", board, deal: DEAL, ...extra });
const calls = (first: "N" | "E" | "S" | "W", ...cs: string[]): Line[] =>
  cs.map((call, i) => ({ type: "CallMade", seat: "NESW"[("NESW".indexOf(first) + i) % 4], call }));
/** Board 1 (dealer N, none vulnerable): 4S by North. */
const FOUR_SPADES = [start(1), ...calls("N", "4S", "P", "P", "P")];
const POSTED: Line = { type: "ScoresPosted", at: "2026-11-22T22:00:00Z" };

const replay = (...lines: Line[]) => {
  const r = replayLog(log(...lines));
  return { ...r, v: r.view };
};
const ok = (...lines: Line[]): BoardView => {
  const r = replay(...lines);
  expect(r.error?.message).toBeUndefined();
  return r.view;
};
const refused = (...lines: Line[]): string => {
  const r = replay(...lines);
  expect(r.error).toBeDefined();
  return r.error!.message;
};
/** The refusal of the last line, as data (a `DomainRejection`'s, replay's `EventRejected`). */
const refusal = (...lines: Line[]): unknown => {
  const r = replay(...lines);
  expect(r.error?._tag).toBe("EventRejected");
  return (r.error as { readonly refusal?: unknown }).refusal;
};
const ns = (v: BoardView) => v.scores.NS;

/** North's 7NT with the play recorded: East leads, North takes all 13 tricks. */
const GRAND = (() => {
  const plays: [string, string][] = [
    ["E", "ST"],
    ["S", "S3"],
    ["W", "S2"],
    ["N", "SA"],
  ];
  const rest = [
    ["SK", "S9", "S4", "H2"],
    ["SQ", "S8", "S5", "H3"],
    ["SJ", "S7", "S6", "H4"],
    ["HA", "HJ", "H8", "H5"],
    ["HK", "HT", "H7", "D2"],
    ["HQ", "H9", "H6", "D3"],
    ["DA", "DJ", "D8", "D4"],
    ["DK", "DT", "D7", "D5"],
    ["DQ", "D9", "D6", "C2"],
    ["CA", "CJ", "C8", "C3"],
    ["CK", "CT", "C7", "C4"],
    ["CQ", "C9", "C6", "C5"],
  ];
  for (const t of rest) {
    t.forEach((c, i) => {
      plays.push(["NESW"[i]!, c]);
    });
  }
  return [
    start(1),
    ...calls("N", "7NT", "P", "P", "P"),
    ...plays.map(([seat, card]) => ({ type: "CardPlayed", seat, card })),
  ];
})();

describe("Law 79A: tricks won agreed, the score recorded at the table", () => {
  it("79A1: tricks agreed without the play in the log: the board is complete with its table score", () => {
    const v = ok(...FOUR_SPADES, { type: "TricksAgreed", tricks: 11 });
    expect(v.phase).toBe("complete");
    expect(v.result).toEqual({
      contract: "4S",
      declarer: "N",
      tricksByDeclarer: 11,
      score: { NS: 450, EW: -450 },
    });
    expect(v.scores).toMatchObject({ applied: "table", laws: ["79A1"], ruled: null, appeal: null });
    expect(v.scores.table).toMatchObject({
      law: "79A1",
      contract: "4S",
      declarer: "N",
      tricks: 11,
      result: { _tag: "ResultLabel", contract: "4S", declarer: "N", over: 1 },
    });
    expect(ns(v)).toMatchObject({ kind: "points", NS: 450, EW: -450 });
    expect(v.audit.at(-1)).toMatchObject({ law: "79A1", position: 6 });
  });
  it("77: the play as recorded is the table's score when nothing is agreed; 79A2: an agreement that differs is noted", () => {
    expect(ok(...GRAND).scores).toMatchObject({
      applied: "table",
      laws: ["77"],
      table: { result: { _tag: "ResultLabel", contract: "7NT", declarer: "N", over: 0 } },
    });
    const v = ok(...GRAND, { type: "TricksAgreed", tricks: 12 });
    expect(v.scores.table).toMatchObject({ law: "79A1", tricks: 12 });
    expect(v.result?.tricksByDeclarer).toBe(13); // the play is a fact: the result as played is unchanged
    expect(v.scores.notes).toMatchObject([
      { _tag: "AgreedDiffersFromPlayed", law: "79A2", tricks: 12, played: 13 },
    ]);
  });
  it("79A: a score entered at the table is the recorded score; one that does not match the result is noted (79C1)", () => {
    const v = ok(
      ...FOUR_SPADES,
      { type: "TricksAgreed", tricks: 11 },
      { type: "ScoreRecorded", contract: "4S", tricks: 10 },
    );
    expect(v.scores.table).toMatchObject({
      law: "79A",
      result: { _tag: "ResultLabel", contract: "4S", declarer: "N", over: 0 },
      NS: { NS: 420 },
    });
    expect(v.scores.notes).toMatchObject([
      {
        _tag: "RecordedMismatch",
        law: "79C1",
        NS: 420,
        result: { contract: "4S", declarer: "N", over: 1 },
        tableNS: 450,
      },
    ]);
    // a traveller entry alone, with no auction in the log
    const t = ok(start(1), { type: "ScoreRecorded", contract: "3NTX", declarer: "E", tricks: 8 });
    expect(t.result).toEqual({
      contract: "3NTX",
      declarer: "E",
      tricksByDeclarer: 8,
      score: { NS: 100, EW: -100 },
    });
  });
  it("79A: tricks agreed on a passed-out board, or before the auction ends, are refused; a passed-out board scores 0", () => {
    expect(refusal(start(1), ...calls("N", "P", "P", "P", "P"), { type: "TricksAgreed", tricks: 7 })).toEqual(
      {
        _tag: "NoContractToScore",
        law: "79A1",
        event: "TricksAgreed",
        passedOut: true,
      },
    );
    expect(refusal(start(1), ...calls("N", "1S"), { type: "TricksAgreed", tricks: 7 })).toMatchObject({
      _tag: "NoContractToScore",
      passedOut: false,
    });
    expect(ns(ok(start(1), ...calls("N", "P", "P", "P", "P")))).toEqual({ kind: "points", NS: 0, EW: 0 });
    expect(refusal(start(1), { type: "ScoreRecorded", tricks: 8 })).toEqual({
      _tag: "NoContractGiven",
      of: { _tag: "ScoreRecord", event: "ScoreRecorded" },
    });
  });
});

describe("Law 79B: a disagreement on tricks won", () => {
  const disputed = [
    ...FOUR_SPADES,
    { type: "TricksAgreed", tricks: 9 },
    { type: "TricksDisputed", seat: "N", tricks: 10 },
  ];
  it("79B: the disagreement asks the Director (rulingsNeeded); 79B2: he records one result for both sides", () => {
    const open = ok(...disputed);
    expect(open.rulingsNeeded).toEqual([expect.objectContaining({ law: "79B", position: 7 })]);
    const v = ok(...disputed, { type: "DirectorRuled", law: "79B2", tricks: 10, text: "dummy's count" });
    expect(v.rulingsNeeded).toEqual([]);
    expect(v.scores).toMatchObject({
      applied: "ruled",
      table: { NS: { NS: -50 } },
      ruled: { law: "79B2", balanced: true },
    });
    expect(ns(v)).toMatchObject({ kind: "points", NS: 420, EW: -420 });
    expect(v.scores.laws).toEqual(["79A1", "79B2"]);
  });
  it('79B: the Director lets the recorded score stand ("stands")', () => {
    const v = ok(...disputed, { type: "DirectorRuled", law: "79B", answer: "stands" });
    expect(ns(v)).toMatchObject({ kind: "points", NS: -50, EW: 50 });
    expect(v.scores.ruled?.law).toBe("79B2");
  });
  it("79B2 (WBFLC commentary): a single result, never a weighted score; a split only after the round (79B3)", () => {
    expect(
      refusal(...disputed, {
        type: "ScoreAdjusted",
        law: "79B2",
        outcomes: [
          { tricks: 10, weight: 0.5 },
          { tricks: 9, weight: 0.5 },
        ],
      }),
    ).toMatchObject({ _tag: "DisputeScoreRefused", law: "79B2", case: "single-result", kind: "weighted" });
    expect(refusal(...disputed, { type: "ScoreAdjusted", law: "79B2", EW: [{ tricks: 10 }] })).toEqual({
      _tag: "DisputeScoreRefused",
      law: "79B2",
      case: "split-before-round-end",
    });
  });
  it("79B3 (2017): called after the round, EW are given −420 while NS keep −50; never an increase", () => {
    const late = [
      ...FOUR_SPADES,
      { type: "TricksAgreed", tricks: 9 },
      { type: "TricksDisputed", afterRound: true },
    ];
    expect(ok(...late).rulingsNeeded[0]).toMatchObject({
      _tag: "TricksDisputeQuestion",
      law: "79B",
      afterRound: true,
    });
    const v = ok(...late, { type: "ScoreAdjusted", law: "79B3", EW: [{ tricks: 10 }] });
    expect(v.scores.NS).toMatchObject({ kind: "points", NS: -50, EW: 50 });
    expect(v.scores.EW).toMatchObject({ kind: "points", NS: 420, EW: -420 });
    expect(v.scores.ruled).toMatchObject({ law: "79B3", balanced: false });
    expect(refusal(...late, { type: "ScoreAdjusted", law: "79B3", NS: [{ tricks: 11 }] })).toEqual({
      _tag: "DisputeScoreRefused",
      law: "79B3",
      case: "increase",
      side: "NS",
      from: -50,
    });
    // the Director clearly satisfied from the result at the table changes both sides
    expect(ns(ok(...late, { type: "DirectorRuled", law: "79B3", tricks: 10 }))).toMatchObject({ NS: 420 });
  });
  it("79B / 79C: a disagreement raised after the Correction Period is not heard; the recorded score stands", () => {
    const v = ok(...FOUR_SPADES, { type: "TricksAgreed", tricks: 9 }, POSTED, {
      type: "TricksDisputed",
      at: "2026-11-22T22:45:00Z",
    });
    expect(v.rulingsNeeded).toEqual([]);
    expect(v.audit.at(-1)).toMatchObject({
      _tag: "DisputeTooLate",
      law: "79C1",
      deadline: "2026-11-22T22:30:00Z",
    });
  });
  it("79B: a 79B ruling with no dispute open, or with neither tricks nor stands, is refused", () => {
    expect(refusal(...FOUR_SPADES, { type: "DirectorRuled", law: "79B2", tricks: 10 })).toEqual({
      _tag: "NoDisputeOpen",
      law: "79B2",
    });
    expect(refusal(...disputed, { type: "DirectorRuled", law: "79B2" })).toEqual({
      _tag: "DisputeRulingShape",
      law: "79B2",
    });
  });
});

describe("Law 79C: correction of a scoring error", () => {
  const entered = [
    ...FOUR_SPADES,
    { type: "TricksAgreed", tricks: 11 },
    { type: "ScoreRecorded", tricks: 10 },
    POSTED,
  ];
  it("79C1: at 22:20 NS find 4S+1 (+450) entered as 4S= (+420): corrected (the period ends 22:30)", () => {
    const v = ok(...entered, { type: "ScoreCorrected", tricks: 11, at: "2026-11-22T22:20:00Z" });
    expect(v.scores.table).toMatchObject({
      law: "79C1",
      result: { _tag: "ResultLabel", contract: "4S", declarer: "N", over: 1 },
      recorded: { NS: 420 },
      laws: ["79A", "79C1"],
    });
    expect(ns(v)).toMatchObject({ NS: 450 });
    expect(v.scores.posted).toEqual({
      at: "2026-11-22T22:00:00Z",
      correctionEnds: "2026-11-22T22:30:00Z",
      appealEnds: "2026-11-22T22:30:00Z",
    });
  });
  it("79C2: at 23:10 only if the Tournament Organizer agrees and the Director is completely certain", () => {
    const late = { type: "ScoreCorrected", tricks: 11, at: "2026-11-22T23:10:00Z" };
    const v = ok(...entered, late);
    expect(ns(v)).toMatchObject({ NS: 420 });
    expect(v.audit.at(-1)).toMatchObject({
      _tag: "CorrectionRefused",
      law: "79C2",
      timing: { time: "without-agreement", deadline: "2026-11-22T22:30:00Z" },
    });
    const w = ok(...entered, { ...late, toAgreed: true, tdCertain: true });
    expect(w.scores.table?.law).toBe("79C2");
    expect(ns(w)).toMatchObject({ NS: 450 });
  });
  it("79C1: the Tournament Organizer's longer period; the request's time counts, not the entry's", () => {
    const posted = { ...POSTED, correctionMinutes: 60 };
    const v = ok(...entered.slice(0, -1), posted, {
      type: "ScoreCorrected",
      tricks: 11,
      at: "2026-11-22T22:50:00Z",
    });
    expect(v.scores.table?.law).toBe("79C1");
    const r = ok(...entered, {
      type: "ScoreCorrected",
      tricks: 11,
      requestedAt: "2026-11-22T22:25:00Z",
      at: "2026-11-22T22:40:00Z",
    });
    expect(r.scores.table?.law).toBe("79C1");
  });
  it("69B2 W18: the agreement to a claim withdrawn at 22:15 (period ends 22:30): +450 instead of +480; at 22:45 too late", () => {
    const w18 = [
      start(1, { dealer: "S" }),
      ...calls("S", "4S", "P", "P", "P"),
      { type: "TricksAgreed", tricks: 12 },
      POSTED,
    ];
    expect(ns(ok(...w18))).toMatchObject({ NS: 480 });
    const v = ok(...w18, { type: "ScoreCorrected", law: "69B2", tricks: 11, at: "2026-11-22T22:15:00Z" });
    expect(ns(v)).toMatchObject({ NS: 450 });
    expect(v.scores.table).toMatchObject({ law: "69B2", recorded: { NS: 480 } });
    expect(v.audit.at(-1)).toMatchObject({
      _tag: "ScoreCorrectedNoted",
      law: "69B2",
      what: "69B",
      timing: { time: "within" },
      NS: 450,
      was: 480,
    });
    const late = {
      type: "ScoreCorrected",
      law: "69B2",
      tricks: 11,
      at: "2026-11-22T22:45:00Z",
      toAgreed: true,
      tdCertain: true,
    };
    const w = ok(...w18, late);
    expect(ns(w)).toMatchObject({ NS: 480 }); // no 79C2 exception for 69B
    expect(w.audit.at(-1)).toMatchObject({
      _tag: "CorrectionRefused",
      law: "69B2",
      timing: { time: "claim-late", claim: "69B" },
    });
  });
  it("71 W19: a concession of a trick that cannot be lost is cancelled within the period: 3NT= (+400) becomes +430", () => {
    const w19 = [start(1), ...calls("N", "3NT", "P", "P", "P"), { type: "ScoreRecorded", tricks: 9 }, POSTED];
    const v = ok(...w19, { type: "ScoreCorrected", law: "71", tricks: 10, at: "2026-11-22T22:10:00Z" });
    expect(ns(v)).toMatchObject({ NS: 430 });
    expect(v.scores.table?.law).toBe("71");
    expect(refusal(...w19, { type: "ScoreCorrected", law: "64A", tricks: 10 })).toEqual({
      _tag: "CorrectionLawInvalid",
      law: "79C",
      under: "64A",
    });
  });
  it("79C: a score entered again after the posting is not a correction and is not applied", () => {
    const v = ok(...entered, { type: "ScoreRecorded", tricks: 11 });
    expect(ns(v)).toMatchObject({ NS: 420 });
  });
});

describe("Law 12C: the Director's adjusted score", () => {
  it("12C1(b): an assigned score replaces the table score; the table score is still shown", () => {
    const v = ok(
      ...FOUR_SPADES,
      { type: "TricksAgreed", tricks: 10 },
      { type: "ScoreAdjusted", law: "12C1(b)", outcomes: [{ contract: "3NT", declarer: "S", tricks: 9 }] },
    );
    expect(v.scores).toMatchObject({
      applied: "ruled",
      table: { NS: { NS: 420 } },
      ruled: { law: "12C1(b)", NS: { NS: 400 } },
    });
    expect(v.scores.laws).toEqual(["79A1", "12C1(b)"]);
  });
  it("12C1(c): a weighted score; the weights must sum to 1", () => {
    const v = ok(
      ...FOUR_SPADES,
      { type: "TricksAgreed", tricks: 10 },
      {
        type: "ScoreAdjusted",
        law: "12C1(c)",
        outcomes: [
          { tricks: 11, weight: 0.6 },
          { contract: "5SX", declarer: "S", tricks: 10, weight: 0.4 },
        ],
      },
    );
    expect(ns(v)).toMatchObject({
      kind: "weighted",
      outcomes: [
        { NS: 450, EW: -450, weight: 0.6 },
        { NS: -100, EW: 100, weight: 0.4 },
      ],
    });
    expect(v.audit.at(-1)).toMatchObject({
      _tag: "AdjustedScoreGiven",
      scores: { shape: "weighted", NS: ns(v) },
    });
    expect(
      refusal(
        ...FOUR_SPADES,
        { type: "TricksAgreed", tricks: 10 },
        {
          type: "ScoreAdjusted",
          law: "12C1(c)",
          outcomes: [
            { tricks: 11, weight: 0.6 },
            { tricks: 9, weight: 0.3 },
          ],
        },
      ),
    ).toMatchObject({ _tag: "ScoreInputInvalid", reason: { _tag: "ScoringInputWeightsSum" } });
  });
  it("12A2 (WBFLC Ex 5): a board that cannot be played: artificial average-minus to both sides", () => {
    const v = ok(start(1), {
      type: "ScoreAdjusted",
      law: "12C2(a)",
      NS: "average-minus",
      EW: "average-minus",
    });
    expect(v.phase).toBe("complete");
    expect(v.scores).toMatchObject({
      applied: "ruled",
      table: null,
      NS: { kind: "artificial", level: "average-minus" },
      EW: { kind: "artificial", level: "average-minus" },
    });
    expect(v.result).toBeNull();
  });
  it("12C2 WS-29: a board played twice is cancelled: NS in no way at fault average-plus, EW partly at fault average", () => {
    const v = ok(start(20), {
      type: "ScoreAdjusted",
      law: "12C2(a)",
      NS: "average-plus",
      EW: "average",
      text: "15B1: board already played",
    });
    expect(v.scores.NS).toMatchObject({ kind: "artificial", level: "average-plus" });
    expect(v.scores.EW).toMatchObject({ kind: "artificial", level: "average" });
  });
  it("12C2(d): a board lost to a movement error carries its cause to the session (no average-plus there, WBFLC)", () => {
    const v = ok(start(20), {
      type: "ScoreAdjusted",
      law: "12C2(a)",
      NS: "average-plus",
      EW: "average-plus",
      cause: "movement",
      text: "the board was not moved to this table",
    });
    expect(v.scores.NS).toMatchObject({ kind: "artificial", level: "average-plus", cause: "movement" });
    expect(v.scores.EW).toMatchObject({ kind: "artificial", level: "average-plus", cause: "movement" });
  });
  it("12C: a side without a score on a board with no result is refused; outcomes need tricks and a contract", () => {
    expect(refusal(start(1), { type: "ScoreAdjusted", law: "12C2(a)", NS: "average-plus" })).toMatchObject({
      _tag: "ScoreInputInvalid",
      of: { event: "ScoreAdjusted", under: "12C2(a)" },
      reason: { _tag: "ScoringInputSideNoScore", side: "EW" },
    });
    expect(
      refusal(start(1), { type: "ScoreAdjusted", law: "12C1(b)", outcomes: [{ tricks: 9 }] }),
    ).toMatchObject({ _tag: "OutcomeNeedsContract", law: "12C1" });
    expect(
      refusal(...FOUR_SPADES, { type: "ScoreAdjusted", law: "12C1(b)", outcomes: [{ contract: "4H" }] }),
    ).toMatchObject({ _tag: "OutcomeNeedsTricks", of: { event: "ScoreAdjusted", under: "12C1(b)" } });
    expect(
      refusal(...FOUR_SPADES, {
        type: "ScoreAdjusted",
        law: "12C1(b)",
        outcomes: [{ score: 420, tricks: 10 }],
      }),
    ).toMatchObject({ _tag: "OutcomeScoreAndContract" });
  });
  it("11A (2017): EW's gain removed for EW only (split); NS keep the table score", () => {
    const v = ok(
      ...FOUR_SPADES,
      { type: "TricksAgreed", tricks: 8 },
      { type: "ScoreAdjusted", law: "11A", EW: [{ tricks: 10 }] },
    );
    expect(v.scores.NS).toMatchObject({ NS: -100 });
    expect(v.scores.EW).toMatchObject({ NS: 420, EW: -420 });
    expect(v.scores.ruled?.balanced).toBe(false);
  });
  it("11A, 79B3: under the 2007 Code a split score is refused; one score for both sides", () => {
    const b2007 = [
      { ...start(1), edition: "2007" },
      ...calls("N", "4S", "P", "P", "P"),
      { type: "TricksAgreed", tricks: 8 },
    ];
    expect(refusal(...b2007, { type: "ScoreAdjusted", law: "11A", EW: [{ tricks: 10 }] })).toEqual({
      _tag: "NoSplitScore2007",
      law: "12C1",
      under: "11A",
    });
    expect(ns(ok(...b2007, { type: "ScoreAdjusted", law: "11A", outcomes: [{ tricks: 10 }] }))).toMatchObject(
      { NS: 420 },
    );
    expect(
      ok(...b2007, { type: "ScoreAdjusted", law: "12C1(e)", EW: [{ tricks: 10 }] }).scores.ruled?.balanced,
    ).toBe(false);
  });
  it("82C: the Director's later ruling on his own error supersedes the first; both sides treated as non-offending", () => {
    const v = ok(
      ...FOUR_SPADES,
      { type: "TricksAgreed", tricks: 10 },
      { type: "ScoreAdjusted", law: "12C1(b)", outcomes: [{ tricks: 8 }] },
      {
        type: "ScoreAdjusted",
        law: "82C",
        NS: [
          { tricks: 10, weight: 0.5 },
          { tricks: 9, weight: 0.5 },
        ],
        EW: [{ tricks: 10 }],
      },
    );
    expect(v.scores.ruled).toMatchObject({ law: "82C", position: 8, balanced: false });
    expect(v.scores.laws).toEqual(["79A1", "82C"]);
  });
  it("81C3 / 92B: a ruling requested after the time limit is not applied", () => {
    const v = ok(...FOUR_SPADES, { type: "TricksAgreed", tricks: 10 }, POSTED, {
      type: "ScoreAdjusted",
      law: "12C1(b)",
      outcomes: [{ tricks: 8 }],
      requestedAt: "2026-11-22T22:40:00Z",
    });
    expect(v.scores.applied).toBe("table");
    expect(v.audit.at(-1)).toEqual({
      _tag: "AdjustedScoreTooLate",
      position: 8,
      law: "92B",
      under: "12C1(b)",
      deadline: "2026-11-22T22:30:00Z",
    });
  });
});

describe("Laws 90, 91: penalties in points", () => {
  it("90B2: a procedural penalty of a quarter top on EW, separate from the board score", () => {
    const v = ok(
      ...FOUR_SPADES,
      { type: "TricksAgreed", tricks: 10 },
      { type: "PenaltyAwarded", law: "90B2", side: "EW", amount: 0.25, unit: "top" },
    );
    expect(v.penalties).toEqual([
      { position: 7, law: "90B2", side: "EW", amount: 0.25, unit: "top", status: "in force" },
    ]);
    expect(v.scores.applied).toBe("table");
    expect(v.audit.at(-1)).toEqual({
      _tag: "PenaltyNoted",
      position: 7,
      law: "90B2",
      side: "EW",
      amount: 0.25,
      unit: "top",
      disciplinary: false,
    });
  });
  it("90: a penalty of 0, or in an unknown unit, is refused; 91A is a disciplinary penalty", () => {
    expect(
      refused(start(1), { type: "PenaltyAwarded", law: "90B1", side: "NS", amount: 0, unit: "imps" }),
    ).toMatch(/greater than 0/);
    expect(
      refused(start(1), { type: "PenaltyAwarded", law: "90B1", side: "NS", amount: 1, unit: "goals" }),
    ).toBeTruthy();
    expect(
      ok(start(1), { type: "PenaltyAwarded", law: "91A", side: "NS", amount: 1, unit: "vps" }).audit.at(-1),
    ).toMatchObject({ _tag: "PenaltyNoted", disciplinary: true });
  });
});

describe("Laws 92, 93: appeals", () => {
  const ruled = [
    ...FOUR_SPADES,
    { type: "TricksAgreed", tricks: 10 },
    POSTED,
    { type: "ScoreAdjusted", law: "12C1(b)", outcomes: [{ tricks: 9 }], at: "2026-11-22T22:45:00Z" },
  ];
  const lodged = { type: "AppealLodged", side: "NS", agreed: ["N", "S"], at: "2026-11-22T23:10:00Z" };

  it("92B: a ruling told at 22:45 may be appealed until 23:15, with both members' agreement (92D1)", () => {
    const v = ok(...ruled, lodged);
    expect(v.appeals).toEqual([
      expect.objectContaining({
        position: 9,
        side: "NS",
        about: 8,
        status: "lodged",
        law: "92D1",
        deadline: "2026-11-22T23:15:00Z",
      }),
    ]);
    const late = ok(...ruled, { ...lodged, at: "2026-11-22T23:20:00Z" });
    expect(late.appeals[0]).toMatchObject({
      status: "not heard",
      law: "92B",
      reason: { _tag: "AppealTiming", time: "too-late", deadline: "2026-11-22T23:15:00Z" },
    });
    const alone = ok(...ruled, { ...lodged, agreed: ["N"] });
    expect(alone.appeals[0]).toMatchObject({
      status: "not heard",
      law: "92D1",
      reason: { _tag: "Concurrence", case: "pair-must-agree", seats: ["N", "S"] },
    });
    expect(
      ok(...ruled, { ...lodged, contest: "teams", agreed: undefined, captain: true }).appeals[0]?.law,
    ).toBe("92D2");
    expect(ok(...ruled, { ...lodged, viaDirector: false }).appeals[0]?.law).toBe("92C");
  });
  it("93B2: the committee's decision supersedes the ruling without rewriting it; replay shows all three scores", () => {
    const v = ok(...ruled, lodged, {
      type: "AppealDecided",
      body: "committee",
      point: "judgement",
      decision: "changed",
      law: "12C1(c)",
      outcomes: [
        { tricks: 10, weight: 0.5 },
        { tricks: 9, weight: 0.5 },
      ],
    });
    expect(v.scores.table).toMatchObject({ law: "79A1", NS: { NS: 420 } });
    expect(v.scores.ruled).toMatchObject({ law: "12C1(b)", position: 8, NS: { NS: -50 } });
    expect(v.scores.appeal).toMatchObject({
      law: "93B2",
      laws: ["93B2", "12C1(c)"],
      body: "committee",
      decision: "changed",
      appealed: 8,
    });
    expect(v.scores.applied).toBe("appeal");
    expect(v.scores.laws).toEqual(["79A1", "12C1(b)", "93B2", "12C1(c)"]);
    expect(v.appeals[0]).toMatchObject({
      status: "decided",
      law: "93B2",
      decision: { position: 10, decision: "changed" },
    });
  });
  it("93: upheld keeps the ruling's score; cancelled restores the table score", () => {
    const decided = (decision: string) =>
      ok(...ruled, lodged, { type: "AppealDecided", body: "committee", decision });
    expect(decided("upheld").scores).toMatchObject({ applied: "appeal", NS: { NS: -50 } });
    expect(decided("cancelled").scores).toMatchObject({
      applied: "appeal",
      NS: { NS: 420 },
      appeal: { decision: "cancelled" },
    });
  });
  it("93B1: the Director in charge on a point of law; 93B3: a committee on a point of law only recommends", () => {
    const td = ok(...ruled, lodged, {
      type: "AppealDecided",
      body: "director",
      point: "law",
      decision: "cancelled",
    });
    expect(td.scores.appeal?.law).toBe("93B1");
    const ac = ok(...ruled, lodged, {
      type: "AppealDecided",
      body: "committee",
      point: "law",
      decision: "cancelled",
    });
    expect(ac.scores).toMatchObject({ applied: "ruled", appeal: null });
    expect(ac.appeals[0]).toMatchObject({ status: "recommendation", law: "93B3" });
  });
  it("93B3: a committee cannot overrule a Law 91 penalty (a recommendation); it may cancel a Law 90 penalty", () => {
    const pen = (law: LawId) => [
      ...FOUR_SPADES,
      { type: "TricksAgreed", tricks: 10 },
      { type: "PenaltyAwarded", law, side: "EW", amount: 3, unit: "matchpoints" },
      { type: "AppealLodged", side: "EW", agreed: ["E", "W"] },
      { type: "AppealDecided", body: "committee", point: "judgement", decision: "cancelled" },
    ];
    const dp = ok(...pen("91A"));
    expect(dp.penalties[0]?.status).toBe("in force");
    expect(dp.appeals[0]).toMatchObject({ status: "recommendation", law: "93B3" });
    const pp = ok(...pen("90B2"));
    expect(pp.penalties[0]).toMatchObject({ status: "cancelled", appealLaw: "93B2" });
  });
  it("93C1, 93C2: a further appeal of the committee's decision to the Regulating Authority, which has the final say", () => {
    const v = ok(
      ...ruled,
      lodged,
      { type: "AppealDecided", body: "committee", decision: "upheld", at: "2026-11-22T23:40:00Z" },
      // 92B: the decision was told at 23:40, so a further appeal is in time until 00:10
      { type: "AppealLodged", side: "NS", about: 10, agreed: ["N", "S"], at: "2026-11-23T00:05:00Z" },
      { type: "AppealDecided", body: "ra", decision: "changed", law: "12C1(b)", outcomes: [{ tricks: 10 }] },
    );
    expect(v.appeals.map((a) => [a.law, a.status])).toEqual([
      ["93B2", "decided"],
      ["93C2", "decided"],
    ]);
    expect(v.scores.appeal).toMatchObject({ law: "93C2", appealed: 10, NS: { NS: 420 } });
  });
  it("92A: an appeal without merit is recorded as such", () => {
    const v = ok(...ruled, lodged, {
      type: "AppealDecided",
      body: "committee",
      decision: "upheld",
      withoutMerit: true,
    });
    expect(v.audit.at(-1)).toMatchObject({ law: "92A" });
    expect(v.appeals[0]?.decision?.withoutMerit).toBe(true);
  });
  it("92, 93: a decision with no appeal open, an appeal of a position that is not a ruling, a second decision are refused", () => {
    expect(refusal(...ruled, { type: "AppealDecided", body: "committee", decision: "upheld" })).toEqual({
      _tag: "NoAppealOpen",
      law: "93",
    });
    expect(refusal(...ruled, { ...lodged, about: 2 })).toMatchObject({ _tag: "NotARuling", about: 2 });
    const decided = [...ruled, lodged, { type: "AppealDecided", body: "committee", decision: "upheld" }];
    expect(
      refusal(...decided, { type: "AppealDecided", about: 9, body: "committee", decision: "upheld" }),
    ).toMatchObject({ _tag: "AppealAlreadyDecided", law: "93C1", appeal: 9 });
    expect(ok(...FOUR_SPADES, lodged).appeals[0]).toMatchObject({ status: "not heard", law: "92A" });
  });
  it("92: an appeal of a Director's ruling in the auction; the decision changes the score, never the facts", () => {
    const lines = [
      start(3),
      ...calls("S", "1NT", "1C"),
      { type: "OptionChosen", seat: "N", law: "27A1", option: "refuse" },
      { type: "CallMade", seat: "W", call: "2C" },
      { type: "DirectorRuled", law: "27B1", answer: "not-comparable" },
      ...calls("N", "P", "P", "3NT", "P", "P", "P"),
      { type: "TricksAgreed", tricks: 9 },
      { type: "AppealLodged", side: "NS", agreed: ["N", "S"] },
    ];
    const before = ok(...lines);
    expect(before.appeals[0]).toMatchObject({ about: 6, status: "lodged" });
    const v = ok(...lines, {
      type: "AppealDecided",
      body: "committee",
      decision: "changed",
      law: "12C1(b)",
      outcomes: [{ tricks: 10 }],
    });
    expect(v.auction).toEqual(before.auction);
    expect(v.scores.appeal).toMatchObject({ law: "93B2", NS: { NS: 430 } });
  });
});

describe("Law 87: fouled board", () => {
  it("87A: the form played at this table is recorded for 87B group scoring", () => {
    const v = ok(
      ...FOUR_SPADES,
      { type: "BoardFouled", form: "B", method: "each form apart" },
      { type: "TricksAgreed", tricks: 10 },
    );
    expect(v.scores.fouled).toEqual({ form: "B", method: "each form apart" });
    expect(v.audit.find((a) => a.law === "87A")).toMatchObject({
      _tag: "BoardFouledNoted",
      form: "B",
      method: "each form apart",
    });
  });
});

describe("score events: bad input names the line", () => {
  it("a malformed time, a negative number of minutes, 14 tricks, an unknown side are schema errors", () => {
    expect(refused(start(1), { type: "ScoresPosted", at: "ten past ten" })).toMatch(/ISO 8601/);
    expect(
      refused(start(1), { type: "ScoresPosted", at: "2026-11-22T22:00:00Z", correctionMinutes: -5 }),
    ).toMatch(/minutes/);
    expect(refused(...FOUR_SPADES, { type: "TricksAgreed", tricks: 14 })).toMatch(/0 to 13/);
    expect(
      refused(start(1), { type: "PenaltyAwarded", law: "90", side: "NE", amount: 1, unit: "imps" }),
    ).toBeTruthy();
    const r = replay(...FOUR_SPADES, { type: "TricksAgreed", tricks: 14 });
    expect(r.error?.line).toBe(6);
    // the pattern of a time, but no such date: refused with the reason, never a crash
    expect(
      refusal(start(1), POSTED, { type: "AppealLodged", side: "NS", at: "2026-13-45T10:00:00Z" }),
    ).toMatchObject({ _tag: "ScoreInputInvalid", reason: { _tag: "ScoringInputInvalidTime" } });
    expect(refusal(start(1), { type: "ScoresPosted", at: "2026-02-30T25:00:00Z" })).toMatchObject({
      _tag: "ScoreInputInvalid",
      of: { event: "ScoresPosted" },
      reason: { _tag: "ScoringInputInvalidTime" },
    });
  });
});

/* ------------------------------------------------------------------------------------------------------ */
/* Property: an appeal decision never changes the facts of the board                                       */
/* ------------------------------------------------------------------------------------------------------ */

/** A random legal board: a seeded deal, random legal calls and cards (as far as `cards` cards). */
const randomBoard = (seed: number, board: number, cards: number): TableEvent[] => {
  let x = seed >>> 0 || 1;
  const next = (n: number): number => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % n;
  };
  const events: TableEvent[] = [
    {
      type: "BoardStarted",
      board,
      deal: formatDeal(dealFromSeed(String(seed), board)),
      pairs: { NS: "1", EW: "2" },
    },
  ];
  let s = evolveTable(initialTableState, events[0]!);
  const push = (e: TableEvent) => {
    events.push(e);
    s = evolveTable(s, e);
  };
  while (s.auction !== null && !s.auction.ended) {
    const legal = legalCalls(s.auction);
    const bid = legal.filter((c) => c !== "P" && c !== "X" && c !== "XX");
    const call = next(100) < 60 || bid.length === 0 ? "P" : bid[next(Math.min(bid.length, 5))]!;
    push({ type: "CallMade", seat: s.auction.turn!, call });
  }
  for (let n = 0; n < cards && s.play !== null && !s.play.ended; n += 1) {
    const legal = legalCards(s.play, s.play.turn!);
    push({ type: "CardPlayed", seat: s.play.turn!, card: legal[next(legal.length)]! });
  }
  return events;
};

const FACTS: readonly (keyof BoardView)[] = [
  "phase",
  "board",
  "dealer",
  "vulnerability",
  "deal",
  "hands",
  "auction",
  "contract",
  "declarer",
  "dummy",
  "openingLeader",
  "tricks",
  "tricksWon",
  "revokes",
  "result",
  "pending",
];

describe("Law 93: an appeal decision never changes the facts of the board", () => {
  const decision = fc.record({
    body: fc.constantFrom("director", "committee", "ra"),
    point: fc.constantFrom("law", "fact", "judgement", undefined),
    decision: fc.constantFrom("upheld", "changed", "cancelled"),
    tricks: fc.integer({ min: 0, max: 13 }),
    split: fc.boolean(),
  });
  test.prop(
    [fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.integer({ min: 1, max: 32 }), fc.boolean(), decision],
    {
      numRuns: 60,
    },
  )(
    "93 I-AUDIT: the facts (auction, tricks, contract, result) are the same before and after the decision; only the score and its Law change",
    (seed, board, played, d) => {
      const events: TableEvent[] = randomBoard(seed, board, played ? 52 : 0);
      let s = events.reduce(evolveTable, initialTableState);
      const contract = s.auction?.contract;
      const score = (tricks: number): Record<string, unknown> =>
        contract ? { outcomes: [{ tricks }] } : { NS: "average-plus", EW: "average-minus" };
      const more = [
        ...(contract && !played ? [{ type: "TricksAgreed", tricks: (seed % 14) as number }] : []),
        { type: "PenaltyAwarded", law: "90B2", side: "NS", amount: 1, unit: "matchpoints" },
        { type: "ScoreAdjusted", law: "12C1(b)", ...score((seed >> 3) % 14) },
        { type: "AppealLodged", side: "EW", agreed: ["E", "W"] },
      ] as TableEvent[];
      s = more.reduce(evolveTable, s);
      const before = viewOf(s);
      const appeal = {
        type: "AppealDecided",
        body: d.body,
        ...(d.point !== undefined && { point: d.point }),
        decision: d.decision,
        ...(d.decision === "changed" &&
          (d.split ? { EW: score(d.tricks).outcomes ?? "average" } : score(d.tricks))),
      } as TableEvent;
      const after = viewOf(evolveTable(s, appeal));
      for (const k of FACTS) expect(after[k]).toEqual(before[k]);
      expect(after.audit.slice(0, before.audit.length)).toEqual(before.audit); // nothing is rewritten
      expect(after.scores.table).toEqual(before.scores.table);
      expect(after.scores.ruled).toEqual(before.scores.ruled);
      expect(after.appeals[0]?.decision).toBeDefined();
    },
  );
});

describe("examples/session: every log replays, deterministically", () => {
  const root = new URL("../../../examples/session/", import.meta.url);
  const files = readdirSync(root, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".jsonl"));
  it("has the pairs and teams sessions", () => {
    expect(files.filter((f) => f.startsWith("pairs")).length).toBe(16);
    expect(files.filter((f) => f.startsWith("teams")).length).toBe(4);
  });
  for (const f of files) {
    it(`${f} replays to a complete board, the same twice`, () => {
      const text = readFileSync(new URL(f, root), "utf8");
      const a = replayLog(text);
      expect(a.error?.message).toBeUndefined();
      expect(a.view.phase).toBe("complete");
      expect(a.view.scores.NS).not.toBeNull();
      expect(JSON.stringify(replayLog(text).view)).toBe(JSON.stringify(a.view));
    });
  }
  it("pairs/b1-t3: recorded 2S= (+110), ruled 3C= by East (−110), decided on appeal 50/50 (93B2, 12C1(c))", () => {
    const v = replayLog(readFileSync(new URL("pairs/b1-t3.jsonl", root), "utf8")).view;
    expect(v.scores.table).toMatchObject({
      result: { _tag: "ResultLabel", contract: "2S", declarer: "N", over: 0 },
      NS: { NS: 110 },
    });
    expect(v.scores.ruled).toMatchObject({ law: "12C1(b)", NS: { NS: -110 } });
    expect(v.scores.appeal).toMatchObject({ law: "93B2", laws: ["93B2", "12C1(c)"] });
    expect(v.scores.NS).toMatchObject({
      kind: "weighted",
      outcomes: [
        { NS: -110, EW: 110, weight: 0.5 },
        { NS: 110, EW: -110, weight: 0.5 },
      ],
    });
  });
});
