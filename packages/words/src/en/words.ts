import { SEAT_NAMES, type Seat } from "@bridgelaw/cards";
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
/** Points as a traveller prints them: `+50`, `−420` (a true minus), `0`. */
const points = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0");

interface OutcomeResult {
  readonly contract: string;
  readonly declarer?: string;
  readonly tricks?: number;
}

/** A contract with its declarer and result in a traveller's short form: `4♠W=`, `3NTXS−2`, `Pass`. */
const shortResult = (r: OutcomeResult): string => {
  const m = /^([1-7])(NT|S|H|D|C)(X{0,2})$/.exec(r.contract);
  if (m === null) return r.contract;
  const level = Number(m[1]);
  const over = r.tricks === undefined ? "" : r.tricks - 6 - level;
  const made = over === "" ? "" : over === 0 ? "=" : over > 0 ? `+${over}` : `−${-over}`;
  return `${level}${SUIT_SYMBOLS[m[2]!]}${m[3]}${r.declarer ?? ""}${made}`;
};

const ARTIFICIAL_MARKS: Readonly<Record<string, string>> = {
  "average-plus": "A+",
  average: "A=",
  "average-minus": "A−",
};

type SideMark =
  | { readonly kind: "result" }
  | { readonly kind: "assigned"; readonly result?: OutcomeResult }
  | {
      readonly kind: "weighted";
      readonly outcomes: readonly {
        readonly weight: number;
        readonly NS: number;
        readonly result?: OutcomeResult;
      }[];
    }
  | { readonly kind: "artificial"; readonly level: string }
  | { readonly kind: "percent"; readonly percent: number }
  | { readonly kind: "imps"; readonly imps: number };

/** A side's mark (12C): none for a result, AS (12C1(b)), a weighted score's outcomes (12C1(c)), A+/A=/A− (12C2). */
const mark = (value: unknown, side: string): string => {
  const m = value as SideMark;
  const own = (ns: number) => (side === "EW" ? -ns : ns);
  switch (m.kind) {
    case "result":
      return "";
    case "assigned":
      return "AS";
    case "weighted":
      return m.outcomes
        .map((o) =>
          [
            `${round2(o.weight * 100)}%`,
            ...(o.result === undefined ? [] : [shortResult(o.result)]),
            points(own(o.NS)),
          ].join(" "),
        )
        .join(" / ");
    case "artificial":
      return ARTIFICIAL_MARKS[m.level] ?? m.level;
    case "percent":
      return `${m.percent}%`;
    case "imps":
      return `${signed(m.imps)} IMPs`;
    default:
      return "";
  }
};

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
