import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { lawNumber, lawTitle, lawTitles } from "./law-titles.ts";

describe("Law titles", () => {
  it("every Law 1 to 93 has a title in each Code, and no two Laws of one Code share one", () => {
    for (const edition of ["2017", "2007"] as const) {
      const all = lawTitles(edition);
      expect(all.map((l) => l.number)).toEqual(Array.from({ length: 93 }, (_, i) => i + 1));
      for (const l of all) expect(l.title.length).toBeGreaterThan(2);
      expect(new Set(all.map((l) => l.title)).size).toBe(93);
    }
  });

  it.each([
    ["12C1(c)", "Director's Discretionary Powers"],
    ["27B1(a)", "Insufficient Bid"],
    ["23A", "Comparable Call"],
    ["64C", "Procedure after Establishment of a Revoke"],
    ["79C1", "Tricks Won"],
    ["92B", "Right to Appeal"],
    ["93B2", "Procedures of Appeal"],
    ["Law 16D1", "Authorised and Unauthorised Information"],
  ])("2017: %s is a clause of the Law titled %s", (id, title) => {
    expect(lawTitle(id, "2017")).toBe(title);
    expect(lawTitle(id)).toBe(title);
  });

  it.each([
    ["23", "Awareness of Potential Damage", "Comparable Call"],
    ["15A", "Play of a Wrong Board", "Wrong Board or Hand"],
    ["17E2", "Duration of the Auction", "The Auction Period"],
    ["22A1", "Procedure after the Bidding Has Ended", "End of Auction"],
    ["69B", "Agreed Claim or Concession", "Agreement with a Claim or Concession"],
  ])("2007 titles Law %s '%s' where 2017 says '%s' (a clause the 2017 Code moved)", (id, t2007, t2017) => {
    expect(lawTitle(id, "2007")).toBe(t2007);
    expect(lawTitle(id, "2017")).toBe(t2017);
  });

  it("the Laws whose title did not change read the same in both Codes", () => {
    for (const id of ["27", "64A1", "12C2(a)", "79C", "92D1", "93C2"])
      expect(lawTitle(id, "2007")).toBe(lawTitle(id, "2017"));
  });

  it.each(["", "Definitions", "0", "94", "100", "RA"])("'%s' names no Law 1 to 93: no title", (id) => {
    expect(lawNumber(id)).toBeNull();
    expect(lawTitle(id)).toBeNull();
  });

  test.prop([
    fc.integer({ min: 1, max: 93 }),
    fc.stringMatching(/^([A-H][1-9]?(\([a-e]\))?)?$/),
    fc.constantFrom("2017", "2007"),
  ])("a clause id resolves to its Law's number and title, whatever follows the number", (n, rest, ed) => {
    expect(lawNumber(`${n}${rest}`)).toBe(n);
    expect(lawTitle(`${n}${rest}`, ed)).toBe(lawTitles(ed)[n - 1]!.title);
  });
});
