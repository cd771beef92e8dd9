import { describe, expect, it } from "vitest";
import { setUiLang } from "../ui/lang.ts";
import { BIDS, callDone, callName, cardName, typedCall, typedCard } from "./names.ts";

describe("what a player types at the live table", () => {
  it.each([
    ["p", "P"],
    ["Pass", "P"],
    ["x", "X"],
    ["XX", "XX"],
    ["1n", "1NT"],
    ["3nt", "3NT"],
    ["7s", "7S"],
    ["8c", null],
    ["0h", null],
    ["1x", null],
    ["", null],
  ])("a call typed %j reads %j", (text, call) => {
    expect(typedCall(text)).toBe(call);
  });

  it.each([
    ["sa", "SA"],
    ["H10", "HT"],
    ["dt", "DT"],
    ["c2", "C2"],
    ["s1", null],
    ["xa", null],
    ["SAK", null],
  ])("a card typed %j reads %j", (text, card) => {
    expect(typedCard(text)).toBe(card);
  });

  it("names for screen readers begin with what the button shows", () => {
    expect(cardName("HQ")).toBe("queen of hearts");
    expect(cardName("C7")).toBe("7 of clubs");
    expect(cardName("DT")).toBe("10 of diamonds");
    expect(callName("P")).toBe("Pass");
    expect(callName("4S")).toBe("4♠");
    expect(callName("1C")).toBe("1♣");
    expect(callName("3NT")).toBe("3NT");
    expect(callDone("1S")).toBe("You bid 1♠.");
    expect(callDone("P")).toBe("You passed.");
    expect(callDone("X")).toBe("You doubled.");
    expect(BIDS).toHaveLength(35);
    expect(BIDS.map(typedCall)).toEqual(BIDS);
  });

  it("in French (issue 33): the names in French, and what a player types in French notation read back", () => {
    setUiLang("fr");
    try {
      expect(cardName("HQ")).toBe("dame de cœur");
      expect(callName("P")).toBe("Passe");
      expect(callName("X")).toBe("Contre");
      expect(callName("3NT")).toBe("3SA");
      expect(callDone("1S")).toBe("Vous avez annoncé 1♠.");
      expect(callDone("P")).toBe("Vous avez passé.");
      expect(typedCall("passe")).toBe("P");
      expect(typedCall("Contre")).toBe("X");
      expect(typedCall("3SA")).toBe("3NT");
      expect(typedCall("1♠")).toBe("1S");
      expect(typedCall("8♣")).toBe(null);
      expect(typedCard("♠R")).toBe("SK");
      expect(typedCard("♥10")).toBe("HT");
      expect(typedCard("SA")).toBe("SA");
      expect(BIDS.map(typedCall)).toEqual(BIDS);
    } finally {
      setUiLang("en");
    }
  });
});
