import type { Law77Row, ScoringMethodNote, SessionQuestion } from "@bridgelaw/scoring";
import type { Messages } from "../catalog.ts";

/** Where on the session: the event, the round, the board. */
const WHERE =
  "{event, select, absent {} other {{event}, }}{round, select, absent {} other {round {round}, }}board {board}";

/** What a session's scoring leaves to the Director, in English (`@bridgelaw/scoring`'s `SessionQuestion`). */
export const SCORING: Messages<SessionQuestion> = {
  NotClearlyFavourable: `${WHERE}: the one result, at {table, select, absent {one table} other {table {table}}}{score, select, absent {} other { (NS {score, signed})}}, is not clearly favourable: against the Director's score under Law {law}{ruledTable, select, absent {} other { at table {ruledTable}}}, {team, select, absent {the North-South team there} other {team {team}{opponents, select, absent {} other { (against {opponents})}}}} expects a gain or loss of {imps, signed} IMPs, not more than {threshold}; Law {law} does not apply and that score is not applied as it stands: the Director must rule under Law {instead} by responsibility for the missing result (an artificial adjusted score, ±3 IMPs). Expected: {terms, facts, plus}{ruledSource, select, absent {} other { ({ruledSource}{source, select, absent {} other { against {source}}})}}`,
};

/** The doubling of a contract in the Law 77 table: undoubled, doubled, redoubled. */
const DBL = "{doubling, select, X {doubled} XX {redoubled} other {undoubled}}";
const VUL = "{vulnerable, select, true {vulnerable} other {not vulnerable}}";

/** The rows of the Law 77 table, in English (`ScoreItem.row` of `@bridgelaw/scoring`). */
export const LAW77: Messages<Law77Row> = {
  Law77TrickPoints: `77.1 trick points: {notrump, select, true {{level, plural, offset:1 other {40 + # × 30}}} other {{level} × {perTrick}}}{mult, select, 1 {} other {, × {mult} ${DBL}}}`,
  Law77Overtricks: `77.2 overtricks: {over} × {perOvertrick} (${DBL}, ${VUL})`,
  Law77Game: `77.3 game premium (${VUL})`,
  Law77Partscore: "77.3 partscore premium",
  Law77Slam: `77.3 {slam, select, small {small} other {grand}} slam premium (${VUL})`,
  Law77Insult: `77.3 premium for making a ${DBL} contract`,
  Law77Undertricks: `77.4 undertricks: {down} down, ${DBL}, ${VUL}`,
};

/** How a session was scored, in English (`EventScore.how` of `@bridgelaw/scoring`). */
export const METHODS: Messages<ScoringMethodNote> = {
  MethodMatchpoints:
    "matchpoints (Law 78A): 2 for each score beaten, 1 for each tie; Neuberg's formula on boards with fewer than {expected} comparable results (78D); adjusted scores by Law 12C",
  MethodImpsDatum:
    "IMPs (Law 78B) against each board's datum (Butler: the mean without the top and bottom result, 78D){notTeams, select, true {; not team matches} other {}}; adjusted scores by Law 12C",
  MethodCrossImps:
    "cross-IMPs (Law 78B, 78D): each result against every other of the board, averaged per comparison; adjusted scores by Law 12C",
  MethodTotalPoints: "total points (Law 78C)",
  MethodTeamMatches:
    "IMPs (Law 78B), team matches: each team's two results on a board added and converted; adjusted scores by Law 12C{scale, select, absent {} other {; victory points on the WBF 2013 {scale} scale (78D) for {boards, select, absent {each match's number of boards} other {{boards} boards}}}}",
};
