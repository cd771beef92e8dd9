import { Schema } from "effect";
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
 * The log's event vocabulary, version 1 (design §3). Each event is one JSON object per line with a `type`.
 * The union grows additively within major version 1: a v1 log stays valid forever. Every line may also
 * carry the envelope fields `at` (ISO time), `by`, `note` and, sealed, `seq`, `prev`, `hash`: they are not
 * part of the event and stay in the line's record (`@bridgelaw/log`).
 */
export const LOG_FORMAT_VERSION = 1;

export {
  AcquiescenceWithdrawn,
  Alerted,
  AppealDecided,
  AppealLodged,
  AttentionDrawn,
  BoardFouled,
  BoardStarted,
  CallChanged,
  CallMade,
  CardDesignated,
  CardExposed,
  CardPlayed,
  CardRetracted,
  ClaimAcquiesced,
  ClaimMade,
  ClaimObjected,
  ConcessionMade,
  ConcessionWithdrawn,
  DirectorRuled,
  DummyViolation,
  Explained,
  ExplanationCorrected,
  OptionChosen,
  PenaltyAwarded,
  PlayResumed,
  ScoreAdjusted,
  ScoreCorrected,
  ScoreRecorded,
  ScoresPosted,
  TableMovedOn,
  TricksAgreed,
  TricksDisputed,
  WrongBoardCards,
};

/** Every event of log format v1, each with its `type`. */
export const TableEvent = Schema.Union([
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
]);
export type TableEvent = typeof TableEvent.Type;
export const EVENT_TYPES: readonly TableEvent["type"][] = [
  "BoardStarted",
  "CallMade",
  "CardPlayed",
  "OptionChosen",
  "DirectorRuled",
  "AttentionDrawn",
  "CallChanged",
  "CardExposed",
  "Alerted",
  "Explained",
  "ExplanationCorrected",
  "WrongBoardCards",
  "CardDesignated",
  "CardRetracted",
  "DummyViolation",
  "TricksAgreed",
  "ScoreRecorded",
  "TricksDisputed",
  "ScoresPosted",
  "ScoreCorrected",
  "ScoreAdjusted",
  "PenaltyAwarded",
  "AppealLodged",
  "AppealDecided",
  "BoardFouled",
  "ClaimMade",
  "ConcessionMade",
  "ClaimAcquiesced",
  "ClaimObjected",
  "PlayResumed",
  "TableMovedOn",
  "AcquiescenceWithdrawn",
  "ConcessionWithdrawn",
];
