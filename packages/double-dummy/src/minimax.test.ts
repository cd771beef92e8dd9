import { type Card, DECK, SEATS, type Seat, STRAINS, type Strain, sideOf, suitOf } from "@bridgelaw/cards";
import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { createEngine } from "./engine.ts";
import { bestLines } from "./lines.ts";
import { legalCards, playCard } from "./play.ts";
import type { Position } from "./position.ts";
import { nsTricks, solve, tricksFor } from "./solve.ts";

// An independent, naive double-dummy solver: plain minimax over every legal card, memoised at trick
// boundaries by the exact remaining cards. Ranks are compared through the deck order.
const RANK = new Map<Card, number>(DECK.map((c, i) => [c, 13 - (i % 13)]));
const beats = (a: Card, b: Card, trumps: Strain): boolean =>
  suitOf(a) === suitOf(b) ? RANK.get(a)! > RANK.get(b)! : suitOf(a) === trumps;

const naiveNS = (position: Position): number => {
  const memo = new Map<string, number>();
  const seats = SEATS;
  const rec = (hands: Card[][], trick: Card[], leader: number): number => {
    if (trick.length === 0) {
      if (hands.every((h) => h.length === 0)) return 0;
      const key = `${leader}|${hands.map((h) => [...h].sort().join("")).join("/")}`;
      const hit = memo.get(key);
      if (hit !== undefined) return hit;
      const v = turn(hands, trick, leader);
      memo.set(key, v);
      return v;
    }
    return turn(hands, trick, leader);
  };
  const turn = (hands: Card[][], trick: Card[], leader: number): number => {
    const seat = (leader + trick.length) % 4;
    const hand = hands[seat]!;
    const led = trick.length > 0 ? suitOf(trick[0]!) : undefined;
    const follow = hand.filter((c) => suitOf(c) === led);
    const legal = follow.length > 0 ? follow : hand;
    const maximise = seat % 2 === 0;
    let best = maximise ? -1 : 99;
    for (const card of legal) {
      const next = hands.map((h, i) => (i === seat ? h.filter((c) => c !== card) : h));
      const played = [...trick, card];
      let v: number;
      if (played.length === 4) {
        let w = 0;
        for (let i = 1; i < 4; i++) if (beats(played[i]!, played[w]!, position.trumps)) w = i;
        const winner = (leader + w) % 4;
        v = (winner % 2 === 0 ? 1 : 0) + rec(next, [], winner);
      } else v = rec(next, played, leader);
      best = maximise ? Math.max(best, v) : Math.min(best, v);
    }
    return best;
  };
  return rec(
    seats.map((s) => [...position.hands[s]]),
    [...position.trick],
    seats.indexOf(position.leader),
  );
};

/** Random endings: up to five cards a hand, any trumps and leader, then up to three cards of the trick played. */
const endings = fc
  .record({
    n: fc.integer({ min: 1, max: 5 }),
    cards: fc.shuffledSubarray([...DECK], { minLength: 20, maxLength: 20 }),
    trumps: fc.constantFrom<Strain>(...STRAINS),
    leader: fc.constantFrom<Seat>(...SEATS),
    plays: fc.array(fc.nat(), { maxLength: 3 }),
  })
  .map(({ n, cards, trumps, leader, plays }): Position => {
    const hands = { N: [], E: [], S: [], W: [] } as Record<Seat, Card[]>;
    SEATS.forEach((s, i) => {
      hands[s] = cards.slice(i * n, (i + 1) * n);
    });
    let pos: Position = { hands, trumps, leader, trick: [] };
    for (const pick of plays) {
      const legal = legalCards(pos);
      pos = playCard(pos, legal[pick % legal.length]!);
      if (pos.trick.length === 0) break;
    }
    return pos;
  });

describe("the solver against a naive minimax", () => {
  test.prop([endings], { numRuns: 300 })(
    "tricksFor equals a naive minimax on random endings of up to 5 cards a hand (300 endings)",
    (pos) => {
      const want = naiveNS(pos);
      expect(tricksFor(pos, "NS")).toBe(want);
      const s = solve(pos);
      expect(s.NS + s.EW).toBe(pos.hands[pos.leader].length + (pos.trick.length > 0 ? 1 : 0));
      expect(s.tricks).toBe(s[s.side]);
    },
    60_000,
  );

  const plain = createEngine({ quickTricks: false, table: false, redundancy: false });
  test.prop([endings], { numRuns: 100 })(
    "every pruning switched off gives the same count",
    (pos) => {
      expect(nsTricks(pos, plain).ns).toBe(naiveNS(pos));
    },
    60_000,
  );

  test.prop([endings], { numRuns: 100 })(
    "bestLines plays to the end and each card keeps the double-dummy value",
    (pos) => {
      const { line, NS } = bestLines(pos);
      let p = pos;
      let won = 0;
      for (const card of line) {
        const before = p;
        p = playCard(p, card);
        if (before.trick.length === 3 && sideOf(p.leader) === "NS") won++;
        expect(won + naiveNS(p)).toBe(NS);
      }
      expect(SEATS.every((s) => p.hands[s].length === 0)).toBe(true);
    },
    60_000,
  );
});
