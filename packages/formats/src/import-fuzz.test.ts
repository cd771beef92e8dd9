import { readFileSync } from "node:fs";
import { fc } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { importBoards } from "./convert.ts";
import { type ImportResult, lostSomething, summarize } from "./report.ts";
import {
  type Damage,
  linDamage,
  linHarmlessChange,
  linRecords,
  pbnDamage,
  pbnHarmlessChange,
  pbnRecords,
  type RecordsText,
} from "./testing/damage.ts";
import { dataUrl } from "./testing/data.ts";

/**
 * The import fuzz test (issue 36): real files of the shared data, one record damaged by a tag or value
 * mutation of the fuzz campaign (`testing/damage.ts`). Whatever the damage: the import never throws; every
 * record not damaged comes out exactly as from the real file (the same outcome, the same log); the damaged
 * record is rejected or incomplete, with its reason; and the report says the import failed (a record lost:
 * `bridgelaw import` exits 1). A change that damages nothing (a tag or a claim given again alike, other line
 * ends) changes no record. Seeded, a bounded number of runs.
 */
const SEED = 36;
const RUNS = 120;

interface Source {
  readonly name: string;
  readonly file: RecordsText;
  readonly text: string;
  readonly base: ImportResult;
  /** The records complete in the real file: those a damage is done to. */
  readonly complete: readonly number[];
}

const source = (name: string, text: string, records: (t: string) => RecordsText): Source => {
  const file = records(text);
  const whole = `${[...file.head, ...file.records.flatMap((r, i) => (i === 0 ? r : [...file.separator, ...r]))].join("\n")}\n`;
  const base = importBoards(name, whole);
  expect(base.reports).toHaveLength(file.records.length);
  const complete = base.reports.filter((r) => r.outcome === "complete").map((r) => r.record - 1);
  return { name, file, text: whole, base, complete };
};

const speedball = readFileSync(dataUrl("pbn/acbl-speedball-2013.pbn"), "latin1")
  .split(/\r?\n\s*\r?\n/)
  .filter((r) => r.includes("[Board"))
  .slice(0, 12)
  .join("\n\n");
const PBN = [
  source("eytc-1998.pbn", readFileSync(dataUrl("pbn/eytc-1998.pbn"), "latin1"), pbnRecords),
  source("speedball-12.pbn", speedball, pbnRecords),
];
const LIN = [
  source("bbo-table-example.lin", readFileSync(dataUrl("lin/bbo-table-example.lin"), "latin1"), linRecords),
];

/** A source, a complete record of it, and a change done to that record. */
const cases = (sources: readonly Source[], change: fc.Arbitrary<Damage>) =>
  fc
    .tuple(fc.constantFrom(...sources), fc.nat(), change)
    .map(([s, n, d]) => ({ s, k: s.complete[n % s.complete.length]!, d }))
    .map((c) =>
      Object.assign(c, { [fc.toStringMethod]: () => `${c.s.name} record ${c.k + 1}: ${c.d.name}` }),
    );

/** Every record but `k` (and, when the file is cut in `k`, those after it) as in the real file. */
const othersAsBefore = (got: ImportResult, s: Source, k: number, cut: boolean): void => {
  expect(got.reports).toHaveLength(cut ? k + 1 : s.base.reports.length);
  for (const r of got.reports) {
    if (r.record === k + 1) continue;
    const before = s.base.reports[r.record - 1]!;
    expect({ record: r.record, outcome: r.outcome, reason: r.reason }).toEqual({
      record: before.record,
      outcome: before.outcome,
      reason: before.reason,
    });
    expect(r.problems.filter((p) => p.severity === "error")).toEqual(
      before.problems.filter((p) => p.severity === "error"),
    );
    expect(got.boards.find((b) => b.record === r.record)?.records).toEqual(
      s.base.boards.find((b) => b.record === r.record)?.records,
    );
  }
};

const damaged = (sources: readonly Source[], change: fc.Arbitrary<Damage>) => () =>
  fc.assert(
    fc.property(cases(sources, change), ({ s, k, d }) => {
      const text = d.apply(s.file, k);
      fc.pre(text !== undefined);
      const got = importBoards(s.name, text!);
      othersAsBefore(got, s, k, d.cuts === true);
      const r = got.reports[k]!;
      expect(["rejected", "incomplete"]).toContain(r.outcome);
      expect(r.reason ?? "").not.toBe("");
      expect(r.line).toBe(s.base.reports[k]!.line);
      expect(lostSomething(summarize(got.reports))).toBe(true);
    }),
    { seed: SEED, numRuns: RUNS },
  );

const harmless = (sources: readonly Source[], change: fc.Arbitrary<Damage>) => () =>
  fc.assert(
    fc.property(cases(sources, change), ({ s, k, d }) => {
      const text = d.apply(s.file, k);
      fc.pre(text !== undefined);
      const got = importBoards(s.name, text!);
      expect(got.reports.map((r) => r.outcome)).toEqual(s.base.reports.map((r) => r.outcome));
      expect(got.boards.map((b) => b.records)).toEqual(s.base.boards.map((b) => b.records));
      expect(summarize(got.reports).errors).toBe(summarize(s.base.reports).errors);
    }),
    { seed: SEED, numRuns: 30 },
  );

describe("import fuzz: one record of a real file damaged by the campaign's tag and value mutations (issue 36)", () => {
  it(
    "PBN: the others come out as before; the damaged one rejected or incomplete with its reason; the import fails",
    damaged(PBN, pbnDamage),
  );
  it(
    "LIN: the others come out as before; the damaged one rejected or incomplete with its reason; the import fails",
    damaged(LIN, linDamage),
  );
  it("PBN: a tag given again alike changes nothing", harmless(PBN, pbnHarmlessChange));
  it("LIN: the claim given again alike changes nothing", harmless(LIN, linHarmlessChange));
  it("CR LF and CR line ends change nothing (PBN and LIN): the same logs, the same lines", () => {
    for (const s of [...PBN, ...LIN]) {
      for (const ends of ["\r\n", "\r"]) {
        const got = importBoards(s.name, s.text.replace(/\n/g, ends));
        expect(got.reports.map((r) => [r.outcome, r.line])).toEqual(
          s.base.reports.map((r) => [r.outcome, r.line]),
        );
        expect(got.boards.map((b) => b.records)).toEqual(s.base.boards.map((b) => b.records));
      }
    }
  });
});
