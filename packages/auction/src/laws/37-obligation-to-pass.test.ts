import { describe, expect, it } from "vitest";
import { call, given, option, ruling, standing } from "../testing/given.ts";

/** North passed out of rotation (West dealer, 30A): North must pass at his next turn; West opens 1D. */
const BARRED = [call("N", "P"), option("E", "29A", "refuse"), call("W", "1D")];

describe("Law 37: a call by a player required to pass", () => {
  it("37: it waits for the Director, unless LHO calls first", () => {
    given(BARRED, { dealer: "W" })
      .when(call("N", "1H"))
      .then({
        audit: [{ _tag: "ViolatesObligationToPass", law: "35B", seat: "N", call: "1H" }],
        rulings: [{ _tag: "RectifyViolatedObligation", law: "37", seat: "N", call: "1H", lho: "E" }],
      });
  });

  it("37A: LHO calls first: the call stands, a next-turn bar is spent", () => {
    given([...BARRED, call("N", "1H")], { dealer: "W" })
      .when(call("E", "1S"))
      .then({
        audit: [{ _tag: "ViolationStands", law: "37A", seat: "E", offender: "N", call: "1H" }],
        state: (a) => {
          expect(standing(a)).toMatchObject([
            { seat: "W", call: "1D" },
            { seat: "N", call: "1H" },
            { seat: "E", call: "1S" },
          ]);
          expect(a.obligations).toEqual([]);
        },
      });
  });

  it("37B: replaced by a pass; both members of the offending side pass throughout", () => {
    given([...BARRED, call("N", "1H")], { dealer: "W" })
      .when(ruling("37", "37B"))
      .then({
        audit: [
          { _tag: "CallReplacedByPass", law: "37B2", seat: "N", call: "1H" },
          { _tag: "MustPass", law: "37B2", seat: "N", scope: "throughout" },
          { _tag: "MustPass", law: "37B2", seat: "S", scope: "throughout" },
          { _tag: "LeadRestrictionPending", law: "26B", offender: "N", restricted: "S" },
        ],
        reviews: [{ _tag: "DamageReview", law: "72C", cause: "barred-call", under: "37B" }],
        state: (a) =>
          expect(a.obligations).toMatchObject([
            { seat: "N", scope: "throughout", law: "37B2" },
            { seat: "S", scope: "throughout", law: "37B2" },
          ]),
      });
  });
});
