import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { TableResult } from "@bridgelaw/scoring";
import { replayLog } from "@bridgelaw/table";
import { describe, expect, it } from "vitest";
import { resultOf } from "./score.ts";

const EXAMPLES = fileURLToPath(new URL("../../../../examples/", import.meta.url));
/** What `resultOf` built by hand from each example log before it read `tableResultOf` (issue 31); null: none. */
const GOLDEN: Record<string, TableResult | null> = JSON.parse(
  readFileSync(new URL("../../../../tools/golden/table-results.json", import.meta.url), "utf8"),
);

const logs = (dir: string): string[] =>
  readdirSync(dir).flatMap((f) => {
    const path = join(dir, f);
    if (statSync(path).isDirectory()) return logs(path);
    return f.endsWith(".jsonl") ? [path] : [];
  });

describe("bridgelaw score: each log's table result is the table's tableResultOf, labelled in words", () => {
  it("every example log (examples/session and the rest) scores as the command built it by hand before", () => {
    const paths = logs(EXAMPLES);
    expect(paths.length).toBe(Object.keys(GOLDEN).length);
    for (const path of paths) {
      const name = relative(EXAMPLES, path);
      const r = resultOf(name, replayLog(readFileSync(path, "utf8")).view);
      expect(r.ok ? r.result : null, name).toEqual(GOLDEN[name]);
    }
  });
});
