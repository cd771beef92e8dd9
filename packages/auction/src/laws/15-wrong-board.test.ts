import { describe, expect, it } from "vitest";
import { call, given, wrongBoard } from "../testing/given.ts";

describe("Law 15: a call with the cards of another board", () => {
  it("15A: a player who has not called takes his own hand", () => {
    given([call("N", "1S")])
      .when(wrongBoard("S"))
      .then([{ _tag: "WrongBoardNotCalled", law: "15A", seat: "S" }]);
  });

  it("15A1, 15A2(b): his call and every later call are cancelled; his partner has not called: he calls again", () => {
    given([call("N", "1S"), call("E", "P")])
      .when(wrongBoard("N"))
      .then({
        audit: [
          { _tag: "WrongBoardCallsCancelled", law: "15A1", seat: "N", call: "1S" },
          { _tag: "WrongBoardCallsAgain", law: "15A2(b)", seat: "N" },
        ],
        reviews: [{ _tag: "WrongBoardLaterCallReview", law: "15A3", position: 2, seat: "N", call: "1S" }],
        state: (a) => expect(a.turn).toBe("N"),
      });
  });

  it("15A2(a): his partner has called since: the Director awards an adjusted score", () => {
    given([call("N", "1S"), call("E", "P"), call("S", "2S")])
      .when(wrongBoard("N"))
      .thenSome({
        audit: [{ _tag: "WrongBoardCallsCancelled", law: "15A1", seat: "N", call: "1S" }],
        rulings: [{ _tag: "WrongBoardAdjustedScore", law: "15A2(a)", seat: "N", partner: "S" }],
      });
  });
});
