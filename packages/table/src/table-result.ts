import type { TableResult } from "@bridgelaw/scoring";
import type { BoardView } from "./view.ts";

/** What a replayed board does not know about itself: where it came from, and how an app words its result. */
export interface TableResultOptions {
  /** Where the result came from (a file name), for the scoring package's messages. */
  readonly source?: string;
  /**
   * What to show for the result (`4S= by N`): words are an app's (`@bridgelaw/words` writes
   * `view.standing.played.result`); without it the scoring package shows the score.
   */
  readonly label?: string;
}

/**
 * A replayed board as one table's result for `@bridgelaw/scoring` (`scoreSession`, `scoreBoard`): the event
 * (and section), board, form when fouled (87), deal with dealer and vulnerability, table, round, room, pairs,
 * teams and players (from `BoardStarted`), each side's score as it applies with its Laws — the board's standing
 * (`view.standing`: the table result, its correction, the Director's ruling or the appeal's decision, Laws 77,
 * 79, 12C, 64C, 70, 93), never picked again here — the penalties in force (90, 91A) and the Code.
 *
 * Null when the board has no score that applies (not started, not finished, or a score that is the Director's
 * to decide, 12C2): a scoring program lists it as unscored, never guesses it.
 */
export const tableResultOf = (view: BoardView, options: TableResultOptions = {}): TableResult | null => {
  const { standing } = view;
  if (view.board === null || standing.NS === null || standing.EW === null) return null;
  const event = view.section === undefined ? view.event : `${view.event ?? "Session"} — ${view.section}`;
  return {
    ...(event !== undefined && { event }),
    board: view.board,
    ...(view.scores.fouled !== null && { group: view.scores.fouled.form }),
    ...(view.deal !== null && { deal: `${view.deal} ${view.dealer} ${view.vulnerability}` }),
    ...(view.table !== undefined && { table: view.table }),
    ...(view.round !== undefined && { round: view.round }),
    ...(view.room !== undefined && { room: view.room }),
    pairs: {
      ...(view.pairs?.NS !== undefined && { NS: view.pairs.NS }),
      ...(view.pairs?.EW !== undefined && { EW: view.pairs.EW }),
    },
    ...(view.teams !== undefined && { teams: view.teams }),
    ...(view.players !== undefined && { players: view.players }),
    NS: standing.NS,
    EW: standing.EW,
    ...(options.label !== undefined && { label: options.label }),
    laws: standing.laws,
    penalties: view.penalties
      .filter((p) => p.status === "in force" || p.status === "changed")
      .map((p) => ({
        side: p.side,
        law: p.law,
        amount: p.amount,
        unit: p.unit,
        ...(p.text !== undefined && { text: p.text }),
      })),
    ...(options.source !== undefined && { source: options.source }),
    edition: view.edition,
  };
};
