import { eventDecoder, lazy } from "@bridgelaw/log";
import * as Schema from "effect/Schema";

/**
 * A movement (format 1): who plays whom, at which table, on which boards, round by round, and the
 * contestants by number and section with their names. The contract of a movement file (`bridgelaw score
 * --movement FILE`); its JSON Schema (schema/movement.v1.json) is generated from it. Written by hand,
 * generated from the logs' tags (`movementFromPlaces`), or chosen from the standard movements (`mitchell`,
 * `howell`, `roundRobin`, `swissRound`).
 */

const Positive = lazy(() => Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)));

export const Direction = lazy(() => Schema.Literals(["NS", "EW"]));
export type Direction = typeof Direction.Type;

/** A pair or a team: its number in its section (and direction in a Mitchell), its name and players. */
export const Contestant = lazy(() =>
  Schema.Struct({
    number: Positive.annotate({ description: "the contestant's number in its section" }),
    direction: Schema.optional(
      Direction.annotate({
        description: "a Mitchell: the pair's direction (North-South 3 and East-West 3 are two pairs)",
      }),
    ),
    name: Schema.optional(Schema.String.annotate({ description: "the pair's or team's name" })),
    players: Schema.optional(Schema.Array(Schema.String)),
    ids: Schema.optional(
      Schema.Array(Schema.String).annotate({
        description:
          "the ids the logs give this contestant (PairNS/PairEW, HomeTeam/VisitTeam); default: its name and its number",
      }),
    ),
  }),
);
export type Contestant = typeof Contestant.Type;

/** One table in one round: the contestants North-South and East-West (by number) and the boards they play. */
export const MovementTable = lazy(() =>
  Schema.Struct({
    table: Positive,
    room: Schema.optional(
      Schema.String.annotate({ description: "team play: the room (Open, Closed) of the match's table" }),
    ),
    NS: Positive.annotate({ description: "the number of the contestant sitting North-South" }),
    EW: Positive.annotate({ description: "the number of the contestant sitting East-West" }),
    boards: Schema.Array(Positive),
  }),
);
export type MovementTable = typeof MovementTable.Type;

export const MovementRound = lazy(() =>
  Schema.Struct({ round: Positive, tables: Schema.Array(MovementTable) }),
);
export type MovementRound = typeof MovementRound.Type;

export const MovementSection = lazy(() =>
  Schema.Struct({
    section: Schema.optional(
      Schema.String.annotate({ description: "the section's name (A, B …), as the logs give it" }),
    ),
    contestants: Schema.Array(Contestant),
    rounds: Schema.Array(MovementRound),
  }),
);
export type MovementSection = typeof MovementSection.Type;

export const MOVEMENT_KINDS = ["mitchell", "howell", "round-robin", "swiss", "custom"] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

/** Victory points a team brings into the event (a carry-over from an earlier stage), by section and number. */
export const CarryOver = lazy(() =>
  Schema.Struct({
    section: Schema.optional(Schema.String),
    number: Positive,
    vp: Schema.Number,
  }),
);

export const Movement = lazy(() =>
  Schema.Struct({
    format: Schema.Literal(1),
    kind: Schema.Literals(MOVEMENT_KINDS),
    contestants: Schema.Literals(["pairs", "teams"]),
    event: Schema.optional(
      Schema.String.annotate({
        description: "the event the results are scored in (the sessions of one event give the same name)",
      }),
    ),
    session: Schema.optional(
      Positive.annotate({
        description: "the session of the event (its rounds are scored after the earlier sessions')",
      }),
    ),
    sections: Schema.Array(MovementSection),
    carryOver: Schema.optional(Schema.Array(CarryOver)),
  }),
);
export type Movement = typeof Movement.Type;

const decode = eventDecoder(Movement, { excessFields: "error", jit: false });

/** Reads a movement file's text: the movement, or one line saying what is wrong and where. */
export const readMovementFile = (text: string): { movement: Movement } | { error: string } => {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return { error: `not valid JSON (${(e as Error).message.split("\n")[0]})` };
  }
  try {
    const movement = decode(json);
    const wrong = movementProblem(movement);
    return wrong === null ? { movement } : { error: wrong };
  } catch (e) {
    const { reason, path } = e as { reason?: string; path?: readonly (string | number)[] };
    const at = path !== undefined && path.length > 0 ? ` at "${path.join(".")}"` : "";
    return { error: `${reason ?? String(e)}${reason?.includes(" at ") ? "" : at}` };
  }
};

/** The contestant a table's side names: by number, and by direction where the section's pairs have one. */
export const contestantAt = (
  section: MovementSection,
  number: number,
  side: Direction,
): Contestant | undefined =>
  section.contestants.find((c) => c.number === number && (c.direction === undefined || c.direction === side));

/** What makes a movement unusable (a seat naming no contestant, a pair at two tables in a round), or null. */
export const movementProblem = (movement: Movement): string | null => {
  for (const [s, section] of movement.sections.entries()) {
    const where = `sections.${s}`;
    const seen = new Set<string>();
    for (const c of section.contestants) {
      const key = `${c.direction ?? ""}${c.number}`;
      if (seen.has(key)) return `contestant ${key} is listed twice at "${where}.contestants"`;
      seen.add(key);
    }
    for (const [r, round] of section.rounds.entries()) {
      const seated = new Set<string>();
      for (const [t, table] of round.tables.entries()) {
        for (const side of ["NS", "EW"] as const) {
          const c = contestantAt(section, table[side], side);
          const at = `"${where}.rounds.${r}.tables.${t}.${side}"`;
          if (c === undefined) return `no contestant ${table[side]} in the section at ${at}`;
          // a team sits at two tables of its match, North-South at one and East-West at the other
          const key = `${c.direction ?? ""}${c.number}${movement.contestants === "teams" ? side : ""}`;
          if (seated.has(key))
            return `contestant ${table[side]} sits at two tables in round ${round.round} at ${at}`;
          seated.add(key);
        }
      }
    }
  }
  return null;
};
