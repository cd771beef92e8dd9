#!/usr/bin/env node
// The one test command (README, .ci/run): every check is an Nx target, run here for every project without
// the cache (a clean clone and CI see no earlier result): typecheck, lint (biome), layers, build, api (the
// public-API snapshots), test (vitest), consumer (the packed packages installed and used outside the
// workspace). Each static target counts as one test, passed when it passed for every project; vitest's
// reports (test, consumer) count test by test. Prints `N passed, N failed, N skipped` last and exits non-zero
// when anything failed or when no test ran. `node tools/run-tests.mjs PROJECT…` limits it to those projects
// (the layer check and the consumer test are whole-workspace checks and then run only when asked for:
// @bridgelaw/tools).
//
// First it provides what the tests need (tools/provision.mjs): Debian's chromium and postgresql, installed
// with apt-get when missing and run as root; as another user a missing one stops the run at once, with the
// command to run. BRIDGELAW_SKIP_POSTGRES=1 runs without PostgreSQL: its tests are skipped, and counted.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { startCluster } from "./pg-cluster.mjs";
import { provision, testedBy } from "./provision.mjs";

const root = new URL("..", import.meta.url).pathname;
const env = {
  ...process.env,
  NX_DAEMON: "false",
  NX_NO_CLOUD: "true",
  NX_SKIP_NX_CACHE: "true",
  FORCE_COLOR: "0",
  NO_COLOR: "1",
};
const only = process.argv.slice(2);
const closingLine = (passed, failed, skipped) =>
  console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
/** Stops the run before any test: the message, then the closing line with one failure. */
const stop = (message) => {
  console.error(`\n${message}\n`);
  closingLine(0, 1, 0);
  process.exit(1);
};

const provided = provision({ projects: only, env });
if (!provided.ok) stop(provided.message);

// PostgreSQL: a throwaway cluster on loopback for the tests that need a real server (the store, the server's
// processes); stopped at the end, whatever happens. When it cannot start, the run stops (unless
// BRIDGELAW_SKIP_POSTGRES=1).
let cluster;
const postgresTests = testedBy("postgresql", only);
if (postgresTests && env.BRIDGELAW_TEST_DATABASE_URL === undefined) {
  if (env.BRIDGELAW_SKIP_POSTGRES === "1") {
    console.log("PostgreSQL: BRIDGELAW_SKIP_POSTGRES=1, so its tests are skipped (counted in the last line)");
  } else {
    const skip = "(BRIDGELAW_SKIP_POSTGRES=1 runs without it: its tests are then skipped, and counted)";
    try {
      cluster = startCluster(env);
    } catch (error) {
      stop(`PostgreSQL: the throwaway cluster for its tests did not start: ${error.message}\n${skip}`);
    }
    if (cluster === undefined) stop(`PostgreSQL: no initdb to start a cluster for its tests with\n${skip}`);
    env.BRIDGELAW_TEST_DATABASE_URL = cluster.url;
    console.log(`PostgreSQL: a throwaway cluster at ${cluster.url} for the tests`);
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

const nx = join(root, "node_modules", ".bin", "nx");
const run = (target) => {
  const args = ["run-many", "-t", target, "--output-style=static", "--skip-nx-cache", "--parallel=2"];
  if (only.length > 0) args.push(`--projects=${only.join(",")}`);
  console.log(`\n== ${target}: nx ${args.join(" ")}`);
  return spawnSync(nx, args, { cwd: root, stdio: "inherit", env }).status === 0;
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

let passed = 0;
let failed = 0;
let skipped = 0;
for (const target of ["typecheck", "lint", "layers", "build", "api"]) {
  if (run(target)) passed += 1;
  else failed += 1;
}
let crashed = 0;
for (const target of ["test", "consumer"]) if (!run(target)) crashed += 1;

let reports = 0;
let counted = 0;
for (const p of projects) {
  for (const name of ["vitest.json", "consumer.json"]) {
    const f = join(p, "reports", name);
    if (!existsSync(f)) continue;
    const j = JSON.parse(readFileSync(f, "utf8"));
    reports += 1;
    passed += j.numPassedTests;
    skipped += j.numPendingTests + j.numTodoTests;
    failed += j.numFailedTests + (j.numFailedTestSuites ?? 0);
    counted += j.numFailedTests + (j.numFailedTestSuites ?? 0);
  }
}
if (crashed > 0 && counted === 0) failed += 1; // a project failed before reporting (e.g. a crash)
console.log(`\n${reports} test report(s) read`);
closingLine(passed, failed, skipped);
process.exit(failed > 0 || reports === 0 ? 1 : 0);
