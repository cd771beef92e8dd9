import { describe, it } from "vitest";
import {
  agree,
  claim,
  given,
  movedOn,
  object,
  P11,
  ruling,
  W31,
  WITHIN,
  withdrawAgreement,
} from "../testing/given.ts";

/*
 * Law 70 (and 68D2, the dispute that leads to it) on W18's ending unless said (4S by South, three tricks left;
 * the claim at position 46); ED-P11 for 63A4 (East's revoke on trick 10), W31 for a defender's claim (70D2).
 */

const S3 = { kind: "claim", claimer: "S", claimed: 3, conceded: 0, remaining: 3 } as const;

describe("Law 70: contested claim or concession", () => {
  it("68D2, 70: an opponent disputes the claim: the Director is called and asked to rule", () => {
    given([claim("S", 3)])
      .when(object("W"))
      .then({
        audit: [
          {
            _tag: "ClaimDisputed",
            position: 47,
            law: "68D2",
            seat: "W",
            ...S3,
            ofClaimerSide: false,
            side: "EW",
            edition: "2017",
          },
        ],
        rulings: [
          {
            _tag: "ClaimDisputedQuestion",
            law: "70",
            position: 46,
            ...S3,
            objectors: ["W"],
            side: "NS",
            byDefender: false,
            edition: "2017",
          },
        ],
      });
  });

  it("68D2 (2007): a player of the claimer's side disputes; no play on by agreement in the 2007 Code", () => {
    given([claim("S", 3)], { edition: "2007" })
      .when(object("N"))
      .then({
        audit: [{ _tag: "ClaimDisputed", seat: "N", ofClaimerSide: true, edition: "2007" }],
        rulings: [{ _tag: "ClaimDisputedQuestion", objectors: ["N"], edition: "2007" }],
      });
  });

  it("70D2: a defender's claim disputed: the question says his partner's choices go against it (W31)", () => {
    given([claim("W", 4)], { board: W31 })
      .when(object("S"))
      .then({
        rulings: [
          {
            _tag: "ClaimDisputedQuestion",
            position: 42,
            kind: "claim",
            claimer: "W",
            objectors: ["S"],
            side: "EW",
            byDefender: true,
          },
        ],
      });
  });

  it("69A: an objection before the agreement is established undoes it: play suspended again, the claim disputed", () => {
    given([claim("S", 3), agree("W")])
      .when(object("E"))
      .then({
        audit: [
          { _tag: "ClaimSuspendsPlayAgain", position: 48, law: "68D" },
          { _tag: "AgreementUndone", law: "69A" },
          { _tag: "ClaimDisputed", law: "68D2", seat: "E" },
        ],
        rulings: [{ _tag: "ClaimDisputedQuestion", objectors: ["E"] }],
        state: (b) => {
          expectEqual(b.play.ended, false);
          expectEqual(b.claims.claims[0]?.status, "disputed");
        },
      });
  });

  it("69A, 70: an objection after the agreement is established, or after the ruling, changes nothing", () => {
    given([claim("S", 3), agree("W"), movedOn()])
      .when(object("E"))
      .then({ audit: [{ _tag: "ObjectionAfterEstablished", law: "69A", seat: "E" }], rulings: [] });
    given([claim("S", 3), object("W"), ruling("70", { answer: "stands" })])
      .when(object("E"))
      .then([{ _tag: "ObjectionAfterRuling", law: "70", seat: "E" }]);
  });

  it("63A4: ED-P11 (2017), the opponents' revoke is not established without agreement", () => {
    given([claim("S", 3)], { board: P11 })
      .when(object("E"))
      .thenSome([
        { _tag: "ClaimDisputed", seat: "E" },
        { _tag: "RevokesNotEstablished", law: "63A4", revokes: [{ offender: "E", trick: 10 }], count: 1 },
      ]);
  });

  it("70: the Director rules the tricks, with his words; or the claim stands", () => {
    const words = "it is at all likely South forgot the king of trumps";
    given([claim("S", 3), object("W")])
      .when(ruling("70C", { tricks: 2, text: words }))
      .then({
        audit: [
          {
            _tag: "ClaimRuled",
            position: 48,
            law: "70C",
            ...S3,
            side: "NS",
            tricks: 2,
            lost: 1,
            to: "EW",
            said: true,
            words,
          },
          { _tag: "ScoredAsClaimed", law: "70C", side: "NS", tricks: 2 },
        ],
        rulings: [],
        state: (b) => expectEqual(b.claims.claims[0]?.resolution, { tricks: 2, law: "70C", position: 48 }),
      });
    given([claim("S", 3), object("W")])
      .when(ruling("70", { answer: "stands" }))
      .thenSome([{ _tag: "ClaimRuled", law: "70", tricks: 3, lost: 0, said: false, words: undefined }]);
  });

  it("70: refused: a ruling without tricks, beyond the tricks left, above the claim on the opponents' objection", () => {
    given([claim("S", 3), object("W")]).whenRefused(ruling("70"), {
      _tag: "ClaimRulingWithoutTricks",
      law: "70",
      side: "NS",
      remaining: 3,
    });
    given([claim("S", 3), object("W")]).whenRefused(ruling("70", { tricks: 4 }), {
      _tag: "ClaimRulingOutOfRange",
      law: "70",
      remaining: 3,
    });
    given([claim("S", 2), object("W")]).whenRefused(ruling("70", { tricks: 3 }), {
      _tag: "ClaimRulingAboveClaim",
      law: "70",
      claimed: 2,
    });
  });

  it("70: dummy disputes his side's concession: the Director may give back what was conceded", () => {
    given([claim("S", 1), object("N")])
      .when(ruling("70", { tricks: 2 }))
      .thenSome([{ _tag: "ClaimRuled", claimed: 1, conceded: 2, tricks: 2, lost: 0 }]);
  });

  it("68D2, 70: refused: the claimer disputes his own claim; a dispute, or a ruling, with no claim or question", () => {
    given([claim("S", 3)]).whenRefused(object("S"), { _tag: "OwnClaimDisputed", law: "68D2", seat: "S" });
    given([]).whenRefused(object("W"), { _tag: "NoClaimMade", law: "68D2" });
    given([claim("S", 3)]).whenRefused(ruling("70", { tricks: 2 }), { _tag: "NoClaimQuestion", law: "70" });
  });

  it("70, 69B: a ruling that could answer several open questions is refused until it says which", () => {
    const twice = [
      claim("S", 1),
      agree("W"),
      withdrawAgreement("W", WITHIN, 1),
      withdrawAgreement("E", WITHIN, 1),
    ];
    given(twice.slice(0, 3))
      .when(twice[3]!)
      .then({
        rulings: [
          { law: "69B", position: 48 },
          { law: "69B", position: 49 },
        ],
      });
    given(twice).whenRefused(ruling("69B", { tricks: 1 }), { _tag: "ClaimQuestionAmbiguous", law: "69B" });
    given(twice)
      .when(ruling("69B", { tricks: 0, about: 49 }))
      .then({ audit: [{ _tag: "NothingGivenBack" }], rulings: [{ law: "69B", position: 48 }] });
  });
});

const expectEqual = (got: unknown, want: unknown): void => {
  if (JSON.stringify(got) !== JSON.stringify(want))
    throw new Error(`got ${JSON.stringify(got)}, expected ${JSON.stringify(want)}`);
};
