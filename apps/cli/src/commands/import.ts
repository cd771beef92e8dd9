import {
  decodeText,
  detectFormat,
  formatReport,
  formatSummary,
  type ImportResult,
  importBoards,
  type RecordReport,
  summarize,
  toJsonLines,
} from "@bridgelaw/formats";
import { Console, Effect, FileSystem, Option, Path } from "effect";
import { Argument, Command, Flag } from "effect/cli";
import { LogInvalid, UsageError } from "../errors.ts";
import { printError, printLine, readFailureReason, sourceName } from "../io.ts";

/** Files with more records than this show a progress bar on standard error. */
export const PROGRESS_THRESHOLD = 300;

export interface ImportOptions {
  readonly file: string;
  readonly out: string;
  readonly partial: boolean;
  readonly force: boolean;
  readonly verbose: boolean;
  readonly report: Option.Option<string>;
}

/**
 * A progress bar on standard error: redrawn in place on a terminal, a line at each quarter otherwise
 * (a log file or a pipe should not fill with carriage returns).
 */
export const progressBar = (total: number, tty: boolean, write: (text: string) => void) => {
  let shown = -1;
  return (done: number): void => {
    if (total <= PROGRESS_THRESHOLD) return;
    if (tty) {
      const step = Math.floor((done / total) * 40);
      if (step === shown && done !== total) return;
      shown = step;
      write(
        `\rimporting [${"#".repeat(step)}${" ".repeat(40 - step)}] ${done}/${total}${done === total ? "\n" : ""}`,
      );
    } else {
      const quarter = Math.floor((done / total) * 4);
      if (quarter === shown || quarter === 0) return;
      shown = quarter;
      write(`importing: ${done}/${total} records (${quarter * 25}%)\n`);
    }
  };
};

/** What to tell about one record that did not import whole. */
const describe = (r: RecordReport): string =>
  `record ${r.record} (line ${r.line})${r.board !== undefined ? `, board ${r.board}` : ""}: ${r.status}: ${r.reason}`;

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
    const tty = process.stderr.isTTY === true;
    const console = yield* Console.Console;
    const write = (line: string): void => {
      if (tty) process.stderr.write(line);
      else console.error(line.replace(/\n$/, ""));
    };
    let bar: ((done: number) => void) | undefined;
    const result: ImportResult = importBoards(options.file, text, {
      partial: options.partial,
      onProgress: (done, all) => {
        bar ??= progressBar(all, tty, write);
        bar(done);
      },
    });

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
          `${JSON.stringify({ file: name, format: result.format, reports: result.reports }, null, 2)}\n`,
        ),
      );
      if (written._tag === "Failure")
        yield* printError(`${options.report.value}: cannot write: ${readFailureReason(written.failure)}`);
    }

    // The summary: what imported, what was rejected and why.
    const summary = summarize(result.reports);
    yield* printLine(
      `${name} (${format.toUpperCase()}): ${result.boards.length} board log${result.boards.length === 1 ? "" : "s"} written to ${options.out}`,
    );
    for (const line of formatSummary(summary)) yield* printLine(line);
    if (options.verbose) {
      for (const r of result.reports) for (const line of formatReport(r, "warning")) yield* printLine(line);
    }
    const broken = result.reports.filter((r) => r.status === "rejected" && r.rejection === "does-not-replay");
    for (const r of broken.slice(0, options.verbose ? 0 : 20)) yield* printError(`${name}: ${describe(r)}`);
    if (broken.length > 20 && !options.verbose)
      yield* printError(`${name}: … and ${broken.length - 20} more (--verbose or --report FILE for all)`);
    if (result.boards.length === 0 || broken.length > 0)
      return yield* new LogInvalid({ count: Math.max(1, broken.length) });
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
        "keep what replays of a board that contradicts itself (a play that does not replay, a Result the play does not reach), instead of rejecting it",
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
    "Import a PBN 2.1 or BBO LIN file into board logs, one per board, named by event and board (`event-board-3.jsonl`). Each log is replayed by the Laws and must come to what the record says (contract, declarer, result). Prints a summary: how many records imported, which were rejected and why (not a board: no deal; or an auction or play that does not replay). A progress bar shows on standard error for files of more than 300 records. Exit 0 when every board imported, 1 when a board was rejected or the file unreadable, 2 on a usage error.",
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
  ]),
);
