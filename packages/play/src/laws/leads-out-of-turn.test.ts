import { describe, expect, it } from "vitest";
import { Board } from "../testing.ts";

/** West has won trick 1 with ♦A and is to lead; South (declarer) and North (dummy) follow. */
const westOnLead = () => new Board().play("W:DA N:D3 E:D4 S:D2");
/** South has won trick 1 and is to lead. */
const southOnLead = () => new Board().play("W:SJ N:S3 E:S5 S:SA");
/** Dummy has won trick 1 and is to lead. */
const dummyOnLead = () => new Board().play("W:SJ N:SQ E:S5 S:S2");

describe("Law 41: commencement of play", () => {
  it("41A: a face-down opening lead out of turn goes back, not a penalty card; the proper leader leads", () => {
    const b = new Board().faceDown("E", "SK");
    expect(b.p.irregular).toMatchObject([{ seat: "E", card: "SK", law: "41A", status: "returned" }]);
    expect(b.p).toMatchObject({ turn: "W", penaltyCards: [], pending: [] });
  });
  it("41A/41C: the opening leader's face-down lead is the lead once faced; dummy is spread (41D)", () => {
    const b = new Board().faceDown("W", "SJ");
    expect(b.trick(1)).toEqual(["W:SJ"]);
    expect(b.p.dummyFaced).toBe(true);
  });
});

describe("Laws 53–54: leads out of turn", () => {
  it("54: the opening leader's partner faces a lead: declarer's three options, play waits", () => {
    const b = new Board().play("E:SK");
    expect(b.pending).toEqual(["S 54: spread,accept,refuse"]);
    expect(b.p.turn).toBeNull();
    expect(b.p.hands.E).toContain("SK");
    expect(b.p.dummyFaced).toBe(false);
  });
  it("54A: declarer spreads his hand and becomes dummy; the lead is in turn", () => {
    const b = new Board().play("E:SK").choose("S", "54", "spread");
    expect(b.p).toMatchObject({ declarer: "N", dummy: "S", turn: "S" });
    expect(b.trick(1)).toEqual(["E:SK"]);
  });
  it("54B: accepted: dummy is spread and declarer plays second from his own hand", () => {
    const b = new Board().play("E:SK").choose("S", "54", "accept");
    expect(b.p).toMatchObject({ declarer: "S", turn: "S", dummyFaced: true });
  });
  it("54B1: declarer's card from his hand accepts the lead", () => {
    expect(new Board().play("E:SK S:S2").trick(1)).toEqual(["E:SK", "S:S2"]);
  });
  it("54B2: a card from dummy accepts the lead too and stands (declarer's own hand still to play)", () => {
    const b = new Board().play("E:SK N:S3");
    expect(b.trick(1)).toEqual(["E:SK", "N:S3"]);
    expect(b.p.turn).toBe("S");
  });
  it("54D: refused: a major penalty card, then 50D2 before the proper lead", () => {
    const b = new Board().play("E:SK").choose("S", "54", "refuse");
    expect(b.penalties).toEqual(["E:SK:major:54D"]);
    expect(b.pending).toEqual(["S 50D2: require-S,forbid-S,none"]);
  });
  it("54E: a member of the declaring side attempts the opening lead: the card goes back (Law 24), no penalty card", () => {
    const b = new Board().play("N:S3");
    expect(b.p.irregular).toMatchObject([{ seat: "N", law: "54E", status: "returned" }]);
    expect(b.p.turn).toBe("W");
    expect(b.p.penaltyCards).toEqual([]);
  });
  it("53A: accepted by saying so: the offender leads the trick and play goes on from his left", () => {
    const b = southOnLead().play("W:H5").choose("S", "56", "accept");
    expect(b.trick(2)).toEqual(["W:H5"]);
    expect(b.p.turn).toBe("N");
  });
  it("53A(ii): a card from the hand next in rotation accepts the lead (60A1: rectification forfeited)", () => {
    expect(westOnLead().play("E:C6 S:C2").trick(2)).toEqual(["E:C6", "S:C2"]);
  });
  it("53A fn 17: a lead out of turn at trick 13 is cancelled (2017)", () => {
    const b = new Board().auto(48);
    const leader = b.p.turn!;
    const other = leader === "E" ? "W" : "E";
    b.play(`${other}:${b.p.hands[other][0]}`);
    expect(b.p.irregular.at(-1)).toMatchObject({ law: "53A", status: "cancelled" });
    expect(b.p.turn).toBe(leader);
    expect(b.pending).toEqual([]);
  });
  it("53B: the proper leader, an opponent of the offender, leads: the card led in error goes back, not a penalty card", () => {
    const b = southOnLead().play("W:H5 S:HA");
    expect(b.trick(2)).toEqual(["S:HA"]);
    expect(b.p.penaltyCards).toEqual([]);
    expect(b.p.irregular[0]).toMatchObject({ law: "56", status: "withdrawn (53B)" });
  });
  it("53B: when declarer's hand next in rotation is the proper leader, he says so ('lead')", () => {
    const b = new Board().play("W:DA N:DK E:D4 S:D2").play("E:C6");
    expect(b.pending).toEqual(["S 56: accept,retract"]);
    const c = new Board().play("W:SJ N:S3 E:S5 S:SA").play("E:C6");
    expect(c.pending).toEqual(["S 56: accept,retract,lead"]);
    c.choose("S", "56", "lead");
    expect(c.p.turn).toBe("S");
    expect(c.p.penaltyCards).toEqual([]);
  });
  it("53C: the defender on the right of declarer's irregular lead plays to it: it stands and Law 57 applies", () => {
    const b = dummyOnLead().play("S:CQ E:C6");
    expect(b.trick(2)).toEqual(["S:CQ"]);
    expect(b.penalties).toEqual(["E:C6:major:57A"]);
    expect(b.pending[0]).toMatch(/^S 57A: highest,lowest/);
  });
});

describe("Law 55: declarer's lead out of turn", () => {
  it("55A: both defenders are offered the choice", () => {
    expect(dummyOnLead().play("S:CQ").pending).toEqual(["W 55A: accept,retract", "E 55A: accept,retract"]);
  });
  it("55A: the defender next in rotation decides at once", () => {
    const b = dummyOnLead().play("S:CQ").choose("W", "55A", "accept");
    expect(b.pending).toEqual([]);
    expect(b.trick(2)).toEqual(["S:CQ"]);
  });
  it("55A: the other defender's choice waits for his; if they differ, the next in rotation prevails", () => {
    const b = dummyOnLead().play("S:CQ").choose("E", "55A", "accept");
    expect(b.pending).toEqual(["W 55A: accept,retract"]);
    b.choose("W", "55A", "retract");
    expect(b.trick(2)).toEqual([]);
    expect(b.p.turn).toBe("N");
  });
  it("55B1: retracted when a defender was to lead: the card goes back, no rectification, the defender leads", () => {
    const b = westOnLead().play("N:C3").choose("E", "55A", "retract");
    expect(b.p.turn).toBe("W");
    expect(b.p.hands.N).toContain("C3");
    expect(b.laws()).toContain("55B1");
  });
  it("55B2: retracted when the other hand was to lead: declarer leads from it", () => {
    const b = dummyOnLead().play("S:CQ").choose("W", "55A", "retract");
    expect(b.p).toMatchObject({ turn: "N", retractedLead: expect.any(Number) });
    expect(b.p.penaltyCards).toEqual([]);
  });
  it("60B: a defender's card after the retraction, before the correct lead, is a major penalty card", () => {
    const b = dummyOnLead().play("S:CQ").choose("W", "55A", "retract").play("E:D9");
    expect(b.penalties).toEqual(["E:D9:major:60B"]);
    b.play("N:C3");
    expect(b.p.retractedLead).toBeNull();
  });
});

describe("Law 56: defender's lead out of turn", () => {
  it("56A: declarer accepts", () => {
    expect(southOnLead().play("W:H5").choose("S", "56", "accept").trick(2)).toEqual(["W:H5"]);
  });
  it("56B: declarer requires retraction: a major penalty card; the proper leader leads", () => {
    const b = southOnLead().play("W:H5").choose("S", "56", "retract");
    expect(b.penalties).toEqual(["W:H5:major:56B"]);
    expect(b.p.turn).toBe("S");
  });
  it("56B: when the offender's partner is the proper leader, 50D2 follows", () => {
    const b = westOnLead().play("E:C6").choose("S", "56", "retract");
    expect(b.pending).toEqual(["S 50D2: require-C,forbid-C,none"]);
  });
  it("53 (WBFLC): both defenders lead, the wrong one first: accepted, the second card is a penalty card", () => {
    const b = westOnLead().play("E:C6 W:DJ");
    expect(b.pending).toEqual(["S 56: accept,retract"]);
    b.choose("S", "56", "accept");
    expect(b.trick(2)).toEqual(["E:C6"]);
    expect(b.penalties).toEqual(["W:DJ:major:53"]);
  });
  it("53 (WBFLC): refused, the first card is a penalty card and the second the lead", () => {
    const b = westOnLead().play("E:C6 W:DJ").choose("S", "56", "retract");
    expect(b.trick(2)).toEqual(["W:DJ"]);
    expect(b.penalties).toEqual(["E:C6:major:56B"]);
  });
});

describe("Law 57: premature lead or play by a defender", () => {
  it("57A: a premature lead to the next trick: major penalty card; declarer's four options (2017)", () => {
    const b = new Board().play("W:SJ N:S3 W:H6");
    expect(b.penalties).toEqual(["W:H6:major:57A"]);
    expect(b.pending).toEqual([
      "S 57A: highest,lowest,require-H,require-D,require-C,forbid-H,forbid-D,forbid-C",
    ]);
  });
  it("57A: a play out of turn before partner has played (to the current trick)", () => {
    const b = southOnLead().play("S:CA E:C6");
    expect(b.penalties).toEqual(["E:C6:major:57A"]);
    expect(b.pending[0]).toMatch(/^S 57A/);
  });
  it("57A1: partner must play the highest card of the suit led", () => {
    expect(new Board().play("W:SJ N:S3 W:H6").choose("S", "57A", "highest").legal("E")).toEqual(["SK"]);
  });
  it("57A2: the lowest", () => {
    expect(new Board().play("W:SJ N:S3 W:H6").choose("S", "57A", "lowest").legal("E")).toEqual(["S5"]);
  });
  it("57A3: a card of another suit named (2017): here a ruff", () => {
    const b = new Board().play("W:CT N:C3 E:C6 S:CA  S:CK W:C9 N:C4  W:DJ").choose("S", "57A", "require-H");
    expect(b.legal("E")).toEqual(["H4", "H3", "H2"]);
  });
  it("57A4: no card of another suit named", () => {
    const b = new Board().play("W:CT N:C3 E:C6 S:CA  S:CK W:C9 N:C4  W:DJ").choose("S", "57A", "forbid-H");
    expect(b.legal("E").some((c) => c[0] === "H")).toBe(false);
  });
  it("57B/59: if partner cannot comply he plays any legal card", () => {
    const b = new Board().play("W:CT N:C3 E:C6 S:CA  S:CK W:C9 N:C4  W:DJ").choose("S", "57A", "highest");
    expect(b.legal("E")).toHaveLength(12);
  });
  it("57B: the offender plays his penalty card at the first legal opportunity, in this very trick if it comes", () => {
    const b = southOnLead().play("S:CA E:C6").choose("S", "57A", "lowest");
    b.play("W:C7 N:C3");
    expect(b.legal("E")).toEqual(["C6"]);
  });
  it("57C1: no rectification if declarer had already played from both hands", () => {
    const b = dummyOnLead().play("N:D3 S:D2 W:DA");
    expect(b.trick(2)).toEqual(["N:D3", "S:D2", "W:DA"]);
    expect(b.p.penaltyCards).toEqual([]);
    expect(b.laws()).toContain("57C1");
  });
  it("57C3: declarer's premature play from either hand is a played card", () => {
    const b = southOnLead().play("S:CA N:C3");
    expect(b.trick(2)).toEqual(["S:CA", "N:C3"]);
    expect(b.p.turn).toBe("W");
  });
  it("57D: a defender plays at his RHO's turn a legal card: he must play it at his proper turn", () => {
    const b = southOnLead().play("S:HA W:H5 E:H2");
    expect(b.p.playRestrictions).toMatchObject([{ seat: "E", kind: "cards", cards: ["H2"], law: "57D" }]);
    b.play("N:H7");
    expect(b.legal("E")).toEqual(["H2"]);
  });
  it("57D: a card he may not legally play becomes a major penalty card", () => {
    expect(southOnLead().play("S:HA W:H5 E:C6").penalties).toEqual(["E:C6:major:57D"]);
  });
});

describe("Law 60: play after an illegal play", () => {
  it("60A1: a non-offender playing after his RHO's lead out of turn accepts it", () => {
    const b = southOnLead().play("W:H5 N:H7");
    expect(b.trick(2)).toEqual(["W:H5", "N:H7"]);
    expect(b.pending).toEqual([]);
  });
  it("60C: a card played by another seat while a choice is pending is referred to the Director, not taken", () => {
    const b = southOnLead().play("W:H5 E:H2");
    expect(b.p.irregular.at(-1)).toMatchObject({ seat: "E", law: "60C", status: "referred to the Director" });
    expect(b.p.hands.E).toContain("H2");
    expect(b.pending).toEqual(["S 56: accept,retract"]);
  });
});
