import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { MAX_DEPTH, parseStrictJson, StrictJsonError } from "./strict-json.ts";

const problemOf = (text: string): string | undefined => {
  try {
    parseStrictJson(text);
    return undefined;
  } catch (e) {
    expect(e).toBeInstanceOf(StrictJsonError);
    return (e as StrictJsonError).problem;
  }
};

const reasonOf = (text: string): string => {
  try {
    parseStrictJson(text);
  } catch (e) {
    return (e as StrictJsonError).reason;
  }
  throw new Error("accepted");
};

/** JSON values without lone surrogates, nested no deeper than MAX_DEPTH. */
const value = fc.jsonValue({ maxDepth: 4, stringUnit: "grapheme" });
const deepest = (v: unknown): number =>
  typeof v === "object" && v !== null ? 1 + Math.max(0, ...Object.values(v).map(deepest)) : 0;

/** A value's JSON text in one of several layouts, all of which JSON.parse reads back as the value. */
const layout = fc.constantFrom<(v: unknown) => string>(
  (v) => JSON.stringify(v),
  (v) => JSON.stringify(v, null, 2),
  (v) => JSON.stringify(v, null, "\t").replace(/\n/g, "\r\n"),
  // every character of a string escaped as \uXXXX
  (v) =>
    JSON.stringify(v).replace(/"((?:[^"\\]|\\.)*)"/g, (_, body: string) => {
      const s = JSON.parse(`"${body}"`) as string;
      let out = "";
      for (let i = 0; i < s.length; i++) out += `\\u${s.charCodeAt(i).toString(16).padStart(4, "0")}`;
      return `"${out}"`;
    }),
  // integers in exponent form
  (v) => JSON.stringify(v).replace(/(?<=[:,[])(-?[1-9])0{3}(?=[,\]}])/g, "$1e3"),
);

describe("parseStrictJson", () => {
  test.prop([value, layout], { numRuns: 300 })(
    "reads every JSON value without a duplicate key as JSON.parse does, whatever its layout",
    (v, write) => {
      const text = write(v);
      expect(parseStrictJson(text)).toEqual(JSON.parse(text));
    },
  );

  test.prop(
    [fc.dictionary(fc.string({ minLength: 1, maxLength: 4 }), value, { minKeys: 1 }), layout, fc.nat()],
    {
      numRuns: 300,
    },
  )("refuses a duplicate key at any depth and names it", (record, write, pick) => {
    const keys = Object.keys(record);
    const key = keys[pick % keys.length]!;
    // Nest the record one level down, then repeat one of its keys with another value.
    const text = write({ outer: record });
    const dup = `${JSON.stringify(key)}:${JSON.stringify(record[key] ?? null)},`;
    const at = text.indexOf("{", text.indexOf("{") + 1);
    const duplicated = `${text.slice(0, at + 1)}${dup}${text.slice(at + 1)}`;
    expect(problemOf(duplicated)).toBe("duplicate-key");
    expect(reasonOf(duplicated)).toContain(`duplicate key ${JSON.stringify(key)} at "outer"`);
  });

  it("refuses a duplicate key even when short number forms make up for its length", () => {
    // Each 1e5 is 3 characters shorter than 100000: no length comparison alone can see the duplicate.
    const text = '{"card":"SA","x":[1e5,1e5,1e5,1e5],"card":"SK"}';
    expect(problemOf(text)).toBe("duplicate-key");
    expect(reasonOf(text)).toBe('duplicate key "card": each key may appear once in an object');
    expect(problemOf('{"a":{"b":1,"c":[{"d":1},{"d":2,"d":3}]}}')).toBe("duplicate-key");
    expect(reasonOf('{"a":{"b":1,"c":[{"d":1},{"d":2,"d":3}]}}')).toContain('duplicate key "d" at "a.c[1]"');
    expect(problemOf('{"__proto__":1,"__proto__":2}')).toBe("duplicate-key");
    expect(problemOf('{"a":1,"\\u0061":2}')).toBe("duplicate-key");
    expect(parseStrictJson('{"a":1,"A":2,"b":{"a":3}}')).toEqual({ a: 1, A: 2, b: { a: 3 } });
  });

  it("refuses a lone surrogate, escaped or raw, in a key or a value, and names where", () => {
    expect(problemOf('{"note":"\\ud800"}')).toBe("lone-surrogate");
    expect(reasonOf('{"note":"\\ud800"}')).toContain('at "note"');
    expect(problemOf('{"a":["x","\\udc00y"]}')).toBe("lone-surrogate");
    expect(reasonOf('{"a":["x","\\udc00y"]}')).toContain('at "a[1]"');
    expect(problemOf('{"\\ud83d":1}')).toBe("lone-surrogate");
    expect(problemOf(`{"note":"${"\ud800"}"}`)).toBe("lone-surrogate");
    expect(problemOf(`{"note":"${"\udfff"} "}`)).toBe("lone-surrogate");
    // a pair, escaped or raw, is one character
    expect(parseStrictJson('{"note":"\\ud83d\\ude00"}')).toEqual({ note: "😀" });
    expect(parseStrictJson('{"note":"😀"}')).toEqual({ note: "😀" });
  });

  it(`refuses nesting deeper than MAX_DEPTH (${MAX_DEPTH}), even 10,000 deep, naming where`, () => {
    const nested = (depth: number): string => `${'{"x":'.repeat(depth)}1${"}".repeat(depth)}`;
    expect(parseStrictJson(nested(MAX_DEPTH))).toBeTypeOf("object");
    expect(problemOf(nested(MAX_DEPTH + 1))).toBe("too-deep");
    expect(reasonOf(nested(MAX_DEPTH + 1))).toBe(
      `nested deeper than ${MAX_DEPTH} levels at "x.x.x.x.x.x…": a log line needs no more than a few`,
    );
    expect(problemOf(`{"type":"CallMade","extra":${"[".repeat(10_000)}${"]".repeat(10_000)}}`)).toBe(
      "too-deep",
    );
    expect(problemOf(nested(10_000))).toBe("too-deep");
    expect(problemOf(nested(4))).toBeUndefined();
    expect(() => parseStrictJson(nested(4), { maxDepth: 3 })).toThrow(/nested deeper than 3 levels/);
  });

  test.prop([value])("the depth rule counts objects and arrays, the top level being 1", (v) => {
    const depth = deepest(v);
    const text = JSON.stringify(v);
    if (depth <= 2) expect(parseStrictJson(text, { maxDepth: 2 })).toEqual(JSON.parse(text));
    else expect(() => parseStrictJson(text, { maxDepth: 2 })).toThrow(StrictJsonError);
  });

  it("refuses a number out of range and names where", () => {
    expect(problemOf('{"board":1e400}')).toBe("number-out-of-range");
    expect(reasonOf('{"a":[0,-1e999]}')).toBe('a number is out of range at "a[1]"');
    expect(parseStrictJson('{"a":1e308,"b":-0,"c":5e-324,"d":1E2,"e":100.0}')).toEqual({
      a: 1e308,
      b: -0,
      c: 5e-324,
      d: 100,
      e: 100,
    });
  });

  it("names a byte order mark inside a text, and JSON.parse's reason for a syntax error", () => {
    expect(problemOf('\ufeff{"a":1}')).toBe("byte-order-mark");
    expect(problemOf('{"a":1')).toBe("syntax");
    expect(reasonOf('{"a":1')).toMatch(/^not valid JSON: /);
    expect(problemOf("")).toBe("syntax");
  });

  test.prop([fc.string({ unit: "binary", maxLength: 40 })], { numRuns: 500 })(
    "any text: a value or a StrictJsonError, never another exception",
    (text) => {
      try {
        parseStrictJson(text);
      } catch (e) {
        expect(e).toBeInstanceOf(StrictJsonError);
      }
    },
  );
});
