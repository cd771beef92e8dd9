export {
  type ClaimCheckInput,
  type ClaimReport,
  checkClaim,
  type LineCheck,
  mentionsTrumps,
  playBounds,
} from "./checker/checker.ts";
export { type ClaimPosition, type Play, positionProblem } from "./checker/game.ts";
export * from "./consequences.ts";
export * from "./evolve.ts";
export { positionOf, shownOutOf, tricksLeftIn } from "./laws/68-claim-or-concession.ts";
export { type LineStep, parseLine, parseStep, statedSuits, stepToken } from "./line.ts";
export { creditedBy, tricksAsPlayed } from "./resolve.ts";
export * from "./state.ts";
export { activeClaim, ClaimNotOpen, playSuspended, settledTricks } from "./step.ts";
