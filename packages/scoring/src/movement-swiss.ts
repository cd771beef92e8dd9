import { ScoringInputError } from "./errors.ts";
import type { Movement, MovementSection } from "./movement.ts";
import { matchTables } from "./movement-standard.ts";

/** A team's standing before a Swiss round: its number and its victory points so far (carry-over included). */
export interface SwissStanding {
  readonly number: number;
  readonly vp: number;
}

/** The teams who have met already, each pair of numbers once (lower first), from a movement's rounds. */
export const meetingsOf = (section: MovementSection): Set<string> => {
  const out = new Set<string>();
  for (const round of section.rounds)
    for (const t of round.tables) out.add(`${Math.min(t.NS, t.EW)}-${Math.max(t.NS, t.EW)}`);
  return out;
};

/**
 * A Swiss round's pairings: the teams in order of their standings (most VPs first, then by number), each
 * paired with the highest-placed team below it it has not met, going back (a depth-first search) when the
 * teams left cannot all be paired without a repeat. An odd number of teams: the lowest-placed team that has not
 * had a bye sits out (`bye`). Throws when no pairing without a repeat exists.
 */
export const swissPairings = (
  standings: readonly SwissStanding[],
  met: ReadonlySet<string>,
  byes: ReadonlySet<number> = new Set(),
): { matches: [number, number][]; bye?: number } => {
  const order = [...standings].sort((a, b) => b.vp - a.vp || a.number - b.number).map((s) => s.number);
  const key = (a: number, b: number): string => `${Math.min(a, b)}-${Math.max(a, b)}`;
  const pairUp = (left: number[]): [number, number][] | null => {
    if (left.length === 0) return [];
    const [first, ...rest] = left as [number, ...number[]];
    for (const [k, other] of rest.entries()) {
      if (met.has(key(first, other))) continue;
      const tail = pairUp([...rest.slice(0, k), ...rest.slice(k + 1)]);
      if (tail !== null) return [[first, other], ...tail];
    }
    return null;
  };
  if (order.length % 2 === 0) {
    const matches = pairUp(order);
    if (matches === null) throw new ScoringInputError("standings", order.length, "swiss-repeat", {});
    return { matches };
  }
  for (const bye of [...order].reverse()) {
    if (byes.has(bye)) continue;
    const matches = pairUp(order.filter((t) => t !== bye));
    if (matches !== null) return { matches, bye };
  }
  throw new ScoringInputError("standings", order.length, "swiss-repeat-or-bye", {});
};

/**
 * The movement with its next Swiss round added: the teams paired by their standings after the rounds played
 * (`swissPairings`), the higher-placed team at home, one match a table in two rooms, the boards after the
 * last round's. `standings` are the VPs so far (the ranking of `scoreSession`, carry-over included).
 */
export const swissRound = (
  movement: Movement,
  standings: readonly SwissStanding[],
  boardsPerRound: number,
): Movement => {
  if (movement.sections.length !== 1)
    throw new ScoringInputError("sections", movement.sections.length, "swiss-one-section", {});
  const section = movement.sections[0]!;
  const known = new Map(standings.map((s) => [s.number, s.vp]));
  const all = section.contestants.map((c) => ({ number: c.number, vp: known.get(c.number) ?? 0 }));
  const seated = new Set(section.rounds.flatMap((r) => r.tables.flatMap((t) => [t.NS, t.EW])));
  const byes = new Set(
    section.rounds.flatMap((r) => {
      const inRound = new Set(r.tables.flatMap((t) => [t.NS, t.EW]));
      return section.contestants.map((c) => c.number).filter((n) => !inRound.has(n) && seated.has(n));
    }),
  );
  const { matches } = swissPairings(all, meetingsOf(section), byes);
  const last = Math.max(0, ...section.rounds.flatMap((r) => r.tables.flatMap((t) => t.boards)));
  const boards = Array.from({ length: boardsPerRound }, (_, k) => last + k + 1);
  const round = section.rounds.length + 1;
  return {
    ...movement,
    kind: "swiss",
    sections: [
      {
        ...section,
        rounds: [
          ...section.rounds,
          { round, tables: matches.flatMap(([home, visit], t) => matchTables(t + 1, home, visit, boards)) },
        ],
      },
    ],
  };
};

/** A Swiss event's movement before its first round: `teams` teams, no round yet. */
export const swissStart = (teams: number, options: { section?: string; event?: string } = {}): Movement => {
  if (!Number.isInteger(teams) || teams < 2)
    throw new ScoringInputError("teams", teams, "whole-at-least", { min: 2 });
  return {
    format: 1,
    kind: "swiss",
    contestants: "teams",
    ...(options.event !== undefined && { event: options.event }),
    sections: [
      {
        ...(options.section !== undefined && { section: options.section }),
        contestants: Array.from({ length: teams }, (_, k) => ({ number: k + 1 })),
        rounds: [],
      },
    ],
  };
};
