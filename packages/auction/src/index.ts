export * from "./auction.ts";
export * from "./consequences.ts";
export type { WrongBoardCards } from "./laws/15-wrong-board.ts";
export { law17D2NoRectification, law17DAuctionPeriodEnds } from "./laws/17-auction-period.ts";
export type { Alerted, Explained, Explanation, ExplanationCorrected } from "./laws/21-misinformation.ts";
export { changeableAfterMisinformation } from "./laws/21-misinformation.ts";
export type { CardExposed } from "./laws/24-card-exposed.ts";
export type { CallChanged } from "./laws/25-change-of-call.ts";
export {
  canDouble,
  canRedouble,
  inRotationLaw,
  legalCalls,
  passObligation,
  repeatObligation,
} from "./legality.ts";
export { type AuctionDriver, type AuctionFact, driveAuction } from "./random-auction.ts";
export { prohibitableSuits } from "./rules/lead-restrictions.ts";
export { isStanding, summarize } from "./standing.ts";
export * from "./state.ts";
