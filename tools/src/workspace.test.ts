/**
 * The set-up every published package shares (issue 14; the root README's "Adding a package"): the fields
 * of its package.json, a build that references each workspace package it depends on, its public-API
 * snapshot, its changelog and a README that starts with its installation. A new package that misses one
 * fails here with what is missing, before the build or the consumer test fails less clearly.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const json = (path: string) => JSON.parse(readFileSync(path, "utf8"));
const projects = ["packages", "apps"].flatMap((group) =>
  readdirSync(join(ROOT, group))
    .map((name) => ({ dir: join(ROOT, group, name), rel: `${group}/${name}` }))
    .filter(({ dir }) => existsSync(join(dir, "package.json")))
    .map((p) => ({ ...p, pkg: json(join(p.dir, "package.json")) })),
);
const published = projects.filter((p) => p.pkg.private !== true);
const libraries = published.filter((p) => p.pkg.bin === undefined);

describe("every published package has the shared set-up", () => {
  it.each(published.map((p) => [p.rel, p] as const))("%s: package.json fields", (_, p) => {
    const pkg = p.pkg;
    expect(pkg.name).toMatch(/^@bridgelaw\/[a-z-]+$/);
    expect(pkg.version).toMatch(/^\d+\.\d+\.\d+$/);
    for (const field of ["description", "keywords", "license", "repository", "engines", "files"])
      expect(pkg[field], field).toBeDefined();
    expect(pkg.type).toBe("module");
    expect(pkg.license).toBe("Apache-2.0");
    expect(pkg.repository.directory).toBe(p.rel);
    expect(pkg.engines.node).toBe(">=20.19");
    expect(pkg.publishConfig?.access).toBe("public");
    expect(JSON.stringify(pkg.publishConfig?.exports ?? {})).not.toContain("source");
    // a package's own `#` imports (log's `#jit`) are published without the `source` condition too
    if (pkg.imports !== undefined)
      expect(Object.keys(pkg.publishConfig?.imports ?? {})).toEqual(Object.keys(pkg.imports));
    expect(JSON.stringify(pkg.publishConfig?.imports ?? {})).not.toContain("source");
    expect(existsSync(join(p.dir, "CHANGELOG.md")), "CHANGELOG.md (changesets)").toBe(true);
    expect(readFileSync(join(p.dir, "README.md"), "utf8")).toMatch(/^## Install\n/m);
  });

  it.each(libraries.map((p) => [p.rel, p] as const))("%s: exports, build, snapshot", (_, p) => {
    const pkg = p.pkg;
    // a bundler reads dist/ module by module (`module`); Node.js one bundled file per entry (dist/node/)
    const dist = {
      types: "./dist/index.d.ts",
      module: "./dist/index.js",
      import: "./dist/node/index.js",
      default: "./dist/node/index.js",
    };
    // a package with a browser entry (the store: PGlite on IndexedDB, no PostgreSQL driver) names it first
    const browser = pkg.exports["."].browser as Record<string, string> | undefined;
    const forBrowser = browser === undefined ? {} : { browser };
    const publishedBrowser =
      browser === undefined ? {} : { browser: { types: browser.types, default: browser.default } };
    expect(pkg.exports["."]).toEqual({ ...forBrowser, source: "./src/index.ts", ...dist });
    expect(pkg.publishConfig.exports["."]).toEqual({ ...publishedBrowser, ...dist });
    if (browser !== undefined) expect(browser.source).toMatch(/^\.\/src\/.+\.ts$/);
    expect(pkg.files.slice(0, 2)).toEqual(["dist", "!dist/**/*.tsbuildinfo"]);
    for (const target of Object.values<unknown>(pkg.publishConfig.exports)) {
      const file = typeof target === "string" ? target : (target as { import: string }).import;
      const top = file.replace(/^\.\//, "").split("/")[0]!;
      expect(top === "package.json" || pkg.files.includes(top), `files ships ${file}`).toBe(true);
    }
    expect(pkg.sideEffects).toBe(false);
    for (const target of ["api", "build", "lint", "test", "typecheck"])
      expect(pkg.scripts?.[target], target).toBeDefined();
    const build = json(join(p.dir, "tsconfig.build.json"));
    const workspaceDeps = Object.keys(pkg.dependencies ?? {})
      .filter((d) => d.startsWith("@bridgelaw/"))
      .map((d) => `../${d.slice("@bridgelaw/".length)}/tsconfig.build.json`)
      .sort();
    const references = (build.references ?? []).map((r: { path: string }) => r.path).sort();
    expect(references, "tsconfig.build.json references = the workspace dependencies").toEqual(workspaceDeps);
    const unscoped = pkg.name.slice("@bridgelaw/".length);
    expect(existsSync(join(p.dir, `${unscoped}.api.md`)), "public-API snapshot (pnpm api:update)").toBe(true);
  });
});
