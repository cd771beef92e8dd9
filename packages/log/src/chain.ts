import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";
import { canonicalJson, canonicalMembers } from "./canonical.ts";
import { SEAL_MARKER_FIELD } from "./envelope.ts";
import { ChainBroken } from "./errors.ts";

/**
 * The SHA-256 hash chain of a sealed log.
 *
 * Sealing record i (1-based) of a log: drop its `seq`, `prev`, `hash` and `sealed` fields, set `seq` to i and
 * `prev` to the `hash` of record i-1 (`GENESIS`, 64 zeros, for record 1), and on record 1 only `sealed` to
 * `SEAL_MARKER`; then set `hash` to the lower-case hex SHA-256 of the UTF-8 bytes of the canonical JSON
 * (RFC 8785) of the record without its `hash` field.
 * Every other field is covered by the hash, so changing, deleting, inserting or swapping any record breaks
 * the chain at the first record that differs.
 */
export interface Seal {
  readonly seq: number;
  readonly prev: string;
  readonly hash: string;
}

/** The `prev` of the first record of a sealed log: 64 zeros. */
export const GENESIS: string = "0".repeat(64);

/** Lower-case hex SHA-256 of a text's UTF-8 bytes, in JavaScript (@noble/hashes): what a browser uses. */
export const sha256HexPortable = (text: string): string => bytesToHex(sha256(utf8ToBytes(text)));

/**
 * Node's `node:crypto`, where the code runs on Node (≥ 20.16: `process.getBuiltinModule`): its one-shot `hash`
 * (Node ≥ 20.12) and its `createHash`.
 */
interface NodeCrypto {
  readonly hash?: (algorithm: "sha256", text: string, encoding: "hex") => string;
  readonly createHash?: (algorithm: "sha256") => {
    update(text: string, encoding: "utf8"): { digest(encoding: "hex"): string };
  };
}
const nodeCrypto = (
  globalThis as { process?: { getBuiltinModule?: (id: string) => NodeCrypto | undefined } }
).process?.getBuiltinModule?.("node:crypto");
const nodeHash = nodeCrypto?.hash;
const nodeCreateHash = nodeCrypto?.createHash;

/**
 * Lower-case hex SHA-256 of a text's UTF-8 bytes: Node's native hash where there is one (its one-shot `hash`,
 * else `createHash`: about five times faster than JavaScript on a record, so a long log verifies in a fraction
 * of the time), else `sha256HexPortable`. The same digest either way, for any text (a lone surrogate is U+FFFD's
 * bytes in each).
 */
export const sha256Hex: (text: string) => string =
  nodeHash !== undefined
    ? (text) => nodeHash("sha256", text, "hex")
    : nodeCreateHash !== undefined
      ? (text) => nodeCreateHash("sha256").update(text, "utf8").digest("hex")
      : sha256HexPortable;

/** Lower-case hex SHA-256 over the canonical JSON of `record` without its `hash` field. */
export const hashEnvelope = (record: Record<string, unknown>): string => {
  const { hash: _hash, ...rest } = record;
  return sha256Hex(canonicalJson(rest));
};

/**
 * The seal marker: the first record of a log sealed by this version carries `"sealed": SEAL_MARKER`. The
 * marker is hashed with the record, and it stays when `seq`, `prev` and `hash` are stripped, so a log that
 * was sealed never verifies as unsealed ("the seal was removed"). Logs sealed before the marker existed have
 * none and still verify (`marked: false`).
 */
export const SEAL_MARKER = "sha256-chain/1";

/**
 * Seals a log: returns new records, each with every field of the input except `seq`, `prev`, `hash` and
 * `sealed`, which are set as described on `Seal` (and `sealed` = `SEAL_MARKER` on the first record). Sealing
 * a log sealed by this version gives the same log.
 */
export function seal(records: readonly Record<string, unknown>[]): Record<string, unknown>[] {
  return chainFrom(GENESIS, 0, records);
}

/**
 * Seals `records` as the records `offset + 1 …` of a chain whose record `offset` has the hash `prev`
 * (`GENESIS` and 0 for a new chain, which gets the marker on its first record).
 */
export const chainFrom = (
  prev: string,
  offset: number,
  records: readonly Record<string, unknown>[],
): Record<string, unknown>[] => chainLinesFrom(prev, offset, records).records;

/**
 * `chainFrom`, with each sealed record's canonical JSON (`lines`: its line in a sealed log, what
 * `canonicalJson` writes of it): the record's members are written once, for the text its hash is computed over
 * and for its line (that text with the `hash` member in its place).
 */
export const chainLinesFrom = (
  prev: string,
  offset: number,
  records: readonly Record<string, unknown>[],
): { records: Record<string, unknown>[]; lines: string[] } => {
  const out: Record<string, unknown>[] = [];
  const lines: string[] = [];
  for (let i = 0; i < records.length; i++) {
    const { seq: _seq, prev: _prev, hash: _hash, sealed: _sealed, ...fields } = records[i]!;
    const position = offset + i + 1;
    const sealed: Record<string, unknown> =
      position === 1
        ? { ...fields, [SEAL_MARKER_FIELD]: SEAL_MARKER, seq: position, prev }
        : { ...fields, seq: position, prev };
    if (typeof sealed.toJSON === "function") {
      // written through its toJSON: hashed and written as canonicalJson does
      prev = hashEnvelope(sealed);
      sealed.hash = prev;
      out.push(sealed);
      lines.push(canonicalJson(sealed));
      continue;
    }
    // hashEnvelope's text (the record without its hash), and the line: the same members, the hash in its place
    const members = canonicalMembers(sealed);
    const texts = members.map((m) => m.text);
    prev = sha256Hex(`{${texts.join(",")}}`);
    sealed.hash = prev;
    const at = members.findIndex((m) => m.name > "hash");
    texts.splice(at < 0 ? texts.length : at, 0, `"hash":"${prev}"`);
    out.push(sealed);
    lines.push(`{${texts.join(",")}}`);
  }
  return { records: out, lines };
};

/**
 * What `verify` found wrong:
 * - `chain`: a record's `seq`, `prev`, `hash` or marker does not hold;
 * - `seal-removed`: the log was sealed (it has the marker, or other records have seals) but this record has
 *   none of `seq`, `prev`, `hash`;
 * - `head`: the chain holds but does not end at the expected head (records cut off or added at the end, or
 *   the log re-sealed);
 * - `not-sealed`: the log has no seal at all, and a head was expected or a seal required.
 */
export type VerifyProblem = "chain" | "seal-removed" | "head" | "not-sealed";

/**
 * Why a chain does not hold, as data: the `reason` of a broken verification is its English (`chainReason`),
 * and a catalog writes it in any language (`@bridgelaw/words`). Record numbers are 1-based positions.
 */
export type ChainFault =
  | { readonly _tag: "SealStripped"; readonly marker: number }
  | { readonly _tag: "NotSealed"; readonly empty: boolean; readonly headExpected: boolean }
  | { readonly _tag: "SealFieldsMissing"; readonly record: number }
  | { readonly _tag: "MarkerNotFirst"; readonly record: number }
  | { readonly _tag: "MarkerWrong"; readonly value: string; readonly expected: string }
  | { readonly _tag: "MarkerMissingFirst"; readonly marker: number }
  | { readonly _tag: "SeqWrong"; readonly record: number; readonly seq?: string }
  /** `previous`: the record whose hash `prev` must be (0 for the first record: the genesis hash). */
  | {
      readonly _tag: "PrevWrong";
      readonly record: number;
      readonly missing: boolean;
      readonly previous: number;
    }
  | { readonly _tag: "HashMalformed"; readonly record: number; readonly missing: boolean }
  | { readonly _tag: "HashUnreadable"; readonly record: number; readonly why: string }
  | { readonly _tag: "HashMismatch"; readonly record: number }
  /** `previous`: the record whose hash is the expected head. */
  | {
      readonly _tag: "AddedAfterHead";
      readonly record: number;
      readonly previous: number;
      readonly added: number;
    }
  | { readonly _tag: "CutOff"; readonly last: number; readonly expected: number; readonly missing: number }
  | { readonly _tag: "LastNotHead"; readonly record: number }
  | { readonly _tag: "EndNotHead"; readonly last: number };

/** A chain fault in English (the `reason` of a broken verification). */
export const chainReason = (f: ChainFault): string => {
  switch (f._tag) {
    case "SealStripped":
      return `record ${f.marker} carries the seal marker ("${SEAL_MARKER_FIELD}") but no record has seq, prev or hash: the log was sealed, and its seal stripped`;
    case "NotSealed":
      return f.empty
        ? "the log has no records, so no seal"
        : f.headExpected
          ? "the log is not sealed but a head hash is expected"
          : "the log is not sealed";
    case "SealFieldsMissing":
      return `record ${f.record} has no seq, prev or hash, but the log is sealed`;
    case "MarkerNotFirst":
      return `record ${f.record} carries the seal marker, which only the first record of a log carries`;
    case "MarkerWrong":
      return `record 1 has the seal marker ${f.value}, expected "${f.expected}"`;
    case "MarkerMissingFirst":
      return `record 1 has no seal marker, but record ${f.marker} has one`;
    case "SeqWrong":
      return f.seq === undefined
        ? `record ${f.record} has no seq`
        : `record ${f.record} has seq ${f.seq}, expected ${f.record}`;
    case "PrevWrong":
      return f.missing
        ? `record ${f.record} has no prev`
        : f.previous === 0
          ? `record ${f.record} has a prev that is not the genesis hash (64 zeros)`
          : `record ${f.record} has a prev that does not match the hash of record ${f.previous}`;
    case "HashMalformed":
      return f.missing
        ? `record ${f.record} has no hash`
        : `record ${f.record} has a hash that is not 64 lower-case hex digits`;
    case "HashUnreadable":
      return `record ${f.record} cannot be hashed: ${f.why}`;
    case "HashMismatch":
      return `record ${f.record} has a hash that does not match its content`;
    case "AddedAfterHead":
      return `record ${f.record} follows the expected head (the hash of record ${f.previous}): ${s(f.added, "record")} added after the head was taken`;
    case "CutOff":
      return `the log ends at record ${f.last} but the expected head is that of record ${f.expected}: ${s(f.missing, "record")} missing at the end (cut off), or the log was replaced`;
    case "LastNotHead":
      return `the hash of record ${f.record}, the last, is not the expected head: the log was edited and sealed again, or replaced`;
    case "EndNotHead":
      return `the log ends at record ${f.last}, whose hash is not the expected head: records were cut off its end, or the log was sealed again or replaced`;
  }
};

export type VerifyResult =
  | {
      readonly status: "sealed";
      readonly count: number;
      /** The hash of the last record: what a Director publishes to anchor the log. */
      readonly head: string;
      /** Whether the first record carries the seal marker (false for a log sealed before the marker). */
      readonly marked: boolean;
    }
  | { readonly status: "unsealed"; readonly count: number }
  | {
      readonly status: "broken";
      readonly position: number;
      /** The fault in English (`chainReason(fault)`). */
      readonly reason: string;
      readonly problem: VerifyProblem;
      /** The fault as data, for a catalog to write in any language. */
      readonly fault: ChainFault;
    };

export interface VerifyOptions {
  /**
   * The hash the last record must have (kept by a store, or published). A hash chain alone cannot see that
   * records were cut off the end of a log, or that the log was edited and sealed again; with `head`, both
   * are reported as broken (problem `head`).
   */
  readonly head?: string;
  /** How many records the head anchors (a head file says): makes the message of a mismatch precise. */
  readonly count?: number;
  /** Report an unsealed log as broken (problem `not-sealed`) instead of `unsealed`. */
  readonly requireSealed?: boolean;
}

const HEX64 = /^[0-9a-f]{64}$/;

/** True for a 64-digit lower-case hex string (a hash of the chain). */
export const isHash = (u: unknown): u is string => typeof u === "string" && HEX64.test(u);

const hasSealField = (r: Record<string, unknown>): boolean =>
  r.seq !== undefined || r.prev !== undefined || r.hash !== undefined;

const hasMarker = (r: Record<string, unknown>): boolean => Object.hasOwn(r, SEAL_MARKER_FIELD);

const s = (n: number, word: string): string => `${n} ${word}${n === 1 ? "" : "s"}`;

/**
 * Checks the hash chain of a log.
 *
 * - `unsealed`: no record has any of `seq`, `prev`, `hash` or the seal marker (hand-written logs are
 *   normal); with `head` or `requireSealed`, that is broken (problem `not-sealed`).
 * - `sealed`: every record i has `seq` = i, `prev` = the `hash` of record i-1 (`GENESIS` for i = 1) and a
 *   `hash` equal to `hashEnvelope` of the record; the first record has the seal marker, or no record has it
 *   (a log sealed before the marker: `marked: false`); with `head`, the last record's hash is `head`.
 * - `broken`: the first position (1-based) where that fails, with the reason and the problem.
 */
export function verify(records: readonly Record<string, unknown>[], options?: VerifyOptions): VerifyResult {
  const head = options?.head;
  const n = records.length;
  const firstSealed = records.findIndex(hasSealField);
  const markerAt = records.findIndex(hasMarker);
  if (firstSealed === -1) {
    if (markerAt >= 0) return brokenAt(1, { _tag: "SealStripped", marker: markerAt + 1 }, "seal-removed");
    if (head !== undefined || options?.requireSealed === true) {
      return brokenAt(
        1,
        { _tag: "NotSealed", empty: n === 0, headExpected: head !== undefined },
        "not-sealed",
      );
    }
    return { status: "unsealed", count: n };
  }
  const marked = markerAt === 0;
  let prev = GENESIS;
  for (let i = 0; i < n; i++) {
    const position = i + 1;
    const r = records[i]!;
    const broken = (fault: ChainFault, problem: VerifyProblem = "chain"): VerifyResult =>
      brokenAt(position, fault, problem);
    if (!hasSealField(r)) return broken({ _tag: "SealFieldsMissing", record: position }, "seal-removed");
    if (hasMarker(r)) {
      if (i > 0) return broken({ _tag: "MarkerNotFirst", record: position });
      if (r[SEAL_MARKER_FIELD] !== SEAL_MARKER) {
        return broken({
          _tag: "MarkerWrong",
          value: canonicalJsonOrString(r[SEAL_MARKER_FIELD]),
          expected: SEAL_MARKER,
        });
      }
    } else if (i === 0 && markerAt > 0) {
      return broken({ _tag: "MarkerMissingFirst", marker: markerAt + 1 });
    }
    if (r.seq !== position) {
      return broken({
        _tag: "SeqWrong",
        record: position,
        ...(r.seq !== undefined && { seq: canonicalJsonOrString(r.seq) }),
      });
    }
    if (r.prev !== prev)
      return broken({ _tag: "PrevWrong", record: position, missing: r.prev === undefined, previous: i });
    const hash = r.hash;
    if (!isHash(hash))
      return broken({ _tag: "HashMalformed", record: position, missing: hash === undefined });
    let computed: string;
    try {
      computed = hashEnvelope(r);
    } catch (e) {
      return broken({ _tag: "HashUnreadable", record: position, why: (e as Error).message });
    }
    if (computed !== hash) return broken({ _tag: "HashMismatch", record: position });
    prev = hash;
  }
  if (head !== undefined && prev !== head) return headMismatch(records, head, options?.count);
  return { status: "sealed", count: n, head: prev, marked };
}

/** Why an intact chain does not end at the expected head. */
const headMismatch = (
  records: readonly Record<string, unknown>[],
  head: string,
  count: number | undefined,
): VerifyResult => {
  const n = records.length;
  const at = records.findIndex((r) => r.hash === head);
  if (at >= 0)
    return brokenAt(
      at + 2,
      { _tag: "AddedAfterHead", record: at + 2, previous: at + 1, added: n - at - 1 },
      "head",
    );
  if (count !== undefined && n < count) {
    return brokenAt(n + 1, { _tag: "CutOff", last: n, expected: count, missing: count - n }, "head");
  }
  if (count !== undefined && n === count) return brokenAt(n, { _tag: "LastNotHead", record: n }, "head");
  return brokenAt(n + 1, { _tag: "EndNotHead", last: n }, "head");
};

/** A broken verification at `position`: the fault as data and in English. */
const brokenAt = (position: number, fault: ChainFault, problem: VerifyProblem): VerifyResult => ({
  status: "broken",
  position,
  reason: chainReason(fault),
  problem,
  fault,
});

const canonicalJsonOrString = (u: unknown): string => {
  try {
    return canonicalJson(u);
  } catch {
    return String(u);
  }
};

/**
 * The `ChainBroken` error of a broken verification, naming the record's line in the file when the lines
 * are given (`lines[position - 1].line`, as `decodeJsonLines` returns them).
 */
export const chainBroken = (
  result: { readonly position: number; readonly reason: string },
  lines?: readonly { readonly line: number }[],
): ChainBroken => {
  const line =
    lines?.[result.position - 1]?.line ??
    (lines !== undefined && lines.length > 0 && result.position > lines.length
      ? lines[lines.length - 1]!.line + 1
      : result.position);
  return new ChainBroken(line, result.reason, result.position);
};
