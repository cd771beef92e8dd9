export type { Catalog, Lang, Messages } from "./catalog.ts";
export { LANGS } from "./catalog.ts";
export {
  type ClaimFacts,
  type ClaimPhrase,
  type ClaimPhrases,
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
  wordsOf,
} from "./format.ts";
export {
  seatViewWithWords,
  type WordedBoardView,
  type WordedSeatView,
  withWords,
} from "./view.ts";
export type { LangWords } from "./words.ts";
