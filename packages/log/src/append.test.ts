import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import {
  appendJsonLines,
  appendRecords,
  decodeJsonLines,
  encodeJsonLines,
  formatLogError,
  hashEnvelope,
  seal,
  verify,
} from "./index.ts";

type Rec = Record<string, unknown>;

const seat = fc.constantFrom("N", "E", "S", "W");
const record: fc.Arbitrary<Rec> = fc.oneof(
  fc.record({ type: fc.constant("CallMade"), seat, call: fc.constantFrom("P", "X", "1H") }),
  fc.record({ type: fc.constant("CardPlayed"), seat, card: fc.constantFrom("SA", "HT") }),
  fc.record(
    { type: fc.constant("DirectorRuled"), law: fc.constant("27B1"), by: fc.string(), note: fc.string() },
    { requiredKeys: ["type", "law"] },
  ),
);
const log = fc.array(record, { minLength: 1, maxLength: 10 });
const more = fc.array(record, { minLength: 1, maxLength: 4 });

describe("appendRecords: verify, then extend the chain", () => {
  test.prop([log, more])(
    "appending to a sealed log gives the same log as sealing everything at once",
    (records, added) => {
      const sealed = seal(records);
      const result = appendRecords(sealed, added);
      expect(result).toMatchObject({ ok: true, sealed: true, count: records.length + added.length });
      if (!result.ok) return;
      expect([...sealed, ...result.records]).toEqual(seal([...records, ...added]));
      expect(result.head).toBe(result.records[result.records.length - 1]!.hash);
      expect(verify([...sealed, ...result.records])).toMatchObject({ status: "sealed", head: result.head });
    },
  );

  test.prop([log, more])("appending to an unsealed log adds the records as they are", (records, added) => {
    expect(appendRecords(records, added)).toEqual({
      ok: true,
      records: added,
      sealed: false,
      count: records.length + added.length,
    });
  });

  test.prop([log, more, fc.nat()])(
    "a log whose chain is broken is refused, at its first bad record",
    (records, added, at) => {
      const sealed = seal(records);
      const k = at % sealed.length;
      const tampered = sealed.with(k, { ...sealed[k]!, note: "edited" });
      expect(appendRecords(tampered, added)).toMatchObject({ ok: false, position: k + 1, problem: "chain" });
    },
  );

  it("with the head the log was seen with: a log that was cut, or sealed again, is refused", () => {
    const sealed = seal([{ type: "A" }, { type: "B" }, { type: "C" }]);
    const head = sealed[2]!.hash as string;
    expect(appendRecords(sealed, [{ type: "D" }], { head })).toMatchObject({ ok: true, count: 4 });
    expect(appendRecords(sealed.slice(0, 2), [{ type: "D" }], { head })).toMatchObject({
      ok: false,
      position: 3,
      problem: "head",
    });
  });

  it("drops the new records' own seal fields, and continues a log sealed before the marker without one", () => {
    const sealed = seal([{ type: "A" }]);
    const result = appendRecords(sealed, [{ type: "B", seq: 9, prev: "x", hash: "y", sealed: "z" }]);
    expect(result.ok && result.records[0]).toMatchObject({ type: "B", seq: 2, prev: sealed[0]!.hash });
    expect(result.ok && result.records[0]!.sealed).toBeUndefined();
    // a log sealed before the marker existed
    const body = { type: "A", seq: 1, prev: "0".repeat(64) };
    const old = [{ ...body, hash: hashEnvelope(body) }];
    const extended = appendRecords(old, [{ type: "B" }]);
    expect(extended.ok && verify([...old, ...extended.records])).toMatchObject({
      status: "sealed",
      marked: false,
    });
  });

  it("refuses a new record that a strict reader would refuse", () => {
    expect(appendRecords([], [{ type: "A" }, { type: "B", note: "\ud800" }])).toMatchObject({
      ok: false,
      position: 2,
      problem: "record",
      detail: "lone-surrogate",
    });
    let deep: unknown = 1;
    for (let i = 0; i < 20; i++) deep = { x: deep };
    expect(appendRecords([], [{ type: "B", deep }])).toMatchObject({ ok: false, detail: "too-deep" });
    expect(appendRecords([], [{ type: "B", n: Number.POSITIVE_INFINITY }])).toMatchObject({
      ok: false,
      detail: "number-out-of-range",
    });
  });
});

describe("appendJsonLines: the text to write at the end of a log file", () => {
  test.prop([log, more, fc.boolean()])(
    "the file with the text appended reads back as the sealed log of every record",
    (records, added, newline) => {
      const full = encodeJsonLines(seal(records));
      const text = newline ? full : full.slice(0, -1);
      const out = appendJsonLines(text, added);
      expect(out.ok).toBe(true);
      if (!out.ok) return;
      const decoded = decodeJsonLines(text + out.text, (u) => u);
      expect(decoded.error).toBeUndefined();
      expect(decoded.lines.map((l) => l.record)).toEqual(seal([...records, ...added]));
      expect(out).toMatchObject({ sealed: true, count: records.length + added.length });
    },
  );

  it("names the line of a bad log line, of a broken chain, and of a new record that cannot be written", () => {
    const sealed = encodeJsonLines(seal([{ type: "A" }, { type: "B" }])).split("\n");
    const dup = appendJsonLines(`${sealed[0]}\n{"type":"B","type":"C"}\n`, [{ type: "C" }]);
    expect(!dup.ok && formatLogError(dup.error)).toBe(
      'line 2: duplicate key "type": each key may appear once in an object',
    );
    const broken = appendJsonLines(`${sealed[0]}\n\n${sealed[1]!.replace('"B"', '"X"')}\n`, [{ type: "C" }]);
    expect(!broken.ok && broken.error).toMatchObject({ _tag: "ChainBroken", line: 3, position: 2 });
    const bad = appendJsonLines(`${sealed.join("\n")}`, [{ type: "C" }, { type: "D", note: "\udc00" }]);
    expect(!bad.ok && bad.error).toMatchObject({ _tag: "MalformedLine", line: 4, problem: "lone-surrogate" });
  });

  it("an empty file, or an unsealed one, gets the records unsealed", () => {
    expect(appendJsonLines("", [{ type: "A" }])).toEqual({
      ok: true,
      text: '{"type":"A"}\n',
      sealed: false,
      count: 1,
    });
    expect(appendJsonLines('{"type":"A"}', [{ type: "B" }])).toMatchObject({
      text: '\n{"type":"B"}\n',
      count: 2,
    });
  });
});
