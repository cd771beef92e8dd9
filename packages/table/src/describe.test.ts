import { describe, expect, it } from "vitest";
import { describeRecord } from "./describe.ts";

describe("describeRecord: one event as a Director reads it", () => {
  it("prints the seat, call and card bare, other fields as name=value, and leaves the envelope and seal out", () => {
    expect(
      describeRecord({ type: "CallMade", seat: "S", call: "1NT", at: "2026-01-01T20:00:00Z", by: "TD" }),
    ).toBe("CallMade S 1NT");
    expect(
      describeRecord({ type: "DirectorRuled", law: "64C1", tricks: 11, seq: 9, prev: "a", hash: "b" }),
    ).toBe("DirectorRuled law=64C1 tricks=11");
    expect(describeRecord({ type: "DealCorrected", moves: [{ card: "SA", to: "N" }], note: "found" })).toBe(
      'DealCorrected moves=[{"card":"SA","to":"N"}]',
    );
    expect(
      describeRecord({ type: "ScoresPosted", at: "2026-01-01T22:00:00Z", sealed: "sha256-chain/1" }),
    ).toBe("ScoresPosted");
  });
});
