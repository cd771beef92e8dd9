export * from "./appeals.ts";
export * from "./artificial-score.ts";
export * from "./board-matchpoints.ts";
export * from "./board-result.ts";
export * from "./butler.ts";
export * from "./contract-score.ts";
export * from "./cross-imps.ts";
export * from "./errors.ts";
export * from "./frequency-table.ts";
export * from "./imps.ts";
export * from "./matchpoints.ts";
export * from "./movement.ts";
export * from "./movement-check.ts";
export * from "./movement-from-logs.ts";
export * from "./movement-standard.ts";
export * from "./movement-swiss.ts";
export * from "./movement-swiss-standings.ts";
export * from "./neuberg.ts";
export * from "./percentages.ts";
export * from "./rounding.ts";
export * from "./scoring-input-examples.ts";
export * from "./session.ts";
export * from "./session-86B1.ts";
export * from "./session-group.ts";
export * from "./session-questions.ts";
export * from "./session-types.ts";
export {
  describeNotice,
  describePlace,
  describeWarning,
  type SessionNotice,
  type SessionWarning,
  signedScore,
  type Warn,
  type WarningPlace,
} from "./session-warnings.ts";
export * from "./side-score.ts";
export * from "./split-score.ts";
export * from "./teams-adjustment.ts";
export * from "./time-limits.ts";
export * from "./total-points.ts";
export * from "./victory-points.ts";
export * from "./weighted-outcomes.ts";
export * from "./weighted-score.ts";
