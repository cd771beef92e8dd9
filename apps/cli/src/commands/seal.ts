import { chainBroken, encodeJsonLines, seal, verify } from "@bridgelaw/log";
import { Effect, FileSystem, Option, Path } from "effect";
import { Argument, Command, Flag } from "effect/cli";
import { LogInvalid, UsageError } from "../errors.ts";
import { makeReader, printError, readFailureReason, STDIN, sourceName, writeOut } from "../io.ts";
import { errorMessage, replaySource } from "./replay.ts";

export type SealOutcome =
  | { readonly ok: true; readonly text: string }
  | { readonly ok: false; readonly line: string };

/**
 * Seals one log's text: refuses a log that does not replay (the line named) and a log whose existing chain
 * is broken; otherwise gives the sealed log, every field of every line kept, one canonical JSON object per line.
 */
export const sealText = (name: string, text: string): SealOutcome => {
  const { replay, problem } = replaySource(name, text);
  if (problem !== undefined) return { ok: false, line: `${problem} (not sealed: the log must replay)` };
  const records = replay.lines.map((l) => l.record);
  const check = verify(records);
  if (check.status === "broken") {
    const error = chainBroken(check, replay.lines);
    return {
      ok: false,
      line: `${name}: chain broken at position ${check.position} (line ${error.line}): ${check.reason} (not sealed)`,
    };
  }
  try {
    return { ok: true, text: encodeJsonLines(seal(records)) };
  } catch (e) {
    return { ok: false, line: `${name}: cannot seal: ${errorMessage(e)}` };
  }
};

export interface SealOptions {
  readonly file: string;
  readonly out: Option.Option<string>;
  readonly inPlace: boolean;
}

/** Writes `text` to `target` through a temporary file in the same directory, then renames it. */
const writeAtomically = (target: string, text: string) =>
  Effect.gen(function* () {
    const fs = yield* FileSystem.FileSystem;
    const path = yield* Path.Path;
    const tmp = path.join(path.dirname(target), `.${path.basename(target)}.${process.pid}.tmp`);
    yield* fs.writeFileString(tmp, text);
    yield* fs.rename(tmp, target).pipe(Effect.tapError(() => Effect.ignore(fs.remove(tmp))));
  }).pipe(Effect.mapError((e) => `${target}: cannot write: ${readFailureReason(e)}`));

export const runSeal = (options: SealOptions) =>
  Effect.gen(function* () {
    if (options.inPlace && Option.isSome(options.out)) {
      return yield* new UsageError({ message: "seal: give --out FILE or --in-place, not both" });
    }
    if (options.inPlace && options.file === STDIN) {
      return yield* new UsageError({ message: "seal: --in-place needs a file, not standard input" });
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
    if (Option.isNone(target)) return yield* writeOut(outcome.text);
    const written = yield* Effect.result(writeAtomically(target.value, outcome.text));
    if (written._tag === "Failure") {
      yield* printError(written.failure);
      return yield* new LogInvalid({ count: 1 });
    }
  });

export const sealCommand = Command.make(
  "seal",
  {
    file: Argument.String("file").pipe(
      Argument.withDescription("the board log (JSON Lines) to seal; - reads standard input"),
    ),
    out: Flag.String("out").pipe(
      Flag.withAlias("o"),
      Flag.withMetavar("FILE"),
      Flag.withDescription("write the sealed log to FILE instead of standard output"),
      Flag.optional,
    ),
    inPlace: Flag.Boolean("in-place").pipe(
      Flag.withDescription("replace FILE with its sealed log"),
      Flag.withDefault(false),
    ),
  },
  runSeal,
).pipe(
  Command.withDescription(
    "Add the SHA-256 hash chain (seq, prev, hash) to every event of a log, keeping every other field. Refuses (exit 1, the line named) a log that does not replay and a log whose existing chain is broken. Sealing a sealed log gives the same log.",
  ),
  Command.withShortDescription("add the hash chain to a log"),
  Command.withExamples([
    { command: "bridgelaw seal board.jsonl --out board.sealed.jsonl" },
    { command: "bridgelaw seal --in-place board.jsonl" },
  ]),
);
