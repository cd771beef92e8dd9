import type { AuctionConsequence } from "@bridgelaw/auction";
import type { Messages } from "../catalog.ts";

/** 27B1: the question on a replacement of an insufficient bid, 27B1(a) when asked, then 27B1(b) (2007: contained). */
const LOWEST_OR_COMPARABLE =
  "is {seat, seat}'s {call, call}, replacing the insufficient {withdrawn, call}, " +
  "{lowestAsked, select, true {{edition, select, " +
  "2007 {the lowest sufficient bid in the same denomination, both bids incontrovertibly not artificial (27B1(a))} " +
  "other {the lowest sufficient bid specifying the same denomination(s) (27B1(a){lowest, select, none {} other {; for a natural {withdrawn, call} that is {lowest, call}}})}}, or } other {}}" +
  "{edition, select, " +
  "2007 {of the same or a more precise meaning, fully contained in the meanings of the insufficient bid (27B1(b))} " +
  "other {comparable (23A1 same or similar meaning, 23A2 a subset, 23A3 same purpose: 27B1(b))}}?";

/** The auction's consequences in English (Laws 15–39). */
export const AUCTION: Messages<AuctionConsequence> = {
  // The rectifications several Laws share
  MustPass:
    "{seat, seat} must pass {scope, select, throughout {whenever it is his turn to call} other {at his next turn}} ({edition, select, 2007 {2007 } other {}}{law})",
  MustRepeat: "{seat, seat} must repeat {call, call} ({law})",
  MustPassNoDoubleByPartner:
    "{seat, seat} must pass throughout (2007 30B2(a)); his partner may not double or redouble at that turn (30B2(b))",
  PassOutOfRotationReplaced:
    "{partner, seat} may call freely (16C2 applies); {offender, seat} may make any legal call: comparable, no rectification; otherwise {partner, seat} passes at his next turn",
  DamageReview:
    "damage through the {cause, select, pass_out_of_rotation {pass out of rotation} irregularity {irregularity at position {about}} inadmissible_double {inadmissible {call, call}} barred_call {call by a player required to pass} bid_above_seven {bid above seven} other {enforced pass}} ({edition, select, 2007 {2007 } other {}}{under})",
  AssistanceReview:
    "damage through the assistance of the {source, select, insufficient_bid {insufficient {withdrawn, call} ({under})} other {withdrawn {withdrawn, call}}}",
  LeadRestrictionPending:
    "lead restriction ({law}) pending on {restricted, seat}: if {offender, seat} defends, declarer may {law, select, 26 {restrict the lead (2007 Code: 26A, require or forbid the suit of the withdrawn call; 26B, forbid any one suit)} other {prohibit one suit}} at {restricted, seat}'s first turn to lead",

  // The intake of a call (9B, 28, 33; screens)
  ScreensRectificationUnsupported:
    "the board is played with screens: rectification of {seat, seat}'s {call, call} (Law {law}) under screens is not supported by the engine (FFB RNC Annexe IV); the Director rules by hand",
  CalledOverCallOutOfRotation:
    '{seat, seat} called over {offender, seat}\'s {call, call} out of rotation: did he mean to accept it (29A, answer "accept") or to call in his own turn (28B, answer "own-turn")?',
  CallWhileRectificationPending:
    '{seat, seat} called {call, call} while the rectification of {offender, seat}\'s {irregularity, select, change_of_call {change of call} other {{irregular, call}}} was pending: the call is cancelled (answer "cancel"; Law 16C applies to it)',
  FurtherCallCancelled: "{seat, seat}'s {call, call} is cancelled",
  SimultaneousCallsReordered:
    "{seat, seat}'s {call, call}, made at the same time as {after, seat}'s {afterCall, call}, is deemed to follow it (Law 33)",
  SimultaneousCall:
    "{seat, seat}'s {call, call} was simultaneous with the previous call: deemed to follow it (Law 33)",
  RepeatRequired:
    "{seat, seat} must repeat {required, call} ({law}): {call, call} is cancelled; {seat, seat} calls again",

  // Law 15 (17D in the 2007 Code)
  WrongBoardNotCalled:
    "{seat, seat} holds the cards of another board but has not called: he takes his own hand",
  WrongBoardCallsCancelled:
    "{seat, seat} called with the cards of another board: his {call, call} and every later call are cancelled",
  WrongBoardAdjustedScore:
    "{partner, seat} has called since {seat, seat}'s call with the wrong cards: the Director awards an adjusted score ({law}, 12C2); record it with ScoreAdjusted",
  WrongBoardLaterCallReview:
    "if {seat, seat} later calls on the other board, does his call differ from the cancelled {call, call}?",
  WrongBoardCallsAgain: "{seat, seat} takes his own hand and calls again; the auction continues from there",

  // Law 17
  NoRectificationHandsReturned:
    "the hands are back in the board before attention was drawn to the pass out of rotation: there can be no rectification (17D2); the passes at positions {restored, list} stand and the board is passed out",
  DeprivedOfTurn:
    "{seat, seat} was deprived of his turn by a pass out of rotation: the auction reverts to {seat, seat}; the passes at positions {cancelled, list} are cancelled",
  AuctionPeriodOver:
    "the auction period is over ({law, select, 17D1 {the opening lead is faced} other {the hands are back in the board}}): no call may be changed after the misinformation any more (21B1(a)); the Director may adjust at the end of play (21B3)",

  // Laws 20F, 21
  CallAlerted: "{seat, seat} alerts {of, madeCall}",
  CallExplained: "{seat, seat} explains {of, madeCall}: {words}",
  OwnExplanationCorrected:
    "{seat, seat} corrects his explanation of {of, madeCall}: {words} (20F4(a); the Director applies 21B, 20F4(b))",
  PartnerExplanationCorrectedInAuction:
    "{seat, seat} corrects his partner's explanation of {of, madeCall} during the auction: {words}; 20F5(a) forbids it, and what it tells his partner is unauthorised information for him (16B)",
  PartnerExplanationMistaken:
    "{seat, seat} tells the opponents that his partner's explanation of {of, madeCall} was mistaken: {words} (20F5(b){defender, select, true {(i): a defender does so at the end of play} other {(ii): declarer or dummy, after the final pass}})",
  MisinformationReview: "misinformation about {of, madeCall}",
  CouldCallsBeInfluenced:
    'could {calls, madeCalls, at} of {misinformed, select, NS {North-South} other {East-West}} well have been influenced by the misinformation about {of, madeCall}? The Director presumes a mistaken explanation rather than a mistaken call (21B1(b)). Answer with the position of the call its maker may change (21B1(a), his partner not having called since), "none" (no change; 21B3 at the end of play), or "mistaken-call" (evidence of a mistaken call: no misinformation)',
  MistakenCallFound:
    "the Director finds evidence of a mistaken call, not a mistaken explanation: there was no misinformation; no call is changed and there is nothing to adjust under 21B3",
  NoChangeAllowed:
    "the Director does not allow a change of call: the calls stand; he may adjust at the end of play (21B3)",
  ChangeAllowed:
    "{seat, seat} may change his {call, call} without other rectification for his side{reopens, select, true {: the auction is open again if he does} other {}}",
  MayChangeCall:
    "{seat, seat} may change his {call, call} without other rectification for his side (make the change with CallChanged), or keep it",
  MayChangeInTurn:
    "{seat, seat} may in turn change his {call, call} (21B2: make the change with CallChanged; 16C applies to the call withdrawn), or keep it",
  CallChangedAfterMisinformation: "{seat, seat} changes {withdrawn, call} to {call, call} ({law})",
  KeepsCall: "{seat, seat} keeps his {call, call}",
  ChangesCall: "{seat, seat} changes his {call, call}: his new call follows",

  // Law 22
  PassedOut: "passed out: the hands are returned to the board, no redeal",
  AuctionOver:
    "the auction is over: contract {bid, call}{doubling} by {declarer, seat} (first of the side to name the strain), dummy {dummy, seat}",
  ExposedCardPenaltyCard:
    "{card, card} exposed by {seat, seat}, a defender, becomes a penalty card (Laws 50, 51)",
  ExposedCardReturned: "{card, card} exposed by {seat, seat} goes back to his hand",
  AuctionReopened:
    "the auction is not over any more: {seat, seat} calls{obligationsStand, select, true {; the obligations to pass stand} other {}}",

  // Law 23
  IsReplacementComparable:
    "is {seat, seat}'s {call, call} comparable to the withdrawn {withdrawn, call} (23A1 same or similar meaning, 23A2 a subset of its meanings, 23A3 the same purpose)? ({under})",
  ComparableCall:
    "{call, call} is comparable to the withdrawn {withdrawn, call} ({law}): no further rectification (23B, 26A)",

  // Law 24 (16D1 before the first call)
  CardExposedBeforeAuction:
    "{seat, seat} exposed {card, card} before the first call: extraneous information (16D1), not Law 24",
  MayBoardBePlayed:
    '{seat, seat} exposed {card, card} before the first call: may the board be played normally (answer "play"), or is it to be redealt or scored with an artificial adjusted score ("cancel")? (16D2)',
  CardAlsoExposed: "{seat, seat} also exposes {card, card} (the same incident)",
  CardExposedDuringAuction:
    "{seat, seat} exposes {card, card}{led, select, true { (led)} other {}} during the auction: it stays face up until the auction ends",
  CouldPartnerSeeCard:
    "could {partner, seat} have seen the face of {seat, seat}'s {card, card}{led, select, true { (led prematurely)} other {}}? (Law 24)",
  CardNotSeen: "{seat, seat} could not have seen the card: Law 24 does not apply",
  SingleLowCardExposed:
    "a single card below honour rank, not led: no further rectification (penalty card if {seat, seat} defends, 24E)",

  // Law 25
  PartnerCalledSince: "{seat, seat} has called since: {call, call} cannot be replaced under 25A",
  ChangeOfCall: "{seat, seat} changes {first, call} to {call, call}",
  WasCallUnintended:
    "{edition, select, 2007 {was {seat, seat}'s {call, call} inadvertent, and corrected without pause for thought (2007 25A)?} other {was {seat, seat}'s {call, call} unintended: a mechanical error or slip of the tongue, not a change of mind (25A1, 25A2)?}}",
  MayAcceptSubstitute:
    "{seat, seat} may accept {offender, seat}'s substituted {call, call} (25B1); otherwise it is cancelled and the first call stands (25B2)",
  FirstCallIntended: "{seat, seat}'s first call was intended: 25B applies",
  UnintendedCallReplaced: "{seat, seat}'s unintended {first, call} is replaced by {call, call}",
  MayWithdrawCallOver: "{seat, seat} may withdraw the call he made over {call, call} (25A6)",
  LhoKeepsCall: "LHO keeps his call",
  LhoWithdrawsCall: "{seat, seat} withdraws his call over the changed call",
  SubstituteAccepted:
    "{seat, seat} accepts {call, call}{byCalling, select, true { by calling over it} other {}}: {first, call} is withdrawn",
  SubstituteCancelled: "{call, call} is cancelled; {first, call} stands",
  ComparableForLeadRestriction:
    "is {seat, seat}'s {call, call} comparable to the withdrawn {withdrawn, call}? (26A: if so, no lead restriction)",
  DoesLaw26Apply:
    'does Law 26 apply to {seat, seat}\'s {under, select, 25B1 {withdrawn} other {cancelled}} {withdrawn, call} ({under}, 2007 Code: the Code does not say)? Answer "applies" (a lead penalty at his partner\'s first lead if he defends) or "does-not-apply"',

  // Law 26
  LeadRestrictionActive:
    "lead restriction active ({law}): at {restricted, seat}'s first turn to lead, declarer may {law, select, 26A {require or prohibit the lead of the withdrawn call's suit} other {prohibit one suit{specified, select, unknown { not specified by {offender, seat}} none { (any suit)} other {}}}}",
  WhichSuitsSpecified:
    'which suits did {seat, seat} specify in the legal auction ({law})? Answer with the suits, e.g. "C,D", or "none"',
  SuitsSpecified: "suits specified by the offender in the legal auction: {suits, suits}",
  NoSuitSpecified: "suits specified by the offender in the legal auction: none",
  EverySuitSpecified:
    "{offender, seat} specified every suit in the legal auction: declarer may prohibit no suit, so there is no lead restriction on {restricted, seat} (WBFLC Ex 22); the information of the withdrawn call is still unauthorised for his side (16C)",

  WithdrawnSuitSpecified:
    "{offender, seat} specified {suits, suits} in the legal auction, the suit of his withdrawn call: no lead penalty on {restricted, seat} ({law}); the information of the withdrawn call is still unauthorised for his side",

  // Law 27 (18D)
  MayAcceptInsufficientBid:
    "{seat, seat} may accept {offender, seat}'s insufficient {call, call} ({law}); calling over it accepts it",
  InsufficientBid: "{seat, seat}'s {call, call} is insufficient over {over, call}",
  InsufficientBidAccepted:
    "{seat, seat} accepts the insufficient {call, call}{byCalling, select, true { by calling over it} other {}}: it stands as legal",
  InsufficientBidRefused:
    "{second, select, true {{seat, seat} does not accept the second insufficient {call, call}: it is cancelled and ruled as 27B3 ({partner, seat} must pass throughout); {offender, seat} must replace it} other {{seat, seat} does not accept {call, call}: {offender, seat} must replace it with a legal call}}",
  PrematureReplacement:
    "{seat, seat} replaces {insufficient, call} by {call, call} before {lho, seat} has chosen: if {insufficient, call} is not accepted, {call, call} stands if legal",
  DoubleReplacementCancelled:
    "{seat, seat}'s {call, call} is cancelled: he must replace the insufficient bid with a sufficient bid or a pass",
  IsReplacementLowestOrComparable: LOWEST_OR_COMPARABLE,
  InsufficientBidReplaced:
    "{call, call} replaces {withdrawn, call} under {law}: the auction continues without further rectification",

  // Law 28
  PassDeemedMade: "{seat, seat} must pass: his pass is deemed made and {caller, seat}'s call is in rotation",
  OutOfRotationCancelledByTurn:
    "{seat, seat} calls in turn: {offender, seat}'s {call, call} out of rotation is cancelled, rectification forfeited (16C2 for {partner, seat})",

  // Law 29 (17D3)
  MayAcceptOutOfRotation:
    "{seat, seat} may accept {offender, seat}'s {call, call} out of rotation (29A), by choosing or by calling; otherwise it is cancelled (29B)",
  CallOutOfRotation:
    "{seat, seat}'s {call, call} is out of rotation: it was {turn, seat}'s turn (Law {under})",
  PassWouldEndAuction:
    "{seat, seat}'s pass out of rotation would end the auction while {deprived, seat} has not called: it is cancelled; {deprived, seat} calls (17D3: no other rectification)",
  PassAfterPassOutOfRotation:
    "{seat, seat} passed in rotation after {after, seat}'s pass, accepting it: not an offender (WBFLC Ex 15; 16C1: his pass is no unauthorised information); the pass is cancelled, as every pass after {deprived, seat} lost his turn; {deprived, seat} calls",
  OutOfRotationAccepted:
    "{seat, seat} accepts {offender, seat}'s {call, call}{byCalling, select, true { by calling} other {}}: it stands, and the auction continues from {seat, seat}",
  OutOfRotationCancelled: "{seat, seat}'s {call, call} is cancelled; the auction reverts to {turn, seat}",

  // Laws 31, 32
  RepeatIfRhoPasses:
    "if {rho, seat} passes, {seat, seat} must repeat {call, call} ({law}1); if he bids, doubles or redoubles, {seat, seat} may make any legal call ({law}2)",
  PartnerCallsFreely:
    "{partner, seat} may call freely (16C2 applies); {offender, seat} may make any legal call at his turn, ruled as in {ruledAs}",
  RhoPassedMustRepeat: "{rho, seat} passed: {seat, seat} must repeat {call, call} ({law})",
  AnyCallDenomination2007:
    "{seat, seat} may make any legal call: repeating the denomination, partner passes once; otherwise throughout (2007 31A2)",
  RhoActed:
    "{seat, seat} acted: {offender, seat} may make any legal call, comparable (no rectification) or not (partner passes at his next turn)",
  MustPassDenominationRepeated: "{seat, seat} must pass at his next turn (2007 {law}: denomination repeated)",

  // Law 36 (35A)
  InadmissibleDoubleOutOfRotation:
    "{seat, seat}'s {call, call} out of rotation is not permitted by Law 19: cancelled, never acceptable; the auction reverts to {turn, seat}",
  InadmissibleDouble: "{seat, seat}'s {call, call} is not permitted by Law 19 (Law 36)",
  RectifyInadmissibleDouble:
    '{seat, seat}\'s {call, call} is not permitted by Law 19: rectify under 36B (answer "36B", or draw attention); if {lho, seat} calls first, 36A applies',
  InadmissibleDoubleCancelled:
    "{seat, seat}'s {call, call} is cancelled; he must substitute a legal call (36B2)",
  InadmissibleDoubleAndLaterCallsCancelled:
    "{seat, seat} called before rectification: {offender, seat}'s {call, call} and the calls after it are cancelled; the auction reverts to {turn, seat} as though there had been no irregularity",

  // Law 37 (35B)
  ViolatesObligationToPass:
    "{seat, seat} is required to pass: his {call, call} violates the obligation (Law 37)",
  RectifyViolatedObligation:
    '{seat, seat}\'s {call, call} violates an obligation to pass: rectify under 37B (answer "37B", or draw attention); if {lho, seat} calls first, 37A applies',
  ViolationStands: "{seat, seat} called before rectification: {offender, seat}'s {call, call} stands (37A)",
  CallReplacedByPass: "{seat, seat}'s {call, call} is cancelled and replaced by a pass",

  // Law 38 (35C)
  BidAboveSeven: "{seat, seat}'s {call, call} is a bid of more than seven (Law 38)",
  RectifyBidAboveSeven:
    '{seat, seat}\'s {call, call} is a bid of more than seven: rectify under Law 38 (answer "38", or draw attention)',
  CallsReplacedByPass:
    "{seat, seat}'s {call, call} is cancelled with {lho, seat}'s {lhoCall, call} and replaced by a pass",
  LhoCalledAfterBidAboveSeven:
    "{seat, seat} called after the bid above seven: no lead restriction, no 72C review (38D)",

  // Law 39
  CallAfterFinalPass:
    "{seat, seat}'s {call, call} after the final pass is cancelled (39A); no further rectification (39B)",
  CallAfterFinalPassRestrictsLead:
    "{seat, seat}'s {call, call} after the final pass is cancelled (39A); at {restricted, seat}'s first turn to lead declarer may prohibit one suit not specified by {seat, seat} (39C)",

  // Refusals
  AuctionWaitsForRuling: "the auction waits for the Director's ruling under Law {law} (position {about})",
  NoCallToChange: "{seat, seat} has no call to change",
  AuctionAnswerNotListed: "the answer must be one of {answers, list}",
  ChangeNotLegalInPlace:
    "{law}: {seat, seat} may change his {withdrawn, call} (position {withdrawnAt}) only for a call legal in its place: {call, call} {because, select, above_seven {is a bid above seven (38)} inadmissible_double {is a double or redouble Law 19 does not permit there (36)} violates_pass {is not a pass, and he must pass throughout (37)} other {is insufficient over {over, call} (27)}}",
  SuitsSpecifiedAnswerExpected: 'the answer must list suits (S, H, D, C) separated by commas, or "none"',
};
