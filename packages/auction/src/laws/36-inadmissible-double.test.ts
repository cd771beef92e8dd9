import { describe, expect, it } from "vitest";
import { attention, call, given, standing } from "../testing/given.ts";

/** West opens 1D, North doubles, East passes: South's double is not permitted (Law 19). */
const DOUBLED = [call("W", "1D"), call("N", "X"), call("E", "P")];

describe("Law 36: an inadmissible double or redouble", () => {
  it("36: in rotation it waits for the Director, unless LHO calls first", () => {
    given(DOUBLED, { dealer: "W" })
      .when(call("S", "X"))
      .then({
        audit: [{ _tag: "InadmissibleDouble", law: "35A", seat: "S", call: "X" }],
        rulings: [
          { _tag: "RectifyInadmissibleDouble", law: "36", seat: "S", call: "X", lho: "W", answers: ["36B"] },
        ],
      });
  });

  it("36A: LHO calls first: the inadmissible double and every later call are cancelled", () => {
    given([...DOUBLED, call("S", "X")], { dealer: "W" })
      .when(call("W", "XX"))
      .then({
        audit: [
          {
            _tag: "InadmissibleDoubleAndLaterCallsCancelled",
            law: "36A",
            seat: "W",
            offender: "S",
            call: "X",
            turn: "S",
          },
        ],
        state: (a) => {
          expect(standing(a)).toMatchObject([
            { seat: "W", call: "1D" },
            { seat: "N", call: "X" },
            { seat: "E", call: "P" },
          ]);
          expect(a.obligations).toEqual([]);
        },
      });
  });

  it("36B: cancelled; the offender substitutes a legal call; partner passes throughout", () => {
    given([...DOUBLED, call("S", "X")], { dealer: "W" })
      .when(attention("W"))
      .then({
        audit: [
          { _tag: "InadmissibleDoubleCancelled", law: "36B1", seat: "S", call: "X" },
          { _tag: "MustPass", law: "36B2", seat: "N", scope: "throughout" },
          { _tag: "LeadRestrictionPending", law: "26B", offender: "S", restricted: "N" },
        ],
        reviews: [
          { _tag: "DamageReview", law: "72C", cause: "inadmissible-double", call: "X", under: "36B2" },
        ],
        state: (a) => {
          expect(a.obligations).toMatchObject([
            { kind: "pass", seat: "N", scope: "throughout", law: "36B2" },
          ]);
          expect(a.turn).toBe("S");
        },
      });
  });

  it("36B4: out of rotation it is never acceptable", () => {
    given([call("W", "1D"), call("N", "1H")], { dealer: "W" })
      .when(call("S", "X"))
      .thenSome({
        audit: [
          { _tag: "InadmissibleDoubleOutOfRotation", law: "36B4", seat: "S", call: "X", turn: "E" },
          { _tag: "MustPass", law: "36B4", seat: "N", scope: "throughout" },
        ],
        pending: [],
        state: (a) =>
          expect(a.obligations).toMatchObject([
            { kind: "pass", seat: "N", scope: "throughout", law: "36B4" },
          ]),
      });
  });
});
