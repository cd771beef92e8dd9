import {
  appendJsonLines,
  chainBroken,
  decodeJsonLines,
  isHash,
  type LogLine,
  parseStrictJson,
  type VerifyResult,
} from "@bridgelaw/log";
import { Effect, FileSystem, Path } from "effect";
import { foreignFormat, readFailureReason } from "./io.ts";
import { t } from "./texts.ts";
import { describe, describeLogError } from "./words.ts";

/**
 * The log-reading path that `verify`, `seal` and `manifest` share, and the way to append events to a log
 * file. Every command reads a log through `decodeJsonLines` of `@bridgelaw/log` (directly, or through
 * `@bridgelaw/table`'s `readLog` and `@bridgelaw/formats`' `readBoardLog`), so every command reads it as
 * strict JSON and refuses the same lines with the same message.
 */

/** Any JSON object is a record for the chain: the chain checks integrity, `replay` checks the Laws. */
const anyRecord = (u: unknown): unknown => u;

export type RecordsRead =
  | { readonly ok: true; readonly lines: readonly LogLine<unknown>[] }
  | { readonly ok: false; readonly line: string };

/**
 * A log's text as records (one JSON object a line, strict JSON), or the one-line problem: the bad line
 * (`board.jsonl: line 3: duplicate key "card"`), or an empty log (an empty file is not a log).
 */
export const readRecords = (name: string, text: string): RecordsRead => {
  const foreign = foreignFormat(name, text);
  if (foreign !== undefined) return { ok: false, line: `${name}: ${foreign}` };
  const decoded = decodeJsonLines(text, anyRecord);
  if (decoded.error !== undefined) return { ok: false, line: `${name}: ${describeLogError(decoded.error)}` };
  if (decoded.lines.length === 0) {
    return { ok: false, line: `${name}: empty log: no records (an empty file is not a log)` };
  }
  return { ok: true, lines: decoded.lines };
};

/** An expected head: the hash of a log's last record, and how many records it anchors when known. */
export interface ExpectedHead {
  readonly head: string;
  readonly count?: number;
  /** Where it came from, for messages: the hash itself or the head file's name. */
  readonly source: string;
}

/**
 * The text of a head file (what `seal --head-out` and `manifest --head-out` write): one JSON object on one
 * line, `{"head":"9c1e…","events":59,"log":"board.jsonl"}`.
 */
export const headFileText = (head: string, events: number, log: string): string =>
  `${JSON.stringify({ head, events, log })}\n`;

/**
 * Reads a head file: the JSON object `headFileText` writes (`head`, and `events` when given), or a file that
 * holds only the hash (64 hex digits, any case, blank space around it).
 */
export const parseHeadFile = (
  name: string,
  text: string,
): { readonly ok: true; readonly head: ExpectedHead } | { readonly ok: false; readonly line: string } => {
  const trimmed = text.trim().replace(/^\uFEFF/, "");
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) {
    return { ok: true, head: { head: trimmed.toLowerCase(), source: name } };
  }
  let value: unknown;
  try {
    value = parseStrictJson(trimmed);
  } catch {
    value = undefined;
  }
  const record = typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  if (!isHash(record.head)) {
    return {
      ok: false,
      line: `${name}: not a head file: expected {"head":"<64 hex digits>","events":N,…} or the hash alone`,
    };
  }
  const events = record.events;
  const count = typeof events === "number" && Number.isSafeInteger(events) && events > 0 ? events : undefined;
  return { ok: true, head: { head: record.head, source: name, ...(count !== undefined && { count }) } };
};

/**
 * The line that reports a verification (`ok` lines go to standard output, the others to standard error):
 * - `board.jsonl: sealed, 59 events, chain intact, head 9c1e…` (and `, the expected head` with `--head`);
 * - `board.jsonl: unsealed, 59 events`;
 * - `board.jsonl: chain broken at position 5 (line 5): record 5 has a hash that does not match its content`;
 * - `board.jsonl: seal removed at line 1: the seal was removed: …`;
 * - `board.jsonl: head mismatch at position 56 (line 56): the log ends at record 55 but …`;
 * - `board.jsonl: not sealed, 59 events: a sealed log is required` (`--require-sealed`).
 */
export const describeVerification = (
  name: string,
  result: VerifyResult,
  lines: readonly { readonly line: number }[],
  expected?: ExpectedHead,
): { readonly ok: boolean; readonly line: string } => {
  switch (result.status) {
    case "sealed": {
      return {
        ok: true,
        line: t("sealedLine", {
          name,
          events: t("events", { n: result.count }),
          head: result.head,
          expected: expected === undefined ? "no" : "yes",
          old: result.marked ? "no" : "yes",
        }),
      };
    }
    case "unsealed":
      return { ok: true, line: t("unsealedLine", { name, events: t("events", { n: result.count }) }) };
    case "broken": {
      const line = chainBroken(result, lines).line;
      switch (result.problem) {
        case "seal-removed":
          return { ok: false, line: t("sealRemoved", { name, line, reason: describe(result.fault) }) };
        case "head":
          return {
            ok: false,
            line: t("headMismatch", {
              name,
              position: result.position,
              line,
              reason: describe(result.fault),
            }),
          };
        case "not-sealed":
          return {
            ok: false,
            line:
              expected === undefined
                ? t("notSealedRequired", { name, events: t("events", { n: lines.length }) })
                : t("notSealedExpected", {
                    name,
                    events: t("events", { n: lines.length }),
                    head: expected.head,
                  }),
          };
        default:
          return {
            ok: false,
            line: t("chainBroken", { name, position: result.position, line, reason: describe(result.fault) }),
          };
      }
    }
  }
};

/** Writes `text` to `target` through a temporary file in the same directory, then renames it. */
export const writeAtomically = (target: string, text: string) =>
  Effect.gen(function* () {
    const fs = yield* FileSystem.FileSystem;
    const path = yield* Path.Path;
    const tmp = path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.tmp`);
    yield* fs.writeFileString(tmp, text);
    yield* fs.rename(tmp, target).pipe(Effect.tapError(() => Effect.ignore(fs.remove(tmp))));
  });

/** What `appendToLogFile` did: the log's new number of records, and its new head when it is sealed. */
export interface Appended {
  readonly count: number;
  readonly sealed: boolean;
  readonly head?: string;
}

/** `appendToLogFile` could not append; `message` is one line naming the file and the line. */
export class AppendFailed {
  readonly _tag = "AppendFailed";
  constructor(readonly message: string) {}
}

/**
 * Appends records (events with their envelope: `at`, `by`, `note`) to a log file: reads it (strict JSON),
 * verifies its chain (and `head` when given: the head it was seen with), then writes it back with the new
 * records at its end, sealed when the log is (`appendJsonLines` of `@bridgelaw/log`). The existing bytes
 * are kept as they are; the file is replaced through a temporary file, so a failed write leaves it whole.
 * A broken log is refused and nothing is written.
 */
export const appendToLogFile = (
  file: string,
  records: readonly Record<string, unknown>[],
  options?: { readonly head?: string },
): Effect.Effect<Appended, AppendFailed, FileSystem.FileSystem | Path.Path> =>
  Effect.gen(function* () {
    const fs = yield* FileSystem.FileSystem;
    const text = yield* fs
      .readFileString(file)
      .pipe(Effect.mapError((e) => new AppendFailed(`${file}: cannot read: ${readFailureReason(e)}`)));
    const out = appendJsonLines(text, records, options?.head === undefined ? {} : { head: options.head });
    if (!out.ok)
      return yield* Effect.fail(
        new AppendFailed(`${file}: ${describeLogError(out.error)} (nothing appended)`),
      );
    yield* writeAtomically(file, text + out.text).pipe(
      Effect.mapError((e) => new AppendFailed(`${file}: cannot write: ${readFailureReason(e)}`)),
    );
    return { count: out.count, sealed: out.sealed, ...(out.head !== undefined && { head: out.head }) };
  });
