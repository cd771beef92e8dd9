#!/usr/bin/env node
// Checks the dependency direction of the README's package map mechanically: a workspace package may depend
// only on packages of a lower layer (or the ones listed as allowed peers), apps and tools sit on top, and pure
// packages import no Node built-in and use no clock or unseeded randomness. Exits 1 on any violation.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

const root = new URL("..", import.meta.url).pathname;
/** Layer of each package (the README's package map): it may import only packages of a strictly lower layer. */
const LAYERS = {
  cards: 0,
  log: 1,
  boards: 1,
  "double-dummy": 2,
  auction: 2,
  play: 2,
  scoring: 2,
  claims: 3,
  table: 4,
  words: 5,
  formats: 6,
  store: 6,
};
const APP_LAYER = 9;
const TOOLS_LAYER = 10;

const violations = [];
const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (name === "node_modules" || name === "reports" || name === "dist" || name === "zz-tmp") return [];
    return statSync(p).isDirectory() ? walk(p) : /\.(ts|mts|tsx)$/.test(name) ? [p] : [];
  });
// `import … from`, `export … from`, `import("…")` and a bare `import "…"` (for its effects).
const importsOf = (text) =>
  [
    ...text.matchAll(
      /(?:^|[\s;])(?:import|export)\b[^'"]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)|(?:^|[\s;])import\s*["']([^"']+)["']/gm,
    ),
  ].map((m) => m[1] ?? m[2] ?? m[3]);

const units = [];
for (const group of ["packages", "apps"]) {
  for (const name of readdirSync(join(root, group))) {
    const dir = join(root, group, name);
    let pkg;
    try {
      pkg = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
    } catch {
      continue;
    }
    const short = pkg.name.replace(/^@bridgelaw\//, "");
    let layer = group === "apps" ? APP_LAYER : LAYERS[short];
    if (layer === undefined) {
      violations.push(`${group}/${name}: package ${pkg.name} has no layer in tools/check-layers.mjs`);
      layer = -1;
    }
    units.push({ dir, name: pkg.name, short, layer, pure: pkg.bridgelaw?.pure === true, pkg });
  }
}
units.push({
  dir: join(root, "tools"),
  name: "@bridgelaw/tools",
  short: "tools",
  layer: TOOLS_LAYER,
  pure: false,
  pkg: JSON.parse(readFileSync(join(root, "tools", "package.json"), "utf8")),
});
const byName = new Map(units.map((u) => [u.name, u]));

for (const u of units) {
  const deps = { ...(u.pkg.dependencies ?? {}), ...(u.pkg.devDependencies ?? {}) };
  for (const dep of Object.keys(deps)) {
    const target = byName.get(dep);
    if (target && target.layer >= u.layer) {
      violations.push(
        `${relative(root, u.dir)}/package.json: ${u.name} (layer ${u.layer}) depends on ${dep} (layer ${target.layer})`,
      );
    }
  }
  for (const file of walk(u.dir)) {
    const rel = relative(root, file);
    const text = readFileSync(file, "utf8");
    const isTest = /\.(test|spec)\.ts$/.test(file) || file.endsWith("vitest.config.ts");
    for (const spec of importsOf(text)) {
      if (spec.startsWith("@bridgelaw/")) {
        const target = byName.get(spec.split("/").slice(0, 2).join("/"));
        if (!target) violations.push(`${rel}: imports unknown workspace package ${spec}`);
        else if (target.layer >= u.layer && target !== u) {
          violations.push(
            `${rel}: ${u.name} (layer ${u.layer}) imports ${spec} (layer ${target.layer}): wrong direction`,
          );
        } else if (target === u)
          violations.push(`${rel}: imports its own package by name; use a relative path`);
        else if (spec !== target.name)
          violations.push(`${rel}: deep import ${spec}; use the package entry ${target.name}`);
        if (target && !(target.name in deps) && target !== u) {
          violations.push(`${rel}: imports ${target.name}, which ${u.name}'s package.json does not list`);
        }
      }
      if (
        u.pure &&
        !isTest &&
        (spec.startsWith("node:") || /^(fs|path|os|child_process|http|https|net|crypto)$/.test(spec))
      ) {
        violations.push(`${rel}: pure package ${u.name} imports ${spec} (no I/O in domain packages)`);
      }
    }
    // Consequences are data (issue 34): a domain package never reads a sentence back (a fact's text, an
    // error's message or reason, a question) to find what it says; the readers of input files (formats) and
    // the test language (testing.ts) excepted.
    if (u.layer < APP_LAYER && u.short !== "formats" && !isTest && !/\/testing(\.ts|\/)/.test(file)) {
      const reads =
        /\.(text|message|reason|question)\)?\s*\.(match|matchAll|includes|startsWith|endsWith|search|replace)\(|\.(test|exec)\([^)]*\.(text|message|reason|question)\b/;
      const code = text.replace(/\/\/.*$/gm, "").replace(/\/\*[\s\S]*?\*\//g, "");
      if (reads.test(code))
        violations.push(`${rel}: reads display text to find a fact (consequences are data)`);
    }
    if (u.pure && !isTest) {
      const stripped = text.replace(/\/\/.*$/gm, "").replace(/\/\*[\s\S]*?\*\//g, "");
      for (const [re, what] of [
        [/\bMath\.random\s*\(/, "Math.random (randomness must come from a seed)"],
        [/\bDate\.now\s*\(|\bnew Date\s*\(\s*\)|\bperformance\.now\s*\(/, "a clock"],
        [/\bprocess\./, "process"],
      ]) {
        if (re.test(stripped)) violations.push(`${rel}: pure package ${u.name} uses ${what}`);
      }
    }
  }
}

// One way down inside a package too (style.md): a module's relative imports, type-only ones included, never
// lead back to it. A circle between two Law files means the rule they share has no module of its own yet.
for (const u of units) {
  if (u.short === "tools") continue;
  const files = walk(u.dir).filter((f) => !/\.(test|spec)\.ts$/.test(f));
  const known = new Set(files);
  const edges = new Map(
    files.map((f) => [
      f,
      importsOf(readFileSync(f, "utf8"))
        .filter((spec) => spec.startsWith("."))
        .map((spec) => resolve(dirname(f), spec))
        .filter((target) => known.has(target)),
    ]),
  );
  const state = new Map(); // 1: on the path, 2: done
  const path = [];
  const visit = (f) => {
    state.set(f, 1);
    path.push(f);
    for (const g of edges.get(f) ?? []) {
      if (state.get(g) === 1) {
        const circle = [...path.slice(path.indexOf(g)), g].map((x) => relative(u.dir, x));
        violations.push(`${relative(root, u.dir)}: import cycle ${circle.join(" -> ")}`);
      } else if (!state.has(g)) visit(g);
    }
    path.pop();
    state.set(f, 2);
  };
  for (const f of files) if (!state.has(f)) visit(f);
  // A Law file never imports another Law file (style.md, one way down): what two Laws share is a rule of its
  // own (src/rules/, facts.ts). A Law file is named by its Law (`27-insufficient-bid.ts`, `law-79-tricks.ts`).
  const LAW_FILE = /^(\d+[A-Za-z0-9]*-[^/]*|law-[^/]*)\.ts$/;
  const isLawFile = (f) => LAW_FILE.test(f.split("/").pop());
  for (const [f, targets] of edges) {
    if (!isLawFile(f)) continue;
    for (const g of targets) {
      if (isLawFile(g) && g !== f) {
        violations.push(
          `${relative(root, f)}: a Law file imports another Law file (${relative(dirname(f), g)}): move what they share to a rule module`,
        );
      }
    }
  }
}

if (violations.length > 0) {
  console.error(`layer check: ${violations.length} violation(s)`);
  for (const v of violations) console.error(`  ${v}`);
  process.exit(1);
}
console.log(`layer check: ${units.length} units, dependencies point down only`);
