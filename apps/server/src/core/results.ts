/**
 * A live session's results (issue 29): the ranking and the travellers of the boards that are over at every
 * table of the session that plays them, scored by `@bridgelaw/scoring`'s `scoreSession` from each table's
 * result as `@bridgelaw/table`'s `tableResultOf` takes it from the board's standing (Laws 77, 79, 12C, 93):
 * the same functions as `bridgelaw score`, nothing scored here. A board still in play at any table is not
 * scored yet and its traveller is not shown (no one learns a deal or a result from a table that finished it
 * while another still plays it); the board list says how many of its tables have finished it.
 *
 * The session's tables seat their pairs for the whole round: the pair sitting North-South at table 3 is
 * `3 NS`, East-West `3 EW`, unless the board's own `BoardStarted` names its pairs.
 */
import {
  type ScoringMethodNote,
  type SessionScore,
  scoreSession,
  type TableResult,
} from "@bridgelaw/scoring";
import { type BoardView, type TableFact, tableResultOf } from "@bridgelaw/table";
import { describe } from "@bridgelaw/words";
import type { Board, Boards } from "./boards.ts";
import { type SessionDoc, streamOf, tablesPlaying } from "./model.ts";

/** A board of the session: at how many tables it is played, and at how many it is over. */
export interface ResultsBoard {
  readonly board: number;
  readonly tables: number;
  readonly finished: number;
  /** Over at every table that plays it: scored, and its traveller shown. */
  readonly over: boolean;
}

/** A line of a traveller: a table's result and each side's score and matchpoints on the board. */
export interface TravellerLine {
  readonly table?: string;
  readonly NS?: string;
  readonly EW?: string;
  /** The table result in words (`4S= by N`), or the score: English, kept for the tools that read it. */
  readonly result: string;
  /** The same as data (the board's standing's `ResultLabel`), for a page to write in its reader's language. */
  readonly label?: TableFact<"ResultLabel">;
  readonly scoreNS: string;
  readonly scoreEW: string;
  readonly pointsNS: number;
  readonly pointsEW: number;
  readonly percentNS?: number;
  readonly percentEW?: number;
}

export interface RankingLine {
  readonly rank: number;
  readonly pair: string;
  readonly boards: number;
  readonly total: number;
  readonly percent?: number;
}

/** What `GET /api/sessions/:session/results` answers and each `results` event of its live stream carries. */
export interface SessionResults {
  readonly session: string;
  readonly event: string;
  readonly round: string;
  readonly method: SessionScore["method"];
  /** How the session is scored, in words (matchpoints, Law 78A …), once a board is over everywhere: English. */
  readonly description?: string;
  /** The same as data (`ScoringMethodNote`), for a page to write in its reader's language. */
  readonly how?: ScoringMethodNote;
  readonly boards: readonly ResultsBoard[];
  /** Each field's ranking (North-South and East-West, or all): from the boards over everywhere. */
  readonly rankings: readonly { readonly field: string; readonly lines: readonly RankingLine[] }[];
  /** The boards over everywhere, in board order. */
  readonly travellers: readonly { readonly board: number; readonly lines: readonly TravellerLine[] }[];
}

/** A table's board as a result, its pairs the table's own when its log names none. */
const resultAt = (table: string, view: BoardView): TableResult | null => {
  const label = view.standing.played === null ? undefined : describe(view.standing.played.result);
  const r = tableResultOf(view, { source: `table ${table}`, ...(label !== undefined && { label }) });
  if (r === null) return null;
  return {
    ...r,
    pairs: { NS: r.pairs.NS ?? `${table} NS`, EW: r.pairs.EW ?? `${table} EW` },
  };
};

/**
 * The session's results from its boards as this process knows them (`read`: a table's board, or undefined
 * when it was never opened): pure, for the same boards the same results.
 */
export const resultsOf = (
  doc: SessionDoc,
  read: (table: string, board: number) => { view: BoardView } | undefined,
): SessionResults => {
  const boards: ResultsBoard[] = [];
  const results: TableResult[] = [];
  // each table's result as data, by board and source (the rows of the travellers name their source)
  const labels = new Map<string, TableFact<"ResultLabel">>();
  for (const { board } of doc.boards) {
    const tables = tablesPlaying(doc, board);
    const views = tables.map((t) => ({ table: t, view: read(t, board)?.view }));
    const finished = views.filter((v) => v.view?.phase === "complete").length;
    const over = tables.length > 0 && finished === tables.length;
    boards.push({ board, tables: tables.length, finished, over });
    if (!over) continue;
    for (const v of views) {
      const r = resultAt(v.table, v.view!);
      if (r === null) continue;
      results.push(r);
      const played = v.view!.standing.played;
      if (played !== null) labels.set(`${board} ${r.source}`, played.result);
    }
  }
  const base = { session: doc.id, event: doc.event, round: doc.round, boards };
  if (results.length === 0) return { ...base, method: "mp", rankings: [], travellers: [] };
  const score = scoreSession(results, { method: "mp" });
  const ev = score.events[0]!;
  return {
    ...base,
    method: score.method,
    description: ev.description,
    how: ev.how,
    rankings: ev.fields.map((f) => ({
      field: f.name,
      lines: f.ranking.map((e) => ({
        rank: e.rank,
        pair: e.pair,
        boards: e.boards,
        total: e.total,
        ...(e.percent !== undefined && { percent: e.percent }),
      })),
    })),
    travellers: ev.boards.map((b) => ({
      board: b.board,
      lines: b.rows.map((r) => ({
        ...(r.table !== undefined && { table: r.table }),
        ...(r.pairs.NS !== undefined && { NS: r.pairs.NS }),
        ...(r.pairs.EW !== undefined && { EW: r.pairs.EW }),
        result: r.label,
        ...(labels.has(`${b.board} ${r.source}`) && { label: labels.get(`${b.board} ${r.source}`)! }),
        scoreNS: r.scores.NS,
        scoreEW: r.scores.EW,
        pointsNS: r.NS,
        pointsEW: r.EW,
        ...(r.NSPercent !== undefined && { percentNS: r.NSPercent }),
        ...(r.EWPercent !== undefined && { percentEW: r.EWPercent }),
      })),
    })),
  };
};

/** The results from the boards of the store (every table's board read: a board never opened is not over). */
export const sessionResults = async (boards: Boards, doc: SessionDoc): Promise<SessionResults> => {
  const read = new Map<string, Board>();
  for (const t of doc.tables)
    for (const n of t.boards) {
      const b = await boards.get(streamOf(doc, t.id, n));
      read.set(`${t.id}/${n}`, b);
    }
  return resultsOf(doc, (t, n) => {
    const b = read.get(`${t}/${n}`);
    return b === undefined || b.version === 0 ? undefined : { view: boards.fullView(b) };
  });
};

/**
 * Live results: `send` gets the results at once, then again whenever a board of the session changes and the
 * results with it (a board finishing at the last of its tables, a ruling changing a score). Gives the function
 * that stops listening. A burst of changes while the results are computed is one computation more.
 */
export const listenResults = async (
  boards: Boards,
  doc: SessionDoc,
  send: (r: SessionResults) => void,
): Promise<() => void> => {
  let last = "";
  let running = Promise.resolve();
  // changes that come while the results are computed make one more computation, not one each
  let queued = false;
  const push = () => {
    if (queued) return;
    queued = true;
    running = running
      .then(async () => {
        queued = false;
        const r = await sessionResults(boards, doc);
        const text = JSON.stringify(r);
        if (text === last) return;
        last = text;
        send(r);
      })
      // a board that cannot be read now (the store unavailable): the next change computes them again
      .catch(() => undefined);
  };
  const stops = doc.tables.flatMap((t) => t.boards.map((n) => boards.listen(streamOf(doc, t.id, n), push)));
  push();
  await running;
  return () => {
    for (const s of stops) s();
  };
};
