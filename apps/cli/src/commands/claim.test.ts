import { readdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, it } from "vitest";
import { runInProcess } from "../testing/in-process.ts";
import type { CliRun } from "../testing/run-cli.ts";
import { hasStackTrace, tempDir } from "../testing/run-cli.ts";

const CLAIMS = fileURLToPath(new URL("../../../../examples/claims/", import.meta.url));

/** Runs `bridgelaw claim ARGS` in this process, as main.ts does, with its output captured. */
const run = (args: readonly string[], stdin = ""): Promise<CliRun> => runInProcess(["claim", ...args], stdin);

describe("bridgelaw claim", { timeout: 120_000 }, () => {
  const tmp = tempDir();
  afterAll(tmp.remove);

  it("70C: W14, the report shows the position, the double-dummy line, the outstanding trump and its line", async ({
    expect,
  }) => {
    const r = await run([`${CLAIMS}W14a-70C-outstanding-trump.jsonl`]);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(
      "Board 3, 4S by South: South claims 3 of the 3 tricks left (position 46, trick 11)",
    );
    expect(r.stdout).toContain("status: ruled by the Director under 70C: NS take 2 of the 3");
    expect(r.stdout).toContain("  S  ♠A ♥KQ ♦- ♣-");
    expect(r.stdout).toContain("Double dummy: NS take 3 of 3: the claim holds against the best defence");
    expect(r.stdout).toContain("No line can lose (whatever NS play): no; the fewest tricks NS can take: 1");
    expect(r.stdout).toMatch(
      /Law 70C: the opponents hold ♠J; the statement does not mention them; a line where it takes a trick: yes \(at most 1 trick\)\n {2}S ♥K ♠J ♣4 ♦8/,
    );
    expect(r.stdout).toContain("The checker informs; the Director's ruling decides (Law 70).");
  });

  it("70E1: W15, the tricks depend on the king of spades being with West", async ({ expect }) => {
    const r = await run([`${CLAIMS}W15a-70E1-unstated-finesse.jsonl`]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(
      "Law 70E: the tricks depend on ♠K being with West rather than East: played for it with East, NS take 1",
    );
  });

  it("68C: a stated line: holds or not, with a losing line; --json gives the report", async ({ expect }) => {
    const r = await run([`${CLAIMS}ED-C2-2017-68D2b-play-on-result-stands.jsonl`]);
    expect(r.stdout).toContain("Stated line (H2, finesse HQ), against every defence:");
    expect(r.stdout).toContain("played well where it says nothing: yes (NS take 2)");
    expect(r.stdout).toContain("status: void: play continued by agreement (68D2(b)); the play decides");
    const j = await run(["--json", `${CLAIMS}W19-71B-concession-of-a-trick-that-cannot-be-lost.jsonl`]);
    expect(j.code).toBe(0);
    const report = JSON.parse(j.stdout.trim());
    expect(report).toMatchObject({
      position: 42,
      claimer: "N",
      status: "agreed",
      settled: 4,
      report: { law71: { cannotLose: 1 } },
    });
  });

  it("68: --all reports every claim, a statement about the trick in progress included", async ({
    expect,
  }) => {
    const r = await run(["--all", "--json", `${CLAIMS}CM-48-68-statement-about-current-trick.jsonl`]);
    expect(r.code).toBe(0);
    expect(
      r.stdout
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l).status),
    ).toEqual(["current-trick"]);
  });

  it("a log without a claim, or an invalid one, is reported on one line (exit 1); no argument is a usage error", async ({
    expect,
  }) => {
    const none = await run([
      tmp.write(
        "none.jsonl",
        '{"type":"BoardStarted","board":1,"deal":"N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"}\n',
      ),
    ]);
    expect(none.code).toBe(1);
    expect(none.stderr).toMatch(/none\.jsonl: no claim or concession in the log/);
    const bad = await run([tmp.write("bad.jsonl", '{"type":"ClaimMade","seat":"S","tricks":1}\n')]);
    expect(bad.code).toBe(1);
    expect(bad.stderr.trim().split("\n")).toHaveLength(1);
    expect(hasStackTrace(bad.stderr)).toBe(false);
    expect((await run([])).code).toBe(2);
  });

  it("several logs and a directory: every claim checked on two threads, the same reports as on one; a bad log among them is one line (exit 1)", async ({
    expect,
  }) => {
    const one = await run(["--all", "--workers", "1", CLAIMS]);
    const two = await run(["--all", "--workers", "2", CLAIMS]);
    expect(one.code).toBe(0);
    expect(two.code).toBe(0);
    expect(two.stdout).toBe(one.stdout);
    const logs = readdirSync(CLAIMS).filter((n) => n.endsWith(".jsonl"));
    expect(two.stdout.match(/^==> .* <==$/gm)).toEqual(logs.sort().map((n) => `==> ${join(CLAIMS, n)} <==`));
    expect(two.stderr).toMatch(/^claim: \d+ claims checked in [\d.]+ s on 2 threads: [\d.]+ ms per claim\n$/);

    const files = [
      `${CLAIMS}W14a-70C-outstanding-trump.jsonl`,
      tmp.write(
        "missing-claim.jsonl",
        '{"type":"BoardStarted","board":1,"deal":"N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432"}\n',
      ),
      `${CLAIMS}W15a-70E1-unstated-finesse.jsonl`,
    ];
    const json = await run(["--json", "--workers", "2", ...files]);
    expect(json.code).toBe(1);
    expect(json.stderr).toMatch(/missing-claim\.jsonl: no claim or concession in the log/);
    const lines = json.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => l.file)).toEqual([files[0], files[2]]);
    const alone = await run(["--json", files[2]!]);
    expect(lines[1]).toEqual(JSON.parse(alone.stdout));
  });

  it("--workers must be a whole number from 1 (usage error, exit 2)", async ({ expect }) => {
    const r = await run([
      "--workers",
      "0",
      `${CLAIMS}W19-71B-concession-of-a-trick-that-cannot-be-lost.jsonl`,
    ]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("--workers 0: give a whole number from 1");
  });
});
