import type { Seat } from "@bridgelaw/cards";
import type { LogRecord } from "./board-log.ts";
import { type ImportProblem, reasonText } from "./import-problem.ts";
import { error, formatProblem, type Problem } from "./problems.ts";

/**
 * The import report: for each record of a PBN or LIN file, what became the board log, what did not and
 * why, and every problem found with its line. Plain data, JSON-serialisable.
 */
export interface RecordReport {
  readonly format: "pbn" | "lin";
  /** 1-based number of the record (PBN game, LIN board) in the file. */
  readonly record: number;
  /** First line of the record in the file. */
  readonly line: number;
  /**
   * `imported`: the log holds the board and replays to everything the record says of it.
   * `partial` (only with the `partial` option): the record contradicts itself or breaks off; the log holds
   * what replays, and the report says what was left.
   * `rejected`: not a board (no deal, a deal that is not 52 cards), or a board whose auction or play does
   * not replay to what the record says.
   */
  readonly status: "imported" | "partial" | "rejected";
  /**
   * What the board log holds of the record (the summary counts these):
   * `complete`: the whole board as the record gives it, to its result (by the play, a claim, the tricks
   * agreed, the score entered, or all passes).
   * `incomplete`: a log was written but it lacks part of what the record says or the board's result
   * (`missing` says what): a play cut off, an auction unfinished, cards after an unknown card, what replays
   * of a record that contradicts itself (with the `partial` option).
   * `not-played`: the record gives the deal only (no auction, play, contract or result), or is a placeholder
   * (Contract "Pass" with no auction, result or score, players such as "Dummy 3#"): the board was not
   * played at this table; a score for it is the Director's (Law 12C2).
   * `rejected`: no log (as `status`).
   */
  readonly outcome: Outcome;
  /** For an incomplete board: what the log lacks, in short kinds (`play cut off`, `no result` …). */
  readonly missing?: readonly string[];
  /** Why the record is rejected or partial, or why a record with a contract is not played: one line. */
  readonly reason?: string;
  /**
   * The reason as data: a message id (`_tag`) and its parameters, for a reader to render in its own language;
   * `reason` is its English sentence (`reasonText`), given whenever this is.
   */
  readonly problem?: ImportProblem;
  /**
   * For a rejected record, why, as a tag (`reason` says it in words, with the line):
   * `not-a-board`: no deal, a deal that is not 52 cards, a board number a log cannot hold exactly;
   * `does-not-replay`: its auction or play does not replay to what it says;
   * `contradicts-itself`: it says two things (a tag given twice with two values, tricks in the Result of a
   * board passed out, a call, a card or another claim after the LIN claim that ended the board);
   * `unreadable-value`: a fact of the board it gives cannot be read (Dealer, Vulnerable, Contract, Declarer,
   * Result);
   * `import-failed`: the import of the record failed unexpectedly (the reason names the failure, without a
   * stack trace; the other records still import).
   */
  readonly rejection?: Rejection;
  readonly board?: number;
  readonly event?: string;
  /** Room or table, to tell apart the records of one board (file names). */
  readonly label?: string;
  readonly imported: {
    readonly events: number;
    readonly calls: number;
    readonly cards: number;
    /** Calls and cards that carry a note (alerts, explanations, suffixes, NAGs, comments). */
    readonly notes: number;
  };
  /** A claim read from the record (a play that ends with `*` and a Result, a LIN `mc`). */
  readonly claim?: ClaimReport;
  /** The result the record comes to by the Laws: by the play, a claim, or all passes. */
  readonly result?: {
    readonly contract: string;
    readonly declarer: Seat | null;
    readonly tricks: number | null;
    readonly score: { readonly NS: number; readonly EW: number };
    /**
     * The play to the end, a claim, the tricks agreed without the play (Law 79A1), the score entered at the
     * table without the auction (a traveller's entry: `ScoreRecorded`), or all passes.
     */
    readonly by: "play" | "claim" | "agreed" | "entered" | "passed-out";
  };
  /** What the record says that the log does not hold as events, and why. */
  readonly notImported: readonly { readonly what: string; readonly why: string; readonly line: number }[];
  readonly problems: readonly Problem[];
}

export type Outcome = "complete" | "incomplete" | "not-played" | "rejected";

/**
 * How a record contradicts itself: its auction or play does not replay to what it says; it says two things
 * (a tag given twice with two values, a call or a card after the claim that ended the board); or a fact of
 * the board it gives cannot be read (a Result "ten", a Vulnerable "Nobody").
 */
export type Contradiction = "does-not-replay" | "contradicts-itself" | "unreadable-value";

/** Why a record is rejected (`RecordReport.rejection`). */
export type Rejection = "not-a-board" | Contradiction | "import-failed";

/** What a board log lacks of its record, in the words of the summary line. */
export type MissingKind =
  | "does not replay"
  | "auction unfinished"
  | "no auction"
  | "play cut off"
  | "cards not imported"
  | "no result"
  | "damaged text";

/**
 * The outcome of an imported record: `rejected` without a log; `not-played` when the record gives nothing
 * but the deal and nothing of it is missing; `complete` when the log replays to the board's result and
 * nothing the record says is missing; else `incomplete` with what is missing (`damaged text`: an error
 * of reading the record's text, `damageOf`, so that what it states may not all be in the log — a record cut
 * off is never "not played").
 */
export const outcomeOf = (facts: {
  readonly status: RecordReport["status"];
  /** The record gives an auction, a play, a contract or a result. */
  readonly played: boolean;
  /** The log replays to a result. */
  readonly result: boolean;
  readonly missing: readonly MissingKind[];
}): { outcome: Outcome; missing?: readonly MissingKind[] } => {
  if (facts.status === "rejected") return { outcome: "rejected" };
  if (!facts.played && facts.status !== "partial" && facts.missing.length === 0)
    return { outcome: "not-played" };
  const missing = [
    ...new Set<MissingKind>([
      ...(facts.status === "partial" ? (["does not replay"] as const) : []),
      ...facts.missing,
      ...(!facts.result && facts.missing.length === 0 ? (["no result"] as const) : []),
    ]),
  ];
  return missing.length === 0 ? { outcome: "complete" } : { outcome: "incomplete", missing };
};

export interface ClaimReport {
  /** Declarer: a claim of tricks by declarer's side (PBN and LIN give the side's total, not the claimer). */
  readonly seat: Seat;
  /** Tricks of those not yet played that the claim gives declarer's side. */
  readonly tricks: number;
  /** Tricks of declarer's side in all: the record's Result. */
  readonly total: number;
  readonly statement: string;
  /**
   * How the log holds it: `claim` (a `ClaimMade` event), `agreed` (a `TricksAgreed` event, Law 79A1, with
   * the statement as its note), or `note` (the note of the last event, when the vocabulary has neither).
   */
  readonly logged: "claim" | "agreed" | "note";
}

export interface ImportedBoard {
  readonly record: number;
  /** A file name for the log, without extension: the event and the board (`acbl-1607-board-3`), unique. */
  readonly name: string;
  readonly records: readonly LogRecord[];
  readonly report: RecordReport;
}

export interface ImportResult {
  readonly format: "pbn" | "lin";
  /** The boards imported (status `imported`, and `partial` with that option), in file order. */
  readonly boards: readonly ImportedBoard[];
  /** One report per record of the file, in order. */
  readonly reports: readonly RecordReport[];
}

const slug = (s: string): string =>
  s
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");

/** File names for the boards of one file: `event-board-N[-label]`, `-2`, `-3` … when repeated. */
export const nameBoards = (reports: readonly RecordReport[], fallback = "board"): Map<number, string> => {
  const used = new Map<string, number>();
  const names = new Map<number, string>();
  for (const r of reports) {
    if (r.status === "rejected" || r.board === undefined) continue;
    const base = [
      slug(r.event ?? "") || slug(fallback) || "board",
      `board-${r.board}`,
      r.label ? slug(r.label) : "",
    ]
      .filter(Boolean)
      .join("-");
    const n = (used.get(base) ?? 0) + 1;
    used.set(base, n);
    names.set(r.record, n === 1 ? base : `${base}-${n}`);
  }
  return names;
};

export interface ImportSummary {
  readonly records: number;
  readonly complete: number;
  readonly incomplete: number;
  readonly notPlayed: number;
  readonly rejected: number;
  /** Incomplete boards by what they lack (a board may lack more than one thing). */
  readonly missing: readonly { readonly kind: string; readonly count: number }[];
  /** Records with a log (complete, incomplete, not played): `imported` and `partial` statuses. */
  readonly imported: number;
  readonly partial: number;
  /** Rejected, incomplete and not-played records grouped by reason, with their record numbers. */
  readonly reasons: readonly { readonly reason: string; readonly records: readonly number[] }[];
  readonly errors: number;
  readonly warnings: number;
}

/** Groups reasons that differ only in numbers and names of cards (`N does not hold SA` …). */
const reasonKind = (reason: string): string =>
  reason
    .replace(/\b[SHDC][AKQJT2-9]\b/g, "<card>")
    .replace(/"[^"]*"/g, '"…"')
    .replace(/\d+/g, "<n>");

/** Why a record is in the summary's list: rejected or incomplete with its reason, or not played. */
const listed = (r: RecordReport): string | undefined => {
  if (r.outcome === "not-played")
    return `not played: ${r.reason ?? "the record gives the deal only (a score for it is the Director's, Law 12C2)"}`;
  if (r.outcome === "rejected") return `rejected: ${r.reason ?? "not a board"}`;
  if (r.outcome === "incomplete")
    return `incomplete (${(r.missing ?? []).join(", ")})${r.reason !== undefined ? `: ${r.reason}` : ""}`;
  return undefined;
};

export const summarize = (reports: readonly RecordReport[]): ImportSummary => {
  const groups = new Map<string, { reason: string; records: number[] }>();
  const missing = new Map<string, number>();
  let errors = 0;
  let warnings = 0;
  for (const r of reports) {
    for (const p of r.problems) {
      if (p.severity === "error") errors += 1;
      else if (p.severity === "warning") warnings += 1;
    }
    for (const m of r.missing ?? []) missing.set(m, (missing.get(m) ?? 0) + 1);
    const reason = listed(r);
    if (reason === undefined) continue;
    const key = reasonKind(reason);
    const g = groups.get(key) ?? { reason, records: [] };
    g.records.push(r.record);
    groups.set(key, g);
  }
  const count = (o: Outcome) => reports.filter((r) => r.outcome === o).length;
  return {
    records: reports.length,
    complete: count("complete"),
    incomplete: count("incomplete"),
    notPlayed: count("not-played"),
    rejected: count("rejected"),
    missing: [...missing].map(([kind, n]) => ({ kind, count: n })).sort((a, b) => b.count - a.count),
    imported: reports.filter((r) => r.status === "imported").length,
    partial: reports.filter((r) => r.status === "partial").length,
    reasons: [...groups.values()].sort((a, b) => b.records.length - a.records.length),
    errors,
    warnings,
  };
};

/** Whether an import lost or refused anything: a record rejected or a board incomplete (the CLI's exit 1). */
export const lostSomething = (s: ImportSummary): boolean => s.rejected > 0 || s.incomplete > 0;

/** Record numbers as ranges, in order: `1–3, 7, 9–12` (what `formatSummary` lists). */
export const recordRanges = (ns: readonly number[]): string => {
  const out: string[] = [];
  for (let i = 0; i < ns.length; i += 1) {
    let j = i;
    while (j + 1 < ns.length && ns[j + 1] === ns[j]! + 1) j += 1;
    out.push(j > i ? `${ns[i]}–${ns[j]}` : String(ns[i]));
    i = j;
  }
  return out.join(", ");
};

/** The summary as lines of text (what `bridgelaw import` prints at the end). */
export const formatSummary = (s: ImportSummary, maxRecords = 12): string[] => {
  const incomplete =
    s.missing.length > 0 ? ` (${s.missing.map((m) => `${m.count} ${m.kind}`).join(", ")})` : "";
  const lines = [
    `${s.records} record${s.records === 1 ? "" : "s"}: ${s.complete} complete, ${s.incomplete} incomplete${incomplete}, ${s.notPlayed} not played, ${s.rejected} rejected (${s.errors} error${s.errors === 1 ? "" : "s"}, ${s.warnings} warning${s.warnings === 1 ? "" : "s"} in the report)`,
  ];
  for (const g of s.reasons) {
    const shown = g.records.slice(0, maxRecords);
    const more = g.records.length > shown.length ? ` and ${g.records.length - shown.length} more` : "";
    lines.push(`  ${g.records.length} × ${g.reason}`);
    lines.push(`      record${g.records.length === 1 ? "" : "s"} ${recordRanges(shown)}${more}`);
  }
  return lines;
};

/** One record's report as text lines (problems with their lines). */
export const formatReport = (
  r: RecordReport,
  minimum: "error" | "warning" | "info" = "warning",
): string[] => {
  const rank = { error: 0, warning: 1, info: 2 } as const;
  const what =
    r.outcome === "incomplete" ? `incomplete (${(r.missing ?? []).join(", ")})` : r.outcome.replace("-", " ");
  const head = `record ${r.record} (line ${r.line})${r.board !== undefined ? `, board ${r.board}` : ""}: ${what}${r.reason ? ` — ${r.reason}` : ""}`;
  return [
    head,
    ...r.problems.filter((p) => rank[p.severity] <= rank[minimum]).map((p) => `  ${formatProblem(p)}`),
    ...r.notImported.map(
      (n) => `  not imported${n.line > 0 ? ` (line ${n.line})` : ""}: ${n.what}: ${n.why}`,
    ),
  ];
};

/** What importing one record gives: its log (null when rejected) and its report. */
export interface RecordOutcome {
  readonly records: LogRecord[] | null;
  readonly report: RecordReport;
}

/** The boards and reports of a file, each board named after its event and number. */
export const collect = (
  format: "pbn" | "lin",
  outcomes: readonly RecordOutcome[],
  source?: string,
): ImportResult => {
  const reports = outcomes.map((o) => o.report);
  const names = nameBoards(reports, source);
  const boards: ImportedBoard[] = [];
  for (const o of outcomes) {
    if (o.records === null) continue;
    boards.push({
      record: o.report.record,
      name: names.get(o.report.record) ?? `board-${o.report.record}`,
      records: o.records,
      report: o.report,
    });
  }
  return { format, boards, reports };
};

/**
 * A record whose import failed unexpectedly (a fault of this package, not of the file): the record is
 * rejected with the failure as its reason (its first line, no stack trace), and the rest of the file still
 * imports. Every importer wraps each record in this, so that no record can abort a file.
 */
export const importedOrFailed = (
  format: "pbn" | "lin",
  record: number,
  line: number,
  run: () => RecordOutcome,
): RecordOutcome => {
  try {
    return run();
  } catch (e) {
    return { records: null, report: failedRecord(format, record, line, e) };
  }
};

/**
 * The report of a record whose import failed unexpectedly: rejected (`import-failed`), the failure as its
 * reason in one line (its name and message, no stack trace).
 */
export const failedRecord = (
  format: "pbn" | "lin",
  record: number,
  line: number,
  failure: unknown,
): RecordReport => {
  const name = failure instanceof Error ? failure.name : "Error";
  const message = (failure instanceof Error ? failure.message : String(failure)).split("\n")[0]!;
  const problem: ImportProblem = { _tag: "ImportFailed", name, message };
  const reason = reasonText(problem);
  return {
    format,
    record,
    line,
    status: "rejected",
    outcome: "rejected",
    reason,
    problem,
    rejection: "import-failed",
    imported: { events: 0, calls: 0, cards: 0, notes: 0 },
    notImported: [],
    problems: [error("import-failed", line, reason)],
  };
};

/**
 * A file whose reading failed unexpectedly before its records could be told apart: one record, the whole
 * file, rejected with the failure (`import-failed`) — never a throw.
 */
export const readOrFailed = (format: "pbn" | "lin", run: () => ImportResult): ImportResult => {
  try {
    return run();
  } catch (e) {
    return { format, boards: [], reports: [failedRecord(format, 1, 1, e)] };
  }
};
