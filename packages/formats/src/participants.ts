import type { Seat } from "@bridgelaw/cards";

/**
 * The people and the movement of a board as `BoardStarted` carries them (`packages/table/README.md`): the
 * players' names, the pair ids, the teams, and where and when the board was played. The formats read them
 * from PBN tags (North…West, PairNS/PairEW, HomeTeam/VisitTeam with Room, Section, Round, Table, Date) and
 * LIN (`pn`, `vg`, `qx`), and write them back.
 */
export interface Participants {
  readonly players?: Partial<Record<Seat, string>>;
  readonly pairs?: { readonly NS?: string; readonly EW?: string };
  readonly teams?: { readonly NS?: string; readonly EW?: string };
  readonly section?: string;
  readonly round?: string;
  readonly room?: string;
  readonly date?: string;
}

const byName = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * A pair's id when the file gives none: its two players' names in alphabetical order, joined by ` & `, so
 * the same two players are the same pair whichever of them sits North (or East). Undefined unless both names
 * are known.
 */
export const pairIdOf = (a: string | undefined, b: string | undefined): string | undefined => {
  const x = a?.trim();
  const y = b?.trim();
  if (!x || !y || x === "?" || y === "?") return undefined;
  return [x, y].sort(byName).join(" & ");
};

/** The pair ids of a table from its players' names (North-South, East-West). */
export const pairsOfPlayers = (
  players: Partial<Record<Seat, string>>,
): { NS?: string; EW?: string } | undefined => {
  const NS = pairIdOf(players.N, players.S);
  const EW = pairIdOf(players.E, players.W);
  if (NS === undefined && EW === undefined) return undefined;
  return { ...(NS !== undefined && { NS }), ...(EW !== undefined && { EW }) };
};

/**
 * Team play: which team sits North-South. By the convention of the PBN files of team events and of BBO's
 * vugraph, the home team sits North-South in the open room and East-West in the closed room. A file that
 * numbers its tables instead of naming rooms (`Table "11"` with `HomeTeam "AUSTRIA"`, `VisitTeam "DENMARK"`,
 * and the same match at table 7 with the teams swapped, as RealBridge writes them) seats the home team
 * North-South at its table: `atTable`. Undefined when neither says who sits where.
 */
export const teamsOfRoom = (
  home: string | undefined,
  visit: string | undefined,
  room: string | undefined,
  atTable = false,
): { NS?: string; EW?: string } | undefined => {
  const r = room?.trim().toLowerCase();
  if (home === undefined && visit === undefined) return undefined;
  if (r !== "open" && r !== "closed" && !atTable) return undefined;
  const [NS, EW] = r === "closed" ? [visit, home] : [home, visit];
  return { ...(NS !== undefined && { NS }), ...(EW !== undefined && { EW }) };
};

/** The room's name in the file as `BoardStarted.room`: "Open" and "Closed" in any case, else as written. */
export const roomName = (value: string): string => {
  const r = value.trim().toLowerCase();
  return r === "open" ? "Open" : r === "closed" ? "Closed" : value.trim();
};

/**
 * A date as `BoardStarted.date` (ISO 8601, reduced precision when digits are unknown): PBN's `YYYY.MM.DD`
 * with `?` for unknown digits (§3.4.3), and what files write instead (`2013-08-10`, `2013/08/10`, with a
 * time after it). `standard`: the value is PBN's own form, so the ISO date gives it back exactly. Null when
 * the value is not a date at all (or the year is unknown).
 */
export const isoDateOf = (
  value: string,
): { readonly iso: string; readonly standard: boolean; readonly time?: string } | null => {
  const m =
    /^\s*(\d{4}|\?{4})([./-])(\d{2}|\?{2})\2(\d{2}|\?{2})(?:[ T]+(\d{1,2}:\d{2}(?::\d{2})?)\s*)?\s*$/.exec(
      value,
    );
  if (m === null || m[1]!.startsWith("?")) return null;
  const [year, sep, month, day, time] = [m[1]!, m[2]!, m[3]!, m[4]!, m[5]];
  if (!month.startsWith("?") && !(Number(month) >= 1 && Number(month) <= 12)) return null;
  if (!day.startsWith("?") && !(Number(day) >= 1 && Number(day) <= 31)) return null;
  const iso = month.startsWith("?")
    ? year
    : day.startsWith("?")
      ? `${year}-${month}`
      : `${year}-${month}-${day}`;
  const standard =
    sep === "." &&
    time === undefined &&
    value === value.trim() &&
    !(month.startsWith("?") && !day.startsWith("?"));
  return { iso, standard, ...(time !== undefined && { time }) };
};

/** `BoardStarted.date` as PBN writes it: `YYYY.MM.DD`, `??` for what the ISO date leaves out. */
export const pbnDateOf = (iso: string): string | undefined => {
  const m = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$/.exec(iso);
  if (m === null) return undefined;
  return `${m[1]}.${m[2] ?? "??"}.${m[3] ?? "??"}`;
};

/** The seats in PBN's tag names. */
export const SEAT_TAGS: Readonly<Record<Seat, string>> = { N: "North", E: "East", S: "South", W: "West" };
