import { type Card, DECK, SEATS, type Seat, STRAINS, type Strain, suitOf } from "@bridgelaw/cards";
import { fc, test } from "@fast-check/vitest";
import { expect } from "vitest";
import { legalCards, playCard } from "./play.ts";
import type { Position } from "./position.ts";
import { tricksFor } from "./solve.ts";

const RANK = new Map<Card, number>(DECK.map((c, i) => [c, 13 - (i % 13)]));
const beats = (a: Card, b: Card, trumps: Strain): boolean =>
  suitOf(a) === suitOf(b) ? RANK.get(a)! > RANK.get(b)! : suitOf(a) === trumps;
const naiveNS = (position: Position): number => {
  const memo = new Map<string, number>();
  const rec = (hands: Card[][], trick: Card[], leader: number): number => {
    if (trick.length === 0) {
      if (hands.every((h) => h.length === 0)) return 0;
      const key = `${leader}|${hands.map((h) => h.join("")).join("/")}`;
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
    const max = seat % 2 === 0;
    let best = max ? -1 : 99;
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
      best = max ? Math.max(best, v) : Math.min(best, v);
    }
    return best;
  };
  return rec(
    SEATS.map((s) => [...position.hands[s]]),
    [...position.trick],
    SEATS.indexOf(position.leader),
  );
};
const endings = fc
  .record({
    n: fc.integer({ min: 3, max: 6 }),
    cards: fc.shuffledSubarray([...DECK], { minLength: 28, maxLength: 28 }),
    trumps: fc.constantFrom<Strain>(...STRAINS),
    leader: fc.constantFrom<Seat>(...SEATS),
    plays: fc.array(fc.nat(), { maxLength: 3 }),
    bias: fc.constantFrom(0, 1, 2),
  })
  .map(({ n, cards, trumps, leader, plays, bias }): Position => {
    // bias: sort cards so suits concentrate (voids), making trumps/ruffs common
    const cs =
      bias === 0
        ? cards
        : bias === 1
          ? [...cards].sort()
          : [...cards].sort((a, b) => (a[1]! < b[1]! ? -1 : 1));
    const hands = { N: [], E: [], S: [], W: [] } as Record<Seat, Card[]>;
    SEATS.forEach((s, i) => {
      hands[s] = bias === 0 ? cs.slice(i * n, (i + 1) * n) : cs.filter((_, j) => j % 4 === i).slice(0, n);
    });
    let pos: Position = { hands, trumps, leader, trick: [] };
    for (const pick of plays) {
      const legal = legalCards(pos);
      pos = playCard(pos, legal[pick % legal.length]!);
      if (pos.trick.length === 0) break;
    }
    return pos;
  });
test.prop([endings], { numRuns: 1500 })(
  "stress",
  (pos) => {
    expect(tricksFor(pos, "NS")).toBe(naiveNS(pos));
  },
  900_000,
);
