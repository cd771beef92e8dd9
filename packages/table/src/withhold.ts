import { type Card, cardIndex, DECK, isCard } from "@bridgelaw/cards";
import { frozenThrough } from "@bridgelaw/log";

/**
 * Put in place of a field (outside the consequences) that names a card the viewer may not see: a token, not
 * words (a consequence that names one is `Withheld`, which the formatters write: "(withheld: it names a card
 * concealed from this seat)" in English).
 */
export const WITHHELD = "(withheld: it names a card concealed from this seat)";

const FRAME = ["position", "law", "seat", "about", "blocking"] as const;

/** Each fact frozen through and through, reduced to its frame (`withheldFact`): the same for every seat. */
const frames = new WeakMap<object, Record<string, unknown>>();

/**
 * A fact that names a concealed card, reduced to its frame (`Withheld`); an option keeps no option id. For a
 * fact frozen through and through, made once and frozen (every later view, of any seat, holds the same one).
 */
export const withheldFact = (fact: Readonly<Record<string, unknown>>): Record<string, unknown> => {
  const known = frames.get(fact);
  if (known !== undefined) return known;
  const out: Record<string, unknown> = { _tag: "Withheld" };
  for (const k of FRAME) if (fact[k] !== undefined) out[k] = fact[k];
  if (Array.isArray(fact.options)) out.options = [];
  if (frozenThrough(fact)) frames.set(fact, Object.freeze(out));
  return out;
};

/** The cards a value names through its typed fields (a `Card`, a list of cards), at any depth. */
export const cardsOf = (value: unknown, out: Card[] = []): Card[] => {
  if (typeof value === "string") {
    if (isCard(value)) out.push(value);
  } else if (Array.isArray(value)) {
    for (const v of value) cardsOf(v, out);
  } else if (value !== null && typeof value === "object") {
    for (const k in value) cardsOf((value as Record<string, unknown>)[k], out);
  }
  return out;
};

/** The cards a seat may see, as `withhold` asks about them. */
export type CardsSeen = Pick<ReadonlySet<Card>, "has">;

/** A set of cards by their place in the deck (`cardIndex`): a seat's view adds and asks about every card. */
export class CardSet implements CardsSeen {
  private readonly places = new Uint8Array(DECK.length);
  /** How many cards it holds. */
  size = 0;

  add(card: Card): void {
    const i = cardIndex(card);
    if (i >= 0 && this.places[i] === 0) {
      this.places[i] = 1;
      this.size += 1;
    }
  }

  has(card: Card): boolean {
    const i = cardIndex(card);
    return i >= 0 && this.places[i] === 1;
  }
}

/** The cards each value frozen through and through names (`cardsOf`): it can no longer change. */
const named = new WeakMap<object, readonly Card[]>();

/**
 * The cards a value frozen through and through names, found once for it (a state's audit entries and tricks
 * are shared by every later version: each reply's view reads them again), or undefined for one that may
 * still change (it is read each time).
 */
const namedOnce = (value: object): readonly Card[] | undefined => {
  const known = named.get(value);
  if (known !== undefined) return known;
  if (!frozenThrough(value)) return undefined;
  const cards = cardsOf(value);
  named.set(value, cards);
  return cards;
};

/** Whether a value names, through its typed fields at any depth, a card outside `visible` (as `cardsOf`). */
const namesConcealed = (value: unknown, visible: CardsSeen): boolean => {
  if (typeof value === "string") return isCard(value) && !visible.has(value);
  if (Array.isArray(value)) {
    for (const v of value) if (namesConcealed(v, visible)) return true;
  } else if (value !== null && typeof value === "object") {
    for (const k in value) if (namesConcealed((value as Record<string, unknown>)[k], visible)) return true;
  }
  return false;
};

/**
 * Every consequence of `value` (a tagged fact) that names a card outside `visible`, by its typed card fields,
 * becomes `Withheld`; any other field holding such a card is replaced by `WITHHELD`. Consequences are data
 * (issue 34): no text is read for the cards it names. A list or an object none of whose values changes is
 * returned as it is (the full view's, shared: views are never changed in place), so that a view names what the
 * seat may see at the cost of reading it once.
 */
export const withhold = (value: unknown, visible: CardsSeen): unknown => {
  if (typeof value === "string") return isCard(value) && !visible.has(value) ? WITHHELD : value;
  if (value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) {
    let out: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const v = value[i];
      const w = withhold(v, visible);
      if (out === undefined && w !== v) out = value.slice(0, i);
      out?.push(w);
    }
    return out ?? value;
  }
  // (a list is read item by item: a state's lists are made anew as they grow, their items are shared)
  const cards = namedOnce(value);
  if (cards?.every((c) => visible.has(c))) return value;
  const fact = value as Readonly<Record<string, unknown>>;
  // (a fact whose cards are known, and not all visible, names a concealed one)
  if (typeof fact._tag === "string")
    return cards !== undefined || namesConcealed(fact, visible) ? withheldFact(fact) : value;
  let out: Record<string, unknown> | undefined;
  for (const k in fact) {
    const v = fact[k];
    const w = withhold(v, visible);
    if (out === undefined && w !== v) {
      out = {};
      for (const before in fact) {
        if (before === k) break;
        out[before] = fact[before];
      }
    }
    if (out !== undefined) out[k] = w;
  }
  return out ?? value;
};
