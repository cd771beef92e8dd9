import { DECK, SEATS, type Strain, sideOf } from "@bridgelaw/cards";
import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import { finalTricks, legalCards } from "./play.ts";
import { apply, generate, replay, type Setup, start } from "./random-board.ts";
import type { Edition } from "./state.ts";

const board = fc
  .record({
    cards: fc.shuffledSubarray([...DECK], { minLength: 52, maxLength: 52 }),
    declarer: fc.constantFrom(...SEATS),
    strain: fc.constantFrom<Strain>("C", "D", "H", "S", "NT"),
    edition: fc.constantFrom<Edition>("2017", "2007"),
    rolls: fc.array(fc.nat(), { minLength: 64, maxLength: 256 }),
  })
  .map(({ cards, declarer, strain, edition, rolls }) => ({
    setup: {
      hands: { N: cards.slice(0, 13), E: cards.slice(13, 26), S: cards.slice(26, 39), W: cards.slice(39) },
      declarer,
      strain,
      edition,
    } as Setup,
    rolls,
  }));

describe("invariants of the play with random irregularities", () => {
  test.prop([board], { numRuns: 150 })(
    "44, 64: random revokes, leads out of turn and exposed cards: the engine never throws, 13 tricks, each card once",
    ({ setup, rolls }) => {
      const { end } = generate(setup, rolls);
      expect(end.ended).toBe(true);
      expect(end.tricks).toHaveLength(13);
      const played = end.tricks.flatMap((t) => t.cards.map((c) => c.card));
      expect(played).toHaveLength(52);
      expect(new Set(played).size).toBe(52);
      for (const t of end.tricks) {
        expect(new Set(t.cards.map((c) => c.seat)).size).toBe(4);
        expect(t.cards[0]!.seat).toBe(t.leader);
      }
      expect(SEATS.every((s) => end.hands[s].length === 0)).toBe(true);
      expect(end.penaltyCards).toEqual([]);
    },
  );
  test.prop([board], { numRuns: 150 })(
    "64A, 64B: transfers never exceed the offending side's tricks from the revoke trick on; totals stay within 0…13",
    ({ setup, rolls }) => {
      const { end } = generate(setup, rolls);
      const fin = finalTricks(end);
      expect(fin.NS + fin.EW).toBe(13);
      expect(fin.NS).toBeGreaterThanOrEqual(0);
      expect(fin.EW).toBeGreaterThanOrEqual(0);
      for (const t of end.transfers) {
        expect(t.tricks).toBeGreaterThan(0);
        expect(t.tricks).toBeLessThanOrEqual(2);
        const r = end.revokes.find((x) => x.position === t.revoke)!;
        const wonFrom = end.tricks.filter((k) => k.number >= r.trick && sideOf(k.winner!) === t.from).length;
        expect(t.tricks).toBeLessThanOrEqual(wonFrom);
        expect(t.to).not.toBe(t.from);
      }
      for (const side of ["NS", "EW"] as const) {
        const out = end.transfers.filter((t) => t.from === side).reduce((n, t) => n + t.tricks, 0);
        const first = Math.min(...end.revokes.filter((r) => sideOf(r.offender) === side).map((r) => r.trick));
        const won = end.tricks.filter((k) => k.number >= first && sideOf(k.winner!) === side).length;
        expect(out).toBeLessThanOrEqual(won);
        // 64A: tricks move from the offending side to the other only.
        const into = end.transfers.filter((t) => t.to === side).reduce((n, t) => n + t.tricks, 0);
        expect(fin[side]).toBe(end.tricksWon[side] - out + into);
      }
    },
  );
  test.prop([board], { numRuns: 150 })(
    "62, 63: an unestablished revoke that is corrected transfers nothing; statuses only move forward",
    ({ setup, rolls }) => {
      const { end } = generate(setup, rolls);
      for (const r of end.revokes) {
        if (r.status === "corrected" && r.asIfEstablishedFrom === undefined) {
          expect(end.transfers.some((t) => t.revoke === r.position)).toBe(false);
        }
        if (r.transfer !== undefined && r.transfer > 0) expect(r.attention).toBeDefined();
        expect(["committed", "corrected", "established", "rectified"]).toContain(r.status);
      }
      // Only a revoke on trick 13 (possible after a defective trick) is never established by a later play.
      expect(end.revokes.some((r) => r.status === "committed" && r.trick < 13)).toBe(false);
    },
  );
  test.prop([board], { numRuns: 150 })(
    "67, 45E: with defective tricks and fifth cards too, the engine never throws and every card is in one place",
    ({ setup, rolls }) => {
      const { end } = generate(setup, rolls, { defective: true });
      const tricks = [
        ...end.tricks,
        ...(end.current ? [end.current] : []),
        ...(end.stash ? [end.stash] : []),
      ];
      const all = [
        ...SEATS.flatMap((s) => end.hands[s]),
        ...tricks.flatMap((t) => [...t.cards, ...(t.extra ?? [])].map((c) => c.card)),
      ];
      expect(all).toHaveLength(52);
      expect(new Set(all).size).toBe(52);
    },
  );
  test.prop([board, fc.nat()], { numRuns: 60 })(
    "45E (45C1): a second card to the trick in progress moves no card, nor the turn; a defender's is a penalty card, never a 57A option",
    ({ setup, rolls }, pick) => {
      const { facts } = generate(setup, rolls);
      let p = start(setup);
      facts.forEach((f, i) => {
        p = apply(p, f, i + 1);
        const current = p.current;
        if (current === null || current.cards.length === 0 || p.defective !== null) return;
        const mine = current.cards[(pick + i) % current.cards.length]!;
        const hand = p.hands[mine.seat];
        if (hand.length === 0) return;
        const card = hand[(pick + i) % hand.length]!;
        const after = apply(p, { kind: "card", seat: mine.seat, card, trick: current.number }, 100_000 + i);
        expect(after.current?.cards).toEqual(current.cards);
        expect(after.turn).toBe(p.turn);
        for (const s of SEATS) expect(after.hands[s]).toEqual(p.hands[s]);
        expect(after.pending.filter((o) => o.law === "57A")).toEqual(
          p.pending.filter((o) => o.law === "57A"),
        );
        const revoked = p.revokes.some((r) => r.position === mine.position && r.status === "committed");
        const defender = mine.seat !== p.declarer && mine.seat !== p.dummy;
        if (defender && !revoked)
          expect(after.penaltyCards.some((pc) => pc.seat === mine.seat && pc.card === card)).toBe(true);
        else expect(after.penaltyCards).toEqual(p.penaltyCards);
      });
    },
  );
  test.prop([board], { numRuns: 60 })("replaying the same facts gives the same state", ({ setup, rolls }) => {
    const { facts, end } = generate(setup, rolls);
    const again = replay(setup, facts);
    expect(JSON.stringify(again)).toBe(JSON.stringify(end));
    expect(JSON.stringify(replay(setup, facts))).toBe(JSON.stringify(again));
  });
  test.prop([board], { numRuns: 60 })(
    "44, 59: whoever is to play always has a legal card",
    ({ setup, rolls }) => {
      let p = start(setup);
      const { facts } = generate(setup, rolls);
      facts.forEach((f, i) => {
        p = apply(p, f, i + 1);
        if (p.turn !== null && p.hands[p.turn].length > 0)
          expect(legalCards(p, p.turn).length).toBeGreaterThan(0);
      });
    },
  );
  test.prop([board], { numRuns: 60 })(
    "64C: a Director's ruling on the equity question sets the final tricks",
    ({ setup, rolls }) => {
      const { end } = generate(setup, rolls);
      const q = end.rulingsNeeded.find((r) => r.law.startsWith("64C"));
      if (q === undefined) return;
      const ruled = apply(end, { kind: "ruling", law: q.law, about: q.position, tricks: 7 }, 999);
      expect(finalTricks(ruled)[sideOf(ruled.declarer)]).toBe(7);
    },
  );
});
