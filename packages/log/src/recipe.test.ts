import { fc, test } from "@fast-check/vitest";
import { current, isDraft, produce } from "immer";
import { describe, expect, it } from "vitest";
import { currentOf, frozenThrough, peek, produceState } from "./recipe.ts";

interface S {
  readonly list: readonly { readonly n: number }[];
  readonly other: readonly number[];
}

const base = (): S => ({ list: [{ n: 1 }, { n: 2 }], other: [7] });

describe("peek: what a value holds now, to read", () => {
  it("outside a draft, the value itself", () => {
    const s = base();
    expect(peek(s.list)).toBe(s.list);
  });

  it("inside a draft the recipe has not changed, the draft's base (no draft, no copy)", () => {
    const s = base();
    produceState(s, (d) => {
      const seen = peek(d.other);
      expect(seen).toBe(s.other);
      expect(isDraft(seen)).toBe(false);
    });
  });

  it("inside a changed draft, its values as they stand, the same list at each read (no copy made)", () => {
    const s = base();
    produceState(s, (d) => {
      d.other.push(8);
      const seen = peek(d.other);
      expect(isDraft(seen)).toBe(false);
      expect([...seen]).toEqual([7, 8]);
      expect(peek(d.other)).toBe(seen);
      // a later change through the draft shows through it (read it before changing what it came from)
      d.other.push(9);
      expect([...peek(d.other)]).toEqual([7, 8, 9]);
    });
  });

  it("an element the recipe reached through the draft is read through (its changes included)", () => {
    const s = base();
    const next = produceState(s, (d) => {
      d.list[0]!.n = 10;
      d.list.push({ n: 3 });
      expect(peek(d.list).map((x) => x.n)).toEqual([10, 2, 3]);
    });
    expect(next.list.map((x) => x.n)).toEqual([10, 2, 3]);
    expect(s.list.map((x) => x.n)).toEqual([1, 2]); // the base is untouched
  });

  it("in a draft of another immer (the application's), the same values", () => {
    produce(base(), (d) => {
      d.other.push(8);
      expect([...peek(d.other)]).toEqual([7, 8]);
    });
  });

  test.prop([
    fc.array(
      fc.oneof(
        fc.nat(20).map((n) => ({ push: n })),
        fc.constant({ pop: true as const }),
      ),
      { maxLength: 12 },
    ),
  ])("reads what `current` would copy, after any changes", (steps) => {
    produceState(base(), (d) => {
      for (const step of steps) {
        if ("push" in step) d.other.push(step.push);
        else d.other.pop();
        expect([...peek(d.other)]).toEqual([...current(d.other)]);
      }
    });
  });
});

describe("currentOf: what a value holds now, whole, to read", () => {
  it("outside a draft, the value itself (the bulk replay's own state: no copy)", () => {
    const s = base();
    expect(currentOf(s)).toBe(s);
  });

  it("inside a draft, no draft at any depth, with the recipe's changes so far; the next state is the same", () => {
    // a state as evolve leaves it: frozen through and through
    const s = base();
    for (const x of s.list) Object.freeze(x);
    Object.freeze(s.list);
    Object.freeze(s.other);
    Object.freeze(s);
    const next = produceState(s, (d) => {
      d.list[0]!.n = 10;
      d.other.push(8);
      const seen = currentOf(d);
      expect(isDraft(seen)).toBe(false);
      expect(isDraft(seen.list)).toBe(false);
      expect(isDraft(seen.list[0])).toBe(false);
      expect(seen).toEqual({ list: [{ n: 10 }, { n: 2 }], other: [7, 8] });
      // what the recipe did not change (frozen) is shared, not copied
      expect(seen.list[1]).toBe(s.list[1]);
    });
    expect(next).toEqual({ list: [{ n: 10 }, { n: 2 }], other: [7, 8] });
    expect(Object.isFrozen(next.list[0])).toBe(true);
  });

  test.prop([fc.array(fc.integer(), { maxLength: 20 }), fc.array(fc.integer(), { maxLength: 5 })])(
    "reads what `current` reads, whatever the recipe changed",
    (pushes, sets) => {
      produceState(base(), (d) => {
        for (const n of pushes) d.other.push(n);
        sets.forEach((n, i) => {
          if (d.list[i % 2] !== undefined) d.list[i % 2]!.n = n;
        });
        expect(currentOf(d)).toEqual(current(d));
      });
    },
  );
});

describe("frozenThrough: whether a value can no longer change", () => {
  it.each([
    ["a number", 3, true],
    ["null", null, true],
    ["an object not frozen", { a: 1 }, false],
    ["frozen on the outside only", Object.freeze({ a: { b: 1 } }), false],
    ["frozen through and through", Object.freeze({ a: Object.freeze([1, Object.freeze({ b: 2 })]) }), true],
    ["a frozen list holding a list not frozen", Object.freeze([Object.freeze([1]), [2]]), false],
  ])("%s: %s", (_what, value, expected) => {
    expect(frozenThrough(value)).toBe(expected);
  });

  it("every value of a state produceState returns is frozen through and through; a bulk replay's is not", () => {
    const next = produceState(base(), (d) => {
      d.list.push({ n: 3 });
    });
    expect(frozenThrough(next)).toBe(true);
    expect(frozenThrough(base())).toBe(false);
  });

  it("a value found frozen through and through is not walked again; one found not so is asked again", () => {
    let reads = 0;
    const inner = Object.freeze({ b: 2 });
    const read = Object.freeze(
      Object.defineProperty({}, "a", {
        enumerable: true,
        get: () => {
          reads += 1;
          return inner;
        },
      }),
    );
    expect(frozenThrough(read)).toBe(true);
    expect(reads).toBe(1);
    expect(frozenThrough(read)).toBe(true);
    expect(reads).toBe(1);
    // a frozen list holding a list not yet frozen: false, and true once that list is frozen too
    const later = [2];
    const outer = Object.freeze([Object.freeze([1]), later]);
    expect(frozenThrough(outer)).toBe(false);
    Object.freeze(later);
    expect(frozenThrough(outer)).toBe(true);
  });
});
