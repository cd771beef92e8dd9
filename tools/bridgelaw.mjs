#!/usr/bin/env node
// `pnpm bridgelaw ARGS` and `pnpm examples` from the checkout: runs the built command
// (apps/cli/dist/bridgelaw.js), building it first through Nx (`nx run @bridgelaw/cli:build`, so a cached
// build is restored instead of redone) when any source it bundles is newer than the build. The build's
// output goes to standard error, so standard output is the command's alone (`pnpm -s bridgelaw replay --json
// … | jq`). `ensureCliBuilt()` is what `pnpm bench cli` calls.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync, utimesSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
export const CLI_BIN = join(root, "apps", "cli", "dist", "bridgelaw.js");

/** The newest modification time among the files the bundle is built from. */
const newestSource = () => {
  let newest = 0;
  const visit = (path) => {
    const s = statSync(path, { throwIfNoEntry: false });
    if (s === undefined) return;
    if (s.isDirectory()) {
      for (const name of readdirSync(path))
        if (name !== "node_modules" && name !== "dist") visit(join(path, name));
    } else if (s.mtimeMs > newest) newest = s.mtimeMs;
  };
  const projects = ["packages", "apps"].flatMap((g) =>
    readdirSync(join(root, g)).map((n) => join(root, g, n)),
  );
  for (const dir of projects) {
    visit(join(dir, "src"));
    visit(join(dir, "package.json"));
  }
  for (const f of ["tools/build-cli.mjs", "pnpm-lock.yaml", "tsconfig.base.json"]) visit(join(root, f));
  return newest;
};

/** Builds the command when a source is newer than the build (or there is none); exits when the build fails. */
export const ensureCliBuilt = () => {
  if (existsSync(CLI_BIN) && statSync(CLI_BIN).mtimeMs >= newestSource()) return;
  const nx = join(root, "node_modules", ".bin", "nx");
  const r = spawnSync(nx, ["run", "@bridgelaw/cli:build", "--output-style=stream-without-prefixes"], {
    cwd: root,
    stdio: ["ignore", process.stderr, process.stderr],
    env: { ...process.env, NX_DAEMON: "false", NX_NO_CLOUD: "true" },
  });
  if (r.status !== 0 || !existsSync(CLI_BIN)) {
    process.stderr.write("bridgelaw: the build of apps/cli failed (above)\n");
    process.exit(r.status || 1);
  }
  // Nx leaves outputs that already match in place: mark the build as seen, so the next run starts at once.
  const now = new Date();
  utimesSync(CLI_BIN, now, now);
};

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  ensureCliBuilt();
  const r = spawnSync(process.execPath, [CLI_BIN, ...process.argv.slice(2)], { stdio: "inherit" });
  process.exit(r.status ?? 1);
}
