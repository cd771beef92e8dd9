import type { TableConsequence } from "@bridgelaw/table";
import type { Messages } from "../catalog.ts";
import { CARD_NOT_HELD } from "./play.ts";

const WORDS = "{words, select, absent {} other {: {words}}}";
const UNIT = "{unit, select, imps {IMPs} percent {%} other {points}}";

/** The table's consequences in English: Laws 2, 9, 13–17, 20F, 41A, 45C, the rulings, the score (12, 79, 81–93). */
export const TABLE: Messages<TableConsequence> = {
  BoardOpened:
    "board {board}: {lawDealer, select, absent {dealer {dealer, seat}, vulnerability {vulnerability}} other {the markings (dealer {dealer, seat}, vulnerability {vulnerability}) apply; Law 2 gives {lawDealer}/{lawVulnerability}}}",
  DealerCallsFirst: "{seat, seat} (dealer) calls first",
  AttentionCalled:
    "{seat, seat} draws attention to an irregularity{about, select, absent {} other { (position {about})}}",
  OpeningLeader:
    "{seat, seat} (declarer's LHO) makes the opening lead{chooser, select, absent {} other {, once {chooser, seat} has chosen under Law {under}}}",
  FaceDownLeadBack:
    "{seat, seat}'s face-down opening lead {card, card} goes back to his hand: the auction is not over",
  DirectorCalled: "the Director is summoned",
  MovedOnNoClaim: "the table moved on ({how}): no claim on this board",
  RulingGiven:
    "Director's ruling on position {about}{answer, select, absent {{tricks, select, absent {" +
    WORDS +
    "} other {: {tricks} tricks{words, select, absent {} other {; {words}}}}}} other {: {answer}{tricks, select, absent {} other {; {tricks} tricks}}{words, select, absent {} other {; {words}}}}}",
  AdjustedScoreAnswers: "the adjusted score answers the question of Law {under} about position {about}",

  HandCount: "{seat, seat} {count}",
  WrongCountDealt:
    "the board holds {counts, facts} cards ({law, select, 13 {more than 13 in a hand: Law 13} other {a card missing: Law 14}} applies once it is found; 7B2: each player counts his cards)",
  WrongCountFound: `{seat, seat}'s hand is found with {count} cards ({counts, facts}){seen, select, true {; a player has seen a card of another hand} other {}}${WORDS}`,
  DealCountRuling:
    'the deal as recorded has hands of the wrong size ({counts, facts}): Law {law} is the Director\'s matter and the board is not scored until he rules: when the table found it (WrongNumberOfCards), the deal corrected (DealCorrected), or an adjusted score (ScoreAdjusted under {law} about position {position}, or answer "adjust")',
  SearchMissingCard:
    "{law, select, 14A {search for the missing card: restore it to the deficient hand (14A1) or reconstruct the deal from another pack (14A2), with DealCorrected; no call is changed (14A3)} other {search for the missing card: restore it to the deficient hand (14B2) or reconstruct it from another pack (14B3), with DealCorrected; a card found among the played cards is Law 67 (14B1)}}",
  CardCountAfterPlay:
    "a hand held more than 13 cards and another fewer, found after the play: the result is cancelled; award an adjusted score (ScoreAdjusted under {law} about position {position}; 86B may apply; a procedural penalty may be added)",
  CalledWithWrongCount:
    'a player with a wrong number of cards has called: can the deal be corrected and played without any change of call (answer "play", {play}), or is an adjusted score awarded (answer "adjust", {adjust})?',
  CorrectHands:
    "no player with a wrong number of cards has called: correct the hands (DealCorrected) and the board is played normally ({law}1)",
  PlayOnCorrected: "the deal is corrected and played without any change of call",
  CorrectHandsPlayOn:
    "correct the hands (DealCorrected): the auction and play continue without any change of call",
  NotPlayedWrongCount:
    "a call was made with a wrong number of cards: the board is not played; an adjusted score",
  AwardAdjustedScore:
    "award an adjusted score (ScoreAdjusted under {law} about position {position}); a procedural penalty may be added",
  CardMove:
    "{card, card} {from, select, absent {restored to {to, seat}} other {moved from {from, seat} to {to, seat}}}",
  DealCorrection: `the Director corrects the deal: {moves, facts}${WORDS}`,
  RestoredCardUnauthorised:
    "knowledge of the restored {card, card} is unauthorised information for {seat, seat}",
  CallsStandRestored:
    "the auction and play continue: no call is changed, the hand is deemed to have held its cards throughout",
  CardPlaceUnauthorised: "the place of {card, card} is unauthorised information for {seat, seat} (2007 Code)",
  RelocationAuthorised: "the knowledge of the card's relocation is authorised information (2017, WBFLC)",
  SeenCardReview:
    "a player saw a card of another hand: at the end of play, did that extraneous information affect the result? If so, an adjusted score (ScoreAdjusted under {law} about position {position}, 12C1(b))",
  PlayedOnReview:
    "the deal was corrected and played on ({law}): at the end of play, an adjusted score if the irregularity affected the result (ScoreAdjusted under {law} about position {position})",

  Pairs:
    "{NS, select, absent {{EW, select, absent {not named} other {EW {EW}}}} other {NS {NS}{EW, select, absent {} other {, EW {EW}}}}}",
  WrongContestantsRepeat: `a contestant plays a board not meant for it (pairs as scheduled {scheduled, facts}, at the table {seated, facts})${WORDS}: the auction is annulled, the correct players are seated and must repeat the calls`,
  CallsRepeatedSame:
    'the correct players repeat the calls of the first auction: was every call the same ("repeated": the auction and play continue) or did one differ in any way ("differs": the board is cancelled, 15C)?',
  PlayedBefore: `{seats, seats, and} had played the board before: it is cancelled for both sides${WORDS}`,
  AwardArtificialCancelled:
    "the board is cancelled ({cancelled}): award an artificial adjusted score (12C2(a)) to each contestant deprived of a valid score (ScoreAdjusted under {law} about position {position})",
  ScoreStandsForSeated: `the board is played by contestants not scheduled for it here (as scheduled {scheduled, facts}, at the table {seated, facts})${WORDS}: none had played it, the auction and play are completed and the score stands for the pairs who sat here; the Director may have the two pairs play the correct board later`,
  DeprivedGetArtificial:
    "a contestant deprived of the chance to earn a valid score gets an artificial adjusted score (12C2(a))",
  RepeatedCallDiffered: "a repeated call differed from the first auction: the board is cancelled",
  AwardScoresCancelled:
    "the board is cancelled (15C): award the adjusted scores (ScoreAdjusted under 15C about position {position})",
  OtherBoardCardsHeld:
    "{seat, seat} held the cards of board {board}: when he calls on board {board}, its log ties it here (CardsCalledOnAnotherBoard with this log{at, select, absent {} other {, at: {at}, his cancelled {call, call}}}), and the Director compares his call with the cancelled one",
  CalledOnOtherBoard:
    "{seat, seat} called {call, call} on another board{board, select, absent {{log, select, absent {{at, select, absent {} other { (position {at})}}} other { (log {log}{at, select, absent {} other {, position {at}}})}}} other { (board {board}{log, select, absent {} other {, log {log}}}{at, select, absent {} other {, position {at}}})}} holding this board's cards; that call was cancelled (15A1): its information is unauthorised for his side (16C)",
  CallDiffersQuestion:
    '{seat, seat} calls {call, call} here after his cancelled {cancelled, call} with these cards on another board: does his call differ from it (a significantly different meaning, or psychic: fn 3)? If so, award an artificial adjusted score (ScoreAdjusted under 15A3 about position {position}); if not, answer "same"',
  CallDiffers: "the call differs from the cancelled one: an artificial adjusted score (12C2)",
  AwardArtificialCallDiffers:
    "the offender's call differs (15A3): award an artificial adjusted score (ScoreAdjusted under 15A3 about position {position})",

  ExtraneousInformationGiven: `{seat, seat}: {kind, select, hesitation {an unmistakable hesitation (a break in tempo)} haste {unwonted speed} remark {a remark} question {a question} reply {a reply to a question} alert {an unexpected alert or failure to alert} emphasis {special emphasis, tone or inflection} gesture {a gesture, movement or mannerism} other {extraneous information}}{about, select, absent {} other { (with position {about})}}${WORDS}; unauthorised for {partner, seat}: he may not choose a call or play demonstrably suggested by it when a logical alternative exists (16B1(a))`,
  RightsReserved: "{seats, seats, and} reserve the right to call the Director later",
  SuggestedActionReview:
    "at the end of play: did {partner, seat} choose, among logical alternatives, an action demonstrably suggested by {seat, seat}'s {kind} (16B1(a)), to the opponents' damage? If so, an adjusted score (ScoreAdjusted under 16B3 about position {position}, 12C1; or tricks for the declaring side); if not, the table result stands",

  HandsBackInBoard: `{when, select, before_auction {the hands are back in the board before any call: the auction period begins again when a player takes his cards out (17A)} auction {the hands are back in the board though the auction is not over: it does not end the auction (17D2 ends only a passed-out one); the players take their cards out and the auction continues} passed_out {the board was passed out (22B): with the four hands back in the board the auction period ends; no call may be changed any more (25A5)} clarification {the hands are back in the board before the opening lead is faced: the auction period ends only when it is faced (17D1)} play {the hands are back in the board before the play is over: attention drawn to a revoke from now on comes after the hands were returned} other {the four hands are back in the board: a revoke on trick 12 can no longer be corrected (62D1); attention drawn from now on comes after the hands were returned}}${WORDS}`,

  ExplanationAsked: `{seat, seat} asks about {target, select, absent {the opponents' auction} other {{target, seat}'s {call, select, absent {{card, card}} other {{call, call}}}}}{allowed, select, true { (} other {: not open to him now, }}{reason, select, turn_to_call {at his own turn to call} not_turn_to_call {only at his own turn to call (20F1)} must_pass {not when the Law requires him to pass (20F1, fn 7)} no_play {there is no play: after the final pass, only during the play (20F2)} dummy {dummy does not ask (20F2, 43A)} declarer_turn {declarer at his turn to play, from his hand or dummy} declarer_not_turn {declarer only at his turn to play, from his hand or dummy (20F2)} defender_turn {a defender at his own turn to play} defender_not_turn {a defender only at his own turn to play (20F2)} other {about his own side's call: not an explanation of the opponents' (20F1, 20F2)}}{allowed, select, true {); the reply comes from {target, select, absent {the partner of the player whose call it was} other {{replier, seat}}}${WORDS}} other {: what the question conveys may be unauthorised for {partner, seat} (16B)}}`,
  SingleCallQuestion: "a question about a single call: Law 16B1 may apply (for {partner, seat})",
  ExplanationAnswered:
    "{seat, seat} answers {asker, seat}'s question (position {question}){dueFrom, select, absent {} other {; the reply is due from {dueFrom, seat}, the partner of the player who made the call, unless the Director directs otherwise ({law})}}",

  CardHandledNoted: `{played, select, true {{how, select, held_up {{seat, seat} held {card, card} so that {partner, seat} saw its face} other {declarer's {card, card} {how, select, at_rest {came to rest face up, touching or nearly touching the table} other {was held in a position indicating it has been played}}}}: it is played} false {{how, select, one_movement {declarer moved {card, card} toward the table and took it back in one movement: not played (WBFLC on 45C2)} other {declarer touched dummy's {card, card} to arrange dummy's cards or to reach another: not played}}} other {{how, select, held_up {{seat, seat} held {card, card} up: could {partner, seat} possibly have seen its face? The Director finds it} other {declarer touched dummy's {card, card}: deliberately, other than to arrange or reach another card? The Director finds it}}}}${WORDS}`,
  WasCardPlayed:
    "{law, select, 45C1 {was {seat, seat}'s {card, card} held so that {partner, seat} could possibly see its face (45C1: then it is played to the current trick)? Whether he saw it does not matter} other {did declarer touch dummy's {card, card} deliberately, not to arrange dummy's cards or to reach a card above or below it (45C3: then it is played)?}}",
  CardFoundPlayed:
    "{seat, seat}'s {card, card} {played, select, true {is a played card} other {is not played}} ({law})",

  ResultLabel:
    "{contract, select, absent {NS {NS}} other {{contract}{over, select, absent {} other {{over, plural, =0 {=} other {{over, signed}}}}}{declarer, select, absent {} other { by {declarer}}}}}",
  ScoreMark: "{NS, mark, NS}{each, select, true {/{EW, mark, EW}} other {}}",
  ScoreApplies:
    "{stage, select, table {the table result applies ({law})} corrected {the corrected score applies ({law}, position {position})} ruled {{tricks, select, true {the Director's ruling on the tricks applies} other {the Director's ruling applies}} ({law}, position {position})} appeal {{body, select, committee {the appeals committee's decision} ra {the regulating authority's decision} other {the Director's decision on appeal}} applies ({decision}; {law}, position {position})} other {}}",
  SidesScored:
    "{shape, select, weighted {weighted, NS {NS, score, NS}} balanced {NS {NS, score, NS}, EW {EW, score, EW}} other {NS {NS, score, NS}, EW {EW, score, EW} (non-balancing)}}",
  TricksAgreedNoted:
    "tricks agreed: declarer {tricks}, defenders {defenders}: {result, facts}, NS {NS}{replaces, select, absent {} other { (replaces the agreement at position {replaces})}}",
  AgreedDiffersFromPlayed:
    "the tricks agreed ({tricks}) differ from the tricks as played ({played}): 79A2, a correction under 79B or 79C is for the Director",
  AgreedTricksAreRecord: "the play is not recorded to the end: the agreed tricks are the record",
  ScoreEntryAfterPosting:
    "a score entered after the official scores were posted is a correction (ScoreCorrected, 79C): not applied",
  ScoreEntered: "score recorded: {result, select, absent {score} other {{result, facts}}} NS {NS}, EW {EW}",
  RecordedMismatch:
    "the score recorded (NS {NS}) does not match the result at the table ({result, select, absent {} other {{result, facts}}}, NS {tableNS}): a scoring error, correctable within the Correction Period (79C1)",
  DisputeTooLate: "tricks disputed after the Correction Period (ended {deadline}): the recorded score stands",
  TricksInDispute:
    "the sides disagree on the tricks won{tricks, select, absent {} other { (declarer {tricks} say {seat, select, absent {the disputing side} other {{seat}}})}}: the Director decides the score to record (79B1: a claim or concession goes by 69B or 71; 79B2{afterRound, select, true {; called after the round: 79B3} other {}})",
  TricksDisputeQuestion:
    '{afterRound, select, true {the tricks are disputed after the end of the round: the Director keeps the recorded score (answer "stands"), changes both sides\' only if clearly satisfied ("tricks"), or reduces one side\'s (ScoreAdjusted under 79B3)} other {the tricks are disputed: the Director decides the score to record, a single result (79B2): "tricks" declarer won, or "stands"}}',
  DisputeRuled:
    "Director's ruling on the tricks disputed at position {dispute}: {result, select, absent {the recorded score stands} other {{result, facts}, NS {NS}{afterRound, select, true { (the Director is clearly satisfied from the result at the table)} other {}}}}",
  AlreadyPosted: "the scores were already posted at {at}: the periods run from then",
  ScoresPostedNoted: "official scores posted at {at}: the Correction Period ends at {ends}",
  AppealPeriod: "rulings may be requested and appealed until {until} (later for a ruling given later)",
  CorrectionTiming:
    "{time, select, not_posted {before the official scores were posted} no_time {no time recorded: taken as made within the Correction Period} within {within the Correction Period (ends {deadline})} claim_late {after the Correction Period (ended {deadline}): Law {claim} applies only within it; the recorded score stands} agreed_and_certain {after the Correction Period (ended {deadline}): the Tournament Organizer agrees and the Director is certain} without_certainty {after the Correction Period (ended {deadline}) without the Director's certainty (79C2): the recorded score stands} other {after the Correction Period (ended {deadline}) without the Tournament Organizer's agreement (79C2): the recorded score stands}}",
  CorrectionRefused: "score correction: {timing, facts}",
  ScoreCorrectedNoted:
    "{what, select, 69B {agreement to a claim withdrawn} 71 {concession cancelled} other {scoring error corrected}} ({timing, facts}): {result, select, absent {score} other {{result, facts}}} NS {NS}{was, select, absent {} other { (was NS {was})}}",
  AdjustedScoreTooLate:
    "adjusted score (Law {under}) requested too late: the time limit was {deadline}: not applied (81C3: within the limits of 79C and 92B)",
  AdjustedScoreGiven: `Director's adjusted score: {scores, facts}${WORDS}`,
  PenaltyNoted:
    "{disciplinary, select, true {disciplinary penalty} other {procedural penalty}} on {side, side}{deadline, select, absent {: {amount} {unit, select, top {of a top} matchpoints {matchpoints} imps {IMPs} vps {VPs} other {points}} (separate from the board score; the opponents get nothing, Law 90)} other { requested too late: the time limit was {deadline}: not applied (92B)}}",
  BoardFouledNoted:
    'fouled board: played here in form "{form}"; 87B: scored in a group with the tables that played the same form{method, select, absent {} other { (the Director\'s method: {method})}}',

  NoRulingToAppeal: "there is no ruling to appeal (92A: a ruling made at the table)",
  AppealTiming:
    "{time, select, not_posted {before the official scores were posted} no_time {no time recorded: taken as made in time} in_time {in time (the limit is {deadline})} other {too late: the time limit was {deadline}}}",
  Concurrence:
    "{case, select, not_via_director {not lodged through the Director (92C: every appeal is)} outside_side {{seats, list} cannot concur: not of the appealing side} pair_agrees {both members of the pair ({seats, list}) agree} pair_must_agree {at pairs both members ({seats, list, and}) must agree to appeal} individual {individual event: the appellant alone (no partner's agreement needed)} individual_unnamed {individual event: the appellant must be named} captain_agrees {the team captain agrees} other {at teams the captain must agree to appeal}}",
  AppealHeard: "{concurrence, facts}; {time, facts}",
  FurtherAppeal: "a further appeal, to the Regulating Authority (93C1)",
  Hearing:
    "{case, select, director_on_law {the Director in charge rules on a point of law or regulation} director {the Director in charge hears the appeal (no committee)} committee_on_discipline {a committee may not overrule the Director's disciplinary powers (Law 91): a recommendation only} committee_on_law {a committee may not overrule the Director in charge on a point of law or regulation: a recommendation only} committee {the appeals committee decides on facts and judgement} other {the Regulating Authority has the final say}}",
  AppealNoted:
    "{side, side} appeal{appealed, select, absent {} other { the ruling at position {appealed} (Law {under})}}: {heard, select, true {lodged} other {not heard}}: {reason, facts}",
  DecisionOnUnheardAppeal: "a decision on an appeal that was not heard ({reason, facts}): not applied",
  AppealRecommendation: "{hearing, facts}: the ruling at position {ruling} stands",
  PenaltyOnAppeal:
    "{hearing, facts}: the penalty at position {penalty} is {decision}{amount, select, absent {} other { to {amount}}}",
  AppealDecision:
    '{hearing, facts}: the ruling at position {ruling} is {kind, select, ruling {{decision, select, upheld {upheld} other {overturned; the facts of the board stand, and only an adjusted score ("changed") changes its result}}} other {{decision, select, upheld {upheld} cancelled {cancelled: the score recorded at the table stands} other {changed to {scores, facts}}}{under, select, absent {} other { (Law {under})}}}}',
  AppealWithoutMerit: "the appeal was without merit: a sanction may follow by regulation (92A)",

  Percent: "{percent} %",
  PollIllegalLeftOut:
    "{count} {count, plural, one {outcome} other {outcomes}} of the poll could not have been obtained legally: left out (WBFLC ex. 10)",
  PollWeights: "weights from the poll: {poll, facts, slash}",
  PollBenefitOfDoubt:
    "poll {poll, facts, slash}; benefit of doubt ×{factor} to the non-offending side's {count, plural, one {outcome} other {outcomes}} {outcomes, list} (never more than 0.2 from the poll): {weights, facts, slash}",
  SelfInflictedInputs: `{side, side} (non-offending) made {cause, select, gambling_action {a gambling action} other {a serious error unrelated to the infraction}}: Rn {normal, signed}, Ro {obtained, signed}, Rr {actual, signed} ${UNIT}; consequent damage Rn − Ro = {damage, signed}`,
  NonOffendingRedress: `{literal, select, absent {{side, side} is redressed for the consequent damage only: Rr + (Rn − Ro) = {actual, signed} + {damage, signed} = {score, signed} ${UNIT}} other {the infraction did not damage {side, side}: it keeps Rr, {score, signed} ${UNIT} (the commentary's literal Rr + (Rn − Ro) would give {literal, signed}, anomaly C15)}}`,
  OffendingScore: `{side, side} (offending) gets the score for its infraction alone: {unit, select, percent {100 − Rn = {score}} other {Rn from its side, {score, signed}}} ${UNIT}`,

  ImpTerm: "{weight} × IMPs({here, signed} − {there, signed}) = {weight} × {imps, signed}",
  Test86B1:
    "expected {imps, signed} IMPs to North-South's team ({source, select, estimate {{terms, facts, plus} = {imps, signed}} figure {the Director's figure} NS {the IMPs given to North-South} other {the IMPs given to East-West}}): {favourable, select, true {more than 3 IMPs, the result is clearly favourable: an assigned score} other {not more than 3 IMPs, the result is not clearly favourable: 86B1 does not apply, Law 12C2 does{applied, select, false {: the assigned score is not applied} other {}}}}",
  Test86B1NotChecked:
    "the expected gain or loss is not in the record (otherTable or expectedImps): the test of 86B1 (more than 3 IMPs) is not checked",
  ArtificialByResponsibility:
    "artificial adjusted score by responsibility for the missing result ({responsible, select, both {both sides} none {nobody} other {{responsible}}}): NS {NS}, EW {EW} (±3 IMPs, 12C2(b), unless the regulation varies it)",
  WhoIsResponsible:
    "86B1 does not apply (not clearly favourable): who is responsible for the missing result? 12C2 gives an artificial score by responsibility (answer NS, EW, both or none)",

  Withheld: "(withheld: it names a card concealed from this seat)",

  OpenOption: "{seat} under {law} ({options, list})",
  OpenQuestion: "Law {law} about position {position}",
  OptionNotPending:
    "no option of Law {law} is pending ({open, select, absent {no option is pending} other {pending: {open, facts, semicolon}}})",
  OptionNotListed: 'option "{option}" is not open under Law {law} (pending: {open, facts, semicolon})',
  OptionNotYours: "the option of Law {law} belongs to {owners, seats, or}, not {seat, seat}",
  NoQuestionAsked:
    "a ruling under Law {law}{about, select, absent {} other { about position {about}}} answers no question asked ({open, select, absent {none is open} other {open: {open, facts, semicolon}}})",
  SeveralQuestionsOpen: 'several questions under Law {law} are open: say which with "about" (a position)',
  AnswerNotListed: "the answer must be one of {answers, list}",
  BoardAlreadyOpen: "a second BoardStarted: board {board} is already open",
  BoardNotOpen: "{event} before BoardStarted: the first event of a log opens the board",
  DealUnreadable: "invalid deal: {reason, facts}",
  CardFoundTwice: "{card, card} is found {count} times ({seats, seats}) (Law 1A)",
  CardsTwice: "invalid deal (Law 7B): {duplicates, facts, semicolon}",
  HandNotGiven: "invalid deal: {seat, seat}'s hand is not given (Law 7: four hands)",
  UnknownProfile: 'unknown regulation profile "{profile}" (known: {known, list})',
  CardNotHeld: CARD_NOT_HELD,
  FacedTogetherInAuction: "58B: cards faced together are a play irregularity",
  ChangeAfterLeadFaced:
    "a change of call after the opening lead was faced: the auction period is over (17D1; 25A5, 21B1(a))",
  NotInPlay:
    "{event, select, CardRetracted {a card retracted before the play has begun} DummyViolation {dummy's limitations (Law 43) apply once the play has begun} CardTurned {a card turned (Law 65): there is no play yet} OrientationPointedOut {a misoriented card pointed out (Law 65B3): there is no play yet} CardsDisturbed {played cards disturbed (Law 65C): there is no play yet} TrickInspected {a trick inspected (Law 66): there is no play yet} CardReturnedToHand {a played card back in the hand (Law 67B3): there is no play yet} WrongHandWarning {dummy's warning (Law 43B2(a)): there is no play yet} RevokeInquired {an inquiry about a revoke (Law 61B): there is no play yet} other {{passedOut, select, true {a card played on a passed-out board} other {a card played before the auction has ended}}}}",
  QuestionBeforePlay:
    "41B: a question after the auction; during the auction, questions and answers are Law 20 (Explained)",
  ClaimBeforePlay:
    "{event, select, ClaimMade {a claim} ConcessionMade {a concession} ClaimAcquiesced {an agreement to a claim} ClaimObjected {an objection to a claim} PlayResumed {play resumed after a claim} TableMovedOn {the table moved on} AcquiescenceWithdrawn {an agreement withdrawn} ConcessionWithdrawn {a concession withdrawn} CardPlayed {a card played after a claim} CardExposed {a card shown in a claim} other {a ruling under Law {under}}}: claims and concessions are made in the play (Law 68){passedOut, select, true {; the board was passed out} other {}}",
  LineNotRead: 'line: not a step: {unread, list} (a card such as "SA", "draw trumps", "cash H")',
  HandHolds13: "{seat, seat}'s hand holds 13 cards (Laws 13, 14): nothing to correct there",
  NoDealToCorrect: "every hand holds 13 cards: there is no deal to correct (Laws 13, 14)",
  CardMovedTwice: "{card, card} is moved twice: a card cannot be in the deal twice (Law 1A)",
  CardMovedToSameHand: "{card, card} is moved from {seat, seat} to himself",
  CardAlreadyInDeal:
    "{card, card} is already in {holder, seat}'s hand: a card cannot be in the deal twice (Law 1A)",
  ContestantsAlreadyFound: "the contestants were already found wrong at position {at}",
  NotAnEarlierPosition: "about: {about} is not an earlier position of the log",
  ReserveOnlyOpponents: "16B2: only {seat, seat}'s opponents reserve their rights about his information",
  HandsAlreadyReturned: "the hands were already returned to the board (position {at})",
  PassedOutBoardOver:
    "{event, select, CallChanged {a change of call} other {a call}} after the hands were returned to the board (position {at}): the auction period of the passed-out board is over (17D2)",
  BoardNotPlayed:
    "{event, select, CardPlayed {a card} other {a call}} on a board the Director does not let be played ({law}, position {at}): an adjusted score",
  NoAuctionYet: "20F: there is no auction yet",
  NotACallOrCard: "20F: position {about} is no call or card",
  HandledBeforePlay: "45C: a card handled before the play (during the auction: Law 24, CardExposed)",
  HandlingNotOfRole:
    "45C: \"{how}\" is said of {of, select, defender {a defender's} other {{of}'s}} card, and {seat, seat} is {role, select, defender {a defender} other {{role}}}",
  AwaitingPlayedFinding:
    "the play waits for the Director's finding under Law {law} (position {at}): was the card played?",
  ScoreRecord:
    "{event, select, ScoreAdjusted {adjusted score{under, select, absent {} other { (Law {under})}}} AppealDecided {appeal decision{under, select, absent {} other { (Law {under})}}} ScoreRecorded {score recorded} ScoreCorrected {score corrected} ScoresPosted {scores posted} DirectorRuled {a 79B ruling} other {{event}}}",
  ScoreInputInvalid: "{of, facts}: {reason, facts}",
  NoContractGiven: "{of, facts}: no contract: give the contract and declarer, or the score",
  TricksNotGiven: "{of, facts}: give the tricks declarer took, or the score",
  OutcomeScoreAndContract: "{of, facts}: an outcome gives a score, or a contract and tricks, not both",
  OutcomeNeedsContract: "{of, facts}: the board has no contract: give each outcome's contract and declarer",
  OutcomeNeedsTricks: "{of, facts}: give the tricks declarer takes in each outcome",
  SeveralDisputesOpen: '{of, facts}: several disputes are open: say which with "about"',
  NoContractToScore:
    "{event, select, TricksDisputed {tricks disputed on a passed-out board} other {tricks agreed {passedOut, select, true {on a passed-out board (there is no contract)} other {before the auction has ended: no contract yet}}}}",
  NoDisputeOpen: "a ruling under Law {law} answers no dispute on tricks (none is open)",
  DisputeNeedsContract: "a 79B ruling on tricks needs the contract",
  DisputeRulingShape: 'a 79B ruling gives the tricks declarer won ("tricks") or answers "stands"',
  CorrectionLawInvalid: "a score correction is made under 79C, 69B or 71, not Law {under}",
  DisputeScoreRefused:
    "{case, select, single_result {79B2: the Director records a single result ({side} were given a {kind} score)} split_before_round_end {79B2: one result for both sides (a split score is 79B3, after the end of the round)} no_recorded_score {79B3: a split score needs a recorded score to keep for the other side} keep_one_side {79B3: a split score keeps one side's recorded score and reduces the other's} other {79B3: {side}'s score may only be reduced (from {from}), never increased}}",
  NoSplitScore2007: "2007 Code: no split score under Law {under} (one score for both sides)",
  NotARuling:
    "an appeal of position {about}, which is not a ruling (rulings: {rulings, select, absent {none} other {{rulings, list}}})",
  NoAppealOpen: "a decision on an appeal, but no appeal is open",
  NotAnAppeal: "position {about} is not an appeal",
  AppealAlreadyDecided:
    "the appeal at position {appeal} was decided at position {decidedAt} (a further appeal is a new AppealLodged, 93C1)",
  PenaltyAmountMissing: '{of, facts}: a penalty changed on appeal needs its new "amount"',
  BenefitNeedsPoll: "{of, facts}: the benefit of doubt tilts a poll: give each outcome's poll",
  PollOrWeights: "{of, facts}: give every outcome a poll, or every outcome a weight",
  NoLegalOutcome: "{of, facts}: no outcome of the poll could have been obtained legally",
  PollNotPositive: "{of, facts}: the poll counts must be positive",
  SelfInflictedMissing:
    "{of, facts}: say what the non-offending side's own damage was (selfInflicted: serious-error or gambling-action)",
  ReferencesMissing:
    "{of, facts}: give the result had there been no infraction (normal) and after it (obtained)",
  ActualMissing: "{of, facts}: the board has no table result: give the actual result",
  ReferencesUnits: "{of, facts}: give the three results in one unit (points, IMPs or percentages)",
  SelfInflictedWithScores:
    "{of, facts}: 12C1(e) computes each side's score from the results: give no NS, EW or outcomes",
  Law86B1Inputs: "{of, facts}: otherTable, expectedImps and responsible are the inputs of Law 86B1",
  NoResultToCompare: "{of, facts}: the board has no result at this table to compare the estimate with",
};
