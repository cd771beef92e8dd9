import { produceState } from "@bridgelaw/log";
import { describe, expect, it } from "vitest";
import { call, callAt, corrected, given, inRotation } from "../testing/given.ts";
import { law17DAuctionPeriodEnds } from "./17-auction-period.ts";

describe("Law 17: the auction period", () => {
  it("17D3: three passes with one out of rotation do not end the auction", () => {
    given([call("W", "P"), call("N", "1H"), call("E", "P"), call("S", "P")], { dealer: "W" })
      .when(call("N", "P"))
      .thenSome({
        audit: [{ _tag: "PassWouldEndAuction", law: "17D3", seat: "N", deprived: "W" }],
        state: (a) => {
          expect(a.ended).toBe(false);
          expect(a.turn).toBe("W");
          expect(a.info).toMatchObject([{ seat: "N", unauthorisedFor: "NS" }]);
        },
      });
  });

  it("17D3 (WBFLC Ex 15): the opponent who passes after it accepts it: cancelled, but no offender (no 16C for his side)", () => {
    given([call("W", "P"), call("N", "1H"), call("E", "P"), call("S", "P"), call("N", "P")], { dealer: "W" })
      .when(call("E", "P"))
      .then({
        audit: [{ _tag: "PassAfterPassOutOfRotation", law: "17D3", seat: "E", after: "N", deprived: "W" }],
        state: (a) => {
          expect(callAt(a, 7)).toMatchObject({ status: "cancelled", law: "17D3" });
          expect(a.info).toMatchObject([{ seat: "N", unauthorisedFor: "NS" }]);
          expect(a.turn).toBe("W");
        },
      });
  });

  it("17D3: a pass out of rotation accepted among the closing passes: the auction reverts to the player deprived", () => {
    // East's pass out of rotation at South's turn is accepted by West's pass; North's pass would close it.
    given([call("N", "1H"), call("S", "P"), call("W", "P")])
      .when(call("N", "P"))
      .thenSome({
        audit: [{ _tag: "DeprivedOfTurn", law: "17D3", seat: "E" }],
        state: (a) => expect(a.turn).toBe("E"),
      });
  });

  it("17D1: the auction period is over once the opening lead is faced: a change offered after misinformation lapses", () => {
    // North's 1NT misexplained by South after East passed: the Director allows East to change his pass.
    const facts = [...inRotation("N", ["1NT", "P", "P", "P"]), corrected("S", 2, "12-14, not 15-17")];
    const a = given(facts).state;
    expect(a.rulingsNeeded).toMatchObject([{ _tag: "CouldCallsBeInfluenced", law: "21B1" }]);
    const over = produceState(a, (d) => law17DAuctionPeriodEnds(d, "17D1", 8));
    expect(over.rulingsNeeded).toEqual([]);
    expect(over.audit.at(-1)).toMatchObject({ _tag: "AuctionPeriodOver", law: "17D1", position: 8 });
  });
});
