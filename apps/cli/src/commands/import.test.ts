import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { replayLog } from "@bridgelaw/table";
import { afterAll, describe, it } from "vitest";
import { runInProcess } from "../testing/in-process.ts";
import { hasStackTrace, tempDir } from "../testing/run-cli.ts";

/** Runs `bridgelaw ARGS` in this process, as main.ts does, with its output captured. */
const run = runInProcess;

const DATA = (path: string) => new URL(`../../../../../shared/data/${path}`, import.meta.url).pathname;

const DEAL = "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85";
const GAME = (board: number, extra = "") =>
  `[Event "Club Night"]\n[Board "${board}"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "${DEAL}"]\n[Declarer "S"]\n[Contract "5HX"]\n[Result "9"]\n[Auction "N"]\n1D 1S 3H 4S\n4NT X Pass Pass\n5C X 5H X\nAP\n[Play "W"]\nSK H3 S4 S3\nC5 C2 C6 CK${extra}\n*\n`;

describe("bridgelaw import", { timeout: 120_000 }, () => {
  const tmp = tempDir();
  afterAll(tmp.remove);

  it("writes one log a board, named by event and board, and prints the summary; a record rejected is exit 1", async ({
    expect,
  }) => {
    const file = tmp.write("club.pbn", [GAME(1), GAME(2), '[Event "x"]\n'].join("\n"));
    const out = join(tmp.dir, "club");
    const r = await run(["import", file, "--out", out]);
    expect(r.code).toBe(1);
    expect(readdirSync(out).sort()).toEqual(["club-night-board-1.jsonl", "club-night-board-2.jsonl"]);
    const log = readFileSync(join(out, "club-night-board-1.jsonl"), "utf8");
    expect(replayLog(log).error).toBeUndefined();
    expect(replayLog(log).view.contract).toBe("5HX");
    expect(r.stdout).toContain(`club.pbn (PBN): 2 board logs written to ${out}`);
    expect(r.stdout).toContain("3 records: 2 complete, 0 incomplete, 0 not played, 1 rejected");
    expect(r.stdout).toMatch(/1 × rejected: not a board: no Deal tag\n\s+record 3/);
    expect(r.stderr).toBe(
      "club.pbn: record 3 (line 37): rejected: not a board: no Deal tag\n".replace("club.pbn", file),
    );
    const clean = tmp.write("clean.pbn", [GAME(1), GAME(2)].join("\n"));
    expect((await run(["import", clean, "--out", join(tmp.dir, "clean")])).code).toBe(0);
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
    // --partial keeps what replays: an incomplete board, still exit 1 (the board lost its play's end)
    const partial = await run(["import", file, "--out", join(tmp.dir, "partial"), "--partial"]);
    expect(partial.code).toBe(1);
    expect(partial.stdout).toContain(
      "2 records: 1 complete, 1 incomplete (1 does not replay, 1 cards not imported)",
    );
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

  it("the 576-record speedball file: 573 complete, 3 not played, players and pairs in each log (exit 0)", async ({
    expect,
  }) => {
    const out = join(tmp.dir, "speedball");
    const r = await run(["import", DATA("pbn/acbl-speedball-2013.pbn"), "--out", out]);
    expect(r.code).toBe(0);
    expect(readdirSync(out)).toHaveLength(576);
    expect(r.stderr).toBe(""); // no progress bar in a pipe, nothing lost
    expect(r.stdout).toContain(
      "576 records: 573 complete, 0 incomplete, 3 not played, 0 rejected (0 errors, 576 warnings",
    );
    expect(r.stdout).toMatch(
      /3 × not played: the record gives the deal only .*Law 12C2\)\n\s+records 288, 432, 576/,
    );
    const first = JSON.parse(
      readFileSync(join(out, "acbl-1607-pairs-acbl-sat-1pm-speedball-board-1.jsonl"), "utf8").split("\n")[0]!,
    );
    expect(first).toMatchObject({
      event: "ACBL #1607 Pairs ACBL Sat 1pm Speedball",
      date: "2013-08-10",
      players: { N: "ind5", E: "HCortez", S: "bgturley", W: "Sandy ss" },
      pairs: { NS: "bgturley & ind5", EW: "HCortez & Sandy ss" },
    });
    expect(first.note).toContain('[Date "2013-08-10 17:04"]'); // the time is kept
    expect(existsSync(join(out, "acbl-1607-pairs-acbl-sat-1pm-speedball-board-1-2.jsonl"))).toBe(true);
  });

  it("eytc-1998: the teams by room (home team North-South in the open room), section, round, table", async ({
    expect,
  }) => {
    const out = join(tmp.dir, "eytc");
    const r = await run(["import", DATA("pbn/eytc-1998.pbn"), "--out", out]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("2 records: 2 complete, 0 incomplete, 0 not played, 0 rejected");
    const started = (room: string) =>
      JSON.parse(
        readFileSync(join(out, `16th-european-youth-team-championships-board-1-${room}.jsonl`), "utf8").split(
          "\n",
        )[0]!,
      );
    expect(started("open")).toMatchObject({
      room: "Open",
      teams: { NS: "J-germany", EW: "J-austria" },
      section: "Junior Teams",
      round: "1",
      table: "7",
      date: "1998-07-16",
    });
    expect(started("closed")).toMatchObject({ room: "Closed", teams: { NS: "J-austria", EW: "J-germany" } });
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
