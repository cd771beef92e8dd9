import { afterAll, describe, it } from "vitest";
import { runInProcess } from "../testing/in-process.ts";
import type { CliRun } from "../testing/run-cli.ts";
import { hasStackTrace, tempDir } from "../testing/run-cli.ts";

/** Runs `bridgelaw dd ARGS` in this process, as main.ts does, with its output captured. */
const run = (args: readonly string[], stdin = ""): Promise<CliRun> => runInProcess(["dd", ...args], stdin);

// list100.txt, deal 1: TABLE and PAR ("NS -110") from DDS
const DEAL = "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3";
// North holds every top card: 7NT makes
const ALL = "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432";

describe("bridgelaw dd", { timeout: 300_000 }, () => {
  const tmp = tempDir();
  afterAll(tmp.remove);

  it("77: prints the 20-result table and par of a deal", async ({ expect }) => {
    const r = await run([DEAL]);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(
      [
        DEAL,
        "        NT  ♠  ♥  ♦  ♣",
        "  N      6  5  6  5  7",
        "  E      6  8  6  7  5",
        "  S      6  5  6  5  7",
        "  W      6  8  6  7  5",
        "  par  NS -110 (2S-EW), vulnerability None",
        "",
      ].join("\n"),
    );
  });

  it("77: --json: one object a deal, in order, with the table and par for --vul", async ({ expect }) => {
    const file = tmp.write("deals.txt", `# two deals\n${DEAL}\n\n[Deal "${ALL}"]\n`);
    const r = await run(["--file", file, "--vul", "All", "--json"]);
    expect(r.code).toBe(0);
    const lines = r.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      deal: DEAL,
      vulnerability: "All",
      table: { N: { S: 5, H: 6, D: 5, C: 7, NT: 6 }, E: { S: 8, H: 6, D: 7, C: 5, NT: 6 } },
      par: { NS: -110 },
    });
    expect(lines[1].table.N).toMatchObject({ S: 13, NT: 13 });
    expect(lines[1].par.NS).toBe(2220);
  });

  it("a deal that cannot be read is reported on one line and the others are solved (exit 1); none is a usage error", async ({
    expect,
  }) => {
    const r = await run(["N:AKQ", ALL, "--json"]);
    expect(r.code).toBe(1);
    expect(r.stdout.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toMatch(/^deal 1: /);
    expect(hasStackTrace(r.stderr)).toBe(false);
    expect((await run([])).code).toBe(2);
  });
});
