import { writeFileSync } from "node:fs";
import { fc } from "@fast-check/vitest";
import { afterAll, describe, expect, it } from "vitest";
import { runInProcess as run } from "../testing/in-process.ts";
import { hasStackTrace, tempDir } from "../testing/run-cli.ts";
import { importFiles } from "./corpus.ts";
import { mutations } from "./mutations.ts";

/**
 * The fuzz suite of `bridgelaw import` (issue 18, point 4): the real PBN and LIN files of the shared data,
 * mutated, through the CLI's in-process runner. Seeded, a fixed number of runs.
 */
const SEED = 1804;
const OPTIONS = { timeout: 300_000 } as const;
const IMPORTS = importFiles();
const pick = fc.nat({ max: IMPORTS.length - 1 }).map((i) =>
  Object.assign(Object.create(IMPORTS[i]!) as (typeof IMPORTS)[number], {
    [fc.toStringMethod]: () => IMPORTS[i]!.name,
  }),
);

describe("fuzz: mutated PBN and LIN files through bridgelaw import", () => {
  const tmp = tempDir();
  afterAll(tmp.remove);
  let n = 0;

  it(
    "exit 0 or 1 as documented (1 when a record is rejected, a board incomplete or an error found), never a crash; each such record named",
    OPTIONS,
    async () => {
      await fc.assert(
        fc.asyncProperty(pick, mutations, async (file, m) => {
          const ext = file.name.endsWith(".lin") ? "lin" : "pbn";
          const path = `${tmp.dir}/f${n}.${ext}`;
          writeFileSync(path, Buffer.from(m.apply(file.text), "latin1"));
          const r = await run(["import", path, "--out", `${tmp.dir}/out${n++}`]);
          expect([0, 1]).toContain(r.code);
          const all = r.stdout + r.stderr;
          expect(all).not.toMatch(/internal error/);
          expect(hasStackTrace(all)).toBe(false);
          // the summary line and the exit code, as apps/cli/README.md documents them
          const summary =
            /(\d+) records?: (\d+) complete, (\d+) incomplete(?: \([^)]*\))?, (\d+) not played, (\d+) rejected \((\d+) errors?/.exec(
              all,
            );
          expect(summary, all.slice(0, 300)).not.toBeNull();
          const [records, complete, incomplete, notPlayed, rejected, errors] = summary!
            .slice(1)
            .map(Number) as [number, number, number, number, number, number];
          expect(complete + incomplete + notPlayed + rejected).toBe(records);
          // an error (a file cut in a tag …) fails the import too, even when every board was written
          expect(r.code).toBe(records === 0 || incomplete + rejected > 0 || errors > 0 ? 1 : 0);
          // each record not imported whole is one line on standard error naming it (at most 20), first
          const named = r.stderr
            .split("\n")
            .filter((l) =>
              new RegExp(`^${path}: record \\d+ \\(line \\d+\\)(, board \\d+)?: (incomplete|rejected)`).test(
                l,
              ),
            );
          expect(named.length).toBe(Math.min(20, incomplete + rejected));
          // and an error of a record written whole is named too, with its line, without --verbose
          if (errors > 0 && incomplete + rejected === 0)
            expect(r.stderr).toMatch(new RegExp(`^${path}: record \\d+ \\(line \\d+\\)`, "m"));
          if (records === 0) expect(r.stderr).toContain(`${path}: no record in the file`);
        }),
        { seed: SEED, numRuns: 60, endOnFailure: true },
      );
    },
  );
});
