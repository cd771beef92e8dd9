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

  it("the browser's languages: the first the app has (fr-FR → fr, no → nb), else English", () => {
    expect(browserLang(["fr-FR", "en-US"])).toBe("fr");
    expect(browserLang(["de-DE", "pt-BR", "fr"])).toBe("pt");
    expect(browserLang(["no"])).toBe("nb");
    expect(browserLang(["de", "it"])).toBe("en");
    expect(browserLang([])).toBe("en");
  });
});
