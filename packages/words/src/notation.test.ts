import { ALL_BIDS, type Call, DECK, TokenParseError } from "@bridgelaw/cards";
import { fc, test } from "@fast-check/vitest";
import { expect, describe as group, it } from "vitest";
import { LANGS } from "./catalog.ts";
import { describe, wordsOf } from "./format.ts";
import { parseCallIn, parseCardIn, parseContractIn } from "./notation.ts";

const CALLS: readonly Call[] = ["P", "X", "XX", ...ALL_BIDS];

group("cards and calls in a language's notation, read back (issue 33)", () => {
  test.prop([fc.constantFrom(...DECK), fc.constantFrom(...LANGS)])(
    "every card: what the language writes parses back to the card",
    (card, lang) => {
      expect(parseCardIn(wordsOf(lang).card(card), lang)).toBe(card);
      // and the log's own token, in every language
      expect(parseCardIn(card, lang)).toBe(card);
    },
  );

  test.prop([fc.constantFrom(...CALLS), fc.constantFrom(...LANGS)])(
    "every call: what the language writes parses back to the call",
    (call, lang) => {
      expect(parseCallIn(wordsOf(lang).call(call), lang)).toBe(call);
      expect(parseCallIn(call, lang)).toBe(call);
    },
  );

  test.prop([fc.constantFrom(...ALL_BIDS), fc.constantFrom("", "X", "XX"), fc.constantFrom(...LANGS)])(
    "every contract: what the language writes parses back to the contract",
    (bid, doubled, lang) => {
      expect(parseContractIn(wordsOf(lang).call(`${bid}${doubled}`), lang)).toBe(`${bid}${doubled}`);
    },
  );

  it.each([
    ["♠R", "SK"],
    ["♥D", "HQ"],
    ["♦V", "DJ"],
    ["♣10", "CT"],
    ["♠a", "SA"],
    [" ♥ 9 ", "H9"],
    ["SK", "SK"],
  ])("French: %s is %s", (text, card) => {
    expect(parseCardIn(text, "fr")).toBe(card);
  });

  it.each([
    ["Passe", "P"],
    ["passe", "P"],
    ["Contre", "X"],
    ["surcontre", "XX"],
    ["XX", "XX"],
    ["3SA", "3NT"],
    ["3 SA", "3NT"],
    ["1♠", "1S"],
    ["7♣", "7C"],
    ["3NT", "3NT"],
  ])("French: %s is the call %s", (text, call) => {
    expect(parseCallIn(text, "fr")).toBe(call);
  });

  it("French contracts: 4♠X, 3SAXX, Passe", () => {
    expect(parseContractIn("4♠X", "fr")).toBe("4SX");
    expect(parseContractIn("3SAXX", "fr")).toBe("3NTXX");
    expect(parseContractIn("Passe", "fr")).toBe("Pass");
    expect(parseContractIn("8♠", "fr")).toBeNull();
  });

  it("what is not a card or a call is refused, its hint as data written in the language", () => {
    const hint = (read: () => unknown, lang: "en" | "fr"): string => {
      try {
        read();
      } catch (e) {
        if (e instanceof TokenParseError) return describe(e.problem, lang);
      }
      return "read";
    };
    expect(hint(() => parseCardIn("♠B", "fr"), "fr")).toMatch(/A R D V 10/);
    expect(hint(() => parseCardIn("♠R", "en"), "en")).toMatch(/A K Q J T/);
    expect(() => parseCallIn("Passe", "en")).toThrow();
    expect(hint(() => parseCallIn("0SA", "fr"), "fr")).toMatch(/Passe, X, XX/);
    // The error names its problem by its id; its words are the hint's (issue 31).
    expect(() => parseCallIn("0SA", "fr")).toThrow('invalid call "0SA" (TokenCallWritten)');
    expect(hint(() => parseCallIn("0SA", "fr"), "en")).toMatch(/expected P, X, XX/);
  });
});
