import { describe, expect, it } from "vitest";
import {
  attention,
  card,
  choose,
  designate,
  expose,
  given,
  legal,
  options,
  penalties,
  play,
  retract,
  ruling,
  toTheEnd,
  trick,
  violation,
} from "../testing/given.ts";

/** Dummy (North) has won trick 1 and is to lead. */
const DUMMY_ON_LEAD = play("W:SJ N:SQ E:S5 S:S2");
/** 3NT by South: North's spades S9 S8, hearts K…3, diamonds A K Q 3. */
const D13 = {
  strain: "NT",
  deal: "S:KQ3.AQJ.42.QJT54 T542.7654.J765.3 98.K83.AKQ3.AK92 AJ76.T92.T98.876",
} as const;

describe("Law 43: dummy's limitations", () => {
  it("43B1: a breach of 43A makes dummy liable to a procedural penalty; 43A2 forfeits his rights (43B2)", () => {
    given([])
      .when(violation("43A1(c)"))
      .then({
        audit: [{ _tag: "DummyBreach", law: "43B1", dummy: "N", clause: "43A1(c)" }],
        rulings: [{ _tag: "DummyTookPartQuestion", law: "45F", position: 1 }],
        state: (p) => expect(p.dummyForfeited).toBeNull(),
      });
    given([violation("43A1(c)")])
      .when(violation("43A2(c)"))
      .then({
        audit: [
          { _tag: "DummyBreach", law: "43B1", clause: "43A2(c)" },
          { _tag: "DummyForfeitedRights", law: "43B2" },
        ],
        state: (p) => expect(p.dummyForfeited).toBe(2),
      });
  });
  it("43A1(b)/42B3: dummy drawing attention during the play is noted; the irregularity is still rectified", () => {
    given(play("W:DA N:D3 E:C6"))
      .when(attention("N", "C6"))
      .thenSome({
        audit: [
          { _tag: "DummyDrewAttention", law: "43A1(b)", dummy: "N" },
          { _tag: "RevokeCorrected", law: "62B1", offender: "E", card: "C6" },
        ],
        state: (p) => expect(p.revokes[0]?.status).toBe("corrected"),
      });
  });
  it("43B2(b): dummy having forfeited his rights asks declarer first: corrected, and Law 64 as if established", () => {
    const [facts, last] = toTheEnd([
      violation("43A2(b)"),
      ...play("W:DA N:D3 E:D4 S:C2"),
      attention("N", "C2"),
      card("S", "D2"),
    ]);
    given(facts.slice(0, 5))
      .when(attention("N", "C2"))
      .thenSome([{ _tag: "RevokeAsIfEstablished", law: "43B2(b)", offender: "S", card: "C2" }]);
    given(facts)
      .when(last)
      .thenSome({
        audit: [{ _tag: "RevokeRectified", law: "43B2(b) → 64A2", offender: "S", tricks: 1, from: "NS" }],
        state: (p) =>
          expect(p.revokes[0]).toMatchObject({
            status: "rectified",
            rectifiedBy: "43B2(b) → 64A2",
            transfer: 1,
          }),
      });
  });
  it("43B3: dummy having forfeited his rights points out a defender's revoke: corrected without a penalty card", () => {
    given([violation("43A2(a)"), ...play("W:DA N:D3 E:C6")])
      .when(attention("N", "C6"))
      .thenSome({
        audit: [
          { _tag: "RevokeCorrected", law: "62B1", offender: "E", card: "C6" },
          { _tag: "RevokeCorrectedNoPenalty", law: "43B3" },
        ],
      })
      .then({
        rulings: [{ _tag: "ForfeitedDummyQuestion", law: "43B3", edition: undefined }],
        state: (p) => expect(p.penaltyCards).toEqual([]),
      });
  });
  it("43B3: ... points out a premature play: no rectification, the penalty card is picked up", () => {
    const premature = given([violation("43A2(b)"), ...play("W:SJ N:SQ E:S5 S:SA  S:CA E:C6")]);
    expect(premature.state.penaltyCards).toHaveLength(1);
    premature.when(attention("N", "C6")).then({
      audit: [{ _tag: "PickedUpForfeitedDummy", law: "43B3", cards: ["C6"] }],
      pending: [],
      state: (p) => expect(p.penaltyCards).toEqual([]),
    });
  });
});

describe("Law 45: card played", () => {
  const misplaced = [...DUMMY_ON_LEAD, card("N", "D3", { named: "DK" })];
  it("45D: dummy places a card declarer did not name: recorded, rectified once attention is drawn", () => {
    given(DUMMY_ON_LEAD)
      .when(card("N", "D3", { named: "DK" }))
      .then({
        audit: [{ _tag: "CardNotNamed", law: "45D", position: 5, seat: "N", card: "D3", named: "DK" }],
        state: (p) =>
          expect(p.irregular).toMatchObject([
            { law: "45D", reason: "not-named", status: "pending-attention", named: "DK" },
          ]),
      });
  });
  it("45D1: dummy's card declarer did not name, attention in time: withdrawn, the named card played", () => {
    given([...misplaced, card("E", "D4")])
      .when(attention("E", "D3"))
      .thenSome({
        audit: [{ _tag: "MisplacedCardWithdrawn", law: "45D1", card: "D3" }],
        state: (p) => expect(trick(p, 2)).toEqual(["N:DK", "E:D4"]),
      })
      .then({
        pending: [{ _tag: "MayWithdraw", seat: "E", law: "45D1", options: ["keep", "withdraw"], card: "D4" }],
      });
  });
  it("45D1: when declarer's RHO changes his card, declarer may change the card he played after it", () => {
    given([...misplaced, ...play("E:D4 S:D2"), attention("W", "D3"), choose("E", "45D1", "withdraw")])
      .when(card("E", "D9"))
      .then({ pending: [{ _tag: "MayWithdraw", seat: "S", law: "45D1", card: "D2" }] });
  });
  it("45D2: too late, the play stands; a failure to follow a misplaced lead by a defender is for 64C1 only", () => {
    const late = [...misplaced, ...play("E:C6 S:D2 W:DA  W:C7 N:C3 E:D4 S:CA")];
    given(late)
      .when(attention("S", "D3"))
      .thenSome({
        audit: [
          { _tag: "MisplacedCardStands", law: "45D2(a)", card: "D3", lead: true },
          { _tag: "MisplacedLeadRevoke", law: "45D2(a)", offender: "E", card: "C6", by: "defender" },
        ],
        state: (p) => {
          expect(trick(p, 2)).toEqual(["N:D3", "E:C6", "S:D2", "W:DA"]);
          expect(p.revokes[0]).toMatchObject({ offender: "E", misplacedLead: true });
        },
      });
    const [facts, last] = toTheEnd([...late, attention("S", "D3"), attention("S", "C6")]);
    given(facts)
      .when(last)
      .thenSome({
        audit: [{ _tag: "RevokeRectified", law: "45D2(a)", offender: "E", tricks: 0 }],
        state: (p) => expect(p.revokes[0]).toMatchObject({ rectifiedBy: "45D2(a)", transfer: 0 }),
      });
  });
  it("45C4(b): declarer changes an unintended designation before he plays again; an opponent may then change (47D)", () => {
    given([...DUMMY_ON_LEAD, ...play("N:D3 E:D4")])
      .when(retract("N", "D3", "45C4(b)"))
      .then({
        audit: [{ _tag: "DesignationChanged", law: "45C4(b)", seat: "N", card: "D3" }],
        state: (p) => expect(p.turn).toBe("N"),
      });
    given([...DUMMY_ON_LEAD, ...play("N:D3 E:D4"), retract("N", "D3", "45C4(b)")])
      .when(card("N", "DK"))
      .thenSome({
        audit: [{ _tag: "Substitutes", law: "45C4(b)", seat: "N", card: "DK" }],
      })
      .then({
        pending: [{ _tag: "MayWithdraw", seat: "E", law: "47D", options: ["keep", "withdraw"], card: "D4" }],
      });
  });
  it("45C4(b): not open once declarer has played again, nor (2017) for a defender's card", () => {
    given([...DUMMY_ON_LEAD, ...play("N:D3 E:D4 S:D2")]).whenRefused(retract("N", "D3", "45C4(b)"), {
      _tag: "TooLateToChange",
      law: "45C4(b)",
      card: "D3",
      since: "declarer",
    });
    given([...DUMMY_ON_LEAD, ...play("N:D3 E:D4")]).whenRefused(retract("E", "D4", "45C4(b)"), {
      _tag: "OnlyDummyDesignationChanged",
      law: "45C4(b)",
      seat: "E",
    });
  });
  it("45E: a card played to a trick the player has played to is a fifth card, pending attention", () => {
    given(play("W:SJ N:S3 E:S5 S:SA"))
      .when(card("E", "S6", { trick: 1 }))
      .then({
        audit: [{ _tag: "SecondCardToTrick", law: "45E", seat: "E", card: "S6", trick: 1 }],
        state: (p) =>
          expect(p.irregular).toMatchObject([
            { law: "45E", reason: "second-card", status: "pending-attention" },
          ]),
      });
  });
  it("45E1: a fifth card by a defender, attention in time: it goes back as a penalty card", () => {
    given(play("W:SJ N:S3 E:S5 S:SA  E:S6@1"))
      .when(attention("S", "S6"))
      .thenSome({
        audit: [
          { _tag: "FifthCardPenalty", law: "45E1", seat: "E", card: "S6", trick: 1 },
          { _tag: "PenaltyCard", law: "45E1", seat: "E", card: "S6", kind: "major", because: "deliberate" },
        ],
        state: (p) => expect(penalties(p)).toEqual(["E:S6:major:45E1"]),
      });
  });
  it("45E2: a fifth card by declarer goes back with no rectification", () => {
    given(play("W:SJ N:S3 E:S5 S:SA  S:S2@1"))
      .when(attention("W", "S2"))
      .thenSome({
        audit: [{ _tag: "FifthCardReturned", law: "45E2", card: "S2", seat: "S" }],
        state: (p) => {
          expect(p.penaltyCards).toEqual([]);
          expect(p.hands.S).toContain("S2");
        },
      });
  });
});

describe("Law 45E: a second card to the trick in progress (45C1: he has already played a legal card to it)", () => {
  /** Trick 1: West leads SJ, dummy plays S3; East (West's partner) and South are still to play. */
  const EAST_TO_PLAY = play("W:SJ N:S3");
  it("45E1 (45C1): a defender's second card, his partner still to play: a major penalty card (50B2), not a 57A premature play", () => {
    given(EAST_TO_PLAY)
      .when(card("W", "S9", { trick: 1 }))
      .then({
        audit: [
          {
            _tag: "SecondCardPenalty",
            law: "45E1",
            seat: "W",
            card: "S9",
            trick: 1,
            partner: "E",
            partnerToPlay: true,
          },
          { _tag: "PenaltyCard", law: "45E1", seat: "W", card: "S9", kind: "major", because: "deliberate" },
          { _tag: "PenaltyCardInformation", law: "50E1", card: "S9" },
        ],
        // no PrematurePlayOptions: declarer restricts nothing of East's (57A is a lead or play to come)
        pending: [],
        rulings: [{ _tag: "PenaltyCardGainQuestion", law: "50E4", seat: "W", card: "S9" }],
        state: (p) => {
          expect(trick(p, 1)).toEqual(["W:SJ", "N:S3"]);
          expect(p.turn).toBe("E");
          expect(p.hands.W).toContain("S9");
          expect(penalties(p)).toEqual(["W:S9:major:45E1"]);
          expect(p.playRestrictions).toEqual([]);
          expect(p.revokes).toEqual([]);
          expect(p.irregular).toMatchObject([
            { seat: "W", card: "S9", law: "45E1", reason: "second-card", status: "penalty-card", trick: 1 },
          ]);
          // East plays any legal card; the trick goes on in rotation
          expect(legal(p)).toEqual(["SK", "S8", "S7", "S6", "S5"]);
        },
      });
  });
  it("57A, not 45E: the same card without `trick` is a lead to the next trick before partner has played", () => {
    given(EAST_TO_PLAY)
      .when(card("W", "S9"))
      .thenSome({
        audit: [{ _tag: "PenaltyCard", law: "57A", seat: "W", card: "S9", kind: "major" }],
        pending: [{ _tag: "PrematurePlayOptions", law: "57A", offender: "W", how: "lead", leadTo: 2 }],
      });
  });
  it("45E1: partner has already played: a penalty card all the same (not 57D, not 49); played at the first legal opportunity (50D1)", () => {
    const second = given(play("W:SJ N:S3 E:S5"))
      .when(card("W", "S9", { trick: 1 }))
      .thenSome({
        audit: [
          { _tag: "SecondCardPenalty", law: "45E1", seat: "W", partner: "E", partnerToPlay: false },
          { _tag: "PenaltyCard", law: "45E1", seat: "W", card: "S9", kind: "major" },
        ],
        pending: [],
        state: (p) => {
          expect(trick(p, 1)).toEqual(["W:SJ", "N:S3", "E:S5"]);
          expect(p.turn).toBe("S");
        },
      });
    // South wins with SA and leads S2: West must follow with his major penalty card S9
    given([...play("W:SJ N:S3 E:S5"), card("W", "S9", { trick: 1 }), ...play("S:SA S:S2")])
      .when(card("W", "ST"))
      .thenSome({ audit: [{ _tag: "RevokeCommitted", law: "61A", seat: "W" }] });
    expect(second.state.penaltyCards).toHaveLength(1);
    const led = given([...play("W:SJ N:S3 E:S5"), card("W", "S9", { trick: 1 }), ...play("S:SA S:S2")]);
    expect(legal(led.state, "W")).toEqual(["S9"]);
  });
  it("45E2: declarer's second card to the trick in progress, from dummy, stays in the hand with no rectification", () => {
    given(EAST_TO_PLAY)
      .when(card("N", "S4", { trick: 1 }))
      .then({
        audit: [{ _tag: "SecondCardReturned", law: "45E2", seat: "N", card: "S4", trick: 1 }],
        pending: [],
        rulings: [],
        state: (p) => {
          expect(p.hands.N).toContain("S4");
          expect(p.penaltyCards).toEqual([]);
          expect(trick(p, 1)).toEqual(["W:SJ", "N:S3"]);
          expect(p.turn).toBe("E");
          expect(p.irregular).toMatchObject([{ law: "45E2", reason: "second-card", status: "returned" }]);
        },
      });
  });
  it("45E, 2007 Code: the same (2007 45C1 and 45E1): a penalty card, no 57A option", () => {
    given(EAST_TO_PLAY, { edition: "2007" })
      .when(card("W", "S9", { trick: 1 }))
      .thenSome({
        audit: [{ _tag: "PenaltyCard", law: "45E1", seat: "W", card: "S9", kind: "major" }],
        pending: [],
      });
  });
  it("62A, not 45E: a second card after a revoke to the trick (45C1: after a legal card only) is referred: the revoke is corrected once attention is drawn", () => {
    const revoked = [...play("W:SJ N:S3"), card("E", "D4")];
    given(revoked)
      .when(card("E", "S5", { trick: 1 }))
      .then({
        audit: [
          { _tag: "CardReferred", law: "62A", seat: "E", card: "S5", why: "revoke-to-correct", trick: 1 },
        ],
        pending: [],
        rulings: [
          {
            _tag: "ReferredCardQuestion",
            law: "62A",
            seat: "E",
            card: "S5",
            why: "revoke-to-correct",
            trick: 1,
          },
        ],
        state: (p) => {
          expect(p.penaltyCards).toEqual([]);
          expect(p.hands.E).toContain("S5");
        },
      });
    given([...revoked, attention("E", "D4")])
      .when(card("E", "S5"))
      .thenSome({ audit: [{ _tag: "Substitutes", seat: "E", card: "S5" }] });
  });
  it("52, not 45E: a second card after a penalty card not played to the trick is referred under Law 52", () => {
    // South wins trick 1 and leads a spade: West must play his major penalty card ST (57A) but plays S9
    const failed = [
      ...play("W:SJ N:S3"),
      card("W", "ST"),
      choose("S", "57A", "lowest"),
      ...play("E:S5 S:SA  S:S2 W:S9"),
    ];
    given(failed)
      .when(card("W", "ST", { trick: 2 }))
      .thenSome({
        audit: [
          { _tag: "CardReferred", law: "52", seat: "W", card: "ST", why: "revoke-to-correct", trick: 2 },
        ],
        state: (p) => {
          expect(trick(p, 2)).toEqual(["S:S2", "W:S9"]);
          expect(penalties(p)).toEqual(["W:ST:major:57A"]);
        },
      });
  });
});

describe("Law 46: incomplete designation of dummy's card", () => {
  /** Trick 2: East leads DT, South D4, West DJ; dummy is last to play. */
  const DUMMY_LAST = play("W:S5 N:S9 E:SA S:S3  E:DT S:D4 W:DJ");
  it("46B1(b): 'win' from dummy playing last is the lowest card that wins", () => {
    given(DUMMY_LAST, D13)
      .when(designate({ word: "win" }))
      .thenSome({
        audit: [{ _tag: "DesignationComesTo", law: "46B1(b)", card: "DQ" }],
        state: (p) => expect(trick(p, 2)).toEqual(["E:DT", "S:D4", "W:DJ", "N:DQ"]),
      });
  });
  it("46B1(b): 'win' with dummy not last: the Director says which card", () => {
    given(play("W:D5"), D13)
      .when(designate({ word: "win" }))
      .then({
        audit: [],
        rulings: [
          {
            _tag: "LowestWinnerQuestion",
            law: "46B1(b)",
            dummyLast: false,
            answers: ["DA", "DK", "DQ", "D3"],
          },
        ],
      });
    given([...play("W:D5"), designate({ word: "win" })], D13)
      .when(ruling("46B1(b)", { answer: "DA" }))
      .then({ rulings: [], state: (p) => expect(trick(p, 1)).toEqual(["W:D5", "N:DA"]) });
  });
  it("46B1(a)/(c): 'high' and 'low' are the highest and lowest of the suit led", () => {
    given(play("W:H4"), D13)
      .when(designate({ word: "high" }))
      .thenSome({
        audit: [{ _tag: "DesignationComesTo", law: "46B1(a)", card: "HK" }],
        state: (p) => expect(trick(p, 1)).toEqual(["W:H4", "N:HK"]),
      });
    given(play("W:H4"), D13)
      .when(designate({ word: "low" }))
      .thenSome({
        audit: [{ _tag: "DesignationComesTo", law: "46B1(c)", card: "H3" }],
        state: (p) => expect(trick(p, 1)).toEqual(["W:H4", "N:H3"]),
      });
  });
  it("46B1: 'high' with dummy on lead and no suit: the Director says which card", () => {
    given([...DUMMY_LAST, designate({ word: "win" })], D13)
      .when(designate({ word: "high" }))
      .then({ rulings: [{ _tag: "HighOrLowWithoutSuit", law: "46B1", word: "high" }] });
  });
  it("46B2: a suit without a rank is its lowest card", () => {
    given(play("W:H4"), D13)
      .when(designate({ suit: "H" }))
      .thenSome({
        audit: [{ _tag: "DesignationComesTo", law: "46B2", card: "H3" }],
        state: (p) => expect(trick(p, 1)).toEqual(["W:H4", "N:H3"]),
      });
  });
  it("46B3(a): a rank with dummy on lead: the suit in which dummy won the last trick", () => {
    given([...DUMMY_LAST, designate({ word: "win" })], D13)
      .when(designate({ rank: "K" }))
      .thenSome({
        audit: [{ _tag: "DesignationComesTo", law: "46B3(a)", card: "DK" }],
        state: (p) => expect(trick(p, 3)).toEqual(["N:DK"]),
      });
  });
  it("46B3(b): a rank naming two legal cards: declarer says which", () => {
    given([...DUMMY_LAST, designate({ word: "win" })], D13)
      .when(designate({ rank: "8" }))
      .then({
        pending: [
          {
            _tag: "RankNamesTwoCards",
            seat: "S",
            law: "46B3",
            options: ["S8", "H8"],
            rank: "8",
            cards: ["S8", "H8"],
          },
        ],
      });
    given([...DUMMY_LAST, designate({ word: "win" }), designate({ rank: "8" })], D13)
      .when(choose("S", "46B3", "S8"))
      .thenSome({
        audit: [{ _tag: "DesignatedFromDummy", law: "46B3", card: "S8" }],
        state: (p) => expect(trick(p, 3)).toEqual(["N:S8"]),
      });
  });
  it("46B4: a card dummy does not hold: void, declarer designates again", () => {
    given(play("W:S5"), D13)
      .when(designate({ suit: "S", rank: "A" }))
      .then({
        audit: [{ _tag: "VoidDesignation", law: "46B4", designated: "card", card: "SA" }],
        state: (p) => expect(trick(p, 1)).toEqual(["W:S5"]),
      });
  });
  it("46B5: 'play anything': either defender designates dummy's card", () => {
    given(play("W:S5"), D13)
      .when(designate({ word: "any" }))
      .then({
        pending: [
          { _tag: "PlayAnything", seat: "E", law: "46B5", options: ["S9", "S8"] },
          { _tag: "PlayAnything", seat: "W", law: "46B5", options: ["S9", "S8"] },
        ],
      });
    given([...play("W:S5"), designate({ word: "any" })], D13)
      .when(choose("W", "46B5", "S9"))
      .thenSome({
        audit: [{ _tag: "DesignatedFromDummy", law: "46B5", card: "S9" }],
        state: (p) => expect(trick(p, 1)).toEqual(["W:S5", "N:S9"]),
      });
  });
});

describe("Law 47: retraction of a played card", () => {
  it("47E1: a lead out of turn because an opponent said it was his turn: retracted, cannot be accepted, no penalty", () => {
    given(play("W:SJ N:S3 E:SK S:S2  W:DA"))
      .when(retract("W", "DA", "47E1"))
      .then({
        audit: [{ _tag: "RetractedWrongTurn", law: "47E1", seat: "W", card: "DA", was: "pending-lead" }],
        pending: [],
        state: (p) => expect(p).toMatchObject({ turn: "E", penaltyCards: [] }),
      });
  });
  it("47E2(a): a card played before a mistaken explanation was corrected, no card played since to the trick", () => {
    given(play("W:CT"))
      .when(retract("W", "CT", "47E2(a)"))
      .then({
        audit: [{ _tag: "RetractedMistakenExplanation", law: "47E2(a)", seat: "W", card: "CT" }],
        state: (p) => {
          expect(p).toMatchObject({ turn: "W", dummyFaced: false });
          expect(p.hands.W).toContain("CT");
        },
      });
  });
  it("47E2(b)/47F2: once a card has been played to the trick the retraction is not open", () => {
    given(play("W:CT N:C3")).whenRefused(retract("W", "CT", "47E2(a)"), {
      _tag: "TooLateToRetract",
      law: "47E2(a)",
      card: "CT",
    });
  });
});

describe("Law 58: simultaneous plays", () => {
  it("58B2: two cards led at once, one meant: the other is a penalty card (an honour major, a spot minor)", () => {
    given(play("W:S9"))
      .when(expose("W", "SJ", "dropped"))
      .then({
        audit: [
          { _tag: "PenaltyCard", law: "49", seat: "W", card: "SJ", kind: "major", because: "honour" },
          { _tag: "PenaltyCardInformation", law: "50E1", card: "SJ" },
        ],
        rulings: [{ _tag: "PenaltyCardGainQuestion", law: "50E4", seat: "W", card: "SJ" }],
        state: (p) => expect(penalties(p)).toEqual(["W:SJ:major:49"]),
      });
    given(play("W:SJ"))
      .when(expose("W", "S9", "dropped"))
      .thenSome({
        audit: [{ _tag: "PenaltyCard", law: "49", seat: "W", card: "S9", kind: "minor", because: undefined }],
        state: (p) => expect(penalties(p)).toEqual(["W:S9:minor:49"]),
      });
  });
  it("58B2 (WBFLC): a third card meant: both major, declarer chooses which is led (51A)", () => {
    given([expose("W", "SJ", "dropped")])
      .when(expose("W", "S9", "dropped"))
      .then({
        pending: [
          {
            _tag: "WhichPenaltyCard",
            seat: "S",
            law: "51A",
            options: ["SJ", "S9"],
            player: "W",
            cards: ["SJ", "S9"],
          },
        ],
        state: (p) => expect(options(p)).toEqual(["S 51A: SJ,S9"]),
      });
  });
});

describe("Law 67: defective trick", () => {
  /** Trick 2 lacks East's card when South leads to trick 3 (the lead, at position 8, quits it). */
  const QUIT_SHORT = [...play("W:SJ N:S3 E:S5 S:SA  S:HA W:H5 N:H7"), card("S", "CA", { trick: 3 })];
  it("67: a lead to the next trick while the trick lacks a card quits it as a defective trick", () => {
    given(QUIT_SHORT.slice(0, -1))
      .when(card("S", "CA", { trick: 3 }))
      .then({
        audit: [{ _tag: "TrickQuittedShort", law: "67", position: 8, trick: 2, count: 3, winner: "S" }],
        state: (p) => {
          expect(trick(p, 2)).toEqual(["S:HA", "W:H5", "N:H7"]);
          expect(trick(p, 3)).toEqual(["S:CA"]);
          expect(p.tricks[1]).toMatchObject({ winner: "S", omitted: ["E"] });
          expect(p.irregular.at(-1)).toMatchObject({
            law: "67",
            reason: "trick-quitted-short",
            status: "pending-attention",
          });
        },
      });
  });
  it("67A1: attention before each side has played to the next trick: the offender supplies a legal card", () => {
    given(QUIT_SHORT)
      .when(attention("S", 8))
      .then({
        audit: [{ _tag: "DefectiveTrickSupply", law: "67A1", trick: 2, seat: "E" }],
        state: (p) => {
          expect(p.turn).toBe("E");
          expect(legal(p, "E")).toEqual(["H4", "H3", "H2"]);
        },
      });
    given([...QUIT_SHORT, attention("S", 8)])
      .when(card("E", "H3"))
      .then({
        state: (p) => {
          expect(trick(p, 2)).toEqual(["S:HA", "W:H5", "N:H7", "E:H3"]);
          expect(p.tricks[1]?.winner).toBe("S");
        },
      });
  });
  it("67B1: found later: placed now, the trick keeps its winner, a deemed revoke costing one trick (64A2)", () => {
    const late = [
      ...play("W:SJ N:S3 E:S5 S:SA  S:HA W:H5 N:H7"),
      card("S", "HK", { trick: 3 }),
      ...play("W:H6 N:H8 E:H3"),
    ];
    given(late)
      .when(attention("W", 8))
      .then({
        audit: [{ _tag: "DefectiveTrickFaceCard", law: "67B1", trick: 2, seat: "E" }],
        state: (p) => expect(p.turn).toBe("E"),
      });
    given([...late, attention("W", 8)])
      .when(card("E", "H2"))
      .thenSome({
        audit: [
          { _tag: "CardPlacedInDefectiveTrick", law: "67B1", seat: "E", card: "H2", trick: 2, winner: "S" },
        ],
        state: (p) => {
          expect(trick(p, 2)).toEqual(["S:HA", "W:H5", "N:H7", "E:H2"]);
          expect(p.tricks[1]?.winner).toBe("S");
          expect(p.revokes).toMatchObject([
            { trick: 2, offender: "E", kind: "defective", law: "67B1", status: "established" },
          ]);
        },
      });
    const [facts, last] = toTheEnd([...late, attention("W", 8), card("E", "H2")]);
    given(facts)
      .when(last)
      .thenSome({
        state: (p) => {
          const ewLater = p.tricks.some((t) => t.number >= 2 && (t.winner === "E" || t.winner === "W"));
          expect(p.revokes[0]).toMatchObject({ transfer: ewLater ? 1 : 0, rectifiedBy: "67B1" });
          expect(p.notes).toContainEqual(
            expect.objectContaining({
              _tag: "RevokeRectified",
              law: "67B1",
              offender: "E",
              tricks: ewLater ? 1 : 0,
            }),
          );
        },
      });
  });
  it("67B2: an extra card found late goes back to the hand; failing to play it later was a revoke", () => {
    given(
      play(
        "W:SJ N:S3 E:S5 S:SA  S:HA W:H5 N:H7 E:H2  S:DQ W:DA N:D3 E:D4  E:C6@3  W:C7 N:C3 E:D6 S:CA  S:HK W:H6 N:H8 E:H3",
      ),
    )
      .when(attention("N", "C6"))
      .thenSome({
        audit: [
          { _tag: "ExtraCardRestored", law: "67B2(a)", card: "C6", seat: "E", trick: 3 },
          { _tag: "RevokeWithExtraCard", law: "67B2(b)", seat: "E", card: "C6", trick: 4 },
        ],
        state: (p) => {
          expect(p.hands.E).toContain("C6");
          expect(p.revokes).toMatchObject([
            { trick: 4, offender: "E", law: "67B2(b)", status: "established" },
          ]);
        },
      });
  });
});
