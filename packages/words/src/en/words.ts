import { SEAT_NAMES, type Seat } from "@bridgelaw/cards";
import { type MarkNotation, markText } from "../marks.ts";
import type { LangWords } from "../words.ts";

const SEPARATORS: Readonly<Record<string, string>> = {
  or: " or ",
  and: " and ",
  semicolon: "; ",
  plus: " + ",
  slash: " / ",
};

/** How English writes a list: `a, b` by default, `a or b`, `a and b`, `a; b`, `a + b`, `a / b`. */
const list = (items: readonly string[], how: string | undefined): string =>
  items.join((how === undefined ? undefined : SEPARATORS[how]) ?? ", ");

const signed = (n: number): string => (n > 0 ? `+${n}` : `${n}`);
const round2 = (n: number): number => Math.round(n * 100) / 100;

type SideScore =
  | { readonly kind: "points"; readonly NS: number; readonly EW: number }
  | {
      readonly kind: "weighted";
      readonly outcomes: readonly { readonly NS: number; readonly EW: number; readonly weight: number }[];
    }
  | { readonly kind: "artificial"; readonly level: string }
  | { readonly kind: "percent"; readonly percent: number }
  | { readonly kind: "imps"; readonly imps: number };

/** A side's score as the Director writes it: `+420`, `60% +420 / 40% -50`, `average-plus`, `55%`, `+3 IMPs`. */
const score = (value: unknown, side: string): string => {
  const s = value as SideScore;
  const own = side === "EW" ? "EW" : "NS";
  switch (s.kind) {
    case "points":
      return signed(s[own]);
    case "weighted":
      return s.outcomes.map((o) => `${round2(o.weight * 100)}% ${signed(o[own])}`).join(" / ");
    case "artificial":
      return s.level;
    case "percent":
      return `${s.percent}%`;
    case "imps":
      return `${signed(s.imps)} IMPs`;
    default:
      return String(value);
  }
};

const SUIT_SYMBOLS: Readonly<Record<string, string>> = { S: "♠", H: "♥", D: "♦", C: "♣", NT: "NT" };

/** The English notation of a mark: `60% 4♠W= −420`, `+3 IMPs`. */
const NOTATION: MarkNotation = {
  strain: (st) => SUIT_SYMBOLS[st] ?? st,
  seat: (seat) => seat,
  passed: "Pass",
  percent: (x) => `${round2(x)}%`,
  imps: (x) => `${signed(x)} IMPs`,
};

/** A side's mark (12C): none for a result, AS (12C1(b)), a weighted score's outcomes (12C1(c)), A+/A=/A− (12C2). */
const mark = (value: unknown, side: string): string => markText(value, side, NOTATION);

/**
 * The English words of the vocabulary, as a Director writes them in the audit trail: seats by name (North),
 * cards, calls, suits and strains by their tokens (SK, 1H, S, NT), sides as NS and EW, Law ids bare.
 */
export const EN: LangWords = {
  locale: "en",
  seat: (s) => SEAT_NAMES[s as Seat] ?? String(s),
  card: (c) => c,
  call: (c) => c,
  suit: (s) => s,
  strain: (s) => s,
  side: (s) => s,
  law: (l) => l,
  score,
  mark,
  list,
  madeCall: (m, at) =>
    m.seat !== undefined && m.call !== undefined
      ? `${SEAT_NAMES[m.seat as Seat] ?? m.seat}'s ${m.call}${at ? ` at ${m.position}` : ""}`
      : `position ${m.position}`,
};
