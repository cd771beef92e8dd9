import { Effect } from "effect";
import { Argument, Command } from "effect/cli";
import { LogInvalid } from "../errors.ts";
import { makeReader, printError, sourceName, writeOut } from "../io.ts";
import { renderTimeline } from "../render/timeline.ts";
import { replaySource } from "./replay.ts";

/**
 * `bridgelaw audit FILE`: only the timeline: each event, then what the Law derived from it. On an invalid
 * log, the timeline up to the bad line, then the error as one line on standard error (exit 1).
 */
export const runAudit = (options: { readonly file: string }) =>
  Effect.gen(function* () {
    const name = sourceName(options.file);
    const read = yield* Effect.result(makeReader()(options.file));
    if (read._tag === "Failure") {
      yield* printError(read.failure.message);
      return yield* new LogInvalid({ count: 1 });
    }
    const outcome = replaySource(name, read.success);
    yield* writeOut(renderTimeline(outcome.replay));
    if (outcome.problem !== undefined) {
      yield* printError(outcome.problem);
      return yield* new LogInvalid({ count: 1 });
    }
  });

export const auditCommand = Command.make(
  "audit",
  {
    file: Argument.String("file").pipe(
      Argument.withDescription("a board log (JSON Lines); - reads standard input"),
    ),
  },
  runAudit,
).pipe(
  Command.withDescription(
    "Print a board's timeline: each event of the log in order, then every consequence the Laws derived from it, with its Law id; then the options pending and the rulings needed. Exit 0 for a valid log, 1 when it is invalid or unreadable, 2 on a usage error.",
  ),
  Command.withShortDescription("print a board's timeline: each event and what the Law derived from it"),
);
