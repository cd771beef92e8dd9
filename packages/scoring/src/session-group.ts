import type { TableResult } from "./session-types.ts";

/** Natural order for ids such as table numbers: "2" before "10", then text order. */
export const naturalCompare = (a: string, b: string): number => {
  const na = Number(a);
  const nb = Number(b);
  if (a !== "" && b !== "" && Number.isFinite(na) && Number.isFinite(nb) && na !== nb) return na - nb;
  return a < b ? -1 : a > b ? 1 : 0;
};

/** The results of one board in one form (Law 87B: a fouled board is scored in groups, one per form). */
export interface BoardGroup {
  readonly event?: string;
  /** Team play: the round (boards of different rounds are different boards even with the same number). */
  readonly round?: string;
  readonly board: number;
  /** Set only when the board was played in more than one form. */
  readonly group?: string;
  /** Indices of the results, in table order. */
  readonly rows: readonly number[];
}

export interface EventGroups {
  readonly event?: string;
  readonly groups: readonly BoardGroup[];
  /** The group (form) of a result of the event, by result index ("" for a board played in one form). */
  readonly groupOf: (row: number) => string;
  /** Indices of all the event's results. */
  readonly rows: readonly number[];
  /** The largest number of results on one board of the event (all its groups together). */
  readonly expected: number;
}

/** Results in table order (numbers as numbers), then by source, then as given. */
const tableOrder = (results: readonly TableResult[]) => {
  const keys = new Map<string, number>();
  const key = (t: string | undefined): number => {
    if (t === undefined || t === "") return Number.NaN;
    let k = keys.get(t);
    if (k === undefined) keys.set(t, (k = Number(t)));
    return k;
  };
  return (i: number, j: number): number => {
    const a = results[i]!;
    const b = results[j]!;
    const ka = key(a.table);
    const kb = key(b.table);
    if (!Number.isNaN(ka) && !Number.isNaN(kb) && ka !== kb) return ka - kb;
    return (
      naturalCompare(a.table ?? "", b.table ?? "") || naturalCompare(a.source ?? "", b.source ?? "") || i - j
    );
  };
};

/**
 * Law 87: the form of each result of one board. A result the Director put in a group (`BoardFouled`) keeps
 * it; the others are told apart by the deal they played: when the deals differ (87A: contestants who should
 * be compared did not play the same deal), each deal is a group (`deal 1`, `deal 2` … in order of first
 * table), with a warning that the Director should name the forms.
 */
const formsOf = (
  results: readonly TableResult[],
  rows: readonly number[],
  warn: (m: string) => void,
): Map<number, string> | null => {
  const first = results[rows[0]!]!.deal;
  if (rows.every((i) => results[i]!.group === undefined && results[i]!.deal === first)) return null;
  const deals: string[] = [];
  for (const i of rows) {
    const r = results[i]!;
    if (r.group === undefined && r.deal !== undefined && !deals.includes(r.deal)) deals.push(r.deal);
  }
  const out = new Map<number, string>();
  for (const i of rows) {
    const r = results[i]!;
    out.set(
      i,
      r.group ?? (deals.length > 1 && r.deal !== undefined ? `deal ${deals.indexOf(r.deal) + 1}` : ""),
    );
  }
  if (deals.length > 1) {
    const r = results[rows[0]!]!;
    warn(
      `${r.event === undefined ? "" : `${r.event}, `}board ${r.board}: played with ${deals.length} different deals (87A): scored in groups by deal (87B); the Director records BoardFouled to name the forms`,
    );
  }
  return out;
};

export interface GroupOptions {
  /** Only these results (indices), e.g. one event's; default all. */
  readonly rows?: readonly number[];
  /**
   * Team play: a board is a round's board (round, number). In a pairs movement one board is played in
   * different rounds at different tables, so the round is not part of it (the default).
   */
  readonly byRound?: boolean;
}

/** A board's key within an event: its number, and its round when rounds tell boards apart. */
const boardKey = (round: string, board: number): string => `${round}\u0000${board}`;

/**
 * Groups a session's results by event, then board, then form (87B). Events in name order (no name first),
 * boards in number order (by round first with `byRound`), groups by name, results by table.
 */
export const groupSession = (
  results: readonly TableResult[],
  warn: (m: string) => void = () => {},
  options: GroupOptions = {},
): EventGroups[] => {
  const events = new Map<string, Map<string, { round: string; board: number; rows: number[] }>>();
  const add = (r: TableResult, i: number): void => {
    const e = r.event ?? "";
    let boards = events.get(e);
    if (boards === undefined) events.set(e, (boards = new Map()));
    const round = options.byRound === true ? (r.round ?? "") : "";
    const key = boardKey(round, r.board);
    const entry = boards.get(key);
    if (entry === undefined) boards.set(key, { round, board: r.board, rows: [i] });
    else entry.rows.push(i);
  };
  if (options.rows === undefined) results.forEach(add);
  else for (const i of options.rows) add(results[i]!, i);
  const order = tableOrder(results);
  return [...events.keys()].sort(naturalCompare).map((e) => {
    const boards = events.get(e)!;
    const groups: BoardGroup[] = [];
    const forms = new Map<number, string>();
    let expected = 0;
    const all: number[] = [];
    const keys = [...boards.values()].sort((a, b) => naturalCompare(a.round, b.round) || a.board - b.board);
    for (const { round, board, rows: unsorted } of keys) {
      const rows = unsorted.sort(order);
      const at = round === "" ? {} : { round };
      expected = Math.max(expected, rows.length);
      const form = formsOf(results, rows, warn);
      if (form === null) {
        for (const i of rows) all.push(i);
        groups.push({ ...(e !== "" && { event: e }), ...at, board, rows });
        continue;
      }
      const names = [...new Set(form.values())].sort(naturalCompare);
      for (const g of names) {
        const inForm = rows.filter((i) => form.get(i) === g);
        all.push(...inForm);
        groups.push({
          ...(e !== "" && { event: e }),
          ...at,
          board,
          ...(names.length > 1 && { group: g === "" ? "(as dealt)" : g }),
          rows: inForm,
        });
      }
      for (const [i, g] of form) forms.set(i, g);
    }
    const groupOf = (row: number): string => forms.get(row) ?? "";
    return { ...(e !== "" && { event: e }), groups, groupOf, rows: all, expected };
  });
};

/** Two tables of a team match on one board: team `a` sits North-South at `aNS`, East-West at `aEW`. */
export interface MatchBoard {
  /** Team play: the round the board was played in (when the logs give rounds). */
  readonly round?: string;
  readonly board: number;
  /** Result indices: where team `a` sat North-South and where it sat East-West (null: not played there). */
  readonly aNS: number | null;
  readonly aEW: number | null;
  /** Whether the two tables played the board in the same form (87C: otherwise not comparable). */
  readonly comparable: boolean;
}

export interface TeamMatch {
  readonly a: string;
  readonly b: string;
  /** The round of the match, when the logs give rounds (a team meets another once a round). */
  readonly round?: string;
  readonly boards: readonly MatchBoard[];
}

/**
 * Team matches as the logs show them (Law 78B team play): on every board each pairing of two teams sits at
 * one or two tables, directions swapped at the second. Null when the results are not team matches (a pairs
 * movement: a pairing at more than two tables, twice the same way round, or a result without both ids).
 */
export const findTeamMatches = (results: readonly TableResult[], ev: EventGroups): TeamMatch[] | null => {
  const matches = new Map<string, { a: string; b: string; round: string; boards: Map<string, MatchBoard> }>();
  let paired = 0;
  for (const i of ev.rows) {
    const r = results[i]!;
    const ns = r.pairs.NS;
    const ew = r.pairs.EW;
    if (ns === undefined || ew === undefined || ns === ew) return null;
    const [a, b] = naturalCompare(ns, ew) <= 0 ? [ns, ew] : [ew, ns];
    const round = r.round ?? "";
    const key = JSON.stringify([a, b, round]);
    let m = matches.get(key);
    if (m === undefined) matches.set(key, (m = { a, b, round, boards: new Map() }));
    const at = String(r.board);
    const prior = m.boards.get(at) ?? {
      ...(round !== "" && { round }),
      board: r.board,
      aNS: null,
      aEW: null,
      comparable: true,
    };
    const aIsNS = ns === a;
    if ((aIsNS ? prior.aNS : prior.aEW) !== null) return null;
    const other = aIsNS ? prior.aEW : prior.aNS;
    if (other !== null) paired += 1;
    const comparable = other === null || ev.groupOf(other) === ev.groupOf(i);
    m.boards.set(at, aIsNS ? { ...prior, aNS: i, comparable } : { ...prior, aEW: i, comparable });
  }
  if (paired === 0) return null;
  // a team meets one opponent on a board of a round
  const seen = new Map<string, string>();
  for (const m of matches.values()) {
    for (const board of m.boards.keys()) {
      for (const [team, opp] of [
        [m.a, m.b],
        [m.b, m.a],
      ] as const) {
        const k = `${team}\u0000${m.round}\u0000${board}`;
        const before = seen.get(k);
        if (before !== undefined && before !== opp) return null;
        seen.set(k, opp);
      }
    }
  }
  return [...matches.values()]
    .sort((x, y) => naturalCompare(x.round, y.round) || naturalCompare(x.a, y.a) || naturalCompare(x.b, y.b))
    .map((m) => ({
      a: m.a,
      b: m.b,
      ...(m.round !== "" && { round: m.round }),
      boards: [...m.boards.values()].sort((x, y) => x.board - y.board),
    }));
};
