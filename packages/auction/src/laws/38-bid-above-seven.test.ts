import { describe, expect, it } from "vitest";
import { attention, call, given, ruling, standing } from "../testing/given.ts";

describe("Law 38: a bid of more than seven", () => {
  it("38: cancelled, replaced by a pass; the offending side passes throughout", () => {
    given([call("N", "7NT"), call("E", "8C")])
      .when(ruling("38", "38"))
      .then({
        audit: [
          { _tag: "CallReplacedByPass", law: "38C", seat: "E", call: "8C" },
          { _tag: "MustPass", law: "38C", seat: "E", scope: "throughout" },
          { _tag: "MustPass", law: "38C", seat: "W", scope: "throughout" },
          { _tag: "LeadRestrictionPending", law: "26B", offender: "E", restricted: "W" },
        ],
        reviews: [{ _tag: "DamageReview", law: "72C", cause: "bid-above-seven", under: "38D" }],
        state: (a) => {
          expect(standing(a)).toMatchObject([
            { seat: "N", call: "7NT" },
            { seat: "E", call: "P" },
          ]);
          expect(a.obligations).toMatchObject([
            { seat: "E", scope: "throughout", law: "38C" },
            { seat: "W", scope: "throughout", law: "38C" },
          ]);
          expect(a.leadRestrictions).toMatchObject([{ offender: "E", restricted: "W", status: "pending" }]);
        },
      });
  });

  it("38D: LHO called before rectification: his call cancelled too, no lead restriction", () => {
    given([call("N", "7NT"), call("E", "8C")])
      .when(call("S", "P"))
      .then({
        audit: [
          { _tag: "CallsReplacedByPass", law: "38C", seat: "E", call: "8C", lho: "S", lhoCall: "P" },
          { _tag: "MustPass", law: "38C", seat: "E" },
          { _tag: "MustPass", law: "38C", seat: "W" },
          { _tag: "LhoCalledAfterBidAboveSeven", law: "38D", seat: "S" },
        ],
        reviews: [],
        state: (a) => {
          expect(a.leadRestrictions).toEqual([]);
          expect(a.turn).toBe("S");
        },
      });
  });

  it("38: a bid above seven out of rotation (38 is silent on where the pass goes: at the offender's turn)", () => {
    given([call("E", "8C")])
      .when(attention("N"))
      .thenSome({
        audit: [{ _tag: "CallReplacedByPass", law: "38C", seat: "E", call: "8C" }],
        state: (a) => {
          expect(a.obligations).toMatchObject([
            { seat: "E", scope: "throughout", law: "38C" },
            { seat: "W", scope: "throughout", law: "38C" },
          ]);
          expect(a.turn).toBe("N");
        },
      });
  });
});
