/**
 * Test-only reference oracle: `scoreSession` as it was before the columnar rewrite (main at 32f81a5),
 * copied from session.ts, session-group.ts, session-cells.ts, session-pairs.ts and session-teams.ts into one
 * module. The property tests compare the new implementation with it, value for value. Not exported from the
 * package (and not built: `*.test-helper.ts` is excluded from the build). Do not edit, except to follow a
 * deliberate change of the results.
 */
import { SIDES, type Side } from "@bridgelaw/cards";
import {
  type ArtificialScoreConfig,
  artificialImps,
  artificialPercent,
  DEFAULT_ARTIFICIAL_SCORES,
} from "./artificial-score.ts";
import { type BoardEntry, matchpointBoard } from "./board-matchpoints.ts";
import { butlerDatum } from "./butler.ts";
import { ScoringInputError } from "./errors.ts";
import { imps } from "./imps.ts";
import { matchpoints } from "./matchpoints.ts";
import { neuberg } from "./neuberg.ts";
import { percentage } from "./percentages.ts";
import { roundHalfAwayFromZero } from "./rounding.ts";
import { percentOfTop } from "./session-cells.ts";
import {
  type BoardRow,
  type BoardTable,
  type EventScore,
  type FrequencyRow,
  type MatchScore,
  type PenaltyUnit,
  type RankEntry,
  type RankingField,
  SESSION_METHODS,
  type SessionOptions,
  type SessionScore,
  type TableResult,
} from "./session-types.ts";
import {
  type ArtificialLevel,
  expectedPoints,
  responsibilityOf,
  type SideScore,
  sideOutcomes,
  sideScoreLabel,
} from "./side-score.ts";
import { knockoutNonBalancingAverage } from "./split-score.ts";
import { wbfDiscreteVictoryPoints, wbfVictoryPoints } from "./victory-points.ts";

// ---- from session-group.ts (main at 32f81a5)
/** Natural order for ids such as table numbers: "2" before "10", then text order. */
const naturalCompare = (a: string, b: string): number => {
  const na = Number(a);
  const nb = Number(b);
  if (a !== "" && b !== "" && Number.isFinite(na) && Number.isFinite(nb) && na !== nb) return na - nb;
  return a < b ? -1 : a > b ? 1 : 0;
};

/** The results of one board in one form (Law 87B: a fouled board is scored in groups, one per form). */
interface BoardGroup {
  readonly event?: string;
  /** Team play: the round (boards of different rounds are different boards even with the same number). */
  readonly round?: string;
  readonly board: number;
  /** Set only when the board was played in more than one form. */
  readonly group?: string;
  /** Indices of the results, in table order. */
  readonly rows: readonly number[];
}

interface EventGroups {
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

interface GroupOptions {
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
export const referenceGroupSession = (
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
interface MatchBoard {
  /** Team play: the round the board was played in (when the logs give rounds). */
  readonly round?: string;
  readonly board: number;
  /** Result indices: where team `a` sat North-South and where it sat East-West (null: not played there). */
  readonly aNS: number | null;
  readonly aEW: number | null;
  /** Whether the two tables played the board in the same form (87C: otherwise not comparable). */
  readonly comparable: boolean;
}

interface TeamMatch {
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
const findTeamMatches = (results: readonly TableResult[], ev: EventGroups): TeamMatch[] | null => {
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

// ---- from session-cells.ts (main at 32f81a5)
/** One contestant's score on one board, in the method's unit (matchpoints, IMPs or points). */
interface Cell {
  /** The pair or team; undefined when the log named none (the result is compared but not ranked). */
  readonly pair: string | undefined;
  readonly direction: Side;
  readonly board: number;
  value: number;
  /** At matchpoints, the top of the board (2/1/0 units). */
  readonly top: number | undefined;
  /** An artificial adjusted score still to value (12C2(c) needs the contestant's other boards). */
  artificial: ArtificialLevel | undefined;
  /** 12C2(d): the board was not played because of a movement or board-transfer error. */
  readonly cause?: "movement";
  /** Whether the score came from a comparison (not an artificial or a Director's figure). */
  readonly compared: boolean;
}

/**
 * Law 12C2: values each artificial adjusted score once the contestant's other boards are scored. 12C2(c): a
 * contestant in no way at fault whose score on the other boards of the session is above 60 % (or the IMP
 * equivalent) gets that score; one directly at fault below 40 % gets its own. At matchpoints the value is a
 * percentage of the board's top; at IMPs, IMPs (the "IMP equivalent" is the average IMPs per board).
 */
const settleArtificial = (
  cells: readonly Cell[],
  unit: "percent" | "imps",
  config: ArtificialScoreConfig | undefined,
  warn: (m: string) => void,
): void => {
  if (config?.averagePlusForMovementError !== true) noAveragePlusForMovement(cells, warn);
  capAveragePlus(
    cells,
    config?.maxAveragePlusPerSession ?? DEFAULT_ARTIFICIAL_SCORES.maxAveragePlusPerSession!,
    warn,
  );
  const totals = new Map<string, { value: number; top: number; boards: number }>();
  for (const c of cells) {
    if (!c.compared || c.pair === undefined) continue;
    let t = totals.get(c.pair);
    if (t === undefined) totals.set(c.pair, (t = { value: 0, top: 0, boards: 0 }));
    t.value += c.value;
    t.top += c.top ?? 0;
    t.boards += 1;
  }
  for (const c of cells) {
    if (c.artificial === undefined) continue;
    const t = c.pair === undefined ? undefined : totals.get(c.pair);
    const responsibility = responsibilityOf(c.artificial);
    if (unit === "percent") {
      const other = t !== undefined && t.top > 0 ? percentOfTop(t.value, t.top) : undefined;
      const pct = artificialPercent(responsibility, other, config).value;
      c.value = ((c.top ?? 0) * pct) / 100;
    } else {
      const other = t !== undefined && t.boards > 0 ? t.value / t.boards : undefined;
      c.value = artificialImps(responsibility, other, config).value;
    }
  }
};

/**
 * Law 12C2(d) (WBFLC recommendation, FFB RNC art. 112.3): a contestant's average-plus beyond `max` in the
 * session, in board order, is scored average (50 %, 0 IMPs).
 */
const capAveragePlus = (cells: readonly Cell[], max: number, warn: (m: string) => void): void => {
  if (!(max >= 0) || (Number.isFinite(max) && !Number.isInteger(max)))
    throw new ScoringInputError("maxAveragePlusPerSession", max, "whole-boards-or-infinity", {});
  const given = new Map<string, number>();
  const plus = cells.filter((c) => c.artificial === "average-plus" && c.pair !== undefined);
  for (const c of [...plus].sort((a, b) => a.board - b.board)) {
    const n = (given.get(c.pair!) ?? 0) + 1;
    given.set(c.pair!, n);
    if (n <= max) continue;
    c.artificial = "average";
    warn(
      `board ${c.board}: ${c.pair}'s average-plus is their ${ordinal(n)} of the session, above the ${max} allowed: scored average (12C2(d))`,
    );
  }
};

const ordinal = (n: number): string =>
  `${n}${n % 10 === 1 && n !== 11 ? "st" : n % 10 === 2 && n !== 12 ? "nd" : n % 10 === 3 && n !== 13 ? "rd" : "th"}`;

/** 12C2(d) (WBFLC recommendation): no average-plus for a board lost to a movement or board-transfer error. */
const noAveragePlusForMovement = (cells: readonly Cell[], warn: (m: string) => void): void => {
  for (const c of cells) {
    if (c.artificial !== "average-plus" || c.cause !== "movement") continue;
    c.artificial = "average";
    warn(
      `board ${c.board}: ${c.pair ?? c.direction}'s average-plus for a movement error is scored average (12C2(d))`,
    );
  }
};

// ---- from session-pairs.ts (main at 32f81a5)
/** A board group scored for both directions: a cell per result and side, and what the board table shows. */
interface GroupDraft {
  readonly group: BoardGroup;
  readonly cells: readonly { readonly NS: Cell; readonly EW: Cell }[];
  readonly top?: number;
  readonly factored?: boolean;
  readonly datum?: { readonly NS: number | null; readonly EW: number | null };
  readonly frequencies?: { readonly NS: readonly FrequencyRow[]; readonly EW: readonly FrequencyRow[] };
}

type Warn = (message: string) => void;

const where = (r: TableResult): string =>
  `${r.event === undefined ? "" : `${r.event}, `}board ${r.board}${r.table === undefined ? "" : `, table ${r.table}`}${r.source === undefined ? "" : ` (${r.source})`}`;

const cell = (
  r: TableResult,
  side: Side,
  value: number,
  extra: { top?: number; artificial?: SideScore; compared: boolean },
): Cell => ({
  pair: r.pairs[side],
  direction: side,
  board: r.board,
  value,
  compared: extra.compared,
  top: extra.top,
  artificial: extra.artificial?.kind === "artificial" ? extra.artificial.level : undefined,
  ...(extra.artificial?.kind === "artificial" &&
    extra.artificial.cause !== undefined && { cause: extra.artificial.cause }),
});

const r2Pairs = (x: number): number => (Number.isInteger(x) ? x : roundHalfAwayFromZero(x, 2));

/** Whether every result of the group is a plain table result (both sides the same points). */
const plainGroup = (results: readonly TableResult[], rows: readonly number[]): boolean => {
  for (const i of rows) {
    const r = results[i]!;
    if (r.NS.kind !== "points" || r.EW.kind !== "points" || r.NS.NS !== r.EW.NS) return false;
  }
  return true;
};

/**
 * Law 78A on a board of plain table results (the usual case, and the fast path): one sort of the
 * North-South scores, each score's run of ties by binary search; East-West get the top less North-South's;
 * Neuberg when fewer than `expected` results. The frequency tables come from the same sort.
 */
const matchpointPlain = (
  results: readonly TableResult[],
  group: BoardGroup,
  expected: number,
): GroupDraft => {
  const n = group.rows.length;
  const scores = new Float64Array(n);
  for (let k = 0; k < n; k += 1) scores[k] = (results[group.rows[k]!]!.NS as { NS: number }).NS;
  const raw = matchpoints(scores);
  const rawTop = 2 * (n - 1);
  const factored = n < expected;
  const top = 2 * (expected - 1);
  const scale = (mp: number): number => (factored ? neuberg(mp, n, expected) : mp);
  const cells = group.rows.map((i, k) => {
    const r = results[i]!;
    return {
      NS: cell(r, "NS", scale(raw[k]!), { top, compared: true }),
      EW: cell(r, "EW", scale(rawTop - raw[k]!), { top, compared: true }),
    };
  });
  const sorted = scores.slice().sort();
  const NS: FrequencyRow[] = [];
  for (let lo = 0; lo < n; ) {
    let hi = lo + 1;
    while (hi < n && sorted[hi] === sorted[lo]) hi += 1;
    NS.push({ score: sorted[lo]!, frequency: hi - lo, matchpoints: 2 * lo + (hi - lo) - 1 });
    lo = hi;
  }
  const EW = NS.map((f) => ({
    score: f.score === 0 ? 0 : -f.score,
    frequency: f.frequency,
    matchpoints: rawTop - f.matchpoints,
  }));
  return { group, cells, top, factored, frequencies: { NS: NS.reverse(), EW } };
};

/** A side's score as an entry of its direction's frequency table (in its own points). */
const boardEntry = (r: TableResult, side: Side, warn: Warn): BoardEntry => {
  const s = r[side];
  switch (s.kind) {
    case "points":
      return { kind: "result", ns: s[side] };
    case "weighted":
      return { kind: "weighted", outcomes: sideOutcomes(s, side) };
    case "percent":
      return { kind: "artificial", nsPercent: s.percent, ewPercent: s.percent };
    case "imps":
      warn(`${where(r)}: ${side}'s score in IMPs cannot be matchpointed: scored as an average (50 %)`);
      return { kind: "artificial", nsPercent: 50, ewPercent: 50 };
    case "artificial":
      return { kind: "artificial", nsPercent: 50, ewPercent: 50 };
  }
};

/**
 * Law 78A with Law 12C on one board group, each direction on its own frequency table (so a split score
 * counts for its own side only): results and weighted scores compared (the weights enter the table), Neuberg
 * when fewer than `expected` results are compared, artificial scores valued later (12C2(c)).
 */
const matchpointGroup = (
  results: readonly TableResult[],
  group: BoardGroup,
  expected: number,
  warn: Warn,
): GroupDraft => {
  if (plainGroup(results, group.rows)) return matchpointPlain(results, group, expected);
  const bySide = {} as Record<Side, Cell[]>;
  const freq = {} as Record<Side, FrequencyRow[]>;
  let top = 0;
  let factored = false;
  for (const side of SIDES) {
    const entries = group.rows.map((i) => boardEntry(results[i]!, side, warn));
    const mp = matchpointBoard(entries, { expected });
    top = mp.top;
    factored = mp.factored;
    freq[side] = mp.frequencies.rows();
    bySide[side] = group.rows.map((i, k) => {
      const r = results[i]!;
      const s = r[side];
      return cell(r, side, mp.entries[k]!.ns, {
        top: mp.top,
        artificial: s,
        compared: s.kind === "points" || s.kind === "weighted",
      });
    });
  }
  return {
    group,
    cells: group.rows.map((_, k) => ({ NS: bySide.NS[k]!, EW: bySide.EW[k]! })),
    top,
    factored,
    frequencies: freq,
  };
};

/** IMPs between two compared scores (each possibly weighted, 12C1(c)): Σ wᵢ·wⱼ·IMPs(xᵢ − yⱼ). */
const impsBetween = (
  x: readonly { score: number; weight: number }[],
  y: readonly { score: number; weight: number }[],
  options: SessionOptions,
): number => {
  let total = 0;
  for (const a of x) for (const b of y) total += a.weight * b.weight * imps(a.score - b.score, options.imps);
  return total;
};

/** A side score that is a Director's figure or artificial: its IMP value now (imps), or later (artificial). */
const directImps = (r: TableResult, side: Side, warn: Warn): number => {
  const s = r[side];
  if (s.kind === "imps") return s.imps;
  if (s.kind === "percent") {
    warn(`${where(r)}: a percentage cannot be scored in IMPs: scored 0`);
  }
  return 0;
};

/**
 * Butler (78B against a datum, 78D): each direction's datum is the mean of the table results (and single
 * assigned scores) after dropping the top and bottom; each result, or each outcome of a weighted score,
 * IMPed against it (12C1(c): outcomes IMPed, then weighted).
 */
const butlerGroup = (
  results: readonly TableResult[],
  group: BoardGroup,
  options: SessionOptions,
  warn: Warn,
): GroupDraft => {
  const bySide = {} as Record<Side, Cell[]>;
  const datum = {} as Record<Side, number | null>;
  for (const side of SIDES) {
    const points = group.rows.flatMap((i) => {
      const s = results[i]![side];
      return s.kind === "points" ? [s[side]] : [];
    });
    const d = points.length === 0 ? null : butlerDatum(points, { ...options.imps, ...options.butler }).datum;
    datum[side] = d;
    bySide[side] = group.rows.map((i) => {
      const r = results[i]!;
      const s = r[side];
      if (s.kind === "points" || s.kind === "weighted") {
        if (d === null) {
          warn(`${where(r)}: no table result to make a datum from: a weighted score scored 0`);
          return cell(r, side, 0, { compared: false });
        }
        const v = impsBetween(sideOutcomes(s, side), [{ score: d, weight: 1 }], options);
        return cell(r, side, s.kind === "weighted" ? r2Pairs(v) : v, { compared: true });
      }
      return cell(r, side, directImps(r, side, warn), { artificial: s, compared: false });
    });
  }
  return { group, cells: group.rows.map((_, k) => ({ NS: bySide.NS[k]!, EW: bySide.EW[k]! })), datum };
};

/**
 * Cross-IMPs (78B, 78D): each result against every other compared result of the board in the same
 * direction, the IMPs summed and divided by the number of comparisons (a weighted score's outcomes each
 * IMPed, then weighted).
 */
const crossImpGroup = (
  results: readonly TableResult[],
  group: BoardGroup,
  options: SessionOptions,
  warn: Warn,
): GroupDraft => {
  const bySide = {} as Record<Side, Cell[]>;
  for (const side of SIDES) {
    const outcomes = group.rows.map((i) => sideOutcomes(results[i]![side], side));
    const compared = outcomes.filter((o) => o.length > 0).length;
    bySide[side] = group.rows.map((i, k) => {
      const r = results[i]!;
      const s = r[side];
      if (outcomes[k]!.length === 0)
        return cell(r, side, directImps(r, side, warn), { artificial: s, compared: false });
      let total = 0;
      outcomes.forEach((o, j) => {
        if (j !== k && o.length > 0) total += impsBetween(outcomes[k]!, o, options);
      });
      return cell(r, side, compared > 1 ? r2Pairs(total / (compared - 1)) : 0, { compared: true });
    });
  }
  return { group, cells: group.rows.map((_, k) => ({ NS: bySide.NS[k]!, EW: bySide.EW[k]! })) };
};

/**
 * Total points (78C): each side's own points; a weighted score counts its expected points. The Laws give
 * artificial scores only in percentages and IMPs (12C2): scored 0 here, with a warning.
 */
const totalPointsGroup = (results: readonly TableResult[], group: BoardGroup, warn: Warn): GroupDraft => {
  const bySide = {} as Record<Side, Cell[]>;
  for (const side of SIDES) {
    bySide[side] = group.rows.map((i) => {
      const r = results[i]!;
      const s = r[side];
      if (s.kind === "points" || s.kind === "weighted") {
        return cell(r, side, s.kind === "weighted" ? r2Pairs(expectedPoints(s, side)) : s[side], {
          compared: true,
        });
      }
      warn(`${where(r)}: ${side} have a ${s.kind} score, which total points cannot value (12C2): scored 0`);
      return cell(r, side, 0, { compared: false });
    });
  }
  return { group, cells: group.rows.map((_, k) => ({ NS: bySide.NS[k]!, EW: bySide.EW[k]! })) };
};

const resultPlace = where;

// ---- from session-teams.ts (main at 32f81a5)
/** One board of a team match scored: each team's cell, and the two tables (team `a` North-South first). */
interface MatchBoardDraft {
  readonly match: TeamMatch;
  readonly board: MatchBoard;
  readonly a: Cell;
  readonly b: Cell;
}

/** Where a team sat on a board of its match: the result, and its direction there. */
interface Seat {
  readonly row: number;
  readonly side: Side;
}

/**
 * Law 78B in team play: a team's IMPs on a board come from its two results (North-South at one table,
 * East-West at the other), each in its own points, added and converted with the IMP table. A weighted score
 * (12C1(c)) at either table: each outcome IMPed, then weighted (WBFLC Ex 8), to 2 decimals. An
 * artificial score (12C2(b), ±3 IMPs) or the Director's IMPs (e.g. 86B2(b)) at either table is the team's
 * score on the board. One result only (86B1) or two results in different forms (87C → 86B2): not comparable,
 * 0 with a warning unless the Director adjusted.
 */
const teamBoard = (
  results: readonly TableResult[],
  team: string,
  seats: readonly Seat[],
  comparable: boolean,
  board: number,
  options: SessionOptions,
  warn: Warn,
): Cell => {
  const scores = seats.map((s) => ({ ...s, score: results[s.row]![s.side] as SideScore }));
  const base = { pair: team, board, direction: "NS" as Side, top: undefined, artificial: undefined };
  const direct = scores.filter((s) => s.score.kind !== "points" && s.score.kind !== "weighted");
  if (direct.length > 0) {
    const first = direct[0]!;
    if (direct.length > 1 && JSON.stringify(direct[0]!.score) !== JSON.stringify(direct[1]!.score)) {
      warn(
        `${resultPlace(results[first.row]!)}: team ${team} has two different adjusted scores on the board: the first is used`,
      );
    }
    const s = first.score;
    if (s.kind === "artificial")
      return {
        ...base,
        value: 0,
        artificial: s.level,
        ...(s.cause !== undefined && { cause: s.cause }),
        compared: false,
      };
    if (s.kind === "imps") return { ...base, value: s.imps, compared: false };
    warn(`${resultPlace(results[first.row]!)}: a percentage cannot be scored in IMPs: scored 0`);
    return { ...base, value: 0, compared: false };
  }
  if (scores.length < 2) {
    warn(
      `${resultPlace(results[scores[0]!.row]!)}: team ${team} has one result only on the board (86B1): scored 0 until the Director adjusts`,
    );
    return { ...base, value: 0, compared: false };
  }
  if (!comparable) {
    warn(
      `${resultPlace(results[scores[0]!.row]!)}: the two tables played different forms of the board (87C): not comparable (86B2), scored 0 until the Director adjusts`,
    );
    return { ...base, value: 0, compared: false };
  }
  const [x, y] = scores.map((s) => sideOutcomes(s.score, s.side)) as [
    ReturnType<typeof sideOutcomes>,
    ReturnType<typeof sideOutcomes>,
  ];
  let total = 0;
  for (const a of x) for (const b of y) total += a.weight * b.weight * imps(a.score + b.score, options.imps);
  const weighted = x.length > 1 || y.length > 1;
  return { ...base, value: weighted ? roundHalfAwayFromZero(total, 2) : total, compared: true };
};

/** Scores every board of every team match of an event: one cell per team and board. */
const scoreMatches = (
  results: readonly TableResult[],
  matches: readonly TeamMatch[],
  options: SessionOptions,
  warn: Warn,
): MatchBoardDraft[] =>
  matches.flatMap((match) =>
    match.boards.map((board) => {
      const seatsOf = (team: "a" | "b"): Seat[] => {
        const out: Seat[] = [];
        if (board.aNS !== null) out.push({ row: board.aNS, side: team === "a" ? "NS" : "EW" });
        if (board.aEW !== null) out.push({ row: board.aEW, side: team === "a" ? "EW" : "NS" });
        return out;
      };
      return {
        match,
        board,
        a: teamBoard(results, match.a, seatsOf("a"), board.comparable, board.board, options, warn),
        b: teamBoard(results, match.b, seatsOf("b"), board.comparable, board.board, options, warn),
      };
    }),
  );

/**
 * Law 12C4 (2007 Code; an RA option under 2017, which has no 12C4): in knockout play, when a board's two IMP
 * scores do not balance (a split adjusted score), each team gets the average of the two. Runs once the
 * artificial scores are valued.
 */
const law12C4Average = (
  drafts: readonly MatchBoardDraft[],
  results: readonly TableResult[],
  options: SessionOptions,
  warn: Warn,
): void => {
  if (options.knockout !== true) return;
  for (const d of drafts) {
    const rows = [d.board.aNS, d.board.aEW].filter((r): r is number => r !== null);
    if (rows.length === 0 || Math.abs(d.a.value + d.b.value) < 1e-9) continue;
    const edition = rows.every((r) => results[r]!.edition === "2007") ? "2007" : "2017";
    const ko = knockoutNonBalancingAverage(d.a.value, d.b.value, edition, options.knockoutAverage);
    if (ko.nonOffending === d.a.value) continue;
    const [a, b] = [roundHalfAwayFromZero(ko.nonOffending, 2), roundHalfAwayFromZero(ko.offending, 2)];
    warn(
      `${resultPlace(results[rows[0]!]!)}: non-balancing scores in a knockout match (${d.match.a} ${signed(d.a.value)}, ${d.match.b} ${signed(d.b.value)}): ${signed(a)} and ${signed(b)} (${ko.law})`,
    );
    d.a.value = a;
    d.b.value = b;
  }
};

const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0");

// ---- from session.ts (main at 32f81a5)
/** Two decimals for print and JSON, halves away from zero (a fast form of `roundHalfAwayFromZero(x, 2)`). */
const r2 = (x: number): number => {
  if (Number.isInteger(x)) return x;
  const y = Math.round(Math.abs(x) * 100 + 1e-7) / 100;
  return x < 0 ? -y : y;
};

/** The unit a method's board scores are in, and the penalty units it can take off. */
const PENALTY_UNITS_OF: Readonly<Record<string, readonly PenaltyUnit[]>> = {
  mp: ["top", "matchpoints"],
  imps: ["imps"],
  teams: ["imps", "vps"],
  total: ["points"],
};

/** A penalty taken off a contestant: the amount in the method's unit. */
interface Deduction {
  readonly pair: string;
  readonly amount: number;
  readonly unit: PenaltyUnit;
  /** The result it was given at (for team matches). */
  readonly row: number;
}

/**
 * Law 90 (and 91A): the procedural and disciplinary penalties of the event, each in a unit the method can
 * take off: a fraction of the board's top or matchpoints at matchpoints, IMPs (or VPs for team matches),
 * points at total points. PPs are separate from the board score and never balance (the opponents get
 * nothing). A penalty in another unit is reported and not applied.
 */
const deductions = (
  results: readonly TableResult[],
  rows: readonly number[],
  kind: keyof typeof PENALTY_UNITS_OF,
  topOf: (row: number) => number,
  warn: (m: string) => void,
): Deduction[] => {
  const out: Deduction[] = [];
  for (const row of rows) {
    const r = results[row]!;
    if (r.penalties === undefined) continue;
    for (const p of r.penalties) {
      const pair = r.pairs[p.side];
      if (pair === undefined) {
        warn(`${resultPlace(r)}: a penalty (${p.law}) on ${p.side}, who have no pair id: not applied`);
      } else if (!PENALTY_UNITS_OF[kind]!.includes(p.unit)) {
        warn(
          `${resultPlace(r)}: a penalty (${p.law}) in ${p.unit} cannot be taken off a score in this method: not applied`,
        );
      } else {
        out.push({ pair, amount: p.unit === "top" ? p.amount * topOf(row) : p.amount, unit: p.unit, row });
      }
    }
  }
  return out;
};

/** Two exact scores are equal: the same to the last few bits (sums made in another order). */
const sameScore = (a: number, b: number): boolean =>
  Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));

/**
 * Competition ranking (1, 2, 2, 4) by `key`, highest first, on the exact score (never on a rounded
 * percentage: 806.13 and 806.17 matchpoints are not a tie); ties in pair order.
 */
const rank = (
  entries: readonly Omit<RankEntry, "rank">[],
  key: (e: Omit<RankEntry, "rank">) => number,
): RankEntry[] => {
  const keyed = entries.map((e) => ({ e, k: key(e) }));
  keyed.sort((x, y) => (sameScore(x.k, y.k) ? 0 : y.k - x.k) || naturalCompare(x.e.pair, y.e.pair));
  let last = Number.NaN;
  let lastRank = 0;
  return keyed.map(({ e, k }, i) => {
    if (!sameScore(k, last)) {
      lastRank = i + 1;
      last = k;
    }
    return { rank: lastRank, ...e };
  });
};

const byPair = (cells: readonly Cell[]): Map<string, Cell[]> => {
  const out = new Map<string, Cell[]>();
  for (const c of cells) {
    if (c.pair === undefined) continue;
    const list = out.get(c.pair);
    if (list === undefined) out.set(c.pair, [c]);
    else list.push(c);
  }
  return out;
};

/** Flags the contestants of a field with fewer boards than the minimum (default: half the most played). */
const flagFew = (field: RankingField, minBoards: number | undefined): RankingField => {
  const most = Math.max(0, ...field.ranking.map((e) => e.boards));
  const min = minBoards ?? Math.ceil(most / 2);
  return {
    ...field,
    minBoards: min,
    ranking: field.ranking.map((e) => (e.boards < min ? { ...e, fewBoards: true } : e)),
  };
};

/** Pairs ranked in one field, or North-South and East-West apart when no pair changed direction. */
const pairFields = (cells: readonly Cell[], ded: readonly Deduction[], mp: boolean): RankingField[] => {
  const pairs = byPair(cells);
  const directions = new Map<string, Set<Side>>();
  for (const [pair, list] of pairs) directions.set(pair, new Set(list.map((c) => c.direction)));
  const mixed = [...directions.values()].some((d) => d.size > 1);
  const entry = (pair: string, list: readonly Cell[]): Omit<RankEntry, "rank"> => {
    const score = list.reduce((a, c) => a + c.value, 0);
    const penalties = ded.filter((d) => d.pair === pair).reduce((a, d) => a + d.amount, 0);
    const total = score - penalties;
    const boards = new Set(list.map((c) => c.board)).size;
    const top = list.reduce((a, c) => a + (c.top ?? 0), 0);
    exact.set(pair, mp ? percentage(total, top) : total);
    if (!mp) return { pair, boards, score: r2(score), penalties: r2(penalties), total: r2(total) };
    return {
      pair,
      boards,
      score: r2(score),
      penalties: r2(penalties),
      total: r2(total),
      top: r2(top),
      percent: r2(percentage(total, top)),
    };
  };
  // the exact score: the fraction of the top at matchpoints, the total otherwise, before any rounding
  const exact = new Map<string, number>();
  const key = (e: Omit<RankEntry, "rank">): number => exact.get(e.pair) ?? (mp ? (e.percent ?? 0) : e.total);
  const field = (name: RankingField["name"], filter: (pair: string) => boolean): RankingField => ({
    name,
    ranking: rank(
      [...pairs].filter(([p]) => filter(p)).map(([p, list]) => entry(p, list)),
      key,
    ),
  });
  if (mixed || pairs.size === 0) return [field("all", () => true)];
  return [
    field("NS", (p) => directions.get(p)!.has("NS")),
    field("EW", (p) => directions.get(p)!.has("EW")),
  ].filter((f) => f.ranking.length > 0);
};

const rowOf = (r: TableResult, NS: number, EW: number, top?: number): BoardRow => {
  const row: { -readonly [K in keyof BoardRow]: BoardRow[K] } = {
    pairs: r.pairs,
    label: r.label ?? sideScoreLabel(r.NS, "NS"),
    scores: { NS: sideScoreLabel(r.NS, "NS"), EW: sideScoreLabel(r.EW, "EW") },
    NS: r2(NS),
    EW: r2(EW),
    laws: r.laws ?? [],
  };
  if (r.table !== undefined) row.table = r.table;
  if (r.source !== undefined) row.source = r.source;
  if (r.players !== undefined) row.players = r.players;
  if (r.room !== undefined) row.room = r.room;
  if (top !== undefined) {
    row.NSPercent = r2(percentage(NS, top));
    row.EWPercent = r2(percentage(EW, top));
  }
  return row;
};

const pairsDescription = (
  method: SessionOptions["method"],
  teamsFallback: boolean,
  expected: number,
): string => {
  switch (method) {
    case "mp":
      return `matchpoints (Law 78A): 2 for each score beaten, 1 for each tie; Neuberg's formula on boards with fewer than ${expected} comparable results (78D); adjusted scores by Law 12C`;
    case "imp":
    case "butler":
      return `IMPs (Law 78B) against each board's datum (Butler: the mean without the top and bottom result, 78D)${teamsFallback ? "; not team matches" : ""}; adjusted scores by Law 12C`;
    case "cross-imp":
      return "cross-IMPs (Law 78B, 78D): each result against every other of the board, averaged per comparison; adjusted scores by Law 12C";
    case "total":
      return "total points (Law 78C)";
  }
};

/** One board group by a pairs method. */
const scoreGroup = (
  results: readonly TableResult[],
  g: BoardGroup,
  expected: number,
  options: SessionOptions,
  warn: (m: string) => void,
): GroupDraft => {
  switch (options.method) {
    case "mp":
      return matchpointGroup(results, g, expected, warn);
    case "imp":
    case "butler":
      return butlerGroup(results, g, options, warn);
    case "cross-imp":
      return crossImpGroup(results, g, options, warn);
    case "total":
      return totalPointsGroup(results, g, warn);
  }
};

const scorePairsEvent = (
  results: readonly TableResult[],
  ev: EventGroups,
  options: SessionOptions,
  warn: (m: string) => void,
): EventScore => {
  const method = options.method;
  const drafts: GroupDraft[] = ev.groups.map((g) => scoreGroup(results, g, ev.expected, options, warn));
  const cells: Cell[] = [];
  for (const d of drafts) {
    for (const c of d.cells) cells.push(c.NS, c.EW);
  }
  if (method !== "total")
    settleArtificial(cells, method === "mp" ? "percent" : "imps", options.artificial, warn);
  const topOfRow = new Map<number, number>();
  if (ev.rows.some((i) => (results[i]!.penalties?.length ?? 0) > 0)) {
    for (const d of drafts) for (const i of d.group.rows) topOfRow.set(i, d.top ?? 0);
  }
  const ded = deductions(
    results,
    ev.rows,
    method === "mp" ? "mp" : method === "total" ? "total" : "imps",
    (row) => topOfRow.get(row) ?? 0,
    warn,
  );
  const boards: BoardTable[] = drafts.map((d) => ({
    ...(d.group.event !== undefined && { event: d.group.event }),
    board: d.group.board,
    ...(d.group.group !== undefined && { group: d.group.group }),
    ...(d.top !== undefined && { top: r2(d.top) }),
    ...(d.factored !== undefined && { factored: d.factored }),
    ...(d.datum !== undefined && { datum: d.datum }),
    rows: d.group.rows.map((i, k) => rowOf(results[i]!, d.cells[k]!.NS.value, d.cells[k]!.EW.value, d.top)),
    ...(d.frequencies !== undefined && { frequencies: d.frequencies }),
  }));
  return {
    ...(ev.event !== undefined && { event: ev.event }),
    method,
    description: pairsDescription(method, method === "imp", ev.expected),
    how:
      method === "mp"
        ? { _tag: "MethodMatchpoints", expected: ev.expected }
        : method === "cross-imp"
          ? { _tag: "MethodCrossImps" }
          : method === "total"
            ? { _tag: "MethodTotalPoints" }
            : { _tag: "MethodImpsDatum", notTeams: method === "imp" },
    expected: ev.expected,
    boards,
    fields: pairFields(cells, ded, method === "mp").map((f) => flagFew(f, options.minBoards)),
  };
};

const scoreTeamsEvent = (
  results: readonly TableResult[],
  ev: EventGroups,
  matches: NonNullable<ReturnType<typeof findTeamMatches>>,
  options: SessionOptions,
  warn: (m: string) => void,
): EventScore => {
  const drafts: MatchBoardDraft[] = scoreMatches(results, matches, options, warn);
  const cells = drafts.flatMap((d) => [d.a, d.b]);
  settleArtificial(cells, "imps", options.artificial, warn);
  law12C4Average(drafts, results, options, warn);
  const ded = deductions(results, ev.rows, "teams", () => 0, warn);
  const vp = options.vp;
  const matchScores: MatchScore[] = matches.map((m) => {
    const mine = drafts.filter((d) => d.match === m);
    const rows = new Set(
      mine.flatMap((d) => [d.board.aNS, d.board.aEW].filter((x): x is number => x !== null)),
    );
    const team = (name: string, cellsOf: (d: MatchBoardDraft) => Cell) => {
      const raw = mine.reduce((a, d) => a + cellsOf(d).value, 0);
      const pen = ded.filter((d) => d.pair === name && rows.has(d.row));
      const impPen = pen.filter((d) => d.unit === "imps").reduce((a, d) => a + d.amount, 0);
      const vpPen = pen.filter((d) => d.unit === "vps").reduce((a, d) => a + d.amount, 0);
      return { name, raw, impPen, vpPen, imps: raw - impPen };
    };
    const a = team(m.a, (d) => d.a);
    const b = team(m.b, (d) => d.b);
    const vpBoards = vp === undefined ? undefined : (vp.boards ?? Math.max(1, mine.length));
    const toVp = (margin: number): number =>
      vpBoards === undefined
        ? 0
        : (vp?.scale === "discrete" ? wbfDiscreteVictoryPoints : wbfVictoryPoints)(margin, vpBoards).vp;
    const out = (t: typeof a, marginAgainst: number) => ({
      team: t.name,
      imps: r2(t.imps),
      penalties: r2(t.impPen),
      ...(vp !== undefined && { vp: r2(toVp(marginAgainst) - t.vpPen) }),
    });
    // each team's VPs come from its own net IMPs: with balancing scores the two sum to 20; a non-balancing
    // adjusted score or a penalty leaves each team its own figure (2017: no 12C4; Law 90)
    return {
      ...(m.round !== undefined && { round: m.round }),
      boards: mine.length,
      ...(vpBoards !== undefined && { vpBoards }),
      teams: [out(a, a.imps), out(b, b.imps)] as const,
    };
  });
  const teams = new Map<string, { boards: number; score: number; penalties: number; vp: number }>();
  matchScores.forEach((ms, k) => {
    const m = matches[k]!;
    const mine = drafts.filter((d) => d.match === m);
    ms.teams.forEach((t, side) => {
      const raw = mine.reduce((a, d) => a + (side === 0 ? d.a : d.b).value, 0);
      const prev = teams.get(t.team) ?? { boards: 0, score: 0, penalties: 0, vp: 0 };
      teams.set(t.team, {
        boards: prev.boards + ms.boards,
        score: prev.score + raw,
        penalties: prev.penalties + t.penalties,
        vp: prev.vp + (t.vp ?? 0),
      });
    });
  });
  const ranking = rank(
    [...teams].map(([team, t]) => ({
      pair: team,
      boards: t.boards,
      score: r2(t.score),
      penalties: r2(t.penalties),
      total: r2(t.score - t.penalties),
      ...(vp !== undefined && { vp: r2(t.vp) }),
    })),
    (e) => (vp !== undefined ? (e.vp ?? 0) : e.total),
  );
  const boards: BoardTable[] = drafts
    .slice()
    .sort(
      (x, y) =>
        naturalCompare(x.board.round ?? "", y.board.round ?? "") ||
        x.board.board - y.board.board ||
        naturalCompare(x.match.a, y.match.a),
    )
    .map((d) => {
      const rows: BoardRow[] = [];
      if (d.board.aNS !== null) rows.push(rowOf(results[d.board.aNS]!, d.a.value, d.b.value));
      if (d.board.aEW !== null) rows.push(rowOf(results[d.board.aEW]!, d.b.value, d.a.value));
      return {
        ...(ev.event !== undefined && { event: ev.event }),
        ...(d.board.round !== undefined && { round: d.board.round }),
        board: d.board.board,
        rows,
      };
    });
  const description = `IMPs (Law 78B), team matches: each team's two results on a board added and converted; adjusted scores by Law 12C${
    vp === undefined
      ? ""
      : `; victory points on the WBF 2013 ${vp.scale ?? "continuous"} scale (78D) for ${vp.boards === undefined ? "each match's number of boards" : `${vp.boards} boards`}`
  }`;
  return {
    ...(ev.event !== undefined && { event: ev.event }),
    method: "imp",
    description,
    how: {
      _tag: "MethodTeamMatches",
      ...(vp !== undefined && { scale: vp.scale ?? "continuous" }),
      ...(vp?.boards !== undefined && { boards: vp.boards }),
    },
    expected: 2,
    boards,
    fields: [flagFew({ name: "all", ranking }, options.minBoards)],
    matches: matchScores,
  };
};

/**
 * Scores a session (Law 78, 12C, 87B, 90): the results grouped by event, board and form (87B), each board
 * scored by the method with every adjusted score and penalty applied, then the ranking (per direction when
 * no pair changed direction). With `method: "imp"`, an event whose every result names its teams is scored as
 * team matches between the teams (by round when the logs give rounds; victory points with `vp`); otherwise
 * the results are team matches when the pairs show them (the same two at two tables, directions swapped),
 * else IMPs against the datum (Butler), and `notices` says so and why. Never throws on odd input: what it
 * cannot score as the Law asks is in `warnings`.
 */
export const referenceScoreSession = (
  results: readonly TableResult[],
  options: SessionOptions,
): Omit<SessionScore, "warningData" | "noticeData"> => {
  if (!SESSION_METHODS.includes(options.method)) {
    throw new ScoringInputError("method", options.method, "one-of", { choices: SESSION_METHODS.join(", ") });
  }
  if (options.vp?.boards !== undefined && !(Number.isInteger(options.vp.boards) && options.vp.boards >= 1)) {
    throw new ScoringInputError("vp.boards", options.vp.boards, "whole-boards", {});
  }
  const warnings: string[] = [];
  const notices: string[] = [];
  const warn = (m: string): void => {
    if (!warnings.includes(m)) warnings.push(m);
  };
  const noPairs = results.filter((r) => r.pairs.NS === undefined || r.pairs.EW === undefined);
  for (const r of noPairs) warn(`${resultPlace(r)}: no pair ids: the result is compared but not ranked`);
  // Team play: the teams stand in the pairs' place (the pairs stay on the rows as players).
  const asTeams = results.map((r) =>
    r.teams?.NS !== undefined && r.teams.EW !== undefined ? { ...r, pairs: r.teams } : r,
  );
  const events = referenceGroupSession(results, () => {}).map((all) => {
    const name = all.event ?? "the session";
    const teamPlay = all.rows.every(
      (i) => results[i]!.teams?.NS !== undefined && results[i]!.teams?.EW !== undefined,
    );
    if (options.method === "imp" && teamPlay) {
      const ev = referenceGroupSession(asTeams, warn, { rows: all.rows, byRound: true })[0]!;
      const matches = findTeamMatches(asTeams, ev);
      if (matches !== null) return scoreTeamsEvent(asTeams, ev, matches, options, warn);
      notices.push(
        `${name}: the logs name the teams, but no board was played by the same two teams at two tables: IMPs against each board's datum (Butler, 78D) instead of team matches`,
      );
    }
    const ev = referenceGroupSession(results, warn, { rows: all.rows })[0]!;
    if (options.method === "imp") {
      const matches = findTeamMatches(results, ev);
      if (matches !== null) {
        notices.push(
          `${name}: no teams in the logs (BoardStarted.teams): team matches between the pairs, which meet at two tables with directions swapped`,
        );
        return scoreTeamsEvent(results, ev, matches, options, warn);
      }
      if (!teamPlay)
        notices.push(
          `${name}: IMPs against each board's datum (Butler, 78D), not team matches: the logs name no teams (BoardStarted.teams: import HomeTeam/VisitTeam with Room, or give a movement file) and the pairs do not meet at two tables with directions swapped`,
        );
    }
    if (options.vp !== undefined && (options.vp.boards !== undefined || options.method !== "imp")) {
      warn(`${name}: victory points convert team matches; these results are not team matches`);
    }
    return scorePairsEvent(results, ev, options, warn);
  });
  // the reference predates the 86B1 test of a session (the generated results carry no 86B1 score)
  return { method: options.method, events, notices, warnings, rulingsNeeded: [] };
};
