import { canonicalJson } from "./canonical.ts";
import { InvalidEvent, type LogError, MalformedLine } from "./errors.ts";
import { isEventDecodeError } from "./event-decode-error.ts";
import { LINE_SCANNER, type LineScanner } from "./fast-decoder.ts";
import { formatPath } from "./issue-reason.ts";
import { parseStrictJson, StrictJsonError, type StrictJsonOptions } from "./strict-json.ts";

/** One decoded line of a log. */
export interface LogLine<E> {
  /** The 1-based line number in the text (blank lines count). */
  readonly line: number;
  /** The event, as `decodeEvent` returned it. */
  readonly event: E;
  /** The raw JSON object as read, with its envelope fields (for `seal`, `verify`, `envelopeOf`). */
  readonly record: Record<string, unknown>;
}

export interface DecodedLog<E> {
  /** Every line before the first bad one (all of them when there is no error). */
  readonly lines: readonly LogLine<E>[];
  /** The first bad line: `MalformedLine` or `InvalidEvent`. */
  readonly error?: LogError;
}

/** Options of `decodeJsonLines`: how deep a line may nest (`MAX_DEPTH`, 16, by default). */
export type DecodeOptions = StrictJsonOptions;

/**
 * Reads a JSON Lines log: one JSON object per line, read as strict JSON (`parseStrictJson`). Blank (or
 * all-whitespace) lines and a trailing newline are skipped, but line numbers still count them; `\r\n` line
 * ends and a byte order mark at the start of the text are accepted. Stops at the first bad line, keeping
 * every line before it: a line that is not JSON, not strict JSON (a duplicate key, a lone surrogate, nesting
 * deeper than `maxDepth`, a number out of range, a byte order mark) or not a JSON object is a
 * `MalformedLine` (its `problem` says which); an object that `decodeEvent` refuses (by throwing) is an
 * `InvalidEvent` whose reason is the `EventDecodeError`'s `reason`, or else the thrown error's message.
 */
export function decodeJsonLines<E>(
  text: string,
  decodeEvent: (u: unknown) => E,
  options?: DecodeOptions,
): DecodedLog<E> {
  const lines: LogLine<E>[] = [];
  const length = text.length;
  // the decoder's own reader of a line in the form the log writes (eventDecoder), when it has one
  const scan = (decodeEvent as { [LINE_SCANNER]?: LineScanner })[LINE_SCANNER];
  let start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  let line = 0;
  while (start < length) {
    let end = text.indexOf("\n", start);
    if (end === -1) end = length;
    line++;
    // A \r\n line end is read as \n.
    const stop = end > start && text.charCodeAt(end - 1) === 0x0d ? end - 1 : end;
    if (scan !== undefined) {
      // a line in the log's own form: flat, no duplicate key, no surrogate, integers only (strict JSON holds)
      const scanned = scan(text, start, stop);
      if (scanned !== undefined) {
        lines.push({ line, event: scanned.event as E, record: scanned.record });
        start = end + 1;
        continue;
      }
    }
    const content = text.slice(start, stop);
    start = end + 1;
    if (isBlank(content)) continue;
    let value: unknown;
    try {
      value = parseStrictJson(content, options);
    } catch (e) {
      if (!(e instanceof StrictJsonError)) throw e;
      // A file whose lines end with a lone \r (old Mac) reads as one line: say so.
      const reason =
        e.problem === "syntax" && content.includes("\r")
          ? `${e.reason} (the line holds a carriage return: lines must end with \\n or \\r\\n)`
          : e.reason;
      return { lines, error: new MalformedLine(line, reason, e.problem) };
    }
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
      return {
        lines,
        error: new MalformedLine(line, `expected a JSON object, got ${kindOf(value)}`, "not-an-object"),
      };
    }
    let event: E;
    try {
      event = decodeEvent(value);
    } catch (e) {
      return {
        lines,
        error:
          isEventDecodeError(e) && e.path.length > 0
            ? new InvalidEvent(line, e.reason, formatPath(e.path), e.problem)
            : new InvalidEvent(line, reasonOf(e)),
      };
    }
    lines.push({ line, event, record: value as Record<string, unknown> });
  }
  return { lines };
}

/** One canonical JSON object per line, each line ending in `\n` (the empty string for no records). */
export const encodeJsonLines = (records: readonly Record<string, unknown>[]): string => {
  let out = "";
  for (const r of records) out += `${canonicalJson(r)}\n`;
  return out;
};

const isBlank = (s: string): boolean => {
  const n = s.length;
  if (n === 0) return true;
  const first = s.charCodeAt(0);
  const last = s.charCodeAt(n - 1);
  // Fast path: a JSON line starts with "{" and ends with "}".
  if (first === 0x7b && last === 0x7d) return false;
  return s.trim().length === 0;
};

const kindOf = (value: unknown): string =>
  value === null ? "null" : Array.isArray(value) ? "an array" : `a ${typeof value}`;

const reasonOf = (e: unknown): string => {
  if (isEventDecodeError(e)) return e.reason;
  if (e instanceof Error) return e.message;
  return String(e);
};
