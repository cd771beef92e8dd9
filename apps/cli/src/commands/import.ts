import {
  decodeText,
  detectFormat,
  formatReport,
  formatSummary,
  type ImportResult,
  importBoards,
  lostSomething,
  type RecordReport,
  summarize,
  toJsonLines,
} from "@bridgelaw/formats";
import { Effect, FileSystem, Option, Path } from "effect";
import { Argument, Command, Flag } from "effect/cli";
import { LogInvalid, UsageError } from "../errors.ts";
import { printError, printLine, readFailureReason, sourceName } from "../io.ts";
import { type Progress, startProgress } from "../progress.ts";

export interface ImportOptions {
  readonly file: string;
  readonly out: string;
  readonly partial: boolean;
  readonly strict: boolean;
  readonly force: boolean;
  readonly verbose: boolean;
  readonly report: Option.Option<string>;
}

/** What to tell about one record that did not give a complete board. */
const describe = (r: RecordReport): string => {
  const what =
    r.outcome === "incomplete" ? `incomplete (${(r.missing ?? []).join(", ")})` : r.outcome.replace("-", " ");
  return `record ${r.record} (line ${r.line})${r.board !== undefined ? `, board ${r.board}` : ""}: ${what}${r.reason !== undefined ? `: ${r.reason}` : ""}`;
};

/** Records that lost or refused something: rejected, or a board whose log lacks part of the record. */
const lossOf = (r: RecordReport): boolean => r.outcome === "rejected" || r.outcome === "incomplete";

export const runImport = (options: ImportOptions) =>
  Effect.gen(function* () {
    const fs = yield* FileSystem.FileSystem;
    const path = yield* Path.Path;
    const name = sourceName(options.file);
    const bytes = yield* Effect.result(fs.readFile(options.file));
    if (bytes._tag === "Failure") {
      yield* printError(`${name}: cannot read: ${readFailureReason(bytes.failure)}`);
      return yield* new LogInvalid({ count: 1 });
    }
    const text = decodeText(bytes.success);
    const format = detectFormat(options.file, text);
    let bar: Progress | undefined;
    const result: ImportResult = importBoards(options.file, text, {
      partial: options.partial,
      onProgress: (done, all) => {
        bar ??= startProgress(`importing ${all} records`, all);
        bar.advance(1);
        if (done === all) bar.done(`${all} records read`);
      },
    });
    const summary = summarize(result.reports);

    // --strict: the whole file or nothing.
    const first = result.reports.find(lossOf);
    if (options.strict && first !== undefined) {
      yield* printError(`${name}: --strict: nothing imported: ${describe(first)}`);
      yield* printLine(`${name} (${format.toUpperCase()}): no board log written (--strict)`);
      for (const line of formatSummary(summary)) yield* printLine(line);
      return yield* new LogInvalid({ count: 1 });
    }

    // Where the logs go: refuse to overwrite a log unless asked (a log may have been sealed or edited since).
    const targets = result.boards.map((b) => ({
      board: b,
      target: path.join(options.out, `${b.name}.jsonl`),
    }));
    if (!options.force) {
      const existing: string[] = [];
      for (const t of targets)
        if (yield* fs.exists(t.target).pipe(Effect.orElseSucceed(() => false))) existing.push(t.target);
      if (existing.length > 0) {
        return yield* new UsageError({
          message: `import: ${existing.length} log${existing.length === 1 ? "" : "s"} already in ${options.out} (${existing.slice(0, 3).join(", ")}${existing.length > 3 ? ", …" : ""}); give --force to replace them`,
        });
      }
    }
    const made = yield* Effect.result(fs.makeDirectory(options.out, { recursive: true }));
    if (made._tag === "Failure") {
      yield* printError(`${options.out}: cannot create the directory: ${readFailureReason(made.failure)}`);
      return yield* new LogInvalid({ count: 1 });
    }
    for (const t of targets) {
      const written = yield* Effect.result(fs.writeFileString(t.target, toJsonLines(t.board.records)));
      if (written._tag === "Failure") {
        yield* printError(`${t.target}: cannot write: ${readFailureReason(written.failure)}`);
        return yield* new LogInvalid({ count: 1 });
      }
    }
    if (Option.isSome(options.report)) {
      const written = yield* Effect.result(
        fs.writeFileString(
          options.report.value,
          `${JSON.stringify({ file: name, format: result.format, summary, reports: result.reports }, null, 2)}\n`,
        ),
      );
      if (written._tag === "Failure")
        yield* printError(`${options.report.value}: cannot write: ${readFailureReason(written.failure)}`);
    }

    // The summary: complete, incomplete (and what they lack), not played, rejected, and why.
    yield* printLine(
      `${name} (${format.toUpperCase()}): ${result.boards.length} board log${result.boards.length === 1 ? "" : "s"} written to ${options.out}`,
    );
    for (const line of formatSummary(summary)) yield* printLine(line);
    if (options.verbose) {
      for (const r of result.reports) for (const line of formatReport(r, "warning")) yield* printLine(line);
    }
    const lost = result.reports.filter(lossOf);
    for (const r of lost.slice(0, options.verbose ? 0 : 20)) yield* printError(`${name}: ${describe(r)}`);
    if (lost.length > 20 && !options.verbose)
      yield* printError(`${name}: … and ${lost.length - 20} more (--verbose or --report FILE for all)`);
    if (result.reports.length === 0) yield* printError(`${name}: no record in the file`);
    if (lostSomething(summary) || result.reports.length === 0)
      return yield* new LogInvalid({ count: Math.max(1, lost.length) });
  });

export const importCommand = Command.make(
  "import",
  {
    file: Argument.String("file").pipe(Argument.withDescription("a PBN (.pbn) or BBO LIN (.lin) file")),
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
    "Import a PBN 2.1 or BBO LIN file into board logs, one per board, named by event and board (`event-board-3.jsonl`). Each BoardStarted carries the players, pairs (PairNS/PairEW, else named by their two players), teams (HomeTeam/VisitTeam by Room), event, section, round, table, room and date. Each log is replayed by the Laws and must come to what the record says (contract, declarer, Result). The summary line counts the records: complete (the whole board to its result), incomplete (a log written that lacks part of the record: a play cut off, an auction unfinished, cards after an unknown card), not played (the deal only: a score for it is the Director's, Law 12C2) and rejected (not a board, or a record that contradicts itself: a card not held, a Result the play does not give). A progress bar shows on a terminal. Exit 0 when every record is complete or not played; 1 when a record was rejected or a board is incomplete (the others are still written, unless --strict), when the file has no record or cannot be read; 2 on a usage error (or logs already in DIR without --force).",
  ),
  Command.withShortDescription("import PBN or LIN files into board logs"),
  Command.withExamples([
    { command: "bridgelaw import club-night.pbn --out logs/", description: "one log a board in logs/" },
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
