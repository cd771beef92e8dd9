// The facts of the Laws the table itself keeps (13, 14, 15, 16B, 17D2, 20F, 45C), beside the phases'
// states (types only: below the state and every handler; laws/facts.ts reads and records them).
import type { Card, LawId, Seat } from "@bridgelaw/cards";
import type { AttentionTiming } from "@bridgelaw/play";
import type {
  ExtraneousKind,
  Handling,
  HandsReturnedWhen,
  QuestionReason,
  TableQuestion,
} from "../consequences.ts";

/** 17D2: the four hands were returned to the board; `when` says at what point of the board. */
export interface HandsReturnedFact {
  readonly position: number;
  readonly when: HandsReturnedWhen;
}

/** 69A: the table moved on from the board (a call on the next deal, or the end of the round). */
export interface MovedOnFact {
  readonly position: number;
  readonly how: "next-deal-call" | "round-end";
}

/** Laws 13 and 14: a hand found with too many or too few cards, its correction, the Director's decision. */
export interface CardCountFact {
  /** The deal as the board held it (PBN), before any correction. */
  readonly found: string;
  /** Law 13 (a hand with more than 13 cards), 14 (fewer, none more), or null once every hand holds 13. */
  readonly law: "13" | "14" | null;
  /** The discovery: who was found with a wrong number, and the clause it falls under (13A, 13B, 13D, 14A, 14B). */
  readonly discovered: {
    readonly position: number;
    readonly seat: Seat;
    readonly law: LawId;
    readonly seen: boolean;
  } | null;
  /** Each correction of the deal by the Director (13A1, 13B1, 14A1, 14B2 …). */
  readonly corrections: readonly {
    readonly position: number;
    readonly law: LawId;
    readonly moves: readonly { readonly card: Card; readonly from?: Seat; readonly to: Seat }[];
  }[];
  /** The Director's decision (13B1 play on, 13B2 adjusted score, 13D the result cancelled). */
  readonly decision: { readonly law: LawId; readonly position: number } | null;
  /** 13B2, 13D: the board is not played (further); its score is an adjusted score. */
  readonly cancelled: boolean;
}

/** 15B (15C in the 2007 Code): a contestant at the table that was not to play this board in this round. */
export interface ContestantsFact {
  readonly position: number;
  /** The pairs the board was scheduled for (BoardStarted), and the pairs who sat there. */
  readonly scheduled: { readonly NS?: string; readonly EW?: string };
  readonly seated: { readonly NS?: string; readonly EW?: string };
  /** Players at the table who had played the board before (15B1). */
  readonly playedBefore: readonly Seat[];
  readonly law: LawId;
}

/** 15A3: this board's cards were taken, and called with, on another board (a reference to that log). */
export interface WrongBoardLink {
  readonly position: number;
  readonly seat: Seat;
  /** The call cancelled there (15A1). */
  readonly call: string;
  readonly board?: number;
  readonly log?: string;
  readonly at?: number;
  /** The position of the offender's first call here, once made (the 15A3 question is about it). */
  readonly calledAt?: number;
}

/** 16B: extraneous information from a player (a break in tempo, a remark, a gesture …). */
export interface ExtraneousFact {
  readonly position: number;
  readonly seat: Seat;
  readonly kind: ExtraneousKind;
  /** The call or card it accompanied. */
  readonly about?: number;
  readonly text?: string;
  /** 16B2: the opponents who reserved their rights. */
  readonly reserved: readonly Seat[];
  /** 16B1: partner, for whom it is unauthorised. */
  readonly unauthorisedFor: Seat;
}

/** 20F: a question about the opponents' calls, and its answer. */
export interface QuestionFact {
  readonly position: number;
  readonly seat: Seat;
  /** The call asked about (20F3, a single call), or the whole auction. */
  readonly about?: number;
  readonly law: LawId;
  /** Whether the Law opened the question to him then (otherwise 16B: what it conveys may be unauthorised). */
  readonly allowed: boolean;
  /** Why it is open to him then, or not (20F1, 20F2; `own-side`: about his own side's call). */
  readonly reason: QuestionReason;
  readonly answers: readonly { readonly position: number; readonly seat: Seat; readonly law: LawId }[];
}

/** 45C: how a card was handled, and whether it is a played card (by the Law, or by the Director's finding). */
export interface HandledFact {
  readonly position: number;
  readonly seat: Seat;
  readonly card: Card;
  readonly how: Handling;
  readonly law: LawId;
  /** true: played; false: not played; null: the Director has to find it. */
  readonly played: boolean | null;
}

export interface LawFacts {
  /** The latest point after the play the log records (hands returned, table moved on): later attention's timing. */
  readonly timing: { readonly after: AttentionTiming; readonly position: number } | null;
  /** The Director does not let the board be played (any further): 13B2, 15B1, 15C (2007) … */
  readonly stopped: { readonly law: LawId; readonly position: number } | null;
  /** Questions about these facts for the Director (a `DirectorRuled`, or a `ScoreAdjusted` with `about`). */
  readonly rulings: readonly TableQuestion[];
  readonly handsReturned: HandsReturnedFact | null;
  /** 69A: the first time the table moved on from the board. */
  readonly movedOn: MovedOnFact | null;
  readonly cardCount: CardCountFact | null;
  readonly contestants: ContestantsFact | null;
  readonly wrongBoard: readonly WrongBoardLink[];
  readonly extraneous: readonly ExtraneousFact[];
  readonly questions: readonly QuestionFact[];
  readonly handled: readonly HandledFact[];
}

export const NO_LAW_FACTS: LawFacts = {
  timing: null,
  stopped: null,
  rulings: [],
  handsReturned: null,
  movedOn: null,
  cardCount: null,
  contestants: null,
  wrongBoard: [],
  extraneous: [],
  questions: [],
  handled: [],
};
