// Issue 31: what an app pays to load `@bridgelaw/table`. A fresh `node` imports the built package (its `dist`,
// as an app installs it: no `source` condition) from tools/, against `node -e 0`; the runs take turns (so a
// busy machine slows both alike) and the ratio is of the medians. Also counted: the ES modules the import
// loads, and how many of them are effect's.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const TOOLS = fileURLToPath(new URL("../", import.meta.url));
const BUILT = fileURLToPath(new URL("../../packages/table/dist/index.js", import.meta.url));
const HOOKS = new URL("./module-count-hooks.mjs", import.meta.url).href;
const GOAL = 2.5;
/** A log whose second line the event Schema refuses: its reason is Effect's decoder's (the first use of Schema). */
const FIRST_USE =
  '{"type":"BoardStarted","board":1,"dealer":"N","vulnerability":"None","deal":"N:AKQJ.AKQ.AKQ.AKQ T98.T98.T98.JT98 765.765.765.7654 432.J432.J432.32"}\n{"type":"CallMade","seat":"N","call":"1Z"}\n';

/** A child's environment without the bench's own loader options (tsx), so it loads as a plain app does. */
const env = (): NodeJS.ProcessEnv => {
  const { NODE_OPTIONS: _, ...rest } = process.env;
  return rest;
};

/** Wall-clock milliseconds of one run of `node ARGS` from tools/, its output discarded. */
const time = (args: readonly string[]): number => {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(process.execPath, args, { cwd: TOOLS, stdio: "ignore", env: env() });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  if (r.status !== 0) throw new Error(`node ${args.join(" ")} exited ${r.status}`);
  return ms;
};

const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 === 1 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/** The file URLs of the ES modules one import of `@bridgelaw/table` loads (a loader hook lists them). */
const modulesLoaded = (): string[] => {
  const r = spawnSync(
    process.execPath,
    [
      "--input-type=module",
      "-e",
      `import { register } from "node:module"; register(${JSON.stringify(HOOKS)}); await import("@bridgelaw/table");`,
    ],
    { cwd: TOOLS, encoding: "utf8", env: env() },
  );
  if (r.status !== 0) throw new Error(`the module count did not run: ${r.stderr}`);
  return r.stderr.split("\n").filter((l) => l.startsWith("file:"));
};

export function benchLoad(print: (line: string) => void, runs = 15): void {
  if (!existsSync(BUILT)) {
    print("skipped: @bridgelaw/table is not built (pnpm build)");
    return;
  }
  const cases = [
    { name: "node -e 0", args: ["-e", "0"] },
    {
      name: 'import("@bridgelaw/table")',
      args: ["--input-type=module", "-e", 'await import("@bridgelaw/table")'],
    },
    {
      // What laziness moves to the first use (Effect's Schema modules, the event Schemas): no goal.
      name: "import, then replay a log with a bad line",
      args: [
        "--input-type=module",
        "-e",
        `const { replayLog } = await import("@bridgelaw/table"); replayLog(${JSON.stringify(FIRST_USE)});`,
      ],
    },
  ];
  for (const c of cases) time(c.args); // warm the file cache
  const times = cases.map(() => [] as number[]);
  for (let i = 0; i < runs; i++) for (const [k, c] of cases.entries()) times[k]!.push(time(c.args));
  const base = median(times[0]!);
  const load = median(times[1]!);
  print(`${runs} runs of each, taking turns, from the built package; medians (min):`);
  print(
    `  node -e 0                    ${base.toFixed(0).padStart(5)} ms (${Math.min(...times[0]!).toFixed(0)})`,
  );
  print(
    `  import("@bridgelaw/table")   ${load.toFixed(0).padStart(5)} ms (${Math.min(...times[1]!).toFixed(0)})  ${(load / base).toFixed(2)}× node -e 0 (goal ≤ ${GOAL}×)`,
  );
  const first = median(times[2]!);
  print(
    `  + replayLog of a bad line     ${first.toFixed(0).padStart(5)} ms (${Math.min(...times[2]!).toFixed(0)})  ${(first / base).toFixed(2)}× node -e 0 (no goal: the first use loads Effect's Schema)`,
  );
  const modules = modulesLoaded();
  const effect = modules.filter((u) => u.includes("/node_modules/effect/") || /\/effect@[^/]+\//u.test(u));
  print(`  ES modules loaded: ${modules.length}, of which effect's: ${effect.length}`);
}
