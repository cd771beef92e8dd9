import { type BoardGroup, type EventGroups, groupSession } from "./session-group.ts";
import { naturalCompare, tableKey, tableOrder } from "./session-order.ts";
import type { TableResult } from "./session-types.ts";
import { placeOf, type Warn } from "./session-warnings.ts";

/** Board numbers below this are laid out through an array (a counting sort)… */
const DENSE_BOARD_LIMIT = 1 << 22;
/** …when the largest is no more than this many times the event's results (plus 1024). */
const SPARSE = 4;

/**
 * The session's results read once, in order: what laying the events out needs, by result index. Each result
 * object is visited again only while its board is scored.
 */
export interface ResultColumns {
  /** Each result's event ("" for none); null when every result is of the same event. */
  readonly events: readonly string[] | null;
  /** The event of every result when `events` is null. */
  readonly event: string;
  /**
   * Each result's board, when every board number is a whole number from 0 below 2²² (`dense`; the largest is
   * `maxBoard`).
   */
  readonly board: Int32Array;
  readonly dense: boolean;
  readonly maxBoard: number;
  /** Whether a result has a penalty (Law 90). */
  readonly penalties: boolean;
  /**
   * The events whose boards' results, in the order given, are each in table order and of one form (no
   * Director's group, one deal): `groupSession` leaves them as they are (the plain layout).
   */
  readonly plain: ReadonlySet<string>;
}

/** What is known of an event's boards while reading: each board's last result, its table, its first deal. */
interface EventReading {
  readonly last: number[];
  readonly table: number[];
  /** The first deal of each board (null: none). */
  readonly deal: (string | null)[];
  plain: boolean;
}

/**
 * Reads the session's results into columns, warning (in result order) about each result without pair ids:
 * it is compared but not ranked.
 */
export const readResults = (results: readonly TableResult[], warn: Warn): ResultColumns => {
  const n = results.length;
  const board = new Int32Array(n);
  const order = tableOrder(results);
  let event = "";
  let events: string[] | null = null;
  let dense = true;
  let maxBoard = -1;
  let penalties = false;
  const readings = new Map<string, EventReading>();
  let current: EventReading | undefined;
  let currentEvent: string | undefined;
  for (let i = 0; i < n; i += 1) {
    const r = results[i]!;
    const e = r.event ?? "";
    if (i === 0) event = e;
    else if (events === null && e !== event) events = new Array<string>(i).fill(event);
    if (events !== null) events.push(e);
    const pair = r.pairs;
    if (pair.NS === undefined || pair.EW === undefined) {
      warn({ kind: "no-pair-ids", place: placeOf(r) });
    }
    if ((r.penalties?.length ?? 0) > 0) penalties = true;
    if (!dense) continue;
    const b = r.board;
    if (!(Number.isInteger(b) && b >= 0 && b < DENSE_BOARD_LIMIT)) {
      dense = false;
      continue;
    }
    board[i] = b;
    if (b > maxBoard) maxBoard = b;
    if (e !== currentEvent) {
      currentEvent = e;
      current = readings.get(e);
      if (current === undefined) readings.set(e, (current = { last: [], table: [], deal: [], plain: true }));
    }
    const ev = current!;
    if (!ev.plain) continue;
    // the table's number (−1: none, text or below 0), to see at a glance that a board's results are in order
    const k = tableKey(r.table);
    const t = k >= 0 ? k : -1;
    const deal = r.deal ?? null;
    const before = ev.last[b];
    if (before === undefined) {
      ev.deal[b] = deal;
    } else if (ev.deal[b] !== deal || (!(ev.table[b]! >= 0 && t > ev.table[b]!) && order(i, before) < 0)) {
      ev.plain = false;
    }
    if (r.group !== undefined) ev.plain = false;
    ev.last[b] = i;
    ev.table[b] = t;
  }
  const plain = new Set<string>();
  if (dense) for (const [e, ev] of readings) if (ev.plain) plain.add(e);
  return { events, event, board, dense, maxBoard, penalties, plain };
};

/**
 * One event's results laid out as `groupSession` groups them: positions in the order of its groups (board,
 * form, table), each group a range of positions.
 */
export interface EventLayout {
  readonly event?: string;
  /** The result at each position. */
  readonly rows: Int32Array;
  /** Where each group's positions start (and, at the last index, where the last group ends). */
  readonly start: Int32Array;
  /** Each group's board among the event's boards (the groups of a fouled board share it). */
  readonly board: Int32Array;
  /** The largest number of results on one board of the event (all its groups together). */
  readonly expected: number;
  /** A group as `groupSession` gives it. */
  readonly group: (g: number) => BoardGroup;
  /** The event as `groupSession` gives it. */
  readonly groups: () => EventGroups;
}

/** Whether two board numbers are one board (as a Set counts them: SameValueZero). */
const sameBoard = (a: number, b: number): boolean => a === b || (Number.isNaN(a) && Number.isNaN(b));

/** The layout of an event grouped by `groupSession`. */
const layoutOf = (ev: EventGroups): EventLayout => {
  const G = ev.groups.length;
  const start = new Int32Array(G + 1);
  const board = new Int32Array(G);
  let ordinal = -1;
  for (let g = 0; g < G; g += 1) {
    const group = ev.groups[g]!;
    start[g + 1] = start[g]! + group.rows.length;
    if (g === 0 || !sameBoard(ev.groups[g - 1]!.board, group.board)) ordinal += 1;
    board[g] = ordinal;
  }
  return {
    ...(ev.event !== undefined && { event: ev.event }),
    rows: Int32Array.from(ev.rows),
    start,
    board,
    expected: ev.expected,
    group: (g) => ev.groups[g]!,
    groups: () => ev,
  };
};

/**
 * The plain layout of one event (`ResultColumns.plain`: every board number a whole number from 0, each
 * board's results in the order given already in table order, each board of one form), or null when its board
 * numbers are too far apart for a counting sort: `groupSession` leaves
 * every board's results as they are, and grouping its output again gives the same groups and no warning.
 * This layout is both, made with a counting sort and no object per result.
 */
const plainLayout = (
  results: readonly TableResult[],
  c: ResultColumns,
  event: string,
  given: readonly number[] | null,
): EventLayout | null => {
  const m = given === null ? results.length : given.length;
  // a few results with far-apart board numbers are better grouped through a Map
  if (c.maxBoard > SPARSE * m + 1024) return null;
  const counts = new Int32Array(c.maxBoard + 2);
  for (let k = 0; k < m; k += 1) counts[c.board[given === null ? k : given[k]!]! + 1]! += 1;
  let G = 0;
  let expected = 0;
  for (let b = 1; b < counts.length; b += 1) {
    const count = counts[b]!;
    if (count > 0) G += 1;
    if (count > expected) expected = count;
    counts[b]! += counts[b - 1]!;
  }
  // counts[b] is now where board b starts
  const rows = new Int32Array(m);
  for (let k = 0; k < m; k += 1) {
    const i = given === null ? k : given[k]!;
    rows[counts[c.board[i]!]!++] = i;
  }
  const start = new Int32Array(G + 1);
  const board = new Int32Array(G);
  let g = 0;
  for (let p = 0; p < m; ) {
    const b = c.board[rows[p]!]!;
    let q = p + 1;
    while (q < m && c.board[rows[q]!] === b) q += 1;
    board[g] = g;
    g += 1;
    start[g] = q;
    p = q;
  }
  const group = (k: number): BoardGroup => {
    const list = Array.from(rows.subarray(start[k]!, start[k + 1]!));
    const b = results[list[0]!]!.board;
    return event === "" ? { board: b, rows: list } : { event, board: b, rows: list };
  };
  let objects: EventGroups | undefined;
  return {
    ...(event !== "" && { event }),
    rows,
    start,
    board,
    expected,
    group,
    groups: () =>
      (objects ??= {
        ...(event !== "" && { event }),
        groups: Array.from({ length: G }, (_, k) => group(k)),
        groupOf: () => "",
        rows: Array.from(rows),
        expected,
      }),
  };
};

/** One event of the session as `scoreSession` groups it. */
export interface SessionEvent {
  readonly event?: string;
  /** The event's results in the order of the first grouping (the one that splits the events). */
  readonly rows: ArrayLike<number>;
  /** The event grouped again from `rows`, with its warnings (87A), when it is scored. */
  readonly layout: (warn: Warn) => EventLayout;
}

/**
 * The session's events in name order (no name first), as `scoreSession` has always grouped them: all the
 * results once (no warning) to split the events, then each event's results again, in that order, with
 * warnings. An event on the plain path (`plainLayout`) is laid out once for both.
 */
export const sessionEvents = (results: readonly TableResult[], c: ResultColumns): SessionEvent[] => {
  const byEvent = new Map<string, number[] | null>();
  if (c.events === null) {
    if (results.length > 0) byEvent.set(c.event, null);
  } else {
    c.events.forEach((e, i) => {
      const list = byEvent.get(e);
      if (list === undefined || list === null) byEvent.set(e, [i]);
      else list.push(i);
    });
  }
  return [...byEvent.keys()].sort(naturalCompare).map((e): SessionEvent => {
    const given = byEvent.get(e)!;
    const plain = c.plain.has(e) ? plainLayout(results, c, e, given) : null;
    if (plain !== null) return { ...(e !== "" && { event: e }), rows: plain.rows, layout: () => plain };
    const first = groupSession(results, () => {}, given === null ? {} : { rows: given })[0]!;
    return {
      ...(e !== "" && { event: e }),
      rows: first.rows,
      layout: (warn) => layoutOf(groupSession(results, warn, { rows: first.rows })[0]!),
    };
  });
};
