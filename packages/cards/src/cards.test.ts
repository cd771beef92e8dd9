import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import {
  ALL_BIDS,
  callDisplay,
  compareBids,
  DECK,
  formatContract,
  formatDeal,
  isSufficient,
  isVulnerable,
  lho,
  parseCall,
  parseCard,
  parseContract,
  parseDeal,
  parseVulnerability,
  partner,
  rho,
  SEATS,
  sideOf,
  TokenParseError,
  tokenProblemText,
} from "./index.ts";

describe("seats (Law 17C rotation)", () => {
  it("lho is the next seat clockwise, rho the previous, partner opposite", () => {
    expect(SEATS.map(lho)).toEqual(["E", "S", "W", "N"]);
    expect(SEATS.map(rho)).toEqual(["W", "N", "E", "S"]);
    expect(SEATS.map(partner)).toEqual(["S", "W", "N", "E"]);
    expect(SEATS.map(sideOf)).toEqual(["NS", "EW", "NS", "EW"]);
  });
  test.prop([fc.constantFrom(...SEATS)])("partner is lho twice and the same side; rho undoes lho", (s) => {
    expect(lho(lho(s))).toBe(partner(s));
    expect(rho(lho(s))).toBe(s);
    expect(sideOf(partner(s))).toBe(sideOf(s));
    expect(sideOf(lho(s))).not.toBe(sideOf(s));
  });
});

describe("card tokens", () => {
  it("the deck has 52 distinct cards", () => {
    expect(new Set(DECK).size).toBe(52);
  });
  test.prop([fc.constantFrom(...DECK)])("every card token round-trips", (c) => {
    expect(parseCard(c)).toBe(c);
    expect(parseCard(c.toLowerCase())).toBe(c);
  });
  it("accepts 10 for the ten and refuses nonsense with a typed error", () => {
    expect(parseCard("H10")).toBe("HT");
    expect(() => parseCard("ZZ")).toThrow(TokenParseError);
    expect(() => parseCard("S1")).toThrow(/invalid card "S1"/);
  });
});

describe("call tokens (Laws 18, 19)", () => {
  test.prop([fc.constantFrom(...ALL_BIDS, "P", "X", "XX")])("every call token round-trips", (c) => {
    expect(parseCall(c)).toBe(c);
  });
  it("accepts PBN spellings", () => {
    expect(parseCall("Pass")).toBe("P");
    expect(parseCall("1N")).toBe("1NT");
    expect(parseCall("8C")).toBe("8C");
    expect(() => parseCall("0C")).toThrow(TokenParseError);
    expect(() => parseCall("1Z")).toThrow(TokenParseError);
    expect(callDisplay("4S")).toBe("4♠");
  });
  it("18B: bids are ordered by level then C < D < H < S < NT", () => {
    const sorted = [...ALL_BIDS].sort(compareBids);
    expect(sorted).toEqual(ALL_BIDS);
    expect(isSufficient("1NT", "1S")).toBe(true);
    expect(isSufficient("1S", "1NT")).toBe(false);
    expect(isSufficient("2C", "1NT")).toBe(true);
    expect(isSufficient("1C", null)).toBe(true);
  });
});

describe("PBN deal strings", () => {
  const text = "N:AKQ2.KJ5.T98.A43 JT9.AQ8.765.KQJ2 876.T9432.AKQ.T9 543.76.J432.8765";
  it("parses and formats a deal from any first seat", () => {
    const deal = parseDeal(text);
    expect(deal.N).toHaveLength(13);
    expect(deal.E[0]).toBe("SJ");
    expect(formatDeal(deal)).toBe(text);
    const fromEast = formatDeal(deal, "E");
    expect(fromEast.startsWith("E:JT9.AQ8.765.KQJ2 ")).toBe(true);
    expect(parseDeal(fromEast)).toEqual(deal);
  });
  it("parses an unknown hand as empty and names the offset of a bad rank", () => {
    expect(parseDeal("S:- - - AKQJT98765432...").E).toHaveLength(13);
    try {
      parseDeal("N:AKQ2.KJ5.T98.A4Z JT9.AQ8.765.KQJ2 876.T9432.AKQ.T9 543.76.J432.8765");
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(TokenParseError);
      expect((e as TokenParseError).position).toBe(17);
    }
    expect(() => parseDeal("X:...")).toThrow(TokenParseError);
    // The problem as data; its English is tokenProblemText's (the error builds no sentence: issue 31).
    try {
      parseDeal("N:AKQ.2 3 4 5");
      expect.unreachable();
    } catch (e) {
      expect((e as TokenParseError).problem).toEqual({ _tag: "TokenHandSuits", hand: "AKQ.2" });
      expect(tokenProblemText((e as TokenParseError).problem)).toMatch(/four suits/);
      expect((e as TokenParseError).message).toBe(
        'invalid deal "N:AKQ.2 3 4 5" (TokenHandSuits, hand: "AKQ.2")',
      );
    }
  });
});

describe("contracts and vulnerability tokens", () => {
  it("formats and parses contracts, Pass for a passed-out board", () => {
    expect(formatContract({ level: 4, strain: "S", doubling: "X", declarer: "S" })).toBe("4SX");
    expect(formatContract(null)).toBe("Pass");
    expect(parseContract("7NTXX", "W")).toEqual({ level: 7, strain: "NT", doubling: "XX", declarer: "W" });
    expect(parseContract("Pass", null)).toBeNull();
    expect(() => parseContract("8S", "N")).toThrow(TokenParseError);
  });
  it("reads PBN vulnerability synonyms", () => {
    expect(["None", "Love", "-", "NS", "EW", "All", "Both"].map(parseVulnerability)).toEqual([
      "None",
      "None",
      "None",
      "NS",
      "EW",
      "All",
      "All",
    ]);
    expect(isVulnerable("NS", "S")).toBe(true);
    expect(isVulnerable("NS", "E")).toBe(false);
    expect(() => parseVulnerability("Some")).toThrow(TokenParseError);
  });
});
