import { describe, expect, it } from "vitest";
import { NotOpen } from "./errors.ts";
import { Board, LAB } from "./testing.ts";

/** editions.md §3.3: the play rows whose outcome differs between the 2007 and 2017 Codes. */
const both = (f: (b: () => Board) => unknown) => ({
  "2007": f(() => new Board("S", "H", LAB, "2007")),
  "2017": f(() => new Board("S", "H", LAB, "2017")),
});

describe("editions: the 2007 and 2017 Codes in the play", () => {
  it("P-2 45C4(b): 2017 only declarer's dummy card until he plays again; 2007 any player until partner has played", () => {
    const change = (b: () => Board) => {
      try {
        b().play("W:SJ N:SQ E:S5").retract("E", "S5", "45C4(b)");
        return "changed";
      } catch (e) {
        return e instanceof NotOpen ? "refused" : "error";
      }
    };
    expect(both(change)).toEqual({ "2007": "changed", "2017": "refused" });
  });
  it("P-3 45D2: a misplaced dummy card found too late: 2017 the play stands (45D2); 2007 no provision, the Director rules", () => {
    const late = (b: () => Board) => {
      const x = b()
        .play("W:SJ N:SQ E:S5 S:S2")
        .named("N", "D3", "DK")
        .play("E:D4 S:D2 W:DA  W:C7 N:C3 E:C6 S:CA");
      x.attention("E", "D3");
      return [
        x.laws().includes("45D2(b)") || x.laws().includes("45D2(a)"),
        x.p.rulingsNeeded.map((r) => r.law),
      ];
    };
    expect(both(late)).toEqual({ "2007": [false, ["45D"]], "2017": [true, []] });
  });
  it("P-5 51B2: penalty cards in two suits: the 'no requirement' option exists only in 2017 (51B2(c))", () => {
    const options = (b: () => Board) =>
      b().expose("E", "SK", "shown").expose("E", "D9", "shown").p.pending[0]?.options.includes("none");
    expect(both(options)).toEqual({ "2007": false, "2017": true });
  });
  it("P-6 53A: a lead out of turn at trick 13: 2017 cancelled; 2007 may be accepted", () => {
    const last = (b: () => Board) => {
      const x = b().auto(48);
      const other = x.p.turn === "E" ? "W" : "E";
      x.play(`${other}:${x.p.hands[other][0]}`);
      return x.p.pending.map((o) => o.law);
    };
    const r = both(last) as Record<string, string[]>;
    expect(r["2017"]).toEqual([]);
    expect(r["2007"]?.length).toBeGreaterThan(0);
  });
  it("P-8 57A: declarer may require a named suit only under 2017", () => {
    const options = (b: () => Board) =>
      b()
        .play("W:SJ N:S3 W:H6")
        .p.pending[0]?.options.filter((o) => o.startsWith("require"));
    expect(both(options)).toEqual({ "2007": [], "2017": ["require-H", "require-D", "require-C"] });
  });
  it("P-8 57D: a play at RHO's turn after partner has played: 2017 played in turn if legal; 2007 a penalty card (Law 49)", () => {
    const rhoTurn = (b: () => Board) => b().play("W:SJ N:S3 E:S5 S:SA  S:HA W:H5 E:H2").penalties;
    expect(both(rhoTurn)).toEqual({ "2007": ["E:H2:major:49"], "2017": [] });
  });
  it("P-10 62C3: both sides revoke on a trick, one side has played on: 2017 both corrected; 2007 the established one stands", () => {
    const both62 = (b: () => Board) =>
      b()
        .play("W:D8 N:D3 E:C6 S:C2  W:CT")
        .attention("N", "C2")
        .p.revokes.map((r) => r.status);
    expect(both(both62)).toEqual({
      "2007": ["established", "corrected"],
      "2017": ["corrected", "corrected"],
    });
  });
  it("P-12 64B7: one side's revoke corrected in time: 2017 the other is adjusted; 2007 no adjustment (both revoked)", () => {
    const adjust = (b: () => Board) => {
      const x = b().play("W:DA N:D3 E:D4 S:C2").attention("W", "C2").play("S:D2  W:SJ N:SQ E:H2 S:S2").auto();
      x.attention("S", "H2");
      return x.p.revokes[1]?.rectifiedBy === "64B7";
    };
    expect(both(adjust)).toEqual({ "2007": true, "2017": false });
  });
  it("P-13 64C: the equity question is 64C1/64C2 under 2017, a single 64C under 2007", () => {
    const q = (b: () => Board) => {
      const x = b().play("W:DA N:D3 E:D4 S:C2").auto();
      return x.attention("W", "C2").p.rulingsNeeded.map((r) => r.law);
    };
    expect(both(q)).toEqual({ "2007": ["64C"], "2017": ["64C1"] });
  });
  it("P-13 64B2 (2007: no transfer for a second revoke in the same suit by the same player, the first corrected; 2017: the first must be established)", () => {
    const second = (b: () => Board) => {
      const x = b()
        .play("W:DA N:D3 E:D4 S:D2  W:C7 N:C3 E:C6 S:CA  S:SA W:D8 N:S3 E:S5")
        .attention("S", "D8")
        .play("W:S9")
        .choose("N", "62C1", "keep")
        .play("S:S2 W:D8 N:S4 E:S6")
        .auto();
      x.attention("S", "D8");
      return [x.p.revokes.map((r) => `${r.status}:${r.rectifiedBy ?? "-"}`), x.p.rulingsNeeded.at(-1)?.law];
    };
    expect(both(second)).toEqual({
      "2007": [["corrected:-", "rectified:64B2"], "64C"],
      "2017": [["corrected:-", "rectified:64A2"], "64C1"],
    });
  });
  it("P-1 43B3: the end-of-play question: 2017 defenders' score only; 2007 an ordinary 12B1 adjustment", () => {
    const q = (b: () => Board) =>
      b()
        .dummyViolation("43A2(b)")
        .play("W:DA N:D3 E:C6")
        .attention("N", "C6")
        .p.rulingsNeeded[0]?.question?.toString()
        .includes("defenders' score only");
    expect(both(q)).toEqual({ "2007": false, "2017": true });
  });
});
