import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { DECK } from "./cards.ts";
import { parseDeal, SEATS } from "./index.ts";
import { highCardPoints } from "./points.ts";

describe("highCardPoints", () => {
  it("counts ace 4, king 3, queen 2, jack 1 and nothing for the rest", () => {
    const deal = parseDeal("N:AKQJ.AKQJ.AKQJ.A T98.T98.T98.KQJT 765.765.765.9876 432.432.432.5432");
    expect(Object.fromEntries(SEATS.map((s) => [s, highCardPoints(deal[s])]))).toEqual({
      N: 34,
      E: 6,
      S: 0,
      W: 0,
    });
  });

  test.prop([fc.shuffledSubarray([...DECK], { minLength: 52, maxLength: 52 })])(
    "the four hands of any deal hold 40 points between them",
    (cards) => {
      const hands = [0, 1, 2, 3].map((i) => cards.slice(13 * i, 13 * i + 13));
      expect(hands.reduce((n, h) => n + highCardPoints(h), 0)).toBe(40);
    },
  );
});
