import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const BIN = "apps/cli/dist/bridgelaw.js";

/** Wall-clock milliseconds of one run of `node ARGS` from the repository root, its output discarded. */
const time = (args: readonly string[]): number => {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(process.execPath, args, { cwd: ROOT, stdio: "ignore" });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  if (r.status !== 0) throw new Error(`node ${args.join(" ")} exited ${r.status}`);
  return ms;
};
const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 === 1 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/**
 * Issue 14: the start-up of the built `bridgelaw` command against `node -e 0`, measured in one run: the three
 * commands take turns (so a busy machine slows all three alike), and the ratios are of the medians.
 */
export function benchCli(print: (line: string) => void, runs = 15): void {
  // Build the command first when its sources changed (`pnpm bridgelaw` does the same).
  const built = spawnSync(process.execPath, ["tools/bridgelaw.mjs", "--version"], {
    cwd: ROOT,
    stdio: "inherit",
  });
  if (built.status !== 0) throw new Error("the bridgelaw command does not build or run");
  const cases: { name: string; args: string[]; goal?: number }[] = [
    { name: "node -e 0", args: ["-e", "0"] },
    { name: "bridgelaw --version", args: [BIN, "--version"], goal: 3 },
    { name: "bridgelaw --help", args: [BIN, "--help"] },
    {
      name: "bridgelaw replay examples/03-game-3NT.jsonl",
      args: [BIN, "replay", "examples/03-game-3NT.jsonl"],
      goal: 5,
    },
  ];
  for (const c of cases) time(c.args); // warm the file cache
  const times = cases.map(() => [] as number[]);
  for (let i = 0; i < runs; i++) {
    for (const [k, c] of cases.entries()) times[k]!.push(time(c.args));
  }
  const base = median(times[0]!);
  print(`${runs} runs of each, taking turns; medians (min):`);
  cases.forEach((c, k) => {
    const m = median(times[k]!);
    const goal = c.goal === undefined ? "" : ` (goal ≤ ${c.goal}×)`;
    const ratio = k === 0 ? "" : `  ${(m / base).toFixed(2)}× node -e 0${goal}`;
    print(
      `  ${c.name.padEnd(46)} ${m.toFixed(0).padStart(5)} ms (${Math.min(...times[k]!).toFixed(0)})${ratio}`,
    );
  });
}
