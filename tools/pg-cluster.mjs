#!/usr/bin/env node
// A throwaway PostgreSQL cluster on loopback, for the tests and benchmarks that need a real server: initdb in
// a temporary directory, a free port on 127.0.0.1, trust authentication, no fsync. Uses Debian's packages
// (`apt-get install postgresql`; the test command installs them when missing: tools/provision.mjs), or the
// PostgreSQL programs in BRIDGELAW_POSTGRES_BIN. Nothing listens beyond 127.0.0.1.
//
//   import { startCluster } from "./pg-cluster.mjs";  const pg = startCluster();  pg?.url; pg?.stop();
//   pg.halt(); pg.resume();   a database restart (the fault tests)
//   node tools/pg-cluster.mjs   prints whether a cluster can be started here
import { execFileSync, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/**
 * The bin directory of the PostgreSQL to use: BRIDGELAW_POSTGRES_BIN when set, else the newest installed from
 * Debian's packages; undefined when it has no initdb.
 */
export const postgresBin = (env = process.env) => {
  if (env.BRIDGELAW_POSTGRES_BIN !== undefined) {
    return existsSync(join(env.BRIDGELAW_POSTGRES_BIN, "initdb")) ? env.BRIDGELAW_POSTGRES_BIN : undefined;
  }
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((v) => existsSync(join(base, v, "bin", "initdb")))
    .sort((a, b) => Number(a) - Number(b));
  return versions.length === 0 ? undefined : join(base, versions.at(-1), "bin");
};

/** A port that was free a moment ago on 127.0.0.1. */
const freePort = () => {
  const out = execFileSync(
    process.execPath,
    [
      "-e",
      "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
    ],
    { encoding: "utf8" },
  );
  return Number(out.trim());
};

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;

/** Runs a PostgreSQL program as the `postgres` user when we are root (initdb refuses root). */
const runAs = (bin, args) => {
  const r = isRoot
    ? spawnSync("runuser", ["-u", "postgres", "--", bin, ...args], { encoding: "utf8" })
    : spawnSync(bin, args, { encoding: "utf8" });
  if (r.status !== 0) {
    throw new Error(
      `${bin.split("/").at(-1)} failed: ${(r.stderr || r.stdout || "").trim().split("\n").at(-1)}`,
    );
  }
};

/**
 * Starts a throwaway cluster and gives `{ url, stop }`, or undefined when PostgreSQL is not installed.
 * `url` reaches the `postgres` database as the `postgres` superuser; `stop()` stops it and removes its files.
 */
export const startCluster = (env = process.env) => {
  const bin = postgresBin(env);
  if (bin === undefined) return undefined;
  const dir = mkdtempSync(join(tmpdir(), "bridgelaw-pg-"));
  chmodSync(dir, 0o777);
  const data = join(dir, "data");
  const port = freePort();
  const start = () =>
    runAs(join(bin, "pg_ctl"), [
      "-D",
      data,
      "-l",
      join(dir, "log"),
      "-w",
      "-o",
      `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
      "start",
    ]);
  try {
    runAs(join(bin, "initdb"), [
      "-D",
      data,
      "-A",
      "trust",
      "-U",
      "postgres",
      "--no-sync",
      "-E",
      "UTF8",
      "--locale=C.UTF-8",
    ]);
    start();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  let stopped = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** The cluster's data directory (its `postmaster.pid` names the server's process). */
    dataDir: data,
    /** Stops the server as a restart does (`fast`: every connection cut at once); its files stay. */
    halt: () => runAs(join(bin, "pg_ctl"), ["-D", data, "-m", "fast", "-w", "stop"]),
    /** Starts the server again on the same files and port (after `halt`). */
    resume: () => start(),
    stop: () => {
      if (stopped) return;
      stopped = true;
      try {
        runAs(join(bin, "pg_ctl"), ["-D", data, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const pg = startCluster();
  if (pg === undefined) {
    console.log("PostgreSQL is not installed (apt-get install postgresql)");
    process.exit(1);
  }
  console.log(`started and stopped a throwaway cluster at ${pg.url}`);
  pg.stop();
}
