import { describe, expect, it } from "vitest";
import { Board } from "../testing.ts";

/** After trick 1 (W ♠J, N ♠3, E ♠5, S ♠A): South on lead. */
const afterTrick1 = () => new Board().play("W:SJ N:S3 E:S5 S:SA");

describe("Laws 48–49: exposed cards", () => {
  it("48A: a card of declarer or dummy exposed is never a penalty card", () => {
    const b = afterTrick1().expose("S", "CA", "dropped").expose("N", "CJ", "shown");
    expect(b.p.penaltyCards).toEqual([]);
    expect(b.laws().filter((l) => l === "48A")).toHaveLength(2);
  });
  it("49: a defender's card exposed is a penalty card; a card he does not hold is impossible", () => {
    const b = afterTrick1().expose("W", "CT", "shown");
    expect(b.penalties).toEqual(["W:CT:major:49"]);
    expect(() => afterTrick1().expose("W", "SA", "shown")).toThrow(/does not hold SA|already been played/);
  });
});

describe("Law 50: disposition of a penalty card", () => {
  it("50B1: a single spot card exposed inadvertently is a minor penalty card", () => {
    expect(afterTrick1().expose("W", "C7", "dropped").penalties).toEqual(["W:C7:minor:49"]);
  });
  it("50B2: an honour is major whatever the exposure", () => {
    expect(afterTrick1().expose("W", "CT", "dropped").penalties).toEqual(["W:CT:major:49"]);
  });
  it("50B2: a spot card exposed through deliberate play (shown, named, led) is major", () => {
    expect(afterTrick1().expose("W", "C7", "named").penalties).toEqual(["W:C7:major:49"]);
    expect(afterTrick1().expose("W", "C7", "led").penalties).toEqual(["W:C7:major:49"]);
  });
  it("50B2: a second penalty card makes all of the defender's penalty cards major", () => {
    const b = afterTrick1().expose("W", "C7", "dropped").expose("W", "D8", "dropped");
    expect(b.penalties).toEqual(["W:C7:major:49", "W:D8:major:49"]);
  });
  it("50B (A-28): a spot card exposed without saying how: minor until the Director classifies it", () => {
    const b = afterTrick1().expose("W", "C7");
    expect(b.penalties).toEqual(["W:C7:minor:49"]);
    expect(b.p.rulingsNeeded.filter((r) => r.law !== "50E4")).toMatchObject([
      { law: "50B", answers: ["minor", "major"] },
    ]);
    const pos = b.p.rulingsNeeded[0]!.position;
    expect(b.rule("50B", pos, { answer: "major" }).penalties).toEqual(["W:C7:major:49"]);
    expect(b.p.rulingsNeeded.map((r) => r.law)).toEqual(["50E4"]);
  });
  it("50C: with a minor penalty card he may not play a smaller card of its suit, but may play an honour or the card", () => {
    const b = afterTrick1().play("S:HA W:H5 N:H7 E:H2  S:CA").expose("W", "C7", "dropped");
    expect(b.legal("W")).toEqual(["CT", "C7"]);
  });
  it("50C: a minor penalty card need not be played at the first opportunity and gives partner no lead restriction", () => {
    const b = new Board().expose("E", "C6", "dropped");
    expect(b.pending).toEqual([]);
    expect(b.legal("W")).toHaveLength(13);
  });
  it("50D1(a): a major penalty card must be played at the first legal opportunity (here a discard)", () => {
    const b = afterTrick1().expose("W", "D8", "shown").play("S:HA W:H5 N:H7 E:H2  S:HK W:H6 N:H8 E:H3  S:HQ");
    expect(b.legal("W")).toEqual(["D8"]);
  });
  it("50D1(b): the duty to follow suit comes before the duty to play the penalty card", () => {
    const b = afterTrick1().expose("W", "D8", "shown").play("S:HA");
    expect(b.legal("W")).toEqual(["H6", "H5"]);
    expect(b.penalties).toEqual(["W:D8:major:49"]);
  });
  it("50D1: a penalty card played is no longer one", () => {
    const b = afterTrick1().expose("W", "D8", "shown").play("S:D2 W:D8");
    expect(b.p.penaltyCards).toEqual([]);
    expect(b.p.current?.cards.at(-1)).toMatchObject({ card: "D8", law: "50D1" });
  });
  it("50D2: partner of the holder on lead: declarer's choice is pending and the lead waits for it", () => {
    const b = new Board().expose("E", "SK", "shown");
    expect(b.pending).toEqual(["S 50D2: require-S,forbid-S,none"]);
    expect(b.p.turn).toBeNull();
  });
  it("50D2(a)(i): require the suit: the card is picked up and the leader must lead it once", () => {
    const b = new Board().expose("E", "SK", "shown").choose("S", "50D2", "require-S");
    expect(b.p.penaltyCards).toEqual([]);
    expect(b.legal("W")).toEqual(["SJ", "ST", "S9"]);
    b.play("W:SJ");
    expect(b.p.leadRestrictions).toEqual([]);
  });
  it("50D2(a)(ii): forbid the suit while he keeps the lead; the ban ends when he loses it (I-RESTR-1)", () => {
    const b = new Board().expose("E", "SK", "shown").choose("S", "50D2", "forbid-S");
    expect(b.p.penaltyCards).toEqual([]);
    expect(b.legal("W").some((c) => c[0] === "S")).toBe(false);
    b.play("W:DA N:D3 E:D4 S:D2");
    expect(b.p.leadRestrictions).toHaveLength(1);
    expect(b.legal("W").some((c) => c[0] === "S")).toBe(false);
    b.play("W:D8 N:DK E:D6 S:DQ");
    expect(b.p.leadRestrictions).toEqual([]);
  });
  it("50D2(b): no requirement: the card stays; fn 14: offered again when the leader keeps the lead", () => {
    const b = new Board().expose("E", "C6", "shown").choose("S", "50D2", "none");
    expect(b.penalties).toEqual(["E:C6:major:49"]);
    b.play("W:DA N:D3 E:D4 S:D2");
    expect(b.pending).toEqual(["S 50D2: require-C,forbid-C,none"]);
  });
  it("50D2 (A-10): a lead before declarer's choice becomes a penalty card; the choice stays pending", () => {
    const b = new Board().expose("E", "SK", "shown").play("W:DA");
    expect(b.penalties).toEqual(["E:SK:major:49", "W:DA:major:50D2"]);
    expect(b.pending).toEqual(["S 50D2: require-S,forbid-S,none"]);
  });
  it("24 → 50: penalty cards carried from the auction are offered before the opening lead", () => {
    const b = new Board("S", "H", undefined, "2017", {
      penaltyCards: [{ seat: "E", card: "SK", kind: "major", law: "24E" }],
    });
    expect(b.penalties).toEqual(["E:SK:major:24E"]);
    expect(b.pending).toEqual(["S 50D2: require-S,forbid-S,none"]);
  });
  it("26B: a lead restriction carried from the auction: declarer may forbid one suit not specified legally", () => {
    const b = new Board("S", "H", undefined, "2017", {
      leadRestrictions: [{ restricted: "W", offender: "E", law: "26B", suitsSpecified: ["C"] }],
    });
    expect(b.pending).toEqual(["S 26B: forbid-S,forbid-H,forbid-D,none"]);
    b.choose("S", "26B", "forbid-D");
    expect(b.legal("W").some((c) => c[0] === "D")).toBe(false);
    expect(b.p.carried).toEqual([]);
  });
  it("26B (WBFLC Ex 22): a restriction whose offender specified every suit offers nothing: the lead is free", () => {
    const b = new Board("S", "H", undefined, "2017", {
      leadRestrictions: [
        { restricted: "W", offender: "E", law: "26B", suitsSpecified: ["S", "H", "D", "C"] },
      ],
    });
    expect(b.pending).toEqual([]);
    expect(b.p.carried).toEqual([]);
    expect(b.legal("W")).toHaveLength(13);
    expect(b.laws()).toContain("26B");
  });
});

describe("Law 51: two or more penalty cards", () => {
  const twoSuits = () => new Board().expose("E", "SK", "shown").expose("E", "D9", "shown");
  it("51A: two penalty cards he may legally play: declarer designates which", () => {
    const b = twoSuits().choose("S", "51B2", "none").play("W:CT N:C3 E:C6 S:CA  S:CK W:C9 N:C4");
    expect(b.pending).toEqual(["S 51A: SK,D9"]);
    b.choose("S", "51A", "SK");
    expect(b.legal("E")).toEqual(["SK"]);
  });
  it("51B1: two penalty cards in one suit: require or forbid that suit (all of them picked up), or nothing", () => {
    const b = new Board().expose("E", "SK", "shown").expose("E", "S8", "shown");
    expect(b.pending).toEqual(["S 51B1: require-S,forbid-S,none"]);
    b.choose("S", "51B1", "forbid-S");
    expect(b.p.penaltyCards).toEqual([]);
  });
  it("51B2(a): require one of the suits: its cards are picked up, the others stay", () => {
    const b = twoSuits();
    expect(b.pending).toEqual(["S 51B2: require-S,require-D,forbid-S,forbid-D,forbid-S+D,none"]);
    expect(b.choose("S", "51B2", "require-D").penalties).toEqual(["E:SK:major:49"]);
    expect(b.legal("W")).toEqual(["DA", "DJ", "DT", "D8"]);
  });
  it("51B2(b): forbid one or more suits: every penalty card of a forbidden suit is picked up", () => {
    const b = twoSuits().choose("S", "51B2", "forbid-S+D");
    expect(b.p.penaltyCards).toEqual([]);
    expect(b.legal("W").every((c) => c[0] === "H" || c[0] === "C")).toBe(true);
  });
  it("51B2(c): no requirement: the cards stay (2017)", () => {
    expect(twoSuits().choose("S", "51B2", "none").penalties).toHaveLength(2);
  });
});

describe("Law 52: failure to lead or play a penalty card", () => {
  /** W has ♦8 as a major penalty card and discards ♠9 on the third heart. */
  const failure = () =>
    afterTrick1()
      .play("S:HA W:H5")
      .expose("W", "D8", "shown")
      .play("N:H7 E:H2  S:HK W:H6 N:H8 E:H3  S:HQ W:S9");
  it("61A/52: not playing the penalty card when able is a revoke of the penalty-card kind", () => {
    expect(failure().p.revokes).toMatchObject([
      { offender: "W", card: "S9", kind: "penalty-card", status: "committed" },
    ]);
  });
  it("52B1(a): once attention is drawn declarer may accept the card; the penalty cards stay (52B1(c))", () => {
    const b = failure().attention("S", "S9");
    expect(b.pending).toEqual(["S 52B: accept,reject"]);
    b.choose("S", "52B", "accept");
    expect(b.penalties).toEqual(["W:D8:major:49"]);
    expect(b.trick(4)).toEqual(["S:HQ", "W:S9"]);
  });
  it("52B1(b): declarer must accept if he has since played from his hand or dummy", () => {
    const b = failure().play("N:H9").attention("E", "S9");
    expect(b.pending).toEqual([]);
    expect(b.laws()).toContain("52B1(b)");
  });
  it("52B2: rejected, the card becomes a major penalty card and the penalty card is played instead", () => {
    const b = failure().attention("S", "S9").choose("S", "52B", "reject");
    expect(b.penalties).toEqual(["W:D8:major:49", "W:S9:major:52B2"]);
    expect(b.legal("W")).toEqual(["D8"]);
    b.play("W:D8");
    expect(b.trick(4)).toEqual(["S:HQ", "W:D8"]);
    expect(b.p.revokes[0]).toMatchObject({ status: "corrected", correctedBy: "52B2" });
  });
});
