export type { Catalog, Lang, Messages, ScoringInputRefused } from "./catalog.ts";
export { LANGS } from "./catalog.ts";
export type { ClaimPhrase, ClaimPhrases } from "./claim-phrases.ts";
export {
  type ClaimFacts,
  claimReportWithWords,
  claimStanding,
  claimWhat,
  type WordedClaimReport,
} from "./claims.ts";
export {
  describe,
  describeLogError,
  hasMessage,
  messageSource,
  messageTags,
  NoMessage,
  textsOf,
  wordsOf,
} from "./format.ts";
export { hasMessages, lawHeading, lawRef } from "./laws.ts";
export { parseCallIn, parseCardIn, parseContractIn } from "./notation.ts";
export { frenchTypography } from "./typography.ts";
export {
  seatViewWithWords,
  standingWithWords,
  type WordedBoardView,
  type WordedSeatView,
  type WordedStanding,
  withWords,
} from "./view.ts";
export type { LangWords, MadeCall } from "./words.ts";
