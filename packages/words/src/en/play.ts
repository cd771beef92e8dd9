import type { PlayConsequence } from "@bridgelaw/play";
import type { Messages } from "../catalog.ts";

/**
 * `text` when the optional field has one of the values (a seat, a suit, a trick number), else nothing: an ICU
 * `select` over the field's closed set of values (an absent field selects `other`).
 */
const given = (field: string, values: readonly (string | number)[], text: string): string =>
  `{${field}, select, ${values.map((v) => `${v} {${text}}`).join(" ")} other {}}`;
const SEATS = ["N", "E", "S", "W"] as const;
const SUITS = ["S", "H", "D", "C"] as const;
const TRICKS = Array.from({ length: 13 }, (_, i) => i + 1);

/** Why a card is referred to the Director (the note and the question say it alike). */
const REFERRAL =
  "{why, select, supply_first {{other, seat} must first supply his card to trick {trick}}" +
  " not_in_progress {a card played to trick {trick}, which is not in progress}" +
  " awaiting_ruling {played while the Director determines whether the proper leader followed or led (53B)}" +
  " after_play {a card played after the thirteenth trick}" +
  " during_correction {a card out of turn while {other, seat} corrects his play}" +
  " revoke_to_correct {a second card to trick {trick}, to which he revoked: attention drawn to his revoke brings its rectification (Law {law}); Law 45E covers only a second card after a legal one}" +
  ` other {played while {chooser, seat}'s choice under {under}${given("alsoChooser", SEATS, " and {alsoChooser, seat}'s choice under {alsoUnder}")} is pending}}`;

/** The words after "… what the question conveys may be unauthorized for his partner (16B)", when not open to him. */
const CLOSED = "; what the question conveys may be unauthorized for his partner (16B)";

const ADJUSTED_SCORE = "award an adjusted score (tricks: the declaring side's tricks)";

/** A card the seat does not hold (or no longer holds: played before), the Law that says so when one does. */
export const CARD_NOT_HELD =
  "{played, select, true {{card, card} has already been played} other {{law, select, 45C {45C: } other {}}{seat, seat} does not hold {card, card}{law, select, 24 {: a player exposes only a card of his own hand (24)} 13 {: it cannot be moved (Law 13)} other {}}}}";

/** The play's consequences in English (Laws 41–67, and the play's share of 10, 14, 26). */
export const PLAY: Messages<PlayConsequence> = {
  // refusals
  // one message for the tag, whoever refuses (the play; the table adds 45C, 24, 13 and a card played before)
  CardNotHeld: CARD_NOT_HELD,
  CardAlreadyPlayed: "{card, card} has already been played",
  DesignationNotFromDummy: "{law}: a designation is of a card from dummy ({dummy, seat}), not {seat, seat}",
  SubstituteNotWithdrawable:
    "{law}: {seat, seat} may not withdraw on his own the {card, card} he played instead of a penalty card (attention to it brings 52B)",
  NotDummy: "{law}: {seat, seat} is not dummy",
  PlayOptionNotOpen: 'no option "{option}" of Law {law} is open to {seat, seat}',
  NoLeadToWarnAbout:
    "{law}: dummy's warning is about declarer's lead to a new trick, before it is made; there is none now",
  NotDeclarersHand: '{law}: "{option}" is not one of declarer\'s hands',
  OnlyDummyDesignationChanged:
    "{law}: only declarer's designation of a card from dummy may be changed (the card is {seat, seat}'s)",
  CorrectionInProgress: "{law}: another correction is in progress",
  CardNotPlayed:
    "{law}: {seat, seat} has not played {card, card}{where, select, trick { to the trick} quitted_trick { to a quitted trick} other {}}",
  TooLateToChange:
    "{law}: too late to change the designation of {card, card}: {since, select, declarer {declarer has since played a card} other {partner has since played a card}}",
  NoLongerWithdrawable: "{law}: {card, card} can no longer be withdrawn",
  AmongWithoutAny: '{law}: "among" goes with "any" (declarer said "play one of these")',
  IntentionNotLegal:
    "{law}: declarer's evident intention must be two or more legal cards of dummy ({cards, cards})",
  NoTrickInProgress: "{law}: no trick is in progress",
  EmptyDesignation: "{law}: a designation names a suit, a rank, or says high, low, win or any",
  NotInTrickInProgress: "{law}: {seat, seat}'s {card, card} is not a card of the trick in progress",
  TooLateToRetract:
    "{law}: a card has since been played to the trick; too late to retract {card, card} (47E2(b): the Director may adjust)",
  NotFacedTogether:
    '{law}: {seat, seat}\'s {card, card} is not faced together with a card he led or played: log it without "together"',
  AskedHimself: "{law}: {seat, seat} cannot ask himself about a revoke",
  TrickNotComplete: "{law}: trick {trick} is not complete: a card is turned once its trick is complete",
  NoCardInTrick: "{law}: {seat, seat} has no card in trick {trick}",
  NoCardTurnedAt: "{law}: no card was turned at position {at}",
  NotMisoriented:
    "{law}: {seat, seat}'s card of trick {trick} points the way 65B requires: nothing to point out",
  TrickNotPlayed:
    "{law}: trick {trick} has not been {completed, plural, =0 {played (no trick is complete)} one {completed (# is)} other {completed (# are)}}",
  AlreadyHeld: "{law}: {seat, seat} already holds {card, card}",

  // audit entries, options and questions
  DummyFaced: "opening lead {card, card}: dummy ({dummy, seat}) is faced",
  TrickWon: "trick {trick} won by {winner, seat}",
  PlayEnded: "play ends: NS {ns} tricks, EW {ew} tricks",
  CardReferred: `{seat, seat} {card, card}: ${REFERRAL}; referred to the Director`,
  ReferredCardQuestion: `{seat, seat}'s {card, card} at position {position}: ${REFERRAL}. Rule under Law {law} (the card is not taken as played)`,
  DeclarerCardBack:
    "declarer's {card, card} from {seat, seat} before trick {trick} is complete goes back (no rectification for declarer)",
  DeclarerPlayedBeforeTurn:
    "declarer played {card, card} from {seat, seat} before his turn: a played card (57C3)",
  CardNotNamed: "{seat, seat} placed {card, card}, which declarer did not name (he named {named, card})",
  PlayedBeforeDesignation: "{seat, seat} played {card, card} before declarer designated",
  DeclarerPlayedOn: "declarer has played on: he must accept the card played instead of the penalty card",
  PlayGoesOn: "play goes on: {seat, seat} keeps his {card, card}",
  NextTrickLedAgain: "{seat, seat} now leads to trick {trick}: the cards played to it are taken back",
  PenaltyCardsLapse: "the play is over: {cards, cards} no longer penalty cards",
  RevokeCommitted:
    "{seat, seat} {kind, select, follow_suit {did not follow suit though able} penalty_card {did not play a penalty card when required (Law 52)} dummy {(dummy) did not follow suit though able} other {did not lead or play as a rectification required}}: revoke committed (rectified only once attention is drawn, Law 63)",
  DesignationComesTo: "declarer's designation comes to {card, card}",
  PenaltyCardClassified: "the Director classifies the penalty card as {kind}",
  TricksAdjusted:
    "adjusted result: the declaring side is credited with {tricks} tricks (replaces the {replaces, select, automatic_adjustment {automatic adjustment} other {result of the play}})",
  DummySeesDummyFollows: "dummy ({dummy, seat}) sees that dummy follows suit",
  AttentionAlreadyDrawn: "attention was already drawn to {offender, seat}'s revoke on trick {trick}",
  AttentionToRevoke:
    "attention is drawn to {offender, seat}'s revoke on trick {trick} ({card, card}), {status}",
  Trick12RevokeToCorrect:
    "a revoke on trick 12 is corrected even though established, before the hands are returned (at the end of play)",
  RevokeStands:
    "the revoke is established: trick {trick} stands as played; Law 64 applies at the end of play",
  RevokeCorrectedNoPenalty:
    "dummy, having forfeited his rights, drew attention first: the revoke is corrected with no penalty card (its information is authorized for both sides)",
  RevokeAsIfEstablished:
    "dummy, having forfeited his rights, asked first: {offender, seat}'s revoke ({card, card}) is corrected and Law 64 applies as if it were established (tricks won from his question on)",
  DirectorSummonedNoReview: `the Director is summoned${given("by", SEATS, " by {by, seat}")}: no rectification applied by the players to review`,
  RectificationsToReview: `the Director is summoned${given("by", SEATS, " by {by, seat}")}: he may confirm, modify or cancel the rectifications the players applied ({cards, cards} as penalty cards)`,
  PenaltyCardToReview:
    "the players treated {seat, seat}'s {card, card} as a {kind} penalty card (Law {under}) before the Director came: confirm it, cancel it (the card goes back to the hand) or change its class (10B)",
  PenaltyCardGone: "the penalty card at position {at} is no longer on the table",
  PenaltyCardCancelled:
    "the Director cancels the rectification: {seat, seat}'s {card, card} is not a penalty card and goes back to his hand",
  PenaltyCardReclassified:
    "the Director modifies the rectification: {seat, seat}'s {card, card} is a {kind} penalty card",
  PenaltyCardConfirmed: "the Director confirms {seat, seat}'s {card, card} as a {kind} penalty card",
  MissingCardRestored:
    "{card, card} is restored to {seat, seat}'s hand and is deemed to have belonged to it throughout",
  RevokeWithRestoredCard:
    "{seat, seat} held {card, card} when he did not follow to trick {trick} ({played, card}): a revoke{established, select, true {, established (63A1)} other {}}",
  NoLeadRestriction:
    "{offender, seat} specified every suit in the legal auction: no lead restriction on {leader, seat} (16C still applies)",
  LeadRestrictionOffered:
    "{leader, seat}'s first lead after {offender, seat}'s withdrawn call ({law}): declarer may forbid the lead of one suit not specified legally by the offender (as long as he keeps the lead), or make no restriction",
  LeadRequirementOffered:
    "{leader, seat}'s first lead after {offender, seat}'s withdrawn call ({law}): declarer may require or forbid the lead of {mayRequire, suits, or} (the withdrawn call's suit; a prohibition lasts as long as the leader keeps the lead), or make no restriction",
  NoLeadRestrictionMade: "declarer makes no lead restriction on {leader, seat}",
  LeadRestricted:
    "declarer {verb, select, require {requires} other {forbids}} {leader, seat} to lead {suit, suit}{verb, select, forbid { for as long as he keeps the lead} other {}}",
  LeadRestrictionLapses:
    "{offender, seat} specified every suit in the legal auction: the lead restriction on {restricted, seat} lapses (WBFLC Ex 22; 16C still applies)",
  FaceDownLeadReturned:
    "{seat, seat}'s face-down opening lead of {card, card} out of turn goes back to his hand (not a penalty card); {leader, seat} leads",
  QuestionAfterAuction:
    "{seat, seat} asks {what, select, review {for a review of the auction} explanation {for an explanation of an opponent's call} other {what the contract is}}: " +
    "{answer, select," +
    ` dummy_no_right {dummy has no such right (41B: not presumed dummy; 42A1 only facts and law)${CLOSED}}` +
    " reviewable_until_faced {the auction may be reviewed until the opening lead is faced}" +
    " until_faced {open until the opening lead is faced}" +
    " at_turn_to_lead {at his turn to lead}" +
    ` not_opening_leader {the opening leader's partner and declarer may ask, not the opening leader once he has led${CLOSED}}` +
    " contract_told {he is told the contract and whether it was doubled or redoubled, not by whom}" +
    ` only_at_own_turn {only at his own turn to play${CLOSED}}` +
    " first_turn {at his first turn to play, before he has played}" +
    ` review_over {the auction may no longer be reviewed once he has played; at his turn he may ask the contract (41C) or about a specific call (20F)${CLOSED}}` +
    " either_hand {at his turn, from his own hand or from dummy (41B fn)}" +
    " other {at his turn; the answer is authorized for him, his question may be unauthorized for his partner (16B)}}",
  DummyBreach: "dummy ({dummy, seat}) breached {clause}: liable to a procedural penalty (Law 90)",
  DummyTookPartQuestion:
    "dummy took part in the play: at the end of play, did it suggest a play to declarer that damaged the defenders? If so, award an adjusted score (WBFLC: not if declarer had no logical alternative)",
  DummyForfeitedRights: "dummy has forfeited his rights (43B2): see 43B2(a), 43B2(b) and 43B3",
  DummyDrewAttention:
    "dummy ({dummy, seat}) may not draw attention to an irregularity during the play (42B3): a procedural penalty is possible (43B1); the irregularity is rectified",
  ForfeitedDummyQuestion:
    "dummy, having forfeited his rights, drew attention to the defenders' irregularity: at the end of play, {edition, select, 2007 {adjust under 12B1 if the defenders gained} other {did the defenders gain through it? If so, adjust the defenders' score only (the declaring side keeps the table result)}}",
  NoRectificationForfeitedDummy:
    "no rectification (dummy, having forfeited his rights, drew attention to it)",
  PickedUpForfeitedDummy:
    "no rectification (dummy, having forfeited his rights, drew attention to it): {cards, cards} picked up",
  DummyWarnsWrongHand:
    "dummy ({dummy, seat}) warns declarer not to lead from the wrong hand: he may try to prevent an irregularity (42B2); {leader, seat} leads",
  WrongHandChoice:
    "dummy, having forfeited his rights (43B2), warned declarer not to lead from the wrong hand: either defender chooses the hand declarer leads from ({leader, seat} was to lead)",
  HandChosen:
    "{seat, seat} chooses that declarer leads from {hand, seat}; {next, seat}'s choice prevails if it differs (the Law is silent: by analogy with 55A)",
  DeclarerLeadsFrom: `declarer leads from {hand, seat}${given("was", SEATS, " (not {was, seat})")}, as {chooser, seat} chose`,
  MisplacedCardTooLate: "too late to withdraw the card (no 45D2 in the 2007 Code): the Director rules",
  MisplacedCardQuestion:
    "dummy's {card, card} (declarer named {named, card}) was found after both sides played to the next trick: rule (Laws 12, 84D under the 2007 Code)",
  MisplacedCardStands:
    "too late to correct dummy's {card, card}: the play stands{lead, select, true {; a failure to follow it is a revoke (declarer: 64A; a defender: 64C1)} other {; if dummy thereby revoked, 64B3 and 64C}}",
  AttentionAfterCorrection:
    "another correction is in progress: attention to dummy's card is to be drawn again after it",
  NamedCardPlayedInstead:
    "dummy's {card, card} is withdrawn: {named, card}, the card declarer named, is played in its place",
  MisplacedCardWithdrawn: "dummy's {card, card} is withdrawn: the card declarer named is played",
  MisplacedLeadRevoke:
    "{offender, seat}'s {card, card} on trick {trick} is a revoke {status}: Law 64 applies at the end of play ({by, select, dummy {64B3, 64C} defender {64C1 only} other {64A}})",
  DesignationChanged:
    "{seat, seat}'s {card, card} is changed (an unintended designation): withdrawn with no rectification (47C)",
  VoidDesignation:
    "declarer designated {designated, select, card {{card, card}} high {the high {suit, suit}} low {the low {suit, suit}} suit {a {suit, suit}} other {a {rank}}}, which dummy does not hold: void; declarer designates again",
  PlayAnything:
    "declarer said \"play anything\": either defender designates dummy's card (WBFLC: a card consistent with declarer's evident intention, e.g. a small card)",
  PlayOneOf:
    'declarer meant {cards, cards, or} and said "play one": either defender chooses between them (WBFLC Ex 42)',
  HighOrLowWithoutSuit:
    'declarer said "{word}" with dummy on lead and no suit (46B1 does not say): which card of dummy is played?',
  LowestWinnerQuestion:
    'declarer said "win"{dummyLast, select, true { but no card of dummy wins the trick} other { with dummy not last to play}}: which card is the lowest known to win?',
  RankNamesTwoCards:
    "declarer named a {rank} and dummy may legally play {cards, cards, or}: declarer says which (46B3(b))",
  DesignatedFromDummy: "{card, card} is designated from dummy ({law})",
  RetractedWrongTurn:
    "{seat, seat}'s {card, card}, played because an opponent said it was his turn, is retracted{was, select, pending_lead { with no rectification; it cannot be accepted (16C)} penalty_card {: not a penalty card (16C)} other { with no rectification (16C)}}",
  RetractedMistakenExplanation:
    "{seat, seat} retracts {card, card}, played before a mistaken explanation was corrected; he plays again (16C: unauthorized for his side)",
  TooLateToRetractStands:
    "{seat, seat}'s {card, card}, played before a mistaken explanation was corrected, can no longer be retracted: it stands",
  MistakenExplanationQuestion: `{seat, seat} played {card, card} after a mistaken explanation and it was too late to retract it: would he have played differently with the correct explanation, to the opponents' gain? If the non-offending side was damaged, ${ADJUSTED_SCORE}`,
  DeclarerCardExposed:
    "{seat, seat}'s {card, card} exposed: declarer's side is not subject to rectification; not a penalty card",
  AlreadyPenaltyCard: "{seat, seat}'s {card, card} is already a penalty card",
  NoPenaltyCardForDeclarer:
    "{seat, seat}'s {card, card}: no card of declarer or dummy becomes a penalty card",
  PenaltyCard:
    "{seat, seat}'s {card, card} is a {kind} penalty card (50B{kind, select, major {2} other {1}}{because, select, two_or_more {: he has two or more, all major} honour {: an honour} deliberate {: exposed through deliberate play} other {}})",
  PenaltyCardInformation:
    "while {card, card} is on the table, its information is authorized for every player",
  PenaltyCardGainQuestion: `{seat, seat}'s penalty card {card, card}: at the end of play, could the result well have been different without the help the offending side gained through the penalty card(s), to the non-offending side's damage? If so, ${ADJUSTED_SCORE}`,
  HowExposedQuestion:
    "was {seat, seat}'s {card, card} exposed inadvertently (a minor penalty card, 50B1) or through deliberate play (major, 50B2)? Minor until you rule",
  PenaltyCardPlayed: "{seat, seat} plays his {kind} penalty card {card, card}",
  PenaltyCardOriginUnauthorized:
    "how {card, card} came to be a penalty card is now unauthorized information for {partner, seat}",
  PenaltyCardLeadOptions:
    "{leader, seat} is on lead and his partner {holder, seat} has the major penalty card{law, select, 50D2 {} other {s}} {cards, cards}: " +
    "declarer may require or forbid the lead of {law, select, 51B2 {one of those suits} other {that suit}} " +
    "(the card{law, select, 50D2 {} other {s}} of that suit then picked up; a ban lasts while {leader, seat} keeps the lead)" +
    "{law, select, 51B2 {{edition, select, 2007 {} other {, or make no requirement (the cards stay)}}} other {, or make no requirement (the cards stay)}}",
  NoLeadRequirement:
    "declarer makes no requirement: {leader, seat} may lead any card; {holder, seat}'s penalty cards stay on the table",
  PenaltyCardLeadRestricted:
    "declarer {verb, select, require {requires} other {forbids}} {leader, seat} to lead {suits, suits, or}{verb, select, forbid { for as long as he keeps the lead} other {}}; {holder, seat} picks up {picked, cards} (no longer a penalty card); Law 59 if he cannot comply",
  PickedUpInformation:
    "the information from {cards, cards}, picked up, is unauthorized for {leader, seat} and authorized for declarer",
  WhichPenaltyCard:
    "{player, seat} must play a major penalty card and may legally play {cards, cards, or}: declarer says which",
  PenaltyCardDesignated: "declarer designates {card, card}: {seat, seat} must play it to trick {trick}",
  SubstituteMustBeAccepted:
    "{offender, seat}'s {card, card} instead of a penalty card stands: declarer has since played, so he must accept it; the penalty cards stay (52B1(c))",
  SubstituteForPenaltyCard:
    "{offender, seat} played {card, card} instead of a penalty card: declarer may accept it (the penalty cards stay) or reject it ({offender, seat} plays the penalty card and {card, card} becomes a major penalty card, 52B2)",
  PlayInsteadOfPenaltyCardAccepted:
    "declarer accepts {offender, seat}'s {card, card}; the penalty cards stay (52B1(c))",
  SubstituteRejected: "declarer rejects {card, card}: {offender, seat} must play {due, cards, or} instead",
  LeadAtTrick13Cancelled:
    "{seat, seat}'s lead of {card, card} at trick 13 is cancelled (fn 17): {proper, seat} leads",
  OpeningLeadByDeclaringSide:
    "{seat, seat} of the declaring side attempted the opening lead: Law 24 applies; the card goes back, no penalty card (the offender is not a defender)",
  LeadOutOfTurnAccepted:
    "{offender, seat}'s lead of {card, card} out of turn is accepted{how, select," +
    " spread_and_play {: dummy is spread and declarer plays the second card from his own hand (54B1)}" +
    " declarer_play { by declarer's play (54B1)}" +
    " dummy_play {: declarer played the second card from dummy, which stands (54B2)}" +
    " choice { by {by, seat}}" +
    " declarer { by declarer}" +
    " play_to_it { by {by, seat}'s play to it}" +
    " finding { by {by, seat}'s play to it (the Director's finding, 53B)}" +
    " should_have_played_last { by {by, seat}, who should have played last: Law 57 applies to his card}" +
    " rectification_forfeited { by the play from {by, seat} (60A1: rectification forfeited)}" +
    " forfeited_dummy { (dummy, having forfeited his rights, drew attention to it)}" +
    " other {}}: it stands as the lead",
  ProperLeadMade:
    "{proper, seat} makes the proper lead: {offender, seat}'s {card, card} goes back to his hand, not a penalty card (its information is unauthorized for his side, 16C)",
  FollowingOrLeading:
    "{seat, seat}, the proper leader and next after {offender, seat}'s lead out of turn, plays {card, card}: following to it or leading? The Director determines it",
  FollowedOrLedQuestion:
    "{seat, seat}'s {card, card} after {offender, seat}'s lead of {led, card} out of turn: did he follow to it (accepting the lead, 53A) or lead himself (his proper lead, 53B)?",
  OpeningLeadOutOfTurn:
    "{offender, seat} faced the opening lead {card, card} out of turn ({proper, seat} was to lead): declarer may spread his hand and become dummy (54A), accept the lead (54B), or refuse it (54D: {card, card} becomes a major penalty card); if he could have seen any of dummy's cards he must accept (54C)",
  DeclarerBecomesDummy:
    "{seat, seat} spreads his hand and becomes dummy; {declarer, seat} becomes declarer and the lead is in turn",
  OpeningLeadRefused:
    "declarer refuses the lead: {proper, seat} must lead (after declarer's choice under 50D2)",
  MustAcceptOpeningLead:
    "declarer could have seen dummy's {card, card}: he must accept the opening lead (54C)",
  MustSpreadHand:
    "declarer began to spread his hand ({card, card}): he must spread it all and become dummy (54A)",
  DeclarerLeadOutOfTurn:
    "declarer led {card, card} from {offender, seat} out of turn ({proper, seat} was to lead): each defender may accept the lead or require its retraction; if they disagree, {next, seat} (next to play) decides (55A)",
  DeclarerLeadQuestion:
    "declarer's lead of {card, card} from {offender, seat} out of turn ({outcome}): at the end of play, did declarer follow a line that could have been based on information from it (WBFLC Ex 44: a finesse after the lead was declined)? If so, award an adjusted score (Law 16; tricks: the declaring side's tricks)",
  LeadRetractedDefenderLeads:
    "the lead is retracted: {card, card} goes back to declarer's hand with no further rectification; {proper, seat} leads",
  LeadRetractedDeclarerLeads:
    "the lead is retracted: {card, card} goes back; declarer must lead from {proper, seat} (any card); 55C: Law 16 applies to information from it",
  DefenderChooses: '{seat, seat} chooses "{option}"; {next, seat}\'s choice prevails if it differs',
  DefenderLeadOutOfTurn:
    "{offender, seat} led {card, card} out of turn ({proper, seat} was to lead): declarer may accept the lead (56A) or require its retraction (56B: {card, card} becomes a major penalty card){properLead, select, true {, or make his proper lead from {proper, seat} (53B)} other {}}",
  LeadRetracted:
    "declarer requires the lead to be retracted: {proper, seat} leads{afterChoice, select, true { (after declarer's choice under 50D2)} other {}}",
  SecondLeadIsTheLead: "{seat, seat}'s {card, card} is the lead",
  BothDefendersLed:
    "both defenders led: {offender, seat} {card, card} out of turn, then {partner, seat} {partnerCard, card}. Declarer may accept {card, card} ({partnerCard, card} becomes a major penalty card) or refuse it ({card, card} becomes a major penalty card and {partnerCard, card} is the lead)",
  LeadsAsWell: "{seat, seat} leads {card, card} as well",
  NoRectificationDummyTookPart:
    "{seat, seat} played before his partner after dummy took part in the play (43A1(c)): no rectification, the card is played",
  NoRectificationBothHands:
    "{seat, seat} played before his partner, but declarer had played from both hands: no rectification, the card is played",
  PrematurePlayOptions:
    "{offender, seat} {how, select, lead {lead to trick {leadTo} before trick {trick} is complete} other {card played out of turn}} before his partner played: " +
    `declarer chooses {partner, seat}'s card to trick {trick}: the highest or lowest ${given("suitLed", SUITS, "{suitLed, suit}")} he holds` +
    "{edition, select, 2007 {} other {, a card of another suit named,}} or no card of another suit named (Law 59 if he cannot comply)",
  MustPlayInTurn:
    "{seat, seat} played {card, card} out of turn after his partner: it can be played legally, so he must play it at his turn (Law 16 applies)",
  PartnerPlayRestricted:
    "declarer requires {partner, seat} to play {verb, select, highest {the highest {suit, suit} he holds} lowest {the lowest {suit, suit} he holds} require {a {suit, suit}} other {no {suit, suit}}} to trick {trick} (57B: any card if he cannot; {offender, seat} must play his penalty card at the first legal opportunity)",
  FacedTogetherReturned: "{seat, seat}'s {card, card}, faced with another card, goes back to his hand (48A)",
  RevokeInquiry:
    "{seat, seat} asks {of, seat} whether he has a card of the suit led{kind, select," +
    " dummy_of_declarer { (dummy may ask declarer)}" +
    " dummy_forfeited { (dummy may ask declarer; having forfeited his rights, 43B2(b) applies if he is first to ask about a revoke)}" +
    " dummy_of_defender {: dummy may not ask a defender (16B may apply)}" +
    " surprised {, in a manner that shows surprise: no rectification; the question may suggest an unexpected holding to his partner (16B, unauthorized information)}" +
    " other {}}",
  SurpriseQuestion: `{seat, seat}'s question about a revoke conveyed surprise (WBFLC Ex 45): did his partner, {partner, seat}, choose among logical alternatives one the unauthorized information suggested (16B)? If the declaring side was damaged, ${ADJUSTED_SCORE}`,
  RevokeCorrected:
    "{offender, seat}'s revoke on trick {trick} ({card, card}) is corrected: the card is withdrawn and {offender, seat} must substitute a legal card",
  BothRevokesCorrected: "both sides' revokes on the trick are corrected (62C3): no trick adjustment",
  Trick12RevokeInformation:
    "{offender, seat} revoked on trick 12 before {partner, seat}, his partner, played to it: the information from {offender, seat}'s {card, card} and from the card that corrects it is unauthorised for {partner, seat} (16C); {card, card} is not a penalty card whose information would be authorised (50E1)",
  Trick12RevokeQuestion: `{offender, seat}'s revoke on trick 12 ({card, card}) before {partner, seat} played to it: did {partner, seat} choose a play that the unauthorised information from his partner's two last cards could have suggested (16C2)? If the declaring side was damaged, ${ADJUSTED_SCORE}`,
  Substitutes: "{seat, seat} substitutes {card, card}",
  MayWithdraw:
    "{seat, seat} may withdraw his {card, card} and substitute another card ({law}{law, select, 62C2 {: as a defender's card it becomes a penalty card} other {}})",
  KeepsCard: "{seat, seat} keeps his {card, card}",
  WithdrawsCard:
    "{seat, seat} withdraws his {card, card}{substitute, select, true { and must substitute a card} other {}} (16C: unauthorized information for his opponents' side)",
  Trick12RevokeCorrectedAfterPlay:
    "{offender, seat}'s revoke on trick 12 is corrected though established: {card, card} goes to trick 12 (won by {winner, seat}), who leads to trick 13; no trick adjustment (64B6)",
  RevokeEstablished:
    "{offender, seat}'s revoke on trick {trick} ({card, card}) is established: {seat, seat} {law, select, 63A1 {played} other {designated a card}} to trick {to}",
  RevokeEstablishedByClaim:
    "{offender, seat}'s revoke on trick {trick} is established by {law, select, 63A3 {his side's claim or concession} other {his side's agreement to the claim}}",
  RevokeRectified:
    "{offender, seat}'s established revoke on trick {trick}: {tricks, plural, =0 {no automatic trick adjustment ({law})} one {# trick transferred from {from, side} to {to, side}} other {# tricks transferred from {from, side} to {to, side}}}",
  CompensationQuestion:
    "{offender, seat}'s revoke on trick {trick}: is the non-offending side fully compensated by the adjustment of Law 64 ({tricks, plural, one {# trick} other {# tricks}})? If not, rule the tricks the declaring side is credited with (an adjusted score replaces the automatic adjustment)",
  CardMisoriented:
    "{seat, seat}'s card of trick {trick} points toward {toward, select, partner {his partner} other {the opponents}}, though his side {toward, select, partner {lost} other {won}} it: misoriented (the trick stays {winner, seat}'s, 44); it may be pointed out until his side plays to the next trick (65B3)",
  CardLeftFaceUp: `{seat, seat}'s card of trick {trick} was left face up until trick {until}${given("inProgress", TRICKS, " ({inProgress} in progress)")}: each player turns his card face down once the trick is complete (65A, 45G)`,
  CardLeftFaceUpQuestion: `{seat, seat}'s card of trick {trick} stayed face up until trick {until} (65A): were the opponents misled by it? The Laws give no rectification: if they were damaged, award an adjusted score (12A1; tricks: the declaring side's tricks)`,
  AlreadyPointedOut: "{owner, seat}'s misoriented card of trick {trick} was already pointed out",
  MisorientationPointedOut:
    "{seat, seat} points out that {owner, seat}'s card of trick {trick} is misoriented{when, select," +
    " in_time {; it is turned the right way}" +
    " declarer_late { (declarer may at any time: dummy has no information to use); it is turned the right way}" +
    " dummy_late { after his side played to the next trick: dummy's right under 65B3 has ended; he may not tell declarer anything about the play (43A1(c))}" +
    " other { after his side played to the next trick (65B3): his partner may not use the information (16B)}}",
  DummyToldDeclarerQuestion:
    "dummy told declarer of the misoriented card of trick {trick} after his right had ended (WBFLC Ex 47): did declarer gain through it? If the defenders were damaged, award an adjusted score (tricks: the declaring side's tricks; at matchpoints and IMPs the judgement may differ)",
  CardsMixedAfterClaim: "{seat, seat} mixed his played cards after the claim at position {claim}",
  FactsEstablishedQuestion:
    "{seat, seat} mixed his cards after the claim at position {claim}: can the facts still be established? If not, rule in favour of the other side (tricks: the declaring side's tricks)",
  PlayedCardsDisturbed:
    "{seat, seat} disturbed the order of his played cards before the tricks were agreed: he puts at risk his right to claim ownership of doubtful tricks, or to claim or deny a revoke (65D)",
  ClaimRightAtRisk:
    "{disturbed, seats, and} disturbed the order of his played cards: {seat, seat}'s side has put at risk its right to claim ownership of doubtful tricks or a revoke",
  TrickInspectedAfterPlay:
    "{seat, seat} inspects trick {trick} after the play (66D: to settle a claim of a revoke or of the number of tricks; each player handles only his own cards)",
  TrickInspectedOnInstruction: "trick {trick} is inspected by {seat, seat} on the Director's instruction",
  DummyInspectsTrick:
    "dummy ({seat, seat}) inspects trick {trick}: 66A and 66B are declarer's and the defenders' rights, not dummy's (42A2: he may keep count of the tricks)",
  OwnCardLooked: "{seat, seat} looks at his own card of trick {trick} (he may not show it)",
  TrickFacedForInspection: "the cards of trick {trick} are faced for {seat, seat}'s inspection",
  InspectionNotAllowed:
    "{seat, seat} inspects trick {trick}, which the Law does not allow now: {why, select, turned {he has turned his own card face down (66A; he may still look at his own card, 66B)} other {trick {trick} is quitted: no quitted trick may be inspected before the end of play except on the Director's instruction (66C)}}; the information is unauthorized for his partner (16B) and a procedural penalty is possible (90)",
  TrickQuittedShort: "trick {trick} is quitted with {count} cards (won by {winner, seat}): a defective trick",
  SecondCardToTrick: "{seat, seat} played {card, card} to trick {trick}, to which he had already played",
  SecondCardPenalty:
    "{seat, seat}'s second card {card, card} to trick {trick}, to which he had already played, is not played: it is a penalty card (45C1, Law 50){partnerToPlay, select, true {; not a premature play (57A): nothing restricts {partner, seat}'s play to the trick} other {}}",
  SecondCardReturned:
    "declarer's second card {card, card} from {seat, seat} to trick {trick}, to which that hand had already played, stays in the hand with no rectification",
  DefectiveTrickSupply: "trick {trick} is defective: {seat, seat} must supply a card he can legally play",
  DefectiveTrickNoCard: "trick {trick} is defective, but {omitted, seats, and} hold no card",
  DefectiveTrickQuestion:
    "trick {trick} lacks the card of {omitted, seats, and}, who hold none: find the other defective trick (67B2) or rule",
  DefectiveTrickFaceCard:
    "trick {trick} is defective: {seat, seat} must face a card now and place it among his played cards (of the suit led if he has one)",
  DefectiveTrickClosed: "trick {trick} can no longer take {seat, seat}'s card",
  DefectiveCardQuestion: "{seat, seat}'s {card, card} for the defective trick {trick}: rule",
  CardPlacedInDefectiveTrick:
    "{seat, seat} places {card, card} in trick {trick}; the trick stays with {winner, seat}; he is deemed to have revoked on it",
  PlacedCardNotOfSuitLed:
    "{card, card} is not of the suit led though {seat, seat} holds one: the Director may require another card",
  FifthCardPenalty: "{seat, seat}'s fifth card {card, card} to trick {trick} goes back as a penalty card",
  FifthCardReturned:
    "declarer's fifth card {card, card} goes back to {seat, seat} with no further rectification",
  ExtraCardRestored:
    "{card, card} is restored to {seat, seat}'s hand (held all along); the ownership of trick {trick} is unchanged",
  MustPlaceCard: "{seat, seat} must now place a card in trick {trick}",
  RevokeWithExtraCard:
    "{seat, seat} held {card, card} when he did not follow to trick {trick}: an established revoke",
  CardBackInHand: "{seat, seat}'s {card, card}, played to trick {trick}, is back among his unplayed cards",
  CardPutBack: "{card, card} is put back among {seat, seat}'s played cards (trick {trick})",
  CardPutBackFromTrick:
    "{card, card} is put back among {seat, seat}'s played cards (trick {trick}); played again to trick {again}, it is withdrawn from it and {seat, seat} plays another card",
  CardPlayedTwice:
    "{card, card} was played twice by {seat, seat}: to trick {trick} and to trick {again}; too late to correct the second play",
  PlayedTwiceQuestion: `{seat, seat} played {card, card} twice (tricks {trick} and {again}): was the non-offending side damaged? If so, ${ADJUSTED_SCORE}`,
  NoCardLeft: "{seat, seat} has no card left to play to trick {trick}: find the defective trick (67B)",
};
