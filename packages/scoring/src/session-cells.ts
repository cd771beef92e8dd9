import type { Side } from "@bridgelaw/cards";
import {
  type ArtificialScoreConfig,
  artificialImps,
  artificialPercent,
  DEFAULT_ARTIFICIAL_SCORES,
} from "./artificial-score.ts";
import { ScoringInputError } from "./errors.ts";
import type { Warn } from "./session-warnings.ts";
import { type ArtificialLevel, responsibilityOf } from "./side-score.ts";

/** One contestant's score on one board, in the method's unit (matchpoints, IMPs or points). */
export interface Cell {
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

/** A contestant's compared boards of the session: the sum of its scores, of their tops, and their number. */
export interface ComparedTotal {
  value: number;
  top: number;
  boards: number;
}

/** Each contestant's compared cells added up, in the order of the cells. */
export const comparedTotals = (cells: readonly Cell[]): Map<string, ComparedTotal> => {
  const totals = new Map<string, ComparedTotal>();
  for (const c of cells) {
    if (!c.compared || c.pair === undefined) continue;
    let t = totals.get(c.pair);
    if (t === undefined) totals.set(c.pair, (t = { value: 0, top: 0, boards: 0 }));
    t.value += c.value;
    t.top += c.top ?? 0;
    t.boards += 1;
  }
  return totals;
};

/**
 * A contestant's percentage of the top on his other boards (12C2(c)): within 0–100, as each board's score is
 * within its top; a sum of weighted scores (12C1(c): 0.2, 0.3, 0.5 of a board's matchpoints) may land a
 * rounding error beyond it (-2.8e-15), which is the bound itself.
 */
export const percentOfTop = (value: number, top: number): number =>
  Math.min(100, Math.max(0, (100 * value) / top));

/**
 * Law 12C2: values each artificial adjusted score once the contestant's other boards are scored. 12C2(c): a
 * contestant in no way at fault whose score on the other boards of the session is above 60 % (or the IMP
 * equivalent) gets that score; one directly at fault below 40 % gets its own. At matchpoints the value is a
 * percentage of the board's top; at IMPs, IMPs (the "IMP equivalent" is the average IMPs per board).
 */
export const settleArtificial = (
  cells: readonly Cell[],
  unit: "percent" | "imps",
  config: ArtificialScoreConfig | undefined,
  warn: Warn,
): void =>
  settleArtificialCells(
    cells.filter((c) => c.artificial !== undefined),
    () => comparedTotals(cells),
    unit,
    config,
    warn,
  );

/**
 * `settleArtificial` given the artificial cells only (in the order of the session's cells) and each
 * contestant's compared totals, asked for only when there is an artificial score to value (a session of
 * table results never adds them up).
 */
export const settleArtificialCells = (
  artificial: readonly Cell[],
  totalsOf: () => ReadonlyMap<string, ComparedTotal>,
  unit: "percent" | "imps",
  config: ArtificialScoreConfig | undefined,
  warn: Warn,
): void => {
  if (config?.averagePlusForMovementError !== true) noAveragePlusForMovement(artificial, warn);
  capAveragePlus(
    artificial,
    config?.maxAveragePlusPerSession ?? DEFAULT_ARTIFICIAL_SCORES.maxAveragePlusPerSession!,
    warn,
  );
  if (artificial.length === 0) return;
  const totals = totalsOf();
  for (const c of artificial) {
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
const capAveragePlus = (cells: readonly Cell[], max: number, warn: Warn): void => {
  if (!(max >= 0) || (Number.isFinite(max) && !Number.isInteger(max)))
    throw new ScoringInputError("maxAveragePlusPerSession", max, "whole-boards-or-infinity", {});
  const given = new Map<string, number>();
  const plus = cells.filter((c) => c.artificial === "average-plus" && c.pair !== undefined);
  for (const c of [...plus].sort((a, b) => a.board - b.board)) {
    const n = (given.get(c.pair!) ?? 0) + 1;
    given.set(c.pair!, n);
    if (n <= max) continue;
    c.artificial = "average";
    warn({ kind: "average-plus-cap", board: c.board, pair: c.pair!, n, max });
  }
};

/** 12C2(d) (WBFLC recommendation): no average-plus for a board lost to a movement or board-transfer error. */
const noAveragePlusForMovement = (cells: readonly Cell[], warn: Warn): void => {
  for (const c of cells) {
    if (c.artificial !== "average-plus" || c.cause !== "movement") continue;
    c.artificial = "average";
    warn({ kind: "average-plus-movement", board: c.board, who: c.pair ?? c.direction });
  }
};
