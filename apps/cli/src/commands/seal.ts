import { encodeJsonLines, seal, verify } from "@bridgelaw/log";
import { Effect, FileSystem, Option, Path } from "effect";
import { Argument, Command, Flag } from "effect/cli";
import { inOrder, READ_AHEAD, startBatch } from "../batch.ts";
import { LogInvalid, UsageError } from "../errors.ts";
import {
  expandLogPaths,
  makeReader,
  printError,
  printLine,
  readFailureReason,
  STDIN,
  sourceName,
  writeData,
} from "../io.ts";
import { describeVerification, headFileText, writeAtomically } from "../logs.ts";
import { t, tEnglish } from "../texts.ts";
import { errorMessage, replayText } from "./replay.ts";

export type SealOutcome =
  | {
      readonly ok: true;
      /** The sealed log. */
      readonly text: string;
      /** The hash of its last record: what a Director publishes to anchor it. */
      readonly head: string;
      readonly count: number;
      /** Set when the log was sealed before the seal marker: sealed again, with its former head. */
      readonly formerHead?: string;
    }
  | { readonly ok: false; readonly line: string };

/**
 * Seals one log's text: refuses a log that does not replay (the line named) and a log whose existing chain
 * is broken (or whose seal was removed); otherwise gives the sealed log, every field of every line kept, one
 * canonical JSON object per line, and its head.
 */
export const sealText = (name: string, text: string): SealOutcome => {
  const { replay, problem } = replayText(name, text);
  if (problem !== undefined) return { ok: false, line: t("notSealedMustReplay", { problem }) };
  const records = replay.lines.map((l) => l.record);
  const check = verify(records);
  if (check.status === "broken") {
    return {
      ok: false,
      line: t("notSealedLine", { line: describeVerification(name, check, replay.lines).line }),
    };
  }
  try {
    // a log sealed with the marker and intact is its own seal: encoded again, not hashed again
    const sealed = check.status === "sealed" && check.marked ? records : seal(records);
    const head = sealed[sealed.length - 1]!.hash as string;
    const formerHead = check.status === "sealed" && !check.marked ? check.head : undefined;
    return {
      ok: true,
      text: encodeJsonLines(sealed),
      head,
      count: sealed.length,
      ...(formerHead !== undefined && { formerHead }),
    };
  } catch (e) {
    return { ok: false, line: t("cannotSeal", { name, reason: errorMessage(e) }) };
  }
};

export interface SealOptions {
  readonly files: readonly string[];
  readonly out: Option.Option<string>;
  readonly inPlace: boolean;
  readonly headOut: Option.Option<string>;
}

const write = (target: string, text: string) =>
  writeAtomically(target, text).pipe(
    Effect.mapError((e) => t("cannotWrite", { target, reason: readFailureReason(e) })),
  );

/** One log sealed to standard output, to `--out FILE` or in place, its head printed (and `--head-out`). */
const sealOne = (options: SealOptions & { readonly file: string }) =>
  Effect.gen(function* () {
    if (options.inPlace && options.file === STDIN) {
      return yield* new UsageError({ message: t("usageSealInPlace") });
    }
    const read = yield* Effect.result(makeReader()(options.file));
    if (read._tag === "Failure") {
      yield* printError(read.failure.message);
      return yield* new LogInvalid({ count: 1 });
    }
    const outcome = sealText(sourceName(options.file), read.success);
    if (!outcome.ok) {
      yield* printError(outcome.line);
      return yield* new LogInvalid({ count: 1 });
    }
    const target = options.inPlace ? Option.some(options.file) : options.out;
    const logName = Option.isSome(target) ? target.value : sourceName(options.file);
    // The head goes to standard output, unless the sealed log does (then to standard error).
    const report = Option.isNone(target) ? printError : printLine;
    if (Option.isNone(target)) yield* writeData(outcome.text);
    else {
      const written = yield* Effect.result(write(target.value, outcome.text));
      if (written._tag === "Failure") {
        yield* printError(written.failure);
        return yield* new LogInvalid({ count: 1 });
      }
    }
    if (outcome.formerHead !== undefined) {
      yield* report(formerHeadLine(logName, outcome.formerHead));
    }
    yield* report(
      t("sealDone", { name: logName, events: t("events", { n: outcome.count }), head: outcome.head }),
    );
    if (Option.isSome(options.headOut)) {
      const written = yield* Effect.result(
        write(options.headOut.value, headFileText(outcome.head, outcome.count, logName)),
      );
      if (written._tag === "Failure") {
        yield* printError(written.failure);
        return yield* new LogInvalid({ count: 1 });
      }
    }
  });

const formerHeadLine = (logName: string, formerHead: string): string =>
  t("sealedAgain", { name: logName, head: formerHead });

/**
 * A session's logs sealed in one process (several files, or directories: every `*.jsonl` in them, in name
 * order): each in place (`--in-place`; a log already sealed is left as it is) or into the directory `--out
 * DIR` under its own name; one line per log, its head on standard output or its problem on standard error,
 * then the summary (`seal: 576 logs: 576 ok, 0 failed`). A log that does not replay, or whose chain is
 * broken, is not sealed; the others are.
 */
const sealMany = (options: SealOptions, files: readonly string[], empty: readonly string[]) =>
  Effect.gen(function* () {
    if (files.includes(STDIN)) {
      return yield* new UsageError({
        message: t("usageSealStdin"),
      });
    }
    if (!options.inPlace && Option.isNone(options.out)) {
      return yield* new UsageError({
        message: t("usageSealSeveral"),
      });
    }
    if (Option.isSome(options.headOut)) {
      return yield* new UsageError({
        message: t("usageSealHeadOut"),
      });
    }
    const fs = yield* FileSystem.FileSystem;
    const path = yield* Path.Path;
    const targetOf = (file: string): string =>
      Option.isSome(options.out) ? path.join(options.out.value, path.basename(file)) : file;
    const seen = new Map<string, string>();
    for (const file of files) {
      const target = path.resolve(targetOf(file));
      const other = seen.get(target);
      if (other !== undefined && other !== path.resolve(file)) {
        return yield* new UsageError({
          message: t("usageSealSameTarget", { a: other, b: file, target: targetOf(file) }),
        });
      }
      seen.set(target, path.resolve(file));
    }
    const batch = startBatch({ command: "seal", noun: "log", files, many: true, printsPerFile: true });
    for (const line of empty) yield* batch.fail(line, line);
    if (Option.isSome(options.out)) {
      const made = yield* Effect.result(fs.makeDirectory(options.out.value, { recursive: true }));
      if (made._tag === "Failure") {
        yield* printError(
          t("cannotCreateDir", { dir: options.out.value, reason: readFailureReason(made.failure) }),
        );
        return yield* new LogInvalid({ count: 1 });
      }
    }
    const read = makeReader();
    // a log named twice is sealed once
    const seenFiles = new Set<string>();
    const unique = files.filter((f) => !seenFiles.has(path.resolve(f)) && seenFiles.add(path.resolve(f)));
    /** One log read, sealed and written: its lines to print, or its problem. */
    const sealFile = (file: string) =>
      Effect.gen(function* () {
        const source = yield* Effect.result(read(file));
        if (source._tag === "Failure") return { problem: source.failure.message };
        const outcome = sealText(file, source.success);
        if (!outcome.ok) return { problem: outcome.line };
        const target = targetOf(file);
        // a log sealed already, in place: the same bytes, nothing to write
        if (!(options.inPlace && outcome.text === source.success)) {
          const written = yield* Effect.result(write(target, outcome.text));
          if (written._tag === "Failure") return { problem: written.failure };
        }
        return {
          lines: [
            ...(outcome.formerHead === undefined ? [] : [formerHeadLine(target, outcome.formerHead)]),
            t("sealDone", { name: target, events: t("events", { n: outcome.count }), head: outcome.head }),
          ],
        };
      });
    yield* inOrder(unique, READ_AHEAD, sealFile, (file, done) =>
      Effect.gen(function* () {
        batch.advance();
        if (done.problem !== undefined) return yield* batch.fail(file, done.problem);
        for (const line of done.lines) yield* printLine(line);
      }),
    );
    yield* batch.finish();
    if (batch.failed() > 0) return yield* new LogInvalid({ count: batch.failed() });
  });

export const runSeal = (options: SealOptions) =>
  Effect.gen(function* () {
    if (options.inPlace && Option.isSome(options.out)) {
      return yield* new UsageError({ message: t("usageSealOutInPlace") });
    }
    const { files, empty, directories } = yield* expandLogPaths(options.files);
    if (options.files.length === 1 && !directories) return yield* sealOne({ ...options, file: files[0]! });
    return yield* sealMany(options, files, empty);
  });

export const sealCommand = Command.make(
  "seal",
  {
    files: Argument.String("file").pipe(
      Argument.withDescription(
        "the board logs (JSON Lines) to seal, or directories of them (every *.jsonl in each, in name order); - reads standard input (one log)",
      ),
      Argument.variadic({ min: 1 }),
    ),
    out: Flag.String("out").pipe(
      Flag.withAlias("o"),
      Flag.withMetavar("FILE"),
      Flag.withDescription(
        "write the sealed log to FILE instead of standard output; with several logs or a directory, DIR: each log sealed into it under its own name",
      ),
      Flag.optional,
    ),
    inPlace: Flag.Boolean("in-place").pipe(
      Flag.withDescription("replace each log with its sealed log (a log already sealed is left as it is)"),
      Flag.withDefault(false),
    ),
    headOut: Flag.String("head-out").pipe(
      Flag.withMetavar("FILE"),
      Flag.withDescription(
        'also write the head to FILE, as {"head":"…","events":N,"log":"…"} (for verify --head FILE)',
      ),
      Flag.optional,
    ),
  },
  runSeal,
).pipe(
  Command.withDescription(
    "Add the SHA-256 hash chain (seq, prev, hash, and the seal marker on the first line) to every event of a log, keeping every other field, and print its head (`FILE: sealed, N events, head H`: the hash a Director publishes; on standard error when the log goes to standard output). Refuses (exit 1, the line named) a log that does not replay and a log whose existing chain is broken or whose seal was removed. Sealing a sealed log gives the same log. Several logs, or directories (every *.jsonl in them), are sealed in one run, --in-place or into --out DIR: a line per log, then a summary line on standard error (`seal: 576 logs: 576 ok, 0 failed`, and each failed log again).",
  ),
  Command.withShortDescription(tEnglish("summary", { command: "seal" })),
  Command.withExamples([
    { command: "bridgelaw seal board.jsonl --out board.sealed.jsonl" },
    { command: "bridgelaw seal --in-place board.jsonl --head-out board.head" },
    { command: "bridgelaw seal --in-place session/", description: "every log of a session, in one run" },
  ]),
);
