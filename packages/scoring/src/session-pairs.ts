import { SIDES, type Side } from "@bridgelaw/cards";
import { type BoardEntry, matchpointBoard } from "./board-matchpoints.ts";
import { butlerDatum } from "./butler.ts";
import { imps } from "./imps.ts";
import { roundHalfAwayFromZero } from "./rounding.ts";
import type { Cell } from "./session-cells.ts";
import type { BoardGroup } from "./session-group.ts";
import type { FrequencyRow, SessionOptions, TableResult } from "./session-types.ts";
import { placeOf, type Warn } from "./session-warnings.ts";
import { expectedPoints, type SideScore, sideOutcomes } from "./side-score.ts";

/** A board group scored for both directions: a cell per result and side, and what the board table shows. */
export interface GroupDraft {
  readonly group: BoardGroup;
  readonly cells: readonly { readonly NS: Cell; readonly EW: Cell }[];
  readonly top?: number;
  readonly factored?: boolean;
  readonly datum?: { readonly NS: number | null; readonly EW: number | null };
  readonly frequencies?: { readonly NS: readonly FrequencyRow[]; readonly EW: readonly FrequencyRow[] };
}

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

const r2 = (x: number): number => (Number.isInteger(x) ? x : roundHalfAwayFromZero(x, 2));

/**
 * North-South's points when a result is a plain table result (both sides the same points: the usual board,
 * matchpointed in the event's columns, `session-columns.ts`), else NaN (never the points of a plain result).
 */
export const plainScore = (r: TableResult): number => {
  const ns = r.NS;
  const ew = r.EW;
  return ns.kind === "points" && ew.kind === "points" && ns.NS === ew.NS ? ns.NS : Number.NaN;
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
      warn({ kind: "imps-not-matchpointed", place: placeOf(r), side });
      return { kind: "artificial", nsPercent: 50, ewPercent: 50 };
    case "artificial":
      return { kind: "artificial", nsPercent: 50, ewPercent: 50 };
  }
};

/**
 * Law 78A with Law 12C on one board group, each direction on its own frequency table (so a split score
 * counts for its own side only): results and weighted scores compared (the weights enter the table), Neuberg
 * when fewer than `expected` results are compared, artificial scores valued later (12C2(c)). A plain group
 * (table results only, `plainScore`) is matchpointed in typed arrays instead (`session-columns.ts`).
 */
export const matchpointGroup = (
  results: readonly TableResult[],
  group: BoardGroup,
  expected: number,
  warn: Warn,
): GroupDraft => {
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
    warn({ kind: "percentage-not-imps", place: placeOf(r) });
  }
  return 0;
};

/**
 * Butler (78B against a datum, 78D): each direction's datum is the mean of the table results (and single
 * assigned scores) after dropping the top and bottom; each result, or each outcome of a weighted score,
 * IMPed against it (12C1(c): outcomes IMPed, then weighted).
 */
export const butlerGroup = (
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
          warn({ kind: "no-datum", place: placeOf(r) });
          return cell(r, side, 0, { compared: false });
        }
        const v = impsBetween(sideOutcomes(s, side), [{ score: d, weight: 1 }], options);
        return cell(r, side, s.kind === "weighted" ? r2(v) : v, { compared: true });
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
export const crossImpGroup = (
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
      return cell(r, side, compared > 1 ? r2(total / (compared - 1)) : 0, { compared: true });
    });
  }
  return { group, cells: group.rows.map((_, k) => ({ NS: bySide.NS[k]!, EW: bySide.EW[k]! })) };
};

/**
 * Total points (78C): each side's own points; a weighted score counts its expected points. The Laws give
 * artificial scores only in percentages and IMPs (12C2): scored 0 here, with a warning.
 */
export const totalPointsGroup = (
  results: readonly TableResult[],
  group: BoardGroup,
  warn: Warn,
): GroupDraft => {
  const bySide = {} as Record<Side, Cell[]>;
  for (const side of SIDES) {
    bySide[side] = group.rows.map((i) => {
      const r = results[i]!;
      const s = r[side];
      if (s.kind === "points" || s.kind === "weighted") {
        return cell(r, side, s.kind === "weighted" ? r2(expectedPoints(s, side)) : s[side], {
          compared: true,
        });
      }
      warn({ kind: "total-points-cannot-value", place: placeOf(r), side, score: s.kind });
      return cell(r, side, 0, { compared: false });
    });
  }
  return { group, cells: group.rows.map((_, k) => ({ NS: bySide.NS[k]!, EW: bySide.EW[k]! })) };
};
