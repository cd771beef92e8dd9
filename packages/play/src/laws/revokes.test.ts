import { produceState } from "@bridgelaw/log";
import { describe, expect, it } from "vitest";
import type { PlayState } from "../state.ts";
import {
  attention,
  card,
  choose,
  designate,
  expose,
  given,
  legal,
  penalties,
  play,
  playOn,
  retract,
  ruling,
  toTheEnd,
  trick,
} from "../testing/given.ts";
import { law63EstablishByClaim } from "./63-establishment.ts";
import { law64Transfers } from "./64-trick-adjustment.ts";

/** West leads ♦A; South discards ♣2 (position 4) holding ♦Q2: declarer's revoke on trick 1, won by West. */
const DECLARER_REVOKES = play("W:DA N:D3 E:D4 S:C2");
/** South leads ♠A; East discards ♥2 holding spades: a defender's revoke on trick 2, won by South. */
const DEFENDER_REVOKES = play("W:DA N:D3 E:D4 S:D2  W:SJ N:SQ E:H2 S:S2");
/** 3NT by South; East revokes on trick 12 (♠A on a heart, position 47) and plays his last heart to trick 13. */
const NT12 = {
  strain: "NT",
  deal: "S:94.KQJ52.AKJT.AK KQJ87.973.65.T98 T52.T84.987.QJ32 A63.A6.Q432.7654",
} as const;
const TRICKS_1_TO_13 = play(
  "W:SK N:S2 E:S3 S:S4  W:SQ N:S5 E:S6 S:S9  W:H3 N:H4 E:HA S:H5  E:H6 S:HK W:H7 N:H8  S:HQ W:H9 N:HT E:C4 " +
    "S:HJ W:SJ N:ST E:C5  S:DA W:D6 N:D9 E:D2  S:DK W:D5 N:D8 E:D3  S:DT W:C8 N:D7 E:D4  S:CA W:C9 N:CJ E:C6 " +
    "S:CK W:CT N:CQ E:C7  S:DJ W:S7 N:C2 E:SA  S:H2 W:S8 N:C3 E:DQ",
);

/** A claim or concession by the side (63A3) as the claims package applies it. */
const claimBy = (p: PlayState, side: "NS" | "EW", at: number): PlayState =>
  produceState(p, (d) => law63EstablishByClaim(d, side, at, "63A3"));

describe("Law 61: failure to follow suit", () => {
  it("61A: the engine sees a revoke when it happens, committed until attention is drawn (63, 72B2)", () => {
    given(DECLARER_REVOKES.slice(0, 3))
      .when(card("S", "C2"))
      .thenSome({
        audit: [{ _tag: "RevokeCommitted", law: "61A", position: 4, seat: "S", kind: "follow-suit" }],
        state: (p) =>
          expect(p.revokes).toEqual([
            expect.objectContaining({
              trick: 1,
              offender: "S",
              card: "C2",
              kind: "follow-suit",
              status: "committed",
              law: "61A",
            }),
          ]),
      })
      .then({ pending: [] });
  });
  it("61A: a card of dummy not following is a revoke of the dummy kind (64B3)", () => {
    given(play("W:DA"))
      .when(card("N", "C3"))
      .then({
        audit: [{ _tag: "RevokeCommitted", law: "61A", seat: "N", kind: "dummy" }],
        state: (p) => expect(p.revokes[0]).toMatchObject({ offender: "N", kind: "dummy" }),
      });
  });
  it("61A: a lead restriction not obeyed is a revoke of the required kind", () => {
    given([expose("E", "SK", "shown"), choose("S", "50D2", "require-S")])
      .when(card("W", "DA"))
      .thenSome({
        audit: [{ _tag: "RevokeCommitted", law: "61A", seat: "W", kind: "required" }],
        state: (p) => expect(p.revokes[0]).toMatchObject({ offender: "W", kind: "required" }),
      });
  });
  it("61A/59: not a revoke when the player cannot comply with a restriction", () => {
    given([...play("W:CT N:C3 E:C6 S:CA  S:CK W:C9 N:C4  W:DJ"), choose("S", "57A", "highest")])
      .when(card("E", "D4"))
      .then({ state: (p) => expect(p.revokes).toEqual([]) });
  });
});

describe("Law 62: correction of a revoke", () => {
  it("62B1: a defender's card from his unfaced hand becomes a major penalty card; he substitutes a legal card", () => {
    given(play("W:DA N:D3 E:C6"))
      .when(attention("S", "C6"))
      .then({
        audit: [
          { _tag: "AttentionToRevoke", law: "62A", offender: "E", trick: 1, card: "C6", status: "committed" },
          { _tag: "RevokeCorrected", law: "62B1", offender: "E", trick: 1, card: "C6" },
          { _tag: "PenaltyCard", law: "62B1", seat: "E", card: "C6", kind: "major", because: "deliberate" },
          { _tag: "PenaltyCardInformation", law: "50E1", card: "C6" },
        ],
        state: (p) => {
          expect(penalties(p)).toEqual(["E:C6:major:62B1"]);
          expect(p.turn).toBe("E");
          expect(legal(p, "E")).toEqual(["D9", "D7", "D6", "D4"]);
          expect(p.revokes[0]).toMatchObject({ status: "corrected", correctedBy: "62B1" });
        },
      });
  });
  it("62B2: declarer's revoke card goes back with no further rectification", () => {
    given(DECLARER_REVOKES)
      .when(attention("W", "C2"))
      .then({
        audit: [
          { _tag: "AttentionToRevoke", law: "62A", offender: "S", card: "C2", status: "committed" },
          { _tag: "RevokeCorrected", law: "62B2", offender: "S", card: "C2" },
        ],
        state: (p) => {
          expect(p.penaltyCards).toEqual([]);
          expect(p.turn).toBe("S");
          expect(legal(p)).toEqual(["DQ", "D2"]);
        },
      });
    given([...DECLARER_REVOKES, attention("W", "C2")])
      .when(card("S", "D2"))
      .thenSome({
        audit: [{ _tag: "Substitutes", law: "62B", seat: "S", card: "D2" }],
        state: (p) => {
          expect(trick(p, 1)).toEqual(["W:DA", "N:D3", "E:D4", "S:D2"]);
          expect(p.tricks).toHaveLength(1);
        },
      });
  });
  it("62B2: a defender's faced card (a penalty card) revoking is withdrawn and stays a penalty card, no further rectification", () => {
    const faced = [...play("W:SJ N:S3 E:S5 S:SA"), expose("W", "C7", "shown"), card("S", "HA")];
    given(faced)
      .when(card("W", "C7"))
      .then({
        state: (p) => expect(p.revokes[0]).toMatchObject({ offender: "W", card: "C7", kind: "follow-suit" }),
      });
    given([...faced, card("W", "C7")])
      .when(attention("S", "C7"))
      .thenSome({
        audit: [
          { _tag: "RevokeCorrected", law: "62B2", offender: "W", card: "C7" },
          { _tag: "PenaltyCard", law: "62B2", seat: "W", card: "C7", kind: "major" },
        ],
        state: (p) => {
          expect(p.revokes[0]).toMatchObject({ status: "corrected", correctedBy: "62B2" });
          expect(penalties(p)).toEqual(["W:C7:major:62B2"]);
          expect(legal(p, "W")).toEqual(["H6", "H5"]);
        },
      });
  });
  it("62C1: a non-offender who played after the revoke may withdraw his card and substitute", () => {
    const corrected = [...play("W:DA N:D3 E:C6 S:D2"), attention("S", "C6"), card("E", "D4")];
    given(corrected.slice(0, -1))
      .when(card("E", "D4"))
      .thenSome({ audit: [{ _tag: "Substitutes", law: "62B", seat: "E", card: "D4" }] })
      .then({
        pending: [{ _tag: "MayWithdraw", seat: "S", law: "62C1", options: ["keep", "withdraw"], card: "D2" }],
      });
    given(corrected)
      .when(choose("S", "62C1", "withdraw"))
      .then({
        audit: [{ _tag: "WithdrawsCard", law: "62C1", seat: "S", card: "D2", substitute: true }],
        state: (p) => expect(p.turn).toBe("S"),
      });
    given([...corrected, choose("S", "62C1", "withdraw")])
      .when(card("S", "DQ"))
      .thenSome({
        audit: [{ _tag: "Substitutes", law: "62B", seat: "S", card: "DQ" }],
        state: (p) => expect(trick(p, 1)).toEqual(["W:DA", "N:D3", "E:D4", "S:DQ"]),
      });
  });
  it("62C1: keeping the card: the trick is completed as it stands", () => {
    given([...play("W:DA N:D3 E:C6 S:D2"), attention("S", "C6"), card("E", "D4")])
      .when(choose("S", "62C1", "keep"))
      .thenSome({
        audit: [
          { _tag: "KeepsCard", law: "62C1", seat: "S", card: "D2" },
          { _tag: "TrickWon", law: "44", trick: 1, winner: "W" },
        ],
        state: (p) => expect(p.tricks[0]?.winner).toBe("W"),
      });
  });
  it("62C2: after a non-offender's withdrawal, the offending side's next player may withdraw: a penalty card", () => {
    // no 62C2 when the offending side's next player led the trick (West led ♦8): only the 62C1 offer
    given([...play("W:DA N:D3 E:D4 S:D2  W:D8 N:DK E:C6 S:DQ"), attention("N", "C6")])
      .when(card("E", "D9"))
      .then({ pending: [{ _tag: "MayWithdraw", seat: "S", law: "62C1", card: "DQ" }] });
    expect(given(DEFENDER_REVOKES).state.revokes[0]?.status).toBe("committed");
    // dummy leads ♦3, East revokes (♣6), South and West follow; East corrects, South withdraws: West may too
    const corrected = [
      ...play("W:SJ N:SQ E:S5 S:S2  N:D3 E:C6 S:D2 W:DA"),
      attention("S", "C6"),
      card("E", "D4"),
      choose("S", "62C1", "withdraw"),
    ];
    given(corrected)
      .when(card("S", "DQ"))
      .then({
        pending: [{ _tag: "MayWithdraw", seat: "W", law: "62C2", options: ["keep", "withdraw"], card: "DA" }],
      });
    given([...corrected, card("S", "DQ")])
      .when(choose("W", "62C2", "withdraw"))
      .thenSome({
        audit: [
          { _tag: "WithdrawsCard", law: "62C2", seat: "W", card: "DA", substitute: true },
          { _tag: "PenaltyCard", law: "62C2", seat: "W", card: "DA", kind: "major" },
        ],
      });
  });
  it("62C3 (2017): both sides revoked on one trick and only one side has played on: both corrected, 64B8", () => {
    given(play("W:D8 N:D3 E:C6 S:C2  W:CT"))
      .when(attention("N", "C2"))
      .thenSome({
        audit: [{ _tag: "BothRevokesCorrected", law: "64B8" }],
        state: (p) => {
          expect(p.revokes.map((r) => r.correctedBy)).toEqual(["62C3", "62C3"]);
          expect(penalties(p)).toEqual(["E:C6:major:62C3", "W:CT:major:62C3"]);
        },
      });
  });
  it("62D1: a trick-12 revoke found after the play, before the hands are returned, is corrected (64B6)", () => {
    const played = given(TRICKS_1_TO_13, NT12);
    expect(played.state.tricksWon).toEqual({ NS: 10, EW: 3 });
    played.when(attention("S", "SA")).thenSome({
      audit: [
        { _tag: "Trick12RevokeToCorrect", law: "62D1" },
        { _tag: "Trick12RevokeCorrectedAfterPlay", law: "62D1", offender: "E", card: "DQ", winner: "E" },
      ],
      state: (p) => {
        expect(p.tricksWon).toEqual({ NS: 8, EW: 5 });
        expect(p.revokes[0]).toMatchObject({ status: "corrected", correctedBy: "62D1" });
      },
    });
  });
});

describe("Law 63: establishment of a revoke", () => {
  it("63A1: the offender's play to the next trick establishes it", () => {
    given([...DECLARER_REVOKES, ...play("W:C7 N:C3 E:C6")])
      .when(card("S", "CA"))
      .then({
        state: (p) => expect(p.revokes[0]).toMatchObject({ status: "established", establishedBy: "63A1" }),
      });
  });
  it("63A1: so does his partner's (for the declaring side, either hand)", () => {
    given([...DECLARER_REVOKES, card("W", "C7")])
      .when(card("N", "C3"))
      .thenSome({
        audit: [
          { _tag: "RevokeEstablished", law: "63A1", offender: "S", trick: 1, card: "C2", seat: "N", to: 2 },
        ],
        state: (p) => expect(p.revokes[0]?.status).toBe("established"),
      });
  });
  it("63A1: a play by the opponents does not", () => {
    given(DECLARER_REVOKES)
      .when(card("W", "C7"))
      .then({ audit: [], state: (p) => expect(p.revokes[0]?.status).toBe("committed") });
  });
  it("63A1: a lead out of turn by the offending side establishes it too (legal or not)", () => {
    given(DECLARER_REVOKES)
      .when(card("N", "C3"))
      .thenSome({
        audit: [{ _tag: "RevokeEstablished", law: "63A1", offender: "S", seat: "N", to: 2 }],
        state: (p) => expect(p.revokes[0]?.status).toBe("established"),
      });
  });
  it("63A2: designating a card from dummy to the next trick establishes it", () => {
    given(play("W:SJ N:SQ E:S5 S:C2"))
      .when(designate({ suit: "D" }))
      .thenSome({
        audit: [{ _tag: "RevokeEstablished", offender: "S", trick: 1, seat: "N", to: 2 }],
        state: (p) => expect(p.revokes[0]).toMatchObject({ status: "established" }),
      });
  });
  it("63A3: a claim or concession by the offending side establishes it (for the claims package)", () => {
    const p = claimBy(given(DECLARER_REVOKES).state, "NS", 99);
    expect(p.revokes[0]).toMatchObject({ status: "established", establishedBy: "63A3" });
    // the recipe adds to the notes of the claims' step (it begins none of its own)
    expect(p.notes.at(-1)).toEqual({
      _tag: "RevokeEstablishedByClaim",
      position: 99,
      law: "63A3",
      offender: "S",
      trick: 1,
    });
  });
  it("63B, 47E1: a play retracted under 47E1 establishes nothing (63A1 does not apply)", () => {
    const outOfTurn = given([...DECLARER_REVOKES, card("N", "C3")]);
    expect(outOfTurn.state.revokes[0]?.status).toBe("established");
    outOfTurn.when(retract("N", "C3", "47E1")).then({
      audit: [{ _tag: "RetractedWrongTurn", law: "47E1", seat: "N", card: "C3", was: "pending-lead" }],
      state: (p) => expect(p.revokes[0]?.status).toBe("committed"),
    });
  });
  it("63B: an established revoke is not corrected; the trick stands", () => {
    given([...DECLARER_REVOKES, ...play("W:C7 N:C3")])
      .when(attention("E", "C2"))
      .then({
        audit: [
          {
            _tag: "AttentionToRevoke",
            law: "62A",
            offender: "S",
            trick: 1,
            card: "C2",
            status: "established",
          },
          { _tag: "RevokeStands", law: "63B", trick: 1 },
        ],
        state: (p) => {
          expect(p.revokes[0]).toMatchObject({ status: "established", attention: 7 });
          expect(trick(p, 1)).toEqual(["W:DA", "N:D3", "E:D4", "S:C2"]);
        },
      });
  });
});

describe("Law 64: procedure after establishment", () => {
  it("64A1: the offender won the revoke trick: it and one later trick of his side (two tricks)", () => {
    given([...play("W:DA N:D3 E:D4 S:HT  S:SA W:SJ N:S3 E:S5"), playOn()])
      .when(attention("W", "HT"))
      .thenSome({
        audit: [
          { _tag: "RevokeRectified", law: "64A1", offender: "S", trick: 1, tricks: 2, from: "NS", to: "EW" },
        ],
        state: (p) => {
          expect(p.tricks[0]?.winner).toBe("S");
          expect(p.transfers).toEqual([{ revoke: 4, from: "NS", to: "EW", tricks: 2, law: "64A1" }]);
        },
      });
  });
  it("64A1: only the revoke trick when his side wins no later trick", () => {
    const { state } = given(play("W:DA N:D3 E:D4 S:HT"));
    const attended = {
      ...state,
      revokes: state.revokes.map((r) => ({ ...r, status: "established" as const, attention: 20 })),
    };
    expect(law64Transfers(attended).transfers).toMatchObject([{ tricks: 1, law: "64A1" }]);
  });
  it("64A2: the offender's side won the revoke trick (not the offender): one trick", () => {
    given([...DECLARER_REVOKES, ...play("W:C7 N:CJ E:C6 S:CA"), playOn()])
      .when(attention("E", "C2"))
      .thenSome({
        audit: [{ _tag: "RevokeRectified", law: "64A2", offender: "S", tricks: 1 }],
        state: (p) => expect(p.transfers).toMatchObject([{ from: "NS", tricks: 1, law: "64A2" }]),
      });
  });
  it("64B1: the offending side won neither the revoke trick nor a later one: nothing", () => {
    given(
      play(
        "W:SA N:S5 E:S2 S:SQ  W:CA N:C3 E:C2 S:CJ  W:DA N:D8 E:D2 S:DJ  W:S9 N:ST E:S3 S:SK " +
          "S:HA W:H6 N:H7 E:H2  S:HK W:S6 N:H8 E:H3  S:HQ W:S7 N:H9 E:H4  S:HJ W:S8 N:SJ E:H5  S:CK W:C6 N:C4 E:D3 " +
          "S:DK W:C7 N:D9 E:D5  S:DQ W:D4 N:DT E:D6  S:CQ W:C8 N:C5 E:D7  S:HT W:C9 N:CT E:S4",
      ),
      { deal: "S:KQ.AKQJT.KQJ.KQJ A9876.6.A4.A9876 JT5.987.T98.T543 432.5432.76532.2" },
    )
      .when(attention("S", "C7"))
      .thenSome({
        audit: [{ _tag: "RevokeRectified", law: "64B1", offender: "W", tricks: 0 }],
        state: (p) => expect(p.revokes[0]).toMatchObject({ rectifiedBy: "64B1", transfer: 0 }),
      });
  });
  it("64B3: a revoke of dummy gets no automatic adjustment", () => {
    given([...play("W:DA N:C3 E:D4 S:D2"), playOn()])
      .when(attention("E", "C3"))
      .thenSome({ audit: [{ _tag: "RevokeRectified", law: "64B3", offender: "N", tricks: 0 }] })
      .then({
        rulings: [{ _tag: "CompensationQuestion", law: "64C1", offender: "N", trick: 1, tricks: 0 }],
        state: (p) => expect(p.revokes[0]).toMatchObject({ kind: "dummy", rectifiedBy: "64B3", transfer: 0 }),
      });
  });
  it("64B4/64B5: attention first drawn after a call on the next deal, or after the round: nothing", () => {
    given([...DECLARER_REVOKES, playOn()])
      .when(attention("W", "C2", "next-deal-call"))
      .thenSome({
        audit: [{ _tag: "RevokeRectified", law: "64B4", tricks: 0 }],
        state: (p) => expect(p.revokes[0]?.rectifiedBy).toBe("64B4"),
      });
    given([...DECLARER_REVOKES, playOn()])
      .when(attention("W", "C2", "round-end"))
      .thenSome({
        audit: [{ _tag: "RevokeRectified", law: "64B5", tricks: 0 }],
        state: (p) => expect(p.revokes[0]?.rectifiedBy).toBe("64B5"),
      });
  });
  it("64B6: a revoke on trick 12 once the hands are returned: nothing", () => {
    given(TRICKS_1_TO_13, NT12)
      .when(attention("S", "SA", "hands-returned"))
      .thenSome({
        audit: [{ _tag: "RevokeRectified", law: "64B6", offender: "E", trick: 12, tricks: 0 }],
        state: (p) => {
          expect(p.revokes[0]).toMatchObject({ rectifiedBy: "64B6", transfer: 0 });
          expect(p.tricksWon).toEqual({ NS: 10, EW: 3 });
        },
      });
  });
  it("64B2: a later revoke in the same suit by the same player: only the first is adjusted (64C2(a))", () => {
    const twice = [
      ...play(
        "W:H2 N:HA E:H6 S:HJ  N:SA E:H7 S:S2 W:S4  N:SK E:H8 S:S3 W:S7  N:SQ E:S9 S:S6 W:ST  N:S5 E:SJ S:S8 W:H3",
      ),
      playOn(),
    ];
    const board = {
      strain: "NT",
      deal: "S:8632.QJ.QJ4.AKQJ T74.5432.765.765 AKQ5.AK.AK32.432 J9.T9876.T98.T98",
    } as const;
    given([...twice, attention("S", "H7")], board)
      .when(attention("S", "H8"))
      .thenSome({
        audit: [{ _tag: "RevokeRectified", law: "64B2", offender: "E", tricks: 0 }],
        state: (p) => {
          expect(p.revokes.map((r) => r.rectifiedBy)).toEqual(["64A2", "64B2"]);
          expect(p.rulingsNeeded.map((r) => r.law)).toEqual(["64C1", "64C2(a)"]);
        },
      });
  });
  it("64B7 (2017): both sides' revokes established: no automatic adjustment for either (64C2(b))", () => {
    given([
      ...play("W:DA N:D3 E:D4 S:C2  W:DJ N:D5 E:D6 S:DQ  S:SA W:S9 N:S3 E:H2"),
      playOn(),
      attention("W", "C2"),
    ])
      .when(attention("N", "H2"))
      .thenSome({
        audit: [{ _tag: "RevokeRectified", law: "64B7", offender: "E", tricks: 0 }],
        state: (p) => {
          expect(p.revokes.map((r) => r.rectifiedBy)).toEqual(["64B7", "64B7"]);
          expect(p.transfers).toEqual([]);
        },
      });
  });
  it("64B7 (2017): one of them corrected in time: the other keeps its adjustment (2007: none)", () => {
    given([
      ...DECLARER_REVOKES,
      attention("W", "C2"),
      card("S", "D2"),
      ...play("W:SJ N:SQ E:H2 S:S2"),
      playOn(),
    ])
      .when(attention("S", "H2"))
      .then({
        state: (p) => {
          expect(p.revokes.map((r) => r.status)).toEqual(["corrected", "rectified"]);
          expect(p.revokes[1]?.rectifiedBy).not.toBe("64B7");
        },
      });
  });
  it("64B8: a revoke corrected under 62C3 gets no adjustment", () => {
    const [facts, last] = toTheEnd([...play("W:D8 N:D3 E:C6 S:C2  W:CT"), attention("N", "C2")]);
    given(facts)
      .when(last)
      .then({
        state: (p) => {
          expect(p.transfers).toEqual([]);
          expect(p.revokes.every((r) => r.status === "corrected")).toBe(true);
        },
      });
  });
  it("64A: several revokes of one side: a trick already transferred is not counted again", () => {
    given([
      ...play("W:SJ N:S3 E:S5 S:SA  S:DQ W:DA N:D3 E:H2  W:D8 N:DK E:H3 S:D2"),
      playOn(),
      attention("S", "H2"),
    ])
      .when(attention("S", "H3"))
      .then({
        state: (p) => {
          const ew = p.tricks.filter((t) => t.number >= 2 && (t.winner === "E" || t.winner === "W")).length;
          const total = p.transfers.reduce((n, t) => n + t.tricks, 0);
          expect(total).toBeLessThanOrEqual(ew);
        },
      });
  });
  it("64C: the Director's adjusted result replaces the automatic adjustment", () => {
    const asked = given([...DECLARER_REVOKES, playOn(), attention("W", "C2")]);
    const q = asked.state.rulingsNeeded[0]!;
    expect(q).toMatchObject({ _tag: "CompensationQuestion", law: "64C1", offender: "S", trick: 1 });
    asked.when(ruling(q.law, { about: q.position, tricks: 9 })).then({
      audit: [{ _tag: "TricksAdjusted", law: "64C1", tricks: 9, replaces: "automatic-adjustment" }],
      rulings: [],
      state: (p) => expect(p.adjusted).toMatchObject({ tricks: 9, law: "64C1" }),
    });
  });
  it("64A: tricks credited by a claim count as won by the claiming side (63A3, the offending side claims)", () => {
    // 4H by S; East revokes on trick 2 (won by South), then EW claim three tricks (63A3).
    const p = claimBy(given(play("W:SJ N:SQ E:S5 S:S2  N:D3 E:C6 S:DQ W:D8")).state, "EW", 50);
    const withAttention = { ...p, revokes: p.revokes.map((r) => ({ ...r, attention: 51 })) };
    expect(law64Transfers(withAttention).transfers).toEqual([]);
    const { transfers } = law64Transfers(withAttention, { NS: 0, EW: 3 });
    expect(transfers).toMatchObject([{ from: "EW", to: "NS", tricks: 1, law: "64A2" }]);
  });
});
