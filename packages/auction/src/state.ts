import type { Bid, Call, Card, Contract, LawId, Seat, Side, Strain, Suit } from "@bridgelaw/cards";
import type { Draft } from "immer";
import type { AuctionEntry, AuctionOption, AuctionQuestion, AuctionReview } from "./consequences.ts";

/**
 * Status of a recorded call:
 * - `standing`: part of the standing auction (legal, or irregular and accepted or condoned);
 * - `deemed`: a pass the Law deems made (28A);
 * - `cancelled`: cancelled by a rectification (29B, 36, 37B, 38, 39A, 17D3, 27B3 …);
 * - `withdrawn`: taken back and replaced (25, 27B);
 * - `open`: an irregular call whose rectification is not yet settled (LHO may still accept it, or the
 *   Director has not been called yet).
 */
export type CallStatus = "standing" | "deemed" | "cancelled" | "withdrawn" | "open";

/** Marks on a call. */
export type CallFlag =
  | "accepted-insufficient" // 27A1 / 27B4
  | "accepted-out-of-rotation" // 29A
  | "condoned-37A"
  | "repeated-31A1"
  | "replacement" // made to replace a withdrawn or cancelled call
  | "simultaneous"; // Law 33

export interface RecordedCall {
  readonly seat: Seat;
  readonly call: Call;
  /** Position of the event in the log (1-based). */
  readonly position: number;
  /** Whose turn it was to call when the call was made; null after the auction. */
  readonly turn: Seat | null;
  readonly status: CallStatus;
  /** The Law of the irregularity the call is, or of the rectification that last touched it. */
  readonly law?: LawId;
  readonly flags?: readonly CallFlag[];
}

/** A player who must pass: at his next turn, or whenever it is his turn until the auction ends. */
export interface PassObligation {
  readonly kind: "pass";
  readonly seat: Seat;
  readonly scope: "next-turn" | "throughout";
  readonly law: LawId;
  /** Log position of the event that created it. */
  readonly from: number;
}

/** 31A1 / 32A1: the offender must repeat his call out of rotation at his turn. */
export interface RepeatObligation {
  readonly kind: "repeat";
  readonly seat: Seat;
  readonly call: Call;
  readonly law: LawId;
  readonly from: number;
}

export type Obligation = PassObligation | RepeatObligation;

/**
 * Law 26: declarer may prohibit the offender's partner from leading one suit at his first turn
 * to lead. `pending` until the end of the auction; then `active` if the offender defends, else `void`.
 */
export interface LeadRestriction {
  readonly offender: Seat;
  readonly restricted: Seat;
  readonly law: LawId;
  readonly from: number;
  readonly status: "pending" | "active" | "void";
  /** Suits the offender specified in the legal auction (ruled, 26B); null while the Director has not said. */
  readonly suitsSpecified: readonly Suit[] | null;
  /** 2007 Code 26A: declarer may also require the lead of these suits (the withdrawn call's specified suits). */
  readonly mayRequire?: readonly Suit[];
  /**
   * Why it was void, when the Law waived it: the offender's side declares (26B: `declaring-side`), he
   * specified every suit in the legal auction (26B, WBFLC Ex 22: `every-suit-specified`), his LHO called
   * after the call that created it (39B: `lho-called`), he specified the withdrawn call's suit legally (2007
   * Code 26A: `suit-specified`).
   */
  readonly waived?: "declaring-side" | "every-suit-specified" | "lho-called" | "suit-specified";
}

/** Law 16C: information from a withdrawn or cancelled call, authorised for one side, not the other. */
export interface InfoRecord {
  readonly position: number;
  readonly seat: Seat;
  readonly call: Call;
  readonly unauthorisedFor: Side | null;
  readonly law: LawId;
}

/** Law 24: a card exposed or led during the auction. */
export interface ExposedCard {
  readonly seat: Seat;
  readonly card: Card;
  readonly position: number;
  readonly led: boolean;
  /** 24D: back to hand (declarer or dummy), 24E: penalty card (defender); until the end of the auction: on the table. */
  readonly fate: "on-table" | "returned-24D" | "penalty-card-24E" | "not-seen";
}

/** An end-of-play review the Director must make: 23C, 27D, 72C, 21B3. */
export type Review = AuctionReview;

/**
 * A replacement the Director must judge (Law 23): once the offender has made his replacement call, the
 * Director rules whether it is comparable (and, for Law 27, whether it is the lowest sufficient bid in the
 * same denomination, 27B1(a)); `onNotComparable` says what follows otherwise.
 */
export interface ReplacementCheck {
  readonly offender: Seat;
  readonly withdrawn: Call;
  readonly withdrawnAt: number;
  /** The Law whose branch applies (27B, 30B1(b), 31A2, 31B2, 32A2, 32B2, 25B, 36B3). */
  readonly law: LawId;
  readonly onNotComparable: "partner-next-turn" | "partner-throughout" | "lead-restriction-only";
  /** 27B3 / 27B4: an attempted double or redouble, or a second insufficient bid, bars partner whatever follows. */
  readonly barred?: boolean;
  /** The replacement awaiting the Director's ruling (its position), once made. */
  readonly madeAt?: number;
}

/** An irregularity whose rectification is not settled yet. */
export type OpenIrregularity =
  | {
      readonly kind: "insufficient";
      readonly offender: Seat;
      readonly at: number;
      readonly call: Bid;
      /** 27B4: an insufficient replacement of an insufficient bid. */
      readonly second: boolean;
      /** 27C: the offender replaced the insufficient bid before LHO chose. */
      readonly premature?: number;
    }
  | {
      readonly kind: "out-of-rotation";
      readonly offender: Seat;
      readonly at: number;
      readonly call: Call;
      readonly turn: Seat;
    }
  | {
      readonly kind: "inadmissible-double" | "violates-pass" | "above-seven";
      readonly offender: Seat;
      readonly at: number;
      readonly call: Call;
      readonly turn: Seat;
    }
  | {
      readonly kind: "change-of-call";
      readonly offender: Seat;
      readonly at: number;
      readonly first: number;
      readonly call: Call;
      /** Set once the Director has ruled on 25A. */
      readonly unintended?: boolean;
    };

/** The open irregularity of one kind (`OpenOf<"insufficient">`). */
export type OpenOf<K extends OpenIrregularity["kind"]> = OpenIrregularity & { readonly kind: K };

/** What the offender's side must do after a cancelled out-of-rotation call, until its turn comes (29B). */
export interface AfterOutOfRotation {
  readonly offender: Seat;
  readonly call: Call;
  readonly at: number;
  readonly law: "30A" | "30B1" | "31A" | "31B" | "32A" | "32B" | "36B4";
  /** 31A/32A: set once RHO has called: whether he passed. */
  readonly rhoPassed?: boolean;
}

export interface LastBid {
  readonly bid: Bid;
  readonly seat: Seat;
}

export interface AuctionOptions {
  readonly edition: "2017" | "2007";
  /** 27B2: "throughout" (the default, the WBF text) or the FFB text's reading "next-turn" (at his next turn). */
  readonly law27B2PartnerBar: "throughout" | "next-turn";
  /** Played with screens: auction rectification is not supported (FFB RNC Annexe IV). */
  readonly screens: boolean;
}

/**
 * What Laws 22 and 26 resolved at the end of the auction (T2), as it stood before: put back when a change of
 * call allowed after the final pass opens the auction again (21B1(a), 25A).
 */
export interface BeforeEnd {
  readonly obligations: readonly Obligation[];
  readonly leadRestrictions: readonly LeadRestriction[];
  readonly exposed: readonly ExposedCard[];
}

/** The auction as derived from its calls (Laws 17–39). */
export interface AuctionState {
  readonly dealer: Seat;
  readonly options: AuctionOptions;
  /** Every call recorded, in log order. */
  readonly calls: readonly RecordedCall[];
  /** Whose turn it is to call (Law 17B/17C); null once the auction is over. */
  readonly turn: Seat | null;
  readonly lastBid: LastBid | null;
  /** The double or redouble standing on the last bid (Law 19), with who made it. */
  readonly doubling: { readonly call: "X" | "XX"; readonly seat: Seat } | null;
  /** Consecutive standing passes since the last standing non-pass call (Law 22). */
  readonly passes: number;
  /** Standing calls so far. */
  readonly legalCount: number;
  /** For each side, the first of its players to name each strain (Law 22A: declarer). */
  readonly firstToName: Readonly<Record<Side, Readonly<Partial<Record<Strain, Seat>>>>>;
  readonly ended: boolean;
  /** Law 22A contract, or null for a passed-out board (22B); undefined while the auction goes on. */
  readonly contract: Contract | null | undefined;
  readonly obligations: readonly Obligation[];
  readonly leadRestrictions: readonly LeadRestriction[];
  readonly info: readonly InfoRecord[];
  readonly exposed: readonly ExposedCard[];
  readonly reviews: readonly Review[];
  readonly open: OpenIrregularity | null;
  readonly afterOutOfRotation: AfterOutOfRotation | null;
  readonly replacement: ReplacementCheck | null;
  /** Options the Law gives a player now (10C1), each answered by an `OptionChosen`. */
  readonly pending: readonly AuctionOption[];
  /** Questions for the Director, each answered by a `DirectorRuled`. */
  readonly rulingsNeeded: readonly AuctionQuestion[];
  /** Every consequence derived by the auction, with its Law. */
  readonly audit: readonly AuctionEntry[];
  /** 17D3: the auction reverts to the player deprived of his turn, whatever the last standing call. */
  readonly revertTo: Seat | null;
  /** The state before the last call (Law 33 re-orders simultaneous calls). */
  readonly beforeLastCall: AuctionState | null;
  /** What the end of the auction resolved, as it stood before (see `BeforeEnd`); null while it goes on. */
  readonly beforeEnd: BeforeEnd | null;
  /**
   * 17D: the log position at which the auction period ended (the opening lead faced, 17D1; the hands of a
   * passed-out board returned, 17D2), as the table tells it; null until then. A call may be changed after
   * misinformation until then (21B1(a)).
   */
  readonly periodEnded: number | null;
}

/** The auction as a recipe changes it (an immer draft, or the bulk replay's private mutable state). */
export type AuctionDraft = Draft<AuctionState>;
