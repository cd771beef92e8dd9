import { describe, expect, it } from "vitest";
import { DIRECTOR, player, type TableEvent } from "./index.ts";
import { boardStarted, call, card, given } from "./testing.ts";

// Board 1: North deals; 1NT by North, East leads CK; South is dummy.
const contract1NT: TableEvent[] = [
  boardStarted(1),
  call("N", "1NT"),
  call("E", "P"),
  call("S", "P"),
  call("W", "P"),
];
const afterLead: TableEvent[] = [...contract1NT, card("E", "CK")];
/** North holds 14 cards (East's SJ), East 12. */
const D14 = "N:AKQJ2.KJ5.T98.A43 T9.AQ8.765.KQJ2 876.T9432.AKQ.T9 543.76.J432.8765";

describe("Commands of the table's own Law facts (13–17, 20F, 45C)", () => {
  it("17D2: ReturnHands by a player or the Director", () => {
    given(contract1NT.slice(0, 1))
      .when({ type: "ReturnHands", actor: player("S") })
      .then([{ type: "HandsReturned" }]);
  });
  it("13: a player finds a hand with a wrong number; only the Director corrects the deal", () => {
    given([boardStarted(1, D14)])
      .when({ type: "FindWrongNumberOfCards", actor: player("E"), seat: "N" })
      .then([{ type: "WrongNumberOfCards", seat: "N" }]);
    expect(
      given([boardStarted(1, D14)])
        .when({ type: "CorrectDeal", actor: player("N"), moves: [{ card: "SJ", from: "N", to: "E" }] })
        .thenRefuses("ActorNotAllowed").refusal,
    ).toMatchObject({ _tag: "RoleMayNotGive", command: "CorrectDeal" });
    given([boardStarted(1, D14)])
      .when({ type: "CorrectDeal", actor: DIRECTOR, moves: [{ card: "SJ", from: "N", to: "E" }] })
      .then([{ type: "DealCorrected", moves: [{ card: "SJ", from: "N", to: "E" }] }]);
    given([boardStarted(1)])
      .when({ type: "CorrectDeal", actor: DIRECTOR, moves: [{ card: "SA", from: "N", to: "E" }] })
      .thenRefuses("ActionImpossible", /^NoDealToCorrect$/);
  });
  it("15B, 15A3: the Director's findings", () => {
    given(contract1NT.slice(0, 2))
      .when({ type: "FindWrongContestants", actor: DIRECTOR, pairs: { EW: "14" } })
      .then([{ type: "WrongContestants", pairs: { EW: "14" } }]);
    given(contract1NT.slice(0, 1))
      .when({ type: "LinkWrongBoardCards", actor: DIRECTOR, seat: "N", call: "1S", board: 2 })
      .then([{ type: "CardsCalledOnAnotherBoard", seat: "N", call: "1S", board: 2 }]);
  });
  it("16B, 20F: a break in tempo recorded by an opponent; a question at one's own turn", () => {
    given(contract1NT.slice(0, 2))
      .when({
        type: "RecordExtraneousInformation",
        actor: player("E"),
        seat: "N",
        kind: "hesitation",
        about: 2,
      })
      .then([{ type: "ExtraneousInformation", seat: "N", kind: "hesitation", about: 2 }]);
    given(contract1NT.slice(0, 2))
      .when({ type: "RequestExplanation", actor: player("E"), about: 2 })
      .then([{ type: "ExplanationRequested", seat: "E", about: 2 }]);
    expect(
      given(contract1NT.slice(0, 2))
        .when({ type: "RequestExplanation", actor: player("E"), seat: "W", about: 2 })
        .thenRefuses("ActorNotAllowed").refusal,
    ).toMatchObject({ _tag: "ActsForOwnSeatOnly", player: "E", seat: "W" });
  });
  it("45C: declarer handles dummy's card; a defender never his partner's; the Director names the seat", () => {
    given(afterLead)
      .when({ type: "HandleCard", actor: player("N"), seat: "S", card: "CT", how: "touched" })
      .then([{ type: "CardHandled", seat: "S", card: "CT", how: "touched" }]);
    expect(
      given(afterLead)
        .when({ type: "HandleCard", actor: player("E"), seat: "W", card: "C5", how: "held-up" })
        .thenRefuses("ActorNotAllowed").refusal,
    ).toMatchObject({ _tag: "DefenderPartnerCards", player: "E", seat: "W" });
    expect(
      given(afterLead)
        .when({ type: "HandleCard", actor: DIRECTOR, card: "C5", how: "held-up" })
        .thenRefuses("InvalidCommand").refusal,
    ).toMatchObject({ _tag: "InvalidField", field: "seat", problem: "missing" });
  });
});
