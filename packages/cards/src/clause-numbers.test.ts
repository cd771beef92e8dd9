import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { lawIn, lawOf2017, renumberedClauses } from "./clause-numbers.ts";
import type { LawId } from "./law.ts";

describe("the clauses the 2017 Code renumbered", () => {
  test.each<[LawId, LawId]>([
    ["15A", "17D"],
    ["15A1", "17D1"],
    ["15A2(c)", "17D2(c)"],
    ["17D3", "17E2"],
    ["72C", "23"],
    ["53B", "53C"],
    ["86B1", "86D"],
  ])("2017 %s is 2007 %s", (c2017, c2007) => {
    expect(lawIn("2007", c2017)).toBe(c2007);
  });

  test.each<LawId>(["27B1(a)", "64A2", "23", "26B", "12C1(b)", "22A1"])(
    "2017 %s keeps its number in 2007",
    (law) => {
      expect(lawIn("2007", law)).toBe(law);
    },
  );

  test("a sub-clause of a clause the 2007 Code does not number is not invented (35A(a) stays)", () => {
    expect(lawIn("2007", "35A(a)")).toBe("35A(a)");
  });

  test("the 2017 Code cites its own numbers", () => {
    for (const [c2017] of renumberedClauses()) expect(lawIn("2017", c2017)).toBe(c2017);
  });

  test.prop([fc.constantFrom(...renumberedClauses()), fc.constantFrom("", "(a)", "(b)", "(c)")])(
    "lawOf2017 undoes lawIn for every clause moved one to one, with its sub-clause",
    ([c2017, c2007], tail) => {
      const many = renumberedClauses().filter(([, b]) => b === c2007).length;
      fc.pre(many === 1 && !c2007.includes("("));
      expect(lawOf2017("2007", lawIn("2007", `${c2017}${tail}`))).toBe(`${c2017}${tail}`);
    },
  );
});
