import { describe, expect, it } from "vitest";
import { call, exposed, given, ruling } from "../testing/given.ts";

describe("Law 24: a card exposed or led during the auction", () => {
  it("24: the card stays face up; the Director is asked whether partner could have seen it; the auction waits", () => {
    given([call("N", "1C")])
      .when(exposed("E", "HA", true))
      .then({
        audit: [{ _tag: "CardExposedDuringAuction", law: "24", seat: "E", card: "HA", led: true }],
        rulings: [
          {
            _tag: "CouldPartnerSeeCard",
            law: "24",
            blocking: true,
            seat: "E",
            partner: "W",
            card: "HA",
            led: true,
            answers: ["yes", "no"],
          },
        ],
      });
  });

  it("24C: two cards exposed bar partner at his next turn", () => {
    given([call("N", "1C"), exposed("E", "H2")])
      .when(exposed("E", "H3"))
      .then([{ _tag: "CardAlsoExposed", law: "24", seat: "E", card: "H3" }]);
    given([call("N", "1C"), exposed("E", "H2"), exposed("E", "H3")])
      .when(ruling("24", "yes"))
      .then({
        audit: [{ _tag: "MustPass", law: "24C", seat: "W", scope: "next-turn" }],
        reviews: [{ _tag: "DamageReview", law: "72C", cause: "enforced-pass", under: "24C" }],
        state: (a) =>
          expect(a.obligations).toMatchObject([{ kind: "pass", seat: "W", scope: "next-turn", law: "24C" }]),
      });
  });

  it("24A: a single card below honour rank, not led: no further rectification", () => {
    given([call("N", "1C"), exposed("E", "H2")])
      .when(ruling("24", "yes"))
      .then({
        audit: [{ _tag: "SingleLowCardExposed", law: "24A", seat: "E" }],
        state: (a) => expect(a.obligations).toEqual([]),
      });
  });

  it("24: a card partner could not have seen: no rectification", () => {
    given([call("N", "1C"), exposed("E", "HA")])
      .when(ruling("24", "no"))
      .then({
        audit: [{ _tag: "CardNotSeen", law: "24", seat: "W" }],
        state: (a) => {
          expect(a.obligations).toEqual([]);
          expect(a.exposed[0]?.fate).toBe("not-seen");
        },
      });
  });

  it("24E: a defender's exposed card becomes a penalty card at the end of the auction", () => {
    given([call("N", "1C"), exposed("E", "H2"), ruling("24", "yes"), call("E", "P"), call("S", "P")])
      .when(call("W", "P"))
      .thenSome({
        audit: [{ _tag: "ExposedCardPenaltyCard", law: "24E", seat: "E", card: "H2" }],
        state: (a) => expect(a.exposed[0]?.fate).toBe("penalty-card-24E"),
      });
  });

  it("24D: declarer's exposed card goes back to his hand", () => {
    given([call("N", "1C"), exposed("N", "H2"), ruling("24", "yes"), call("E", "P"), call("S", "P")])
      .when(call("W", "P"))
      .thenSome({
        audit: [{ _tag: "ExposedCardReturned", law: "24D", seat: "N", card: "H2" }],
        state: (a) => expect(a.exposed[0]?.fate).toBe("returned-24D"),
      });
  });

  it("16D1: a card exposed before the first call is extraneous information, not Law 24", () => {
    given([])
      .when(exposed("S", "SK"))
      .then({
        audit: [{ _tag: "CardExposedBeforeAuction", law: "16D1", seat: "S", card: "SK" }],
        rulings: [
          { _tag: "MayBoardBePlayed", law: "16D1", seat: "S", card: "SK", answers: ["play", "cancel"] },
        ],
      });
  });
});
