import { LAW_LANGS } from "@bridgelaw/cards";
import { fc, test } from "@fast-check/vitest";
import { expect, describe as group, it } from "vitest";
import { describe, textsOf } from "./format.ts";
import { hasMessages, lawHeading, lawRef } from "./laws.ts";

group("Law references and headings in the Codes' languages (issue 33)", () => {
  it.each([
    ["27B1(a)", "en", "Law 27B1(a)"],
    ["27B1(a)", "fr", "Loi 27B1(a)"],
    ["27", "pt", "Lei 27"],
    ["27", "nb", "§ 27"],
  ] as const)("%s in %s: %s", (id, lang, ref) => {
    expect(lawRef(id, lang)).toBe(ref);
  });

  it.each([
    ["27B1(a)", "2017", "fr", "Loi 27 – ENCHÈRE INSUFFISANTE"],
    ["27", "2007", "fr", "Loi 27 – Enchère insuffisante"],
    ["27", "2007", "pt", "Lei 27 – MARCAÇÃO INSUFICIENTE"],
    ["27B2", "2007", "nb", "§ 27 – UTILSTREKKELIG BUD"],
    ["23", "2007", "en", "Law 23 – Awareness of Potential Damage"],
    ["RA", "2017", "fr", "Loi RA"],
  ] as const)("%s under the %s Code in %s: %s", (id, edition, lang, heading) => {
    expect(lawHeading(id, edition, lang)).toBe(heading);
  });

  it("the French messages cite the Laws as the FFB does (Loi 68D)", () => {
    expect(describe({ _tag: "NoTrickLeft", law: "68D" }, "fr")).toMatch(/^Loi 68D : /);
  });

  it("messages in English and French; Portuguese and Norwegian have their Law titles only", () => {
    expect(LAW_LANGS.filter(hasMessages)).toEqual(["en", "fr"]);
  });

  test.prop([
    fc.constantFrom(...LAW_LANGS),
    fc.integer({ min: 1, max: 93 }),
    fc.constantFrom("2007", "2017"),
  ])("a heading starts with the Law's reference in its language", (lang, n, edition) => {
    expect(lawHeading(String(n), edition, lang).startsWith(`${lawRef(String(n), lang)} – `)).toBe(true);
  });
});

group("an application's texts (textsOf)", () => {
  const text = textsOf({
    en: { dealer: "Dealer: {seat, seat}", tricks: "{n, plural, one {# trick} other {# tricks}}" },
    fr: { dealer: "Donneur : {seat, seat}", tricks: "{n, plural, one {# levée} other {# levées}}" },
  });

  it("written by each language's formatters, plurals by its rules (French one: 0 and 1)", () => {
    expect(text("en", "dealer", { seat: "W" })).toBe("Dealer: West");
    expect(text("fr", "dealer", { seat: "W" })).toBe("Donneur : Ouest");
    expect(text("fr", "tricks", { n: 1 })).toBe("1 levée");
    expect(text("fr", "tricks", { n: 2 })).toBe("2 levées");
    expect(text("fr", "tricks", { n: 0 })).toBe("0 levée");
    expect(text("en", "tricks", { n: 0 })).toBe("0 tricks");
  });
});
