import { readFileSync } from "node:fs";
import { join } from "node:path";
import { highCardPoints, parseDeal, SEATS } from "@bridgelaw/cards";
import { type DdsDeal, parseDdsFile } from "@bridgelaw/double-dummy";
import { readPbn } from "@bridgelaw/formats";
import { afterAll, describe, it } from "vitest";
import { validateHtml } from "../testing/html-validator.ts";
import { runInProcess } from "../testing/in-process.ts";
import { tempDir } from "../testing/run-cli.ts";

const DATA = new URL("../../../../../shared/data/", import.meta.url);
/** Two deals with DDS's own table and dealer par for each deal's dealer and vulnerability. */
const DEALS = parseDdsFile(readFileSync(new URL("dds/list10.txt", DATA), "utf8")).slice(0, 2);

/** A record of a session file: the board as played at one table. */
const played = (d: DdsDeal, board: number, table: number): string =>
  `[Event "Club night"]\n[Board "${board}"]\n[Table "${table}"]\n[Dealer "${d.dealer}"]\n[Vulnerable "${d.vulnerability}"]\n[Deal "${d.pbn}"]\n`;

/**
 * A session as a scorer's PBN file has it: boards 1 and 2 each played at three tables, and board 3 with the
 * cards of board 1 (another board: its own number, a record of its own).
 */
const SESSION = [
  played(DEALS[0]!, 1, 1),
  played(DEALS[1]!, 2, 1),
  played(DEALS[0]!, 1, 2),
  played(DEALS[1]!, 2, 2),
  played(DEALS[0]!, 1, 3),
  played(DEALS[1]!, 2, 3),
  played(DEALS[0]!, 3, 1),
].join("\n");

describe("hand records: bridgelaw dd --format pbn|html over a session", { timeout: 300_000 }, () => {
  const tmp = tempDir();
  afterAll(tmp.remove);
  const session = tmp.write("session.pbn", SESSION);

  it("2, 7B: one PBN record a deal (the tables that played it share it), with HCP, the OptimumResultTable, OptimumScore and ParContract", async ({
    expect,
  }) => {
    const r = await runInProcess(["dd", "--file", session, "--format", "pbn", "--workers", "1"]);
    expect(r.code).toBe(0);
    const records = readPbn(r.stdout).records;
    const tag = (i: number, name: string) => records[i]!.tags.get(name)?.value;
    expect(records.map((_, i) => tag(i, "Board"))).toEqual(["1", "2", "3"]);
    expect(records.map((_, i) => tag(i, "OptimumScore"))).toEqual(
      [DEALS[0]!, DEALS[1]!, DEALS[0]!].map((d) => `NS ${d.dealerPar}`),
    );
    for (const rec of records) {
      expect(rec.sections.get("OptimumResultTable")?.tokens).toHaveLength(60);
      expect(rec.tags.get("ParContract")?.value).toMatch(/^(Pass|(NS|EW|[NESW]) \d(NT|[SHDC])X?)/);
      expect(rec.problems.filter((p) => p.severity === "error")).toEqual([]);
    }
    // each hand's high-card points, in a commentary after the deal
    const deal = parseDeal(DEALS[0]!.pbn);
    expect(r.stdout).toContain(`{HCP: ${SEATS.map((s) => `${s} ${highCardPoints(deal[s])}`).join(", ")}}`);
    expect(r.stderr).toMatch(/^dd: 7 boards, 2 distinct deals solved .*; 3 hand records \(one per deal\)$/m);
  });

  it("a printable HTML page: one record a deal with its diagram, HCP, double-dummy table and par; valid to html-validate", async ({
    expect,
  }) => {
    const r = await runInProcess(["dd", "--file", session, "--format", "html", "--workers", "1"]);
    expect(r.code).toBe(0);
    const html = r.stdout;
    expect(await validateHtml(html)).toEqual([]);
    expect(html.match(/<article class="deal"/g)).toHaveLength(3);
    expect(html).toContain("<h1>Hand records: Club night</h1>");
    expect([...html.matchAll(/<h2>([^<]+)<\/h2>/g)].map((m) => m[1])).toEqual([
      "Board 1",
      "Board 2",
      "Board 3",
    ]);
    // the HCP of each hand in the compass, the tricks of each declarer and strain as DDS gives them
    const first = html.slice(html.indexOf('id="deal-1"'), html.indexOf('id="deal-2"'));
    const deal = parseDeal(DEALS[0]!.pbn);
    for (const s of SEATS) expect(first).toContain(`<span class="p ${s}"`);
    expect(
      [...first.matchAll(/<span class="p [NESW]"[^>]*>(\d+)<\/span>/g)].map((m) => Number(m[1])),
    ).toEqual((["N", "W", "E", "S"] as const).map((s) => highCardPoints(deal[s])));
    const rows = [
      ...first.matchAll(/<tr><th scope="row">([NESW])<\/th>((?:<td class="n">\d+<\/td>)+)<\/tr>/g),
    ];
    expect(
      Object.fromEntries(rows.map((m) => [m[1], [...m[2]!.matchAll(/>(\d+)</g)].map((x) => Number(x[1]))])),
    ).toEqual(
      Object.fromEntries(
        (["N", "S", "E", "W"] as const).map((s) => [
          s,
          (["NT", "S", "H", "D", "C"] as const).map((x) => DEALS[0]!.table[s][x]),
        ]),
      ),
    );
    expect(first).toMatch(/<p class="par">Par: [^<]+, North-South [+-]?\d+<\/p>/);
    // several deals a page, each kept whole when printed
    expect(html).toContain("@media print{");
    expect(html).toContain(".deal{break-inside:avoid");
  });

  it("--lang fr: the page in French (étui, donneur, levées à quatre jeux), as valid", async ({ expect }) => {
    const r = await runInProcess([
      "dd",
      "--file",
      session,
      "--format",
      "html",
      "--lang",
      "fr",
      "--workers",
      "1",
    ]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('<html lang="fr">');
    expect(r.stdout).toContain("<h1>Fiches des donnes : Club night</h1>");
    expect(r.stdout).toContain("<h2>Étui 1</h2>");
    expect(r.stdout).toContain("<caption>Levées à quatre jeux</caption>");
    expect(r.stdout).toMatch(/Donneur (Nord|Est|Sud|Ouest) · /);
    expect(await validateHtml(r.stdout)).toEqual([]);
  });

  it("a directory of board logs (a session imported): the same records; a deal solved once", async ({
    expect,
  }) => {
    const out = join(tmp.dir, "logs");
    const imported = await runInProcess(["import", session, "--out", out]);
    expect(imported.code).toBe(0);
    const r = await runInProcess(["dd", "--file", out, "--format", "pbn", "--workers", "1"]);
    expect(r.code).toBe(0);
    expect(readPbn(r.stdout).records.map((rec) => rec.tags.get("Board")?.value)).toEqual(["1", "2", "3"]);
    expect(r.stderr).toMatch(/dd: 7 boards, 2 distinct deals solved .*; 3 hand records/);
  });
});
