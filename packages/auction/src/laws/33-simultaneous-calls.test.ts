import { describe, expect, it } from "vitest";
import { call, given, standing } from "../testing/given.ts";

describe("Law 33: simultaneous calls", () => {
  it("33: a call simultaneous with the call of the player whose turn it was is deemed to follow it", () => {
    // East called out of rotation at the same time as North, the dealer.
    given([call("E", "1S")])
      .when(call("N", "1H", true))
      .thenSome({
        audit: [
          {
            _tag: "SimultaneousCallsReordered",
            law: "33",
            seat: "E",
            call: "1S",
            after: "N",
            afterCall: "1H",
          },
        ],
        state: (a) =>
          expect(standing(a)).toMatchObject([
            { seat: "N", call: "1H" },
            { seat: "E", call: "1S" },
          ]),
      });
  });

  it("33: a call simultaneous with the previous call in rotation follows it", () => {
    given([call("N", "1H")])
      .when(call("E", "1S", true))
      .then([{ _tag: "SimultaneousCall", law: "33", seat: "E", call: "1S" }]);
  });
});
