import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * No file of a package or an app cites a document outside the repository (issue 34): the ids of the engine's
 * specifications (an ambiguity `[A-14]`, a section `spec §1.10`, an edition row `P-13`, an invariant `INV-26`
 * or `I-CLAIM-4`) and the sections of its design note (`design §3`) mean nothing to a reader of a published
 * package. Comments, doc comments, test names and READMEs cite the Law instead (`27B2`, `17D3`), or say in
 * words what they mean; where the engine chose a default for an ambiguity of the Law, they say so in words.
 * The WBFLC commentary is a public document: "WBFLC Ex 15" may stay; so may a public standard's sections
 * (`PBN 2.1 §3.9`, `RFC 8785 §3.2.3`).
 *
 * Scanned: every text file of `packages/<name>/` and `apps/<name>/` (sources, tests, READMEs, changelogs,
 * shipped JSON Schemas, API snapshots), but `node_modules`, `dist`, `reports` and this file, which names the
 * ids it looks for.
 */
const ROOT = new URL("../../../", import.meta.url).pathname;
const PROJECTS = ["packages", "apps"];
const SKIPPED = new Set(["node_modules", "dist", "reports", ".nx"]);
const TEXT = /\.(ts|tsx|mts|mjs|js|json|md|html|css)$/;
const SELF = new URL(import.meta.url).pathname;

const PATTERNS: readonly RegExp[] = [
  /\[A-\d+\]/, // an ambiguity and the default chosen for it
  /\bspec §/, // a section of a specification
  /\bP-\d+\b/, // a row of the editions' play table
  /\bINV-\d+\b/, // an invariant of the auction specification
  /\bI-[A-Z]+-\d+\b/, // an invariant of the play specification (I-CLAIM-4, I-REV-5 …)
  /\beditions [A-Z]-\d+\b/, // a row of the editions' tables (G-1, S-2, C-1 …)
  /\bdesign §/, // a section of the design note
];

/**
 * Rendered sentences of `@bridgelaw/words` that may still carry an id, each a file (from the repository root)
 * and the id (none now: the words cite the Law too). An entry no longer needed fails.
 */
const RENDERED: readonly (readonly [file: string, id: string])[] = [];

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (SKIPPED.has(name)) return [];
    return statSync(p).isDirectory() ? files(p) : TEXT.test(name) && p !== SELF ? [p] : [];
  });

const scanned = (): string[] =>
  PROJECTS.flatMap((top) =>
    readdirSync(join(ROOT, top))
      .filter((name) => !SKIPPED.has(name) && statSync(join(ROOT, top, name)).isDirectory())
      .flatMap((name) => files(join(ROOT, top, name))),
  );

describe("no citation of a document outside the repository", () => {
  const all = scanned();
  const found: { at: string; id: string; file: string }[] = [];
  for (const path of all) {
    const file = relative(ROOT, path);
    readFileSync(path, "utf8")
      .split("\n")
      .forEach((line, i) => {
        for (const p of PATTERNS) {
          const m = line.match(p);
          if (m) found.push({ at: `${file}:${i + 1}`, id: m[0], file });
        }
      });
  }
  const allowed = (f: { id: string; file: string }) =>
    RENDERED.some(([file, id]) => file === f.file && f.id === id);

  it("scans the packages' and the apps' sources, tests and READMEs", () => {
    for (const file of [
      "packages/cards/src/cards.ts",
      "packages/table/src/phases/board.ts",
      "packages/auction/README.md",
      "packages/formats/src/pbn/import.ts",
      "packages/table/schema/view.v1.json",
      "apps/cli/src/chain.ts",
      "apps/cli/README.md",
      "apps/server/src/http/routes.ts",
      "apps/web/src/model/facts.ts",
      "apps/web/src/ui/app.tsx",
      "apps/web/test/browser.ts",
    ])
      expect(all.map((p) => relative(ROOT, p))).toContain(file);
    expect(all.some((p) => p.includes("/node_modules/") || p.includes("/dist/"))).toBe(false);
  });

  it("comments, test names and READMEs cite the Law, not a specification's ids nor design sections", () => {
    expect(found.filter((f) => !allowed(f)).map((f) => `${f.at}: ${f.id}`)).toEqual([]);
  });

  it("every exception for rendered English is still needed", () => {
    expect(RENDERED.filter(([file, id]) => !found.some((f) => f.file === file && f.id === id))).toEqual([]);
  });
});
