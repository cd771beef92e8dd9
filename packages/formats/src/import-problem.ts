import type { DealError } from "@bridgelaw/boards";
import { SEAT_NAMES, type Seat } from "@bridgelaw/cards";
import type { Refusal } from "@bridgelaw/log";
import { describe } from "@bridgelaw/words";

/**
 * Why a record is rejected, partial or not played, as data: a message id (`_tag`) and its parameters, so
 * that a reader renders it in its own language (`importProblemWords`); `reasonText` gives the English sentence
 * of `RecordReport.reason` from the same data, so that the two never disagree. A reason may hold another
 * (`detail`): "the play does not replay" because "E does not hold CQ".
 *
 * `Said` is a sentence written by another part of the package without a message id of its own (a fallback no
 * file of the project's data meets: a log error other than a refused event): a reader prints it as it is.
 */
export type ImportProblem =
  | { readonly _tag: "NotABoard"; readonly detail?: ImportProblem }
  | { readonly _tag: "NoDealTag" }
  | { readonly _tag: "NoLinDeal" }
  | { readonly _tag: "DealNotADeal"; readonly detail: ImportProblem }
  | { readonly _tag: "DealNotAValue"; readonly value: string }
  | { readonly _tag: "DealSeparators" }
  | { readonly _tag: "DealHandsCount"; readonly found: number }
  | { readonly _tag: "DealHandSuits"; readonly hand: number; readonly seat: Seat; readonly text: string }
  | { readonly _tag: "DealNotARank"; readonly char: string; readonly hand: number; readonly seat: Seat }
  | { readonly _tag: "DealCardTwice"; readonly card: string; readonly first: Seat; readonly second: Seat }
  | { readonly _tag: "DealHandTooLong"; readonly seat: Seat; readonly cards: number }
  | { readonly _tag: "DealNoCards" }
  | {
      readonly _tag: "DealCountsDiffer";
      readonly hands: readonly { readonly seat: Seat; readonly cards: number }[];
    }
  | {
      readonly _tag: "HandsShort";
      readonly hands: readonly { readonly seat: Seat; readonly cards: number }[];
    }
  | { readonly _tag: "HandsMissing"; readonly given: number; readonly missing: readonly Seat[] }
  | { readonly _tag: "LinHandsMissing"; readonly given: number; readonly missing: readonly Seat[] }
  | { readonly _tag: "BoardTag"; readonly detail: ImportProblem; readonly line: number }
  | {
      readonly _tag: "LinBoardPair";
      readonly code: string;
      readonly value: string;
      readonly detail: ImportProblem;
      readonly line: number;
    }
  | { readonly _tag: "BoardNumberNotWhole"; readonly value: string }
  | { readonly _tag: "BoardNumberZero"; readonly value: string }
  | { readonly _tag: "BoardNumberTooLarge"; readonly value: string; readonly largest: number }
  | {
      readonly _tag: "TagUnreadable";
      readonly tag: string;
      readonly detail: ImportProblem;
      readonly line: number;
    }
  | { readonly _tag: "AuctionUnreadable"; readonly detail: ImportProblem; readonly line: number }
  | { readonly _tag: "NotACall"; readonly move: string }
  | { readonly _tag: "FirstCallNotDealers" }
  | { readonly _tag: "PlayDoesNotReplay"; readonly detail: ImportProblem; readonly line: number }
  | { readonly _tag: "NotACard"; readonly move: string }
  | { readonly _tag: "CardNotHeld"; readonly seat: Seat; readonly card: string }
  | { readonly _tag: "CardPlayedBefore"; readonly seat: Seat; readonly card: string; readonly by: Seat }
  | { readonly _tag: "WouldRevoke"; readonly seat: Seat; readonly card: string; readonly suit: string }
  | {
      readonly _tag: "ContractDiffers";
      readonly contract: string;
      readonly declarer: Seat | null;
      readonly value: string;
    }
  | { readonly _tag: "DeclarerDiffers"; readonly declarer: Seat | null; readonly value: string }
  | {
      readonly _tag: "ResultCannotFollow";
      readonly value: string;
      readonly won: number;
      readonly played: number;
    }
  | {
      readonly _tag: "PlayStopsResult";
      readonly value: string;
      readonly won: number;
      readonly played: number;
    }
  | { readonly _tag: "ResultOnPassedOut"; readonly value: string }
  | { readonly _tag: "PlayGivesTricks"; readonly tricks: number | null; readonly value: string }
  | {
      readonly _tag: "LogDoesNotReplay";
      readonly settlement: boolean;
      readonly line: number;
      readonly detail: ImportProblem;
    }
  | { readonly _tag: "LinAfterClaim"; readonly code: string; readonly value: string; readonly claim: number }
  | { readonly _tag: "LinNotACall"; readonly value: string }
  | { readonly _tag: "LinNotACard"; readonly value: string }
  | { readonly _tag: "LinCardPlayedBefore"; readonly value: string; readonly card: string }
  | {
      readonly _tag: "LinBeforeAuctionEnd";
      readonly code: string;
      readonly value: string;
      readonly passedOut: boolean;
    }
  | {
      readonly _tag: "LinClaimCannotFollow";
      readonly value: string;
      readonly won: number;
      readonly played: number;
    }
  | { readonly _tag: "Placeholder" }
  | { readonly _tag: "NotAVulnerability"; readonly value: string }
  | { readonly _tag: "NotAResult"; readonly value: string }
  | { readonly _tag: "ResultSidesNot13"; readonly value: string; readonly NS: number; readonly EW: number }
  | {
      readonly _tag: "TagTwice";
      readonly tag: string;
      readonly first: string;
      readonly firstLine: number;
      readonly second: string;
      readonly secondLine: number;
    }
  | { readonly _tag: "NoSectionData"; readonly text: string; readonly tag: string }
  | { readonly _tag: "TagPairCutOff" }
  | { readonly _tag: "ControlCharacterAt"; readonly character: string; readonly column: number }
  | { readonly _tag: "NotPrintingCharacterAt"; readonly character: number; readonly column: number }
  | { readonly _tag: "LinControlCharacter"; readonly character: string; readonly code: string }
  | { readonly _tag: "LinValueCutOff"; readonly code: string }
  | { readonly _tag: "LinNotACode"; readonly code: string }
  | { readonly _tag: "DamagedText"; readonly detail: ImportProblem; readonly line: number }
  | { readonly _tag: "ImportFailed"; readonly name: string; readonly message: string }
  | { readonly _tag: "NotADirection"; readonly value: string }
  | { readonly _tag: "NotADeclarer"; readonly value: string }
  | { readonly _tag: "NotAContract"; readonly value: string }
  | {
      readonly _tag: "DealInvalid";
      /** The hands that do not hold 13 cards (Law 7B2), in the order N E S W. */
      readonly counts: readonly { readonly seat: Seat; readonly cards: number }[];
      /** The cards found in more than one hand (Law 1A), in pack order, with the hands that hold them. */
      readonly twice: readonly { readonly card: string; readonly seats: readonly Seat[] }[];
      /** The cards in no hand (Law 14), in pack order. */
      readonly missing: readonly string[];
    }
  | { readonly _tag: "StringNotClosed" }
  | { readonly _tag: "BraceCommentAtBlankLine" }
  | { readonly _tag: "BraceCommentNotClosed" }
  | { readonly _tag: "TagPairNotComplete" }
  | { readonly _tag: "StrayCharacter"; readonly character: string; readonly column: number }
  | { readonly _tag: "TagNameExpected"; readonly found: string }
  | { readonly _tag: "TagHasNoValue"; readonly tag: string }
  | { readonly _tag: "TagValueNotString"; readonly tag: string }
  | { readonly _tag: "TagCloseExpected"; readonly tag: string }
  | { readonly _tag: "LinTrailingText"; readonly text: string }
  | { readonly _tag: "LinVulnerability"; readonly value: string }
  /** The log's replay refused an event the record gives: the table's refusal, as data (`@bridgelaw/log`'s `Refusal`). */
  | { readonly _tag: "EventRefused"; readonly refusal: Refusal }
  | { readonly _tag: "Said"; readonly text: string };

/** The message ids of `ImportProblem`, one per distinct reason sentence the importers write. */
export type ImportProblemTag = ImportProblem["_tag"];

const joined = (seats: readonly string[]): string => seats.join(", ");

/** The English sentence of an import problem: what `RecordReport.reason` says. */
export const reasonText = (p: ImportProblem): string => {
  switch (p._tag) {
    case "NotABoard":
      return p.detail === undefined ? "not a board" : `not a board: ${reasonText(p.detail)}`;
    case "NoDealTag":
      return "no Deal tag";
    case "NoLinDeal":
      return "no md (deal)";
    case "DealNotADeal":
      return `the Deal tag is not a deal (${reasonText(p.detail)})`;
    case "DealNotAValue":
      return `"${p.value}" is not a deal: <first>:<4 hands> expected`;
    case "DealSeparators":
      return "the hands must be separated by exactly one space";
    case "DealHandsCount":
      return `a deal has 4 hands separated by spaces; found ${p.found}`;
    case "DealHandSuits":
      return `hand ${p.hand} (${p.seat}) "${p.text}" must have four suits separated by dots`;
    case "DealNotARank":
      return `"${p.char}" in hand ${p.hand} (${p.seat}) is not a rank (A K Q J T 9 … 2)`;
    case "DealCardTwice":
      return `${p.card} is given twice (${p.first} and ${p.second})`;
    case "DealHandTooLong":
      return `${p.seat} has ${p.cards} cards; a hand has at most 13`;
    case "DealNoCards":
      return "the deal gives no cards";
    case "DealCountsDiffer":
      return `the hands given do not hold the same number of cards (${p.hands.map((h) => `${h.seat} ${h.cards}`).join(", ")})`;
    case "HandsShort":
      return `${p.hands.map((h) => `${h.seat} has ${h.cards} cards`).join(", ")} (a board has four hands of 13)`;
    case "HandsMissing":
      return `only ${p.given} hands are given (${joined(p.missing)} not); a board needs four`;
    case "LinHandsMissing":
      return `md gives ${p.given} hands (${joined(p.missing)} not); a board needs three at least`;
    case "BoardTag":
      return `Board ${reasonText(p.detail)} (line ${p.line})`;
    case "LinBoardPair":
      return `${p.code}|${p.value}|: ${reasonText(p.detail)} (line ${p.line})`;
    case "BoardNumberNotWhole":
      return `"${p.value}" is not a board number (a whole number from 1, Law 2)`;
    case "BoardNumberZero":
      return `"${p.value}" is not a board number: boards are numbered from 1 (Law 2)`;
    case "BoardNumberTooLarge":
      return `"${p.value}" is beyond the largest board number a log holds exactly (${p.largest})`;
    case "TagUnreadable":
      return `${p.tag} cannot be read: ${reasonText(p.detail)} (line ${p.line})`;
    case "AuctionUnreadable":
      return `the auction cannot be read: ${reasonText(p.detail)} (line ${p.line})`;
    case "NotACall":
      return `"${p.move}" is not a call (Pass, X, XX, 1C … 7NT, AP)`;
    case "FirstCallNotDealers":
      return "the auction's first call is not the dealer's: the columns do not give the seats";
    case "PlayDoesNotReplay":
      return `the play does not replay: ${reasonText(p.detail)} (line ${p.line})`;
    case "NotACard":
      return `"${p.move}" is not a card (a suit S H D C and a rank A K Q J T 9 … 2)`;
    case "CardNotHeld":
      return `${p.seat} does not hold ${p.card}`;
    case "CardPlayedBefore":
      return `${p.card} of ${p.seat} has already been played (by ${p.by})`;
    case "WouldRevoke":
      return `${p.card}: ${p.seat} would revoke (holds ${p.suit}) without the ^R mark: the play cannot be followed from here (a line cut or lost?)`;
    case "ContractDiffers":
      return `the auction replays to ${p.contract}${p.declarer ? ` by ${p.declarer}` : ""}, but Contract is "${p.value}"`;
    case "DeclarerDiffers":
      return `the auction replays to declarer ${p.declarer ?? "none (passed out)"}, but Declarer is "${p.value}"`;
    case "ResultCannotFollow":
      return `Result "${p.value}" cannot follow the play: declarer's side has ${p.won} of the ${p.played} tricks played`;
    case "PlayStopsResult":
      return `the play stops after ${p.played} tricks (declarer's side ${p.won}) and Result "${p.value}" can be neither the tricks won so far nor a final result`;
    case "ResultOnPassedOut":
      return `Result "${p.value}" on a board passed out: the Result of a passed-out board is "" (§3.4.15)`;
    case "PlayGivesTricks":
      return `the play gives declarer ${p.tricks} tricks, but Result is "${p.value}"`;
    case "LogDoesNotReplay":
      return `${p.settlement ? "the settlement of the play does not replay" : "the log does not replay"}: line ${p.line}: ${reasonText(p.detail)}`;
    case "LinAfterClaim":
      return `${p.code}|${p.value}| after the claim mc|${p.claim}|: ${p.code === "mc" ? "two claims that differ" : "the board ended with the claim"}`;
    case "LinNotACall":
      return `mb|${p.value}| is not a call`;
    case "LinNotACard":
      return `pc|${p.value}| is not a card`;
    case "LinCardPlayedBefore":
      return `pc|${p.value}|: ${p.card} has already been played`;
    case "LinBeforeAuctionEnd":
      return `${p.code}|${p.value}| ${p.passedOut ? "on a board passed out" : "before the auction has ended"}`;
    case "LinClaimCannotFollow":
      return `mc|${p.value}| cannot follow the play: declarer's side has ${p.won} of the ${p.played} tricks played`;
    case "Placeholder":
      return 'a placeholder (Contract "Pass", no auction, no result, no score): the board was not played at this table (a score for it is the Director\'s, Law 12C2)';
    case "NotAVulnerability":
      return `"${p.value}" is not a vulnerability (None, Love, -, NS, EW, All, Both)`;
    case "NotAResult":
      return `"${p.value}" is not a result: expected <n>, NS <n>, EW <n>, NS <n> EW <n> or EW <n> NS <n>, with 0 … 13 tricks`;
    case "ResultSidesNot13":
      return `"${p.value}": NS ${p.NS} and EW ${p.EW} tricks do not add up to 13`;
    case "TagTwice":
      return `tag ${p.tag} is given twice with two values: "${p.first}" (line ${p.firstLine}) and "${p.second}" (line ${p.secondLine})`;
    case "NoSectionData":
      return `"${p.text}" follows tag ${p.tag}, which has no section data`;
    case "TagPairCutOff":
      return "tag pair is not complete at the end of the file";
    case "ControlCharacterAt":
      return `control character ${p.character} at column ${p.column}`;
    case "NotPrintingCharacterAt":
      return `character ${p.character} is not an ISO 8859-1 printing character at column ${p.column}`;
    case "LinControlCharacter":
      return `control character ${p.character} in ${p.code}|…|: the file is damaged, the pair is not text`;
    case "LinValueCutOff":
      return `${p.code}: the value is not closed with "|" (the file is cut off)`;
    case "LinNotACode":
      return `"${p.code}" is not a LIN code (a pair that cannot be read)`;
    case "DamagedText":
      return `${reasonText(p.detail)} (line ${p.line})`;
    case "ImportFailed":
      return `the import of this record failed (${p.name}: ${p.message})`;
    case "NotADirection":
      return `"${p.value}" is not a direction (W, N, E or S)`;
    case "NotADeclarer":
      return `"${p.value}" is not a declarer (W, N, E, S, ^W … ^S, or "" when passed out)`;
    case "NotAContract":
      return `"${p.value}" is not a contract (Pass, or 1…7 with C, D, H, S or NT, then X or XX)`;
    case "DealInvalid":
      return [
        ...p.counts.map(
          (c) =>
            `${SEAT_NAMES[c.seat]} holds ${c.cards} cards, not 13 (Law 7B2; ${c.cards > 13 ? "Law 13" : "Law 14"})`,
        ),
        ...p.twice.map(
          (d) =>
            `${d.card} is found ${d.seats.length} times (${d.seats.map((s) => SEAT_NAMES[s]).join(", ")}) (Law 1A)`,
        ),
        ...p.missing.map((card) => `${card} is in no hand (Law 14)`),
      ].join("; ");
    case "StringNotClosed":
      return "string is not closed with a double quote on its line";
    case "BraceCommentAtBlankLine":
      return "brace comment is never closed with }: it ends at the blank line";
    case "BraceCommentNotClosed":
      return "brace comment is never closed with }";
    case "TagPairNotComplete":
      return 'tag pair is not complete: [Name "value"] expected';
    case "StrayCharacter":
      return `stray "${p.character}" at column ${p.column}`;
    case "TagNameExpected":
      return `a tag name must follow "[" (found "${p.found}")`;
    case "TagHasNoValue":
      return `tag ${p.tag} has no value: [${p.tag} "value"] expected`;
    case "TagValueNotString":
      return `the value of tag ${p.tag} must be a string in double quotes`;
    case "TagCloseExpected":
      return `"]" expected after the value of tag ${p.tag}`;
    case "LinTrailingText":
      return `"${p.text}" at the end is not a code|value| pair`;
    case "LinVulnerability":
      return `sv|${p.value}|: vulnerability is o, n, e or b`;
    case "EventRefused":
      return describe(p.refusal, "en");
    case "Said":
      return p.text;
  }
};

/**
 * Why four hands are not a deal (Laws 1A, 7B2, 13, 14), as data: `validateDeal`'s errors of `@bridgelaw/boards`
 * (each with its English `reason`, which `reasonText` writes again from the data).
 */
export const dealInvalid = (errors: readonly DealError[]): ImportProblem => ({
  _tag: "DealInvalid",
  counts: errors.flatMap((e) => (e._tag === "WrongCardCount" ? [{ seat: e.seat, cards: e.count }] : [])),
  twice: errors.flatMap((e) => (e._tag === "DuplicateCard" ? [{ card: e.card, seats: e.seats }] : [])),
  missing: errors.flatMap((e) => (e._tag === "MissingCard" ? [e.card] : [])),
});

/** Why the log's replay stops: the table's refusal as data, else (a line of the log unread) its sentence. */
export const replayProblem = (error: {
  readonly reason: string;
  readonly refusal?: Refusal;
}): ImportProblem =>
  error.refusal !== undefined ? { _tag: "EventRefused", refusal: error.refusal } : said(error.reason);

/** A sentence of another part of the package, without a message id of its own yet. */
export const said = (text: string): ImportProblem => ({ _tag: "Said", text });

/** The reason of a record whose text is damaged (cut off, a NUL …): the first such problem, with its line. */
export const damagedText = (damage: {
  readonly message: string;
  readonly line: number;
  readonly about?: ImportProblem;
}): ImportProblem => ({
  _tag: "DamagedText",
  detail: damage.about ?? said(damage.message),
  line: damage.line,
});
