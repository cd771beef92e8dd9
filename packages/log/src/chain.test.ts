import { createHash } from "node:crypto";
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { sha256Hex, sha256HexPortable } from "./chain.ts";
import {
  appendRecords,
  canonicalJson,
  chainBroken,
  chainFrom,
  chainLinesFrom,
  chainReason,
  decodeJsonLines,
  encodeJsonLines,
  GENESIS,
  hashEnvelope,
  SEAL_MARKER,
  seal,
  verify,
} from "./index.ts";
import { loggableJsonValue } from "./testing/json-values.ts";

type Rec = Record<string, unknown>;

/** The hash of `{"type":"CallMade","seat":"S","call":"1H"}` sealed alone (with the seal marker). */
const FIXED_POINT = createHash("sha256")
  .update(
    `{"call":"1H","prev":"${"0".repeat(64)}","sealed":"sha256-chain/1","seat":"S","seq":1,"type":"CallMade"}`,
  )
  .digest("hex");

/** A log sealed the way bridgelaw sealed before the seal marker: the same chain, no `sealed` field. */
const sealWithoutMarker = (records: readonly Rec[]): Rec[] => {
  let prev = "0".repeat(64);
  return records.map((r, i) => {
    const { seq: _s, prev: _p, hash: _h, sealed: _m, ...fields } = r;
    const body: Rec = { ...fields, seq: i + 1, prev };
    prev = hashEnvelope(body);
    return { ...body, hash: prev };
  });
};

const seat = fc.constantFrom("N", "E", "S", "W");
/** Event-like records with envelope fields now and then, never a seal. */
const record: fc.Arbitrary<Rec> = fc.oneof(
  fc.record({ type: fc.constant("CallMade"), seat, call: fc.constantFrom("P", "X", "1H", "3NT") }),
  fc.record({ type: fc.constant("CardPlayed"), seat, card: fc.constantFrom("SA", "HT", "D9", "C2") }),
  fc.record(
    {
      type: fc.constant("Noted"),
      at: fc.constant("2026-11-22T19:04:05Z"),
      by: fc.string(),
      note: fc.string(),
    },
    { requiredKeys: ["type"] },
  ),
  fc
    .dictionary(
      fc.string().filter((k) => !["seq", "prev", "hash", "sealed", "__proto__"].includes(k)),
      // the numbers a log carries (an integer beyond 2^53 is refused: strict-json.test.ts)
      loggableJsonValue({ maxDepth: 2 }),
      { maxKeys: 4 },
    )
    .map((d) => ({ type: "Other", ...d })),
);
const log = fc.array(record, { minLength: 1, maxLength: 12 });

const sameRecord = (a: Rec | undefined, b: Rec | undefined): boolean =>
  a !== undefined && b !== undefined && canonicalJson(a) === canonicalJson(b);
/** The 1-based position of the first record of `tampered` that is not the record of `original` there. */
const firstDifference = (original: readonly Rec[], tampered: readonly Rec[]): number => {
  let i = 0;
  while (i < tampered.length && sameRecord(original[i], tampered[i])) i++;
  return i + 1;
};
const expectBrokenAt = (records: readonly Rec[], position: number) => {
  const result = verify(records);
  expect(result).toMatchObject({ status: "broken", position });
};

describe("sealing and verifying the hash chain", () => {
  test.prop([log])("seal then verify succeeds, with the number of records and the head", (records) => {
    const sealed = seal(records);
    expect(verify(sealed)).toEqual({
      status: "sealed",
      count: records.length,
      head: sealed[sealed.length - 1]!.hash,
      marked: true,
    });
  });

  test.prop([log])(
    "seal chains seq 1..n and prev to the previous hash, marks the first record, and keeps every other field",
    (records) => {
      const sealed = seal(records);
      sealed.forEach((r, i) => {
        expect(r.seq).toBe(i + 1);
        expect(r.prev).toBe(i === 0 ? GENESIS : sealed[i - 1]!.hash);
        expect(r.hash).toBe(hashEnvelope(r));
        expect(r.sealed).toBe(i === 0 ? SEAL_MARKER : undefined);
        const { seq: _s, prev: _p, hash: _h, sealed: _m, ...rest } = r;
        expect(rest).toEqual(records[i]);
      });
    },
  );

  test.prop([log])("sealing a sealed log gives the same log", (records) => {
    const once = seal(records);
    expect(seal(once)).toEqual(once);
  });

  test.prop([log])("a log without any seal is reported unsealed", (records) => {
    expect(verify(records)).toEqual({ status: "unsealed", count: records.length });
  });

  test.prop([log])("a sealed log still verifies after a round trip through JSON Lines text", (records) => {
    const text = encodeJsonLines(seal(records));
    const decoded = decodeJsonLines(text, (u) => u);
    expect(decoded.error).toBeUndefined();
    expect(verify(decoded.lines.map((l) => l.record))).toMatchObject({
      status: "sealed",
      count: records.length,
    });
  });

  test.prop([fc.jsonValue(), record])(
    "hashEnvelope is the SHA-256 of the canonical JSON without the hash field",
    (junk, r) => {
      const expected = createHash("sha256").update(canonicalJson(r), "utf8").digest("hex");
      expect(hashEnvelope(r)).toBe(expected);
      expect(hashEnvelope({ ...r, hash: junk })).toBe(expected);
    },
  );

  /** Records with members named on each side of `hash` in canonical order (and none). */
  const aroundHash = fc.oneof(
    record,
    fc.dictionary(
      fc.constantFrom("", "H", "Hash", "h", "has", "hasg", "hash_", "hasi", "hat", "i", "type", "~", "é"),
      loggableJsonValue({ maxDepth: 1 }),
      { maxKeys: 5 },
    ),
  );
  test.prop([fc.array(aroundHash, { minLength: 1, maxLength: 6 }), fc.nat({ max: 40 })])(
    "chainLinesFrom: chainFrom's records, each with its canonical JSON line, from any head",
    (records, offset) => {
      const head = offset === 0 ? GENESIS : hashEnvelope({ type: "Earlier", seq: offset });
      const { records: sealed, lines } = chainLinesFrom(head, offset, records);
      expect(sealed).toEqual(chainFrom(head, offset, records));
      expect(lines).toEqual(sealed.map((r) => canonicalJson(r)));
      sealed.forEach((r, i) => {
        expect(r.hash).toBe(hashEnvelope(r));
        expect(r.prev).toBe(i === 0 ? head : sealed[i - 1]!.hash);
      });
    },
  );

  it("chainLinesFrom: a record written through its toJSON is hashed and written as canonicalJson does", () => {
    const r = { type: "Noted", toJSON: () => ({ type: "Noted", note: "as JSON" }) };
    const { records: sealed, lines } = chainLinesFrom(GENESIS, 0, [r]);
    expect(lines[0]).toBe(canonicalJson(sealed[0]));
    expect(sealed[0]!.hash).toBe(hashEnvelope(sealed[0]!));
  });

  it("hashes a known record to a known value (a fixed point for re-implementations)", () => {
    const [first] = seal([{ type: "CallMade", seat: "S", call: "1H" }]);
    const text = `{"call":"1H","prev":"${GENESIS}","sealed":"sha256-chain/1","seat":"S","seq":1,"type":"CallMade"}`;
    expect(first!.hash).toBe(createHash("sha256").update(text).digest("hex"));
    expect(first!.hash).toBe(FIXED_POINT);
  });
});

describe("tampering with a sealed log", () => {
  // the log's number rule (strict-json.ts): a number's text is its value's one text, so no edit hides under a hash
  it.each([
    ["seq 1 written 1.0", (t: string) => t.replace('"seq":1,', '"seq":1.0,'), "number-not-canonical"],
    ["a score written 6.3e2", (t: string) => t.replace('"x":630', '"x":6.3e2'), "number-not-canonical"],
    [
      "an integer beyond 2^53 with its last digits edited",
      (t: string) => t.replace('"x":630', '"x":12345678901234567001'),
      "number-not-exact",
    ],
  ])(
    "a sealed line edited so that it parses to the same value is refused when read: %s",
    (_, edit, problem) => {
      const text = encodeJsonLines(
        seal([
          { type: "Other", x: 630 },
          { type: "Other", x: 1 },
        ]),
      );
      const edited = edit(text);
      expect(edited).not.toBe(text);
      const decoded = decodeJsonLines(edited, (u) => u);
      expect(decoded.error).toMatchObject({ _tag: "MalformedLine", line: 1, problem });
    },
  );

  it("a writer refuses the number a reader would refuse: appendRecords with an integer beyond 2^53", () => {
    const log = seal([{ type: "Other", x: 1 }]);
    expect(appendRecords(log, [{ type: "Other", x: 2 ** 60 }])).toMatchObject({
      ok: false,
      problem: "record",
      detail: "number-not-exact",
    });
  });

  const changed = fc.oneof(
    fc.record({ kind: fc.constant("add field" as const), value: fc.jsonValue() }),
    fc.record({ kind: fc.constant("edit type" as const), value: fc.string() }),
    fc.record({ kind: fc.constant("drop field" as const) }),
    fc.record({ kind: fc.constant("edit seal" as const), field: fc.constantFrom("seq", "prev", "hash") }),
  );

  test.prop([log, fc.nat(), changed])(
    "changing any event of a sealed log makes verify fail at that event's position",
    (records, at, how) => {
      const sealed = seal(records);
      const k = at % sealed.length;
      const r = { ...sealed[k]! };
      switch (how.kind) {
        case "add field":
          r.tampered = how.value;
          break;
        case "edit type":
          r.type = `${String(r.type)}${how.value}x`;
          break;
        case "drop field":
          delete r.type;
          break;
        case "edit seal":
          r[how.field] =
            how.field === "seq"
              ? Number(r.seq) + 1
              : String(r[how.field]).replace(/^./, (c) => (c === "a" ? "b" : "a"));
          break;
      }
      const tampered = sealed.with(k, r);
      expect(firstDifference(sealed, tampered)).toBe(k + 1);
      expectBrokenAt(tampered, k + 1);
    },
  );

  test.prop([log.filter((l) => l.length >= 2), fc.nat()])(
    "deleting any event but the last makes verify fail at its position",
    (records, at) => {
      const sealed = seal(records);
      const k = at % (sealed.length - 1);
      expectBrokenAt(sealed.toSpliced(k, 1), k + 1);
    },
  );

  test.prop([
    log,
    fc.nat(),
    fc.nat(),
    fc.oneof(record, fc.constant("copy" as const), fc.constant("fake seal" as const)),
  ])(
    "inserting any event into a sealed log makes verify fail at the first position that differs",
    (records, at, from, what) => {
      const sealed = seal(records);
      const k = at % (sealed.length + 1);
      const inserted: Rec =
        what === "copy"
          ? sealed[from % sealed.length]!
          : what === "fake seal"
            ? { type: "CallMade", seat: "N", call: "P", seq: k + 1, prev: GENESIS, hash: GENESIS }
            : what;
      const tampered = sealed.toSpliced(k, 0, inserted);
      const expected = firstDifference(sealed, tampered);
      expect(expected).toBeGreaterThanOrEqual(k + 1);
      expect(expected).toBeLessThanOrEqual(k + 2); // k + 2 only when a record is duplicated in place
      expectBrokenAt(tampered, expected);
    },
  );

  test.prop([log.filter((l) => l.length >= 2), fc.nat(), fc.nat()])(
    "swapping any two events of a sealed log makes verify fail at the first of them",
    (records, a, b) => {
      const sealed = seal(records);
      const i = a % sealed.length;
      const j = b % sealed.length;
      fc.pre(i !== j);
      const [lo, hi] = i < j ? [i, j] : [j, i];
      const tampered = sealed.with(lo, sealed[hi]!).with(hi, sealed[lo]!);
      expect(firstDifference(sealed, tampered)).toBe(lo + 1);
      expectBrokenAt(tampered, lo + 1);
    },
  );

  test.prop([log, fc.nat(), fc.nat()])(
    "re-ordering the members of a sealed record keeps it verified (the hash is over canonical JSON)",
    (records, at, seed) => {
      const sealed = seal(records);
      const k = at % sealed.length;
      const entries = Object.entries(sealed[k]!);
      const rotated = Object.fromEntries([
        ...entries.slice(seed % entries.length),
        ...entries.slice(0, seed % entries.length),
      ]);
      expect(verify(sealed.with(k, rotated)).status).toBe("sealed");
    },
  );

  test.prop([log, fc.integer({ min: 1, max: 5 })])(
    "cutting records off the end is seen only against the expected head, at the first missing position",
    (records, cut) => {
      const sealed = seal(records);
      const head = sealed[sealed.length - 1]!.hash as string;
      expect(verify(sealed, { head })).toMatchObject({ status: "sealed", count: sealed.length, head });
      const kept = sealed.slice(0, Math.max(0, sealed.length - cut));
      expect(verify(kept, { head })).toMatchObject({ status: "broken", position: kept.length + 1 });
    },
  );
});

describe("verify: every reason for a broken chain", () => {
  const sealed = seal([
    { type: "CallMade", seat: "S", call: "1H" },
    { type: "CallMade", seat: "W", call: "P" },
    { type: "CallMade", seat: "N", call: "2H" },
  ]);
  const [r1, r2, r3] = sealed as [Rec, Rec, Rec];

  it.each<[string, Rec[], number, RegExp]>([
    [
      "an unsealed record in a sealed log",
      [r1, { type: "CallMade", seat: "W", call: "P" }, r3],
      2,
      /has no seq, prev or hash, but the log is sealed/,
    ],
    ["an unsealed first record before sealed ones", [{ type: "X" }, r2, r3], 1, /has no seq, prev or hash/],
    ["a seal marker on a later record", [r1, { ...r2, sealed: SEAL_MARKER }, r3], 2, /only the first record/],
    ["an unknown seal marker", [{ ...r1, sealed: "sha512/9" }, r2, r3], 1, /seal marker "sha512\/9"/],
    [
      "a first record without the marker when another has it",
      [{ ...r2, seq: 1, prev: GENESIS }, { ...r1, seq: 2 }, r3],
      1,
      /no seal marker, but record 2 has one/,
    ],
    ["a wrong seq", [r1, { ...r2, seq: 3 }, r3], 2, /seq 3, expected 2/],
    ["a seq that is a string", [r1, { ...r2, seq: "2" }, r3], 2, /seq "2", expected 2/],
    ["a missing seq", [r1, r2, { ...r3, seq: undefined }], 3, /no seq/],
    ["a first prev that is not the genesis hash", [{ ...r1, prev: r3.hash }, r2, r3], 1, /genesis/],
    [
      "a prev that does not match",
      [r1, r2, { ...r3, prev: r1.hash }],
      3,
      /prev that does not match the hash of record 2/,
    ],
    ["a missing prev", [r1, { ...r2, prev: undefined }, r3], 2, /no prev/],
    ["a missing hash", [r1, { ...r2, hash: undefined }, r3], 2, /no hash/],
    ["a hash that is not hex", [r1, r2, { ...r3, hash: "ABC" }], 3, /not 64 lower-case hex/],
    [
      "a hash that does not match the content",
      [r1, { ...r2, call: "X" }, r3],
      2,
      /does not match its content/,
    ],
    ["a record that cannot be hashed", [r1, { ...r2, n: Number.NaN }, r3], 2, /cannot be hashed/],
  ])("%s", (_name, records, position, reason) => {
    const result = verify(records);
    expect(result).toMatchObject({ status: "broken", position });
    expect(result.status === "broken" && result.reason).toMatch(reason);
  });

  it("an empty log is unsealed", () => {
    expect(verify([])).toEqual({ status: "unsealed", count: 0 });
  });

  it("with an expected head: records after it, and an unsealed log, are broken", () => {
    expect(verify(sealed, { head: r2.hash as string })).toMatchObject({ status: "broken", position: 3 });
    expect(verify([{ type: "X" }], { head: GENESIS })).toMatchObject({ status: "broken", position: 1 });
  });

  it("chainBroken names the line of the bad record in the file", () => {
    const text = `${encodeJsonLines([r1])}\n\n${encodeJsonLines([{ ...r2, call: "X" }, r3])}`;
    const decoded = decodeJsonLines(text, (u) => u);
    const result = verify(decoded.lines.map((l) => l.record));
    if (result.status !== "broken") throw new Error("expected a broken chain");
    const error = chainBroken(result, decoded.lines);
    expect(error).toMatchObject({ _tag: "ChainBroken", line: 4, position: 2 });
    expect(error.message).toBe("line 4: record 2 has a hash that does not match its content");
    expect(chainBroken(result)).toMatchObject({ line: 2, position: 2 });
    expect(chainBroken({ position: 4, reason: "cut" }, decoded.lines)).toMatchObject({
      line: 6,
      position: 4,
    });
  });
});

describe("the seal marker: a log that was sealed never verifies as unsealed", () => {
  const strip = (r: Rec): Rec => {
    const { seq: _s, prev: _p, hash: _h, ...rest } = r;
    return rest;
  };

  test.prop([log, fc.nat()])(
    "stripping seq, prev and hash from every record (then editing) is 'seal removed' at position 1",
    (records, at) => {
      const stripped = seal(records).map(strip);
      const k = at % stripped.length;
      const edited = stripped.with(k, { ...stripped[k]!, type: "Edited" });
      for (const r of [stripped, edited]) {
        const result = verify(r);
        expect(result).toMatchObject({ status: "broken", position: 1, problem: "seal-removed" });
        expect(result.status === "broken" && result.reason).toMatch(
          /record 1 carries the seal marker \("sealed"\) but no record has seq, prev or hash/,
        );
      }
    },
  );

  test.prop([log.filter((l) => l.length >= 2), fc.nat()])(
    "stripping the seal of any record but the first is 'seal removed' at that position",
    (records, at) => {
      const sealed = seal(records);
      const k = 1 + (at % (sealed.length - 1));
      expect(verify(sealed.with(k, strip(sealed[k]!)))).toMatchObject({
        status: "broken",
        position: k + 1,
        problem: "seal-removed",
      });
    },
  );

  test.prop([log])("removing the marker alone breaks the hash of record 1", (records) => {
    const sealed = seal(records);
    const { sealed: _m, ...first } = sealed[0]!;
    expect(verify(sealed.with(0, first))).toMatchObject({ status: "broken", position: 1, problem: "chain" });
  });

  test.prop([log])(
    "a log sealed before the marker still verifies, reported as unmarked; seal gives it the marker",
    (records) => {
      const old = sealWithoutMarker(records);
      expect(verify(old)).toEqual({
        status: "sealed",
        count: records.length,
        head: old[old.length - 1]!.hash,
        marked: false,
      });
      expect(verify(seal(old))).toMatchObject({ status: "sealed", marked: true });
    },
  );

  it("requireSealed: an unsealed log, or an empty one, is broken (not-sealed)", () => {
    expect(verify([{ type: "X" }], { requireSealed: true })).toMatchObject({
      status: "broken",
      position: 1,
      problem: "not-sealed",
      reason: "the log is not sealed",
    });
    expect(verify([], { requireSealed: true })).toMatchObject({ status: "broken", problem: "not-sealed" });
    expect(verify(seal([{ type: "X" }]), { requireSealed: true })).toMatchObject({ status: "sealed" });
  });
});

describe("verify against the expected head: truncation, re-sealing, appending", () => {
  const records: Rec[] = Array.from({ length: 6 }, (_, i) => ({
    type: "CallMade",
    seat: "NESW"[i % 4],
    call: "P",
  }));
  const sealed = seal(records);
  const head = sealed[5]!.hash as string;

  it("a truncated log: the records missing at the end, counted when the head's count is known", () => {
    expect(verify(sealed.slice(0, 4), { head, count: 6 })).toEqual({
      status: "broken",
      position: 5,
      problem: "head",
      reason:
        "the log ends at record 4 but the expected head is that of record 6: 2 records missing at the end (cut off), or the log was replaced",
      fault: { _tag: "CutOff", last: 4, expected: 6, missing: 2 },
    });
    expect(verify(sealed.slice(0, 4), { head })).toMatchObject({ position: 5, problem: "head" });
  });

  test.prop([log, fc.nat(), fc.constantFrom("seq", "prev", "hash", "call")])(
    "a broken verification's reason is its fault in English: one truth for every language",
    (records, at, field) => {
      const sealedLog = seal(records);
      const i = at % sealedLog.length;
      const edited = sealedLog.with(i, { ...sealedLog[i]!, [field]: "edited" });
      const v = verify(edited);
      expect(v.status).toBe("broken");
      if (v.status === "broken") expect(v.reason).toBe(chainReason(v.fault));
    },
  );

  it("a log edited then sealed again: its chain holds, its head is not the expected one", () => {
    const resealed = seal(sealed.with(2, { ...sealed[2]!, call: "X" }));
    expect(verify(resealed)).toMatchObject({ status: "sealed" });
    expect(verify(resealed, { head, count: 6 })).toMatchObject({
      status: "broken",
      position: 6,
      problem: "head",
      reason:
        "the hash of record 6, the last, is not the expected head: the log was edited and sealed again, or replaced",
    });
    expect(verify(resealed, { head })).toMatchObject({ status: "broken", problem: "head" });
  });

  it("records appended after the head: broken at the first of them", () => {
    expect(verify(sealed, { head: sealed[3]!.hash as string })).toMatchObject({
      status: "broken",
      position: 5,
      problem: "head",
      reason:
        "record 5 follows the expected head (the hash of record 4): 2 records added after the head was taken",
    });
  });

  test.prop([log, fc.integer({ min: 1, max: 5 }), fc.nat(), fc.string({ minLength: 1 })])(
    "with the head: every truncation, and every edit followed by sealing again, is detected",
    (records, cut, at, text) => {
      const sealed = seal(records);
      const head = sealed[sealed.length - 1]!.hash as string;
      const kept = sealed.slice(0, Math.max(0, sealed.length - cut));
      expect(verify(kept, { head, count: sealed.length }).status).toBe("broken");
      const k = at % sealed.length;
      const edited = seal(sealed.with(k, { ...sealed[k]!, note: `${String(sealed[k]!.note ?? "")}${text}` }));
      expect(verify(edited, { head, count: sealed.length })).toMatchObject({
        status: "broken",
        problem: "head",
      });
    },
  );
});

describe("the SHA-256 of the chain: Node's native hash where there is one, @noble/hashes elsewhere", () => {
  it("on Node the native hash is the one used (the fast path is taken)", () => {
    expect(sha256Hex).not.toBe(sha256HexPortable);
    expect(sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });

  test.prop([fc.string({ unit: "binary", maxLength: 600 })])(
    "both give the same digest of any text, lone surrogates included (a browser's log verifies on Node and back)",
    (text) => {
      expect(sha256Hex(text)).toBe(sha256HexPortable(text));
      expect(sha256HexPortable(text)).toBe(createHash("sha256").update(text, "utf8").digest("hex"));
    },
  );

  test.prop([loggableJsonValue()])("a record's hash is the same through either", (value) => {
    const record = { type: "DirectorSummoned", value };
    const { hash: _h, ...rest } = record as Rec;
    expect(hashEnvelope(record)).toBe(sha256HexPortable(canonicalJson(rest)));
  });
});
