import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { scoreSession, type TableResult } from "@bridgelaw/scoring";
import { describe, expect, it } from "vitest";
import { replayLog, tableResultOf } from "./index.ts";

const EXAMPLES = fileURLToPath(new URL("../../../examples/", import.meta.url));
/** What `bridgelaw score` built by hand from each example log before `tableResultOf` (issue 31), null: unscored. */
const GOLDEN: Record<string, TableResult | null> = JSON.parse(
  readFileSync(new URL("../../../tools/golden/table-results.json", import.meta.url), "utf8"),
);

const exampleLogs = (dir = EXAMPLES): string[] =>
  readdirSync(dir)
    .sort()
    .flatMap((f) => {
      const path = join(dir, f);
      if (statSync(path).isDirectory()) return exampleLogs(path);
      return f.endsWith(".jsonl") ? [path] : [];
    });

const resultOf = (path: string): TableResult | null =>
  tableResultOf(replayLog(readFileSync(path, "utf8")).view, { source: relative(EXAMPLES, path) });

describe("tableResultOf: a replayed board as the scoring package's table result, from its standing", () => {
  it("every example log gives what the command line built by hand before (the label is the app's words)", () => {
    const logs = exampleLogs();
    expect(Object.keys(GOLDEN).sort()).toEqual(logs.map((p) => relative(EXAMPLES, p)).sort());
    for (const path of logs) {
      const name = relative(EXAMPLES, path);
      const golden = GOLDEN[name] ?? null;
      if (golden === null) {
        expect(resultOf(path), name).toBeNull();
        continue;
      }
      const { label: _label, ...expected } = golden;
      expect(resultOf(path), name).toEqual(expected);
    }
  });

  it("the score is the standing's: a weighted score ruled under 12C1(c) and its Laws", () => {
    const path = join(EXAMPLES, "session/pairs/b3-t2.jsonl");
    const view = replayLog(readFileSync(path, "utf8")).view;
    const result = tableResultOf(view, { label: "4H-1 by N" });
    expect(result?.NS).toEqual(view.standing.NS);
    expect(result?.EW).toEqual(view.standing.EW);
    expect(result?.NS.kind).toBe("weighted");
    expect(result?.laws).toEqual(view.standing.laws);
    expect(result?.label).toBe("4H-1 by N");
    expect(result).not.toHaveProperty("source");
  });

  it("no score that applies (no board, an unfinished board): null, never a guess", () => {
    expect(tableResultOf(replayLog("").view)).toBeNull();
    const started = replayLog(
      JSON.stringify({
        type: "BoardStarted",
        board: 1,
        deal: "N:AKQJ.AKQ.AKQ.AKQ T987.JT9.JT9.JT9 6543.876.876.876 2.5432.5432.5432",
      }),
    );
    expect(tableResultOf(started.view)).toBeNull();
  });

  it("a session's logs score with scoreSession as they come (examples/session/pairs)", () => {
    const dir = join(EXAMPLES, "session/pairs");
    const results = exampleLogs(dir)
      .map(resultOf)
      .filter((r): r is TableResult => r !== null);
    expect(results.length).toBeGreaterThan(1);
    const session = scoreSession(results, { method: "mp" });
    expect(session.events.length).toBeGreaterThan(0);
    expect(session.warnings).toEqual([]);
  });
});
