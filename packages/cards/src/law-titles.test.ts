import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { LAW_LANGS, lawNumber, lawTitle, lawTitles } from "./law-titles.ts";

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

describe("Law titles in the Codes' own languages (issue 33)", () => {
  it.each([
    ["27B1(a)", "2017", "fr", "ENCHÈRE INSUFFISANTE"],
    ["27", "2007", "fr", "Enchère insuffisante"],
    ["23A", "2017", "fr", "DÉCLARATION COMPARABLE"],
    ["23", "2007", "fr", "Connaissance d'un éventuel dommage"],
    ["12C1(c)", "2017", "fr", "POUVOIRS DISCRÉTIONNAIRES DE L'ARBITRE"],
    ["27", "2007", "pt", "MARCAÇÃO INSUFICIENTE"],
    ["27", "2007", "nb", "UTILSTREKKELIG BUD"],
    ["84", "2007", "nb", "AVGJØRELSE NÅR DET ER ENIGHET OM FAKTA"],
    ["64C", "2007", "en", "Procedure after Establishment of a Revoke"],
  ] as const)("%s under the %s Code in %s: %s", (id, edition, lang, title) => {
    expect(lawTitle(id, edition, lang)).toBe(title);
  });

  it("where a text prints no title: the FFB's 2017 heading in sentence case (2007 Law 24), else the English", () => {
    expect(lawTitle("24", "2007", "fr")).toBe("Carte exposée ou attaquée pendant les annonces");
    expect(lawTitle("48", "2007", "pt")).toBe(lawTitle("48", "2007", "en"));
    expect(lawTitle("27", "2017", "pt")).toBe("Insufficient Bid");
    expect(lawTitle("27", "2017", "nb")).toBe("Insufficient Bid");
  });

  it("every Law 1 to 93 has a title in each language and Code, and none is shared within one", () => {
    for (const lang of LAW_LANGS)
      for (const edition of ["2017", "2007"] as const) {
        const all = lawTitles(edition, lang);
        expect(all).toHaveLength(93);
        expect(new Set(all.map((l) => l.title)).size).toBe(93);
      }
  });

  test.prop([
    fc.integer({ min: 1, max: 93 }),
    fc.stringMatching(/^([A-H][1-9]?(\([a-e]\))?)?$/),
    fc.constantFrom("2017", "2007"),
    fc.constantFrom(...LAW_LANGS),
  ])("a clause id resolves to its Law's title in every language; English by default", (n, rest, ed, lang) => {
    expect(lawTitle(`${n}${rest}`, ed, lang)).toBe(lawTitles(ed, lang)[n - 1]!.title);
    expect(lawTitle(`${n}${rest}`, ed)).toBe(lawTitle(`${n}${rest}`, ed, "en"));
  });
});
