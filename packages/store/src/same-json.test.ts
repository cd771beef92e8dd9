import { canonicalJson } from "@bridgelaw/log";
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { sameJson } from "./same-json.ts";

/** The same members in another order, at every depth. */
const reordered = (v: unknown): unknown => {
  if (Array.isArray(v)) return v.map(reordered);
  if (v !== null && typeof v === "object")
    return Object.fromEntries(
      Object.entries(v)
        .reverse()
        .map(([k, x]) => [k, reordered(x)]),
    );
  return v;
};

const canonicalOrNull = (v: unknown): string | null => {
  try {
    return canonicalJson(v);
  } catch {
    return null;
  }
};

describe("sameJson: the same JSON data, as canonical JSON would write it", () => {
  test.prop([fc.jsonValue(), fc.jsonValue()])(
    "says the same only of values canonical JSON writes the same",
    (a, b) => {
      if (sameJson(a, b)) expect(canonicalOrNull(a)).toBe(canonicalOrNull(b));
    },
  );

  test.prop([fc.jsonValue()])(
    "says the same of a value and its copy with its members in another order",
    (a) => {
      expect(sameJson(a, reordered(a))).toBe(true);
      expect(sameJson(a, JSON.parse(JSON.stringify(a)))).toBe(true);
    },
  );

  test.prop([fc.jsonValue(), fc.jsonValue()])("tells apart values canonical JSON writes apart", (a, b) => {
    if (canonicalOrNull(a) !== canonicalOrNull(b)) expect(sameJson(a, b)).toBe(false);
  });

  it("counts a member `undefined` as absent, as canonical JSON leaves it out", () => {
    expect(sameJson({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameJson({ a: 1 }, { a: 1, b: undefined })).toBe(true);
    expect(sameJson({ a: 1, b: undefined }, { a: 1, b: null })).toBe(false);
  });

  it("says not the same of what is not plain JSON data (the caller checks it the long way)", () => {
    expect(sameJson(Number.NaN, Number.NaN)).toBe(false);
    expect(sameJson([undefined], [undefined])).toBe(false);
    expect(sameJson(new Date(0), new Date(0))).toBe(false);
    expect(sameJson({ toJSON: () => 1 }, { toJSON: () => 1 })).toBe(false);
    expect(sameJson({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(sameJson({ a: 1 }, [1])).toBe(false);
  });
});
