import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { importBoards } from "./convert.ts";
import { type ImportProblem, reasonText } from "./import-problem.ts";
import { IMPORT_PROBLEM_EXAMPLES } from "./import-problem-examples.ts";
import { damagedUrl, dataUrl } from "./testing/data.ts";

/** The reasons the importers wrote as sentences before they were data (issue 33), per file. */
const GOLDEN = JSON.parse(
  readFileSync(new URL("./testing/fixtures/import-reasons.json", import.meta.url), "utf8"),
) as Record<string, readonly string[] | { count: number; sha256: string }>;

const FILES: readonly URL[] = [
  ...readdirSync(dataUrl("pbn"))
    .filter((f) => f.endsWith(".pbn"))
    .map((f) => dataUrl(`pbn/${f}`)),
  ...readdirSync(dataUrl("lin")).map((f) => dataUrl(`lin/${f}`)),
  ...readdirSync(damagedUrl()).map((f) => damagedUrl(f)),
];

const nameOf = (u: URL): string => fileURLToPath(u).replace(/^.*[\\/]/, "");

describe("import problems: a message id and its parameters, and the English reason from them", () => {
  it("every message id has its English sentence, with every parameter written", () => {
    for (const [tag, p] of Object.entries(IMPORT_PROBLEM_EXAMPLES)) {
      expect(p._tag).toBe(tag);
      const text = reasonText(p as ImportProblem);
      expect(text.length, tag).toBeGreaterThan(0);
      expect(text, tag).not.toMatch(/undefined|\[object Object\]/);
    }
  });

  it("on the real files and the damaged corpus, every reason is the English of its problem, as the importers wrote it before", () => {
    const seen = new Set<string>();
    for (const file of FILES) {
      const name = nameOf(file);
      for (const partial of [false, true]) {
        const result = importBoards(name, readFileSync(file, "utf8"), { partial });
        const reasons: string[] = [];
        for (const r of result.reports) {
          expect(r.reason === undefined, `${name} record ${r.record}`).toBe(r.problem === undefined);
          if (r.problem === undefined) continue;
          expect(r.reason, `${name} record ${r.record}`).toBe(reasonText(r.problem));
          reasons.push(`${r.record}: ${r.reason}`);
          const walk = (p: ImportProblem): void => {
            seen.add(p._tag);
            if ("detail" in p && p.detail !== undefined) walk(p.detail);
          };
          walk(r.problem);
        }
        const golden = GOLDEN[name];
        if (golden === undefined) expect(reasons, name).toEqual([]);
        else if (Array.isArray(golden)) expect(reasons, name).toEqual(golden);
        else {
          const g = golden as { count: number; sha256: string };
          expect(reasons.length, name).toBe(g.count);
          expect(createHash("sha256").update(reasons.join("\n")).digest("hex"), name).toBe(g.sha256);
        }
      }
    }
    // the files give most kinds of reason: the not-a-board, replay, claim and damage families at least, and
    // each of the reasons that were sentences (Said) before they had a message id (issue 33)
    for (const tag of [
      "NotABoard",
      "PlayDoesNotReplay",
      "ContractDiffers",
      "LinAfterClaim",
      "DamagedText",
      "NotADirection",
      "NotADeclarer",
      "NotAContract",
      "DealInvalid",
      "StringNotClosed",
    ])
      expect(seen, tag).toContain(tag);
  });

  it("a record whose import fails: its reason is the failure, from the same data", async () => {
    const { failedRecord } = await import("./report.ts");
    const r = failedRecord("pbn", 3, 12, new TypeError("x is undefined\n  at f"));
    expect(r.problem).toEqual({ _tag: "ImportFailed", name: "TypeError", message: "x is undefined" });
    expect(r.reason).toBe("the import of this record failed (TypeError: x is undefined)");
  });
});
