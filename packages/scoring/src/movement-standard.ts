import { ScoringInputError } from "./errors.ts";
import type { Contestant, Movement, MovementRound, MovementTable } from "./movement.ts";

/**
 * The standard movements, generated (never a table copied from a book): the Mitchell (with the skip for an
 * even number of tables), the complete Howell (the circle method's rounds with board sets found so that no
 * pair plays a set twice), and the teams' round robin (the circle method). Pure: the same arguments give the
 * same movement.
 */

export interface StandardOptions {
  /** Boards in a round (a board set); board set s holds boards (s − 1)·n + 1 … s·n. */
  readonly boardsPerRound: number;
  /** Rounds to play (default: the whole movement). */
  readonly rounds?: number;
  readonly section?: string;
  readonly event?: string;
}

const whole = (field: string, value: number, min: number): void => {
  if (!Number.isInteger(value) || value < min)
    throw new ScoringInputError(field, value, "whole-at-least", { min });
};

const boardsOf = (set: number, per: number): number[] =>
  Array.from({ length: per }, (_, k) => set * per + k + 1);

const roundsWanted = (
  options: StandardOptions,
  most: number,
  movement: "mitchell" | "howell" | "round-robin",
  size: number,
): number => {
  whole("boardsPerRound", options.boardsPerRound, 1);
  const rounds = options.rounds ?? most;
  whole("rounds", rounds, 1);
  if (rounds > most)
    throw new ScoringInputError("rounds", rounds, "rounds-at-most", { most, movement, size });
  return rounds;
};

const numbered = (n: number, direction?: "NS" | "EW"): Contestant[] =>
  Array.from({ length: n }, (_, k) => ({ number: k + 1, ...(direction !== undefined && { direction }) }));

const mod = (a: number, m: number): number => ((a % m) + m) % m;

/** A Mitchell's options: with an even number of tables, the skip (the default) or a relay and a bye stand. */
export interface MitchellOptions extends StandardOptions {
  /**
   * An even number of tables: `skip` (the East-West pairs skip a table after half the rounds; tables − 1
   * rounds) or `relay-and-bye-stand` (tables 1 and n share a board set, a bye stand between tables n/2 and
   * n/2 + 1 holds one set a round; n rounds, every pair meets every set). An odd number of tables needs
   * neither.
   */
  readonly evenTables?: "skip" | "relay-and-bye-stand";
}

/**
 * A Mitchell for `tables` tables: North-South pair t stays at table t; East-West pairs move up one table a
 * round (EW pair e starts at table e), board sets move down one. With an even number of tables an EW pair
 * would meet a board set twice; so either the East-West pairs skip a table after half the rounds (the skip
 * Mitchell, tables − 1 rounds), or (`evenTables: "relay-and-bye-stand"`) the sets move down a cycle of n
 * stations: tables 1 and n together (the relay: both play the same set in the round), tables 2 … n/2, the
 * bye stand (a set nobody plays that round), tables n/2 + 1 … n − 1; n rounds. An EW pair at table T in round
 * r (0-based) plays set station(T) + r, and station(T) + T takes every value mod n once (the even values at
 * tables 1 … n/2, the odd ones after the bye stand and at table n), so it meets every set once.
 */
export const mitchell = (tables: number, options: MitchellOptions): Movement => {
  whole("tables", tables, 2);
  const even = tables % 2 === 0;
  const relay = options.evenTables === "relay-and-bye-stand";
  if (relay && !even)
    throw new ScoringInputError("evenTables", options.evenTables, "relay-bye-odd", { tables });
  const rounds = roundsWanted(options, even && !relay ? tables - 1 : tables, "mitchell", tables);
  // the set's station of table t (0-based): the relay of tables 1 and n is station 0, the bye stand n/2
  const station = (t: number): number => (t === tables - 1 ? 0 : t < tables / 2 ? t : t + 1);
  const out: MovementRound[] = [];
  for (let r = 0; r < rounds; r++) {
    const skip = even && !relay && r >= tables / 2 ? 1 : 0;
    out.push({
      round: r + 1,
      tables: Array.from({ length: tables }, (_, t) => ({
        table: t + 1,
        NS: t + 1,
        EW: mod(t - r - skip, tables) + 1,
        boards: boardsOf(mod((relay ? station(t) : t) + r, tables), options.boardsPerRound),
      })),
    });
  }
  return {
    format: 1,
    kind: "mitchell",
    contestants: "pairs",
    ...(options.event !== undefined && { event: options.event }),
    sections: [
      {
        ...(options.section !== undefined && { section: options.section }),
        contestants: [...numbered(tables, "NS"), ...numbered(tables, "EW")],
        rounds: out,
      },
    ],
  };
};

/**
 * The circle method: `n` (even) contestants, n − 1 rounds; contestant n stays, the others turn. Round r
 * (0-based) pairs n with r + 1 and, for k = 1 … n/2 − 1, r + k + 1 with r − k + 1 (mod n − 1). Every two
 * contestants meet exactly once.
 */
export const circleRounds = (n: number): [number, number][][] => {
  const m = n - 1;
  return Array.from({ length: m }, (_, r) => [
    [n, r + 1] as [number, number],
    ...Array.from({ length: n / 2 - 1 }, (_, k) => {
      const a = mod(r + k + 1, m) + 1;
      const b = mod(r - k - 1, m) + 1;
      // alternate the directions so that a contestant does not always sit the same way
      return (k % 2 === 0 ? [a, b] : [b, a]) as [number, number];
    }),
  ]);
};

/** The most search steps spent looking for a Howell's board sets before saying none was found. */
const HOWELL_SEARCH_STEPS = 5_000_000;

/** One pair of a starter with its adder: symbols `x` and `y` of Z_m meet on board set (round + `adder`). */
interface StarterPair {
  readonly x: number;
  readonly y: number;
  readonly adder: number;
}

/**
 * A starter with an adder in Z_m (m odd), the cyclic construction of a Room square of side m, that is of a
 * complete Howell for m + 1 pairs: the starter's pairs {x, y} split Z_m without 0 and their differences ±(y − x)
 * are every non-zero element once (so every two pairs meet once); the adders are distinct and non-zero and
 * the elements x − a, y − a are distinct and non-zero (so every pair plays every board set once). Round i
 * seats pair ∞ against i on set i and x + i against y + i on set i + a. The patterned starter {x, −x} is tried
 * first, then any starter (a depth-first search); null when none is found within the search's steps (none
 * exists for m = 3 or 5: there is no Room square of side 3 or 5).
 */
export const howellStarter = (m: number): StarterPair[] | null => {
  let steps = 0;
  const search = (patterned: boolean): StarterPair[] | null => {
    const symbol = new Set<number>([0]);
    const diff = new Set<number>();
    const adders = new Set<number>([0]);
    const element = new Set<number>([0]);
    const out: StarterPair[] = [];
    const go = (): boolean => {
      if (out.length === (m - 1) / 2) return true;
      let x = 1;
      while (symbol.has(x)) x++;
      const partners = patterned ? [mod(-x, m)] : Array.from({ length: m - 1 - x }, (_, k) => x + 1 + k);
      for (const y of partners) {
        const d = mod(y - x, m);
        if (symbol.has(y) || y === x || diff.has(d) || diff.has(mod(-d, m))) continue;
        for (let a = 1; a < m; a++) {
          const [e1, e2] = [mod(x - a, m), mod(y - a, m)];
          if (adders.has(a) || element.has(e1) || element.has(e2)) continue;
          if (++steps > HOWELL_SEARCH_STEPS) return false;
          for (const [set, v] of [
            [symbol, x],
            [symbol, y],
            [diff, d],
            [diff, mod(-d, m)],
            [adders, a],
            [element, e1],
            [element, e2],
          ] as const)
            set.add(v);
          out.push({ x, y, adder: a });
          if (go()) return true;
          out.pop();
          for (const [set, v] of [
            [symbol, x],
            [symbol, y],
            [diff, d],
            [diff, mod(-d, m)],
            [adders, a],
            [element, e1],
            [element, e2],
          ] as const)
            set.delete(v);
        }
      }
      return false;
    };
    return go() ? out : null;
  };
  if (m < 7) return null;
  return search(true) ?? search(false);
};

/**
 * Board sets for given rounds where no starter works (4 or 6 pairs, fewer rounds): in each round every table a
 * different set (unless `share`: tables may play the same set in a round, passing the boards between them),
 * and no pair playing a set twice. A depth-first search; null when there is none.
 */
const searchSets = (
  rounds: readonly (readonly [number, number])[][],
  sets: number,
  share = false,
): number[][] | null => {
  const played = new Set<string>();
  const chosen: number[][] = rounds.map((r) => r.map(() => -1));
  const place = (r: number, t: number, used: Set<number>): boolean => {
    if (r === rounds.length) return true;
    if (t === rounds[r]!.length) return place(r + 1, 0, new Set());
    const [a, b] = rounds[r]![t]!;
    for (let k = 0; k < sets; k++) {
      const s = (r + k) % sets;
      if ((!share && used.has(s)) || played.has(`${a}:${s}`) || played.has(`${b}:${s}`)) continue;
      used.add(s);
      played.add(`${a}:${s}`);
      played.add(`${b}:${s}`);
      chosen[r]![t] = s;
      if (place(r, t + 1, used)) return true;
      used.delete(s);
      played.delete(`${a}:${s}`);
      played.delete(`${b}:${s}`);
    }
    return false;
  };
  return place(0, 0, new Set()) ? chosen : null;
};

/**
 * The rounds of a complete Howell for n pairs (n even) with each match's board set (0-based): from a starter
 * with an adder (pair n is ∞, pair k + 1 is k of Z_(n−1)), else (4 or 6 pairs) the circle method's rounds with
 * sets searched for the rounds asked; null when there are none.
 */
const howellRounds = (
  n: number,
  rounds: number,
  share: boolean,
): { NS: number; EW: number; set: number }[][] | null => {
  const m = n - 1;
  const starter = howellStarter(m);
  if (starter !== null)
    return Array.from({ length: rounds }, (_, i) => [
      { NS: n, EW: i + 1, set: i },
      ...starter.map((p, k) => {
        const [a, b] = [mod(p.x + i, m) + 1, mod(p.y + i, m) + 1];
        return { ...(k % 2 === 0 ? { NS: a, EW: b } : { NS: b, EW: a }), set: mod(i + p.adder, m) };
      }),
    ]);
  const circle = circleRounds(n).slice(0, rounds);
  const sets = searchSets(circle, m) ?? (share ? searchSets(circle, m, true) : null);
  return sets === null ? null : circle.map((r, i) => r.map(([NS, EW], t) => ({ NS, EW, set: sets[i]![t]! })));
};

/** A Howell's options: `shareBoards`, tables may play the same set in a round where nothing else works. */
export interface HowellOptions extends StandardOptions {
  /**
   * 4 or 6 pairs in every round (the 2- and 3-table Howells): no schedule gives each table its own set, so
   * tables play the same set in a round (the boards passed between them) and every pair still plays every set
   * once.
   */
  readonly shareBoards?: boolean;
}

/**
 * A complete Howell for `pairs` pairs (an odd number: one more pair, the bye, and whoever meets it sits out):
 * n/2 tables, up to n − 1 rounds and n − 1 board sets; every pair meets every other at most once, plays each
 * set at most once, and no set is at two tables in a round (unless `shareBoards` and no other schedule
 * exists: 4 or 6 pairs in every round). Pair n stays at table 1.
 */
export const howell = (pairs: number, options: HowellOptions): Movement => {
  whole("pairs", pairs, 3);
  const n = pairs % 2 === 0 ? pairs : pairs + 1;
  const rounds = roundsWanted(options, n - 1, "howell", pairs);
  const schedule = howellRounds(n, rounds, options.shareBoards === true);
  if (schedule === null)
    throw new ScoringInputError("rounds", rounds, "howell-impossible", { pairs, rounds });
  return {
    format: 1,
    kind: "howell",
    contestants: "pairs",
    ...(options.event !== undefined && { event: options.event }),
    sections: [
      {
        ...(options.section !== undefined && { section: options.section }),
        contestants: numbered(pairs),
        rounds: schedule.map((matches, r) => ({
          round: r + 1,
          tables: matches.flatMap(({ NS, EW, set }, t): MovementTable[] =>
            NS > pairs || EW > pairs
              ? []
              : [
                  {
                    table: pairs % 2 === 0 ? t + 1 : t,
                    NS,
                    EW,
                    boards: boardsOf(set, options.boardsPerRound),
                  },
                ],
          ),
        })),
      },
    ],
  };
};

/** The two rooms of a team match: the home team North-South in the Open Room, East-West in the Closed. */
export const ROOMS = ["Open", "Closed"] as const;

/** A team match at table `table`: its two rooms, the same boards in both. */
export const matchTables = (
  table: number,
  home: number,
  visit: number,
  boards: number[],
): MovementTable[] => [
  { table, room: ROOMS[0], NS: home, EW: visit, boards },
  { table, room: ROOMS[1], NS: visit, EW: home, boards },
];

/**
 * A teams' round robin by the circle method: every team meets every other once (an odd number of teams: one
 * sits out a round), each match at its own table in two rooms; round r plays boards (r − 1)·n + 1 … r·n.
 */
export const roundRobin = (teams: number, options: StandardOptions): Movement => {
  whole("teams", teams, 2);
  const n = teams % 2 === 0 ? teams : teams + 1;
  const rounds = roundsWanted(options, n - 1, "round-robin", teams);
  return {
    format: 1,
    kind: "round-robin",
    contestants: "teams",
    ...(options.event !== undefined && { event: options.event }),
    sections: [
      {
        ...(options.section !== undefined && { section: options.section }),
        contestants: numbered(teams),
        rounds: circleRounds(n)
          .slice(0, rounds)
          .map((matches, r) => ({
            round: r + 1,
            tables: matches
              .filter(([a, b]) => a <= teams && b <= teams)
              .flatMap(([a, b], t) => matchTables(t + 1, a, b, boardsOf(r, options.boardsPerRound))),
          })),
      },
    ],
  };
};
