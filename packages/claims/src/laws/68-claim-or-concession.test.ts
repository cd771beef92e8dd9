import { describe, it } from "vitest";
import {
  agree,
  CM48,
  card,
  claim,
  concede,
  exposed,
  given,
  object,
  playOn,
  W16,
  W31,
} from "../testing/given.ts";

/*
 * Law 68 on W18's ending unless said (4S by South, three tricks left: South SQ HA HK, West the master trump SK;
 * the claim at position 46), and on the endings of W16 (a defender's concession), CM-48 (a statement about the
 * trick in progress) and W31 (a revoke, then a defender's claim).
 */

const S3 = { kind: "claim", claimer: "S", claimed: 3, conceded: 0, remaining: 3 } as const;

describe("Law 68: claim or concession", () => {
  it("68A, 68D: a claim of every trick left, with a statement: play is suspended", () => {
    given([])
      .when(claim("S", 3, { statement: "all mine" }))
      .then({
        audit: [
          {
            _tag: "TricksClaimed",
            position: 46,
            law: "68A",
            claimer: "S",
            claimed: 3,
            conceded: 0,
            remaining: 3,
          },
          { _tag: "ClaimSuspendsPlay", position: 46, law: "68D" },
        ],
        rulings: [],
        state: (b) => expectEqual(b.claims.claims[0]?.status, "open"),
      });
  });

  it("68A, 68B1, 68C: a claim of 2 of the 3 concedes one; no statement, hand not faced", () => {
    given([])
      .when(claim("S", 2, { handFaced: false }))
      .then([
        { _tag: "TricksClaimed", law: "68A", claimer: "S", claimed: 2, conceded: 1, remaining: 3 },
        { _tag: "ClaimSuspendsPlay", law: "68D" },
        { _tag: "NoLineStated", law: "68C" },
        { _tag: "HandNotFaced", law: "68C" },
      ]);
  });

  it("68B1: a concession without a number concedes every trick left; with one, claims the rest", () => {
    given([])
      .when(concede("S"))
      .thenSome([
        { _tag: "TricksConceded", law: "68B1", claimer: "S", claimed: 0, conceded: 3, remaining: 3 },
      ]);
    given([])
      .when(concede("S", 1))
      .then([
        { _tag: "TricksConceded", law: "68B1", claimer: "S", claimed: 2, conceded: 1, remaining: 3 },
        { _tag: "ClaimSuspendsPlay", law: "68D" },
      ]);
  });

  it("68D: a claim while another suspends the play is refused", () => {
    given([claim("S", 3)]).whenRefused(claim("S", 3), {
      _tag: "ClaimWhileSuspended",
      law: "68D",
      ...S3,
      at: 46,
    });
  });

  it("68, 68A: more tricks than are left, a claim without a number, no trick left: refused", () => {
    given([]).whenRefused(claim("S", 4), {
      _tag: "ClaimTricksOutOfRange",
      law: "68",
      tricks: 4,
      remaining: 3,
    });
    given([]).whenRefused(claim("S", 1.5), { _tag: "ClaimTricksOutOfRange", law: "68", tricks: 1.5 });
    given([]).whenRefused(claim("S", undefined as unknown as number), {
      _tag: "ClaimWithoutTricks",
      law: "68A",
    });
    const lastThree = "S:SQ W:SK N:C4 E:D5 W:D3 N:C3 E:D4 S:HA E:C5 S:HK W:D2 N:C2".split(" ");
    given(lastThree.map((t) => card(t[0] as "N", t.slice(2)))).whenRefused(claim("S", 0), {
      _tag: "NoTrickLeft",
      law: "68",
    });
  });

  it("68D: options or penalty cards of the play stand while play is suspended", () => {
    // West drops the D3: a penalty card (49, 50) when South claims
    given([exposed("W", "D3")])
      .when(claim("S", 3, { statement: "all mine" }))
      .then([
        { _tag: "TricksClaimed", law: "68A" },
        { _tag: "ClaimSuspendsPlay", law: "68D" },
        { _tag: "PlayRectificationsStand", law: "68D" },
      ]);
  });

  it("63A3: a claim establishes the claimer's side's revokes (W31: East revoked, West claims)", () => {
    given([], { board: W31 })
      .when(claim("W", 4))
      .thenSome([
        { _tag: "TricksClaimed", position: 42, law: "68A", claimer: "W", claimed: 4 },
        { position: 42, law: "63A3" },
      ]);
  });

  it("68 preamble: a statement about the trick in progress only is no claim; a card shown is no penalty card (CM-48)", () => {
    const statement = claim("E", 1, { currentTrick: true, statement: "you have no good choice" });
    given([], { board: CM48 })
      .when(statement)
      .then({
        audit: [{ _tag: "CurrentTrickStatement", position: 44, law: "68", seat: "E", trick: 10 }],
        state: (b) => expectEqual(b.claims.claims[0]?.status, "current-trick"),
      });
    given([statement], { board: CM48 })
      .when(exposed("E", "SA"))
      .then([{ _tag: "CardShownAboutTrick", law: "68", seat: "E", card: "SA", trick: 10, partner: "W" }]);
  });

  it("68: a card shown in the course of a claim is no penalty card", () => {
    given([claim("S", 3)])
      .when(exposed("S", "HA"))
      .then([{ _tag: "CardShownInClaim", position: 47, law: "68", seat: "S", card: "HA" }]);
  });

  it("68B2: W16, a defender's partner objects at once to his concession: no concession, no claim; the card shown is picked up", () => {
    given([concede("W"), exposed("W", "CK")], { board: W16 })
      .when(object("E"))
      .then({
        audit: [
          { _tag: "ConcessionObjectedAtOnce", position: 40, law: "68B2", objector: "E", claimer: "W" },
          { _tag: "ShownCardsPickedUp", law: "68B2", seat: "W", cards: ["CK"], count: 1, partner: "E" },
        ],
        rulings: [],
        state: (b) => expectEqual(b.claims.claims[0]?.status, "cancelled"),
      });
  });

  it("68B2 (2007 Code, its 68A): the same of a claim that concedes a trick: whether it is still a claim is unsettled", () => {
    given([claim("W", 4)], { board: W16, edition: "2007" })
      .when(object("E"))
      .then([
        { _tag: "ConcessionObjectedAtOnce", law: "68B2", objector: "E", claimer: "W" },
        { _tag: "RemarkAsClaimUnsettled", law: "68B2" },
      ]);
  });

  it("68D: a card played while play is suspended is not taken as played; 2007 70D3: evidence of the play", () => {
    given([claim("S", 3), object("W")])
      .when(card("S", "HA"))
      .then({
        audit: [
          {
            _tag: "CardPlayedAfterClaim",
            position: 48,
            law: "68D",
            seat: "S",
            card: "HA",
            edition: undefined,
          },
        ],
        state: (b) => {
          expectEqual(b.play.hands.S.includes("HA"), true);
          expectEqual(b.claims.claims[0]?.evidence, [{ seat: "S", card: "HA", position: 48 }]);
        },
      });
    given([claim("S", 3), object("W")], { edition: "2007" })
      .when(card("W", "SK"))
      .then([{ _tag: "CardPlayedAfterClaim", law: "70D3", seat: "W", card: "SK", edition: "2007" }]);
  });

  it("68D2(b)(ii): disputed, the non-claiming side asks and all four agree: play continues, the claim is void", () => {
    given([claim("S", 3), object("W")])
      .when(playOn("E"))
      .then({
        audit: [{ _tag: "ClaimVoidPlayContinues", position: 48, law: "68D2(b)(ii)", seat: "E", ...S3 }],
        rulings: [],
        state: (b) => expectEqual(b.claims.claims[0]?.status, "void"),
      });
  });

  it("68D2(b)(i): a player does not agree to play on: Law 70 applies", () => {
    given([claim("S", 3), object("W")])
      .when(playOn("E", ["N"]))
      .then({
        audit: [{ _tag: "PlayOnRefused", law: "68D2(b)(i)", seats: ["N"], count: 1 }],
        rulings: [{ law: "70", position: 46 }],
      });
    given([claim("S", 3), object("W")])
      .when(playOn("E", ["N", "S"]))
      .then([{ _tag: "PlayOnRefused", seats: ["N", "S"], count: 2 }]);
  });

  it("68D2(b): play continues only after a dispute, at the non-claiming side's request; 2007: never", () => {
    given([claim("S", 3)])
      .when(playOn("E"))
      .then([{ _tag: "PlayOnNotDisputed", law: "68D2(b)", status: "open" }]);
    given([claim("S", 3), object("W")])
      .when(playOn("N"))
      .then([{ _tag: "PlayOnWrongSide", law: "68D2(b)", seat: "N", side: "EW" }]);
    given([claim("S", 3), object("W")], { edition: "2007" })
      .when(playOn("E"))
      .then([{ _tag: "NoPlayOnIn2007", law: "68D" }]);
  });

  it("68: a fact about a claim after the last one went: refused (void, 68D2(b); no claim, 68B2)", () => {
    given([claim("S", 3), object("W"), playOn("E")]).whenRefused(agree("W"), {
      _tag: "LastClaimGone",
      law: "69A",
      at: 46,
      status: "void",
    });
    given([concede("W"), object("E")], { board: W16 }).whenRefused(agree("N"), {
      _tag: "LastClaimGone",
      law: "69A",
      at: 38,
      status: "cancelled",
    });
  });
});

const expectEqual = (got: unknown, want: unknown): void => {
  if (JSON.stringify(got) !== JSON.stringify(want))
    throw new Error(`got ${JSON.stringify(got)}, expected ${JSON.stringify(want)}`);
};
