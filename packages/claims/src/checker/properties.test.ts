import {
  type Card,
  DECK,
  rotate,
  SEATS,
  type Seat,
  type Side,
  STRAINS,
  type Strain,
  SUITS,
  sideOf,
} from "@bridgelaw/cards";
import { fc, test } from "@fast-check/vitest";
import { describe, expect } from "vitest";
import type { LineStep } from "../line.ts";
import { checkClaim } from "./checker.ts";
import type { ClaimPosition } from "./game.ts";
import { legalOf, naiveValue, playLine, step, toMove } from "./naive.test-helper.ts";

/** A seeded generator (the tests draw their seeds from fast-check). */
const rng = (seed: number) => {
  let s = seed >>> 0 || 1;
  return (n: number): number => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) % n;
  };
};

interface Case {
  readonly position: ClaimPosition;
  readonly claimer: Seat;
  readonly declarer: Seat;
  readonly tricks: number;
  readonly line: LineStep[];
}

/** A random ending of `n` tricks (1 to 5 cards a hand), a trick in progress of 0 to 3 cards, a claim, a line. */
const randomCase = (seed: number): Case => {
  const r = rng(seed);
  const n = 1 + r(5);
  const deck = [...DECK];
  for (let i = deck.length - 1; i > 0; i--) {
    const j = r(i + 1);
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  const hands = {
    N: deck.slice(0, n),
    E: deck.slice(n, 2 * n),
    S: deck.slice(2 * n, 3 * n),
    W: deck.slice(3 * n, 4 * n),
  } as Record<Seat, Card[]>;
  const trumps = STRAINS[r(5)]! as Strain;
  let p: ClaimPosition = { hands, trumps, leader: SEATS[r(4)]!, trick: [] };
  const played = r(4);
  for (let i = 0; i < played; i++) {
    const legal = legalOf(p, toMove(p));
    p = step(p, legal[r(legal.length)]!).next;
  }
  const claimer = SEATS[r(4)]!;
  const declarer = r(3) === 0 ? rotate(claimer, 1) : r(2) === 0 ? claimer : rotate(claimer, 2);
  const left = p.hands[toMove(p)].length;
  const bound = sideOf(claimer) === sideOf(declarer) ? [claimer, rotate(claimer, 2)] : [claimer];
  const ours = bound.flatMap((s) => p.hands[s]);
  const line: LineStep[] = [];
  const steps = r(4);
  for (let i = 0; i < steps; i++) {
    if (r(3) === 0) {
      const suit = SUITS[r(4)]!;
      line.push({ kind: "cash", suit, draw: trumps !== "NT" && suit === trumps && r(2) === 0 });
    } else if (ours.length > 0) {
      const card = ours[r(ours.length)]!;
      if (!line.some((s) => s.kind !== "cash" && s.card === card))
        line.push({ kind: r(3) === 0 ? "finesse" : "card", card });
    }
  }
  return { position: p, claimer, declarer, tricks: r(left + 1), line };
};

const boundOf = (c: Case): Seat[] =>
  sideOf(c.claimer) === sideOf(c.declarer) ? [c.claimer, rotate(c.claimer, 2)] : [c.claimer];

const OPTIONS = { numRuns: 150 } as const;

describe("claim checker against a naive minimax (endings of up to 5 cards a hand)", {
  timeout: 120_000,
}, () => {
  test.prop([fc.integer({ min: 1, max: 2 ** 31 - 1 })], OPTIONS)(
    "70: the double-dummy tricks and the best line equal the naive minimax's",
    (seed) => {
      const c = randomCase(seed);
      const side: Side = sideOf(c.claimer);
      const report = checkClaim({
        position: c.position,
        claimer: c.claimer,
        tricks: c.tricks,
        declarer: c.declarer,
      });
      expect(report.error).toBeUndefined();
      const dd = naiveValue(c.position, {
        helps: (s) => sideOf(s) === side,
        counts: (w) => sideOf(w.seat) === side,
      });
      expect(report.doubleDummy?.tricks).toBe(dd);
      const line = playLine(c.position, report.doubleDummy!.line);
      expect(line.legal).toBe(true);
      expect(line.won[side]).toBe(dd);
      expect(line.end.hands[toMove(line.end)].length).toBe(0);
    },
  );

  test.prop([fc.integer({ min: 1, max: 2 ** 31 - 1 })], OPTIONS)(
    "71B, 69B: the fewest and the most tricks whoever plays what equal the naive searches'",
    (seed) => {
      const c = randomCase(seed);
      const side: Side = sideOf(c.claimer);
      const report = checkClaim({
        position: c.position,
        claimer: c.claimer,
        tricks: c.tricks,
        declarer: c.declarer,
      });
      const counts = (w: { seat: Seat }) => sideOf(w.seat) === side;
      const least = naiveValue(c.position, { helps: () => false, counts });
      const most = naiveValue(c.position, { helps: () => true, counts });
      expect(report.noLineCanLose.minimum).toBe(least);
      expect(report.noLineCanLose.holds).toBe(least >= c.tricks);
      expect(report.law71.cannotLose).toBe(Math.max(0, least - c.tricks));
      expect(report.law69B.opponentsCannotLose).toBe(Math.max(0, c.tricks - most));
      if (report.noLineCanLose.losingLine !== undefined) {
        // the losing line is legal, and after it the claimer's side can no longer reach its claim
        const r = playLine(c.position, report.noLineCanLose.losingLine);
        expect(r.legal).toBe(true);
        expect(r.won[side] + r.end.hands[toMove(r.end)].length).toBeLessThan(c.tricks);
      }
    },
  );

  test.prop([fc.integer({ min: 1, max: 2 ** 31 - 1 })], OPTIONS)(
    "68C, 70D: the stated line, played well or in any order elsewhere, equals the naive line-bound minimax",
    (seed) => {
      const c = randomCase(seed);
      if (c.line.length === 0) return;
      const side: Side = sideOf(c.claimer);
      const bound = boundOf(c);
      const report = checkClaim({
        position: c.position,
        claimer: c.claimer,
        tricks: c.tricks,
        declarer: c.declarer,
        line: c.line,
      });
      expect(report.error).toBeUndefined();
      const counts = (w: { seat: Seat }) => sideOf(w.seat) === side;
      const best = naiveValue(c.position, {
        helps: (s) => bound.includes(s),
        counts,
        bound,
        side,
        line: c.line,
      });
      const worst = naiveValue(c.position, { helps: () => false, counts, bound, side, line: c.line });
      expect(report.statedLine?.bestElsewhere.tricks).toBe(best);
      expect(report.statedLine?.againstClaimer.tricks).toBe(worst);
      expect(report.statedLine?.bestElsewhere.holds).toBe(best >= c.tricks);
      for (const check of [report.statedLine!.bestElsewhere, report.statedLine!.againstClaimer]) {
        if (check.losingLine === undefined) continue;
        const r = playLine(c.position, check.losingLine);
        expect(r.legal).toBe(true);
        expect(r.won[side] + r.end.hands[toMove(r.end)].length).toBeLessThan(c.tricks);
      }
    },
  );

  test.prop([fc.integer({ min: 1, max: 2 ** 31 - 1 })], OPTIONS)(
    "70C: the most tricks the opponents' trumps can take on a line consistent with the statement",
    (seed) => {
      const c = randomCase(seed);
      const side: Side = sideOf(c.claimer);
      const report = checkClaim({
        position: c.position,
        claimer: c.claimer,
        tricks: c.tricks,
        declarer: c.declarer,
        line: c.line,
      });
      const trumps = c.position.trumps;
      const outstanding = SEATS.filter((s) => sideOf(s) !== side).flatMap((s) =>
        c.position.hands[s].filter((x) => x[0] === trumps),
      );
      if (trumps === "NT" || outstanding.length === 0) {
        expect(report.law70C).toBeNull();
        return;
      }
      const bound = boundOf(c);
      const most = naiveValue(c.position, {
        helps: () => true,
        counts: (w) => sideOf(w.seat) !== side && w.card[0] === trumps,
        bound,
        side,
        line: c.line,
      });
      expect(report.law70C?.tricks).toBe(most);
      expect(report.law70C?.canWin).toBe(most > 0);
      expect(report.law70C?.outstanding.length).toBe(outstanding.length);
      if (report.law70C?.line !== undefined) {
        const r = playLine(c.position, report.law70C.line);
        expect(r.legal).toBe(true);
      }
    },
  );

  test.prop([fc.integer({ min: 1, max: 2 ** 31 - 1 })], { numRuns: 300 })(
    "the claim checker never throws on a legal position and reports no error",
    (seed) => {
      const c = randomCase(seed);
      const report = checkClaim({
        position: c.position,
        claimer: c.claimer,
        tricks: c.tricks,
        declarer: c.declarer,
        line: c.line,
        statement: "the rest are mine",
        shownOut: { E: ["S"] },
      });
      expect(report.error).toBeUndefined();
      expect(report.remaining).toBe(c.position.hands[toMove(c.position)].length);
      if (report.law70E !== null) {
        for (const x of report.law70E.cards) expect(playLine(c.position, x.line).legal).toBe(true);
      }
    },
  );
});
