import { describe, expect, it } from "vitest";
import { call, callAt, given, ruling } from "../testing/given.ts";

describe("Law 9B: a further call while a rectification is pending", () => {
  it("9B: the Director is asked to cancel it; the auction waits", () => {
    // North's 8C waits for the Director (Law 38); South calls.
    given([call("N", "8C")])
      .when(call("S", "7H"))
      .thenSome({
        rulings: [
          { _tag: "RectifyBidAboveSeven", law: "38", seat: "N", call: "8C" },
          {
            _tag: "CallWhileRectificationPending",
            law: "9B",
            position: 3,
            blocking: true,
            seat: "S",
            call: "7H",
            offender: "N",
            irregularity: "above-seven",
            irregular: "8C",
            answers: ["cancel"],
          },
        ],
      });
  });

  it("9B: the Director cancels it; 16C applies to it", () => {
    given([call("N", "8C"), call("S", "7H")])
      .when(ruling("9B", "cancel"))
      .then({
        audit: [{ _tag: "FurtherCallCancelled", law: "9B", seat: "S", call: "7H" }],
        state: (a) => {
          expect(callAt(a, 3)).toMatchObject({ status: "cancelled", law: "9B" });
          expect(a.info).toMatchObject([{ seat: "S", call: "7H", law: "16C" }]);
        },
      });
  });

  it("9B: no call is taken while a blocking question waits for the Director", () => {
    given([call("N", "8C"), call("S", "7H")]).whenRefused(call("E", "P"), {
      _tag: "AuctionWaitsForRuling",
      law: "9B",
      about: 3,
    });
  });
});
