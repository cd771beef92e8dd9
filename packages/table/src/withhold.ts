import { type Card, cardIndex, DECK, isCard } from "@bridgelaw/cards";
import { continues, frozenThrough } from "@bridgelaw/log";

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

/*
 * A set of cards as one number: the card of `cardIndex` i is bit i (exact: 52 bits in a double), the cards
 * 0–31 in its low 32 bits (`% LOW`), 32–51 above them. Whether a view names only cards a seat may see is then
 * one test per value instead of one per card.
 */
const LOW = 2 ** 32;

/** The card's bit (0 for a string that is not a card). */
const bitOf = (card: string): number => {
  const i = cardIndex(card as Card);
  if (!(i >= 0)) return 0;
  return i < 32 ? (1 << i) >>> 0 : (1 << (i - 32)) * LOW;
};

/** The cards of either set. */
const union = (a: number, b: number): number => {
  if (a === 0 || a === b) return b;
  if (b === 0) return a;
  const aLow = a % LOW;
  const bLow = b % LOW;
  return ((aLow | bLow) >>> 0) + (((a - aLow) / LOW) | ((b - bLow) / LOW)) * LOW;
};

/** How many bits of a 32-bit word are set. */
const bitCount = (word: number): number => {
  let n = word - ((word >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
};

/** A set of cards by their place in the deck (`cardIndex`): a seat's view adds and asks about every card. */
export class CardSet implements CardsSeen {
  /** The cards 0–31, one bit each. */
  private low = 0;
  /** The cards 32–51. */
  private high = 0;
  /** How many cards it holds. */
  size = 0;

  /** The set of the cards `seen` holds. */
  static of(seen: CardsSeen): CardSet {
    if (seen instanceof CardSet) return seen;
    const set = new CardSet();
    for (const card of DECK) if (seen.has(card)) set.add(card);
    return set;
  }

  add(card: Card): void {
    this.addMask(bitOf(card));
  }

  /** Adds the cards of a mask (`cardMask`). */
  addMask(mask: number): void {
    if (mask === 0) return;
    const low = mask % LOW;
    this.low |= low;
    this.high |= (mask - low) / LOW;
    this.size = bitCount(this.low) + bitCount(this.high);
  }

  /**
   * Adds every card `value` names (`cardsOf`: the cards of a hand, of the tricks): by its mask (`cardMask`) when
   * it can no longer change, else card by card.
   */
  addNamed(value: object): void {
    const mask = cardMask(value);
    if (mask !== undefined) this.addMask(mask);
    else for (const card of cardsOf(value)) this.add(card);
  }

  has(card: Card): boolean {
    const i = cardIndex(card);
    if (!(i >= 0)) return false;
    return ((i < 32 ? this.low >>> i : this.high >>> (i - 32)) & 1) === 1;
  }

  /** Whether it holds every card of a mask (`cardMask`). */
  covers(mask: number): boolean {
    if (mask === 0) return true;
    const low = mask % LOW;
    return (low & ~this.low) === 0 && (((mask - low) / LOW) & ~this.high) === 0;
  }
}

/**
 * The cards each value frozen through and through names (`cardsOf`), as a mask: it can no longer change. Only
 * such values are kept, so being here says it is frozen through.
 */
const masks = new WeakMap<object, number>();

/** The mask of a value frozen through and through, found once for it; undefined for any other. */
const frozenMask = (value: object): number | undefined => {
  if (!Object.isFrozen(value)) return undefined;
  const known = masks.get(value);
  if (known !== undefined) return known;
  let mask = 0;
  if (Array.isArray(value)) {
    for (const v of value) {
      const m = memberMask(v);
      if (m === undefined) return undefined;
      mask = union(mask, m);
    }
  } else {
    for (const k in value) {
      const m = memberMask((value as Record<string, unknown>)[k]);
      if (m === undefined) return undefined;
      mask = union(mask, m);
    }
  }
  masks.set(value, mask);
  return mask;
};

/** The mask of a card (its bit), of an object (`frozenMask`), of anything else (0). */
const memberMask = (value: unknown): number | undefined =>
  typeof value === "string"
    ? bitOf(value)
    : value !== null && typeof value === "object"
      ? frozenMask(value)
      : 0;

/** The entries of the last list of a growing list (by its first entry) whose mask was found, and that mask. */
interface Grown {
  readonly entries: readonly unknown[];
  readonly mask: number;
}
const grown = new WeakMap<object, Grown>();

/**
 * The mask of a list that is not frozen but whose entries are (a state's audit trail, its tricks, remade as
 * they grow, sharing every earlier entry): continued from the last list with the same first entry that it
 * continues (`continues`, on a copy of that list's entries: the list itself may be changed), so that each new
 * version reads only its new entries. Undefined when an entry may still change (it is read each time).
 */
const grownMask = (list: readonly unknown[]): number | undefined => {
  const head = list[0];
  if (list.length < 2 || typeof head !== "object" || head === null) return undefined;
  const before = grown.get(head);
  let mask = 0;
  let from = 0;
  if (before !== undefined && continues(before.entries, list)) {
    if (before.entries.length === list.length) return before.mask;
    ({ mask } = before);
    from = before.entries.length;
  }
  for (let i = from; i < list.length; i++) {
    const m = memberMask(list[i]);
    if (m === undefined) return undefined;
    mask = union(mask, m);
  }
  grown.set(head, { entries: list.slice(), mask });
  return mask;
};

/**
 * The cards a value names through its typed fields (as `cardsOf`), as a mask for `CardSet`'s `addMask` and
 * `covers`: found once for a value frozen through and through, continued for a growing list of such values;
 * undefined for any other (it may still change: read it each time).
 */
export const cardMask = (value: object): number | undefined =>
  Array.isArray(value) && !Object.isFrozen(value) ? grownMask(value) : frozenMask(value);

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
export const withhold = (value: unknown, visible: CardsSeen): unknown => hide(value, CardSet.of(visible));

const hide = (value: unknown, visible: CardSet): unknown => {
  if (typeof value === "string") return isCard(value) && !visible.has(value) ? WITHHELD : value;
  if (value === null || typeof value !== "object") return value;
  // (a value whose cards are known, all visible, is kept whole: one test, however large)
  const mask = cardMask(value);
  if (mask !== undefined && visible.covers(mask)) return value;
  if (Array.isArray(value)) {
    let out: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const v = value[i];
      const w = hide(v, visible);
      if (out === undefined && w !== v) out = value.slice(0, i);
      out?.push(w);
    }
    return out ?? value;
  }
  const fact = value as Readonly<Record<string, unknown>>;
  // (a fact whose cards are known, and not all visible, names a concealed one)
  if (typeof fact._tag === "string")
    return mask !== undefined || namesConcealed(fact, visible) ? withheldFact(fact) : value;
  let out: Record<string, unknown> | undefined;
  for (const k in fact) {
    const v = fact[k];
    const w = hide(v, visible);
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
