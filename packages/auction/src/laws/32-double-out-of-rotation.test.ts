import { describe, expect, it } from "vitest";
import { call, given, option, ruling } from "../testing/given.ts";

describe("Law 32: a double or redouble out of rotation", () => {
  it("32A1: RHO passes, the offender must repeat his double", () => {
    given([call("S", "1H"), call("W", "P"), call("E", "X")], { dealer: "S" })
      .when(option("S", "29A", "refuse"))
      .thenSome([{ _tag: "RepeatIfRhoPasses", law: "32A", seat: "E", call: "X", rho: "N" }]);
    given([call("S", "1H"), call("W", "P"), call("E", "X"), option("S", "29A", "refuse")], { dealer: "S" })
      .when(call("N", "P"))
      .then({
        audit: [{ _tag: "RhoPassedMustRepeat", law: "32A1", seat: "E", call: "X", rho: "N" }],
        state: (a) =>
          expect(a.obligations).toMatchObject([{ kind: "repeat", seat: "E", call: "X", law: "32A1" }]),
      });
  });

  it("32A2(b): RHO acts, a call not comparable bars partner once", () => {
    given(
      [
        call("S", "1H"),
        call("W", "P"),
        call("E", "X"),
        option("S", "29A", "refuse"),
        call("N", "2H"),
        call("E", "2S"),
      ],
      { dealer: "S" },
    )
      .when(ruling("23A", "not-comparable"))
      .thenSome({
        audit: [{ _tag: "MustPass", law: "32A2", seat: "W", scope: "next-turn" }],
        state: (a) =>
          expect(a.obligations).toMatchObject([{ kind: "pass", seat: "W", scope: "next-turn", law: "32A2" }]),
      });
  });

  it("32B: double at partner's turn", () => {
    given([call("E", "1S"), call("N", "X")], { dealer: "E" })
      .when(option("E", "29A", "refuse"))
      .thenSome({
        audit: [{ _tag: "PartnerCallsFreely", law: "32B", offender: "N", partner: "S", ruledAs: "32A2" }],
        state: (a) => expect(a.replacement).toMatchObject({ offender: "N", law: "32B2" }),
      });
  });
});
