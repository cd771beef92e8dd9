#!/usr/bin/env node
// The public-API snapshot of one package (run in its folder by its Nx `api` target; `pnpm api:update`
// passes --update). API Extractor rolls each entry's emitted `.d.ts` (`dist/index.d.ts`, and any subpath
// export with types) up into one declaration file: every declaration reachable from the entry, the ones
// the entry exports and the ones it does not export but
// uses (a field's type, a parameter's type), with imports from other packages left as imports. Doc comments
// are dropped, so the snapshot changes only when the API does. It is checked in as `<name>.api.md`; without
// --update this script fails when the package's API differs from it, so every API change shows in review
// and gets a changeset. API Extractor brings its own TypeScript (6.x), since TypeScript 7 has no compiler
// API; it only reads the `.d.ts` files that `tsc -b` (TypeScript 7) emitted.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { Extractor, ExtractorConfig } from "@microsoft/api-extractor";

const projectFolder = process.cwd();
const update = process.argv.includes("--update");
const pkg = JSON.parse(readFileSync(join(projectFolder, "package.json"), "utf8"));
const unscoped = pkg.name.replace(/^@[^/]+\//, "");
const snapshot = join(projectFolder, `${unscoped}.api.md`);
mkdirSync(join(projectFolder, "reports", "api"), { recursive: true });

/** Each entry of the package with types (`.`, `./testing`, …): its import name and its `.d.ts`. */
const entries = Object.entries(pkg.publishConfig?.exports ?? pkg.exports)
  .filter(([, target]) => typeof target === "object" && typeof target.types === "string")
  .map(([path, target]) => ({
    name: path === "." ? pkg.name : `${pkg.name}/${path.slice(2)}`,
    types: target.types,
  }));

/** The declarations reachable from one entry, rolled up by API Extractor, without doc comments. */
const surfaceOf = (entry, i) => {
  const rollup = join(projectFolder, "reports", "api", `${unscoped}-${i}.d.ts`);
  const config = ExtractorConfig.prepare({
    configObject: {
      projectFolder,
      mainEntryPointFilePath: join(projectFolder, entry.types),
      bundledPackages: [],
      compiler: {
        // The shipped types as a consumer sees them: other workspace packages through their `types` export.
        overrideTsconfig: {
          compilerOptions: {
            target: "ES2023",
            lib: ["ES2023"],
            module: "NodeNext",
            moduleResolution: "NodeNext",
            strict: true,
            skipLibCheck: true,
            types: [],
          },
          include: ["dist/**/*.d.ts"],
        },
      },
      apiReport: { enabled: false },
      docModel: { enabled: false },
      dtsRollup: { enabled: true, untrimmedFilePath: rollup },
      tsdocMetadata: { enabled: false },
      messages: {
        compilerMessageReporting: { default: { logLevel: "error" } },
        extractorMessageReporting: { default: { logLevel: "none" } },
        tsdocMessageReporting: { default: { logLevel: "none" } },
      },
    },
    configObjectFullPath: undefined,
    packageJsonFullPath: join(projectFolder, "package.json"),
  });
  const result = Extractor.invoke(config, {
    localBuild: true,
    showVerboseMessages: false,
    showDiagnostics: false,
  });
  if (!result.succeeded) {
    console.error(`${entry.name}: API Extractor failed (${result.errorCount} error(s))`);
    process.exit(1);
  }
  const lines = readFileSync(rollup, "utf8")
    .replace(/\r\n/g, "\n")
    .replace(/^[ \t]*\/\*\*[\s\S]*?\*\/[ \t]*\n/gm, "")
    .split("\n")
    .filter((l) => l.trim() !== "" && l.trim() !== "export { }");
  return sortUnions(lines).join("\n");
};

const indent = (line) => line.length - line.trimStart().length;

/**
 * The members of a union in a fixed order. TypeScript writes an inferred union's members in the order its
 * checker met them, so an unrelated change can reorder a union (the table's event union) without changing
 * the API; the order means nothing to the type. Unions of object literals (`{ … } | { … }`, one `} | {`
 * line between members) and of string literals on one line are sorted, innermost first.
 */
const sortUnions = (input) => {
  let lines = input.map((l) =>
    l.replace(/"[^"\n]*"(?: \| "[^"\n]*")+/g, (u) => u.split(" | ").sort().join(" | ")),
  );
  const depths = [...new Set(lines.filter((l) => l.trim() === "} | {").map(indent))].sort((a, b) => b - a);
  for (const depth of depths) {
    const out = [];
    for (let i = 0; i < lines.length; i++) {
      const line = lines[i];
      out.push(line);
      if (indent(line) !== depth || !line.trimEnd().endsWith("{") || line.trim() === "} | {") continue;
      // An object literal opens at this depth: collect it and the members after it, if a union follows.
      const members = [];
      let member = [];
      let j = i + 1;
      for (; j < lines.length; j++) {
        const l = lines[j];
        if (indent(l) === depth && l.trim() === "} | {") {
          members.push(member);
          member = [];
        } else if (indent(l) <= depth) break;
        else member.push(l);
      }
      members.push(member);
      if (members.length < 2 || j >= lines.length) continue;
      const sorted = members.map((m) => m.join("\n")).sort();
      out.push(...sorted.join(`\n${" ".repeat(depth)}} | {\n`).split("\n"), lines[j]);
      i = j;
    }
    lines = out;
  }
  return lines;
};

const text = [
  `# Public API of ${pkg.name}`,
  "",
  "Generated by `tools/api-report.mjs` from the built `.d.ts` of each entry (every declaration reachable from" +
    " it, doc comments left out). Do not edit: `pnpm api:update` rewrites it after a reviewed API change.",
  "",
  ...entries.flatMap((entry, i) => [`## \`${entry.name}\``, "", "```ts", surfaceOf(entry, i), "```", ""]),
].join("\n");

let current = "";
try {
  current = readFileSync(snapshot, "utf8");
} catch {}
const where = relative(process.cwd(), snapshot);
if (current === text) console.log(`${pkg.name}: public API matches ${where}`);
else if (update) {
  writeFileSync(snapshot, text);
  console.log(`${pkg.name}: public API snapshot written: ${where}`);
} else {
  const [a, b] = [current.split("\n"), text.split("\n")];
  let i = 0;
  while (i < a.length && a[i] === b[i]) i += 1;
  console.error(`${pkg.name}: the public API differs from ${where} (first difference at its line ${i + 1}):`);
  console.error(`  snapshot: ${a[i] ?? "(end of file)"}`);
  console.error(`  now:      ${b[i] ?? "(end of file)"}`);
  console.error("Review the change, run `pnpm api:update` and add a changeset (`pnpm changeset`).");
  process.exit(1);
}
