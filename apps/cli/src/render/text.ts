import {
  type Call,
  callDisplay,
  SEAT_NAMES,
  type Seat,
  STRAIN_SYMBOLS,
  type Strain,
  SUIT_SYMBOLS,
  type Suit,
} from "@bridgelaw/cards";
import { wordsOf } from "@bridgelaw/words";
import { cliLang } from "../lang.ts";
import { t } from "../texts.ts";

/** Pads `text` with spaces to `width` columns (every character we print is one column wide). */
export const pad = (text: string, width: number): string => text.padEnd(width, " ");

/** Pads on the left, for numbers in a column. */
export const padStart = (text: string, width: number): string => text.padStart(width, " ");

/** Removes trailing spaces from every line. */
export const trimLines = (text: string): string =>
  text
    .split("\n")
    .map((l) => l.trimEnd())
    .join("\n");

/** The name of a seat in the run's language (North, Nord), or a dash. */
export const seatName = (seat: Seat | null | undefined): string =>
  seat ? (cliLang() === "en" ? SEAT_NAMES[seat] : wordsOf(cliLang()).seat(seat)) : "—";

/** The French honours (Roi, Dame, Valet) as French players write them. */
const FR_RANKS: Readonly<Record<string, string>> = { K: "R", Q: "D", J: "V" };

/**
 * Ranks of a PBN holding for print: `AKQT98` → `AKQ1098` (in French `ARD1098`: A R D V 10); a void is `—`.
 */
export const holdingDisplay = (ranks: string): string => {
  if (ranks === "") return "—";
  const shown = ranks.replaceAll("T", "10");
  return cliLang() === "fr" ? shown.replace(/[KQJ]/g, (r) => FR_RANKS[r]!) : shown;
};

/** A card token for print: `HT` → `♥10`, `SK` → `♠K` (in French `♠R`). */
export const cardDisplay = (card: string): string =>
  `${SUIT_SYMBOLS[card[0] as Suit] ?? card[0]}${holdingDisplay(card.slice(1))}`;

/** A call for print in the run's notation: `1♠`, `3NT`, `Pass`, `X` (in French `1♠`, `3SA`, `Passe`, `X`). */
export const callShown = (call: string): string =>
  cliLang() === "en" ? callDisplay(call as Call) : wordsOf(cliLang()).call(call);

/** A contract token of the view (`4SX`, `3NT`, `Pass`) for print: `4♠X`, `3NT` (`3SA`), `Passed out`. */
export const contractDisplay = (contract: string): string => {
  const m = /^(\d+)(NT|[SHDC])(X{0,2})$/.exec(contract);
  if (m === null) return contract === "Pass" ? t("passedOut") : contract;
  const strain = cliLang() === "en" ? STRAIN_SYMBOLS[m[2] as Strain] : wordsOf(cliLang()).strain(m[2]!);
  return `${m[1]}${strain}${m[3]}`;
};

/** Level of a contract token, or null (`Pass`). */
export const contractLevel = (contract: string): number | null => {
  const m = /^(\d+)/.exec(contract);
  return m === null ? null : Number(m[1]);
};

/** A signed score: `+620`, `-100`, `0`. */
export const signed = (n: number): string => (n > 0 ? `+${n}` : `${n}`);

/** "1 trick", "8 tricks". */
export const plural = (n: number, word: string): string => `${n} ${word}${n === 1 ? "" : "s"}`;

/** Seats in the order bridge writers print them in a grid: West, North, East, South. */
export const GRID_SEATS: readonly Seat[] = ["W", "N", "E", "S"];
