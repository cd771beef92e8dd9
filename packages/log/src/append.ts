import { CanonicalJsonError, canonicalJson } from "./canonical.ts";
import { chainBroken, chainFrom, type VerifyOptions, type VerifyProblem, verify } from "./chain.ts";
import { SEAL_MARKER_FIELD } from "./envelope.ts";
import { type LogError, MalformedLine } from "./errors.ts";
import { type DecodeOptions, decodeJsonLines } from "./jsonl.ts";
import { parseStrictJson, StrictJsonError, type StrictJsonProblem } from "./strict-json.ts";

/**
 * Appending events to a log that may be sealed: verify the log as it stands, then extend it. A sealed log's
 * chain goes on from its head (`seq` n+1, `prev` = the hash of record n); an unsealed log gets the records
 * as they are. Nothing already in the log is read back or rewritten: the result is only what to add.
 */
export type AppendResult =
  | {
      readonly ok: true;
      /** The records to add at the end of the log (sealed when the log is). */
      readonly records: Record<string, unknown>[];
      /** Whether the log is sealed (and so are the new records). */
      readonly sealed: boolean;
      /** The log's new head (the hash of its new last record) when it is sealed. */
      readonly head?: string;
      /** The number of records of the log once the new ones are added. */
      readonly count: number;
    }
  | {
      readonly ok: false;
      /** The 1-based position of the record at fault: in the log, or n + i for the i-th new record. */
      readonly position: number;
      readonly reason: string;
      /** A problem of the log's chain, or `record`: a new record that cannot be written (`detail` says why). */
      readonly problem: VerifyProblem | "record";
      readonly detail?: StrictJsonProblem;
    };

/**
 * Extends a log's records with `added` (see `AppendResult`). Refuses a log whose chain is broken, or that
 * does not end at `options.head` when it is given (a log is extended from the head it was seen to have), and
 * a new record that a strict reader would refuse (a lone surrogate, a number out of range, nesting deeper
 * than `maxDepth`). The new records' own `seq`, `prev`, `hash` and `sealed` fields are dropped: the seal is
 * computed here.
 */
export function appendRecords(
  log: readonly Record<string, unknown>[],
  added: readonly Record<string, unknown>[],
  options?: VerifyOptions & DecodeOptions,
): AppendResult {
  const check = verify(log, options);
  if (check.status === "broken") return { ok: false, ...check };
  const records: Record<string, unknown>[] = [];
  for (const [i, r] of added.entries()) {
    const { seq: _seq, prev: _prev, hash: _hash, [SEAL_MARKER_FIELD]: _sealed, ...fields } = r;
    const position = log.length + i + 1;
    try {
      parseStrictJson(canonicalJson(fields), options);
    } catch (e) {
      // canonicalJson refuses what JSON cannot carry (a lone surrogate, NaN, a cycle); the strict reader the rest.
      const message = (e as Error).message;
      const detail: StrictJsonProblem =
        e instanceof StrictJsonError
          ? e.problem
          : e instanceof CanonicalJsonError && e.problem !== "not-json"
            ? e.problem
            : "syntax";
      const reason = `new record ${i + 1}: ${e instanceof StrictJsonError ? e.reason : message}`;
      return { ok: false, position, reason, problem: "record", detail };
    }
    records.push(fields);
  }
  const count = log.length + records.length;
  if (check.status === "unsealed") return { ok: true, records, sealed: false, count };
  const chained = chainFrom(check.head, log.length, records);
  const head = chained.length > 0 ? (chained[chained.length - 1]!.hash as string) : check.head;
  return { ok: true, records: chained, sealed: true, head, count };
}

export type AppendTextResult =
  | {
      readonly ok: true;
      /**
       * What to write at the end of the file: one canonical JSON object per line, each ending in `\n`,
       * preceded by a `\n` when the text does not end with one.
       */
      readonly text: string;
      readonly sealed: boolean;
      readonly head?: string;
      readonly count: number;
    }
  | { readonly ok: false; readonly error: LogError };

/**
 * **The function to append events to a log file's text**, sealed or not: reads the text strictly (any JSON
 * object is a record), verifies its chain (and `options.head`), and gives the text to write at the end of
 * the file, the new records sealed when the log is. The error names the line: a bad line of the log
 * (`MalformedLine`), a broken chain or a head that does not match (`ChainBroken`), or a new record that
 * cannot be written (`MalformedLine` on the line it would have had).
 *
 * ```ts
 * const out = appendJsonLines(text, [{ type: "DirectorRuled", law: "27B1", answer: "A1", by: "TD" }]);
 * if (out.ok) appendFileSync(path, out.text); // out.head: the new head to publish
 * else console.error(formatLogError(out.error));
 * ```
 */
export function appendJsonLines(
  text: string,
  added: readonly Record<string, unknown>[],
  options?: VerifyOptions & DecodeOptions,
): AppendTextResult {
  const decoded = decodeJsonLines(text, (u) => u, options);
  if (decoded.error !== undefined) return { ok: false, error: decoded.error };
  const result = appendRecords(
    decoded.lines.map((l) => l.record),
    added,
    options,
  );
  if (!result.ok) {
    if (result.problem !== "record") return { ok: false, error: chainBroken(result, decoded.lines) };
    const fileLines = text === "" ? 0 : text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
    const line = fileLines + result.position - decoded.lines.length;
    return { ok: false, error: new MalformedLine(line, result.reason, result.detail) };
  }
  let out = "";
  for (const r of result.records) out += `${canonicalJson(r)}\n`;
  if (out !== "" && text !== "" && !text.endsWith("\n")) out = `\n${out}`;
  return {
    ok: true,
    text: out,
    sealed: result.sealed,
    count: result.count,
    ...(result.head !== undefined && { head: result.head }),
  };
}
