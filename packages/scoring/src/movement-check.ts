import {
  type Contestant,
  contestantAt,
  type Direction,
  type Movement,
  type MovementSection,
  type MovementTable,
} from "./movement.ts";
import type { TableResult } from "./session-types.ts";

/** Where a result was played, as its log says (PBN's Section, Round, Table, Room, Board). */
export interface MovementPlace {
  readonly section?: string;
  readonly round?: string;
  readonly table?: string;
  readonly room?: string;
  readonly board: number;
}

/** A result with its place, as the movement is checked against it. */
export interface PlacedResult {
  readonly result: TableResult;
  readonly place: MovementPlace;
}

/**
 * What the logs show against the movement. `wrong-contestants` and `wrong-board`: a board played by
 * contestants not designated to play it in that round (Law 15B; in teams Law 86, footnote to 15B): the
 * Director rules (15B1: cancelled when a player had played the board before, artificial adjusted scores by
 * 15B3; 15B2: otherwise the score stands); the score is never adjusted here. `alsoPlayed`: where the same
 * contestants played the board too. `not-in-movement`: a table or round the movement does not have;
 * `unknown-contestant`: an id the movement does not list. `missing-result`: a board the movement schedules
 * at a table in a round that no log has: the Director rules (Law 12C2: an artificial adjusted score when no
 * result can be obtained, or the board not played); no score is guessed for it.
 */
export type MovementFinding =
  | {
      readonly kind: "wrong-contestants";
      readonly law: "15B";
      readonly source: string;
      readonly place: MovementPlace;
      readonly expected: { readonly NS: string; readonly EW: string };
      readonly found: { readonly NS?: string; readonly EW?: string };
      readonly alsoPlayed: readonly string[];
    }
  | {
      readonly kind: "wrong-board";
      readonly law: "15B";
      readonly source: string;
      readonly place: MovementPlace;
      readonly boards: readonly number[];
      readonly alsoPlayed: readonly string[];
    }
  | {
      readonly kind: "missing-result";
      readonly law: "12C2";
      readonly place: MovementPlace;
      readonly expected: { readonly NS: string; readonly EW: string };
    }
  | { readonly kind: "not-in-movement"; readonly source: string; readonly place: MovementPlace }
  | { readonly kind: "unknown-contestant"; readonly source: string; readonly id: string };

/** A contestant's label in rankings: its direction in a Mitchell, its number, its name. */
export const contestantLabel = (c: Contestant): string =>
  `${c.direction === undefined ? "" : `${c.direction} `}${c.number}${c.name === undefined ? "" : ` ${c.name}`}`;

const fold = (s: string): string => s.trim().toLocaleLowerCase();

/** The contestant an id of the logs names: by its `ids`, its name, its number, or "NS 3"/"EW3" in a Mitchell. */
const contestantIndex = (section: MovementSection, side?: Direction) => {
  const byId = new Map<string, Contestant[]>();
  for (const c of section.contestants) {
    const ids = [
      ...(c.ids ?? []),
      ...(c.name === undefined ? [] : [c.name]),
      String(c.number),
      ...(c.direction === undefined ? [] : [`${c.direction}${c.number}`, `${c.direction} ${c.number}`]),
      contestantLabel(c),
    ];
    for (const id of new Set(ids.map(fold))) byId.set(id, [...(byId.get(id) ?? []), c]);
  }
  return (id: string, at: Direction | undefined = side): Contestant | undefined => {
    const all = byId.get(fold(id)) ?? [];
    return all.find((c) => at === undefined || c.direction === undefined || c.direction === at) ?? all[0];
  };
};

const sameName = (a: string | undefined, b: string | undefined): boolean =>
  a === undefined || b === undefined || fold(a) === fold(b);

const sectionOf = (movement: Movement, place: MovementPlace): MovementSection | undefined =>
  movement.sections.find((s) => sameName(s.section, place.section)) ??
  (movement.sections.length === 1 ? movement.sections[0] : undefined);

/** The movement's table where a result was played: its round (from the log, else the round the board was due there). */
const tableOf = (
  section: MovementSection,
  place: MovementPlace,
): { round: number; table: MovementTable; dueHere: boolean } | undefined => {
  const entries = section.rounds.flatMap((r) =>
    r.tables
      .filter(
        (t) =>
          (place.round === undefined || String(r.round) === place.round.trim()) &&
          String(t.table) === place.table?.trim() &&
          (t.room === undefined || place.room === undefined || fold(t.room) === fold(place.room)),
      )
      .map((table) => ({ round: r.round, table, dueHere: table.boards.includes(place.board) })),
  );
  return entries.find((e) => e.dueHere) ?? entries[0];
};

const whereOf = (p: MovementPlace): string =>
  [
    p.section === undefined ? "" : `section ${p.section}`,
    p.round === undefined ? "" : `round ${p.round}`,
    p.table === undefined ? "" : `table ${p.table}`,
    p.room === undefined ? "" : `${p.room} Room`,
    `board ${p.board}`,
  ]
    .filter((x) => x !== "")
    .join(", ");

/**
 * The movement checked against the results (Law 15B), and the results as the movement names them: each pair
 * (team) by its number and name (`contestantLabel`), the event (and section) and round from the movement
 * (a later session's rounds after the earlier ones': "2.1" is round 1 of session 2), so that several sessions
 * make one event. A result the movement cannot place keeps its ids. A board played by contestants not due to
 * play it is reported (`findings`) and scored as played: the ruling is the Director's.
 */
export const checkMovement = (
  movement: Movement,
  played: readonly PlacedResult[],
): { results: TableResult[]; findings: MovementFinding[] } => {
  const findings: MovementFinding[] = [];
  const teams = movement.contestants === "teams";
  const sideIds = (r: TableResult) => (teams ? (r.teams ?? {}) : r.pairs);
  const located = played.map(({ result, place }) => {
    const section = sectionOf(movement, place);
    const source = result.source ?? whereOf(place);
    if (section === undefined) {
      findings.push({ kind: "not-in-movement", source, place });
      return { result, place, section, at: undefined, found: {} as { NS?: Contestant; EW?: Contestant } };
    }
    const index = contestantIndex(section);
    const found: { NS?: Contestant; EW?: Contestant } = {};
    for (const side of ["NS", "EW"] as const) {
      const id = sideIds(result)[side];
      if (id === undefined) continue;
      const c = index(id, side);
      if (c === undefined) findings.push({ kind: "unknown-contestant", source, id });
      else found[side] = c;
    }
    const at = tableOf(section, place);
    if (at === undefined) findings.push({ kind: "not-in-movement", source, place });
    return { result, place, section, at, found };
  });
  const key = (c: Contestant | undefined): string =>
    c === undefined ? "" : `${c.direction ?? ""}${c.number}`;
  // where each contestant played each board, for 15B1 (a player had played the board before)
  const boardsOf = new Map<string, string[]>();
  for (const x of located)
    for (const side of ["NS", "EW"] as const) {
      const k = `${x.section?.section ?? ""}|${key(x.found[side])}|${x.place.board}`;
      boardsOf.set(k, [...(boardsOf.get(k) ?? []), x.result.source ?? whereOf(x.place)]);
    }
  const results = located.map(({ result, place, section, at, found }) => {
    if (section === undefined) return result;
    const source = result.source ?? whereOf(place);
    const alsoPlayed = (["NS", "EW"] as const).flatMap((side) =>
      (boardsOf.get(`${section.section ?? ""}|${key(found[side])}|${place.board}`) ?? []).filter(
        (s) => s !== source,
      ),
    );
    if (at !== undefined) {
      const expected = {
        NS: contestantAt(section, at.table.NS, "NS"),
        EW: contestantAt(section, at.table.EW, "EW"),
      };
      if (!at.dueHere)
        findings.push({
          kind: "wrong-board",
          law: "15B",
          source,
          place,
          boards: at.table.boards,
          alsoPlayed,
        });
      else if (
        (found.NS !== undefined && found.NS !== expected.NS) ||
        (found.EW !== undefined && found.EW !== expected.EW)
      )
        findings.push({
          kind: "wrong-contestants",
          law: "15B",
          source,
          place,
          expected: { NS: contestantLabel(expected.NS!), EW: contestantLabel(expected.EW!) },
          found: {
            ...(found.NS !== undefined && { NS: contestantLabel(found.NS) }),
            ...(found.EW !== undefined && { EW: contestantLabel(found.EW) }),
          },
          alsoPlayed: [...new Set(alsoPlayed)],
        });
    }
    const ids = { ...sideIds(result) };
    for (const side of ["NS", "EW"] as const)
      if (found[side] !== undefined) ids[side] = contestantLabel(found[side]!);
    const round = at === undefined ? result.round : String(at.round);
    const event = movement.event ?? result.event;
    return {
      ...result,
      ...(event !== undefined && {
        event:
          section.section === undefined || movement.sections.length === 1
            ? event
            : `${event} — ${section.section}`,
      }),
      ...(teams ? { teams: ids } : { pairs: ids }),
      ...(round !== undefined && {
        round: movement.session === undefined ? round : `${movement.session}.${round}`,
      }),
    };
  });
  findings.push(...missingResults(movement, located));
  return { results, findings };
};

/**
 * The boards the movement schedules at a table in a round that no result was placed at (Law 12C2 is the
 * Director's: an artificial adjusted score, or the board not played), in the movement's order.
 */
const missingResults = (
  movement: Movement,
  located: readonly {
    readonly section: MovementSection | undefined;
    readonly at: { readonly table: MovementTable } | undefined;
    readonly place: MovementPlace;
  }[],
): MovementFinding[] => {
  const placed = new Map<MovementTable, Set<number>>();
  for (const x of located)
    if (x.at !== undefined) placed.set(x.at.table, (placed.get(x.at.table) ?? new Set()).add(x.place.board));
  return movement.sections.flatMap((section) =>
    section.rounds.flatMap((round) =>
      round.tables.flatMap((table) =>
        table.boards
          .filter((board) => !(placed.get(table)?.has(board) ?? false))
          .map(
            (board): MovementFinding => ({
              kind: "missing-result",
              law: "12C2",
              place: {
                ...(section.section !== undefined && { section: section.section }),
                round: String(round.round),
                table: String(table.table),
                ...(table.room !== undefined && { room: table.room }),
                board,
              },
              expected: {
                NS: labelAt(section, table.NS, "NS"),
                EW: labelAt(section, table.EW, "EW"),
              },
            }),
          ),
      ),
    ),
  );
};

const labelAt = (section: MovementSection, number: number, side: Direction): string => {
  const c = contestantAt(section, number, side);
  return c === undefined ? String(number) : contestantLabel(c);
};

/** A finding in words, one line, with its Law: what the Director must look at. */
export const describeFinding = (f: MovementFinding, teams: boolean): string => {
  const law = teams ? "Law 86 (teams; 15B is for pairs)" : "Law 15B";
  switch (f.kind) {
    case "wrong-contestants":
    case "wrong-board": {
      const what =
        f.kind === "wrong-contestants"
          ? `played by ${f.found.NS ?? "?"} – ${f.found.EW ?? "?"}, the movement seats ${f.expected.NS} – ${f.expected.EW} there`
          : `not due at this table in this round (the movement has boards ${f.boards.join(", ")})`;
      const before =
        f.alsoPlayed.length > 0
          ? ` (the same contestants played it at ${f.alsoPlayed.join(", ")}: 15B1 if that was before, the board cancelled and artificial adjusted scores by 15B3)`
          : " (15B2: the score stands unless the Director rules otherwise)";
      return `${f.source}: ${whereOf(f.place)}: ${what}: ${law}, the Director's ruling is needed${teams ? "" : before}; scored as played until he rules`;
    }
    case "missing-result":
      return `${whereOf(f.place)}: no result: the movement seats ${f.expected.NS} – ${f.expected.EW} there and no log has the board: the Director rules (Law 12C2: an artificial adjusted score when no result can be obtained, or the board not played); nothing is scored for it`;
    case "not-in-movement":
      return `${f.source}: ${whereOf(f.place)}: the movement has no such table or round`;
    case "unknown-contestant":
      return `${f.source}: "${f.id}" is not a contestant of the movement`;
  }
};

/**
 * A movement's carry-over as the session's ranking names the teams (`contestantLabel`): victory points added
 * to each team's total (`SessionOptions.carryOver`).
 */
export const carryOverOf = (movement: Movement): Record<string, number> => {
  const out: Record<string, number> = {};
  for (const c of movement.carryOver ?? []) {
    const section = movement.sections.find((s) => sameName(s.section, c.section)) ?? movement.sections[0];
    const team = section?.contestants.find((t) => t.number === c.number);
    if (team !== undefined) out[contestantLabel(team)] = (out[contestantLabel(team)] ?? 0) + c.vp;
  }
  return out;
};
