import type { SessionQuestion } from "@bridgelaw/scoring";
import type { Messages } from "../catalog.ts";

/** Where on the session: the event, the round, the board. */
const WHERE =
  "{event, select, absent {} other {{event}, }}{round, select, absent {} other {round {round}, }}board {board}";

/** What a session's scoring leaves to the Director, in English (`@bridgelaw/scoring`'s `SessionQuestion`). */
export const SCORING: Messages<SessionQuestion> = {
  NotClearlyFavourable: `${WHERE}: the one result, at {table, select, absent {one table} other {table {table}}}{score, select, absent {} other { (NS {score, signed})}}, is not clearly favourable: against the Director's score under Law {law}{ruledTable, select, absent {} other { at table {ruledTable}}}, {team, select, absent {the North-South team there} other {team {team}{opponents, select, absent {} other { (against {opponents})}}}} expects a gain or loss of {imps, signed} IMPs, not more than {threshold}; Law {law} does not apply and that score is not applied as it stands: the Director must rule under Law {instead} by responsibility for the missing result (an artificial adjusted score, ±3 IMPs). Expected: {terms, facts, plus}{ruledSource, select, absent {} other { ({ruledSource}{source, select, absent {} other { against {source}}})}}`,
};
