import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * No source file cites an id of a document outside the repository (issue 34): the ids of the engine's
 * specifications (an ambiguity `[A-14]`, a section `spec §1.10`, an edition row `P-13`, an invariant `INV-26`
 * or `I-CLAIM-4`) mean nothing to a reader of the repository. Comments, doc comments, test names and READMEs
 * cite the Law instead (`27B2`, `17D3`), and where the engine chose a default for an ambiguity of the Law,
 * they say so in words. The WBFLC commentary is a public document: "WBFLC Ex 15" may stay.
 *
 * Scanned: `packages/<name>/src/**` (`.ts`) and `packages/<name>/README.md`, for every package but `formats`
 * (this file, which names the ids it looks for, excepted). `packages/formats` and `apps/*` join when they are
 * cleaned.
 */
const PACKAGES = new URL("../../", import.meta.url).pathname;
const NOT_YET = new Set(["formats", "node_modules"]);
const SELF = new URL(import.meta.url).pathname;

const PATTERNS: readonly RegExp[] = [
  /\[A-\d+\]/, // an ambiguity and the default chosen for it
  /\bspec §/, // a section of a specification
  /\bP-\d+\b/, // a row of the editions' play table
  /\bINV-\d+\b/, // an invariant of the auction specification
  /\bI-[A-Z]+-\d+\b/, // an invariant of the play specification (I-CLAIM-4, I-REV-5 …)
  /\beditions [A-Z]-\d+\b/, // a row of the editions' tables (G-1, S-2, C-1 …)
];

/**
 * Rendered sentences of `@bridgelaw/words` that may still carry an id, each a file and the id (none now: the
 * words cite the Law too). An entry no longer needed fails.
 */
const RENDERED: readonly (readonly [file: string, id: string])[] = [];

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (name === "node_modules" || name === "dist") return [];
    return statSync(p).isDirectory() ? sources(p) : name.endsWith(".ts") && p !== SELF ? [p] : [];
  });

const scanned = (): string[] =>
  readdirSync(PACKAGES)
    .filter((name) => !NOT_YET.has(name) && statSync(join(PACKAGES, name, "src"), { throwIfNoEntry: false }))
    .flatMap((name) => {
      const readme = join(PACKAGES, name, "README.md");
      return [
        ...sources(join(PACKAGES, name, "src")),
        ...(statSync(readme, { throwIfNoEntry: false }) ? [readme] : []),
      ];
    });

describe("no citation of a document outside the repository", () => {
  const files = scanned();
  const found: { at: string; id: string; file: string }[] = [];
  for (const path of files) {
    const file = relative(PACKAGES, path);
    readFileSync(path, "utf8")
      .split("\n")
      .forEach((line, i) => {
        for (const p of PATTERNS) {
          const m = line.match(p);
          if (m) found.push({ at: `packages/${file}:${i + 1}`, id: m[0], file });
        }
      });
  }
  const allowed = (f: { id: string; file: string }) =>
    RENDERED.some(([file, id]) => file === f.file && f.id === id);

  it("scans the packages' sources and READMEs", () => {
    expect(files.some((f) => f.endsWith("cards/src/cards.ts"))).toBe(true);
    expect(files.some((f) => f.endsWith("table/src/phases/board.ts"))).toBe(true);
    expect(files.some((f) => f.endsWith("auction/README.md"))).toBe(true);
    expect(files.some((f) => f.includes("/formats/"))).toBe(false);
  });

  it("comments, doc comments, test names and READMEs cite the Law, not a specification's ids", () => {
    expect(found.filter((f) => !allowed(f)).map((f) => `${f.at}: ${f.id}`)).toEqual([]);
  });

  it("every exception for rendered English is still needed", () => {
    expect(RENDERED.filter(([file, id]) => !found.some((f) => f.file === file && f.id === id))).toEqual([]);
  });
});
