import { describe, expect, it } from "vitest";
import type { TableEvent } from "./events.ts";
import { replayLog } from "./index.ts";
import { given, withRefusal } from "./testing.ts";

const DEAL = "N:AKQ2.KJ5.T98.A43 JT9.AQ8.765.KQJ2 876.T9432.AKQ.T9 543.76.J432.8765";
type Line = Record<string, unknown>;
const start = (extra: Line = {}): Line => ({
  type: "BoardStarted",
  board: 9,
  deal: DEAL,
  event: "Club pairs",
  pairs: { NS: "4", EW: "12" },
  ...extra,
});
const call = (seat: string, c: string): Line => ({ type: "CallMade", seat, call: c });
const wrong = (extra: Line = {}): Line => ({ type: "WrongContestants", pairs: { EW: "14" }, ...extra });
const replay = (...lines: Line[]) =>
  withRefusal(replayLog(`${lines.map((l) => JSON.stringify(l)).join("\n")}\n`));
/** The board after these lines, in the Laws' test language. */
const board = (...lines: Line[]) => given(lines as unknown as TableEvent[]);
const event = (line: Line): TableEvent => line as unknown as TableEvent;

describe("Law 15B: a contestant at the table not scheduled to play the board", () => {
  it("15B2: none of the four had played it: auction and play completed, the score stands for the pairs who sat there", () => {
    board(start(), call("N", "1NT"))
      .when(event(wrong()))
      .then({
        audit: [
          {
            _tag: "ScoreStandsForSeated",
            law: "15B2",
            scheduled: { _tag: "Pairs", NS: "4", EW: "12" },
            seated: { _tag: "Pairs", NS: "4", EW: "14" },
          },
          { _tag: "DeprivedGetArtificial", law: "15B3" },
        ],
        rulings: [],
      });
    const r = replay(start(), call("N", "1NT"), wrong(), call("E", "P"));
    expect(r.error).toBeUndefined();
    expect(r.view.pairs).toEqual({ NS: "4", EW: "14" });
    expect(r.view.contestants).toMatchObject({
      position: 3,
      scheduled: { NS: "4", EW: "12" },
      seated: { NS: "4", EW: "14" },
      playedBefore: [],
      law: "15B2",
    });
    expect(r.view.rulingsNeeded).toEqual([]);
    expect(r.view.auction.calls).toHaveLength(2);
  });
  it("15B1: a player had played it before: cancelled for both sides, no call taken any more; 15B3 artificial scores", () => {
    const base = [start(), call("N", "1NT"), wrong({ playedBefore: ["E"] })];
    board(...base.slice(0, 2))
      .when(event(base[2]!))
      .then({
        audit: [{ _tag: "PlayedBefore", law: "15B1", seats: ["E"] }],
        rulings: [{ _tag: "AwardArtificialCancelled", law: "15B3", position: 3, cancelled: "15B1" }],
      });
    board(...base).whenRefused(event(call("E", "P")), {
      _tag: "BoardNotPlayed",
      event: "CallMade",
      law: "15B1",
      at: 3,
    });
    const r = replay(...base);
    expect(r.view.contestants?.law).toBe("15B1");
    expect(r.view.rulingsNeeded).toMatchObject([{ law: "15B3", position: 3 }]);
    expect(replay(...base, call("E", "P")).error).toMatchObject({
      line: 4,
      refusal: { _tag: "BoardNotPlayed", event: "CallMade", law: "15B1", at: 3 },
    });
    const scored = replay(...base, {
      type: "ScoreAdjusted",
      law: "15B3",
      about: 3,
      NS: "average-plus",
      EW: "average-minus",
    });
    expect(scored.view.rulingsNeeded).toEqual([]);
    expect(scored.view.scores.NS).toMatchObject({ kind: "artificial", level: "average-plus" });
  });
  it("15C (2007 Code): found during the auction period: the calls are repeated; one that differs cancels the board", () => {
    const base = [start({ edition: "2007" }), call("N", "1NT"), wrong()];
    board(...base.slice(0, 2))
      .when(event(base[2]!))
      .then({
        audit: [{ _tag: "WrongContestantsRepeat", law: "15C" }],
        rulings: [{ _tag: "CallsRepeatedSame", law: "15C", position: 3, answers: ["repeated", "differs"] }],
      });
    board(...base)
      .when(event({ type: "DirectorRuled", law: "15C", answer: "differs" }))
      .then({
        audit: [
          { _tag: "RulingGiven", law: "15C", about: 3, answer: "differs" },
          { _tag: "RepeatedCallDiffered", law: "15C" },
        ],
        rulings: [{ _tag: "AwardScoresCancelled", law: "15C", position: 4 }],
      });
    const r = replay(...base);
    expect(r.view.rulingsNeeded).toMatchObject([{ law: "15C", answers: ["repeated", "differs"] }]);
    const same = replay(...base, { type: "DirectorRuled", law: "15C", answer: "repeated" }, call("E", "P"));
    expect(same.error).toBeUndefined();
    const differs = replay(...base, { type: "DirectorRuled", law: "15C", answer: "differs" });
    expect(differs.view.rulingsNeeded).toMatchObject([{ law: "15C", position: 4 }]);
    expect(
      replay(...base, { type: "DirectorRuled", law: "15C", answer: "differs" }, call("E", "P")).error
        ?.refusal,
    ).toMatchObject({ _tag: "BoardNotPlayed", law: "15C", at: 4 });
  });
  it("15A (2007 Code): found after the auction period, none had played it: the score stands", () => {
    const auction = [
      call("N", "1NT"),
      call("E", "P"),
      call("S", "3NT"),
      call("W", "P"),
      call("N", "P"),
      call("E", "P"),
    ];
    const r = replay(
      start({ edition: "2007" }),
      ...auction,
      { type: "CardPlayed", seat: "E", card: "CK" },
      wrong(),
    );
    expect(r.view.contestants?.law).toBe("15A");
  });
  it("15B: the contestants are found wrong once", () => {
    expect(replay(start(), wrong(), wrong()).error?.refusal).toMatchObject({
      _tag: "ContestantsAlreadyFound",
      at: 2,
    });
  });
});

describe("Law 15A3: the board whose cards were taken, tied to the log where they were called with", () => {
  const link: Line = {
    type: "CardsCalledOnAnotherBoard",
    seat: "N",
    call: "1S",
    board: 8,
    log: "b8-t4.jsonl",
    at: 3,
  };
  it("15A3: the offender's first call here: the Director says whether it differs from the cancelled call", () => {
    board(start())
      .when(event(link))
      .then([
        {
          _tag: "CalledOnOtherBoard",
          law: "15A3",
          seat: "N",
          call: "1S",
          board: 8,
          log: "b8-t4.jsonl",
          at: 3,
        },
      ]);
    board(start(), link)
      .when(event(call("N", "1NT")))
      .then({
        rulings: [
          {
            _tag: "CallDiffersQuestion",
            law: "15A3",
            position: 3,
            seat: "N",
            call: "1NT",
            cancelled: "1S",
            answers: ["same", "differs"],
          },
        ],
      });
    const r = replay(start(), link, call("N", "1NT"));
    expect(r.view.wrongBoard).toEqual([
      { position: 2, seat: "N", call: "1S", board: 8, log: "b8-t4.jsonl", at: 3, calledAt: 3 },
    ]);
    expect(r.view.rulingsNeeded).toMatchObject([{ law: "15A3", position: 3, answers: ["same", "differs"] }]);
    const same = replay(start(), link, call("N", "1NT"), {
      type: "DirectorRuled",
      law: "15A3",
      answer: "same",
    });
    expect(same.view.rulingsNeeded).toEqual([]);
  });
  it("15A3: a call that differs: an artificial adjusted score, which answers the question", () => {
    board(start(), link, call("N", "1NT"))
      .when(event({ type: "DirectorRuled", law: "15A3", answer: "differs" }))
      .then({
        audit: [
          { _tag: "RulingGiven", law: "15A3", about: 3, answer: "differs" },
          { _tag: "CallDiffers", law: "15A3" },
        ],
        rulings: [{ _tag: "AwardArtificialCallDiffers", law: "15A3", position: 3 }],
      });
    const scored = replay(
      start(),
      link,
      call("N", "1NT"),
      { type: "DirectorRuled", law: "15A3", answer: "differs" },
      { type: "ScoreAdjusted", law: "15A3", about: 3, NS: "average-minus", EW: "average-plus" },
    );
    expect(scored.view.rulingsNeeded).toEqual([]);
  });
  it("15A3: recorded after the offender has called: the question is about that call at once", () => {
    const r = replay(start(), call("N", "1NT"), link);
    expect(r.view.rulingsNeeded).toMatchObject([{ law: "15A3", position: 2 }]);
  });
  it("15A3: WrongBoardCards names the board whose cards he held; the audit says where the link goes", () => {
    const r = replay({ type: "BoardStarted", board: 8, deal: DEAL }, call("W", "P"), call("N", "1S"), {
      type: "WrongBoardCards",
      seat: "N",
      board: 9,
    });
    expect(r.view.audit.at(-1)).toMatchObject({
      _tag: "OtherBoardCardsHeld",
      law: "15A3",
      seat: "N",
      board: 9,
      at: 3,
      call: "1S",
    });
  });
});

describe("Law 15A1: the calls it cancels take their questions with them", () => {
  it("15A1: a 27B1 question about a replacement call later cancelled is no longer asked; a ruling on it is refused", () => {
    const base = [
      start(),
      call("N", "1NT"),
      call("E", "1D"),
      { type: "OptionChosen", seat: "S", law: "27A1", option: "refuse" },
      call("E", "2C"),
    ];
    const asked = replay(...base);
    expect(asked.error).toBeUndefined();
    expect(asked.view.rulingsNeeded).toMatchObject([{ law: "27B1", position: 5 }]);
    const cancelled = replay(...base, { type: "WrongBoardCards", seat: "N" });
    expect(cancelled.error).toBeUndefined();
    expect(cancelled.view.rulingsNeeded.filter((r) => r.law === "27B1")).toEqual([]);
    expect(
      replay(
        ...base,
        { type: "WrongBoardCards", seat: "N" },
        { type: "DirectorRuled", law: "27B1", about: 5 },
      ).error,
    ).toMatchObject({ line: 7, refusal: { _tag: "NoQuestionAsked", law: "27B1", about: 5 } });
  });
});
