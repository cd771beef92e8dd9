import type { LawId } from "@bridgelaw/cards";
import type { ClaimsConsequence } from "@bridgelaw/claims";
import { expect, describe as group, it } from "vitest";
import { describe } from "../format.ts";

/*
 * The English of every consequence of the claims (Laws 68–71, the claim checker's report), one or more
 * examples a tag: the words as the Laws wrote them before they were data (issue 34). The golden fixture
 * (tools/golden/words-en.json) covers what the examples derive; this covers every tag, the refusals and the
 * checker's notes among them. A tag without an example here is a compile error.
 */

type Fact<T extends ClaimsConsequence["_tag"]> = Omit<Extract<ClaimsConsequence, { _tag: T }>, "_tag"> & {
  readonly law?: LawId;
  readonly position?: number;
};
type Examples = { readonly [T in ClaimsConsequence["_tag"]]: readonly (readonly [Fact<T>, string])[] };

const S3 = { kind: "claim", claimer: "S", claimed: 3, conceded: 0, remaining: 3 } as const;
const W1 = { kind: "concession", claimer: "W", claimed: 0, conceded: 1, remaining: 1 } as const;
const WITHIN = { timing: "within", deadline: "2026-11-22T22:30:00Z" } as const;

const EXAMPLES: Examples = {
  TricksClaimed: [
    [
      { claimer: "W", claimed: 4, conceded: 1, remaining: 5 },
      "West claims 4 of the 5 tricks left, conceding 1 (68B1)",
    ],
    [{ claimer: "S", claimed: 2, conceded: 0, remaining: 2 }, "South claims 2 of the 2 tricks left"],
    [
      { claimer: "S", claimed: 0, conceded: 1, remaining: 1 },
      "South claims 0 of the 1 trick left, conceding 1 (68B1)",
    ],
  ],
  TricksConceded: [
    [{ claimer: "W", claimed: 0, conceded: 5, remaining: 5 }, "West concedes 5 of the 5 tricks left"],
    [
      { claimer: "E", claimed: 1, conceded: 8, remaining: 9 },
      "East concedes 8 of the 9 tricks left, claiming 1",
    ],
  ],
  ClaimSuspendsPlay: [[{}, "play is suspended until the claim is agreed (69) or disputed (70)"]],
  NoLineStated: [
    [{}, "no statement of the line of play: a doubtful point to be resolved against the claimer (70A)"],
  ],
  HandNotFaced: [[{}, "the claimer did not face his hand"]],
  PlayRectificationsStand: [[{}, "options or penalty cards of the play stand while play is suspended"]],
  CurrentTrickStatement: [
    [
      { seat: "E", trick: 10 },
      "East's statement is about trick 10 only: not a claim or concession (68 preamble); play continues, cards he shows are not penalty cards but unauthorised information for his partner (16; 57A may apply)",
    ],
  ],
  ConcessionObjectedAtOnce: [
    [
      { objector: "E", claimer: "W" },
      "East objects at once to his partner's concession: there is no concession and no claim; play continues (the Director should be called: West may not use the objection, 16C)",
    ],
  ],
  RemarkAsClaimUnsettled: [
    [
      {},
      "2007 Code: no concession; whether the remark still counts as a claim is unsettled: play continues unless the Director rules otherwise",
    ],
  ],
  ShownCardsPickedUp: [
    [
      { seat: "W", cards: ["CK"], count: 1, partner: "E" },
      "CK shown by West: not a penalty card, picked up; unauthorised information for East, authorised for declarer (16C)",
    ],
    [
      { seat: "W", cards: ["CK", "CQ"], count: 2, partner: "E" },
      "CK, CQ shown by West: not penalty cards, picked up; unauthorised information for East, authorised for declarer (16C)",
    ],
  ],
  CardPlayedAfterClaim: [
    [
      { seat: "S", card: "H2", edition: "2007" },
      "South plays H2 after the claim: play should have ceased (68D); the Director may take it as evidence of the probable play (not taken as played)",
    ],
    [{ seat: "S", card: "HA" }, "South plays HA while play is suspended by the claim: not taken as played"],
  ],
  CardShownAboutTrick: [
    [
      { seat: "E", card: "SA", trick: 10, partner: "W" },
      "East shows SA about trick 10 only: not a penalty card; unauthorised information for West (16)",
    ],
  ],
  CardShownInClaim: [
    [
      { seat: "W", card: "CK" },
      "West shows CK in the course of the claim: not a penalty card (it may be picked up)",
    ],
  ],
  NoPlayOnIn2007: [
    [
      {},
      "2007 Code: after a disputed claim play does not continue by agreement; the Director rules under Law 70 (any further play is evidence only, 70D3)",
    ],
  ],
  PlayOnNotDisputed: [
    [
      { status: "agreed" },
      "play may continue only after the claim is disputed (it is agreed): nothing changes",
    ],
  ],
  PlayOnWrongSide: [
    [
      { seat: "N", side: "EW" },
      "play may continue at the request of the non-claiming side (EW), not North's: the Director rules under Law 70",
    ],
  ],
  PlayOnRefused: [
    [
      { seats: ["N"], count: 1 },
      "North does not agree to play on: the Director is called and Law 70 applies",
    ],
    [
      { seats: ["N", "S"], count: 2 },
      "North and South do not agree to play on: the Director is called and Law 70 applies",
    ],
  ],
  ClaimVoidPlayContinues: [
    [
      { seat: "E", kind: "claim", claimer: "S", claimed: 2, conceded: 0, remaining: 2 },
      "at East's request, with all four players agreeing, play continues: South's claim of 2 of the 2 tricks left is void and not adjudicated; Laws 16 and 50 do not apply; the result of the play stands",
    ],
  ],
  AgreementAfterRuling: [
    [
      { seat: "E", ...S3 },
      "East agrees: the Director has already ruled on South's claim of 3 of the 3 tricks left",
    ],
  ],
  ObjectionWithdrawn: [[{ seat: "N" }, "North withdraws his objection to his side's claim"]],
  AgreementByClaimerSide: [
    [{ seat: "S" }, "South, of the claimer's side, agrees: agreement is the non-claiming side's (69A)"],
  ],
  AgreesAsWell: [[{ seat: "W" }, "West agrees as well"]],
  AgreementWhileDisputed: [
    [
      { seat: "W", objectors: ["E"], count: 1 },
      "West agrees, but East still objects: the claim stays disputed",
    ],
    [
      { seat: "W", objectors: ["E", "N"], count: 2 },
      "West agrees, but East and North still object: the claim stays disputed",
    ],
  ],
  ClaimAgreed: [
    [
      { seat: "W", ...S3, side: "EW", objectionWithdrawn: false },
      "West agrees to South's claim of 3 of the 3 tricks left: agreement is final when EW call on the next deal or the round ends",
    ],
    [
      {
        seat: "E",
        kind: "claim",
        claimer: "S",
        claimed: 2,
        conceded: 1,
        remaining: 3,
        side: "EW",
        objectionWithdrawn: true,
      },
      "East agrees to South's claim of 2 of the 3 tricks left (the objection is withdrawn): agreement is final when EW call on the next deal or the round ends",
    ],
  ],
  AgreementAlreadyEstablished: [
    [{ how: "round-end" }, "the round has ended: the agreement was already established"],
    [{ how: "next-deal-call" }, "the next deal has been called: the agreement was already established"],
  ],
  DisputedClaimWaits: [
    [
      { how: "next-deal-call", ...S3 },
      "the next deal has been called: South's claim of 3 of the 3 tricks left is disputed and waits for the Director's ruling",
    ],
  ],
  AgreedBySilence: [
    [
      {
        how: "next-deal-call",
        side: "EW",
        kind: "claim",
        claimer: "S",
        claimed: 8,
        conceded: 3,
        remaining: 11,
      },
      "the next deal has been called with no objection: EW agree to South's claim of 8 of the 11 tricks left",
    ],
  ],
  AgreementEstablished: [
    [
      { how: "round-end", kind: "claim", claimer: "S", claimed: 2, conceded: 0, remaining: 2 },
      "the round has ended: the agreement to South's claim of 2 of the 2 tricks left is established (69B alone may undo it)",
    ],
  ],
  AgreementWithdrawnLate: [
    [
      { law: "69B", seat: "W", timing: "after", deadline: "2026-11-22T22:30:00Z" },
      "West withdraws his side's agreement after the Correction Period (ended 2026-11-22T22:30:00Z): Law 69B applies only within it; the recorded score stands: the agreement stands",
    ],
  ],
  AgreementWithdrawn: [
    [
      { law: "69B", seat: "W", side: "EW", asked: 1, ...WITHIN },
      "West withdraws EW's agreement to the loss of 1 trick (within the Correction Period (ends 2026-11-22T22:30:00Z))",
    ],
    [
      { law: "69B", seat: "W", side: "EW", asked: 2, timing: "before-posting" },
      "West withdraws EW's agreement to the loss of 2 tricks (before the official scores were posted)",
    ],
    [
      { law: "69B", seat: "E", side: "EW", asked: "unstated", timing: "unrecorded" },
      "East withdraws EW's agreement to the loss of a trick (no time recorded: taken as made within the Correction Period)",
    ],
  ],
  TricksGivenBack: [
    [
      { reason: "no-play-gives", tricks: 1, to: "EW", from: "NS" },
      "no play of the remaining cards gives NS that trick: EW would have won it had play continued: 1 trick to EW, the side that agreed to lose it; the board is rescored",
    ],
    [
      { reason: "no-play-gives", tricks: 2, to: "EW", from: "NS" },
      "no play of the remaining cards gives NS those tricks: EW would have won them had play continued: 2 tricks to EW, the side that agreed to lose them; the board is rescored",
    ],
    [
      { reason: "no-play-loses", tricks: 1, to: "NS", from: "EW" },
      "no play of the remaining cards could lose that trick: the concession is cancelled: 1 trick to NS, the side that conceded it; the board is rescored",
    ],
    [
      { reason: "ruled-won", tricks: 1, to: "EW", from: "NS" },
      "the Director rules that the trick would probably have been won had play continued: 1 trick to EW, the side that agreed to lose it; the board is rescored",
    ],
    [
      { reason: "ruled-cancelled", tricks: 2, to: "NS", from: "EW" },
      "the Director cancels the concession: 2 tricks to NS, the side that conceded them; the board is rescored",
    ],
  ],
  NothingGivenBack: [
    [
      { under: "69B", side: "EW" },
      "the Director rules that EW would not probably have won the trick: the agreement stands (69B2)",
    ],
    [{ under: "71", side: "NS" }, "the Director rules that the concession stands (71)"],
  ],
  ConcessionCancelLate: [
    [
      { law: "71", seat: "N", timing: "after", deadline: "2026-11-22T22:30:00Z" },
      "North asks to cancel the concession after the Correction Period (ended 2026-11-22T22:30:00Z): Law 71 applies only within it; the recorded score stands: the concession stands",
    ],
  ],
  ConcessionCancelAsked: [
    [
      { law: "71", seat: "N", asked: 1, ...WITHIN },
      "North asks to cancel the concession of 1 trick (within the Correction Period (ends 2026-11-22T22:30:00Z))",
    ],
    [
      { law: "71", seat: "N", asked: "unstated", timing: "before-posting" },
      "North asks to cancel the concession of a trick (before the official scores were posted)",
    ],
  ],
  ObjectionAfterEstablished: [
    [
      { seat: "E" },
      "East objects after the agreement was established (69A): only a withdrawal under 69B, within the Correction Period, can change it",
    ],
  ],
  ObjectionAfterRuling: [
    [{ seat: "E" }, "East objects: the Director has already ruled (an appeal is the way, Law 92)"],
  ],
  AgreementUndone: [[{}, "the agreement was not yet established: the objection makes the claim disputed"]],
  ClaimDisputed: [
    [
      { seat: "W", ...S3, ofClaimerSide: false, side: "EW", edition: "2017" },
      "West disputes South's claim of 3 of the 3 tricks left: the Director is called (70), or play continues if EW ask and all four players agree (68D2(b))",
    ],
    [
      { seat: "N", ...W1, ofClaimerSide: false, side: "NS", edition: "2017" },
      "North disputes West's concession of 1 of the 1 trick left: the Director is called (70), or play continues if NS ask and all four players agree (68D2(b))",
    ],
    [
      { seat: "N", ...S3, ofClaimerSide: true, side: "EW", edition: "2007" },
      "North, of the claimer's side, disputes South's claim of 3 of the 3 tricks left: the Director is called (70)",
    ],
  ],
  RevokesNotEstablished: [
    [
      { revokes: [{ offender: "E", trick: 10 }], count: 1 },
      "East's revoke on trick 10 is not established (no agreement): the Director lets it be corrected and resolves doubtful points against the revoker",
    ],
    [
      {
        revokes: [
          { offender: "E", trick: 9 },
          { offender: "W", trick: 11 },
        ],
        count: 2,
      },
      "East's revoke on trick 9, West's revoke on trick 11 are not established (no agreement): the Director lets them be corrected and resolves doubtful points against the revoker",
    ],
  ],
  RevokeOnTrick: [[{ offender: "E", trick: 10 }, "East's revoke on trick 10"]],
  ClaimRuled: [
    [
      {
        ...S3,
        side: "NS",
        tricks: 2,
        lost: 1,
        to: "EW",
        said: true,
        words: "the two of diamonds is a loser",
      },
      "the Director rules on South's claim of 3 of the 3 tricks left: NS take 2 of the 3 (1 trick to EW): the two of diamonds is a loser",
    ],
    [
      {
        kind: "claim",
        claimer: "S",
        claimed: 4,
        conceded: 0,
        remaining: 4,
        side: "NS",
        tricks: 2,
        lost: 2,
        to: "EW",
        said: false,
      },
      "the Director rules on South's claim of 4 of the 4 tricks left: NS take 2 of the 4 (2 tricks to EW)",
    ],
    [
      { ...W1, side: "EW", tricks: 0, lost: 0, to: "NS", said: false },
      "the Director rules on West's concession of 1 of the 1 trick left: EW take 0 of the 1",
    ],
  ],
  ScoredAsClaimed: [
    [
      { side: "NS", tricks: 2, remaining: 3, ns: 11, ew: 2 },
      "the board is scored as if the tricks claimed and conceded had been won and lost in play: NS 2 of the 3 tricks left (NS 11, EW 2 in all)",
    ],
    [
      { side: "EW", tricks: 0, remaining: 1, ns: 8, ew: 5 },
      "the board is scored as if the tricks claimed and conceded had been won and lost in play: EW 0 of the 1 tricks left (NS 8, EW 5 in all)",
    ],
  ],
  ClaimOptionsLapse: [
    [{ laws: ["56"] }, "play has ceased: the options under 56 lapse"],
    [{ laws: ["50D", "56"] }, "play has ceased: the options under 50D, 56 lapse"],
  ],
  ClaimPenaltyCardsLapse: [
    [{ cards: ["HA"] }, "the play is over: HA no longer penalty cards"],
    [{ cards: ["HA", "D3"] }, "the play is over: HA, D3 no longer penalty cards"],
  ],
  ClaimSuspendsPlayAgain: [
    [{}, "the play is suspended again as it stood at the claim, until the claim is settled"],
  ],
  NoClaimToSettle: [
    [{ how: "round-end" }, "the table moved on (round-end): no claim or concession to settle"],
  ],

  ClaimDisputedQuestion: [
    [
      { ...S3, objectors: ["W"], side: "NS", byDefender: false, edition: "2017" },
      'Law 70: South\'s claim of 3 of the 3 tricks left is disputed (West). Rule the tricks NS take of the 3 left ("tricks"; "stands" keeps the claim): any doubtful point is resolved against the claimer (70A); an outstanding trump not mentioned (70C); no successful line outside the statement if a normal one does worse (70D1); no unstated finesse or drop unless an opponent showed out before, or would on any normal line (70E1); see the claim checker\'s report',
    ],
    [
      {
        kind: "claim",
        claimer: "E",
        claimed: 1,
        conceded: 2,
        remaining: 3,
        objectors: ["W", "S"],
        side: "EW",
        byDefender: true,
        edition: "2007",
      },
      "Law 70: East's claim of 1 of the 3 tricks left is disputed (West, South). Rule the tricks EW take of the 3 left (\"tricks\"; \"stands\" keeps the claim): any doubtful point is resolved against the claimer (70A); an outstanding trump not mentioned (70C); no successful line outside the statement if a normal one does worse (70D1); a defender's claim that depends on partner's choice among normal plays is not accepted (70D2); no unstated finesse or drop unless an opponent showed out or failing to adopt it would be irrational (2007 70E1); see the claim checker's report",
    ],
  ],
  AgreementWithdrawnQuestion: [
    [
      { side: "EW", asking: 1, most: 2, handFaced: false },
      "69B2: would EW probably have won the trick they agreed to lose had play continued? Rule the tricks given back to EW (0: the agreement stands; at most 2)",
    ],
    [
      { side: "EW", asking: "unstated", most: 1, handFaced: true },
      "69B2: would EW probably have won the tricks they agreed to lose had play continued? Rule the tricks given back to EW (0: the agreement stands; at most 1); the claimer faced his hand (68C): be less generous (WBFLC Ex 49)",
    ],
    [
      { side: "NS", asking: 2, most: 2, handFaced: false },
      "69B2: would NS probably have won the tricks they agreed to lose had play continued? Rule the tricks given back to NS (0: the agreement stands; at most 2)",
    ],
  ],
  ConcessionCancelQuestion: [
    [
      { side: "NS", most: 2 },
      "71: had NS already won the conceded trick (71A), or could it not be lost by any normal play, careless or inferior included (71B)? Rule the tricks given back to NS (0: the concession stands; at most 2)",
    ],
  ],

  ClaimWhileSuspended: [
    [
      { law: "68D", ...S3, at: 46 },
      "play is suspended by South's claim of 3 of the 3 tricks left at position 46 (68D): it is agreed, disputed or ruled first",
    ],
  ],
  NoTrickLeft: [[{ law: "68" }, "68: no trick is left to claim or concede"]],
  ClaimWithoutTricks: [
    [{ law: "68A" }, "68A: a claim states the number of tricks the claimer's side will win"],
  ],
  ClaimTricksOutOfRange: [
    [
      { law: "68", tricks: 4, remaining: 3 },
      "68: 4 tricks, where 3 tricks are left (the trick in progress included)",
    ],
    [
      { law: "68", tricks: 2, remaining: 1 },
      "68: 2 tricks, where 1 trick are left (the trick in progress included)",
    ],
  ],
  WithdrawalByClaimerSide: [
    [
      { law: "69B", seat: "S", side: "EW" },
      "69B: South is of the claimer's side; agreement is withdrawn by the side that agreed (EW)",
    ],
  ],
  NoAgreementToWithdraw: [
    [
      { law: "69B", ...S3, status: "adjudicated" },
      "69B: South's claim of 3 of the 3 tricks left was not agreed (adjudicated): there is no agreement to withdraw",
    ],
  ],
  ConcessionNotSettled: [
    [
      { law: "71", ...W1, status: "open" },
      "71: West's concession of 1 of the 1 trick left is not settled (open): the concession is not yet made good",
    ],
  ],
  NothingConceded: [[{ law: "71", ...S3 }, "71: South's claim of 3 of the 3 tricks left concedes no trick"]],
  ClaimRulingWithoutTricks: [
    [
      { law: "70", side: "NS", remaining: 3 },
      '70: the ruling gives the tricks NS take of the 3 left ("tricks"), or "stands"',
    ],
  ],
  ClaimRulingOutOfRange: [[{ law: "70", remaining: 3 }, "70: from 0 to 3 tricks (those left at the claim)"]],
  ClaimRulingAboveClaim: [
    [
      { law: "70", claimed: 2 },
      "70: on the opponents' objection the claimer's side gets at most the 2 tricks claimed; conceded tricks come back only under 71",
    ],
    [
      { law: "70", claimed: 1 },
      "70: on the opponents' objection the claimer's side gets at most the 1 trick claimed; conceded tricks come back only under 71",
    ],
  ],
  GiveBackWithoutTricks: [
    [
      { law: "69B", side: "EW" },
      '69B: the ruling gives the tricks given back ("tricks"; 0 or "stands": EW would not probably have won the trick: the agreement stands (69B2))',
    ],
    [
      { law: "71", side: "NS" },
      '71: the ruling gives the tricks given back ("tricks"; 0 or "stands": the concession stands (71))',
    ],
  ],
  GiveBackOutOfRange: [
    [
      { law: "69B", most: 2, side: "EW" },
      "69B: from 0 to 2 tricks can be given back (those EW agreed to lose)",
    ],
    [{ law: "71", most: 1, side: "NS" }, "71: from 0 to 1 trick can be given back (those still conceded)"],
  ],
  NoClaimMade: [[{ law: "69A" }, "69A: no claim or concession has been made"]],
  LastClaimGone: [
    [
      { law: "69A", at: 46, status: "void" },
      "69A: the last claim (position 46) is void, play continued (68D2(b))",
    ],
    [{ law: "68D2", at: 38, status: "cancelled" }, "68D2: the last claim (position 38) is no claim (68B2)"],
  ],
  OwnClaimDisputed: [
    [
      { law: "68D2", seat: "S" },
      "68D2: South cannot dispute his own claim (a new statement is not accepted, 70D1)",
    ],
  ],
  ClaimQuestionAmbiguous: [
    [{ law: "69B" }, 'several questions under Law 69B are open: say which with "about" (a position)'],
  ],
  NoClaimQuestion: [[{ law: "70" }, "a ruling under Law 70 answers no question of the claims"]],
  NoClaimAt: [[{ at: 48 }, "no claim at position 48"]],

  ClaimReadAs: [
    [{ given: 2.6, claimed: 3, remaining: 3 }, "the claim of 2.6 is read as 3 of the 3 tricks left"],
  ],
  CheckNotDetermined: [
    [
      { check: "double-dummy", budget: "solving", most: 2000 },
      "double dummy: not determined (more than 2000 units of double-dummy solving)",
    ],
    [
      { check: "no-line-can-lose", budget: "positions", most: 4 },
      "no line can lose: not determined (more than 4 positions)",
    ],
    [
      { check: "fewest-tricks", budget: "positions", most: 100000 },
      "the fewest tricks of the claimer's side: not determined (more than 100000 positions)",
    ],
    [
      { check: "losing-line", budget: "spent" },
      "a losing line: not determined (the checker's budget of positions is spent)",
    ],
    [
      { check: "stated-line-well", budget: "solving", most: 5 },
      "the stated line (played well elsewhere): not determined (more than 5 units of double-dummy solving)",
    ],
    [
      { check: "stated-line-any-order", budget: "spent" },
      "the stated line (in any order): not determined (the checker's budget of positions is spent)",
    ],
    [
      { check: "stated-line-well-tricks", budget: "positions", most: 34 },
      "the stated line (played well elsewhere): its tricks: not determined (more than 34 positions)",
    ],
    [
      { check: "stated-line-any-order-tricks", budget: "positions", most: 34 },
      "the stated line (in any order): its tricks: not determined (more than 34 positions)",
    ],
    [
      { check: "stated-line-tricks", budget: "positions", most: 1667 },
      "the stated line's tricks: not determined (more than 1667 positions)",
    ],
    [{ check: "law-70C", budget: "positions", most: 4 }, "Law 70C: not determined (more than 4 positions)"],
    [
      { check: "law-69B", budget: "spent" },
      "Law 69B: not determined (the checker's budget of positions is spent)",
    ],
  ],
  Law70ENotChecked: [
    [{ why: "fails-double-dummy" }, "Law 70E: not checked, the claim fails double dummy"],
    [{ why: "no-double-dummy" }, "Law 70E: not checked, no double-dummy value"],
  ],
  DefenderClaim: [[{}, "a defender's claim: his partner's choices are taken against the claim (70D2)"]],
  DoubleDummySolves: [
    [{ solves: 1 }, "1 double-dummy solve"],
    [{ solves: 1271 }, "1271 double-dummy solves"],
  ],
  PositionNotACard: [[{ token: "X9" }, '"X9" is not a card']],
  PositionCardTwice: [[{ card: "SA" }, "SA appears twice"]],
  PositionTrickComplete: [[{}, "a trick of four cards is complete"]],
  PositionTooManyTricks: [[{}, "more than 13 tricks remain"]],
  PositionHandSize: [
    [
      { seat: "N", holds: 2, expected: 3, left: 3, played: 0 },
      "N holds 2 cards where 3 are expected (3 tricks left, 0 played to this one)",
    ],
  ],
  CheckerFailed: [[{ failure: "bug: no card" }, "the checker failed: bug: no card"]],
};

group("the claims' consequences in English (Laws 68–71, the claim checker's report)", () => {
  for (const [tag, examples] of Object.entries(EXAMPLES)) {
    it(tag, () => {
      for (const [fields, english] of examples) expect(describe({ _tag: tag, ...fields })).toBe(english);
    });
  }
});
