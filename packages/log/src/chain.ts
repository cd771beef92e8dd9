import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";
import { canonicalJson } from "./canonical.ts";
import { ChainBroken } from "./errors.ts";

/**
 * The SHA-256 hash chain of a sealed log.
 *
 * Sealing record i (1-based) of a log: drop its `seq`, `prev` and `hash` fields, set `seq` to i and `prev`
 * to the `hash` of record i-1 (`GENESIS`, 64 zeros, for record 1), then set `hash` to the lower-case hex
 * SHA-256 of the UTF-8 bytes of the canonical JSON (RFC 8785) of the record without its `hash` field.
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
 * Seals a log: returns new records, each with every field of the input except `seq`, `prev` and `hash`,
 * which are set as described on `Seal`. Sealing a sealed log gives the same log.
 */
export function seal(records: readonly Record<string, unknown>[]): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  let prev = GENESIS;
  for (let i = 0; i < records.length; i++) {
    const { seq: _seq, prev: _prev, hash: _hash, ...fields } = records[i]!;
    const sealed: Record<string, unknown> = { ...fields, seq: i + 1, prev };
    prev = hashEnvelope(sealed);
    sealed.hash = prev;
    out.push(sealed);
  }
  return out;
}

export type VerifyResult =
  | { readonly status: "sealed"; readonly count: number }
  | { readonly status: "unsealed"; readonly count: number }
  | { readonly status: "broken"; readonly position: number; readonly reason: string };

export interface VerifyOptions {
  /**
   * The hash the last record must have (kept by a store, or published). A hash chain alone cannot see that
   * records were cut off the end of a log; with `head`, that is reported as broken at the position after
   * the last record.
   */
  readonly head?: string;
}

const HEX64 = /^[0-9a-f]{64}$/;

const hasSealField = (r: Record<string, unknown>): boolean =>
  r.seq !== undefined || r.prev !== undefined || r.hash !== undefined;

/**
 * Checks the hash chain of a log.
 *
 * - `unsealed`: no record has any of `seq`, `prev`, `hash` (hand-written logs are normal); with `head`
 *   given, an unsealed log is broken at position 1.
 * - `sealed`: every record i has `seq` = i, `prev` = the `hash` of record i-1 (`GENESIS` for i = 1) and a
 *   `hash` equal to `hashEnvelope` of the record.
 * - `broken`: the first position (1-based) where that fails, with the reason: a record without a seal in a
 *   log that has seals, a wrong `seq`, a `prev` that does not match, a `hash` that does not match the
 *   content; with `head`, a log that does not end at that hash.
 */
export function verify(records: readonly Record<string, unknown>[], options?: VerifyOptions): VerifyResult {
  const head = options?.head;
  if (!records.some(hasSealField)) {
    if (head !== undefined)
      return { status: "broken", position: 1, reason: "the log is not sealed but a head hash is expected" };
    return { status: "unsealed", count: records.length };
  }
  let prev = GENESIS;
  for (let i = 0; i < records.length; i++) {
    const position = i + 1;
    const r = records[i]!;
    const broken = (reason: string): VerifyResult => ({ status: "broken", position, reason });
    if (!hasSealField(r)) return broken(`record ${position} has no seal but the log is sealed`);
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
    if (typeof hash !== "string" || !HEX64.test(hash)) {
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
  if (head !== undefined && prev !== head) {
    const at = records.findIndex((r) => r.hash === head);
    return at >= 0
      ? {
          status: "broken",
          position: at + 2,
          reason: `record ${at + 2} follows the expected head of the log (record ${at + 1})`,
        }
      : {
          status: "broken",
          position: records.length + 1,
          reason: `the log ends at record ${records.length}, whose hash is not the expected head: records are missing or replaced`,
        };
  }
  return { status: "sealed", count: records.length };
}

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
