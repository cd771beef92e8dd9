import { describe, expect, it } from "vitest";
import { call, change, given, option, ruling, standing } from "../testing/given.ts";

describe("Law 25: a change of call", () => {
  it("25: a change of call asks the Director whether the first call was unintended; the auction waits", () => {
    given([call("N", "1S")])
      .when(change("N", "1H"))
      .then({
        audit: [{ _tag: "ChangeOfCall", law: "25", seat: "N", first: "1S", call: "1H" }],
        rulings: [
          {
            _tag: "WasCallUnintended",
            law: "25A",
            position: 3,
            blocking: true,
            seat: "N",
            call: "1S",
            answers: ["unintended", "intended"],
          },
        ],
      });
  });

  it("25A1: an unintended call is replaced before partner calls", () => {
    given([call("N", "1S"), change("N", "1H")])
      .when(ruling("25A", "unintended"))
      .then({
        audit: [{ _tag: "UnintendedCallReplaced", law: "25A1", seat: "N", first: "1S", call: "1H" }],
        rulings: [],
        state: (a) => {
          expect(standing(a)).toMatchObject([{ seat: "N", call: "1H" }]);
          expect(a.leadRestrictions).toEqual([]);
          expect(a.info).toEqual([]);
        },
      });
  });

  it("25A1: the intended call is subject to its Law (27 when insufficient)", () => {
    given([call("N", "1S"), call("E", "2C"), change("E", "1D")])
      .when(ruling("25A", "unintended"))
      .thenSome({
        audit: [
          { _tag: "UnintendedCallReplaced", law: "25A1", seat: "E", first: "2C", call: "1D" },
          { _tag: "InsufficientBid", law: "18D", seat: "E", call: "1D", over: "1S" },
        ],
        pending: [{ _tag: "MayAcceptInsufficientBid", seat: "S", law: "27A1", offender: "E", call: "1D" }],
        state: (a) => expect(a.open).toMatchObject({ kind: "insufficient", offender: "E" }),
      });
  });

  it("25A4: after partner has called, a change is 25B whatever the intent", () => {
    given([call("N", "1S"), call("E", "P"), call("S", "2S"), call("W", "P")])
      .when(change("N", "2H"))
      .then({
        audit: [{ _tag: "PartnerCalledSince", law: "25A4", seat: "S", call: "1S" }],
        pending: [
          {
            _tag: "MayAcceptSubstitute",
            seat: "E",
            law: "25B1",
            options: ["accept", "refuse"],
            offender: "N",
            call: "2H",
          },
        ],
        rulings: [],
      });
  });

  it("25A6: LHO may withdraw the call he made over the unintended call", () => {
    given([call("N", "1S"), call("E", "X"), change("N", "1H")])
      .when(ruling("25A", "unintended"))
      .thenSome({ pending: [{ _tag: "MayWithdrawCallOver", seat: "E", law: "25A6", call: "1S" }] });
    given([call("N", "1S"), call("E", "X"), change("N", "1H"), ruling("25A", "unintended")])
      .when(option("E", "25A6", "withdraw"))
      .then({
        audit: [{ _tag: "LhoWithdrawsCall", law: "25A6", seat: "E" }],
        pending: [],
        state: (a) => {
          expect(standing(a)).toMatchObject([{ seat: "N", call: "1H" }]);
          expect(a.turn).toBe("E");
          expect(a.info).toMatchObject([{ seat: "E", call: "X", unauthorisedFor: "NS" }]);
        },
      });
  });

  it("25A6: LHO may keep his call", () => {
    given([call("N", "1S"), call("E", "2C"), change("N", "1H"), ruling("25A", "unintended")])
      .when(option("E", "25A6", "keep"))
      .then({
        audit: [{ _tag: "LhoKeepsCall", law: "25A6" }],
        state: (a) =>
          expect(standing(a)).toMatchObject([
            { seat: "N", call: "1H" },
            { seat: "E", call: "2C" },
          ]),
      });
  });

  it("25B1: LHO accepts the substitute by calling over it", () => {
    given([call("N", "1S"), change("N", "1NT"), ruling("25A", "intended")])
      .when(call("E", "P"))
      .thenSome({
        audit: [
          { _tag: "SubstituteAccepted", law: "25B1", seat: "E", call: "1NT", first: "1S", byCalling: true },
        ],
        rulings: [
          { _tag: "ComparableForLeadRestriction", law: "23A", seat: "N", call: "1NT", withdrawn: "1S" },
        ],
        state: (a) => {
          expect(standing(a)).toMatchObject([
            { seat: "N", call: "1NT" },
            { seat: "E", call: "P" },
          ]);
          expect(a.info).toMatchObject([{ call: "1S", law: "25B3" }]);
        },
      });
  });

  it("25B2: LHO refuses; the first call stands; 26B unless comparable", () => {
    given([call("N", "1S"), change("N", "1NT"), ruling("25A", "intended")])
      .when(option("E", "25B1", "refuse"))
      .thenSome([{ _tag: "SubstituteCancelled", law: "25B2", call: "1NT", first: "1S" }]);
    given([call("N", "1S"), change("N", "1NT"), ruling("25A", "intended"), option("E", "25B1", "refuse")])
      .when(ruling("23A", "not-comparable"))
      .then({
        audit: [{ _tag: "LeadRestrictionPending", law: "26B", offender: "N", restricted: "S" }],
        reviews: [{ _tag: "DamageReview", law: "72C", cause: "irregularity", about: 3, under: "25B2" }],
        state: (a) => {
          expect(standing(a)).toMatchObject([{ seat: "N", call: "1S" }]);
          expect(a.leadRestrictions).toMatchObject([{ offender: "N", restricted: "S", status: "pending" }]);
        },
      });
  });

  it("25: a player with no call that stands has nothing to change", () => {
    given([call("N", "1S")]).whenRefused(change("E", "1H"), { _tag: "NoCallToChange", seat: "E" });
  });
});
