/**
 * What scoring a session warns the Director of, as data (issue 33: messages, not sentences): each warning's
 * kind and its facts (the result's place, the side, the Law …), and `describeWarning`, its English line as
 * `SessionScore.warnings` has always said it. A front end writes a warning in its own language from the data
 * (`SessionScore.warningData`), as the command line does in French.
 */
import type { Side } from "@bridgelaw/cards";

/** Where a result was played: its event, board, table and the file it came from, as far as they are known. */
export interface WarningPlace {
  readonly event?: string;
  readonly board: number;
  readonly table?: string;
  readonly source?: string;
}

/** A warning of `scoreSession`: the facts of one thing the Director should know about the scores. */
export type SessionWarning =
  /** 12C2(d): a contestant's average-plus beyond the number allowed in the session, scored average. */
  | {
      readonly kind: "average-plus-cap";
      readonly board: number;
      readonly pair: string;
      readonly n: number;
      readonly max: number;
    }
  /** 12C2(d): an average-plus for a board lost to a movement error, scored average. */
  | { readonly kind: "average-plus-movement"; readonly board: number; readonly who: string }
  /** 87A: a board played with different deals, scored in groups by deal (87B). */
  | { readonly kind: "fouled-board"; readonly event?: string; readonly board: number; readonly deals: number }
  /** A result without pair ids: compared, not ranked. */
  | { readonly kind: "no-pair-ids"; readonly place: WarningPlace }
  /** A side's score in IMPs at matchpoints: scored as an average (50 %). */
  | { readonly kind: "imps-not-matchpointed"; readonly place: WarningPlace; readonly side: Side }
  /** A percentage at IMPs: scored 0. */
  | { readonly kind: "percentage-not-imps"; readonly place: WarningPlace }
  /** A weighted score with no table result to make a datum from: scored 0. */
  | { readonly kind: "no-datum"; readonly place: WarningPlace }
  /** 12C2: an artificial score (or a percentage, IMPs) at total points: scored 0. */
  | {
      readonly kind: "total-points-cannot-value";
      readonly place: WarningPlace;
      readonly side: Side;
      readonly score: string;
    }
  /** A team with two different adjusted scores on a board: the first is used. */
  | { readonly kind: "two-adjusted-scores"; readonly place: WarningPlace; readonly team: string }
  /** 86B1: a team with one result only on a board: scored 0 until the Director adjusts. */
  | { readonly kind: "one-result-only"; readonly place: WarningPlace; readonly team: string }
  /** 87C, 86B2: the two tables of a match played different forms of the board: scored 0. */
  | { readonly kind: "different-forms"; readonly place: WarningPlace }
  /** 12C4: non-balancing scores in a knockout match, both teams given the Law's values. */
  | {
      readonly kind: "knockout-non-balancing";
      readonly place: WarningPlace;
      readonly a: string;
      readonly b: string;
      readonly aScore: number;
      readonly bScore: number;
      readonly aNow: number;
      readonly bNow: number;
      readonly law: string;
    }
  /** A penalty on a side with no pair id: not applied. */
  | {
      readonly kind: "penalty-no-pair";
      readonly place: WarningPlace;
      readonly law: string;
      readonly side: Side;
    }
  /** A penalty in a unit the method cannot take off a score: not applied. */
  | {
      readonly kind: "penalty-unit";
      readonly place: WarningPlace;
      readonly law: string;
      readonly unit: string;
    }
  /** Victory points asked for results that are not team matches. */
  | { readonly kind: "vp-not-team-matches"; readonly event?: string };

/** The place of a table result (a `TableResult`'s event, board, table and source). */
export const placeOf = (r: {
  readonly event?: string | undefined;
  readonly board: number;
  readonly table?: string | undefined;
  readonly source?: string | undefined;
}): WarningPlace => ({
  ...(r.event !== undefined && { event: r.event }),
  board: r.board,
  ...(r.table !== undefined && { table: r.table }),
  ...(r.source !== undefined && { source: r.source }),
});

/** A place in English: `Pairs, board 3, table 2 (b3-t2.jsonl)`. */
export const describePlace = (p: WarningPlace): string =>
  `${p.event === undefined ? "" : `${p.event}, `}board ${p.board}${p.table === undefined ? "" : `, table ${p.table}`}${p.source === undefined ? "" : ` (${p.source})`}`;

const ordinal = (n: number): string =>
  `${n}${n % 10 === 1 && n !== 11 ? "st" : n % 10 === 2 && n !== 12 ? "nd" : n % 10 === 3 && n !== 13 ? "rd" : "th"}`;

/** A signed number as the warnings write it: `+3`, `−1.5`, `0`. */
export const signedScore = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "0");

/** A warning in English, one line. */
export const describeWarning = (w: SessionWarning): string => {
  switch (w.kind) {
    case "average-plus-cap":
      return `board ${w.board}: ${w.pair}'s average-plus is their ${ordinal(w.n)} of the session, above the ${w.max} allowed: scored average (12C2(d))`;
    case "average-plus-movement":
      return `board ${w.board}: ${w.who}'s average-plus for a movement error is scored average (12C2(d))`;
    case "fouled-board":
      return `${w.event === undefined ? "" : `${w.event}, `}board ${w.board}: played with ${w.deals} different deals (87A): scored in groups by deal (87B); the Director records BoardFouled to name the forms`;
    case "no-pair-ids":
      return `${describePlace(w.place)}: no pair ids: the result is compared but not ranked`;
    case "imps-not-matchpointed":
      return `${describePlace(w.place)}: ${w.side}'s score in IMPs cannot be matchpointed: scored as an average (50 %)`;
    case "percentage-not-imps":
      return `${describePlace(w.place)}: a percentage cannot be scored in IMPs: scored 0`;
    case "no-datum":
      return `${describePlace(w.place)}: no table result to make a datum from: a weighted score scored 0`;
    case "total-points-cannot-value":
      return `${describePlace(w.place)}: ${w.side} have a ${w.score} score, which total points cannot value (12C2): scored 0`;
    case "two-adjusted-scores":
      return `${describePlace(w.place)}: team ${w.team} has two different adjusted scores on the board: the first is used`;
    case "one-result-only":
      return `${describePlace(w.place)}: team ${w.team} has one result only on the board (86B1): scored 0 until the Director adjusts`;
    case "different-forms":
      return `${describePlace(w.place)}: the two tables played different forms of the board (87C): not comparable (86B2), scored 0 until the Director adjusts`;
    case "knockout-non-balancing":
      return `${describePlace(w.place)}: non-balancing scores in a knockout match (${w.a} ${signedScore(w.aScore)}, ${w.b} ${signedScore(w.bScore)}): ${signedScore(w.aNow)} and ${signedScore(w.bNow)} (${w.law})`;
    case "penalty-no-pair":
      return `${describePlace(w.place)}: a penalty (${w.law}) on ${w.side}, who have no pair id: not applied`;
    case "penalty-unit":
      return `${describePlace(w.place)}: a penalty (${w.law}) in ${w.unit} cannot be taken off a score in this method: not applied`;
    case "vp-not-team-matches":
      return `${w.event ?? "the session"}: victory points convert team matches; these results are not team matches`;
  }
};

/** What the scoring chose where the logs left a choice (`SessionScore.notices`), as data. */
export type SessionNotice =
  /** The logs name the teams, but no two teams met at two tables: IMPs against the datum (Butler, 78D). */
  | { readonly kind: "teams-not-matched"; readonly event?: string }
  /** No teams in the logs: team matches between the pairs that meet at two tables with directions swapped. */
  | { readonly kind: "pairs-as-team-matches"; readonly event?: string }
  /** No teams and no pairs meeting at two tables: IMPs against the datum (Butler, 78D). */
  | { readonly kind: "butler-no-teams"; readonly event?: string };

/** A notice in English, one line. */
export const describeNotice = (n: SessionNotice): string => {
  const name = n.event ?? "the session";
  switch (n.kind) {
    case "teams-not-matched":
      return `${name}: the logs name the teams, but no board was played by the same two teams at two tables: IMPs against each board's datum (Butler, 78D) instead of team matches`;
    case "pairs-as-team-matches":
      return `${name}: no teams in the logs (BoardStarted.teams): team matches between the pairs, which meet at two tables with directions swapped`;
    case "butler-no-teams":
      return `${name}: IMPs against each board's datum (Butler, 78D), not team matches: the logs name no teams (BoardStarted.teams: import HomeTeam/VisitTeam with Room, or give a movement file) and the pairs do not meet at two tables with directions swapped`;
  }
};

/** How the scoring functions report a warning. */
export type Warn = (w: SessionWarning) => void;
