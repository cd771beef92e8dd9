import { appendFileSync, cpSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, it } from "vitest";
import { runInProcess } from "../testing/in-process.ts";
import { tempDir } from "../testing/run-cli.ts";

/**
 * Issue 16, points 1 and 5: real files imported, then scored with no edited file and no flag for what the
 * file says: the ACBL speedball pairs (matchpoints, Neuberg where a result is missing) and the EYTC 1998
 * teams match (IMPs, VPs). Scores checked by hand against the Laws (78A, 78B) and the file's own Score tags.
 */
const DATA = (path: string) => new URL(`../../../../../shared/data/${path}`, import.meta.url).pathname;
const run = runInProcess;

/** The NS score of a PBN result by Law 77, written out for the few boards checked by hand. */
interface Row {
  readonly pairs: { NS?: string; EW?: string };
  readonly scores: { NS: string; EW: string };
  readonly NS: number;
  readonly EW: number;
  readonly NSPercent?: number;
}

describe("score straight from import: a real pairs session and a real teams match", {
  timeout: 180_000,
}, () => {
  const tmp = tempDir();
  const sb = join(tmp.dir, "speedball");
  const ey = join(tmp.dir, "eytc");
  afterAll(tmp.remove);
  beforeAll(async () => {
    await run(["import", DATA("pbn/acbl-speedball-2013.pbn"), "--out", sb]);
    await run(["import", DATA("pbn/eytc-1998.pbn"), "--out", ey]);
  });

  it("speedball at matchpoints: exit 0, both directions ranked, every pair, 3 boards for the Director", async ({
    expect,
  }) => {
    const r = await run(["score", sb, "--method", "mp"]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe("");
    expect(r.stdout).toContain("Ranking North-South");
    expect(r.stdout).toContain("Ranking East-West");
    expect(r.stdout).toMatch(/Boards without a result: the Director's decision \(Law 12C2\), 3\n/);
    expect(r.stdout).toMatch(/board 6: NS BR2play & carmiz31 v EW iammaite & jshep3rd: not played/);
    expect(r.stdout).toMatch(/\* few boards: fewer than 6 boards played/);
    expect(r.stdout).toContain('"nasi putih & nathan2008" taken as "Nasi Putih & nathan2008"');
    const json = JSON.parse((await run(["score", sb, "--method", "mp", "--format", "json"])).stdout);
    const ev = json.events[0];
    expect(json.results).toBe(573);
    expect(json.unscored.map((u: { board: number }) => u.board)).toEqual([6, 9, 12]);
    const ranked = ev.fields.flatMap((f: { ranking: unknown[] }) => f.ranking).length;
    expect(ranked).toBe(106); // 108 pair ids less the two spelt another way (letter case, and the order it gives)
    expect(json.notices).toContain(
      '"annlahey & cheryl o" taken as "Cheryl O & annlahey": the same names spelt another way (letter case or order); check that they are one contestant',
    );
    // every board has 48 results, 47 on the three boards not played at one table: Neuberg there (78D)
    for (const b of ev.boards) {
      expect(b.top).toBe(94);
      expect(b.factored).toBe([6, 9, 12].includes(b.board));
      expect(b.rows).toHaveLength([6, 9, 12].includes(b.board) ? 47 : 48);
    }
  });

  it("12C2: once the Director records the artificial score in the log, the board is scored (50 % of 94)", async ({
    expect,
  }) => {
    const dir = join(tmp.dir, "ruled");
    cpSync(sb, dir, { recursive: true });
    const log = join(dir, "acbl-1607-pairs-acbl-sat-1pm-speedball-board-6-48.jsonl");
    appendFileSync(log, '{"type":"ScoreAdjusted","law":"12C2(a)","NS":"average","EW":"average-plus"}\n');
    const json = JSON.parse((await run(["score", dir, "--format", "json"])).stdout);
    expect(json.unscored.map((u: { board: number }) => u.board)).toEqual([9, 12]);
    const row = json.events[0].boards
      .find((b: { board: number }) => b.board === 6)
      .rows.find((x: Row) => x.pairs.NS === "BR2play & carmiz31");
    expect(row).toMatchObject({ NS: 47, NSPercent: 50, laws: ["12C2(a)"] });
    expect(row.EW).toBeGreaterThanOrEqual(0.6 * 94 - 1e-9); // average-plus: at least 60 % (12C2(c) may raise it)
  });

  it("speedball board 1 by hand (Law 78A): 2 for each NS score beaten, 1 for each tie, top 94", async ({
    expect,
  }) => {
    const json = JSON.parse((await run(["score", sb, "--method", "mp", "--format", "json"])).stdout);
    const rows: Row[] = json.events[0].boards.find((b: { board: number }) => b.board === 1).rows;
    const ns = rows.map((x) => Number(x.scores.NS));
    for (const [k, x] of rows.entries()) {
      const mine = ns[k]!;
      const want = ns.reduce((a, s, j) => a + (j === k ? 0 : s < mine ? 2 : s === mine ? 1 : 0), 0);
      expect(x.NS).toBe(want);
      expect(x.EW).toBe(94 - want);
    }
    // the first record: 6NT by E down two, none vulnerable: NS +100; the second: 6H by W down two: +100
    const first = rows.find((x) => x.pairs.NS === "bgturley & ind5")!;
    expect(first.scores.NS).toBe("+100");
    const beaten = ns.filter((s) => s < 100).length;
    const tied = ns.filter((s) => s === 100).length - 1;
    expect(first.NS).toBe(2 * beaten + tied);
    expect(first.NSPercent).toBeCloseTo((100 * first.NS) / 94, 2);
  });

  it("speedball board 6 (47 results, Neuberg): (mp + 1) × 48/47 − 1", async ({ expect }) => {
    const json = JSON.parse((await run(["score", sb, "--method", "mp", "--format", "json"])).stdout);
    const rows: Row[] = json.events[0].boards.find((b: { board: number }) => b.board === 6).rows;
    const ns = rows.map((x) => Number(x.scores.NS));
    const k = 0;
    const raw = ns.reduce((a, s, j) => a + (j === k ? 0 : s < ns[k]! ? 2 : s === ns[k]! ? 1 : 0), 0);
    expect(rows[k]!.NS).toBeCloseTo(((raw + 1) * 48) / 47 - 1, 2);
  });

  it("eytc teams at IMPs, no flag: the match from the rooms, IMPs by hand, VPs on the WBF scale", async ({
    expect,
  }) => {
    const r = await run(["score", ey, "--travellers"]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe("");
    expect(r.stdout).toMatch(
      /^Scored as team matches at IMPs \(78B\) with victory points \(78D\): every log names its two teams/,
    );
    // Open: Germany NS 5H-1, NS -50 (the file's Score "NS -50"); Closed: Austria NS 4H=, NS +420
    // ("NS 420"). Austria: 420 + 50 = 470 points = 10 IMPs (430–490, Law 78B).
    expect(r.stdout).toMatch(/ {2}7 +Open +J-germany +J-austria +5H-1 by S +-50 +\+50 +-10 +\+10/);
    expect(r.stdout).toMatch(/ {2}7 +Closed +J-austria +J-germany +4H= by N +\+420 +-420 +\+10 +-10/);
    // one board: B = 15, VP = 10 + 10 (1 − τ²)/(1 − τ³) = 18.09 (WBF 2013, 78D)
    expect(r.stdout).toMatch(/ {6}1 +1 +J-austria +\+10 +18\.09 +J-germany +-10 +1\.91/);
    expect(r.stdout).toMatch(
      / {5}1 {2}J-austria +Gloyer A, Lindermann A, Purstl C, Saurer B +1 +\+10 +0 +\+10 +18\.09/,
    );
    // the ranking first, then the match, then the travellers
    const at = (s: string) => r.stdout.indexOf(s);
    expect(at("Ranking")).toBeLessThan(at("Round 1: J-austria v J-germany"));
    expect(at("Round 1: J-austria v J-germany")).toBeLessThan(at("Round 1, Board 1"));
    expect(r.stdout).toContain("Junior Teams");
    const explicit = await run(["score", ey, "--method", "imp", "--vp", "16"]);
    // 10 IMPs over 16 boards: B = 60, VP = 10 + 10 (1 − τ^0.5)/(1 − τ³) = 12.80
    expect(explicit.stdout).toMatch(/J-austria +\+10 +12\.80/);
  });

  it("imp on a pairs session says what it does and why: IMPs against the datum, no teams", async ({
    expect,
  }) => {
    const r = await run(["score", sb, "--method", "imp"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(
      /IMPs against each board's datum \(Butler, 78D\), not team matches: the logs name no teams/,
    );
  });

  it("recaps, --pair, CSV, HTML (standalone), --out", async ({ expect }) => {
    const recap = await run(["score", sb, "--pair", "bgturley & ind5"]);
    expect(recap.stdout).toMatch(/Recap: bgturley & ind5 +rank \d+ NS/);
    expect(recap.stdout.match(/^Recap: /gm)).toHaveLength(1);
    const csv = await run(["score", ey, "--method", "imp", "--format", "csv", "--travellers"]);
    const [ranking, matches, match, travellers] = csv.stdout.split("\r\n\r\n");
    expect(ranking!.split("\r\n")[0]).toBe(
      "event,field,rank,pair,players,boards,score,penalties,total,top,percent,vp,few_boards",
    );
    expect(ranking).toContain(
      '16th European Youth Team Championships — Junior Teams,all,1,J-austria,"Gloyer A, Lindermann A, Purstl C, Saurer B",1,10,0,10,,,18.09,',
    );
    expect(travellers!.trim().split("\r\n")).toHaveLength(3);
    // no name twice in a header (the pairs and each side's figure apart: pair_ns, value_ns …)
    for (const block of [ranking, matches, match, travellers]) {
      const header = block!.split("\r\n")[0]!.split(",");
      expect(new Set(header).size).toBe(header.length);
    }
    expect(travellers!.split("\r\n")[0]).toBe(
      "event,round,board,group,table,room,pair_ns,pair_ew,result,score_ns,score_ew,value_ns,value_ew,laws,applies,mark,why",
    );
    expect(matches!.split("\r\n")).toEqual([
      "event,round,boards,team_a,imps_a,vp_a,team_b,imps_b,vp_b",
      "16th European Youth Team Championships — Junior Teams,1,1,J-austria,10,18.09,J-germany,-10,1.91",
    ]);
    expect(match!.split("\r\n")[1]).toBe(
      '16th European Youth Team Championships — Junior Teams,1,J-austria v J-germany,1,"Closed, table 7",4H= by N,420,"Open, table 7",5H-1 by S,-50,10,-10',
    );
    const page = join(tmp.dir, "results.html");
    const html = await run(["score", sb, "--format", "html", "--travellers", "--recaps", "--out", page]);
    expect(html.code).toBe(0);
    expect(html.stdout).toBe("");
    const text = readFileSync(page, "utf8");
    expect(text).toMatch(/^<!DOCTYPE html>/);
    expect(text).toContain("<h3>Ranking North-South</h3>");
    expect(text).toContain("<dt>79A1</dt>");
    expect(text).not.toMatch(/<script|<link|src=|url\(|https?:\/\//i); // nothing outside the page
  });

  it("a movement file says what the file does not: the teams of the pairs when no Room or Table is given", async ({
    expect,
  }) => {
    const dir = join(tmp.dir, "noroom");
    const pbn = readFileSync(DATA("pbn/eytc-1998.pbn"), "latin1").replace(
      /\[(Room|Table) "[A-Za-z0-9]+"\]\r?\n/g,
      "",
    );
    writeFileSync(join(tmp.dir, "noroom.pbn"), pbn);
    const imported = await run(["import", join(tmp.dir, "noroom.pbn"), "--out", dir]);
    expect(imported.code).toBe(0);
    const butler = await run(["score", dir, "--method", "imp"]);
    expect(butler.stdout).toMatch(/not team matches: the logs name no teams/);
    const movement = join(tmp.dir, "movement.json");
    writeFileSync(
      movement,
      JSON.stringify({
        teams: {
          "J-germany": ["Balschun R & Linde J", "Huesken F & Kornek A"],
          "J-austria": ["Gloyer A & Saurer B", "Lindermann A & Purstl C"],
        },
      }),
    );
    const r = await run(["score", dir, "--method", "imp", "--movement", movement]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/ {6}1 +1 +J-austria +\+10 +18\.09 +J-germany +-10 +1\.91/);
    writeFileSync(movement, '{"teams": {"A": "not a list"}}');
    const bad = await run(["score", dir, "--method", "imp", "--movement", movement]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--movement .*movement\.json: .*teams/);
  });
});
