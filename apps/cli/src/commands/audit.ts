import { Effect, Option } from "effect";
import { Argument, Command, Flag } from "effect/cli";
import { startBatch } from "../batch.ts";
import { LogInvalid, UsageError } from "../errors.ts";
import { expandLogPaths, makeReader, printError, sourceName, writeData, writeOut } from "../io.ts";
import { auditJson, renderTimeline } from "../render/timeline.ts";
import { t, tEnglish } from "../texts.ts";
import { replaySourceUntil } from "./replay.ts";
import { untilFlag } from "./until.ts";

export interface AuditOptions {
  readonly files: readonly string[];
  readonly json: boolean;
  readonly until: Option.Option<number>;
}

/**
 * `bridgelaw audit FILE…`: only the timeline: each event, then what the Law derived from it (`--json`: as one
 * JSON object; `--until N`: up to the event on line N). On an invalid log, the timeline up to the bad line,
 * then the error as one line on standard error (exit 1). Several logs (or directories: every `*.jsonl` in
 * them) are audited in one run, each text timeline under a `==> FILE <==` line, each JSON object on its own
 * line, then the summary line on standard error.
 */
export const runAudit = (options: AuditOptions) =>
  Effect.gen(function* () {
    const read = makeReader();
    const { files, empty, directories } = yield* expandLogPaths(options.files);
    const many = files.length > 1 || directories;
    const batch = startBatch({ command: "audit", noun: "log", files, many, printsPerFile: true });
    for (const line of empty) yield* batch.fail(line, line);
    const refusals: string[] = [];
    for (const [i, path] of files.entries()) {
      batch.advance();
      const name = sourceName(path);
      const source = yield* Effect.result(read(path));
      if (source._tag === "Failure") {
        yield* batch.fail(path, source.failure.message);
        continue;
      }
      const outcome = replaySourceUntil(name, source.success, options.until);
      if (outcome.refused !== undefined) {
        refusals.push(outcome.refused);
        continue;
      }
      const header = many && !options.json ? `${i > 0 ? "\n" : ""}==> ${name} <==\n` : "";
      yield* (options.json ? writeData : writeOut)(
        options.json
          ? `${JSON.stringify(
              auditJson(outcome.replay, {
                file: name,
                ...(Option.isSome(options.until) && { until: options.until.value }),
              }),
            )}\n`
          : `${header}${renderTimeline(outcome.replay, outcome.title === undefined ? {} : { title: outcome.title })}`,
      );
      if (outcome.problem !== undefined) yield* batch.fail(path, outcome.problem);
    }
    yield* batch.finish();
    if (refusals.length > 0) {
      for (const r of refusals.slice(1))
        yield* printError(t("refusedBy", { command: "bridgelaw audit", text: r }));
      return yield* new UsageError({ message: t("refusedBy", { command: "audit", text: refusals[0] }) });
    }
    if (batch.failed() > 0) return yield* new LogInvalid({ count: batch.failed() });
  });

export const auditCommand = Command.make(
  "audit",
  {
    files: Argument.String("file").pipe(
      Argument.withDescription(
        "board logs (JSON Lines), or directories of them (every *.jsonl in each, in name order); - reads standard input",
      ),
      Argument.variadic({ min: 1 }),
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
    "Print a board's timeline: each event of the log in order, then every consequence the Laws derived from it, with its Law id; then the options pending and the rulings needed. --until N stops after the event on line N; --json prints it as one JSON object. Several logs, or directories (every *.jsonl in them), are audited in one run (a `==> FILE <==` line before each timeline, a JSON object a line), then a summary line on standard error. Exit 0 for a valid log, 1 when it is invalid or unreadable, or sealed with a chain that does not hold, 2 on a usage error.",
  ),
  Command.withShortDescription(tEnglish("summary", { command: "audit" })),
  Command.withExamples([
    { command: "bridgelaw audit examples/play/W01-64A1-revoker-wins-revoke-trick.jsonl" },
    {
      command:
        "bridgelaw audit --until 8 --json examples/auction/WS-14b-31B-not-comparable-lead-restriction.jsonl",
      description: "the audit trail up to line 8, as JSON",
    },
  ]),
);
