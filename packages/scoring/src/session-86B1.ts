import type { ImpOptions } from "./imps.ts";
import type { SessionQuestion } from "./session-questions.ts";
import type { TableResult } from "./session-types.ts";
import { type SideScore, sideOutcomes } from "./side-score.ts";
import { expectedImps86B1, law86B1 } from "./teams-adjustment.ts";

/** Whether a result's score applies under Law 86B1 (the Director's ruling, or a decision on appeal from it). */
export const isLaw86B1 = (r: TableResult): boolean => r.laws?.some((l) => l.startsWith("86B1")) === true;

/** A result or an assigned score (one outcome or weighted): compared in points, not a figure or 12C2. */
const inPoints = (s: SideScore): boolean => s.kind === "points" || s.kind === "weighted";

/**
 * Law 86B1 (WBFLC commentary) on a board of a team match: the result at one table (`existing`) and the
 * Director's 86B1 assigned score at the other (`ruled`, one outcome or weighted, 12C1(c)). The expected gain or
 * loss of the team North-South at the existing table is each outcome of the assigned score IMPed against the
 * result, then weighted (`expectedImps86B1`: the team's own score at the ruled table, where it sits East-West).
 * More than 3 IMPs: the result is clearly favourable, 86B1 holds and the assigned score is scored as it stands
 * (null). Otherwise 86B1 does not apply: the `NotClearlyFavourable` question (the Director awards an artificial
 * score by responsibility, 12C2). Null too when the board is not that case (no 86B1 score, the existing
 * result also ruled under 86B1, or a score that is not in points: an artificial score, a Director's figure).
 */
export const law86B1Match = (
  existing: TableResult,
  ruled: TableResult,
  options: ImpOptions = {},
): SessionQuestion | null => {
  if (!isLaw86B1(ruled) || isLaw86B1(existing)) return null;
  if (![existing.NS, existing.EW, ruled.NS, ruled.EW].every(inPoints)) return null;
  const here = sideOutcomes(existing.NS, "NS");
  const there = sideOutcomes(ruled.EW, "EW").map((o) => ({
    score: o.score === 0 ? 0 : -o.score,
    weight: o.weight,
  }));
  const { imps, terms } = expectedImps86B1(here, there, options);
  const threshold = 3;
  if (law86B1(imps, threshold).law === "86B1") return null;
  const team = existing.teams?.NS ?? existing.pairs.NS;
  const opponents = existing.teams?.EW ?? existing.pairs.EW;
  return {
    _tag: "NotClearlyFavourable",
    law: "86B1",
    instead: "12C2",
    ...(existing.event !== undefined && { event: existing.event }),
    ...(existing.round !== undefined && { round: existing.round }),
    board: existing.board,
    ...(team !== undefined && { team }),
    ...(opponents !== undefined && { opponents }),
    ...(existing.table !== undefined && { table: existing.table }),
    ...(existing.NS.kind === "points" && { score: existing.NS.NS }),
    ...(existing.source !== undefined && { source: existing.source }),
    ...(ruled.table !== undefined && { ruledTable: ruled.table }),
    ...(ruled.source !== undefined && { ruledSource: ruled.source }),
    imps,
    threshold,
    terms,
  };
};
