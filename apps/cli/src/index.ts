/**
 * The `bridgelaw` command's printing code, for reuse: pure functions from a replayed board's view
 * (`BoardView` of `@bridgelaw/table`) to text.
 */
export * from "./render/attention.ts";
export * from "./render/auction.ts";
export * from "./render/audit.ts";
export * from "./render/board.ts";
export * from "./render/claims.ts";
export * from "./render/facts.ts";
export * from "./render/hands.ts";
export * from "./render/result.ts";
export * from "./render/scores.ts";
export * from "./render/text.ts";
export * from "./render/timeline.ts";
export * from "./render/tricks.ts";
