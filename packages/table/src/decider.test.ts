import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  COMMITTEE,
  captain,
  DIRECTOR,
  decideTable,
  decodeTableCommand,
  evolveTable,
  player,
  readLog,
  replayLog,
  SCORER,
  type TableEvent,
  tryDecideTable,
  viewOf,
} from "./index.ts";
import { boardStarted, call, card, DEAL, given } from "./testing.ts";

/** The events of a log under examples/. */
const example = (name: string): TableEvent[] =>
  readLog(readFileSync(new URL(`../../../examples/${name}`, import.meta.url), "utf8")).lines.map(
    (l) => l.event,
  );

// Board 1: North deals, nobody vulnerable (Law 2). North AKQ2.KJ5.T98.A43, East JT9.AQ8.765.KQJ2,
// South 876.T9432.AKQ.T9, West 543.76.J432.8765.
const opened = [boardStarted(1)];
/** 1NT by North, passed out: East leads against 1NT (East's opening lead, 41A). */
const contract1NT: TableEvent[] = [
  ...opened,
  call("N", "1NT"),
  call("E", "P"),
  call("S", "P"),
  call("W", "P"),
];
/** After East's lead of CK and the dummy faced: South is dummy, declarer North. */
const afterLead: TableEvent[] = [...contract1NT, card("E", "CK")];
/** The first trick complete (CK, S: CT, W: C5, N: CA): North won it and leads. */
const afterTrick1: TableEvent[] = [...afterLead, card("S", "CT"), card("W", "C5"), card("N", "CA")];

describe("Commands of the board (Laws 2, 6, 7, 15A)", () => {
  it("2: StartBoard by the Director or the scorer opens the board", () => {
    given([])
      .when({ type: "StartBoard", actor: DIRECTOR, board: 1, deal: DEAL })
      .then([{ type: "BoardStarted", board: 1, deal: DEAL }]);
    given([])
      .when({ type: "StartBoard", actor: SCORER, board: 2, deal: DEAL, edition: "2007" })
      .then([{ type: "BoardStarted", board: 2, deal: DEAL, edition: "2007" }]);
  });
  it("a second StartBoard is impossible; an appeals committee never opens a board", () => {
    given(opened)
      .when({ type: "StartBoard", actor: DIRECTOR, board: 2, deal: DEAL })
      .thenRefuses("ActionImpossible", /^BoardAlreadyOpen \(board 1\)$/);
    expect(
      given([])
        .when({ type: "StartBoard", actor: COMMITTEE, board: 1, deal: DEAL })
        .thenRefuses("ActorNotAllowed").refusal,
    ).toEqual({
      _tag: "RoleMayNotGive",
      role: "committee",
      command: "StartBoard",
      roles: ["player", "director", "scorer"],
    });
  });
  it("7B: a deal that is not 52 distinct cards is impossible", () => {
    given([])
      .when({ type: "StartBoard", actor: DIRECTOR, board: 1, deal: DEAL.replace("AKQ2", "AKQA") })
      .thenRefuses("ActionImpossible", /^CardsTwice \(law 7B/);
  });
  it("15A: the Director finds that a player called holding another board's cards", () => {
    given([...opened, call("N", "1C")])
      .when({ type: "FindWrongBoardCards", actor: DIRECTOR, seat: "N" })
      .then([{ type: "WrongBoardCards", seat: "N" }]);
  });
});

describe("Commands of the auction (Laws 17–39)", () => {
  it("17/18: a call in rotation is recorded for the caller's seat", () => {
    given(opened)
      .when({ type: "MakeCall", actor: player("N"), call: "1NT" })
      .then([{ type: "CallMade", seat: "N", call: "1NT" }]);
  });
  it("31: a call out of rotation is recorded, not refused (the Laws rectify it)", () => {
    const { state } = given(opened)
      .when({ type: "MakeCall", actor: player("S"), call: "1H" })
      .then([{ type: "CallMade", seat: "S", call: "1H" }]);
    expect(state.auction?.pending.map((p) => p.law)).toEqual(["29A"]);
  });
  it("27: an insufficient bid is recorded; 38: so is a bid above seven", () => {
    given([...opened, call("N", "1NT")])
      .when({ type: "MakeCall", actor: player("E"), call: "1C" })
      .then([{ type: "CallMade", seat: "E", call: "1C" }]);
    given([...opened, call("N", "1NT")])
      .when({ type: "MakeCall", actor: player("E"), call: "8C" })
      .then([{ type: "CallMade", seat: "E", call: "8C" }]);
  });
  it("33: a simultaneous call keeps its flag", () => {
    given([...opened, call("N", "1NT")])
      .when({ type: "MakeCall", actor: player("S"), call: "2C", simultaneous: true })
      .then([{ type: "CallMade", seat: "S", call: "2C", simultaneous: true }]);
  });
  it("a player calls only for his own seat; the Director never calls", () => {
    expect(
      given(opened)
        .when({ type: "MakeCall", actor: player("N"), seat: "S", call: "1NT" })
        .thenRefuses("ActorNotAllowed").refusal,
    ).toEqual({ _tag: "ActsForOwnSeatOnly", player: "N", seat: "S" });
    expect(
      given(opened)
        .when({ type: "MakeCall", actor: DIRECTOR, seat: "N", call: "1NT" })
        .thenRefuses("ActorNotAllowed").refusal,
    ).toEqual({ _tag: "RoleMayNotGive", role: "director", command: "MakeCall", roles: ["player"] });
  });
  it("25: a change of call is recorded for the player who called", () => {
    given([...opened, call("N", "1C")])
      .when({ type: "ChangeCall", actor: player("N"), call: "1D" })
      .then([{ type: "CallChanged", seat: "N", call: "1D" }]);
  });
  it("20: alerts, explanations and their corrections are the explaining player's", () => {
    const bid = [...opened, call("N", "1NT"), call("E", "2C")];
    given(bid)
      .when({ type: "Alert", actor: player("W"), about: 3 })
      .then([{ type: "Alerted", seat: "W", about: 3 }]);
    given(bid)
      .when({ type: "Explain", actor: player("W"), about: 3, text: "both majors" })
      .then([{ type: "Explained", seat: "W", about: 3, text: "both majors" }]);
    given([...bid, { type: "Explained", seat: "W", about: 3, text: "both majors" }])
      .when({ type: "CorrectExplanation", actor: player("W"), about: 3, text: "natural" })
      .then([{ type: "ExplanationCorrected", seat: "W", about: 3, text: "natural" }]);
  });
  it("24: a card exposed during the auction is recorded for its holder; a card he does not hold is impossible", () => {
    given([...opened, call("N", "1NT")])
      .when({ type: "ExposeCard", actor: player("E"), card: "SJ", how: "dropped" })
      .then([{ type: "CardExposed", seat: "E", card: "SJ", how: "dropped" }]);
    given([...opened, call("N", "1NT")])
      .when({ type: "ExposeCard", actor: player("E"), card: "SA" })
      .thenRefuses("CardNotInHand", /^CardNotHeld \(law 24, seat E, card SA\)$/);
  });
});

describe("Options chosen (Law 10C1)", () => {
  const insufficient = [...opened, call("N", "1NT"), call("E", "1C")];
  it("27A1: the seat the option is open to chooses it", () => {
    given(insufficient)
      .when({ type: "ChooseOption", actor: player("S"), law: "27A1", option: "accept" })
      .then([{ type: "OptionChosen", seat: "S", law: "27A1", option: "accept" }]);
  });
  it("29A: the offender's LHO may accept North's pass out of rotation (style.md's example: East's option)", () => {
    given([boardStarted(3), call("S", "1NT"), call("N", "P")]) // North called out of rotation
      .when({ type: "ChooseOption", actor: player("E"), law: "29A", option: "accept" })
      .then([{ type: "OptionChosen", seat: "E", law: "29A", option: "accept" }]);
    given([boardStarted(3), call("S", "1NT"), call("N", "P")])
      .when({ type: "ChooseOption", actor: player("W"), law: "29A", option: "accept" })
      .then({ refused: "OptionNotOpen", reason: /^OptionNotYours \(law 29A, seat W, owners \["E"\]\)$/ });
  });
  it("29A: West may accept South's call out of rotation", () => {
    given([...opened, call("S", "1H")])
      .when({ type: "ChooseOption", actor: player("W"), law: "29A", option: "accept" })
      .then([{ type: "OptionChosen", seat: "W", law: "29A", option: "accept" }]);
  });
  it("27A1: an option open to another seat, one not listed, or a Law with no option is not open", () => {
    given(insufficient)
      .when({ type: "ChooseOption", actor: player("W"), law: "27A1", option: "accept" })
      .thenRefuses("OptionNotOpen", /^OptionNotYours \(law 27A1, seat W, owners \["S"\]\)$/);
    given(insufficient)
      .when({ type: "ChooseOption", actor: player("S"), law: "27A1", option: "condone" })
      .thenRefuses("OptionNotOpen", /^OptionNotListed \(law 27A1/);
    given(insufficient)
      .when({ type: "ChooseOption", actor: player("S"), law: "29A", option: "accept" })
      .thenRefuses("OptionNotOpen", /^OptionNotPending \(law 29A/);
  });
  it("a player chooses only for himself, even an option open to his partner", () => {
    expect(
      given(insufficient)
        .when({ type: "ChooseOption", actor: player("N"), seat: "S", law: "27A1", option: "accept" })
        .thenRefuses("ActorNotAllowed").refusal,
    ).toEqual({ _tag: "ActsForOwnSeatOnly", player: "N", seat: "S" });
  });
});

describe("The Director's rulings (Laws 81–85)", () => {
  const corrected = [
    ...opened,
    call("N", "1NT"),
    call("E", "1C"),
    { type: "OptionChosen", seat: "S", law: "27A1", option: "refuse" } as const,
    call("E", "2C"),
  ];
  it("27B1: the Director answers the question asked", () => {
    given(corrected)
      .when({ type: "Rule", actor: DIRECTOR, law: "27B1", answer: "27B1(a)" })
      .then([{ type: "DirectorRuled", law: "27B1", answer: "27B1(a)" }]);
  });
  it("a ruling is the Director's, not a player's nor a committee's (93: a committee decides an appeal)", () => {
    expect(
      given(corrected)
        .when({ type: "Rule", actor: player("N"), law: "27B1", answer: "27B1(a)" })
        .thenRefuses("ActorNotAllowed").refusal,
    ).toEqual({ _tag: "RoleMayNotGive", role: "player", player: "N", command: "Rule", roles: ["director"] });
    given(corrected)
      .when({ type: "Rule", actor: COMMITTEE, law: "27B1", answer: "27B1(a)" })
      .thenRefuses("ActorNotAllowed");
  });
  it("a ruling no question asked is refused; an answer the question does not list is impossible", () => {
    given(corrected)
      .when({ type: "Rule", actor: DIRECTOR, law: "25A", answer: "unintended" })
      .thenRefuses("RulingNotAsked", /^NoQuestionAsked \(law 25A/);
    given(corrected)
      .when({ type: "Rule", actor: DIRECTOR, law: "27B1", answer: "maybe" })
      .thenRefuses("ActionImpossible", /^AnswerNotListed/);
  });
});

describe("Commands from JSON", () => {
  it("decodeTableCommand reads a command and refuses one without an actor", () => {
    expect(
      decodeTableCommand({ type: "MakeCall", actor: { role: "player", seat: "S" }, call: "1NT" }),
    ).toEqual({
      type: "MakeCall",
      actor: { role: "player", seat: "S" },
      call: "1NT",
    });
    expect(() => decodeTableCommand({ type: "MakeCall", seat: "S", call: "1NT" })).toThrow(/actor/);
  });
  it("tryDecideTable gives the refusal as a value", () => {
    const r = tryDecideTable({ type: "MakeCall", actor: captain("NS"), call: "1NT" }, given(opened).state);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error._tag).toBe("ActorNotAllowed");
  });
});

describe("Commands of the play (Laws 41–67)", () => {
  it("41A: the opening leader leads", () => {
    given(contract1NT)
      .when({ type: "PlayCard", actor: player("E"), card: "CK" })
      .then([{ type: "CardPlayed", seat: "E", card: "CK" }]);
  });
  it("54: the opening lead by the leader's partner is recorded, and declarer's options open", () => {
    const { state } = given(contract1NT)
      .when({ type: "PlayCard", actor: player("W"), card: "C5" })
      .then([{ type: "CardPlayed", seat: "W", card: "C5" }]);
    expect(state.play?.pending.map((p) => [p.seat, p.law])).toEqual([["N", "54"]]);
  });
  it("45B: declarer plays dummy's cards, and dummy places them at his instruction", () => {
    given(afterLead)
      .when({ type: "PlayCard", actor: player("N"), seat: "S", card: "CT" })
      .then([{ type: "CardPlayed", seat: "S", card: "CT" }]);
    given(afterLead)
      .when({ type: "PlayCard", actor: player("S"), card: "CT" })
      .then([{ type: "CardPlayed", seat: "S", card: "CT" }]);
  });
  it("45D: the card dummy placed is recorded with the card declarer named", () => {
    given(afterLead)
      .when({ type: "PlayCard", actor: player("S"), card: "C9", named: "CT" })
      .then([{ type: "CardPlayed", seat: "S", card: "C9", named: "CT" }]);
  });
  it("a defender never plays his partner's cards; declarer never a defender's", () => {
    expect(
      given(contract1NT)
        .when({ type: "PlayCard", actor: player("W"), seat: "E", card: "CK" })
        .thenRefuses("ActorNotAllowed").refusal,
    ).toEqual({ _tag: "DefenderPartnerCards", player: "W", seat: "E" });
    expect(
      given(contract1NT)
        .when({ type: "PlayCard", actor: player("N"), seat: "E", card: "CK" })
        .thenRefuses("ActorNotAllowed").refusal,
    ).toEqual({ _tag: "ActsForOwnSeatOnly", player: "N", seat: "E" });
    expect(
      given(afterLead)
        .when({ type: "PlayCard", actor: player("E"), seat: "S", card: "CT" })
        .thenRefuses("ActorNotAllowed").refusal,
    ).toEqual({ _tag: "DeclarerPlaysDummy", player: "E", seat: "S", declarer: "N", law: "45B" });
  });
  it("a card the seat does not hold, or has played, is impossible (the reason said once, as replay gives it)", () => {
    const never = given(contract1NT)
      .when({ type: "PlayCard", actor: player("E"), card: "SA" })
      .thenRefuses("CardNotInHand", /^CardNotHeld \(seat E, card SA\)$/);
    expect(never).toMatchObject({ seat: "E", card: "SA", command: "PlayCard", position: 6 });
    const played = given(afterTrick1)
      .when({ type: "PlayCard", actor: player("E"), card: "CK" })
      .thenRefuses("CardNotInHand", /^CardAlreadyPlayed \(seat E, card CK\)$/);
    expect(played).toMatchObject({ seat: "E", card: "CK" });
  });
  it("61: a revoke is recorded (West discards holding clubs); 62/63 apply later", () => {
    const { state } = given([...afterLead, card("S", "CT")])
      .when({ type: "PlayCard", actor: player("W"), card: "D2" })
      .then([{ type: "CardPlayed", seat: "W", card: "D2" }]);
    expect(state.play?.revokes.map((r) => [r.offender, r.card, r.status])).toEqual([
      ["W", "D2", "committed"],
    ]);
  });
  it("57: a defender's card out of turn is recorded", () => {
    given(afterLead)
      .when({ type: "PlayCard", actor: player("W"), card: "C5" })
      .then([{ type: "CardPlayed", seat: "W", card: "C5" }]);
  });
  it("46: declarer designates a card of dummy; a defender never does", () => {
    given(afterLead)
      .when({ type: "DesignateCard", actor: player("N"), word: "low" })
      .then([{ type: "CardDesignated", seat: "S", word: "low" }]);
    expect(
      given(afterLead)
        .when({ type: "DesignateCard", actor: player("W"), word: "low" })
        .thenRefuses("ActorNotAllowed").refusal,
    ).toEqual({ _tag: "DeclarerDesignates", player: "W", declarer: "N", law: "46" });
    expect(
      given(opened)
        .when({ type: "DesignateCard", actor: player("N"), word: "low" })
        .thenRefuses("ActionImpossible").refusal,
    ).toEqual({ _tag: "NoPlayYet", command: "DesignateCard", law: "46" });
  });
  it("49: a defender's card exposed in the play is recorded; dummy's holder rules of 48A are the Laws'", () => {
    given(afterLead)
      .when({ type: "ExposeCard", actor: player("W"), card: "S5", how: "dropped" })
      .then([{ type: "CardExposed", seat: "W", card: "S5", how: "dropped" }]);
  });
  it("43A2: the Director finds dummy's violation (dummy's seat by default); a player does not", () => {
    given(afterLead)
      .when({ type: "FindDummyViolation", actor: DIRECTOR, clause: "43A2(b)" })
      .then([{ type: "DummyViolation", seat: "S", clause: "43A2(b)" }]);
    given(afterLead)
      .when({ type: "FindDummyViolation", actor: player("E"), clause: "43A2(b)" })
      .thenRefuses("ActorNotAllowed");
  });
  it("9A: any player draws attention, dummy too (43A1(b) is the Laws' to note)", () => {
    const revoked = [...afterLead, card("S", "CT"), card("W", "D2")];
    given(revoked)
      .when({ type: "DrawAttention", actor: player("N"), about: 8 })
      .then([{ type: "AttentionDrawn", seat: "N", about: 8 }]);
    given(revoked)
      .when({ type: "DrawAttention", actor: player("S"), about: 8 })
      .then([{ type: "AttentionDrawn", seat: "S", about: 8 }]);
  });
});

describe("The table procedure of the play (Laws 9B, 41B, 42B2, 61B, 65–67)", () => {
  it("41B: the opening leader's partner has the auction reviewed", () => {
    given(contract1NT)
      .when({ type: "AskQuestion", actor: player("W"), what: "review" })
      .then([{ type: "QuestionAsked", seat: "W", what: "review" }]);
  });
  it("42B2: dummy warns declarer not to lead from the wrong hand", () => {
    given(afterTrick1)
      .when({ type: "WarnWrongHand", actor: player("S") })
      .then([{ type: "WrongHandWarning", seat: "S" }]);
  });
  it("61B: a defender asks his partner whether he has a card of the suit led", () => {
    given([...afterLead, card("S", "CT"), card("W", "D2")])
      .when({ type: "InquireRevoke", actor: player("E"), of: "W" })
      .then([{ type: "RevokeInquired", seat: "E", of: "W" }]);
  });
  it("65: each player turns his own card; 65B3 a misoriented card pointed out", () => {
    const { state } = given(afterTrick1)
      .when({ type: "TurnCard", actor: player("E"), toward: "partner" })
      .then([{ type: "CardTurned", seat: "E", toward: "partner" }]);
    expect(state.play?.arrangement.turned[0]?.misoriented).toBe(true);
    given([...afterTrick1, { type: "CardTurned", seat: "E", toward: "partner" }])
      .when({ type: "PointOutOrientation", actor: player("W"), about: 10 })
      .then([{ type: "OrientationPointedOut", seat: "W", about: 10 }]);
  });
  it("66: a player has the trick faced; 65C he disturbs his played cards", () => {
    given(afterTrick1)
      .when({ type: "InspectTrick", actor: player("E") })
      .then([{ type: "TrickInspected", seat: "E" }]);
    given(afterTrick1)
      .when({ type: "DisturbCards", actor: player("E") })
      .then([{ type: "CardsDisturbed", seat: "E" }]);
  });
  it("67B3: a played card found back in the hand, by the player or the Director", () => {
    given(afterTrick1)
      .when({ type: "ReturnCardToHand", actor: player("E"), card: "CK" })
      .then([{ type: "CardReturnedToHand", seat: "E", card: "CK" }]);
    given(afterTrick1)
      .when({ type: "ReturnCardToHand", actor: DIRECTOR, seat: "E", card: "CK" })
      .then([{ type: "CardReturnedToHand", seat: "E", card: "CK" }]);
    expect(
      given(afterTrick1)
        .when({ type: "ReturnCardToHand", actor: DIRECTOR, card: "CK" })
        .thenRefuses("InvalidCommand").refusal,
    ).toEqual({
      _tag: "InvalidField",
      field: "seat",
      problem: "missing",
      expected: "seat",
      gotKind: "nothing",
    });
  });
  it("9B: a player summons the Director, or the Director comes", () => {
    given(afterLead)
      .when({ type: "SummonDirector", actor: player("E") })
      .then([{ type: "DirectorSummoned", seat: "E" }]);
    given(afterLead)
      .when({ type: "SummonDirector", actor: DIRECTOR })
      .then([{ type: "DirectorSummoned" }]);
  });
});

describe("Claims and concessions (Laws 68–71)", () => {
  const claimed: TableEvent[] = [...afterTrick1, { type: "ClaimMade", seat: "N", tricks: 7 }];
  it("68A: declarer claims; 68B a defender concedes", () => {
    given(afterTrick1)
      .when({ type: "Claim", actor: player("N"), tricks: 7, statement: "on a squeeze" })
      .then([{ type: "ClaimMade", seat: "N", tricks: 7, statement: "on a squeeze" }]);
    given(afterTrick1)
      .when({ type: "Concede", actor: player("E"), tricks: 2 })
      .then([{ type: "ConcessionMade", seat: "E", tricks: 2 }]);
  });
  it("69A: an opponent agrees; 68D2 another objects; 68D2(b) play resumes at a defender's request", () => {
    given(claimed)
      .when({ type: "Acquiesce", actor: player("E") })
      .then([{ type: "ClaimAcquiesced", seat: "E" }]);
    given(claimed)
      .when({ type: "ObjectToClaim", actor: player("W") })
      .then([{ type: "ClaimObjected", seat: "W" }]);
    given([...claimed, { type: "ClaimObjected", seat: "W" }])
      .when({ type: "ResumePlay", actor: player("W") })
      .then([{ type: "PlayResumed", seat: "W" }]);
  });
  it("69A: the table moves on after the agreement", () => {
    const agreed: TableEvent[] = [
      ...claimed,
      { type: "ClaimAcquiesced", seat: "E" },
      { type: "ClaimAcquiesced", seat: "W" },
    ];
    given(agreed)
      .when({ type: "MoveOn", actor: DIRECTOR, how: "round-end" })
      .then([{ type: "TableMovedOn", how: "round-end" }]);
  });
  it("69B: the agreement withdrawn by a player of the side that agreed (W18a)", () => {
    const w18a = example("claims/W18a-69B-agreement-withdrawn-in-time.jsonl");
    const last = w18a.at(-1)!;
    given(w18a.slice(0, -1))
      .when({
        type: "WithdrawAcquiescence",
        actor: player("W"),
        tricks: 1,
        at: "2026-11-22T22:15:00Z",
        text: "West held the master trump",
      })
      .then([last]);
  });
  it("71: a concession withdrawn by the player who conceded (W19, the last four tricks)", () => {
    const w19 = example("claims/W19-71B-concession-of-a-trick-that-cannot-be-lost.jsonl");
    given(w19.slice(0, -1))
      .when({ type: "WithdrawConcession", actor: player("N"), tricks: 1, at: "2026-11-22T22:10:00Z" })
      .then([{ type: "ConcessionWithdrawn", seat: "N", tricks: 1, at: "2026-11-22T22:10:00Z" }]);
  });
  it("a claim before the play is impossible (68: claims are made in the play)", () => {
    given(opened)
      .when({ type: "Claim", actor: player("N"), tricks: 7 })
      .thenRefuses("ActionImpossible", /^ClaimBeforePlay \(event ClaimMade/);
  });
});

describe("The score, rulings and appeals (Laws 12, 79, 81–93)", () => {
  const adjusted: TableEvent[] = [
    ...contract1NT,
    { type: "TricksAgreed", tricks: 8 },
    {
      type: "ScoreAdjusted",
      law: "12C1(c)",
      outcomes: [
        { tricks: 7, weight: 0.5 },
        { tricks: 8, weight: 0.5 },
      ],
    },
  ];
  it("79A1: the tricks agreed and the score entered, by the players or the scorer", () => {
    given(contract1NT)
      .when({ type: "AgreeTricks", actor: SCORER, tricks: 8 })
      .then([{ type: "TricksAgreed", tricks: 8 }]);
    given(contract1NT)
      .when({ type: "RecordScore", actor: player("N"), tricks: 8 })
      .then([{ type: "ScoreRecorded", tricks: 8 }]);
    given(contract1NT)
      .when({ type: "AgreeTricks", actor: COMMITTEE, tricks: 8 })
      .thenRefuses("ActorNotAllowed");
  });
  it("79B: a player disputes the tricks; the Director records a dispute brought to him", () => {
    given([...contract1NT, { type: "TricksAgreed", tricks: 8 }])
      .when({ type: "DisputeTricks", actor: player("E"), tricks: 7 })
      .then([{ type: "TricksDisputed", seat: "E", tricks: 7 }]);
    given([...contract1NT, { type: "TricksAgreed", tricks: 8 }])
      .when({ type: "DisputeTricks", actor: DIRECTOR, tricks: 7 })
      .then([{ type: "TricksDisputed", tricks: 7 }]);
  });
  it("79C: the scorer posts the scores and corrects an error; a player does neither", () => {
    given([...contract1NT, { type: "TricksAgreed", tricks: 8 }])
      .when({ type: "PostScores", actor: SCORER, at: "2026-11-22T22:00:00Z" })
      .then([{ type: "ScoresPosted", at: "2026-11-22T22:00:00Z" }]);
    expect(
      given([...contract1NT, { type: "TricksAgreed", tricks: 8 }])
        .when({ type: "PostScores", actor: player("N"), at: "2026-11-22T22:00:00Z" })
        .thenRefuses("ActorNotAllowed").refusal,
    ).toEqual({
      _tag: "RoleMayNotGive",
      role: "player",
      player: "N",
      command: "PostScores",
      roles: ["scorer", "director"],
    });
    given([...contract1NT, { type: "ScoreRecorded", tricks: 9 }])
      .when({ type: "CorrectScore", actor: DIRECTOR, tricks: 8 })
      .then([{ type: "ScoreCorrected", tricks: 8 }]);
  });
  it("12C, 90, 87: adjusted scores, penalties and a fouled board are the Director's", () => {
    given([...contract1NT, { type: "TricksAgreed", tricks: 8 }])
      .when({ type: "AdjustScore", actor: DIRECTOR, law: "12C2(a)", NS: "average-plus", EW: "average-minus" })
      .then([{ type: "ScoreAdjusted", law: "12C2(a)", NS: "average-plus", EW: "average-minus" }]);
    given(contract1NT)
      .when({ type: "AwardPenalty", actor: DIRECTOR, law: "90B2", side: "EW", amount: 0.25, unit: "top" })
      .then([{ type: "PenaltyAwarded", law: "90B2", side: "EW", amount: 0.25, unit: "top" }]);
    given(contract1NT)
      .when({ type: "FoulBoard", actor: DIRECTOR, form: "B" })
      .then([{ type: "BoardFouled", form: "B" }]);
    given(contract1NT)
      .when({ type: "AwardPenalty", actor: SCORER, law: "90B2", side: "EW", amount: 0.25, unit: "top" })
      .thenRefuses("ActorNotAllowed");
  });
  it("92A: an appeal is lodged by a member of the side or its captain, not by an opponent", () => {
    given(adjusted)
      .when({ type: "LodgeAppeal", actor: player("N"), side: "NS", agreed: ["N", "S"] })
      .then([{ type: "AppealLodged", side: "NS", agreed: ["N", "S"] }]);
    given(adjusted)
      .when({ type: "LodgeAppeal", actor: captain("EW"), side: "EW", contest: "teams", captain: true })
      .then([{ type: "AppealLodged", side: "EW", contest: "teams", captain: true }]);
    expect(
      given(adjusted)
        .when({ type: "LodgeAppeal", actor: player("E"), side: "NS", agreed: ["N", "S"] })
        .thenRefuses("ActorNotAllowed").refusal,
    ).toEqual({ _tag: "AppealNotOfSide", role: "player", player: "E", appellant: "NS", law: "92A" });
  });
  it("92B: an appeal out of time is recorded (not heard), not refused", () => {
    const posted: TableEvent[] = [...adjusted, { type: "ScoresPosted", at: "2026-11-22T22:00:00Z" }];
    const { state } = given(posted)
      .when({
        type: "LodgeAppeal",
        actor: player("S"),
        side: "NS",
        agreed: ["N", "S"],
        at: "2026-11-23T09:00:00Z",
      })
      .then([{ type: "AppealLodged", side: "NS", agreed: ["N", "S"], at: "2026-11-23T09:00:00Z" }]);
    expect(JSON.stringify(state.score)).toMatch(/not heard/);
  });
  it("93: the committee decides an appeal to it; the Director does not decide the committee's", () => {
    const appealed: TableEvent[] = [...adjusted, { type: "AppealLodged", side: "NS", agreed: ["N", "S"] }];
    given(appealed)
      .when({ type: "DecideAppeal", actor: COMMITTEE, body: "committee", decision: "upheld" })
      .then([{ type: "AppealDecided", body: "committee", decision: "upheld" }]);
    expect(
      given(appealed)
        .when({ type: "DecideAppeal", actor: DIRECTOR, body: "committee", decision: "upheld" })
        .thenRefuses("ActorNotAllowed").refusal,
    ).toEqual({ _tag: "DecisionNotOfBody", role: "director", body: "committee", law: "93B2" });
    given(appealed)
      .when({ type: "DecideAppeal", actor: DIRECTOR, body: "director", decision: "cancelled" })
      .then([{ type: "AppealDecided", body: "director", decision: "cancelled" }]);
  });
  it("93: a decision with no appeal lodged is impossible", () => {
    given(adjusted)
      .when({ type: "DecideAppeal", actor: COMMITTEE, body: "committee", decision: "upheld" })
      .thenRefuses("ActionImpossible");
  });
});

describe("README, Commands", () => {
  it("the example runs as written (a 27A1 refusal, the replacement bid, the 27B1 ruling)", () => {
    const log = [
      '{"type":"BoardStarted","board":1,"deal":"N:AKQ2.KJ5.T98.A43 JT9.AQ8.765.KQJ2 876.T9432.AKQ.T9 543.76.J432.8765"}',
      '{"type":"CallMade","seat":"N","call":"1NT"}',
      '{"type":"CallMade","seat":"E","call":"1C"}',
    ].join("\n");
    let { state } = replayLog(log);
    for (const command of [
      { type: "ChooseOption", actor: player("S"), law: "27A1", option: "refuse" },
      { type: "MakeCall", actor: player("E"), call: "2C" },
      { type: "Rule", actor: DIRECTOR, law: "27B1", answer: "27B1(a)" },
    ] as const) {
      for (const event of decideTable(command, state)) state = evolveTable(state, event);
    }
    expect(viewOf(state).rulingsNeeded).toEqual([]);
    expect(viewOf(state).audit.at(-1)).toMatchObject({
      _tag: "RulingGiven",
      law: "27B1",
      about: 5,
      answer: "27B1(a)",
    });
    expect(() => decideTable({ type: "MakeCall", actor: player("N"), seat: "S", call: "P" }, state)).toThrow(
      expect.objectContaining({
        _tag: "ActorNotAllowed",
        refusal: { _tag: "ActsForOwnSeatOnly", player: "N", seat: "S" },
      }),
    );
  });
});
