import { spawn } from "node:child_process";
import { closeSync, existsSync, openSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { earlyLang, earlyLine } from "./early.ts";
import { cliLang, setLang, takeLang } from "./lang.ts";
import { ROOT } from "./testing/run-cli.ts";

/*
 * Issue 33: the two lines `main.ts` writes before anything is loaded ("cannot start", "cannot write the output")
 * in the run's language, chosen as `lang.ts` chooses it (`--lang`, else `LC_ALL`, else `LANG`).
 */
describe("the lines written before the catalogs are loaded", () => {
  it("the language is the one lang.ts chooses for the messages, for every --lang and environment", () => {
    const asked = [[], ["--lang", "fr"], ["--lang=fr"], ["--lang", "en"], ["--lang", "FR"], ["--lang", "pt"]];
    const more = [["--lang", "nb"], ["--lang", "no"], ["--lang", "xx"], ["--lang", "fr_FR"], ["--lang"]];
    const envs = ["fr_FR.UTF-8", "en_GB.UTF-8", "pt_BR", "nb_NO", "C", "C.UTF-8", undefined];
    try {
      for (const lang of [...asked, ...more])
        for (const lcAll of envs)
          for (const LANG of envs) {
            const args = ["score", ...lang, "logs"];
            const env = {
              ...(lcAll !== undefined && { LC_ALL: lcAll }),
              ...(LANG !== undefined && { LANG }),
            };
            takeLang(args, env);
            expect(earlyLang(args, env), `${args.join(" ")} LC_ALL=${lcAll} LANG=${LANG}`).toBe(cliLang());
          }
    } finally {
      setLang("en");
    }
  });

  it("each line in English and in French, with the first line of its message", () => {
    expect(earlyLine("start", "en", "Cannot find module 'x'\nRequire stack: …")).toBe(
      "bridgelaw: cannot start: Cannot find module 'x'\n",
    );
    expect(earlyLine("start", "fr", "Cannot find module 'x'")).toBe(
      "bridgelaw : impossible de démarrer : Cannot find module 'x'\n",
    );
    expect(earlyLine("output", "en", "EIO: i/o error, write")).toBe(
      "bridgelaw: cannot write the output: EIO: i/o error, write\n",
    );
    expect(earlyLine("output", "fr", "EIO: i/o error, write")).toBe(
      "bridgelaw : impossible d'écrire la sortie : EIO: i/o error, write\n",
    );
  });

  /** `bridgelaw ARGS` with its standard output on /dev/full (every write fails: ENOSPC), its standard error. */
  const onFullDevice = (
    args: readonly string[],
    env: NodeJS.ProcessEnv,
  ): Promise<{ code: number | null; stderr: string }> =>
    new Promise((resolve, reject) => {
      const full = openSync("/dev/full", "w");
      const child = spawn(
        process.execPath,
        ["--conditions=source", "--import", "tsx", "apps/cli/src/main.ts", ...args],
        { cwd: ROOT, env: { ...process.env, LC_ALL: "", LANG: "", ...env }, stdio: ["ignore", full, "pipe"] },
      );
      closeSync(full);
      let stderr = "";
      child.stderr?.setEncoding("utf8").on("data", (d: string) => (stderr += d));
      child.on("error", reject);
      child.on("close", (code) => resolve({ code, stderr }));
    });

  it.runIf(existsSync("/dev/full"))(
    "an output that cannot be written (a full device): the line in French with --lang fr or LANG=fr_FR, else English",
    { timeout: 120_000 },
    async () => {
      const fr = await onFullDevice(["--help", "--lang", "fr"], {});
      expect(fr.code).toBe(1);
      expect(fr.stderr).toMatch(/^bridgelaw : impossible d'écrire la sortie : ENOSPC\b/);
      const env = await onFullDevice(["--help"], { LANG: "fr_FR.UTF-8" });
      expect(env.stderr).toMatch(/^bridgelaw : impossible d'écrire la sortie : /);
      const en = await onFullDevice(["--help"], {});
      expect(en.code).toBe(1);
      expect(en.stderr).toMatch(/^bridgelaw: cannot write the output: ENOSPC\b/);
    },
  );
});
