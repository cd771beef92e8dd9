import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { importBoards } from "../convert.ts";
import { type ImportProblem, reasonText } from "../import-problem.ts";
import { IMPORT_PROBLEM_EXAMPLES } from "../import-problem-examples.ts";
import { dataUrl } from "../testing/data.ts";
import { importProblemWords } from "./index.ts";

/** English words that a French reason never holds (the file's own text, quoted « … », aside). */
const ENGLISH =
  /\b(the|is|not|of|and|expected|found|must|has|have|never|closed|with|at|column|after|value|tag|string|double|quotes|board|hand|hands|cards?|deal|no|does|replay|holds?|play|line)\b/u;
const unquoted = (text: string): string => text.replace(/«[^»]*»/gu, "«»").replace(/\[[^\]]*\]/gu, "[]");

/** Two games of a real tournament's file, the second damaged as `damage` says. */
const PBN = readFileSync(dataUrl("pbn/eytc-1998.pbn"), "latin1");
const games = PBN.split(/\r?\n\r?\n/u).filter((g) => g.includes("[Deal "));
const damaged = (damage: (game: string) => string): string => `${games[0]}\n\n${damage(games[1]!)}\n`;

/** The problem of the second record after `damage`. */
const problemOf = (damage: (game: string) => string): ImportProblem | undefined =>
  importBoards("damaged.pbn", damaged(damage)).reports[1]?.problem;

const CASES: readonly (readonly [string, (game: string) => string, ImportProblem["_tag"]])[] = [
  ["a stray ] between tags", (g) => g.replace("[Dealer ", "] [Dealer "), "StrayCharacter"],
  ["a tag name missing after [", (g) => g.replace('[Dealer "', '[-Dealer "'), "TagNameExpected"],
  ["a tag with no value", (g) => g.replace(/\[Dealer "[^"]*"\]/u, "[Dealer ]"), "TagHasNoValue"],
  [
    "a value not in double quotes",
    (g) => g.replace(/\[Dealer "([^"]*)"\]/u, "[Dealer $1]"),
    "TagValueNotString",
  ],
  ["no ] after a value", (g) => g.replace(/\[Dealer "([^"]*)"\]/u, '[Dealer "$1" x]'), "TagCloseExpected"],
  ["a brace comment never closed", (g) => `${g}\n{ a comment`, "BraceCommentNotClosed"],
];

describe("import problems in each language, from their data (issue 33: one formatter, formats' own)", () => {
  it("every message id: the English is reasonText's, the French another sentence with no English in it", () => {
    for (const [tag, p] of Object.entries(IMPORT_PROBLEM_EXAMPLES)) {
      const problem = p as ImportProblem;
      expect(importProblemWords(problem, "en"), tag).toBe(reasonText(problem));
      // a sentence given as it is (Said, also nested), a system's message
      if (tag === "ImportFailed" || JSON.stringify(problem).includes('"Said"')) continue;
      const fr = importProblemWords(problem, "fr");
      expect(fr, tag).not.toBe(reasonText(problem));
      expect(unquoted(fr), `${tag}: ${fr}`).not.toMatch(ENGLISH);
    }
  });

  it.each(CASES)("a damaged PBN record, %s: its reason as data, worded in French", (_, damage, tag) => {
    const problem = problemOf(damage);
    const found: string[] = [];
    const walk = (p: ImportProblem | undefined): void => {
      if (p === undefined) return;
      found.push(p._tag);
      if ("detail" in p) walk(p.detail);
    };
    walk(problem);
    expect(found).toContain(tag);
    expect(found).not.toContain("Said");
    expect(unquoted(importProblemWords(problem!, "fr"))).not.toMatch(ENGLISH);
  });

  it("a play the log refuses: the table's refusal, as data, in the words' language", () => {
    const problem: ImportProblem = {
      _tag: "LogDoesNotReplay",
      settlement: false,
      line: 25,
      detail: { _tag: "EventRefused", refusal: { _tag: "CardNotHeld", seat: "E", card: "CQ" } },
    };
    expect(importProblemWords(problem, "en")).toBe(reasonText(problem));
    expect(importProblemWords(problem, "fr")).toMatch(
      /^le journal ne se rejoue pas : ligne 25 : Est n'a pas ♣D$/u,
    );
  });
});
