import { verify } from "@bridgelaw/log";
import { readLog, replayLines } from "@bridgelaw/table";
import { InvalidLog } from "./errors.ts";
import type { AppendResult, EventStore, NewRecord } from "./store.ts";

/**
 * Stores a JSON Lines board log as a new stream. The log must read and replay (every line a v1 event the
 * table accepts) and, when it is sealed, its chain must hold: the stream then has the very same records and
 * the same head as the file. An unsealed log is sealed as it is stored. Refused with `InvalidLog` naming the
 * line; a stream that already exists gives `StreamConflict`.
 */
export const importLog = async (store: EventStore, streamId: string, text: string): Promise<AppendResult> => {
  const decoded = readLog(text);
  if (decoded.error !== undefined) {
    throw new InvalidLog({ streamId, line: decoded.error.line, reason: decoded.error.reason });
  }
  if (decoded.lines.length === 0) throw new InvalidLog({ streamId, line: 1, reason: "the log has no event" });
  const records = decoded.lines.map((l) => l.record as NewRecord);
  // the seal first: a tampered record is reported as such, not as the irregularity it creates
  const check = verify(records);
  if (check.status === "broken") {
    const line = decoded.lines[check.position - 1]?.line ?? check.position;
    throw new InvalidLog({ streamId, line, reason: `the seal is broken: ${check.reason}` });
  }
  const replayed = replayLines(decoded.lines);
  if (replayed.error !== undefined) {
    throw new InvalidLog({ streamId, line: replayed.error.line, reason: replayed.error.reason });
  }
  // a sealed log keeps its very records and head; an unsealed one is sealed as it is stored
  return check.status === "sealed"
    ? store.appendSealed(streamId, records)
    : store.append(streamId, records, { expectedVersion: 0 });
};
