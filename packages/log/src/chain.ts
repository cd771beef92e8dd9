import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";
import { canonicalJson } from "./canonical.ts";
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

/** Lower-case hex SHA-256 over the canonical JSON of `record` without its `hash` field. */
export const hashEnvelope = (record: Record<string, unknown>): string => {
  const { hash: _hash, ...rest } = record;
  return bytesToHex(sha256(utf8ToBytes(canonicalJson(rest))));
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
): Record<string, unknown>[] => {
  const out: Record<string, unknown>[] = [];
  for (let i = 0; i < records.length; i++) {
    const { seq: _seq, prev: _prev, hash: _hash, sealed: _sealed, ...fields } = records[i]!;
    const position = offset + i + 1;
    const sealed: Record<string, unknown> =
      position === 1
        ? { ...fields, [SEAL_MARKER_FIELD]: SEAL_MARKER, seq: position, prev }
        : { ...fields, seq: position, prev };
    prev = hashEnvelope(sealed);
    sealed.hash = prev;
    out.push(sealed);
  }
  return out;
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
      readonly reason: string;
      readonly problem: VerifyProblem;
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
    if (markerAt >= 0) {
      return {
        status: "broken",
        position: 1,
        problem: "seal-removed",
        reason: `record ${markerAt + 1} carries the seal marker ("${SEAL_MARKER_FIELD}") but no record has seq, prev or hash: the log was sealed, and its seal stripped`,
      };
    }
    if (head !== undefined || options?.requireSealed === true) {
      return {
        status: "broken",
        position: 1,
        problem: "not-sealed",
        reason:
          n === 0
            ? "the log has no records, so no seal"
            : head !== undefined
              ? "the log is not sealed but a head hash is expected"
              : "the log is not sealed",
      };
    }
    return { status: "unsealed", count: n };
  }
  const marked = markerAt === 0;
  let prev = GENESIS;
  for (let i = 0; i < n; i++) {
    const position = i + 1;
    const r = records[i]!;
    const broken = (reason: string, problem: VerifyProblem = "chain"): VerifyResult => ({
      status: "broken",
      position,
      reason,
      problem,
    });
    if (!hasSealField(r)) {
      return broken(`record ${position} has no seq, prev or hash, but the log is sealed`, "seal-removed");
    }
    if (hasMarker(r)) {
      if (i > 0) {
        return broken(
          `record ${position} carries the seal marker, which only the first record of a log carries`,
        );
      }
      if (r[SEAL_MARKER_FIELD] !== SEAL_MARKER) {
        return broken(
          `record 1 has the seal marker ${canonicalJsonOrString(r[SEAL_MARKER_FIELD])}, expected "${SEAL_MARKER}"`,
        );
      }
    } else if (i === 0 && markerAt > 0) {
      return broken(`record 1 has no seal marker, but record ${markerAt + 1} has one`);
    }
    if (r.seq !== position) {
      return broken(
        r.seq === undefined
          ? `record ${position} has no seq`
          : `record ${position} has seq ${canonicalJsonOrString(r.seq)}, expected ${position}`,
      );
    }
    if (r.prev !== prev) {
      return broken(
        r.prev === undefined
          ? `record ${position} has no prev`
          : position === 1
            ? `record 1 has a prev that is not the genesis hash (64 zeros)`
            : `record ${position} has a prev that does not match the hash of record ${position - 1}`,
      );
    }
    const hash = r.hash;
    if (!isHash(hash)) {
      return broken(
        hash === undefined
          ? `record ${position} has no hash`
          : `record ${position} has a hash that is not 64 lower-case hex digits`,
      );
    }
    let computed: string;
    try {
      computed = hashEnvelope(r);
    } catch (e) {
      return broken(`record ${position} cannot be hashed: ${(e as Error).message}`);
    }
    if (computed !== hash) return broken(`record ${position} has a hash that does not match its content`);
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
  const broken = (position: number, reason: string): VerifyResult => ({
    status: "broken",
    position,
    reason,
    problem: "head",
  });
  const at = records.findIndex((r) => r.hash === head);
  if (at >= 0) {
    return broken(
      at + 2,
      `record ${at + 2} follows the expected head (the hash of record ${at + 1}): ${s(n - at - 1, "record")} added after the head was taken`,
    );
  }
  if (count !== undefined && n < count) {
    return broken(
      n + 1,
      `the log ends at record ${n} but the expected head is that of record ${count}: ${s(count - n, "record")} missing at the end (cut off), or the log was replaced`,
    );
  }
  if (count !== undefined && n === count) {
    return broken(
      n,
      `the hash of record ${n}, the last, is not the expected head: the log was edited and sealed again, or replaced`,
    );
  }
  return broken(
    n + 1,
    `the log ends at record ${n}, whose hash is not the expected head: records were cut off its end, or the log was sealed again or replaced`,
  );
};

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
