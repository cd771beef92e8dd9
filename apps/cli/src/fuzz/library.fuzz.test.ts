import { importBoards } from "@bridgelaw/formats";
import {
  appendJsonLines,
  canonicalJson,
  decodeJsonLines,
  isLogError,
  makeManifest,
  readManifest,
  verify,
} from "@bridgelaw/log";
import { replayLog } from "@bridgelaw/table";
import { fc } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { canonicalRecords, exampleLogs, importFiles, sealedLogs } from "./corpus.ts";
import { mutations } from "./mutations.ts";

/**
 * The fuzz suite of the libraries (issue 18, point 4): the same mutations as the command line's suite,
 * many more runs (no process, no files), straight into `@bridgelaw/log`, `@bridgelaw/table` and
 * `@bridgelaw/formats`. Seeded, a fixed number of runs.
 */
const SEED = 1818;
const OPTIONS = { timeout: 300_000 } as const;

const LOGS = exampleLogs();
const SEALED = sealedLogs(LOGS);
const IMPORTS = importFiles();
const pick = <T extends { readonly name: string }>(all: readonly T[]): fc.Arbitrary<T> =>
  fc
    .nat({ max: all.length - 1 })
    .map((i) => Object.assign(Object.create(all[i]!) as T, { [fc.toStringMethod]: () => all[i]!.name }));

const lineCount = (text: string): number => text.split("\n").length;

describe("fuzz: mutated logs and files through the libraries", () => {
  it("replayLog never throws; its error is a LogError naming a line of the text", OPTIONS, () => {
    fc.assert(
      fc.property(pick([...LOGS, ...SEALED]), mutations, (log, m) => {
        const text = m.apply(log.text);
        const r = replayLog(text);
        if (r.error === undefined) return;
        expect(isLogError(r.error)).toBe(true);
        expect(r.error.line).toBeGreaterThanOrEqual(1);
        expect(r.error.line).toBeLessThanOrEqual(lineCount(text));
        expect(r.error.message).toBe(`line ${r.error.line}: ${r.error.reason}`);
        // a line that does not read stops the reading there: every line read is before it
        if (r.error._tag === "MalformedLine" || r.error._tag === "InvalidEvent") {
          expect(r.lines.every((l) => l.line < r.error!.line)).toBe(true);
        }
      }),
      { seed: SEED, numRuns: 1500 },
    );
  });

  it(
    "verify with the published head and count: sealed exactly when no record changed (every edit detected)",
    OPTIONS,
    () => {
      let detected = 0;
      fc.assert(
        fc.property(pick(SEALED), mutations, (log, m) => {
          const text = m.apply(log.text);
          const decoded = decodeJsonLines(text, (u) => u);
          const records = decoded.lines.map((l) => l.record);
          const result = verify(records, { head: log.head, count: log.count, requireSealed: true });
          const same =
            decoded.error === undefined &&
            JSON.stringify(canonicalRecords(text)) === JSON.stringify(log.records);
          expect(result.status === "sealed" && decoded.error === undefined, m.name).toBe(same);
          if (!same) detected += 1;
        }),
        { seed: SEED, numRuns: 1500 },
      );
      expect(detected).toBeGreaterThan(1000);
    },
  );

  it(
    "appendJsonLines on a mutated sealed log, from its head: appends only to the untouched log, and what it writes verifies",
    OPTIONS,
    () => {
      fc.assert(
        fc.property(pick(SEALED), mutations, (log, m) => {
          const text = m.apply(log.text);
          const added = [{ type: "DirectorRuled", law: "81C", by: "TD" }];
          const out = appendJsonLines(text, added, { head: log.head, count: log.count });
          const same = JSON.stringify(canonicalRecords(text)) === JSON.stringify(log.records);
          expect(out.ok, m.name).toBe(same);
          if (!out.ok) {
            expect(out.error.line).toBeGreaterThanOrEqual(1);
            return;
          }
          const all = decodeJsonLines(text + out.text, (u) => u);
          expect(all.error).toBeUndefined();
          expect(
            verify(
              all.lines.map((l) => l.record),
              { head: out.head! },
            ),
          ).toMatchObject({
            status: "sealed",
            count: log.count + 1,
          });
        }),
        { seed: SEED, numRuns: 500 },
      );
    },
  );

  it("a session manifest: every change of its records is seen against its head", OPTIONS, () => {
    const manifest = makeManifest(
      SEALED.slice(0, 6).map((l) => ({ log: l.name, head: l.head, events: l.count })),
      { name: "fuzz" },
    );
    const text = manifest.map((r) => `${canonicalJson(r)}\n`).join("");
    const head = manifest.at(-1)!.hash as string;
    const original = canonicalRecords(text);
    fc.assert(
      fc.property(mutations, (m) => {
        const mutated = m.apply(text);
        const decoded = decodeJsonLines(mutated, (u) => u);
        const records = decoded.lines.map((l) => l.record);
        const result = verify(records, { head, count: manifest.length, requireSealed: true });
        const same = JSON.stringify(canonicalRecords(mutated)) === JSON.stringify(original);
        expect(result.status === "sealed" && decoded.error === undefined, m.name).toBe(same);
        // readManifest never throws, whatever it is given
        const read = readManifest(records);
        if (same) expect(read.ok).toBe(true);
      }),
      { seed: SEED, numRuns: 500 },
    );
  });

  it(
    "importBoards on a mutated PBN or LIN file never throws; each record is reported with its number and line",
    OPTIONS,
    () => {
      fc.assert(
        fc.property(pick(IMPORTS), mutations, (file, m) => {
          const text = m.apply(file.text);
          const result = importBoards(file.name, text);
          const lines = text.split(/\r\n|\r|\n/).length; // the PBN and LIN readers take a lone \r as a line end too
          result.reports.forEach((r, i) => {
            expect(r.record).toBe(i + 1);
            expect(r.line).toBeGreaterThanOrEqual(1);
            expect(r.line).toBeLessThanOrEqual(lines);
            if (r.status !== "imported") expect(r.reason ?? "").not.toBe("");
          });
          // every board imported replays: the importer never writes a log the Laws refuse
          for (const b of result.boards) {
            expect(
              replayLog(b.records.map((r) => JSON.stringify(r)).join("\n")).error,
              b.name,
            ).toBeUndefined();
          }
        }),
        { seed: SEED, numRuns: 300 },
      );
    },
  );
});
