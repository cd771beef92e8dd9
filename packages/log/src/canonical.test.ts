import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { CanonicalJsonError, canonicalJson } from "./index.ts";

/** A copy of a JSON value with the members of every object inserted in the order given by `seed`. */
const shuffleKeys = (value: unknown, seed: number): unknown => {
  if (Array.isArray(value)) return value.map((v, i) => shuffleKeys(v, seed + i));
  if (typeof value !== "object" || value === null) return value;
  const entries = Object.entries(value);
  // A deterministic permutation driven by the seed (Fisher-Yates with a small LCG).
  let s = seed >>> 0;
  for (let i = entries.length - 1; i > 0; i--) {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    const j = s % (i + 1);
    [entries[i], entries[j]] = [entries[j]!, entries[i]!];
  }
  const out: Record<string, unknown> = {};
  for (const [k, v] of entries)
    Object.defineProperty(out, k, { value: shuffleKeys(v, s + 1), enumerable: true });
  return out;
};

const fromIeee754 = (hex: string): number => {
  const view = new DataView(new ArrayBuffer(8));
  view.setBigUint64(0, BigInt(`0x${hex}`));
  return view.getFloat64(0);
};

describe("canonical JSON (RFC 8785)", () => {
  test.prop([fc.jsonValue(), fc.integer()])(
    "canonical JSON is deterministic and independent of the order of object members",
    (value, seed) => {
      const once = canonicalJson(value);
      expect(canonicalJson(value)).toBe(once);
      expect(canonicalJson(shuffleKeys(value, seed))).toBe(once);
    },
  );

  test.prop([fc.jsonValue()])(
    "canonical JSON is JSON, and canonicalising it again changes nothing",
    (value) => {
      const text = canonicalJson(value);
      expect(canonicalJson(JSON.parse(text))).toBe(text);
    },
  );

  test.prop([fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 8 })])(
    "object members come out sorted by UTF-16 code units",
    (record) => {
      const members = Object.keys(record)
        .sort()
        .map((k) => `${JSON.stringify(k)}:${canonicalJson(record[k])}`);
      expect(canonicalJson(record)).toBe(`{${members.join(",")}}`);
    },
  );

  /** Any UTF-16 code unit: controls, quotes, backslashes, surrogates (lone ones too), the rest of the BMP. */
  const codeUnit = fc.oneof(
    fc.constantFrom('"', "\\", "\u0000", "\n", "\u001f", "\u007f", "\u2028", "\ud83d", "\ude00", "é"),
    fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)),
    fc.constantFrom("a", "N", "1", " "),
  );
  test.prop([fc.string({ unit: codeUnit, maxLength: 12 })])(
    "a string is written as JSON.stringify writes it, or refused when it holds a lone surrogate",
    (s) => {
      if (!/\p{Cs}/u.test(s)) expect(canonicalJson(s)).toBe(JSON.stringify(s));
      else expect(() => canonicalJson(s)).toThrow(CanonicalJsonError);
    },
  );

  // RFC 8785 Appendix B: IEEE 754 doubles and their canonical serialisation.
  it.each([
    ["0000000000000000", "0"],
    ["8000000000000000", "0"],
    ["0000000000000001", "5e-324"],
    ["8000000000000001", "-5e-324"],
    ["7fefffffffffffff", "1.7976931348623157e+308"],
    ["ffefffffffffffff", "-1.7976931348623157e+308"],
    ["4340000000000000", "9007199254740992"],
    ["c340000000000000", "-9007199254740992"],
    ["4430000000000000", "295147905179352830000"],
    ["44b52d02c7e14af5", "9.999999999999997e+22"],
    ["44b52d02c7e14af6", "1e+23"],
    ["44b52d02c7e14af7", "1.0000000000000001e+23"],
    ["444b1ae4d6e2ef4e", "999999999999999700000"],
    ["444b1ae4d6e2ef4f", "999999999999999900000"],
    ["444b1ae4d6e2ef50", "1e+21"],
    ["3eb0c6f7a0b5ed8c", "9.999999999999997e-7"],
    ["3eb0c6f7a0b5ed8d", "0.000001"],
    ["41b3de4355555553", "333333333.3333332"],
    ["41b3de4355555554", "333333333.33333325"],
    ["41b3de4355555555", "333333333.3333333"],
    ["41b3de4355555556", "333333333.3333334"],
    ["41b3de4355555557", "333333333.33333343"],
    ["becbf647612f3696", "-0.0000033333333333333333"],
    ["43143ff3c1cb0959", "1424953923781206.2"],
  ])("RFC 8785 Appendix B: the double 0x%s serialises as %s", (hex, expected) => {
    expect(canonicalJson(fromIeee754(hex))).toBe(expected);
  });

  it.each([
    ["7fffffffffffffff", "NaN"],
    ["7ff0000000000000", "Infinity"],
    ["fff0000000000000", "-Infinity"],
  ])("RFC 8785 Appendix B: the double 0x%s (%s) is refused", (hex) => {
    expect(() => canonicalJson(fromIeee754(hex))).toThrow(TypeError);
    expect(() => canonicalJson({ n: [fromIeee754(hex)] })).toThrow(
      expect.objectContaining({ problem: "number-out-of-range" }),
    );
  });

  it("RFC 8785 §3.2.2: the example with numbers, a string with escapes and literals", () => {
    const input = JSON.parse(
      '{"numbers": [333333333.33333329, 1E30, 4.50, 2e-3, 0.000000000000000000000000001],' +
        ' "string": "\\u20ac$\\u000F\\u000aA\'\\u0042\\u0022\\u005c\\\\\\"\\/",' +
        ' "literals": [null, true, false]}',
    );
    expect(canonicalJson(input)).toBe(
      '{"literals":[null,true,false],"numbers":[333333333.3333333,1e+30,4.5,0.002,1e-27],' +
        '"string":"\u20ac$\\u000f\\nA\'B\\"\\\\\\\\\\"/"}',
    );
  });

  it("RFC 8785 §3.2.3: members are sorted by UTF-16 code units, not by code points or locale", () => {
    const input = {
      "\u20ac": "Euro Sign",
      "\r": "Carriage Return",
      "\ufb33": "Hebrew Letter Dalet With Dagesh",
      "1": "One",
      "\ud83d\ude00": "Emoji: Grinning Face",
      "\u0080": "Control",
      "\u00f6": "Latin Small Letter O With Diaeresis",
    };
    expect(canonicalJson(input)).toBe(
      '{"\\r":"Carriage Return","1":"One","\u0080":"Control","\u00f6":"Latin Small Letter O With Diaeresis",' +
        '"\u20ac":"Euro Sign","\ud83d\ude00":"Emoji: Grinning Face","\ufb33":"Hebrew Letter Dalet With Dagesh"}',
    );
  });

  it.each([
    ["\b\t\n\f\r", '"\\b\\t\\n\\f\\r"'],
    ["\u0000\u001f", '"\\u0000\\u001f"'],
    ['"\\', '"\\"\\\\"'],
    ["/\u007f\u2028\u2029", '"/\u007f\u2028\u2029"'],
    ["é😀", '"é😀"'],
  ])("string %j is escaped as %s", (s, expected) => {
    expect(canonicalJson(s)).toBe(expected);
  });

  it("writes no whitespace and -0 as 0", () => {
    expect(canonicalJson({ b: [1, { d: -0, c: "x y" }], a: null })).toBe(
      '{"a":null,"b":[1,{"c":"x y","d":0}]}',
    );
  });

  it("leaves out object members whose value is undefined, and uses toJSON", () => {
    expect(canonicalJson({ a: undefined, b: 1 })).toBe('{"b":1}');
    expect(canonicalJson({ when: { toJSON: () => "2026-11-22" } })).toBe('{"when":"2026-11-22"}');
  });

  it.each([
    ["a lone high surrogate", "\ud83d", "lone-surrogate"],
    ["a lone low surrogate in a key", { "\ude00": 1 }, "lone-surrogate"],
    ["a bigint", 1n, "not-json"],
    ["a function", () => 1, "not-json"],
    ["a symbol", Symbol("s"), "not-json"],
    ["undefined", undefined, "not-json"],
    ["undefined in an array", [1, undefined], "not-json"],
  ])("refuses %s with a TypeError, its problem as data", (_name, value, problem) => {
    expect(() => canonicalJson(value)).toThrow(TypeError);
    expect(() => canonicalJson(value)).toThrow(CanonicalJsonError);
    expect(() => canonicalJson(value)).toThrow(expect.objectContaining({ problem }));
  });

  it("refuses a cycle, but accepts the same object twice side by side", () => {
    const shared = { x: 1 };
    expect(canonicalJson({ a: shared, b: shared })).toBe('{"a":{"x":1},"b":{"x":1}}');
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => canonicalJson(cyclic)).toThrow(expect.objectContaining({ problem: "not-json" }));
  });
});
