#!/usr/bin/env node
// What the tests need from Debian, provided by the test command (tools/run-tests.mjs) when it is missing:
// `chromium` for the web app's and the store's browser tests (CHROMIUM_PATH, else /usr/bin/chromium) and `postgresql` for the
// store's and the server's PostgreSQL tests (initdb in BRIDGELAW_POSTGRES_BIN, else the newest
// /usr/lib/postgresql/*/bin). Run as root, apt-get installs what is missing, once and quietly: its output
// goes to a log file and one line says what is being installed and where the log is. Run as any other user,
// the run stops at once with the one command to run. Every effect (the probe, apt-get, the output) is a
// parameter of `provision`, so src/provision.test.ts tests the decision without apt.
//
//   node tools/provision.mjs [PROJECT…]   installs what the tests of those projects (default: all) need
import { spawnSync } from "node:child_process";
import { closeSync, existsSync, openSync, readdirSync, writeSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { postgresBin } from "./pg-cluster.mjs";

/** Debian's packages the tests need, the tests that need each, and its first install time (toolchain.md). */
export const NEEDS = [
  {
    package: "chromium",
    tests: "the web app's and the store's browser tests",
    projects: ["@bridgelaw/web", "@bridgelaw/store"],
    seconds: 25,
  },
  {
    package: "postgresql",
    tests: "the store's and the server's PostgreSQL tests",
    projects: ["@bridgelaw/store", "@bridgelaw/server"],
    seconds: 20,
  },
];

/**
 * Whether the tests of `projects` (every project when none is named) include those that need `pkg`. A name
 * that is not a plain project name (a pattern, a tag) may match any project, so it counts as all of them.
 */
export const testedBy = (pkg, projects) =>
  projects.length === 0 ||
  projects.some((p) => NEEDS.find((n) => n.package === pkg).projects.includes(p) || /[*?!:,]/.test(p));

/**
 * The packages the tests of `projects` need under `env`. PostgreSQL is not needed when a server is given
 * (BRIDGELAW_TEST_DATABASE_URL) or when its tests are skipped on purpose (BRIDGELAW_SKIP_POSTGRES=1).
 */
export const needed = (projects, env) =>
  NEEDS.filter(
    (n) =>
      testedBy(n.package, projects) &&
      !(
        n.package === "postgresql" &&
        (env.BRIDGELAW_TEST_DATABASE_URL !== undefined || env.BRIDGELAW_SKIP_POSTGRES === "1")
      ),
  );

/** Where the tests look for a package's program under `env`, in words (for the messages). */
export const lookedAt = (pkg, env) =>
  pkg === "chromium"
    ? (env.CHROMIUM_PATH ?? "/usr/bin/chromium")
    : env.BRIDGELAW_POSTGRES_BIN === undefined
      ? "/usr/lib/postgresql/*/bin/initdb"
      : join(env.BRIDGELAW_POSTGRES_BIN, "initdb");

/** Whether a package's program is where the tests look for it: the same probes as the tests' own. */
export const present = (pkg, env) =>
  pkg === "chromium" ? existsSync(lookedAt(pkg, env)) : postgresBin(env) !== undefined;

/** Whether apt has no package lists yet (a fresh container): `apt-get update` must come first. */
const aptListsEmpty = () => {
  try {
    return !readdirSync("/var/lib/apt/lists").some((f) => f.includes("_Packages"));
  } catch {
    return true;
  }
};

/** Runs commands with their output in `log` (emptied first); gives each one's exit status. */
const runLogged = (log) => {
  let flags = "w";
  return (command) => {
    const fd = openSync(log, flags);
    flags = "a";
    try {
      writeSync(fd, `\n$ ${command.join(" ")}\n`);
      const r = spawnSync(command[0], command.slice(1), {
        stdio: ["ignore", fd, fd],
        env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
      });
      return r.status ?? 1;
    } finally {
      closeSync(fd);
    }
  };
};

/** The apt-get command lines: quiet, no recommends, waiting for a lock another apt-get holds. */
export const aptGet = {
  update: ["apt-get", "update", "-qq", "-o", "DPkg::Lock::Timeout=300"],
  install: (packages) => [
    "apt-get",
    "install",
    "-y",
    "-qq",
    "--no-install-recommends",
    "-o",
    "DPkg::Lock::Timeout=300",
    ...packages,
  ],
};

/** The one command a user runs to install `packages`. */
export const installCommand = (packages, listsEmpty) => {
  const install = `sudo apt-get install -y --no-install-recommends ${packages.join(" ")}`;
  return listsEmpty ? `sudo apt-get update && ${install}` : install;
};

const list = (words) =>
  words.length <= 1 ? words.join("") : `${words.slice(0, -1).join(", ")} and ${words.at(-1)}`;

/** Why the run cannot go on: what is missing, for which tests, and the one command to run. */
export const missingMessage = (missing, env, listsEmpty, reason) => {
  const packages = missing.map((n) => n.package);
  return [
    `The tests need Debian's ${list(packages)}, missing here:`,
    ...missing.map(
      (n) => `  ${n.package.padEnd(10)} for ${n.tests}: there is no ${lookedAt(n.package, env)}`,
    ),
    `${reason}. Run this once, then the tests again:`,
    "",
    `  ${installCommand(packages, listsEmpty)}`,
    ...(packages.includes("postgresql")
      ? [
          "",
          "(Or BRIDGELAW_SKIP_POSTGRES=1 to run without PostgreSQL: its tests are then skipped, and counted.)",
        ]
      : []),
  ].join("\n");
};

/**
 * Makes sure what the tests of `projects` need is installed. What is present is left alone; what is missing
 * is installed with apt-get when `root` (the package lists updated first when empty, or when an install
 * fails without it), with one line of note; otherwise nothing is run and the answer says what to do.
 * Gives `{ ok: true, installed }` or `{ ok: false, message }`.
 */
export const provision = ({
  projects = [],
  env = process.env,
  root = process.getuid?.() === 0,
  has = present,
  hasApt = () => existsSync("/usr/bin/apt-get"),
  listsEmpty = aptListsEmpty,
  log = join(tmpdir(), "bridgelaw-apt.log"),
  run = runLogged(log),
  print = console.log,
} = {}) => {
  const missing = needed(projects, env).filter((n) => !has(n.package, env));
  if (missing.length === 0) return { ok: true, installed: [] };
  const packages = missing.map((n) => n.package);
  if (!root) {
    return {
      ok: false,
      message: missingMessage(
        missing,
        env,
        listsEmpty(),
        "This test run is not root, so it cannot install them",
      ),
    };
  }
  if (!hasApt()) {
    return {
      ok: false,
      message: missingMessage(missing, env, true, "There is no apt-get here to install them with"),
    };
  }
  const emptyLists = listsEmpty();
  const seconds = missing.reduce((s, n) => s + n.seconds, emptyLists ? 15 : 0);
  print(
    `Installing Debian's ${list(packages)} for the tests with apt-get (first run only, about ${seconds} s; log: ${log})`,
  );
  let updated = false;
  const update = () => {
    updated = true;
    return run(aptGet.update) === 0;
  };
  if (emptyLists && !update()) {
    return { ok: false, message: `apt-get update failed: see ${log}` };
  }
  let status = run(aptGet.install(packages));
  if (status !== 0 && !updated && update()) status = run(aptGet.install(packages));
  if (status !== 0) {
    return {
      ok: false,
      message: `apt-get install ${packages.join(" ")} failed (exit ${status}): see ${log}`,
    };
  }
  const still = missing.filter((n) => !has(n.package, env));
  if (still.length > 0) {
    return {
      ok: false,
      message: `apt-get installed ${list(packages)}, but there is still no ${list(still.map((n) => lookedAt(n.package, env)))}: see ${log}`,
    };
  }
  return { ok: true, installed: packages };
};

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = provision({ projects: process.argv.slice(2) });
  if (!r.ok) {
    console.error(r.message);
    process.exit(1);
  }
  if (r.installed.length === 0) console.log("Everything the tests need is installed");
}
