import { describe, expect, it } from "vitest";
import { call, given, option, standing } from "../testing/given.ts";

describe("Law 29: a call out of rotation", () => {
  it("29: a call out of rotation waits for LHO's choice", () => {
    given([])
      .when(call("S", "1H"))
      .then({
        audit: [{ _tag: "CallOutOfRotation", law: "29", seat: "S", call: "1H", turn: "N", under: "31" }],
        pending: [{ _tag: "MayAcceptOutOfRotation", seat: "W", law: "29A", offender: "S", call: "1H" }],
      });
  });

  it("29A: LHO accepts a call out of rotation by choosing", () => {
    given([call("S", "1H")])
      .when(option("W", "29A", "accept"))
      .then({
        audit: [
          {
            _tag: "OutOfRotationAccepted",
            law: "29A",
            seat: "W",
            offender: "S",
            call: "1H",
            byCalling: false,
          },
        ],
        pending: [],
        state: (a) => {
          expect(standing(a)).toMatchObject([{ seat: "S", call: "1H" }]);
          expect(a.turn).toBe("W");
        },
      });
  });

  it("29A: LHO accepts it by calling; his call follows it", () => {
    given([call("S", "1H")])
      .when(call("W", "1S"))
      .then({
        audit: [{ _tag: "OutOfRotationAccepted", law: "29A", seat: "W", byCalling: true }],
        state: (a) =>
          expect(standing(a)).toMatchObject([
            { seat: "S", call: "1H" },
            { seat: "W", call: "1S" },
          ]),
      });
  });

  it("29B: LHO refuses; the auction reverts to the player whose turn it was", () => {
    given([call("S", "1H")])
      .when(option("W", "29A", "refuse"))
      .thenSome({
        audit: [{ _tag: "OutOfRotationCancelled", law: "29B", seat: "S", call: "1H", turn: "N" }],
        state: (a) => {
          expect(standing(a)).toEqual([]);
          expect(a.turn).toBe("N");
        },
      });
  });
});
