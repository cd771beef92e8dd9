import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { continues, GrowingMap } from "./growing.ts";

interface Entry {
  n: number;
}

const frozen = (n: number): Entry => Object.freeze({ n });

describe("continues: whether a list is another grown at its end", () => {
  const a = frozen(1);
  const b = frozen(2);
  const c = frozen(3);
  it.each([
    ["the same list", [a, b], null, true],
    ["the list with entries added", [a, b], [a, b, c], true],
    ["an empty list, by any list", [], [a], true],
    ["a shorter list", [a, b, c], [a, b], false],
    ["an entry in another place", [a, b], [b, a, c], false],
    ["an equal entry that is another value", [a, b], [a, frozen(2), c], false],
  ])("%s", (_what, before, list, expected) => {
    expect(continues(before, list ?? before)).toBe(expected);
  });
});

describe("GrowingMap: list.map(f) continuing the last list mapped", () => {
  const words = () => {
    const calls: Entry[] = [];
    const map = new GrowingMap<Entry, string>((x) => {
      calls.push(x);
      return `#${x.n}`;
    });
    return { map, calls };
  };

  it("maps only the entries added to the last list (frozen through and through)", () => {
    const { map, calls } = words();
    const v1 = [frozen(1), frozen(2)];
    expect(map.map(v1)).toEqual(["#1", "#2"]);
    const v2 = [...v1, frozen(3)];
    expect(map.map(v2)).toEqual(["#1", "#2", "#3"]);
    expect(calls.map((x) => x.n)).toEqual([1, 2, 3]);
    // the same list again: the same result, nothing mapped
    expect(map.map(v2)).toBe(map.map(v2));
    expect(calls).toHaveLength(3);
  });

  it("an entry that may still change is mapped at every call", () => {
    const { map, calls } = words();
    const open: Entry = { n: 2 };
    const v1 = [frozen(1), open];
    expect(map.map(v1)).toEqual(["#1", "#2"]);
    open.n = 5;
    expect(map.map([...v1, frozen(3)])).toEqual(["#1", "#5", "#3"]);
    expect(calls.map((x) => x.n)).toEqual([1, 5, 5, 3]);
  });

  it("a list that does not continue the last one is mapped whole", () => {
    const { map, calls } = words();
    const a = frozen(1);
    map.map([a, frozen(2), frozen(3)]);
    const other = [a, frozen(4)];
    expect(map.map(other)).toEqual(["#1", "#4"]);
    expect(calls.map((x) => x.n)).toEqual([1, 2, 3, 1, 4]);
  });

  it("a list of values that are not objects, or of one entry, is mapped as it is", () => {
    const map = new GrowingMap<unknown, string>((x) => String(x));
    expect(map.map([1, 2])).toEqual(["1", "2"]);
    expect(map.map([frozen(1)])).toEqual(["[object Object]"]);
    expect(map.map([])).toEqual([]);
  });

  // Lists built from one pool of entries (frozen ones and ones that change between calls), each call growing a
  // list mapped before, branching from it, or another list: always list.map(f).
  test.prop([
    fc.array(
      fc.record({
        from: fc.nat(),
        keep: fc.nat(),
        add: fc.array(fc.tuple(fc.boolean(), fc.nat(20)), { maxLength: 4 }),
        change: fc.nat(),
      }),
      { minLength: 1, maxLength: 30 },
    ),
  ])("gives list.map(f) for any sequence of growing, branching and changed lists", (steps) => {
    const f = (x: Entry) => `#${x.n}`;
    const map = new GrowingMap<Entry, string>(f);
    const heads = [frozen(0), frozen(100)];
    const lists: Entry[][] = [
      [heads[0]!, frozen(1)],
      [heads[1]!, { n: 101 }],
    ];
    for (const s of steps) {
      const before = lists[s.from % lists.length]!;
      const list = before.slice(0, Math.max(1, s.keep % (before.length + 1)));
      for (const [isFrozen, n] of s.add) list.push(isFrozen ? frozen(n) : { n });
      // an entry not frozen changes in place, in whichever lists hold it
      const open = list.filter((x) => !Object.isFrozen(x));
      if (open.length > 0) open[s.change % open.length]!.n += 1;
      lists.push(list);
      expect(map.map(list)).toEqual(list.map(f));
    }
  });
});
