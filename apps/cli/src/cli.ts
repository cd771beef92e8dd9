import { Cause, Console, Effect } from "effect";
import { CliConfig, CliError, Command, GlobalFlag } from "effect/cli";
import { auditCommand } from "./commands/audit.ts";
import { claimCommand } from "./commands/claim.ts";
import { ddCommand } from "./commands/dd.ts";
import { exportCommand } from "./commands/export.ts";
import { importCommand } from "./commands/import.ts";
import { manifestCommand } from "./commands/manifest.ts";
import { replayCommand } from "./commands/replay.ts";
import { scoreCommand } from "./commands/score.ts";
import { sealCommand } from "./commands/seal.ts";
import { verifyCommand } from "./commands/verify.ts";
import { EXIT } from "./errors.ts";
import { printError } from "./io.ts";

export const VERSION = "0.1.0";

/** `bridgelaw` with no command prints its help and is a usage error (exit 2). */
const root = Command.make("bridgelaw", {}, () =>
  Effect.fail(new CliError.ShowHelp({ commandPath: ["bridgelaw"], errors: [] })),
).pipe(
  Command.withDescription(
    "The Laws of Duplicate Bridge as software: replay and audit board logs (JSON Lines event logs), verify and seal their hash chain, score a session, import and export PBN and LIN, check a claim, solve deals double dummy. Exit codes: 0 ok, 1 a log is invalid or unreadable, 2 usage error.",
  ),
);

export const app = root.pipe(
  Command.withSubcommands([
    replayCommand,
    auditCommand,
    verifyCommand,
    sealCommand,
    manifestCommand,
    scoreCommand,
    importCommand,
    exportCommand,
    claimCommand,
    ddCommand,
  ]),
);

/** Built-in global flags: help, version and shell completions (no wizard, no log level). */
export const cliConfig = CliConfig.layer({
  builtIns: [GlobalFlag.Help, GlobalFlag.Version, GlobalFlag.Completions],
});

/** The process exit code for how a run ended, printing what the user must still be told (one line, no stack). */
export const exitCodeOf = (cause: Cause.Cause<unknown>): Effect.Effect<number> =>
  Effect.suspend(() => {
    if (Cause.hasInterruptsOnly(cause)) return Effect.succeed(130);
    const error = Cause.squash(cause) as { _tag?: unknown; message?: unknown } | undefined;
    if (CliError.isCliError(error)) return Effect.succeed(EXIT.usage); // effect/cli printed help and error
    const tag = typeof error === "object" && error !== null ? error._tag : undefined;
    if (tag === "LogInvalid") return Effect.succeed(EXIT.invalid); // each problem was printed when found
    if (tag === "UsageError") return Effect.as(printError(`bridgelaw ${String(error?.message)}`), EXIT.usage);
    const message = error instanceof Error ? error.message : String(error);
    return Effect.as(printError(`bridgelaw: internal error: ${message.split("\n")[0]}`), EXIT.invalid);
  });

/** Runs the command line `args` (without `node` and the script) and gives the exit code; never fails. */
export const runCli = (args: readonly string[]) =>
  // A bare `--version` is answered here: effect/cli 4.1.0 runs the first subcommand for it instead.
  (args.length === 1 && args[0] === "--version"
    ? Effect.as(Console.log(`bridgelaw v${VERSION}`), undefined)
    : Command.runWith(app, { version: VERSION })(args)
  ).pipe(Effect.provide(cliConfig), Effect.as(EXIT.ok as number), Effect.catchCause(exitCodeOf));
