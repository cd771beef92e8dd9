import { describe, expect, it } from "vitest";
import { legalCalls } from "../legality.ts";
import { call, callAt, given, option, ruling } from "../testing/given.ts";

describe("Law 31: a bid out of rotation", () => {
  it("31A: at RHO's turn: what follows depends on RHO's call", () => {
    given([call("S", "1S")], { dealer: "E" })
      .when(option("W", "29A", "refuse"))
      .thenSome([{ _tag: "RepeatIfRhoPasses", law: "31A", seat: "S", call: "1S", rho: "E" }]);
  });

  it("31A1: RHO passes, the offender must repeat his bid", () => {
    given([call("S", "1S"), option("W", "29A", "refuse")], { dealer: "E" })
      .when(call("E", "P"))
      .then({
        audit: [{ _tag: "RhoPassedMustRepeat", law: "31A1", seat: "S", call: "1S", rho: "E" }],
        state: (a) => {
          expect(a.obligations).toMatchObject([{ kind: "repeat", seat: "S", call: "1S", law: "31A1" }]);
          expect(legalCalls(a, "S")).toEqual(["1S"]);
        },
      });
  });

  it("31A1: a different call where the repeat is required is cancelled", () => {
    given([call("S", "1S"), option("W", "29A", "refuse"), call("E", "P")], { dealer: "E" })
      .when(call("S", "2S"))
      .then({
        audit: [{ _tag: "RepeatRequired", law: "31A1", seat: "S", required: "1S", call: "2S" }],
        state: (a) => {
          expect(callAt(a, 5)).toMatchObject({ status: "cancelled", law: "31A1" });
          expect(a.turn).toBe("S");
        },
      });
  });

  it("31A2(a): RHO bids; a comparable call: no rectification", () => {
    given([call("N", "1C"), option("E", "29A", "refuse")], { dealer: "W" })
      .when(call("W", "1S"))
      .thenSome([{ _tag: "RhoActed", law: "31A2", seat: "W", offender: "N" }]);
    given([call("N", "1C"), option("E", "29A", "refuse"), call("W", "1S"), call("N", "2C")], { dealer: "W" })
      .when(ruling("23A", "A1"))
      .then({
        audit: [{ _tag: "ComparableCall", law: "23A1", call: "2C", withdrawn: "1C" }],
        state: (a) => expect(a.obligations).toEqual([]),
      });
  });

  it("31A2(b): RHO bids; a call not comparable bars partner once", () => {
    given([call("N", "1C"), option("E", "29A", "refuse"), call("W", "1S")], { dealer: "W" })
      .when(call("N", "X"))
      .thenSome({
        rulings: [
          {
            _tag: "IsReplacementComparable",
            law: "23A",
            blocking: true,
            seat: "N",
            call: "X",
            withdrawn: "1C",
            under: "31A2",
          },
        ],
      });
    given([call("N", "1C"), option("E", "29A", "refuse"), call("W", "1S"), call("N", "X")], { dealer: "W" })
      .when(ruling("23A", "not-comparable"))
      .thenSome({
        audit: [{ _tag: "MustPass", law: "31A2", seat: "S", scope: "next-turn" }],
        state: (a) =>
          expect(a.obligations).toMatchObject([{ kind: "pass", seat: "S", scope: "next-turn", law: "31A2" }]),
      });
  });

  it("31B: bid at partner's turn, partner calls freely (16C2), the offender's call judged as 31A2", () => {
    given([call("N", "1H"), call("W", "1S")])
      .when(option("N", "29A", "refuse"))
      .thenSome([{ _tag: "PartnerCallsFreely", law: "31B", offender: "W", partner: "E", ruledAs: "31A2" }]);
    given([
      call("N", "1H"),
      call("W", "1S"),
      option("N", "29A", "refuse"),
      call("E", "P"),
      call("S", "P"),
      call("W", "1S"),
    ])
      .when(ruling("23A", "A1"))
      .then({
        state: (a) => {
          expect(a.info).toMatchObject([{ seat: "W", call: "1S", law: "31B1" }]);
          expect(a.obligations).toEqual([]);
        },
      });
  });

  it("2007 31B: bid at partner's turn: partner passes throughout", () => {
    given([call("N", "1H"), call("W", "1S")], { edition: "2007" })
      .when(option("N", "29A", "refuse"))
      .thenSome({
        audit: [{ _tag: "MustPass", law: "31B", seat: "E", scope: "throughout", edition: "2007" }],
        reviews: [{ _tag: "DamageReview", law: "23", cause: "enforced-pass", under: "31B", edition: "2007" }],
      });
  });

  it("31C: a later bid at LHO's turn is a change of call (Law 25)", () => {
    given([call("N", "1H")])
      .when(call("N", "2H"))
      .thenSome({ rulings: [{ _tag: "WasCallUnintended", law: "25A" }] });
  });
});
