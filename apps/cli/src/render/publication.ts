import type { BoardRow, BoardTable, EventScore, MatchScore, RankingField } from "@bridgelaw/scoring";
import { neuberg } from "@bridgelaw/scoring";
import { t } from "../texts.ts";
import { describe } from "../words.ts";
import {
  boardHeading,
  fewBoardsNote,
  fieldTitle,
  lawsOf,
  legendOf,
  provisionalText,
  type RowStanding,
  type RowStandings,
  recapsOf,
  rulingsHow,
  type ScoreReport,
  sessionRulings,
  standingOfRow,
  travellerRows,
  unitOf,
  unscoredHow,
  unscoredLine,
} from "./score-report.ts";
import { noticeText, warningText } from "./session-warnings.ts";

/**
 * What `bridgelaw score` publishes, laid out once for every format (issue 29): `publicationOf(report)` makes
 * the blocks — the ranking first, then for team events each match with its boards, IMPs and VPs, then the
 * travellers and recaps when asked, the legend of the Laws, the boards awaiting the Director, the warnings —
 * and text, CSV, HTML and JSON only print them. Every number of a column has one format (whole numbers, or
 * two decimals for the whole column when one value has decimals), every block an id unique in the page, and
 * each adjusted score the mark of its board's standing (`BoardView.standing`, never derived here).
 */

/** A cell: its text as printed, its value for CSV and JSON, why it applies (an adjusted score's mark). */
export interface Cell {
  readonly text: string;
  readonly value?: string | number;
  /** An adjusted score's mark (its standing's): the reason it applies, shown as a title in HTML. */
  readonly why?: string;
  readonly mark?: boolean;
}

export interface Column {
  /** The heading printed in text and HTML. */
  readonly title: string;
  /** The CSV and JSON name (snake case, unique in its block). */
  readonly key: string;
  readonly numeric: boolean;
  /** Only in CSV and JSON (which score applies, why): not printed in text or HTML. */
  readonly data?: boolean;
  /** Only printed (text, HTML): what CSV has in its own columns (the adjusted score's stage and mark). */
  readonly print?: boolean;
}

export interface Grid {
  readonly columns: readonly Column[];
  readonly rows: readonly (readonly Cell[])[];
  /** A totals line under the rows (a match's IMPs and VPs). */
  readonly foot?: readonly Cell[];
}

export interface Block {
  readonly kind: "ranking" | "matches" | "match" | "traveller" | "recap";
  /** Unique in the whole publication: the HTML ids. */
  readonly id: string;
  readonly title: string;
  /** Where the block belongs, for CSV (`event`, `field`, `round`, `match`, `pair` …). */
  readonly context: Readonly<Record<string, string | number | undefined>>;
  readonly grid: Grid;
  readonly notes: readonly string[];
  /** A second table under the first (a board's frequencies). */
  readonly sub?: { readonly title: string; readonly grid: Grid };
}

export interface PublishedEvent {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly teams: boolean;
  readonly rankings: readonly Block[];
  /** Team events: every match with its boards, IMPs and VPs (the summary of all matches first). */
  readonly matches: readonly Block[];
  readonly travellers: readonly Block[];
  readonly recaps: readonly Block[];
}

export interface Publication {
  readonly title: string;
  readonly notices: readonly string[];
  readonly events: readonly PublishedEvent[];
  readonly legend: readonly { readonly law: string; readonly text: string }[];
  /** Boards with no result at a table: the Director's decision (12C2). */
  readonly unscored: {
    readonly title: string;
    readonly lines: readonly string[];
    readonly how: string;
  } | null;
  readonly rulings: {
    readonly title: string;
    readonly lines: readonly string[];
    readonly how: string;
  } | null;
  readonly warnings: readonly string[];
}

/* ------------------------------------------------------------------------------------------------------ */
/* Columns and their one number format                                                                    */
/* ------------------------------------------------------------------------------------------------------ */

type Raw = string | number | undefined | null | { readonly mark: string; readonly why: string };

interface Spec {
  readonly title: string;
  readonly key: string;
  /** A number column; `signed`: a plus sign on positive numbers (IMPs, points won). */
  readonly numeric?: boolean;
  readonly signed?: boolean;
  /** Always two decimals (percentages, victory points). */
  readonly decimals?: boolean;
  readonly data?: boolean;
  readonly print?: boolean;
}

/** A column's number format: two decimals when asked or when one of its numbers has decimals, else whole. */
const formatOf = (spec: Spec, values: readonly Raw[]): ((x: number) => string) => {
  const decimals =
    spec.decimals === true || values.some((v) => typeof v === "number" && !Number.isInteger(v));
  return (x) => {
    const t = decimals ? x.toFixed(2) : String(Math.round(x));
    const z = /^-0(\.0+)?$/.test(t) ? t.slice(1) : t;
    return spec.signed === true && x > 0 && !/^0(\.0+)?$/.test(z) ? `+${z}` : z;
  };
};

const makeGrid = (specs: readonly Spec[], rows: readonly (readonly Raw[])[], foot?: readonly Raw[]): Grid => {
  const formats = specs.map((s, i) =>
    s.numeric === true
      ? formatOf(s, [...rows.map((r) => r[i]), ...(foot === undefined ? [] : [foot[i]])])
      : null,
  );
  const cell = (v: Raw, i: number): Cell => {
    if (v === undefined || v === null) return { text: "" };
    if (typeof v === "object")
      return v.mark === "" ? { text: "" } : { text: v.mark, value: v.mark, why: v.why, mark: true };
    if (typeof v === "number") {
      const f = formats[i];
      return { text: f === null || f === undefined ? String(v) : f(v), value: v };
    }
    return { text: v, value: v };
  };
  return {
    columns: specs.map((s) => ({
      title: s.title,
      key: s.key,
      numeric: s.numeric === true,
      ...(s.data === true && { data: true }),
      ...(s.print === true && { print: true }),
    })),
    rows: rows.map((r) => r.map(cell)),
    ...(foot !== undefined && { foot: foot.map(cell) }),
  };
};

/** Ids unique in the page: a slug, numbered again when it was given before. */
const idMaker = () => {
  const used = new Set<string>();
  return (...parts: readonly (string | number | undefined)[]): string => {
    const base =
      parts
        .filter((p) => p !== undefined && p !== "")
        .map((p) =>
          String(p)
            .normalize("NFKD")
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, "-")
            .replace(/^-|-$/g, ""),
        )
        .filter((p) => p !== "")
        .join("-") || "block";
    let id = base;
    for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
    used.add(id);
    return id;
  };
};

const natural = (a: string, b: string): number =>
  a.localeCompare(b, undefined, { numeric: true, sensitivity: "base" });

/* ------------------------------------------------------------------------------------------------------ */
/* Players                                                                                                */
/* ------------------------------------------------------------------------------------------------------ */

/**
 * Who played for each pair or team, as the logs name them: a pair's two players (`Ann & Al`), a team's
 * players in name order (`Abe, Al, Amy, Ann`). Every contestant with players in the logs has them.
 */
export const contestantPlayers = (ev: EventScore): Map<string, string> => {
  const names = new Map<string, Set<string>>();
  const pairs = new Map<string, string>();
  for (const b of ev.boards) {
    for (const r of b.rows) {
      if (r.players === undefined) continue;
      for (const side of ["NS", "EW"] as const) {
        const id = r.pairs[side];
        if (id === undefined) continue;
        const [a, c] = side === "NS" ? [r.players.N, r.players.S] : [r.players.E, r.players.W];
        if (ev.matches !== undefined) {
          const set = names.get(id) ?? new Set<string>();
          for (const p of [a, c]) if (p !== undefined && p !== "" && p !== "?") set.add(p);
          names.set(id, set);
        } else if (!pairs.has(id) && a !== undefined && c !== undefined) pairs.set(id, `${a} & ${c}`);
      }
    }
  }
  for (const [id, set] of names) if (set.size > 0) pairs.set(id, [...set].sort(natural).join(", "));
  return pairs;
};

/** The same names, whatever the order and the letter case (`Ann & Al` is the pair `al & ann`). */
const sameNames = (players: string, id: string): boolean => {
  const key = (s: string) =>
    s
      .split(/\s*[&,]\s*/)
      .map((x) => x.trim().toLocaleLowerCase())
      .sort()
      .join("&");
  return key(players) === key(id);
};

/* ------------------------------------------------------------------------------------------------------ */
/* The blocks                                                                                             */
/* ------------------------------------------------------------------------------------------------------ */

const rankingBlock = (
  ev: EventScore,
  f: RankingField,
  players: ReadonlyMap<string, string>,
  id: string,
): Block => {
  const mp = ev.method === "mp";
  const teams = ev.matches !== undefined;
  const vp = f.ranking.some((e) => e.vp !== undefined);
  // the VPs a team brings into the event (in its VP total): a column only when some team has a carry-over
  const carry = f.ranking.some((e) => e.carryOver !== undefined);
  // the players' column is printed when it says more than the ids; CSV and JSON always have it
  const informative = f.ranking.some((e) => {
    const p = players.get(e.pair);
    return p !== undefined && !sameNames(p, e.pair);
  });
  const specs: Spec[] = [
    { title: t("colRank"), key: "rank", numeric: true },
    { title: teams ? t("colTeam") : t("colPair"), key: "pair" },
    { title: t("colPlayers"), key: "players", data: !informative },
    { title: t("colBoards"), key: "boards", numeric: true },
    { title: unitOf(ev.method), key: "score", numeric: true, signed: !mp && ev.method !== "total" },
    { title: t("colPenalty"), key: "penalties", numeric: true },
    { title: t("colTotal"), key: "total", numeric: true, signed: !mp && ev.method !== "total" },
    // every ranking has the same columns in CSV and JSON; text and HTML print those of the method
    { title: t("colTop"), key: "top", numeric: true, data: !mp },
    { title: t("colPct"), key: "percent", numeric: true, decimals: true, data: !mp },
    ...(carry ? [{ title: t("colCarryOver"), key: "carry_over", numeric: true, decimals: true }] : []),
    { title: t("colVP"), key: "vp", numeric: true, decimals: true, data: !vp },
    { title: t("colFewBoards"), key: "few_boards", data: true },
  ];
  const rows = f.ranking.map((e): Raw[] => [
    e.rank,
    e.pair,
    players.get(e.pair) ?? "",
    e.boards,
    e.score,
    e.penalties,
    e.total,
    e.top,
    e.percent,
    ...(carry ? [e.carryOver ?? 0] : []),
    e.vp,
    e.fewBoards ? "yes" : "",
  ]);
  const grid = makeGrid(specs, rows);
  // a contestant with few boards: its rank marked with *
  const marked: Grid = {
    ...grid,
    rows: grid.rows.map((r, i) =>
      f.ranking[i]!.fewBoards ? [{ ...r[0]!, text: `${r[0]!.text}*` }, ...r.slice(1)] : r,
    ),
  };
  const note = fewBoardsNote(f);
  return {
    kind: "ranking",
    id,
    title: fieldTitle(f),
    context: { event: ev.event, field: f.name },
    grid: marked,
    notes: note === undefined ? [] : [note],
  };
};

/** The rows of a team board for the match of `a`: the row where `a` sits North-South, then the other. */
const matchRows = (b: BoardTable, a: string, c: string): { aNS?: BoardRow; aEW?: BoardRow } => {
  const aNS = b.rows.find((r) => r.pairs.NS === a && r.pairs.EW === c);
  const aEW = b.rows.find((r) => r.pairs.NS === c && r.pairs.EW === a);
  return { ...(aNS !== undefined && { aNS }), ...(aEW !== undefined && { aEW }) };
};

const markOf = (s: RowStanding | undefined): Raw =>
  s === undefined || s.adjusted === "" ? "" : { mark: s.adjusted, why: s.why };

/** The summary of all matches, then a block per match: each board at both tables, each team's IMPs, the VPs. */
const matchBlocks = (
  ev: EventScore,
  standings: RowStandings,
  id: (...parts: (string | number | undefined)[]) => string,
): Block[] => {
  const matches = ev.matches ?? [];
  if (matches.length === 0) return [];
  const vp = matches.some((m) => m.teams[0].vp !== undefined);
  const rounds = matches.some((m) => m.round !== undefined);
  const summary: Block = {
    kind: "matches",
    id: id(ev.event, "matches"),
    title: t("colMatches"),
    context: { event: ev.event },
    grid: makeGrid(
      [
        ...(rounds ? [{ title: t("colRound"), key: "round", numeric: true }] : []),
        { title: t("colBoards"), key: "boards", numeric: true },
        { title: t("colTeam"), key: "team_a" },
        { title: t("colIMPs"), key: "imps_a", numeric: true, signed: true },
        ...(vp ? [{ title: t("colVP"), key: "vp_a", numeric: true, decimals: true }] : []),
        { title: t("colTeam"), key: "team_b" },
        { title: t("colIMPs"), key: "imps_b", numeric: true, signed: true },
        ...(vp ? [{ title: t("colVP"), key: "vp_b", numeric: true, decimals: true }] : []),
      ],
      matches.map((m) => [
        ...(rounds ? [m.round ?? ""] : []),
        m.boards,
        ...m.teams.flatMap((t): Raw[] => [t.team, t.imps, ...(vp ? [t.vp] : [])]),
      ]),
    ),
    notes: vpNote(matches),
  };
  return [summary, ...matches.map((m) => matchBlock(ev, m, standings, id))];
};

const vpNote = (matches: readonly MatchScore[]): string[] => {
  const scales = [...new Set(matches.map((m) => m.vpBoards).filter((n) => n !== undefined))];
  return scales.length === 0
    ? []
    : [
        `VP: WBF 2013 scale for ${scales.join(", ")} board${scales.length === 1 && scales[0] === 1 ? "" : "s"} (78D)`,
      ];
};

const matchBlock = (
  ev: EventScore,
  m: MatchScore,
  standings: RowStandings,
  id: (...parts: (string | number | undefined)[]) => string,
): Block => {
  const [ta, tb] = m.teams;
  const a = ta.team;
  const c = tb.team;
  const boards = ev.boards
    .filter((b) => (b.round ?? "") === (m.round ?? ""))
    .map((b) => ({ b, ...matchRows(b, a, c) }))
    .filter((x) => x.aNS !== undefined || x.aEW !== undefined);
  const adjusted = boards.some(
    (x) =>
      (standingOfRow(standings, x.aNS ?? x.aEW!)?.adjusted ?? "") !== "" ||
      (x.aEW !== undefined && (standingOfRow(standings, x.aEW)?.adjusted ?? "") !== ""),
  );
  const place = (r: BoardRow | undefined): string =>
    r === undefined
      ? ""
      : [r.room, r.table === undefined ? undefined : `table ${r.table}`].filter(Boolean).join(", ");
  const specs: Spec[] = [
    { title: t("colBoard"), key: "board", numeric: true },
    { title: `${a} NS`, key: "table_a_ns" },
    { title: t("colResult"), key: "result_a_ns" },
    { title: t("colScoreNS"), key: "score_a_ns", numeric: true, signed: true },
    ...(adjusted ? [{ title: t("colAdjusted"), key: "adjusted_a_ns" }] : []),
    { title: `${c} NS`, key: "table_b_ns" },
    { title: t("colResult"), key: "result_b_ns" },
    { title: t("colScoreNS"), key: "score_b_ns", numeric: true, signed: true },
    ...(adjusted ? [{ title: t("colAdjusted"), key: "adjusted_b_ns" }] : []),
    { title: `IMPs ${a}`, key: "imps_a", numeric: true, signed: true },
    { title: `IMPs ${c}`, key: "imps_b", numeric: true, signed: true },
  ];
  const points = (r: BoardRow | undefined): Raw => {
    if (r === undefined) return "";
    const n = Number(r.scores.NS);
    return /^[+-]?\d+$/.test(r.scores.NS.trim()) ? n : r.scores.NS;
  };
  const rows = boards.map((x): Raw[] => [
    x.b.board,
    place(x.aNS),
    x.aNS?.label ?? t("notPlayed"),
    points(x.aNS),
    ...(adjusted ? [markOf(x.aNS && standingOfRow(standings, x.aNS))] : []),
    place(x.aEW),
    x.aEW?.label ?? t("notPlayed"),
    points(x.aEW),
    ...(adjusted ? [markOf(x.aEW && standingOfRow(standings, x.aEW))] : []),
    // a's IMPs: North-South's where a sits North-South, else East-West's
    x.aNS !== undefined ? x.aNS.NS : x.aEW!.EW,
    x.aNS !== undefined ? x.aNS.EW : x.aEW!.NS,
  ]);
  const width = specs.length;
  const foot: Raw[] = Array.from({ length: width }, () => "");
  foot[0] = "Total";
  foot[width - 2] = ta.imps;
  foot[width - 1] = tb.imps;
  const grid = makeGrid(specs, rows, foot);
  const notes = [
    `${a} ${ta.imps > 0 ? "+" : ""}${fmt2(ta.imps)} IMPs${ta.vp !== undefined ? `, ${ta.vp.toFixed(2)} VP` : ""}; ${c} ${tb.imps > 0 ? "+" : ""}${fmt2(tb.imps)} IMPs${tb.vp !== undefined ? `, ${tb.vp.toFixed(2)} VP` : ""}${m.vpBoards !== undefined ? ` (WBF 2013 scale for ${m.vpBoards} board${m.vpBoards === 1 ? "" : "s"}, 78D)` : ""}`,
    ...(ta.penalties !== 0 || tb.penalties !== 0
      ? [
          `penalties (Law 90, 91A): ${a} ${fmt2(ta.penalties)}, ${c} ${fmt2(tb.penalties)} IMPs, taken off the totals`,
        ]
      : []),
  ];
  return {
    kind: "match",
    id: id(ev.event, m.round === undefined ? undefined : `round-${m.round}`, "match", a, c),
    title: `${m.round !== undefined ? `Round ${m.round}: ` : ""}${a} v ${c}`,
    context: { event: ev.event, round: m.round, match: `${a} v ${c}` },
    grid,
    notes,
  };
};

const fmt2 = (x: number): string => (Number.isInteger(x) ? String(x) : x.toFixed(2));

/** A traveller: every result of the board, each side's score, the adjusted score's mark, the Laws. */
const travellerBlock = (
  ev: EventScore,
  b: BoardTable,
  rows: readonly BoardRow[],
  standings: RowStandings,
  id: string,
): Block => {
  const mp = ev.method === "mp";
  const unit = unitOf(ev.method);
  const rooms = rows.some((r) => r.room !== undefined);
  const anyAdjusted = rows.some((r) => (standingOfRow(standings, r)?.adjusted ?? "") !== "");
  const signed = !mp && ev.method !== "total";
  const specs: Spec[] = [
    { title: t("colTable"), key: "table" },
    ...(rooms ? [{ title: t("colRoom"), key: "room" }] : []),
    { title: t("colNS"), key: "pair_ns" },
    { title: t("colEW"), key: "pair_ew" },
    { title: t("colResult"), key: "result" },
    { title: t("colScoreNS"), key: "score_ns", numeric: true },
    { title: t("colScoreEW"), key: "score_ew", numeric: true },
    ...(anyAdjusted ? [{ title: t("colAdjusted"), key: "adjusted", print: true }] : []),
    { title: `${unit} ${t("colNS")}`, key: "value_ns", numeric: true, signed },
    { title: `${unit} ${t("colEW")}`, key: "value_ew", numeric: true, signed },
    ...(mp
      ? [
          { title: t("colPctNS"), key: "percent_ns", numeric: true, decimals: true },
          { title: t("colPctEW"), key: "percent_ew", numeric: true, decimals: true },
        ]
      : []),
    { title: t("colLaws"), key: "laws" },
    { title: t("colApplies"), key: "applies", data: true },
    { title: t("colMark"), key: "mark", data: true },
    { title: t("colWhy"), key: "why", data: true },
  ];
  const data = rows.map((r): Raw[] => {
    const s = standingOfRow(standings, r);
    return [
      r.table ?? "",
      ...(rooms ? [r.room ?? ""] : []),
      r.pairs.NS ?? "?",
      r.pairs.EW ?? "?",
      r.label,
      r.scores.NS,
      r.scores.EW,
      ...(anyAdjusted ? [markOf(s)] : []),
      r.NS,
      r.EW,
      ...(mp ? [r.NSPercent, r.EWPercent] : []),
      r.laws.filter((l) => l !== "77").join(" "),
      s?.applies ?? "",
      s?.mark ?? "",
      s?.why ?? "",
    ];
  });
  const frequencies =
    b.frequencies !== undefined && b.frequencies.NS.length > 0 ? frequencyGrid(b) : undefined;
  return {
    kind: "traveller",
    id,
    title: boardHeading(b),
    context: { event: ev.event, round: b.round, board: b.board, group: b.group },
    grid: makeGrid(specs, data),
    notes: [],
    ...(frequencies !== undefined && { sub: { title: t("colFrequenciesOfNS"), grid: frequencies } }),
  };
};

/**
 * A board's frequency table (NS): each score, how often, and its matchpoints as the traveller gives them:
 * on a board with fewer results than expected, Neuberg's figure (78D), the one each row of the traveller has.
 */
const frequencyGrid = (b: BoardTable): Grid => {
  const rows = b.frequencies!.NS;
  const results = rows.reduce((a, f) => a + f.frequency, 0);
  const expected = b.top === undefined ? results : b.top / 2 + 1;
  const factor = b.factored === true && results > 0 && expected !== results;
  return makeGrid(
    [
      { title: t("colScore"), key: "score", numeric: true, signed: true },
      { title: t("colFreq"), key: "frequency", numeric: true },
      { title: factor ? t("colMPOfNeuberg") : t("colMP"), key: "matchpoints", numeric: true },
    ],
    rows.map((f) => [
      f.score,
      Math.round(f.frequency * 100) / 100,
      factor ? Math.round(neuberg(f.matchpoints, results, expected) * 100) / 100 : f.matchpoints,
    ]),
  );
};

/** A pair's recap: each board it played, against whom, the result, its score and mark, its figure. */
const pairRecapBlocks = (
  ev: EventScore,
  report: ScoreReport,
  id: (...parts: (string | number | undefined)[]) => string,
): Block[] => {
  const mp = ev.method === "mp";
  const signed = !mp && ev.method !== "total";
  return recapsOf(ev, report.show.pairs, report.standings).map((r) => {
    const rounds = r.rows.some((x) => x.round !== undefined);
    const adjusted = r.rows.some((x) => (x.adjusted ?? "") !== "");
    const specs: Spec[] = [
      ...(rounds ? [{ title: t("colRound"), key: "round", numeric: true }] : []),
      { title: t("colBoard"), key: "board", numeric: true },
      { title: t("colDir"), key: "direction" },
      { title: t("colTable"), key: "table" },
      { title: t("colAgainst"), key: "against" },
      { title: t("colResult"), key: "result" },
      { title: t("colScore"), key: "score", numeric: true },
      ...(adjusted ? [{ title: t("colAdjusted"), key: "adjusted", print: true }] : []),
      { title: unitOf(ev.method), key: "value", numeric: true, signed },
      ...(mp ? [{ title: t("colPct"), key: "percent", numeric: true, decimals: true }] : []),
      { title: t("colLaws"), key: "laws" },
      { title: t("colApplies"), key: "applies", data: true },
      { title: t("colMark"), key: "mark", data: true },
    ];
    const rows = r.rows.map((x): Raw[] => [
      ...(rounds ? [x.round ?? ""] : []),
      x.board,
      x.direction,
      x.table ?? "",
      x.against ?? "?",
      x.result,
      x.score,
      ...(adjusted
        ? [x.adjusted === undefined || x.adjusted === "" ? "" : { mark: x.adjusted, why: x.why ?? "" }]
        : []),
      x.value,
      ...(mp ? [x.percent] : []),
      x.laws.join(" "),
      x.applies ?? "",
      x.mark ?? "",
    ]);
    const e = r.entry;
    const title = t("recapPair", {
      pair: r.pair,
      ranked: e === undefined ? "no" : "yes",
      ...(e !== undefined && {
        rank: e.rank,
        few: e.fewBoards ? "yes" : "no",
        field: r.field,
        total: fmt2(e.total),
        unit: unitOf(ev.method),
        ...(e.percent !== undefined && { percent: e.percent.toFixed(2) }),
        ...(e.vp !== undefined && { vp: e.vp.toFixed(2) }),
      }),
    });
    return {
      kind: "recap",
      id: id(ev.event, "recap", r.pair),
      title,
      context: { event: ev.event, pair: r.pair },
      grid: makeGrid(specs, rows),
      notes: [],
    };
  });
};

/**
 * A team's recap: a line per board of each match, with the team's own score at each of its two tables (from
 * its own side: North-South at one, East-West at the other, so the same contract played at both gives
 * opposite signs), their sum, and the board's IMPs once.
 */
const teamRecapBlocks = (
  ev: EventScore,
  report: ScoreReport,
  id: (...parts: (string | number | undefined)[]) => string,
): Block[] => {
  const only = report.show.pairs;
  const ranking = new Map(ev.fields.flatMap((f) => f.ranking.map((e) => [e.pair, e] as const)));
  const teams = [...ranking.keys()].filter((t) => only === undefined || only.includes(t));
  const ownPoints = (r: BoardRow | undefined, side: "NS" | "EW"): number | string => {
    if (r === undefined) return "";
    const label = r.scores[side].trim();
    return /^[+-]?\d+$/.test(label) ? Number(label) : label;
  };
  return teams.map((team) => {
    const rows: Raw[][] = [];
    let adjusted = false;
    for (const m of ev.matches ?? []) {
      const side = m.teams[0].team === team ? 0 : m.teams[1].team === team ? 1 : -1;
      if (side < 0) continue;
      const other = m.teams[1 - side]!.team;
      for (const b of ev.boards.filter((x) => (x.round ?? "") === (m.round ?? ""))) {
        const { aNS, aEW } = matchRows(b, team, other);
        if (aNS === undefined && aEW === undefined) continue;
        const sNS = aNS && standingOfRow(report.standings, aNS);
        const sEW = aEW && standingOfRow(report.standings, aEW);
        if ((sNS?.adjusted ?? "") !== "" || (sEW?.adjusted ?? "") !== "") adjusted = true;
        const ns = ownPoints(aNS, "NS");
        const ew = ownPoints(aEW, "EW");
        rows.push([
          m.round ?? "",
          b.board,
          other,
          aNS?.label ?? t("notPlayed"),
          ns,
          markOf(sNS),
          aEW?.label ?? t("notPlayed"),
          ew,
          markOf(sEW),
          typeof ns === "number" && typeof ew === "number" ? ns + ew : "",
          aNS !== undefined ? aNS.NS : aEW!.EW,
        ]);
      }
    }
    const rounds = rows.some((r) => r[0] !== "");
    const specs: Spec[] = [
      { title: t("colRound"), key: "round", numeric: true },
      { title: t("colBoard"), key: "board", numeric: true },
      { title: t("colAgainst"), key: "against" },
      { title: t("colResultOfNS"), key: "result_ns" },
      { title: t("colScoreOfNS"), key: "score_ns", numeric: true, signed: true },
      { title: t("colAdjusted"), key: "adjusted_ns" },
      { title: t("colResultOfEW"), key: "result_ew" },
      { title: t("colScoreOfEW"), key: "score_ew", numeric: true, signed: true },
      { title: t("colAdjusted"), key: "adjusted_ew" },
      { title: t("colNet"), key: "net", numeric: true, signed: true },
      { title: t("colIMPs"), key: "imps", numeric: true, signed: true },
    ];
    const keep = specs.map((s) =>
      s.key === "round" ? rounds : s.key.startsWith("adjusted") ? adjusted : true,
    );
    const e = ranking.get(team);
    const title = t("recapTeam", {
      team,
      ranked: e === undefined ? "no" : "yes",
      ...(e !== undefined && {
        rank: e.rank,
        few: e.fewBoards ? "yes" : "no",
        total: `${e.total > 0 ? "+" : ""}${fmt2(e.total)}`,
        ...(e.vp !== undefined && { vp: e.vp.toFixed(2) }),
      }),
    });
    return {
      kind: "recap",
      id: id(ev.event, "recap", team),
      title,
      context: { event: ev.event, pair: team },
      grid: makeGrid(
        specs.filter((_, i) => keep[i]),
        rows.map((r) => r.filter((_, i) => keep[i])),
      ),
      notes: [],
    };
  });
};

/* ------------------------------------------------------------------------------------------------------ */
/* The publication                                                                                        */
/* ------------------------------------------------------------------------------------------------------ */

/** The session's results as every format publishes them (see the module's comment). */
export const publicationOf = (report: ScoreReport): Publication => {
  const s = report.session;
  const id = idMaker();
  const events = s.events.map((ev, k): PublishedEvent => {
    const teams = ev.matches !== undefined;
    const players = contestantPlayers(ev);
    const eventId = id(ev.event ?? `session-${k + 1}`);
    const rankings = ev.fields.map((f) =>
      rankingBlock(ev, f, players, id(ev.event, f.name === "all" ? "ranking" : `ranking-${f.name}`)),
    );
    const matches = teams ? matchBlocks(ev, report.standings, id) : [];
    let travellers: Block[] = [];
    if (report.show.travellers) {
      if (teams) {
        // a board's traveller: its results at every table of the round, whatever the match
        const byBoard = new Map<string, { b: BoardTable; rows: BoardRow[] }>();
        for (const b of ev.boards) {
          const key = `${b.round ?? ""}\u0000${b.board}`;
          const entry = byBoard.get(key) ?? { b: { ...b, rows: [] }, rows: [] };
          entry.rows.push(...b.rows);
          byBoard.set(key, entry);
        }
        travellers = [...byBoard.values()].map(({ b, rows }) =>
          travellerBlock(
            ev,
            b,
            rows.sort((x, y) => natural(x.table ?? "", y.table ?? "") || natural(x.room ?? "", y.room ?? "")),
            report.standings,
            id(ev.event, b.round === undefined ? undefined : `round-${b.round}`, "board", b.board),
          ),
        );
      } else {
        travellers = ev.boards.map((b) =>
          travellerBlock(
            ev,
            b,
            travellerRows(b),
            report.standings,
            id(ev.event, b.round === undefined ? undefined : `round-${b.round}`, "board", b.board, b.group),
          ),
        );
      }
    }
    const recaps = !report.show.recaps
      ? []
      : teams
        ? teamRecapBlocks(ev, report, id)
        : pairRecapBlocks(ev, report, id);
    return {
      id: eventId,
      name: ev.event ?? "Session",
      description: describe(ev.how),
      teams,
      rankings,
      matches,
      travellers,
      recaps,
    };
  });
  const legend = report.show.travellers || report.show.recaps ? legendOf(lawsOf(s)) : [];
  const notPlayed = report.unscored.filter((u) => u.state === "not played").length;
  const notices = [
    ...report.notices,
    ...s.noticeData.map(noticeText),
    ...(notPlayed > 0 ? [t("notPlayedNotice", { n: notPlayed })] : []),
  ];
  const rulings = sessionRulings(s);
  return {
    title: s.events.map((e) => e.event ?? t("session")).join(" · ") || t("results"),
    notices,
    events,
    legend,
    unscored:
      report.unscored.length === 0
        ? null
        : {
            title: t("unscoredTitle", { n: report.unscored.length }),
            lines: report.unscored.map(unscoredLine),
            how: unscoredHow(),
          },
    rulings: rulings === null ? null : { ...rulings, how: rulingsHow() },
    warnings: [
      ...report.provisional.map(provisionalText),
      ...report.movementWarnings,
      ...s.warningData.map(warningText),
    ],
  };
};

/** The columns printed in text and HTML (the data-only ones left out), with their cells. */
export const printed = (g: Grid): { columns: Column[]; rows: Cell[][]; foot?: Cell[] } => {
  const keep = g.columns.map((c) => c.data !== true);
  return {
    columns: g.columns.filter((_, i) => keep[i]),
    rows: g.rows.map((r) => r.filter((_, i) => keep[i])),
    ...(g.foot !== undefined && { foot: g.foot.filter((_, i) => keep[i]) }),
  };
};
