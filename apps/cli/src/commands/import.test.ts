import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { replayLog } from "@bridgelaw/table";
import { afterAll, describe, it } from "vitest";
import { runInProcess } from "../testing/in-process.ts";
import { hasStackTrace, tempDir } from "../testing/run-cli.ts";
import { PROGRESS_THRESHOLD, progressBar } from "./import.ts";

/** Runs `bridgelaw ARGS` in this process, as main.ts does, with its output captured. */
const run = runInProcess;

const DATA = (path: string) => new URL(`../../../../../shared/data/${path}`, import.meta.url).pathname;

const DEAL = "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85";
const GAME = (board: number, extra = "") =>
  `[Event "Club Night"]\n[Board "${board}"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "${DEAL}"]\n[Declarer "S"]\n[Contract "5HX"]\n[Result "9"]\n[Auction "N"]\n1D 1S 3H 4S\n4NT X Pass Pass\n5C X 5H X\nAP\n[Play "W"]\nSK H3 S4 S3\nC5 C2 C6 CK${extra}\n*\n`;

describe("bridgelaw import", { timeout: 120_000 }, () => {
  const tmp = tempDir();
  afterAll(tmp.remove);

  it("writes one log a board, named by event and board, and prints the summary (exit 0)", async ({
    expect,
  }) => {
    const file = tmp.write("club.pbn", [GAME(1), GAME(2), '[Event "x"]\n'].join("\n"));
    const out = join(tmp.dir, "club");
    const r = await run(["import", file, "--out", out]);
    expect(r.code).toBe(0);
    expect(readdirSync(out).sort()).toEqual(["club-night-board-1.jsonl", "club-night-board-2.jsonl"]);
    const log = readFileSync(join(out, "club-night-board-1.jsonl"), "utf8");
    expect(replayLog(log).error).toBeUndefined();
    expect(replayLog(log).view.contract).toBe("5HX");
    expect(r.stdout).toContain(`club.pbn (PBN): 2 board logs written to ${out}`);
    expect(r.stdout).toContain("3 records: 2 imported, 1 rejected");
    expect(r.stdout).toMatch(/1 × rejected: not a board: no Deal tag\n\s+record 3/);
    expect(r.stderr).toBe("");
  });

  it("a board whose play does not replay: reported with its record and line; the others written (exit 1)", async ({
    expect,
  }) => {
    const file = tmp.write("bad.pbn", [GAME(1), GAME(2).replace("C5 C2 C6 CK", "C5 C2 C6 HA")].join("\n"));
    const out = join(tmp.dir, "bad");
    const r = await run(["import", file, "--out", out]);
    expect(r.code).toBe(1);
    expect(readdirSync(out)).toEqual(["club-night-board-1.jsonl"]);
    expect(r.stderr).toMatch(
      /bad\.pbn: record 2 \(line \d+\), board 2: rejected: the play does not replay: S does not hold HA \(line 34\)/,
    );
    expect(hasStackTrace(r.stderr)).toBe(false);
    const partial = await run(["import", file, "--out", join(tmp.dir, "partial"), "--partial"]);
    expect(partial.code).toBe(0);
    expect(readdirSync(join(tmp.dir, "partial"))).toHaveLength(2);
  });

  it("does not replace logs already there without --force (exit 2); --report writes the report", async ({
    expect,
  }) => {
    const file = tmp.write("again.pbn", GAME(1));
    const out = join(tmp.dir, "again");
    expect((await run(["import", file, "--out", out])).code).toBe(0);
    const refused = await run(["import", file, "--out", out]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/already in .*give --force/);
    const report = join(tmp.dir, "report.json");
    const forced = await run(["import", file, "--out", out, "--force", "--report", report]);
    expect(forced.code).toBe(0);
    const json = JSON.parse(readFileSync(report, "utf8"));
    expect(json.reports[0]).toMatchObject({ record: 1, status: "imported", board: 1, claim: { total: 9 } });
  });

  it("imports LIN (BBO), the format from the extension", async ({ expect }) => {
    const out = join(tmp.dir, "lin");
    const r = await run(["import", DATA("lin/bbo-table-example.lin"), "--out", out]);
    expect(r.code).toBe(0);
    expect(readdirSync(out)).toHaveLength(8);
    expect(r.stdout).toContain("(LIN): 8 board logs written");
  });

  it("the 576-record speedball file: a progress report on standard error, 576 logs", async ({ expect }) => {
    const out = join(tmp.dir, "speedball");
    const r = await run(["import", DATA("pbn/acbl-speedball-2013.pbn"), "--out", out]);
    expect(r.code).toBe(0);
    expect(readdirSync(out)).toHaveLength(576);
    expect(r.stderr.trim().split("\n")).toEqual([
      "importing: 144/576 records (25%)",
      "importing: 288/576 records (50%)",
      "importing: 432/576 records (75%)",
      "importing: 576/576 records (100%)",
    ]);
    expect(existsSync(join(out, "acbl-1607-pairs-acbl-sat-1pm-speedball-board-1.jsonl"))).toBe(true);
    expect(existsSync(join(out, "acbl-1607-pairs-acbl-sat-1pm-speedball-board-1-2.jsonl"))).toBe(true);
  });

  it("an unreadable file: one line, no stack (exit 1); no --out: usage error (exit 2)", async ({
    expect,
  }) => {
    const r = await run(["import", join(tmp.dir, "missing.pbn"), "--out", join(tmp.dir, "x")]);
    expect(r.code).toBe(1);
    expect(r.stderr.trim()).toMatch(/missing\.pbn: cannot read: no such file/);
    expect(hasStackTrace(r.stderr)).toBe(false);
    const usage = await run(["import", join(tmp.dir, "club.pbn")]);
    expect(usage.code).toBe(2);
  });

  it("decodes an ISO 8859-1 file (PBN's character set)", async ({ expect }) => {
    const bytes = Buffer.from(GAME(3).replace("Club Night", "Liège"), "latin1");
    const file = join(tmp.dir, "latin1.pbn");
    writeFileSync(file, bytes);
    const out = join(tmp.dir, "latin1");
    expect((await run(["import", file, "--out", out])).code).toBe(0);
    expect(readFileSync(join(out, "liege-board-3.jsonl"), "utf8")).toContain('"event":"Liège"');
  });
});

describe("the progress bar", () => {
  it(`shows only above ${PROGRESS_THRESHOLD} records; redraws in place on a terminal`, ({ expect }) => {
    const out: string[] = [];
    const small = progressBar(10, true, (s) => out.push(s));
    for (let i = 1; i <= 10; i += 1) small(i);
    expect(out).toEqual([]);
    const big = progressBar(400, true, (s) => out.push(s));
    for (let i = 1; i <= 400; i += 1) big(i);
    expect(out.length).toBeLessThanOrEqual(41);
    expect(out[out.length - 1]).toBe(`\rimporting [${"#".repeat(40)}] 400/400\n`);
  });
});
