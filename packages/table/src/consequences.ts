import type { AuctionState } from "@bridgelaw/auction";
import type {
  AuditEntry,
  Call,
  Card,
  FactsOf,
  LawId,
  PendingOption,
  RulingNeeded,
  Seat,
  Side,
  TokenProblem,
  Vulnerability,
} from "@bridgelaw/cards";
import type { ClaimsState } from "@bridgelaw/claims";
import type { PlayState } from "@bridgelaw/play";
import type {
  AppealTimeCase,
  ArtificialLevel,
  ConcurrenceCase,
  CorrectionCase,
  HearingCase,
  OutcomeResult,
  PenaltyUnit,
  ScoringInputFact,
} from "@bridgelaw/scoring";

/*
 * What the table's own Laws derive, as data (issue 34, style.md): Laws 2, 9A, 13–17, 20F, 41A, 45C, the
 * claims' and the play's framing, the score phase (Laws 12, 79, 81–93, 86B1, 87), the Director's rulings, and
 * every refusal of the table. Each tag with its typed fields; `@bridgelaw/words` writes them in a language
 * (its catalog has one message per tag). A field that names a card is typed `Card` (or `Card[]`): a seat's view
 * hides a consequence by those fields. What a person said or wrote goes in `words`, as given.
 *
 * Some tags are parts of another consequence (a hand's count, a card moved, an open question, a time limit):
 * facts nested in a field, written by their own message (`{counts, facts}`).
 */

/** The event types whose refusals name them (`event`: which record was refused). */
export type RefusedEvent = string;

/** 20F: why a question about the opponents' calls is open to the player then, or not. */
export type QuestionReason =
  | "turn-to-call"
  | "not-turn-to-call"
  | "must-pass"
  | "no-play"
  | "dummy"
  | "declarer-turn"
  | "declarer-not-turn"
  | "defender-turn"
  | "defender-not-turn"
  | "own-side";

/** 16B1's list: what a player may make available to partner besides his calls and plays. */
export type ExtraneousKind =
  | "hesitation"
  | "haste"
  | "remark"
  | "question"
  | "reply"
  | "alert"
  | "emphasis"
  | "gesture"
  | "other";

/** 45C: how a card was handled. */
export type Handling = "held-up" | "at-rest" | "played-position" | "one-movement" | "touched" | "arranging";

/** 17D2: at what point of the board the hands were returned. */
export type HandsReturnedWhen =
  | "before-auction"
  | "auction"
  | "passed-out"
  | "clarification"
  | "play"
  | "after-play";

/** 79C: how the time of a correction stands against the Correction Period (79C1, 79C2; 69B, 71 only within it). */
export type CorrectionTime = CorrectionCase;

/** 92B: how the time of a request or an appeal stands against its limit. */
export type AppealTime = AppealTimeCase;

/** 92C, 92D: whether the appeal has the concurrence it needs, and why. */
/** 93: who heard the appeal, and on what (93A, 93B1, 93B2, 93B3, 93C2). */
export type { ConcurrenceCase, HearingCase };

/** A side's score as a consequence names it: a `SideScore` of `@bridgelaw/scoring`, as plain data (12C). */
export type SideScoreFact =
  | { readonly kind: "points"; readonly NS: number; readonly EW: number }
  | {
      readonly kind: "weighted";
      readonly outcomes: readonly { readonly NS: number; readonly EW: number; readonly weight: number }[];
    }
  | { readonly kind: "artificial"; readonly level: ArtificialLevel; readonly cause?: "movement" }
  | { readonly kind: "percent"; readonly percent: number }
  | { readonly kind: "imps"; readonly imps: number };

/** The unit of a 12C1(e) reference result. */
export type ReferenceUnit = "points" | "imps" | "percent";

export interface TableConsequences {
  /* Law 2, 17B: the board opens ------------------------------------------------------------------------- */

  /** Law 2: the board's number and conditions; `lawDealer`, `lawVulnerability`: Law 2's, when the markings differ. */
  readonly BoardOpened: {
    readonly board: number;
    readonly dealer: Seat;
    readonly vulnerability: Vulnerability;
    readonly lawDealer?: Seat;
    readonly lawVulnerability?: Vulnerability;
  };
  /** 17B: the dealer calls first. */
  readonly DealerCallsFirst: { readonly seat: Seat };

  /* Laws 9A, 41A: attention, the opening lead ------------------------------------------------------------ */

  /** 9A: a player draws attention to an irregularity (`about`: its position, when known). */
  readonly AttentionCalled: { readonly seat: Seat; readonly about?: number };
  /** 41A: declarer's LHO makes the opening lead (once `chooser` has chosen under Law `under`, when an option comes first). */
  readonly OpeningLeader: { readonly seat: Seat; readonly chooser?: Seat; readonly under?: LawId };
  /** 41A: a face-down opening lead goes back to the hand: the auction is open again (21B1(a)). */
  readonly FaceDownLeadBack: { readonly seat: Seat; readonly card: Card };
  /** 9B: the Director is summoned (before the play). */
  readonly DirectorCalled: Record<never, never>;
  /** 69A: the table moved on (`how`) and there was no play, hence no claim, on this board. */
  readonly MovedOnNoClaim: { readonly how: "next-deal-call" | "round-end" };

  /* The Director's rulings ----------------------------------------------------------------------------------- */

  /** A Director's ruling on the question about position `about`: his answer, the tricks he awards, his words. */
  readonly RulingGiven: {
    readonly about: number;
    readonly answer?: string;
    readonly tricks?: number;
    readonly words?: string;
  };
  /** An adjusted score answers the question of Law `under` about position `about` (12C, 50E4, 55C …). */
  readonly AdjustedScoreAnswers: { readonly under: LawId; readonly about: number };

  /* Laws 13, 14: the number of cards ------------------------------------------------------------------------- */

  /** A hand's number of cards (a part of the facts of Laws 13 and 14). */
  readonly HandCount: { readonly seat: Seat; readonly count: number };
  /** 13, 14: the deal as the board holds it has hands of the wrong size (Law 13 or 14 applies once it is found). */
  readonly WrongCountDealt: { readonly counts: readonly FactsOf<Pick<TableConsequences, "HandCount">>[] };
  /** 13A, 13B, 13D, 14A, 14B: a hand is found with the wrong number of cards; `seen`: a card of another hand was seen (13A2). */
  readonly WrongCountFound: {
    readonly seat: Seat;
    readonly count: number;
    readonly counts: readonly FactsOf<Pick<TableConsequences, "HandCount">>[];
    readonly seen: boolean;
    readonly words?: string;
  };
  /**
   * 13, 14: the deal as the board holds it has hands of the wrong size: the board is not scored until the
   * Director rules (records when the table found it, corrects the deal, or awards an adjusted score).
   */
  readonly DealCountRuling: { readonly counts: readonly FactsOf<Pick<TableConsequences, "HandCount">>[] };
  /** 14A, 14B (by the question's Law): search for the missing card and restore it, or reconstruct the deal. */
  readonly SearchMissingCard: Record<never, never>;
  /** 13D (2007 13C): found after the play: the result is cancelled; an adjusted score. */
  readonly CardCountAfterPlay: Record<never, never>;
  /** 13B (2007 13A): a player with a wrong number has called: play on (`play` clause) or adjust (`adjust` clause)? */
  readonly CalledWithWrongCount: { readonly play: LawId; readonly adjust: LawId };
  /** 13A (2007 13D): nobody with a wrong number has called: correct the hands, the board is played normally. */
  readonly CorrectHands: Record<never, never>;
  /** 13B1: the deal is corrected and played without any change of call. */
  readonly PlayOnCorrected: Record<never, never>;
  /** 13B1: the question that follows: correct the hands, no call changes. */
  readonly CorrectHandsPlayOn: Record<never, never>;
  /** 13B2: a call was made with a wrong number of cards: the board is not played; an adjusted score. */
  readonly NotPlayedWrongCount: Record<never, never>;
  /** 13B2 (and the Laws that cancel a board): award an adjusted score about the question's position. */
  readonly AwardAdjustedScore: Record<never, never>;
  /** A card moved or restored by the Director's correction (a part of `DealCorrection`). */
  readonly CardMove: { readonly card: Card; readonly from?: Seat; readonly to: Seat };
  /** 13A1, 13B1, 14A, 14B: the Director corrects the deal. */
  readonly DealCorrection: {
    readonly moves: readonly FactsOf<Pick<TableConsequences, "CardMove">>[];
    readonly words?: string;
  };
  /** 14C: knowledge of the restored card is unauthorised for the partner (`seat`) of the deficient hand. */
  readonly RestoredCardUnauthorised: { readonly card: Card; readonly seat: Seat };
  /** 14A3: the auction and play continue, no call is changed. */
  readonly CallsStandRestored: Record<never, never>;
  /** 2007 13E: the place of a moved card is unauthorised for `seat`. */
  readonly CardPlaceUnauthorised: { readonly card: Card; readonly seat: Seat };
  /** 2017 13A1 (WBFLC): knowledge of the card's relocation is authorised. */
  readonly RelocationAuthorised: Record<never, never>;
  /** 13A2 (2007 13D2): a player saw a card of another hand: at the end of play, did it affect the result? */
  readonly SeenCardReview: Record<never, never>;
  /** 13B1 (2007 13A): corrected and played on: at the end of play, an adjusted score if it affected the result. */
  readonly PlayedOnReview: Record<never, never>;

  /* Law 15: the wrong board or contestants ------------------------------------------------------------------ */

  /** The pairs (ids as the movement names them) of a 15B fact, as scheduled or as seated (a part of it). */
  readonly Pairs: { readonly NS?: string; readonly EW?: string };
  /** 2007 15C: found during the auction period: the auction is annulled, the correct players repeat the calls. */
  readonly WrongContestantsRepeat: {
    readonly scheduled: FactsOf<Pick<TableConsequences, "Pairs">>;
    readonly seated: FactsOf<Pick<TableConsequences, "Pairs">>;
    readonly words?: string;
  };
  /** 2007 15C: was every repeated call the same? */
  readonly CallsRepeatedSame: Record<never, never>;
  /** 15B1 (2007 15B): players who had played the board before: it is cancelled for both sides. */
  readonly PlayedBefore: { readonly seats: readonly Seat[]; readonly words?: string };
  /** 15B3: the board cancelled under `cancelled`: an artificial adjusted score to each contestant deprived of one. */
  readonly AwardArtificialCancelled: { readonly cancelled: LawId };
  /** 15B2 (2007 15A): none had played it: the score stands for the pairs who sat here. */
  readonly ScoreStandsForSeated: {
    readonly scheduled: FactsOf<Pick<TableConsequences, "Pairs">>;
    readonly seated: FactsOf<Pick<TableConsequences, "Pairs">>;
    readonly words?: string;
  };
  /** 15B3: a contestant deprived of a valid score gets an artificial adjusted score (12C2(a)). */
  readonly DeprivedGetArtificial: Record<never, never>;
  /** 2007 15C: a repeated call differed: the board is cancelled. */
  readonly RepeatedCallDiffered: Record<never, never>;
  /** 2007 15C: the board is cancelled: award the adjusted scores. */
  readonly AwardScoresCancelled: Record<never, never>;
  /** 15A3: `seat` held the cards of `board`: its log ties that call here (`at`, `call`: his cancelled call here). */
  readonly OtherBoardCardsHeld: {
    readonly seat: Seat;
    readonly board: number;
    readonly at?: number;
    readonly call?: Call;
  };
  /** 15A3: `seat` called `call` on another board holding this board's cards; cancelled (15A1), UI for his side (16C). */
  readonly CalledOnOtherBoard: {
    readonly seat: Seat;
    readonly call: string;
    readonly board?: number;
    readonly log?: string;
    readonly at?: number;
  };
  /** 15A3: does `seat`'s call here (`call`) differ from his cancelled one (`cancelled`)? */
  readonly CallDiffersQuestion: { readonly seat: Seat; readonly call: string; readonly cancelled: string };
  /** 15A3: the call differs from the cancelled one: an artificial adjusted score (12C2). */
  readonly CallDiffers: Record<never, never>;
  /** 15A3: award the artificial adjusted score. */
  readonly AwardArtificialCallDiffers: Record<never, never>;

  /* Law 16B: extraneous information ----------------------------------------------------------------------- */

  /** 16B1: `seat` made extraneous information available (`kind`, with `about`): unauthorised for `partner`. */
  readonly ExtraneousInformationGiven: {
    readonly seat: Seat;
    readonly kind: ExtraneousKind;
    readonly about?: number;
    readonly words?: string;
    readonly partner: Seat;
  };
  /** 16B2: the opponents reserve the right to call the Director later. */
  readonly RightsReserved: { readonly seats: readonly Seat[] };
  /** 16B3: at the end of play, did `partner` choose an action demonstrably suggested by `seat`'s `kind`? */
  readonly SuggestedActionReview: {
    readonly seat: Seat;
    readonly partner: Seat;
    readonly kind: ExtraneousKind;
  };

  /* Law 17D: the hands returned ---------------------------------------------------------------------------- */

  /** 17A, 17D1, 17D2, 62D1: the hands are back in the board, and what it ends (by `when`). */
  readonly HandsBackInBoard: { readonly when: HandsReturnedWhen; readonly words?: string };

  /* Law 20F: questions about the opponents' calls ---------------------------------------------------------- */

  /**
   * 20F1, 20F2: `seat` asks about the opponents' auction, or the call (or card) of `target` at the position
   * asked about; `allowed` by the Law then (`reason`), the reply from `replier`; otherwise what it conveys may
   * be unauthorised for `partner` (16B).
   */
  readonly ExplanationAsked: {
    readonly seat: Seat;
    readonly allowed: boolean;
    readonly reason: QuestionReason;
    readonly target?: Seat;
    readonly call?: Call;
    readonly card?: Card;
    readonly replier?: Seat;
    readonly partner: Seat;
    readonly words?: string;
  };
  /** 20F3: a question about a single call: 16B1 may apply for `partner`. */
  readonly SingleCallQuestion: { readonly partner: Seat };
  /** 20F1: `seat` answers `asker`'s question (at `question`); `dueFrom`: the partner of the caller, when not him. */
  readonly ExplanationAnswered: {
    readonly seat: Seat;
    readonly asker: Seat;
    readonly question: number;
    readonly dueFrom?: Seat;
  };

  /* Law 45C: a card handled -------------------------------------------------------------------------------- */

  /** 45C1–45C3: how `seat`'s `card` was handled and whether it is played (`played`: null, the Director finds it). */
  readonly CardHandledNoted: {
    readonly seat: Seat;
    readonly card: Card;
    readonly how: Handling;
    readonly partner: Seat;
    readonly played: boolean | null;
    readonly words?: string;
  };
  /** 45C1, 45C3 (by the question's Law): was the card played? */
  readonly WasCardPlayed: { readonly seat: Seat; readonly card: Card; readonly partner: Seat };
  /** 45C1, 45C3: the Director's finding: `seat`'s `card` is played, or not. */
  readonly CardFoundPlayed: { readonly seat: Seat; readonly card: Card; readonly played: boolean };

  /* The score phase (Laws 12, 79, 81–93) ------------------------------------------------------------------- */

  /**
   * A result as the Laws write it: `4S= by S`, `3NTX-2 by W`, `Pass`; a score entered without its contract,
   * `NS 420` (a part of the score's consequences, and the table stage's `result`).
   */
  readonly ResultLabel: {
    /** The contract (`4S`, `3NTX`), or `Pass`; absent for a score entered without it. */
    readonly contract?: string;
    readonly declarer?: Seat;
    /** Tricks over (or under, negative) the contract, when the tricks are known. */
    readonly over?: number;
    /** North-South's score, for a score entered without its contract. */
    readonly NS?: number;
  };
  /**
   * The mark scorers put beside a score (BridgeComposer, ACBLscore): none for a result, `AS` for an assigned
   * adjusted score (12C1(b)), each outcome's weight, contract and points for a weighted one (12C1(c)), `A+`,
   * `A=`, `A−` for artificial scores (12C2); each side's own when they differ (`balanced` false).
   */
  readonly ScoreMark: {
    readonly NS: SideMark;
    readonly EW: SideMark;
    readonly balanced: boolean;
    /** Each side's mark is written (`A+/A−`): artificial scores, and scores that do not balance. */
    readonly each: boolean;
  };
  /**
   * Why a score applies: the table result (77, 79A), its correction (79C, 69B, 71), the Director's ruling
   * (`tricks`: the tricks he decided, 64C, 70 …), the decision on appeal (`body`, `decision`), at `position`.
   */
  readonly ScoreApplies: {
    readonly stage: "table" | "corrected" | "ruled" | "appeal";
    readonly law: LawId;
    readonly position: number;
    readonly body?: "director" | "committee" | "ra";
    readonly decision?: "upheld" | "changed" | "cancelled";
    readonly tricks?: true;
  };
  /** Both sides' scores as the Director gives them (12C): one score, a weighted one, or each side's own. */
  readonly SidesScored: {
    readonly NS: SideScoreFact;
    readonly EW: SideScoreFact;
    readonly shape: "weighted" | "balanced" | "non-balancing";
  };
  /** 79A1: the tricks agreed, the result and North-South's score; `replaces`: an earlier agreement's position. */
  readonly TricksAgreedNoted: {
    readonly tricks: number;
    readonly defenders: number;
    readonly result: FactsOf<Pick<TableConsequences, "ResultLabel">>;
    readonly NS: number;
    readonly replaces?: number;
  };
  /** 79A2: the tricks agreed differ from the tricks as played. */
  readonly AgreedDiffersFromPlayed: { readonly tricks: number; readonly played: number };
  /** 79A1: the play is not recorded to the end: the agreed tricks are the record. */
  readonly AgreedTricksAreRecord: Record<never, never>;
  /** 79C1: a score entered after the official scores were posted: not applied (a correction is ScoreCorrected). */
  readonly ScoreEntryAfterPosting: Record<never, never>;
  /** 79A: the score recorded (`result` when a contract is known). */
  readonly ScoreEntered: {
    readonly result?: FactsOf<Pick<TableConsequences, "ResultLabel">>;
    readonly NS: number;
    readonly EW: number;
  };
  /** 79C1: the score recorded does not match the result at the table: a scoring error. */
  readonly RecordedMismatch: {
    readonly NS: number;
    readonly result?: FactsOf<Pick<TableConsequences, "ResultLabel">>;
    readonly tableNS: number;
  };
  /** 79C1: tricks disputed after the Correction Period: the recorded score stands. */
  readonly DisputeTooLate: { readonly deadline: string };
  /** 79B: the sides disagree on the tricks (`tricks` declarer won, as `seat` says); `afterRound`: 79B3. */
  readonly TricksInDispute: { readonly tricks?: number; readonly seat?: Seat; readonly afterRound: boolean };
  /** 79B2, 79B3: the question of a dispute on tricks. */
  readonly TricksDisputeQuestion: { readonly afterRound: boolean };
  /** 79B2, 79B3: the Director's ruling on the dispute at `dispute`: a result (`result`, `NS`), or the score stands. */
  readonly DisputeRuled: {
    readonly dispute: number;
    readonly result?: FactsOf<Pick<TableConsequences, "ResultLabel">>;
    readonly NS?: number;
    readonly afterRound: boolean;
  };
  /** 79C1: the scores were already posted (at `at`): the periods run from then. */
  readonly AlreadyPosted: { readonly at: string };
  /** 79C1: official scores posted; the Correction Period ends at `ends`. */
  readonly ScoresPostedNoted: { readonly at: string; readonly ends: string };
  /** 92B: rulings may be requested and appealed until `until`. */
  readonly AppealPeriod: { readonly until: string };
  /** 79C: how a correction's time stands (a part of its consequences). */
  readonly CorrectionTiming: {
    readonly time: CorrectionTime;
    readonly deadline?: string;
    readonly claim?: "69B" | "71";
  };
  /** 79C, 69B, 71: a score correction refused by its time. */
  readonly CorrectionRefused: { readonly timing: FactsOf<Pick<TableConsequences, "CorrectionTiming">> };
  /** 79C, 69B, 71: a score corrected (`what`), the new score, and the score it replaces (`was`). */
  readonly ScoreCorrectedNoted: {
    readonly what: "79C" | "69B" | "71";
    readonly timing: FactsOf<Pick<TableConsequences, "CorrectionTiming">>;
    readonly result?: FactsOf<Pick<TableConsequences, "ResultLabel">>;
    readonly NS: number;
    readonly was?: number;
  };
  /** 92B, 81C3: an adjusted score under `under` requested too late: not applied. */
  readonly AdjustedScoreTooLate: { readonly under: LawId; readonly deadline: string };
  /** 12C …: the Director's adjusted score, and his words. */
  readonly AdjustedScoreGiven: {
    readonly scores: FactsOf<Pick<TableConsequences, "SidesScored">>;
    readonly words?: string;
  };
  /** 90, 91A: a penalty on `side`; `deadline` when requested too late (not applied, 92B). */
  readonly PenaltyNoted: {
    readonly side: Side;
    readonly amount: number;
    readonly unit: PenaltyUnit;
    readonly disciplinary: boolean;
    readonly deadline?: string;
  };
  /** 87A: the board was played here in form `form`; 87B: scored with the tables of the same form (`method`: the Director's). */
  readonly BoardFouledNoted: { readonly form: string; readonly method?: string };

  /* Appeals (92, 93) ---------------------------------------------------------------------------------------- */

  /** 92A: there is no ruling to appeal. */
  readonly NoRulingToAppeal: Record<never, never>;
  /** 92B: how a request or an appeal stands against the time limit (`deadline`). */
  readonly AppealTiming: { readonly time: AppealTime; readonly deadline?: string };
  /** 92C, 92D: the appeal's concurrence (`seats`: the pair's, or those outside the appealing side). */
  readonly Concurrence: { readonly case: ConcurrenceCase; readonly seats?: readonly Seat[] };
  /** 92D, 92B: an appeal lodged with its concurrence, in time. */
  readonly AppealHeard: {
    readonly concurrence: FactsOf<Pick<TableConsequences, "Concurrence">>;
    readonly time: FactsOf<Pick<TableConsequences, "AppealTiming">>;
  };
  /** 93C1: a further appeal, to the Regulating Authority. */
  readonly FurtherAppeal: Record<never, never>;
  /** 93: who heard the appeal, on what, and whether the decision binds. */
  readonly Hearing: { readonly case: HearingCase };
  /** 92: `side` appeals (the ruling at `appealed`, under `under`): lodged or not heard, and why. */
  readonly AppealNoted: {
    readonly side: Side;
    readonly appealed?: number;
    readonly under?: LawId;
    readonly heard: boolean;
    readonly reason: AppealReason;
  };
  /** 92, 93: a decision on an appeal that was not heard (why): not applied. */
  readonly DecisionOnUnheardAppeal: { readonly reason: AppealReason };
  /** 93B3: a recommendation only: the ruling at `ruling` stands. */
  readonly AppealRecommendation: {
    readonly hearing: FactsOf<Pick<TableConsequences, "Hearing">>;
    readonly ruling: number;
  };
  /** 93: a penalty (at `penalty`) upheld, cancelled or changed (to `amount`) on appeal. */
  readonly PenaltyOnAppeal: {
    readonly hearing: FactsOf<Pick<TableConsequences, "Hearing">>;
    readonly penalty: number;
    readonly decision: "upheld" | "changed" | "cancelled";
    readonly amount?: number;
  };
  /**
   * 93: the decision on an appeal of the ruling at `ruling`: a ruling in the auction or play (`kind: ruling`)
   * upheld or overturned, a score upheld, cancelled or changed (to `scores`, under `under`).
   */
  readonly AppealDecision: {
    readonly hearing: FactsOf<Pick<TableConsequences, "Hearing">>;
    readonly ruling: number;
    readonly kind: "ruling" | "score";
    readonly decision: "upheld" | "changed" | "cancelled";
    readonly scores?: FactsOf<Pick<TableConsequences, "SidesScored">>;
    readonly under?: LawId;
  };
  /** 92A: the appeal was without merit: a sanction may follow. */
  readonly AppealWithoutMerit: Record<never, never>;

  /* 12C1(c), 12C1(e): the Director's inputs --------------------------------------------------------------- */

  /** A percentage of a poll (a part of the 12C1(c) consequences), rounded to 2 decimals. */
  readonly Percent: { readonly percent: number };
  /** 12C1(c): outcomes of the poll that could not have been obtained legally are left out (WBFLC ex. 10). */
  readonly PollIllegalLeftOut: { readonly count: number };
  /** 12C1(c): the weights from the poll. */
  readonly PollWeights: { readonly poll: readonly FactsOf<Pick<TableConsequences, "Percent">>[] };
  /** 12C1(c): the poll, the benefit of doubt (`factor`) to the favourable outcomes (1-based), the weights. */
  readonly PollBenefitOfDoubt: {
    readonly poll: readonly FactsOf<Pick<TableConsequences, "Percent">>[];
    readonly factor: number;
    readonly outcomes: readonly number[];
    /** How many outcomes the benefit of doubt goes to. */
    readonly count: number;
    readonly weights: readonly FactsOf<Pick<TableConsequences, "Percent">>[];
  };
  /** 12C1(e): the non-offending side's self-inflicted damage (`cause`), the three results and the consequent damage. */
  readonly SelfInflictedInputs: {
    readonly side: Side;
    readonly cause: "serious-error" | "gambling-action";
    readonly normal: number;
    readonly obtained: number;
    readonly actual: number;
    readonly unit: ReferenceUnit;
    readonly damage: number;
  };
  /** 12C1(e)(ii): the non-offending side redressed for the consequent damage only (or not damaged: `literal`, C15). */
  readonly NonOffendingRedress: {
    readonly side: Side;
    readonly actual: number;
    readonly damage: number;
    readonly score: number;
    readonly unit: ReferenceUnit;
    readonly literal?: number;
  };
  /** 12C1(e)(i): the offending side gets the score for its infraction alone. */
  readonly OffendingScore: { readonly side: Side; readonly score: number; readonly unit: ReferenceUnit };

  /* 86B1: a result at one table only ---------------------------------------------------------------------- */

  /** 86B1: one term of the expected IMPs: `weight` × IMPs(`here` − `there`) = `weight` × `imps`. */
  readonly ImpTerm: {
    readonly weight: number;
    readonly here: number;
    readonly there: number;
    readonly imps: number;
  };
  /**
   * 86B1: the expected gain or loss to North-South's team (`imps`), from the estimate (`terms`), the Director's
   * figure or the IMPs given to a side; `favourable`: more than 3 IMPs; `applied: false`: the assigned score is
   * not applied (the Director is asked who is responsible).
   */
  readonly Test86B1: {
    readonly imps: number;
    readonly source: "estimate" | "figure" | "NS" | "EW";
    readonly terms?: readonly FactsOf<Pick<TableConsequences, "ImpTerm">>[];
    readonly favourable: boolean;
    readonly applied: boolean;
  };
  /** 86B1: the expected gain or loss is not in the record: the test is not checked. */
  readonly Test86B1NotChecked: Record<never, never>;
  /** 12C2: the artificial adjusted score by responsibility for the missing result. */
  readonly ArtificialByResponsibility: {
    readonly responsible: "NS" | "EW" | "both" | "none";
    readonly NS: ArtificialLevel;
    readonly EW: ArtificialLevel;
  };
  /** 12C2: who is responsible for the missing result? */
  readonly WhoIsResponsible: Record<never, never>;

  /* The seat view ------------------------------------------------------------------------------------------- */

  /** A consequence withheld from a seat: it names a card concealed from him (its frame stays). */
  readonly Withheld: Record<never, never>;

  /* Refusals ------------------------------------------------------------------------------------------------- */

  /** A pending option, as a refusal lists it (a part of it). */
  readonly OpenOption: { readonly seat: Seat; readonly law: LawId; readonly options: readonly string[] };
  /** An open question, as a refusal lists it (a part of it). */
  readonly OpenQuestion: { readonly law: LawId; readonly position: number };
  /** 10C1: no option of Law `law` is pending (`open`: those that are). */
  readonly OptionNotPending: { readonly open?: readonly FactsOf<Pick<TableConsequences, "OpenOption">>[] };
  /** 10C1: `option` is not one the Law lists (`open`: those it does). */
  readonly OptionNotListed: {
    readonly option: string;
    readonly open: readonly FactsOf<Pick<TableConsequences, "OpenOption">>[];
  };
  /** 10C1: the option belongs to `owners`, not to `seat`. */
  readonly OptionNotYours: { readonly seat: Seat; readonly owners: readonly Seat[] };
  /** A ruling under Law `law` (about `about`) answers no question asked (`open`: the questions open). */
  readonly NoQuestionAsked: {
    readonly about?: number;
    readonly open?: readonly FactsOf<Pick<TableConsequences, "OpenQuestion">>[];
  };
  /** Several questions under Law `law` are open: `about` says which. */
  readonly SeveralQuestionsOpen: Record<never, never>;
  /** The answer must be one of those the question lists. */
  readonly AnswerNotListed: { readonly answer?: string; readonly answers: readonly string[] };
  /** A second BoardStarted: the board is already open. */
  readonly BoardAlreadyOpen: { readonly board: number };
  /** An event (of type `event`) before BoardStarted: the first event of a log opens the board. */
  readonly BoardNotOpen: { readonly event: string };
  /** The deal is not a PBN deal (`reason`: why, as `@bridgelaw/cards`' reader gives it; `at`: the character). */
  readonly DealUnreadable: { readonly reason: TokenProblem; readonly at?: number };
  /** 1A: a card found more than once (`count` times), in the hands of `seats` (a part of `CardsTwice`). */
  readonly CardFoundTwice: { readonly card: Card; readonly seats: readonly Seat[]; readonly count: number };
  /** 7B, 1A: cards found more than once in the deal. */
  readonly CardsTwice: { readonly duplicates: readonly FactsOf<Pick<TableConsequences, "CardFoundTwice">>[] };
  /** 7: a hand of the deal is not given. */
  readonly HandNotGiven: { readonly seat: Seat };
  /** No regulation profile of that name. */
  readonly UnknownProfile: { readonly profile: string; readonly known: readonly string[] };
  /** `seat` does not hold `card` (24: a player exposes only his own cards; 13: it cannot be moved; 45C). */
  readonly CardNotHeld: { readonly seat: Seat; readonly card: Card; readonly played?: boolean };
  /** 58B: cards faced together during the auction are a play irregularity. */
  readonly FacedTogetherInAuction: Record<never, never>;
  /** 17D1: a change of call after the opening lead was faced: the auction period is over. */
  readonly ChangeAfterLeadFaced: Record<never, never>;
  /** A card played, designated or retracted, or dummy's limitation found, before the play (`passedOut`: there is none). */
  readonly NotInPlay: { readonly event: RefusedEvent; readonly passedOut?: boolean };
  /** 41B: a question of the play asked during the auction (Law 20 there). */
  readonly QuestionBeforePlay: Record<never, never>;
  /** 68: a claim or its sequel before the play (`passedOut`: the board was). */
  readonly ClaimBeforePlay: {
    readonly event: RefusedEvent;
    readonly under?: LawId;
    readonly passedOut: boolean;
  };
  /** 68C: steps of a claim's line that are not steps. */
  readonly LineNotRead: { readonly unread: readonly string[] };
  /** 13, 14: `seat`'s hand holds 13 cards: nothing to correct. */
  readonly HandHolds13: { readonly seat: Seat };
  /** 13, 14: every hand holds 13 cards: no deal to correct. */
  readonly NoDealToCorrect: Record<never, never>;
  /** 1A: a card moved twice in one correction. */
  readonly CardMovedTwice: { readonly card: Card };
  /** 13: a card moved from `seat` to himself. */
  readonly CardMovedToSameHand: { readonly card: Card; readonly seat: Seat };
  /** 1A: a card restored that is already in `holder`'s hand. */
  readonly CardAlreadyInDeal: { readonly card: Card; readonly holder: Seat };
  /** 15B: the contestants were already found wrong (at `at`). */
  readonly ContestantsAlreadyFound: { readonly at: number };
  /** A position that is not an earlier one of the log. */
  readonly NotAnEarlierPosition: { readonly about: number };
  /** 16B2: only `seat`'s opponents reserve their rights about his information. */
  readonly ReserveOnlyOpponents: { readonly seat: Seat };
  /** 17D2: the hands were already returned (at `at`). */
  readonly HandsAlreadyReturned: { readonly at: number };
  /** 17D2, 25A5: a call or a change of call after the hands of a passed-out board were returned (at `at`). */
  readonly PassedOutBoardOver: { readonly event: RefusedEvent; readonly at: number };
  /** 13B2, 15B1, 15C: a call or card on a board the Director does not let be played (his decision at `at`). */
  readonly BoardNotPlayed: { readonly event: RefusedEvent; readonly at: number };
  /** 20F: there is no auction yet. */
  readonly NoAuctionYet: Record<never, never>;
  /** 20F: the position asked about is no call or card. */
  readonly NotACallOrCard: { readonly about: number };
  /** 45C: a card handled before the play (Law 24 then). */
  readonly HandledBeforePlay: Record<never, never>;
  /** 45C: `how` is said of the card of a `of`, and `seat` is the `role`. */
  readonly HandlingNotOfRole: {
    readonly how: Handling;
    readonly of: "defender" | "declarer" | "dummy";
    readonly seat: Seat;
    readonly role: "defender" | "declarer" | "dummy";
  };
  /** 45C1, 45C3: the play waits for the Director's finding (the question at `at`). */
  readonly AwaitingPlayedFinding: { readonly at: number };
  /** The record of the score phase a refusal is about: its event type and, when it has one, its Law (a part of it). */
  readonly ScoreRecord: { readonly event: RefusedEvent; readonly under?: LawId };
  /**
   * A value the scoring Laws cannot take (`reason`: why, as data: the scoring package's reason or the token
   * reader's; its words are the formatter's).
   */
  readonly ScoreInputInvalid: {
    readonly of: FactsOf<Pick<TableConsequences, "ScoreRecord">>;
    readonly field: string;
    readonly value: string;
    readonly reason: ScoringInputFact | TokenProblem;
  };
  /** 79A: an entry with no contract: the contract and declarer, or the score. */
  readonly NoContractGiven: { readonly of: FactsOf<Pick<TableConsequences, "ScoreRecord">> };
  /** 79A: the tricks declarer took, or the score. */
  readonly TricksNotGiven: { readonly of: FactsOf<Pick<TableConsequences, "ScoreRecord">> };
  /** 12C1: an outcome gives a score, or a contract and tricks, not both. */
  readonly OutcomeScoreAndContract: { readonly of: FactsOf<Pick<TableConsequences, "ScoreRecord">> };
  /** 12C1: the board has no contract: each outcome's contract and declarer. */
  readonly OutcomeNeedsContract: { readonly of: FactsOf<Pick<TableConsequences, "ScoreRecord">> };
  /** 12C1: the tricks declarer takes in each outcome. */
  readonly OutcomeNeedsTricks: { readonly of: FactsOf<Pick<TableConsequences, "ScoreRecord">> };
  /** 79B: several disputes are open: `about` says which. */
  readonly SeveralDisputesOpen: { readonly of: FactsOf<Pick<TableConsequences, "ScoreRecord">> };
  /** 79A, 79B: tricks agreed or disputed without a contract (`passedOut`, or the auction not over). */
  readonly NoContractToScore: { readonly event: RefusedEvent; readonly passedOut: boolean };
  /** 79B: a ruling under Law `law` answers no dispute on tricks. */
  readonly NoDisputeOpen: Record<never, never>;
  /** 79B: a ruling on tricks needs the contract. */
  readonly DisputeNeedsContract: Record<never, never>;
  /** 79B: a ruling gives the tricks declarer won, or answers "stands". */
  readonly DisputeRulingShape: Record<never, never>;
  /** 79C: a score correction is made under 79C, 69B or 71, not under `under`. */
  readonly CorrectionLawInvalid: { readonly under: LawId };
  /** 79B2, 79B3: what the Director may not rule on a dispute on tricks (`side`, `kind`, `from`: the case's data). */
  readonly DisputeScoreRefused: {
    readonly case:
      | "single-result"
      | "split-before-round-end"
      | "no-recorded-score"
      | "keep-one-side"
      | "increase";
    readonly side?: Side;
    readonly kind?: SideScoreFact["kind"];
    readonly from?: number;
  };
  /** 2007 Code: no split score under Law `under` (one score for both sides). */
  readonly NoSplitScore2007: { readonly under: LawId };
  /** 92: an appeal of a position that is not a ruling (`rulings`: those that are). */
  readonly NotARuling: { readonly about: number; readonly rulings?: readonly number[] };
  /** 93: a decision on an appeal, but no appeal is open. */
  readonly NoAppealOpen: Record<never, never>;
  /** 93: the position is not an appeal. */
  readonly NotAnAppeal: { readonly about: number };
  /** 93C1: the appeal at `appeal` was already decided at `decidedAt`. */
  readonly AppealAlreadyDecided: { readonly appeal: number; readonly decidedAt: number };
  /** 93: a penalty changed on appeal needs its new amount. */
  readonly PenaltyAmountMissing: { readonly of: FactsOf<Pick<TableConsequences, "ScoreRecord">> };
  /** 12C1(c): the benefit of doubt tilts a poll: each outcome's poll. */
  readonly BenefitNeedsPoll: { readonly of: FactsOf<Pick<TableConsequences, "ScoreRecord">> };
  /** 12C1(c): every outcome a poll, or every outcome a weight. */
  readonly PollOrWeights: { readonly of: FactsOf<Pick<TableConsequences, "ScoreRecord">> };
  /** 12C1(c): no outcome of the poll could have been obtained legally. */
  readonly NoLegalOutcome: { readonly of: FactsOf<Pick<TableConsequences, "ScoreRecord">> };
  /** 12C1(c): the poll counts must be positive. */
  readonly PollNotPositive: { readonly of: FactsOf<Pick<TableConsequences, "ScoreRecord">> };
  /** 12C1(e): what the non-offending side's own damage was. */
  readonly SelfInflictedMissing: { readonly of: FactsOf<Pick<TableConsequences, "ScoreRecord">> };
  /** 12C1(e): the results had there been no infraction and after it. */
  readonly ReferencesMissing: { readonly of: FactsOf<Pick<TableConsequences, "ScoreRecord">> };
  /** 12C1(e): no table result: the actual result. */
  readonly ActualMissing: { readonly of: FactsOf<Pick<TableConsequences, "ScoreRecord">> };
  /** 12C1(e): the three results in one unit. */
  readonly ReferencesUnits: { readonly of: FactsOf<Pick<TableConsequences, "ScoreRecord">> };
  /** 12C1(e): each side's score comes from the results: no NS, EW or outcomes. */
  readonly SelfInflictedWithScores: { readonly of: FactsOf<Pick<TableConsequences, "ScoreRecord">> };
  /** 86B1: otherTable, expectedImps and responsible are its inputs, not those of Law `under`. */
  readonly Law86B1Inputs: { readonly of: FactsOf<Pick<TableConsequences, "ScoreRecord">> };
  /** 86B1: no result at this table to compare the estimate with. */
  readonly NoResultToCompare: { readonly of: FactsOf<Pick<TableConsequences, "ScoreRecord">> };
}

/** Why an appeal is lodged or not heard (92A, 92B, 92C, 92D, 93C1), or how it was heard (93). */
export type AppealReason = FactsOf<
  Pick<
    TableConsequences,
    "NoRulingToAppeal" | "AppealTiming" | "Concurrence" | "AppealHeard" | "FurtherAppeal" | "Hearing"
  >
>;

/** A consequence of the table's own Laws (or a refusal of the table): one of `TableConsequences`, with its tag. */
export type TableConsequence = FactsOf<TableConsequences>;

/** One of the table's consequences by its tag. */
/** One side's mark (`ScoreMark`): a result, an assigned score, a weighted one, an artificial one, a figure. */
export type SideMark =
  | { readonly kind: "result" }
  | { readonly kind: "assigned"; readonly result?: OutcomeResult }
  | {
      readonly kind: "weighted";
      readonly outcomes: readonly {
        readonly weight: number;
        readonly NS: number;
        readonly result?: OutcomeResult;
      }[];
    }
  | { readonly kind: "artificial"; readonly level: ArtificialLevel }
  | { readonly kind: "percent"; readonly percent: number }
  | { readonly kind: "imps"; readonly imps: number };

export type TableFact<K extends keyof TableConsequences> = FactsOf<Pick<TableConsequences, K>>;

/** An audit entry of the table's own Laws. */
export type TableEntry = AuditEntry<TableConsequence>;
/** A question the table's own Laws (and the score phase) ask the Director. */
export type TableQuestion = RulingNeeded<TableConsequence>;
/** A refusal of the table (a `DomainRejection`'s `refusal`), with the Law that makes it impossible when one does. */
export type TableRefusal = TableConsequence & { readonly law?: LawId };

/** An audit entry of the board: the auction's, the play's, the claims' or the table's own. */
export type BoardEntry =
  | AuctionState["audit"][number]
  | PlayState["notes"][number]
  | ClaimsState["notes"][number]
  | TableEntry;
/** An option open to a player: the auction's or the play's. */
export type BoardOption = AuctionState["pending"][number] | PlayState["pending"][number];
/** A question for the Director: the auction's, the play's, the claims' or the table's own. */
export type BoardQuestion =
  | AuctionState["rulingsNeeded"][number]
  | PlayState["rulingsNeeded"][number]
  | ClaimsState["rulingsNeeded"][number]
  | TableQuestion;
/** An end-of-play review (the auction's). */
export type BoardReview = AuctionState["reviews"][number];

/** An option as a seat's view lists it: the option, or `Withheld` (its frame: seat, Law, position, no option ids). */
export type SeatOption = BoardOption | PendingOption<TableFact<"Withheld">>;
/** An audit entry as a seat's view lists it: the entry, or `Withheld` (its frame: position, Law, seat, about). */
export type SeatEntry =
  | BoardEntry
  | AuditEntry<TableFact<"Withheld"> & { readonly seat?: Seat; readonly about?: number }>;

/**
 * Whether an audit entry records a fact the Laws take without applying it: a ruling, a penalty or a score
 * entry requested too late (79C, 92B, 81C3), an appeal not heard (92), an 86B1 score not clearly favourable
 * and without a responsible side named (the Director is asked), a correction refused by its time (79C).
 */
export const recordedNotApplied = (entry: BoardEntry): boolean => {
  const e = entry as TableEntry;
  switch (e._tag) {
    case "AdjustedScoreTooLate":
    case "DecisionOnUnheardAppeal":
    case "ScoreEntryAfterPosting":
    case "CorrectionRefused":
    case "DisputeTooLate":
      return true;
    case "Test86B1":
      return !e.applied;
    case "PenaltyNoted":
      return e.deadline !== undefined;
    case "AppealNoted":
      return !e.heard;
    default:
      return false;
  }
};
