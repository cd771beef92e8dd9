import { describe, expect, it } from "vitest";
import {
  attention,
  card,
  choose,
  expose,
  given,
  legal,
  penalties,
  play,
  ruling,
  trick,
} from "../testing/given.ts";

/** After trick 1 (W ♠J, N ♠3, E ♠5, S ♠A): South on lead; the next fact is at position 5. */
const AFTER_TRICK_1 = play("W:SJ N:S3 E:S5 S:SA");

describe("Laws 48–49: exposed cards", () => {
  it("48A: a card of declarer or dummy exposed is never a penalty card", () => {
    given(AFTER_TRICK_1)
      .when(expose("S", "CA", "dropped"))
      .then({ audit: [{ _tag: "DeclarerCardExposed", law: "48A", position: 5, seat: "S", card: "CA" }] });
    given([...AFTER_TRICK_1, expose("S", "CA", "dropped")])
      .when(expose("N", "CJ", "shown"))
      .then({
        audit: [{ _tag: "DeclarerCardExposed", law: "48A", seat: "N", card: "CJ" }],
        state: (p) => expect(p.penaltyCards).toEqual([]),
      });
  });
  it("49: a defender's card exposed is a penalty card; a card he does not hold is impossible", () => {
    given(AFTER_TRICK_1)
      .when(expose("W", "CT", "shown"))
      .thenSome({
        audit: [{ _tag: "PenaltyCard", law: "49", seat: "W", card: "CT", kind: "major", because: "honour" }],
        state: (p) => expect(penalties(p)).toEqual(["W:CT:major:49"]),
      });
    given(AFTER_TRICK_1).whenRefused(expose("W", "SA", "shown"), { _tag: "CardAlreadyPlayed", card: "SA" });
    given(AFTER_TRICK_1).whenRefused(expose("W", "HA", "shown"), {
      _tag: "CardNotHeld",
      seat: "W",
      card: "HA",
    });
  });
  it("50A: a card already a penalty card is not made one again", () => {
    given([...AFTER_TRICK_1, expose("W", "CT", "shown")])
      .when(expose("W", "CT", "dropped"))
      .then({
        audit: [{ _tag: "AlreadyPenaltyCard", law: "50A", seat: "W", card: "CT" }],
        state: (p) => expect(penalties(p)).toEqual(["W:CT:major:49"]),
      });
  });
});

describe("Law 50: disposition of a penalty card", () => {
  it("50B1: a single spot card exposed inadvertently is a minor penalty card", () => {
    given(AFTER_TRICK_1)
      .when(expose("W", "C7", "dropped"))
      .then({
        audit: [
          { _tag: "PenaltyCard", law: "49", seat: "W", card: "C7", kind: "minor", because: undefined },
          { _tag: "PenaltyCardInformation", law: "50E1", card: "C7" },
        ],
        state: (p) => expect(penalties(p)).toEqual(["W:C7:minor:49"]),
      });
  });
  it("50B2: an honour is major whatever the exposure", () => {
    given(AFTER_TRICK_1)
      .when(expose("W", "CT", "dropped"))
      .thenSome({
        audit: [{ _tag: "PenaltyCard", kind: "major", because: "honour" }],
        state: (p) => expect(penalties(p)).toEqual(["W:CT:major:49"]),
      });
  });
  it("50B2: a spot card exposed through deliberate play (shown, named, led) is major", () => {
    for (const how of ["named", "led"] as const)
      given(AFTER_TRICK_1)
        .when(expose("W", "C7", how))
        .thenSome({
          audit: [{ _tag: "PenaltyCard", kind: "major", because: "deliberate" }],
          state: (p) => expect(penalties(p)).toEqual(["W:C7:major:49"]),
        });
  });
  it("50B2: a second penalty card makes all of the defender's penalty cards major", () => {
    given([...AFTER_TRICK_1, expose("W", "C7", "dropped")])
      .when(expose("W", "D8", "dropped"))
      .thenSome({
        audit: [
          { _tag: "PenaltyCard", law: "49", seat: "W", card: "D8", kind: "major", because: "two-or-more" },
        ],
        state: (p) => expect(penalties(p)).toEqual(["W:C7:major:49", "W:D8:major:49"]),
      });
  });
  it("50B: a spot card exposed without saying how: minor until the Director classifies it", () => {
    given(AFTER_TRICK_1)
      .when(expose("W", "C7"))
      .then({
        rulings: [
          { _tag: "PenaltyCardGainQuestion", law: "50E4", position: 5, seat: "W", card: "C7" },
          {
            _tag: "HowExposedQuestion",
            law: "50B",
            position: 5,
            seat: "W",
            card: "C7",
            answers: ["minor", "major"],
          },
        ],
        state: (p) => expect(penalties(p)).toEqual(["W:C7:minor:49"]),
      });
    given([...AFTER_TRICK_1, expose("W", "C7")])
      .when(ruling("50B", { answer: "major", about: 5 }))
      .then({
        audit: [{ _tag: "PenaltyCardClassified", law: "50B", kind: "major" }],
        rulings: [{ _tag: "PenaltyCardGainQuestion", law: "50E4" }],
        state: (p) => expect(penalties(p)).toEqual(["W:C7:major:49"]),
      });
  });
  it("50C: with a minor penalty card he may not play a smaller card of its suit, but may play an honour or the card", () => {
    given([...AFTER_TRICK_1, ...play("S:HA W:H5 N:H7 E:H2  S:CA")])
      .when(expose("W", "C7", "dropped"))
      .then({ state: (p) => expect(legal(p, "W")).toEqual(["CT", "C7"]) });
  });
  it("50C: a minor penalty card need not be played at the first opportunity and gives partner no lead restriction", () => {
    given([])
      .when(expose("E", "C6", "dropped"))
      .then({ pending: [], state: (p) => expect(legal(p, "W")).toHaveLength(13) });
  });
  it("50D1(a): a major penalty card must be played at the first legal opportunity (here a discard)", () => {
    given([...AFTER_TRICK_1, expose("W", "D8", "shown"), ...play("S:HA W:H5 N:H7 E:H2  S:HK W:H6 N:H8 E:H3")])
      .when(card("S", "HQ"))
      .then({ state: (p) => expect(legal(p, "W")).toEqual(["D8"]) });
  });
  it("50D1(b): the duty to follow suit comes before the duty to play the penalty card", () => {
    given([...AFTER_TRICK_1, expose("W", "D8", "shown")])
      .when(card("S", "HA"))
      .then({
        state: (p) => {
          expect(legal(p, "W")).toEqual(["H6", "H5"]);
          expect(penalties(p)).toEqual(["W:D8:major:49"]);
        },
      });
  });
  it("50D1: a penalty card played is no longer one (50E3: how it came to be one is now unauthorized for partner)", () => {
    given([...AFTER_TRICK_1, expose("W", "D8", "shown"), card("S", "D2")])
      .when(card("W", "D8"))
      .then({
        audit: [
          { _tag: "PenaltyCardPlayed", law: "50D1", seat: "W", kind: "major", card: "D8" },
          { _tag: "PenaltyCardOriginUnauthorized", law: "50E3", card: "D8", partner: "E" },
        ],
        state: (p) => {
          expect(p.penaltyCards).toEqual([]);
          expect(p.current?.cards.at(-1)).toMatchObject({ card: "D8", law: "50D1" });
        },
      });
  });
  it("50D2: partner of the holder on lead: declarer's choice is pending and the lead waits for it", () => {
    given([])
      .when(expose("E", "SK", "shown"))
      .then({
        pending: [
          {
            _tag: "PenaltyCardLeadOptions",
            seat: "S",
            law: "50D2",
            options: ["require-S", "forbid-S", "none"],
            about: 1,
            leader: "W",
            holder: "E",
            cards: ["SK"],
            edition: undefined,
          },
        ],
        state: (p) => expect(p.turn).toBeNull(),
      });
  });
  it("50D2(a)(i): require the suit: the card is picked up and the leader must lead it once", () => {
    given([expose("E", "SK", "shown")])
      .when(choose("S", "50D2", "require-S"))
      .then({
        audit: [
          {
            _tag: "PenaltyCardLeadRestricted",
            law: "50D2",
            verb: "require",
            leader: "W",
            suits: ["S"],
            holder: "E",
            picked: ["SK"],
          },
          { _tag: "PickedUpInformation", law: "50E2", cards: ["SK"], leader: "W" },
        ],
        state: (p) => {
          expect(p.penaltyCards).toEqual([]);
          expect(legal(p, "W")).toEqual(["SJ", "ST", "S9"]);
        },
      });
    given([expose("E", "SK", "shown"), choose("S", "50D2", "require-S")])
      .when(card("W", "SJ"))
      .then({ state: (p) => expect(p.leadRestrictions).toEqual([]) });
  });
  it("50D2(a)(ii): forbid the suit while he keeps the lead; the ban ends when he loses it", () => {
    const forbidden = [expose("E", "SK", "shown"), choose("S", "50D2", "forbid-S")];
    given([expose("E", "SK", "shown")])
      .when(choose("S", "50D2", "forbid-S"))
      .thenSome({
        audit: [{ _tag: "PenaltyCardLeadRestricted", verb: "forbid", suits: ["S"], picked: ["SK"] }],
        state: (p) => {
          expect(p.penaltyCards).toEqual([]);
          expect(legal(p, "W").some((c) => c[0] === "S")).toBe(false);
        },
      });
    given([...forbidden, ...play("W:DA N:D3 E:D4")])
      .when(card("S", "D2"))
      .then({
        state: (p) => {
          expect(p.leadRestrictions).toHaveLength(1);
          expect(legal(p, "W").some((c) => c[0] === "S")).toBe(false);
        },
      });
    given([...forbidden, ...play("W:DA N:D3 E:D4 S:D2  W:D8 N:DK E:D6")])
      .when(card("S", "DQ"))
      .then({ state: (p) => expect(p.leadRestrictions).toEqual([]) });
  });
  it("50D2(b): no requirement: the card stays; fn 14: offered again when the leader keeps the lead", () => {
    given([expose("E", "C6", "shown")])
      .when(choose("S", "50D2", "none"))
      .then({
        audit: [{ _tag: "NoLeadRequirement", law: "50D2", leader: "W", holder: "E" }],
        state: (p) => expect(penalties(p)).toEqual(["E:C6:major:49"]),
      });
    given([expose("E", "C6", "shown"), choose("S", "50D2", "none"), ...play("W:DA N:D3 E:D4")])
      .when(card("S", "D2"))
      .then({
        pending: [
          {
            _tag: "PenaltyCardLeadOptions",
            seat: "S",
            law: "50D2",
            options: ["require-C", "forbid-C", "none"],
          },
        ],
      });
  });
  it("50D2: a lead before declarer's choice becomes a penalty card; the choice stays pending", () => {
    given([expose("E", "SK", "shown")])
      .when(card("W", "DA"))
      .thenSome({
        audit: [{ _tag: "PenaltyCard", law: "50D2", seat: "W", card: "DA", kind: "major" }],
        state: (p) => {
          expect(penalties(p)).toEqual(["E:SK:major:49", "W:DA:major:50D2"]);
          expect(p.irregular).toMatchObject([{ law: "50D2", reason: "led-before-declarer-choice" }]);
        },
      })
      .then({
        pending: [
          { _tag: "PenaltyCardLeadOptions", law: "50D2", options: ["require-S", "forbid-S", "none"] },
        ],
      });
  });
  it("24 → 50: penalty cards carried from the auction are offered before the opening lead", () => {
    const carried = { penaltyCards: [{ seat: "E", card: "SK", kind: "major", law: "24E" }] } as const;
    const start = given([], { carried });
    expect(penalties(start.state)).toEqual(["E:SK:major:24E"]);
    expect(start.state.notes).toMatchObject([
      { _tag: "PenaltyCard", law: "24E", position: 0, seat: "E", card: "SK", kind: "major" },
      { _tag: "PenaltyCardInformation", law: "50E1", card: "SK" },
    ]);
    expect(start.state.pending).toMatchObject([
      { _tag: "PenaltyCardLeadOptions", seat: "S", law: "50D2", options: ["require-S", "forbid-S", "none"] },
    ]);
    start.when(choose("S", "50D2", "none")).then({ audit: [{ _tag: "NoLeadRequirement", law: "50D2" }] });
  });
  it("26B: a lead restriction carried from the auction: declarer may forbid one suit not specified legally", () => {
    const carried = {
      leadRestrictions: [{ restricted: "W", offender: "E", law: "26B", suitsSpecified: ["C"] }],
    } as const;
    const start = given([], { carried });
    expect(start.state.pending).toMatchObject([
      {
        _tag: "LeadRestrictionOffered",
        seat: "S",
        law: "26B",
        options: ["forbid-S", "forbid-H", "forbid-D", "none"],
        leader: "W",
        offender: "E",
      },
    ]);
    start.when(choose("S", "26B", "forbid-D")).then({
      audit: [{ _tag: "LeadRestricted", law: "26B", verb: "forbid", leader: "W", suit: "D" }],
      state: (p) => {
        expect(legal(p, "W").some((c) => c[0] === "D")).toBe(false);
        expect(p.carried).toEqual([]);
      },
    });
  });
  it("26A (2007): declarer may also require the lead of the suit of the withdrawn call", () => {
    const carried = {
      leadRestrictions: [
        { restricted: "W", offender: "E", law: "26A", suitsSpecified: [], mayRequire: ["H"] },
      ],
    } as const;
    const start = given([], { carried, edition: "2007" });
    expect(start.state.pending).toMatchObject([
      {
        _tag: "LeadRequirementOffered",
        law: "26A",
        options: ["require-H", "forbid-H", "none"],
        mayRequire: ["H"],
      },
    ]);
    start.when(choose("S", "26A", "require-H")).then({
      audit: [{ _tag: "LeadRestricted", law: "26A", verb: "require", leader: "W", suit: "H" }],
      state: (p) => expect(legal(p, "W")).toEqual(["H6", "H5"]),
    });
  });
  it("26B (WBFLC Ex 22): a restriction whose offender specified every suit offers nothing: the lead is free", () => {
    const carried = {
      leadRestrictions: [
        { restricted: "W", offender: "E", law: "26B", suitsSpecified: ["S", "H", "D", "C"] },
      ],
    } as const;
    const { state } = given([], { carried });
    expect(state.pending).toEqual([]);
    expect(state.carried).toEqual([]);
    expect(legal(state, "W")).toHaveLength(13);
    expect(state.notes).toMatchObject([
      { _tag: "NoLeadRestriction", law: "26B", offender: "E", leader: "W" },
    ]);
  });
});

describe("Law 51: two or more penalty cards", () => {
  const TWO_SUITS = [expose("E", "SK", "shown"), expose("E", "D9", "shown")];
  it("51A: two penalty cards he may legally play: declarer designates which", () => {
    const clubs = [...TWO_SUITS, choose("S", "51B2", "none"), ...play("W:CT N:C3 E:C6 S:CA  S:CK W:C9")];
    given(clubs)
      .when(card("N", "C4"))
      .then({
        pending: [
          {
            _tag: "WhichPenaltyCard",
            seat: "S",
            law: "51A",
            options: ["SK", "D9"],
            player: "E",
            cards: ["SK", "D9"],
          },
        ],
      });
    given([...clubs, card("N", "C4")])
      .when(choose("S", "51A", "SK"))
      .then({
        audit: [{ _tag: "PenaltyCardDesignated", law: "51A", card: "SK", seat: "E", trick: 2 }],
        state: (p) => expect(legal(p, "E")).toEqual(["SK"]),
      });
  });
  it("51B1: two penalty cards in one suit: require or forbid that suit (all of them picked up), or nothing", () => {
    given([expose("E", "SK", "shown")])
      .when(expose("E", "S8", "shown"))
      .then({
        pending: [
          {
            _tag: "PenaltyCardLeadOptions",
            seat: "S",
            law: "51B1",
            options: ["require-S", "forbid-S", "none"],
            cards: ["SK", "S8"],
          },
        ],
      });
    given([expose("E", "SK", "shown"), expose("E", "S8", "shown")])
      .when(choose("S", "51B1", "forbid-S"))
      .thenSome({
        audit: [
          {
            _tag: "PenaltyCardLeadRestricted",
            law: "51B1",
            verb: "forbid",
            suits: ["S"],
            picked: ["SK", "S8"],
          },
        ],
        state: (p) => expect(p.penaltyCards).toEqual([]),
      });
  });
  it("51B2(a): require one of the suits: its cards are picked up, the others stay", () => {
    given([expose("E", "SK", "shown")])
      .when(expose("E", "D9", "shown"))
      .then({
        pending: [
          {
            _tag: "PenaltyCardLeadOptions",
            law: "51B2",
            options: ["require-S", "require-D", "forbid-S", "forbid-D", "forbid-S+D", "none"],
            cards: ["SK", "D9"],
            edition: undefined,
          },
        ],
      });
    given(TWO_SUITS)
      .when(choose("S", "51B2", "require-D"))
      .then({
        state: (p) => {
          expect(penalties(p)).toEqual(["E:SK:major:49"]);
          expect(legal(p, "W")).toEqual(["DA", "DJ", "DT", "D8"]);
        },
      });
  });
  it("51B2(b): forbid one or more suits: every penalty card of a forbidden suit is picked up", () => {
    given(TWO_SUITS)
      .when(choose("S", "51B2", "forbid-S+D"))
      .thenSome({
        audit: [
          { _tag: "PenaltyCardLeadRestricted", verb: "forbid", suits: ["S", "D"], picked: ["SK", "D9"] },
        ],
        state: (p) => {
          expect(p.penaltyCards).toEqual([]);
          expect(legal(p, "W").every((c) => c[0] === "H" || c[0] === "C")).toBe(true);
        },
      });
  });
  it("51B2(c): no requirement: the cards stay (2017)", () => {
    given(TWO_SUITS)
      .when(choose("S", "51B2", "none"))
      .then({
        audit: [{ _tag: "NoLeadRequirement", law: "51B2", leader: "W", holder: "E" }],
        state: (p) => expect(penalties(p)).toHaveLength(2),
      });
  });
});

describe("Law 52: failure to lead or play a penalty card", () => {
  /** W has ♦8 as a major penalty card and discards ♠9 on the third heart (position 15). */
  const FAILURE = [
    ...AFTER_TRICK_1,
    ...play("S:HA W:H5"),
    expose("W", "D8", "shown"),
    ...play("N:H7 E:H2  S:HK W:H6 N:H8 E:H3  S:HQ W:S9"),
  ];
  it("61A/52: not playing the penalty card when able is a revoke of the penalty-card kind", () => {
    given(FAILURE.slice(0, -1))
      .when(card("W", "S9"))
      .then({
        audit: [{ _tag: "RevokeCommitted", law: "61A", seat: "W", kind: "penalty-card" }],
        state: (p) =>
          expect(p.revokes).toMatchObject([
            { offender: "W", card: "S9", kind: "penalty-card", status: "committed" },
          ]),
      });
  });
  it("52B1(a): once attention is drawn declarer may accept the card; the penalty cards stay (52B1(c))", () => {
    given(FAILURE)
      .when(attention("S", "S9"))
      .then({
        audit: [
          { _tag: "AttentionToRevoke", law: "62A", offender: "W", trick: 4, card: "S9", status: "committed" },
        ],
        pending: [
          {
            _tag: "SubstituteForPenaltyCard",
            seat: "S",
            law: "52B",
            options: ["accept", "reject"],
            about: 15,
            offender: "W",
            card: "S9",
          },
        ],
      });
    given([...FAILURE, attention("S", "S9")])
      .when(choose("S", "52B", "accept"))
      .then({
        audit: [{ _tag: "PlayInsteadOfPenaltyCardAccepted", law: "52B1(a)", offender: "W", card: "S9" }],
        state: (p) => {
          expect(penalties(p)).toEqual(["W:D8:major:49"]);
          expect(trick(p, 4)).toEqual(["S:HQ", "W:S9"]);
        },
      });
  });
  it("52B1(b): declarer must accept if he has since played from his hand or dummy", () => {
    given([...FAILURE, card("N", "H9")])
      .when(attention("E", "S9"))
      .thenSome({ audit: [{ _tag: "SubstituteMustBeAccepted", law: "52B1(b)", offender: "W", card: "S9" }] })
      .then({ pending: [] });
  });
  it("52B2: rejected, the card becomes a major penalty card and the penalty card is played instead", () => {
    given([...FAILURE, attention("S", "S9")])
      .when(choose("S", "52B", "reject"))
      .thenSome({
        audit: [
          { _tag: "RevokeCorrected", law: "52B2", offender: "W", card: "S9" },
          { _tag: "PenaltyCard", law: "52B2", seat: "W", card: "S9", kind: "major" },
          { _tag: "SubstituteRejected", law: "52B2", card: "S9", offender: "W", due: ["D8"] },
        ],
        state: (p) => {
          expect(penalties(p)).toEqual(["W:D8:major:49", "W:S9:major:52B2"]);
          expect(legal(p, "W")).toEqual(["D8"]);
        },
      });
    given([...FAILURE, attention("S", "S9"), choose("S", "52B", "reject")])
      .when(card("W", "D8"))
      .thenSome({
        audit: [{ _tag: "Substitutes", law: "52B2", seat: "W", card: "D8" }],
        state: (p) => {
          expect(trick(p, 4)).toEqual(["S:HQ", "W:D8"]);
          expect(p.revokes[0]).toMatchObject({ status: "corrected", correctedBy: "52B2" });
        },
      });
  });
});
