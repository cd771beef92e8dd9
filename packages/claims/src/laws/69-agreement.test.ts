import { describe, it } from "vitest";
import {
  agree,
  BEFORE_POSTING,
  card,
  claim,
  exposed,
  given,
  LATE,
  movedOn,
  object,
  ruling,
  WITHIN,
  withdrawAgreement,
} from "../testing/given.ts";

/*
 * Law 69 on W18's ending (4S by South, three tricks left: South SQ HA HK, West the master trump SK; the claim
 * at position 46): agreement (69A), final when the table moves on; withdrawn within the Correction Period (69B).
 */

const S3 = { kind: "claim", claimer: "S", claimed: 3, conceded: 0, remaining: 3 } as const;
const DEADLINE = "2026-11-22T22:30:00Z";

describe("Law 69: agreement to a claim or concession", () => {
  it("69A: the non-claiming side agrees: the board is scored as if the tricks had been won and lost in play", () => {
    given([claim("S", 3)])
      .when(agree("W"))
      .then({
        audit: [
          {
            _tag: "ClaimAgreed",
            position: 47,
            law: "69A",
            seat: "W",
            ...S3,
            side: "EW",
            objectionWithdrawn: false,
          },
          {
            _tag: "ScoredAsClaimed",
            position: 47,
            law: "69A",
            side: "NS",
            tricks: 3,
            remaining: 3,
            ns: 12,
            ew: 1,
          },
        ],
        rulings: [],
        state: (b) => {
          expectEqual(b.play.ended, true);
          expectEqual(b.claims.claims[0]?.status, "agreed");
        },
      });
  });

  it("69A: the second opponent agrees as well; a player of the claimer's side agreeing settles nothing", () => {
    given([claim("S", 3), agree("W")])
      .when(agree("E"))
      .then([{ _tag: "AgreesAsWell", law: "69A", seat: "E" }]);
    given([claim("S", 3)])
      .when(agree("N"))
      .then({
        audit: [{ _tag: "AgreementByClaimerSide", law: "69A", seat: "N" }],
        state: (b) => expectEqual(b.claims.claims[0]?.status, "open"),
      });
  });

  it("68D2: an objection of the claimer's side withdrawn; one opponent agrees while the other still objects", () => {
    given([claim("S", 3), object("N")])
      .when(agree("N"))
      .then([{ _tag: "ObjectionWithdrawn", law: "68D2", seat: "N" }]);
    given([claim("S", 3), object("E")])
      .when(agree("W"))
      .then([{ _tag: "AgreementWhileDisputed", law: "68D2", seat: "W", objectors: ["E"], count: 1 }]);
  });

  it("69A: the objector agrees: the objection is withdrawn and the claim agreed", () => {
    given([claim("S", 3), object("W")])
      .when(agree("W"))
      .thenSome({
        audit: [{ _tag: "ClaimAgreed", law: "69A", seat: "W", objectionWithdrawn: true }],
        rulings: [],
      });
  });

  it("70: an agreement after the Director has ruled changes nothing", () => {
    given([claim("S", 3), object("W"), ruling("70", { tricks: 2 })])
      .when(agree("E"))
      .then([{ _tag: "AgreementAfterRuling", law: "70", seat: "E", ...S3 }]);
  });

  it("69A: the table moves on: the agreement is established (silence agrees); once established, it stays", () => {
    given([claim("S", 3), agree("W")])
      .when(movedOn("next-deal-call"))
      .then([{ _tag: "AgreementEstablished", position: 48, law: "69A", how: "next-deal-call", ...S3 }]);
    given([claim("S", 3)])
      .when(movedOn("round-end"))
      .then([
        { _tag: "AgreedBySilence", law: "69A", how: "round-end", side: "EW", ...S3 },
        { _tag: "ScoredAsClaimed", law: "69A", side: "NS", tricks: 3 },
        { _tag: "AgreementEstablished", law: "69A", how: "round-end" },
      ]);
    given([claim("S", 3), agree("W"), movedOn()])
      .when(movedOn("round-end"))
      .then([{ _tag: "AgreementAlreadyEstablished", law: "69A", how: "round-end" }]);
  });

  it("69A, 70: the table moves on with the claim disputed: it waits for the Director; with no claim: nothing to settle", () => {
    given([claim("S", 3), object("W")])
      .when(movedOn())
      .then({
        audit: [{ _tag: "DisputedClaimWaits", law: "70", how: "next-deal-call", ...S3 }],
        rulings: [{ law: "70", position: 46 }],
      });
    given([])
      .when(movedOn("round-end"))
      .then([{ _tag: "NoClaimToSettle", position: 46, law: "69A", how: "round-end" }]);
  });

  it("68D, 50: the play ends with the claim: its penalty cards lapse", () => {
    given([exposed("W", "D3"), claim("S", 3)])
      .when(agree("W"))
      .thenSome([
        { _tag: "ClaimAgreed", law: "69A" },
        { _tag: "ClaimPenaltyCardsLapse", law: "50", cards: ["D3"] },
        { _tag: "ScoredAsClaimed", law: "69A" },
      ]);
  });

  it("68D: the play ceases with the claim: the options still open lapse", () => {
    // West leads out of turn (South is on lead): declarer's options (56) are open when South claims
    given([card("W", "D3"), claim("S", 3)])
      .when(agree("W"))
      .thenSome([
        { _tag: "ClaimAgreed", law: "69A" },
        { _tag: "ClaimOptionsLapse", law: "68D", laws: ["56"] },
      ]);
  });

  it("69B: W18, agreement withdrawn in time for a trick West's master trump must win: given back at once (69B2)", () => {
    given([claim("S", 3), agree("W"), movedOn()])
      .when(withdrawAgreement("W", WITHIN, 1))
      .then({
        audit: [
          {
            _tag: "AgreementWithdrawn",
            position: 49,
            law: "69B",
            seat: "W",
            side: "EW",
            asked: 1,
            timing: "within",
            deadline: DEADLINE,
          },
          { _tag: "TricksGivenBack", law: "69B2", reason: "no-play-gives", tricks: 1, to: "EW", from: "NS" },
          { _tag: "ScoredAsClaimed", law: "69B2", side: "NS", tricks: 2, ns: 11, ew: 2 },
        ],
        rulings: [],
      });
  });

  it("69B: after the Correction Period the agreement stands", () => {
    given([claim("S", 3), agree("W"), movedOn()])
      .when(withdrawAgreement("W", LATE, 1))
      .then({
        audit: [
          { _tag: "AgreementWithdrawnLate", law: "69B", seat: "W", timing: "after", deadline: DEADLINE },
        ],
        rulings: [],
      });
  });

  it("69B2: no trick is certain: the Director is asked; his ruling gives it back, or the agreement stands", () => {
    const asked = [claim("S", 2, { handFaced: true }), agree("W"), withdrawAgreement("W", BEFORE_POSTING, 1)];
    given(asked.slice(0, 2))
      .when(asked[2]!)
      .then({
        audit: [
          { _tag: "AgreementWithdrawn", law: "69B", asked: 1, timing: "before-posting", deadline: undefined },
        ],
        rulings: [
          {
            _tag: "AgreementWithdrawnQuestion",
            law: "69B",
            position: 48,
            side: "EW",
            asking: 1,
            most: 2,
            handFaced: true,
          },
        ],
      });
    given(asked)
      .when(ruling("69B2", { tricks: 1 }))
      .then({
        audit: [
          { _tag: "TricksGivenBack", law: "69B2", reason: "ruled-won", tricks: 1, to: "EW", from: "NS" },
          { _tag: "ScoredAsClaimed", law: "69B2", tricks: 1 },
        ],
        rulings: [],
      });
    given(asked)
      .when(ruling("69B", { answer: "stands" }))
      .then({ audit: [{ _tag: "NothingGivenBack", law: "69B", under: "69B", side: "EW" }], rulings: [] });
  });

  it("69B: a withdrawal that does not say how many tricks asks the Director about them", () => {
    given([claim("S", 2), agree("W")])
      .when(withdrawAgreement("W", WITHIN))
      .then({
        audit: [{ _tag: "AgreementWithdrawn", asked: "unstated" }],
        rulings: [{ _tag: "AgreementWithdrawnQuestion", asking: "unstated", most: 2, handFaced: false }],
      });
  });

  it("69B: refused: the claimer's side withdraws, a claim never agreed, a ruling without tricks or beyond those agreed", () => {
    given([claim("S", 3), agree("W")]).whenRefused(withdrawAgreement("S", WITHIN), {
      _tag: "WithdrawalByClaimerSide",
      law: "69B",
      seat: "S",
      side: "EW",
    });
    given([claim("S", 3), object("W"), ruling("70", { tricks: 2 })]).whenRefused(
      withdrawAgreement("W", WITHIN),
      {
        _tag: "NoAgreementToWithdraw",
        law: "69B",
        ...S3,
        status: "adjudicated",
      },
    );
    const asked = [claim("S", 2), agree("W"), withdrawAgreement("W", WITHIN)];
    given(asked).whenRefused(ruling("69B", { tricks: 3 }), {
      _tag: "GiveBackOutOfRange",
      law: "69B",
      most: 2,
      side: "EW",
    });
    given(asked).whenRefused(ruling("69B"), { _tag: "GiveBackWithoutTricks", law: "69B", side: "EW" });
  });
});

const expectEqual = (got: unknown, want: unknown): void => {
  if (JSON.stringify(got) !== JSON.stringify(want))
    throw new Error(`got ${JSON.stringify(got)}, expected ${JSON.stringify(want)}`);
};
