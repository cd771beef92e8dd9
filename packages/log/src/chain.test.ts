import { createHash } from "node:crypto";
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import {
  canonicalJson,
  chainBroken,
  decodeJsonLines,
  encodeJsonLines,
  GENESIS,
  hashEnvelope,
  seal,
  verify,
} from "./index.ts";

type Rec = Record<string, unknown>;

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
      fc.string().filter((k) => !["seq", "prev", "hash", "__proto__"].includes(k)),
      fc.jsonValue({ maxDepth: 2 }),
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
  test.prop([log])("seal then verify succeeds, with the number of records", (records) => {
    expect(verify(seal(records))).toEqual({ status: "sealed", count: records.length });
  });

  test.prop([log])(
    "seal chains seq 1..n and prev to the previous hash, and keeps every other field",
    (records) => {
      const sealed = seal(records);
      sealed.forEach((r, i) => {
        expect(r.seq).toBe(i + 1);
        expect(r.prev).toBe(i === 0 ? GENESIS : sealed[i - 1]!.hash);
        expect(r.hash).toBe(hashEnvelope(r));
        const { seq: _s, prev: _p, hash: _h, ...rest } = r;
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
    expect(verify(decoded.lines.map((l) => l.record))).toEqual({ status: "sealed", count: records.length });
  });

  test.prop([fc.jsonValue(), record])(
    "hashEnvelope is the SHA-256 of the canonical JSON without the hash field",
    (junk, r) => {
      const expected = createHash("sha256").update(canonicalJson(r), "utf8").digest("hex");
      expect(hashEnvelope(r)).toBe(expected);
      expect(hashEnvelope({ ...r, hash: junk })).toBe(expected);
    },
  );

  it("hashes a known record to a known value (a fixed point for re-implementations)", () => {
    const [first] = seal([{ type: "CallMade", seat: "S", call: "1H" }]);
    const text = `{"call":"1H","prev":"${GENESIS}","seat":"S","seq":1,"type":"CallMade"}`;
    expect(first!.hash).toBe(createHash("sha256").update(text).digest("hex"));
    expect(first!.hash).toBe("00fb22d0f9ba86a41111e0392063c68d2548a6bbdf3c78e6838069f79f3e7321");
  });
});

describe("tampering with a sealed log", () => {
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
      expect(verify(sealed, { head })).toEqual({ status: "sealed", count: sealed.length });
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
      /has no seal/,
    ],
    ["an unsealed first record before sealed ones", [{ type: "X" }, r2, r3], 1, /has no seal/],
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
