import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { replayRecords } from "../board-log.ts";
import { formatSummary, summarize } from "../report.ts";
import { dataUrl } from "../testing/data.ts";
import { decodeText } from "../text.ts";
import { importPbn } from "./import.ts";
import { readPbn } from "./records.ts";
import { declarerTricksOf, nsScoreOf, parseResultValue, parseScoreValue } from "./values.ts";

const text = (name: string) => decodeText(readFileSync(dataUrl(`pbn/${name}`)));

/**
 * Real tournaments: every record with a complete or claimed play replays to its Result, and our Law 77
 * score equals its Score tag where it has one.
 */
const check = (name: string) => {
  const file = readPbn(text(name));
  const result = importPbn(text(name));
  let played = 0;
  let claimed = 0;
  let scored = 0;
  let passedOut = 0;
  for (const [i, report] of result.reports.entries()) {
    const record = file.records[i]!;
    expect(report.status, `record ${report.record}: ${report.reason}`).toBe("imported");
    const board = result.boards.find((b) => b.record === report.record)!;
    const { view, error } = replayRecords(board.records);
    expect(error, `record ${report.record}`).toBeUndefined();
    const resultTag = record.tags.get("Result")?.value ?? "";
    if (report.result === undefined) {
      expect(record.sections.has("Play"), `record ${report.record} has a play but no result`).toBe(false);
      continue;
    }
    if (report.result.by === "passed-out") {
      passedOut += 1;
      continue;
    }
    // The Result tag, as tricks of declarer.
    const parsed = parseResultValue(resultTag);
    const want =
      parsed.ok && parsed.value !== null
        ? declarerTricksOf(parsed.value, report.result.declarer!)
        : undefined;
    expect(report.result.tricks, `record ${report.record}: Result "${resultTag}"`).toBe(want);
    // The log itself comes to the Result: the Laws engine's result and Law 77 score (view.result).
    expect(view.result?.tricksByDeclarer, `record ${report.record}`).toBe(want);
    expect(view.result?.score).toEqual(report.result.score);
    if (report.result.by === "play") played += 1;
    else claimed += 1;
    const scoreTag = record.tags.get("Score")?.value;
    if (scoreTag !== undefined) {
      const s = parseScoreValue(scoreTag, false);
      expect(
        s.ok && nsScoreOf(s.value, report.result.declarer),
        `record ${report.record}: Score "${scoreTag}"`,
      ).toBe(view.result?.score.NS);
      scored += 1;
    }
  }
  return { records: result.reports.length, played, claimed, scored, passedOut };
};

describe("tournaments: each play replays to its Result; the Law 77 score equals the Score tag", {
  timeout: 120_000,
}, () => {
  it("eytc-1998.pbn: 16th European Youth Team Championships (export format, claims)", () => {
    const counts = check("eytc-1998.pbn");
    console.log(`eytc-1998.pbn: ${JSON.stringify(counts)}`);
    expect(counts).toEqual({ records: 2, played: 0, claimed: 2, scored: 2, passedOut: 0 });
  });

  it("acbl-speedball-2013.pbn: 576 records of an ACBL pairs on BBO", () => {
    const counts = check("acbl-speedball-2013.pbn");
    console.log(`acbl-speedball-2013.pbn: ${JSON.stringify(counts)}`);
    expect(counts.records).toBe(576);
    expect(counts.played + counts.claimed + counts.passedOut).toBe(573);
    expect(counts.claimed).toBeGreaterThan(250);
  });

  it("imports the 576 speedball records twice with the same boards (its speed is `pnpm bench import`)", () => {
    const t = text("acbl-speedball-2013.pbn");
    const first = importPbn(t);
    const r = importPbn(t);
    expect(r.boards).toHaveLength(576);
    expect(r.boards).toEqual(first.boards);
  });
});

describe("robustness-no-deal-tags.pbn: imports what it can, reports the rest, invents nothing", {
  timeout: 120_000,
}, () => {
  it("records without a Deal, plays that do not replay: reported with number and reason", () => {
    const r = importPbn(text("robustness-no-deal-tags.pbn"));
    const s = summarize(r.reports);
    console.log(`robustness-no-deal-tags.pbn:\n${formatSummary(s, 6).join("\n")}`);
    expect(s.records).toBe(7632);
    expect(s.imported).toBe(r.boards.length);
    expect(s.imported + s.rejected).toBe(s.records);
    expect(s.imported).toBeGreaterThan(500);
    for (const report of r.reports) {
      if (report.status === "imported") continue;
      expect(report.reason, `record ${report.record}`).toMatch(/\S/);
      expect(report.board === undefined || report.reason !== undefined).toBe(true);
    }
    // A record without a Deal tag is never given the deal of the record before it.
    const noDeal = r.reports.filter((x) => x.reason === "not a board: no Deal tag");
    expect(noDeal.length).toBe(3816);
    for (const b of r.boards) expect(replayRecords(b.records).error).toBeUndefined();
  });
});
