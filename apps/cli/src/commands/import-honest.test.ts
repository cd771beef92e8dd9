import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { replayLog } from "@bridgelaw/table";
import { afterAll, describe, it } from "vitest";
import { runInProcess } from "../testing/in-process.ts";
import { hasStackTrace, tempDir } from "../testing/run-cli.ts";

/**
 * Issue 18, point 3: an import never loses data without saying so, and never invents an action. Each case
 * is a copy of the first twelve records of the real ACBL speedball file with one record mutated in the test
 * (a play line cut short, a play line lost, a corrupt deal, a Result the play does not give, the last tricks
 * cut off): the summary line says it, the exit code is 1, the board is named, and no written log holds a
 * revoke the record did not mark.
 */
const DATA = (path: string) => new URL(`../../../../../shared/data/${path}`, import.meta.url).pathname;
const SPEEDBALL = readFileSync(DATA("pbn/acbl-speedball-2013.pbn"), "latin1");
const RECORDS = SPEEDBALL.split(/\r?\n\s*\r?\n/).filter((r) => r.includes("[Board"));
const TWELVE = RECORDS.slice(0, 12);

/** Record 5 of the twelve, changed by `mutate` (its lines, the play section's first row at `play + 1`). */
const mutated = (mutate: (lines: string[], play: number) => string[]): string => {
  const lines = TWELVE[4]!.split("\n");
  const play = lines.findIndex((l) => l.startsWith("[Play"));
  const records = [...TWELVE];
  records[4] = mutate(lines, play).join("\n");
  return `${records.join("\n\n")}\n`;
};

const CASES = {
  "a play line cut short (three cards of four)": mutated((l, p) =>
    l.map((x, i) => (i === p + 4 ? x.split(" ").slice(0, 3).join(" ") : x)),
  ),
  "a play line lost": mutated((l, p) => [...l.slice(0, p + 4), ...l.slice(p + 5)]),
  "a corrupt deal (a character that is not a rank)": mutated((l) =>
    l.map((x) =>
      x.startsWith("[Deal") ? x.replace(/(N:[^.]*\.)([^.]*)\./, (_m, a, h) => `${a}${h.slice(1)}S.`) : x,
    ),
  ),
  "a Result the play does not give": mutated((l) =>
    l.map((x) =>
      x.startsWith("[Result") ? x.replace(/"(\d+)"/, (_m, n) => `"${(Number(n) + 1) % 14}"`) : x,
    ),
  ),
} as const;

const run = runInProcess;

/** Every written log replays, and holds no revoke: the speedball records mark none (BBO allows none). */
const noRevokeInvented = (dir: string): number => {
  let logs = 0;
  for (const name of readdirSync(dir)) {
    const { view, error } = replayLog(readFileSync(join(dir, name), "utf8"));
    if (error !== undefined) throw new Error(`${name}: ${error.message}`);
    if (view.revokes.length > 0) throw new Error(`${name}: a revoke the record does not give`);
    logs += 1;
  }
  return logs;
};

describe("import never loses data without saying so (issue 18.3), on mutated copies of a real file", {
  timeout: 120_000,
}, () => {
  const tmp = tempDir();
  afterAll(tmp.remove);

  it("the twelve records as they are: 12 complete, exit 0", async ({ expect }) => {
    const file = tmp.write("twelve.pbn", `${TWELVE.join("\n\n")}\n`);
    const r = await run(["import", file, "--out", join(tmp.dir, "twelve")]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("12 records: 12 complete, 0 incomplete, 0 not played, 0 rejected");
    expect(noRevokeInvented(join(tmp.dir, "twelve"))).toBe(12);
  });

  for (const [name, text] of Object.entries(CASES)) {
    it(`${name}: the record is rejected and named, the eleven others written (exit 1); --partial keeps no revoke`, async ({
      expect,
    }) => {
      const slug = name.replace(/[^a-z]+/g, "-");
      const file = tmp.write(`${slug}.pbn`, text);
      const out = join(tmp.dir, slug);
      const r = await run(["import", file, "--out", out]);
      expect(r.code).toBe(1);
      expect(r.stdout).toContain("12 records: 11 complete, 0 incomplete, 0 not played, 1 rejected");
      expect(r.stderr).toMatch(/: record 5 \(line \d+\), board 1: rejected: /);
      expect(hasStackTrace(r.stderr)).toBe(false);
      expect(noRevokeInvented(out)).toBe(11);
      const partial = await run(["import", file, "--out", `${out}-partial`, "--partial"]);
      expect(partial.code).toBe(1);
      expect(noRevokeInvented(`${out}-partial`)).toBe(name.includes("deal") ? 11 : 12);
    });
  }

  it("a lost play line is never re-aligned into revokes: the play stops at the first unmarked one", async ({
    expect,
  }) => {
    const file = tmp.write("lost.pbn", CASES["a play line lost"]);
    const r = await run(["import", file, "--out", join(tmp.dir, "lost"), "--verbose"]);
    expect(r.stdout).toMatch(
      /would revoke \(holds [SHDC]\) without the \^R mark: the play cannot be followed/,
    );
  });

  it("a Result the play does not give is an error for that board, naming both", async ({ expect }) => {
    const file = tmp.write("result.pbn", CASES["a Result the play does not give"]);
    const r = await run(["import", file, "--out", join(tmp.dir, "result")]);
    expect(r.stderr).toMatch(
      /record 5 .*: rejected: the play gives declarer \d+ tricks, but Result is "\d+"/,
    );
  });

  it("the last tricks cut off: an incomplete board (play cut off), written, exit 1", async ({ expect }) => {
    const file = tmp.write(
      "cut.pbn",
      mutated((l, p) => l.slice(0, p + 6)),
    );
    const out = join(tmp.dir, "cut");
    const r = await run(["import", file, "--out", out]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain(
      "12 records: 11 complete, 1 incomplete (1 play cut off), 0 not played, 0 rejected",
    );
    expect(r.stderr).toMatch(/record 5 \(line \d+\), board 1: incomplete \(play cut off\)/);
    expect(noRevokeInvented(out)).toBe(12);
  });

  it("--strict: the first such record refuses the whole file; nothing is written (exit 1)", async ({
    expect,
  }) => {
    const file = tmp.write("strict.pbn", CASES["a play line cut short (three cards of four)"]);
    const out = join(tmp.dir, "strict");
    const r = await run(["import", file, "--out", out, "--strict"]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/--strict: nothing imported: record 5 \(line \d+\), board 1: rejected: /);
    expect(existsSync(out)).toBe(false);
    const clean = tmp.write("strict-clean.pbn", `${TWELVE.join("\n\n")}\n`);
    expect((await run(["import", clean, "--out", out, "--strict"])).code).toBe(0);
    expect(readdirSync(out)).toHaveLength(12);
  });

  it("a record with the deal only is not played: listed for the Director (12C2), exit 0", async ({
    expect,
  }) => {
    const dealOnly = TWELVE[0]!
      .split("\n")
      .filter((l) => /^\[(Event|Board|Dealer|Vulnerable|Deal|North|South|East|West) /.test(l))
      .join("\n");
    const file = tmp.write("unplayed.pbn", `${[...TWELVE.slice(0, 3), dealOnly].join("\n\n")}\n`);
    const r = await run(["import", file, "--out", join(tmp.dir, "unplayed")]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("4 records: 3 complete, 0 incomplete, 1 not played, 0 rejected");
    expect(r.stdout).toMatch(/1 × not played: .*Law 12C2/);
  });

  it("the robustness file (records without deals, plays that do not replay): reported, no crash, exit 1", async ({
    expect,
  }) => {
    const out = join(tmp.dir, "robust");
    const r = await run(["import", DATA("pbn/robustness-no-deal-tags.pbn"), "--out", out]);
    expect(r.code).toBe(1);
    expect(hasStackTrace(r.stderr)).toBe(false);
    const line = /(\d+) records: (\d+) complete, (\d+) incomplete.*, (\d+) not played, (\d+) rejected/.exec(
      r.stdout,
    );
    expect(line).not.toBeNull();
    const [records, complete, incomplete, notPlayed, rejected] = line!.slice(1).map(Number) as [
      number,
      number,
      number,
      number,
      number,
    ];
    expect(complete + incomplete + notPlayed + rejected).toBe(records);
    expect(readdirSync(out)).toHaveLength(complete + incomplete + notPlayed);
    expect(r.stdout).toMatch(/rejected: not a board: no Deal tag/);
    for (const name of readdirSync(out))
      expect(replayLog(readFileSync(join(out, name), "utf8")).error).toBeUndefined();
  });
});
