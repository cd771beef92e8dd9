import { describe, expect, it } from "vitest";
import { requestLang } from "./language.ts";

describe("the language of a request (Accept-Language)", () => {
  it("the client's first choice the messages have, by weight; English by default", () => {
    expect(requestLang(undefined)).toBe("en");
    expect(requestLang("")).toBe("en");
    expect(requestLang("fr")).toBe("fr");
    expect(requestLang("fr-FR,fr;q=0.9,en;q=0.8")).toBe("fr");
    expect(requestLang("en-GB,en;q=0.9,fr;q=0.8")).toBe("en");
    expect(requestLang("de-DE,fr;q=0.7,en;q=0.5")).toBe("fr");
    expect(requestLang("en;q=0.2,fr;q=0.9")).toBe("fr");
    expect(requestLang("pt-BR,nb")).toBe("en");
    expect(requestLang("fr;q=0")).toBe("en");
    expect(requestLang("*")).toBe("en");
  });
});
