import { readdirSync, readFileSync } from "node:fs";
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
// Only tests reach up to the tools layer, for its generator of random legal boards.
import { generateBoard } from "../../../tools/src/generate.ts";
import { type LogRecord, readBoardLog, replayRecords } from "./board-log.ts";
import { exportLin } from "./lin/export.ts";
import { importLin } from "./lin/import.ts";
import { exportPbn } from "./pbn/export.ts";
import { importPbn } from "./pbn/import.ts";
import { readPbn } from "./pbn/records.ts";
import { dataUrl, examplesUrl } from "./testing/data.ts";
import { decodeText } from "./text.ts";

/** The derived state of a log, as `bridgelaw replay --json` prints it. */
const derived = (records: readonly LogRecord[]) => {
  const { view, error } = replayRecords(records);
  expect(error).toBeUndefined();
  return JSON.parse(JSON.stringify(view));
};

const viaPbn = (records: readonly LogRecord[]): readonly LogRecord[] => {
  const r = importPbn(exportPbn([records]));
  expect(r.reports[0]!.status, r.reports[0]!.reason).toBe("imported");
  return r.boards[0]!.records;
};
const viaLin = (records: readonly LogRecord[]): readonly LogRecord[] => {
  const r = importLin(exportLin([records]));
  expect(r.reports[0]!.status, r.reports[0]!.reason).toBe("imported");
  return r.boards[0]!.records;
};

const examples = readdirSync(examplesUrl())
  .filter((f) => f.endsWith(".jsonl"))
  .map((f) => ({ name: f, records: readBoardLog(readFileSync(new URL(f, examplesUrl()), "utf8")).records }));

describe("round trips give the same derived state: the example boards", () => {
  it("there are example boards", () => expect(examples.length).toBeGreaterThanOrEqual(8));
  for (const { name, records } of examples) {
    it(`${name}: log → PBN → log`, () => expect(derived(viaPbn(records))).toEqual(derived(records)));
    it(`${name}: log → LIN → log`, () => expect(derived(viaLin(records))).toEqual(derived(records)));
  }
});

describe("round trips give the same derived state: random legal boards (fast-check)", {
  timeout: 120_000,
}, () => {
  const board = fc.record({
    seed: fc.integer({ min: 0, max: 2 ** 31 - 1 }),
    board: fc.integer({ min: 1, max: 64 }),
    cards: fc.oneof(fc.constant(52), fc.integer({ min: 0, max: 52 })),
    passPercent: fc.integer({ min: 30, max: 90 }),
  });
  const generate = (b: { seed: number; board: number; cards: number; passPercent: number }) =>
    generateBoard(b.seed, b.board, { cards: b.cards, passPercent: b.passPercent }) as unknown as LogRecord[];

  test.prop([board], { numRuns: 150 })("log → PBN → log", (b) => {
    const records = generate(b);
    expect(derived(viaPbn(records))).toEqual(derived(records));
  });
  test.prop([board], { numRuns: 150 })("log → LIN → log", (b) => {
    const records = generate(b);
    expect(derived(viaLin(records))).toEqual(derived(records));
  });
  test.prop([board], { numRuns: 50 })("log → PBN → log → PBN is stable", (b) => {
    const once = exportPbn([generate(b)]);
    expect(exportPbn([importPbn(once).boards[0]!.records])).toBe(once);
  });
});

/** A tag's value as export writes it (export normalises what the import format allows). */
const normal = (name: string, value: string): string => {
  if (name === "Vulnerable")
    return ({ Love: "None", "-": "None", Both: "All" } as Record<string, string>)[value] ?? value;
  if (name === "Contract" && /^pass$/i.test(value)) return "Pass";
  if (["Contract", "Declarer", "Dealer"].includes(name)) return value.toUpperCase();
  return value;
};

describe("PBN → log → PBN keeps every tag the log can hold", { timeout: 120_000 }, () => {
  const files = [
    "pbnj-correct_10.pbn",
    "pbnj-correct_20.pbn",
    "pbnj-correct_21.pbn",
    "eytc-1998.pbn",
    "acbl-speedball-2013.pbn",
  ];
  for (const name of files) {
    it(name, () => {
      const text = decodeText(readFileSync(dataUrl(`pbn/${name}`)));
      const source = readPbn(text);
      const imported = importPbn(text);
      let compared = 0;
      for (const board of imported.boards) {
        const before = source.records[board.record - 1]!;
        const after = readPbn(exportPbn([board.records])).records[0]!;
        for (const [tagName, tag] of before.tags) {
          const value = tag.value.trim();
          if (value === "" || value === "?" || tagName === "Note") continue;
          if (
            tagName === "Deal" ||
            tagName === "Result" ||
            tagName === "Score" ||
            tagName === "Auction" ||
            tagName === "Play"
          )
            continue;
          expect(after.tags.get(tagName)?.value, `${name} record ${board.record}: ${tagName}`).toBe(
            normal(tagName, value),
          );
          compared += 1;
        }
        // The deal is the same deal, written from the dealer; the Result the same tricks.
        expect(after.tags.get("Deal")?.value).toMatch(/^[NESW]:/);
        const resultBefore = before.tags.get("Result")?.value.trim();
        if (resultBefore && /^\d+$/.test(resultBefore))
          expect(after.tags.get("Result")?.value).toBe(resultBefore);
      }
      expect(compared).toBeGreaterThan(0);
    });
  }
});

describe("every example log, irregular ones too, exports; what a format cannot say is commentary", {
  timeout: 120_000,
}, () => {
  const walk = (url: URL): URL[] =>
    readdirSync(url, { withFileTypes: true }).flatMap((d) =>
      d.isDirectory()
        ? walk(new URL(`${d.name}/`, url))
        : d.name.endsWith(".jsonl")
          ? [new URL(d.name, url)]
          : [],
    );
  const logs = walk(examplesUrl())
    .map((url) => ({
      name: url.pathname.split("/examples/")[1]!,
      records: readBoardLog(readFileSync(url, "utf8")).records,
    }))
    .filter((l) => l.records.length > 0 && replayRecords(l.records).error === undefined);
  it(`${logs.length} example logs`, () => {
    const silent: string[] = [];
    for (const { name, records } of logs) {
      const pbn = exportPbn([records]);
      const lin = exportLin([records]);
      expect(
        importPbn(pbn).reports[0]!.problems.filter((p) => p.severity === "error" && p.code !== "replay"),
        name,
      ).toEqual([]);
      expect(importLin(lin).reports).toHaveLength(1);
      const unsaid = records.filter(
        (r) =>
          ["DirectorRuled", "AttentionDrawn", "CallChanged", "CardExposed", "ExplanationCorrected"].includes(
            r.type,
          ) ||
          (r.type === "OptionChosen" &&
            !["27A1:accept", "27B4:accept", "29A:accept", "54:spread"].includes(`${r.law}:${r.option}`)),
      );
      const comments = (pbn.match(/\{[^}]*\}/g) ?? []).length;
      if (comments < unsaid.length)
        silent.push(`${name}: ${unsaid.length} events PBN cannot say, ${comments} comments`);
    }
    expect(silent).toEqual([]);
  });
});
