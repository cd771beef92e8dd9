import { describe, expect, it } from "vitest";
import { call, given, option } from "./testing/given.ts";

/** East passed out of rotation at North's turn (30A): East must pass at his next turn. */
const BARRED = [call("E", "P"), option("S", "29A", "refuse"), call("N", "1C")];

describe("Law 35: inadmissible calls, in the order of precedence 38, 36, 37, 27", () => {
  it("35: a bid above seven by a barred player is Law 38, not 37", () => {
    given(BARRED)
      .when(call("E", "8C"))
      .then({
        audit: [{ _tag: "BidAboveSeven", law: "35C", seat: "E", call: "8C" }],
        state: (a) => expect(a.open).toMatchObject({ kind: "above-seven" }),
      });
  });

  it("35: an inadmissible double by a barred player is Law 36, not 37", () => {
    given(BARRED)
      .when(call("E", "XX"))
      .then({
        audit: [{ _tag: "InadmissibleDouble", law: "35A", seat: "E", call: "XX" }],
        state: (a) => expect(a.open).toMatchObject({ kind: "inadmissible-double" }),
      });
  });

  it("35: an insufficient bid by a barred player is Law 37, not 27", () => {
    given([call("E", "P"), option("S", "29A", "refuse"), call("N", "1S")])
      .when(call("E", "1C"))
      .then({
        audit: [{ _tag: "ViolatesObligationToPass", law: "35B", seat: "E", call: "1C" }],
        state: (a) => expect(a.open).toMatchObject({ kind: "violates-pass" }),
      });
  });
});
