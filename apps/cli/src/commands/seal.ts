import { encodeJsonLines, seal, verify } from "@bridgelaw/log";
import { Effect, Option } from "effect";
import { Argument, Command, Flag } from "effect/cli";
import { LogInvalid, UsageError } from "../errors.ts";
import { makeReader, printError, printLine, readFailureReason, STDIN, sourceName, writeOut } from "../io.ts";
import { describeVerification, headFileText, writeAtomically } from "../logs.ts";
import { plural } from "../render/text.ts";
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
  if (problem !== undefined) return { ok: false, line: `${problem} (not sealed: the log must replay)` };
  const records = replay.lines.map((l) => l.record);
  const check = verify(records);
  if (check.status === "broken") {
    return { ok: false, line: `${describeVerification(name, check, replay.lines).line} (not sealed)` };
  }
  try {
    const sealed = seal(records);
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
    return { ok: false, line: `${name}: cannot seal: ${errorMessage(e)}` };
  }
};

export interface SealOptions {
  readonly file: string;
  readonly out: Option.Option<string>;
  readonly inPlace: boolean;
  readonly headOut: Option.Option<string>;
}

const write = (target: string, text: string) =>
  writeAtomically(target, text).pipe(
    Effect.mapError((e) => `${target}: cannot write: ${readFailureReason(e)}`),
  );

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
    const logName = Option.isSome(target) ? target.value : sourceName(options.file);
    // The head goes to standard output, unless the sealed log does (then to standard error).
    const report = Option.isNone(target) ? printError : printLine;
    if (Option.isNone(target)) yield* writeOut(outcome.text);
    else {
      const written = yield* Effect.result(write(target.value, outcome.text));
      if (written._tag === "Failure") {
        yield* printError(written.failure);
        return yield* new LogInvalid({ count: 1 });
      }
    }
    if (outcome.formerHead !== undefined) {
      yield* report(
        `${logName}: was sealed before the seal marker (head ${outcome.formerHead}): sealed again with it, so its head changed`,
      );
    }
    yield* report(`${logName}: sealed, ${plural(outcome.count, "event")}, head ${outcome.head}`);
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
    "Add the SHA-256 hash chain (seq, prev, hash, and the seal marker on the first line) to every event of a log, keeping every other field, and print its head (`FILE: sealed, N events, head H`: the hash a Director publishes; on standard error when the log goes to standard output). Refuses (exit 1, the line named) a log that does not replay and a log whose existing chain is broken or whose seal was removed. Sealing a sealed log gives the same log.",
  ),
  Command.withShortDescription("add the hash chain to a log"),
  Command.withExamples([
    { command: "bridgelaw seal board.jsonl --out board.sealed.jsonl" },
    { command: "bridgelaw seal --in-place board.jsonl --head-out board.head" },
  ]),
);
