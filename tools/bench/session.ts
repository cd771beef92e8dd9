// Issue 29 point 3: a session in one command. The 576 boards of a real pairs event (ACBL's 2013 speedball,
// ../shared/data) sealed one process per log, as a Director did it before (`for f in …; do pnpm bridgelaw
// seal --in-place "$f"; done`: about 3 s a log, most of it pnpm and node starting and effect loading), against
// the whole directory in one process (`bridgelaw seal DIR --in-place`); then every other command of the
// session over the directory in one process each. Figures as ratios; the milliseconds beside them are this
// machine's.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const BIN = join(ROOT, "apps/cli/dist/bridgelaw.js");
const PBN = fileURLToPath(new URL("../../../shared/data/pbn/acbl-speedball-2013.pbn", import.meta.url));

/** Wall-clock milliseconds of one run of `command ARGS` from the repository root, its output discarded. */
const time = (command: string, args: readonly string[], ok: readonly number[] = [0]): number => {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(command, args, { cwd: ROOT, stdio: "ignore" });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  if (!ok.includes(r.status ?? -1)) throw new Error(`${command} ${args.join(" ")} exited ${r.status}`);
  return ms;
};
const node = (args: readonly string[], ok?: readonly number[]): number => time(process.execPath, args, ok);
const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 === 1 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const fixed = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;

export function benchSession(print: (line: string) => void, runs = 3, sample = 12): void {
  if (!existsSync(PBN)) {
    print(`skipped: ${PBN} is not there (the project's shared data, beside the repository)`);
    return;
  }
  // Build the command first when its sources changed (`pnpm bridgelaw` does the same).
  const built = spawnSync(process.execPath, ["tools/bridgelaw.mjs", "--version"], {
    cwd: ROOT,
    stdio: "ignore",
  });
  if (built.status !== 0) throw new Error("the bridgelaw command does not build or run");
  const tmp = mkdtempSync(join(tmpdir(), "bridgelaw-bench-session-"));
  try {
    const imported = join(tmp, "imported");
    const importMs = node([BIN, "import", PBN, "--out", imported]);
    const logs = readdirSync(imported).sort();
    const n = logs.length;
    const fresh = (name: string): string => {
      const dir = join(tmp, name);
      rmSync(dir, { recursive: true, force: true });
      cpSync(imported, dir, { recursive: true });
      return dir;
    };

    // one process per log: node alone, the pnpm script (pnpm, then the build check, then node), and node -e 0
    const each = fresh("each");
    const eachPnpm = fresh("each-pnpm");
    const picks = Array.from({ length: Math.min(sample, n) }, (_, i) => logs[Math.floor((i * n) / sample)]!);
    const pnpm = process.env.npm_execpath;
    const perNode: number[] = [];
    const perPnpm: number[] = [];
    const bare: number[] = [];
    node(["-e", "0"]); // warm the file cache
    for (const [i, log] of picks.entries()) {
      bare.push(node(["-e", "0"]));
      perNode.push(node([BIN, "seal", "--in-place", join(each, log)]));
      if (pnpm !== undefined && i < 5) {
        perPnpm.push(
          time(process.execPath, [pnpm, "-s", "bridgelaw", "seal", "--in-place", join(eachPnpm, log)]),
        );
      }
    }
    const start = median(bare);
    const oneNode = median(perNode);

    // the whole directory in one process, a fresh copy each run
    const batch: number[] = [];
    for (let i = 0; i < runs; i++) {
      const dir = fresh("batch");
      batch.push(node([BIN, "seal", dir, "--in-place"]));
    }
    const sealed = join(tmp, "batch");
    const all = median(batch);

    print(`acbl-speedball-2013.pbn: ${n} board logs (imported in one process in ${fixed(importMs)})`);
    print(`seal, one process per log (median of ${picks.length} logs):`);
    print(
      `  node bridgelaw seal --in-place FILE  ${oneNode.toFixed(0).padStart(5)} ms a log (${(oneNode / start).toFixed(2)}× node -e 0, ${start.toFixed(0)} ms): ${fixed(oneNode * n)} for ${n}`,
    );
    if (perPnpm.length > 0) {
      const onePnpm = median(perPnpm);
      print(
        `  pnpm bridgelaw seal --in-place FILE  ${onePnpm.toFixed(0).padStart(5)} ms a log (${(onePnpm / start).toFixed(2)}× node -e 0): ${fixed(onePnpm * n)} for ${n}`,
      );
    }
    print(`seal DIR --in-place, one process (median of ${runs} runs on a fresh copy):`);
    print(
      `  ${fixed(all)} for ${n} logs, ${(all / n).toFixed(2)} ms a log: ${((oneNode * n) / all).toFixed(1)}× faster than a node process per log${perPnpm.length > 0 ? `, ${((median(perPnpm) * n) / all).toFixed(1)}× faster than pnpm per log` : ""}`,
    );
    print(`  the whole directory takes ${(all / oneNode).toFixed(2)}× the time of one log's process`);

    // every other command of the session over the sealed directory, one process each
    const manifest = join(tmp, "session.manifest.jsonl");
    const commands: { name: string; args: string[] }[] = [
      { name: "verify --require-sealed DIR", args: ["verify", "--require-sealed", sealed] },
      { name: "manifest DIR --out M", args: ["manifest", sealed, "--out", manifest] },
      { name: "verify --session M", args: ["verify", "--session", manifest] },
      { name: "replay --json DIR", args: ["replay", "--json", sealed] },
      { name: "audit --json DIR", args: ["audit", "--json", sealed] },
      { name: "export DIR --to pbn", args: ["export", sealed, "--to", "pbn", "--out", join(tmp, "s.pbn")] },
      { name: "rule --all DIR", args: ["rule", "--all", sealed] },
      { name: "score DIR", args: ["score", sealed] },
    ];
    print(`the other commands over the ${n} sealed logs, one process each (median of ${runs} runs):`);
    for (const c of commands) {
      const ms = median(Array.from({ length: runs }, () => node([BIN, ...c.args])));
      print(
        `  ${c.name.padEnd(28)} ${fixed(ms).padStart(8)}  ${(ms / n).toFixed(2)} ms a log, ${(ms / oneNode).toFixed(2)}× one log's seal process`,
      );
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}
