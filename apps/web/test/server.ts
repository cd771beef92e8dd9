import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The live table server of `apps/server` (`pnpm serve`), started for the live tests as its README says: a
 * child Node process on 127.0.0.1 (a free port), PGlite in a fresh temporary folder, and the built web app as
 * its WEB_ROOT. `BRIDGELAW_SERVER_MAIN` names another server entry point.
 */
export const SERVER_MAIN =
  process.env.BRIDGELAW_SERVER_MAIN ?? fileURLToPath(new URL("../../server/src/main.ts", import.meta.url));

export interface LiveServer {
  readonly url: string;
  readonly stop: () => Promise<void>;
}

export const startLiveServer = (webRoot: string, timeoutMs = 240_000): Promise<LiveServer> => {
  if (!existsSync(SERVER_MAIN)) throw new Error(`no live table server at ${SERVER_MAIN}`);
  const repo = join(dirname(SERVER_MAIN), "..", "..", "..");
  const data = mkdtempSync(join(tmpdir(), "bridgelaw-web-live-"));
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(
      process.execPath,
      ["--conditions=source", "--import", "tsx", SERVER_MAIN],
      {
        cwd: repo,
        env: { ...process.env, HOST: "127.0.0.1", PORT: "0", DATA_DIR: data, WEB_ROOT: webRoot },
        stdio: ["ignore", "pipe", "pipe"],
      },
    );
    const output: string[] = [];
    let buffered = "";
    let done = false;
    const exited = new Promise<void>((r) => child.once("exit", () => r()));
    const stop = async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
      rmSync(data, { recursive: true, force: true });
    };
    const timer = setTimeout(() => {
      if (done) return;
      done = true;
      child.kill("SIGKILL");
      reject(new Error(`the live table server did not start:\n${output.join("\n")}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      buffered += chunk.toString("utf8");
      for (let i = buffered.indexOf("\n"); i >= 0; i = buffered.indexOf("\n")) {
        const line = buffered.slice(0, i);
        buffered = buffered.slice(i + 1);
        output.push(line);
        const m = /Listening on (http:\/\/[0-9.]+:\d+)/.exec(line);
        if (m !== null && !done) {
          done = true;
          clearTimeout(timer);
          resolve({ url: m[1]!, stop });
        }
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code, signal) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      reject(new Error(`the live table server exited (${code ?? signal}):\n${output.join("\n")}`));
    });
  });
};
