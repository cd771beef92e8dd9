/**
 * A language's words for the vocabulary the facts carry (seats, cards, calls, suits, strains, sides, Law
 * ids) and how it writes a list: what the message formatters of `catalog.ts` call (`{seat, seat}` …).
 */
export interface LangWords {
  /** The locale of plural rules (`en`, `fr` …). */
  readonly locale: string;
  readonly seat: (seat: string) => string;
  readonly card: (card: string) => string;
  readonly call: (call: string) => string;
  readonly suit: (suit: string) => string;
  readonly strain: (strain: string) => string;
  readonly side: (side: string) => string;
  readonly law: (law: string) => string;
  /** A list: `how` is the formatter's argument (`or`, `and`, or none for a plain list). */
  readonly list: (items: readonly string[], how: string | undefined) => string;
}

type One = (value: unknown, locale: string, arg: string | null) => string;

const listOf =
  (word: (x: string) => string, words: LangWords): One =>
  (value, _locale, arg) =>
    words.list(
      (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]).map((x) =>
        word(String(x)),
      ),
      arg === null ? undefined : arg.trim(),
    );

const one =
  (word: (x: string) => string): One =>
  (value) =>
    word(String(value));

/** The custom formatters of MessageFormat for a language (`{seat, seat}`, `{cards, cards, or}` …). */
export const formattersOf = (w: LangWords): Readonly<Record<string, One>> => ({
  seat: one(w.seat),
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
  /** A list of plain values (ids, roles), each as it is. */
  list: listOf(String, w),
});
