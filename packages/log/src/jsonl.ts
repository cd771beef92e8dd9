import { canonicalJson } from "./canonical.ts";
import { InvalidEvent, type LogError, MalformedLine } from "./errors.ts";
import { isEventDecodeError } from "./event-decode-error.ts";
import { LINE_SCANNER, type LineScanner } from "./fast-decoder.ts";

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

/**
 * Reads a JSON Lines log: one JSON object per line. Blank (or all-whitespace) lines and a trailing newline
 * are skipped, but line numbers still count them; `\r\n` line ends and a leading byte order mark are
 * accepted. Stops at the first bad line, keeping every line before it: a line that is not JSON or not a
 * JSON object is a `MalformedLine`; an object that `decodeEvent` refuses (by throwing) is an
 * `InvalidEvent` whose reason is the `EventDecodeError`'s `reason`, or else the thrown error's message.
 */
export function decodeJsonLines<E>(text: string, decodeEvent: (u: unknown) => E): DecodedLog<E> {
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
    if (scan !== undefined) {
      const scanned = scan(text, start, end > start && text.charCodeAt(end - 1) === 0x0d ? end - 1 : end);
      if (scanned !== undefined) {
        lines.push({ line, event: scanned.event as E, record: scanned.record });
        start = end + 1;
        continue;
      }
    }
    const content = text.slice(start, end);
    start = end + 1;
    if (isBlank(content)) continue;
    let value: unknown;
    try {
      value = JSON.parse(content);
    } catch (e) {
      return { lines, error: new MalformedLine(line, `not valid JSON: ${(e as Error).message}`) };
    }
    if (typeof value !== "object" || value === null || Array.isArray(value)) {
      return { lines, error: new MalformedLine(line, `expected a JSON object, got ${kindOf(value)}`) };
    }
    let event: E;
    try {
      event = decodeEvent(value);
    } catch (e) {
      return { lines, error: new InvalidEvent(line, reasonOf(e)) };
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
  // Fast path: a JSON line starts with "{" and, apart from a \r, ends with "}".
  if (first === 0x7b && (last === 0x7d || last === 0x0d)) return false;
  return s.trim().length === 0;
};

const kindOf = (value: unknown): string =>
  value === null ? "null" : Array.isArray(value) ? "an array" : `a ${typeof value}`;

const reasonOf = (e: unknown): string => {
  if (isEventDecodeError(e)) return e.reason;
  if (e instanceof Error) return e.message;
  return String(e);
};
