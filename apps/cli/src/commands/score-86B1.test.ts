import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, it } from "vitest";
import { runInProcess } from "../testing/in-process.ts";
import { tempDir } from "../testing/run-cli.ts";

const SESSION = fileURLToPath(new URL("../../../../examples/session/86B1-one-result/", import.meta.url));

describe("bridgelaw score: a board with a result at one table only (86B1)", { timeout: 120_000 }, () => {
  it("86B1, 12C2: the Director's estimate is tested; an assigned score or 12C2 by responsibility enters the match", async ({
    expect,
  }) => {
    const r = await runInProcess(["score", join(SESSION), "--method", "imp", "--travellers"], "");
    expect(r.code).toBe(0);
    const out = r.stdout;
    // board 9: 40 % 3NT+1 / 60 % 1NT+3 at the other table is +3.6 IMPs expected: clearly favourable, assigned
    // the adjusted score marked beside the score that applies (the Director's ruling, 86B1)
    expect(out).toMatch(
      / {2}1 +A +B +3NT\+1 by N +\+3\.6 IMPs +-3\.6 IMPs +ruled: \+3\.6 IMPs +\+3\.60 +-3\.60 +79A1 86B1\n/,
    );
    // board 10: −1 IMP expected: not clearly favourable; B responsible: average-plus to A, valued by 12C2(c)
    expect(out).toMatch(
      / {2}1 +A +B +1NT\+1 by E +average-plus +average-minus +ruled: A\+\/A− +\+10 +-10 +79A1 86B1 12C2\n/,
    );
    expect(out).toMatch(/ {7}3 {2}A +\+23\.60/);
    expect(out).not.toContain("Rulings needed");
  });
});

/*
 * Law 86B1: "the one result obtained by the same contestants is clearly favourable to one side"; WBFLC: more
 * than 3 IMPs expected against the existing result, else Law 12C2 by responsibility. Board 7 of a match A v B:
 * table 1 (A North-South) made 4S, +620; table 2 did not play it, and the Director's 86B1 score there is a
 * weighted one: 4S= (A gains nothing) or 2S+2 (+170: A gains 450, 10 IMPs).
 */
const TABLE_1 = readFileSync(join(SESSION, "b7-t1.jsonl"), "utf8");
const NOT_PLAYED = `${readFileSync(join(SESSION, "b7-t2.jsonl"), "utf8").split("\n")[0]}\n`;
const AT = ["--at", "2026-11-22T21:50:00Z"];
/** The 86B1 score of table 2: 4S= with weight `game` (percent), 2S+2 with the rest. */
const outcomes = (game: number) => ["--outcome", `4S N 10 ${game}%`, "--outcome", `2S N 10 ${100 - game}%`];
const scoreLine = (game: number): string =>
  `${JSON.stringify({
    type: "ScoreAdjusted",
    law: "86B1",
    outcomes: [
      { contract: "4S", declarer: "N", tricks: 10, weight: game / 100 },
      { contract: "2S", declarer: "N", tricks: 10, weight: (100 - game) / 100 },
    ],
    at: "2026-11-22T21:50:00Z",
  })}\n`;

describe("Law 86B1 against the other table's result: more than 3 IMPs, else 12C2", {
  timeout: 120_000,
}, () => {
  const tmp = tempDir();
  afterAll(tmp.remove);
  /** A session folder: table 1's log, and table 2's with its 86B1 score. */
  const session = (name: string, game: number): string => {
    mkdirSync(join(tmp.dir, name));
    tmp.write(join(name, "b7-t1.jsonl"), TABLE_1);
    tmp.write(join(name, "b7-t2.jsonl"), `${NOT_PLAYED}${scoreLine(game)}`);
    return join(tmp.dir, name);
  };

  it.for([
    { game: 70, expected: "+3", imps: 3 },
    { game: 80, expected: "+2", imps: 2 },
  ])(
    "score: 86B1 → 12C2: $imps IMPs expected ($game% game) is not clearly favourable: scored 0, the Director asked for 12C2",
    async ({ game, expected, imps }, { expect }) => {
      const dir = session(`score-${game}`, game);
      const r = await runInProcess(["score", dir, "--method", "imp", "--travellers"]);
      expect(r.code).toBe(0);
      // the 86B1 score is not applied as it stands: 0 IMPs to both teams
      expect(r.stdout).toMatch(/ {2}1 +A +B +4S= by N +\+620 +-620 +0 +0\n/);
      expect(r.stdout).toMatch(/ {7}1 {2}A +0 +10\.00 {2}B +0 +10\.00\n/);
      expect(r.stdout).toContain("Rulings needed (1): each board scored 0 until the Director rules");
      expect(r.stdout).toContain(
        `  Teams, 86B1, board 7: the one result, at table 1 (NS +620), is not clearly favourable: against the Director's score under Law 86B1 at table 2, team A (against B) expects a gain or loss of ${expected} IMPs, not more than 3; Law 86B1 does not apply and that score is not applied as it stands: the Director must rule under Law 12C2 by responsibility for the missing result (an artificial adjusted score, ±3 IMPs). Expected: `,
      );
      expect(r.stdout).toContain(`(${join(dir, "b7-t2.jsonl")} against ${join(dir, "b7-t1.jsonl")})`);
      const json = JSON.parse((await runInProcess(["score", dir, "--method", "imp", "--json"])).stdout);
      expect(json.rulingsNeeded).toMatchObject([
        {
          _tag: "NotClearlyFavourable",
          law: "86B1",
          instead: "12C2",
          board: 7,
          team: "A",
          imps,
          threshold: 3,
        },
      ]);
      expect(json.rulingsNeeded[0].text).toMatch(
        /^Teams, 86B1, board 7: the one result, at table 1 \(NS \+620\), is not clearly favourable/,
      );
      const html = (await runInProcess(["score", dir, "--method", "imp", "--format", "html"])).stdout;
      expect(html).toContain("<h2>Rulings needed (1): each board scored 0 until the Director rules</h2>");
      // the same in French, through the words' French catalog
      const fr = await runInProcess(["score", dir, "--method", "imp", "--lang", "fr"]);
      expect(fr.stdout).toContain(
        "cette marque n'est pas appliquée telle quelle\u00a0: l'arbitre doit statuer selon la Loi 12C2 en fonction de la responsabilité du résultat manquant",
      );
    },
  );

  it("score: 86B1: 40% × 10 IMPs = 4.00 is more than 3: clearly favourable, the 86B1 score stands (A +4, B −4)", async ({
    expect,
  }) => {
    const dir = session("score-60", 60);
    const r = await runInProcess(["score", dir, "--method", "imp"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/ {7}1 {2}A +\+4 +14\.18 {2}B +-4 +5\.82\n/);
    expect(r.stdout).not.toContain("Rulings needed");
  });

  it.for([
    { game: 70, expected: "+3", imps: 3 },
    { game: 80, expected: "+2", imps: 2 },
  ])(
    "rule --other-table: 86B1 → 12C2: $imps IMPs expected ($game% game) is refused, with the Law and the expected IMPs; nothing written",
    async ({ game, expected }, { expect }) => {
      const one = tmp.write(`t1-${game}.jsonl`, TABLE_1);
      const two = tmp.write(`t2-${game}.jsonl`, NOT_PLAYED);
      const r = await runInProcess([
        "rule",
        two,
        "--law",
        "86B1",
        ...outcomes(game),
        "--other-table",
        one,
        ...AT,
      ]);
      expect(r.code).toBe(1);
      // the refusal: its words with the Law and the expected IMPs, and its tag
      expect(r.stdout).toContain(
        `The Laws record this without applying it: Teams, 86B1, board 7: the one result, at table 1 (NS +620), is not clearly favourable: against the Director's score under Law 86B1 at table 2, team A (against B) expects a gain or loss of ${expected} IMPs, not more than 3; Law 86B1 does not apply and that score is not applied as it stands: the Director must rule under Law 12C2 by responsibility`,
      );
      expect(r.stdout).toMatch(/ \(NotClearlyFavourable\)\n/);
      expect(r.stderr).toContain(
        `${two}: not recorded: Teams, 86B1, board 7: the one result, at table 1 (NS +620), is not clearly favourable:`,
      );
      expect(readFileSync(two, "utf8")).toBe(NOT_PLAYED);
    },
  );

  it("rule --other-table: 86B1: 4.00 IMPs expected is clearly favourable: recorded; --record-anyway records a 3.00 one, which score flags", async ({
    expect,
  }) => {
    const one = tmp.write("t1-60.jsonl", TABLE_1);
    const two = tmp.write("t2-60.jsonl", NOT_PLAYED);
    const r = await runInProcess([
      "rule",
      two,
      "--law",
      "86B1",
      ...outcomes(60),
      "--other-table",
      one,
      ...AT,
    ]);
    expect(r.code).toBe(0);
    expect(JSON.parse(readFileSync(two, "utf8").split("\n")[1]!)).toEqual(JSON.parse(scoreLine(60)));

    const dir = join(tmp.dir, "anyway");
    mkdirSync(dir);
    const t1 = tmp.write(join("anyway", "b7-t1.jsonl"), TABLE_1);
    const t2 = tmp.write(join("anyway", "b7-t2.jsonl"), NOT_PLAYED);
    const a = await runInProcess([
      "rule",
      t2,
      "--law",
      "86B1",
      ...outcomes(70),
      "--other-table",
      t1,
      "--record-anyway",
      ...AT,
    ]);
    expect(a.code).toBe(0);
    expect(a.stdout).toContain(
      "The Laws record this without applying it: Teams, 86B1, board 7: the one result",
    );
    const s = await runInProcess(["score", dir, "--method", "imp", "--json"]);
    expect(JSON.parse(s.stdout).rulingsNeeded).toMatchObject([{ _tag: "NotClearlyFavourable", imps: 3 }]);
  });

  it("rule --other-table: only for an 86B1 score, the same board, the other table of the match, with a result (usage errors)", async ({
    expect,
  }) => {
    const one = tmp.write("u-t1.jsonl", TABLE_1);
    const two = tmp.write("u-t2.jsonl", NOT_PLAYED);
    const notUnder86B1 = await runInProcess([
      "rule",
      two,
      "--law",
      "12C1(c)",
      ...outcomes(70),
      "--other-table",
      one,
      ...AT,
    ]);
    expect(notUnder86B1.code).toBe(2);
    expect(notUnder86B1.stderr).toContain(
      "--other-table gives the other table's result for an adjusted score under Law 86B1",
    );
    const noResult = await runInProcess([
      "rule",
      two,
      "--law",
      "86B1",
      ...outcomes(70),
      "--other-table",
      tmp.write("u-t1-not-played.jsonl", `${TABLE_1.split("\n")[0]}\n`),
      ...AT,
    ]);
    expect(noResult.code).toBe(2);
    expect(noResult.stderr).toContain("has no result at that table: Law 86B1 compares");
    const other = tmp.write("u-b9.jsonl", readFileSync(join(SESSION, "b9-t1.jsonl"), "utf8"));
    const otherBoard = await runInProcess([
      "rule",
      two,
      "--law",
      "86B1",
      ...outcomes(70),
      "--other-table",
      other,
      ...AT,
    ]);
    expect(otherBoard.code).toBe(2);
    expect(otherBoard.stderr).toContain("board 9");
    const sameWay = tmp.write("u-same-way.jsonl", TABLE_1.replace('"table":"1"', '"table":"3"'));
    const notTheMatch = await runInProcess([
      "rule",
      tmp.write("u-t1-again.jsonl", NOT_PLAYED.replace('{"NS":"B","EW":"A"}', '{"NS":"A","EW":"B"}')),
      "--law",
      "86B1",
      ...outcomes(70),
      "--other-table",
      sameWay,
      ...AT,
    ]);
    expect(notTheMatch.code).toBe(2);
    expect(notTheMatch.stderr).toContain("not the other table of the match");
    expect(readFileSync(two, "utf8")).toBe(NOT_PLAYED);
  });
});
