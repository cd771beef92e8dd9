import { describe, expect, it } from "vitest";
import { card, choose, given, legal, options, penalties, play, playOn, trick } from "../testing/given.ts";

/** West has won trick 1 with ♦A and is to lead; South (declarer) and North (dummy) follow. */
const WEST_ON_LEAD = play("W:DA N:D3 E:D4 S:D2");
/** South has won trick 1 and is to lead. */
const SOUTH_ON_LEAD = play("W:SJ N:S3 E:S5 S:SA");
/** Dummy has won trick 1 and is to lead. */
const DUMMY_ON_LEAD = play("W:SJ N:SQ E:S5 S:S2");

describe("Law 41: commencement of play", () => {
  it("41A: a face-down opening lead out of turn goes back, not a penalty card; the proper leader leads", () => {
    given([])
      .when(card("E", "SK", { faceDown: true }))
      .then({
        audit: [
          { _tag: "FaceDownLeadReturned", law: "41A", position: 1, seat: "E", card: "SK", leader: "W" },
        ],
        pending: [],
        state: (p) => {
          expect(p.irregular).toMatchObject([
            { seat: "E", card: "SK", law: "41A", reason: "face-down-lead", status: "returned" },
          ]);
          expect(p).toMatchObject({ turn: "W", penaltyCards: [], pending: [] });
        },
      });
  });
  it("41A/41C: the opening leader's face-down lead is the lead once faced; dummy is spread (41D)", () => {
    given([])
      .when(card("W", "SJ", { faceDown: true }))
      .then({
        audit: [{ _tag: "DummyFaced", law: "41D", card: "SJ", dummy: "N" }],
        state: (p) => {
          expect(trick(p, 1)).toEqual(["W:SJ"]);
          expect(p.dummyFaced).toBe(true);
        },
      });
  });
});

describe("Laws 53–54: leads out of turn", () => {
  it("54: the opening leader's partner faces a lead: declarer's three options, play waits", () => {
    given([])
      .when(card("E", "SK"))
      .then({
        audit: [],
        pending: [
          {
            _tag: "OpeningLeadOutOfTurn",
            seat: "S",
            law: "54",
            options: ["spread", "accept", "refuse"],
            about: 1,
            offender: "E",
            card: "SK",
            proper: "W",
          },
        ],
        state: (p) => {
          expect(p.turn).toBeNull();
          expect(p.hands.E).toContain("SK");
          expect(p.dummyFaced).toBe(false);
        },
      });
  });
  it("54A: declarer spreads his hand and becomes dummy; the lead is in turn", () => {
    given([card("E", "SK")])
      .when(choose("S", "54", "spread"))
      .then({
        audit: [
          { _tag: "LeadOutOfTurnAccepted", law: "54A", offender: "E", card: "SK", how: "plain" },
          { _tag: "DeclarerBecomesDummy", law: "54A", seat: "S", declarer: "N" },
        ],
        state: (p) => {
          expect(p).toMatchObject({ declarer: "N", dummy: "S", turn: "S" });
          expect(trick(p, 1)).toEqual(["E:SK"]);
        },
      });
  });
  it("54B: accepted: dummy is spread and declarer plays second from his own hand", () => {
    given([card("E", "SK")])
      .when(choose("S", "54", "accept"))
      .then({
        audit: [
          { _tag: "LeadOutOfTurnAccepted", law: "54B", offender: "E", card: "SK", how: "spread-and-play" },
        ],
        state: (p) => expect(p).toMatchObject({ declarer: "S", turn: "S", dummyFaced: true }),
      });
  });
  it("54B1: declarer's card from his hand accepts the lead", () => {
    given([card("E", "SK")])
      .when(card("S", "S2"))
      .thenSome({
        audit: [{ _tag: "LeadOutOfTurnAccepted", law: "54B", how: "declarer-play" }],
        state: (p) => expect(trick(p, 1)).toEqual(["E:SK", "S:S2"]),
      });
  });
  it("54B2: a card from dummy accepts the lead too and stands (declarer's own hand still to play)", () => {
    given([card("E", "SK")])
      .when(card("N", "S3"))
      .thenSome({
        audit: [{ _tag: "LeadOutOfTurnAccepted", law: "54B", how: "dummy-play" }],
        state: (p) => {
          expect(trick(p, 1)).toEqual(["E:SK", "N:S3"]);
          expect(p.turn).toBe("S");
        },
      });
  });
  it("54D: refused: a major penalty card, then 50D2 before the proper lead", () => {
    given([card("E", "SK")])
      .when(choose("S", "54", "refuse"))
      .thenSome({
        audit: [
          { _tag: "PenaltyCard", law: "54D", seat: "E", card: "SK", kind: "major" },
          { _tag: "OpeningLeadRefused", law: "54D", proper: "W" },
        ],
      })
      .then({
        pending: [
          {
            _tag: "PenaltyCardLeadOptions",
            seat: "S",
            law: "50D2",
            options: ["require-S", "forbid-S", "none"],
            leader: "W",
            holder: "E",
            cards: ["SK"],
          },
        ],
        state: (p) => expect(penalties(p)).toEqual(["E:SK:major:54D"]),
      });
  });
  it("54E: a member of the declaring side attempts the opening lead: the card goes back (Law 24), no penalty card", () => {
    given([])
      .when(card("N", "S3"))
      .then({
        audit: [{ _tag: "OpeningLeadByDeclaringSide", law: "54E", seat: "N" }],
        state: (p) => {
          expect(p.irregular).toMatchObject([{ seat: "N", law: "54E", status: "returned" }]);
          expect(p.turn).toBe("W");
          expect(p.penaltyCards).toEqual([]);
        },
      });
  });
  it("53A: accepted by saying so: the offender leads the trick and play goes on from his left", () => {
    given([...SOUTH_ON_LEAD, card("W", "H5")])
      .when(choose("S", "56", "accept"))
      .then({
        audit: [{ _tag: "LeadOutOfTurnAccepted", law: "56A", offender: "W", card: "H5", how: "declarer" }],
        state: (p) => {
          expect(trick(p, 2)).toEqual(["W:H5"]);
          expect(p.turn).toBe("N");
        },
      });
  });
  it("53A(ii): a card from the hand next in rotation accepts the lead (60A1: rectification forfeited)", () => {
    given([...WEST_ON_LEAD, card("E", "C6")])
      .when(card("S", "C2"))
      .thenSome({
        audit: [
          {
            _tag: "LeadOutOfTurnAccepted",
            law: "53A",
            offender: "E",
            card: "C6",
            how: "rectification-forfeited",
            by: "S",
          },
        ],
        state: (p) => expect(trick(p, 2)).toEqual(["E:C6", "S:C2"]),
      });
  });
  it("53A fn 17: a lead out of turn at trick 13 is cancelled (2017)", () => {
    const last = given([playOn(48)]);
    const leader = last.state.turn!;
    const other = leader === "E" ? "W" : "E";
    last.when(card(other, last.state.hands[other][0]!)).then({
      audit: [{ _tag: "LeadAtTrick13Cancelled", law: "53A", seat: other, proper: leader }],
      pending: [],
      state: (p) => {
        expect(p.irregular.at(-1)).toMatchObject({
          law: "53A",
          reason: "lead-at-trick-13",
          status: "cancelled",
        });
        expect(p.turn).toBe(leader);
      },
    });
  });
  it("53B: the proper leader, an opponent of the offender, leads: the card led in error goes back, not a penalty card", () => {
    given([...SOUTH_ON_LEAD, card("W", "H5")])
      .when(card("S", "HA"))
      .thenSome({
        audit: [{ _tag: "ProperLeadMade", law: "53B", proper: "S", offender: "W", card: "H5" }],
        state: (p) => {
          expect(trick(p, 2)).toEqual(["S:HA"]);
          expect(p.penaltyCards).toEqual([]);
          expect(p.irregular[0]).toMatchObject({ law: "56", status: "withdrawn", settledBy: "53B" });
        },
      });
  });
  it("53B: when declarer's hand next in rotation is the proper leader, he says so ('lead')", () => {
    given(play("W:DA N:DK E:D4 S:D2"))
      .when(card("E", "C6"))
      .then({
        pending: [
          {
            _tag: "DefenderLeadOutOfTurn",
            seat: "S",
            law: "56",
            options: ["accept", "retract"],
            offender: "E",
            card: "C6",
            proper: "W",
            properLead: false,
          },
        ],
      });
    given(SOUTH_ON_LEAD)
      .when(card("E", "C6"))
      .then({
        pending: [
          {
            _tag: "DefenderLeadOutOfTurn",
            seat: "S",
            law: "56",
            options: ["accept", "retract", "lead"],
            proper: "S",
            properLead: true,
          },
        ],
      });
    given([...SOUTH_ON_LEAD, card("E", "C6")])
      .when(choose("S", "56", "lead"))
      .then({
        audit: [{ _tag: "ProperLeadMade", law: "53B", proper: "S", offender: "E", card: "C6" }],
        state: (p) => {
          expect(p.turn).toBe("S");
          expect(p.penaltyCards).toEqual([]);
        },
      });
  });
  it("53C: the defender on the right of declarer's irregular lead plays to it: it stands and Law 57 applies", () => {
    given([...DUMMY_ON_LEAD, card("S", "CQ")])
      .when(card("E", "C6"))
      .thenSome({
        audit: [
          {
            _tag: "LeadOutOfTurnAccepted",
            law: "53C",
            offender: "S",
            card: "CQ",
            how: "should-have-played-last",
            by: "E",
          },
          { _tag: "PenaltyCard", law: "57A", seat: "E", card: "C6", kind: "major" },
        ],
        state: (p) => {
          expect(trick(p, 2)).toEqual(["S:CQ"]);
          expect(penalties(p)).toEqual(["E:C6:major:57A"]);
          expect(options(p)[0]).toMatch(/^S 57A: highest,lowest/);
        },
      });
  });
});

describe("Law 55: declarer's lead out of turn", () => {
  it("55A: both defenders are offered the choice", () => {
    const offer = {
      law: "55A",
      options: ["accept", "retract"],
      card: "CQ",
      offender: "S",
      proper: "N",
      next: "W",
    };
    given(DUMMY_ON_LEAD)
      .when(card("S", "CQ"))
      .then({
        pending: [
          { _tag: "DeclarerLeadOutOfTurn", seat: "W", ...offer },
          { _tag: "DeclarerLeadOutOfTurn", seat: "E", ...offer },
        ],
      });
  });
  it("55A: the defender next in rotation decides at once", () => {
    given([...DUMMY_ON_LEAD, card("S", "CQ")])
      .when(choose("W", "55A", "accept"))
      .then({
        audit: [
          { _tag: "LeadOutOfTurnAccepted", law: "55A", offender: "S", card: "CQ", how: "choice", by: "W" },
        ],
        pending: [],
        rulings: [
          { _tag: "DeclarerLeadQuestion", law: "55C", card: "CQ", offender: "S", outcome: "accepted" },
        ],
        state: (p) => expect(trick(p, 2)).toEqual(["S:CQ"]),
      });
  });
  it("55A: the other defender's choice waits for his; if they differ, the next in rotation prevails", () => {
    given([...DUMMY_ON_LEAD, card("S", "CQ")])
      .when(choose("E", "55A", "accept"))
      .then({
        audit: [{ _tag: "DefenderChooses", law: "55A", seat: "E", option: "accept", next: "W" }],
        pending: [{ _tag: "DeclarerLeadOutOfTurn", seat: "W", law: "55A" }],
      });
    given([...DUMMY_ON_LEAD, card("S", "CQ"), choose("E", "55A", "accept")])
      .when(choose("W", "55A", "retract"))
      .then({
        audit: [{ _tag: "LeadRetractedDeclarerLeads", law: "55B2", card: "CQ", proper: "N" }],
        state: (p) => {
          expect(trick(p, 2)).toEqual([]);
          expect(p.turn).toBe("N");
        },
      });
  });
  it("55B1: retracted when a defender was to lead: the card goes back, no rectification, the defender leads", () => {
    given([...WEST_ON_LEAD, card("N", "C3")])
      .when(choose("E", "55A", "retract"))
      .then({
        audit: [{ _tag: "LeadRetractedDefenderLeads", law: "55B1", card: "C3", proper: "W" }],
        rulings: [
          { _tag: "DeclarerLeadQuestion", law: "55C", card: "C3", offender: "N", outcome: "retracted" },
        ],
        state: (p) => {
          expect(p.turn).toBe("W");
          expect(p.hands.N).toContain("C3");
        },
      });
  });
  it("55B2: retracted when the other hand was to lead: declarer leads from it", () => {
    given([...DUMMY_ON_LEAD, card("S", "CQ")])
      .when(choose("W", "55A", "retract"))
      .then({
        audit: [{ _tag: "LeadRetractedDeclarerLeads", law: "55B2", card: "CQ", proper: "N" }],
        state: (p) => {
          expect(p).toMatchObject({ turn: "N", retractedLead: 5 });
          expect(p.penaltyCards).toEqual([]);
        },
      });
  });
  it("60B: a defender's card after the retraction, before the correct lead, is a major penalty card", () => {
    const retracted = [...DUMMY_ON_LEAD, card("S", "CQ"), choose("W", "55A", "retract")];
    given(retracted)
      .when(card("E", "D9"))
      .thenSome({
        audit: [
          { _tag: "PenaltyCard", law: "60B", seat: "E", card: "D9", kind: "major", because: "deliberate" },
        ],
        state: (p) => {
          expect(penalties(p)).toEqual(["E:D9:major:60B"]);
          expect(p.irregular.at(-1)).toMatchObject({ law: "60B", reason: "played-before-correct-lead" });
        },
      });
    given([...retracted, card("E", "D9")])
      .when(card("N", "C3"))
      .then({ state: (p) => expect(p.retractedLead).toBeNull() });
  });
});

describe("Law 56: defender's lead out of turn", () => {
  it("56A: declarer accepts", () => {
    given([...SOUTH_ON_LEAD, card("W", "H5")])
      .when(choose("S", "56", "accept"))
      .then({
        audit: [{ _tag: "LeadOutOfTurnAccepted", law: "56A", how: "declarer" }],
        state: (p) => expect(trick(p, 2)).toEqual(["W:H5"]),
      });
  });
  it("56B: declarer requires retraction: a major penalty card; the proper leader leads", () => {
    given([...SOUTH_ON_LEAD, card("W", "H5")])
      .when(choose("S", "56", "retract"))
      .thenSome({
        audit: [
          { _tag: "PenaltyCard", law: "56B", seat: "W", card: "H5", kind: "major" },
          { _tag: "LeadRetracted", law: "56B", proper: "S", afterChoice: false },
        ],
        state: (p) => {
          expect(penalties(p)).toEqual(["W:H5:major:56B"]);
          expect(p.turn).toBe("S");
        },
      });
  });
  it("56B: when the offender's partner is the proper leader, 50D2 follows", () => {
    given([...WEST_ON_LEAD, card("E", "C6")])
      .when(choose("S", "56", "retract"))
      .thenSome({ audit: [{ _tag: "LeadRetracted", law: "56B", proper: "W", afterChoice: true }] })
      .then({
        pending: [
          {
            _tag: "PenaltyCardLeadOptions",
            seat: "S",
            law: "50D2",
            options: ["require-C", "forbid-C", "none"],
            leader: "W",
            holder: "E",
          },
        ],
      });
  });
  it("53 (WBFLC): both defenders lead, the wrong one first: accepted, the second card is a penalty card", () => {
    given([...WEST_ON_LEAD, card("E", "C6")])
      .when(card("W", "DJ"))
      .then({
        audit: [{ _tag: "LeadsAsWell", law: "56", seat: "W", card: "DJ" }],
        pending: [
          {
            _tag: "BothDefendersLed",
            seat: "S",
            law: "56",
            options: ["accept", "retract"],
            offender: "E",
            card: "C6",
            partner: "W",
            partnerCard: "DJ",
          },
        ],
      });
    given([...WEST_ON_LEAD, ...play("E:C6 W:DJ")])
      .when(choose("S", "56", "accept"))
      .thenSome({
        audit: [
          { _tag: "LeadOutOfTurnAccepted", law: "56A", offender: "E", card: "C6", how: "declarer" },
          { _tag: "PenaltyCard", law: "53", seat: "W", card: "DJ", kind: "major" },
        ],
        state: (p) => {
          expect(trick(p, 2)).toEqual(["E:C6"]);
          expect(penalties(p)).toEqual(["W:DJ:major:53"]);
        },
      });
  });
  it("53 (WBFLC): refused, the first card is a penalty card and the second the lead", () => {
    given([...WEST_ON_LEAD, ...play("E:C6 W:DJ")])
      .when(choose("S", "56", "retract"))
      .thenSome({
        audit: [
          { _tag: "PenaltyCard", law: "56B", seat: "E", card: "C6", kind: "major" },
          { _tag: "SecondLeadIsTheLead", law: "53", seat: "W", card: "DJ" },
        ],
        state: (p) => {
          expect(trick(p, 2)).toEqual(["W:DJ"]);
          expect(penalties(p)).toEqual(["E:C6:major:56B"]);
        },
      });
  });
});

describe("Law 57: premature lead or play by a defender", () => {
  const LEADS_EARLY = play("W:SJ N:S3 W:H6");
  const PARTNER_ON_TRICK_2 = play("W:CT N:C3 E:C6 S:CA  S:CK W:C9 N:C4  W:DJ");
  it("57A: a premature lead to the next trick: major penalty card; declarer's four options (2017)", () => {
    given(play("W:SJ N:S3"))
      .when(card("W", "H6"))
      .thenSome({ audit: [{ _tag: "PenaltyCard", law: "57A", seat: "W", card: "H6", kind: "major" }] })
      .then({
        pending: [
          {
            _tag: "PrematurePlayOptions",
            seat: "S",
            law: "57A",
            options: [
              "highest",
              "lowest",
              "require-H",
              "require-D",
              "require-C",
              "forbid-H",
              "forbid-D",
              "forbid-C",
            ],
            offender: "W",
            how: "lead",
            trick: 1,
            leadTo: 2,
            partner: "E",
            suitLed: "S",
            edition: undefined,
          },
        ],
        state: (p) => {
          expect(penalties(p)).toEqual(["W:H6:major:57A"]);
          expect(p.irregular.at(-1)).toMatchObject({ law: "57A", reason: "lead-before-trick-complete" });
        },
      });
  });
  it("57A: a play out of turn before partner has played (to the current trick)", () => {
    given([...SOUTH_ON_LEAD, card("S", "CA")])
      .when(card("E", "C6"))
      .then({
        pending: [
          {
            _tag: "PrematurePlayOptions",
            seat: "S",
            law: "57A",
            offender: "E",
            how: "play",
            partner: "W",
            suitLed: "C",
          },
        ],
        state: (p) => expect(penalties(p)).toEqual(["E:C6:major:57A"]),
      });
  });
  it("57A1: partner must play the highest card of the suit led", () => {
    given(LEADS_EARLY)
      .when(choose("S", "57A", "highest"))
      .then({
        audit: [
          {
            _tag: "PartnerPlayRestricted",
            law: "57A",
            partner: "E",
            verb: "highest",
            suit: "S",
            trick: 1,
            offender: "W",
          },
        ],
        state: (p) => expect(legal(p, "E")).toEqual(["SK"]),
      });
  });
  it("57A2: the lowest", () => {
    given(LEADS_EARLY)
      .when(choose("S", "57A", "lowest"))
      .then({
        audit: [{ _tag: "PartnerPlayRestricted", verb: "lowest", suit: "S" }],
        state: (p) => expect(legal(p, "E")).toEqual(["S5"]),
      });
  });
  it("57A3: a card of another suit named (2017): here a ruff", () => {
    given(PARTNER_ON_TRICK_2)
      .when(choose("S", "57A", "require-H"))
      .then({
        audit: [{ _tag: "PartnerPlayRestricted", verb: "require", suit: "H", trick: 2, partner: "E" }],
        state: (p) => expect(legal(p, "E")).toEqual(["H4", "H3", "H2"]),
      });
  });
  it("57A4: no card of another suit named", () => {
    given(PARTNER_ON_TRICK_2)
      .when(choose("S", "57A", "forbid-H"))
      .then({
        audit: [{ _tag: "PartnerPlayRestricted", verb: "forbid", suit: "H" }],
        state: (p) => expect(legal(p, "E").some((c) => c[0] === "H")).toBe(false),
      });
  });
  it("57B/59: if partner cannot comply he plays any legal card", () => {
    given(PARTNER_ON_TRICK_2)
      .when(choose("S", "57A", "highest"))
      .then({ state: (p) => expect(legal(p, "E")).toHaveLength(12) });
  });
  it("57B: the offender plays his penalty card at the first legal opportunity, in this very trick if it comes", () => {
    given([...SOUTH_ON_LEAD, ...play("S:CA E:C6"), choose("S", "57A", "lowest"), card("W", "C7")])
      .when(card("N", "C3"))
      .then({ state: (p) => expect(legal(p, "E")).toEqual(["C6"]) });
  });
  it("57C1: no rectification if declarer had already played from both hands", () => {
    given([...DUMMY_ON_LEAD, ...play("N:D3 S:D2")])
      .when(card("W", "DA"))
      .thenSome({
        audit: [{ _tag: "NoRectificationBothHands", law: "57C1", seat: "W" }],
        state: (p) => {
          expect(trick(p, 2)).toEqual(["N:D3", "S:D2", "W:DA"]);
          expect(p.penaltyCards).toEqual([]);
        },
      });
  });
  it("57C3: declarer's premature play from either hand is a played card", () => {
    given([...SOUTH_ON_LEAD, card("S", "CA")])
      .when(card("N", "C3"))
      .then({
        audit: [{ _tag: "DeclarerPlayedBeforeTurn", law: "57C3", card: "C3", seat: "N" }],
        state: (p) => {
          expect(trick(p, 2)).toEqual(["S:CA", "N:C3"]);
          expect(p.turn).toBe("W");
        },
      });
  });
  it("57D: a defender plays at his RHO's turn a legal card: he must play it at his proper turn", () => {
    given([...SOUTH_ON_LEAD, ...play("S:HA W:H5")])
      .when(card("E", "H2"))
      .then({
        audit: [{ _tag: "MustPlayInTurn", law: "57D", seat: "E", card: "H2" }],
        state: (p) =>
          expect(p.playRestrictions).toMatchObject([{ seat: "E", kind: "cards", cards: ["H2"], law: "57D" }]),
      });
    given([...SOUTH_ON_LEAD, ...play("S:HA W:H5 E:H2")])
      .when(card("N", "H7"))
      .then({ state: (p) => expect(legal(p, "E")).toEqual(["H2"]) });
  });
  it("57D: a card he may not legally play becomes a major penalty card", () => {
    given([...SOUTH_ON_LEAD, ...play("S:HA W:H5")])
      .when(card("E", "C6"))
      .thenSome({
        audit: [{ _tag: "PenaltyCard", law: "57D", seat: "E", card: "C6", kind: "major" }],
        state: (p) => expect(penalties(p)).toEqual(["E:C6:major:57D"]),
      });
  });
});

describe("Law 60: play after an illegal play", () => {
  it("60A1: a non-offender playing after his RHO's lead out of turn accepts it", () => {
    given([...SOUTH_ON_LEAD, card("W", "H5")])
      .when(card("N", "H7"))
      .thenSome({
        audit: [
          {
            _tag: "LeadOutOfTurnAccepted",
            law: "53A",
            offender: "W",
            card: "H5",
            how: "rectification-forfeited",
            by: "N",
          },
        ],
        state: (p) => expect(trick(p, 2)).toEqual(["W:H5", "N:H7"]),
      })
      .then({ pending: [] });
  });
  it("60C: a card played by another seat while a choice is pending is referred to the Director, not taken", () => {
    const referred = {
      seat: "E",
      card: "H2",
      why: "choice-pending",
      chooser: "S",
      under: "56",
      alsoChooser: undefined,
    } as const;
    given([...SOUTH_ON_LEAD, card("W", "H5")])
      .when(card("E", "H2"))
      .then({
        audit: [{ _tag: "CardReferred", law: "60C", position: 6, ...referred }],
        rulings: [{ _tag: "ReferredCardQuestion", law: "60C", position: 6, ...referred }],
        pending: [{ _tag: "DefenderLeadOutOfTurn", seat: "S", law: "56", options: ["accept", "retract"] }],
        state: (p) => {
          expect(p.irregular.at(-1)).toMatchObject({
            seat: "E",
            law: "60C",
            reason: "choice-pending",
            status: "referred",
          });
          expect(p.hands.E).toContain("H2");
        },
      });
  });
});
