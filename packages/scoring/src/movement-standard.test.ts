import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { englishReason } from "./english-reason.test-helper.ts";
import { type Movement, movementProblem, readMovementFile } from "./movement.ts";
import { howell, howellStarter, mitchell, roundRobin } from "./movement-standard.ts";
import { meetingsOf, swissPairings, swissRound, swissStart } from "./movement-swiss.ts";

/** Each contestant's key (direction and number) at each table of each round, with the table's boards. */
const seatings = (m: Movement) =>
  m.sections[0]!.rounds.flatMap((r) =>
    r.tables.map((t) => ({
      round: r.round,
      table: t,
      NS: `${m.kind === "mitchell" ? "NS" : ""}${t.NS}`,
      EW: `${m.kind === "mitchell" ? "EW" : ""}${t.EW}`,
    })),
  );

/** The invariants of every movement: a valid file, each contestant once a round, no board at two tables a round. */
const checkCommon = (m: Movement): void => {
  expect(movementProblem(m)).toBeNull();
  expect(readMovementFile(JSON.stringify(m))).toEqual({ movement: m });
  for (const r of m.sections[0]!.rounds) {
    const boards = r.tables.filter((t) => t.room !== "Closed").flatMap((t) => t.boards);
    if (m.contestants === "pairs") expect(new Set(boards).size).toBe(boards.length);
    const [ns, ew] = m.kind === "mitchell" ? ["NS", "EW"] : ["", ""];
    const seats = r.tables.flatMap((t) => [`${t.room ?? ""}${ns}${t.NS}`, `${t.room ?? ""}${ew}${t.EW}`]);
    expect(new Set(seats).size).toBe(seats.length);
  }
};

/** Each contestant plays each board at most once; each two contestants meet at most once. */
const checkPairs = (m: Movement): void => {
  const boards = new Set<string>();
  const met = new Set<string>();
  for (const s of seatings(m)) {
    for (const c of [s.NS, s.EW])
      for (const b of s.table.boards) {
        expect(boards.has(`${c}:${b}`)).toBe(false);
        boards.add(`${c}:${b}`);
      }
    const key = [s.NS, s.EW].sort().join("-");
    expect(met.has(key)).toBe(false);
    met.add(key);
  }
};

describe("Mitchell (NS stationary, EW up one, boards down one; the skip for an even number of tables)", () => {
  test.prop([fc.integer({ min: 2, max: 16 }), fc.integer({ min: 1, max: 4 })], { numRuns: 40 })(
    "every EW pair meets every NS pair at most once and plays every board at most once; each round every table a different set",
    (tables, per) => {
      const m = mitchell(tables, { boardsPerRound: per });
      checkCommon(m);
      checkPairs(m);
      const rounds = m.sections[0]!.rounds;
      expect(rounds.length).toBe(tables % 2 === 0 ? tables - 1 : tables);
      // NS stationary: pair t at table t every round; boards of a round: every set but one at most
      for (const r of rounds) for (const t of r.tables) expect(t.NS).toBe(t.table);
    },
  );

  it("7 tables: round 2 seats EW 7 at table 1 with the boards of table 2's first round", () => {
    const m = mitchell(7, { boardsPerRound: 3 });
    const [r1, r2] = m.sections[0]!.rounds;
    expect(r1!.tables[0]).toEqual({ table: 1, NS: 1, EW: 1, boards: [1, 2, 3] });
    expect(r2!.tables[0]).toEqual({ table: 1, NS: 1, EW: 7, boards: [4, 5, 6] });
    expect(r2!.tables[1]!.EW).toBe(1); // EW 1 moved up to table 2
  });

  it("6 tables: the skip after round 3 (EW 1 at table 3, then at table 5)", () => {
    const rounds = mitchell(6, { boardsPerRound: 2 }).sections[0]!.rounds;
    const tableOf = (r: number) => rounds[r]!.tables.find((t) => t.EW === 1)!.table;
    expect(rounds.map((_, r) => tableOf(r))).toEqual([1, 2, 3, 5, 6]);
  });
});

describe("Mitchell with a relay and a bye stand (an even number of tables, n rounds)", () => {
  test.prop([fc.integer({ min: 1, max: 8 }).map((k) => 2 * k), fc.integer({ min: 1, max: 4 })], {
    numRuns: 40,
  })(
    "every EW pair meets every NS pair exactly once and plays every board exactly once; tables 1 and n share a set, one set rests on the bye stand",
    (tables, per) => {
      const m = mitchell(tables, { boardsPerRound: per, evenTables: "relay-and-bye-stand" });
      expect(movementProblem(m)).toBeNull();
      expect(readMovementFile(JSON.stringify(m))).toEqual({ movement: m });
      checkPairs(m);
      const rounds = m.sections[0]!.rounds;
      expect(rounds).toHaveLength(tables);
      // exactly: every pair every board of the n sets, every EW pair every NS pair
      expect(seatings(m)).toHaveLength(tables * tables);
      for (const s of seatings(m)) expect(s.table.NS).toBe(s.table.table);
      const setOf = (boards: readonly number[]) => (boards[0]! - 1) / per;
      const resting: number[] = [];
      for (const r of rounds) {
        const sets = r.tables.map((t) => setOf(t.boards));
        // the relay: table 1 and table n play the same set; the other tables each a set of their own
        expect(sets[0]).toBe(sets[tables - 1]);
        expect(new Set(sets.slice(0, -1)).size).toBe(tables - 1);
        const rest = Array.from({ length: tables }, (_, k) => k).filter((k) => !sets.includes(k));
        expect(rest).toHaveLength(1);
        resting.push(rest[0]!);
      }
      // the boards move down one station a round: the set on the bye stand goes to table n/2 (after it, the
      // set of table n/2 + 1 comes onto the stand), the set of table 2 to the relay
      for (const [r, round] of rounds.slice(1).entries()) {
        const before = rounds[r]!.tables.map((t) => setOf(t.boards));
        const now = round.tables.map((t) => setOf(t.boards));
        if (tables > 2) {
          expect(now[tables / 2 - 1]).toBe(resting[r]);
          expect(resting[r + 1]).toBe(before[tables / 2]);
          expect(now[0]).toBe(before[1]);
        }
      }
    },
  );

  it("4 tables: EW 1 at tables 1, 2, 3, 4 with sets 1, 3, 2, 4; an odd number of tables needs no relay", () => {
    const m = mitchell(4, { boardsPerRound: 1, evenTables: "relay-and-bye-stand" });
    const rounds = m.sections[0]!.rounds;
    expect(rounds.map((r) => r.tables.find((t) => t.EW === 1)!)).toEqual([
      { table: 1, NS: 1, EW: 1, boards: [1] },
      { table: 2, NS: 2, EW: 1, boards: [3] },
      { table: 3, NS: 3, EW: 1, boards: [2] },
      { table: 4, NS: 4, EW: 1, boards: [4] },
    ]);
    expect(rounds[0]!.tables.map((t) => t.boards[0])).toEqual([1, 2, 4, 1]); // set 3 on the bye stand
    expect(mitchell(4, { boardsPerRound: 1, evenTables: "skip" })).toEqual(
      mitchell(4, { boardsPerRound: 1 }),
    );
    expect(
      englishReason(() => mitchell(5, { boardsPerRound: 2, evenTables: "relay-and-bye-stand" })),
    ).toMatch(/relay and bye stand is for an even number of tables: 5 tables play the plain Mitchell/);
  });
});

describe("Howell (a starter with an adder: every pair meets every other once, plays every board set once)", () => {
  test.prop([fc.integer({ min: 7, max: 30 }), fc.integer({ min: 1, max: 3 })], { numRuns: 30 })(
    "a complete Howell: every two pairs meet exactly once, each pair plays every board exactly once but its bye's",
    (pairs, per) => {
      const m = howell(pairs, { boardsPerRound: per });
      checkCommon(m);
      checkPairs(m);
      const n = pairs % 2 === 0 ? pairs : pairs + 1;
      const meetings = seatings(m).length;
      expect(meetings).toBe((pairs * (pairs - 1)) / 2);
      expect(m.sections[0]!.rounds.length).toBe(n - 1);
    },
  );

  it("no starter for 4 or 6 pairs (no Room square of side 3 or 5); 6 pairs in 4 rounds by the search", () => {
    expect(howellStarter(3)).toBeNull();
    expect(howellStarter(5)).toBeNull();
    expect(englishReason(() => howell(6, { boardsPerRound: 2 }))).toMatch(
      /no Howell of 6 pairs in 5 rounds.*shareBoards/,
    );
    const m = howell(6, { boardsPerRound: 2, rounds: 4 });
    checkCommon(m);
    checkPairs(m);
  });

  test.prop([fc.integer({ min: 3, max: 6 }), fc.integer({ min: 1, max: 3 })], { numRuns: 20 })(
    "the 2- and 3-table Howells (3 to 6 pairs) in every round with shared boards: every two pairs meet exactly once, each pair plays every set once but its bye's",
    (pairs, per) => {
      const m = howell(pairs, { boardsPerRound: per, shareBoards: true });
      expect(movementProblem(m)).toBeNull();
      checkPairs(m);
      const n = pairs % 2 === 0 ? pairs : pairs + 1;
      expect(m.sections[0]!.rounds).toHaveLength(n - 1);
      expect(seatings(m)).toHaveLength((pairs * (pairs - 1)) / 2);
      // each pair plays one set a round, never one twice: every set of the n − 1 but the bye round's
      for (let p = 1; p <= pairs; p++) {
        const boards = seatings(m)
          .filter((s) => s.NS === String(p) || s.EW === String(p))
          .flatMap((s) => s.table.boards);
        expect(boards).toHaveLength((pairs - 1) * per);
      }
      // 3 pairs play at one table a round; 4 to 6 pairs share a set between two tables in some round
      const shared = m.sections[0]!.rounds.some((r) => {
        const b = r.tables.flatMap((t) => t.boards);
        return new Set(b).size < b.length;
      });
      expect(shared).toBe(pairs >= 4);
    },
  );
});

describe("round robin (the circle method), two rooms a match", () => {
  test.prop([fc.integer({ min: 2, max: 24 }), fc.integer({ min: 1, max: 12 })], { numRuns: 40 })(
    "every two teams meet exactly once; each team once a round, North-South in one room and East-West in the other",
    (teams, per) => {
      const m = roundRobin(teams, { boardsPerRound: per });
      checkCommon(m);
      const met = new Set<string>();
      for (const r of m.sections[0]!.rounds) {
        const open = r.tables.filter((t) => t.room === "Open");
        const closed = r.tables.filter((t) => t.room === "Closed");
        expect(closed.map((t) => [t.EW, t.NS])).toEqual(open.map((t) => [t.NS, t.EW]));
        for (const t of open) {
          const key = [t.NS, t.EW].sort((a, b) => a - b).join("-");
          expect(met.has(key)).toBe(false);
          met.add(key);
        }
      }
      expect(met.size).toBe((teams * (teams - 1)) / 2);
    },
  );
});

describe("Swiss: pairing by standings without a repeat", () => {
  test.prop([fc.integer({ min: 2, max: 12 }), fc.integer({ min: 0, max: 2 ** 31 - 1 })], { numRuns: 40 })(
    "round after round (as many as teams − 1 when even), no two teams meet twice, the leaders meet when they can",
    (teams, seed) => {
      let m = swissStart(teams);
      const rng = fc.sample(
        fc.array(fc.float({ min: 0, max: 20, noNaN: true }), { minLength: 400, maxLength: 400 }),
        {
          seed,
          numRuns: 1,
        },
      )[0]!;
      const vp = new Map<number, number>();
      const rounds = Math.min(teams % 2 === 0 ? teams - 1 : teams, 5);
      for (let r = 0; r < rounds; r++) {
        const before = meetingsOf(m.sections[0]!);
        const standings = [...Array(teams).keys()].map((k) => ({ number: k + 1, vp: vp.get(k + 1) ?? 0 }));
        let next: Movement;
        try {
          next = swissRound(m, standings, 2);
        } catch {
          return; // no pairing without a repeat is left (a Swiss of few teams runs out)
        }
        const added = next.sections[0]!.rounds.at(-1)!;
        for (const t of added.tables.filter((x) => x.room === "Open")) {
          expect(before.has(`${Math.min(t.NS, t.EW)}-${Math.max(t.NS, t.EW)}`)).toBe(false);
          const v = rng[(r * 16 + t.table) % rng.length]!;
          vp.set(t.NS, (vp.get(t.NS) ?? 0) + v);
          vp.set(t.EW, (vp.get(t.EW) ?? 0) + 20 - v);
        }
        checkCommon(next);
        m = next;
      }
    },
  );

  it("the first two meet; a repeat is avoided by going back", () => {
    expect(
      swissPairings(
        [1, 2, 3, 4].map((n) => ({ number: n, vp: 20 - n })),
        new Set(),
      ),
    ).toEqual({
      matches: [
        [1, 2],
        [3, 4],
      ],
    });
    expect(
      swissPairings(
        [1, 2, 3, 4].map((n) => ({ number: n, vp: 20 - n })),
        new Set(["1-2", "3-4"]),
      ),
    ).toEqual({
      matches: [
        [1, 3],
        [2, 4],
      ],
    });
    // 1 may play 2 or 3 only if 4 can still be paired: 2-4 and 3-4 met, so 1 plays 4
    expect(
      swissPairings(
        [1, 2, 3, 4].map((n) => ({ number: n, vp: 20 - n })),
        new Set(["2-4", "3-4"]),
      ).matches,
    ).toEqual([
      [1, 4],
      [2, 3],
    ]);
    expect(
      swissPairings(
        [1, 2, 3].map((n) => ({ number: n, vp: 0 })),
        new Set(),
        new Set([3]),
      ),
    ).toEqual({
      matches: [[1, 3]],
      bye: 2,
    });
  });
});
