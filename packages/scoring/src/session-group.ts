import { inOrder, naturalCompare, tableOrder } from "./session-order.ts";
import type { TableResult } from "./session-types.ts";
import type { Warn } from "./session-warnings.ts";

export { naturalCompare };

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

/**
 * Law 87: the form of each result of one board. A result the Director put in a group (`BoardFouled`) keeps
 * it; the others are told apart by the deal they played: when the deals differ (87A: contestants who should
 * be compared did not play the same deal), each deal is a group (`deal 1`, `deal 2` … in order of first
 * table), with a warning that the Director should name the forms.
 */
const formsOf = (
  results: readonly TableResult[],
  rows: readonly number[],
  warn: Warn,
): Map<number, string> | null => {
  const first = results[rows[0]!]!.deal;
  let one = true;
  for (const i of rows) {
    const r = results[i]!;
    if (r.group !== undefined || r.deal !== first) {
      one = false;
      break;
    }
  }
  if (one) return null;
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
    warn({
      kind: "fouled-board",
      ...(r.event !== undefined && { event: r.event }),
      board: r.board,
      deals: deals.length,
    });
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

/** Board numbers below this are bucketed through an array (a counting sort) rather than a Map. */
const DENSE_BOARD_LIMIT = 1 << 22;

/** One board's results of an event (in the order given), before table order and forms. */
interface BoardBucket {
  readonly round: string;
  readonly board: number;
  readonly rows: number[];
}

/**
 * An event's boards in order: by round (with `byRound`), then number. Whole board numbers from 0 (the
 * usual case) go through an array indexed by board; anything else through a Map, keys sorted as before.
 */
const boardBuckets = (
  results: readonly TableResult[],
  rows: readonly number[],
  byRound: boolean,
): BoardBucket[] => {
  // −1: no board yet; −2: not every board is a whole number from 0 (or rounds tell boards apart)
  let max = byRound ? -2 : -1;
  if (!byRound) {
    for (const i of rows) {
      const b = results[i]!.board;
      if (!(Number.isInteger(b) && b >= 0 && b < DENSE_BOARD_LIMIT)) {
        max = -2;
        break;
      }
      if (b > max) max = b;
    }
  }
  // a few results with far-apart board numbers are better grouped through the Map
  if (max >= -1 && max <= 4 * rows.length + 1024) {
    const lists: (number[] | undefined)[] = new Array(max + 1);
    for (const i of rows) {
      const b = results[i]!.board;
      let list = lists[b];
      if (list === undefined) {
        list = lists[b] = [];
      }
      list.push(i);
    }
    const buckets: BoardBucket[] = [];
    for (let b = 0; b <= max; b += 1) {
      const list = lists[b];
      // the board as the first result gives it (0 or −0, as the Map below would keep it)
      if (list !== undefined) buckets.push({ round: "", board: results[list[0]!]!.board, rows: list });
    }
    return buckets;
  }
  const boards = new Map<string, { round: string; board: number; rows: number[] }>();
  for (const i of rows) {
    const r = results[i]!;
    const round = byRound ? (r.round ?? "") : "";
    const key = boardKey(round, r.board);
    const entry = boards.get(key);
    if (entry === undefined) boards.set(key, { round, board: r.board, rows: [i] });
    else entry.rows.push(i);
  }
  return [...boards.values()].sort((a, b) => naturalCompare(a.round, b.round) || a.board - b.board);
};

/**
 * Groups a session's results by event, then board, then form (87B). Events in name order (no name first),
 * boards in number order (by round first with `byRound`), groups by name, results by table.
 */
export const groupSession = (
  results: readonly TableResult[],
  warn: Warn = () => {},
  options: GroupOptions = {},
): EventGroups[] => {
  const byRound = options.byRound === true;
  // results by event, in the order given; one event (the usual case) needs no list of its own
  const byEvent = new Map<string, number[]>();
  const given = options.rows;
  const n = given === undefined ? results.length : given.length;
  let single: string | undefined;
  let mixed = false;
  for (let k = 0; k < n; k += 1) {
    const e = results[given === undefined ? k : given[k]!]!.event ?? "";
    if (k === 0) single = e;
    else if (e !== single) {
      mixed = true;
      break;
    }
  }
  if (!mixed && single !== undefined) {
    byEvent.set(single, given === undefined ? Array.from({ length: n }, (_, i) => i) : [...given]);
  } else {
    for (let k = 0; k < n; k += 1) {
      const i = given === undefined ? k : given[k]!;
      const e = results[i]!.event ?? "";
      const list = byEvent.get(e);
      if (list === undefined) byEvent.set(e, [i]);
      else list.push(i);
    }
  }
  const order = tableOrder(results);
  return [...byEvent.keys()].sort(naturalCompare).map((e) => {
    const buckets = boardBuckets(results, byEvent.get(e)!, byRound);
    const groups: BoardGroup[] = [];
    const forms = new Map<number, string>();
    let expected = 0;
    const all: number[] = [];
    for (const { round, board, rows: unsorted } of buckets) {
      let rows = unsorted;
      if (!inOrder(rows, order)) {
        rows = unsorted.sort(order);
      }
      expected = Math.max(expected, rows.length);
      const form = formsOf(results, rows, warn);
      if (form === null) {
        for (const i of rows) all.push(i);
        const g: { -readonly [K in keyof BoardGroup]: BoardGroup[K] } = { board, rows };
        groups.push(
          e === "" && round === ""
            ? g
            : { ...(e !== "" && { event: e }), ...(round !== "" && { round }), board, rows },
        );
        continue;
      }
      const at = round === "" ? {} : { round };
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
