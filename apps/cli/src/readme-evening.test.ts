import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { readPbn } from "@bridgelaw/formats";
import { afterAll, describe, it } from "vitest";
import { validateHtml } from "./testing/html-validator.ts";
import { runInProcess } from "./testing/in-process.ts";
import { ROOT, tempDir } from "./testing/run-cli.ts";

/*
 * The README's whole evening (issue 29: import → score → rulings → publish), run as written: each line of its
 * `sh` block after "A whole evening", one after another, with `pnpm bridgelaw` run in this process, `/tmp/session`
 * in a temporary folder, the data at `../shared/data` beside the repository as the README says, a `> FILE`
 * written and a `| …` piped through the shell. Every command exits 0; what the club publishes is checked.
 */

const README = readFileSync(join(ROOT, "apps", "cli", "README.md"), "utf8");

/** The commands of the evening's block: its `pnpm bridgelaw` lines, comments dropped. */
const evening = (): string[] => {
  const at = README.indexOf("A whole evening");
  const block = /```sh\n([\s\S]*?)```/.exec(README.slice(at))![1]!;
  return block
    .split("\n")
    .filter((l) => l.startsWith("pnpm bridgelaw "))
    .map((l) => l.replace(/\s+#\s.*$/, ""));
};

/** The words a POSIX shell makes of a command line. */
const shellWords = (line: string): string[] => {
  const r = spawnSync("sh", ["-c", `printf '%s\\0' ${line}`], { encoding: "utf8" });
  if (r.status !== 0) throw new Error(`sh: ${r.stderr}`);
  return r.stdout.split("\0").slice(0, -1);
};

describe("apps/cli/README.md: a whole evening, as written (issue 29)", { timeout: 900_000 }, () => {
  const tmp = tempDir();
  afterAll(tmp.remove);

  it("import, seal, rulings, manifest, verify, score, score cards, hand records, export, replay, audit: each exits 0", async ({
    expect,
  }) => {
    const lines = evening();
    expect(lines.length).toBeGreaterThanOrEqual(12);
    for (const written of lines) {
      const line = written
        .replaceAll("/tmp/session", join(tmp.dir, "session"))
        .replaceAll("../shared/data/", join(ROOT, "..", "shared", "data", "/"));
      const [command, pipe] = line.split(/ \| /);
      const redirect = / > (\S+)$/.exec(command!);
      const args = shellWords(
        (redirect === null ? command! : command!.slice(0, redirect.index)).replace(/^pnpm bridgelaw /, ""),
      );
      const r = await runInProcess(args);
      expect(r.code, `${written}\n${r.stderr}`).toBe(0);
      if (redirect !== null) writeFileSync(redirect[1]!, r.stdout);
      if (pipe !== undefined) {
        const piped = spawnSync("sh", ["-c", pipe], { input: r.stdout, encoding: "utf8" });
        expect(piped.status, written).toBe(0);
      }
    }
    const out = (name: string) => readFileSync(join(tmp.dir, name), "utf8");
    // the hand records: one per deal (12 boards played at 48 tables), valid, printable
    const records = readPbn(out("session.records.pbn")).records;
    expect(records).toHaveLength(12);
    expect(records.map((r) => r.tags.get("Board")?.value)).toEqual(
      Array.from({ length: 12 }, (_, i) => String(i + 1)),
    );
    const recordsHtml = out("session.records.html");
    expect(recordsHtml.match(/<article class="deal"/g)).toHaveLength(12);
    expect(await validateHtml(recordsHtml)).toEqual([]);
    // the results and the score cards
    expect(await validateHtml(out("session.html"))).toEqual([]);
    const cards = out("session.cards.html");
    expect(await validateHtml(cards)).toEqual([]);
    expect((cards.match(/<h3>Score card: /g) ?? []).length).toBeGreaterThan(40);
  });
});
