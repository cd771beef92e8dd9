import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, it } from "vitest";
import { checkHtml } from "../testing/html-check.ts";
import { validateHtml } from "../testing/html-validator.ts";
import { runInProcess as run } from "../testing/in-process.ts";
import { tempDir } from "../testing/run-cli.ts";

/**
 * Issue 29, points 1 and 4: a teams event as the file says (HomeTeam/VisitTeam at numbered tables, as
 * RealBridge writes them, with a match of placeholder records), scored with no flag; results a club can
 * publish, from one publication for text, CSV, JSON and HTML.
 */
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const TEAMS_PBN = here("../testing/fixtures/teams-tables.pbn");
const PAIRS = here("../../../../examples/session/pairs");
const SPEEDBALL = here("../../../../../shared/data/pbn/acbl-speedball-2013.pbn");

describe("score: teams and pairs as the file says, results to publish", { timeout: 180_000 }, () => {
  const tmp = tempDir();
  const teams = join(tmp.dir, "teams");
  const sb = join(tmp.dir, "speedball");
  afterAll(tmp.remove);
  beforeAll(async () => {
    await run(["import", TEAMS_PBN, "--out", teams]);
    await run(["import", SPEEDBALL, "--out", sb]);
  }, 180_000);

  it("import: the home team North-South at its table; the placeholder records are not played", async ({
    expect,
  }) => {
    const r = await run(["import", TEAMS_PBN, "--out", join(tmp.dir, "again")]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("12 records: 8 complete, 0 incomplete, 4 not played, 0 rejected");
    expect(r.stdout).toContain(
      `4 × not played: a placeholder (Contract "Pass", no auction, no result, no score): the board was not played at this table`,
    );
    const first = (name: string) => JSON.parse(readFileSync(join(teams, name), "utf8").split("\n")[0]!);
    expect(first("club-teams-board-1-1.jsonl")).toMatchObject({
      table: "1",
      round: "1",
      teams: { NS: "ALPHA", EW: "BRAVO" },
      pairs: { NS: "Al & Ann", EW: "Bea & Bob" },
    });
    expect(first("club-teams-board-1-2.jsonl")).toMatchObject({
      table: "2",
      teams: { NS: "BRAVO", EW: "ALPHA" },
    });
    // the deal only: no ScoreRecorded of a board passed out
    expect(readFileSync(join(teams, "club-teams-board-1-5.jsonl"), "utf8").trim().split("\n")).toHaveLength(
      1,
    );
  });

  it("score with no flag: team matches at IMPs, match totals, VPs on the WBF scale; the placeholders never ranked", async ({
    expect,
  }) => {
    const r = await run(["score", teams]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe("");
    const out = r.stdout;
    expect(out).toMatch(/^Scored as team matches at IMPs \(78B\) with victory points \(78D\)/);
    expect(out).toContain(
      "4 boards not played at a table (no auction, no result, no score: placeholders of the file, or the deal only): never ranked, never in a datum",
    );
    // ALPHA: 6NT= +990 at table 1 against 3NT+3 +490 at table 2: 500 = 11 IMPs; 4S= -420 against 3S+1 +170
    // for ALPHA at table 2: -250 = -6 IMPs; 5 IMPs over 2 boards: 13.78 VP (WBF 2013, B = 15√2)
    expect(out).toMatch(/ {2}1 +table 1 +6NT= by N +\+990 +table 2 +3NT\+3 by N +\+490 +\+11 +-11/);
    expect(out).toMatch(/ {2}2 +table 1 +4S= by W +-420 +table 2 +3S\+1 by W +-170 +-6 +\+6/);
    expect(out).toMatch(/ {2}Total +\+5 +-5\n {2}ALPHA \+5 IMPs, 13\.78 VP; BRAVO -5 IMPs, 6\.22 VP/);
    expect(out).toMatch(/ {5}1 {2}DELTA +Dan, Di, Don, Dot +2 +\+10 +0 +\+10 +16\.46/);
    expect(out).not.toMatch(/Dummy.*&.*Dummy.*\d+\.\d\d\n/); // no placeholder pair in a ranking
    expect(out).not.toMatch(/ECHO|FOXTROT/);
    // the ranking first, the matches after it
    expect(out.indexOf("Ranking")).toBeLessThan(out.indexOf("Round 1: ALPHA v BRAVO"));
    // Butler only when asked
    const butler = await run(["score", teams, "--method", "butler"]);
    expect(butler.stdout).toContain("against each board's datum (Butler");
    expect(butler.stdout).not.toContain("Scored as team matches");
  });

  it("team recaps: a line per board, the team's own score at each table (opposite signs for the same result), the IMPs once", async ({
    expect,
  }) => {
    const r = await run(["score", teams, "--pair", "DELTA", "--pair", "CHARLIE"]);
    // board 1: 6NT= at both tables: +990 North-South, -990 East-West: net 0, 0 IMPs
    expect(r.stdout).toMatch(/ {2}1 +1 +CHARLIE +6NT= by N +\+990 +6NT= by N +-990 +0 +0\n/);
    expect(r.stdout).toMatch(/ {2}1 +2 +CHARLIE +4S-1 by W +\+50 +4S= by W +\+420 +\+470 +\+10\n/);
    expect(r.stdout).toMatch(/ {2}1 +2 +DELTA +4S= by W +-420 +4S-1 by W +-50 +-470 +-10\n/);
    const json = JSON.parse((await run(["score", teams, "--recaps", "--json"])).stdout);
    const delta = json.publication.events[0].recaps.find((b: { title: string }) =>
      b.title.startsWith("Recap: DELTA"),
    );
    const imps = delta.grid.columns.findIndex((c: { key: string }) => c.key === "imps");
    expect(delta.grid.rows.map((row: { value: number }[]) => row[imps]!.value)).toEqual([0, 10]);
  });

  it("CSV: the ranking with its players, the matches and each match's boards; no name twice in a header", async ({
    expect,
  }) => {
    const csv = (await run(["score", teams, "--format", "csv", "--travellers", "--recaps"])).stdout;
    const blocks = csv.trimEnd().split("\r\n\r\n");
    for (const b of blocks) {
      const header = b.split("\r\n")[0]!.split(",");
      expect(new Set(header).size).toBe(header.length);
    }
    expect(blocks[0]).toContain('Club teams,all,1,DELTA,"Dan, Di, Don, Dot",2,10,0,10,,,16.46,');
    expect(blocks[2]!.split("\r\n")[0]).toBe(
      "event,round,match,board,table_a_ns,result_a_ns,score_a_ns,table_b_ns,result_b_ns,score_b_ns,imps_a,imps_b",
    );
    expect(blocks[2]).toContain(
      "Club teams,1,ALPHA v BRAVO,1,table 1,6NT= by N,990,table 2,3NT+3 by N,490,11,-11",
    );
    // pairs: every ranking row has its players
    const pairs = (await run(["score", sb, "--format", "csv"])).stdout.split("\r\n\r\n")[0]!.split("\r\n");
    const players = pairs[0]!.split(",").indexOf("players");
    expect(pairs.slice(1).every((l) => l.split(",")[players] !== "")).toBe(true);
  });

  it("a pair's name spelt two ways is merged only with a notice, in every format", async ({ expect }) => {
    const notice =
      '"annlahey & cheryl o" taken as "Cheryl O & annlahey": the same names spelt another way (letter case or order); check that they are one contestant';
    const text = (await run(["score", sb])).stdout;
    expect(text.split("\n").slice(0, 3)).toContain(notice);
    expect((await run(["score", sb, "--format", "csv"])).stdout).toContain(
      `\r\n${notice.replace(/"/g, '""').replace(/^|$/g, '"')}\r\n`,
    );
    expect(JSON.parse((await run(["score", sb, "--json"])).stdout).notices).toContain(notice);
    expect((await run(["score", sb, "--format", "html"])).stdout).toContain(
      `<p class="note">${notice.replace(/"/g, "&quot;").replace(/&(?!quot;)/g, "&amp;")}</p>`,
    );
  });

  it("Neuberg: a board's frequency table shows the traveller's (factored) matchpoints", async ({
    expect,
  }) => {
    const json = JSON.parse((await run(["score", PAIRS, "--travellers", "--json"])).stdout);
    const board = json.publication.events[0].travellers.find((b: { title: string }) =>
      b.title.startsWith("Board 2   form (as dealt)"),
    );
    expect(board.title).toContain("Neuberg");
    const col = (g: { columns: { key: string }[] }, key: string) => g.columns.findIndex((c) => c.key === key);
    const rows: { value: number | string }[][] = board.grid.rows;
    const freq: { value: number }[][] = board.sub.grid.rows;
    expect(board.sub.grid.columns[2].title).toBe("MP (Neuberg)");
    for (const f of freq) {
      const score = f[0]!.value;
      const traveller = rows.find((r) => Number(r[col(board.grid, "score_ns")]!.value) === score)!;
      expect(f[2]!.value).toBe(traveller[col(board.grid, "value_ns")]!.value); // 5.67, 3, 0.33: not 4, 2, 0
    }
  });

  it("adjusted scores marked with their standing's mark, why it applies as its title", async ({ expect }) => {
    const html = (await run(["score", PAIRS, "--travellers", "--recaps", "--format", "html"])).stdout;
    expect(html).toMatch(/<span class="adj" title="[^"]+">appeal: 50% 3♣E= −110 \/ 50% 2♠N= \+110<\/span>/);
    expect(html).toMatch(/<span class="adj" title="[^"]+">ruled: A\+\/A−<\/span>/);
    // no mark's title is the mark again: it is why the score applies
    for (const m of html.matchAll(/<span class="adj" title="([^"]*)">([^<]*)<\/span>/g))
      expect(m[1]).not.toBe(m[2]);
  });

  it("HTML: valid to html-validate's recommended rules and the project's check (unique ids, tags closed in order, tables whole, one number format a column), printable", async ({
    expect,
  }) => {
    for (const args of [
      [teams, "--travellers", "--recaps"],
      [PAIRS, "--travellers", "--recaps"],
      [sb, "--travellers", "--recaps"],
    ]) {
      const html = (await run(["score", ...args, "--format", "html"])).stdout;
      expect(await validateHtml(html), args[0]).toEqual([]);
      expect(html).toContain("@media print{");
      expect(html).toContain("thead{display:table-header-group}");
    }
    // the checker finds what it is for
    expect(
      checkHtml('<!DOCTYPE html>\n<html><body><h3 id="a">x</h3><h3 id="a">y</h3></body></html>'),
    ).toEqual(['the id "a" is used 2 times']);
    expect(
      checkHtml(
        '<!DOCTYPE html>\n<html><body><table><thead><tr><th class="n">x</th></tr></thead><tbody><tr><td class="n">1</td></tr><tr><td class="n">1.50</td></tr></tbody></table><p><div></div></p></body></html>',
      ),
    ).toEqual(["<div> (a block) inside <p>", "table 1, column 1: numbers in 2 formats (1 1.50)"]);
  });

  it("text: the ranking before the travellers (a thousand lines of them come after, or on request)", async ({
    expect,
  }) => {
    const out = (await run(["score", sb, "--travellers"])).stdout;
    expect(out.indexOf("Ranking North-South")).toBeLessThan(out.indexOf("Board 1   top 94"));
    expect(out.indexOf("Ranking East-West")).toBeLessThan(out.indexOf("Board 1   top 94"));
    expect((await run(["score", sb])).stdout).not.toContain("Board 1   top 94");
  });
});
