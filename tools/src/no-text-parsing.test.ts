import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * No regular expression over display text (issue 34): a consequence, a refusal or an error is data with typed
 * fields, and whatever needs to know what it says (which cards it names, which problem it is) reads those
 * fields, never the sentence a formatter wrote from them: a pattern over a `text`, a `message`, a `reason` or
 * a rendered sentence breaks as soon as the wording or the language changes.
 *
 * Scanned: the sources of `packages/<name>/src` and `apps/<name>/src` (tests left out), but
 * `@bridgelaw/formats`, whose job is to read text formats (PBN, LIN). A player's own words (a claim's
 * `statement`, an explanation) are facts he said and may be read as such. The few places that still apply a
 * pattern to a message are listed below with the reason; an entry no longer needed fails.
 */
const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const SKIPPED = new Set(["node_modules", "dist", "reports"]);
const CODECS = new Set(["formats"]);

// A message, a reason, a sentence, or the `text` field of a value (a bare `text` is what a codec reads: a deal
// string, a file).
const WORDS = String.raw`(?:(?:[\w$]+(?:\?\.|\.))*(?:message|reason|sentence|words)|(?:[\w$]+(?:\?\.|\.))+text)`;
const PATTERNS: readonly RegExp[] = [
  // /…/.test(x.message), RE.exec(reason)
  new RegExp(String.raw`\.(?:test|exec)\(\s*${WORDS}\s*[,)]`, "g"),
  // message.match(/…/), e.reason.replace(/…/, …), entry.text.split(new RegExp(…))
  new RegExp(
    String.raw`\b${WORDS}\s*\??\.\s*(?:match|matchAll|replace|replaceAll|search|split)\(\s*(?:\/|new RegExp)`,
    "g",
  ),
];

/** A pattern still applied to a message: the file, and why it may. */
const ALLOWED: readonly (readonly [file: string, why: string])[] = [
  [
    "packages/log/src/issue-reason.ts",
    "the words of a decode error: whether a Schema check's own message reads as what was expected",
  ],
  [
    "packages/store/src/availability.ts",
    "the PostgreSQL driver's connection errors that carry no SQLSTATE are known only by their message",
  ],
  ["packages/table/src/testing.ts", "the test language matching a refusal's data words (its tag and fields)"],
];

const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (SKIPPED.has(name)) return [];
    if (statSync(p).isDirectory()) return sources(p);
    return /\.tsx?$/.test(name) && !/\.test(-d)?\.tsx?$/.test(name) ? [p] : [];
  });

const scanned = ["packages", "apps"].flatMap((group) =>
  readdirSync(join(ROOT, group))
    .filter(
      (name) => !CODECS.has(name) && statSync(join(ROOT, group, name, "src"), { throwIfNoEntry: false }),
    )
    .flatMap((name) => sources(join(ROOT, group, name, "src"))),
);

const found = scanned.flatMap((path) => {
  const text = readFileSync(path, "utf8");
  const file = relative(ROOT, path);
  return PATTERNS.flatMap((p) =>
    [...text.matchAll(p)].map((m) => ({ file, at: `${file}:${text.slice(0, m.index).split("\n").length}` })),
  );
});

describe("no package or app reads the words of a consequence back with a regular expression", () => {
  it("scans the packages' and the apps' sources, tests and codecs left out", () => {
    const files = scanned.map((p) => relative(ROOT, p));
    expect(files).toContain("packages/table/src/seat-view.ts");
    expect(files).toContain("packages/log/src/append.ts");
    expect(files).toContain("apps/cli/src/render/scores.ts");
    expect(files).toContain("apps/web/src/ui/rulings.tsx");
    expect(files.some((f) => f.startsWith("packages/formats/") || f.endsWith(".test.ts"))).toBe(false);
  });

  it("no pattern is applied to a text, a message or a reason", () => {
    const allowed = new Set(ALLOWED.map(([file]) => file));
    expect(found.filter((f) => !allowed.has(f.file)).map((f) => f.at)).toEqual([]);
  });

  it("every allowed place still needs it", () => {
    expect(ALLOWED.filter(([file]) => !found.some((f) => f.file === file)).map(([file]) => file)).toEqual([]);
  });

  it("the patterns find what they are for", () => {
    const hits = (code: string) => PATTERNS.some((p) => [...code.matchAll(p)].length > 0);
    expect(hits("if (/lone surrogate/.test(message)) return 1;")).toBe(true);
    expect(hits("const m = entry.text.match(/king of (\\w+)/);")).toBe(true);
    expect(hits("REVOKE.test(err.reason, 1)")).toBe(true);
    expect(hits("REVOKE_LAWS.test(a.law as string)")).toBe(false);
    expect(hits("statement.match(/trumps/)")).toBe(false);
    expect(hits("const m = /^([NESW]):(.*)$/s.exec(text);")).toBe(false);
  });
});
