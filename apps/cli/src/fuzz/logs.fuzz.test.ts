import { mkdirSync, writeFileSync } from "node:fs";
import { fc } from "@fast-check/vitest";
import { afterAll, describe, expect, it } from "vitest";
import { runInProcess as run } from "../testing/in-process.ts";
import { hasStackTrace, tempDir } from "../testing/run-cli.ts";
import { canonicalRecords, exampleLogs, sealedLogs } from "./corpus.ts";
import { mutations } from "./mutations.ts";

/**
 * The fuzz suite of the command line (issue 18, point 4): example logs and sealed logs, mutated (truncated,
 * bytes flipped, lines duplicated, deleted, swapped or inserted, unknown events, wrong types, strict-JSON
 * refusals, deep nesting, huge lines, BOM, CRLF), through the CLI's in-process runner. Seeded, with a fixed
 * number of runs, so that a run is the same every time and fits in `.ci/run`.
 */
const SEED = 18;
const OPTIONS = { timeout: 300_000 } as const;

const LOGS = exampleLogs();
const SEALED = sealedLogs(LOGS);
/** A log of the corpus, printed by its name in a counterexample. */
const pick = <T extends { readonly name: string }>(all: readonly T[]): fc.Arbitrary<T> =>
  fc
    .nat({ max: all.length - 1 })
    .map((i) => Object.assign(Object.create(all[i]!) as T, { [fc.toStringMethod]: () => all[i]!.name }));

/** The one line a command prints on standard error for a log it refuses (apps/cli/README.md). */
const problemLine = (file: string): RegExp =>
  new RegExp(
    `^${file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}: (line (\\d+): |chain broken at position \\d+ \\(line (\\d+)\\): |seal removed at line (\\d+): |head mismatch at position \\d+ \\(line (\\d+)\\): |empty log: |not sealed)`,
  );

/** Checks the documented contract of a run on a mutated log, and gives the line its problem names. */
const expectContract = (
  r: { code: number | null; stdout: string; stderr: string },
  file: string,
  lines: number,
) => {
  expect([0, 1]).toContain(r.code);
  expect(r.stderr).not.toMatch(/internal error/);
  expect(hasStackTrace(r.stdout + r.stderr)).toBe(false);
  if (r.code === 0) return undefined;
  const first = r.stderr.split("\n")[0]!;
  const m = problemLine(file).exec(first);
  expect(m, first.slice(0, 300)).not.toBeNull();
  const named = Number(m![2] ?? m![3] ?? m![4] ?? m![5] ?? 0);
  expect(named).toBeLessThanOrEqual(lines + 1);
  return named;
};

const lineCount = (text: string): number => text.split("\n").length;

describe("fuzz: mutated logs through the command line", () => {
  const tmp = tempDir();
  afterAll(tmp.remove);
  let n = 0;

  it(
    "replay, audit, verify and seal on a mutated log (sealed or not): exit 0 or 1, one line naming the file and the line, never a crash",
    OPTIONS,
    async () => {
      const refused = { replay: 0, verify: 0, seal: 0, runs: 0 };
      await fc.assert(
        fc.asyncProperty(pick([...LOGS, ...SEALED]), mutations, async (log, m) => {
          refused.runs += 1;
          const text = m.apply(log.text);
          const file = `${tmp.dir}/m${n++}.jsonl`;
          writeFileSync(file, text);
          const lines = lineCount(text);
          const replay = await run(["replay", "--json", file]);
          expectContract(replay, file, lines);
          expect(replay.stdout.split("\n").filter((l) => l !== "")).toHaveLength(1); // one JSON line a file
          const audit = await run(["audit", file]);
          expectContract(audit, file, lines);
          expect(audit.code).toBe(replay.code); // one reader: what one accepts, the other does
          const verify = await run(["verify", file]);
          const verifiedLine = expectContract(verify, file, lines);
          const seal = await run(["seal", file, "--out", `${file}.sealed`]);
          expectContract(seal, file, lines);
          // seal accepts only what replays and whose chain holds
          if (seal.code === 0) expect([replay.code, verify.code]).toEqual([0, 0]);
          refused.replay += replay.code ?? 0;
          refused.verify += verify.code ?? 0;
          refused.seal += seal.code ?? 0;
          // a line strict reading refuses is refused by replay too, at that line or before
          if (verify.code === 1 && /: line \d+: /.test(verify.stderr) && verifiedLine !== undefined) {
            expect(replay.code).toBe(1);
          }
        }),
        { seed: SEED, numRuns: 200, endOnFailure: true },
      );
      // the mutations do damage: most runs are refused somewhere, some pass everywhere
      expect(refused.replay).toBeGreaterThan(refused.runs / 2);
      expect(refused.seal).toBeLessThan(refused.runs);
      expect(refused.verify).toBeGreaterThan(0);
    },
  );

  it(
    "a sealed log with its published head: every edit that changes a record is detected by verify --head, and what passes replays to the same board",
    OPTIONS,
    async () => {
      const seen = { detected: 0, unchanged: 0 };
      await fc.assert(
        fc.asyncProperty(pick(SEALED), mutations, async (log, m) => {
          const text = m.apply(log.text);
          const file = `${tmp.dir}/h${n++}.jsonl`;
          const headFile = `${file}.head`;
          writeFileSync(file, text);
          writeFileSync(headFile, JSON.stringify({ head: log.head, events: log.count }));
          const r = await run(["verify", "--head", headFile, "--require-sealed", file]);
          expectContract(r, file, lineCount(text));
          const same = JSON.stringify(canonicalRecords(text)) === JSON.stringify(log.records);
          expect(r.code, m.name).toBe(same ? 0 : 1);
          if (same) seen.unchanged += 1;
          else seen.detected += 1;
          if (r.code === 0) {
            const original = `${file}.orig`;
            writeFileSync(original, log.text);
            const [a, b] = await Promise.all([
              run(["replay", "--json", file]),
              run(["replay", "--json", original]),
            ]);
            expect(a.stdout).toBe(b.stdout);
          }
        }),
        { seed: SEED, numRuns: 200, endOnFailure: true },
      );
      // both kinds happen: edits (detected) and harmless changes (BOM, CRLF, blank lines: accepted)
      expect(seen.detected).toBeGreaterThan(100);
      expect(seen.unchanged).toBeGreaterThan(0);
    },
  );

  it(
    "a session with its published head: every edit of any board, or of the manifest, is detected by verify --session",
    OPTIONS,
    async () => {
      const dir = `${tmp.dir}/session`;
      mkdirSync(dir);
      const boards = SEALED.filter((_, i) => i % 37 === 0).slice(0, 5);
      for (const [i, b] of boards.entries()) writeFileSync(`${dir}/b${i}.jsonl`, b.text);
      const manifest = `${tmp.dir}/session.manifest.jsonl`;
      const made = await run(["manifest", dir, "--out", manifest, "--head-out", `${manifest}.head`]);
      expect(made.code).toBe(0);
      const { readFileSync } = await import("node:fs");
      const manifestText = readFileSync(manifest, "utf8");
      const originalManifest = canonicalRecords(manifestText);
      let detected = 0;
      await fc.assert(
        fc.asyncProperty(fc.nat({ max: boards.length }), mutations, async (k, m) => {
          // k < boards.length: a board; k = boards.length: the manifest itself
          const target = k < boards.length ? `${dir}/b${k}.jsonl` : manifest;
          const original = k < boards.length ? boards[k]!.text : manifestText;
          const text = m.apply(original);
          writeFileSync(target, text);
          try {
            const r = await run(["verify", "--session", manifest, "--head", `${manifest}.head`]);
            expect([0, 1]).toContain(r.code);
            expect(r.stderr).not.toMatch(/internal error/);
            const same =
              JSON.stringify(canonicalRecords(text)) ===
              JSON.stringify(k < boards.length ? boards[k]!.records : originalManifest);
            expect(r.code, m.name).toBe(same ? 0 : 1);
            if (!same) {
              detected += 1;
              // the problem names the file that changed
              expect(r.stderr).toContain(target);
            }
          } finally {
            writeFileSync(target, original);
          }
        }),
        { seed: SEED, numRuns: 100, endOnFailure: true },
      );
      expect(detected).toBeGreaterThan(50);
    },
  );
});
