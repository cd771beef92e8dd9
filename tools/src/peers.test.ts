/**
 * Issue 31: `effect` and `immer` are peer dependencies of every published package that uses them, itself or
 * through a workspace package it depends on (so an app has one copy of each, which it chooses within the
 * range), and dev dependencies of the workspace at the version installed here, which the range must take.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import semver from "semver";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const PEERS = ["effect", "immer"] as const;

interface Package {
  readonly dir: string;
  readonly pkg: {
    name: string;
    private?: boolean;
    dependencies?: Record<string, string>;
    peerDependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
}

const packages: Package[] = readdirSync(join(ROOT, "packages"))
  .map((name) => join(ROOT, "packages", name))
  .filter((dir) => existsSync(join(dir, "package.json")))
  .map((dir) => ({ dir, pkg: JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) }));
const byName = new Map(packages.map((p) => [p.pkg.name, p]));

/** The source files of a package (tests included: they run against the same installed copy). */
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith(".ts") ? [join(dir, e.name)] : [],
  );

/** Whether a package imports `name` (or one of its sub-paths) in its own sources. */
const imports = (p: Package, name: string): boolean =>
  sources(join(p.dir, "src")).some((f) =>
    new RegExp(`from "${name}(/[^"]*)?"`, "u").test(readFileSync(f, "utf8")),
  );

/** Whether a package uses `name`, itself or through its workspace dependencies. */
const uses = (p: Package, name: string, seen = new Set<string>()): boolean => {
  if (seen.has(p.pkg.name)) return false;
  seen.add(p.pkg.name);
  if (imports(p, name)) return true;
  return Object.keys(p.pkg.dependencies ?? {}).some((d) => {
    const dep = byName.get(d);
    return dep !== undefined && uses(dep, name, seen);
  });
};

const installed = (p: Package, name: string): string =>
  JSON.parse(readFileSync(createRequire(join(p.dir, "package.json")).resolve(`${name}/package.json`), "utf8"))
    .version;

const published = packages.filter((p) => p.pkg.private !== true);
const cases = published.flatMap((p) =>
  PEERS.filter((name) => uses(p, name)).map((name) => [p.pkg.name, name, p] as const),
);

describe("effect and immer are peers of the packages that use them (issue 31)", () => {
  it("some packages use them (the test reads the sources)", () => {
    expect(cases.map(([pkg, name]) => `${pkg} ${name}`)).toEqual(
      expect.arrayContaining(["@bridgelaw/log effect", "@bridgelaw/log immer", "@bridgelaw/table effect"]),
    );
  });

  it.each(cases)("%s: %s is a peer whose range takes the installed version", (_, name, p) => {
    expect(p.pkg.dependencies?.[name], "not an ordinary dependency").toBeUndefined();
    const range = p.pkg.peerDependencies?.[name];
    expect(range, "a peer dependency").toBeDefined();
    const version = installed(p, name);
    expect(p.pkg.devDependencies?.[name], "a dev dependency at the installed version").toBe(version);
    expect(semver.satisfies(version, range ?? ""), `${version} within ${range}`).toBe(true);
    expect(semver.validRange(range ?? ""), "a range, not a pin").not.toBe(semver.valid(range ?? ""));
  });

  it.each(published.map((p) => [p.pkg.name, p] as const))("%s: no peer it does not use", (_, p) => {
    for (const name of PEERS)
      if (p.pkg.peerDependencies?.[name] !== undefined) expect(uses(p, name)).toBe(true);
  });
});
