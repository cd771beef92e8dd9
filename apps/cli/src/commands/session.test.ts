import { spawnSync } from "node:child_process";
import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, it } from "vitest";
import { DOUBLED_DOWN, GRAND_SLAM, PASSED_OUT } from "../testing/fixtures.ts";
import { runInProcess as run } from "../testing/in-process.ts";
import { hasStackTrace, ROOT, tempDir } from "../testing/run-cli.ts";

/*
 * Issue 29 point 3: a session in one command. `import`, `seal`, `verify`, `manifest`, `replay`, `audit`,
 * `export` and `rule --all` take several files and directories and go through them in one process: a line
 * per file, then a summary line on standard error (`N ok, M failed`, each failed file named again with its
 * line and reason), exit 1 when any failed. No progress bar outside a terminal (standard error is exactly
 * the lines below). And the smaller slips of the issue: `rule`'s commands pasteable, the board's own
 * contract, 12C2 for a board not played; a truncated PBN's error named without --verbose; `score` of a PBN
 * file says to import it first.
 */

const OPTIONS = { timeout: 300_000 } as const;
const DATA = (path: string) => new URL(`../../../../../shared/data/${path}`, import.meta.url).pathname;
const SPEEDBALL = DATA("pbn/acbl-speedball-2013.pbn");
const EYTC = DATA("pbn/eytc-1998.pbn");
const W01 = join(ROOT, "examples", "play", "W01-64A1-revoker-wins-revoke-trick.jsonl");

const stderrLines = (text: string): string[] => text.trimEnd().split("\n");

/** The words a POSIX shell makes of a command line (`sh -c`), to check that a printed command pastes. */
const shellWords = (line: string): string[] => {
  const r = spawnSync("sh", ["-c", `printf '%s\\0' ${line}`], { encoding: "utf8" });
  if (r.status !== 0) throw new Error(`sh: ${r.stderr}`);
  return r.stdout.split("\0").slice(0, -1);
};

describe("a session in one command: the 576 boards of a real pairs event (issue 29)", OPTIONS, () => {
  const tmp = tempDir();
  const dir = join(tmp.dir, "speedball");
  afterAll(tmp.remove);
  beforeAll(async () => {
    const r = await run(["import", SPEEDBALL, "--out", dir]);
    if (r.code !== 0) throw new Error(r.stderr);
  }, 120_000);

  it("seal DIR --in-place: every log sealed in one run, a line each, the summary; again: the same bytes", async ({
    expect,
  }) => {
    const names = readdirSync(dir).sort();
    expect(names).toHaveLength(576);
    const r = await run(["seal", dir, "--in-place"]);
    expect(r.code).toBe(0);
    const out = r.stdout.trimEnd().split("\n");
    expect(out).toHaveLength(576);
    for (const [i, n] of names.entries())
      expect(out[i]).toMatch(new RegExp(`^${join(dir, n)}: sealed, \\d+ events?, head [0-9a-f]{64}$`));
    expect(r.stderr).toBe("seal: 576 logs: 576 ok, 0 failed\n");
    const before = names.map((n) => readFileSync(join(dir, n), "utf8"));
    const again = await run(["seal", dir, "--in-place"]);
    expect(again.code).toBe(0);
    expect(again.stdout).toBe(r.stdout);
    expect(names.map((n) => readFileSync(join(dir, n), "utf8"))).toEqual(before);

    // every reader of the session, in one run each
    const verified = await run(["verify", "--require-sealed", dir]);
    expect(verified.code).toBe(0);
    expect(verified.stdout.trimEnd().split("\n")).toHaveLength(576);
    expect(verified.stdout).not.toMatch(/unsealed/);
    expect(verified.stderr).toBe("verify: 576 logs: 576 ok, 0 failed\n");
    const manifest = join(tmp.dir, "speedball.manifest.jsonl");
    const m = await run(["manifest", dir, "--out", manifest]);
    expect(m.code).toBe(0);
    expect(m.stdout).toMatch(/session manifest of 576 logs, sealed, 577 records, head [0-9a-f]{64}/);
    expect(m.stderr).toBe("");
    const session = await run(["verify", "--session", manifest]);
    expect(session.code).toBe(0);
    const replayed = await run(["replay", "--json", dir]);
    expect(replayed.code).toBe(0);
    expect(replayed.stdout.trimEnd().split("\n")).toHaveLength(576);
    expect(replayed.stderr).toBe("replay: 576 logs: 576 ok, 0 failed\n");
    const audited = await run(["audit", "--json", dir]);
    expect(audited.code).toBe(0);
    const timelines = audited.stdout
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l) as { file: string; error: unknown });
    expect(timelines.map((t) => t.file)).toEqual(names.map((n) => join(dir, n)));
    expect(timelines.every((t) => t.error === null)).toBe(true);
    const exported = await run(["export", dir, "--to", "pbn", "--out", join(tmp.dir, "speedball.pbn")]);
    expect(exported.code).toBe(0);
    expect(exported.stderr).toBe("export: 576 logs: 576 ok, 0 failed\n");
    const pbn = readFileSync(join(tmp.dir, "speedball.pbn"), "latin1");
    expect(pbn.match(/\[Board "/g)).toHaveLength(576);

    // rule --all: what is open for the Director; the three records with the deal only take 12C2
    const ruled = await run(["rule", "--all", dir]);
    expect(ruled.code).toBe(0);
    expect(ruled.stderr).toBe(
      "rule: 576 logs: 576 ok, 0 failed; 0 boards with questions for the Director, 3 boards without a result\n",
    );
    const notPlayed = ruled.stdout.split("\n").filter((l) => l.includes("not played"));
    expect(notPlayed).toHaveLength(3);
    expect(ruled.stdout).toContain(
      `  An artificial adjusted score (Law 12C2: average-plus to a side in no way at fault, average to one partly at fault, average-minus to one directly at fault): bridgelaw rule ${join(dir, "acbl-1607-pairs-acbl-sat-1pm-speedball-board-6-48.jsonl")} --law '12C2(a)' --ns average --ew average`,
    );
  });
});

describe("several files and directories, failures named at the end", OPTIONS, () => {
  const tmp = tempDir();
  afterAll(tmp.remove);

  /** A directory with two good logs and one that does not replay. */
  const session = (name: string) => {
    const dir = join(tmp.dir, name);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, "a.jsonl"), GRAND_SLAM);
    writeFileSync(join(dir, "b.jsonl"), GRAND_SLAM.replace('"card":"ST"', '"card":"SA"'));
    writeFileSync(join(dir, "c.jsonl"), PASSED_OUT);
    writeFileSync(join(dir, "notes.txt"), "not a log");
    return dir;
  };

  it("seal: the good logs sealed, each failure with its file, line and reason, then again in the summary (exit 1)", async ({
    expect,
  }) => {
    const dir = session("seal");
    const missing = join(tmp.dir, "missing.jsonl");
    const r = await run(["seal", "--in-place", dir, missing]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(new RegExp(`^${dir}/a\\.jsonl: sealed, 57 events, head [0-9a-f]{64}\\n`));
    expect(r.stdout).toMatch(new RegExp(`\\n${dir}/c\\.jsonl: sealed, 5 events, head [0-9a-f]{64}\\n$`));
    const bad = `${dir}/b.jsonl: line 6: East does not hold SA (not sealed: the log must replay)`;
    const gone = `${missing}: cannot read: no such file`;
    expect(stderrLines(r.stderr)).toEqual([
      bad,
      gone,
      "seal: 4 logs: 2 ok, 2 failed",
      `  ${bad}`,
      `  ${gone}`,
    ]);
    expect(hasStackTrace(r.stderr)).toBe(false);
    // sealed in place, and what failed left as it was
    expect((await run(["verify", "--require-sealed", `${dir}/a.jsonl`, `${dir}/c.jsonl`])).code).toBe(0);
    expect(readFileSync(`${dir}/b.jsonl`, "utf8")).not.toContain('"hash"');

    // verify of the directory: the unsealed log named, the summary
    const v = await run(["verify", "--require-sealed", dir]);
    expect(v.code).toBe(1);
    expect(stderrLines(v.stderr)).toEqual([
      `${dir}/b.jsonl: not sealed, 57 events: a sealed log is required`,
      "verify: 3 logs: 2 ok, 1 failed",
      `  ${dir}/b.jsonl: not sealed, 57 events: a sealed log is required`,
    ]);
  });

  it("seal --out DIR: each log sealed into DIR under its own name; usage errors for several logs", async ({
    expect,
  }) => {
    const one = tmp.write("one.jsonl", DOUBLED_DOWN);
    const two = tmp.write("two.jsonl", PASSED_OUT);
    const out = join(tmp.dir, "sealed");
    const r = await run(["seal", one, two, "--out", out]);
    expect(r.code).toBe(0);
    expect(readdirSync(out).sort()).toEqual(["one.jsonl", "two.jsonl"]);
    expect(r.stdout).toMatch(new RegExp(`^${out}/one\\.jsonl: sealed, 60 events, head`));
    expect(readFileSync(one, "utf8")).toBe(DOUBLED_DOWN); // the originals as they were
    expect((await run(["verify", "--require-sealed", out])).code).toBe(0);
    const usage = async (args: string[], message: RegExp) => {
      const u = await run(args);
      expect(u.code).toBe(2);
      expect(u.stderr).toMatch(message);
    };
    await usage(["seal", one, two], /several logs are sealed --in-place, or into a directory with --out DIR/);
    await usage(["seal", one, two, "--in-place", "--head-out", join(tmp.dir, "h")], /bridgelaw manifest/);
    const other = join(tmp.dir, "other");
    mkdirSync(other, { recursive: true });
    cpSync(one, join(other, "one.jsonl"));
    await usage(["seal", one, join(other, "one.jsonl"), "--out", out], /would both be written to/);
  });

  it("replay, audit, export of a directory: only its *.jsonl, in name order; the summary; exit 1 for the bad one", async ({
    expect,
  }) => {
    const dir = session("readers");
    const bad = `${dir}/b.jsonl: line 6: East does not hold SA`;
    const replayed = await run(["replay", "--json", dir]);
    expect(replayed.code).toBe(1);
    expect(
      replayed.stdout
        .trimEnd()
        .split("\n")
        .map((l) => JSON.parse(l).board),
    ).toEqual([1, 1, 2]);
    expect(stderrLines(replayed.stderr)).toEqual([bad, "replay: 3 logs: 2 ok, 1 failed", `  ${bad}`]);

    const audited = await run(["audit", dir]);
    expect(audited.code).toBe(1);
    expect(audited.stdout.match(/^==> .* <==$/gm)).toEqual([
      `==> ${dir}/a.jsonl <==`,
      `==> ${dir}/b.jsonl <==`,
      `==> ${dir}/c.jsonl <==`,
    ]);
    expect(stderrLines(audited.stderr)).toEqual([bad, "audit: 3 logs: 2 ok, 1 failed", `  ${bad}`]);
    // one log: as before, no header and no summary
    const single = await run(["audit", `${dir}/a.jsonl`]);
    expect(single.code).toBe(0);
    expect(single.stdout).not.toContain("==>");
    expect(single.stderr).toBe("");

    const exported = await run(["export", dir, "--to", "lin"]);
    expect(exported.code).toBe(1);
    expect(exported.stdout.match(/\|md\|/g)).toHaveLength(2); // the two boards that replay
    expect(exported.stderr).toMatch(
      /^.*b\.jsonl: line 6: .*\nexport: 3 logs: 2 ok, 1 failed\n {2}.*b\.jsonl/,
    );

    const empty = join(tmp.dir, "empty");
    mkdirSync(empty, { recursive: true });
    const none = await run(["replay", empty]);
    expect(none.code).toBe(1);
    expect(stderrLines(none.stderr)).toEqual([
      `${empty}: no *.jsonl log in the directory`,
      "replay: 1 log: 0 ok, 1 failed",
      `  ${empty}: no *.jsonl log in the directory`,
    ]);
  });
});

describe("import of several files and directories (issue 29)", OPTIONS, () => {
  const tmp = tempDir();
  afterAll(tmp.remove);

  it("every .pbn and .lin of a directory and the files given, in one run; the boards of one event named apart", async ({
    expect,
  }) => {
    const dir = join(tmp.dir, "in");
    mkdirSync(dir, { recursive: true });
    cpSync(EYTC, join(dir, "a.pbn"));
    cpSync(EYTC, join(dir, "b.PBN")); // the same event twice: its boards must not overwrite each other
    writeFileSync(join(dir, "readme.txt"), "not a game");
    const out = join(tmp.dir, "out");
    const r = await run(["import", dir, DATA("lin/bbo-table-example.lin"), "--out", out]);
    expect(r.code).toBe(0);
    const logs = readdirSync(out).sort();
    expect(logs).toHaveLength(12);
    expect(logs.filter((n) => n.startsWith("16th-european-youth-team-championships-board-1-open"))).toEqual([
      "16th-european-youth-team-championships-board-1-open-2.jsonl",
      "16th-european-youth-team-championships-board-1-open.jsonl",
    ]);
    expect(r.stdout).toContain(`${dir}/a.pbn (PBN): 2 board logs written to ${out}\n  2 records: 2 complete`);
    expect(r.stdout).toContain(`${dir}/b.PBN (PBN): 2 board logs written to ${out}`);
    expect(r.stdout).toContain("(LIN): 8 board logs written");
    expect(r.stdout).toContain(
      `3 files: 12 board logs written to ${out}\n12 records: 12 complete, 0 incomplete, 0 not played, 0 rejected`,
    );
    expect(r.stderr).toBe("import: 3 files: 3 ok, 0 failed\n");
    // again without --force: refused before anything is written
    const again = await run(["import", dir, "--out", out]);
    expect(again.code).toBe(2);
    expect(again.stderr).toMatch(/4 logs already in .*give --force/);
  });

  it("a truncated PBN: the record cut off is incomplete (damaged text), named with its file, line and reason without --verbose; exit 1", async ({
    expect,
  }) => {
    const text = readFileSync(EYTC, "latin1");
    // cut inside the last tag pair of the second record
    const cut = tmp.write("cut.pbn", text.slice(0, text.lastIndexOf("[") + 1));
    const r = await run(["import", cut, "--out", join(tmp.dir, "cut")]);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain("(1 error, ");
    expect(r.stderr).toMatch(
      new RegExp(
        `^${cut}: record 2 \\(line 34\\), board 1: incomplete \\(damaged text\\): tag pair is not complete at the end of the file \\(line \\d+\\)\\n$`,
      ),
    );
    // in a batch: the same line, and the file named in the summary
    const good = tmp.write("good.pbn", text);
    const both = await run(["import", good, cut, "--out", join(tmp.dir, "both")]);
    expect(both.code).toBe(1);
    const lines = stderrLines(both.stderr);
    expect(lines[0]).toMatch(
      /cut\.pbn: record 2 \(line 34\), board 1: incomplete \(damaged text\): tag pair is not complete/,
    );
    expect(lines[1]).toBe("import: 2 files: 1 ok, 1 failed");
    expect(lines[2]).toBe(`  ${lines[0]}`);
  });
});

describe(
  "rule: commands to paste, the board's own contract, 12C2 for a board not played (issue 29)",
  OPTIONS,
  () => {
    const tmp = tempDir();
    afterAll(tmp.remove);

    /** The last line's command, as a shell reads it, run in process with --dry-run. */
    const pasted = async (listing: string): Promise<{ words: string[]; code: number | null }> => {
      const line = listing.trimEnd().split("\n").at(-1)!;
      const command = line.slice(line.indexOf("bridgelaw rule "));
      const words = shellWords(command);
      const r = await run([...words.slice(1), "--dry-run", "--at", "2026-11-22T21:00:00Z"]);
      return { words, code: r.code };
    };

    it("a played board: 12C1(b) in its own contract by its declarer, quoted; it pastes and runs", async ({
      expect,
    }) => {
      const file = tmp.write("my board.jsonl", readFileSync(W01, "utf8"));
      const r = await run(["rule", file]);
      expect(r.code).toBe(0);
      expect(r.stdout).toContain(`    bridgelaw rule '${file}' --law 64C1 --about 25 --tricks N\n`);
      expect(r.stdout).toContain(
        `An adjusted score (Law 12C, or 79B3, 82C, 86B …): bridgelaw rule '${file}' --law '12C1(b)' --outcome '4S S 9'\n`,
      );
      const { words, code } = await pasted(r.stdout);
      expect(words).toEqual(["bridgelaw", "rule", file, "--law", "12C1(b)", "--outcome", "4S S 9"]);
      expect(code).toBe(0);
    });

    it("a board not played (the deal only): 12C2, and it pastes and runs", async ({ expect }) => {
      const file = tmp.write("deal-only.jsonl", `${GRAND_SLAM.split("\n")[0]}\n`);
      const r = await run(["rule", file]);
      expect(r.code).toBe(0);
      expect(r.stdout).toContain("board 1: not played (no call, no result at this table)");
      const { words, code } = await pasted(r.stdout);
      expect(words).toEqual([
        "bridgelaw",
        "rule",
        file,
        "--law",
        "12C2(a)",
        "--ns",
        "average",
        "--ew",
        "average",
      ]);
      expect(code).toBe(0);
    });

    it("rule --all lists; two logs without --all, or --all with a ruling, are usage errors", async ({
      expect,
    }) => {
      const a = tmp.write("a.jsonl", readFileSync(W01, "utf8"));
      const b = tmp.write("b.jsonl", PASSED_OUT);
      const all = await run(["rule", "--all", a, b]);
      expect(all.code).toBe(0);
      expect(all.stdout).toContain(`${a}: board 3: 1 question for the Director`);
      expect(all.stdout).toContain(`${b}: board 2: no question is open for the Director\n`);
      expect(all.stderr).toBe(
        "rule: 2 logs: 2 ok, 0 failed; 1 board with questions for the Director, 0 boards without a result\n",
      );
      expect((await run(["rule", a, b])).code).toBe(2);
      expect((await run(["rule", "--all", a, "--law", "64C1", "--tricks", "10"])).code).toBe(2);
    });
  },
);

describe("a PBN or LIN file where a log is read: import it first (issue 29)", OPTIONS, () => {
  it("score, replay and verify say so, with the command, exit 1", async ({ expect }) => {
    const s = await run(["score", EYTC]);
    expect(s.code).toBe(1);
    expect(s.stderr).toContain(
      `${EYTC}: line 1: a PBN file, not a board log: import it first (bridgelaw import ${EYTC} --out DIR), then read the logs in DIR`,
    );
    expect(s.stderr).not.toMatch(/not valid JSON/);
    const lin = DATA("lin/bbo-table-example.lin");
    const r = await run(["replay", lin]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`${lin}: line 1: a LIN file, not a board log: import it first`);
    expect((await run(["verify", EYTC])).stderr).toContain("a PBN file, not a board log: import it first");
  });
});
