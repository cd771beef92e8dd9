import {
  analyseBoard,
  encodeLatin1,
  exportBoards,
  type FormatError,
  isFormatError,
  type LogRecord,
  readBoardLog,
} from "@bridgelaw/formats";
import { describeLogError } from "@bridgelaw/words";
import { Effect, FileSystem, Option } from "effect";
import { Argument, Command, Flag } from "effect/cli";
import { LogInvalid } from "../errors.ts";
import { makeReader, printError, readFailureReason, sourceName, writeOut } from "../io.ts";

export interface ExportOptions {
  readonly files: readonly string[];
  readonly to: "pbn" | "lin";
  readonly out: Option.Option<string>;
}

/** One log's records, checked to replay (as export needs), or the one-line problem that stops it. */
export const readForExport = (
  name: string,
  text: string,
): { ok: true; records: readonly LogRecord[] } | { ok: false; line: string } => {
  const read = readBoardLog(text);
  if (read.error !== undefined) return { ok: false, line: `${name}: ${describeLogError(read.error)}` };
  if (read.records.length === 0)
    return { ok: false, line: `${name}: empty log: no events (a board log starts with BoardStarted)` };
  try {
    analyseBoard(read.records);
    return { ok: true, records: read.records };
  } catch (e) {
    if (isFormatError(e))
      return { ok: false, line: `${name}: line ${(e as FormatError).line}: ${(e as FormatError).reason}` };
    throw e;
  }
};

export const runExport = (options: ExportOptions) =>
  Effect.gen(function* () {
    const read = makeReader();
    const logs: (readonly LogRecord[])[] = [];
    let problems = 0;
    for (const path of options.files) {
      const name = sourceName(path);
      const source = yield* Effect.result(read(path));
      const outcome =
        source._tag === "Failure"
          ? { ok: false as const, line: source.failure.message }
          : readForExport(name, source.success);
      if (outcome.ok) logs.push(outcome.records);
      else {
        problems += 1;
        yield* printError(outcome.line);
      }
    }
    const text = logs.length === 0 ? "" : exportBoards(logs, options.to);
    if (Option.isNone(options.out)) {
      if (text !== "") yield* writeOut(text);
    } else {
      const fs = yield* FileSystem.FileSystem;
      // PBN is ISO 8859-1 (PBN 2.1 §2.2); LIN is written as UTF-8.
      const { bytes, replaced } =
        options.to === "pbn" ? encodeLatin1(text) : { bytes: new TextEncoder().encode(text), replaced: 0 };
      const written = yield* Effect.result(fs.writeFile(options.out.value, bytes));
      if (written._tag === "Failure") {
        yield* printError(`${options.out.value}: cannot write: ${readFailureReason(written.failure)}`);
        return yield* new LogInvalid({ count: problems + 1 });
      }
      if (replaced > 0) {
        yield* printError(
          `${options.out.value}: ${replaced} character${replaced === 1 ? "" : "s"} outside ISO 8859-1 written as "?" (PBN 2.1 §2.2)`,
        );
      }
    }
    if (problems > 0) return yield* new LogInvalid({ count: problems });
  });

export const exportCommand = Command.make(
  "export",
  {
    files: Argument.String("log").pipe(
      Argument.withDescription(
        "board logs (JSON Lines), in the order they are to be written; - reads standard input",
      ),
      Argument.variadic({ min: 1 }),
    ),
    to: Flag.Literals("to", ["pbn", "lin"] as const).pipe(
      Flag.withDescription(
        "pbn: PBN 2.1 export format (CRLF, ISO 8859-1 in a file); lin: BBO LIN, one board a line",
      ),
    ),
    out: Flag.String("out").pipe(
      Flag.withAlias("o"),
      Flag.withMetavar("FILE"),
      Flag.withDescription("write to FILE instead of standard output"),
      Flag.optional,
    ),
  },
  runExport,
).pipe(
  Command.withDescription(
    "Export board logs as PBN 2.1 (export format: the mandatory tags in order, the auction and play with their notes, the irregularities PBN marks, the rest as commentary) or as BBO LIN. Each log is replayed first; a log that does not replay is reported (the file and line) and left out. Exit 0 when every log is exported, 1 when one is invalid or unreadable, 2 on a usage error.",
  ),
  Command.withShortDescription("export board logs as PBN or LIN"),
  Command.withExamples([
    {
      command: "bridgelaw export logs/*.jsonl --to pbn --out session.pbn",
      description: "a PBN file for scoring programs",
    },
    { command: "bridgelaw export board.jsonl --to lin", description: "a LIN line for BBO's hand viewer" },
  ]),
);
