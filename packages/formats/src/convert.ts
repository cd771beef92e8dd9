import type { LogRecord } from "./board-log.ts";
import { importLin } from "./lin/import.ts";
import { exportLin, type LinImportOptions } from "./lin/index.ts";
import { exportPbn, type PbnExportOptions } from "./pbn/export.ts";
import { importPbn, type PbnImportOptions } from "./pbn/import.ts";
import type { ImportResult } from "./report.ts";

export type Format = "pbn" | "lin";

/** The format of a file: by its extension, else by its content (`md|`, `mb|`, `pn|` pairs are LIN). */
export const detectFormat = (name: string, text: string): Format => {
  const ext = /\.([a-z]+)$/i.exec(name)?.[1]?.toLowerCase();
  if (ext === "lin") return "lin";
  if (ext === "pbn") return "pbn";
  return /(^|\|)\s*(md|mb|pn|qx|vg)\|/m.test(text) && !/^\s*\[/m.test(text) ? "lin" : "pbn";
};

export type ImportOptions = PbnImportOptions & LinImportOptions;

/** Imports a PBN or LIN file (the format from the name, else the content). Never throws. */
export const importBoards = (name: string, text: string, options: ImportOptions = {}): ImportResult => {
  const source = options.source ?? name.replace(/^.*[\\/]/, "").replace(/\.[^.]*$/, "");
  return detectFormat(name, text) === "lin"
    ? importLin(text, { ...options, source })
    : importPbn(text, { ...options, source });
};

/** Exports board logs (records or JSON Lines text) as PBN or LIN. Throws `FormatError` for a log that does not replay. */
export const exportBoards = (
  logs: readonly (readonly LogRecord[] | string)[],
  format: Format,
  options: PbnExportOptions = {},
): string => (format === "lin" ? exportLin(logs, options) : exportPbn(logs, options));
