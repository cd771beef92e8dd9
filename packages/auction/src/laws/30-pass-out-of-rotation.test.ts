import { describe, expect, it } from "vitest";
import { call, given, option, ruling } from "../testing/given.ts";

describe("Law 30: a pass out of rotation", () => {
  it("30A: a pass at RHO's turn, cancelled: the offender passes at his next turn; 72C review", () => {
    // North deals; East passes at North's turn (RHO's); South, LHO of the offender, refuses it (29A)
    given([call("E", "P")])
      .when(option("S", "29A", "refuse"))
      .thenSome({
        audit: [{ _tag: "MustPass", law: "30A", seat: "E", scope: "next-turn" }],
        reviews: [
          { _tag: "DamageReview", law: "72C", position: 2, cause: "pass-out-of-rotation", under: "30A" },
        ],
      })
      .then({
        state: (a) =>
          expect(a.obligations).toMatchObject([{ kind: "pass", seat: "E", scope: "next-turn", law: "30A" }]),
      });
  });

  it("30B1(a): a pass at partner's turn, cancelled: partner calls freely, the offender's call is judged (23)", () => {
    given([call("N", "1H"), call("W", "P")])
      .when(option("N", "29A", "refuse"))
      .thenSome([{ _tag: "PassOutOfRotationReplaced", law: "30B1", offender: "W", partner: "E" }]);
  });

  it("30B1(b)(i): the replacement is comparable: no rectification", () => {
    given([
      call("N", "1H"),
      call("W", "P"),
      option("N", "29A", "refuse"),
      call("E", "P"),
      call("S", "P"),
      call("W", "P"),
    ])
      .when(ruling("23A", "A1"))
      .then({ state: (a) => expect(a.obligations).toEqual([]) });
  });

  it("30B1(b)(ii): the replacement is not comparable: partner passes at his next turn", () => {
    given([
      call("N", "1H"),
      call("W", "P"),
      option("N", "29A", "refuse"),
      call("E", "P"),
      call("S", "P"),
      call("W", "2C"),
    ])
      .when(ruling("23A", "not-comparable"))
      .thenSome({
        audit: [{ _tag: "MustPass", law: "30B1(b)", seat: "E", scope: "next-turn" }],
        state: (a) =>
          expect(a.obligations).toMatchObject([
            { kind: "pass", seat: "E", scope: "next-turn", law: "30B1(b)" },
          ]),
      });
  });

  it("30B2: a later pass at LHO's turn is a change of call (Law 25)", () => {
    given([call("N", "1H")])
      .when(call("N", "P"))
      .then({
        audit: [{ _tag: "ChangeOfCall", law: "25", seat: "N", first: "1H", call: "P" }],
        state: (a) => expect(a.open).toMatchObject({ kind: "change-of-call" }),
      });
  });

  it("2007 30A: a pass out of rotation before any bid: the offender passes at his next turn; Law 23 review", () => {
    given([call("E", "P")], { edition: "2007" })
      .when(option("S", "29A", "refuse"))
      .thenSome({
        audit: [{ _tag: "MustPass", law: "30A", seat: "E", scope: "next-turn", edition: "2007" }],
        reviews: [{ _tag: "DamageReview", law: "23", cause: "enforced-pass", under: "30A", edition: "2007" }],
      });
  });

  it("2007 30B1: after a bid, at RHO's turn: the offender passes at his next turn", () => {
    given([call("N", "1H"), call("S", "P")], { edition: "2007" })
      .when(option("E", "29A", "refuse"))
      .thenSome([{ _tag: "MustPass", law: "30B1", seat: "S", scope: "next-turn", edition: "2007" }]);
  });

  it("2007 30B2: after a bid, at partner's turn: the offender passes throughout, partner may not double then", () => {
    given([call("N", "1H"), call("W", "P")], { edition: "2007" })
      .when(option("N", "29A", "refuse"))
      .thenSome({
        audit: [{ _tag: "MustPassNoDoubleByPartner", law: "30B2", seat: "W" }],
        reviews: [{ _tag: "DamageReview", law: "23", under: "30B2", edition: "2007" }],
      });
  });
});
