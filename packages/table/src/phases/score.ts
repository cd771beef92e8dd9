/** The score phase (Laws 79, 81–93): its events, handlers and view, one module per Law under score/. */
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
} from "./score/events.ts";
export {
  type AppealView,
  type PenaltyView,
  resultLabel,
  type ScoreFacts,
  scoreFacts,
} from "./score/facts.ts";
export { penaltyAwarded, scoreAdjusted } from "./score/law-12-90-adjusted.ts";
export {
  openScoreRulings,
  routeDirectorRuled,
  scoreRecorded,
  tricksAgreed,
  tricksDisputed,
} from "./score/law-79-tricks.ts";
export { scoreCorrected, scoresPosted } from "./score/law-79C-correction.ts";
export { boardFouled } from "./score/law-87-fouled.ts";
export { appealDecided, appealLodged } from "./score/law-92-93-appeals.ts";
export {
  boardStanding,
  type Standing,
  type StandingDecision,
  type StandingResult,
  type StandingStage,
  scoreMark,
} from "./score/standing.ts";
export {
  type BoardScores,
  boardAppeals,
  boardPenalties,
  boardScores,
  recordedResult,
  type StageView,
  scoredWithoutPlay,
} from "./score/view.ts";
