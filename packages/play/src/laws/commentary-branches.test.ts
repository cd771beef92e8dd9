import { describe, expect, it } from "vitest";
import { NotOpen } from "../errors.ts";
import { questionAsked } from "../procedure.ts";
import { Board } from "../testing.ts";

/** Branches the WBFLC commentary settles (dummy's duty to follow suit, 54C and 54A, 52A, 62D2). */
describe("Law 42A3: dummy sees that dummy follows suit", () => {
  it("42A3: dummy stopping dummy's own revoke is no 43A1(b) breach; the card is replaced (62B2)", () => {
    const b = new Board().play("W:SJ N:H9").attention("N", "H9");
    expect(b.laws()).toContain("42A3");
    expect(b.laws()).not.toContain("43A1(b)");
    expect(b.p.revokes).toMatchObject([
      { offender: "N", kind: "dummy", status: "corrected", correctedBy: "62B2" },
    ]);
    expect(b.legal("N")).toEqual(["SQ", "S4", "S3"]);
    expect(b.penalties).toEqual([]);
  });
  it("43A1(b): dummy drawing attention to a defender's irregularity during the play is still a breach", () => {
    const b = new Board().play("W:SJ N:S3 E:H2").attention("N", "H2");
    expect(b.laws()).toContain("43A1(b)");
  });
});

describe("Law 54: the declaring side's cards exposed while declarer's choice is open", () => {
  /** East faces the opening lead out of turn (West was to lead). */
  const loot = () => new Board().play("E:S5");
  it("54: the choice is open: spread, accept or refuse", () => {
    expect(loot().pending).toEqual(["S 54: spread,accept,refuse"]);
  });
  it("54C: declarer could have seen one of dummy's cards: he must accept the lead", () => {
    const b = loot().expose("N", "SQ");
    expect(b.pending).toEqual(["S 54: accept"]);
    expect(b.laws()).toContain("54C");
    expect(b.penalties).toEqual([]);
    expect(() => b.choose("S", "54", "refuse")).toThrow(NotOpen);
    b.choose("S", "54", "accept");
    expect(b.p.turn).toBe("S");
  });
  it("54A: declarer began to spread his hand and exposed a card: he must spread it all and become dummy", () => {
    const b = loot().expose("S", "HA");
    expect(b.pending).toEqual(["S 54: spread"]);
    expect(b.laws()).toContain("54A");
    b.choose("S", "54", "spread");
    expect(b.p).toMatchObject({ declarer: "N", dummy: "S" });
  });
});

describe("Law 52A: a card played instead of a penalty card", () => {
  it("52A: the defender may not withdraw it on his own initiative", () => {
    const b = new Board()
      .play("W:SJ N:SQ E:SK S:SA  S:HA W:H5")
      .expose("W", "D8", "shown")
      .play("N:H7 E:H2  S:HK W:H6 N:H8 E:H3  S:HQ W:S9");
    expect(b.p.revokes).toMatchObject([{ offender: "W", card: "S9", kind: "penalty-card" }]);
    expect(() => b.retract("W", "S9", "47E2(a)")).toThrow(/^52A: West may not withdraw/);
  });
});

describe("Law 62D2: a defender's revoke on trick 12 before his partner played to it", () => {
  const TRICKS_1_TO_11 =
    "W:DJ N:DK E:D9 S:DQ  N:H9 E:H2 S:HA W:H5  S:S2 W:SJ N:SQ E:S6  N:D5 E:D6 S:D2 W:DT  W:S9 N:S4 E:S5 S:SA  S:HJ W:H6 N:H8 E:H3  S:CA W:C7 N:C4 E:C6  S:CQ W:C8 N:C5 E:S7  S:CK W:C9 N:C3 E:D4  S:HT W:D8 N:H7 E:H4  S:C2 W:CT N:CJ E:S8";
  it("62D1/62D2: corrected after the play; the partner who played after it has unauthorised information (16C)", () => {
    const b = new Board().play(TRICKS_1_TO_11).play("N:S3 E:D7 S:HK W:ST  S:HQ W:DA N:D3 E:SK");
    expect(b.p.revokes).toMatchObject([{ offender: "E", card: "D7", trick: 12 }]);
    b.attention("S", "D7");
    expect(b.trick(12)).toEqual(["N:S3", "E:SK", "S:HK", "W:ST"]);
    expect(b.p.revokes[0]).toMatchObject({ status: "corrected", correctedBy: "62D1" });
    expect(b.laws()).toContain("62D2");
    expect(b.audit.find((n) => n.law === "62D2")?.text).toMatch(
      /East revoked on trick 12 before West, his partner, played to it: .* unauthorised for West \(16C\)/,
    );
  });
});

describe("Law 58: cards faced at once", () => {
  it("58B2: a defender meant one of two cards: the other is a penalty card (a spot card minor, an honour major)", () => {
    expect(new Board().play("W:H5").expose("W", "H6", "together").penalties).toEqual(["W:H6:minor:58B2"]);
    expect(new Board().play("W:S9").expose("W", "SJ", "together").penalties).toEqual(["W:SJ:major:58B2"]);
  });
  it("58B2 (WBFLC): he meant a third card: every card faced is a major penalty card, declarer picks (51A)", () => {
    const b = new Board().expose("W", "H6", "together").expose("W", "H5", "together");
    expect(b.penalties).toEqual(["W:H6:major:58B2", "W:H5:major:58B2"]);
    expect(b.pending).toEqual(["S 51A: H6,H5"]);
  });
  it("58B2: declarer's other card goes back to his hand, not a penalty card (48A)", () => {
    const b = new Board().play("W:SJ N:S3 E:S5 S:SA  S:HA").expose("S", "HK", "together");
    expect(b.penalties).toEqual([]);
    expect(b.laws().at(-1)).toBe("58B2");
    expect(b.p.hands.S).toContain("HK");
  });
  it("58B: a card is 'together' only right after the player's card, or at his turn", () => {
    expect(() => new Board().play("W:SJ N:S3").expose("W", "H5", "together")).toThrow(/^58B: West's H5/);
  });
});

describe("Law 50E: information from a penalty card", () => {
  /** East's ♦9 is a major penalty card (shown) after trick 1, which West won. */
  const shown = () => new Board().play("W:SJ N:S3 E:S5 S:S2").expose("E", "D9", "shown");
  it("50E1: while the penalty card is on the table its information is authorized for every player", () => {
    expect(shown().audit.find((n) => n.law === "50E1")?.text).toMatch(/D9 is on the table/);
  });
  it("50E2: picked up after declarer's 50D2 choice: unauthorized for partner, authorized for declarer", () => {
    const b = shown().choose("S", "50D2", "forbid-D");
    expect(b.penalties).toEqual([]);
    expect(b.audit.find((n) => n.law === "50E2")?.text).toMatch(
      /unauthorized for West and authorized for declarer/,
    );
  });
  it("50E3: once played, how it came to be a penalty card is unauthorized for partner", () => {
    const b = shown().choose("S", "50D2", "none").play("W:DA N:D3 E:D9");
    expect(b.audit.find((n) => n.law === "50E3")?.text).toMatch(/unauthorized information for West/);
  });
  it("50E4: the Director is asked at the end whether the offending side gained through it", () => {
    expect(shown().p.rulingsNeeded.map((r) => r.law)).toContain("50E4");
  });
});

describe('Law 46B5: "play one" of two cards declarer meant (WBFLC Ex 42)', () => {
  it("46B5: the defenders choose only between the two cards", () => {
    const b = new Board().play("W:SJ").designate({ word: "any", among: ["SQ", "S4"] });
    expect(b.pending).toEqual(["E 46B5: SQ,S4", "W 46B5: SQ,S4"]);
    b.choose("W", "46B5", "S4");
    expect(b.trick(1)).toEqual(["W:SJ", "N:S4"]);
  });
  it("46B5: the cards must be legal cards of dummy, two or more", () => {
    expect(() => new Board().play("W:SJ").designate({ word: "any", among: ["SQ", "H9"] })).toThrow(/^46B5/);
    expect(() => new Board().play("W:SJ").designate({ word: "low", among: ["SQ", "S4"] })).toThrow(/^46B/);
  });
});

describe("Law 41B/41C: questions after the auction", () => {
  const ask = (b: Board, seat: "N" | "E" | "S" | "W", what: "review" | "explanation" | "contract") => {
    b.p = questionAsked(b.p, seat, what, (b.position += 1));
    return b.audit.at(-1)!;
  };
  it("41B: before the lead is faced, declarer and the opening leader's partner may have the auction reviewed", () => {
    expect(ask(new Board(), "E", "review")).toMatchObject({
      law: "41B",
      text: expect.not.stringMatching(/16B/),
    });
    expect(ask(new Board(), "S", "review").text).not.toMatch(/16B/);
    expect(ask(new Board(), "N", "review").text).toMatch(/dummy has no such right.*16B/);
  });
  it("41B: after the lead, a review only at one's first turn, before playing; declarer's first turn is from dummy", () => {
    expect(ask(new Board().play("W:SJ"), "S", "review").text).toMatch(/first turn to play/);
    expect(ask(new Board().play("W:SJ N:S3"), "E", "review").text).toMatch(/first turn to play/);
    expect(ask(new Board().play("W:SJ N:S3 E:SK S:SA"), "S", "review")).toMatchObject({ law: "41C" });
  });
  it("41C: the contract and whether doubled, not by whom, at one's own turn only", () => {
    const b = new Board().play("W:SJ N:S3 E:SK S:SA");
    expect(ask(b, "S", "contract")).toMatchObject({ law: "41C", text: expect.stringMatching(/not by whom/) });
    expect(ask(b, "E", "contract").text).toMatch(/only at his own turn.*16B/);
  });
  it("20F1: an explanation at one's turn; declarer from either hand", () => {
    expect(ask(new Board().play("W:SJ"), "S", "explanation")).toMatchObject({ law: "20F1" });
    expect(ask(new Board().play("W:SJ"), "E", "explanation").text).toMatch(/only at his own turn/);
  });
});

describe("Law 57C2 and 50A", () => {
  /** Trick 2: South leads the ♥A; East plays before his partner West. */
  const trick2 = () => new Board().play("W:SJ N:S3 E:S5 S:SA  S:HA");
  it("57C2: after dummy took part in the play (43A1(c)), a defender playing before his partner is not rectified", () => {
    const b = trick2().dummyViolation("43A1(c)").play("E:H2");
    expect(b.laws()).toContain("57C2");
    expect(b.penalties).toEqual([]);
    expect(b.trick(2)).toEqual(["S:HA", "E:H2"]);
  });
  it("57A: without dummy's part, the same play before partner is a major penalty card with declarer's options", () => {
    const b = trick2().play("E:H2");
    expect(b.laws()).not.toContain("57C2");
    expect(b.penalties).toEqual(["E:H2:major:57A"]);
    expect(b.pending[0]).toMatch(/^S 57A: highest,lowest/);
  });
  it("50A: a penalty card stays face up on the table and belongs to its owner's hand", () => {
    const b = new Board().expose("W", "S9", "shown");
    expect(b.penalties).toEqual(["W:S9:major:49"]);
    expect(b.p.hands.W).toContain("S9");
    expect(b.legal("W")).toEqual(["S9"]);
  });
});
