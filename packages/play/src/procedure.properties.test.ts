import { DECK, SEATS, type Seat, type Strain, sideOf } from "@bridgelaw/cards";
import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { law64Transfers } from "./laws/64-trick-adjustment.ts";
import { evolvePlay, legalCards } from "./play.ts";
import { inspectTrick, turnCard } from "./procedure.ts";
import { generate, type Setup, start } from "./random-board.ts";

const board = fc
  .record({
    cards: fc.shuffledSubarray([...DECK], { minLength: 52, maxLength: 52 }),
    declarer: fc.constantFrom(...SEATS),
    strain: fc.constantFrom<Strain>("C", "D", "H", "S", "NT"),
    rolls: fc.array(fc.nat(), { minLength: 64, maxLength: 256 }),
  })
  .map(({ cards, declarer, strain, rolls }) => ({
    setup: {
      hands: { N: cards.slice(0, 13), E: cards.slice(13, 26), S: cards.slice(26, 39), W: cards.slice(39) },
      declarer,
      strain,
      edition: "2017",
    } as Setup,
    rolls,
  }));

describe("invariants of the table procedure (Laws 65, 66) and of Law 64 with credited tricks", () => {
  test.prop([board], { numRuns: 60 })(
    "65B, 66: turning and inspecting cards never changes a trick, its winner or the tricks won; misoriented iff not as 65B says",
    ({ setup, rolls }) => {
      let p = start(setup);
      let position = 10;
      let roll = 0;
      const orientations = ["partner", "opponents"] as const;
      while (!p.ended && p.turn !== null) {
        const seat: Seat = p.turn;
        const legal = legalCards(p, seat);
        const card = legal[(rolls[roll++ % rolls.length] ?? 0) % legal.length]!;
        const before = p.tricks.length;
        position += 1;
        p = evolvePlay(p, { type: "CardPlayed", seat, card }, position);
        if (p.tricks.length === before) continue;
        const won = p.tricksWon;
        const t = p.tricks.at(-1)!;
        for (const s of SEATS) {
          const toward = orientations[(rolls[roll++ % rolls.length] ?? 0) % 2]!;
          position += 1;
          p = turnCard(p, s, undefined, toward, position);
          const turned = p.arrangement.turned.at(-1)!;
          expect(turned.misoriented).toBe((sideOf(t.winner!) === sideOf(s)) !== (toward === "partner"));
        }
        position += 1;
        p = inspectTrick(p, setup.declarer, {}, position);
        expect(p.tricksWon).toEqual(won);
        expect(p.tricks.at(-1)).toEqual(t);
      }
      expect(p.ended).toBe(true);
      expect(p.arrangement.turned.filter((x) => x.leftFaceUp)).toEqual([]);
    },
  );
  test.prop([board, fc.nat({ max: 13 }), fc.nat({ max: 13 })], { numRuns: 60 })(
    "64A: tricks a claim credited never lower a transfer, which stays 0…2",
    ({ setup, rolls }, ns, ew) => {
      const { end } = generate(setup, rolls);
      const plain = law64Transfers(end).results;
      const credited = law64Transfers({ ...end, credited: { NS: ns, EW: ew } }).results;
      for (const [r, res] of credited) {
        expect(res.tricks).toBeGreaterThanOrEqual(plain.get(r)?.tricks ?? 0);
        expect(res.tricks).toBeLessThanOrEqual(2);
      }
    },
  );
});
