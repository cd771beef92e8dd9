import {
  decodeText,
  detectFormat,
  formatReport,
  type ImportResult,
  type ImportSummary,
  importBoards,
  lostSomething,
  type RecordReport,
  recordRanges,
  summarize,
  toJsonLines,
} from "@bridgelaw/formats";
import { Effect, FileSystem, Option, Path } from "effect";
import { Argument, Command, Flag } from "effect/cli";
import { startBatch } from "../batch.ts";
import { LogInvalid, UsageError } from "../errors.ts";
import { expandPaths, printError, printLine, readFailureReason, sourceName } from "../io.ts";
import { type Progress, startProgress } from "../progress.ts";
import { reasonWords } from "../render/import-problem.ts";
import { labelled, t, tEnglish } from "../texts.ts";

export interface ImportOptions {
  readonly files: readonly string[];
  readonly out: string;
  readonly partial: boolean;
  readonly strict: boolean;
  readonly force: boolean;
  readonly verbose: boolean;
  readonly report: Option.Option<string>;
}

/** A short kind of what an incomplete board lacks (`play cut off`), in the run's language. */
const missingWords = (kind: string, count?: number): string => {
  const key = kind.replace(/ /g, "_");
  const said = t("missingKind", { kind: key });
  const words = said === key ? kind : said;
  return count === undefined ? words : `${count} ${words}`;
};

/** What to tell about one record that did not give a complete board. */
const describe = (r: RecordReport): string => {
  const what = t("importOutcome", {
    outcome: r.outcome.replace("-", "_"),
    missing: (r.missing ?? []).map((m) => missingWords(m)).join(", "),
  });
  return t("importRecord", {
    record: r.record,
    line: r.line,
    board: r.board ?? "absent",
    what,
    reason: reasonWords(r) ?? "absent",
  });
};

/**
 * A group of records that did not give a complete board (`ImportSummary.reasons`), as `formatSummary` of
 * `@bridgelaw/formats` lists it, in the run's language from its first record's report: the outcome and what
 * the board lacks in words of the catalog, the reason from its problem's message id and parameters
 * (`problemWords`), then the records.
 */
const groupLines = (
  g: ImportSummary["reasons"][number],
  reports: readonly RecordReport[],
  maxRecords = 12,
): string[] => {
  const r = reports.find((x) => x.record === g.records[0]);
  const shown = g.records.slice(0, maxRecords);
  const more = g.records.length - shown.length;
  const reason =
    r === undefined
      ? undefined
      : (reasonWords(r) ??
        (r.outcome === "not-played"
          ? t("importNotPlayedReason")
          : r.outcome === "rejected"
            ? t("importNotABoard")
            : undefined));
  return [
    r === undefined
      ? `  ${g.records.length} × ${g.reason}`
      : t("importGroup", {
          n: g.records.length,
          what: t("importOutcome", {
            outcome: r.outcome.replace("-", "_"),
            missing: (r.missing ?? []).map((m) => missingWords(m)).join(", "),
          }),
          reason: reason ?? "absent",
        }),
    t("importGroupRecords", {
      n: g.records.length,
      ranges: recordRanges(shown),
      more: more > 0 ? more : "absent",
    }),
  ];
};

/**
 * The records of a file counted (`formatSummary` of `@bridgelaw/formats`), in the run's language, with the
 * groups of records that did not give a complete board.
 */
const summaryLines = (s: ImportSummary, reports: readonly RecordReport[]): string[] => [
  t("importSummary", {
    n: s.records,
    complete: s.complete,
    incomplete: s.incomplete,
    missing: s.missing.length > 0 ? s.missing.map((m) => missingWords(m.kind, m.count)).join(", ") : "absent",
    notPlayed: s.notPlayed,
    rejected: s.rejected,
    errors: s.errors,
    warnings: s.warnings,
  }),
  ...s.reasons.flatMap((g) => groupLines(g, reports)),
];

/** Records that lost or refused something: rejected, or a board whose log lacks part of the record. */
const lossOf = (r: RecordReport): boolean => r.outcome === "rejected" || r.outcome === "incomplete";

/**
 * The errors of a record whose board was still written whole (a PBN note numbered 33, …): each with its own
 * line and reason, `record 56 (line 507), board 1: line 531: Note 33: a note index is 1 … 32`. An error is
 * what loses or contradicts data: it is told without --verbose, and fails the import. (A record whose text is
 * damaged — cut off by the end of the file, data outside its sections, a NUL — is incomplete, told above.)
 */
const errorsOf = (r: RecordReport): string[] =>
  lossOf(r)
    ? []
    : r.problems
        .filter((p) => p.severity === "error")
        .map((p) =>
          t("importRecordError", {
            record: r.record,
            line: r.line,
            board: r.board ?? "absent",
            at: p.line > 0 ? p.line : "absent",
            message: p.message,
          }),
        );

/** The problem lines of a file's records: what was lost or refused, then the errors of the others. */
const problemLines = (name: string, reports: readonly RecordReport[]): string[] => [
  ...reports.filter(lossOf).map((r) => labelled(name, describe(r))),
  ...reports.flatMap(errorsOf).map((line) => `${name}: ${line}`),
];

/** How many record problems are printed in a run without --verbose. */
const SHOWN = 20;

/** The files `import` reads in a directory. */
const IMPORTABLE = [".pbn", ".lin"];

/** One file read and imported (nothing written yet). */
interface FileImport {
  readonly file: string;
  readonly name: string;
  readonly format: string;
  readonly result: ImportResult;
  readonly summary: ImportSummary;
}

/** A file failed: a record lost or refused, an error, or no record at all. */
const failedFile = (f: FileImport): boolean =>
  lostSomething(f.summary) || f.summary.errors > 0 || f.result.reports.length === 0;

/**
 * `bridgelaw import FILE|DIR… --out DIR`: every PBN and LIN file given (a directory: every `.pbn` and `.lin`
 * in it, in name order) read and imported in one run, then the logs written (none with `--strict` when a
 * record anywhere is lost; none without `--force` when one is already there). Each file gets its lines (the
 * logs written, the summary of its records); a batch ends with the records of every file and the summary line.
 */
export const runImport = (options: ImportOptions) =>
  Effect.gen(function* () {
    const fs = yield* FileSystem.FileSystem;
    const path = yield* Path.Path;
    const { files, empty, directories } = yield* expandPaths(
      options.files,
      IMPORTABLE,
      "PBN or LIN file (.pbn, .lin)",
    );
    const many = files.length > 1 || directories;
    const batch = startBatch({
      command: "import",
      noun: "file",
      files,
      many,
      printsPerFile: true,
      label: t("importFiles", { n: files.length }),
    });
    for (const line of empty) yield* batch.fail(line, line);

    // 1. read and import every file
    const imported: FileImport[] = [];
    for (const file of files) {
      batch.advance();
      const name = sourceName(file);
      const bytes = yield* Effect.result(fs.readFile(file));
      if (bytes._tag === "Failure") {
        yield* batch.fail(file, t("cannotRead", { name, reason: readFailureReason(bytes.failure) }));
        continue;
      }
      const text = decodeText(bytes.success);
      const format = detectFormat(file, text);
      // one file: a progress bar over its records (several: over the files)
      let bar: Progress | undefined;
      const result: ImportResult = importBoards(file, text, {
        partial: options.partial,
        ...(!many && {
          onProgress: (done: number, all: number) => {
            bar ??= startProgress(t("importing", { n: all }), all);
            bar.advance(1);
            if (done === all) bar.done(t("importRead", { n: all }));
          },
        }),
      });
      imported.push({ file, name, format, result, summary: summarize(result.reports) });
    }
    yield* batch.stopProgress();
    if (imported.length === 0) {
      yield* batch.finish();
      return yield* new LogInvalid({ count: Math.max(1, batch.failed()) });
    }

    // --strict: the whole run or nothing.
    const firstLoss = imported
      .map((f) => ({ f, r: f.result.reports.find(lossOf) }))
      .find((x) => x.r !== undefined);
    if (options.strict && firstLoss !== undefined) {
      yield* printError(t("importStrict", { name: firstLoss.f.name, what: describe(firstLoss.r!) }));
      for (const f of imported) {
        yield* printLine(t("importStrictNone", { name: f.name, format: f.format.toUpperCase() }));
        for (const line of summaryLines(f.summary, f.result.reports)) yield* printLine(line);
      }
      return yield* new LogInvalid({ count: 1 });
    }

    // 2. where the logs go: one name a board across the run (two files of one event name their boards alike)
    const used = new Set<string>();
    const targets = imported.map((f) =>
      f.result.boards.map((b) => {
        let name = b.name;
        for (let k = 2; used.has(name); k += 1) name = `${b.name}-${k}`;
        used.add(name);
        return { board: b, target: path.join(options.out, `${name}.jsonl`) };
      }),
    );
    // refuse to overwrite a log unless asked (a log may have been sealed or edited since)
    if (!options.force) {
      const existing: string[] = [];
      for (const t of targets.flat())
        if (yield* fs.exists(t.target).pipe(Effect.orElseSucceed(() => false))) existing.push(t.target);
      if (existing.length > 0) {
        return yield* new UsageError({
          message: t("importExisting", {
            n: existing.length,
            out: options.out,
            names: `${existing.slice(0, 3).join(", ")}${existing.length > 3 ? ", …" : ""}`,
          }),
        });
      }
    }
    const made = yield* Effect.result(fs.makeDirectory(options.out, { recursive: true }));
    if (made._tag === "Failure") {
      yield* printError(
        t("errCannotCreateDir", { path: options.out, reason: readFailureReason(made.failure) }),
      );
      return yield* new LogInvalid({ count: 1 });
    }
    for (const one of targets.flat()) {
      const written = yield* Effect.result(fs.writeFileString(one.target, toJsonLines(one.board.records)));
      if (written._tag === "Failure") {
        yield* printError(
          t("errCannotWrite", { path: one.target, reason: readFailureReason(written.failure) }),
        );
        return yield* new LogInvalid({ count: 1 });
      }
    }
    const allReports = imported.flatMap((f) => f.result.reports);
    if (Option.isSome(options.report)) {
      const entry = (f: FileImport) => ({
        file: f.name,
        format: f.result.format,
        summary: f.summary,
        reports: f.result.reports,
      });
      const json = many
        ? { files: imported.map(entry), summary: summarize(allReports) }
        : imported.length === 1
          ? entry(imported[0]!)
          : { files: [] };
      const written = yield* Effect.result(
        fs.writeFileString(options.report.value, `${JSON.stringify(json, null, 2)}\n`),
      );
      if (written._tag === "Failure")
        yield* printError(
          t("errCannotWrite", { path: options.report.value, reason: readFailureReason(written.failure) }),
        );
    }

    // 3. each file: the logs written, its records (complete, incomplete and what they lack, not played,
    // rejected, and why), what it lost on standard error; then, for a batch, every file's records together
    let shown = 0;
    for (const [i, f] of imported.entries()) {
      const count = targets[i]!.length;
      yield* printLine(
        t("importWritten", {
          name: f.name,
          format: f.format.toUpperCase(),
          n: count,
          out: options.out,
        }),
      );
      for (const line of summaryLines(f.summary, f.result.reports))
        yield* printLine(many ? `  ${line}` : line);
      if (options.verbose) {
        for (const r of f.result.reports)
          for (const line of formatReport(r, "warning")) yield* printLine(line);
      }
      const problems = problemLines(f.name, f.result.reports);
      if (f.result.reports.length === 0) problems.push(t("importNoRecord", { name: f.name }));
      for (const line of problems.slice(0, options.verbose ? problems.length : Math.max(0, SHOWN - shown)))
        yield* printError(line);
      if (!options.verbose && shown + problems.length > SHOWN && shown < SHOWN)
        yield* printError(t("importMore", { name: f.name, n: shown + problems.length - SHOWN }));
      shown += problems.length;
      if (failedFile(f))
        yield* batch.fail(f.file, problems[0] ?? t("importFailed", { name: f.name }), "printed");
    }
    if (many) {
      const boards = targets.reduce((n, t) => n + t.length, 0);
      yield* printLine(t("importAll", { files: files.length, n: boards, out: options.out }));
      yield* printLine(summaryLines(summarize(allReports), allReports)[0]!);
    }
    yield* batch.finish();
    if (batch.failed() > 0) return yield* new LogInvalid({ count: batch.failed() });
  });

export const importCommand = Command.make(
  "import",
  {
    files: Argument.String("file").pipe(
      Argument.withDescription(
        "PBN (.pbn) or BBO LIN (.lin) files, or directories of them (every .pbn and .lin in each, in name order)",
      ),
      Argument.variadic({ min: 1 }),
    ),
    out: Flag.String("out").pipe(
      Flag.withAlias("o"),
      Flag.withMetavar("DIR"),
      Flag.withDescription("the directory for the board logs (made if need be): one JSON Lines log a board"),
    ),
    partial: Flag.Boolean("partial").pipe(
      Flag.withDescription(
        "keep what replays of a board that contradicts itself (a play that does not replay, a Result the play does not reach) as an incomplete board, instead of rejecting it",
      ),
      Flag.withDefault(false),
    ),
    strict: Flag.Boolean("strict").pipe(
      Flag.withDescription(
        "the whole file or nothing: write no log when any record is rejected or a board incomplete (the first is named)",
      ),
      Flag.withDefault(false),
    ),
    force: Flag.Boolean("force").pipe(
      Flag.withDescription("replace logs already in DIR"),
      Flag.withDefault(false),
    ),
    verbose: Flag.Boolean("verbose").pipe(
      Flag.withAlias("v"),
      Flag.withDescription(
        "print every record's report: its errors and warnings with their lines, and what was not imported",
      ),
      Flag.withDefault(false),
    ),
    report: Flag.String("report").pipe(
      Flag.withMetavar("FILE"),
      Flag.withDescription(
        "write the whole import report as JSON: for each record, its status, what was and was not imported, every problem with its line",
      ),
      Flag.optional,
    ),
  },
  runImport,
).pipe(
  Command.withDescription(
    "Import PBN 2.1 and BBO LIN files (or directories of them: every .pbn and .lin in each) into board logs in one run, one per board, named by event and board (`event-board-3.jsonl`). Each BoardStarted carries the players, pairs (PairNS/PairEW, else named by their two players), teams (HomeTeam/VisitTeam by Room), event, section, round, table, room and date. Each log is replayed by the Laws and must come to what the record says (contract, declarer, Result). The summary line counts the records: complete (the whole board to its result), incomplete (a log written that lacks part of the record: a play cut off, an auction unfinished, cards after an unknown card, a play without its auction, damaged text such as a record cut off by the end of the file or a NUL), not played (the deal only: a score for it is the Director's, Law 12C2) and rejected (not a board or a board number a log cannot hold, or a record that contradicts itself: a card not held, a Result the play does not give, a tag given twice with two values). No record's error aborts the file: the other records are still written. Each record lost, and each error, is named with its line without --verbose. Several files end with a summary line on standard error (N ok, M failed). A progress bar shows on a terminal. Exit 0 when every record is complete or not played, with no error; 1 when a record was rejected or a board is incomplete (the others are still written, unless --strict), when an error was found, when a file has no record or cannot be read; 2 on a usage error (or logs already in DIR without --force).",
  ),
  Command.withShortDescription(tEnglish("summary", { command: "import" })),
  Command.withExamples([
    { command: "bridgelaw import club-night.pbn --out logs/", description: "one log a board in logs/" },
    {
      command: "bridgelaw import bbo-session/ --out logs/",
      description: "every .pbn and .lin of a directory",
    },
    {
      command: "bridgelaw import vugraph.lin --out logs/ --report report.json",
      description: "with the full report",
    },
    {
      command: "bridgelaw import messy.pbn --out logs/ --partial --verbose",
      description: "keep what replays, show every problem",
    },
    {
      command: "bridgelaw import results.pbn --out logs/ --strict",
      description: "all the boards or none",
    },
  ]),
);
