import type {
  AuditEntry,
  Bid,
  Call,
  Card,
  FactsOf,
  LawId,
  PendingOption,
  Review,
  RulingNeeded,
  Seat,
  Side,
  Suit,
} from "@bridgelaw/cards";

/**
 * A call of the auction, named by its log position, with who made it and what it was when a call was made
 * there (an explanation may be about a position where none was).
 */
export type CallRef = { readonly position: number; readonly seat?: Seat; readonly call?: Call };

/** What made a call impossible in place of another (the Law of the call, 35): 38, 36, 37 or 27. */
export type IllegalBecause = "above-seven" | "inadmissible-double" | "violates-pass" | "insufficient";

/** The kind of an irregularity whose rectification is not settled yet (`OpenIrregularity`). */
export type IrregularityKind =
  | "insufficient"
  | "out-of-rotation"
  | "inadmissible-double"
  | "violates-pass"
  | "above-seven"
  | "change-of-call";

/**
 * What the Laws of the auction derive, as data (issue 34, style.md): each tag with its typed fields. The
 * recipes record these; `@bridgelaw/words` writes them in a language (its catalog has one message per tag).
 * A field that names a card is typed `Card` (or `Card[]`): a seat's view hides a consequence by those fields.
 * An audit entry carries its Law and the position of its cause; an option its seat, Law and options; a
 * question its Law and position: the fields below are the rest. A refusal (`DomainRejection`) carries its own
 * Law when it names one.
 */
export interface AuctionConsequences {
  // The rectifications several Laws share

  /** A player must pass at his next turn, or whenever it is his turn to call (the bar of a rectification). */
  readonly MustPass: {
    readonly seat: Seat;
    readonly scope: "next-turn" | "throughout";
    /** The Code whose Law numbers the entry cites, when it is not the 2017 Code. */
    readonly edition?: "2007";
  };
  /** The offender must repeat his call out of rotation at his turn (31A1, 32A1). */
  readonly MustRepeat: { readonly seat: Seat; readonly call: Call };
  /** 2007 Law 30B2: a pass out of rotation at partner's turn: the offender passes throughout (30B2(a)), and his partner may not double or redouble at that turn (30B2(b)). */
  readonly MustPassNoDoubleByPartner: { readonly seat: Seat };
  /** 30B1: a pass out of rotation at partner's turn or LHO's: partner calls freely (16C2), the offender may make any legal call; comparable, no rectification, else partner passes at his next turn. */
  readonly PassOutOfRotationReplaced: { readonly offender: Seat; readonly partner: Seat };
  /** An end-of-play review of damage (72C; 23 in the 2007 Code), and what caused it. */
  readonly DamageReview: {
    readonly cause:
      | "pass-out-of-rotation"
      | "enforced-pass"
      | "irregularity"
      | "inadmissible-double"
      | "barred-call"
      | "bid-above-seven";
    /** The Law of the rectification that caused it (30A, 30B1 …). */
    readonly under: string;
    readonly edition?: "2007";
    /** `irregularity`: the position of the irregular call (23: a replacement not comparable). */
    readonly about?: number;
    /** `inadmissible-double`: the double or redouble (36B). */
    readonly call?: Call;
  };
  /** 23C / 27D: an end-of-play review of damage through the assistance of the withdrawn call (or insufficient bid, 27D). */
  readonly AssistanceReview: {
    readonly withdrawn: Call;
    readonly source: "withdrawn-call" | "insufficient-bid";
    /** 27D: the branch of 27B1 the replacement was allowed under. */
    readonly under?: string;
  };
  /** 26B: a lead restriction on the offender's partner, pending until the end of the auction. */
  readonly LeadRestrictionPending: { readonly offender: Seat; readonly restricted: Seat };

  // The intake of a call (9B, 28, 33; screens)

  /** FFB RNC Annexe IV: an irregular call under screens; the engine does not rectify it, the Director rules by hand. */
  readonly ScreensRectificationUnsupported: { readonly seat: Seat; readonly call: Call };
  /** 28B or 29A: the player whose turn it was, also the offender's LHO, called over the call out of rotation: did he mean to accept it? */
  readonly CalledOverCallOutOfRotation: { readonly seat: Seat; readonly offender: Seat; readonly call: Call };
  /** 9B: a further call while an irregularity's rectification is pending: the Director cancels it (16C). */
  readonly CallWhileRectificationPending: {
    readonly seat: Seat;
    readonly call: Call;
    readonly offender: Seat;
    readonly irregularity: IrregularityKind;
    /** The offender's irregular call. */
    readonly irregular: Call;
  };
  /** 9B: the Director cancels the further call. */
  readonly FurtherCallCancelled: { readonly seat: Seat; readonly call: Call };
  /** Law 33: a call made at the same time as the call of the player whose turn it was is deemed to follow it. */
  readonly SimultaneousCallsReordered: {
    readonly seat: Seat;
    readonly call: Call;
    /** The call it is deemed to follow. */
    readonly after: Seat;
    readonly afterCall: Call;
  };
  /** Law 33: a call simultaneous with the previous call is deemed to follow it. */
  readonly SimultaneousCall: { readonly seat: Seat; readonly call: Call };
  /** 31A1 / 32A1: a call other than the repeat the Law requires is cancelled; the offender calls again. */
  readonly RepeatRequired: { readonly seat: Seat; readonly required: Call; readonly call: Call };

  // Law 15 (17D in the 2007 Code): cards from the wrong board

  /** 15A: the player holds another board's cards but has not called: he takes his own hand. */
  readonly WrongBoardNotCalled: { readonly seat: Seat };
  /** 15A1: his call with the wrong board's cards and every later call are cancelled. */
  readonly WrongBoardCallsCancelled: { readonly seat: Seat; readonly call: Call };
  /** 15A2(a): his partner has called since: the Director awards an adjusted score. */
  readonly WrongBoardAdjustedScore: { readonly seat: Seat; readonly partner: Seat };
  /** 15A3: a review: does his later call on the other board differ from the cancelled one? */
  readonly WrongBoardLaterCallReview: { readonly seat: Seat; readonly call: Call };
  /** 15A2(b): he takes his own hand and calls again. */
  readonly WrongBoardCallsAgain: { readonly seat: Seat };

  // Law 17

  /** 17D3: a player deprived of his turn by a pass out of rotation: the auction reverts to him; the passes at `cancelled` are cancelled. */
  readonly DeprivedOfTurn: { readonly seat: Seat; readonly cancelled: readonly number[] };
  /**
   * 17D2 (WBFLC Ex 14): the hands went back into the board before attention was drawn to a pass that deprived a
   * player of his turn: no rectification; the passes at `restored` stand and the board is passed out.
   */
  readonly NoRectificationHandsReturned: { readonly restored: readonly number[] };
  /** 17D1 / 17D2: the auction period is over: no call may be changed after misinformation any more (21B1(a); 21B3 at the end of play). */
  readonly AuctionPeriodOver: Record<never, never>;

  // Laws 20F, 21: alerts, explanations, misinformation

  /** 20F: an alert of a call. */
  readonly CallAlerted: { readonly seat: Seat; readonly of: CallRef };
  /** 20F1: an explanation of a call, in the player's words. */
  readonly CallExplained: { readonly seat: Seat; readonly of: CallRef; readonly words: string };
  /** 20F4(a): a player corrects his own explanation (the Director applies 21B, 20F4(b)). */
  readonly OwnExplanationCorrected: { readonly seat: Seat; readonly of: CallRef; readonly words: string };
  /** 20F5(a): a player corrects his partner's explanation during the auction, which the Law forbids (16B). */
  readonly PartnerExplanationCorrectedInAuction: {
    readonly seat: Seat;
    readonly of: CallRef;
    readonly words: string;
  };
  /** 20F5(b): a player tells the opponents his partner's explanation was mistaken: a defender at the end of play (i), declarer or dummy after the final pass (ii). */
  readonly PartnerExplanationMistaken: {
    readonly seat: Seat;
    readonly of: CallRef;
    readonly words: string;
    readonly defender: boolean;
  };
  /** 21B3: an end-of-play review of misinformation about a call. */
  readonly MisinformationReview: { readonly of: CallRef };
  /** 21B1: could these calls of the misinformed side well have been influenced by the misinformation? */
  readonly CouldCallsBeInfluenced: {
    readonly calls: readonly CallRef[];
    readonly misinformed: Side;
    readonly of: CallRef;
  };
  /** 21B1(b): evidence of a mistaken call: there was no misinformation. */
  readonly MistakenCallFound: Record<never, never>;
  /** 21B1(a): the Director allows no change of call (21B3 at the end of play). */
  readonly NoChangeAllowed: Record<never, never>;
  /** 21B1(a): the Director allows the player to change his call (after the final pass, the auction may open again). */
  readonly ChangeAllowed: { readonly seat: Seat; readonly call: Call; readonly reopens: boolean };
  /** 21B1(a): the option to change the call, or keep it. */
  readonly MayChangeCall: { readonly call: Call };
  /** 21B2: the changer's LHO may in turn change a later call (16C for the call withdrawn), or keep it. */
  readonly MayChangeInTurn: { readonly call: Call };
  /** 21B1(a) / 21B2: the call changed. */
  readonly CallChangedAfterMisinformation: {
    readonly seat: Seat;
    readonly withdrawn: Call;
    readonly call: Call;
  };
  /** 21B1 / 21B2: the player keeps his call. */
  readonly KeepsCall: { readonly seat: Seat; readonly call: Call };
  /** 21B1 / 21B2: the player changes his call; his new call follows. */
  readonly ChangesCall: { readonly seat: Seat; readonly call: Call };

  // Law 22

  /** 22B: four passes: the hands go back to the board, no redeal. */
  readonly PassedOut: Record<never, never>;
  /** 22A: the auction is over: the contract, its declarer (first of the side to name the strain) and dummy. */
  readonly AuctionOver: {
    readonly bid: Bid;
    readonly doubling: "" | "X" | "XX";
    readonly declarer: Seat;
    readonly dummy: Seat;
  };
  /** 24E: a card a defender exposed during the auction becomes a penalty card (Laws 50, 51). */
  readonly ExposedCardPenaltyCard: { readonly seat: Seat; readonly card: Card };
  /** 24D: a card declarer or dummy exposed during the auction goes back to his hand. */
  readonly ExposedCardReturned: { readonly seat: Seat; readonly card: Card };
  /** 22: a change of call after the final pass opened the auction again: `seat` calls. */
  readonly AuctionReopened: { readonly seat: Seat; readonly obligationsStand: boolean };

  // Law 23

  /** 23A: is the replacement comparable to the withdrawn call? (`under`: the Law whose branch applies) */
  readonly IsReplacementComparable: {
    readonly seat: Seat;
    readonly call: Call;
    readonly withdrawn: Call;
    readonly under: string;
  };
  /** 23B, 26A: the replacement is comparable: no further rectification. */
  readonly ComparableCall: { readonly call: Call; readonly withdrawn: Call };

  // Law 24 (16D1 before the first call)

  /** 16D1: a card exposed before the first call is extraneous information, not Law 24. */
  readonly CardExposedBeforeAuction: { readonly seat: Seat; readonly card: Card };
  /** 16D2: may the board be played normally after a card exposed before the first call? */
  readonly MayBoardBePlayed: { readonly seat: Seat; readonly card: Card };
  /** 24: another card exposed by the same player before the ruling: the same incident. */
  readonly CardAlsoExposed: { readonly seat: Seat; readonly card: Card };
  /** 24: a card exposed (or led) during the auction stays face up until the auction ends. */
  readonly CardExposedDuringAuction: { readonly seat: Seat; readonly card: Card; readonly led: boolean };
  /** 24: could the offender's partner have seen the card's face? */
  readonly CouldPartnerSeeCard: {
    readonly seat: Seat;
    readonly partner: Seat;
    readonly card: Card;
    readonly led: boolean;
  };
  /** 24: partner (`seat`) could not have seen the card: Law 24 does not apply. */
  readonly CardNotSeen: { readonly seat: Seat };
  /** 24A: a single card below honour rank, not led: no further rectification (24E if the offender defends). */
  readonly SingleLowCardExposed: { readonly seat: Seat };

  // Law 25

  /** 25A4: partner (`seat`) has called since: the first call can no longer be replaced under 25A. */
  readonly PartnerCalledSince: { readonly seat: Seat; readonly call: Call };
  /** 25: a player changes his call. */
  readonly ChangeOfCall: { readonly seat: Seat; readonly first: Call; readonly call: Call };
  /** 25A (2007: inadvertent, corrected without pause for thought): was the call unintended? */
  readonly WasCallUnintended: { readonly seat: Seat; readonly call: Call; readonly edition?: "2007" };
  /** 25B1: LHO may accept the substituted call; otherwise it is cancelled and the first call stands (25B2). */
  readonly MayAcceptSubstitute: { readonly offender: Seat; readonly call: Call };
  /** 25B: the first call was intended. */
  readonly FirstCallIntended: { readonly seat: Seat };
  /** 25A1: the unintended call is replaced by the intended one. */
  readonly UnintendedCallReplaced: { readonly seat: Seat; readonly first: Call; readonly call: Call };
  /** 25A6: LHO may withdraw the call he made over the unintended call. */
  readonly MayWithdrawCallOver: { readonly call: Call };
  /** 25A6: LHO keeps his call. */
  readonly LhoKeepsCall: Record<never, never>;
  /** 25A6: LHO withdraws his call over the changed call. */
  readonly LhoWithdrawsCall: { readonly seat: Seat };
  /** 25B1: LHO (`seat`) accepts the substituted call (by choosing, or by calling over it). */
  readonly SubstituteAccepted: {
    readonly seat: Seat;
    readonly call: Call;
    readonly first: Call;
    readonly byCalling: boolean;
  };
  /** 25B2: the substituted call is cancelled; the first call stands. */
  readonly SubstituteCancelled: { readonly call: Call; readonly first: Call };
  /** 26A: is the call that stands comparable to the withdrawn one (if so, no lead restriction)? */
  readonly ComparableForLeadRestriction: {
    readonly seat: Seat;
    readonly call: Call;
    readonly withdrawn: Call;
  };

  /**
   * 2007 Code 25B: the Code does not say whether Law 26 applies to the call withdrawn (the first call, 25B1) or
   * cancelled (the substitute, 25B2): the Director says (the engine never guesses).
   */
  readonly DoesLaw26Apply: {
    readonly seat: Seat;
    readonly withdrawn: Call;
    readonly withdrawnAt: number;
    readonly under: "25B1" | "25B2";
  };

  // Law 26

  /** 26B / 39C: a lead restriction active at the offender's partner's first turn to lead; `specified`: the suits the offender specified are not yet ruled, none, or ruled. */
  readonly LeadRestrictionActive: {
    readonly offender: Seat;
    readonly restricted: Seat;
    readonly specified: "unknown" | "none" | "ruled";
  };
  /** 26B: which suits did the offender specify in the legal auction? */
  readonly WhichSuitsSpecified: { readonly seat: Seat };
  /** 26B: the suits the offender specified in the legal auction, as the Director ruled. */
  readonly SuitsSpecified: { readonly suits: readonly Suit[] };
  /** 26B: the offender specified no suit in the legal auction, as the Director ruled. */
  readonly NoSuitSpecified: Record<never, never>;
  /** 26B (WBFLC Ex 22): every suit specified: declarer may prohibit none, no lead restriction (16C still). */
  readonly EverySuitSpecified: { readonly offender: Seat; readonly restricted: Seat };
  /** 2007 Code 26A: the offender specified the withdrawn call's suit legally: no lead penalty. */
  readonly WithdrawnSuitSpecified: {
    readonly offender: Seat;
    readonly restricted: Seat;
    readonly suits: readonly Suit[];
  };

  // Law 27 (18D)

  /** 27A1 / 27B4: LHO may accept the insufficient bid; calling over it accepts it. */
  readonly MayAcceptInsufficientBid: { readonly offender: Seat; readonly call: Call };
  /** 18D / 27B4: an insufficient bid. */
  readonly InsufficientBid: { readonly seat: Seat; readonly call: Call; readonly over?: Bid };
  /** 27A1: LHO (`seat`) accepts the insufficient bid (by choosing, or by calling over it). */
  readonly InsufficientBidAccepted: { readonly seat: Seat; readonly call: Call; readonly byCalling: boolean };
  /** 27B / 27B4: LHO (`seat`) does not accept it: the offender must replace it (a second one is ruled as 27B3). */
  readonly InsufficientBidRefused: {
    readonly seat: Seat;
    readonly offender: Seat;
    readonly partner: Seat;
    readonly call: Call;
    readonly second: boolean;
  };
  /** 27C: the offender replaced his insufficient bid before LHO chose. */
  readonly PrematureReplacement: {
    readonly seat: Seat;
    readonly insufficient: Call;
    readonly call: Call;
    readonly lho: Seat;
  };
  /** 27B3: a double or redouble replacing an insufficient bid is cancelled. */
  readonly DoubleReplacementCancelled: { readonly seat: Seat; readonly call: Call };
  /** 27B1: is the replacement the lowest sufficient bid in the same denomination (27B1(a)), or comparable (27B1(b))? */
  readonly IsReplacementLowestOrComparable: {
    readonly seat: Seat;
    readonly call: Call;
    readonly withdrawn: Call;
    /** The lowest sufficient bid in the withdrawn bid's strain, or none. */
    readonly lowest: Bid | "none";
    /** Whether 27B1(a) is asked (the replacement is a bid). */
    readonly lowestAsked: boolean;
    readonly edition?: "2007";
  };
  /** 27B1(a) / 27B1(b): the replacement stands without further rectification. */
  readonly InsufficientBidReplaced: { readonly call: Call; readonly withdrawn: Call };

  // Law 28

  /** 28A: a call over a barred RHO is in rotation: RHO's pass is deemed made. */
  readonly PassDeemedMade: { readonly seat: Seat; readonly caller: Seat };
  /** 28B: the player whose turn it was calls: the call out of rotation is cancelled, rectification forfeited. */
  readonly OutOfRotationCancelledByTurn: {
    readonly seat: Seat;
    readonly offender: Seat;
    readonly call: Call;
    readonly partner: Seat;
  };

  // Law 29 (and 17D3 for a pass that would end the auction)

  /** 29A: LHO may accept the call out of rotation; otherwise it is cancelled (29B). */
  readonly MayAcceptOutOfRotation: { readonly offender: Seat; readonly call: Call };
  /** 29: a call out of rotation (`under`: the Law of its rectification, 30, 31 or 32). */
  readonly CallOutOfRotation: {
    readonly seat: Seat;
    readonly call: Call;
    readonly turn: Seat;
    readonly under: string;
  };
  /** 17D3: a pass out of rotation that would end the auction while a player has not called is cancelled. */
  readonly PassWouldEndAuction: { readonly seat: Seat; readonly deprived: Seat };
  /** 17D3 (WBFLC Ex 15): a pass in rotation after a cancelled pass out of rotation accepted it: no offender. */
  readonly PassAfterPassOutOfRotation: {
    readonly seat: Seat;
    readonly after: Seat;
    readonly deprived: Seat;
  };
  /** 29A: LHO (`seat`) accepts the call out of rotation (by choosing, or by calling). */
  readonly OutOfRotationAccepted: {
    readonly seat: Seat;
    readonly offender: Seat;
    readonly call: Call;
    readonly byCalling: boolean;
  };
  /** 29B: the call out of rotation is cancelled; the auction reverts to the player whose turn it was. */
  readonly OutOfRotationCancelled: { readonly seat: Seat; readonly call: Call; readonly turn: Seat };

  // Laws 31, 32

  /** 31A / 32A: if RHO passes, the offender must repeat his call (…1); otherwise he may make any legal call (…2). */
  readonly RepeatIfRhoPasses: { readonly seat: Seat; readonly call: Call; readonly rho: Seat };
  /** 31B / 32B: partner calls freely (16C2); the offender's call at his turn is ruled as in 31A2 / 32A2. */
  readonly PartnerCallsFreely: { readonly offender: Seat; readonly partner: Seat; readonly ruledAs: string };
  /** 31A1 / 32A1: RHO passed: the offender must repeat his call. */
  readonly RhoPassedMustRepeat: { readonly seat: Seat; readonly call: Call; readonly rho: Seat };
  /** 2007 31A2: the offender may make any legal call: repeating the denomination, partner passes once; otherwise throughout. */
  readonly AnyCallDenomination2007: { readonly seat: Seat };
  /** 31A2 / 32A2: RHO (`seat`) acted: the offender may make any legal call, judged comparable or not. */
  readonly RhoActed: { readonly seat: Seat; readonly offender: Seat };
  /** 2007 31A2(a): the denomination repeated: partner must pass at his next turn. */
  readonly MustPassDenominationRepeated: { readonly seat: Seat };

  // Law 36 (35A)

  /** 36B4: a double or redouble out of rotation not permitted by Law 19: cancelled, never acceptable. */
  readonly InadmissibleDoubleOutOfRotation: { readonly seat: Seat; readonly call: Call; readonly turn: Seat };
  /** 35A: a double or redouble not permitted by Law 19. */
  readonly InadmissibleDouble: { readonly seat: Seat; readonly call: Call };
  /** 36: rectify under 36B, unless LHO calls first (36A). */
  readonly RectifyInadmissibleDouble: { readonly seat: Seat; readonly call: Call; readonly lho: Seat };
  /** 36B1: the double or redouble is cancelled; the offender substitutes a legal call (36B2). */
  readonly InadmissibleDoubleCancelled: { readonly seat: Seat; readonly call: Call };
  /** 36A: LHO (`seat`) called before rectification: the double and the calls after it are cancelled. */
  readonly InadmissibleDoubleAndLaterCallsCancelled: {
    readonly seat: Seat;
    readonly offender: Seat;
    readonly call: Call;
    readonly turn: Seat;
  };

  // Law 37 (35B)

  /** 35B: a call by a player required to pass. */
  readonly ViolatesObligationToPass: { readonly seat: Seat; readonly call: Call };
  /** 37: rectify under 37B, unless LHO calls first (37A). */
  readonly RectifyViolatedObligation: { readonly seat: Seat; readonly call: Call; readonly lho: Seat };
  /** 37A: LHO (`seat`) called before rectification: the call stands. */
  readonly ViolationStands: { readonly seat: Seat; readonly offender: Seat; readonly call: Call };
  /** 37B2 / 38C: the call is cancelled and replaced by a pass. */
  readonly CallReplacedByPass: { readonly seat: Seat; readonly call: Call };

  // Law 38 (35C)

  /** 35C: a bid of more than seven. */
  readonly BidAboveSeven: { readonly seat: Seat; readonly call: Call };
  /** 38: rectify under Law 38. */
  readonly RectifyBidAboveSeven: { readonly seat: Seat; readonly call: Call };
  /** 38C (38D): the bid is cancelled with LHO's call over it and replaced by a pass. */
  readonly CallsReplacedByPass: {
    readonly seat: Seat;
    readonly call: Call;
    readonly lho: Seat;
    readonly lhoCall: Call;
  };
  /** 38D: LHO called after the bid above seven: no lead restriction, no 72C review. */
  readonly LhoCalledAfterBidAboveSeven: { readonly seat: Seat };

  // Law 39

  /** 39A, 39B: a call after the final pass is cancelled, no further rectification. */
  readonly CallAfterFinalPass: { readonly seat: Seat; readonly call: Call };
  /** 39A, 39C: a defender's bid, double or redouble after the final pass: declarer may prohibit a suit at partner's first lead. */
  readonly CallAfterFinalPassRestrictsLead: {
    readonly seat: Seat;
    readonly call: Call;
    readonly restricted: Seat;
  };

  // Refusals (a `DomainRejection`'s refusal)

  /** A call or change while a blocking question waits for the Director (the question's Law and position). */
  readonly AuctionWaitsForRuling: { readonly law: LawId; readonly about: number };
  /** 25: a change of call by a player who has no call that stands. */
  readonly NoCallToChange: { readonly seat: Seat };
  /** The Director's answer is not one the question lists. */
  readonly AuctionAnswerNotListed: { readonly law: LawId; readonly answers: readonly string[] };
  /** 21B1(a) / 21B2: a change only for a call legal in the place of the call changed. */
  readonly ChangeNotLegalInPlace: {
    readonly law: LawId;
    readonly seat: Seat;
    readonly withdrawn: Call;
    readonly withdrawnAt: number;
    readonly call: Call;
    readonly because: IllegalBecause;
    /** `insufficient`: the bid it would not supersede. */
    readonly over?: Bid;
  };
  /** 26B: the Director's answer on the suits specified must list suits, or say none. */
  readonly SuitsSpecifiedAnswerExpected: { readonly law: LawId };
}

/** A consequence of the auction's Laws: one of `AuctionConsequences`, with its tag. */
export type AuctionConsequence = FactsOf<AuctionConsequences>;

/** A refusal of the auction (`DomainRejection`): one of its consequences, by tag. */
export type AuctionRefusal = Extract<
  AuctionConsequence,
  {
    readonly _tag:
      | "AuctionWaitsForRuling"
      | "NoCallToChange"
      | "AuctionAnswerNotListed"
      | "ChangeNotLegalInPlace"
      | "SuitsSpecifiedAnswerExpected";
  }
>;

/** An audit entry of the auction. */
export type AuctionEntry = AuditEntry<AuctionConsequence>;
/** An option the auction's Laws open. */
export type AuctionOption = PendingOption<AuctionConsequence>;
/** A question the auction's Laws ask the Director. */
export type AuctionQuestion = RulingNeeded<AuctionConsequence>;
/** An end-of-play review the auction's Laws ask for. */
export type AuctionReview = Review<AuctionConsequence>;
