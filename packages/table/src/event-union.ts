import { lazy } from "@bridgelaw/log";
// The union of every event Schema of log format v1, without what `Schema.toTaggedUnion` adds to it (`cases`,
// `guards`, `match`, `isAnyOf`): the log's decoder reads only this, so a program that replays a log
// (`replayLog`) does not carry Effect's tagged-union helpers, which `TableEvent` (events.ts) adds for the
// commands, the JSON Schema and an app (issue 31: the browser bundle of replayLog).
import * as Schema from "effect/Schema";
import { DealCorrected, WrongNumberOfCards } from "./laws/13-14-card-count.ts";
import { CardsCalledOnAnotherBoard, WrongContestants } from "./laws/15-wrong-board-or-contestants.ts";
import { ExtraneousInformation } from "./laws/16B-extraneous-information.ts";
import { HandsReturned } from "./laws/17D2-hands-returned.ts";
import { ExplanationRequested } from "./laws/20F-questions.ts";
import { CardHandled } from "./laws/45C-card-handled.ts";
import {
  Alerted,
  CallChanged,
  CallMade,
  Explained,
  ExplanationCorrected,
  WrongBoardCards,
} from "./phases/auction.ts";
import { BoardStarted } from "./phases/board.ts";
import {
  AcquiescenceWithdrawn,
  ClaimAcquiesced,
  ClaimMade,
  ClaimObjected,
  ConcessionMade,
  ConcessionWithdrawn,
  PlayResumed,
  TableMovedOn,
} from "./phases/claims.ts";
import { CardDesignated, CardPlayed, CardRetracted, DummyViolation } from "./phases/play.ts";
import {
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
import {
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
import { AttentionDrawn, CardExposed, DirectorRuled, OptionChosen } from "./phases/shared.ts";

/**
 * Every event of log format v1, each with its `type`: the one list of the vocabulary (issue 34). The union's
 * tags (`TableEvent.discriminants`, `EVENT_TYPES`), its members by tag (`TableEvent.cases`), its guards and
 * `match` come from it (Effect's `toTaggedUnion`), and so do the log's decoder (`decodeTableEvent`), the
 * command of each event (`commands/commands.ts`), `evolve`'s dispatch (`evolve.ts`, one entry per tag, checked by
 * the compiler) and the JSON Schema of a log line (`json-schema.ts`). Adding an event is one entry here (its
 * Schema), its command and its recipe.
 */
const MEMBERS = [
  BoardStarted,
  CallMade,
  CardPlayed,
  OptionChosen,
  DirectorRuled,
  AttentionDrawn,
  CallChanged,
  CardExposed,
  Alerted,
  Explained,
  ExplanationCorrected,
  WrongBoardCards,
  CardDesignated,
  CardRetracted,
  DummyViolation,
  // the score, rulings and appeals (Laws 79, 81–93)
  TricksAgreed,
  ScoreRecorded,
  TricksDisputed,
  ScoresPosted,
  ScoreCorrected,
  ScoreAdjusted,
  PenaltyAwarded,
  AppealLodged,
  AppealDecided,
  BoardFouled,
  // claims and concessions (Laws 68–71)
  ClaimMade,
  ConcessionMade,
  ClaimAcquiesced,
  ClaimObjected,
  PlayResumed,
  TableMovedOn,
  AcquiescenceWithdrawn,
  ConcessionWithdrawn,
  // the table procedure of the play (Laws 65, 66, 67B3, 43B2(a), 61B, 10B)
  CardTurned,
  OrientationPointedOut,
  CardsDisturbed,
  TrickInspected,
  CardReturnedToHand,
  WrongHandWarning,
  RevokeInquired,
  QuestionAsked,
  DirectorSummoned,
  // the facts of the table's own Laws (13–17, 20F, 45C)
  HandsReturned,
  WrongNumberOfCards,
  DealCorrected,
  WrongContestants,
  CardsCalledOnAnotherBoard,
  ExtraneousInformation,
  ExplanationRequested,
  CardHandled,
] as const;
export type Member = (typeof MEMBERS)[number];
export const eventUnion = lazy(() => Schema.Union(MEMBERS));
