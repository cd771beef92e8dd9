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

  it("exit 0 or 1, never a crash; a record that is not imported whole is named", OPTIONS, async () => {
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
        const summary = /(\d+) records?: (\d+) imported, (\d+) rejected/.exec(all);
        if (summary === null) {
          // no summary: the file itself was refused, in one line naming it
          expect(r.code).toBe(1);
          expect(r.stderr).toContain(path);
          return;
        }
        const rejected = Number(summary[3]);
        if (rejected > 0) expect(all).toMatch(/records? \d+/);
      }),
      { seed: SEED, numRuns: 60, endOnFailure: true },
    );
  });
});
