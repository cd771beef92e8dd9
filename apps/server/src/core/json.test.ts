import { evolveTable, initialTableState, seatView, type TableEvent, type TableState } from "@bridgelaw/table";
import { seatViewWithWords } from "@bridgelaw/words";
import { fc, it as prop } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { generateBoard, generateIrregularBoard } from "../../../../tools/src/generate.ts";
import { encodeJson } from "./json.ts";

/** A value frozen through and through (as a state's values are). */
const deepFrozen = <T>(value: T): T => {
  if (value !== null && typeof value === "object") {
    for (const v of Object.values(value)) deepFrozen(v);
    Object.freeze(value);
  }
  return value;
};

/** The JSON value a text holds (what a client reads). */
const parsed = (text: string): unknown => JSON.parse(text);

/** A JSON-like value with what JSON.stringify leaves out or writes as null: undefined members, functions, dates. */
const loose = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    fc.jsonValue({ maxDepth: 2 }),
    fc.string({ unit: "binary" }),
    fc.constantFrom(
      '"quoted"',
      "back\\slash",
      "line\nbreak",
      "\u0001",
      "\ud83d",
      "\ude00",
      -0,
      Number.NaN,
      Infinity,
    ),
    fc.constant(undefined),
    fc.constant(() => 1),
    fc.date({ noInvalidDate: true }),
    fc.array(tie("value"), { maxLength: 5 }),
    fc.dictionary(fc.string({ maxLength: 6 }), tie("value"), { maxKeys: 6 }),
  ),
}));

describe("encodeJson: the server's JSON of a board state", () => {
  prop.prop([loose.value])("writes JSON.stringify's text of any value (as it is, and frozen)", (value) => {
    const expected = JSON.stringify(value);
    if (expected === undefined) return;
    expect(encodeJson(value)).toBe(expected);
    const frozen = deepFrozen(structuredCloneable(value));
    expect(encodeJson(frozen)).toBe(expected);
    // written again (entries kept), the same
    expect(encodeJson(frozen)).toBe(expected);
  });

  it("escapes what JSON.stringify escapes, in members and in lists' entries, and writes numbers as it does", () => {
    const strange = [
      '"quoted"',
      "back\\slash",
      "line\nbreak",
      "\u0001",
      "lone \ud83d",
      "\ude00",
      "pair \ud83d\ude00",
      "é",
    ];
    const value = {
      names: strange,
      members: Object.fromEntries(strange.map((s, i) => [s, i])),
      view: { audit: strange.map((text, i) => ({ text, n: i === 0 ? -0 : i === 1 ? Number.NaN : 1e21 })) },
      numbers: [-0, Number.NaN, Number.POSITIVE_INFINITY, 1e21, 5e-7, 0.1],
      n: -0,
    };
    for (const s of strange) {
      expect(encodeJson({ s })).toBe(JSON.stringify({ s }));
      expect(encodeJson([{}, s])).toBe(JSON.stringify([{}, s]));
    }
    expect(encodeJson(value)).toBe(JSON.stringify(value));
  });

  it("writes each frozen entry of a list once: a later reply holding it takes its JSON as it is", () => {
    let reads = 0;
    const entry = Object.freeze({
      _tag: "TrickWon",
      get position() {
        reads += 1;
        return 7;
      },
    });
    const first = encodeJson({ view: { audit: [entry, { _tag: "Other" }] } });
    const readsOnce = reads;
    const second = encodeJson({ view: { audit: [{ _tag: "Before" }, entry] }, events: [] });
    expect(reads).toBe(readsOnce);
    expect(parsed(first)).toEqual({
      view: { audit: [{ _tag: "TrickWon", position: 7 }, { _tag: "Other" }] },
    });
    expect(parsed(second)).toEqual({
      view: { audit: [{ _tag: "Before" }, { _tag: "TrickWon", position: 7 }] },
      events: [],
    });
  });

  it("writes a list that continues the last one with the same first entry from that one's JSON: the entries before are not read again", () => {
    const reads = { n: 0 };
    const entry = (n: number) =>
      Object.freeze({
        _tag: "Entry",
        get n() {
          reads.n += 1;
          return n;
        },
      });
    const [a, b, c, d] = [entry(1), entry(2), entry(3), entry(4)];
    const shape = (...xs: number[]) => xs.map((n) => ({ _tag: "Entry", n }));
    expect(parsed(encodeJson({ audit: [a, b] }))).toEqual({ audit: shape(1, 2) });
    const afterTwo = reads.n;
    expect(parsed(encodeJson({ audit: [a, b, c] }))).toEqual({ audit: shape(1, 2, 3) });
    expect(reads.n - afterTwo).toBe(2); // c alone: read once to write it, once to find it frozen through
    // not a continuation: written entry by entry (each entry's JSON kept), the same JSON as JSON.stringify
    expect(encodeJson({ audit: [a, c, b] })).toBe(JSON.stringify({ audit: shape(1, 3, 2) }));
    expect(encodeJson({ audit: [a, b, c, d] })).toBe(JSON.stringify({ audit: shape(1, 2, 3, 4) }));
    expect(encodeJson({ audit: [a] })).toBe(JSON.stringify({ audit: shape(1) }));
    // an entry that may change in a list: the list is never taken as the start of a later one
    const loose = { _tag: "Entry", n: 5 };
    expect(encodeJson({ audit: [b, loose] })).toBe(
      JSON.stringify({ audit: [{ _tag: "Entry", n: 2 }, loose] }),
    );
    loose.n = 6;
    expect(encodeJson({ audit: [b, loose, c] })).toBe(
      JSON.stringify({
        audit: [
          { _tag: "Entry", n: 2 },
          { _tag: "Entry", n: 6 },
          { _tag: "Entry", n: 3 },
        ],
      }),
    );
  });

  it("writes an entry that may still change each time (a bulk replay's, not frozen)", () => {
    const entry = { _tag: "TrickWon", position: 1 };
    const list = [entry, { _tag: "Other" }];
    expect(parsed(encodeJson({ audit: list }))).toEqual({ audit: list });
    entry.position = 2;
    expect(parsed(encodeJson({ audit: list }))).toEqual({
      audit: [{ _tag: "TrickWon", position: 2 }, { _tag: "Other" }],
    });
  });

  it("writes a player's worded view of every version of generated boards as JSON.stringify does", () => {
    const boards = [generateBoard(32, 1), generateIrregularBoard(32, 2), generateIrregularBoard(32, 3)];
    for (const events of boards) {
      let state: TableState = initialTableState;
      events.forEach((event, i) => {
        state = evolveTable(state, event);
        const seen: TableEvent[] = events.slice(0, i + 1);
        for (const seat of ["N", "E"] as const) {
          const reply = {
            session: "s",
            table: "1",
            version: i + 1,
            view: seatViewWithWords(seatView(state, seen, { role: "player", seat })),
            events: [event],
          };
          expect(encodeJson(reply)).toBe(JSON.stringify(reply));
        }
      });
    }
  });
});

/** The value with what structuredClone cannot copy (functions) left as it is. */
function structuredCloneable<T>(value: T): T {
  if (typeof value === "function" || value === null || typeof value !== "object") return value;
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (Array.isArray(value)) return value.map(structuredCloneable) as T;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, structuredCloneable(v)])) as T;
}
