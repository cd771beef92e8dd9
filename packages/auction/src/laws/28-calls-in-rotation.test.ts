import { describe, expect, it } from "vitest";
import { call, callAt, given, option, ruling, standing } from "../testing/given.ts";

describe("Law 28: calls considered to be in rotation", () => {
  it("28A: a call over a barred RHO is in rotation; the pass is deemed", () => {
    given([call("N", "P"), option("E", "29A", "refuse"), call("W", "1D")], { dealer: "W" })
      .when(call("E", "1S"))
      .thenSome({
        audit: [{ _tag: "PassDeemedMade", law: "28A", seat: "N", caller: "E" }],
        state: (a) =>
          expect(a.calls.find((c) => c.status === "deemed")).toMatchObject({ seat: "N", law: "28A" }),
      });
  });

  it("28B: a call by the player whose turn it was cancels the call out of rotation", () => {
    given([call("W", "1H")], { dealer: "S" })
      .when(call("S", "1D"))
      .then({
        audit: [
          {
            _tag: "OutOfRotationCancelledByTurn",
            law: "28B",
            seat: "S",
            offender: "W",
            call: "1H",
            partner: "E",
          },
        ],
        pending: [],
        state: (a) => {
          expect(callAt(a, 2)).toMatchObject({ status: "cancelled", law: "28B" });
          expect(a.leadRestrictions).toEqual([]);
        },
      });
  });

  it("28B/29A: when that player is also the offender's LHO, the Director asks his intent", () => {
    given([call("E", "1H")], { dealer: "S" })
      .when(call("S", "1S"))
      .then({
        audit: [],
        rulings: [
          {
            _tag: "CalledOverCallOutOfRotation",
            law: "28B",
            position: 3,
            blocking: true,
            seat: "S",
            offender: "E",
            call: "1H",
            answers: ["accept", "own-turn"],
          },
        ],
      });
  });

  it("28B/29A: the Director finds he meant to accept it: 29A, and his call follows it", () => {
    given([call("E", "1H"), call("S", "1S")], { dealer: "S" })
      .when(ruling("28B", "accept"))
      .then({
        audit: [
          {
            _tag: "OutOfRotationAccepted",
            law: "29A",
            seat: "S",
            offender: "E",
            call: "1H",
            byCalling: true,
          },
        ],
        rulings: [],
        state: (a) =>
          expect(standing(a)).toMatchObject([
            { seat: "E", call: "1H" },
            { seat: "S", call: "1S" },
          ]),
      });
  });

  it("28B/29A: the Director finds he called in his own turn: 28B, the call out of rotation is cancelled", () => {
    given([call("E", "1H"), call("S", "1S")], { dealer: "S" })
      .when(ruling("28B", "own-turn"))
      .then({
        audit: [{ _tag: "OutOfRotationCancelledByTurn", law: "28B", seat: "S", offender: "E", call: "1H" }],
        rulings: [],
        state: (a) => {
          expect(standing(a)).toMatchObject([{ seat: "S", call: "1S" }]);
          expect(callAt(a, 2)).toMatchObject({ status: "cancelled", law: "28B" });
        },
      });
  });
});
