import {
  type DecodedLog,
  decodeJsonLines,
  type LogError,
  type LogLine,
  replayLines as replayDecoded,
} from "@bridgelaw/log";
import { decodeTableEvent } from "./decode.ts";
import type { TableEvent } from "./events.ts";
import { tableEvolution } from "./evolution.ts";
import type { TableState } from "./state.ts";
import { type BoardView, viewOf } from "./view.ts";

export { decodeTableEvent };

/** Reads a JSON Lines log into events; stops at the first bad line and keeps the lines before it. */
export const readLog = (text: string): DecodedLog<TableEvent> => decodeJsonLines(text, decodeTableEvent);

export interface BoardReplay {
  readonly state: TableState;
  readonly view: BoardView;
  readonly lines: readonly LogLine<TableEvent>[];
  /** The first error of the log, if any: what came before it is in `state` and `view`. */
  readonly error?: LogError;
}

/** Replays a decoded log through the table Decider. */
export const replayLines = (lines: readonly LogLine<TableEvent>[], readError?: LogError): BoardReplay => {
  const r = replayDecoded(tableEvolution, readError === undefined ? { lines } : { lines, error: readError });
  const error = r.error;
  return { state: r.state, view: viewOf(r.state), lines, ...(error !== undefined && { error }) };
};

/** Reads and replays a JSON Lines board log: the derived state, and the first error if there is one. */
export const replayLog = (text: string): BoardReplay => {
  const decoded = readLog(text);
  return replayLines(decoded.lines, decoded.error);
};
