export { applyAttention, attentionInPlay, type PlayAttention } from "./attention.ts";
export type {
  Acceptance,
  PlayConsequence,
  PlayConsequences,
  PlayEntry,
  PlayOption,
  PlayQuestion,
  PlayRefusal,
  PlayRefusals,
  QuestionAnswer,
  Referral,
  Referred,
} from "./consequences.ts";
export * from "./facts.ts";
export {
  applyCardRestored,
  type CardRestored,
  law14B4Restored,
  restoreMissingCard,
} from "./laws/14-missing-card.ts";
export { openingLeadFaced } from "./laws/41-commencement.ts";
export type { DummyClause } from "./laws/43-dummy.ts";
export type { Designation } from "./laws/46-designation.ts";
export type { RetractionLaw } from "./laws/47-retraction.ts";
export type { ExposedHow } from "./laws/49-exposure-of-defenders-cards.ts";
export { law63EstablishByClaim as establishRevokesByClaim } from "./laws/63-establishment.ts";
export { type Credited, law64Settle as settleRevokes, law64Transfers } from "./laws/64-trick-adjustment.ts";
export * from "./play.ts";
export * from "./procedure.ts";
export { drivePlay, type Fact as PlayFact, type PlayDriver } from "./random-board.ts";
export { legalFor } from "./rules/legal.ts";
export * from "./state.ts";
