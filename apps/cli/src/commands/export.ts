import {
  analyseBoard,
  encodeLatin1,
  exportBoards,
  type FormatError,
  isFormatError,
  type LogRecord,
  readBoardLog,
} from "@bridgelaw/formats";
import { verify } from "@bridgelaw/log";
import type { BoardView } from "@bridgelaw/table";
import { Effect, FileSystem, Option } from "effect";
import { Argument, Command, Flag } from "effect/cli";
import { startBatch } from "../batch.ts";
import { allowBrokenFlag } from "../chain.ts";
import { LogInvalid } from "../errors.ts";
import {
  expandLogPaths,
  foreignFormat,
  makeReader,
  printError,
  readFailureReason,
  sourceName,
  writeData,
} from "../io.ts";
import { inEnglish } from "../lang.ts";
import { describeVerification, readRecords } from "../logs.ts";
import {
  appliedScoreText,
  markText,
  resultLabel,
  resultPoints,
  tableResultOf,
  whyText,
} from "../render/standing.ts";
import { labelled, t, tEnglish } from "../texts.ts";
import { describeLogError } from "../words.ts";
import { replayText } from "./replay.ts";

export interface ExportOptions {
  readonly files: readonly string[];
  readonly to: "pbn" | "lin";
  readonly out: Option.Option<string>;
  readonly allowBroken: boolean;
}

/**
 * One log's records, its chain checked when sealed (a broken chain or a stripped seal leaves it out, unless
 * `allowBroken`: then `broken` says why the board is marked) and checked to replay (as export needs), or the
 * one-line problem that stops it.
 */
export const readForExport = (
  name: string,
  text: string,
  allowBroken = false,
):
  | {
      ok: true;
      records: readonly LogRecord[];
      view: BoardView;
      broken?: string;
      /** The broken chain in English, for the file's comment (the comments are data of the file: English). */
      brokenComment?: string;
    }
  | { ok: false; line: string } => {
  const foreign = foreignFormat(name, text);
  if (foreign !== undefined) return { ok: false, line: labelled(name, foreign) };
  const read = readBoardLog(text);
  if (read.error !== undefined) return { ok: false, line: labelled(name, describeLogError(read.error)) };
  if (read.records.length === 0) return { ok: false, line: t("exportEmpty", { name }) };
  const lines = readRecords(name, text);
  const check = verify(read.records);
  const broken =
    check.status === "broken" && lines.ok ? describeVerification(name, check, lines.lines).line : undefined;
  const brokenComment =
    check.status === "broken" && lines.ok
      ? inEnglish(() => describeVerification(name, check, lines.lines).line)
      : undefined;
  if (broken !== undefined && !allowBroken) return { ok: false, line: t("exportLeftOut", { broken }) };
  // a refusal of the Laws in its words (@bridgelaw/words), as replay gives it, with its line
  const replayed = replayText(name, text);
  if (replayed.problem !== undefined) return { ok: false, line: replayed.problem };
  try {
    const { view } = analyseBoard(read.records);
    return {
      ok: true,
      records: read.records,
      view,
      ...(broken !== undefined && { broken }),
      ...(brokenComment !== undefined && { brokenComment }),
    };
  } catch (e) {
    if (isFormatError(e))
      return {
        ok: false,
        line: t("errAtLine", { name, line: (e as FormatError).line, reason: (e as FormatError).reason }),
      };
    throw e;
  }
};

/** Text for PBN commentary in ISO 8859-1 (PBN 2.1 §2.2): suit symbols as letters, the minus sign as `-`. */
const latin1 = (text: string): string =>
  text.replace(/♠/g, "S").replace(/♥/g, "H").replace(/♦/g, "D").replace(/♣/g, "C").replace(/−/g, "-");

/**
 * The comments `export` writes into a PBN or LIN file (`bridgelaw: …`) stay English in every language: they are
 * data of the file format, read back by tools and by `import` (PBN's commentary is ISO 8859-1 and has no
 * language tag), not the program's messages; `--lang` words only what is printed on the terminal (issue 33).
 *
 * The board's standing as commentary (PBN's Score tag is the score that applies, its Contract and Result the
 * table's): the score that applies when it is not the table result, with its mark, why and its Laws (a
 * weighted or artificial score has no Score tag: this is where it is), and the table result corrected (79C)
 * with what was recorded. None for a board whose table result applies as played.
 */
export const standingComments = (view: BoardView): string[] => {
  const s = view.standing;
  if (s.applies === null || s.applies === "table") return [];
  const out: string[] = [];
  const mark = markText(s);
  out.push(
    `bridgelaw: the score that applies: ${appliedScoreText(s)}${mark === "" ? "" : ` [${mark}]`}: ${whyText(s)}; Laws ${s.laws.join(" ")}`,
  );
  const table = tableResultOf(s);
  const points = table === null ? null : resultPoints(table);
  if (s.corrected !== null) {
    const r = s.corrected.recorded;
    out.push(
      `bridgelaw: the table result (Contract, Result) as corrected (Law ${s.corrected.law}, position ${s.corrected.position}): ${resultLabel(s.corrected)}${points === null ? "" : `, ${points}`}; recorded: ${resultLabel(r)}${resultPoints(r) === null ? "" : `, ${resultPoints(r)}`}`,
    );
  } else if (table !== null)
    out.push(
      `bridgelaw: the table result (Contract, Result): ${resultLabel(table)}${points === null ? "" : `, ${points}`}`,
    );
  return out.map(latin1);
};

export const runExport = (options: ExportOptions) =>
  Effect.gen(function* () {
    const read = makeReader();
    const logs: (readonly LogRecord[])[] = [];
    const comments: (readonly string[] | undefined)[] = [];
    const { files, empty, directories } = yield* expandLogPaths(options.files);
    const batch = startBatch({
      command: "export",
      noun: "log",
      files,
      many: files.length > 1 || directories,
      printsPerFile: false,
    });
    for (const line of empty) yield* batch.fail(line, line);
    for (const path of files) {
      batch.advance();
      const name = sourceName(path);
      const source = yield* Effect.result(read(path));
      const outcome =
        source._tag === "Failure"
          ? { ok: false as const, line: source.failure.message }
          : readForExport(name, source.success, options.allowBroken);
      if (outcome.ok) {
        logs.push(outcome.records);
        const notes = [
          ...(outcome.broken === undefined
            ? []
            : [
                `bridgelaw: BROKEN CHAIN: ${outcome.brokenComment ?? outcome.broken}: exported as it stands (--allow-broken)`,
              ]),
          ...inEnglish(() => standingComments(outcome.view)),
        ];
        comments.push(notes.length === 0 ? undefined : notes);
        if (outcome.broken !== undefined)
          yield* batch.note(t("exportAsItStands", { broken: outcome.broken }));
      } else yield* batch.fail(path, outcome.line);
    }
    yield* batch.finish();
    const problems = batch.failed();
    const text = logs.length === 0 ? "" : exportBoards(logs, options.to, { comments });
    if (Option.isNone(options.out)) {
      if (text !== "") yield* writeData(text);
    } else {
      const fs = yield* FileSystem.FileSystem;
      // PBN is ISO 8859-1 (PBN 2.1 §2.2); LIN is written as UTF-8.
      const { bytes, replaced } =
        options.to === "pbn" ? encodeLatin1(text) : { bytes: new TextEncoder().encode(text), replaced: 0 };
      const written = yield* Effect.result(fs.writeFile(options.out.value, bytes));
      if (written._tag === "Failure") {
        yield* printError(
          t("cannotWrite", { target: options.out.value, reason: readFailureReason(written.failure) }),
        );
        return yield* new LogInvalid({ count: problems + 1 });
      }
      if (replaced > 0) {
        yield* printError(t("exportLatin1", { out: options.out.value, n: replaced }));
      }
    }
    if (problems > 0) return yield* new LogInvalid({ count: problems });
  });

export const exportCommand = Command.make(
  "export",
  {
    files: Argument.String("log").pipe(
      Argument.withDescription(
        "board logs (JSON Lines), in the order they are to be written, or directories of them (every *.jsonl in each, in name order); - reads standard input",
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
    allowBroken: allowBrokenFlag,
  },
  runExport,
).pipe(
  Command.withDescription(
    "Export board logs as PBN 2.1 (export format: the mandatory tags in order, the auction and play with their notes, the irregularities PBN marks, the rest as commentary) or as BBO LIN. Each log is replayed first; a log that does not replay is reported (the file and line) and left out. Exit 0 when every log is exported, 1 when one is invalid or unreadable, 2 on a usage error.",
  ),
  Command.withShortDescription(tEnglish("summary", { command: "export" })),
  Command.withExamples([
    {
      command: "bridgelaw export logs/*.jsonl --to pbn --out session.pbn",
      description: "a PBN file for scoring programs",
    },
    { command: "bridgelaw export board.jsonl --to lin", description: "a LIN line for BBO's hand viewer" },
    {
      command: "bridgelaw export session/ --to pbn --out session.pbn",
      description: "every log of a directory",
    },
  ]),
);
