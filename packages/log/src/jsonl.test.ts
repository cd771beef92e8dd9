import { fc, test } from "@fast-check/vitest";
import * as Schema from "effect/Schema";
import { describe, expect, it } from "vitest";
import {
  canonicalJson,
  decodeJsonLines,
  EventDecodeError,
  encodeJsonLines,
  eventDecoder,
  InvalidEvent,
  MalformedLine,
} from "./index.ts";

const Seat = Schema.Literals(["N", "E", "S", "W"]);
const Event = Schema.Union([
  Schema.Struct({ type: Schema.Literal("CallMade"), seat: Seat, call: Schema.String }),
  Schema.Struct({ type: Schema.Literal("CardPlayed"), seat: Seat, card: Schema.String }),
]);
type Event = typeof Event.Type;
const decodeEvent = eventDecoder(Event);

const seat = fc.constantFrom("N", "E", "S", "W");
const event: fc.Arbitrary<Event> = fc.oneof(
  fc.record({ type: fc.constant("CallMade" as const), seat, call: fc.string() }),
  fc.record({ type: fc.constant("CardPlayed" as const), seat, card: fc.string() }),
);
const blank = fc.constantFrom("", " ", "\t", "  \r");
/** A valid line: the event as JSON (in either key order), sometimes with envelope fields. */
const line = fc.tuple(event, fc.boolean(), fc.boolean()).map(([e, canonical, envelope]) => {
  const record = envelope ? { ...e, at: "2026-11-22T19:04:05Z", by: "TD" } : e;
  return { event: e, text: canonical ? canonicalJson(record) : JSON.stringify(record) };
});
const badLine = fc.oneof(
  fc
    .constantFrom("{", "nope", '{"type":"CallMade",}', "[1,2]", "42", '"text"', "null", "true")
    .map((text) => ({
      text,
      tag: "MalformedLine",
    })),
  fc
    .constantFrom(
      '{"type":"Foo"}',
      '{"type":"CallMade","seat":"Q","call":"1H"}',
      '{"type":"CardPlayed","seat":"N"}',
      '{"seat":"N","call":"P"}',
    )
    .map((text) => ({ text, tag: "InvalidEvent" })),
);

describe("decodeJsonLines", () => {
  test.prop([
    fc.array(fc.tuple(line, fc.array(blank, { maxLength: 2 })), { maxLength: 15 }),
    badLine,
    fc.array(line),
  ])(
    "decodeJsonLines keeps every line before a bad one and names the bad line's number",
    (before, bad, after) => {
      const texts: string[] = [];
      const expected: { line: number; event: Event }[] = [];
      for (const [l, blanks] of before) {
        texts.push(l.text);
        expected.push({ line: texts.length, event: l.event });
        texts.push(...blanks);
      }
      texts.push(bad.text);
      const badLineNumber = texts.length;
      texts.push(...after.map((l) => l.text));
      const decoded = decodeJsonLines(texts.join("\n"), decodeEvent);
      expect(decoded.lines.map((l) => ({ line: l.line, event: l.event }))).toEqual(expected);
      expect(decoded.error?._tag).toBe(bad.tag);
      expect(decoded.error?.line).toBe(badLineNumber);
      expect(decoded.error?.message.startsWith(`line ${badLineNumber}: `)).toBe(true);
    },
  );

  test.prop([fc.array(event, { maxLength: 20 })])(
    "encodeJsonLines then decodeJsonLines gives back the records and the events",
    (events) => {
      const text = encodeJsonLines(events);
      const decoded = decodeJsonLines(text, decodeEvent);
      expect(decoded.error).toBeUndefined();
      expect(decoded.lines.map((l) => l.event)).toEqual(events);
      expect(decoded.lines.map((l) => l.record)).toEqual(events);
      expect(decoded.lines.map((l) => l.line)).toEqual(events.map((_, i) => i + 1));
    },
  );

  it("skips blank lines and a trailing newline but counts them, and accepts CRLF and a byte order mark", () => {
    const text =
      '\uFEFF{"type":"CallMade","seat":"N","call":"P"}\r\n\r\n   \n{"type":"CardPlayed","seat":"E","card":"SA"}\r\n';
    const decoded = decodeJsonLines(text, decodeEvent);
    expect(decoded.error).toBeUndefined();
    expect(decoded.lines.map((l) => l.line)).toEqual([1, 4]);
    expect(decoded.lines[1]?.event).toEqual({ type: "CardPlayed", seat: "E", card: "SA" });
  });

  it("reads an empty text, or only blank lines, as an empty log", () => {
    expect(decodeJsonLines("", decodeEvent)).toEqual({ lines: [] });
    expect(decodeJsonLines("\n\n  \n", decodeEvent)).toEqual({ lines: [] });
  });

  it("keeps the raw record, envelope fields included, beside the decoded event", () => {
    const decoded = decodeJsonLines(
      '{"type":"CallMade","seat":"N","call":"P","at":"t","seq":1}',
      decodeEvent,
    );
    expect(decoded.lines[0]).toEqual({
      line: 1,
      event: { type: "CallMade", seat: "N", call: "P" },
      record: { type: "CallMade", seat: "N", call: "P", at: "t", seq: 1 },
    });
  });

  it.each([
    ["{", /^not valid JSON: /],
    ["[1,2]", /^expected a JSON object, got an array$/],
    ["42", /^expected a JSON object, got a number$/],
    ['"x"', /^expected a JSON object, got a string$/],
    ["null", /^expected a JSON object, got null$/],
    ["false", /^expected a JSON object, got a boolean$/],
  ])("a line %s is a MalformedLine (%s)", (text, reason) => {
    const { error } = decodeJsonLines(`{"type":"CallMade","seat":"N","call":"P"}\n${text}\n`, decodeEvent);
    expect(error).toBeInstanceOf(MalformedLine);
    expect(error?.line).toBe(2);
    expect(error?.reason).toMatch(reason);
  });

  it.each([
    ['{"type":"CallMade","seat":"N","call":"P","call":"1H"}', "duplicate-key", 'duplicate key "call"'],
    [
      '{"type":"CallMade","seat":"N","call":"P","x":{"a":1,"a":2}}',
      "duplicate-key",
      'duplicate key "a" at "x"',
    ],
    ['{"type":"CallMade","seat":"N","call":"P","note":"\\ud800"}', "lone-surrogate", 'at "note"'],
    ['{"type":"CallMade","seat":"N","call":"P","note":"\ud800"}', "lone-surrogate", 'at "note"'],
    [
      `{"type":"CallMade","seat":"N","call":"P","x":${"[".repeat(10_000)}${"]".repeat(10_000)}}`,
      "too-deep",
      "nested deeper than 16 levels",
    ],
    ['{"type":"CallMade","seat":"N","call":"P","x":1e999}', "number-out-of-range", 'at "x"'],
    ['{"type":"CallMade","seat":"N","call":"P","x":12345678901234567000}', "number-not-exact", 'at "x"'],
    ['{"type":"CallMade","seat":"N","call":"P","seq":8.0}', "number-not-canonical", 'at "seq"'],
    ['{"type":"CallMade","seat":"N","call":"P","x":-0}', "number-not-canonical", 'at "x"'],
    ['\uFEFF{"type":"CallMade","seat":"N","call":"P"}', "byte-order-mark", "byte order mark"],
  ])(
    "strict JSON: line 2 %#, %s, is a MalformedLine naming the line and what is wrong",
    (text, problem, reason) => {
      const { lines, error } = decodeJsonLines(
        `{"type":"CallMade","seat":"S","call":"P"}\n${text}\n`,
        decodeEvent,
      );
      expect(lines).toHaveLength(1);
      expect(error).toBeInstanceOf(MalformedLine);
      expect(error?.line).toBe(2);
      expect((error as MalformedLine).problem).toBe(problem);
      expect(error?.reason).toContain(reason);
    },
  );

  it("a file whose lines end with a lone carriage return is one bad line 1, and the reason says why", () => {
    const { lines, error } = decodeJsonLines(
      '{"type":"CallMade","seat":"N","call":"P"}\r{"type":"CallMade","seat":"E","call":"P"}\r',
      decodeEvent,
    );
    expect(lines).toEqual([]);
    expect(error?.line).toBe(1);
    expect(error?.reason).toMatch(
      /^not valid JSON: .*\(the line holds a carriage return: lines must end with \\n or \\r\\n\)$/,
    );
  });

  it("a line that is not JSON is a MalformedLine with problem syntax, not an object with problem not-an-object", () => {
    expect((decodeJsonLines("{", decodeEvent).error as MalformedLine).problem).toBe("syntax");
    expect((decodeJsonLines("[]", decodeEvent).error as MalformedLine).problem).toBe("not-an-object");
  });

  it("uses the reason of an EventDecodeError, or else the message of whatever the decoder threw", () => {
    const byReason = decodeJsonLines("{}", () => {
      throw new EventDecodeError("no good");
    });
    expect(byReason.error).toBeInstanceOf(InvalidEvent);
    expect(byReason.error?.message).toBe("line 1: no good");
    const byMessage = decodeJsonLines("\n{}", () => {
      throw new RangeError("out of range");
    });
    expect(byMessage.error?.message).toBe("line 2: out of range");
    const byValue = decodeJsonLines("{}", () => {
      throw "plain";
    });
    expect(byValue.error?.reason).toBe("plain");
  });
});

describe("encodeJsonLines", () => {
  it("writes one canonical JSON object per line, each ending in a newline", () => {
    expect(
      encodeJsonLines([
        { type: "CallMade", seat: "S", call: "1H" },
        { b: 1, a: [1.5, "x"] },
      ]),
    ).toBe('{"call":"1H","seat":"S","type":"CallMade"}\n{"a":[1.5,"x"],"b":1}\n');
    expect(encodeJsonLines([])).toBe("");
  });
});
