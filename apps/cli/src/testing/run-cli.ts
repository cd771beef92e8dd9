import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository root (the CLI runs from there, as `pnpm bridgelaw` does). */
export const ROOT = fileURLToPath(new URL("../../../../", import.meta.url));

export interface CliRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Runs `node --conditions=source --import tsx apps/cli/src/main.ts ARGS` (the sources, no build needed) as a child process, with `input` on standard input.
 * With `closeEarly`, standard output is closed after its first chunk (as `| head -1` does).
 */
export const runCli = (args: readonly string[], input?: string, closeEarly = false): Promise<CliRun> =>
  new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["--conditions=source", "--import", "tsx", "apps/cli/src/main.ts", ...args],
      {
        cwd: ROOT,
        env: { ...process.env, NO_COLOR: "1" },
      },
    );
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (d: string) => {
      stdout += d;
      if (closeEarly) child.stdout.destroy();
    });
    child.stderr.setEncoding("utf8").on("data", (d: string) => (stderr += d));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.on("error", () => {});
    child.stdin.end(input ?? "");
  });

/** A fresh temporary directory, a function that writes a file into it and gives its path, and its removal. */
export const tempDir = (): {
  dir: string;
  write: (name: string, text: string) => string;
  remove: () => void;
} => {
  const dir = mkdtempSync(join(tmpdir(), "bridgelaw-cli-"));
  return {
    dir,
    remove: () => rmSync(dir, { recursive: true, force: true }),
    write: (name, text) => {
      const path = join(dir, name);
      writeFileSync(path, text);
      return path;
    },
  };
};

/** True when the text shows a JavaScript stack trace. */
export const hasStackTrace = (text: string): boolean =>
  /^\s+at .+[:(]\d+/m.test(text) || /\bError: .*\n\s+at /.test(text);
