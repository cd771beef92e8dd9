import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

/*
 * Server processes for the tests and the benchmark: `src/main.ts` in a child Node process on 127.0.0.1 (a free
 * port), run through tsx's loader in that very process, so that its pid is the server's (kill -9 kills it).
 */

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/**
 * The Node options a server process runs with, as `pnpm serve` starts it (the root package.json): a young
 * generation of 64 MB per semi-space instead of V8's 16. A board's state lives from one action to the next, a
 * tenth of a second when 200 tables play at once: in a larger nursery it dies there instead of being promoted to
 * the old generation and marked again (about 10% less CPU per action in `pnpm bench server`, for up to 96 MB
 * more of young generation: two semi-spaces).
 */
export const SERVER_NODE_OPTIONS: readonly string[] = ["--max-semi-space-size=64"];

const MAIN = fileURLToPath(new URL("./main.ts", import.meta.url));

export interface ServerProcess {
  readonly url: string;
  readonly child: ChildProcess;
  /** The lines the process wrote (JSON log lines, and anything else). */
  readonly output: string[];
  /** Stops it (SIGTERM by default; SIGKILL for a crash) and waits for it to exit. */
  readonly stop: (signal?: NodeJS.Signals) => Promise<void>;
}

/**
 * Starts a server with these environment variables (`DATA_DIR` or `DATABASE_URL` …) and waits until it
 * listens. `nodeArgs`: more options for Node (`--cpu-prof` to profile it).
 */
export const startServer = (
  env: Record<string, string>,
  options: { readonly timeoutMs?: number; readonly nodeArgs?: readonly string[] } = {},
): Promise<ServerProcess> =>
  new Promise((resolve, reject) => {
    const timeoutMs = options.timeoutMs ?? 120_000;
    const child = spawn(
      process.execPath,
      [...SERVER_NODE_OPTIONS, ...(options.nodeArgs ?? []), "--conditions=source", "--import", "tsx", MAIN],
      {
        cwd: ROOT,
        env: { ...process.env, HOST: "127.0.0.1", PORT: "0", ...env },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    // a server never outlives the process that started it (a test or a bench stopped half way)
    const orphan = () => child.kill("SIGKILL");
    process.once("exit", orphan);
    child.once("exit", () => process.off("exit", orphan));
    const output: string[] = [];
    let buffered = "";
    let done = false;
    const exited = new Promise<void>((r) => child.once("exit", () => r()));
    const stop = async (signal: NodeJS.Signals = "SIGTERM") => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    };
    const timer = setTimeout(() => {
      if (done) return;
      done = true;
      child.kill("SIGKILL");
      reject(new Error(`the server did not start in ${timeoutMs} ms:\n${output.join("\n")}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      buffered += chunk.toString("utf8");
      let i = buffered.indexOf("\n");
      while (i >= 0) {
        const line = buffered.slice(0, i);
        buffered = buffered.slice(i + 1);
        output.push(line);
        const m = /Listening on (http:\/\/[0-9.]+:\d+)/.exec(line);
        if (m && !done) {
          done = true;
          clearTimeout(timer);
          resolve({ url: m[1]!, child, output, stop });
        }
        i = buffered.indexOf("\n");
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("exit", (code, signal) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      reject(new Error(`the server exited (${code ?? signal}) before listening:\n${output.join("\n")}`));
    });
  });
