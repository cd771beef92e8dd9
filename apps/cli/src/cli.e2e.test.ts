/**
 * End to end: the `bridgelaw` command run as a child process (`node --conditions=source --import tsx apps/cli/src/main.ts`,
 * what `pnpm bridgelaw` runs), on temporary log files. `cli.test.ts` covers every case in process; this
 * file checks what only a real process shows: exit codes, standard output and error, standard input.
 */
import { readFileSync } from "node:fs";
import { replayLog } from "@bridgelaw/table";
import { withWords } from "@bridgelaw/words";
import { afterAll, describe, it } from "vitest";
import { BAD_INPUT, DOUBLED_DOWN, GRAND_SLAM, PASSED_OUT } from "./testing/fixtures.ts";
import { hasStackTrace, runCli, tempDir } from "./testing/run-cli.ts";

const head = (text: string, n: number): string => `${text.split("\n").slice(0, n).join("\n")}\n`;
/** The view as `replay --json` prints it: each consequence and the standing's facts with their words. */
const jsonView = (text: string): unknown => {
  const view = replayLog(text).view;
  return JSON.parse(JSON.stringify(withWords(view)));
};

describe("bridgelaw as a process", { timeout: 120_000, concurrent: true }, () => {
  const tmp = tempDir();
  afterAll(tmp.remove);
  const grand = tmp.write("grand.jsonl", GRAND_SLAM);
  const doubled = tmp.write("doubled.jsonl", DOUBLED_DOWN);

  it("replay prints a complete board and exits 0", async ({ expect }) => {
    const r = await runCli(["replay", grand]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe("");
    expect(r.stdout).toContain("Board 1   Dealer: North   Vulnerability: None");
    expect(r.stdout).toContain("              ♠ AKQJ\n");
    expect(r.stdout).toContain(
      "Auction\n  West    North   East    South\n          7NT     Pass    Pass\n  Pass\n",
    );
    expect(r.stdout).toContain("    13   North    ♣5     >♣Q      ♣9      ♣6     North");
    expect(r.stdout).toContain("Result:   7NT by North, 13 tricks, made\nScore:    NS +1520, EW -1520");
    expect(r.stdout).toContain("Audit trail");
  });

  it("replay --json: one line per source in the order given, - from standard input", async ({ expect }) => {
    const r = await runCli(["replay", "--json", doubled, "-", grand], PASSED_OUT);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe("replay: 3 logs: 3 ok, 0 failed\n"); // the summary of several logs
    const views = r.stdout
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(views.map((v) => v.board)).toEqual([4, 2, 1]);
    expect(views[0].result).toEqual({
      contract: "2SX",
      declarer: "E",
      tricksByDeclarer: 0,
      score: { NS: 2300, EW: -2300 },
    });
    expect(views[1].result).toEqual({
      contract: "Pass",
      declarer: null,
      tricksByDeclarer: null,
      score: { NS: 0, EW: 0 },
    });
    expect(views[2]).toEqual(jsonView(GRAND_SLAM));
  });

  it("every bad input of issue 2, and an unreadable file: one line each naming the line, the derived state, exit 1", async ({
    expect,
  }) => {
    const files = BAD_INPUT.map((b, i) => tmp.write(`bad-${i}.jsonl`, b.text));
    const missing = `${tmp.dir}/missing.jsonl`;
    const r = await runCli(["replay", "--json", ...files, missing]);
    expect(r.code).toBe(1);
    expect(hasStackTrace(r.stdout + r.stderr)).toBe(false);
    const errors = r.stderr.trimEnd().split("\n");
    // a line for each log that failed, then the summary, then each again
    expect(errors).toHaveLength(2 * (BAD_INPUT.length + 1) + 1);
    expect(errors[BAD_INPUT.length + 1]).toBe(
      `replay: ${BAD_INPUT.length + 1} logs: 0 ok, ${BAD_INPUT.length + 1} failed`,
    );
    expect(errors.slice(BAD_INPUT.length + 2)).toEqual(
      errors.slice(0, BAD_INPUT.length + 1).map((e) => `  ${e}`),
    );
    const views = r.stdout
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(views).toHaveLength(BAD_INPUT.length + 1);
    BAD_INPUT.forEach((b, i) => {
      expect(errors[i]!.startsWith(`${files[i]}: line ${b.line}: `), errors[i]).toBe(true);
      expect(errors[i]).toMatch(b.reason);
      expect(views[i]).toEqual(jsonView(head(b.text, b.line - 1)));
    });
    expect(errors[BAD_INPUT.length]).toBe(`${missing}: cannot read: no such file`);
  });

  it("a bad log in text mode: the board so far, then one line on standard error, the next file still printed", async ({
    expect,
  }) => {
    const bad = BAD_INPUT.find((b) => b.name === "a card played twice")!;
    const file = tmp.write("twice.jsonl", bad.text);
    const r = await runCli(["replay", "--no-audit", file, grand]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(
      new RegExp(
        `^${file}: line 10: [^\\n]*SA[^\\n]*\\nreplay: 2 logs: 1 ok, 1 failed\\n  ${file}: line 10: [^\\n]*\\n$`,
      ),
    );
    const [first, second] = r.stdout.split(`==> ${grand} <==`);
    expect(first).toContain("Contract: 1NT by North");
    expect(first).toContain("     1   East     ♠2      ♠A     >♠10     ♠3     North");
    expect(second).toContain("Result:   7NT by North, 13 tricks, made");
  });

  it("a closed standard output (| head -1) ends the run quietly", async ({ expect }) => {
    const many = Array.from({ length: 300 }, () => grand);
    const r = await runCli(["replay", "--json", ...many], undefined, true);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
  });

  it("usage errors exit 2 (no file, unknown flag, no command); --help exits 0", async ({ expect }) => {
    const [noFile, badFlag, bare, help] = await Promise.all([
      runCli(["replay"]),
      runCli(["verify", "--frobnicate", grand]),
      runCli([]),
      runCli(["seal", "--help"]),
    ]);
    expect([noFile.code, badFlag.code, bare.code, help.code]).toEqual([2, 2, 2, 0]);
    expect(noFile.stderr).toContain("Missing required argument: file");
    expect(badFlag.stderr).toContain("Unrecognized flag: --frobnicate");
    expect(help.stdout).toContain("--in-place");
    for (const r of [noFile, badFlag, bare]) expect(hasStackTrace(r.stdout + r.stderr)).toBe(false);
  });

  it("seal then verify; a tampered event makes verify fail at its position", async ({ expect }) => {
    const out = `${tmp.dir}/grand.sealed.jsonl`;
    const sealed = await runCli(["seal", grand, "--out", out]);
    expect(sealed.code).toBe(0);
    const verified = await runCli(["verify", out]);
    expect(verified).toMatchObject({ code: 0, stderr: "" });
    expect(verified.stdout).toMatch(
      new RegExp(`^${out}: sealed, 57 events, chain intact, head [0-9a-f]{64}\n$`),
    );
    const lines = readFileSync(out, "utf8").trimEnd().split("\n");
    lines[7] = lines[7]!.replace('"card":"S2"', '"card":"S3"');
    expect(lines[7]).toContain('"card":"S3"');
    const tampered = tmp.write("tampered.jsonl", `${lines.join("\n")}\n`);
    const r = await runCli(["verify", tampered]);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe("");
    expect(r.stderr).toBe(
      `${tampered}: chain broken at position 8 (line 8): record 8 has a hash that does not match its content\n`,
    );
  });
});
