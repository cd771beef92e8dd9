import { cpSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, it } from "vitest";
import { runInProcess } from "../testing/in-process.ts";
import type { CliRun } from "../testing/run-cli.ts";
import { hasStackTrace, tempDir } from "../testing/run-cli.ts";

const SESSION = fileURLToPath(new URL("../../../../examples/session/", import.meta.url));
const PAIRS = join(SESSION, "pairs");
const TEAMS = join(SESSION, "teams");

/** Runs `bridgelaw score ARGS` in this process, as main.ts does, with its output captured. */
const run = (args: readonly string[], stdin = ""): Promise<CliRun> => runInProcess(["score", ...args], stdin);

const OPTIONS = { timeout: 120_000, concurrent: true } as const;

describe("bridgelaw score", OPTIONS, () => {
  it("78A: a directory of logs at matchpoints: each board's table and frequencies, then the Mitchell ranking", async ({
    expect,
  }) => {
    const r = await run([PAIRS, "--method", "mp", "--travellers"]);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    const out = r.stdout;
    expect(out).toContain("Club pairs, 22 Nov 2026: matchpoints (Law 78A)");
    expect(out).toContain("Board 1   top 6\n");
    expect(out).toMatch(
      / {2}3 +3 +13 +2S= by N +50% -110 \/ 50% \+110 +50% \+110 \/ 50% -110 +appeal: 50% 3♣E= −110 \/ 50% 2♠N= \+110 +1\.50 +4\.50 +25\.00 +75\.00 +79A1 12C1\(b\) 93B2 12C1\(c\)/,
    );
    expect(out).toContain("Board 2   form (as dealt) (87B)   top 6, Neuberg");
    expect(out).toContain("Board 2   form B (87B)   top 6, Neuberg");
    expect(out).toMatch(
      / {2}4 +4 +13 +not played +average-plus +average-minus +ruled: A\+\/A− +3\.60 +2\.40 +60\.00 +40\.00 +12C2\(a\)/,
    );
    expect(out).toContain("Ranking North-South");
    expect(out).toMatch(/ {5}1 {2}2 +4 +19\.13 +0 +19\.13 +24 +79\.72/);
    expect(out).toContain("Ranking East-West");
    // EW 12: 13.87 matchpoints less a quarter top (90B2) on a top of 6
    expect(out).toMatch(/ {5}2 {2}12 +4 +13\.87 +1\.50 +12\.37 +24 +51\.53/);
    expect(out).not.toContain("Warnings");
  });

  it("--json: one object with every board table, the rankings and the problems", async ({ expect }) => {
    const r = await run([PAIRS, "--json"]);
    expect(r.code).toBe(0);
    const s = JSON.parse(r.stdout);
    expect(s).toMatchObject({
      format: 1,
      sources: 16,
      results: 16,
      method: "mp",
      problems: [],
      warnings: [],
    });
    const ev = s.events[0];
    expect(ev.boards.map((b: { board: number; group?: string }) => [b.board, b.group ?? null])).toEqual([
      [1, null],
      [2, "(as dealt)"],
      [2, "B"],
      [3, null],
      [4, null],
    ]);
    expect(ev.fields.map((f: { name: string }) => f.name)).toEqual(["NS", "EW"]);
    // Σ matchpoints over both directions of a board of four results at top 6: 2 × 4 × 6 / 2 = 24
    const b1 = ev.boards[0].rows;
    expect(b1.reduce((a: number, x: { NS: number; EW: number }) => a + x.NS + x.EW, 0)).toBeCloseTo(24, 9);
  });

  it("78B W36: team matches in IMPs and victory points; the PP stays with team B (90B6)", async ({
    expect,
  }) => {
    const r = await run([TEAMS, "--method", "imp", "--vp", "2", "--travellers"]);
    expect(r.stderr).toBe("");
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("IMPs (Law 78B), team matches");
    expect(r.stdout).toMatch(/ {2}1 +A +B +4S= by N +\+620 +-620 +\+10 +-10/);
    expect(r.stdout).toMatch(/ {7}2 {2}A +\+15 +18\.37 +B +-16 +1\.32/);
    expect(r.stdout).toMatch(/ {5}2 {2}B +2 +-15 +1 +-16 +1\.32/);
  });

  it("78D: the other methods: Butler, cross-IMPs, total points", async ({ expect }) => {
    const butler = await run([PAIRS, "--method", "butler", "--travellers"]);
    expect(butler.code).toBe(0);
    expect(butler.stdout).toContain("datum NS");
    const cross = await run([PAIRS, "--method", "cross-imp"]);
    expect(cross.stdout).toContain("cross-IMPs (Law 78B, 78D)");
    const total = await run([PAIRS, "--method", "total"]);
    expect(total.stdout).toContain("total points (Law 78C)");
    expect(total.stdout).toContain("Warnings"); // an artificial score has no value in total points
  });

  it("an invalid log is reported with its file and line, the others are still scored, and the run exits 1", async ({
    expect,
  }) => {
    const tmp = tempDir();
    cpSync(PAIRS, tmp.dir, { recursive: true });
    const bad = readFileSync(join(PAIRS, "b1-t4.jsonl"), "utf8").replace('"tricks":7', '"tricks":14');
    tmp.write("b1-t4.jsonl", bad);
    tmp.write("notes.txt", "not a log");
    const r = await run([tmp.dir, "--travellers"]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/b1-t4\.jsonl: line 6: .*0 to 13/);
    expect(hasStackTrace(r.stderr)).toBe(false);
    expect(r.stdout).toContain("Ranking North-South");
    expect(r.stdout).toContain("Board 1   top 6, Neuberg"); // three results left on board 1
  });

  it("a log without pair ids, an unfinished board, an empty directory, a missing file: reported", async ({
    expect,
  }) => {
    const tmp = tempDir();
    tmp.write(
      "nopairs.jsonl",
      `${JSON.stringify({ type: "BoardStarted", board: 1, deal: "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432" })}\n${JSON.stringify({ type: "ScoreRecorded", contract: "4S", declarer: "N", tricks: 10 })}\n`,
    );
    tmp.write(
      "unfinished.jsonl",
      `${JSON.stringify({ type: "BoardStarted", board: 1, deal: "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432", pairs: { NS: "1", EW: "2" } })}\n`,
    );
    const empty = tempDir();
    const r = await run([tmp.dir, empty.dir, join(tmp.dir, "missing.jsonl")]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/nopairs\.jsonl: line 1: BoardStarted names no pair ids/);
    expect(r.stdout).toMatch(
      /Boards without a result: the Director's decision \(Law 12C2\), 1\n {2}board 1: NS 1 v EW 2: not played — .*unfinished\.jsonl/,
    );
    expect(r.stderr).toMatch(/no \*\.jsonl log in the directory/);
    expect(r.stderr).toMatch(/missing\.jsonl: cannot read: no such file/);
  });

  it("a provisional score (an appeal not decided) is flagged; - reads standard input", async ({ expect }) => {
    const text = readFileSync(join(PAIRS, "b1-t3.jsonl"), "utf8").split("\n").slice(0, -2).join("\n");
    const r = await run(["-", join(PAIRS, "b1-t1.jsonl")], `${text}\n`);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/<stdin>: board 1: an appeal is not decided yet/);
  });

  it("a usage error: an unknown method is exit 2", async ({ expect }) => {
    const r = await run([PAIRS, "--method", "chicago"]);
    expect(r.code).toBe(2);
  });

  it("12C2(d): --max-average-plus takes a whole number or none; anything else is a usage error (exit 2)", async ({
    expect,
  }) => {
    const bad = await run([PAIRS, "--max-average-plus", "two"]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--max-average-plus takes a whole number of boards or "none", not "two"/);
    expect(hasStackTrace(bad.stderr)).toBe(false);
    const none = await run([PAIRS, "--max-average-plus", "none"]);
    expect(none.code).toBe(0);
  });

  it("12C4: --knockout with --knockout-average is accepted for team matches", async ({ expect }) => {
    const r = await run([TEAMS, "--method", "imp", "--knockout", "--knockout-average"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Matches/);
  });
});
