import { describe, expect, it } from "vitest";
import type { TableEvent } from "./events.ts";
import { replayLog } from "./index.ts";
import { given } from "./testing.ts";

const DEAL = "N:AKQ2.KJ5.T98.A43 JT9.AQ8.765.KQJ2 876.T9432.AKQ.T9 543.76.J432.8765";
type Line = Record<string, unknown>;
const start: Line = { type: "BoardStarted", board: 1, deal: DEAL };
const call = (seat: string, c: string): Line => ({ type: "CallMade", seat, call: c });
const replay = (...lines: Line[]) => replayLog(`${lines.map((l) => JSON.stringify(l)).join("\n")}\n`);
/** The board after these lines, in the Laws' test language. */
const board = (...lines: Line[]) => given(lines as unknown as TableEvent[]);
const event = (line: Line): TableEvent => line as unknown as TableEvent;
const AUCTION = [call("N", "1S"), call("E", "2H"), call("S", "2S"), call("W", "3H"), call("N", "P")];
const hesitation = (extra: Line = {}): Line => ({
  type: "ExtraneousInformation",
  seat: "N",
  kind: "hesitation",
  about: 6,
  ...extra,
});
const END = [call("E", "P"), call("S", "3S"), call("W", "P"), call("N", "P"), call("E", "P")];

describe("Law 16B: extraneous information from partner, a logged fact", () => {
  it("16B1: a break in tempo: who, when, what; unauthorised for partner; the 16B3 question at the end of play", () => {
    board(start, ...AUCTION)
      .when(event(hesitation({ reserved: ["E"], text: "a long pause" })))
      .then({
        audit: [
          {
            _tag: "ExtraneousInformationGiven",
            law: "16B1",
            seat: "N",
            kind: "hesitation",
            about: 6,
            words: "a long pause",
            partner: "S",
          },
          { _tag: "RightsReserved", law: "16B2", seats: ["E"] },
        ],
        rulings: [{ _tag: "SuggestedActionReview", law: "16B3", position: 7, seat: "N", partner: "S" }],
      });
    const r = replay(start, ...AUCTION, hesitation({ reserved: ["E"], text: "a long pause" }));
    expect(r.error).toBeUndefined();
    expect(r.view.extraneousInformation).toEqual([
      {
        position: 7,
        seat: "N",
        kind: "hesitation",
        about: 6,
        text: "a long pause",
        reserved: ["E"],
        unauthorisedFor: "S",
      },
    ]);
    expect(r.view.audit.slice(-2)).toMatchObject([
      {
        _tag: "ExtraneousInformationGiven",
        law: "16B1",
        seat: "N",
        kind: "hesitation",
        about: 6,
        partner: "S",
      },
      { _tag: "RightsReserved", law: "16B2", seats: ["E"] },
    ]);
    expect(r.view.rulingsNeeded).toMatchObject([
      {
        _tag: "SuggestedActionReview",
        law: "16B3",
        position: 7,
        seat: "N",
        partner: "S",
        kind: "hesitation",
      },
    ]);
  });
  it("16B3: the Director's adjusted score rests on the logged fact (ScoreAdjusted about it answers)", () => {
    const r = replay(
      start,
      ...AUCTION,
      hesitation(),
      ...END,
      { type: "TricksAgreed", tricks: 9 },
      {
        type: "ScoreAdjusted",
        law: "16B3",
        about: 7,
        outcomes: [{ contract: "3H", declarer: "E", tricks: 8 }],
      },
    );
    expect(r.view.rulingsNeeded).toEqual([]);
    expect(r.view.scores.NS).toMatchObject({ kind: "points", NS: 50, EW: -50 });
  });
  it("16B3: a DirectorRuled with tricks is the adjusted result of the contract; without, the table result stands", () => {
    const tricks = replay(
      start,
      ...AUCTION,
      hesitation(),
      ...END,
      { type: "TricksAgreed", tricks: 9 },
      {
        type: "DirectorRuled",
        law: "16B3",
        tricks: 8,
      },
    );
    expect(tricks.view.scores.NS).toMatchObject({ kind: "points", NS: -50, EW: 50 });
    const stands = replay(
      start,
      ...AUCTION,
      hesitation(),
      ...END,
      { type: "TricksAgreed", tricks: 9 },
      {
        type: "DirectorRuled",
        law: "16B3",
        text: "no logical alternative to 3S",
      },
    );
    expect(stands.view.rulingsNeeded).toEqual([]);
    expect(stands.view.scores.applied).toBe("table");
  });
  it("16B2: only the opponents reserve their rights; `about` must be an earlier position", () => {
    board(start, ...AUCTION).whenRefused(event(hesitation({ reserved: ["S"] })), {
      _tag: "ReserveOnlyOpponents",
      law: "16B2",
      seat: "N",
    });
    expect(replay(start, ...AUCTION, hesitation({ reserved: ["S"] })).error?.line).toBe(7);
    board(start, ...AUCTION).whenRefused(event(hesitation({ about: 9 })), {
      _tag: "NotAnEarlierPosition",
      about: 9,
    });
  });
});

describe("Law 20F: questions about the opponents' calls and their answers", () => {
  const ask = (seat: string, about?: number): Line => ({
    type: "ExplanationRequested",
    seat,
    ...(about !== undefined && { about }),
  });
  it("20F1: at his own turn to call, about an opponent's call; the reply by the caller's partner is noted", () => {
    board(start, call("N", "1S"))
      .when(event(ask("E", 2)))
      .then([
        {
          _tag: "ExplanationAsked",
          law: "20F1",
          seat: "E",
          allowed: true,
          reason: "turn-to-call",
          target: "N",
          call: "1S",
          replier: "S",
        },
        { _tag: "SingleCallQuestion", law: "20F3", partner: "W" },
      ]);
    board(start, call("N", "1S"), ask("E", 2))
      .when(event({ type: "Explained", seat: "S", about: 2, text: "5+ spades" }))
      .thenSome([
        { _tag: "ExplanationAnswered", law: "20F1", seat: "S", asker: "E", question: 3, dueFrom: undefined },
      ]);
    const r = replay(start, call("N", "1S"), ask("E", 2), {
      type: "Explained",
      seat: "S",
      about: 2,
      text: "5+ spades",
    });
    expect(r.view.questions).toEqual([
      {
        position: 3,
        seat: "E",
        about: 2,
        law: "20F1",
        allowed: true,
        reason: "turn-to-call",
        answers: [{ position: 4, seat: "S", law: "20F1" }],
      },
    ]);
    expect(r.view.audit.find((a) => a.position === 3 && a.law === "20F3")).toBeDefined();
  });
  it("20F1: the reply by the caller himself is noted as due from his partner", () => {
    board(start, call("N", "1S"))
      .when(event(ask("E", 2)))
      .then([
        {
          _tag: "ExplanationAsked",
          law: "20F1",
          seat: "E",
          allowed: true,
          reason: "turn-to-call",
          target: "N",
          call: "1S",
          replier: "S",
        },
        { _tag: "SingleCallQuestion", law: "20F3", partner: "W" },
      ]);
    board(start, call("N", "1S"), ask("E", 2))
      .when(event({ type: "Explained", seat: "N", about: 2, text: "spades" }))
      .thenSome([
        { _tag: "ExplanationAnswered", law: "20F1", seat: "N", asker: "E", question: 3, dueFrom: "S" },
      ]);
    const r = replay(start, call("N", "1S"), ask("E", 2), {
      type: "Explained",
      seat: "N",
      about: 2,
      text: "spades",
    });
    expect(r.view.audit.at(-1)).toMatchObject({
      _tag: "ExplanationAnswered",
      seat: "N",
      asker: "E",
      question: 3,
      dueFrom: "S",
    });
  });
  it("20F1: not at his turn, or when he must pass: recorded as not open to him, 16B for partner", () => {
    board(start, call("N", "1S"), call("E", "P"))
      .when(event(ask("S", 2)))
      .then([{ _tag: "ExplanationAsked", seat: "S", allowed: false, reason: "own-side", partner: "N" }]);
    const notTurn = replay(start, call("N", "1S"), ask("W", 2));
    expect(notTurn.view.questions[0]).toMatchObject({ allowed: false, law: "20F1" });
    expect(notTurn.view.audit.at(-1)).toMatchObject({
      _tag: "ExplanationAsked",
      seat: "W",
      allowed: false,
      reason: "not-turn-to-call",
      partner: "E",
    });
  });
  it("20F1: the whole auction, or a question about his own side's call", () => {
    const whole = replay(start, call("N", "1S"), ask("E"));
    expect(whole.view.questions[0]).toMatchObject({ allowed: true });
    expect(whole.view.questions[0]?.about).toBeUndefined();
    const own = replay(start, call("N", "1S"), call("E", "P"), ask("S", 2));
    expect(own.view.questions[0]).toMatchObject({ allowed: false, reason: "own-side" });
  });
  it("20F2: after the final pass, a defender at his own turn to play; declarer at his turn from either hand", () => {
    const auction = [
      call("N", "1NT"),
      call("E", "P"),
      call("S", "3NT"),
      call("W", "P"),
      call("N", "P"),
      call("E", "P"),
    ];
    const leader = replay(start, ...auction, ask("E", 4));
    expect(leader.view.questions[0]).toMatchObject({ law: "20F2", allowed: true });
    const declarerEarly = replay(start, ...auction, ask("N", 3));
    expect(declarerEarly.view.questions[0]).toMatchObject({ law: "20F2", allowed: false });
    const dummy = replay(start, ...auction, { type: "CardPlayed", seat: "E", card: "CK" }, ask("S", 3));
    expect(dummy.view.questions[0]).toMatchObject({ allowed: false, reason: "dummy" });
  });
  it("20F: a position that is no call or card is refused with its line", () => {
    board(start, call("N", "1S")).whenRefused(event(ask("E", 1)), {
      _tag: "NotACallOrCard",
      law: "20F",
      about: 1,
    });
    expect(replay(start, call("N", "1S"), ask("E", 1)).error?.line).toBe(3);
  });
});
