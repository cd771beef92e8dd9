import { lawRef } from "../laws.ts";
import { type MarkNotation, markText } from "../marks.ts";
import type { LangWords } from "../words.ts";

/** The seats as the FFB's Code names them. */
const SEATS: Readonly<Record<string, string>> = { N: "Nord", E: "Est", S: "Sud", W: "Ouest" };
/** A seat's initial as French score sheets write it (O for Ouest). */
const SEAT_LETTERS: Readonly<Record<string, string>> = { N: "N", E: "E", S: "S", W: "O" };
const seat = (s: string): string => SEATS[s] ?? String(s);

/** `de Nord`, `d'Est`; `que Sud`, `qu'Ouest`: French elides before a vowel. */
const seatWith = (s: string, word: string): string => {
  const name = seat(s);
  const vowel = /^[AEIOUÉ]/.test(name);
  switch (word) {
    case "de":
      return vowel ? `d'${name}` : `de ${name}`;
    case "que":
      return vowel ? `qu'${name}` : `que ${name}`;
    case "le":
      return vowel ? `l'${name}` : `le ${name}`;
    default:
      return name;
  }
};

/** The suits by their symbols (in cards, calls and contracts). */
const SYMBOLS: Readonly<Record<string, string>> = { S: "♠", H: "♥", D: "♦", C: "♣" };
/** The suits by name, as a sentence names them ("l'entame à pique"). */
const SUIT_NAMES: Readonly<Record<string, string>> = { S: "pique", H: "cœur", D: "carreau", C: "trèfle" };
/** The honours in French: As, Roi, Dame, Valet, 10. */
const RANKS: Readonly<Record<string, string>> = { A: "A", K: "R", Q: "D", J: "V", T: "10" };

const rank = (r: string): string => RANKS[r] ?? r;

/** A card: the suit's symbol, then the rank in French (`SK` → `♠R`, `HT` → `♥10`, `C2` → `♣2`). */
const card = (c: string): string => {
  const m = /^([SHDC])([AKQJT2-9])$/.exec(c);
  return m === null ? c : `${SYMBOLS[m[1]!]}${rank(m[2]!)}`;
};

/** A strain: a suit's symbol, or SA (sans-atout). */
const strain = (s: string): string => (s === "NT" ? "SA" : (SYMBOLS[s] ?? s));

/** A call: `Passe`, `X` (contre), `XX` (surcontre), a bid as `1♠`, `3SA` (a contract also doubled: `4♥X`). */
const call = (c: string): string => {
  if (c === "P" || c === "Pass") return "Passe"; // a call, or the contract of a board passed out
  if (c === "X" || c === "XX") return c;
  const m = /^([1-9])(NT|S|H|D|C)(X{0,2})$/.exec(c);
  return m === null ? c : `${m[1]}${strain(m[2]!)}${m[3]}`;
};

const SEPARATORS: Readonly<Record<string, string>> = {
  semicolon: " ; ",
  plus: " + ",
  slash: " / ",
};
const LAST: Readonly<Record<string, string>> = { or: " ou ", and: " et " };

/** How French writes a list: `a, b`, `a, b ou c`, `a, b et c`, `a ; b`, `a + b`, `a / b`. */
const list = (items: readonly string[], how: string | undefined): string => {
  const last = how === undefined ? undefined : LAST[how];
  if (last !== undefined) {
    return items.length <= 1
      ? items.join("")
      : `${items.slice(0, -1).join(", ")}${last}${items[items.length - 1]}`;
  }
  return items.join((how === undefined ? undefined : SEPARATORS[how]) ?? ", ");
};

const signed = (n: number): string => (n > 0 ? `+${n}` : `${n}`);
const round2 = (n: number): number => Math.round(n * 100) / 100;
/** A percentage as French writes it: `60 %`, `52,5 %`. */
const percent = (n: number): string => `${String(round2(n)).replace(".", ",")} %`;

/** The artificial adjusted scores of 12C2 as the FFB's Code names them. */
const ARTIFICIAL: Readonly<Record<string, string>> = {
  "average-plus": "moyenne plus",
  average: "moyenne",
  "average-minus": "moyenne moins",
};

type SideScore =
  | { readonly kind: "points"; readonly NS: number; readonly EW: number }
  | {
      readonly kind: "weighted";
      readonly outcomes: readonly { readonly NS: number; readonly EW: number; readonly weight: number }[];
    }
  | { readonly kind: "artificial"; readonly level: string }
  | { readonly kind: "percent"; readonly percent: number }
  | { readonly kind: "imps"; readonly imps: number };

/** A side's score: `+420`, `60 % +420 / 40 % -50`, `moyenne plus`, `55 %`, `+3 IMP`. */
const score = (value: unknown, side: string): string => {
  const s = value as SideScore;
  const own = side === "EW" ? "EW" : "NS";
  switch (s.kind) {
    case "points":
      return signed(s[own]);
    case "weighted":
      return s.outcomes.map((o) => `${percent(o.weight * 100)} ${signed(o[own])}`).join(" / ");
    case "artificial":
      return ARTIFICIAL[s.level] ?? s.level;
    case "percent":
      return percent(s.percent);
    case "imps":
      return `${signed(s.imps)} IMP`;
    default:
      return String(value);
  }
};

/** The French notation of a mark: `60 % 4♠O= −420`, `3SAXS−2`, `Passe`, `+3 IMP`. */
const NOTATION: MarkNotation = {
  strain,
  seat: (seat) => SEAT_LETTERS[seat] ?? seat,
  passed: "Passe",
  percent,
  imps: (x) => `${signed(x)} IMP`,
};

/** A side's mark (12C), in the French notation: none for a result, AS, a weighted score's outcomes, A+/A=/A−. */
const mark = (value: unknown, side: string): string => markText(value, side, NOTATION);

/**
 * The French words of the vocabulary, as an FFB Director writes them: seats by name (Nord, Est, Sud, Ouest;
 * `{seat, seat, de}` elides: "d'Est"), cards with the suit's symbol first and the French rank (`♠R`, `♥10`:
 * A R D V 10), calls as `Passe`, `X`, `XX`, `1♠`, `3SA`, suits by name (pique, cœur, carreau, trèfle),
 * strains as symbols or SA, sides as NS and EO, Law references as "Loi 27B1(a)".
 */
export const FR: LangWords = {
  locale: "fr",
  seat,
  seatWith,
  card,
  call,
  suit: (s) => SUIT_NAMES[s] ?? s,
  strain,
  side: (s) => (s === "EW" ? "EO" : s),
  law: (l) => lawRef(l, "fr"),
  score,
  mark,
  list,
  madeCall: (m, at, word) => {
    const of = word === "de";
    return m.seat !== undefined && m.call !== undefined
      ? `${of ? "du" : "le"} ${call(m.call)} ${seatWith(m.seat, "de")}${at ? ` (position ${m.position})` : ""}`
      : `${of ? "de " : ""}la déclaration en position ${m.position}`;
  },
};
