/**
 * Issue 31: what a browser bundle of the packages holds, checked on what esbuild bundles (no size asserted: the
 * sizes are `pnpm bench bundle`'s). `@bridgelaw/log`'s `#lazy` is the eager one there (a Schema built at once:
 * no proxy), Node.js's the one that builds at first use; and a bundle of `replayLog` holds no English sentence
 * of a token problem or of a scoring input (the errors carry data; their words are the formatters').
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type TokenProblem, tokenProblemText } from "@bridgelaw/cards";
import { describeScoringInput, SCORING_INPUT_EXAMPLES, SCORING_INPUT_TAGS } from "@bridgelaw/scoring";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

const TOOLS = fileURLToPath(new URL("../", import.meta.url));
const BUILT = existsSync(fileURLToPath(new URL("../../packages/table/dist/index.js", import.meta.url)));

const bundle = async (
  contents: string,
  platform: "browser" | "node",
  conditions: string[],
): Promise<{ readonly inputs: string[]; readonly text: string }> => {
  const r = await build({
    stdin: { contents, resolveDir: TOOLS, loader: "js" },
    bundle: true,
    format: "esm",
    platform,
    ...(conditions.length > 0 && { conditions }),
    write: false,
    metafile: true,
    logLevel: "error",
  });
  return { inputs: Object.keys(r.metafile.inputs), text: r.outputFiles[0]!.text };
};
const has = (files: string[], end: string): boolean => files.some((f) => f.endsWith(`packages/log/${end}`));
const LAZY = 'export { lazy } from "@bridgelaw/log";';

describe("the #lazy import of @bridgelaw/log (issue 31)", () => {
  it("from the sources: a browser bundle builds at once, a Node bundle at first use", async () => {
    const browser = await bundle(LAZY, "browser", ["source"]);
    expect(has(browser.inputs, "src/lazy-eager.ts")).toBe(true);
    expect(has(browser.inputs, "src/lazy.ts")).toBe(false);
    const node = await bundle(LAZY, "node", ["source"]);
    expect(has(node.inputs, "src/lazy.ts")).toBe(true);
  });

  it.skipIf(!BUILT)("from the built package (dist): the same", async () => {
    const browser = await bundle(LAZY, "browser", []);
    expect(has(browser.inputs, "dist/lazy-eager.js")).toBe(true);
    expect(has(browser.inputs, "dist/lazy.js")).toBe(false);
    // A bundler for Node.js reads dist/ (`module`); Node.js itself reads dist/node/ (node-entries.test.ts).
    const node = await bundle(LAZY, "node", ["module"]);
    expect(has(node.inputs, "dist/lazy.js")).toBe(true);
  });
});

describe.skipIf(!BUILT)("a browser bundle of replayLog (issue 31)", () => {
  it("holds no English sentence of a token problem or a scoring input: the errors carry data", async () => {
    const { text } = await bundle('export { replayLog } from "@bridgelaw/table";', "browser", []);
    const problems: TokenProblem[] = [
      { _tag: "TokenCardExpected" },
      { _tag: "TokenCallExpected" },
      { _tag: "TokenContractExpected" },
      { _tag: "TokenDealStart" },
      { _tag: "TokenVulnerabilityExpected" },
    ];
    for (const p of problems) expect(text, p._tag).not.toContain(tokenProblemText(p));
    // Every reason without a parameter, as the catalog writes it (but `iso-time`: the same words are the
    // message of the events' time Schema, which the log's reader gives for a time that does not read).
    const plain = SCORING_INPUT_TAGS.filter(
      (tag) => tag !== "iso-time" && Object.keys(SCORING_INPUT_EXAMPLES[tag].params).length === 0,
    );
    expect(plain.length).toBeGreaterThan(20);
    for (const tag of plain) expect(text, tag).not.toContain(describeScoringInput(tag, {} as never));
  });
});
