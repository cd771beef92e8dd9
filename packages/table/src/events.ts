import { lazy, lazyList } from "@bridgelaw/log";
import * as Schema from "effect/Schema";
import { eventUnion, type Member } from "./event-union.ts";
/**
 * The log's event vocabulary, version 1. Each event is one JSON object per line with a `type`.
 * The union grows additively within major version 1: a v1 log stays valid forever. Every line may also
 * carry the envelope fields `at` (ISO time), `by`, `note` and, sealed, `seq`, `prev`, `hash`: they are not
 * part of the event and stay in the line's record (`@bridgelaw/log`).
 */
export const LOG_FORMAT_VERSION = 1;

// The events, each exported from the module of its Law or phase (event-union.ts lists them in the union).
export { DealCorrected, WrongNumberOfCards } from "./laws/13-14-card-count.ts";
export { CardsCalledOnAnotherBoard, WrongContestants } from "./laws/15-wrong-board-or-contestants.ts";
export { ExtraneousInformation } from "./laws/16B-extraneous-information.ts";
export { HandsReturned } from "./laws/17D2-hands-returned.ts";
export { ExplanationRequested } from "./laws/20F-questions.ts";
export { CardHandled } from "./laws/45C-card-handled.ts";
export {
  Alerted,
  CallChanged,
  CallMade,
  Explained,
  ExplanationCorrected,
  WrongBoardCards,
} from "./phases/auction.ts";
export { BoardStarted } from "./phases/board.ts";
export {
  AcquiescenceWithdrawn,
  ClaimAcquiesced,
  ClaimMade,
  ClaimObjected,
  ConcessionMade,
  ConcessionWithdrawn,
  PlayResumed,
  TableMovedOn,
} from "./phases/claims.ts";
export { CardDesignated, CardPlayed, CardRetracted, DummyViolation } from "./phases/play.ts";
export {
  CardReturnedToHand,
  CardsDisturbed,
  CardTurned,
  DirectorSummoned,
  OrientationPointedOut,
  QuestionAsked,
  RevokeInquired,
  TrickInspected,
  WrongHandWarning,
} from "./phases/procedure.ts";
export {
  AppealDecided,
  AppealLodged,
  BoardFouled,
  PenaltyAwarded,
  ScoreAdjusted,
  ScoreCorrected,
  ScoreRecorded,
  ScoresPosted,
  TricksAgreed,
  TricksDisputed,
} from "./phases/score.ts";
export { AttentionDrawn, CardExposed, DirectorRuled, OptionChosen } from "./phases/shared.ts";

/** An event of log format v1. */
export type TableEvent = typeof eventUnion.Type;
/** An event's `type`. */
export type TableEventType = TableEvent["type"];
/** An event of one type. */
export type TableEventOf<T extends TableEventType> = Extract<TableEvent, { readonly type: T }>;
/** One function per event type (a missing one is a compile error). */
export type TableEventCases<R> = { readonly [T in TableEventType]: (event: TableEventOf<T>) => R };

/**
 * What `Schema.toTaggedUnion("type")` adds to the union, typed here by mapping the members' tags (Effect's own
 * type flattens the member tuple recursively, deeper than TypeScript allows for 50 members).
 */
export interface TableEventUnion {
  /** The field that tells the events apart. */
  readonly tag: "type";
  /** Every event type, in the union's order. */
  readonly discriminants: readonly TableEventType[];
  /** The Schema of each event type. */
  readonly cases: { readonly [M in Member as M["Type"]["type"]]: M };
  /** A type guard per event type. */
  readonly guards: { readonly [T in TableEventType]: (u: unknown) => u is TableEventOf<T> };
  /** A guard for a set of event types. */
  readonly isAnyOf: <const T extends TableEventType>(
    types: readonly T[],
  ) => (event: TableEvent) => event is TableEventOf<T>;
  /** Calls the case of the event's type. */
  readonly match: {
    <R>(event: TableEvent, cases: TableEventCases<R>): R;
    <R>(cases: TableEventCases<R>): (event: TableEvent) => R;
  };
}

/**
 * The union of every event of log format v1 (event-union.ts) with its tags, cases, guards and `match`. Marked
 * pure, as `EVENT_TYPES`: a bundle that uses neither, such as one of `replayLog` (which decodes with the
 * union itself), leaves them and Effect's `toTaggedUnion` out (issue 31).
 */
export const TableEvent: typeof eventUnion & TableEventUnion = /* @__PURE__ */ lazy(
  () => Schema.toTaggedUnion("type")(eventUnion as never) as unknown as typeof eventUnion & TableEventUnion,
);
/** Every event type of log format v1, in the union's order. */
export const EVENT_TYPES: readonly TableEventType[] = /* @__PURE__ */ lazyList(
  () => TableEvent.discriminants,
);
