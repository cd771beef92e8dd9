import { ScoringInputError } from "./errors.ts";
import { percentage } from "./percentages.ts";
import { type Cell, settleArtificial, settleArtificialCells } from "./session-cells.ts";
import {
  addUpAgain,
  boardFigures,
  comparedTotals,
  type EventScores,
  groupTop,
  type PairTotals,
  pairTotals,
  scoreEvent,
} from "./session-columns.ts";
import {
  type BoardGroup,
  type EventGroups,
  findTeamMatches,
  groupSession,
  naturalCompare,
} from "./session-group.ts";
import { type EventLayout, type ResultColumns, readResults, sessionEvents } from "./session-layout.ts";
import {
  butlerGroup,
  crossImpGroup,
  type GroupDraft,
  matchpointGroup,
  totalPointsGroup,
} from "./session-pairs.ts";
import type { SessionQuestion } from "./session-questions.ts";
import { law12C4Average, type MatchBoardDraft, scoreMatches } from "./session-teams.ts";
import {
  type BoardRow,
  type BoardTable,
  type EventScore,
  type MatchScore,
  type PenaltyUnit,
  type RankEntry,
  type RankingField,
  type ScoringMethodNote,
  SESSION_METHODS,
  type SessionOptions,
  type SessionScore,
  type TableResult,
} from "./session-types.ts";
import {
  describeNotice,
  describeWarning,
  placeOf,
  type SessionNotice,
  type SessionWarning,
  type Warn,
} from "./session-warnings.ts";
import { sideScoreLabel } from "./side-score.ts";
import { wbfDiscreteVictoryPoints, wbfVictoryPoints } from "./victory-points.ts";

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
  rows: ArrayLike<number>,
  kind: keyof typeof PENALTY_UNITS_OF,
  topOf: (row: number) => number,
  warn: Warn,
): Deduction[] => {
  const out: Deduction[] = [];
  for (let k = 0; k < rows.length; k += 1) {
    const row = rows[k]!;
    const r = results[row]!;
    if (r.penalties === undefined) continue;
    for (const p of r.penalties) {
      const pair = r.pairs[p.side];
      if (pair === undefined) {
        warn({ kind: "penalty-no-pair", place: placeOf(r), law: p.law, side: p.side });
      } else if (!PENALTY_UNITS_OF[kind]!.includes(p.unit)) {
        warn({ kind: "penalty-unit", place: placeOf(r), law: p.law, unit: p.unit });
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
const pairFields = (
  totals: readonly PairTotals[],
  ded: readonly Deduction[],
  mp: boolean,
): RankingField[] => {
  const mixed = totals.some((t) => t.directions === 3);
  const entry = (t: PairTotals): Omit<RankEntry, "rank"> => {
    const { pair, boards, score } = t;
    const penalties = ded.filter((d) => d.pair === pair).reduce((a, d) => a + d.amount, 0);
    const total = score - penalties;
    exact.set(pair, mp ? percentage(total, t.top) : total);
    if (!mp) return { pair, boards, score: r2(score), penalties: r2(penalties), total: r2(total) };
    return {
      pair,
      boards,
      score: r2(score),
      penalties: r2(penalties),
      total: r2(total),
      top: r2(t.top),
      percent: r2(percentage(total, t.top)),
    };
  };
  // the exact score: the fraction of the top at matchpoints, the total otherwise, before any rounding
  const exact = new Map<string, number>();
  const key = (e: Omit<RankEntry, "rank">): number => exact.get(e.pair) ?? (mp ? (e.percent ?? 0) : e.total);
  const field = (name: RankingField["name"], filter: (t: PairTotals) => boolean): RankingField => ({
    name,
    ranking: rank(totals.filter(filter).map(entry), key),
  });
  if (mixed || totals.length === 0) return [field("all", () => true)];
  return [field("NS", (t) => (t.directions & 1) !== 0), field("EW", (t) => (t.directions & 2) !== 0)].filter(
    (f) => f.ranking.length > 0,
  );
};

const rowOf = (r: TableResult, NS: number, EW: number, top?: number): BoardRow => {
  const score = sideScoreLabel(r.NS, "NS");
  const row: { -readonly [K in keyof BoardRow]: BoardRow[K] } = {
    pairs: r.pairs,
    label: r.label ?? score,
    scores: { NS: score, EW: sideScoreLabel(r.EW, "EW") },
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

/** `pairsDescription` as data. */
const pairsNote = (
  method: SessionOptions["method"],
  teamsFallback: boolean,
  expected: number,
): ScoringMethodNote => {
  switch (method) {
    case "mp":
      return { _tag: "MethodMatchpoints", expected };
    case "imp":
    case "butler":
      return { _tag: "MethodImpsDatum", notTeams: teamsFallback };
    case "cross-imp":
      return { _tag: "MethodCrossImps" };
    case "total":
      return { _tag: "MethodTotalPoints" };
  }
};

/** One board group by a pairs method. */
const scoreGroup = (
  results: readonly TableResult[],
  g: BoardGroup,
  expected: number,
  options: SessionOptions,
  warn: Warn,
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

/**
 * Defines `key` on `o` as made on first read, then kept as an ordinary property (enumerable, so JSON,
 * spreading and deep equality see it as before).
 */
const madeOnRead = <T extends object, K extends keyof T>(o: T, key: K, make: () => T[K]): T => {
  let build: (() => T[K]) | undefined = make;
  let value: T[K];
  const keep = (v: T[K]): void => {
    build = undefined;
    value = v;
    if (Object.getOwnPropertyDescriptor(o, key)?.configurable === true) {
      Object.defineProperty(o, key, { value: v, writable: true, enumerable: true, configurable: true });
    }
  };
  Object.defineProperty(o, key, {
    enumerable: true,
    configurable: true,
    get: () => {
      if (build !== undefined) keep(build());
      return value;
    },
    set: keep,
  });
  return o;
};

/**
 * The board tables of a pairs event, from its columns: each group's rows (strings, labels, percentages),
 * top and frequency tables. Made when `EventScore.boards` is first read, not while scoring.
 */
const boardTables = (results: readonly TableResult[], e: EventScores): BoardTable[] => {
  const { rows: at, start, expected } = e.layout;
  const figures = boardFigures(results, e);
  return Array.from({ length: start.length - 1 }, (_, g): BoardTable => {
    const d = e.drafts[g];
    const group = d?.group ?? e.layout.group(g);
    const p0 = start[g]!;
    const top = d === undefined ? groupTop(e, g) : d.top;
    const values = figures.values(g);
    const rows: BoardRow[] = [];
    for (let p = p0; p < start[g + 1]!; p += 1) {
      rows.push(rowOf(results[at[p]!]!, values.NS[p - p0]!, values.EW[p - p0]!, top));
    }
    if (d === undefined) {
      return {
        ...(group.event !== undefined && { event: group.event }),
        board: group.board,
        ...(group.group !== undefined && { group: group.group }),
        top: r2(top!),
        factored: rows.length < expected,
        rows,
        frequencies: figures.frequencies(g),
      };
    }
    return {
      ...(group.event !== undefined && { event: group.event }),
      board: group.board,
      ...(group.group !== undefined && { group: group.group }),
      ...(d.top !== undefined && { top: r2(d.top) }),
      ...(d.factored !== undefined && { factored: d.factored }),
      ...(d.datum !== undefined && { datum: d.datum }),
      rows,
      ...(d.frequencies !== undefined && { frequencies: d.frequencies }),
    };
  });
};

/**
 * A pairs event: every group scored into the event's columns (a plain board at matchpoints there directly),
 * the artificial scores valued (12C2), the penalties (90), the ranking; the board tables are made from the
 * columns when first read.
 */
const scorePairsEvent = (
  results: readonly TableResult[],
  read: ResultColumns,
  layout: EventLayout,
  options: SessionOptions,
  warn: Warn,
): EventScore => {
  const method = options.method;
  const mp = method === "mp";
  const e = scoreEvent(results, layout, mp, (g) =>
    scoreGroup(results, layout.group(g), layout.expected, options, warn),
  );
  if (method !== "total") {
    settleArtificialCells(
      e.artificial,
      () => comparedTotals(results, e),
      mp ? "percent" : "imps",
      options.artificial,
      warn,
    );
    if (e.artificial.length > 0) addUpAgain(results, e);
  }
  let ded: Deduction[] = [];
  if (read.penalties) {
    const topOfRow = new Map<number, number>();
    for (let g = 0; g + 1 < layout.start.length; g += 1) {
      const top = groupTop(e, g);
      for (let p = layout.start[g]!; p < layout.start[g + 1]!; p += 1) topOfRow.set(layout.rows[p]!, top);
    }
    const kind = mp ? "mp" : method === "total" ? "total" : "imps";
    ded = deductions(results, layout.rows, kind, (row) => topOfRow.get(row) ?? 0, warn);
  }
  const event: EventScore = {
    ...(layout.event !== undefined && { event: layout.event }),
    method,
    description: pairsDescription(method, method === "imp", layout.expected),
    how: pairsNote(method, method === "imp", layout.expected),
    expected: layout.expected,
    boards: [],
    fields: pairFields(pairTotals(e), ded, mp).map((f) => flagFew(f, options.minBoards)),
  };
  return madeOnRead(event, "boards", () => boardTables(results, e));
};

const scoreTeamsEvent = (
  results: readonly TableResult[],
  ev: EventGroups,
  matches: NonNullable<ReturnType<typeof findTeamMatches>>,
  options: SessionOptions,
  warn: Warn,
  ask: (q: SessionQuestion) => void,
): EventScore => {
  const drafts: MatchBoardDraft[] = scoreMatches(results, matches, options, warn, ask);
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
  const carried = vp === undefined ? {} : (options.carryOver ?? {});
  const ranking = rank(
    [...teams].map(([team, t]) => ({
      pair: team,
      boards: t.boards,
      score: r2(t.score),
      penalties: r2(t.penalties),
      total: r2(t.score - t.penalties),
      ...(vp !== undefined && { vp: r2(t.vp + (carried[team] ?? 0)) }),
      ...(carried[team] !== undefined && { carryOver: carried[team] }),
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
 * cannot score as the Law asks is in `warnings`; what the Director must still rule, as typed facts, in
 * `rulingsNeeded` (86B1 not clearly favourable: 12C2 by responsibility).
 *
 * A pairs event is scored board by board in typed arrays (`session-columns.ts`) and ranked; its board
 * tables are made when `boards` is first read, from `results` as given (which must not change until then).
 */
export const scoreSession = (results: readonly TableResult[], options: SessionOptions): SessionScore => {
  if (!SESSION_METHODS.includes(options.method)) {
    throw new ScoringInputError("method", options.method, "one-of", { choices: SESSION_METHODS.join(", ") });
  }
  if (options.vp?.boards !== undefined && !(Number.isInteger(options.vp.boards) && options.vp.boards >= 1)) {
    throw new ScoringInputError("vp.boards", options.vp.boards, "whole-boards", {});
  }
  const warnings: string[] = [];
  const notices: string[] = [];
  const rulingsNeeded: SessionQuestion[] = [];
  const ask = (q: SessionQuestion): void => {
    rulingsNeeded.push(q);
  };
  const warningData: SessionWarning[] = [];
  const noticeData: SessionNotice[] = [];
  const notice = (n: SessionNotice): void => {
    notices.push(describeNotice(n));
    noticeData.push(n);
  };
  const warn: Warn = (w) => {
    const m = describeWarning(w);
    if (warnings.includes(m)) return;
    warnings.push(m);
    warningData.push(w);
  };
  // one pass over the results (warning of each without pair ids), then the events laid out from the columns
  const read = readResults(results, warn);
  // Team play: the teams stand in the pairs' place (the pairs stay on the rows as players).
  let teams: readonly TableResult[] | undefined;
  const asTeams = (): readonly TableResult[] =>
    (teams ??= results.map((r) =>
      r.teams?.NS !== undefined && r.teams.EW !== undefined ? { ...r, pairs: r.teams } : r,
    ));
  const events = sessionEvents(results, read).map(({ event, rows: all, layout: again }) => {
    let teamPlay = options.method === "imp";
    for (let k = 0; teamPlay && k < all.length; k += 1) {
      const t = results[all[k]!]!.teams;
      teamPlay = t?.NS !== undefined && t.EW !== undefined;
    }
    if (options.method === "imp" && teamPlay) {
      const ev = groupSession(asTeams(), warn, { rows: Array.from(all), byRound: true })[0]!;
      const matches = findTeamMatches(asTeams(), ev);
      if (matches !== null) return scoreTeamsEvent(asTeams(), ev, matches, options, warn, ask);
      notice({ kind: "teams-not-matched", ...(event !== undefined && { event }) });
    }
    const layout = again(warn);
    if (options.method === "imp") {
      const ev = layout.groups();
      const matches = findTeamMatches(results, ev);
      if (matches !== null) {
        notice({ kind: "pairs-as-team-matches", ...(event !== undefined && { event }) });
        return scoreTeamsEvent(results, ev, matches, options, warn, ask);
      }
      if (!teamPlay) notice({ kind: "butler-no-teams", ...(event !== undefined && { event }) });
    }
    if (options.vp !== undefined && (options.vp.boards !== undefined || options.method !== "imp")) {
      warn({ kind: "vp-not-team-matches", ...(event !== undefined && { event }) });
    }
    return scorePairsEvent(results, read, layout, options, warn);
  });
  return { method: options.method, events, notices, noticeData, warnings, warningData, rulingsNeeded };
};
