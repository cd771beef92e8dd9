import { describe, expect, it } from "vitest";
import { finalTricks } from "../play.ts";
import {
  attention,
  card,
  choose,
  dispute,
  disturb,
  expose,
  given,
  inquiry,
  inspect,
  legal,
  play,
  playOn,
  pointOut,
  retract,
  returned,
  ruling,
  summoned,
  trick,
  turn,
  violation,
  warning,
} from "../testing/given.ts";
import { law64Transfers } from "./64-trick-adjustment.ts";

/** Trick 1: West's ♦A wins (EW); trick 2 not begun; the next fact is at position 5. */
const TRICK_1 = play("W:DA N:D3 E:D4 S:D2");

describe("Law 65: arrangement of tricks", () => {
  it("65B2: a card pointing toward partner on a trick his side lost is misoriented; the trick stays with its winner", () => {
    given(TRICK_1)
      .when(turn("N", "partner"))
      .then({
        audit: [
          {
            _tag: "CardMisoriented",
            law: "65B2",
            position: 5,
            seat: "N",
            trick: 1,
            toward: "partner",
            winner: "W",
          },
        ],
        state: (p) => {
          expect(p.arrangement.turned).toMatchObject([
            { seat: "N", trick: 1, misoriented: true, leftFaceUp: false },
          ]);
          expect(p.tricks[0]!.winner).toBe("W");
          expect(p.tricksWon).toEqual({ NS: 0, EW: 1 });
        },
      });
  });
  it("65B1: a card turned the way the Law says is not misoriented and gives no note", () => {
    given(TRICK_1)
      .when(turn("W", "partner"))
      .then({ audit: [], state: (p) => expect(p.arrangement.turned[0]!.misoriented).toBe(false) });
  });
  it("65A: a trick not complete, or a seat with no card in it, is refused", () => {
    given(play("W:DA N:D3")).whenRefused(turn("W", "partner"), {
      _tag: "TrickNotComplete",
      law: "65A",
      trick: 0,
    });
    given(TRICK_1).whenRefused(turn("N", "partner", 2), { _tag: "TrickNotComplete", law: "65A", trick: 2 });
  });
  it("65B3: a defender may point out a misoriented card until his side plays to the next trick", () => {
    given([...TRICK_1, turn("N", "partner")])
      .when(pointOut("E", 5))
      .then({
        audit: [
          { _tag: "MisorientationPointedOut", law: "65B3", seat: "E", owner: "N", trick: 1, when: "in-time" },
        ],
        rulings: [],
        state: (p) => expect(p.arrangement.turned[0]!.pointedOut).toBe(6),
      });
  });
  it("65B3: pointed out after his side has played to the next trick: unauthorized information for partner (16B)", () => {
    given([...TRICK_1, turn("N", "partner"), card("W", "SJ")])
      .when(pointOut("E", 5))
      .then({
        audit: [{ _tag: "MisorientationPointedOut", law: "16B", seat: "E", owner: "N", when: "late" }],
      });
  });
  it("65B3 (2007 Code, WBFLC): the right ended for everyone but declarer once the next trick was led", () => {
    const led = [...TRICK_1, turn("E", "opponents"), card("W", "SJ")];
    given(led, { edition: "2007" })
      .when(pointOut("S", 5))
      .then({ audit: [{ _tag: "MisorientationPointedOut", law: "65B3", seat: "S", when: "declarer-late" }] });
    const dummy = given(led, { edition: "2007" });
    expect(dummy.state.arrangement.turned[0]!.misoriented).toBe(true);
    dummy.when(pointOut("N", 5)).then({
      audit: [{ _tag: "MisorientationPointedOut", law: "43A1(c)", seat: "N", when: "dummy-late" }],
      rulings: [{ _tag: "DummyToldDeclarerQuestion", law: "65B3", trick: 1 }],
    });
  });
  it("65B3 (WBFLC): declarer may point it out at any time", () => {
    given([...TRICK_1, turn("W", "opponents"), ...play("W:SJ N:SQ")])
      .when(pointOut("S", 5))
      .then({ audit: [{ _tag: "MisorientationPointedOut", law: "65B3", seat: "S", when: "declarer-late" }] });
  });
  it("65B3 (WBFLC Ex 3): dummy may point out a defender's misoriented card before his side plays on", () => {
    given([...TRICK_1, turn("W", "opponents")])
      .when(pointOut("N", 5))
      .then({
        audit: [{ _tag: "MisorientationPointedOut", law: "65B3", seat: "N", owner: "W", when: "in-time" }],
      });
  });
  it("65B3 (WBFLC Ex 47): dummy tells declarer after his right ended: 43A1(c) and the Director's adjusted score", () => {
    const late = [...TRICK_1, turn("S", "partner"), ...play("W:SJ N:SQ")];
    given(late)
      .when(pointOut("N", 5))
      .then({
        audit: [
          { _tag: "MisorientationPointedOut", law: "43A1(c)", seat: "N", owner: "S", when: "dummy-late" },
        ],
        rulings: [{ _tag: "DummyToldDeclarerQuestion", law: "65B3", trick: 1 }],
      });
    given([...late, pointOut("N", 5)])
      .when(ruling("65B3", { tricks: 9 }))
      .then({
        audit: [{ _tag: "TricksAdjusted", law: "65B3", tricks: 9, replaces: "result-of-play" }],
        state: (p) => {
          expect(p.adjusted).toMatchObject({ tricks: 9, law: "65B3" });
          expect(finalTricks(p)).toEqual({ NS: 9, EW: 4 });
        },
      });
  });
  it("65B3: a card pointing the right way, or no card turned there, is refused; one already pointed out is noted", () => {
    given([...TRICK_1, turn("W", "partner")]).whenRefused(pointOut("S", 5), {
      _tag: "NotMisoriented",
      law: "65B3",
      seat: "W",
      trick: 1,
    });
    given([...TRICK_1, turn("W", "partner")]).whenRefused(pointOut("S", 99), {
      _tag: "NoCardTurnedAt",
      law: "65B3",
      at: 99,
    });
    given([...TRICK_1, turn("N", "partner"), pointOut("E", 5)])
      .when(pointOut("S", 5))
      .then({ audit: [{ _tag: "AlreadyPointedOut", law: "65B3", owner: "N", trick: 1 }] });
  });
  it("65A (WBFLC on Law 12): dummy's card left face up until a later trick: the 12A1 question; its tricks are the result", () => {
    const later = [...TRICK_1, ...play("W:SJ N:SQ E:SK S:SA  S:HA W:H5 N:H7 E:H2")];
    given(later)
      .when(turn("N", "opponents", 1))
      .then({
        audit: [{ _tag: "CardLeftFaceUp", law: "65A", seat: "N", trick: 1, until: 3, inProgress: undefined }],
        rulings: [{ _tag: "CardLeftFaceUpQuestion", law: "12A1", seat: "N", trick: 1, until: 3 }],
        state: (p) =>
          expect(p.arrangement.turned[0]).toMatchObject({ trick: 1, leftFaceUp: true, misoriented: false }),
      });
    given([...later, turn("N", "opponents", 1), playOn()])
      .when(ruling("12A1", { tricks: 10 }))
      .then({
        audit: [{ _tag: "TricksAdjusted", law: "12A1", tricks: 10, replaces: "result-of-play" }],
        state: (p) => expect(finalTricks(p).NS).toBe(10),
      });
  });
  it("65A: a card turned while the next trick is in progress says which trick is", () => {
    given([...TRICK_1, ...play("W:SJ N:SQ E:SK S:SA  S:HA W:H5 N:H7 E:H2  S:HK")])
      .when(turn("N", "opponents", 1))
      .thenSome([{ _tag: "CardLeftFaceUp", law: "65A", trick: 1, until: 3, inProgress: 4 }]);
  });
  it("65C/65D: disturbing the played cards puts his side's claims at risk (a note when it later claims)", () => {
    given(TRICK_1)
      .when(disturb("E"))
      .then({ audit: [{ _tag: "PlayedCardsDisturbed", law: "65C", seat: "E" }] });
    const over = given([...TRICK_1, disturb("E"), playOn()]);
    over.when(dispute("W")).then({
      audit: [{ _tag: "ClaimRightAtRisk", law: "65D", disturbed: ["E"], seat: "W" }],
      state: (p) => expect(p.arrangement.disputed).toBe(over.position),
    });
  });
  it("66D: mixing the cards after a claim about the tricks: the Director rules, for the other side if the facts are lost", () => {
    const claimed = given([...TRICK_1, playOn(), dispute("W")]);
    const claim = claimed.position - 1;
    claimed.when(disturb("S")).then({
      audit: [{ _tag: "CardsMixedAfterClaim", law: "66D", seat: "S", claim }],
      rulings: [
        {
          _tag: "FactsEstablishedQuestion",
          law: "66D",
          seat: "S",
          claim,
          answers: ["established", "other-side"],
        },
      ],
    });
    given([...TRICK_1, playOn(), dispute("W"), disturb("S")])
      .when(ruling("66D", { answer: "other-side", tricks: 9 }))
      .then({
        audit: [{ _tag: "TricksAdjusted", law: "66D", tricks: 9, replaces: "result-of-play" }],
        state: (p) => expect(finalTricks(p).NS).toBe(9),
      });
  });
});

describe("Law 66: inspection of tricks", () => {
  it("66A: declarer has the cards just played faced before his side plays to the next trick", () => {
    given(TRICK_1)
      .when(inspect("S"))
      .then({
        audit: [{ _tag: "TrickFacedForInspection", law: "66A", seat: "S", trick: 1 }],
        state: (p) =>
          expect(p.arrangement.inspections).toEqual([
            { seat: "S", trick: 1, position: 5, law: "66A", allowed: true },
          ]),
      });
  });
  it("66A/66B: once he has turned his own card, only his own card (66B)", () => {
    given([...TRICK_1, turn("E", "partner")])
      .when(inspect("E"))
      .then({
        audit: [{ _tag: "InspectionNotAllowed", law: "66C", seat: "E", trick: 1, why: "turned" }],
        state: (p) => expect(p.arrangement.inspections[0]).toMatchObject({ law: "66C", allowed: false }),
      });
    given([...TRICK_1, turn("E", "partner"), inspect("E")])
      .when(inspect("E", { own: true }))
      .then({
        audit: [{ _tag: "OwnCardLooked", law: "66B", seat: "E", trick: 1 }],
        state: (p) => expect(p.arrangement.inspections[1]).toMatchObject({ law: "66B", allowed: true }),
      });
  });
  it("66C: a quitted trick may not be inspected during play, except on the Director's instruction", () => {
    const later = [...TRICK_1, ...play("W:SJ N:SQ E:SK S:SA  S:HA")];
    given(later)
      .when(inspect("W", { trick: 1 }))
      .then({
        audit: [{ _tag: "InspectionNotAllowed", law: "66C", seat: "W", trick: 1, why: "quitted" }],
        state: (p) => expect(p.arrangement.inspections[0]).toMatchObject({ law: "66C", allowed: false }),
      });
    given([...later, inspect("W", { trick: 1 })])
      .when(inspect("W", { trick: 1, director: true }))
      .then({
        audit: [{ _tag: "TrickInspectedOnInstruction", law: "66C", seat: "W", trick: 1 }],
        state: (p) => expect(p.arrangement.inspections[1]).toMatchObject({ law: "66C", allowed: true }),
      });
  });
  it("66A: dummy has no right to have the trick faced (43A1(c))", () => {
    given(TRICK_1)
      .when(inspect("N"))
      .then({
        audit: [{ _tag: "DummyInspectsTrick", law: "43A1(c)", seat: "N", trick: 1 }],
        state: (p) => expect(p.arrangement.inspections[0]!.allowed).toBe(false),
      });
  });
  it("66D: after the play any trick may be inspected to settle a claim", () => {
    const over = given([...TRICK_1, playOn()]);
    over.when(inspect("E", { trick: 3 })).then({
      audit: [{ _tag: "TrickInspectedAfterPlay", law: "66D", seat: "E", trick: 3 }],
      state: (p) => {
        expect(p.arrangement.inspections[0]).toMatchObject({ law: "66D", allowed: true });
        expect(p.arrangement.disputed).toBe(over.position);
      },
    });
  });
  it("66: a trick not yet played is refused", () => {
    given(TRICK_1).whenRefused(inspect("S", { trick: 5 }), {
      _tag: "TrickNotPlayed",
      law: "66",
      trick: 5,
      completed: 1,
    });
    given([]).whenRefused(inspect("S"), { _tag: "TrickNotPlayed", law: "66", trick: 0, completed: 0 });
  });
});

describe("Law 67B3: a played card back among the unplayed cards", () => {
  /** East's ♦4, played to trick 1, is back in his hand (position 5). */
  const RETURNED = [...TRICK_1, returned("E", "D4")];
  it("67B3: found during the play, the Director puts it back among the played cards", () => {
    given(TRICK_1)
      .when(returned("E", "D4"))
      .then({
        audit: [{ _tag: "CardBackInHand", law: "67B3", seat: "E", card: "D4", trick: 1 }],
        state: (p) => {
          expect(p.hands.E).toContain("D4");
          expect(p.irregular).toMatchObject([
            { law: "67B3", reason: "back-in-hand", status: "pending-attention" },
          ]);
        },
      });
    given(RETURNED)
      .when(attention("S", 5))
      .then({
        audit: [{ _tag: "CardPutBack", law: "67B3", card: "D4", seat: "E", trick: 1 }],
        state: (p) => {
          expect(p.hands.E).not.toContain("D4");
          expect(p.irregular.at(-1)).toMatchObject({ law: "67B3", status: "restored", settledBy: "67B3" });
          expect(p.tricks[0]!.cards.map((c) => c.card)).toContain("D4");
        },
      });
  });
  it("67B3: played again to the trick in progress, it is withdrawn and he plays another card", () => {
    given([...RETURNED, ...play("W:D8 N:D5 E:D4")])
      .when(attention("S", 5))
      .then({
        audit: [{ _tag: "CardPutBackFromTrick", law: "67B3", card: "D4", seat: "E", trick: 1, again: 2 }],
        state: (p) => {
          expect(trick(p, 2)).toEqual(["W:D8", "N:D5"]);
          expect(p.turn).toBe("E");
          expect(legal(p)).toEqual(["D9", "D7", "D6"]);
        },
      });
  });
  it("67B3: played twice, to a quitted trick: too late to correct; the Director's adjusted score", () => {
    const twice = [...RETURNED, ...play("W:D8 N:D5 E:D4 S:DQ")];
    given(twice)
      .when(attention("W", 5))
      .then({
        audit: [{ _tag: "CardPlayedTwice", law: "67B3", card: "D4", seat: "E", trick: 1, again: 2 }],
        rulings: [
          {
            _tag: "PlayedTwiceQuestion",
            law: "67B3",
            position: 5,
            seat: "E",
            card: "D4",
            trick: 1,
            again: 2,
          },
        ],
        state: (p) => expect(p.irregular.at(-1)).toMatchObject({ status: "played-twice", settledBy: "67B3" }),
      });
    given([...twice, attention("W", 5), playOn()])
      .when(ruling("67B3", { about: 5, tricks: 10 }))
      .then({
        audit: [{ _tag: "TricksAdjusted", law: "67B3", tricks: 10 }],
        state: (p) => expect(p.adjusted).toMatchObject({ tricks: 10, law: "67B3" }),
      });
  });
  it("67B3: a card he did not play to a quitted trick, or one he already holds again, is refused", () => {
    given(TRICK_1).whenRefused(returned("E", "D9"), {
      _tag: "CardNotPlayed",
      law: "67B3",
      seat: "E",
      card: "D9",
      where: "quitted-trick",
    });
    given(RETURNED).whenRefused(returned("E", "D4"), {
      _tag: "AlreadyHeld",
      law: "67B3",
      seat: "E",
      card: "D4",
    });
  });
});

describe("Law 43B2(a): dummy warns declarer against leading from the wrong hand", () => {
  /** South wins trick 2 and leads next. */
  const SOUTH_ON_LEAD = [...TRICK_1, ...play("W:SJ N:SQ E:SK S:SA")];
  const FORFEITED = [...SOUTH_ON_LEAD, violation("43A2(b)")];
  it("42B2: dummy with his rights may try to prevent the irregularity: no rectification", () => {
    given(SOUTH_ON_LEAD)
      .when(warning("N"))
      .then({
        audit: [{ _tag: "DummyWarnsWrongHand", law: "42B2", dummy: "N", leader: "S" }],
        pending: [],
        state: (p) => expect(p.turn).toBe("S"),
      });
  });
  it("43B2(a): dummy who forfeited his rights: either defender chooses the hand declarer leads from", () => {
    const offer = { law: "43B2(a)", options: ["lead-S", "lead-N"], leader: "S" };
    given(FORFEITED)
      .when(warning("N"))
      .then({
        audit: [{ _tag: "WrongHandChoice", law: "43B2(a)", leader: "S" }],
        pending: [
          { _tag: "WrongHandChoice", seat: "W", ...offer },
          { _tag: "WrongHandChoice", seat: "E", ...offer },
        ],
        state: (p) => expect(p.turn).toBeNull(),
      });
    given([...FORFEITED, warning("N")])
      .when(choose("W", "43B2(a)", "lead-N"))
      .then({
        audit: [{ _tag: "DeclarerLeadsFrom", law: "43B2(a)", hand: "N", was: "S", chooser: "W" }],
        state: (p) => {
          expect(p.current).toMatchObject({ number: 3, leader: "N" });
          expect(p.turn).toBe("N");
        },
      });
    given([...FORFEITED, warning("N"), choose("W", "43B2(a)", "lead-N"), ...play("N:C3 E:C6 S:CA")])
      .when(card("W", "C7"))
      .then({ state: (p) => expect(p.tricks[2]).toMatchObject({ leader: "N", winner: "S" }) });
  });
  it("43B2(a): the defenders disagree: the defender next in turn after the leader prevails (as 55A)", () => {
    given([...FORFEITED, warning("N")])
      .when(choose("E", "43B2(a)", "lead-N"))
      .then({
        audit: [{ _tag: "HandChosen", law: "43B2(a)", seat: "E", hand: "N", next: "W" }],
        pending: [{ _tag: "WrongHandChoice", seat: "W", law: "43B2(a)" }],
        state: (p) => expect(p.turn).toBeNull(),
      });
    given([...FORFEITED, warning("N"), choose("E", "43B2(a)", "lead-N")])
      .when(choose("W", "43B2(a)", "lead-S"))
      .then({
        audit: [{ _tag: "DeclarerLeadsFrom", law: "43B2(a)", hand: "S", was: undefined, chooser: "W" }],
        state: (p) => expect(p.current).toMatchObject({ number: 3, leader: "S" }),
      });
  });
  it("43B2(a): no lead of declarer's side to warn about is refused", () => {
    given(TRICK_1).whenRefused(warning("N"), { _tag: "NoLeadToWarnAbout", law: "43B2(a)" });
    given(TRICK_1).whenRefused(warning("S"), { _tag: "NotDummy", law: "43B2(a)", seat: "S" });
    given([...FORFEITED, warning("N")]).whenRefused(choose("W", "43B2(a)", "lead-E"), {
      _tag: "PlayOptionNotOpen",
      law: "43B2(a)",
      seat: "W",
      option: "lead-E",
    });
  });
});

describe("the Director's judgements the play asks for", () => {
  it("50E4: a penalty card on the table: did the offending side gain through it? Its tricks are the result", () => {
    given(TRICK_1)
      .when(expose("E", "SK", "shown"))
      .then({
        rulings: [{ _tag: "PenaltyCardGainQuestion", law: "50E4", position: 5, seat: "E", card: "SK" }],
      });
    given([...TRICK_1, expose("E", "SK", "shown"), choose("S", "50D2", "none"), playOn()])
      .when(ruling("50E4", { tricks: 11 }))
      .then({
        audit: [{ _tag: "TricksAdjusted", law: "50E4", tricks: 11, replaces: "result-of-play" }],
        state: (p) => expect(finalTricks(p)).toEqual({ NS: 11, EW: 2 }),
      });
  });
  it("55C (WBFLC Ex 44): declarer's lead out of turn retracted: the Director judges whether he used it", () => {
    given([...TRICK_1, card("N", "C3")])
      .when(choose("E", "55A", "retract"))
      .then({
        rulings: [
          {
            _tag: "DeclarerLeadQuestion",
            law: "55C",
            position: 5,
            card: "C3",
            offender: "N",
            outcome: "retracted",
          },
        ],
      });
  });
  it("55C: an accepted lead out of turn is asked about too (WBFLC)", () => {
    given([...TRICK_1, card("S", "CA")])
      .when(choose("W", "55A", "accept"))
      .then({
        rulings: [
          { _tag: "DeclarerLeadQuestion", law: "55C", card: "CA", offender: "S", outcome: "accepted" },
        ],
      });
  });
  it("47E2(b): too late to retract after a corrected explanation: the card stands, the Director may adjust", () => {
    given(play("W:DA N:D3"))
      .when(retract("W", "DA", "47E2(b)"))
      .then({
        audit: [{ _tag: "TooLateToRetractStands", law: "47E2(b)", seat: "W", card: "DA" }],
        rulings: [
          { _tag: "MistakenExplanationQuestion", law: "47E2(b)", position: 1, seat: "W", card: "DA" },
        ],
        state: (p) => expect(trick(p, 1)).toEqual(["W:DA", "N:D3"]),
      });
    given([...play("W:DA N:D3"), retract("W", "DA", "47E2(b)")]).whenRefused(retract("W", "SJ", "47E2(b)"), {
      _tag: "CardNotPlayed",
      law: "47E2(b)",
      seat: "W",
      card: "SJ",
      where: "anywhere",
    });
  });
  it("53B (WBFLC): the proper leader, next after declarer's lead out of turn, plays: the Director rules he followed", () => {
    given([...TRICK_1, card("S", "CA")])
      .when(card("W", "CT"))
      .then({
        audit: [{ _tag: "FollowingOrLeading", law: "53B", seat: "W", offender: "S", card: "CT" }],
        rulings: [
          {
            _tag: "FollowedOrLedQuestion",
            law: "53B",
            position: 6,
            seat: "W",
            card: "CT",
            offender: "S",
            led: "CA",
            answers: ["following", "leading"],
          },
        ],
        state: (p) => {
          expect(p.turn).toBeNull();
          expect(p.hands.W).toContain("CT");
        },
      });
    given([...TRICK_1, ...play("S:CA W:CT")])
      .when(ruling("53B", { answer: "following" }))
      .thenSome({
        audit: [
          { _tag: "LeadOutOfTurnAccepted", law: "53A", offender: "S", card: "CA", how: "finding", by: "W" },
        ],
        rulings: [{ _tag: "DeclarerLeadQuestion", law: "55C", outcome: "accepted" }],
        state: (p) => {
          expect(trick(p, 2)).toEqual(["S:CA", "W:CT"]);
          expect(p.turn).toBe("N");
        },
      });
  });
  it("53B (WBFLC): … or that he led: his card is the proper lead, declarer's goes back", () => {
    given([...TRICK_1, ...play("S:CA W:CT")])
      .when(ruling("53B", { answer: "leading" }))
      .thenSome({
        audit: [{ _tag: "ProperLeadMade", law: "53B", proper: "W", offender: "S", card: "CA" }],
        state: (p) => {
          expect(trick(p, 2)).toEqual(["W:CT"]);
          expect(p.hands.S).toContain("CA");
          expect(p.turn).toBe("N");
        },
      });
  });
  it("53B: another card while the Director determines it is referred (60C)", () => {
    given([...TRICK_1, ...play("S:CA W:CT")])
      .when(card("N", "C3"))
      .then({
        audit: [{ _tag: "CardReferred", law: "60C", seat: "N", card: "C3", why: "awaiting-ruling" }],
        state: (p) =>
          expect(p.irregular.at(-1)).toMatchObject({ law: "60C", card: "C3", status: "referred" }),
      });
  });
  it("61B3 (WBFLC Ex 45): a defender asking about a revoke in a surprised manner: UI, no rectification, a ruling", () => {
    given(TRICK_1)
      .when(inquiry("W", "E", true))
      .then({
        audit: [{ _tag: "RevokeInquiry", law: "61B3", seat: "W", of: "E", kind: "surprised" }],
        rulings: [{ _tag: "SurpriseQuestion", law: "61B3", seat: "W", partner: "E" }],
        state: (p) => expect(p.quiet).toBe(true),
      });
    given([...TRICK_1, inquiry("W", "E", true)])
      .when(inquiry("E", "W"))
      .then({
        audit: [{ _tag: "RevokeInquiry", law: "61B3", seat: "E", of: "W", kind: "plain" }],
        rulings: [{ _tag: "SurpriseQuestion", law: "61B3" }],
      });
  });
  it("61B1/61B2: declarer may ask a defender; dummy may ask declarer, not a defender", () => {
    given(TRICK_1)
      .when(inquiry("S", "E"))
      .then({ audit: [{ _tag: "RevokeInquiry", law: "61B1", seat: "S", of: "E", kind: "plain" }] });
    given([...TRICK_1, inquiry("S", "E")])
      .when(inquiry("N", "S"))
      .then({
        audit: [{ _tag: "RevokeInquiry", law: "61B2(a)", seat: "N", of: "S", kind: "dummy-of-declarer" }],
      });
    given([...TRICK_1, inquiry("S", "E"), inquiry("N", "S")])
      .when(inquiry("N", "E"))
      .then({
        audit: [{ _tag: "RevokeInquiry", law: "61B2(b)", seat: "N", of: "E", kind: "dummy-of-defender" }],
      });
    given([violation("43A2(b)"), ...TRICK_1])
      .when(inquiry("N", "S"))
      .then({ audit: [{ _tag: "RevokeInquiry", law: "61B2(a)", kind: "dummy-forfeited" }] });
    given(TRICK_1).whenRefused(inquiry("E", "E"), { _tag: "AskedHimself", law: "61B", seat: "E" });
  });
  it("10B: the Director summoned cancels a penalty card the players created wrongly", () => {
    const exposed = [...TRICK_1, expose("E", "S5", "dropped")];
    given(exposed)
      .when(summoned("S"))
      .then({
        audit: [{ _tag: "RectificationsToReview", law: "10B", by: "S", cards: ["S5"] }],
        rulings: [
          { _tag: "PenaltyCardGainQuestion", law: "50E4" },
          {
            _tag: "PenaltyCardToReview",
            law: "10B",
            position: 5,
            seat: "E",
            card: "S5",
            kind: "minor",
            under: "49",
            answers: ["confirm", "cancel", "major", "minor"],
          },
        ],
      });
    given([...exposed, summoned("S")])
      .when(ruling("10B", { answer: "cancel", about: 5 }))
      .then({
        audit: [{ _tag: "PenaltyCardCancelled", law: "10B", seat: "E", card: "S5" }],
        state: (p) => {
          expect(p.penaltyCards).toEqual([]);
          expect(p.hands.E).toContain("S5");
        },
      });
  });
  it("10B: … or changes its class, or confirms it", () => {
    const summonedAfter = [...TRICK_1, expose("E", "S5", "dropped"), summoned()];
    given(summonedAfter.slice(0, -1))
      .when(summoned())
      .then({ audit: [{ _tag: "RectificationsToReview", law: "10B", by: undefined, cards: ["S5"] }] });
    given(summonedAfter)
      .when(ruling("10B", { answer: "major", about: 5 }))
      .then({
        audit: [{ _tag: "PenaltyCardReclassified", law: "10B", seat: "E", card: "S5", kind: "major" }],
        state: (p) =>
          expect(p.penaltyCards).toMatchObject([{ seat: "E", card: "S5", kind: "major", law: "49" }]),
      });
    given(summonedAfter)
      .when(ruling("10B", { answer: "confirm", about: 5 }))
      .then({ audit: [{ _tag: "PenaltyCardConfirmed", law: "10B", seat: "E", card: "S5", kind: "minor" }] });
  });
  it("9B: summoned with nothing to review: a note", () => {
    given(TRICK_1)
      .when(summoned("W"))
      .then({ audit: [{ _tag: "DirectorSummonedNoReview", law: "9B", by: "W" }] });
  });
});

describe("Law 64 with the tricks a claim credited", () => {
  it("64A2: tricks credited by a claim count as won by the offending side after the revoke trick", () => {
    // East revokes on trick 2 (South wins it); East-West win no later trick in play before the claim
    given([...TRICK_1, ...play("W:SJ N:SQ E:C6 S:SA  S:HA W:H5 N:H7 E:H2")])
      .when(attention("S", "C6"))
      .then({
        audit: [
          { _tag: "AttentionToRevoke", law: "62A", offender: "E", trick: 2, status: "established" },
          { _tag: "RevokeStands", law: "63B", trick: 2 },
        ],
        state: (p) => {
          expect(p.revokes[0]).toMatchObject({ status: "established" });
          const ended = { ...p, ended: true };
          expect(law64Transfers(ended).transfers).toEqual([]);
          const credited = { ...ended, credited: { NS: 8, EW: 2 } };
          expect(law64Transfers(credited).transfers).toMatchObject([
            { from: "EW", to: "NS", tricks: 1, law: "64A2" },
          ]);
        },
      });
  });
});
