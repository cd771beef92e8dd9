/**
 * Errors thrown by the functions of this package that cannot give a partial answer (export of a log that
 * does not replay, a file that is not PBN or LIN at all). Import never throws for bad input: it reports.
 */
export type FormatName = "pbn" | "lin" | "log";

/** A record that cannot be converted: the format, the 1-based record number, the line and the reason. */
export class FormatError extends Error {
  readonly _tag = "FormatError";
  constructor(
    readonly format: FormatName,
    readonly record: number,
    readonly line: number,
    readonly reason: string,
  ) {
    super(
      `${format === "log" ? "log" : format.toUpperCase()} record ${record}${line > 0 ? `, line ${line}` : ""}: ${reason}`,
    );
    this.name = "FormatError";
  }
}

export const isFormatError = (u: unknown): u is FormatError =>
  typeof u === "object" && u !== null && (u as { _tag?: unknown })._tag === "FormatError";
