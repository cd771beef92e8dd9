import { textsOf } from "@bridgelaw/words";
import { describe, expect, it } from "vitest";
import { browserLang } from "./lang.ts";
import { EN, type TextId } from "./texts/en.ts";
import { FR } from "./texts/fr.ts";

/*
 * Issue 33 points 4 and 5: every heading and label of the app has its French rendering (fr.ts's type makes a
 * missing one a compile error; here each compiles, renders and is not left in English), and the app's language
 * is the first of the browser's it has.
 */

const text = textsOf<TextId>({ en: EN, fr: FR });

describe("the web app's texts", () => {
  it("every text renders in French with every argument written, and is not the English where it has words", () => {
    for (const id of Object.keys(EN) as TextId[]) {
      const params = Object.fromEntries([...EN[id].matchAll(/\{(\w+)/g)].map(([, k]) => [k, 3]));
      const fr = String(text("fr", id, params));
      expect(fr, id).not.toMatch(/undefined|NaN|\[object Object\]/);
      const en = String(text("en", id, params));
      if (/[a-z]{4,} [a-z]{3,}/.test(en)) expect(fr, id).not.toBe(en);
    }
  });

  it("every id of the catalog has its French entry, and French has no id English lacks", () => {
    expect(Object.keys(FR).sort()).toEqual(Object.keys(EN).sort());
    for (const id of Object.keys(EN) as TextId[]) expect(FR[id].trim(), id).not.toBe("");
  });

  it("the same arguments in both languages: what the English writes of its arguments, the French writes too", () => {
    for (const id of Object.keys(EN) as TextId[]) {
      // each argument a number of its own (a select takes its `other` case, a plural writes it with #)
      const names = [...new Set([...EN[id].matchAll(/\{(\w+)/g)].map(([, k]) => k!))];
      const params = Object.fromEntries(names.map((k, i) => [k, 101 + i]));
      const en = String(text("en", id, params));
      const fr = String(text("fr", id, params));
      for (const [k, v] of Object.entries(params))
        if (en.includes(String(v))) expect(fr, `${id}: {${k}}`).toContain(String(v));
    }
  });

  it("plural forms: 1 levée / 2 levées, 0 donne terminée (French counts 0 as one)", () => {
    expect(text("fr", "trickCount", { n: 1 })).toBe(", 1 levée");
    expect(text("fr", "trickCount", { n: 2 })).toBe(", 2 levées");
    expect(text("en", "trickCount", { n: 1 })).toBe(", 1 trick");
    expect(text("fr", "boardsOver", { over: 0, n: 2, state: "open" })).toMatch(/^0 donne terminée sur 2/);
    expect(text("fr", "boardsOver", { over: 2, n: 2, state: "open" })).toMatch(/^2 donnes terminées sur 2/);
    expect(text("fr", "law71B", { n: 2 })).toContain("2 levées concédées");
  });

  it("French typography: a non-breaking space before : ; ? ! and inside the guillemets, never a plain one", () => {
    for (const id of Object.keys(FR) as TextId[]) expect(FR[id], id).not.toMatch(/ [:;?!»]|« /);
    expect(text("fr", "scoreApplies")).toBe("Marque qui s'applique\u00a0: ");
    expect(text("fr", "statement", { text: "x" })).toBe("déclaration\u00a0: «\u00a0x\u00a0»");
  });

  it("the findings, units and statuses the packages name are worded in French, an unknown one as is", () => {
    expect(text("fr", "findingText", { a: "27B1(a)", text: "27B1(a)" })).toMatch(
      /^27B1\(a\)\u00a0: l'enchère/,
    );
    expect(text("fr", "findingText", { a: "not-comparable", text: "not comparable" })).toBe("non comparable");
    expect(text("fr", "findingText", { a: "brand-new", text: "brand new" })).toBe("brand new");
    expect(text("fr", "appealStatus", { status: "not heard" })).toBe("non entendu");
    expect(text("fr", "penaltyStatus", { status: "in force" })).toBe("en vigueur");
    expect(text("fr", "artificial", { level: "average-plus", movement: "no" })).toBe("moyenne plus");
    expect(text("fr", "body", { body: "committee" })).toBe("le comité d'appel");
  });

  it("the browser's languages: the first the app has (fr-FR → fr, no → nb), else English", () => {
    expect(browserLang(["fr-FR", "en-US"])).toBe("fr");
    expect(browserLang(["de-DE", "pt-BR", "fr"])).toBe("pt");
    expect(browserLang(["no"])).toBe("nb");
    expect(browserLang(["de", "it"])).toBe("en");
    expect(browserLang([])).toBe("en");
  });
});
