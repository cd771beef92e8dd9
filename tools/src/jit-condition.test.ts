/**
 * Issue 31: `@bridgelaw/log` imports Effect's JIT schema compiler through its own `#jit` import (package.json
 * `imports`), which a browser bundle resolves to `jit-off` (no JIT compiler: a fifth of effect's code there,
 * and `new Function`, which a Content-Security-Policy may forbid) and every other runtime to `jit`. Checked
 * on what esbuild puts in a bundle of `eventDecoder`, for the browser and for Node, from the built package
 * and from its sources.
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

const TOOLS = fileURLToPath(new URL("../", import.meta.url));
const BUILT = existsSync(fileURLToPath(new URL("../../packages/log/dist/jit.js", import.meta.url)));

const inputs = async (platform: "browser" | "node", conditions: string[]): Promise<string[]> => {
  const r = await build({
    stdin: { contents: 'export { eventDecoder } from "@bridgelaw/log";', resolveDir: TOOLS, loader: "js" },
    bundle: true,
    format: "esm",
    platform,
    conditions,
    write: false,
    metafile: true,
    logLevel: "error",
  });
  return Object.keys(r.metafile.inputs);
};
const jitCompiler = (files: string[]) => files.some((f) => f.includes("SchemaJITCompiler"));
const ours = (files: string[], name: string) => files.some((f) => f.endsWith(`packages/log/${name}`));

describe("the #jit import of @bridgelaw/log (issue 31)", () => {
  it("from the sources: a browser bundle has no JIT compiler, a Node bundle has it", async () => {
    const browser = await inputs("browser", ["source"]);
    expect(ours(browser, "src/jit-off.ts")).toBe(true);
    expect(jitCompiler(browser)).toBe(false);
    const node = await inputs("node", ["source"]);
    expect(ours(node, "src/jit.ts")).toBe(true);
    expect(jitCompiler(node)).toBe(true);
  });

  it.skipIf(!BUILT)("from the built package (dist): the same", async () => {
    const browser = await inputs("browser", []);
    expect(ours(browser, "dist/jit-off.js")).toBe(true);
    expect(jitCompiler(browser)).toBe(false);
    // A bundler for Node.js reads dist/ (the `module` condition); Node.js itself reads dist/node/, where the
    // JIT compiler is loaded at its first use (node-entries.test.ts).
    const node = await inputs("node", ["module"]);
    expect(ours(node, "dist/jit.js")).toBe(true);
    expect(jitCompiler(node)).toBe(true);
  });
});
