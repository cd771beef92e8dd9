import { Cause, Console, Effect, Layer } from "effect";
import { CliConfig, CliError, Command, GlobalFlag } from "effect/cli";
import { EXIT } from "./errors.ts";
import { helpFormatterLayer } from "./help.ts";
import { printError } from "./io.ts";
import { takeLang } from "./lang.ts";
import { t } from "./texts.ts";
import { VERSION } from "./version.ts";

export { VERSION };

/**
 * A command of `bridgelaw`: its name, the line the root help lists for it (the same as its module's
 * `withShortDescription`, which `lazy.test.ts` checks), and its module, loaded only when that command runs.
 * A new command is one line here; its module stays under `commands/`.
 */
export interface LazyCommand {
  readonly name: string;
  readonly summary: string;
  readonly load: () => Promise<Command.Command.Any>;
}

/**
 * A command as `bridgelaw` runs it: one that needs nothing but the platform's services (files, standard
 * input, terminal), which `main.ts` provides; checked here, as the commands are loaded by name.
 */
const platformOnly = <N extends string, I, C, E, R extends Command.Environment>(
  command: Command.Command<N, I, C, E, R>,
): Command.Command.Any => command;

export const COMMANDS: readonly LazyCommand[] = [
  {
    name: "replay",
    summary: "replay board logs and print the boards",
    load: () => import("./commands/replay.ts").then((m) => platformOnly(m.replayCommand)),
  },
  {
    name: "audit",
    summary: "print a board's timeline: each event and what the Law derived from it",
    load: () => import("./commands/audit.ts").then((m) => platformOnly(m.auditCommand)),
  },
  {
    name: "verify",
    summary: "check the hash chain of logs, against a published head",
    load: () => import("./commands/verify.ts").then((m) => platformOnly(m.verifyCommand)),
  },
  {
    name: "seal",
    summary: "add the hash chain to a log",
    load: () => import("./commands/seal.ts").then((m) => platformOnly(m.sealCommand)),
  },
  {
    name: "manifest",
    summary: "anchor a whole session's sealed logs with one hash",
    load: () => import("./commands/manifest.ts").then((m) => platformOnly(m.manifestCommand)),
  },
  {
    name: "score",
    summary: "score a session of board logs",
    load: () => import("./commands/score.ts").then((m) => platformOnly(m.scoreCommand)),
  },
  {
    name: "movement",
    summary: "write a movement file (Mitchell, Howell, round robin, Swiss, from the logs)",
    load: () => import("./commands/movements.ts").then((m) => platformOnly(m.movementCommand)),
  },
  {
    name: "import",
    summary: "import PBN or LIN files into board logs",
    load: () => import("./commands/import.ts").then((m) => platformOnly(m.importCommand)),
  },
  {
    name: "export",
    summary: "export board logs as PBN or LIN",
    load: () => import("./commands/export.ts").then((m) => platformOnly(m.exportCommand)),
  },
  {
    name: "claim",
    summary: "print the claim checker's report for the claim in a log",
    load: () => import("./commands/claim.ts").then((m) => platformOnly(m.claimCommand)),
  },
  {
    name: "dd",
    summary: "print the 20-result double-dummy table and par of deals",
    load: () => import("./commands/dd.ts").then((m) => platformOnly(m.ddCommand)),
  },
  {
    name: "diff",
    summary: "where two logs of one board part, and how their result and score differ",
    load: () => import("./commands/diff.ts").then((m) => platformOnly(m.diffCommand)),
  },
  {
    name: "rule",
    summary: "record the Director's ruling (lists the open questions)",
    load: () => import("./commands/rule.ts").then((m) => platformOnly(m.ruleCommand)),
  },
  {
    name: "choose",
    summary: "record a player's option (lists the options pending)",
    load: () => import("./commands/choose.ts").then((m) => platformOnly(m.chooseCommand)),
  },
  {
    name: "appeal",
    summary: "lodge an appeal, or record its decision (Laws 92–93)",
    load: () => import("./commands/appeal.ts").then((m) => platformOnly(m.appealCommand)),
  },
  {
    name: "correct",
    summary: "record a score correction (Law 79C)",
    load: () => import("./commands/correct.ts").then((m) => platformOnly(m.correctCommand)),
  },
];

/** `bridgelaw` with no command prints its help and is a usage error (exit 2). */
const rootCommand = () =>
  Command.make("bridgelaw", {}, () =>
    Effect.fail(new CliError.ShowHelp({ commandPath: ["bridgelaw"], errors: [] })),
  ).pipe(Command.withDescription(t("rootHelp")));

/** A command not asked for: its name and summary, enough for the root help and for "unknown command". */
const placeholder = (c: LazyCommand): Command.Command.Any =>
  Command.make(c.name).pipe(Command.withShortDescription(summaryOf(c)));

/** A command's line in the root help, in the run's language (the catalog's `summary`, else its own). */
const summaryOf = (c: LazyCommand): string => {
  const said = t("summary", { command: c.name });
  return said === c.name ? c.summary : said;
};

/**
 * The command a command line names: its first word that is not a flag (the root takes no flag with a
 * value), or every command for `--completions` (a completion script needs all their flags).
 */
export const commandsToLoad = (args: readonly string[]): readonly string[] => {
  if (args.includes("--completions")) return COMMANDS.map((c) => c.name);
  const first = args.find((a) => !a.startsWith("-"));
  return COMMANDS.some((c) => c.name === first) ? [first!] : [];
};

/**
 * The `bridgelaw` command for a command line: the commands it names are loaded, the others stand in by
 * name and summary, so the root help, `--version` and a usage error load no command module.
 */
export const appFor = async (args: readonly string[]) => {
  const wanted = commandsToLoad(args);
  const subcommands = await Promise.all(
    COMMANDS.map((c) => (wanted.includes(c.name) ? c.load() : Promise.resolve(placeholder(c)))),
  );
  return rootCommand().pipe(Command.withSubcommands(subcommands));
};

/**
 * Built-in global flags: help, version and shell completions (no wizard, no log level); the help and the
 * usage errors in the run's language (help.ts).
 */
export const cliConfig = Layer.merge(
  CliConfig.layer({ builtIns: [GlobalFlag.Help, GlobalFlag.Version, GlobalFlag.Completions] }),
  helpFormatterLayer,
);

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
    return Effect.as(printError(t("internalError", { message: message.split("\n")[0] })), EXIT.invalid);
  });

/** True for a command line that only asks for the version (`main.ts` answers it before loading anything). */
export const asksVersion = (args: readonly string[]): boolean =>
  args.length === 1 && (args[0] === "--version" || args[0] === "-v");

/** Runs the command line `args` (without `node` and the script) and gives the exit code; never fails. */
export const runCli = (given: readonly string[]) => {
  // --lang (any command) is the run's language, taken out before the commands read their arguments
  const { args, error, notice } = takeLang(given, process.env);
  if (error !== undefined) return Effect.as(printError(`bridgelaw ${error}`), EXIT.usage as number);
  // Portuguese and Norwegian: the Law titles and references in the language, the messages said once to be not yet translated
  const said = notice === undefined ? Effect.void : printError(`bridgelaw: ${notice}`);
  // A bare `--version` is answered here: effect/cli 4.1.0 runs the first subcommand for it instead.
  return Effect.andThen(
    said,
    asksVersion(args)
      ? Effect.as(Console.log(`bridgelaw v${VERSION}`), undefined)
      : Effect.flatMap(
          Effect.promise(() => appFor(args)),
          // Every command needs only the platform's services (`platformOnly`).
          (app) =>
            Command.runWith(app, { version: VERSION })(args) as Effect.Effect<
              void,
              unknown,
              Command.Environment
            >,
        ),
  ).pipe(Effect.provide(cliConfig), Effect.as(EXIT.ok as number), Effect.catchCause(exitCodeOf));
};
