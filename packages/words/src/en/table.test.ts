import type { LawId } from "@bridgelaw/cards";
import type { TableConsequence } from "@bridgelaw/table";
import { describe, expect, it } from "vitest";
import { describe as words } from "../format.ts";

/*
 * The English of the table's consequences the golden fixture (tools/golden/words-en.json, the words of every
 * example and of generated boards) does not reach: its refusals, and the rarer entries and questions. One
 * sample each, with the words the catalog writes for it.
 */
const SAMPLES: readonly (readonly [
  TableConsequence & { readonly law?: LawId; readonly position?: number },
  string,
])[] = [
  [
    { _tag: "FaceDownLeadBack", position: 12, law: "41A", seat: "S", card: "SQ" },
    "South's face-down opening lead SQ goes back to his hand: the auction is not over",
  ],
  [
    { _tag: "CorrectHandsPlayOn", law: "13B1", position: 5 },
    "correct the hands (DealCorrected): the auction and play continue without any change of call",
  ],
  [
    { _tag: "AwardAdjustedScore", law: "13B2", position: 5 },
    "award an adjusted score (ScoreAdjusted under 13B2 about position 5); a procedural penalty may be added",
  ],
  [
    { _tag: "CardPlaceUnauthorised", law: "13E", position: 3, card: "SJ", seat: "S" },
    "the place of SJ is unauthorised information for South (2007 Code)",
  ],
  [
    { _tag: "SeenCardReview", law: "13A2", position: 3 },
    "a player saw a card of another hand: at the end of play, did that extraneous information affect the result? If so, an adjusted score (ScoreAdjusted under 13A2 about position 3, 12C1(b))",
  ],
  [
    {
      _tag: "WrongContestantsRepeat",
      law: "15C",
      position: 3,
      scheduled: { _tag: "Pairs", NS: "4", EW: "12" },
      seated: { _tag: "Pairs", EW: "14" },
      words: "table 3",
    },
    "a contestant plays a board not meant for it (pairs as scheduled NS 4, EW 12, at the table EW 14): table 3: the auction is annulled, the correct players are seated and must repeat the calls",
  ],
  [
    { _tag: "CallsRepeatedSame", law: "15C", position: 3 },
    'the correct players repeat the calls of the first auction: was every call the same ("repeated": the auction and play continue) or did one differ in any way ("differs": the board is cancelled, 15C)?',
  ],
  [
    { _tag: "AwardArtificialCancelled", law: "15B3", position: 3, cancelled: "15B1" },
    "the board is cancelled (15B1): award an artificial adjusted score (12C2(a)) to each contestant deprived of a valid score (ScoreAdjusted under 15B3 about position 3)",
  ],
  [
    { _tag: "RepeatedCallDiffered", law: "15C", position: 4 },
    "a repeated call differed from the first auction: the board is cancelled",
  ],
  [
    { _tag: "AwardScoresCancelled", law: "15C", position: 4 },
    "the board is cancelled (15C): award the adjusted scores (ScoreAdjusted under 15C about position 4)",
  ],
  [
    { _tag: "AwardArtificialCallDiffers", law: "15A3", position: 3 },
    "the offender's call differs (15A3): award an artificial adjusted score (ScoreAdjusted under 15A3 about position 3)",
  ],
  [
    { _tag: "Test86B1NotChecked", law: "86B1", position: 11 },
    "the expected gain or loss is not in the record (otherTable or expectedImps): the test of 86B1 (more than 3 IMPs) is not checked",
  ],
  [
    { _tag: "WhoIsResponsible", law: "12C2", position: 11 },
    "86B1 does not apply (not clearly favourable): who is responsible for the missing result? 12C2 gives an artificial score by responsibility (answer NS, EW, both or none)",
  ],
  [{ _tag: "Withheld", law: "50", position: 14 }, "(withheld: it names a card concealed from this seat)"],
  [
    {
      _tag: "OptionNotPending",
      law: "54",
      open: [{ _tag: "OpenOption", seat: "S", law: "56", options: ["accept", "retract"] }],
    },
    "no option of Law 54 is pending (pending: S under 56 (accept, retract))",
  ],
  [{ _tag: "OptionNotPending", law: "29A" }, "no option of Law 29A is pending (no option is pending)"],
  [
    {
      _tag: "OptionNotListed",
      law: "56",
      option: "spread",
      open: [{ _tag: "OpenOption", seat: "S", law: "56", options: ["accept", "retract"] }],
    },
    'option "spread" is not open under Law 56 (pending: S under 56 (accept, retract))',
  ],
  [
    { _tag: "OptionNotYours", law: "27A1", seat: "W", owners: ["S"] },
    "the option of Law 27A1 belongs to South, not West",
  ],
  [
    {
      _tag: "NoQuestionAsked",
      law: "27B1",
      open: [
        { _tag: "OpenQuestion", law: "64C1", position: 25 },
        { _tag: "OpenQuestion", law: "13B", position: 4 },
      ],
    },
    "a ruling under Law 27B1 answers no question asked (open: Law 64C1 about position 25; Law 13B about position 4)",
  ],
  [
    { _tag: "NoQuestionAsked", law: "23", about: 7 },
    "a ruling under Law 23 about position 7 answers no question asked (none is open)",
  ],
  [
    { _tag: "SeveralQuestionsOpen", law: "64C1" },
    'several questions under Law 64C1 are open: say which with "about" (a position)',
  ],
  [
    { _tag: "AnswerNotListed", law: "27B1", answer: "maybe", answers: ["27B1(a)", "A1", "not-comparable"] },
    "the answer must be one of 27B1(a), A1, not-comparable",
  ],
  [{ _tag: "BoardAlreadyOpen", board: 5 }, "a second BoardStarted: board 5 is already open"],
  [
    { _tag: "BoardNotOpen", event: "CallMade" },
    "CallMade before BoardStarted: the first event of a log opens the board",
  ],
  [
    {
      _tag: "DealUnreadable",
      reason: { _tag: "TokenDealStart" },
      at: 0,
    },
    'invalid deal: expected "N:" (or E:, S:, W:) then four hands',
  ],
  [
    {
      _tag: "CardsTwice",
      law: "7B",
      duplicates: [{ _tag: "CardFoundTwice", card: "CA", seats: ["N", "W"], count: 2 }],
    },
    "invalid deal (Law 7B): CA is found 2 times (North, West) (Law 1A)",
  ],
  [
    { _tag: "HandNotGiven", law: "7", seat: "W" },
    "invalid deal: West's hand is not given (Law 7: four hands)",
  ],
  [
    { _tag: "UnknownProfile", profile: "ACBL", known: ["WBF", "FFB"] },
    'unknown regulation profile "ACBL" (known: WBF, FFB)',
  ],
  [{ _tag: "CardNotHeld", seat: "E", card: "SA" }, "East does not hold SA"],
  [{ _tag: "CardNotHeld", seat: "E", card: "SA", played: true }, "SA has already been played"],
  [
    { _tag: "CardNotHeld", law: "24", seat: "E", card: "SA" },
    "East does not hold SA: a player exposes only a card of his own hand (24)",
  ],
  [
    { _tag: "CardNotHeld", law: "13", seat: "S", card: "SJ" },
    "South does not hold SJ: it cannot be moved (Law 13)",
  ],
  [{ _tag: "CardNotHeld", law: "45C", seat: "S", card: "SA" }, "45C: South does not hold SA"],
  [{ _tag: "FacedTogetherInAuction", law: "58B" }, "58B: cards faced together are a play irregularity"],
  [
    { _tag: "ChangeAfterLeadFaced", law: "17D1" },
    "a change of call after the opening lead was faced: the auction period is over (17D1; 25A5, 21B1(a))",
  ],
  [{ _tag: "NotInPlay", event: "CardPlayed", passedOut: true }, "a card played on a passed-out board"],
  [
    { _tag: "NotInPlay", event: "CardDesignated", passedOut: false },
    "a card played before the auction has ended",
  ],
  [{ _tag: "NotInPlay", event: "CardRetracted" }, "a card retracted before the play has begun"],
  [
    { _tag: "NotInPlay", law: "43", event: "DummyViolation" },
    "dummy's limitations (Law 43) apply once the play has begun",
  ],
  [{ _tag: "NotInPlay", law: "65", event: "CardTurned" }, "a card turned (Law 65): there is no play yet"],
  [
    { _tag: "QuestionBeforePlay", law: "41B" },
    "41B: a question after the auction; during the auction, questions and answers are Law 20 (Explained)",
  ],
  [
    { _tag: "ClaimBeforePlay", event: "ClaimMade", passedOut: true },
    "a claim: claims and concessions are made in the play (Law 68); the board was passed out",
  ],
  [
    { _tag: "ClaimBeforePlay", event: "DirectorRuled", under: "70", passedOut: false },
    "a ruling under Law 70: claims and concessions are made in the play (Law 68)",
  ],
  [
    { _tag: "LineNotRead", law: "68C", unread: ["squeeze West"] },
    'line: not a step: squeeze West (a card such as "SA", "draw trumps", "cash H")',
  ],
  [{ _tag: "HandHolds13", seat: "S" }, "South's hand holds 13 cards (Laws 13, 14): nothing to correct there"],
  [{ _tag: "NoDealToCorrect" }, "every hand holds 13 cards: there is no deal to correct (Laws 13, 14)"],
  [
    { _tag: "CardMovedTwice", law: "1A", card: "SJ" },
    "SJ is moved twice: a card cannot be in the deal twice (Law 1A)",
  ],
  [{ _tag: "CardMovedToSameHand", card: "SJ", seat: "N" }, "SJ is moved from North to himself"],
  [
    { _tag: "CardAlreadyInDeal", law: "1A", card: "SA", holder: "N" },
    "SA is already in North's hand: a card cannot be in the deal twice (Law 1A)",
  ],
  [
    { _tag: "ContestantsAlreadyFound", law: "15B", at: 2 },
    "the contestants were already found wrong at position 2",
  ],
  [{ _tag: "NotAnEarlierPosition", about: 9 }, "about: 9 is not an earlier position of the log"],
  [
    { _tag: "ReserveOnlyOpponents", law: "16B2", seat: "N" },
    "16B2: only North's opponents reserve their rights about his information",
  ],
  [
    { _tag: "HandsAlreadyReturned", law: "17D2", at: 6 },
    "the hands were already returned to the board (position 6)",
  ],
  [
    { _tag: "PassedOutBoardOver", law: "17D2", event: "CallChanged", at: 6 },
    "a change of call after the hands were returned to the board (position 6): the auction period of the passed-out board is over (17D2)",
  ],
  [
    { _tag: "BoardNotPlayed", law: "13B2", event: "CallMade", at: 5 },
    "a call on a board the Director does not let be played (13B2, position 5): an adjusted score",
  ],
  [{ _tag: "NoAuctionYet", law: "20F" }, "20F: there is no auction yet"],
  [{ _tag: "NotACallOrCard", law: "20F", about: 1 }, "20F: position 1 is no call or card"],
  [
    { _tag: "HandledBeforePlay", law: "45C" },
    "45C: a card handled before the play (during the auction: Law 24, CardExposed)",
  ],
  [
    { _tag: "HandlingNotOfRole", law: "45C", how: "held-up", of: "defender", seat: "S", role: "declarer" },
    '45C: "held-up" is said of a defender\'s card, and South is declarer',
  ],
  [
    { _tag: "HandlingNotOfRole", law: "45C", how: "touched", of: "dummy", seat: "E", role: "defender" },
    '45C: "touched" is said of dummy\'s card, and East is a defender',
  ],
  [
    { _tag: "AwaitingPlayedFinding", law: "45C1", at: 15 },
    "the play waits for the Director's finding under Law 45C1 (position 15): was the card played?",
  ],
  [
    {
      _tag: "ScoreInputInvalid",
      of: { _tag: "ScoreRecord", event: "ScoreAdjusted", under: "12C1(c)" },
      field: "weights",
      value: "[0.6,0.3]",
      reason: { _tag: "ScoringInputWeightsSum" },
    },
    "adjusted score (Law 12C1(c)): 12C1(c): the weights of a weighted score must sum to 1",
  ],
  [
    { _tag: "NoContractGiven", of: { _tag: "ScoreRecord", event: "ScoreRecorded" } },
    "score recorded: no contract: give the contract and declarer, or the score",
  ],
  [
    { _tag: "TricksNotGiven", of: { _tag: "ScoreRecord", event: "ScoreCorrected" } },
    "score corrected: give the tricks declarer took, or the score",
  ],
  [
    {
      _tag: "OutcomeScoreAndContract",
      law: "12C1",
      of: { _tag: "ScoreRecord", event: "ScoreAdjusted", under: "12C1(b)" },
    },
    "adjusted score (Law 12C1(b)): an outcome gives a score, or a contract and tricks, not both",
  ],
  [
    {
      _tag: "OutcomeNeedsContract",
      law: "12C1",
      of: { _tag: "ScoreRecord", event: "AppealDecided", under: "93B2" },
    },
    "appeal decision (Law 93B2): the board has no contract: give each outcome's contract and declarer",
  ],
  [
    { _tag: "OutcomeNeedsTricks", law: "12C1", of: { _tag: "ScoreRecord", event: "ScoreAdjusted" } },
    "adjusted score: give the tricks declarer takes in each outcome",
  ],
  [
    { _tag: "SeveralDisputesOpen", law: "79B", of: { _tag: "ScoreRecord", event: "DirectorRuled" } },
    'a 79B ruling: several disputes are open: say which with "about"',
  ],
  [
    { _tag: "NoContractToScore", law: "79A1", event: "TricksAgreed", passedOut: true },
    "tricks agreed on a passed-out board (there is no contract)",
  ],
  [
    { _tag: "NoContractToScore", law: "79A1", event: "TricksAgreed", passedOut: false },
    "tricks agreed before the auction has ended: no contract yet",
  ],
  [
    { _tag: "NoContractToScore", law: "79B", event: "TricksDisputed", passedOut: true },
    "tricks disputed on a passed-out board",
  ],
  [
    { _tag: "NoDisputeOpen", law: "79B2" },
    "a ruling under Law 79B2 answers no dispute on tricks (none is open)",
  ],
  [{ _tag: "DisputeNeedsContract", law: "79B2" }, "a 79B ruling on tricks needs the contract"],
  [
    { _tag: "DisputeRulingShape", law: "79B2" },
    'a 79B ruling gives the tricks declarer won ("tricks") or answers "stands"',
  ],
  [
    { _tag: "CorrectionLawInvalid", law: "79C", under: "64A" },
    "a score correction is made under 79C, 69B or 71, not Law 64A",
  ],
  [
    { _tag: "DisputeScoreRefused", law: "79B2", case: "single-result", side: "NS", kind: "weighted" },
    "79B2: the Director records a single result (NS were given a weighted score)",
  ],
  [
    { _tag: "DisputeScoreRefused", law: "79B2", case: "split-before-round-end" },
    "79B2: one result for both sides (a split score is 79B3, after the end of the round)",
  ],
  [
    { _tag: "DisputeScoreRefused", law: "79B3", case: "no-recorded-score" },
    "79B3: a split score needs a recorded score to keep for the other side",
  ],
  [
    { _tag: "DisputeScoreRefused", law: "79B3", case: "keep-one-side" },
    "79B3: a split score keeps one side's recorded score and reduces the other's",
  ],
  [
    { _tag: "DisputeScoreRefused", law: "79B3", case: "increase", side: "NS", from: -50 },
    "79B3: NS's score may only be reduced (from -50), never increased",
  ],
  [
    { _tag: "NoSplitScore2007", law: "12C1", under: "11A" },
    "2007 Code: no split score under Law 11A (one score for both sides)",
  ],
  [
    { _tag: "NotARuling", law: "92A", about: 2, rulings: [7, 9] },
    "an appeal of position 2, which is not a ruling (rulings: 7, 9)",
  ],
  [
    { _tag: "NotARuling", law: "92A", about: 2 },
    "an appeal of position 2, which is not a ruling (rulings: none)",
  ],
  [{ _tag: "NoAppealOpen", law: "93" }, "a decision on an appeal, but no appeal is open"],
  [{ _tag: "NotAnAppeal", law: "93", about: 9 }, "position 9 is not an appeal"],
  [
    { _tag: "AppealAlreadyDecided", law: "93C1", appeal: 9, decidedAt: 10 },
    "the appeal at position 9 was decided at position 10 (a further appeal is a new AppealLodged, 93C1)",
  ],
  [
    {
      _tag: "PenaltyAmountMissing",
      law: "93",
      of: { _tag: "ScoreRecord", event: "AppealDecided", under: "93B2" },
    },
    'appeal decision (Law 93B2): a penalty changed on appeal needs its new "amount"',
  ],
  [
    {
      _tag: "BenefitNeedsPoll",
      law: "12C1(c)",
      of: { _tag: "ScoreRecord", event: "ScoreAdjusted", under: "12C1(c)" },
    },
    "adjusted score (Law 12C1(c)): the benefit of doubt tilts a poll: give each outcome's poll",
  ],
  [
    {
      _tag: "PollOrWeights",
      law: "12C1(c)",
      of: { _tag: "ScoreRecord", event: "ScoreAdjusted", under: "12C1(c)" },
    },
    "adjusted score (Law 12C1(c)): give every outcome a poll, or every outcome a weight",
  ],
  [
    {
      _tag: "NoLegalOutcome",
      law: "12C1(c)",
      of: { _tag: "ScoreRecord", event: "ScoreAdjusted", under: "12C1(c)" },
    },
    "adjusted score (Law 12C1(c)): no outcome of the poll could have been obtained legally",
  ],
  [
    {
      _tag: "PollNotPositive",
      law: "12C1(c)",
      of: { _tag: "ScoreRecord", event: "ScoreAdjusted", under: "12C1(c)" },
    },
    "adjusted score (Law 12C1(c)): the poll counts must be positive",
  ],
  [
    {
      _tag: "SelfInflictedMissing",
      law: "12C1(e)",
      of: { _tag: "ScoreRecord", event: "ScoreAdjusted", under: "12C1(e)" },
    },
    "adjusted score (Law 12C1(e)): say what the non-offending side's own damage was (selfInflicted: serious-error or gambling-action)",
  ],
  [
    {
      _tag: "ReferencesMissing",
      law: "12C1(e)",
      of: { _tag: "ScoreRecord", event: "ScoreAdjusted", under: "12C1(e)" },
    },
    "adjusted score (Law 12C1(e)): give the result had there been no infraction (normal) and after it (obtained)",
  ],
  [
    {
      _tag: "ActualMissing",
      law: "12C1(e)",
      of: { _tag: "ScoreRecord", event: "ScoreAdjusted", under: "12C1(e)" },
    },
    "adjusted score (Law 12C1(e)): the board has no table result: give the actual result",
  ],
  [
    {
      _tag: "ReferencesUnits",
      law: "12C1(e)",
      of: { _tag: "ScoreRecord", event: "ScoreAdjusted", under: "12C1(e)" },
    },
    "adjusted score (Law 12C1(e)): give the three results in one unit (points, IMPs or percentages)",
  ],
  [
    {
      _tag: "SelfInflictedWithScores",
      law: "12C1(e)",
      of: { _tag: "ScoreRecord", event: "ScoreAdjusted", under: "12C1(e)" },
    },
    "adjusted score (Law 12C1(e)): 12C1(e) computes each side's score from the results: give no NS, EW or outcomes",
  ],
  [
    {
      _tag: "Law86B1Inputs",
      law: "86B1",
      of: { _tag: "ScoreRecord", event: "ScoreAdjusted", under: "12C1(b)" },
    },
    "adjusted score (Law 12C1(b)): otherTable, expectedImps and responsible are the inputs of Law 86B1",
  ],
  [
    {
      _tag: "NoResultToCompare",
      law: "86B1",
      of: { _tag: "ScoreRecord", event: "ScoreAdjusted", under: "86B1" },
    },
    "adjusted score (Law 86B1): the board has no result at this table to compare the estimate with",
  ],
  [
    {
      _tag: "ScoreInputInvalid",
      of: { _tag: "ScoreRecord", event: "TricksAgreed" },
      field: "tricks",
      value: "14",
      reason: { _tag: "ScoringInputIntegerRange", min: 0, max: 13 },
    },
    "TricksAgreed: must be an integer from 0 to 13",
  ],
];

describe("the table's consequences in English (words/en/table.ts)", () => {
  for (const [fact, text] of SAMPLES) {
    it(`${fact._tag}: ${text}`, () => {
      expect(words(fact)).toBe(text);
    });
  }
});
