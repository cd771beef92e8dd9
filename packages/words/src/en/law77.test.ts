import { type ScoringMethodNote, scoreBreakdown } from "@bridgelaw/scoring";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { describe as words } from "../format.ts";

/** Every contract of the Law 77 table: level 1–7, each strain, undoubled to redoubled, either vulnerability. */
const scored = fc.record({
  level: fc.integer({ min: 1, max: 7 }),
  strain: fc.constantFrom("C" as const, "D" as const, "H" as const, "S" as const, "NT" as const),
  doubling: fc.constantFrom("" as const, "X" as const, "XX" as const),
  vulnerable: fc.boolean(),
  tricks: fc.integer({ min: 0, max: 13 }),
});

describe("the rows of the Law 77 table (issue 33: scoring's notes as data)", () => {
  it("each row written by the English catalog is the English text scoring keeps for compatibility", () => {
    fc.assert(
      fc.property(scored, ({ vulnerable, tricks, ...contract }) => {
        for (const item of scoreBreakdown(contract, vulnerable, tricks).items)
          expect(words(item.row, "en")).toBe(item.law);
      }),
    );
  });

  it("in French, in the terms of the FFB's Law 77 (levée, manche, chelem, contré, chute), 1 levée / 2 levées", () => {
    const rows = (
      level: number,
      strain: "S" | "NT",
      doubling: "" | "X" | "XX",
      vul: boolean,
      tricks: number,
    ) => scoreBreakdown({ level, strain, doubling }, vul, tricks).items.map((i) => words(i.row, "fr"));
    expect(rows(3, "NT", "X", false, 10)).toEqual([
      "77.1 points de levée : 40 + 2 × 30, × 2 contré",
      "77.2 levées supplémentaires : 1 × 100 (contré, non vulnérable)",
      "77.3 bonification de manche (non vulnérable)",
      "77.3 bonification pour la réalisation d'un contrat contré",
    ]);
    expect(rows(6, "S", "", true, 12)).toEqual([
      "77.1 points de levée : 6 × 30",
      "77.3 bonification de manche (vulnérable)",
      "77.3 bonification de petit chelem (vulnérable)",
    ]);
    expect(rows(4, "S", "XX", true, 9)).toEqual([
      "77.4 pénalités de chute : 1 levée de chute, surcontré, vulnérable",
    ]);
    expect(rows(4, "S", "", false, 8)).toEqual([
      "77.4 pénalités de chute : 2 levées de chute, non contré, non vulnérable",
    ]);
  });
});

describe("how a session was scored (issue 33: scoring's notes as data)", () => {
  it("the English catalog writes each method as scoring's description reads", () => {
    const rows: readonly [ScoringMethodNote, string][] = [
      [
        { _tag: "MethodMatchpoints", expected: 4 },
        "matchpoints (Law 78A): 2 for each score beaten, 1 for each tie; Neuberg's formula on boards with fewer than 4 comparable results (78D); adjusted scores by Law 12C",
      ],
      [
        { _tag: "MethodTeamMatches", scale: "continuous", boards: 8 },
        "IMPs (Law 78B), team matches: each team's two results on a board added and converted; adjusted scores by Law 12C; victory points on the WBF 2013 continuous scale (78D) for 8 boards",
      ],
      [{ _tag: "MethodTotalPoints" }, "total points (Law 78C)"],
    ];
    for (const [note, text] of rows) expect(words(note, "en")).toBe(text);
    expect(words({ _tag: "MethodMatchpoints", expected: 4 }, "fr")).toContain(
      "points de match (Loi 78A) : 2 pour chaque marque battue, 1 pour chaque égalité",
    );
  });
});
