import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { importBoards } from "./convert.ts";
import { importedOrFailed, type RecordReport, readOrFailed, summarize } from "./report.ts";
import { damagedUrl, dataUrl } from "./testing/data.ts";

/**
 * Issue 36: the campaign's damaged imports, kept as a corpus (`src/testing/fixtures/damaged`). Each file is
 * a real file (two PBN games of eytc-1998, four LIN boards of the BBO table example) with one damage. Every
 * file must give: the records not damaged exactly as in the real file (complete, the same log); the damaged
 * record rejected, or incomplete, with its reason and the line of the damage, attached to that record; and
 * a report that says the import failed. A file read correctly (CR-only line ends, a claim or a tag given
 * twice alike) gives every record complete.
 */
interface Expected {
  /** The damaged record (1-based), or none when the file must read whole. */
  readonly record?: number;
  readonly outcome?: "rejected" | "incomplete";
  readonly rejection?: RecordReport["rejection"];
  readonly missing?: readonly string[];
  /** What the reason must say. */
  readonly reason?: RegExp;
  /** The line of the damage, in the reason. */
  readonly line?: number;
  /** How many records the file has when it is cut short. */
  readonly records?: number;
}

const PBN = readFileSync(dataUrl("pbn/eytc-1998.pbn"), "latin1");
const LIN_FOUR = `${readFileSync(dataUrl("lin/bbo-table-example.lin"), "latin1").split("\n").slice(0, 4).join("\n")}\n`;

const CORPUS: Readonly<Record<string, Expected>> = {
  "pbn-board-beyond-2-53.pbn": {
    record: 1,
    outcome: "rejected",
    rejection: "not-a-board",
    reason: /Board "9007199254740993" is beyond the largest board number a log holds exactly/,
    line: 6,
  },
  "pbn-board-20-digits.pbn": {
    record: 1,
    outcome: "rejected",
    rejection: "not-a-board",
    reason: /Board "99999999999999999999" is beyond/,
    line: 6,
  },
  "pbn-board-zero.pbn": {
    record: 2,
    outcome: "rejected",
    rejection: "not-a-board",
    reason: /Board "0" is not a board number: boards are numbered from 1 \(Law 2\)/,
    line: 37,
  },
  "pbn-auction-tag-lost.pbn": {
    record: 2,
    outcome: "incomplete",
    missing: ["no auction", "damaged text"],
    reason: /"1NT" follows tag Result, which has no section data/,
    line: 49,
  },
  "pbn-play-tag-lost.pbn": {
    record: 2,
    outcome: "rejected",
    rejection: "does-not-replay",
    reason: /the auction cannot be read: "DA" is not a call/,
    line: 52,
  },
  "pbn-deal-twice.pbn": {
    record: 2,
    outcome: "rejected",
    rejection: "contradicts-itself",
    reason: /tag Deal is given twice with two values: .* \(line 44\) and .*/,
    line: 45,
  },
  "pbn-contract-twice.pbn": {
    record: 2,
    outcome: "rejected",
    rejection: "contradicts-itself",
    reason: /tag Contract is given twice with two values: "4H" \(line 47\) and "3NT"/,
    line: 48,
  },
  "pbn-result-twice.pbn": {
    record: 2,
    outcome: "rejected",
    rejection: "contradicts-itself",
    reason: /tag Result is given twice with two values: "10" \(line 48\) and "9"/,
    line: 49,
  },
  "pbn-result-unreadable.pbn": {
    record: 2,
    outcome: "rejected",
    rejection: "unreadable-value",
    reason: /Result cannot be read: "ten" is not a result/,
    line: 48,
  },
  "pbn-vulnerable-unreadable.pbn": {
    record: 2,
    outcome: "rejected",
    rejection: "unreadable-value",
    reason: /Vulnerable cannot be read: "Nobody" is not a vulnerability/,
    line: 43,
  },
  "pbn-nul-in-name.pbn": {
    record: 2,
    outcome: "incomplete",
    missing: ["damaged text"],
    reason: /control character U\+0000/,
    line: 38,
  },
  "pbn-cut-in-tag.pbn": {
    record: 2,
    outcome: "incomplete",
    missing: ["damaged text"],
    reason: /tag pair is not complete at the end of the file/,
    line: 47,
  },
  "pbn-dealer-unreadable.pbn": {
    record: 2,
    outcome: "rejected",
    rejection: "unreadable-value",
    reason: /Dealer cannot be read: "Q" is not a direction \(W, N, E or S\)/,
    line: 42,
  },
  "pbn-declarer-unreadable.pbn": {
    record: 2,
    outcome: "rejected",
    rejection: "unreadable-value",
    reason: /Declarer cannot be read: "Q" is not a declarer/,
    line: 46,
  },
  "pbn-contract-unreadable.pbn": {
    record: 2,
    outcome: "rejected",
    rejection: "unreadable-value",
    reason: /Contract cannot be read: "4Z" is not a contract/,
    line: 47,
  },
  "pbn-room-string-not-closed.pbn": {
    record: 2,
    outcome: "incomplete",
    missing: ["damaged text"],
    reason: /string is not closed with a double quote on its line/,
    line: 59,
  },
  "pbn-result-twice-same.pbn": {},
  "lin-board-20-digits.lin": {
    record: 1,
    outcome: "rejected",
    rejection: "not-a-board",
    reason: /ah\|Board 99999999999999999999\|: "99999999999999999999" is beyond/,
    line: 1,
  },
  "lin-board-zero.lin": {
    record: 2,
    outcome: "rejected",
    rejection: "not-a-board",
    reason: /ah\|Board 0\|: "0" is not a board number/,
    line: 2,
  },
  "lin-cut-in-board-3.lin": {
    record: 3,
    outcome: "incomplete",
    missing: ["auction unfinished", "damaged text"],
    reason: /an: the value is not closed with "\|" \(the file is cut off\)/,
    line: 3,
    records: 3,
  },
  "lin-cut-before-the-calls.lin": {
    record: 3,
    outcome: "incomplete",
    missing: ["damaged text"],
    reason: /ah: the value is not closed with "\|" \(the file is cut off\)/,
    line: 3,
    records: 3,
  },
  "lin-claim-twice.lin": {
    record: 3,
    outcome: "rejected",
    rejection: "contradicts-itself",
    reason: /mc\|7\| after the claim mc\|9\|: two claims that differ/,
  },
  "lin-claim-20-digits.lin": {
    record: 3,
    outcome: "rejected",
    rejection: "contradicts-itself",
    reason: /mc\|99999999999999999999\| after the claim mc\|9\|/,
  },
  "lin-card-after-claim.lin": {
    record: 3,
    outcome: "rejected",
    rejection: "contradicts-itself",
    reason: /pc\|SA\| after the claim mc\|9\|: the board ended with the claim/,
  },
  "lin-nul-in-name.lin": {
    record: 2,
    outcome: "incomplete",
    missing: ["damaged text"],
    reason: /control character U\+0000 in pn\|…\|/,
    line: 2,
  },
  "lin-nul-before-code.lin": {
    record: 1,
    outcome: "incomplete",
    missing: ["play cut off", "damaged text"],
    reason: /control character U\+0000 in \?pc\|…\|/,
    line: 1,
  },
  "lin-deal-card-twice.lin": {
    record: 1,
    outcome: "rejected",
    rejection: "not-a-board",
    reason:
      /not a board: East holds 14 cards, not 13 \(Law 7B2; Law 13\); C8 is found 2 times \(South, West\) \(Law 1A\)/,
  },
  "lin-claim-same-twice.lin": {},
  "lin-cr-line-ends.lin": {},
};

const original = {
  pbn: importBoards("eytc-1998.pbn", PBN),
  lin: importBoards("bbo-table-example.lin", LIN_FOUR),
};

describe("the corpus of damaged imports (issue 36): each file through importBoards", () => {
  it("holds exactly the files of the table", () => {
    expect(readdirSync(damagedUrl()).sort()).toEqual(Object.keys(CORPUS).sort());
  });

  for (const [file, want] of Object.entries(CORPUS)) {
    it(`${file}: ${want.record === undefined ? "read whole, every record complete" : `record ${want.record} ${want.outcome} with its reason, the others as in the real file`}`, () => {
      const text = readFileSync(damagedUrl(file), "latin1");
      const got = importBoards(file, text);
      const base = file.endsWith(".lin") ? original.lin : original.pbn;
      expect(got.reports).toHaveLength(want.records ?? base.reports.length);
      for (const r of got.reports) {
        expect(r.record).toBeGreaterThanOrEqual(1);
        if (r.record === want.record) continue;
        // a record not damaged comes out as in the real file: complete, the same log, no error
        const same = base.reports[r.record - 1]!;
        expect(r.outcome, `record ${r.record}`).toBe(same.outcome);
        expect(r.line).toBe(same.line);
        expect(r.problems.filter((p) => p.severity === "error")).toEqual([]);
        const log = got.boards.find((b) => b.record === r.record)?.records;
        expect(log).toEqual(base.boards.find((b) => b.record === r.record)?.records);
      }
      const summary = summarize(got.reports);
      if (want.record === undefined) {
        expect(summary.complete).toBe(summary.records);
        expect(summary.errors).toBe(0);
        return;
      }
      const r = got.reports[want.record - 1]!;
      expect(r.outcome).toBe(want.outcome);
      if (want.rejection !== undefined) expect(r.rejection).toBe(want.rejection);
      else expect(r.rejection).toBeUndefined();
      if (want.missing !== undefined) expect(r.missing).toEqual(want.missing);
      expect(r.reason).toMatch(want.reason!);
      if (want.line !== undefined) {
        expect(r.reason).toContain(`line ${want.line}`);
        expect(r.problems.some((p) => p.severity === "error" && p.line === want.line)).toBe(true);
      }
      // the report says the import failed: a record rejected or incomplete, an error counted
      expect(summary.rejected + summary.incomplete).toBe(1);
      expect(summary.errors).toBeGreaterThan(0);
    });
  }

  it("CR-only line ends are line ends: the same logs, each board on its own line", () => {
    const cr = importBoards("cr.lin", readFileSync(damagedUrl("lin-cr-line-ends.lin"), "latin1"));
    expect(cr.boards.map((b) => b.records)).toEqual(original.lin.boards.map((b) => b.records));
    expect(cr.reports.map((r) => r.line)).toEqual([1, 2, 3, 4]);
  });
});

describe("an unexpected failure is the record's error, never the file's (issue 36)", () => {
  it("a record whose import throws is rejected (import-failed), named by its failure in one line, no stack trace", () => {
    const got = importedOrFailed("pbn", 3, 40, () => {
      throw new RangeError(
        "invalid board number 9007199254740992\n    at dealerOf (board-conditions.ts:25:3)",
      );
    });
    expect(got.records).toBeNull();
    expect(got.report).toMatchObject({
      format: "pbn",
      record: 3,
      line: 40,
      status: "rejected",
      outcome: "rejected",
      rejection: "import-failed",
      reason: "the import of this record failed (RangeError: invalid board number 9007199254740992)",
    });
    expect(got.report.problems).toEqual([
      {
        severity: "error",
        code: "import-failed",
        line: 40,
        message: "the import of this record failed (RangeError: invalid board number 9007199254740992)",
      },
    ]);
  });

  it("a file whose reading throws is one record rejected (import-failed), and importLin does not throw", () => {
    const got = readOrFailed("lin", () => {
      throw new TypeError("cannot read");
    });
    expect(got.boards).toEqual([]);
    expect(got.reports.map((r) => [r.record, r.line, r.rejection, r.reason])).toEqual([
      [1, 1, "import-failed", "the import of this record failed (TypeError: cannot read)"],
    ]);
    // a progress callback that throws (an app's fault, after a record): the file is reported, not thrown
    const lin = importBoards("x.lin", LIN_FOUR, {
      onProgress: () => {
        throw new Error("the progress bar broke");
      },
    });
    expect(lin.reports[0]!.rejection).toBe("import-failed");
  });
});
