import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, it } from "vitest";
import { GRAND_SLAM, PASSED_OUT } from "../testing/fixtures.ts";
import { runInProcess as run } from "../testing/in-process.ts";
import { ROOT, tempDir } from "../testing/run-cli.ts";

/** A board whose revoke leaves a question open for the Director (64A1). */
const W01 = join(ROOT, "examples", "play", "W01-64A1-revoker-wins-revoke-trick.jsonl");
/** A board dealt and not played: no call, no result (12C2). */
const NOT_PLAYED = `${GRAND_SLAM.split("\n")[0]}\n`;

describe("rule --all --open: only the boards the Director has to deal with (issue 29)", {
  timeout: 300_000,
}, () => {
  const tmp = tempDir();
  afterAll(tmp.remove);

  it("lists a board with a question open and a board without a result, leaves out the boards with nothing open; the summary counts every log", async ({
    expect,
  }) => {
    const question = tmp.write("a.jsonl", readFileSync(W01, "utf8"));
    const done = tmp.write("b.jsonl", PASSED_OUT);
    const notPlayed = tmp.write("c.jsonl", NOT_PLAYED);
    const all = await run(["rule", "--all", question, done, notPlayed]);
    const open = await run(["rule", "--all", "--open", question, done, notPlayed]);
    expect(open.code).toBe(0);
    expect(all.stdout).toContain(`${done}: board 2: no question is open for the Director\n`);
    expect(open.stdout).not.toContain(done);
    expect(open.stdout).toContain(`${question}: board 3: 1 question for the Director`);
    expect(open.stdout).toMatch(new RegExp(`${notPlayed}: board \\d+: not played`));
    expect(open.stdout).toContain("Law 12C2");
    // what is listed is what --all lists for those boards, and the summary is the same
    expect(open.stdout).toBe(
      all.stdout
        .split(/\n(?=\/)/)
        .filter((block) => !block.startsWith(done))
        .join("\n"),
    );
    expect(open.stderr).toBe(all.stderr);
    expect(open.stderr).toBe(
      "rule: 3 logs: 3 ok, 0 failed; 1 board with questions for the Director, 1 board without a result\n",
    );
  });

  it("--open without --all is a usage error (exit 2)", async ({ expect }) => {
    const r = await run(["rule", "--open", tmp.write("d.jsonl", PASSED_OUT)]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("--open goes with --all");
  });
});
