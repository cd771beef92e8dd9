#!/usr/bin/env node
// Builds one workspace package (run from its folder by its Nx `build` target), in two forms (issue 31):
// - `tsc -b tsconfig.build.json` checks it and writes dist/ module by module: the declarations (the API
//   snapshots, the API reference and the consumer test read them) and the JavaScript an app's bundler reads
//   (the `module` export condition), where `sideEffects: false` lets it drop every module the app does not use;
// - esbuild writes dist/node/: one ESM file per public entry (the `import` and `default` conditions), which
//   Node.js loads as a few files instead of one per source module (a cold import is dominated by module
//   loading). Code splitting puts the code two entries share (`table` and `table/testing`) in a chunk of its
//   own, so a class is one object whichever entry an app imports.
// Every other package (workspace ones, effect, immer) and every `#` import (the log's `#jit`) stays external:
// Node.js or the app's bundler resolves each with its own conditions.
import { execFileSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";

const root = process.cwd();
const manifest = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));

/** The `import` file → `source` file of each condition object in `exports`, at any depth. */
const pairs = (target, out) => {
  if (target === null || typeof target !== "object") return;
  if (typeof target.source === "string" && typeof target.import === "string")
    out.set(target.import, target.source);
  for (const value of Object.values(target)) pairs(value, out);
};

/** The entries to bundle: their name under dist/ (no `.js`) → their source file. */
const entries = () => {
  const found = new Map();
  pairs(manifest.exports ?? {}, found);
  const named = {};
  for (const [built, source] of found) {
    const m = /^\.\/dist\/(node\/.+)\.js$/u.exec(built);
    if (m === null) throw new Error(`${manifest.name}: the entry ${built} is not a .js file in dist/node/`);
    named[m[1]] = source;
  }
  return named;
};

execFileSync("tsc", ["-b", "tsconfig.build.json"], { stdio: "inherit" });
const dist = join(root, "dist");
rmSync(join(dist, "node"), { recursive: true, force: true });

await build({
  absWorkingDir: root,
  entryPoints: entries(),
  outdir: dist,
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "neutral",
  target: "es2022",
  packages: "external",
  external: ["#*"],
  chunkNames: "node/chunks/[name]-[hash]",
  sourcemap: "linked",
  sourcesContent: true,
  logLevel: "warning",
});
