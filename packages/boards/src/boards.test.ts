import { type Card, DECK, type Deal, formatDeal, parseDeal, SEATS } from "@bridgelaw/cards";
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import {
  assertValidDeal,
  BoardNumberError,
  boardConditions,
  dealerOf,
  dealFromSeed,
  dealPack,
  fnv1a64,
  InvalidDealError,
  incorrectCountLaw,
  parseValidDeal,
  SplitMix64,
  seededBoard,
  shuffledPack,
  validateDeal,
  vulnerabilityOf,
} from "./index.ts";

/** Law 2, boards 1–16, typed out from the Law's table. */
const LAW_2_TABLE = [
  [1, "N", "None"],
  [2, "E", "NS"],
  [3, "S", "EW"],
  [4, "W", "All"],
  [5, "N", "NS"],
  [6, "E", "EW"],
  [7, "S", "All"],
  [8, "W", "None"],
  [9, "N", "EW"],
  [10, "E", "All"],
  [11, "S", "None"],
  [12, "W", "NS"],
  [13, "N", "All"],
  [14, "E", "None"],
  [15, "S", "NS"],
  [16, "W", "EW"],
] as const;

/** Fixed seed → deal vectors (also in the README): a re-implementation of Law 6 dealing checks itself here. */
const SEED_VECTORS = [
  ["bridgelaw", 1, "N:KT52.JT.T53.KJ82 6.8543.AKJ942.T7 Q9843.Q72.876.A4 AJ7.AK96.Q.Q9653"],
  ["bridgelaw", 2, "N:742.J872.Q9743.6 AKT3.64.J.AKJT97 J8.93.AKT8652.32 Q965.AKQT5..Q854"],
  ["bridgelaw", 16, "N:Q63.AQ98532..J73 A92.KT.A97.AKT82 KJT875.7.JT4.Q96 4.J64.KQ86532.54"],
  ["club 2026-11-22", 7, "N:KT9.K93.AQ92.T53 7.QJT85.JT653.72 QJ843.72.4.KQJ98 A652.A64.K87.A64"],
  ["", 1, "N:J953.4.A9.Q86542 K82.KJ3.KJ7532.3 A.A872.Q864.KJ97 QT764.QT965.T.AT"],
] as const;

const VALID = "N:AKQ2.KJ5.T98.A43 JT9.AQ8.765.KQJ2 876.T9432.AKQ.T9 543.76.J432.8765";

describe("Law 2: dealer and vulnerability", () => {
  it.each(LAW_2_TABLE)("2: board %i is dealt by %s, vulnerability %s", (board, dealer, vul) => {
    expect(dealerOf(board)).toBe(dealer);
    expect(vulnerabilityOf(board)).toBe(vul);
    expect(boardConditions(board)).toEqual({ board, dealer, vulnerability: vul });
  });

  test.prop([fc.integer({ min: 1, max: 10_000 })])(
    "2: Law 2 for boards 1–10,000 equals the table (period 16)",
    (board) => {
      const [, dealer, vul] = LAW_2_TABLE[(board - 1) % 16]!;
      expect(dealerOf(board)).toBe(dealer);
      expect(vulnerabilityOf(board)).toBe(vul);
    },
  );

  it("2: every board 1–10,000 equals the table row of its position in the 16-board cycle", () => {
    for (let board = 1; board <= 10_000; board += 1) {
      const [, dealer, vul] = LAW_2_TABLE[(board - 1) % 16]!;
      expect(dealerOf(board)).toBe(dealer);
      expect(vulnerabilityOf(board)).toBe(vul);
    }
  });

  it("2: in boards 1–16 each dealer and each vulnerability occur 4 times, each pair once", () => {
    const dealers = new Map<string, number>();
    const vuls = new Map<string, number>();
    const pairs = new Set<string>();
    for (let b = 1; b <= 16; b += 1) {
      const { dealer, vulnerability } = boardConditions(b);
      dealers.set(dealer, (dealers.get(dealer) ?? 0) + 1);
      vuls.set(vulnerability, (vuls.get(vulnerability) ?? 0) + 1);
      pairs.add(`${dealer}/${vulnerability}`);
    }
    expect([...dealers.values()]).toEqual([4, 4, 4, 4]);
    expect([...vuls.values()]).toEqual([4, 4, 4, 4]);
    expect(pairs.size).toBe(16);
  });

  test.prop([fc.integer({ min: 1, max: 1_000_000 })])("2: the dealer has period 4", (b) => {
    expect(dealerOf(b + 4)).toBe(dealerOf(b));
    expect(vulnerabilityOf(b + 16)).toBe(vulnerabilityOf(b));
  });

  it.each([
    [0, /start at 1/],
    [-1, /start at 1/],
    [-16, /start at 1/],
    [1.5, /integer/],
    [Number.NaN, /must be a number/],
    [Number.POSITIVE_INFINITY, /integer/],
    [2 ** 53, /integer/],
  ])("2: board %s is rejected with a typed BoardNumberError", (board, reason) => {
    for (const f of [dealerOf, vulnerabilityOf, boardConditions, (b: number) => dealFromSeed("s", b)]) {
      try {
        f(board);
        expect.unreachable();
      } catch (e) {
        expect(e).toBeInstanceOf(BoardNumberError);
        expect((e as BoardNumberError)._tag).toBe("BoardNumberError");
        expect((e as BoardNumberError).reason).toMatch(reason);
      }
    }
  });

  it("2: a board number given as a string is rejected", () => {
    expect(() => dealerOf("3" as unknown as number)).toThrow(BoardNumberError);
  });
});

describe("Laws 7, 13, 14: deal validation", () => {
  it("7: a valid deal passes", () => {
    expect(validateDeal(parseDeal(VALID))).toEqual({ ok: true });
    expect(() => assertValidDeal(parseDeal(VALID))).not.toThrow();
    expect(formatDeal(parseValidDeal(VALID))).toBe(VALID);
    expect(incorrectCountLaw(parseDeal(VALID))).toBeNull();
  });

  const move = (deal: Deal, card: Card, to: "N" | "E" | "S" | "W"): Deal => {
    const out = { N: [...deal.N], E: [...deal.E], S: [...deal.S], W: [...deal.W] };
    for (const s of SEATS) out[s] = out[s].filter((c) => c !== card);
    out[to].push(card);
    return out;
  };
  const base = parseDeal(VALID);

  it.each([
    {
      name: "13: a card moved from North to East (14 and 12 cards)",
      deal: move(base, "SA", "E"),
      errors: [
        { _tag: "WrongCardCount", seat: "N", count: 12 },
        { _tag: "WrongCardCount", seat: "E", count: 14 },
      ],
      law: "13",
    },
    {
      name: "14: a card missing from South",
      deal: { ...base, S: base.S.filter((c) => c !== "HT") },
      errors: [
        { _tag: "WrongCardCount", seat: "S", count: 12 },
        { _tag: "MissingCard", card: "HT" },
      ],
      law: "14",
    },
    {
      name: "13: a duplicated card in West (surplus card, 13C)",
      deal: { ...base, W: [...base.W, "SA"] as Card[] },
      errors: [
        { _tag: "WrongCardCount", seat: "W", count: 14 },
        { _tag: "DuplicateCard", card: "SA", seats: ["N", "W"] },
      ],
      law: "13",
    },
    {
      name: "7: a card twice in one hand, another missing (counts right)",
      deal: { ...base, N: [...base.N.filter((c) => c !== "C3"), "SA"] as Card[] },
      errors: [
        { _tag: "DuplicateCard", card: "SA", seats: ["N", "N"] },
        { _tag: "MissingCard", card: "C3" },
      ],
      law: null,
    },
    {
      name: "14: an empty deal (every hand 0, every card missing)",
      deal: { N: [], E: [], S: [], W: [] },
      errors: [
        ...SEATS.map((seat) => ({ _tag: "WrongCardCount", seat, count: 0 })),
        ...DECK.map((card) => ({ _tag: "MissingCard", card })),
      ],
      law: "14",
    },
  ])("$name", ({ deal, errors, law }) => {
    const result = validateDeal(deal);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject(errors);
    expect(result.errors).toHaveLength(errors.length);
    for (const e of result.errors) expect(e.reason.length).toBeGreaterThan(10);
    expect(incorrectCountLaw(deal)).toBe(law);
    try {
      assertValidDeal(deal);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(InvalidDealError);
      expect((e as InvalidDealError)._tag).toBe("InvalidDealError");
      expect((e as InvalidDealError).errors).toEqual(result.errors);
      expect((e as InvalidDealError).message).not.toContain("\n");
    }
  });

  it("7: reasons are readable", () => {
    const r = validateDeal(move(base, "SA", "E"));
    expect(r.ok ? [] : r.errors.map((e) => e.reason)).toEqual([
      "North holds 12 cards, not 13 (Law 7B2; Law 14)",
      "East holds 14 cards, not 13 (Law 7B2; Law 13)",
    ]);
    const d = validateDeal({ ...base, W: [...base.W, "SA"] as Card[] });
    expect(d.ok ? [] : d.errors.map((e) => e.reason)).toContain("SA is found 2 times (North, West) (Law 1A)");
  });

  it("7: parseValidDeal refuses a deal that parses but is not valid", () => {
    expect(() =>
      parseValidDeal("N:AKQ2.KJ5.T98.A43 JT9.AQ8.765.KQJ2 876.T9432.AKQ.T9 543.76.J432.876"),
    ).toThrow(InvalidDealError);
    expect(() =>
      parseValidDeal("N:AKQ2.KJ5.T98.A43 JT9.AQ8.765.KQJ2 876.T9432.AKQ.T9 543.76.J432.876"),
    ).toThrow(/South|West/);
  });
});

describe("Law 6: seeded deals", () => {
  it("6: the hash and the generator match their published reference values", () => {
    expect(fnv1a64("").toString(16)).toBe("cbf29ce484222325");
    expect(fnv1a64("a").toString(16)).toBe("af63dc4c8601ec8c");
    expect(fnv1a64("foobar").toString(16)).toBe("85944171f73967e8");
    const r = new SplitMix64(1234567n);
    expect(r.next()).toBe(6457827717110365317n);
  });

  it.each(SEED_VECTORS)("6: seed %j board %i deals %s", (seed, board, text) => {
    expect(formatDeal(dealFromSeed(seed, board))).toBe(text);
  });

  it("6: the board defaults to 1", () => {
    expect(dealFromSeed("bridgelaw")).toEqual(dealFromSeed("bridgelaw", 1));
  });

  test.prop([fc.string(), fc.integer({ min: 1, max: 100_000 })])(
    "6: random seeded deals are valid (52 distinct cards, 13 a hand)",
    (seed, board) => {
      const deal = dealFromSeed(seed, board);
      expect(validateDeal(deal)).toEqual({ ok: true });
      for (const s of SEATS) expect(deal[s]).toHaveLength(13);
      expect(new Set(SEATS.flatMap((s) => deal[s])).size).toBe(52);
    },
  );

  test.prop([fc.string(), fc.integer({ min: 1, max: 100_000 })])(
    "6: the same seed and board give the same deal",
    (seed, board) => {
      expect(formatDeal(dealFromSeed(seed, board))).toBe(formatDeal(dealFromSeed(seed, board)));
    },
  );

  test.prop([fc.string(), fc.integer({ min: 1, max: 1000 })])(
    "6B: dealing starts with the dealer's LHO, one card at a time clockwise",
    (seed, board) => {
      const pack = shuffledPack(seed, board);
      expect([...pack].sort()).toEqual([...DECK].sort());
      const b = seededBoard(seed, board);
      const order = SEATS.map((_, i) => SEATS[(SEATS.indexOf(b.dealer) + 1 + i) % 4]!);
      pack.forEach((card, k) => {
        expect(b.deal[order[k % 4]!]).toContain(card);
      });
      expect(dealPack(pack, b.dealer)).toEqual(b.deal);
    },
  );

  it("6A: different boards of one seed give different deals", () => {
    const deals = new Set(Array.from({ length: 32 }, (_, i) => formatDeal(dealFromSeed("set", i + 1))));
    expect(deals.size).toBe(32);
  });

  it("6A: the shuffle is not biased in an obvious way (position of the ace of spades over 5,200 packs)", () => {
    const counts = new Array<number>(52).fill(0);
    for (let b = 1; b <= 5200; b += 1) counts[shuffledPack("uniformity", b).indexOf("SA")]! += 1;
    // expected 100 per position; a chi-square with 51 degrees of freedom stays far below 110 (p < 1e-6)
    const chi2 = counts.reduce((acc, c) => acc + (c - 100) ** 2 / 100, 0);
    expect(chi2).toBeLessThan(110);
  });

  it("6: the generator's bounded draw refuses impossible bounds", () => {
    const r = new SplitMix64(1n);
    expect(() => r.below(0)).toThrow(RangeError);
    expect(() => r.below(1.5)).toThrow(RangeError);
    expect(r.below(1)).toBe(0);
  });
});
