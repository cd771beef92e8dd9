import { copyFileSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, it } from "vitest";
import { runInProcess as run } from "../testing/in-process.ts";
import { hasStackTrace, ROOT, tempDir } from "../testing/run-cli.ts";

/**
 * Issue 36: a record's error never aborts the file. The campaign's repro (the 576-record speedball file with
 * a board number beyond 2^53) and every file of the formats' corpus of damaged imports
 * (`packages/formats/src/testing/fixtures/damaged`, its table in `import-corpus.test.ts`) through the
 * command: the records not damaged written, the damaged one named with its line and reason, exit 1; a
 * file read whole exit 0.
 */
const DATA = join(ROOT, "..", "shared", "data");
const CORPUS = join(ROOT, "packages", "formats", "src", "testing", "fixtures", "damaged");

/** The corpus files that read whole (every record complete): exit 0. */
const WHOLE = new Set(["pbn-result-twice-same.pbn", "lin-claim-same-twice.lin", "lin-cr-line-ends.lin"]);

describe("bridgelaw import: no record's error aborts the file (issue 36)", { timeout: 120_000 }, () => {
  const tmp = tempDir();
  afterAll(tmp.remove);

  it("the repro: Board 9007199254740993 in the speedball file: the 575 other records written, the one named, exit 1", async ({
    expect,
  }) => {
    const lines = readFileSync(join(DATA, "pbn/acbl-speedball-2013.pbn"), "latin1").split("\n");
    expect(lines[2]).toMatch(/^\[Board "1"\]/);
    lines[2] = lines[2]!.replace('[Board "1"]', '[Board "9007199254740993"]');
    const file = join(tmp.dir, "x.pbn");
    writeFileSync(file, Buffer.from(lines.join("\n"), "latin1"));
    const out = join(tmp.dir, "o");
    const r = await run(["import", file, "--out", out, "--force"]);
    expect(r.code).toBe(1);
    expect(r.stdout + r.stderr).not.toMatch(/internal error/);
    expect(hasStackTrace(r.stdout + r.stderr)).toBe(false);
    expect(readdirSync(out)).toHaveLength(575);
    expect(r.stdout).toContain(`${file} (PBN): 575 board logs written to ${out}`);
    expect(r.stdout).toContain("576 records: 572 complete, 0 incomplete, 3 not played, 1 rejected");
    expect(r.stderr).toBe(
      `${file}: record 1 (line 1): rejected: not a board: Board "9007199254740993" is beyond the largest board number a log holds exactly (9007199254740991) (line 3)\n`,
    );
  });

  it("LIN ah|Board 99999999999999999999|: the seven other boards written, the one named, exit 1", async ({
    expect,
  }) => {
    const text = readFileSync(join(DATA, "lin/bbo-table-example.lin"), "latin1");
    const file = tmp.write("big.lin", text.replace("ah|Board 1|", "ah|Board 99999999999999999999|"));
    const out = join(tmp.dir, "big");
    const r = await run(["import", file, "--out", out]);
    expect(r.code).toBe(1);
    expect(readdirSync(out)).toHaveLength(7);
    expect(r.stderr).toMatch(
      new RegExp(
        `^${file}: record 1 \\(line 1\\): rejected: not a board: ah\\|Board 99999999999999999999\\|`,
      ),
    );
    expect(hasStackTrace(r.stdout + r.stderr)).toBe(false);
  });

  for (const name of readdirSync(CORPUS).sort()) {
    it(`${name}: ${WHOLE.has(name) ? "read whole, exit 0" : "the damaged record named with its reason, the others written, exit 1"}`, async ({
      expect,
    }) => {
      const file = join(tmp.dir, name);
      copyFileSync(join(CORPUS, name), file);
      const out = join(tmp.dir, `out-${name}`);
      const r = await run(["import", file, "--out", out, "--report", `${out}.json`]);
      expect(hasStackTrace(r.stdout + r.stderr)).toBe(false);
      expect(r.stdout + r.stderr).not.toMatch(/internal error/);
      const report = JSON.parse(readFileSync(`${out}.json`, "utf8")) as {
        reports: { record: number; line: number; outcome: string; reason?: string }[];
      };
      const lost = report.reports.filter((x) => x.outcome === "rejected" || x.outcome === "incomplete");
      const written = report.reports.filter((x) => x.outcome !== "rejected").length;
      expect(readdirSync(out)).toHaveLength(written);
      if (WHOLE.has(name)) {
        expect(r.code).toBe(0);
        expect(lost).toEqual([]);
        expect(r.stderr).toBe("");
        return;
      }
      expect(r.code).toBe(1);
      expect(lost).toHaveLength(1);
      const bad = lost[0]!;
      expect(bad.reason ?? "").not.toBe("");
      // standard error names the record, its first line, what it lost and why
      expect(r.stderr).toContain(`${file}: record ${bad.record} (line ${bad.line})`);
      expect(r.stderr).toContain(bad.reason!);
    });
  }
});
