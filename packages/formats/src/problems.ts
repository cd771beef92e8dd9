import { type ImportProblem, reasonText } from "./import-problem.ts";
/**
 * What an import finds wrong or worth saying about a record: one readable sentence with the line it is
 * about. Problems are data (plain objects, JSON-serialisable) so that reports can be stored and compared.
 *
 * - `error`: the record breaks the format's rules, or says something the board cannot be (a deal that is
 *   not 52 cards, a card the seat does not hold, a Result the play contradicts).
 * - `warning`: the record deviates from the format but the importer could read it (a non-standard value, a
 *   line too long for the export format); or something the record says is kept only as text.
 * - `info`: what the importer did that a reader should know (a hand inferred, a claim read from `*`).
 */
export type Severity = "error" | "warning" | "info";

export type ProblemCode =
  | "bad-character"
  | "control-character"
  | "line-too-long"
  | "syntax"
  | "comment"
  | "duplicate-tag"
  | "unknown-tag"
  | "tag-value"
  | "inheritance"
  | "missing-tag"
  | "export-format"
  | "deal"
  | "auction"
  | "play"
  | "annotation"
  | "note"
  | "irregularity"
  | "contract"
  | "declarer"
  | "result"
  | "score"
  | "claim"
  | "section"
  | "replay"
  | "not-a-board"
  | "kept-as-text"
  | "inferred"
  | "lin"
  | "import-failed";

export interface Problem {
  readonly severity: Severity;
  readonly code: ProblemCode;
  /** 1-based line of the source file (0 when no line applies). */
  readonly line: number;
  readonly message: string;
  /**
   * The problem as data, where it can be why a record is lost (its text damaged, a tag given twice): a message
   * id and its parameters (`ImportProblem`), `message` being its English sentence.
   */
  readonly about?: ImportProblem;
}

export const problem = (severity: Severity, code: ProblemCode, line: number, message: string): Problem => ({
  severity,
  code,
  line,
  message,
});
export const error = (code: ProblemCode, line: number, message: string): Problem =>
  problem("error", code, line, message);
/** An error whose message is the English sentence of an import problem, with the problem as data. */
export const errorAbout = (code: ProblemCode, line: number, about: ImportProblem): Problem => ({
  ...problem("error", code, line, reasonText(about)),
  about,
});
export const warning = (code: ProblemCode, line: number, message: string): Problem =>
  problem("warning", code, line, message);
export const info = (code: ProblemCode, line: number, message: string): Problem =>
  problem("info", code, line, message);

/** `line 12: error: …` — the one line a tool prints for a problem. */
export const formatProblem = (p: Problem): string =>
  `${p.line > 0 ? `line ${p.line}: ` : ""}${p.severity}: ${p.message}`;

export const hasErrors = (problems: readonly Problem[]): boolean =>
  problems.some((p) => p.severity === "error");

/**
 * Errors of reading a record's text that may lose what it states: a tag pair or a LIN value cut off, data
 * that follows no section, a comment never closed, a control character (a NUL …), a value that may not be
 * inherited, a LIN pair that cannot be read. A record with one is never complete.
 */
const DAMAGE: ReadonlySet<ProblemCode> = new Set([
  "syntax",
  "section",
  "comment",
  "control-character",
  "inheritance",
  "lin",
]);

/** The first error that damages a record's text (see `DAMAGE`), if any. */
export const damageOf = (problems: readonly Problem[]): Problem | undefined =>
  problems.find((p) => p.severity === "error" && DAMAGE.has(p.code));
