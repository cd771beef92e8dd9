import type { LawId } from "@bridgelaw/cards";
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
  question,
  retract,
  trick,
  violation,
} from "../testing/given.ts";

/** Branches the WBFLC commentary settles (dummy's duty to follow suit, 54C and 54A, 52A, 62D2). */
describe("Law 42A3: dummy sees that dummy follows suit", () => {
  it("42A3: dummy stopping dummy's own revoke is no 43A1(b) breach; the card is replaced (62B2)", () => {
    given(play("W:SJ N:H9"))
      .when(attention("N", "H9"))
      .then({
        audit: [
          { _tag: "DummySeesDummyFollows", law: "42A3", dummy: "N" },
          { _tag: "AttentionToRevoke", law: "62A", offender: "N", card: "H9", status: "committed" },
          { _tag: "RevokeCorrected", law: "62B2", offender: "N", card: "H9" },
        ],
        state: (p) => {
          expect(p.revokes).toMatchObject([
            { offender: "N", kind: "dummy", status: "corrected", correctedBy: "62B2" },
          ]);
          expect(legal(p, "N")).toEqual(["SQ", "S4", "S3"]);
          expect(penalties(p)).toEqual([]);
        },
      });
  });
  it("43A1(b): dummy drawing attention to a defender's irregularity during the play is still a breach", () => {
    given(play("W:SJ N:S3 E:H2"))
      .when(attention("N", "H2"))
      .thenSome([{ _tag: "DummyDrewAttention", law: "43A1(b)", dummy: "N" }]);
  });
});

describe("Law 54: the declaring side's cards exposed while declarer's choice is open", () => {
  /** East faces the opening lead out of turn (West was to lead). */
  const LOOT = [card("E", "S5")];
  it("54: the choice is open: spread, accept or refuse", () => {
    given([])
      .when(card("E", "S5"))
      .then({ state: (p) => expect(options(p)).toEqual(["S 54: spread,accept,refuse"]) });
  });
  it("54C: declarer could have seen one of dummy's cards: he must accept the lead", () => {
    given(LOOT)
      .when(expose("N", "SQ"))
      .then({
        audit: [{ _tag: "MustAcceptOpeningLead", law: "54C", card: "SQ" }],
        pending: [
          { _tag: "MustAcceptOpeningLead", seat: "S", law: "54", options: ["accept"], about: 1, card: "SQ" },
        ],
        state: (p) => expect(p.penaltyCards).toEqual([]),
      });
    given([...LOOT, expose("N", "SQ")]).whenRefused(choose("S", "54", "refuse"), {
      _tag: "PlayOptionNotOpen",
      law: "54",
      seat: "S",
      option: "refuse",
    });
    given([...LOOT, expose("N", "SQ")])
      .when(choose("S", "54", "accept"))
      .then({ state: (p) => expect(p.turn).toBe("S") });
  });
  it("54A: declarer began to spread his hand and exposed a card: he must spread it all and become dummy", () => {
    given(LOOT)
      .when(expose("S", "HA"))
      .then({
        audit: [{ _tag: "MustSpreadHand", law: "54A", card: "HA" }],
        pending: [{ _tag: "MustSpreadHand", seat: "S", law: "54", options: ["spread"], card: "HA" }],
      });
    given([...LOOT, expose("S", "HA")])
      .when(choose("S", "54", "spread"))
      .then({ state: (p) => expect(p).toMatchObject({ declarer: "N", dummy: "S" }) });
  });
});

describe("Law 52A: a card played instead of a penalty card", () => {
  it("52A: the defender may not withdraw it on his own initiative", () => {
    const failure = given([
      ...play("W:SJ N:SQ E:SK S:SA  S:HA W:H5"),
      expose("W", "D8", "shown"),
      ...play("N:H7 E:H2  S:HK W:H6 N:H8 E:H3  S:HQ W:S9"),
    ]);
    expect(failure.state.revokes).toMatchObject([{ offender: "W", card: "S9", kind: "penalty-card" }]);
    failure.whenRefused(retract("W", "S9", "47E2(a)"), {
      _tag: "SubstituteNotWithdrawable",
      law: "52A",
      seat: "W",
      card: "S9",
    });
  });
});

describe("Law 62D2: a defender's revoke on trick 12 before his partner played to it", () => {
  const TRICKS_1_TO_11 = play(
    "W:DJ N:DK E:D9 S:DQ  N:H9 E:H2 S:HA W:H5  S:S2 W:SJ N:SQ E:S6  N:D5 E:D6 S:D2 W:DT  W:S9 N:S4 E:S5 S:SA  S:HJ W:H6 N:H8 E:H3  S:CA W:C7 N:C4 E:C6  S:CQ W:C8 N:C5 E:S7  S:CK W:C9 N:C3 E:D4  S:HT W:D8 N:H7 E:H4  S:C2 W:CT N:CJ E:S8",
  );
  it("62D1/62D2: corrected after the play; the partner who played after it has unauthorised information (16C)", () => {
    const over = given([...TRICKS_1_TO_11, ...play("N:S3 E:D7 S:HK W:ST  S:HQ W:DA N:D3 E:SK")]);
    expect(over.state.revokes).toMatchObject([{ offender: "E", card: "D7", trick: 12 }]);
    over.when(attention("S", "D7")).thenSome({
      audit: [
        { _tag: "Trick12RevokeCorrectedAfterPlay", law: "62D1", offender: "E", card: "SK" },
        { _tag: "Trick12RevokeInformation", law: "62D2", offender: "E", partner: "W", card: "D7" },
      ],
      rulings: [{ _tag: "Trick12RevokeQuestion", law: "62D2", offender: "E", card: "D7", partner: "W" }],
      state: (p) => {
        expect(trick(p, 12)).toEqual(["N:S3", "E:SK", "S:HK", "W:ST"]);
        expect(p.revokes[0]).toMatchObject({ status: "corrected", correctedBy: "62D1" });
      },
    });
  });
});

describe("Law 58: cards faced at once", () => {
  it("58B2: a defender meant one of two cards: the other is a penalty card (a spot card minor, an honour major)", () => {
    given(play("W:H5"))
      .when(expose("W", "H6", "together"))
      .thenSome({
        audit: [
          { _tag: "PenaltyCard", law: "58B2", seat: "W", card: "H6", kind: "minor", because: undefined },
        ],
        state: (p) => expect(penalties(p)).toEqual(["W:H6:minor:58B2"]),
      });
    given(play("W:S9"))
      .when(expose("W", "SJ", "together"))
      .thenSome({
        audit: [
          { _tag: "PenaltyCard", law: "58B2", seat: "W", card: "SJ", kind: "major", because: "honour" },
        ],
        state: (p) => expect(penalties(p)).toEqual(["W:SJ:major:58B2"]),
      });
  });
  it("58B2 (WBFLC): he meant a third card: every card faced is a major penalty card, declarer picks (51A)", () => {
    given([expose("W", "H6", "together")])
      .when(expose("W", "H5", "together"))
      .then({
        pending: [{ _tag: "WhichPenaltyCard", seat: "S", law: "51A", options: ["H6", "H5"], player: "W" }],
        state: (p) => expect(penalties(p)).toEqual(["W:H6:major:58B2", "W:H5:major:58B2"]),
      });
  });
  it("58B2: declarer's other card goes back to his hand, not a penalty card (48A)", () => {
    given(play("W:SJ N:S3 E:S5 S:SA  S:HA"))
      .when(expose("S", "HK", "together"))
      .then({
        audit: [{ _tag: "FacedTogetherReturned", law: "58B2", seat: "S", card: "HK" }],
        state: (p) => {
          expect(p.penaltyCards).toEqual([]);
          expect(p.hands.S).toContain("HK");
        },
      });
  });
  it("58B: a card is 'together' only right after the player's card, or at his turn", () => {
    given(play("W:SJ N:S3")).whenRefused(expose("W", "H5", "together"), {
      _tag: "NotFacedTogether",
      law: "58B",
      seat: "W",
      card: "H5",
    });
  });
});

describe("Law 50E: information from a penalty card", () => {
  /** East's ♦9 is a major penalty card (shown) after trick 1, which West won. */
  const TRICK_1 = play("W:SJ N:S3 E:S5 S:S2");
  const SHOWN = [...TRICK_1, expose("E", "D9", "shown")];
  it("50E1: while the penalty card is on the table its information is authorized for every player", () => {
    given(TRICK_1)
      .when(expose("E", "D9", "shown"))
      .thenSome([{ _tag: "PenaltyCardInformation", law: "50E1", card: "D9" }]);
  });
  it("50E2: picked up after declarer's 50D2 choice: unauthorized for partner, authorized for declarer", () => {
    given(SHOWN)
      .when(choose("S", "50D2", "forbid-D"))
      .thenSome({
        audit: [{ _tag: "PickedUpInformation", law: "50E2", cards: ["D9"], leader: "W" }],
        state: (p) => expect(p.penaltyCards).toEqual([]),
      });
  });
  it("50E3: once played, how it came to be a penalty card is unauthorized for partner", () => {
    given([...SHOWN, choose("S", "50D2", "none"), ...play("W:DA N:D3")])
      .when(card("E", "D9"))
      .thenSome([{ _tag: "PenaltyCardOriginUnauthorized", law: "50E3", card: "D9", partner: "W" }]);
  });
  it("50E4: the Director is asked at the end whether the offending side gained through it", () => {
    given(TRICK_1)
      .when(expose("E", "D9", "shown"))
      .then({ rulings: [{ _tag: "PenaltyCardGainQuestion", law: "50E4", seat: "E", card: "D9" }] });
  });
});

describe('Law 46B5: "play one" of two cards declarer meant (WBFLC Ex 42)', () => {
  it("46B5: the defenders choose only between the two cards", () => {
    const offer = { law: "46B5", options: ["SQ", "S4"], cards: ["SQ", "S4"] };
    given(play("W:SJ"))
      .when(designate({ word: "any", among: ["SQ", "S4"] }))
      .then({
        pending: [
          { _tag: "PlayOneOf", seat: "E", ...offer },
          { _tag: "PlayOneOf", seat: "W", ...offer },
        ],
      });
    given([...play("W:SJ"), designate({ word: "any", among: ["SQ", "S4"] })])
      .when(choose("W", "46B5", "S4"))
      .then({ state: (p) => expect(trick(p, 1)).toEqual(["W:SJ", "N:S4"]) });
  });
  it("46B5: the cards must be legal cards of dummy, two or more", () => {
    given(play("W:SJ")).whenRefused(designate({ word: "any", among: ["SQ", "H9"] }), {
      _tag: "IntentionNotLegal",
      law: "46B5",
      cards: ["SQ", "S4", "S3"],
    });
    given(play("W:SJ")).whenRefused(designate({ word: "low", among: ["SQ", "S4"] }), {
      _tag: "AmongWithoutAny",
      law: "46B",
    });
  });
});

describe("Law 41B/41C: questions after the auction", () => {
  const asked = (law: LawId, answer: string) => ({ audit: [{ _tag: "QuestionAfterAuction", law, answer }] });
  it("41B: before the lead is faced, declarer and the opening leader's partner may have the auction reviewed", () => {
    given([]).when(question("E", "review")).then(asked("41B", "until-faced"));
    given([]).when(question("S", "review")).then(asked("41B", "until-faced"));
    given([]).when(question("N", "review")).then(asked("41B", "dummy-no-right"));
    given([]).when(question("W", "contract")).then(asked("41B", "reviewable-until-faced"));
  });
  it("41B: after the lead, a review only at one's first turn, before playing; declarer's first turn is from dummy", () => {
    given(play("W:SJ")).when(question("S", "review")).then(asked("41B", "first-turn"));
    given(play("W:SJ N:S3")).when(question("E", "review")).then(asked("41B", "first-turn"));
    given(play("W:SJ N:S3 E:SK S:SA")).when(question("S", "review")).then(asked("41C", "review-over"));
  });
  it("41C: the contract and whether doubled, not by whom, at one's own turn only", () => {
    given(play("W:SJ N:S3 E:SK S:SA")).when(question("S", "contract")).then(asked("41C", "contract-told"));
    given(play("W:SJ N:S3 E:SK S:SA")).when(question("E", "contract")).then(asked("41C", "only-at-own-turn"));
  });
  it("20F1: an explanation at one's turn; declarer from either hand", () => {
    given(play("W:SJ")).when(question("S", "explanation")).then(asked("20F1", "either-hand"));
    given(play("W:SJ")).when(question("E", "explanation")).then(asked("20F1", "only-at-own-turn"));
    given(play("W:SJ N:S3")).when(question("E", "explanation")).then(asked("20F1", "defender-at-turn"));
    given([]).when(question("W", "explanation")).then(asked("20F1", "at-turn-to-lead"));
  });
});

describe("Law 57C2 and 50A", () => {
  /** Trick 2: South leads the ♥A; East plays before his partner West. */
  const TRICK_2 = play("W:SJ N:S3 E:S5 S:SA  S:HA");
  it("57C2: after dummy took part in the play (43A1(c)), a defender playing before his partner is not rectified", () => {
    given([...TRICK_2, violation("43A1(c)")])
      .when(card("E", "H2"))
      .thenSome({
        audit: [{ _tag: "NoRectificationDummyTookPart", law: "57C2", seat: "E" }],
        state: (p) => {
          expect(p.penaltyCards).toEqual([]);
          expect(trick(p, 2)).toEqual(["S:HA", "E:H2"]);
        },
      });
  });
  it("57A: without dummy's part, the same play before partner is a major penalty card with declarer's options", () => {
    given(TRICK_2)
      .when(card("E", "H2"))
      .thenSome({
        audit: [{ _tag: "PenaltyCard", law: "57A", seat: "E", card: "H2", kind: "major" }],
        state: (p) => {
          expect(p.notes.some((n) => n.law === "57C2")).toBe(false);
          expect(penalties(p)).toEqual(["E:H2:major:57A"]);
          expect(options(p)[0]).toMatch(/^S 57A: highest,lowest/);
        },
      });
  });
  it("50A: a penalty card stays face up on the table and belongs to its owner's hand", () => {
    given([])
      .when(expose("W", "S9", "shown"))
      .then({
        state: (p) => {
          expect(penalties(p)).toEqual(["W:S9:major:49"]);
          expect(p.hands.W).toContain("S9");
          expect(legal(p, "W")).toEqual(["S9"]);
        },
      });
  });
});
