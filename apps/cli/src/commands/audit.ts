import { Effect, Option } from "effect";
import { Argument, Command, Flag } from "effect/cli";
import { LogInvalid, UsageError } from "../errors.ts";
import { makeReader, printError, sourceName, writeOut } from "../io.ts";
import { auditJson, renderTimeline } from "../render/timeline.ts";
import { replaySourceUntil } from "./replay.ts";
import { untilFlag } from "./until.ts";

export interface AuditOptions {
  readonly file: string;
  readonly json: boolean;
  readonly until: Option.Option<number>;
}

/**
 * `bridgelaw audit FILE`: only the timeline: each event, then what the Law derived from it (`--json`: as one
 * JSON object; `--until N`: up to the event on line N). On an invalid log, the timeline up to the bad line,
 * then the error as one line on standard error (exit 1).
 */
export const runAudit = (options: AuditOptions) =>
  Effect.gen(function* () {
    const name = sourceName(options.file);
    const read = yield* Effect.result(makeReader()(options.file));
    if (read._tag === "Failure") {
      yield* printError(read.failure.message);
      return yield* new LogInvalid({ count: 1 });
    }
    const outcome = replaySourceUntil(name, read.success, options.until);
    if (outcome.refused !== undefined) return yield* new UsageError({ message: `audit: ${outcome.refused}` });
    yield* writeOut(
      options.json
        ? `${JSON.stringify(
            auditJson(outcome.replay, {
              file: name,
              ...(Option.isSome(options.until) && { until: options.until.value }),
            }),
          )}\n`
        : renderTimeline(outcome.replay, outcome.title === undefined ? {} : { title: outcome.title }),
    );
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
    json: Flag.Boolean("json").pipe(
      Flag.withDescription(
        "print the audit trail as one JSON object: each event with its position, line, record and derived consequences (Law ids)",
      ),
      Flag.withDefault(false),
    ),
    until: untilFlag,
  },
  runAudit,
).pipe(
  Command.withDescription(
    "Print a board's timeline: each event of the log in order, then every consequence the Laws derived from it, with its Law id; then the options pending and the rulings needed. --until N stops after the event on line N; --json prints it as one JSON object. Exit 0 for a valid log, 1 when it is invalid or unreadable, or sealed with a chain that does not hold, 2 on a usage error.",
  ),
  Command.withShortDescription("print a board's timeline: each event and what the Law derived from it"),
  Command.withExamples([
    { command: "bridgelaw audit examples/play/W01-64A1-revoker-wins-revoke-trick.jsonl" },
    {
      command:
        "bridgelaw audit --until 8 --json examples/auction/WS-14b-31B-not-comparable-lead-restriction.jsonl",
      description: "the audit trail up to line 8, as JSON",
    },
  ]),
);
