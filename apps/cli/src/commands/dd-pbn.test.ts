import { readFileSync } from "node:fs";
import type { Seat, Strain } from "@bridgelaw/cards";
import { type DdsDeal, par, parseDdsFile } from "@bridgelaw/double-dummy";
import { readPbn } from "@bridgelaw/formats";
import { afterAll, describe, it } from "vitest";
import { runInProcess } from "../testing/in-process.ts";
import { hasStackTrace, tempDir } from "../testing/run-cli.ts";

const DATA = new URL("../../../../../shared/data/", import.meta.url);
const dds = (name: string): DdsDeal[] => parseDdsFile(readFileSync(new URL(`dds/${name}`, DATA), "utf8"));
/** 20 deals with DDS's table and dealer par (PAR2) for each deal's own dealer and vulnerability. */
const DEALS = [...dds("list10.txt"), ...dds("list100.txt").slice(10, 20)];

/** The deals as a PBN session file, each board with the Dealer and Vulnerable of its DDS line. */
const sessionPbn = (deals: readonly DdsDeal[]): string =>
  deals
    .map(
      (d, i) =>
        `[Event "DDS test hands"]\n[Board "${i + 1}"]\n[Dealer "${d.dealer}"]\n[Vulnerable "${d.vulnerability}"]\n[Deal "${d.pbn}"]\n`,
    )
    .join("\n");

const run = (args: readonly string[]) => runInProcess(["dd", ...args]);

/** The 20 rows of an OptimumResultTable section as `{declarer: {strain: tricks}}`. */
const resultTable = (tokens: readonly { text: string }[]): Record<Seat, Record<Strain, number>> => {
  const t = { N: {}, E: {}, S: {}, W: {} } as Record<Seat, Record<Strain, number>>;
  for (let i = 0; i + 2 < tokens.length; i += 3) {
    t[tokens[i]!.text as Seat][tokens[i + 1]!.text as Strain] = Number(tokens[i + 2]!.text);
  }
  return t;
};

describe("bridgelaw dd --file for PBN boards", { timeout: 300_000 }, () => {
  const tmp = tempDir();
  afterAll(tmp.remove);
  const session = tmp.write("session.pbn", sessionPbn(DEALS));

  it("77: each board's table equals DDS's TABLE and its par DDS's dealer par for the board's own Dealer and Vulnerable", async ({
    expect,
  }) => {
    const r = await run(["--file", session, "--format", "json", "--workers", "2"]);
    expect(r.code).toBe(0);
    const lines = r.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => l.table)).toEqual(DEALS.map((d) => d.table));
    expect(lines.map((l) => [l.board, l.dealer, l.vulnerability])).toEqual(
      DEALS.map((d, i) => [String(i + 1), d.dealer, d.vulnerability]),
    );
    expect(lines.map((l) => l.par.NS)).toEqual(DEALS.map((d) => d.dealerPar));
    expect(lines.map((l) => [...l.par.contracts].sort())).toEqual(
      DEALS.map((d) => [...d.dealerParContracts].sort()),
    );
    // The time goes to standard error, never into the data.
    expect(r.stderr).toMatch(
      /^dd: 20 boards, 20 distinct deals solved in [\d.]+ s on 2 threads: [\d.]+ ms per deal/,
    );
  });

  it("--format pbn writes DoubleDummyTricks, OptimumScore, ParContract and OptimumResultTable that read back as DDS's results", async ({
    expect,
  }) => {
    const r = await run(["--file", session, "--format", "pbn"]);
    expect(r.code).toBe(0);
    const records = readPbn(r.stdout).records;
    expect(records).toHaveLength(DEALS.length);
    records.forEach((rec, i) => {
      const d = DEALS[i]!;
      const tag = (name: string) => rec.tags.get(name)?.value;
      expect([tag("Event"), tag("Board"), tag("Dealer"), tag("Vulnerable"), tag("Deal")]).toEqual([
        "DDS test hands",
        String(i + 1),
        d.dealer,
        d.vulnerability,
        d.pbn,
      ]);
      // 20 hex digits: declarer N, S, E, W, each in NT, S, H, D, C.
      const digits = [...tag("DoubleDummyTricks")!].map((c) => Number.parseInt(c, 16));
      expect(digits).toEqual(
        (["N", "S", "E", "W"] as const).flatMap((s) =>
          (["NT", "S", "H", "D", "C"] as const).map((x) => d.table[s][x]),
        ),
      );
      expect(tag("OptimumScore")).toBe(`NS ${d.dealerPar}`);
      expect(tag("ParContract")).toMatch(
        d.dealerPar === 0 ? /^Pass$/ : /^(NS|EW|[NESW]) \d(NT|[SHDC])X?([+-]\d+)?(; .+)?$/,
      );
      expect(resultTable(rec.sections.get("OptimumResultTable")!.tokens)).toEqual(d.table);
      expect(rec.problems.filter((p) => p.severity === "error")).toEqual([]);
    });
  });

  it("the results equal the OptimumResultTable and OptimumScore a hand-record tool wrote (pbnj correct_21, game 1; a Latin-1 file)", async ({
    expect,
  }) => {
    const path = new URL("pbn/pbnj-correct_21.pbn", DATA).pathname;
    const theirs = readPbn(new TextDecoder("latin1").decode(readFileSync(path))).records[0]!;
    const r = await run(["--file", path, "--format", "pbn"]);
    expect(r.code).toBe(0);
    const ours = readPbn(r.stdout).records[0]!;
    expect(resultTable(ours.sections.get("OptimumResultTable")!.tokens)).toEqual(
      resultTable(theirs.sections.get("OptimumResultTable")!.tokens),
    );
    expect(ours.tags.get("OptimumScore")?.value).toBe(theirs.tags.get("OptimumScore")?.value);
  });

  it("2: a board without Dealer or Vulnerable takes them from its number; a game without a deal is reported by game and line (exit 1)", async ({
    expect,
  }) => {
    const d = DEALS[0]!;
    const file = tmp.write(
      "two.pbn",
      `[Board "2"]\n[Deal "${d.pbn}"]\n\n[Board "3"]\n[Dealer "S"]\n[Result "9"]\n\n[Board "4"]\n[Deal "N:AKQ.AKQ.AKQ.AKQJ - - -"]\n`,
    );
    const r = await run(["--file", file, "--json"]);
    expect(r.code).toBe(1);
    const lines = r.stdout.trim().split("\n");
    expect(lines).toHaveLength(1);
    const one = JSON.parse(lines[0]!);
    expect([one.board, one.dealer, one.vulnerability]).toEqual(["2", "E", "NS"]);
    expect(one.par).toEqual(par(d.table, "NS", "E"));
    expect(r.stderr).toMatch(/two\.pbn: game 2 \(line 4\): no Deal tag/);
    expect(r.stderr).toMatch(/two\.pbn: game 3 \(line 8\): Deal: /);
    expect(hasStackTrace(r.stderr)).toBe(false);
  });

  it("a PBN file on standard input is read board by board; a file without a deal is one problem (exit 1); --workers 0 is a usage error", async ({
    expect,
  }) => {
    const piped = await runInProcess(["dd", "--file", "-", "--json"], sessionPbn(DEALS.slice(0, 2)));
    expect(piped.code).toBe(0);
    expect(
      piped.stdout
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l).table),
    ).toEqual(DEALS.slice(0, 2).map((d) => d.table));
    const empty = await run(["--file", tmp.write("empty.pbn", "% nothing here\n")]);
    expect(empty.code).toBe(1);
    expect(empty.stderr).toMatch(/empty\.pbn: no deal found/);
    expect((await run(["--workers", "0", DEALS[0]!.pbn])).code).toBe(2);
  });

  it("a session's repeated deals are solved once each and printed for every board, on one thread as on several", async ({
    expect,
  }) => {
    const twice = tmp.write("twice.pbn", sessionPbn([...DEALS.slice(0, 3), ...DEALS.slice(0, 3)]));
    const one = await run(["--file", twice, "--json", "--workers", "1"]);
    const two = await run(["--file", twice, "--json", "--workers", "2"]);
    expect(one.code).toBe(0);
    expect(two.stdout).toBe(one.stdout);
    const tables = one.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l).table);
    expect(tables).toEqual([...DEALS.slice(0, 3), ...DEALS.slice(0, 3)].map((d) => d.table));
    expect(one.stderr).toMatch(/^dd: 6 boards, 3 distinct deals solved .* on 1 thread:/);
  });
});
