import { decodeJsonLines, InvalidEvent, type LogError, type LogLine } from "@bridgelaw/log";
import {
  type BoardReplay,
  decodeTableEvent,
  EVENT_TYPES,
  replayLines,
  type TableEvent,
} from "@bridgelaw/table";

/**
 * A board log as the formats produce and consume it: one record per event, in order — the event's fields
 * and the envelope fields (`note`, `at`, `by`) as one JSON object, exactly as a line of the JSON Lines file
 * (`packages/table/README.md`).
 */
export type LogRecord = Readonly<Record<string, unknown>> & { readonly type: string };

/** The log as JSON Lines text: one object per line, `type` first, each line ending in `\n`. */
export const toJsonLines = (records: readonly LogRecord[]): string =>
  records.map((r) => `${JSON.stringify(r)}\n`).join("");

/**
 * Replays records through `@bridgelaw/table` as if they were the lines of a file (line n = record n). The
 * first record the event schema refuses stops the replay, as a bad line of a file would.
 */
export const replayRecords = (records: readonly LogRecord[]): BoardReplay => {
  const lines: LogLine<TableEvent>[] = [];
  let readError: LogError | undefined;
  for (let i = 0; i < records.length; i += 1) {
    const record = records[i]!;
    try {
      lines.push({ line: i + 1, event: decodeTableEvent(record), record: record as Record<string, unknown> });
    } catch (e) {
      const reason = (e as { reason?: string }).reason ?? (e instanceof Error ? e.message : String(e));
      readError = new InvalidEvent(i + 1, reason);
      break;
    }
  }
  return replayLines(lines, readError);
};

/** Reads a JSON Lines board log into records (what `export` takes); stops at the first bad line. */
export const readBoardLog = (text: string): { records: LogRecord[]; error?: LogError } => {
  const decoded = decodeJsonLines(text, decodeTableEvent);
  const records = decoded.lines.map((l) => l.record as LogRecord);
  return decoded.error === undefined ? { records } : { records, error: decoded.error };
};

/** Whether the log vocabulary of `@bridgelaw/table` has an event type (events are added over time). */
export const hasEventType = (type: string): boolean => (EVENT_TYPES as readonly string[]).includes(type);
