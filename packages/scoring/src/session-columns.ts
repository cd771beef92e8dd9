import { requireFinite } from "./errors.ts";
import type { Cell, ComparedTotal } from "./session-cells.ts";
import type { EventLayout } from "./session-layout.ts";
import { type GroupDraft, plainScore } from "./session-pairs.ts";
import type { FrequencyRow, TableResult } from "./session-types.ts";

/**
 * A pairs event scored board by board in typed arrays: each board's scores read into a small array,
 * matchpointed there, and added at once to each contestant's totals (contestants numbered in the order of
 * the event's cells). No object or string per result is made while scoring: a board's rows and frequency
 * tables are made from its results when the board tables are read (`boardFigures`).
 */
export interface EventScores {
  /** The event's positions and groups. */
  readonly layout: EventLayout;
  /**
   * A group scored one result at a time (an adjusted score on a board at matchpoints, every group of the
   * other methods): its draft. Undefined for a plain group at matchpoints (table results only).
   */
  readonly drafts: readonly (GroupDraft | undefined)[];
  /** The artificial adjusted scores (12C2), in the order of the event's cells. */
  readonly artificial: readonly Cell[];
  /** The contestants, in order of their first score (the order the ranking lists them before sorting). */
  readonly pairs: readonly string[];
  /** Each contestant's totals (`pairTotals`). */
  readonly totals: Totals;
}

/** Each contestant's sums, by number (typed arrays, grown as contestants come). */
interface Totals {
  readonly score: Float64Array;
  readonly top: Float64Array;
  readonly boards: Int32Array;
  /** The directions it sat: bit 1 North-South, bit 2 East-West. */
  readonly directions: Uint8Array;
}

/** Index of the first element of sorted[lo, hi) that is ≥ x. */
const lowerBound = (sorted: Float64Array, lo: number, hi: number, x: number): number => {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
};
/** Index of the first element of sorted[lo, hi) that is > x. */
const upperBound = (sorted: Float64Array, lo: number, hi: number, x: number): number => {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
};

/**
 * Sorts a[0, n) ascending as `Float64Array.prototype.sort` does (−0 before +0): insertion sort for a board's
 * handful of results, the typed array's sort for more.
 */
const sortScores = (a: Float64Array, n: number): void => {
  if (n > 24) {
    a.subarray(0, n).sort();
    return;
  }
  for (let i = 1; i < n; i += 1) {
    const x = a[i]!;
    let j = i - 1;
    while (j >= 0) {
      const y = a[j]!;
      if (!(x < y || (x === 0 && y === 0 && Object.is(x, -0) && !Object.is(y, -0)))) break;
      a[j + 1] = y;
      j -= 1;
    }
    a[j + 1] = x;
  }
};

/** Scratch arrays for one board: its North-South scores, sorted, and each side's matchpoints. */
interface Board {
  readonly score: Float64Array;
  readonly sorted: Float64Array;
  readonly NS: Float64Array;
  readonly EW: Float64Array;
}

const boardScratch = (n: number): Board => ({
  score: new Float64Array(n),
  sorted: new Float64Array(n),
  NS: new Float64Array(n),
  EW: new Float64Array(n),
});

/** Up to this many results, a board's scores are compared each with each rather than sorted. */
const SMALL_BOARD = 32;

/**
 * Law 78A on a plain board of `n` results (`b.score`): 2 for each score beaten, 1 for each tie, counted
 * each against each on a board of a few tables (or, on a bigger one, from one sort with each score's run of
 * ties by binary search); East-West get the top less North-South's; Neuberg's formula when fewer than
 * `expected` results (78D).
 */
const matchpointBoard = (b: Board, n: number, expected: number): void => {
  const { score, sorted, NS, EW } = b;
  for (let k = 0; k < n; k += 1) {
    const s = score[k]!;
    if (!Number.isFinite(s)) requireFinite("score", s);
  }
  const small = n <= SMALL_BOARD;
  if (!small) {
    sorted.set(score.subarray(0, n));
    sortScores(sorted, n);
  }
  const rawTop = 2 * (n - 1);
  const factored = n < expected;
  const ratio = expected / n;
  for (let k = 0; k < n; k += 1) {
    const s = score[k]!;
    let raw: number;
    if (small) {
      raw = -1;
      for (let j = 0; j < n; j += 1) {
        const t = score[j]!;
        raw += t < s ? 2 : t === s ? 1 : 0;
      }
    } else {
      const below = lowerBound(sorted, 0, n, s);
      raw = 2 * below + upperBound(sorted, below, n, s) - below - 1;
    }
    // Neuberg: (mp + 1) × expected / results − 1, in 2/1/0 units (`neuberg`)
    NS[k] = factored ? (raw + 1) * ratio - 1 : raw;
    EW[k] = factored ? (rawTop - raw + 1) * ratio - 1 : rawTop - raw;
  }
};

/** Reads a plain group's scores into `b` and matchpoints it (its results already known to be plain). */
const scorePlain = (results: readonly TableResult[], l: EventLayout, g: number, b: Board): number => {
  const p0 = l.start[g]!;
  const n = l.start[g + 1]! - p0;
  for (let k = 0; k < n; k += 1) b.score[k] = (results[l.rows[p0 + k]!]!.NS as { readonly NS: number }).NS;
  matchpointBoard(b, n, l.expected);
  return n;
};

/** `into` (twice as long) with `a` copied in at the start. */
const twice = <A extends Float64Array | Int32Array | Uint8Array>(a: A, into: A): A => {
  into.set(a);
  return into;
};

/**
 * Scores a pairs event board by board: at matchpoints a plain group (table results only) in typed arrays,
 * every other group by `draftOf` (one result at a time, warnings in group order); each side's score is added
 * to its contestant's totals in the order of the cells (North-South before East-West on each row).
 */
export const scoreEvent = (
  results: readonly TableResult[],
  layout: EventLayout,
  mp: boolean,
  draftOf: (g: number) => GroupDraft,
): EventScores => {
  const { rows, start } = layout;
  const G = start.length - 1;
  const drafts: (GroupDraft | undefined)[] = new Array(G);
  const artificial: Cell[] = [];
  const ids = new Map<string, number>();
  const pairs: string[] = [];
  let score = new Float64Array(64);
  let top = new Float64Array(64);
  let boards = new Int32Array(64);
  let directions = new Uint8Array(64);
  // the board (its number among the event's boards) of each contestant's last score
  let last = new Int32Array(64).fill(-1);
  const intern = (pair: string | undefined): number => {
    if (pair === undefined) return -1;
    let id = ids.get(pair);
    if (id === undefined) {
      id = pairs.length;
      pairs.push(pair);
      ids.set(pair, id);
      if (id === score.length) {
        score = twice(score, new Float64Array(2 * id));
        top = twice(top, new Float64Array(2 * id));
        boards = twice(boards, new Int32Array(2 * id));
        directions = twice(directions, new Uint8Array(2 * id));
        last = twice(last, new Int32Array(2 * id).fill(-1));
      }
    }
    return id;
  };
  const add = (id: number, value: number, cellTop: number, board: number, side: 1 | 2): void => {
    if (id < 0) return;
    score[id]! += value;
    top[id]! += cellTop;
    if (last[id] !== board) {
      last[id] = board;
      boards[id]! += 1;
    }
    directions[id]! |= side;
  };
  const b = boardScratch(layout.expected);
  const NSId = new Int32Array(layout.expected);
  const EWId = new Int32Array(layout.expected);
  // the pair last seen at each row of a board and its number (a Mitchell's stationary pairs: no Map lookup)
  const lastNS: (string | undefined)[] = new Array(layout.expected).fill(undefined);
  const lastEW: (string | undefined)[] = new Array(layout.expected).fill(undefined);
  const lastNSId = new Int32Array(layout.expected).fill(-1);
  const lastEWId = new Int32Array(layout.expected).fill(-1);
  const plainTop = 2 * (layout.expected - 1);
  for (let g = 0; g < G; g += 1) {
    const p0 = start[g]!;
    const n = start[g + 1]! - p0;
    let plain = mp;
    for (let k = 0; k < n; k += 1) {
      const r = results[rows[p0 + k]!]!;
      const { NS: ns, EW: ew } = r.pairs;
      if (ns !== lastNS[k]) {
        lastNS[k] = ns;
        lastNSId[k] = intern(ns);
      }
      NSId[k] = lastNSId[k]!;
      if (ew !== lastEW[k]) {
        lastEW[k] = ew;
        lastEWId[k] = intern(ew);
      }
      EWId[k] = lastEWId[k]!;
      if (plain) {
        const s = plainScore(r);
        if (Number.isNaN(s)) plain = false;
        else b.score[k] = s;
      }
    }
    const board = layout.board[g]!;
    if (plain) {
      matchpointBoard(b, n, layout.expected);
      for (let k = 0; k < n; k += 1) {
        add(NSId[k]!, b.NS[k]!, plainTop, board, 1);
        add(EWId[k]!, b.EW[k]!, plainTop, board, 2);
      }
      continue;
    }
    const d = draftOf(g);
    drafts[g] = d;
    for (let k = 0; k < n; k += 1) {
      const { NS, EW } = d.cells[k]!;
      add(NSId[k]!, NS.value, NS.top ?? 0, board, 1);
      add(EWId[k]!, EW.value, EW.top ?? 0, board, 2);
      if (NS.artificial !== undefined) artificial.push(NS);
      if (EW.artificial !== undefined) artificial.push(EW);
    }
  }
  return { layout, drafts, artificial, pairs, totals: { score, top, boards, directions } };
};

/**
 * Each cell of the event in order (North-South before East-West at each result): its contestant's number
 * (−1: none), its score as it stands, its top, and whether it was compared. A plain board is matchpointed
 * again (the same figures).
 */
const eachCell = (
  results: readonly TableResult[],
  e: EventScores,
  f: (id: number, value: number, top: number, compared: boolean) => void,
): void => {
  const { layout, drafts } = e;
  const ids = new Map(e.pairs.map((p, id) => [p, id]));
  const idOf = (pair: string | undefined): number => (pair === undefined ? -1 : ids.get(pair)!);
  const b = boardScratch(layout.expected);
  const plainTop = 2 * (layout.expected - 1);
  for (let g = 0; g + 1 < layout.start.length; g += 1) {
    const p0 = layout.start[g]!;
    const d = drafts[g];
    const n = d === undefined ? scorePlain(results, layout, g, b) : layout.start[g + 1]! - p0;
    for (let k = 0; k < n; k += 1) {
      const r = results[layout.rows[p0 + k]!]!;
      const ns = idOf(r.pairs.NS);
      const ew = idOf(r.pairs.EW);
      if (d === undefined) {
        f(ns, b.NS[k]!, plainTop, true);
        f(ew, b.EW[k]!, plainTop, true);
      } else {
        const c = d.cells[k]!;
        f(ns, c.NS.value, c.NS.top ?? 0, c.NS.compared);
        f(ew, c.EW.value, c.EW.top ?? 0, c.EW.compared);
      }
    }
  }
};

/**
 * Each contestant's compared scores added up in the order of the cells (12C2(c): its other boards), asked
 * for only when there is an artificial score to value.
 */
export const comparedTotals = (
  results: readonly TableResult[],
  e: EventScores,
): Map<string, ComparedTotal> => {
  const out = new Map<string, ComparedTotal>();
  eachCell(results, e, (id, value, top, compared) => {
    if (!compared || id < 0) return;
    const pair = e.pairs[id]!;
    let t = out.get(pair);
    if (t === undefined) out.set(pair, (t = { value: 0, top: 0, boards: 0 }));
    t.value += value;
    t.top += top;
    t.boards += 1;
  });
  return out;
};

/** Adds each contestant's scores up again once the artificial scores are valued (12C2), in the cells' order. */
export const addUpAgain = (results: readonly TableResult[], e: EventScores): void => {
  const score = e.totals.score;
  score.fill(0);
  eachCell(results, e, (id, value) => {
    if (id >= 0) score[id]! += value;
  });
};

/** One contestant's boards in the session, for the ranking. */
export interface PairTotals {
  readonly pair: string;
  /** Sum of its scores on the boards (before penalties), in the order of the cells. */
  readonly score: number;
  /** Sum of the tops of its boards (matchpoints). */
  readonly top: number;
  /** Boards played (a board's number counted once). */
  readonly boards: number;
  /** The directions it sat: bit 1 North-South, bit 2 East-West. */
  readonly directions: number;
}

/** Each contestant's totals, in order of its first score. */
export const pairTotals = (e: EventScores): PairTotals[] =>
  e.pairs.map((pair, id) => ({
    pair,
    score: e.totals.score[id]!,
    top: e.totals.top[id]!,
    boards: e.totals.boards[id]!,
    directions: e.totals.directions[id]!,
  }));

/** Each group's top as its cells carry it (2/1/0; 0 for a method without a top). */
export const groupTop = (e: EventScores, g: number): number =>
  e.drafts[g] === undefined ? 2 * (e.layout.expected - 1) : (e.drafts[g]!.top ?? 0);

/**
 * Makes a pairs event's board tables' figures, board by board, in one set of scratch arrays: each side's
 * score at each result of a group (as settled), in table order, and a plain group's frequency tables.
 */
export const boardFigures = (results: readonly TableResult[], e: EventScores) => {
  const b = boardScratch(e.layout.expected);
  return {
    /** Each side's score at each result of group `g`, valid until the next call. */
    values: (g: number): { readonly NS: ArrayLike<number>; readonly EW: ArrayLike<number> } => {
      const d = e.drafts[g];
      if (d !== undefined) return { NS: d.cells.map((c) => c.NS.value), EW: d.cells.map((c) => c.EW.value) };
      scorePlain(results, e.layout, g, b);
      return b;
    },
    /**
     * Law 78A: a plain group's frequency tables (its North-South scores sorted), each direction's highest
     * score first (East-West in their own points), matchpoints in 2/1/0 units before any factoring.
     */
    frequencies: (
      g: number,
    ): { readonly NS: readonly FrequencyRow[]; readonly EW: readonly FrequencyRow[] } => {
      const { start, rows } = e.layout;
      const p0 = start[g]!;
      const n = start[g + 1]! - p0;
      const sorted = b.sorted;
      for (let k = 0; k < n; k += 1) sorted[k] = (results[rows[p0 + k]!]!.NS as { readonly NS: number }).NS;
      sortScores(sorted, n);
      const rawTop = 2 * (n - 1);
      const NS: FrequencyRow[] = [];
      const EW: FrequencyRow[] = [];
      for (let lo = 0; lo < n; ) {
        const score = sorted[lo]!;
        let hi = lo + 1;
        while (hi < n && sorted[hi] === score) hi += 1;
        const matchpoints = 2 * lo + (hi - lo) - 1;
        NS.push({ score, frequency: hi - lo, matchpoints });
        EW.push({ score: score === 0 ? 0 : -score, frequency: hi - lo, matchpoints: rawTop - matchpoints });
        lo = hi;
      }
      return { NS: NS.reverse(), EW };
    },
  };
};
