import { type Card, DECK, isCard } from "@bridgelaw/cards";
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { cardsOf } from "./seat-view.ts";
import { CardSet, cardMask, WITHHELD, withheldFact, withhold } from "./withhold.ts";

/*
 * `withhold` returns what it does not change as it is (issue 32: a seat view reads the full view once instead
 * of copying it). The oracle is the implementation it replaced, which copied every list and object: the two
 * must give the same JSON on any value, and the new one must share every part that names no concealed card
 * (a fact naming one is reduced by the same `withheldFact`).
 */

/** The previous `withhold`: a copy of every list and object. */
const copyingWithhold = (value: unknown, visible: ReadonlySet<Card>): unknown => {
  if (typeof value === "string") return isCard(value) && !visible.has(value) ? WITHHELD : value;
  if (Array.isArray(value)) return value.map((v) => copyingWithhold(v, visible));
  if (value !== null && typeof value === "object") {
    const fact = value as Readonly<Record<string, unknown>>;
    if (typeof fact._tag === "string") {
      if (cardsOf(fact).some((c) => !visible.has(c))) return withheldFact(fact);
      return value;
    }
    const out: Record<string, unknown> = {};
    for (const k in fact) out[k] = copyingWithhold(fact[k], visible);
    return out;
  }
  return value;
};

const card = fc.constantFrom(...DECK);
const key = fc.constantFrom(
  "card",
  "cards",
  "seat",
  "law",
  "position",
  "about",
  "options",
  "text",
  "hands",
  "x",
);
/** Views' shapes: cards, other strings and numbers, lists, records, tagged facts (consequences). */
const value = fc.letrec((tie) => ({
  leaf: fc.oneof(
    card,
    fc.constantFrom("N", "1NT", "64A2", "", "S10", "AS"),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
  ),
  list: fc.array(tie("node"), { maxLength: 5 }),
  record: fc.dictionary(key, tie("node"), { maxKeys: 5 }),
  fact: fc
    .record({
      _tag: fc.constantFrom("CardPlayed", "PenaltyCard", "OptionOpen"),
      position: fc.integer({ min: 1, max: 60 }),
      law: fc.constantFrom("50D", "64A2"),
      card: card,
    })
    .chain((f) => fc.dictionary(key, tie("node"), { maxKeys: 3 }).map((more) => ({ ...more, ...f }))),
  node: fc.oneof({ depthSize: "small" }, tie("leaf"), tie("list"), tie("record"), tie("fact")),
})).node;
const visibleSet = fc.subarray([...DECK]).map((cards) => new Set<Card>(cards));

/** Every list and object of `out` that is not also in `input` at the same place names a concealed card there. */
const sharesWhatItKeeps = (input: unknown, out: unknown): boolean => {
  if (input === out) return true;
  if (Array.isArray(input) && Array.isArray(out)) return input.some((v, i) => v !== out[i]);
  if (input !== null && typeof input === "object" && out !== null && typeof out === "object") {
    const a = input as Record<string, unknown>;
    const b = out as Record<string, unknown>;
    return Object.keys(a).some((k) => a[k] !== b[k]);
  }
  return true;
};

/** A value frozen through and through, as the states a pure step returns (the cards it names are kept for it). */
const deepFrozen = <T>(x: T): T => {
  if (x !== null && typeof x === "object") {
    for (const k in x) deepFrozen((x as Record<string, unknown>)[k]);
    Object.freeze(x);
  }
  return x;
};

describe("withhold", () => {
  test.prop([value, visibleSet], { numRuns: 500 })(
    "gives the JSON the copying implementation gave, and returns what it does not change as it is",
    (v, visible) => {
      const out = withhold(v, visible);
      expect(JSON.stringify(out)).toBe(JSON.stringify(copyingWithhold(v, visible)));
      expect(sharesWhatItKeeps(v, out)).toBe(true);
      if (cardsOf(v).every((c) => visible.has(c))) expect(out).toBe(v);
    },
  );

  test.prop([value, fc.array(visibleSet, { minLength: 2, maxLength: 4 })], { numRuns: 300 })(
    "a value frozen through and through, read for several seats in turn, gives each what the copying one gives it",
    (v, seats) => {
      const frozen = deepFrozen(structuredClone(v));
      for (const visible of seats) {
        const out = withhold(frozen, visible);
        expect(JSON.stringify(out)).toBe(JSON.stringify(copyingWithhold(frozen, visible)));
        if (cardsOf(frozen).every((c) => visible.has(c))) expect(out).toBe(frozen);
      }
    },
  );

  it("a frozen fact seen whole by one seat is still withheld from the next, who may not see its card", () => {
    const fact = Object.freeze({ _tag: "PenaltyCard", position: 7, law: "50D", card: "SA" });
    expect(withhold([fact], new Set<Card>(["SA"]))).toEqual([fact]);
    expect(withhold([fact], new Set<Card>(["SK"]))).toEqual([withheldFact(fact)]);
    expect(withhold([fact], new Set<Card>(["SA"]))).toEqual([fact]);
  });

  it("a frozen fact's frame is made once, frozen, for every seat; a fact that may still change gets a new one", () => {
    const fact = Object.freeze({ _tag: "PenaltyCard", position: 7, law: "50D", seat: "N", card: "SA" });
    const frame = withheldFact(fact);
    expect(frame).toEqual({ _tag: "Withheld", position: 7, law: "50D", seat: "N" });
    expect(Object.isFrozen(frame)).toBe(true);
    expect(withhold([fact], new Set<Card>(["SK"]))).toEqual([frame]);
    expect((withhold([fact], new Set<Card>(["H2"])) as unknown[])[0]).toBe(frame);
    const open = { _tag: "PenaltyCard", position: 8, law: "50D", seat: "E", card: "SK" };
    const first = withheldFact(open);
    expect(Object.isFrozen(first)).toBe(false);
    open.position = 9;
    expect(withheldFact(open)).toEqual({ _tag: "Withheld", position: 9, law: "50D", seat: "E" });
  });

  it("copies only the path to a concealed card, keeping the order of the fields", () => {
    const kept = { tricks: [["SA", "SK"]] };
    const view = { phase: "play", hands: { N: ["H2", "H3"], E: ["C4"] }, kept, audit: [] };
    const out = withhold(view, new Set<Card>(["SA", "SK", "H2", "H3"])) as typeof view;
    expect(Object.keys(out)).toEqual(["phase", "hands", "kept", "audit"]);
    expect(out.hands).toEqual({ N: ["H2", "H3"], E: [WITHHELD] });
    expect(out.hands.N).toBe(view.hands.N);
    expect(out.kept).toBe(kept);
    expect(out.audit).toBe(view.audit);
    expect(view.hands.E).toEqual(["C4"]); // the input is never changed
  });

  /** A list's versions as a state makes them: each a new list, its earlier entries shared, frozen through. */
  const versions = fc.array(fc.tuple(value, fc.boolean()), { minLength: 2, maxLength: 12 }).map((steps) => {
    const entries = steps.map(([v, frozen]) =>
      frozen ? deepFrozen(structuredClone({ entry: v })) : { entry: v },
    );
    return entries.map((_, i) => entries.slice(0, i + 1));
  });

  test.prop([versions, fc.array(visibleSet, { minLength: 1, maxLength: 3 }), fc.boolean()], { numRuns: 300 })(
    "a list read again as it grows (a new list each version, its entries shared) gives what the copying one gives",
    (lists, seats, diverge) => {
      const read = diverge ? [...lists, [lists[0]![0]!, deepFrozen({ entry: "SA" })]] : lists;
      for (const list of read) {
        for (const visible of seats) {
          const out = withhold(list, visible);
          expect(JSON.stringify(out)).toBe(JSON.stringify(copyingWithhold(list, visible)));
          if (cardsOf(list).every((c) => visible.has(c))) expect(out).toBe(list);
        }
      }
    },
  );

  it("a list changed in place after it was read is read again: its new card is withheld", () => {
    const first = deepFrozen({ _tag: "CardPlayed", position: 1, law: "44", card: "SA" });
    const list: object[] = [first, deepFrozen({ _tag: "CardPlayed", position: 2, law: "44", card: "SK" })];
    expect(withhold(list, new Set<Card>(["SA", "SK"]))).toBe(list);
    list[1] = deepFrozen({ _tag: "CardPlayed", position: 2, law: "44", card: "H2" });
    expect(withhold(list, new Set<Card>(["SA", "SK"]))).toEqual([first, withheldFact(list[1] as never)]);
    list.push(deepFrozen({ _tag: "CardPlayed", position: 3, law: "44", card: "H3" }));
    expect((withhold(list, new Set<Card>(["SA", "SK", "H2"])) as unknown[])[2]).toEqual(
      withheldFact(list[2] as never),
    );
  });

  it("a mask is known only for what can no longer change", () => {
    const open = { card: "SA" };
    expect(cardMask(open)).toBeUndefined();
    expect(cardMask(Object.freeze({ inner: open }))).toBeUndefined();
    expect(cardMask([deepFrozen({ card: "SA" }), open])).toBeUndefined();
    const seen = CardSet.of(new Set<Card>(["SA", "C2"]));
    expect(seen.covers(cardMask(deepFrozen({ a: "SA", b: ["C2", "N", "S10"] }))!)).toBe(true);
    expect(seen.covers(cardMask(deepFrozen({ a: "SA", b: ["C3"] }))!)).toBe(false);
  });
});

describe("CardSet", () => {
  test.prop([
    fc.array(fc.oneof(card, fc.constantFrom("N", "S10", "", "XX", "64A2")), { maxLength: 60 }),
    fc.subarray([...DECK]),
  ])(
    "holds what a Set of the same cards holds: has, size, and covers a value's cards (cardMask) as every has would",
    (added, asked) => {
      const set = new CardSet();
      const oracle = new Set<string>();
      for (const c of added) {
        set.add(c as Card);
        if (isCard(c)) oracle.add(c);
      }
      expect(set.size).toBe(oracle.size);
      for (const c of [...DECK, "N", "S10", "XX"]) expect(set.has(c as Card)).toBe(oracle.has(c));
      const value = deepFrozen({ cards: [...asked], more: { lead: asked[0] ?? null } });
      expect(set.covers(cardMask(value)!)).toBe(asked.every((c) => oracle.has(c)));
      const other = new CardSet();
      other.addMask(cardMask(value)!);
      expect(other.size).toBe(asked.length);
      for (const c of DECK) expect(other.has(c)).toBe(asked.includes(c));
      // addNamed: by the mask of a value frozen through, card by card of one that may still change
      const loose = new CardSet();
      loose.addNamed({ cards: [...asked], more: { lead: asked[0] ?? null } });
      const kept = new CardSet();
      kept.addNamed(value);
      for (const c of DECK)
        expect([loose.has(c), kept.has(c)]).toEqual([asked.includes(c), asked.includes(c)]);
    },
  );
});
