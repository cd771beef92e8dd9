import type { ImportProblem, ImportProblemTag } from "./import-problem.ts";

/**
 * One import problem of each message id, with parameters as the importers give them: what a catalog that
 * renders `ImportProblem` in another language is tested against (every id has its rendering).
 */
export const IMPORT_PROBLEM_EXAMPLES: {
  readonly [K in ImportProblemTag]: Extract<ImportProblem, { _tag: K }>;
} = {
  NotABoard: { _tag: "NotABoard", detail: { _tag: "NoDealTag" } },
  NoDealTag: { _tag: "NoDealTag" },
  NoLinDeal: { _tag: "NoLinDeal" },
  DealNotADeal: { _tag: "DealNotADeal", detail: { _tag: "Said", text: "SK is given twice (W and N)" } },
  DealNotAValue: { _tag: "DealNotAValue", value: "AKQ" },
  DealSeparators: { _tag: "DealSeparators" },
  DealHandsCount: { _tag: "DealHandsCount", found: 3 },
  DealHandSuits: { _tag: "DealHandSuits", hand: 2, seat: "E", text: "AKQ.JT9" },
  DealNotARank: { _tag: "DealNotARank", char: "v", hand: 1, seat: "W" },
  DealCardTwice: { _tag: "DealCardTwice", card: "SK", first: "W", second: "N" },
  DealHandTooLong: { _tag: "DealHandTooLong", seat: "W", cards: 14 },
  DealNoCards: { _tag: "DealNoCards" },
  DealCountsDiffer: {
    _tag: "DealCountsDiffer",
    hands: [
      { seat: "E", cards: 13 },
      { seat: "W", cards: 12 },
    ],
  },
  HandsShort: {
    _tag: "HandsShort",
    hands: [
      { seat: "N", cards: 12 },
      { seat: "E", cards: 14 },
    ],
  },
  HandsMissing: { _tag: "HandsMissing", given: 2, missing: ["E", "W"] },
  LinHandsMissing: { _tag: "LinHandsMissing", given: 2, missing: ["E", "W"] },
  BoardTag: { _tag: "BoardTag", detail: { _tag: "BoardNumberZero", value: "0" }, line: 37 },
  LinBoardPair: {
    _tag: "LinBoardPair",
    code: "ah",
    value: "Board 0",
    detail: { _tag: "BoardNumberZero", value: "0" },
    line: 2,
  },
  BoardNumberNotWhole: { _tag: "BoardNumberNotWhole", value: "2.5" },
  BoardNumberZero: { _tag: "BoardNumberZero", value: "0" },
  BoardNumberTooLarge: { _tag: "BoardNumberTooLarge", value: "9007199254740993", largest: 9007199254740991 },
  TagUnreadable: {
    _tag: "TagUnreadable",
    tag: "Vulnerable",
    detail: { _tag: "Said", text: '"Nobody" is not a vulnerability' },
    line: 43,
  },
  AuctionUnreadable: { _tag: "AuctionUnreadable", detail: { _tag: "NotACall", move: "DA" }, line: 52 },
  NotACall: { _tag: "NotACall", move: "DA" },
  FirstCallNotDealers: { _tag: "FirstCallNotDealers" },
  PlayDoesNotReplay: {
    _tag: "PlayDoesNotReplay",
    detail: { _tag: "CardNotHeld", seat: "E", card: "CQ" },
    line: 25,
  },
  NotACard: { _tag: "NotACard", move: "CS" },
  CardNotHeld: { _tag: "CardNotHeld", seat: "E", card: "CQ" },
  CardPlayedBefore: { _tag: "CardPlayedBefore", seat: "S", card: "HA", by: "W" },
  WouldRevoke: { _tag: "WouldRevoke", seat: "N", card: "D4", suit: "S" },
  ContractDiffers: { _tag: "ContractDiffers", contract: "4SX", declarer: "N", value: "4S" },
  DeclarerDiffers: { _tag: "DeclarerDiffers", declarer: "E", value: "W" },
  ResultCannotFollow: { _tag: "ResultCannotFollow", value: "4", won: 6, played: 6 },
  PlayStopsResult: { _tag: "PlayStopsResult", value: "2", won: 5, played: 8 },
  ResultOnPassedOut: { _tag: "ResultOnPassedOut", value: "1" },
  PlayGivesTricks: { _tag: "PlayGivesTricks", tricks: 10, value: "9" },
  LogDoesNotReplay: {
    _tag: "LogDoesNotReplay",
    settlement: true,
    line: 40,
    detail: { _tag: "Said", text: "the claim gives more tricks than are left" },
  },
  LinAfterClaim: { _tag: "LinAfterClaim", code: "pc", value: "SA", claim: 9 },
  LinNotACall: { _tag: "LinNotACall", value: "8C" },
  LinNotACard: { _tag: "LinNotACard", value: "SZ" },
  LinCardPlayedBefore: { _tag: "LinCardPlayedBefore", value: "SA", card: "SA" },
  LinBeforeAuctionEnd: { _tag: "LinBeforeAuctionEnd", code: "pc", value: "SA", passedOut: false },
  LinClaimCannotFollow: { _tag: "LinClaimCannotFollow", value: "3", won: 5, played: 7 },
  Placeholder: { _tag: "Placeholder" },
  DamagedText: {
    _tag: "DamagedText",
    detail: { _tag: "Said", text: "tag pair is not complete at the end of the file" },
    line: 47,
  },
  ImportFailed: { _tag: "ImportFailed", name: "TypeError", message: "Cannot read properties of null" },
  Said: { _tag: "Said", text: "a sentence of the lexer" },
};
