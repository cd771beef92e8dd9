import type { Card, Seat } from "@bridgelaw/cards";
import { describe, expect, it } from "vitest";
import { NotOpen } from "../errors.ts";
import { finalTricks } from "../play.ts";
import {
  cardReturnedToHand,
  claimAfterPlay,
  directorSummoned,
  disturbCards,
  type Inspection,
  inspectTrick,
  type Orientation,
  pointOutOrientation,
  revokeInquired,
  turnCard,
  wrongHandWarning,
} from "../procedure.ts";
import { Board, LAB } from "../testing.ts";
import { law64Transfers } from "./64-trick-adjustment.ts";

/** The next log position of a board. */
const next = (b: Board): number => {
  b.position += 1;
  return b.position;
};
const turn = (b: Board, seat: Seat, toward?: Orientation, trick?: number): number => {
  const at = next(b);
  b.p = turnCard(b.p, seat, trick, toward, at);
  return at;
};
const pointOut = (b: Board, seat: Seat, about: number) => {
  b.p = pointOutOrientation(b.p, seat, about, next(b));
};
const inspect = (b: Board, seat: Seat, i: Inspection = {}) => {
  b.p = inspectTrick(b.p, seat, i, next(b));
};
const lastNote = (b: Board) => b.p.notes.at(-1);
const laws = (b: Board) => b.p.rulingsNeeded.map((r) => r.law);

/** Trick 1: West's ♦A wins (EW); trick 2 not begun. */
const trick1 = () => new Board().play("W:DA N:D3 E:D4 S:D2");

describe("Law 65: arrangement of tricks", () => {
  it("65B2: a card pointing toward partner on a trick his side lost is misoriented; the trick stays with its winner", () => {
    const b = trick1();
    turn(b, "N", "partner");
    expect(b.p.arrangement.turned).toMatchObject([
      { seat: "N", trick: 1, misoriented: true, leftFaceUp: false },
    ]);
    expect(lastNote(b)?.law).toBe("65B2");
    expect(b.p.tricks[0]!.winner).toBe("W");
    expect(b.p.tricksWon).toEqual({ NS: 0, EW: 1 });
  });
  it("65B1: a card turned the way the Law says is not misoriented and gives no note", () => {
    const b = trick1();
    turn(b, "W", "partner");
    expect(b.p.arrangement.turned[0]!.misoriented).toBe(false);
    expect(b.p.notes).toEqual([]);
  });
  it("65A: a trick not complete, or a seat with no card in it, is refused", () => {
    const b = new Board().play("W:DA N:D3");
    expect(() => turn(b, "W", "partner")).toThrow(NotOpen);
    expect(() => turn(trick1(), "N", "partner", 2)).toThrow(/trick 2 is not complete/);
  });
  it("65B3: a defender may point out a misoriented card until his side plays to the next trick", () => {
    const b = trick1();
    const at = turn(b, "N", "partner");
    pointOut(b, "E", at);
    expect(lastNote(b)).toMatchObject({ law: "65B3" });
    expect(b.p.arrangement.turned[0]!.pointedOut).toBe(b.position);
    expect(b.p.rulingsNeeded).toEqual([]);
  });
  it("65B3: pointed out after his side has played to the next trick: unauthorized information for partner (16B)", () => {
    const b = trick1();
    const at = turn(b, "N", "partner");
    b.play("W:SJ");
    pointOut(b, "E", at);
    expect(lastNote(b)?.law).toBe("16B");
  });
  it("65B3 (2007 Code, WBFLC): the right ended for everyone but declarer once the next trick was led", () => {
    const b = new Board("S", "H", LAB, "2007").play("W:DA N:D3 E:D4 S:D2");
    const at = turn(b, "E", "opponents");
    b.play("W:SJ");
    pointOut(b, "S", at);
    expect(lastNote(b)?.law).toBe("65B3");
    const c = new Board("S", "H", LAB, "2007").play("W:DA N:D3 E:D4 S:D2");
    const at2 = turn(c, "E", "opponents");
    c.play("W:SJ");
    expect(c.p.arrangement.turned[0]!.misoriented).toBe(true);
    pointOut(c, "N", at2);
    expect(c.p.rulingsNeeded.map((r) => r.law)).toEqual(["65B3"]);
  });
  it("65B3 (WBFLC): declarer may point it out at any time", () => {
    const b = trick1();
    const at = turn(b, "W", "opponents");
    b.play("W:SJ N:SQ");
    pointOut(b, "S", at);
    expect(lastNote(b)?.law).toBe("65B3");
  });
  it("65B3 (WBFLC Ex 3): dummy may point out a defender's misoriented card before his side plays on", () => {
    const b = trick1();
    const at = turn(b, "W", "opponents");
    pointOut(b, "N", at);
    expect(lastNote(b)?.law).toBe("65B3");
  });
  it("65B3 (WBFLC Ex 47): dummy tells declarer after his right ended: 43A1(c) and the Director's adjusted score", () => {
    const b = trick1();
    const at = turn(b, "S", "partner");
    b.play("W:SJ N:SQ");
    pointOut(b, "N", at);
    expect(b.p.notes.map((n) => n.law)).toEqual(["43A1(c)"]);
    expect(laws(b)).toEqual(["65B3"]);
    b.rule("65B3", undefined, { tricks: 9 });
    expect(b.p.adjusted).toMatchObject({ tricks: 9, law: "65B3" });
    expect(finalTricks(b.p)).toEqual({ NS: 9, EW: 4 });
  });
  it("65B3: a card pointing the right way, or no card turned there, is refused", () => {
    const b = trick1();
    const at = turn(b, "W", "partner");
    expect(() => pointOut(b, "S", at)).toThrow(/points the way 65B requires/);
    expect(() => pointOut(b, "S", 99)).toThrow(NotOpen);
  });
  it("65A (WBFLC on Law 12): dummy's card left face up until a later trick: the 12A1 question; its tricks are the result", () => {
    const b = trick1().play("W:SJ N:SQ E:SK S:SA  S:HA W:H5 N:H7 E:H2");
    turn(b, "N", "opponents", 1);
    expect(b.p.arrangement.turned[0]).toMatchObject({ trick: 1, leftFaceUp: true, misoriented: false });
    expect(b.p.notes.map((n) => n.law)).toEqual(["65A"]);
    expect(laws(b)).toEqual(["12A1"]);
    b.auto();
    b.rule("12A1", undefined, { tricks: 10 });
    expect(finalTricks(b.p).NS).toBe(10);
  });
  it("65C/65D: disturbing the played cards puts his side's claims at risk (a note when it later claims)", () => {
    const b = trick1();
    b.p = disturbCards(b.p, "E", next(b));
    expect(lastNote(b)?.law).toBe("65C");
    b.auto();
    b.p = claimAfterPlay(b.p, "W", next(b));
    expect(lastNote(b)).toMatchObject({ law: "65D", text: expect.stringMatching(/East disturbed/) });
    expect(b.p.arrangement.disputed).toBe(b.position);
  });
  it("66D: mixing the cards after a claim about the tricks: the Director rules, for the other side if the facts are lost", () => {
    const b = trick1().auto();
    b.p = claimAfterPlay(b.p, "W", next(b));
    b.p = disturbCards(b.p, "S", next(b));
    expect(b.p.rulingsNeeded).toMatchObject([{ law: "66D", answers: ["established", "other-side"] }]);
    b.rule("66D", undefined, { answer: "other-side", tricks: 9 });
    expect(finalTricks(b.p).NS).toBe(9);
  });
});

describe("Law 66: inspection of tricks", () => {
  it("66A: declarer has the cards just played faced before his side plays to the next trick", () => {
    const b = trick1();
    inspect(b, "S");
    expect(lastNote(b)?.law).toBe("66A");
    expect(b.p.arrangement.inspections).toEqual([
      { seat: "S", trick: 1, position: b.position, law: "66A", allowed: true },
    ]);
  });
  it("66A/66B: once he has turned his own card, only his own card (66B)", () => {
    const b = trick1();
    turn(b, "E", "partner");
    inspect(b, "E");
    expect(b.p.arrangement.inspections[0]).toMatchObject({ law: "66C", allowed: false });
    inspect(b, "E", { own: true });
    expect(b.p.arrangement.inspections[1]).toMatchObject({ law: "66B", allowed: true });
  });
  it("66C: a quitted trick may not be inspected during play, except on the Director's instruction", () => {
    const b = trick1().play("W:SJ N:SQ E:SK S:SA  S:HA");
    inspect(b, "W", { trick: 1 });
    expect(b.p.arrangement.inspections[0]).toMatchObject({ law: "66C", allowed: false });
    expect(lastNote(b)?.text).toMatch(/16B/);
    inspect(b, "W", { trick: 1, director: true });
    expect(b.p.arrangement.inspections[1]).toMatchObject({ law: "66C", allowed: true });
  });
  it("66A: dummy has no right to have the trick faced (43A1(c))", () => {
    const b = trick1();
    inspect(b, "N");
    expect(lastNote(b)?.law).toBe("43A1(c)");
    expect(b.p.arrangement.inspections[0]!.allowed).toBe(false);
  });
  it("66D: after the play any trick may be inspected to settle a claim", () => {
    const b = trick1().auto();
    inspect(b, "E", { trick: 3 });
    expect(b.p.arrangement.inspections[0]).toMatchObject({ law: "66D", allowed: true });
    expect(b.p.arrangement.disputed).toBe(b.position);
  });
  it("66: a trick not yet played is refused", () => {
    expect(() => inspect(trick1(), "S", { trick: 5 })).toThrow(/trick 5 has not been completed/);
    expect(() => inspect(new Board(), "S")).toThrow(NotOpen);
  });
});

describe("Law 67B3: a played card back among the unplayed cards", () => {
  const returned = () => {
    const b = trick1();
    const at = next(b);
    b.p = cardReturnedToHand(b.p, "E", "D4", at);
    return { b, at };
  };
  it("67B3: found during the play, the Director puts it back among the played cards", () => {
    const { b, at } = returned();
    expect(b.p.hands.E).toContain("D4");
    b.attentionAt("S", at);
    expect(b.p.hands.E).not.toContain("D4");
    expect(b.p.irregular.at(-1)).toMatchObject({ law: "67B3", status: "restored (67B3)" });
    expect(b.p.tricks[0]!.cards.map((c) => c.card)).toContain("D4");
  });
  it("67B3: played again to the trick in progress, it is withdrawn and he plays another card", () => {
    const { b, at } = returned();
    b.play("W:D8 N:D5 E:D4");
    b.attentionAt("S", at);
    expect(b.trick(2)).toEqual(["W:D8", "N:D5"]);
    expect(b.p.turn).toBe("E");
    expect(b.legal()).toEqual(["D9", "D7", "D6"]);
  });
  it("67B3: played twice, to a quitted trick: too late to correct; the Director's adjusted score", () => {
    const { b, at } = returned();
    b.play("W:D8 N:D5 E:D4 S:DQ");
    b.attentionAt("W", at);
    expect(b.p.irregular.at(-1)?.status).toBe("played twice (67B3)");
    expect(laws(b)).toEqual(["67B3"]);
    b.auto().rule("67B3", at, { tricks: 10 });
    expect(b.p.adjusted).toMatchObject({ tricks: 10, law: "67B3" });
  });
  it("67B3: a card he did not play to a quitted trick is refused", () => {
    const b = trick1();
    expect(() => {
      b.p = cardReturnedToHand(b.p, "E", "D9" as Card, next(b));
    }).toThrow(NotOpen);
  });
});

describe("Law 43B2(a): dummy warns declarer against leading from the wrong hand", () => {
  /** South wins trick 2 and leads next. */
  const southOnLead = () => trick1().play("W:SJ N:SQ E:SK S:SA");
  it("42B2: dummy with his rights may try to prevent the irregularity: no rectification", () => {
    const b = southOnLead();
    b.p = wrongHandWarning(b.p, "N", next(b));
    expect(lastNote(b)?.law).toBe("42B2");
    expect(b.p.pending).toEqual([]);
    expect(b.p.turn).toBe("S");
  });
  it("43B2(a): dummy who forfeited his rights: either defender chooses the hand declarer leads from", () => {
    const b = southOnLead().dummyViolation("43A2(b)");
    b.p = wrongHandWarning(b.p, "N", next(b));
    expect(b.pending).toEqual(["W 43B2(a): lead-S,lead-N", "E 43B2(a): lead-S,lead-N"]);
    expect(b.p.turn).toBeNull();
    b.choose("W", "43B2(a)", "lead-N");
    expect(b.p.current).toMatchObject({ number: 3, leader: "N" });
    expect(b.p.turn).toBe("N");
    b.play("N:C3 E:C6 S:CA W:C7");
    expect(b.p.tricks[2]).toMatchObject({ leader: "N", winner: "S" });
  });
  it("43B2(a) A-17: the defenders disagree: the defender next in turn after the leader prevails (as 55A)", () => {
    const b = southOnLead().dummyViolation("43A2(b)");
    b.p = wrongHandWarning(b.p, "N", next(b));
    b.choose("E", "43B2(a)", "lead-N");
    expect(b.pending).toEqual(["W 43B2(a): lead-S,lead-N"]);
    expect(b.p.turn).toBeNull();
    b.choose("W", "43B2(a)", "lead-S");
    expect(b.p.current).toMatchObject({ number: 3, leader: "S" });
  });
  it("43B2(a): no lead of declarer's side to warn about is refused", () => {
    const b = trick1();
    expect(() => {
      b.p = wrongHandWarning(b.p, "N", next(b));
    }).toThrow(/43B2\(a\)/);
    expect(() => {
      b.p = wrongHandWarning(b.p, "S", next(b));
    }).toThrow(/not dummy/);
  });
});

describe("the Director's judgements the play asks for", () => {
  it("50E4: a penalty card on the table: did the offending side gain through it? Its tricks are the result", () => {
    const b = trick1().expose("E", "SK", "shown");
    expect(laws(b)).toEqual(["50E4"]);
    b.choose("S", "50D2", "none").auto();
    b.rule("50E4", undefined, { tricks: 11 });
    expect(finalTricks(b.p)).toEqual({ NS: 11, EW: 2 });
  });
  it("55C (WBFLC Ex 44): declarer's lead out of turn retracted: the Director judges whether he used it", () => {
    const b = trick1().play("N:C3");
    b.choose("E", "55A", "retract");
    expect(laws(b)).toEqual(["55C"]);
    expect(b.p.rulingsNeeded[0]!.question).toMatch(/finesse/);
  });
  it("55C: an accepted lead out of turn is asked about too (WBFLC)", () => {
    const b = trick1().play("S:CA").choose("W", "55A", "accept");
    expect(laws(b)).toEqual(["55C"]);
  });
  it("47E2(b): too late to retract after a corrected explanation: the card stands, the Director may adjust", () => {
    const b = new Board().play("W:DA N:D3");
    b.retract("W", "DA", "47E2(b)");
    expect(b.trick(1)).toEqual(["W:DA", "N:D3"]);
    expect(b.p.rulingsNeeded).toMatchObject([{ law: "47E2(b)", position: b.at.get("DA") }]);
    expect(() => b.retract("W", "SJ", "47E2(b)")).toThrow(/has not played SJ/);
  });
  it("53B (WBFLC): the proper leader, next after declarer's lead out of turn, plays: the Director rules he followed", () => {
    const b = trick1().play("S:CA W:CT");
    expect(b.p.turn).toBeNull();
    expect(b.p.rulingsNeeded).toMatchObject([{ law: "53B", answers: ["following", "leading"] }]);
    expect(b.p.hands.W).toContain("CT");
    b.rule("53B", undefined, { answer: "following" });
    expect(b.trick(2)).toEqual(["S:CA", "W:CT"]);
    expect(b.p.turn).toBe("N");
  });
  it("53B (WBFLC): … or that he led: his card is the proper lead, declarer's goes back", () => {
    const b = trick1().play("S:CA W:CT");
    b.rule("53B", undefined, { answer: "leading" });
    expect(b.trick(2)).toEqual(["W:CT"]);
    expect(b.p.hands.S).toContain("CA");
    expect(b.p.turn).toBe("N");
  });
  it("53B: another card while the Director determines it is referred (60C)", () => {
    const b = trick1().play("S:CA W:CT N:C3");
    expect(b.p.irregular.at(-1)).toMatchObject({ law: "60C", card: "C3" });
  });
  it("61B3 (WBFLC Ex 45): a defender asking about a revoke in a surprised manner: UI, no rectification, a ruling", () => {
    const b = trick1();
    b.p = revokeInquired(b.p, "W", "E", true, next(b));
    expect(lastNote(b)?.law).toBe("61B3");
    expect(laws(b)).toEqual(["61B3"]);
    expect(b.p.quiet).toBe(true);
    b.p = revokeInquired(b.p, "E", "W", false, next(b));
    expect(laws(b)).toEqual(["61B3"]);
  });
  it("61B1/61B2: declarer may ask a defender; dummy may ask declarer, not a defender", () => {
    const b = trick1();
    b.p = revokeInquired(b.p, "S", "E", false, next(b));
    expect(lastNote(b)?.law).toBe("61B1");
    b.p = revokeInquired(b.p, "N", "S", false, next(b));
    expect(lastNote(b)?.law).toBe("61B2(a)");
    b.p = revokeInquired(b.p, "N", "E", false, next(b));
    expect(lastNote(b)?.law).toBe("61B2(b)");
  });
  it("10B: the Director summoned cancels a penalty card the players created wrongly", () => {
    const b = trick1().expose("E", "S5", "dropped");
    const at = b.p.penaltyCards[0]!.position;
    b.p = directorSummoned(b.p, "S", next(b));
    expect(b.p.rulingsNeeded.filter((r) => r.law === "10B")).toMatchObject([
      { position: at, answers: ["confirm", "cancel", "major", "minor"] },
    ]);
    b.rule("10B", at, { answer: "cancel" });
    expect(b.p.penaltyCards).toEqual([]);
    expect(b.p.hands.E).toContain("S5");
    expect(lastNote(b)?.law).toBe("10B");
  });
  it("10B: … or changes its class", () => {
    const b = trick1().expose("E", "S5", "dropped");
    b.p = directorSummoned(b.p, undefined, next(b));
    b.rule("10B", b.p.penaltyCards[0]!.position, { answer: "major" });
    expect(b.penalties).toEqual(["E:S5:major:49"]);
  });
  it("9B: summoned with nothing to review: a note", () => {
    const b = trick1();
    b.p = directorSummoned(b.p, "W", next(b));
    expect(lastNote(b)?.law).toBe("9B");
  });
});

describe("Law 64 with the tricks a claim credited (A-22)", () => {
  it("64A2: tricks credited by a claim count as won by the offending side after the revoke trick", () => {
    // East revokes on trick 2 (South wins it); East-West win no later trick in play before the claim
    const b = trick1().play("W:SJ N:SQ E:C6 S:SA  S:HA W:H5 N:H7 E:H2");
    b.attention("S", "C6");
    expect(b.p.revokes[0]).toMatchObject({ status: "established" });
    const ended = { ...b.p, ended: true };
    expect(law64Transfers(ended).transfers).toEqual([]);
    const credited = { ...ended, credited: { NS: 8, EW: 2 } };
    expect(law64Transfers(credited).transfers).toMatchObject([
      { from: "EW", to: "NS", tricks: 1, law: "64A2" },
    ]);
  });
});
