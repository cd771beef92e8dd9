import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { Tagged } from "@bridgelaw/cards";
import { replayLog } from "@bridgelaw/table";
import { describe, expect, it } from "vitest";
import { describe as words } from "../format.ts";
import { withWords } from "../view.ts";

const ROOT = fileURLToPath(new URL("../../../../", import.meta.url));
const EXAMPLES = join(ROOT, "examples");

const logsUnder = (dir: string): readonly string[] =>
  readdirSync(dir, { withFileTypes: true })
    .flatMap((e) =>
      e.isDirectory() ? logsUnder(join(dir, e.name)) : e.name.endsWith(".jsonl") ? [join(dir, e.name)] : [],
    )
    .sort();

/**
 * Free text of the log (an explanation, the Director's note, a problem the reader reports …): the players'
 * and the Director's own words, in whatever language they were written; the test blanks it.
 */
const FREE_TEXT = new Set(["words", "problem", "failure", "method", "form", "log"]);
const withoutFreeText = (x: unknown): unknown =>
  Array.isArray(x)
    ? x.map(withoutFreeText)
    : x !== null && typeof x === "object"
      ? Object.fromEntries(
          Object.entries(x).map(([k, v]) => [k, FREE_TEXT.has(k) ? "…" : withoutFreeText(v)]),
        )
      : x;

/** Words of an English sentence that no French one of the catalogs holds. */
const STOP = [
  " the ",
  " must ",
  " is ",
  " of ",
  " and ",
  " by ",
  " with ",
  " to ",
  " has ",
  " his ",
  " may ",
  " not ",
  " no ",
  "North",
  "South",
  "East ",
  "West",
  "trick",
  "Director",
  "declarer",
  "dummy",
  "penalty",
  "revoke",
  "claim",
  "auction",
  "Law ",
  "undefined",
  "NaN",
  "[object",
];

/** Every fact of an example's view in French: audit entries, options, questions, reviews, the standing's words. */
const frenchOf = (file: string): readonly (readonly [string, string])[] => {
  const { view } = replayLog(readFileSync(file, "utf8"));
  const facts: readonly Tagged[] = [
    ...(view.audit as readonly Tagged[]),
    ...(view.pending as readonly Tagged[]),
    ...(view.rulingsNeeded as readonly Tagged[]),
    ...(view.auction.reviews as readonly Tagged[]),
  ];
  const out: [string, string][] = facts.map((f) => [f._tag, words(withoutFreeText(f) as Tagged, "fr")]);
  const standing = withWords(view, "fr").standing;
  if (standing.why !== null) out.push([standing.why._tag, standing.why.text]);
  if (standing.mark !== null) out.push([standing.mark._tag, standing.mark.text]);
  return out;
};

describe("every example in French", () => {
  const files = logsUnder(EXAMPLES);

  it("finds the examples", () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it("reads no English sentence (a stop list), no undefined and no NaN", () => {
    const english: string[] = [];
    for (const file of files) {
      for (const [tag, text] of frenchOf(file)) {
        // the answers the log's protocol names (« tricks », « stands », « accept ») are keywords, not English
        const padded = ` ${text.replace(/« [^»]* »/g, "«»")} `;
        const hit = STOP.find((w) => padded.includes(w));
        if (hit !== undefined) english.push(`${relative(ROOT, file)} ${tag} «${hit.trim()}»: ${text}`);
      }
    }
    expect(english).toEqual([]);
  });
});
