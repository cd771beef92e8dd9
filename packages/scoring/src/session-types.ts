import type { LawId, Side } from "@bridgelaw/cards";
import type { ArtificialScoreConfig } from "./artificial-score.ts";
import type { ButlerOptions } from "./butler.ts";
import type { ImpOptions } from "./imps.ts";
import type { SessionQuestion } from "./session-questions.ts";
import type { SessionNotice, SessionWarning } from "./session-warnings.ts";
import type { SideScore } from "./side-score.ts";

/**
 * Methods of scoring a session (Law 78, 78D conditions of contest):
 * - `mp`: matchpoints (78A), Neuberg factoring where a board has fewer results than the others;
 * - `imp`: IMPs (78B): team matches when the logs show them (the same two teams at two tables, directions
 *   swapped), otherwise (pairs) each result against the board's datum, as `butler`;
 * - `cross-imp`: each result against every other result of the board, averaged per comparison;
 * - `butler`: each result against the board's datum (mean without the top and bottom);
 * - `total`: total points (78C).
 */
export type SessionMethod = "mp" | "imp" | "cross-imp" | "butler" | "total";
export const SESSION_METHODS: readonly SessionMethod[] = ["mp", "imp", "cross-imp", "butler", "total"];

/**
 * The unit of a procedural penalty (Law 90; amounts are set by regulation): a fraction of a top on the
 * board (`top`, e.g. 0.25), matchpoints (2/1/0 units), IMPs, victory points, or total points.
 */
export type PenaltyUnit = "top" | "matchpoints" | "imps" | "vps" | "points";
export const PENALTY_UNITS: readonly PenaltyUnit[] = ["top", "matchpoints", "imps", "vps", "points"];

/** A procedural (Law 90) or disciplinary (91A) penalty in points, on one side at one table. */
export interface SessionPenalty {
  readonly side: Side;
  readonly law: LawId;
  readonly amount: number;
  readonly unit: PenaltyUnit;
  readonly text?: string;
}

/** One table's result on one board, as the session scores it (from a replayed log). */
export interface TableResult {
  /** The event or session (results of different events are scored and ranked apart). */
  readonly event?: string;
  readonly board: number;
  /**
   * Law 87B: the form in which the board was played. Results are compared only within their group; a
   * board played in one form has one group.
   */
  readonly group?: string;
  /**
   * The deal as played (with dealer and vulnerability). Results of the same board without a `group` whose
   * deals differ were not played in the same form (87A): they are scored in groups by deal, with a warning.
   */
  readonly deal?: string;
  readonly table?: string;
  /** Pair (or team) ids sitting North-South and East-West (the movement, from the logs). */
  readonly pairs: { readonly NS?: string; readonly EW?: string };
  /**
   * Team play: the teams sitting North-South and East-West. At IMPs, an event whose every result names its
   * two teams is scored as team matches between the teams (the pairs are then only shown).
   */
  readonly teams?: { readonly NS?: string; readonly EW?: string };
  /** Team play: the round (a board of another round is another board, even with the same number). */
  readonly round?: string;
  /** Team play: the room ("Open", "Closed"), shown on the travellers. */
  readonly room?: string;
  /** The players' names by seat, for the travellers and recaps. */
  readonly players?: { readonly N?: string; readonly E?: string; readonly S?: string; readonly W?: string };
  /** Each side's score as applied: the table result, the Director's ruling, or the appeal's decision. */
  readonly NS: SideScore;
  readonly EW: SideScore;
  /** What to show for the result, e.g. `4S= by S` (default: the score). */
  readonly label?: string;
  /** The Laws behind the score (79A, 12C1(c), 93B2 …). */
  readonly laws?: readonly string[];
  readonly penalties?: readonly SessionPenalty[];
  /** Where the result came from (a file name), for messages. */
  readonly source?: string;
  /** The Code the board was ruled under (default 2017): 12C4 of the 2007 Code averages knockout boards. */
  readonly edition?: "2017" | "2007";
}

export interface SessionOptions {
  readonly method: SessionMethod;
  /**
   * Team matches: convert each match's IMP margin to victory points on the WBF 2013 scale for `boards` boards
   * (default: each match's own number of boards in the logs).
   */
  readonly vp?: { readonly boards?: number; readonly scale?: "continuous" | "discrete" };
  /**
   * A contestant with fewer boards than this is flagged in the ranking (`fewBoards`): a substitute, a late
   * pair. Default: half the boards (rounded up) of the contestant of the field who played the most.
   */
  readonly minBoards?: number;
  /** Law 12C2 values (default 60/50/40 % and ±3 IMPs). */
  readonly artificial?: ArtificialScoreConfig;
  /** Butler datum options (default: drop one top and one bottom, round to 10) and the IMP gap rule. */
  readonly butler?: ButlerOptions;
  readonly imps?: ImpOptions;
  /** Conditions of contest (78D): the team matches are knockout matches. */
  readonly knockout?: boolean;
  /**
   * Knockout play, a board whose two teams' IMPs do not balance (a non-balancing adjusted score): each team
   * gets the average of the two (12C4 of the 2007 Code; under 2017 an RA regulation may keep it: the
   * 2017 Code has no 12C4). Default: for the boards ruled under the 2007 Code only.
   */
  readonly knockoutAverage?: boolean;
  /**
   * Team matches with victory points: the VPs each team brings into the event (a carry-over from an earlier
   * stage, by team id), added to its total in the ranking.
   */
  readonly carryOver?: Readonly<Record<string, number>>;
}

/** One row of a board's table: a table's result and each side's score on the board in the method's unit. */
export interface BoardRow {
  readonly table?: string;
  /** Team play: the room, and the pairs at the table (the row's `pairs` are then the teams). */
  readonly room?: string;
  readonly players?: { readonly N?: string; readonly E?: string; readonly S?: string; readonly W?: string };
  readonly source?: string;
  readonly pairs: { readonly NS?: string; readonly EW?: string };
  /** The result shown (contract, or the score). */
  readonly label: string;
  /** Each side's score as entered (`+420`, `average-plus`, a weighted score …), North-South's viewpoint for points. */
  readonly scores: { readonly NS: string; readonly EW: string };
  /** Each side's score on the board: matchpoints (2/1/0), IMPs, or points. */
  readonly NS: number;
  readonly EW: number;
  /** At matchpoints: each side's percentage of the top. */
  readonly NSPercent?: number;
  readonly EWPercent?: number;
  readonly laws: readonly string[];
}

/** Law 78A: one row of a frequency table (frequencies may be fractional with weighted scores, 12C1(c)). */
export interface FrequencyRow {
  readonly score: number;
  readonly frequency: number;
  /** Matchpoints of the score in 2/1/0 units before any factoring. */
  readonly matchpoints: number;
}

/** The board-by-board table: every result of a board (in one group of a fouled board) and its score. */
export interface BoardTable {
  readonly event?: string;
  /** Team play: the round of the board. */
  readonly round?: string;
  readonly board: number;
  /** Law 87B: the group (form of a fouled board), when the board was played in more than one form. */
  readonly group?: string;
  /** At matchpoints: the top (2/1/0) after factoring, and whether Neuberg's formula scaled the results. */
  readonly top?: number;
  readonly factored?: boolean;
  /** At Butler: each direction's datum. */
  readonly datum?: { readonly NS: number | null; readonly EW: number | null };
  readonly rows: readonly BoardRow[];
  /** At matchpoints: each direction's frequency table, highest score first (each side's own points). */
  readonly frequencies?: { readonly NS: readonly FrequencyRow[]; readonly EW: readonly FrequencyRow[] };
}

export interface RankEntry {
  /** Competition ranking: equal scores share a rank (1, 2, 2, 4). */
  readonly rank: number;
  readonly pair: string;
  readonly boards: number;
  /** Sum of the board scores (matchpoints, IMPs, points) before penalties. */
  readonly score: number;
  /** Penalties in the same unit (Law 90, 91A), already taken off `total`. */
  readonly penalties: number;
  readonly total: number;
  /** At matchpoints: the sum of the tops and the percentage. */
  readonly top?: number;
  readonly percent?: number;
  /** Team matches: victory points (after VP penalties, the carry-over included). */
  readonly vp?: number;
  /** Team matches: the victory points carried over into the event (`SessionOptions.carryOver`), in `vp`. */
  readonly carryOver?: number;
  /** Fewer boards than the field's minimum (`SessionOptions.minBoards`): ranked, but flagged. */
  readonly fewBoards?: boolean;
}

/** A ranking: all pairs, or North-South and East-West apart when no pair changed direction (a Mitchell). */
export interface RankingField {
  readonly name: "all" | "NS" | "EW";
  readonly ranking: readonly RankEntry[];
  /** The fewest boards a contestant must play not to be flagged (`fewBoards`). */
  readonly minBoards?: number;
}

export interface MatchTeam {
  readonly team: string;
  /** IMPs (net, board by board), after IMP penalties. */
  readonly imps: number;
  readonly penalties: number;
  readonly vp?: number;
}

/** A team match: two teams, the boards they played against each other at two tables. */
export interface MatchScore {
  readonly round?: string;
  readonly boards: number;
  /** The number of boards the VP scale was for (the match's own, or the conditions' `vp.boards`). */
  readonly vpBoards?: number;
  readonly teams: readonly [MatchTeam, MatchTeam];
}

/**
 * How a session was scored, as data (issue 33): its tag is the message id `@bridgelaw/words` writes in each
 * language; `description` keeps the English.
 */
export type ScoringMethodNote =
  | { readonly _tag: "MethodMatchpoints"; readonly expected: number }
  | { readonly _tag: "MethodImpsDatum"; readonly notTeams: boolean }
  | { readonly _tag: "MethodCrossImps" }
  | { readonly _tag: "MethodTotalPoints" }
  | {
      readonly _tag: "MethodTeamMatches";
      /** The WBF 2013 scale of victory points (`continuous` …), absent without victory points. */
      readonly scale?: string;
      /** The match length the scale is for, absent for each match's own number of boards. */
      readonly boards?: number;
    };

export interface EventScore {
  readonly event?: string;
  readonly method: SessionMethod;
  /** How the session was scored, with its Laws, in English. */
  readonly description: string;
  /** The same, as data for a catalog to write in any language. */
  readonly how: ScoringMethodNote;
  /** The number of results a board should have (Neuberg's expected count at matchpoints). */
  readonly expected: number;
  /**
   * The board tables. For pairs, made when first read (the rows' labels and percentages, the frequency
   * tables) from the results given to `scoreSession`, which must not change until then, and kept: scoring a
   * session builds no object or string per result until a board table is read.
   */
  readonly boards: readonly BoardTable[];
  readonly fields: readonly RankingField[];
  readonly matches?: readonly MatchScore[];
}

export interface SessionScore {
  readonly method: SessionMethod;
  readonly events: readonly EventScore[];
  /** What the scoring chose and why, where the logs left a choice (e.g. IMPs against the datum: no teams). */
  readonly notices: readonly string[];
  /** The same notices as data, one for each line of `notices` (`describeNotice` writes that line). */
  readonly noticeData: readonly SessionNotice[];
  /** What could not be scored as the Law or the conditions ask, one line each. */
  readonly warnings: readonly string[];
  /** The same warnings as data, one for each line of `warnings` (`describeWarning` writes that line). */
  readonly warningData: readonly SessionWarning[];
  /**
   * What the Director must still rule, as typed facts with their Laws (`@bridgelaw/words` writes them): a team
   * board whose 86B1 score is not clearly favourable, scored 0 until he awards 12C2 by responsibility.
   */
  readonly rulingsNeeded: readonly SessionQuestion[];
}
