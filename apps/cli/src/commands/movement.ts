import { eventDecoder } from "@bridgelaw/log";
import type { TableResult } from "@bridgelaw/scoring";
import { Schema } from "effect";
import { t } from "../texts.ts";

/**
 * The movement file of `bridgelaw score --movement FILE`: what the logs do not say about who sat where. One
 * JSON object (the format is documented in apps/cli/README.md):
 *
 * - `teams`: each team and its pairs (pair ids as the logs give them, e.g. `"Balschun R & Linde J"`). A
 *   result whose two pairs both belong to teams is a table of a team match between those teams.
 * - `tables`: seatings by table: each entry selects results by the fields it gives (`event`, `section`,
 *   `round`, `table`, `room`, `board`, all of them to match) and gives the `pairs` and/or `teams` sitting
 *   North-South and East-West there.
 *
 * The file fills in only what a log does not say; where a log says otherwise, the log is kept and a warning
 * says so.
 */
const Sides = Schema.Struct({ NS: Schema.optional(Schema.String), EW: Schema.optional(Schema.String) });

export const MovementFile = Schema.Struct({
  teams: Schema.optional(Schema.Record(Schema.String, Schema.Array(Schema.String))),
  tables: Schema.optional(
    Schema.Array(
      Schema.Struct({
        event: Schema.optional(Schema.String),
        section: Schema.optional(Schema.String),
        round: Schema.optional(Schema.String),
        table: Schema.optional(Schema.String),
        room: Schema.optional(Schema.String),
        board: Schema.optional(Schema.Number),
        pairs: Schema.optional(Sides),
        teams: Schema.optional(Sides),
      }),
    ),
  ),
});
export type MovementFile = typeof MovementFile.Type;

const decode = eventDecoder(MovementFile, { excessFields: "error", jit: false });

/** Reads a movement file's text: the movement, or one line saying what is wrong and where. */
export const readMovement = (text: string): { movement: MovementFile } | { error: string } => {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return { error: `not valid JSON (${(e as Error).message.split("\n")[0]})` };
  }
  try {
    return { movement: decode(json) };
  } catch (e) {
    const { reason, path } = e as { reason?: string; path?: readonly (string | number)[] };
    const at = path !== undefined && path.length > 0 ? ` at "${path.join(".")}"` : "";
    return { error: `${reason ?? String(e)}${reason?.includes(" at ") ? "" : at}` };
  }
};

/** Where a result was played, to match a `tables` entry: the fields of its log. */
export interface Place {
  readonly event?: string;
  readonly section?: string;
  readonly round?: string;
  readonly table?: string;
  readonly room?: string;
  readonly board: number;
}

type Sides = { NS?: string; EW?: string };

/** Fills in the sides a result lacks from the movement's; a side the log gives otherwise is kept, with a warning. */
const fill = (
  given: Sides | undefined,
  from: Sides | undefined,
  what: "pair" | "team",
  where: string,
  warn: (m: string) => void,
): Sides | undefined => {
  if (from === undefined) return given;
  const out: Sides = { ...given };
  for (const side of ["NS", "EW"] as const) {
    const v = from[side];
    if (v === undefined) continue;
    if (out[side] === undefined) out[side] = v;
    else if (out[side] !== v) warn(t("movementLogKept", { where, what, side, log: out[side], movement: v }));
  }
  return out.NS === undefined && out.EW === undefined ? undefined : out;
};

/** Applies a movement to the results: the pairs and teams the logs do not give. */
export const applyMovement = (
  movement: MovementFile,
  results: readonly { readonly result: TableResult; readonly place: Place }[],
  warn: (m: string) => void,
): TableResult[] => {
  const teamOf = new Map<string, string>();
  for (const [team, pairs] of Object.entries(movement.teams ?? {}))
    for (const p of pairs) teamOf.set(p, team);
  return results.map(({ result, place }) => {
    const where = result.source ?? t("movementBoard", { board: place.board });
    let pairs: Sides | undefined = result.pairs;
    let teams: Sides | undefined = result.teams;
    for (const row of movement.tables ?? []) {
      const keys = ["event", "section", "round", "table", "room"] as const;
      if (keys.some((k) => row[k] !== undefined && row[k] !== place[k])) continue;
      if (row.board !== undefined && row.board !== place.board) continue;
      pairs = fill(pairs, row.pairs, "pair", where, warn);
      teams = fill(teams, row.teams, "team", where, warn);
    }
    if (pairs?.NS !== undefined && pairs.EW !== undefined) {
      const NS = teamOf.get(pairs.NS);
      const EW = teamOf.get(pairs.EW);
      if (NS !== undefined && EW !== undefined) teams = fill(teams, { NS, EW }, "team", where, warn);
    }
    return {
      ...result,
      pairs: pairs ?? {},
      ...(teams !== undefined && { teams }),
    };
  });
};
