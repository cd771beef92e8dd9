/**
 * The `bridgelaw` command. Exit codes: 0 ok, 1 a log is invalid or unreadable, 2 usage error.
 * Run from the repository root with `pnpm bridgelaw ARGS`.
 *
 * The modules are loaded dynamically so that even a failure to load them (a broken install) is reported
 * as one line, never as a stack trace.
 */
/**
 * A closed standard output (`bridgelaw replay --json *.jsonl | head -1`) ends the run quietly, as for
 * any Unix filter; any other output error is one line.
 */
const onOutputError = (error: NodeJS.ErrnoException): void => {
  if (error.code !== "EPIPE") {
    try {
      process.stderr.write(`bridgelaw: cannot write the output: ${error.message.split("\n")[0]}\n`);
    } catch {}
  }
  process.exit(error.code === "EPIPE" ? 0 : 1);
};
process.stdout.on("error", onOutputError);
process.stderr.on("error", onOutputError);

const start = async (): Promise<void> => {
  const [{ Effect, Exit }, NodeRuntime, NodeServices, { runCli }] = await Promise.all([
    import("effect"),
    import("@effect/platform-node/NodeRuntime"),
    import("@effect/platform-node/NodeServices"),
    import("./cli.ts"),
  ]);
  runCli(process.argv.slice(2)).pipe(
    Effect.provide(NodeServices.layer),
    NodeRuntime.runMain({
      disableErrorReporting: true,
      teardown: (exit, onExit) => onExit(Exit.isSuccess(exit) ? Number(exit.value) : 1),
    }),
  );
};

start().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`bridgelaw: cannot start: ${message.split("\n")[0]}\n`);
  process.exitCode = 1;
});
