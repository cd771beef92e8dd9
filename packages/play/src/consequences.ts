import type {
  AuditEntry,
  Card,
  FactsOf,
  LawId,
  PendingOption,
  Rank,
  RulingNeeded,
  Seat,
  Side,
  Suit,
} from "@bridgelaw/cards";

/*
 * What the Laws of the play derive, as data (issue 34, style.md): each tag with its typed fields. The recipes
 * record these; `@bridgelaw/words` writes them in a language (its catalog has one message per tag). A field
 * that names a card is typed `Card` (or `Card[]`): a seat's view withholds a consequence by those fields. The
 * frame of each list carries the Law and the position (`law`, `position`; an option's `seat`, `options` and
 * `about`; a question's `answers`): a message may name them, the fields never repeat them.
 */

/** Why the play refuses a fact (a `DomainRejection`): `law` is the Law that does not open it, when one does. */
export interface PlayRefusals {
  /** The card is not in the seat's hand (physically impossible). */
  readonly CardNotHeld: { readonly seat: Seat; readonly card: Card };
  /** The card has been played already (physically impossible). */
  readonly CardAlreadyPlayed: { readonly seat: Seat; readonly card: Card };
  /** 46: a designation is of a card from dummy, not of another seat's. */
  readonly DesignationNotFromDummy: { readonly law: LawId; readonly seat: Seat; readonly dummy: Seat };
  /** 52A: a card played instead of a penalty card is not withdrawn on the player's own initiative. */
  readonly SubstituteNotWithdrawable: { readonly law: LawId; readonly seat: Seat; readonly card: Card };
  /** 43, 43B2(a): the fact is dummy's, and the seat is not dummy. */
  readonly NotDummy: { readonly law: LawId; readonly seat: Seat };
  /** 10C1: the option chosen is not among those the play lists for the seat under that Law. */
  readonly PlayOptionNotOpen: { readonly law: LawId; readonly seat: Seat; readonly option: string };
  /** 43B2(a): dummy's warning is about declarer's lead to a new trick not yet made; there is none. */
  readonly NoLeadToWarnAbout: { readonly law: LawId };
  /** 43B2(a): the option names no hand of declarer's. */
  readonly NotDeclarersHand: { readonly law: LawId; readonly option: string };
  /** 45C4(b) (2017): only declarer's designation of a card from dummy may be changed. */
  readonly OnlyDummyDesignationChanged: { readonly law: LawId; readonly seat: Seat };
  /** 45C4(b): a correction is already in progress. */
  readonly CorrectionInProgress: { readonly law: LawId };
  /** 45C4(b), 47E2(b), 67B3: the seat has not played the card (to the trick, to a quitted trick). */
  readonly CardNotPlayed: {
    readonly law: LawId;
    readonly seat: Seat;
    readonly card: Card;
    readonly where: "trick" | "quitted-trick" | "anywhere";
  };
  /** 45C4(b): too late to change the designation: declarer (2007: partner) has since played a card. */
  readonly TooLateToChange: {
    readonly law: LawId;
    readonly card: Card;
    readonly since: "declarer" | "partner";
  };
  /** 45C4(b): the card can no longer be withdrawn. */
  readonly NoLongerWithdrawable: { readonly law: LawId; readonly card: Card };
  /** 46B: "among" goes with "any" only. */
  readonly AmongWithoutAny: { readonly law: LawId };
  /** 46B5: declarer's evident intention must be two or more of dummy's legal cards (listed). */
  readonly IntentionNotLegal: { readonly law: LawId; readonly cards: readonly Card[] };
  /** 46: no trick is in progress to designate a card to. */
  readonly NoTrickInProgress: { readonly law: LawId };
  /** 46: a designation names a suit, a rank, or says high, low, win or any. */
  readonly EmptyDesignation: { readonly law: LawId };
  /** 47E: the card is not a card of the trick in progress. */
  readonly NotInTrickInProgress: { readonly law: LawId; readonly seat: Seat; readonly card: Card };
  /** 47E2(a): a card has since been played to the trick: too late to retract. */
  readonly TooLateToRetract: { readonly law: LawId; readonly card: Card };
  /** 58B: the card was not faced together with a card the player led or played. */
  readonly NotFacedTogether: { readonly law: LawId; readonly seat: Seat; readonly card: Card };
  /** 61B: a player cannot ask himself about a revoke. */
  readonly AskedHimself: { readonly law: LawId; readonly seat: Seat };
  /** 65A: a card is turned once its trick is complete. */
  readonly TrickNotComplete: { readonly law: LawId; readonly trick: number };
  /** 65A: the seat has no card in the trick. */
  readonly NoCardInTrick: { readonly law: LawId; readonly seat: Seat; readonly trick: number };
  /** 65B3: no card was turned at that position. */
  readonly NoCardTurnedAt: { readonly law: LawId; readonly at: number };
  /** 65B3: the card points the way 65B requires: nothing to point out. */
  readonly NotMisoriented: { readonly law: LawId; readonly seat: Seat; readonly trick: number };
  /** 66: the trick has not been completed yet (`completed`: how many are). */
  readonly TrickNotPlayed: { readonly law: LawId; readonly trick: number; readonly completed: number };
  /** 67B3: the seat already holds the card. */
  readonly AlreadyHeld: { readonly law: LawId; readonly seat: Seat; readonly card: Card };
}

/**
 * Why a card is referred to the Director (not taken as played): the other seat must first supply his card to a
 * defective trick (67), a card to a trick not in progress (67), played while the Director determines a 53B
 * question (60C), after the thirteenth trick (44), out of turn during a correction (62), while a choice is
 * pending (60C), or a second card to a trick to which the player revoked (62A, or 52 for a penalty card not
 * played: attention to the revoke brings its rectification; 45C1 sends to 45E only a second card after a legal
 * one).
 */
export type Referral =
  | "supply-first"
  | "not-in-progress"
  | "awaiting-ruling"
  | "after-play"
  | "during-correction"
  | "choice-pending"
  | "revoke-to-correct";

/** A card referred to the Director, and why (the fields its reason names). */
export interface Referred {
  readonly seat: Seat;
  readonly card: Card;
  readonly why: Referral;
  /** supply-first: the seat of the defective trick; during-correction: the seat correcting his play. */
  readonly other?: Seat;
  /** supply-first, not-in-progress, revoke-to-correct: the trick. */
  readonly trick?: number;
  /** choice-pending: the seat and the Law of the option pending (and of a second one). */
  readonly chooser?: Seat;
  readonly under?: string;
  readonly alsoChooser?: Seat;
  readonly alsoUnder?: string;
}

/** A lead out of turn accepted (53A), and how: by the choice, by a card played after it, by the Director's finding … */
export type Acceptance =
  | "plain"
  | "spread-and-play"
  | "declarer-play"
  | "dummy-play"
  | "choice"
  | "declarer"
  | "play-to-it"
  | "finding"
  | "should-have-played-last"
  | "rectification-forfeited"
  | "forfeited-dummy";

/** What a player asking a question after the auction is told (41B, 41C, 20F1): open to him now, or not. */
export type QuestionAnswer =
  | "dummy-no-right"
  | "reviewable-until-faced"
  | "until-faced"
  | "at-turn-to-lead"
  | "not-opening-leader"
  | "contract-told"
  | "only-at-own-turn"
  | "first-turn"
  | "review-over"
  | "either-hand"
  | "defender-at-turn";

/**
 * What the Laws of the play derive (41–67, and the play's share of 10, 14, 26): audit entries, the options
 * they open, the questions they ask the Director, and the refusals (`PlayRefusals`).
 */
export interface PlayConsequences extends PlayRefusals {
  /** 41D: the opening lead is faced; dummy's hand is spread. */
  readonly DummyFaced: { readonly card: Card; readonly dummy: Seat };
  /** 44: a trick is won. */
  readonly TrickWon: { readonly trick: number; readonly winner: Seat };
  /** 79A: the play ends with the tricks each side won in play. */
  readonly PlayEnded: { readonly ns: number; readonly ew: number };
  /** 60C, 62, 67, 44: a card referred to the Director, not taken as played. */
  readonly CardReferred: Referred;
  /** 60C, 62, 67, 44 (question): rule on the card referred (it is not taken as played). */
  readonly ReferredCardQuestion: Referred;
  /** 48A (57C3): declarer's lead to the next trick before this one is complete goes back. */
  readonly DeclarerCardBack: { readonly card: Card; readonly seat: Seat; readonly trick: number };
  /** 57C3: declarer's card from either hand before his turn is a played card. */
  readonly DeclarerPlayedBeforeTurn: { readonly card: Card; readonly seat: Seat };
  /** 45D: dummy placed a card declarer did not name. */
  readonly CardNotNamed: { readonly seat: Seat; readonly card: Card; readonly named: Card };
  /** 51A: a penalty card played before declarer designated which. */
  readonly PlayedBeforeDesignation: { readonly seat: Seat; readonly card: Card };
  /** 52B1(b): declarer has played on: he must accept the card played instead of the penalty card. */
  readonly DeclarerPlayedOn: Record<never, never>;
  /** 62C, 45D1, 47D: a card played while a withdrawal is offered keeps the card. */
  readonly PlayGoesOn: { readonly seat: Seat; readonly card: Card };
  /** 44G: the winner of the corrected trick leads the next; the cards played to it go back. */
  readonly NextTrickLedAgain: { readonly seat: Seat; readonly trick: number };
  /** 50: the play is over: penalty cards lapse. */
  readonly PenaltyCardsLapse: { readonly cards: readonly Card[] };
  /** 61A: a revoke committed, of its kind (rectified only once attention is drawn, 63). */
  readonly RevokeCommitted: {
    readonly seat: Seat;
    readonly kind: "follow-suit" | "penalty-card" | "required" | "dummy" | "defective";
  };
  /** 46: declarer's designation comes to a card. */
  readonly DesignationComesTo: { readonly card: Card };
  /** 50B: the Director classifies the penalty card. */
  readonly PenaltyCardClassified: { readonly kind: "major" | "minor" };
  /** 64C, 43B3, and the Director's judgements: an adjusted result in tricks for the declaring side. */
  readonly TricksAdjusted: {
    readonly tricks: number;
    readonly replaces: "automatic-adjustment" | "result-of-play";
  };
  /** 42A3: dummy sees that dummy follows suit (no 43A1(b) breach). */
  readonly DummySeesDummyFollows: { readonly dummy: Seat };
  /** 9A: attention was already drawn to the revoke. */
  readonly AttentionAlreadyDrawn: { readonly offender: Seat; readonly trick: number };
  /** 62A: attention is drawn to a revoke, as it stands. */
  readonly AttentionToRevoke: {
    readonly offender: Seat;
    readonly trick: number;
    readonly card: Card;
    readonly status: "committed" | "corrected" | "established" | "rectified";
  };
  /** 62D1: a revoke on trick 12 is corrected at the end of play though established. */
  readonly Trick12RevokeToCorrect: Record<never, never>;
  /** 63B: the revoke is established: the trick stands; Law 64 at the end of play. */
  readonly RevokeStands: { readonly trick: number };
  /** 43B3: dummy, having forfeited his rights, drew attention first: corrected with no penalty card. */
  readonly RevokeCorrectedNoPenalty: Record<never, never>;
  /** 43B2(b): dummy, having forfeited his rights, asked first: corrected, and Law 64 as if established. */
  readonly RevokeAsIfEstablished: { readonly offender: Seat; readonly card: Card };
  /** 9B: the Director is summoned; no rectification by the players to review. */
  readonly DirectorSummonedNoReview: { readonly by?: Seat };
  /** 10B: the Director is summoned; he may confirm, modify or cancel the players' rectifications. */
  readonly RectificationsToReview: { readonly by?: Seat; readonly cards: readonly Card[] };
  /** 10B (question): the players made this penalty card: confirm, cancel or reclassify it. */
  readonly PenaltyCardToReview: {
    readonly seat: Seat;
    readonly card: Card;
    readonly kind: "major" | "minor";
    /** The Law that made it a penalty card. */
    readonly under: string;
  };
  /** 10B: the penalty card ruled on is no longer on the table. */
  readonly PenaltyCardGone: { readonly at?: number };
  /** 10B: the Director cancels the penalty card: it goes back to the hand. */
  readonly PenaltyCardCancelled: { readonly seat: Seat; readonly card: Card };
  /** 10B: the Director changes the class of the penalty card. */
  readonly PenaltyCardReclassified: {
    readonly seat: Seat;
    readonly card: Card;
    readonly kind: "major" | "minor";
  };
  /** 10B: the Director confirms the penalty card. */
  readonly PenaltyCardConfirmed: {
    readonly seat: Seat;
    readonly card: Card;
    readonly kind: "major" | "minor";
  };
  /** 14B4: a missing card restored to a hand is deemed to have belonged to it throughout. */
  readonly MissingCardRestored: { readonly card: Card; readonly seat: Seat };
  /** 14B4: with the restored card, his failure to follow to a trick was a revoke (established by 63A1 or not). */
  readonly RevokeWithRestoredCard: {
    readonly seat: Seat;
    readonly card: Card;
    readonly trick: number;
    readonly played: Card;
    readonly established: boolean;
  };
  /** 26B (WBFLC Ex 22): every suit specified by the offender: no lead restriction. */
  readonly NoLeadRestriction: { readonly offender: Seat; readonly leader: Seat };
  /** 26B (option): declarer may forbid the lead of one suit not specified legally, or make no restriction. */
  readonly LeadRestrictionOffered: { readonly leader: Seat; readonly offender: Seat };
  /** 26A (2007, option): declarer may also require the lead of the suits named. */
  readonly LeadRequirementOffered: {
    readonly leader: Seat;
    readonly offender: Seat;
    readonly mayRequire: readonly Suit[];
  };
  /** 26: declarer makes no lead restriction. */
  readonly NoLeadRestrictionMade: { readonly leader: Seat };
  /** 26: declarer requires or forbids the lead of a suit. */
  readonly LeadRestricted: {
    readonly verb: "require" | "forbid";
    readonly leader: Seat;
    readonly suit: Suit;
  };
  /** 26B (WBFLC Ex 22): the Director's ruling leaves no suit to forbid: the lead restriction lapses. */
  readonly LeadRestrictionLapses: { readonly offender: Seat; readonly restricted: Seat };
  /** 41A: a face-down opening lead out of turn goes back, not a penalty card. */
  readonly FaceDownLeadReturned: { readonly seat: Seat; readonly card: Card; readonly leader: Seat };
  /** 41B, 41C, 20F1: a question after the auction, and whether it is open to him now. */
  readonly QuestionAfterAuction: {
    readonly seat: Seat;
    readonly what: "review" | "explanation" | "contract";
    readonly answer: QuestionAnswer;
  };
  /** 43B1: dummy breached a limitation of 43A: liable to a procedural penalty. */
  readonly DummyBreach: { readonly dummy: Seat; readonly clause: string };
  /** 45F (question): dummy took part in the play: did it damage the defenders? */
  readonly DummyTookPartQuestion: Record<never, never>;
  /** 43B2: dummy has forfeited his rights. */
  readonly DummyForfeitedRights: Record<never, never>;
  /** 43A1(b): dummy may not draw attention to an irregularity during the play. */
  readonly DummyDrewAttention: { readonly dummy: Seat };
  /** 43B3 (question): did the defenders gain through the irregularity dummy pointed out? */
  readonly ForfeitedDummyQuestion: { readonly edition?: "2007" };
  /** 43B3: no rectification of the defenders' irregularity dummy pointed out. */
  readonly NoRectificationForfeitedDummy: Record<never, never>;
  /** 43B3: no rectification: the penalty cards are picked up. */
  readonly PickedUpForfeitedDummy: { readonly cards: readonly Card[] };
  /** 42B2: dummy warns declarer not to lead from the wrong hand. */
  readonly DummyWarnsWrongHand: { readonly dummy: Seat; readonly leader: Seat };
  /** 43B2(a) (audit entry and option): either defender chooses the hand declarer leads from. */
  readonly WrongHandChoice: { readonly leader: Seat };
  /** 43B2(a): one defender chose; the other's choice prevails if it differs (as 55A). */
  readonly HandChosen: { readonly seat: Seat; readonly hand: Seat; readonly next: Seat };
  /** 43B2(a): declarer leads from the hand chosen (not the one that was to lead). */
  readonly DeclarerLeadsFrom: { readonly hand: Seat; readonly was?: Seat; readonly chooser: Seat };
  /** 45D (2007): no 45D2: the Director rules. */
  readonly MisplacedCardTooLate: Record<never, never>;
  /** 45D (2007, question): dummy's card not named, found too late. */
  readonly MisplacedCardQuestion: { readonly card: Card; readonly named?: Card };
  /** 45D2: too late to correct dummy's card: the play stands. */
  readonly MisplacedCardStands: { readonly card: Card; readonly lead: boolean };
  /** 45D: another correction is in progress: attention is to be drawn again after it. */
  readonly AttentionAfterCorrection: Record<never, never>;
  /** 45D1: dummy's card is withdrawn; the card declarer named takes its place. */
  readonly NamedCardPlayedInstead: { readonly card: Card; readonly named: Card };
  /** 45D1: dummy's card is withdrawn: the card declarer named is played. */
  readonly MisplacedCardWithdrawn: { readonly card: Card };
  /** 45D2: a failure to follow the misplaced card is a revoke, rectified at the end of play. */
  readonly MisplacedLeadRevoke: {
    readonly offender: Seat;
    readonly card: Card;
    readonly trick: number;
    readonly status: "committed" | "established";
    readonly by: "declarer" | "defender" | "dummy";
  };
  /** 45C4(b): an unintended designation changed: withdrawn with no rectification (47C). */
  readonly DesignationChanged: { readonly seat: Seat; readonly card: Card };
  /** 46B4: declarer designated a card dummy does not hold: void. */
  readonly VoidDesignation: {
    readonly designated: "card" | "high" | "low" | "suit" | "rank";
    readonly card?: Card;
    readonly suit?: Suit;
    readonly rank?: Rank;
  };
  /** 46B5 (option): "play anything": either defender designates dummy's card. */
  readonly PlayAnything: Record<never, never>;
  /** 46B5 (option, WBFLC Ex 42): "play one" of the cards declarer meant: either defender chooses. */
  readonly PlayOneOf: { readonly cards: readonly Card[] };
  /** 46B1 (question): "high" or "low" with dummy on lead and no suit. */
  readonly HighOrLowWithoutSuit: { readonly word: "high" | "low" };
  /** 46B1(b) (question): "win": which card is the lowest known to win? */
  readonly LowestWinnerQuestion: { readonly dummyLast: boolean };
  /** 46B3(b) (option): a rank naming two legal cards: declarer says which. */
  readonly RankNamesTwoCards: { readonly rank: Rank; readonly cards: readonly Card[] };
  /** 46B3, 46B5: the card designated from dummy. */
  readonly DesignatedFromDummy: { readonly card: Card };
  /** 47E1: a card played because an opponent said it was his turn, retracted. */
  readonly RetractedWrongTurn: {
    readonly seat: Seat;
    readonly card: Card;
    /** What the card was: a lead out of turn awaiting a choice (it cannot be accepted), a penalty card, a played card. */
    readonly was: "pending-lead" | "penalty-card" | "played";
  };
  /** 47E2(a): a card played before a mistaken explanation was corrected, retracted. */
  readonly RetractedMistakenExplanation: { readonly seat: Seat; readonly card: Card };
  /** 47E2(b): too late to retract: the card stands. */
  readonly TooLateToRetractStands: { readonly seat: Seat; readonly card: Card };
  /** 47E2(b) (question): would he have played differently with the correct explanation? */
  readonly MistakenExplanationQuestion: { readonly seat: Seat; readonly card: Card };
  /** 48A: declarer's or dummy's card exposed: no rectification, not a penalty card. */
  readonly DeclarerCardExposed: { readonly seat: Seat; readonly card: Card };
  /** 50A: the card is already a penalty card. */
  readonly AlreadyPenaltyCard: { readonly seat: Seat; readonly card: Card };
  /** 48A: no card of declarer or dummy becomes a penalty card. */
  readonly NoPenaltyCardForDeclarer: { readonly seat: Seat; readonly card: Card };
  /** 50A/50B: a defender's card is a penalty card, major or minor, and why. */
  readonly PenaltyCard: {
    readonly seat: Seat;
    readonly card: Card;
    readonly kind: "major" | "minor";
    readonly because?: "two-or-more" | "honour" | "deliberate";
  };
  /** 50E1: the information from a penalty card on the table is authorized for every player. */
  readonly PenaltyCardInformation: { readonly card: Card };
  /** 50E4 (question): did the offending side gain through the penalty card? */
  readonly PenaltyCardGainQuestion: { readonly seat: Seat; readonly card: Card };
  /** 50B (question): exposed inadvertently or through deliberate play? */
  readonly HowExposedQuestion: { readonly seat: Seat; readonly card: Card };
  /** 50D1: a penalty card played. */
  readonly PenaltyCardPlayed: { readonly seat: Seat; readonly kind: "major" | "minor"; readonly card: Card };
  /** 50E3: how the card came to be a penalty card is now unauthorized for partner. */
  readonly PenaltyCardOriginUnauthorized: { readonly card: Card; readonly partner: Seat };
  /** 50D2, 51B1, 51B2 (option): declarer's lead options over partner's major penalty cards. */
  readonly PenaltyCardLeadOptions: {
    readonly leader: Seat;
    readonly holder: Seat;
    readonly cards: readonly Card[];
    /** 51B2 without 51B2(c) (no "none" option) under the 2007 Code. */
    readonly edition?: "2007";
  };
  /** 50D2(b), 51B: declarer makes no requirement: the penalty cards stay. */
  readonly NoLeadRequirement: { readonly leader: Seat; readonly holder: Seat };
  /** 50D2(a), 51B: declarer requires or forbids the lead of the suits; their penalty cards are picked up. */
  readonly PenaltyCardLeadRestricted: {
    readonly verb: "require" | "forbid";
    readonly leader: Seat;
    readonly suits: readonly Suit[];
    readonly holder: Seat;
    readonly picked: readonly Card[];
  };
  /** 50E2: the information from penalty cards picked up. */
  readonly PickedUpInformation: { readonly cards: readonly Card[]; readonly leader: Seat };
  /** 51A (option): two or more major penalty cards he may play: declarer says which. */
  readonly WhichPenaltyCard: { readonly player: Seat; readonly cards: readonly Card[] };
  /** 51A: declarer designates the penalty card to be played. */
  readonly PenaltyCardDesignated: { readonly card: Card; readonly seat: Seat; readonly trick: number };
  /** 52B1(b): declarer has played since: he must accept the card played instead of the penalty card. */
  readonly SubstituteMustBeAccepted: { readonly offender: Seat; readonly card: Card };
  /** 52B (option): accept the card played instead of a penalty card, or reject it (52B2). */
  readonly SubstituteForPenaltyCard: { readonly offender: Seat; readonly card: Card };
  /** 52B1(a): declarer accepts it; the penalty cards stay (52B1(c)). */
  readonly PlayInsteadOfPenaltyCardAccepted: { readonly offender: Seat; readonly card: Card };
  /** 52B2: declarer rejects it: the penalty card due is played instead. */
  readonly SubstituteRejected: {
    readonly card: Card;
    readonly offender: Seat;
    readonly due: readonly Card[];
  };
  /** 53A fn 17 (2017): a lead out of turn at trick 13 is cancelled. */
  readonly LeadAtTrick13Cancelled: { readonly seat: Seat; readonly card: Card; readonly proper: Seat };
  /** 54E: a member of the declaring side attempted the opening lead (Law 24). */
  readonly OpeningLeadByDeclaringSide: { readonly seat: Seat };
  /** 53A (54A, 54B, 55A, 56A, 53C, 43B3): a lead out of turn accepted: it stands as the lead. */
  readonly LeadOutOfTurnAccepted: {
    readonly offender: Seat;
    readonly card: Card;
    readonly how: Acceptance;
    readonly by?: Seat;
  };
  /** 53B: the proper leader leads; the card led in error goes back, not a penalty card. */
  readonly ProperLeadMade: { readonly proper: Seat; readonly offender: Seat; readonly card: Card };
  /** 53B (WBFLC): the proper leader, next in rotation, plays: following or leading? The Director determines it. */
  readonly FollowingOrLeading: { readonly seat: Seat; readonly offender: Seat; readonly card: Card };
  /** 53B (question): did he follow to the lead out of turn or lead himself? */
  readonly FollowedOrLedQuestion: {
    readonly seat: Seat;
    readonly card: Card;
    readonly offender: Seat;
    readonly led: Card;
  };
  /** 54 (option): the opening lead faced out of turn: spread (54A), accept (54B) or refuse (54D). */
  readonly OpeningLeadOutOfTurn: { readonly offender: Seat; readonly card: Card; readonly proper: Seat };
  /** 54A: declarer spreads his hand and becomes dummy. */
  readonly DeclarerBecomesDummy: { readonly seat: Seat; readonly declarer: Seat };
  /** 54D: declarer refuses the opening lead: the proper leader leads (after 50D2). */
  readonly OpeningLeadRefused: { readonly proper: Seat };
  /** 54C (audit entry and option): declarer could have seen a card of dummy's: he must accept. */
  readonly MustAcceptOpeningLead: { readonly card: Card };
  /** 54A (audit entry and option): declarer began to spread his hand: he must spread it all. */
  readonly MustSpreadHand: { readonly card: Card };
  /** 55A (option): declarer's lead out of turn: each defender may accept it or require its retraction. */
  readonly DeclarerLeadOutOfTurn: {
    readonly card: Card;
    readonly offender: Seat;
    readonly proper: Seat;
    readonly next: Seat;
  };
  /** 55C (question): did declarer use information from his lead out of turn? */
  readonly DeclarerLeadQuestion: {
    readonly card: Card;
    readonly offender: Seat;
    readonly outcome: "accepted" | "retracted";
  };
  /** 55B1: the lead is retracted; the defender on lead leads. */
  readonly LeadRetractedDefenderLeads: { readonly card: Card; readonly proper: Seat };
  /** 55B2: the lead is retracted; declarer leads from the correct hand. */
  readonly LeadRetractedDeclarerLeads: { readonly card: Card; readonly proper: Seat };
  /** 55A (and 43B2(a)): a defender's choice; the next in rotation prevails if they differ. */
  readonly DefenderChooses: { readonly seat: Seat; readonly option: string; readonly next: Seat };
  /** 56 (option): a defender's lead out of turn: accept (56A), retract (56B), or the proper lead (53B). */
  readonly DefenderLeadOutOfTurn: {
    readonly offender: Seat;
    readonly card: Card;
    readonly proper: Seat;
    readonly properLead: boolean;
  };
  /** 56B: declarer requires the lead to be retracted: the proper leader leads (after 50D2 when partner). */
  readonly LeadRetracted: { readonly proper: Seat; readonly afterChoice: boolean };
  /** 53 (WBFLC): the proper leader's card is the lead. */
  readonly SecondLeadIsTheLead: { readonly seat: Seat; readonly card: Card };
  /** 53 (WBFLC, option): both defenders led: accept the first, or refuse it. */
  readonly BothDefendersLed: {
    readonly offender: Seat;
    readonly card: Card;
    readonly partner: Seat;
    readonly partnerCard: Card;
  };
  /** 56 (WBFLC on 53): the proper leader leads as well. */
  readonly LeadsAsWell: { readonly seat: Seat; readonly card: Card };
  /** 57C2: no rectification after dummy took part in the play. */
  readonly NoRectificationDummyTookPart: { readonly seat: Seat };
  /** 57C1: no rectification: declarer had played from both hands. */
  readonly NoRectificationBothHands: { readonly seat: Seat };
  /** 57A (option): a premature lead or play: declarer chooses partner's card to the trick. */
  readonly PrematurePlayOptions: {
    readonly offender: Seat;
    readonly how: "lead" | "play";
    readonly trick: number;
    /** how lead: the trick he led to. */
    readonly leadTo?: number;
    readonly partner: Seat;
    readonly suitLed?: Suit;
    /** No "require a suit" option under the 2007 Code (57A). */
    readonly edition?: "2007";
  };
  /** 57D (2017): a card played out of turn after partner: legal, so it is played at his turn. */
  readonly MustPlayInTurn: { readonly seat: Seat; readonly card: Card };
  /** 57A: declarer restricts partner's card to the trick (57B). */
  readonly PartnerPlayRestricted: {
    readonly partner: Seat;
    readonly verb: "highest" | "lowest" | "require" | "forbid";
    readonly suit: Suit;
    readonly trick: number;
    readonly offender: Seat;
  };
  /** 58B2: declarer's or dummy's card faced with another goes back (48A). */
  readonly FacedTogetherReturned: { readonly seat: Seat; readonly card: Card };
  /** 61B: a question about a revoke, and what follows from who asks whom, and how. */
  readonly RevokeInquiry: {
    readonly seat: Seat;
    readonly of: Seat;
    readonly kind: "plain" | "dummy-of-declarer" | "dummy-forfeited" | "dummy-of-defender" | "surprised";
  };
  /** 61B3 (question, WBFLC Ex 45): did partner use the surprise the question conveyed? */
  readonly SurpriseQuestion: { readonly seat: Seat; readonly partner: Seat };
  /** 62B, 62C3, 52B2, 62D1: a revoke corrected: the card is withdrawn and a legal card substituted. */
  readonly RevokeCorrected: { readonly offender: Seat; readonly trick: number; readonly card: Card };
  /** 64B8 (62C3): both sides' revokes on the trick corrected: no trick adjustment. */
  readonly BothRevokesCorrected: Record<never, never>;
  /** 62D2: a defender's revoke on trick 12 before partner played: unauthorised information (16C). */
  readonly Trick12RevokeInformation: { readonly offender: Seat; readonly partner: Seat; readonly card: Card };
  /** 62D2 (question): did partner choose a play the information could have suggested (16C2)? */
  readonly Trick12RevokeQuestion: { readonly offender: Seat; readonly card: Card; readonly partner: Seat };
  /** 62B, 62C, 45D1, 45C4(b), 52B2: the card substituted. */
  readonly Substitutes: { readonly seat: Seat; readonly card: Card };
  /** 62C1, 62C2, 45D1, 47D (option): the player may withdraw his card and substitute another. */
  readonly MayWithdraw: { readonly card: Card };
  /** 62C, 45D1, 47D: the player keeps his card. */
  readonly KeepsCard: { readonly seat: Seat; readonly card: Card };
  /** 62C, 45D1, 47D: the player withdraws his card (and substitutes one, unless it was to the next trick). */
  readonly WithdrawsCard: { readonly seat: Seat; readonly card: Card; readonly substitute: boolean };
  /** 62D1: a revoke on trick 12 corrected after the play though established (64B6). */
  readonly Trick12RevokeCorrectedAfterPlay: {
    readonly offender: Seat;
    readonly card: Card;
    readonly winner: Seat;
  };
  /** 63A1, 63A2: a revoke established by his side's play (or designation) to a later trick. */
  readonly RevokeEstablished: {
    readonly offender: Seat;
    readonly trick: number;
    readonly card: Card;
    readonly seat: Seat;
    readonly to: number;
  };
  /** 63A3, 63A4: a revoke established by his side's claim, concession, or agreement to a claim. */
  readonly RevokeEstablishedByClaim: { readonly offender: Seat; readonly trick: number };
  /** 64A, 64B (67B1, 45D2(a), 43B2(b)): an established revoke rectified: the tricks transferred, or none. */
  readonly RevokeRectified: {
    readonly offender: Seat;
    readonly trick: number;
    readonly tricks: number;
    readonly from: Side;
    readonly to: Side;
  };
  /** 64C (question): is the non-offending side fully compensated by Law 64? */
  readonly CompensationQuestion: { readonly offender: Seat; readonly trick: number; readonly tricks: number };
  /** 65B1, 65B2: a card turned the wrong way (a warning; the trick stays its winner's). */
  readonly CardMisoriented: {
    readonly seat: Seat;
    readonly trick: number;
    readonly toward: "partner" | "opponents";
    readonly winner: Seat;
  };
  /** 65A, 45G: a card left face up until a later trick. */
  readonly CardLeftFaceUp: {
    readonly seat: Seat;
    readonly trick: number;
    readonly until: number;
    readonly inProgress?: number;
  };
  /** 12A1 (question, WBFLC on 12): were the opponents misled by the card left face up? */
  readonly CardLeftFaceUpQuestion: { readonly seat: Seat; readonly trick: number; readonly until: number };
  /** 65B3: the misoriented card was already pointed out. */
  readonly AlreadyPointedOut: { readonly owner: Seat; readonly trick: number };
  /** 65B3, 43A1(c), 16B: a misoriented card pointed out, in time or late, by whom. */
  readonly MisorientationPointedOut: {
    readonly seat: Seat;
    readonly owner: Seat;
    readonly trick: number;
    readonly when: "in-time" | "declarer-late" | "dummy-late" | "late";
  };
  /** 65B3 (question, WBFLC Ex 47): did declarer gain through dummy's late remark? */
  readonly DummyToldDeclarerQuestion: { readonly trick: number };
  /** 66D: a player mixed his played cards after a claim about the tricks. */
  readonly CardsMixedAfterClaim: { readonly seat: Seat; readonly claim: number };
  /** 66D (question): can the facts still be established? */
  readonly FactsEstablishedQuestion: { readonly seat: Seat; readonly claim: number };
  /** 65C, 65D: a player disturbed the order of his played cards. */
  readonly PlayedCardsDisturbed: { readonly seat: Seat };
  /** 65D: a side that disturbed its cards has put its claim at risk. */
  readonly ClaimRightAtRisk: { readonly disturbed: readonly Seat[]; readonly seat: Seat };
  /** 66D: a trick inspected after the play. */
  readonly TrickInspectedAfterPlay: { readonly seat: Seat; readonly trick: number };
  /** 66C: a trick inspected on the Director's instruction. */
  readonly TrickInspectedOnInstruction: { readonly seat: Seat; readonly trick: number };
  /** 43A1(c): dummy inspects a trick (66A, 66B are not his rights). */
  readonly DummyInspectsTrick: { readonly seat: Seat; readonly trick: number };
  /** 66B: a player looks at his own card of the trick. */
  readonly OwnCardLooked: { readonly seat: Seat; readonly trick: number };
  /** 66A: the cards of the trick are faced for a player's inspection. */
  readonly TrickFacedForInspection: { readonly seat: Seat; readonly trick: number };
  /** 66C: an inspection the Law does not allow now (16B, 90). */
  readonly InspectionNotAllowed: {
    readonly seat: Seat;
    readonly trick: number;
    readonly why: "turned" | "quitted";
  };
  /** 67: a trick quitted with fewer than four cards: a defective trick. */
  readonly TrickQuittedShort: { readonly trick: number; readonly count: number; readonly winner: Seat };
  /** 45E: a second card by a player to a trick. */
  readonly SecondCardToTrick: { readonly seat: Seat; readonly card: Card; readonly trick: number };
  /**
   * 45E1 (45C1): a defender's second card to the trick in progress is not played: a penalty card; not 57A, so
   * nothing restricts his partner (`partnerToPlay`: his partner has still to play to the trick).
   */
  readonly SecondCardPenalty: {
    readonly seat: Seat;
    readonly card: Card;
    readonly trick: number;
    readonly partner: Seat;
    readonly partnerToPlay: boolean;
  };
  /** 45E2: declarer's second card to the trick in progress (from his hand or dummy) stays in the hand. */
  readonly SecondCardReturned: { readonly seat: Seat; readonly card: Card; readonly trick: number };
  /** 67A1: the trick is defective: the offender supplies a legal card. */
  readonly DefectiveTrickSupply: { readonly trick: number; readonly seat: Seat };
  /** 67B1: the trick is defective, but the omitted players hold no card. */
  readonly DefectiveTrickNoCard: { readonly trick: number; readonly omitted: readonly Seat[] };
  /** 67 (question): the trick lacks the card of players who hold none: find the other defective trick. */
  readonly DefectiveTrickQuestion: { readonly trick: number; readonly omitted: readonly Seat[] };
  /** 67B1: the trick is defective: the offender faces a card now and places it among his played cards. */
  readonly DefectiveTrickFaceCard: { readonly trick: number; readonly seat: Seat };
  /** 67: the defective trick can no longer take the card. */
  readonly DefectiveTrickClosed: { readonly trick: number; readonly seat: Seat };
  /** 67 (question): the card for the defective trick: rule. */
  readonly DefectiveCardQuestion: { readonly seat: Seat; readonly card: Card; readonly trick: number };
  /** 67B1: a card placed in the defective trick; the trick keeps its winner; a deemed revoke. */
  readonly CardPlacedInDefectiveTrick: {
    readonly seat: Seat;
    readonly card: Card;
    readonly trick: number;
    readonly winner: Seat;
  };
  /** 67B1(a): the card placed is not of the suit led though he holds one. */
  readonly PlacedCardNotOfSuitLed: { readonly card: Card; readonly seat: Seat };
  /** 45E1: a defender's fifth card goes back as a penalty card. */
  readonly FifthCardPenalty: { readonly seat: Seat; readonly card: Card; readonly trick: number };
  /** 45E2: declarer's fifth card goes back with no further rectification. */
  readonly FifthCardReturned: { readonly card: Card; readonly seat: Seat };
  /** 67B2(a): an extra card found late is restored to the hand; the trick's ownership unchanged. */
  readonly ExtraCardRestored: { readonly card: Card; readonly seat: Seat; readonly trick: number };
  /** 67B1: the player must now place a card in a trick he omitted to play to. */
  readonly MustPlaceCard: { readonly seat: Seat; readonly trick: number };
  /** 67B2(b): with the extra card, his failure to follow to a later trick is an established revoke. */
  readonly RevokeWithExtraCard: { readonly seat: Seat; readonly card: Card; readonly trick: number };
  /** 67B3: a played card is back among the player's unplayed cards. */
  readonly CardBackInHand: { readonly seat: Seat; readonly card: Card; readonly trick: number };
  /** 67B3: the card is put back among the player's played cards. */
  readonly CardPutBack: { readonly card: Card; readonly seat: Seat; readonly trick: number };
  /** 67B3: played again to the trick in progress: withdrawn from it, he plays another card. */
  readonly CardPutBackFromTrick: {
    readonly card: Card;
    readonly seat: Seat;
    readonly trick: number;
    readonly again: number;
  };
  /** 67B3: the card was played twice, the second time to a quitted trick: too late to correct. */
  readonly CardPlayedTwice: {
    readonly card: Card;
    readonly seat: Seat;
    readonly trick: number;
    readonly again: number;
  };
  /** 67B3 (question): was the non-offending side damaged by the card played twice? */
  readonly PlayedTwiceQuestion: {
    readonly seat: Seat;
    readonly card: Card;
    readonly trick: number;
    readonly again: number;
  };
  /** 67 (question): a player has no card left to play: find the defective trick. */
  readonly NoCardLeft: { readonly seat: Seat; readonly trick: number };
}

/** A consequence of the play's Laws: one of `PlayConsequences`, with its tag. */
export type PlayConsequence = FactsOf<PlayConsequences>;

/** A refusal of the play (the `refusal` of its `DomainRejection`). */
export type PlayRefusal = FactsOf<PlayRefusals>;

/** An audit entry of the play. */
export type PlayEntry = AuditEntry<PlayConsequence>;
/** An option the play's Laws open. */
export type PlayOption = PendingOption<PlayConsequence>;
/** A question the play's Laws ask the Director. */
export type PlayQuestion = RulingNeeded<PlayConsequence>;
