import type { ClaimsConsequence } from "@bridgelaw/claims";
import type { Messages } from "../catalog.ts";
import type { ClaimPhrase } from "../claim-phrases.ts";

/* Parts the messages share (the catalog holds whole messages; these only keep one wording of each part). */

/** `3 tricks`, `1 trick`. */
const TRICKS_LEFT = "{remaining, plural, one {# trick} other {# tricks}}";
/** A claim named: `South's claim of 3 of the 4 tricks left`, `West's concession of 2 of the 4 tricks left`. */
const CLAIM = `{claimer, seat}'s {kind, select, claim {claim of {claimed}} other {concession of {conceded}}} of the ${TRICKS_LEFT} left`;
/** When the table moved on (69A). */
const WHEN = "{how, select, round_end {the round has ended} other {the next deal has been called}}";
/** A request's time against the Correction Period (79C1; the fact's Law is 69B or 71). */
const TIME =
  "{timing, select, before_posting {before the official scores were posted} unrecorded {no time recorded: taken as made within the Correction Period} within {within the Correction Period (ends {deadline})} other {after the Correction Period (ended {deadline}): Law {law, law} applies only within it; the recorded score stands}}";
/** The tricks a side asks back: `1 trick`, or `a trick` when it does not say. */
const ASKED = "{asked, select, unstated {a trick} other {{asked, plural, one {# trick} other {# tricks}}}}";
/** `that trick` / `those tricks`, `it` / `them`. */
const THAT = "{tricks, plural, one {that trick} other {those tricks}}";
const IT = "{tricks, plural, one {it} other {them}}";

/** The claims' consequences in English (Laws 68–71, the claim checker's report). */
export const CLAIMS: Messages<ClaimsConsequence> = {
  TricksClaimed: `{claimer, seat} claims {claimed} of the ${TRICKS_LEFT} left{conceded, plural, =0 {} other {, conceding # (68B1)}}`,
  TricksConceded: `{claimer, seat} concedes {conceded} of the ${TRICKS_LEFT} left{claimed, plural, =0 {} other {, claiming #}}`,
  ClaimSuspendsPlay: "play is suspended until the claim is agreed (69) or disputed (70)",
  NoLineStated: "no statement of the line of play: a doubtful point to be resolved against the claimer (70A)",
  HandNotFaced: "the claimer did not face his hand",
  PlayRectificationsStand: "options or penalty cards of the play stand while play is suspended",
  CurrentTrickStatement:
    "{seat, seat}'s statement is about trick {trick} only: not a claim or concession (68 preamble); play continues, cards he shows are not penalty cards but unauthorised information for his partner (16; 57A may apply)",
  ConcessionObjectedAtOnce:
    "{objector, seat} objects at once to his partner's concession: there is no concession and no claim; play continues (the Director should be called: {claimer, seat} may not use the objection, 16C)",
  RemarkAsClaimUnsettled:
    "2007 Code: no concession; whether the remark still counts as a claim is unsettled: play continues unless the Director rules otherwise",
  ShownCardsPickedUp:
    "{cards, cards} shown by {seat, seat}: not {count, plural, one {a penalty card} other {penalty cards}}, picked up; unauthorised information for {partner, seat}, authorised for declarer (16C)",
  CardPlayedAfterClaim:
    "{edition, select, 2007 {{seat, seat} plays {card, card} after the claim: play should have ceased (68D); the Director may take it as evidence of the probable play (not taken as played)} other {{seat, seat} plays {card, card} while play is suspended by the claim: not taken as played}}",
  CardShownAboutTrick:
    "{seat, seat} shows {card, card} about trick {trick} only: not a penalty card; unauthorised information for {partner, seat} (16)",
  CardShownInClaim:
    "{seat, seat} shows {card, card} in the course of the claim: not a penalty card (it may be picked up)",
  NoPlayOnIn2007:
    "2007 Code: after a disputed claim play does not continue by agreement; the Director rules under Law 70 (any further play is evidence only, 70D3)",
  PlayOnNotDisputed: "play may continue only after the claim is disputed (it is {status}): nothing changes",
  PlayOnWrongSide:
    "play may continue at the request of the non-claiming side ({side, side}), not {seat, seat}'s: the Director rules under Law 70",
  PlayOnRefused:
    "{seats, seats, and} {count, plural, one {does} other {do}} not agree to play on: the Director is called and Law 70 applies",
  ClaimVoidPlayContinues: `at {seat, seat}'s request, with all four players agreeing, play continues: ${CLAIM} is void and not adjudicated; Laws 16 and 50 do not apply; the result of the play stands`,
  AgreementAfterRuling: `{seat, seat} agrees: the Director has already ruled on ${CLAIM}`,
  ObjectionWithdrawn: "{seat, seat} withdraws his objection to his side's claim",
  AgreementByClaimerSide:
    "{seat, seat}, of the claimer's side, agrees: agreement is the non-claiming side's (69A)",
  AgreesAsWell: "{seat, seat} agrees as well",
  AgreementWhileDisputed:
    "{seat, seat} agrees, but {objectors, seats, and} still {count, plural, one {objects} other {object}}: the claim stays disputed",
  ClaimAgreed: `{seat, seat} agrees to ${CLAIM}{objectionWithdrawn, select, true { (the objection is withdrawn)} other {}}: agreement is final when {side, side} call on the next deal or the round ends`,
  AgreementAlreadyEstablished: `${WHEN}: the agreement was already established`,
  DisputedClaimWaits: `${WHEN}: ${CLAIM} is disputed and waits for the Director's ruling`,
  AgreedBySilence: `${WHEN} with no objection: {side, side} agree to ${CLAIM}`,
  AgreementEstablished: `${WHEN}: the agreement to ${CLAIM} is established (69B alone may undo it)`,
  AgreementWithdrawnLate: `{seat, seat} withdraws his side's agreement ${TIME}: the agreement stands`,
  AgreementWithdrawn: `{seat, seat} withdraws {side, side}'s agreement to the loss of ${ASKED} (${TIME})`,
  TricksGivenBack: `{reason, select, no_play_gives {no play of the remaining cards gives {from, side} ${THAT}: {to, side} would have won ${IT} had play continued} no_play_loses {no play of the remaining cards could lose ${THAT}: the concession is cancelled} ruled_won {the Director rules that the trick would probably have been won had play continued} other {the Director cancels the concession}}: {tricks, plural, one {# trick} other {# tricks}} to {to, side}, the side that {reason, select, no_play_gives {agreed to lose} ruled_won {agreed to lose} other {conceded}} ${IT}; the board is rescored`,
  NothingGivenBack:
    "the Director rules that {under, select, 69B {{side, side} would not probably have won the trick: the agreement stands (69B2)} other {the concession stands (71)}}",
  ConcessionCancelLate: `{seat, seat} asks to cancel the concession ${TIME}: the concession stands`,
  ConcessionCancelAsked: `{seat, seat} asks to cancel the concession of ${ASKED} (${TIME})`,
  ObjectionAfterEstablished:
    "{seat, seat} objects after the agreement was established (69A): only a withdrawal under 69B, within the Correction Period, can change it",
  ObjectionAfterRuling: "{seat, seat} objects: the Director has already ruled (an appeal is the way, Law 92)",
  AgreementUndone: "the agreement was not yet established: the objection makes the claim disputed",
  ClaimDisputed: `{seat, seat}{ofClaimerSide, select, true {, of the claimer's side,} other {}} disputes ${CLAIM}: the Director is called (70){edition, select, 2017 {, or play continues if {side, side} ask and all four players agree (68D2(b))} other {}}`,
  RevokesNotEstablished:
    "{revokes, each, RevokeOnTrick} {count, plural, one {is} other {are}} not established (no agreement): the Director lets {count, plural, one {it} other {them}} be corrected and resolves doubtful points against the revoker",
  RevokeOnTrick: "{offender, seat}'s revoke on trick {trick}",
  ClaimRuled: `the Director rules on ${CLAIM}: {side, side} take {tricks} of the {remaining}{lost, plural, =0 {} one { (# trick to {to, side})} other { (# tricks to {to, side})}}{said, select, true {: {words}} other {}}`,
  ScoredAsClaimed:
    "the board is scored as if the tricks claimed and conceded had been won and lost in play: {side, side} {tricks} of the {remaining} tricks left (NS {ns}, EW {ew} in all)",
  ClaimOptionsLapse: "play has ceased: the options under {laws, laws} lapse",
  ClaimPenaltyCardsLapse: "the play is over: {cards, cards} no longer penalty cards",
  ClaimSuspendsPlayAgain: "the play is suspended again as it stood at the claim, until the claim is settled",
  NoClaimToSettle: "the table moved on ({how}): no claim or concession to settle",

  ClaimDisputedQuestion: `Law 70: ${CLAIM} is disputed ({objectors, seats}). Rule the tricks {side, side} take of the {remaining} left ("tricks"; "stands" keeps the claim): any doubtful point is resolved against the claimer (70A); an outstanding trump not mentioned (70C); no successful line outside the statement if a normal one does worse (70D1);{byDefender, select, true { a defender's claim that depends on partner's choice among normal plays is not accepted (70D2);} other {}} {edition, select, 2007 {no unstated finesse or drop unless an opponent showed out or failing to adopt it would be irrational (2007 70E1); see the claim checker's report} other {no unstated finesse or drop unless an opponent showed out before, or would on any normal line (70E1); see the claim checker's report}}`,
  AgreementWithdrawnQuestion:
    "69B2: would {side, side} probably have won the trick{asking, select, 1 {} other {s}} they agreed to lose had play continued? Rule the tricks given back to {side, side} (0: the agreement stands; at most {most}){handFaced, select, true {; the claimer faced his hand (68C): be less generous (WBFLC Ex 49)} other {}}",
  ConcessionCancelQuestion:
    "71: had {side, side} already won the conceded trick (71A), or could it not be lost by any normal play, careless or inferior included (71B)? Rule the tricks given back to {side, side} (0: the concession stands; at most {most})",

  ClaimWhileSuspended: `play is suspended by ${CLAIM} at position {at} ({law, law}): it is agreed, disputed or ruled first`,
  NoTrickLeft: "{law, law}: no trick is left to claim or concede",
  ClaimWithoutTricks: "{law, law}: a claim states the number of tricks the claimer's side will win",
  ClaimTricksOutOfRange: `{law, law}: {tricks} tricks, where ${TRICKS_LEFT} are left (the trick in progress included)`,
  WithdrawalByClaimerSide:
    "{law, law}: {seat, seat} is of the claimer's side; agreement is withdrawn by the side that agreed ({side, side})",
  NoAgreementToWithdraw: `{law, law}: ${CLAIM} was not agreed ({status}): there is no agreement to withdraw`,
  ConcessionNotSettled: `{law, law}: ${CLAIM} is not settled ({status}): the concession is not yet made good`,
  NothingConceded: `{law, law}: ${CLAIM} concedes no trick`,
  ClaimRulingWithoutTricks:
    '{law, law}: the ruling gives the tricks {side, side} take of the {remaining} left ("tricks"), or "stands"',
  ClaimRulingOutOfRange: "{law, law}: from 0 to {remaining} tricks (those left at the claim)",
  ClaimRulingAboveClaim:
    "{law, law}: on the opponents' objection the claimer's side gets at most the {claimed, plural, one {# trick} other {# tricks}} claimed; conceded tricks come back only under 71",
  GiveBackWithoutTricks:
    '{law, law}: the ruling gives the tricks given back ("tricks"; 0 or "stands": {law, select, 69B {{side, side} would not probably have won the trick: the agreement stands (69B2)} other {the concession stands (71)}})',
  GiveBackOutOfRange:
    "{law, law}: from 0 to {most, plural, one {# trick} other {# tricks}} can be given back ({law, select, 69B {those {side, side} agreed to lose} other {those still conceded}})",
  NoClaimMade: "{law, law}: no claim or concession has been made",
  LastClaimGone:
    "{law, law}: the last claim (position {at}) is {status, select, void {void, play continued (68D2(b))} other {no claim (68B2)}}",
  OwnClaimDisputed:
    "{law, law}: {seat, seat} cannot dispute his own claim (a new statement is not accepted, 70D1)",
  ClaimQuestionAmbiguous:
    'several questions under Law {law, law} are open: say which with "about" (a position)',
  NoClaimQuestion: "a ruling under Law {law, law} answers no question of the claims",
  NoClaimAt: "no claim at position {at}",

  ClaimReadAs: "the claim of {given} is read as {claimed} of the {remaining} tricks left",
  CheckNotDetermined:
    "{check, select, double_dummy {double dummy} no_line_can_lose {no line can lose} fewest_tricks {the fewest tricks of the claimer's side} losing_line {a losing line} stated_line_well {the stated line (played well elsewhere)} stated_line_any_order {the stated line (in any order)} stated_line_well_tricks {the stated line (played well elsewhere): its tricks} stated_line_any_order_tricks {the stated line (in any order): its tricks} stated_line_tricks {the stated line's tricks} law_70C {Law 70C} other {Law 69B}}: not determined ({budget, select, positions {more than {most} positions} solving {more than {most} units of double-dummy solving} other {the checker's budget of positions is spent}})",
  Law70ENotChecked:
    "Law 70E: not checked, {why, select, no_double_dummy {no double-dummy value} other {the claim fails double dummy}}",
  DefenderClaim: "a defender's claim: his partner's choices are taken against the claim (70D2)",
  DoubleDummySolves: "{solves} {solves, plural, one {double-dummy solve} other {double-dummy solves}}",
  PositionNotACard: '"{token}" is not a card',
  PositionCardTwice: "{card, card} appears twice",
  PositionTrickComplete: "a trick of four cards is complete",
  PositionTooManyTricks: "more than 13 tricks remain",
  PositionHandSize:
    "{seat} holds {holds} cards where {expected} are expected ({left} tricks left, {played} played to this one)",
  CheckerFailed: "the checker failed: {failure}",
};

/** A claim in words, from the claim view's data (`claimWhat`, `claimStanding`). */
export const CLAIM_PHRASES: Messages<ClaimPhrase> = {
  WhatWasClaimed: `{claimer, seat} {kind, select, claim {claims {claimed}} other {concedes {conceded}}} of the ${TRICKS_LEFT} left`,
  HowTheClaimStands:
    "{status, select, open {open: play is suspended (68D), not yet agreed or disputed} agreed {agreed (69A{final, select, true {, established} other {}}){settledKnown, select, true {: {side, side} take {settled} of the {remaining}} other {}}{corrected, plural, =0 {} other { after {corrections, laws}}}} disputed {disputed (68D2): the Director rules under Law 70} adjudicated {ruled by the Director under {ruledUnder}{settledKnown, select, true {: {side, side} take {settled} of the {remaining}} other {}}} void {void: play continued by agreement (68D2(b)); the play decides} cancelled {no claim: a defender's concession his partner objected to at once (68B2)} other {not a claim: a statement about the trick in progress (68 preamble)}}",
};
