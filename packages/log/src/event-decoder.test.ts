import { fc, test } from "@fast-check/vitest";
import * as Schema from "effect/Schema";
import { describe, expect, it } from "vitest";
import {
  canonicalJson,
  decodeJsonLines,
  ENVELOPE_FIELDS,
  EventDecodeError,
  envelopeOf,
  eventDecoder,
  toRecord,
} from "./index.ts";

/** A realistic event union, built fresh on each call (so two decoders do not share their top-level AST). */
const makeEvent = () => {
  const Seat = Schema.Literals(["N", "E", "S", "W"]);
  const Card = Schema.String.check(
    Schema.isPattern(/^[SHDC][AKQJT98765432]$/, { message: "a card token such as SA" }),
  );
  return Schema.Union([
    Schema.Struct({ type: Schema.Literal("CallMade"), seat: Seat, call: Schema.String }),
    Schema.Struct({ type: Schema.Literal("CardPlayed"), seat: Seat, card: Card }),
    Schema.Struct({
      type: Schema.Literal("ClaimMade"),
      seat: Seat,
      tricks: Schema.Int,
      statement: Schema.optionalKey(Schema.String),
    }),
    Schema.Struct({
      type: Schema.Literal("DirectorRuled"),
      law: Schema.String,
      note: Schema.optionalKey(Schema.String),
      finding: Schema.Struct({
        seats: Schema.Array(Seat),
        kind: Schema.optionalKey(
          Schema.Union([
            Schema.Struct({ kind: Schema.Literal("score"), score: Schema.Number }),
            Schema.Struct({ kind: Schema.Literal("redeal") }),
          ]),
        ),
      }),
    }),
  ]);
};
const Event = makeEvent();
const decode = eventDecoder(Event);

const reasonOf = (f: (u: unknown) => unknown, u: unknown): string => {
  try {
    f(u);
  } catch (e) {
    if (e instanceof EventDecodeError) return e.reason;
    throw e;
  }
  throw new Error(`decoded ${JSON.stringify(u)}`);
};

describe("eventDecoder: reasons name the field and what was expected", () => {
  it.each<[unknown, string]>([
    [{ type: "Foo", seat: "N" }, 'unknown event type "Foo"'],
    [{ type: 7 }, "unknown event type 7"],
    [{ seat: "N", call: "P" }, 'missing field "type"'],
    [{ type: "CallMade", seat: "Q", call: "1H" }, 'unknown seat "Q" at "seat"'],
    [{ type: "CallMade", seat: 3, call: "1H" }, 'unknown seat 3 at "seat"'],
    [{ type: "CallMade", call: "1H" }, 'missing field "seat"'],
    [{ type: "CallMade", seat: "N", call: 5 }, 'expected a string at "call", got 5'],
    [{ type: "CardPlayed", seat: "N", card: "ZZ" }, 'expected a card token such as SA at "card", got "ZZ"'],
    [{ type: "ClaimMade", seat: "N", tricks: 4.5 }, 'expected an integer at "tricks", got 4.5'],
    [{ type: "ClaimMade", seat: "N", tricks: "4" }, 'expected a number at "tricks", got "4"'],
    [
      { type: "ClaimMade", seat: "N", tricks: 4, statement: null },
      'expected a string at "statement", got null',
    ],
    [{ type: "DirectorRuled", law: "23", finding: 7 }, 'expected an object at "finding", got 7'],
    [
      { type: "DirectorRuled", law: "23", finding: { seats: "N" } },
      'expected an array at "finding.seats", got "N"',
    ],
    [
      { type: "DirectorRuled", law: "23", finding: { seats: ["N", "Z"] } },
      'unknown value "Z" at "finding.seats[1]"',
    ],
    [
      { type: "DirectorRuled", law: "23", finding: { seats: [], kind: { kind: "moved" } } },
      'unknown kind "moved" at "finding.kind.kind"',
    ],
    [
      { type: "DirectorRuled", law: "23", finding: { seats: [], kind: { kind: "score" } } },
      'missing field "finding.kind.score"',
    ],
    [
      { type: "DirectorRuled", law: "23", finding: { seats: [], kind: {} } },
      'missing field "finding.kind.kind"',
    ],
    [
      { type: "DirectorRuled", law: "23", finding: { seats: [], kind: [] } },
      'expected an object at "finding.kind", got an array',
    ],
    [null, "expected an object, got null"],
    [[1], "expected an object, got an array"],
    ["x".repeat(100), `expected an object, got "${"x".repeat(37)}…"`],
  ])("%j: %s", (input, reason) => {
    expect(reasonOf(decode, input)).toBe(reason);
  });

  it("puts the path of the problem on the error", () => {
    try {
      decode({ type: "DirectorRuled", law: "23", finding: { seats: ["N", "Z"] } });
    } catch (e) {
      expect(e).toBeInstanceOf(EventDecodeError);
      expect((e as EventDecodeError).path).toEqual(["finding", "seats", 1]);
    }
  });

  it("a single struct with a literal type says unknown event type too", () => {
    const one = eventDecoder(Schema.Struct({ type: Schema.Literal("CallMade"), call: Schema.String }));
    expect(reasonOf(one, { type: "Foo", call: "P" })).toBe('unknown event type "Foo"');
    const tagged = eventDecoder(Schema.TaggedStruct("CallMade", { call: Schema.String }));
    expect(reasonOf(tagged, { _tag: "Foo", call: "P" })).toBe('unknown event type "Foo"');
  });

  it("looks through transformations and classes to the field at fault", () => {
    const fromString = eventDecoder(Schema.Struct({ type: Schema.Literal("T"), n: Schema.FiniteFromString }));
    expect(fromString({ type: "T", n: "1.5" })).toEqual({ type: "T", n: 1.5 });
    expect(reasonOf(fromString, { type: "T", n: "x" })).toBe('expected a finite number at "n", got "x"');
    expect(reasonOf(fromString, { type: "T", n: 5 })).toBe(
      'expected a string that will be decoded as a finite number at "n", got 5',
    );
    class Noted extends Schema.Class<Noted>("Noted")({ type: Schema.Literal("Noted"), x: Schema.Number }) {}
    const byClass = eventDecoder(Noted, { excessFields: "error" });
    expect(byClass({ type: "Noted", x: 1, at: "now" })).toBeInstanceOf(Noted);
    expect(reasonOf(byClass, { type: "Noted", x: "1" })).toBe('expected a number at "x", got "1"');
    expect(reasonOf(byClass, { type: "Other", x: 1 })).toBe('unknown event type "Other"');
    expect(reasonOf(byClass, { type: "Noted", x: 1, y: 2 })).toBe('unexpected field "y"');
  });

  it("an untagged union falls back on Effect's own expectation", () => {
    const either = eventDecoder(Schema.Struct({ v: Schema.Union([Schema.String, Schema.Number]) }));
    expect(reasonOf(either, { v: true })).toBe('expected string | number at "v", got true');
  });
});

describe("eventDecoder: envelope fields", () => {
  const envelope = {
    at: "2026-11-22T19:04:05Z",
    by: "TD",
    note: "slow",
    seq: 3,
    prev: "0".repeat(64),
    hash: "a".repeat(64),
  };

  it("never makes decoding fail, and is left out of the event when the schema does not declare it", () => {
    expect(decode({ type: "CallMade", seat: "N", call: "P", ...envelope })).toEqual({
      type: "CallMade",
      seat: "N",
      call: "P",
    });
  });

  it("is kept when the schema declares it (an event with a note of its own)", () => {
    expect(decode({ type: "DirectorRuled", law: "23", finding: { seats: [] }, ...envelope })).toEqual({
      type: "DirectorRuled",
      law: "23",
      note: "slow",
      finding: { seats: [] },
    });
  });

  it("excessFields: 'error' refuses an undeclared field that is not an envelope field", () => {
    const strict = eventDecoder(makeEvent(), { excessFields: "error" });
    expect(strict({ type: "CallMade", seat: "N", call: "P", ...envelope })).toEqual({
      type: "CallMade",
      seat: "N",
      call: "P",
    });
    expect(reasonOf(strict, { type: "CallMade", seat: "N", call: "P", sead: "N" })).toBe(
      'unexpected field "sead"',
    );
  });

  it("envelopeOf picks the well-typed envelope fields; toRecord puts them on an event", () => {
    const record = { type: "CallMade", seat: "N", call: "P", ...envelope };
    expect(envelopeOf(record)).toEqual(envelope);
    expect(envelopeOf({ at: 1, by: "x", seq: 1.5, hash: null })).toEqual({ by: "x" });
    expect(toRecord({ type: "CallMade", seat: "N", call: "P" }, envelope)).toEqual(record);
    expect(toRecord({ type: "X" }, { at: undefined, by: "TD" })).toEqual({ type: "X", by: "TD" });
    expect(ENVELOPE_FIELDS).toEqual(["at", "by", "note", "seq", "prev", "hash", "sealed"]);
  });
});

describe("eventDecoder: the JIT-compiled decoder", () => {
  const interpreted = eventDecoder(makeEvent(), { jit: false });
  const seat = fc.constantFrom("N", "E", "S", "W", "Q", 3, null);
  const anything = fc.oneof(fc.string({ maxLength: 3 }), fc.integer(), fc.double(), fc.constant(null), seat);
  const nearlyValid = fc.record(
    {
      type: fc.constantFrom("CallMade", "CardPlayed", "ClaimMade", "DirectorRuled", "Foo", 1),
      seat,
      call: anything,
      card: fc.oneof(fc.constantFrom("SA", "HT", "ZZ"), anything),
      tricks: fc.oneof(fc.integer({ min: 0, max: 13 }), anything),
      statement: anything,
      law: anything,
      note: anything,
      finding: fc.oneof(anything, fc.record({ seats: fc.oneof(fc.array(seat, { maxLength: 3 }), anything) })),
      at: fc.string(),
      seq: fc.nat(),
    },
    { requiredKeys: [] },
  );

  test.prop([nearlyValid])(
    "the JIT-compiled decoder agrees with the interpreter on events and on reasons",
    (u) => {
      const run = (f: (u: unknown) => unknown) => {
        try {
          return { ok: f(u) };
        } catch (e) {
          return { reason: (e as EventDecodeError).reason, path: (e as EventDecodeError).path };
        }
      };
      expect(run(decode)).toEqual(run(interpreted));
    },
  );

  // Issue 15: a line in the log's own form is read by a scanner compiled from the schema, without JSON.parse.
  const text = fc.oneof(fc.string({ maxLength: 6 }), fc.string({ unit: "binary", maxLength: 4 }));
  const value = fc.oneof(
    anything,
    text,
    fc.boolean(),
    fc.integer({ min: -1e16, max: 1e16 }),
    fc.array(seat, { maxLength: 2 }),
  );
  const written = fc.tuple(
    fc.oneof(
      nearlyValid,
      fc.record(
        {
          type: fc.constantFrom("CallMade", "CardPlayed", "ClaimMade"),
          seat,
          call: value,
          card: value,
          tricks: value,
          statement: value,
        },
        { requiredKeys: ["type"] },
      ),
    ),
    fc.constantFrom("as written", "canonical", "spaced", "cut", "trailing", "crlf"),
  );
  const lineOf = ([record, how]: [Record<string, unknown>, string]): string => {
    const json = JSON.stringify(record);
    switch (how) {
      case "canonical":
        // the canonical form of what JSON.stringify wrote (a non-finite number is null in JSON)
        return canonicalJson(JSON.parse(json));
      case "spaced":
        return JSON.stringify(record, null, 1).replaceAll("\n", "");
      case "cut":
        return json.slice(0, -1);
      case "trailing":
        return `${json} x`;
      case "crlf":
        return `${json}\r`;
      default:
        return json;
    }
  };

  test.prop([fc.array(written, { minLength: 1, maxLength: 6 })])(
    "decodeJsonLines with the compiled decoder (its line scanner included) reads every log as the interpreter does",
    (lines) => {
      const log = `${lines.map(lineOf).join("\n")}\n`;
      const compiled = decodeJsonLines(log, decode);
      const reference = decodeJsonLines(log, interpreted);
      // the same lines, events and records, key order included, and the same first error
      expect(JSON.stringify(compiled.lines)).toBe(JSON.stringify(reference.lines));
      expect(compiled.lines).toEqual(reference.lines);
      expect(compiled.error).toEqual(reference.error);
    },
  );

  it("decodes valid events to plain objects with only the declared fields", () => {
    const e = decode({ type: "ClaimMade", seat: "S", tricks: 4, extra: [1], at: "now" });
    expect(e).toEqual({ type: "ClaimMade", seat: "S", tricks: 4 });
    expect(Object.getPrototypeOf(e)).toBe(Object.prototype);
  });
});

describe("eventDecoder: recursive schemas", () => {
  interface Tree {
    readonly type: "Tree";
    readonly children: readonly (Tree | string)[];
  }
  const Tree: Schema.Codec<Tree> = Schema.Struct({
    type: Schema.Literal("Tree"),
    children: Schema.Array(Schema.Union([Schema.String, Schema.suspend((): Schema.Codec<Tree> => Tree)])),
  });

  it("decodes and explains a recursive event", () => {
    const decodeTree = eventDecoder(Tree);
    expect(decodeTree({ type: "Tree", children: ["a", { type: "Tree", children: [] }] })).toEqual({
      type: "Tree",
      children: ["a", { type: "Tree", children: [] }],
    });
    expect(reasonOf(decodeTree, { type: "Tree", children: [{ type: "Tree", children: [1] }] })).toBe(
      'expected string | object at "children[0].children[0]", got 1',
    );
  });
});
