import type { Side } from "@bridgelaw/cards";
import { imps } from "./imps.ts";
import { roundHalfAwayFromZero } from "./rounding.ts";
import { isLaw86B1, law86B1Match } from "./session-86B1.ts";
import type { Cell } from "./session-cells.ts";
import type { MatchBoard, TeamMatch } from "./session-group.ts";
import type { SessionQuestion } from "./session-questions.ts";
import type { SessionOptions, TableResult } from "./session-types.ts";
import { placeOf, type Warn } from "./session-warnings.ts";
import { type SideScore, sideOutcomes } from "./side-score.ts";
import { knockoutNonBalancingAverage } from "./split-score.ts";

/** One board of a team match scored: each team's cell, and the two tables (team `a` North-South first). */
export interface MatchBoardDraft {
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
 * 0 with a warning unless the Director adjusted (an 86B1 assigned score at the other table is tested first:
 * `scoreMatches`).
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
      warn({ kind: "two-adjusted-scores", place: placeOf(results[first.row]!), team });
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
    warn({ kind: "percentage-not-imps", place: placeOf(results[first.row]!) });
    return { ...base, value: 0, compared: false };
  }
  if (scores.length < 2) {
    warn({ kind: "one-result-only", place: placeOf(results[scores[0]!.row]!), team });
    return { ...base, value: 0, compared: false };
  }
  if (!comparable) {
    warn({ kind: "different-forms", place: placeOf(results[scores[0]!.row]!) });
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

/**
 * Law 86B1 (WBFLC) on a board played at one table, with the Director's 86B1 assigned score at the other: the
 * question when the result is not clearly favourable (not more than 3 IMPs expected), else null.
 */
const oneResult86B1 = (
  results: readonly TableResult[],
  board: MatchBoard,
  options: SessionOptions,
): SessionQuestion | null => {
  if (board.aNS === null || board.aEW === null || !board.comparable) return null;
  const [x, y] = [results[board.aNS]!, results[board.aEW]!];
  if (isLaw86B1(x) === isLaw86B1(y)) return null;
  return isLaw86B1(x) ? law86B1Match(y, x, options.imps) : law86B1Match(x, y, options.imps);
};

/** A team's cell on a board whose 86B1 score is not applied as it stands (12C2 is the Director's to award). */
const notApplied = (team: string, board: number): Cell => ({
  pair: team,
  board,
  direction: "NS",
  top: undefined,
  artificial: undefined,
  value: 0,
  compared: false,
});

/**
 * Scores every board of every team match of an event: one cell per team and board. A board with a result at
 * one table and an 86B1 score at the other that is not clearly favourable (86B1, WBFLC) scores 0 to both teams
 * and is `ask`ed of the Director (12C2 by responsibility).
 */
export const scoreMatches = (
  results: readonly TableResult[],
  matches: readonly TeamMatch[],
  options: SessionOptions,
  warn: Warn,
  ask: (question: SessionQuestion) => void = () => {},
): MatchBoardDraft[] =>
  matches.flatMap((match) =>
    match.boards.map((board) => {
      const question = oneResult86B1(results, board, options);
      if (question !== null) {
        ask(question);
        return { match, board, a: notApplied(match.a, board.board), b: notApplied(match.b, board.board) };
      }
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
export const law12C4Average = (
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
    warn({
      kind: "knockout-non-balancing",
      place: placeOf(results[rows[0]!]!),
      a: d.match.a,
      b: d.match.b,
      aScore: d.a.value,
      bScore: d.b.value,
      aNow: a,
      bNow: b,
      law: ko.law,
    });
    d.a.value = a;
    d.b.value = b;
  }
};
