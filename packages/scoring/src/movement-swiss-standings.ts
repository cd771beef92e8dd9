import { ScoringInputError } from "./errors.ts";
import type { Movement } from "./movement.ts";
import { carryOverOf, checkMovement, contestantLabel, type PlacedResult } from "./movement-check.ts";
import { type SwissStanding, swissRound } from "./movement-swiss.ts";
import { scoreSession } from "./session.ts";

/**
 * A Swiss event's standings by team number after the rounds the results show: the results checked against
 * the movement (their teams named by `contestantLabel`), scored as team matches in VPs (WBF 2013 scale) with
 * the movement's carry-over, and each ranked team given back its number. A team with no match yet has its
 * carry-over (or 0).
 */
export const swissStandings = (movement: Movement, played: readonly PlacedResult[]): SwissStanding[] => {
  const section = movement.sections[0];
  if (movement.sections.length !== 1 || section === undefined)
    throw new ScoringInputError("sections", movement.sections.length, "swiss-one-section", {});
  const carryOver = carryOverOf(movement);
  const { results } = checkMovement(movement, played);
  const vpOf = new Map<string, number>();
  if (results.length > 0) {
    const session = scoreSession(results, {
      method: "imp",
      vp: {},
      ...(Object.keys(carryOver).length > 0 && { carryOver }),
    });
    for (const e of session.events)
      for (const f of e.fields) for (const r of f.ranking) vpOf.set(r.pair, r.vp ?? 0);
  }
  return section.contestants.map((c) => {
    const label = contestantLabel(c);
    return { number: c.number, vp: vpOf.get(label) ?? carryOver[label] ?? 0 };
  });
};

/**
 * The Swiss movement with its next round paired by the standings the results give (`swissStandings`,
 * `swissRound`); `boardsPerRound` by default the last round's.
 */
export const nextSwissRound = (
  movement: Movement,
  played: readonly PlacedResult[],
  boardsPerRound?: number,
): Movement => {
  const last = movement.sections[0]?.rounds.at(-1)?.tables[0]?.boards.length;
  const boards = boardsPerRound ?? last;
  if (boards === undefined || !Number.isInteger(boards) || boards < 1)
    throw new ScoringInputError("boardsPerRound", boards ?? "none", "boards-per-round-unknown", {});
  return swissRound(movement, swissStandings(movement, played), boards);
};
