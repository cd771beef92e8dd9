import { describe, expect, it } from "vitest";
import { NotOpen } from "../errors.ts";
import { Board } from "../testing.ts";

const dummyOnLead = () => new Board().play("W:SJ N:SQ E:S5 S:S2");
const D13 = "S:KQ3.AQJ.42.QJT54 T542.7654.J765.3 98.K83.AKQ3.AK92 AJ76.T92.T98.876";

describe("Law 43: dummy's limitations", () => {
  it("43B1: a breach of 43A makes dummy liable to a procedural penalty; 43A2 forfeits his rights (43B2)", () => {
    const b = new Board().dummyViolation("43A1(c)");
    expect(b.p.dummyForfeited).toBeNull();
    expect(b.p.rulingsNeeded).toMatchObject([{ law: "45F" }]);
    b.dummyViolation("43A2(c)");
    expect(b.p.dummyForfeited).not.toBeNull();
    expect(b.laws()).toEqual(["43B1", "43B1", "43B2"]);
  });
  it("43A1(b)/42B3: dummy drawing attention during the play is noted; the irregularity is still rectified", () => {
    const b = new Board().play("W:DA N:D3 E:C6").attention("N", "C6");
    expect(b.laws()).toContain("43A1(b)");
    expect(b.p.revokes[0]?.status).toBe("corrected");
  });
  it("43B2(b): dummy having forfeited his rights asks declarer first: corrected, and Law 64 as if established", () => {
    const b = new Board()
      .dummyViolation("43A2(b)")
      .play("W:DA N:D3 E:D4 S:C2")
      .attention("N", "C2")
      .play("S:D2")
      .auto();
    expect(b.p.revokes[0]).toMatchObject({ status: "rectified", rectifiedBy: "43B2(b) → 64A2", transfer: 1 });
  });
  it("43B3: dummy having forfeited his rights points out a defender's revoke: corrected without a penalty card", () => {
    const b = new Board().dummyViolation("43A2(a)").play("W:DA N:D3 E:C6").attention("N", "C6");
    expect(b.p.penaltyCards).toEqual([]);
    expect(b.p.rulingsNeeded).toMatchObject([{ law: "43B3" }]);
  });
  it("43B3: ... points out a premature play: no rectification, the penalty card is picked up", () => {
    const b = new Board().dummyViolation("43A2(b)").play("W:SJ N:SQ E:S5 S:SA  S:CA E:C6");
    expect(b.p.penaltyCards).toHaveLength(1);
    b.attention("N", "C6");
    expect(b.p.penaltyCards).toEqual([]);
    expect(b.pending).toEqual([]);
  });
});

describe("Law 45: card played", () => {
  it("45D1: dummy's card declarer did not name, attention in time: withdrawn, the named card played", () => {
    const b = dummyOnLead().named("N", "D3", "DK").play("E:D4").attention("E", "D3");
    expect(b.trick(2)).toEqual(["N:DK", "E:D4"]);
    expect(b.pending).toEqual(["E 45D1: keep,withdraw"]);
  });
  it("45D1: when declarer's RHO changes his card, declarer may change the card he played after it", () => {
    const b = dummyOnLead().named("N", "D3", "DK").play("E:D4 S:D2").attention("W", "D3");
    b.choose("E", "45D1", "withdraw").play("E:D9");
    expect(b.pending).toEqual(["S 45D1: keep,withdraw"]);
  });
  it("45D2: too late, the play stands; a failure to follow a misplaced lead by a defender is for 64C1 only", () => {
    const b = dummyOnLead().named("N", "D3", "DK").play("E:C6 S:D2 W:DA  W:C7 N:C3 E:D4 S:CA");
    b.attention("S", "D3");
    expect(b.trick(2)).toEqual(["N:D3", "E:C6", "S:D2", "W:DA"]);
    expect(b.p.revokes[0]).toMatchObject({ offender: "E", misplacedLead: true });
    b.attention("S", "C6").auto();
    expect(b.p.revokes[0]).toMatchObject({ rectifiedBy: "45D2(a)", transfer: 0 });
  });
  it("45C4(b): declarer changes an unintended designation before he plays again; an opponent may then change (47D)", () => {
    const b = dummyOnLead().play("N:D3 E:D4").retract("N", "D3", "45C4(b)");
    expect(b.p.turn).toBe("N");
    b.play("N:DK");
    expect(b.pending).toEqual(["E 47D: keep,withdraw"]);
  });
  it("45C4(b): not open once declarer has played again, nor (2017) for a defender's card", () => {
    expect(() => dummyOnLead().play("N:D3 E:D4 S:D2").retract("N", "D3", "45C4(b)")).toThrow(NotOpen);
    expect(() => dummyOnLead().play("N:D3 E:D4").retract("E", "D4", "45C4(b)")).toThrow(NotOpen);
  });
  it("45E1: a fifth card by a defender, attention in time: it goes back as a penalty card", () => {
    const b = new Board().play("W:SJ N:S3 E:S5 S:SA  E:S6@1").attention("S", "S6");
    expect(b.penalties).toEqual(["E:S6:major:45E1"]);
  });
  it("45E2: a fifth card by declarer goes back with no rectification", () => {
    const b = new Board().play("W:SJ N:S3 E:S5 S:SA  S:S2@1").attention("W", "S2");
    expect(b.p.penaltyCards).toEqual([]);
    expect(b.p.hands.S).toContain("S2");
  });
});

describe("Law 46: incomplete designation of dummy's card", () => {
  it("46B1(b): 'win' from dummy playing last is the lowest card that wins", () => {
    const b = new Board("S", "NT", D13)
      .play("W:S5 N:S9 E:SA S:S3  E:DT S:D4 W:DJ")
      .designate({ word: "win" });
    expect(b.trick(2)).toEqual(["E:DT", "S:D4", "W:DJ", "N:DQ"]);
  });
  it("46B1(b): 'win' with dummy not last: the Director says which card", () => {
    const b = new Board("S", "NT", D13).play("W:D5").designate({ word: "win" });
    expect(b.p.rulingsNeeded).toMatchObject([{ law: "46B1(b)", answers: ["DA", "DK", "DQ", "D3"] }]);
    b.rule("46B1(b)", b.p.rulingsNeeded[0]!.position, { answer: "DA" });
    expect(b.trick(1)).toEqual(["W:D5", "N:DA"]);
  });
  it("46B1(a)/(c): 'high' and 'low' are the highest and lowest of the suit led", () => {
    expect(new Board("S", "NT", D13).play("W:H4").designate({ word: "high" }).trick(1)).toEqual([
      "W:H4",
      "N:HK",
    ]);
    expect(new Board("S", "NT", D13).play("W:H4").designate({ word: "low" }).trick(1)).toEqual([
      "W:H4",
      "N:H3",
    ]);
  });
  it("46B1 (A-5): 'high' with dummy on lead and no suit: the Director says which card", () => {
    const b = new Board("S", "NT", D13)
      .play("W:S5 N:S9 E:SA S:S3  E:DT S:D4 W:DJ")
      .designate({ word: "win" })
      .designate({ word: "high" });
    expect(b.p.rulingsNeeded).toMatchObject([{ law: "46B1" }]);
  });
  it("46B2: a suit without a rank is its lowest card", () => {
    expect(new Board("S", "NT", D13).play("W:H4").designate({ suit: "H" }).trick(1)).toEqual([
      "W:H4",
      "N:H3",
    ]);
  });
  it("46B3(a): a rank with dummy on lead: the suit in which dummy won the last trick", () => {
    const b = new Board("S", "NT", D13)
      .play("W:S5 N:S9 E:SA S:S3  E:DT S:D4 W:DJ")
      .designate({ word: "win" })
      .designate({ rank: "K" });
    expect(b.trick(3)).toEqual(["N:DK"]);
  });
  it("46B3(b): a rank naming two legal cards: declarer says which", () => {
    const b = new Board("S", "NT", D13)
      .play("W:S5 N:S9 E:SA S:S3  E:DT S:D4 W:DJ")
      .designate({ word: "win" })
      .designate({ rank: "8" });
    expect(b.pending).toEqual(["S 46B3: S8,H8"]);
    expect(b.choose("S", "46B3", "S8").trick(3)).toEqual(["N:S8"]);
  });
  it("46B4: a card dummy does not hold: void, declarer designates again", () => {
    const b = new Board("S", "NT", D13).play("W:S5").designate({ suit: "S", rank: "A" });
    expect(b.trick(1)).toEqual(["W:S5"]);
    expect(b.laws().at(-1)).toBe("46B4");
  });
  it("46B5: 'play anything': either defender designates dummy's card", () => {
    const b = new Board("S", "NT", D13).play("W:S5").designate({ word: "any" });
    expect(b.pending).toEqual(["E 46B5: S9,S8", "W 46B5: S9,S8"]);
    expect(b.choose("W", "46B5", "S9").trick(1)).toEqual(["W:S5", "N:S9"]);
  });
});

describe("Law 47: retraction of a played card", () => {
  it("47E1: a lead out of turn because an opponent said it was his turn: retracted, cannot be accepted, no penalty", () => {
    const b = new Board().play("W:SJ N:S3 E:SK S:S2  W:DA").retract("W", "DA", "47E1");
    expect(b.p).toMatchObject({ turn: "E", pending: [], penaltyCards: [] });
  });
  it("47E2(a): a card played before a mistaken explanation was corrected, no card played since to the trick", () => {
    const b = new Board().play("W:CT").retract("W", "CT", "47E2(a)");
    expect(b.p).toMatchObject({ turn: "W", dummyFaced: false });
    expect(b.p.hands.W).toContain("CT");
  });
  it("47E2(b)/47F2: once a card has been played to the trick the retraction is not open", () => {
    expect(() => new Board().play("W:CT N:C3").retract("W", "CT", "47E2(a)")).toThrow(NotOpen);
  });
});

describe("Law 58: simultaneous plays", () => {
  it("58B2: two cards led at once, one meant: the other is a penalty card (an honour major, a spot minor)", () => {
    expect(new Board().play("W:S9").expose("W", "SJ", "dropped").penalties).toEqual(["W:SJ:major:49"]);
    expect(new Board().play("W:SJ").expose("W", "S9", "dropped").penalties).toEqual(["W:S9:minor:49"]);
  });
  it("58B2 (WBFLC): a third card meant: both major, declarer chooses which is led (51A)", () => {
    const b = new Board().expose("W", "SJ", "dropped").expose("W", "S9", "dropped");
    expect(b.pending).toEqual(["S 51A: SJ,S9"]);
  });
});

describe("Law 67: defective trick", () => {
  const quitShort = () => new Board().play("W:SJ N:S3 E:S5 S:SA  S:HA W:H5 N:H7").play("S:CA@3");
  it("67: a lead to the next trick while the trick lacks a card quits it as a defective trick", () => {
    const b = quitShort();
    expect(b.trick(2)).toEqual(["S:HA", "W:H5", "N:H7"]);
    expect(b.trick(3)).toEqual(["S:CA"]);
    expect(b.p.tricks[1]).toMatchObject({ winner: "S", omitted: ["E"] });
    expect(b.p.irregular.at(-1)).toMatchObject({ law: "67", status: "pending attention" });
  });
  it("67A1: attention before each side has played to the next trick: the offender supplies a legal card", () => {
    const b = quitShort();
    b.attentionAt("S", b.p.irregular.at(-1)!.position);
    expect(b.p.turn).toBe("E");
    expect(b.legal("E")).toEqual(["H4", "H3", "H2"]);
    b.play("E:H3");
    expect(b.trick(2)).toEqual(["S:HA", "W:H5", "N:H7", "E:H3"]);
    expect(b.p.tricks[1]?.winner).toBe("S");
  });
  it("67B1: found later: placed now, the trick keeps its winner, a deemed revoke costing one trick (64A2)", () => {
    const b = new Board().play("W:SJ N:S3 E:S5 S:SA  S:HA W:H5 N:H7").play("S:HK@3").play("W:H6 N:H8 E:H3");
    b.attentionAt("W", b.p.irregular.find((i) => i.law === "67")!.position);
    expect(b.p.turn).toBe("E");
    b.play("E:H2");
    expect(b.trick(2)).toEqual(["S:HA", "W:H5", "N:H7", "E:H2"]);
    expect(b.p.tricks[1]?.winner).toBe("S");
    expect(b.p.revokes).toMatchObject([
      { trick: 2, offender: "E", kind: "defective", law: "67B1", status: "established" },
    ]);
    b.auto();
    const ewLater = b.p.tricks.some((t) => t.number >= 2 && (t.winner === "E" || t.winner === "W"));
    expect(b.p.revokes[0]).toMatchObject({ transfer: ewLater ? 1 : 0, rectifiedBy: "67B1" });
  });
  it("67B2: an extra card found late goes back to the hand; failing to play it later was a revoke", () => {
    const b = new Board().play("W:SJ N:S3 E:S5 S:SA  S:HA W:H5 N:H7 E:H2  S:DQ W:DA N:D3 E:D4  E:C6@3");
    b.play("W:C7 N:C3 E:D6 S:CA  S:HK W:H6 N:H8 E:H3");
    b.attention("N", "C6");
    expect(b.p.hands.E).toContain("C6");
    expect(b.p.revokes).toMatchObject([{ trick: 4, offender: "E", law: "67B2(b)", status: "established" }]);
  });
});
