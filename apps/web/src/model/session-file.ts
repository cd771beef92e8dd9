import type { RecordReport } from "@bridgelaw/formats";
import { type OpenedLog, openLog } from "./log.ts";

/**
 * A PBN or BBO LIN file opened in the browser: `@bridgelaw/formats` turns each record into a board log (loaded
 * when such a file is first opened: its own chunk), and each log is replayed by the table as any log is. A
 * file of one board opens in the viewer at once; a file of several lists its boards.
 */
export interface BoardFile {
  readonly name: string;
  readonly format: "pbn" | "lin";
  /** The boards imported, in file order, each a log as opened. */
  readonly boards: readonly OpenedLog[];
  /** One report per record: what was imported, and why a record was not. */
  readonly reports: readonly RecordReport[];
}

/** Whether a file is PBN or LIN rather than a log: by its extension, else by its first characters. */
export const isBoardFile = (name: string, text: string): boolean => {
  if (/\.(pbn|lin)$/i.test(name)) return true;
  if (/\.(jsonl|ndjson|json)$/i.test(name)) return false;
  const head = text
    .replace(/^\uFEFF/, "")
    .trimStart()
    .slice(0, 200);
  return head.startsWith("%") || head.startsWith("[") || /^(pn|qx|st|md|rs|vg|ah)\|/.test(head);
};

/** Reads a PBN or LIN file into board logs (never throws: a record that is not a board is in `reports`). */
export const openBoardFile = async (name: string, text: string): Promise<BoardFile> => {
  const { importBoards, toJsonLines } = await import("@bridgelaw/formats");
  const imported = importBoards(name, text);
  return {
    name,
    format: imported.format,
    boards: imported.boards.map((b) => openLog(`${b.name}.jsonl`, toJsonLines(b.records), { kind: "file" })),
    reports: imported.reports,
  };
};
