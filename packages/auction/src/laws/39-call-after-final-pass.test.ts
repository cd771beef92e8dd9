import { describe, expect, it } from "vitest";
import { call, callAt, given, inRotation } from "../testing/given.ts";

/** 1S by North, passed out: the auction is over. */
const OVER = inRotation("N", ["1S", "P", "P", "P"]);

describe("Law 39: a call after the final pass", () => {
  it("39A/39B: a pass after the final pass by a defender is cancelled, nothing more", () => {
    given(OVER)
      .when(call("E", "P"))
      .then({
        audit: [{ _tag: "CallAfterFinalPass", law: "39B", seat: "E", call: "P" }],
        state: (a) => {
          expect(a.contract).toMatchObject({ level: 1, strain: "S" });
          expect(a.leadRestrictions).toEqual([]);
        },
      });
  });

  it("39C: a defender's bid after the final pass restricts partner's lead", () => {
    given(OVER)
      .when(call("E", "2H"))
      .then({
        audit: [
          { _tag: "CallAfterFinalPassRestrictsLead", law: "39C", seat: "E", call: "2H", restricted: "W" },
        ],
        state: (a) =>
          expect(a.leadRestrictions).toMatchObject([{ offender: "E", restricted: "W", status: "active" }]),
      });
  });

  it("39B: LHO's call after it waives the 39C restriction", () => {
    given([...OVER, call("E", "2H")])
      .when(call("S", "P"))
      .then({
        audit: [{ _tag: "CallAfterFinalPass", law: "39B", seat: "S", call: "P" }],
        state: (a) =>
          expect(a.leadRestrictions).toMatchObject([
            { offender: "E", restricted: "W", status: "void", waived: "lho-called" },
          ]),
      });
  });

  it("39B: a call after a passed-out auction is cancelled", () => {
    given(inRotation("N", ["P", "P", "P", "P"]))
      .when(call("N", "1C"))
      .then({
        audit: [{ _tag: "CallAfterFinalPass", law: "39B", seat: "N", call: "1C" }],
        state: (a) => {
          expect(a.contract).toBeNull();
          expect(callAt(a, 6)).toMatchObject({ status: "cancelled", law: "39A" });
        },
      });
  });
});
