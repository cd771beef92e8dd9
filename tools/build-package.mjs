#!/usr/bin/env node
// Builds one workspace package (run from its folder by its Nx `build` target), in two forms (issue 31):
// - `tsc -b tsconfig.build.json` checks it and writes dist/ module by module: the declarations (the API
//   snapshots, the API reference and the consumer test read them) and the JavaScript an app's bundler reads
//   (the `module` export condition), where `sideEffects: false` lets it drop every module the app does not use;
// - esbuild writes dist/node/: one ESM file per public entry (the `import` and `default` conditions), which
//   Node.js loads as a few files instead of one per source module (a cold import is dominated by module
//   loading). Code splitting puts the code two entries share (`table` and `table/testing`) in a chunk of its
//   own, so a class is one object whichever entry an app imports.
// Every other package (workspace ones, effect, immer) stays external: Node.js resolves each with its own
// conditions.
// In dist/node/ only, Effect's Schema modules are loaded at their first use, not at import (issue 31: they are
// about three quarters of a cold import): each `effect/Schema…` import of the package's sources reads a module
// written here whose every export stands for Effect's (`lazy` of @bridgelaw/log) and loads Effect's module
// with `require` (Node.js ≥ 20.19 loads an ES module so, the one instance an `import` would load) when one of
// them is first used. The sources build their module-level Schemas with `lazy` too, so importing the package
// builds none. A `#` import (the log's `#jit`) is bundled from its Node.js source there, so that its Effect
// import is one of those. dist/ (an app's bundler's `module` condition) imports Effect as written.
import { execFileSync } from "node:child_process";
import { readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
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

/** Effect's Schema modules that dist/node/ loads at their first use. */
const LAZY_EFFECT =
  /^effect\/(Schema|SchemaAST|SchemaIssue|SchemaParser|SchemaRepresentation|schema\/SchemaJITCompiler)$/u;
const usesLog =
  manifest.name === "@bridgelaw/log" ||
  Object.hasOwn({ ...manifest.dependencies, ...manifest.peerDependencies }, "@bridgelaw/log");

/** The module standing for one of Effect's in dist/node/: each export a `lazy` value, Effect's loaded at first use. */
const lazyEffectModule = async (specifier) => {
  const require = createRequire(join(root, "package.json"));
  const real = await import(pathToFileURL(require.resolve(specifier)).href);
  const lazyFrom =
    manifest.name === "@bridgelaw/log"
      ? join(root, "src", "lazy.ts").replaceAll("\\", "/")
      : "@bridgelaw/log";
  const lines = [
    'import { createRequire } from "node:module";',
    `import { lazy, lazyRecord } from ${JSON.stringify(lazyFrom)};`,
    "const require = createRequire(import.meta.url);",
    "let loaded;",
    `const load = () => (loaded ??= require(${JSON.stringify(specifier)}));`,
  ];
  for (const [k, [name, value]] of Object.entries(real).entries()) {
    if (name === "default") continue;
    const init =
      typeof value === "function"
        ? `lazy(() => load()[${JSON.stringify(name)}])`
        : value !== null && typeof value === "object"
          ? `lazyRecord(() => load()[${JSON.stringify(name)}])`
          : typeof value === "symbol" || typeof value === "bigint" || value === undefined
            ? `load()[${JSON.stringify(name)}]`
            : JSON.stringify(value);
    lines.push(`const e${k} = ${init};`, `export { e${k} as ${JSON.stringify(name)} };`);
  }
  return lines.join("\n");
};

/** dist/node/: Effect's Schema modules through `lazyEffectModule`, `#` imports bundled from their Node.js source. */
const lazyEffect = {
  name: "lazy-effect-schema",
  setup(b) {
    b.onResolve({ filter: new RegExp(LAZY_EFFECT.source) }, (args) =>
      args.namespace === "lazy-effect"
        ? { path: args.path, external: true }
        : { path: args.path, namespace: "lazy-effect" },
    );
    b.onLoad({ filter: /.*/, namespace: "lazy-effect" }, async (args) => ({
      contents: await lazyEffectModule(args.path),
      loader: "js",
      resolveDir: root,
    }));
    b.onResolve({ filter: /^#/ }, (args) => {
      const target = manifest.imports?.[args.path];
      const source = typeof target === "object" && target !== null ? target.source : undefined;
      return typeof source === "string" ? { path: join(root, source) } : { path: args.path, external: true };
    });
  },
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
  ...(usesLog ? { plugins: [lazyEffect] } : { external: ["#*"] }),
  chunkNames: "node/chunks/[name]-[hash]",
  sourcemap: "linked",
  sourcesContent: true,
  logLevel: "warning",
});
