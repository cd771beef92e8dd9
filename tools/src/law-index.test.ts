import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { inIndex, type LawIndex, lawIndexes } from "./law-index.ts";
import { ROOT, sources } from "./words-golden.ts";

/*
 * Every Law a board cites exists in the Code the board is played under (issue 27 point 2): the clause ids of
 * the audit, the options, the questions and the reviews of every example and of the generated boards, looked
 * up in the Law index read from that Code's official text (../shared/seeds). 2007: every clause, in the
 * Norwegian and Portuguese texts of the 2007 Code. 2017: the Law, in the FFB's French text (its seed
 * interleaves the 2007 and 2017 texts clause by clause, so the 2017 sections are not read from it).
 */

const indexes = lawIndexes(join(ROOT, "../shared/seeds"));
const all = sources();

type Cited = { readonly law: string; readonly _tag: string };
/** What a view cites: its audit, options, questions and reviews. */
const citedIn = (v: (typeof all)[number]["view"]): Cited[] => {
  const out: Cited[] = [];
  const lists: readonly (readonly Cited[])[] = [v.audit, v.pending, v.rulingsNeeded, v.auction.reviews];
  for (const list of lists) out.push(...list);
  return out;
};

/** Each cited id of each board of one Code, with what cites it. */
const citations = (edition: "2007" | "2017") =>
  all
    .filter((s) => s.view.edition === edition)
    .flatMap((s) =>
      citedIn(s.view).map((c) => ({
        board: s.name,
        law: c.law,
        tag: c._tag,
      })),
    );

const missing = (index: LawIndex, edition: "2007" | "2017", clauses: boolean) =>
  citations(edition)
    .filter((c) => {
      if (clauses) return inIndex(index, c.law) === false;
      const n = /^(\d{1,2})/.exec(c.law);
      return n === null || index[Number(n[1])] === undefined;
    })
    .map((c) => `${c.board}: ${c.law} (${c.tag})`);

describe("Law index per Code (from the official texts)", () => {
  it("each Code's index holds the 93 Laws with their titles (2007: Norwegian and Portuguese texts; 2017: the FFB's)", () => {
    for (const edition of ["2007", "2017"] as const) {
      expect(Object.keys(indexes[edition]).map(Number)).toEqual(Array.from({ length: 93 }, (_, i) => i + 1));
    }
    expect(indexes["2017"][27]?.title).toBe("ENCHÈRE INSUFFISANTE");
    expect(indexes["2007"][27]?.title).toBe("UTILSTREKKELIG BUD");
  });

  it.each([
    ["17E2", true, "2007 17E: the end of the auction period, 2 a pass out of rotation"],
    ["22B2", true, "2007 22B: the end of the auction period, 2 a passed-out board"],
    ["26A2", true, "2007 26A: a withdrawn call related to a suit"],
    ["17E", true, "2007 17 has a section E"],
    ["23A", false, "2007 23 (awareness of potential damage) has no comparable call"],
    ["17D5", false, "2007 17D has four clauses"],
    ["50E4", false, "2007 50E has three clauses"],
  ] as const)("2007 index: %s is %s (%s)", (id, exists, _what) => {
    expect(inIndex(indexes["2007"], id)).toBe(exists);
  });

  it("every clause a 2007 board cites (examples and generated boards) is a clause of the 2007 Code", () => {
    expect(citations("2007").length).toBeGreaterThan(100);
    expect(missing(indexes["2007"], "2007", true)).toEqual([]);
  });

  it("every Law a 2017 board cites is a Law of the 2017 Code", () => {
    expect(missing(indexes["2017"], "2017", false)).toEqual([]);
  });

  it("a 2007 board cites none of the clauses the 2017 Code renumbered, by its 2017 number", () => {
    const renumbered2017Only = [
      "17D1",
      "17D2",
      "17D3",
      "22B",
      "72C",
      "23A",
      "23A1",
      "23A2",
      "23A3",
      "23B",
      "23C",
    ];
    expect(
      citations("2007")
        .filter((c) => renumbered2017Only.includes(c.law))
        .map((c) => `${c.board}: ${c.law} (${c.tag})`),
    ).toEqual([]);
  });
});
