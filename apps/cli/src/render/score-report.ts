import type { Side } from "@bridgelaw/cards";
import type {
  BoardRow,
  BoardTable,
  EventScore,
  RankEntry,
  RankingField,
  SessionMethod,
  SessionScore,
} from "@bridgelaw/scoring";
import type { Standing, StandingStage } from "@bridgelaw/table";
import type { TextId } from "../texts/en.ts";
import { ref, t } from "../texts.ts";
import { describe } from "../words.ts";
import { adjustedCell, markText, resultLabel, whyText } from "./standing.ts";

/**
 * What `bridgelaw score` hands out, whatever the format (text, CSV, JSON, HTML): the session as scored, the
 * boards that have no result at a table (the Director's decision, Law 12C2), what keeps a score provisional,
 * the problems with the logs, and which sections to show. Pure data: the renderers lay it out.
 */
export interface Unscored {
  readonly source: string;
  readonly event?: string;
  readonly board: number;
  readonly table?: string;
  readonly room?: string;
  readonly pairs: { readonly NS?: string; readonly EW?: string };
  /**
   * `not played`: the log holds the deal only; `unfinished`: the board stopped before its result; `awaiting
   * ruling`: played, but no score applies until the Director rules (a deal of the wrong size, 13, 14; a result
   * the Law cancelled, 13D), under the Laws of `awaiting`.
   */
  readonly state: "not played" | "unfinished" | "awaiting ruling";
  readonly phase: string;
  readonly awaiting?: readonly string[];
}

/**
 * Which score applies to a row, from the board's standing (`view.standing`): the stage (`table`,
 * `corrected`, `ruled`, `appeal`), the mark scorers put beside it (`` for a table result, `AS`, `A+/A−`, a
 * weighted score's outcomes), why it applies, the table result as played and, after a correction (79C), the
 * corrected one and what was recorded.
 */
export interface RowStanding {
  readonly applies: StandingStage;
  readonly mark: string;
  readonly why: string;
  /** The traveller's cell beside the score: `appeal: 50% 3♣E= −110 / 50% 2♠N= +110`; `` for a table result. */
  readonly adjusted: string;
  /** The table result as played, agreed or entered (`2S= by N`); null when the board was not played here. */
  readonly played: string | null;
  readonly corrected?: string;
  readonly recorded?: string;
}

/** A board's standing as a row gives it (its score must apply: `standing.applies` not null). */
export const rowStanding = (s: Standing): RowStanding => ({
  applies: s.applies ?? "table",
  mark: markText(s),
  why: whyText(s),
  adjusted: adjustedCell(s),
  played: s.played === null ? null : resultLabel(s.played),
  ...(s.corrected !== null && {
    corrected: resultLabel(s.corrected),
    recorded: resultLabel(s.corrected.recorded),
  }),
});

/** The standings of the rows, by the row's source (the log it came from). */
export type RowStandings = Readonly<Record<string, RowStanding>>;

/** The standing of a row, if its log gave one. */
export const standingOfRow = (standings: RowStandings, row: BoardRow): RowStanding | undefined =>
  row.source === undefined ? undefined : standings[row.source];

/** The session with each board row's standing beside it (`applies`, `mark`, `why` …), for JSON. */
export const withStandings = (session: SessionScore, standings: RowStandings): SessionScore => ({
  ...session,
  events: session.events.map((ev) => ({
    ...ev,
    boards: ev.boards.map((b) => ({
      ...b,
      rows: b.rows.map((r) => ({ ...r, ...standingOfRow(standings, r) })),
    })),
  })),
});

/** What keeps a score provisional, as data, worded in the run's language by `provisionalText`. */
export type ProvisionalNote =
  | {
      readonly kind: "ruling";
      readonly source: string;
      readonly board: number;
      readonly laws: readonly string[];
    }
  | { readonly kind: "appeal"; readonly source: string; readonly board: number }
  | { readonly kind: "broken"; readonly why: string };

/** A provisional note in words: `b3-t3.jsonl: board 3: a ruling is still needed (Law 64C1): the score is provisional`. */
export const provisionalText = (n: ProvisionalNote): string =>
  n.kind === "ruling"
    ? t("provisionalRuling", { source: n.source, board: n.board, laws: n.laws.map(ref).join(", ") })
    : n.kind === "appeal"
      ? t("provisionalAppeal", { source: n.source, board: n.board })
      : t("provisionalBroken", { why: n.why });

export interface ScoreReport {
  readonly session: SessionScore;
  /** Each row's standing (which score applies, its mark and why), by the row's source. */
  readonly standings: RowStandings;
  readonly unscored: readonly Unscored[];
  /** What keeps a score provisional (an open ruling, an appeal not decided, a broken chain read as it stands). */
  readonly provisional: readonly ProvisionalNote[];
  /** The command's own notices (the method chosen, ids merged, carry-over), in words, before scoring's. */
  readonly notices: readonly string[];
  /** The movement's findings and seatings (Law 15B), already in words, before scoring's own warnings. */
  readonly movementWarnings: readonly string[];
  readonly problems: readonly string[];
  readonly sources: number;
  readonly results: number;
  readonly show: {
    readonly travellers: boolean;
    readonly recaps: boolean;
    /** Recaps of these pairs (or teams) only. */
    readonly pairs?: readonly string[];
  };
}

/** The unit of a method in the run's language: MP (PM), IMPs (IMP), Points. */
export const unitOf = (method: SessionMethod): string => t("unit", { method: method.replace("-", "_") });

export const UNIT: Readonly<Record<SessionMethod, string>> = {
  mp: "MP",
  imp: "IMPs",
  "cross-imp": "IMPs",
  butler: "IMPs",
  total: "Points",
};

/** A number for a heading: whole as it is, else two decimals. */
const num = (x: number): string => (Number.isInteger(x) ? String(x) : x.toFixed(2));

/** The NS points of a row's score label (`+420`, `-50`), for sorting; null for an artificial score. */
const pointsOf = (label: string): number | null => {
  const m = /^([+-]?\d+)$/.exec(label.trim());
  return m === null ? null : Number(m[1]);
};

const natural = (a: string, b: string): number =>
  a.localeCompare(b, undefined, { numeric: true, sensitivity: "base" });

/**
 * A traveller's rows in the order a Director reads them: by table when the logs number the tables, else by
 * North-South's score, highest first (then by pair).
 */
export const travellerRows = (b: BoardTable): BoardRow[] => {
  const rows = [...b.rows];
  if (rows.every((r) => r.table !== undefined) && new Set(rows.map((r) => r.table)).size === rows.length)
    return rows.sort((x, y) => natural(x.table!, y.table!));
  return rows.sort((x, y) => {
    const px = pointsOf(x.scores.NS);
    const py = pointsOf(y.scores.NS);
    if (px !== null && py !== null && px !== py) return py - px;
    if ((px === null) !== (py === null)) return px === null ? 1 : -1;
    return natural(x.pairs.NS ?? "", y.pairs.NS ?? "");
  });
};

export interface RecapRow {
  readonly round?: string;
  readonly board: number;
  readonly direction: Side;
  readonly table?: string;
  readonly against?: string;
  readonly result: string;
  /** The pair's own score (its points, or the artificial score). */
  readonly score: string;
  /** The pair's matchpoints, IMPs or points on the board. */
  readonly value: number;
  readonly percent?: number;
  readonly laws: readonly string[];
  /** Which score applies and its mark (the board's standing), when known. */
  readonly applies?: StandingStage;
  readonly mark?: string;
  readonly adjusted?: string;
  /** Why the score applies (the standing's), beside its mark. */
  readonly why?: string;
}

export interface Recap {
  readonly pair: string;
  readonly field: RankingField["name"];
  readonly entry?: RankEntry;
  readonly rows: readonly RecapRow[];
}

/** A recap per pair (team): each board it played, against whom, the result and its score on the board. */
export const recapsOf = (ev: EventScore, only?: readonly string[], standings: RowStandings = {}): Recap[] => {
  const rows = new Map<string, RecapRow[]>();
  for (const b of ev.boards) {
    for (const r of b.rows) {
      for (const side of ["NS", "EW"] as const) {
        const pair = r.pairs[side];
        if (pair === undefined || (only !== undefined && !only.includes(pair))) continue;
        const other = side === "NS" ? "EW" : "NS";
        const list = rows.get(pair) ?? [];
        list.push({
          ...(b.round !== undefined && { round: b.round }),
          board: b.board,
          direction: side,
          ...(r.table !== undefined && { table: r.table }),
          ...(r.pairs[other] !== undefined && { against: r.pairs[other] }),
          result: r.label,
          score: r.scores[side],
          value: r[side],
          ...(side === "NS" && r.NSPercent !== undefined && { percent: r.NSPercent }),
          ...(side === "EW" && r.EWPercent !== undefined && { percent: r.EWPercent }),
          laws: r.laws.filter((l) => l !== "77"),
          ...(standingOfRow(standings, r) !== undefined && {
            applies: standingOfRow(standings, r)!.applies,
            mark: standingOfRow(standings, r)!.mark,
            adjusted: standingOfRow(standings, r)!.adjusted,
            why: standingOfRow(standings, r)!.why,
          }),
        });
        rows.set(pair, list);
      }
    }
  }
  const entries = new Map<string, { field: RankingField["name"]; entry: RankEntry }>();
  for (const f of ev.fields) for (const e of f.ranking) entries.set(e.pair, { field: f.name, entry: e });
  const order = (p: string): number => entries.get(p)?.entry.rank ?? Number.MAX_SAFE_INTEGER;
  return [...rows.keys()]
    .sort(
      (a, b) =>
        natural(entries.get(a)?.field ?? "", entries.get(b)?.field ?? "") ||
        order(a) - order(b) ||
        natural(a, b),
    )
    .map((pair) => ({
      pair,
      field: entries.get(pair)?.field ?? "all",
      ...(entries.get(pair) !== undefined && { entry: entries.get(pair)!.entry }),
      rows: rows.get(pair)!.sort((x, y) => natural(x.round ?? "", y.round ?? "") || x.board - y.board),
    }));
};

/** What each Law id of the Law column means, in a Director's words (longest prefix first). */
const LAW_TEXT: readonly (readonly [string, TextId])[] = [
  ["79A1", "legend79A1"],
  ["79A2", "legend79A2"],
  ["79A", "legend79A"],
  ["79B", "legend79B"],
  ["79C", "legend79C"],
  ["12C1(b)", "legend12C1b"],
  ["12C1(c)", "legend12C1c"],
  ["12C1(d)", "legend12C1d"],
  ["12C1(e)", "legend12C1e"],
  ["12C2(a)", "legend12C2a"],
  ["12C2(b)", "legend12C2b"],
  ["12C2(c)", "legend12C2c"],
  ["12C2(d)", "legend12C2d"],
  ["12C4", "legend12C4"],
  ["12C", "legend12C"],
  ["64", "legend64"],
  ["86B", "legend86B"],
  ["87B", "legend87B"],
  ["90", "legend90"],
  ["91A", "legend91A"],
  ["92", "legend92"],
  ["93", "legend93"],
];

/** The legend of the Law column: each Law id shown, with what it means. */
export const legendOf = (laws: Iterable<string>): { law: string; text: string }[] => {
  const seen = [...new Set(laws)].filter((l) => l !== "77").sort(natural);
  return seen.map((law) => ({
    law,
    text: ((id) => (id === undefined ? ref(law) : t(id)))(
      LAW_TEXT.find(([prefix]) => law.startsWith(prefix))?.[1],
    ),
  }));
};

/** Every Law id on the boards of the session. */
export const lawsOf = (s: SessionScore): string[] =>
  s.events.flatMap((ev) => ev.boards.flatMap((b) => b.rows.flatMap((r) => r.laws)));

/** A board's heading: the board, its round and form, the top (Neuberg when factored), the datum. */
export const boardHeading = (b: BoardTable): string => {
  const parts = [t("boardHeading", { board: b.board, ...(b.round !== undefined && { round: b.round }) })];
  if (b.group !== undefined)
    parts.push(
      // the scoring's name of the form dealt as the board says (87B): "(as dealt)", a word of the run's language
      t("formHeading", { group: b.group === "(as dealt)" ? t("asDealt") : b.group }),
    );
  if (b.top !== undefined)
    parts.push(t("topHeading", { top: num(b.top), neuberg: b.factored ? "yes" : "no" }));
  if (b.datum !== undefined) parts.push(t("datumHeading", { ns: b.datum.NS ?? "—", ew: b.datum.EW ?? "—" }));
  return parts.join("   ");
};

export const fieldTitle = (f: RankingField): string => t("ranking", { field: f.name });

/** The note under a ranking with flagged contestants. */
export const fewBoardsNote = (f: RankingField): string | undefined =>
  f.ranking.some((e) => e.fewBoards) ? t("fewBoardsNote", { n: f.minBoards }) : undefined;

/** How to record the Director's decision on a board with no result (Law 12C2). */
export const unscoredHow = (): string =>
  t("unscoredHow", { json: '{"type":"ScoreAdjusted","law":"12C2(a)","NS":"average","EW":"average"}' });

/**
 * What the session's scoring leaves to the Director (`SessionScore.rulingsNeeded`, typed facts of
 * `@bridgelaw/scoring`), in the run's language: the heading and one line each; none when nothing is asked.
 */
export const sessionRulings = (
  session: SessionScore,
): { readonly title: string; readonly lines: string[] } | null =>
  session.rulingsNeeded.length === 0
    ? null
    : {
        title: t("rulingsNeededTitle", { n: session.rulingsNeeded.length }),
        lines: session.rulingsNeeded.map((q) => describe(q)),
      };

/** How to record the Director's 12C2 ruling on a board whose 86B1 score is not clearly favourable. */
export const rulingsHow = (): string => t("rulingsHow");

export const unscoredLine = (u: Unscored): string =>
  t("unscoredLine", {
    ...(u.event !== undefined && { event: u.event }),
    board: u.board,
    ...(u.table !== undefined && { table: u.table }),
    ...(u.room !== undefined && { room: u.room }),
    ns: u.pairs.NS ?? "?",
    ew: u.pairs.EW ?? "?",
    state:
      u.state === "not played" ? "not_played" : u.state === "awaiting ruling" ? "awaiting" : "unfinished",
    phase: u.phase,
    laws: (u.awaiting ?? []).join(", "),
    source: u.source,
  });
