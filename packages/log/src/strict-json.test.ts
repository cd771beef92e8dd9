import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { MAX_DEPTH, parseStrictJson, StrictJsonError } from "./strict-json.ts";
import { loggableJsonValue } from "./testing/json-values.ts";

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

/** JSON values without lone surrogates, nested no deeper than MAX_DEPTH, with numbers a log can carry. */
const value = loggableJsonValue({ maxDepth: 4, stringUnit: "grapheme" });
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

  it("refuses a duplicate key even when short number forms make up for its length, naming what comes first", () => {
    // Each 1e5 is 3 characters shorter than 100000: no length comparison alone can see the duplicate.
    const text = '{"card":"SA","card":"SK","x":[1e5,1e5,1e5,1e5]}';
    expect(problemOf(text)).toBe("duplicate-key");
    expect(problemOf('{"x":[1e5,1e5,1e5,1e5],"card":"SA","card":"SK"}')).toBe("number-not-canonical");
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
    expect(parseStrictJson('{"a":1.5e-300,"b":0,"c":5e-324,"d":100,"e":0.5}')).toEqual({
      a: 1.5e-300,
      b: 0,
      c: 5e-324,
      d: 100,
      e: 0.5,
    });
  });

  // the log's number rule: each number has one text, so the chain's hash of the parsed line covers its bytes
  it.each([
    [
      '{"seq":8.0}',
      "number-not-canonical",
      'the number 8.0 at "seq" is not written as the log writes it (8)',
    ],
    [
      '{"a":[1,1E2]}',
      "number-not-canonical",
      'the number 1E2 at "a[1]" is not written as the log writes it (100)',
    ],
    ['{"x":1e2}', "number-not-canonical", "(100)"],
    ['{"x":-0}', "number-not-canonical", "(0)"],
    ['{"x":0.50}', "number-not-canonical", "(0.5)"],
    ['{"x":1e308}', "number-not-exact", "integer beyond 2^53"],
    ['{"x":1e+308}', "number-not-exact", "integer beyond 2^53"],
    [
      '{"x":9007199254740992}',
      "number-not-exact",
      'the number 9007199254740992 at "x" is an integer beyond 2^53',
    ],
    ['{"x":12345678901234567000}', "number-not-exact", "integer beyond 2^53"],
    ['{"x":-12345678901234567001}', "number-not-exact", "integer beyond 2^53"],
    ['{ "a" : { "b" : [ 2, 5.10 ] } }', "number-not-canonical", 'at "a.b[1]"'],
  ])("refuses %s under the number rule (%s)", (text, problem, reason) => {
    expect(problemOf(text)).toBe(problem);
    expect(reasonOf(text)).toContain(reason);
  });

  it("accepts each number in its one text: safe integers, fractions and exponents as JavaScript writes them", () => {
    expect(
      parseStrictJson('{"a":9007199254740991,"b":-9007199254740991,"c":0.1,"d":1e-7,"e":1.5e-300}'),
    ).toEqual({
      a: 9007199254740991,
      b: -9007199254740991,
      c: 0.1,
      d: 1e-7,
      e: 1.5e-300,
    });
  });

  test.prop([fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean()], { numRuns: 500 })(
    "a number is read if and only if it is written in its one text and is not an integer beyond 2^53",
    (n, spaced) => {
      const token = String(n);
      const text = spaced ? `{ "n" : ${token} }` : `{"n":${token}}`;
      if (Number.isInteger(n) && !Number.isSafeInteger(n)) expect(problemOf(text)).toBe("number-not-exact");
      else expect(parseStrictJson(text)).toEqual({ n: Object.is(n, -0) ? 0 : n });
    },
  );

  test.prop([fc.integer({ min: -1e9, max: 1e9 }), fc.constantFrom(".0", "e0", "E0", ".00e0", "e+0", "0e-1")])(
    "another text of the same integer is refused, compact or not",
    (n, suffix) => {
      // 0 then 0e-1 would be 00e-1, which is no JSON at all
      fc.pre(!(n === 0 && suffix === "0e-1"));
      expect(problemOf(`{"n":${n}${suffix}}`)).toBe("number-not-canonical");
      expect(problemOf(`{"n": ${n}${suffix}}`)).toBe("number-not-canonical");
    },
  );

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
