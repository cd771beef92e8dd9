import { type Card, cardOf, DECK, isRank, rotate, SEATS, type Seat, SUITS } from "@bridgelaw/cards";
import { type ImportProblem, reasonText } from "../import-problem.ts";

/**
 * The Deal tag value (PBN 2.1 §3.4.11) read on its own terms: `<first>:<hand> <hand> <hand> <hand>`, a hand
 * being `-` (not given) or four suits separated by dots. Unlike `parseDeal` of `@bridgelaw/cards`, this
 * reports every way the value breaks the standard, and accepts partial deals and end positions.
 */
export interface DealValue {
  readonly first: Seat;
  /** The cards of each seat; null for a hand given as `-`. */
  readonly hands: Readonly<Record<Seat, readonly Card[] | null>>;
  /** Ranks of a suit not in descending order somewhere (allowed in import format only). */
  readonly unordered: boolean;
}

/** The Deal tag value read: the deal (null when it cannot be read) and what breaks the standard, as data and as sentences. */
export interface DealValueRead {
  readonly deal: DealValue | null;
  readonly errors: string[];
  readonly problems: readonly ImportProblem[];
}

export const readDealValue = (value: string): DealValueRead => {
  const problems: ImportProblem[] = [];
  const done = (deal: DealValue | null): DealValueRead => ({
    deal,
    errors: problems.map(reasonText),
    problems,
  });
  const errors = { push: (p: ImportProblem): void => void problems.push(p) };
  const m = /^([WNESwnes]):(.*)$/s.exec(value.trim());
  if (m === null) {
    errors.push({ _tag: "DealNotAValue", value });
    return done(null);
  }
  const first = m[1]!.toUpperCase() as Seat;
  const rest = m[2]!;
  const parts = rest.split(" ");
  if (parts.length !== 4) {
    const loose = rest.trim().split(/\s+/);
    if (loose.length === 4) errors.push({ _tag: "DealSeparators" });
    else {
      errors.push({ _tag: "DealHandsCount", found: loose.length });
      return done(null);
    }
  }
  const texts = parts.length === 4 ? parts : rest.trim().split(/\s+/);
  const hands: Record<Seat, Card[] | null> = { N: null, E: null, S: null, W: null };
  const seen = new Map<Card, Seat>();
  let unordered = false;
  texts.forEach((text, i) => {
    const seat = rotate(first, i);
    if (text === "-") return;
    const suits = text.split(".");
    if (suits.length !== 4) {
      errors.push({ _tag: "DealHandSuits", hand: i + 1, seat, text });
      return;
    }
    const cards: Card[] = [];
    suits.forEach((holding, s) => {
      let previous = 15;
      for (const ch of holding) {
        const r = ch.toUpperCase();
        if (!isRank(r)) {
          errors.push({ _tag: "DealNotARank", char: ch, hand: i + 1, seat });
          continue;
        }
        const card = cardOf(SUITS[s]!, r);
        const value = "23456789TJQKA".indexOf(r) + 2;
        if (value >= previous) unordered = true;
        previous = value;
        const holder = seen.get(card);
        if (holder !== undefined) errors.push({ _tag: "DealCardTwice", card, first: holder, second: seat });
        else seen.set(card, seat);
        cards.push(card);
      }
    });
    if (cards.length > 13) errors.push({ _tag: "DealHandTooLong", seat, cards: cards.length });
    hands[seat] = cards;
  });
  const given = SEATS.filter((s) => hands[s] !== null);
  const counts = new Set(given.map((s) => hands[s]!.length));
  if (given.length === 0 || seen.size === 0) errors.push({ _tag: "DealNoCards" });
  else if (counts.size > 1) {
    errors.push({
      _tag: "DealCountsDiffer",
      hands: given.map((s) => ({ seat: s, cards: hands[s]!.length })),
    });
  }
  return done({ first, hands, unordered });
};

/**
 * The full deal of a board: four hands of 13. A single hand not given is the 13 cards the other three do
 * not hold (`inferred`). Null, with the reason, when the value is not a full deal.
 */
export const fullDealOf = (
  d: DealValue,
):
  | { hands: Record<Seat, readonly Card[]>; inferred: Seat | null }
  | { reason: string; problem: ImportProblem } => {
  const missing = SEATS.filter((s) => d.hands[s] === null);
  const short = SEATS.filter((s) => d.hands[s] !== null && d.hands[s]!.length !== 13);
  if (short.length > 0) {
    const problem: ImportProblem = {
      _tag: "HandsShort",
      hands: short.map((s) => ({ seat: s, cards: d.hands[s]!.length })),
    };
    return { reason: reasonText(problem), problem };
  }
  if (missing.length > 1) {
    const problem: ImportProblem = { _tag: "HandsMissing", given: 4 - missing.length, missing };
    return { reason: reasonText(problem), problem };
  }
  const hands = { ...d.hands } as Record<Seat, readonly Card[]>;
  if (missing.length === 1) {
    const held = new Set(SEATS.flatMap((s) => d.hands[s] ?? []));
    hands[missing[0]!] = DECK.filter((c) => !held.has(c));
  }
  return { hands, inferred: missing[0] ?? null };
};
