/**
 * The `bridgelaw` command. Exit codes: 0 ok, 1 a log is invalid or unreadable, 2 usage error.
 * Run from the repository root with `pnpm bridgelaw ARGS`; built to `dist/bridgelaw.js`, the package's bin.
 *
 * It starts at once: `--version` loads nothing but the version; everything else is loaded dynamically,
 * and only the command that runs loads its module (`cli.ts`). A failure to load (a broken install) is
 * reported as one line, never as a stack trace.
 */
import { earlyLang, earlyLine } from "./early.ts";
import { VERSION } from "./version.ts";

const args = process.argv.slice(2);
/** The language of the two lines written before the catalogs are loaded (`--lang`, `LC_ALL`, `LANG`). */
const lang = earlyLang(args, process.env);

/**
 * A closed standard output (`bridgelaw replay --json *.jsonl | head -1`) ends the run quietly, as for
 * any Unix filter; any other output error is one line. This line and "cannot start" below are written before
 * anything is loaded, the catalogs included: in the run's language from `early.ts` (issue 33).
 */
const onOutputError = (error: NodeJS.ErrnoException): void => {
  if (error.code !== "EPIPE") {
    try {
      process.stderr.write(earlyLine("output", lang, error.message));
    } catch {}
  }
  process.exit(error.code === "EPIPE" ? 0 : 1);
};
process.stdout.on("error", onOutputError);
process.stderr.on("error", onOutputError);

const start = async (args: readonly string[]): Promise<void> => {
  // Modules, not `import("effect")`: a dynamic import keeps every export of its module in the bundle.
  const [Effect, Exit, NodeRuntime, NodeServices, { runCli }] = await Promise.all([
    import("effect/Effect"),
    import("effect/Exit"),
    import("@effect/platform-node/NodeRuntime"),
    import("@effect/platform-node/NodeServices"),
    import("./cli.ts"),
  ]);
  runCli(args).pipe(
    Effect.provide(NodeServices.layer),
    NodeRuntime.runMain({
      disableErrorReporting: true,
      teardown: (exit, onExit) => onExit(Exit.isSuccess(exit) ? Number(exit.value) : 1),
    }),
  );
};

// `bridgelaw --version` as `cli.ts` answers it, without loading effect or any command.
if (args.length === 1 && (args[0] === "--version" || args[0] === "-v"))
  process.stdout.write(`bridgelaw v${VERSION}\n`);
else
  start(args).catch((error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(earlyLine("start", lang, message));
    process.exitCode = 1;
  });
