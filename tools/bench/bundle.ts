// Issue 31: what an app pays to bundle `@bridgelaw/table` for a browser. esbuild bundles a small program using
// only what it names, from the built packages (their `dist`, as an app installs them), minified for the
// browser; the sizes printed are gzipped, each with its goal, and with the share of effect and immer in it.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { build, type Metafile } from "esbuild";

const TOOLS = fileURLToPath(new URL("../", import.meta.url));
const BUILT = fileURLToPath(new URL("../../packages/table/dist/index.js", import.meta.url));

interface Program {
  readonly name: string;
  readonly source: string;
  /** The goal, in KB gzipped. */
  readonly goal: number;
}

const PROGRAMS: readonly Program[] = [
  {
    name: "replayLog",
    source: 'import { replayLog } from "@bridgelaw/table";\nglobalThis.replay = replayLog;',
    goal: 100,
  },
  {
    name: "the seat view (viewFor) + the Decider",
    source:
      'import { tableDecider, viewFor } from "@bridgelaw/table";\nglobalThis.table = { tableDecider, viewFor };',
    goal: 120,
  },
];

const kb = (bytes: number): string => (bytes / 1024).toFixed(1);

/** The package an input of the bundle comes from (`effect`, `immer`, or a workspace package's folder). */
const packageOf = (input: string): string => {
  const installed = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules\/)/u.exec(input);
  if (installed !== null) return installed[1]!;
  return /packages\/([^/]+)\//u.exec(input)?.[1] ?? input;
};

/** The minified bytes each package brings to the bundle (esbuild's metafile). */
const shares = (meta: Metafile): Map<string, number> => {
  const by = new Map<string, number>();
  for (const output of Object.values(meta.outputs))
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const p = packageOf(input);
      by.set(p, (by.get(p) ?? 0) + bytesInOutput);
    }
  return by;
};

export async function benchBundle(print: (line: string) => void): Promise<void> {
  if (!existsSync(BUILT)) {
    print("skipped: @bridgelaw/table is not built (pnpm build)");
    return;
  }
  print("esbuild, browser, ESM, minified, from the built packages; sizes gzipped:");
  for (const p of PROGRAMS) {
    const r = await build({
      stdin: { contents: p.source, resolveDir: TOOLS, loader: "js" },
      bundle: true,
      minify: true,
      format: "esm",
      platform: "browser",
      target: "es2022",
      write: false,
      metafile: true,
      logLevel: "error",
    });
    const code = r.outputFiles[0]!.contents;
    const gz = gzipSync(code, { level: 9 }).length;
    const by = shares(r.metafile);
    const part = (name: string): string => `${name} ${kb(by.get(name) ?? 0)} KB`;
    print(
      `  ${p.name.padEnd(38)} ${kb(gz).padStart(6)} KB gz (goal ≤ ${p.goal} KB; ${(gz / 1024 / p.goal).toFixed(2)}× the goal)`,
    );
    print(`    ${kb(code.length)} KB minified, of which ${part("effect")}, ${part("immer")}`);
  }
}
