import * as NodeServices from "@effect/platform-node/NodeServices";
import { Console, Effect, Stdio, Stream } from "effect";
import { runCli } from "../cli.ts";
import type { CliRun } from "./run-cli.ts";

/**
 * Runs the command line in this process, exactly as `main.ts` does but with standard output and standard
 * error captured (through effect's `Console`) and `stdin` as standard input. Gives the exit code main.ts
 * would exit with.
 */
export const runInProcess = async (args: readonly string[], stdin = ""): Promise<CliRun> => {
  let stdout = "";
  let stderr = "";
  const text = (parts: readonly unknown[]): string => `${parts.map(String).join(" ")}\n`;
  const console: Console.Console = Object.assign(Object.create(globalThis.console) as Console.Console, {
    log: (...parts: unknown[]) => void (stdout += text(parts)),
    error: (...parts: unknown[]) => void (stderr += text(parts)),
  });
  const code = await Effect.runPromise(
    runCli(args).pipe(
      Effect.provideService(Console.Console, console),
      Effect.provide(
        Stdio.layerTest({ args: Effect.succeed(args), stdin: Stream.make(new TextEncoder().encode(stdin)) }),
      ),
      Effect.provide(NodeServices.layer),
    ),
  );
  return { code, stdout, stderr };
};
