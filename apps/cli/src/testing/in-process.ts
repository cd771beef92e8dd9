import * as NodeServices from "@effect/platform-node/NodeServices";
import { Console, Effect, Stdio, Stream } from "effect";
import { runCli } from "../cli.ts";
import { NO_PROMPTS, type Prompter, PrompterService } from "../prompter.ts";
import type { CliRun } from "./run-cli.ts";

/**
 * Runs the command line in this process, exactly as `main.ts` does but with standard output and standard
 * error captured (through effect's `Console`) and `stdin` as standard input. Gives the exit code main.ts
 * would exit with. No terminal is attached (the commands take their flags only), unless `prompter` answers
 * their prompts (`scriptedPrompter`).
 */
export const runInProcess = async (
  args: readonly string[],
  stdin = "",
  prompter: Prompter = NO_PROMPTS,
): Promise<CliRun> => {
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
      Effect.provideService(PrompterService, prompter),
      Effect.provide(
        Stdio.layerTest({ args: Effect.succeed(args), stdin: Stream.make(new TextEncoder().encode(stdin)) }),
      ),
      Effect.provide(NodeServices.layer),
    ),
  );
  return { code, stdout, stderr };
};
