import { describe, expect, it } from "vitest";
import type { TableEvent } from "./events.ts";
import { replayLog } from "./index.ts";
import { given, withRefusal } from "./testing.ts";

/** North holds 14 cards (East's SJ among them), East 12. Board 5: dealer North, North-South vulnerable. */
const D14 = "N:AKQJ2.KJ5.T98.A43 T9.AQ8.765.KQJ2 876.T9432.AKQ.T9 543.76.J432.8765";
/** West holds 12 cards: the DJ is missing. */
const D51 = "N:AKQ2.KJ5.T98.A43 JT9.AQ8.765.KQJ2 876.T9432.AKQ.T9 543.76.432.8765";
type Line = Record<string, unknown>;
const start = (deal: string, extra: Line = {}): Line => ({ type: "BoardStarted", board: 5, deal, ...extra });
const call = (seat: string, c: string): Line => ({ type: "CallMade", seat, call: c });
const found = (seat: string, extra: Line = {}): Line => ({ type: "WrongNumberOfCards", seat, ...extra });
const move = (card: string, to: string, from?: string): Line => ({
  type: "DealCorrected",
  moves: [{ card, to, ...(from !== undefined && { from }) }],
});
const NS3NT = [
  call("N", "1NT"),
  call("E", "P"),
  call("S", "3NT"),
  call("W", "P"),
  call("N", "P"),
  call("E", "P"),
];
const replay = (...lines: Line[]) =>
  withRefusal(replayLog(`${lines.map((l) => JSON.stringify(l)).join("\n")}\n`));
/** The board after these lines, in the Laws' test language. */
const board = (...lines: Line[]) => given(lines as unknown as TableEvent[]);
const event = (line: Line): TableEvent => line as unknown as TableEvent;
const laws = (r: ReturnType<typeof replay>) => r.view.rulingsNeeded.map((q) => q.law);

describe("Laws 13 and 14: the deal as found is a fact; only the impossible is refused", () => {
  it("13: a deal with a 14-card and a 12-card hand opens the board, noted under Law 13", () => {
    const r = replay(start(D14));
    expect(r.error).toBeUndefined();
    expect(r.view.cardCount).toMatchObject({ law: "13", found: D14, discovered: null, cancelled: false });
    expect(r.view.audit.at(-1)).toMatchObject({
      _tag: "WrongCountDealt",
      law: "13",
      counts: [
        { seat: "N", count: 14 },
        { seat: "E", count: 12 },
      ],
    });
    expect(r.view.hands?.N).toBe("AKQJ2.KJ5.T98.A43");
  });
  it("14: a deal with a card missing (51 cards) opens the board, noted under Law 14", () => {
    const r = replay(start(D51));
    expect(r.view.cardCount).toMatchObject({ law: "14" });
  });
  it("1A: a card twice is still refused; so is a hand not given", () => {
    const twice = "N:AKQ2.KJ5.T98.A43 JT9.AQ8.765.KQJ2 876.T9432.AKQ.T9 543.76.J432.876A";
    expect(replay(start(twice)).error).toMatchObject({
      line: 1,
      refusal: { _tag: "CardsTwice", law: "7B", duplicates: [{ card: "CA", seats: ["N", "W"], count: 2 }] },
    });
    expect(replay(start("N:AKQ2.KJ5.T98.A43 JT9.AQ8.765.KQJ2 876.T9432.AKQ.T9 -")).error).toMatchObject({
      line: 1,
      refusal: { _tag: "HandNotGiven", seat: "W" },
    });
  });
  it("13, 14: a hand found wrong that holds 13 cards is refused with its line", () => {
    board(start(D14)).whenRefused(event(found("S")), { _tag: "HandHolds13", seat: "S" });
    expect(replay(start(D14), found("S")).error).toMatchObject({
      line: 2,
      refusal: { _tag: "HandHolds13", seat: "S" },
    });
  });
});

describe("Laws 13 and 14: a deal of the wrong size is the Director's matter; no score until he rules", () => {
  const played = [...NS3NT, { type: "TricksAgreed", tricks: 10 }];
  it("13: a 14-card hand in the deal as recorded asks the Director at once (position 1)", () => {
    board()
      .when(event(start(D14)))
      .thenSome({
        rulings: [
          {
            _tag: "DealCountRuling",
            law: "13",
            position: 1,
            counts: [
              { _tag: "HandCount", seat: "N", count: 14 },
              { _tag: "HandCount", seat: "E", count: 12 },
            ],
            answers: ["adjust"],
          },
        ],
      });
  });
  it.each([
    ["13", D14],
    ["14", D51],
  ])(
    "%s: played to the end without anyone finding it, the board is not scored; the question stays open",
    (law, deal) => {
      const r = replay(start(deal), ...played);
      expect(r.error).toBeUndefined();
      expect(r.view.rulingsNeeded).toEqual([
        expect.objectContaining({ _tag: "DealCountRuling", law, position: 1 }),
      ]);
      expect(r.view.standing.played).toMatchObject({ contract: "3NT", tricks: 10 });
      expect(r.view.standing.applies).toBeNull();
      expect(r.view.standing.NS).toBeNull();
    },
  );
  it.each([
    ["13D", D14],
    ["14", D51],
    ["12C1(b)", D51],
  ])(
    "%s: the Director's adjusted score about position 1 answers the question and is the score",
    (law, deal) => {
      const r = replay(start(deal), ...played, {
        type: "ScoreAdjusted",
        law,
        about: 1,
        NS: "average-plus",
        EW: "average-minus",
      });
      expect(r.error).toBeUndefined();
      expect(r.view.rulingsNeeded).toEqual([]);
      expect(r.view.standing.applies).toBe("ruled");
      expect(r.view.scores.NS).toMatchObject({ kind: "artificial", level: "average-plus" });
    },
  );
  it("14: the Director restores the missing card (DealCorrected): the table result is scored", () => {
    const r = replay(start(D51), ...played, move("DJ", "W"));
    expect(r.error).toBeUndefined();
    expect(r.view.rulingsNeeded.map((q) => q._tag)).not.toContain("DealCountRuling");
    expect(r.view.cardCount).toMatchObject({ law: null, corrections: [{ law: "14A" }] });
    expect(r.view.standing.applies).toBe("table");
    expect(r.view.scores.NS).toMatchObject({ kind: "points", NS: 630 });
  });
  it('13: "adjust": the board is not played any more; an adjusted score is asked for under Law 13', () => {
    const adjust = { type: "DirectorRuled", law: "13", about: 1, answer: "adjust" };
    board(start(D14))
      .when(event(adjust))
      .thenSome({
        audit: [{ _tag: "NotPlayedWrongCount", law: "13" }],
        rulings: [{ _tag: "AwardAdjustedScore", law: "13", position: 2 }],
      });
    expect(replay(start(D14), adjust, call("N", "1NT")).error).toMatchObject({
      line: 3,
      refusal: { _tag: "BoardNotPlayed", law: "13", at: 2 },
    });
    expect(replay(start(D14), { ...adjust, answer: "play" }).error).toMatchObject({
      line: 2,
      refusal: { _tag: "AnswerNotListed", law: "13", answers: ["adjust"] },
    });
  });
  it("13: the table finding it (WrongNumberOfCards) puts the clause's question in its place", () => {
    expect(laws(replay(start(D14), found("E")))).toEqual(["13A"]);
    expect(laws(replay(start(D14), ...played, found("N")))).toEqual(["13D"]);
  });
  it("13D: the result the Law cancels is not scored until the adjusted score", () => {
    const r = replay(start(D14), ...played, found("N"));
    expect(r.view.standing.applies).toBeNull();
    const scored = replay(start(D14), ...played, found("N"), {
      type: "ScoreAdjusted",
      law: "13D",
      about: 9,
      NS: "average",
      EW: "average",
    });
    expect(scored.view.standing.applies).toBe("ruled");
  });
});

describe("Law 13: incorrect number of cards", () => {
  it("13A1: found before anyone with a wrong number has called: the Director corrects, normal play", () => {
    board(start(D14))
      .when(event(found("N")))
      .then({
        audit: [{ _tag: "WrongCountFound", position: 2, law: "13A", seat: "N", count: 14, seen: false }],
        rulings: [{ _tag: "CorrectHands", law: "13A", position: 2 }],
      });
    board(start(D14), found("N"))
      .when(event(move("SJ", "E", "N")))
      .then({
        audit: [
          {
            _tag: "DealCorrection",
            law: "13A1",
            moves: [{ _tag: "CardMove", card: "SJ", from: "N", to: "E" }],
          },
          { _tag: "RelocationAuthorised", law: "13A1" },
        ],
        rulings: [],
      });
    const asked = replay(start(D14), found("N"));
    expect(asked.view.cardCount?.discovered).toEqual({ position: 2, seat: "N", law: "13A", seen: false });
    expect(laws(asked)).toEqual(["13A"]);
    const r = replay(start(D14), found("N"), move("SJ", "E", "N"), ...NS3NT, {
      type: "TricksAgreed",
      tricks: 9,
    });
    expect(r.error).toBeUndefined();
    expect(r.view.rulingsNeeded).toEqual([]);
    expect(r.view.deal).toBe("N:AKQ2.KJ5.T98.A43 JT9.AQ8.765.KQJ2 876.T9432.AKQ.T9 543.76.J432.8765");
    expect(r.view.cardCount).toMatchObject({ law: null, corrections: [{ position: 3, law: "13A1" }] });
    expect(r.view.scores.NS).toMatchObject({ kind: "points", NS: 600, EW: -600 });
  });
  it("13A2: a player saw a card of another hand: after the correction the Director is asked whether it affected the result", () => {
    board(start(D14), found("N", { seen: true }))
      .when(event(move("SJ", "E", "N")))
      .thenSome({ rulings: [{ _tag: "SeenCardReview", law: "13A2", position: 3 }] });
    const r = replay(start(D14), found("N", { seen: true }), move("SJ", "E", "N"));
    expect(laws(r)).toEqual(["13A2"]);
    const adjusted = replay(
      start(D14),
      found("N", { seen: true }),
      move("SJ", "E", "N"),
      ...NS3NT,
      { type: "TricksAgreed", tricks: 10 },
      { type: "ScoreAdjusted", law: "13A2", about: 3, outcomes: [{ tricks: 9 }] },
    );
    expect(adjusted.view.rulingsNeeded).toEqual([]);
    expect(adjusted.view.scores.NS).toMatchObject({ NS: 600 });
  });
  it("13B: a player with a wrong number has called: the Director decides (play or adjust)", () => {
    board(start(D14), call("N", "1NT"), call("E", "P"))
      .when(event(found("E")))
      .then({
        audit: [
          {
            _tag: "WrongCountFound",
            law: "13B",
            seat: "E",
            count: 12,
            counts: [
              { _tag: "HandCount", seat: "N", count: 14 },
              { _tag: "HandCount", seat: "E", count: 12 },
            ],
          },
        ],
        rulings: [
          {
            _tag: "CalledWithWrongCount",
            law: "13B",
            position: 4,
            play: "13B1",
            adjust: "13B2",
            answers: ["play", "adjust"],
          },
        ],
      });
  });
  it("13B1: corrected and played without any change of call; the end-of-play question", () => {
    board(start(D14), call("N", "1NT"), call("E", "P"), found("E"))
      .when(event({ type: "DirectorRuled", law: "13B", answer: "play" }))
      .then({
        audit: [
          { _tag: "RulingGiven", law: "13B", about: 4, answer: "play" },
          { _tag: "PlayOnCorrected", law: "13B1" },
        ],
        rulings: [{ _tag: "CorrectHandsPlayOn", law: "13B1", position: 5 }],
      });
    const r = replay(
      start(D14),
      call("N", "1NT"),
      call("E", "P"),
      found("E"),
      { type: "DirectorRuled", law: "13B", answer: "play" },
      move("SJ", "E", "N"),
      call("S", "3NT"),
    );
    expect(r.error).toBeUndefined();
    expect(r.view.auction.calls.map((c) => c.call)).toEqual(["1NT", "P", "3NT"]);
    expect(r.view.cardCount?.decision).toEqual({ law: "13B1", position: 5 });
    expect(laws(r)).toEqual(["13B1"]);
  });
  it("13B1: a correction while the 13B question is open is the decision to play on", () => {
    const r = replay(start(D14), call("N", "1NT"), call("E", "P"), found("E"), move("SJ", "E", "N"));
    expect(r.view.cardCount?.decision).toEqual({ law: "13B1", position: 5 });
    expect(laws(r)).toEqual(["13B1"]);
  });
  it("13B2: an adjusted score: the board is not played any more (a call or a card is refused)", () => {
    const base = [start(D14), call("N", "1NT"), call("E", "P"), found("E")];
    const adjust = { type: "DirectorRuled", law: "13B", answer: "adjust" };
    board(...base)
      .when(event(adjust))
      .thenSome({
        audit: [{ _tag: "NotPlayedWrongCount", law: "13B2" }],
        rulings: [{ _tag: "AwardAdjustedScore", law: "13B2", position: 5 }],
      });
    board(...base, adjust).whenRefused(event(call("S", "3NT")), {
      _tag: "BoardNotPlayed",
      event: "CallMade",
      law: "13B2",
      at: 5,
    });
    const r = replay(...base, adjust);
    expect(r.view.cardCount).toMatchObject({ cancelled: true, decision: { law: "13B2", position: 5 } });
    expect(laws(r)).toEqual(["13B2"]);
    expect(replay(...base, adjust, call("S", "3NT")).error).toMatchObject({
      line: 6,
      refusal: { _tag: "BoardNotPlayed", event: "CallMade", law: "13B2", at: 5 },
    });
    const scored = replay(...base, adjust, {
      type: "ScoreAdjusted",
      law: "13B2",
      about: 5,
      NS: "average-minus",
      EW: "average-plus",
    });
    expect(scored.view.rulingsNeeded).toEqual([]);
    expect(scored.view.scores.NS).toMatchObject({ kind: "artificial", level: "average-minus" });
  });
  it("13D: found after the play: the result is cancelled; the adjusted score answers", () => {
    board(start(D14), ...NS3NT, { type: "TricksAgreed", tricks: 10 })
      .when(event(found("N")))
      .thenSome({ rulings: [{ _tag: "CardCountAfterPlay", law: "13D", position: 9 }] });
    const r = replay(start(D14), ...NS3NT, { type: "TricksAgreed", tricks: 10 }, found("N"));
    expect(r.view.cardCount).toMatchObject({ cancelled: true, decision: { law: "13D", position: 9 } });
    expect(laws(r)).toEqual(["13D"]);
  });
  it("13 (2007 Code): the clauses of the 2007 text: 13D no call, 13A playable, 13B adjusted, 13C after play; 13E UI", () => {
    const e = { edition: "2007" };
    expect(laws(replay(start(D14, e), found("N")))).toEqual(["13D"]);
    const called = replay(start(D14, e), call("N", "1NT"), found("E"));
    expect(laws(called)).toEqual(["13A"]);
    const adj = replay(start(D14, e), call("N", "1NT"), found("E"), {
      type: "DirectorRuled",
      law: "13A",
      answer: "adjust",
    });
    expect(adj.view.cardCount?.decision?.law).toBe("13B");
    expect(laws(replay(start(D14, e), ...NS3NT, { type: "TricksAgreed", tricks: 9 }, found("N")))).toEqual([
      "13C",
    ]);
    const ui = replay(start(D14, e), found("N"), move("SJ", "E", "N"));
    expect(ui.view.audit.at(-1)).toMatchObject({
      _tag: "CardPlaceUnauthorised",
      law: "13E",
      card: "SJ",
      seat: "S",
    });
  });
  it("13: a card moved from a hand that does not hold it is refused; so is a card restored that is in a hand", () => {
    expect(replay(start(D14), move("SJ", "E", "S")).error?.refusal).toEqual({
      _tag: "CardNotHeld",
      law: "13",
      seat: "S",
      card: "SJ",
    });
    expect(replay(start(D51), move("SA", "W")).error?.refusal).toEqual({
      _tag: "CardAlreadyInDeal",
      law: "1A",
      card: "SA",
      holder: "N",
    });
    const twice = {
      type: "DealCorrected",
      moves: [
        { card: "SJ", from: "N", to: "E" },
        { card: "SJ", from: "N", to: "W" },
      ],
    };
    expect(replay(start(D14), twice).error?.refusal).toEqual({
      _tag: "CardMovedTwice",
      law: "1A",
      card: "SJ",
    });
  });
});

describe("Law 14: missing card", () => {
  it("14A: found before the opening lead: restored, no call is changed (14A3); 14C unauthorised for partner", () => {
    board(start(D51), ...NS3NT)
      .when(event(found("W")))
      .then({
        audit: [{ _tag: "WrongCountFound", law: "14A", seat: "W", count: 12 }],
        rulings: [{ _tag: "SearchMissingCard", law: "14A", position: 8 }],
      });
    board(start(D51), ...NS3NT, found("W"))
      .when(event(move("DJ", "W")))
      .then({
        audit: [
          { _tag: "DealCorrection", law: "14A", moves: [{ _tag: "CardMove", card: "DJ", to: "W" }] },
          { _tag: "RestoredCardUnauthorised", law: "14C", card: "DJ", seat: "E" },
          { _tag: "CallsStandRestored", law: "14A3" },
        ],
        rulings: [],
      });
    const r = replay(start(D51), ...NS3NT, found("W"), move("DJ", "W"), {
      type: "CardPlayed",
      seat: "E",
      card: "CK",
    });
    expect(r.error).toBeUndefined();
    expect(r.view.cardCount?.corrections[0]?.law).toBe("14A");
    expect(r.view.audit.map((a) => a.law)).toEqual(expect.arrayContaining(["14C", "14A3"]));
    expect(r.view.hands?.W).toBe("543.76.J432.8765");
    expect(r.view.contract).toBe("3NT");
  });
  it("14B4: restored after the lead: a revoke on an earlier trick of its suit, committed (not established): corrected (62)", () => {
    const noH7 = "N:AKQ2.KJ5.T98.A43 JT9.AQ8.765.KQJ2 876.T9432.AKQ.T9 543.6.J432.8765";
    const play = (...cs: string[]) => cs.map((c) => ({ type: "CardPlayed", seat: c[0], card: c.slice(2) }));
    const r = replay(
      start(noH7),
      ...NS3NT,
      ...play("E:HA", "S:H2", "W:H6", "N:H5", "E:HQ", "S:H3", "W:C5", "N:HK"),
      found("W"),
      move("H7", "W"),
    );
    expect(r.error).toBeUndefined();
    expect(r.view.revokes).toMatchObject([{ trick: 2, offender: "W", law: "14B4", status: "corrected" }]);
    expect(r.view.penaltyCards).toMatchObject([{ seat: "W", card: "C5", kind: "major", law: "62B1" }]);
    expect(r.view.turn?.seat).toBe("W");
    expect(r.view.cardCount?.corrections[0]?.law).toBe("14B");
  });
  it("14B4: a defender's restored card his partner saw becomes a penalty card (50)", () => {
    const r = replay(start(D51), ...NS3NT, { type: "CardPlayed", seat: "E", card: "CK" }, found("W"), {
      ...move("DJ", "W"),
      exposed: true,
    });
    expect(r.view.penaltyCards).toMatchObject([{ seat: "W", card: "DJ", kind: "major" }]);
  });
});
