/**
 * A language's words for the vocabulary the facts carry (seats, cards, calls, suits, strains, sides, Law
 * ids) and how it writes a list: what the message formatters of `catalog.ts` call (`{seat, seat}` …).
 */
export interface LangWords {
  /** The locale of plural rules (`en`, `fr` …). */
  readonly locale: string;
  readonly seat: (seat: string) => string;
  /**
   * A seat with a word the language joins to it (`{seat, seat, de}` in French: "de Nord", "d'Est"), for
   * languages that elide; without it, or for a word it does not know, the seat as `seat` writes it.
   */
  readonly seatWith?: (seat: string, word: string) => string;
  readonly card: (card: string) => string;
  readonly call: (call: string) => string;
  readonly suit: (suit: string) => string;
  readonly strain: (strain: string) => string;
  readonly side: (side: string) => string;
  readonly law: (law: string) => string;
  /**
   * A side's score as the Laws give it (12C): `score` is a `SideScore` of `@bridgelaw/scoring` (points, a
   * weighted score, an artificial score, a percentage or IMPs), `side` the side whose points it gives.
   */
  readonly score: (score: unknown, side: string) => string;
  /**
   * A side's mark as scorers write it beside a score (`SideMark` of `@bridgelaw/table`): nothing for a result,
   * `AS`, `A+`, a weighted score's outcomes with their contracts (`60% 4♠W= −420 / 40% 4♠W−1 +50`); `side` the
   * side whose points it gives.
   */
  readonly mark: (mark: unknown, side: string) => string;
  /** A list: `how` is the formatter's argument (`or`, `and`, or none for a plain list; English also `semicolon`, `plus`, `slash`). */
  readonly list: (items: readonly string[], how: string | undefined) => string;
  /**
   * A call of the auction by who made it (North's 1S), with its log position when `at` (North's 1S at 6); by
   * its position alone when no call is known there. `word` is the formatter's other argument, a word the
   * language joins to it (`{of, madeCall, de}` in French: "du 2♦ d'Est").
   */
  readonly madeCall: (made: MadeCall, at: boolean, word?: string) => string;
}

/** A call of the auction as a fact names it: its log position, and who made which call there when known. */
export interface MadeCall {
  readonly position?: number;
  readonly seat?: string;
  readonly call?: string;
}

type One = (value: unknown, locale: string, arg: string | null | undefined) => string;

const listOf =
  (word: (x: string) => string, words: LangWords): One =>
  (value, _locale, arg) =>
    words.list(
      (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]).map((x) =>
        word(String(x)),
      ),
      arg == null ? undefined : arg.trim(),
    );

const one =
  (word: (x: string) => string): One =>
  (value) =>
    word(String(value));

/** A made call's formatter argument: `at` (with its position) and a word the language joins to it. */
const madeCallArgs = (arg: string | null | undefined): { readonly at: boolean; readonly word?: string } => {
  const words = (arg ?? "")
    .trim()
    .split(/\s+/)
    .filter((x) => x !== "");
  const word = words.find((x) => x !== "at");
  return { at: words.includes("at"), ...(word !== undefined && { word }) };
};

const madeCall =
  (w: LangWords): One =>
  (value, _locale, arg) => {
    const { at, word } = madeCallArgs(arg);
    return w.madeCall((value ?? {}) as MadeCall, at, word);
  };

const madeCalls =
  (w: LangWords): One =>
  (value, _locale, arg) => {
    const { at, word } = madeCallArgs(arg);
    return w.list(
      (Array.isArray(value) ? value : [value]).map((m) => w.madeCall((m ?? {}) as MadeCall, at, word)),
      undefined,
    );
  };

/** A number with its sign: `+3`, `-1`, `0`. */
const signed: One = (value) => {
  const n = Number(value);
  return n > 0 ? `+${n}` : `${n}`;
};

/**
 * The custom formatters of MessageFormat for a language (`{seat, seat}`, `{cards, cards, or}` …): also `{xs,
 * list}` (plain values as a list), `{n, signed}` (`+3`), `{ns, score, NS}` (a side's score, 12C), and
 * `{call, madeCall}`, `{calls, madeCalls, at}` (calls of the auction by who made them).
 */
export const formattersOf = (w: LangWords): Readonly<Record<string, One>> => ({
  seat: (value, _locale, arg) => {
    const word = arg?.trim();
    return word !== undefined && word !== "" && w.seatWith !== undefined
      ? w.seatWith(String(value), word)
      : w.seat(String(value));
  },
  seats: listOf(w.seat, w),
  card: one(w.card),
  cards: listOf(w.card, w),
  call: one(w.call),
  calls: listOf(w.call, w),
  suit: one(w.suit),
  suits: listOf(w.suit, w),
  strain: one(w.strain),
  side: one(w.side),
  law: one(w.law),
  laws: listOf(w.law, w),
  list: listOf(String, w),
  madeCall: madeCall(w),
  madeCalls: madeCalls(w),
  signed,
  score: (value, _locale, arg) => w.score(value, arg == null ? "NS" : arg.trim()),
  mark: (value, _locale, arg) => w.mark(value, arg == null ? "NS" : arg.trim()),
});
