import { fc, test } from "@fast-check/vitest";
import { current, isDraft, produce } from "immer";
import { describe, expect, it } from "vitest";
import { peek, produceState } from "./recipe.ts";

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
