#!/usr/bin/env node
// The one test command (README, .ci/run): type check, formatter and linter, layer check, then every
// package's tests through Nx. Prints `N passed, N failed` last (each static check counts as one test) and
// exits non-zero when anything failed or when no test ran.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { startCluster } from "./pg-cluster.mjs";

const root = new URL("..", import.meta.url).pathname;
const env = {
  ...process.env,
  NX_DAEMON: "false",
  NX_NO_CLOUD: "true",
  NX_SKIP_NX_CACHE: "true",
  FORCE_COLOR: "0",
};
// PostgreSQL: a throwaway cluster on loopback for the tests that need a real server (the store, the server's
// processes), when Debian's postgresql is installed; stopped at the end, whatever happens.
let cluster;
if (env.BRIDGELAW_TEST_DATABASE_URL === undefined) {
  try {
    cluster = startCluster();
  } catch (error) {
    console.log(`PostgreSQL: no throwaway cluster (${error.message}); its tests are skipped`);
  }
  if (cluster !== undefined) {
    env.BRIDGELAW_TEST_DATABASE_URL = cluster.url;
    console.log(`PostgreSQL: a throwaway cluster at ${cluster.url} for the tests`);
  } else {
    console.log("PostgreSQL: not installed (apt-get install postgresql); its tests are skipped");
  }
}
const stopCluster = () => cluster?.stop();
process.on("exit", stopCluster);
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    stopCluster();
    process.exit(130);
  });
}

const run = (label, cmd, args) => {
  console.log(`\n== ${label}: ${cmd} ${args.join(" ")}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env });
  return r.status === 0;
};

const projects = ["packages", "apps", "tools"].flatMap((g) => {
  const dir = join(root, g);
  if (!existsSync(dir)) return [];
  if (existsSync(join(dir, "package.json"))) return [dir];
  return readdirSync(dir)
    .map((n) => join(dir, n))
    .filter((d) => existsSync(join(d, "package.json")));
});
for (const p of projects) rmSync(join(p, "reports"), { recursive: true, force: true });

const bin = (name) => join(root, "node_modules", ".bin", name);
let passed = 0;
let failed = 0;
for (const [label, cmd, args] of [
  ["type check", bin("tsc"), ["--noEmit", "-p", "tsconfig.json"]],
  ["format and lint", bin("biome"), ["ci", "."]],
  ["layers", process.execPath, [join(root, "tools", "check-layers.mjs")]],
]) {
  if (run(label, cmd, args)) passed += 1;
  else failed += 1;
}
const only = process.argv.slice(2);
const testsOk = run("tests", bin("nx"), [
  "run-many",
  "-t",
  "test",
  "--output-style=static",
  "--skip-nx-cache",
  "--parallel=2",
  ...(only.length > 0 ? [`--projects=${only.join(",")}`] : []),
]);

let reports = 0;
for (const p of projects) {
  const f = join(p, "reports", "vitest.json");
  if (!existsSync(f)) continue;
  const j = JSON.parse(readFileSync(f, "utf8"));
  reports += 1;
  passed += j.numPassedTests;
  failed += j.numFailedTests + (j.numFailedTestSuites ?? 0);
}
if (!testsOk && failed === 0) failed += 1; // a project failed before reporting (e.g. a crash)
console.log(`\n${reports} test report(s) read`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || reports === 0 ? 1 : 0);
