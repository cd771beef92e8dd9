import type { BoardTable, EventScore, RankingField, SessionMethod } from "@bridgelaw/scoring";
import {
  boardHeading,
  fewBoardsNote,
  fieldTitle,
  lawsOf,
  legendOf,
  num,
  playersOf,
  type Recap,
  type RowStandings,
  RULINGS_HOW,
  recapsOf,
  type ScoreReport,
  sessionRulings,
  signedNum,
  travellerTable,
  UNIT,
  UNSCORED_HOW,
  unscoredLine,
} from "./score-report.ts";

/** Columns: left-aligned text, right-aligned where `right[i]`. */
export const grid = (
  header: readonly string[],
  rows: readonly (readonly string[])[],
  right: readonly boolean[],
): string[] => {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: readonly string[]) =>
    `  ${cells
      .map((c, i) => (right[i] ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join("  ")
      .trimEnd()}`;
  return [line(header), ...rows.map(line)];
};

/**
 * A traveller: every result of the board — the table result as played (corrected, with what was recorded:
 * 79C) — the score that applies (the board's standing) with, beside it, the adjusted score's stage and mark
 * (`ruled: AS`, `appeal: 50% 3♣E= −110 / 50% 2♠N= +110`, `ruled: A+/A−`), its score in the method's unit,
 * the Laws behind it.
 */
export const renderTraveller = (
  b: BoardTable,
  method: SessionMethod,
  standings: RowStandings = {},
): string[] => {
  const { header, rows } = travellerTable(b, method, standings, (s) => s?.adjusted ?? "");
  const right = header.map((h) => /(MP|IMPs|Points|%|Score)/.test(h));
  const out = [boardHeading(b), ...grid(header, rows, right)];
  if (b.frequencies !== undefined && b.frequencies.NS.length > 0) {
    out.push("  Frequencies (NS)");
    out.push(
      ...grid(
        ["Score", "Freq", "MP"],
        b.frequencies.NS.map((f) => [
          signedNum(f.score),
          num(Math.round(f.frequency * 100) / 100),
          num(f.matchpoints),
        ]),
        [true, true, true],
      ).map((l) => `  ${l}`),
    );
  }
  return out;
};

export const renderRanking = (
  f: RankingField,
  method: SessionMethod,
  vp: boolean,
  players: ReadonlyMap<string, string>,
  teams = vp,
): string[] => {
  const mp = method === "mp";
  const names = f.ranking.some((e) => players.has(e.pair));
  const who = teams ? "Team" : "Pair";
  const header = ["Rank", who, ...(names ? ["Players"] : []), "Boards", UNIT[method], "Penalty", "Total"];
  if (mp) header.push("Top", "%");
  if (vp) header.push("VP");
  const rows = f.ranking.map((e) => {
    const cells = [
      `${e.rank}${e.fewBoards ? "*" : ""}`,
      e.pair,
      ...(names ? [players.get(e.pair) ?? ""] : []),
      String(e.boards),
      num(e.score),
      num(e.penalties),
      num(e.total),
    ];
    if (mp) cells.push(num(e.top), num(e.percent));
    if (vp) cells.push(num(e.vp));
    return cells;
  });
  const note = fewBoardsNote(f);
  return [
    fieldTitle(f),
    ...grid(
      header,
      rows,
      header.map((h) => h !== who && h !== "Players"),
    ),
    ...(note !== undefined ? [`  ${note}`] : []),
  ];
};

export const renderRecap = (r: Recap, method: SessionMethod): string[] => {
  const mp = method === "mp";
  const rounds = r.rows.some((x) => x.round !== undefined);
  const adjusted = r.rows.some((x) => (x.adjusted ?? "") !== "");
  const header = [
    ...(rounds ? ["Round"] : []),
    "Board",
    "Dir",
    "Table",
    "Against",
    "Result",
    "Score",
    ...(adjusted ? ["Adjusted"] : []),
    UNIT[method],
    ...(mp ? ["%"] : []),
    "Laws",
  ];
  const rows = r.rows.map((x) => [
    ...(rounds ? [x.round ?? ""] : []),
    String(x.board),
    x.direction,
    x.table ?? "",
    x.against ?? "?",
    x.result,
    x.score,
    ...(adjusted ? [x.adjusted ?? ""] : []),
    mp ? num(x.value) : signedNum(x.value),
    ...(mp ? [num(x.percent)] : []),
    x.laws.join(" "),
  ]);
  const e = r.entry;
  const title = `Recap: ${r.pair}${e !== undefined ? `   rank ${e.rank}${e.fewBoards ? "*" : ""}${r.field !== "all" ? ` ${r.field}` : ""}, ${num(e.total)} ${UNIT[method]}${e.percent !== undefined ? `, ${num(e.percent)} %` : ""}${e.vp !== undefined ? `, ${num(e.vp)} VP` : ""}` : ""}`;
  return [
    title,
    ...grid(
      header,
      rows,
      header.map((h) => /^(Round|Board|Score|MP|IMPs|Points|%)$/.test(h)),
    ),
  ];
};

const renderEvent = (ev: EventScore, report: ScoreReport): string[] => {
  const out = [`${ev.event ?? "Session"}: ${ev.description}`, ""];
  if (report.show.travellers)
    for (const b of ev.boards) out.push(...renderTraveller(b, ev.method, report.standings), "");
  if (ev.matches !== undefined && ev.matches.length > 0) {
    out.push("Matches");
    const vp = ev.matches.some((m) => m.teams[0].vp !== undefined);
    const rounds = ev.matches.some((m) => m.round !== undefined);
    const header = [
      ...(rounds ? ["Round"] : []),
      "Boards",
      "Team",
      "IMPs",
      ...(vp ? ["VP"] : []),
      "Team",
      "IMPs",
      ...(vp ? ["VP"] : []),
    ];
    const rows = ev.matches.map((m) => [
      ...(rounds ? [m.round ?? ""] : []),
      String(m.boards),
      ...m.teams.flatMap((t) => [t.team, signedNum(t.imps), ...(vp ? [num(t.vp)] : [])]),
    ]);
    out.push(
      ...grid(
        header,
        rows,
        header.map((h) => h !== "Team"),
      ),
    );
    const scales = [...new Set(ev.matches.map((m) => m.vpBoards).filter((n) => n !== undefined))];
    if (vp && scales.length > 0)
      out.push(
        `  VP: WBF 2013 scale for ${scales.join(", ")} board${scales.length === 1 && scales[0] === 1 ? "" : "s"} (78D)`,
      );
    out.push("");
  }
  const vp = ev.fields.some((f) => f.ranking.some((e) => e.vp !== undefined));
  const players = playersOf(ev);
  for (const f of ev.fields)
    out.push(...renderRanking(f, ev.method, vp, players, ev.matches !== undefined), "");
  if (report.show.recaps) {
    for (const r of recapsOf(ev, report.show.pairs, report.standings))
      out.push(...renderRecap(r, ev.method), "");
  }
  return out;
};

/** The session as text: what was chosen and why, each event's rankings (travellers, recaps), the rest. */
export const renderScoreText = (report: ScoreReport): string => {
  const s = report.session;
  const out: string[] = [];
  if (s.notices.length > 0) out.push(...s.notices, "");
  for (const ev of s.events) out.push(...renderEvent(ev, report));
  if (report.show.travellers || report.show.recaps) {
    const legend = legendOf(lawsOf(s));
    if (legend.length > 0) {
      const width = Math.max(...legend.map((l) => l.law.length));
      out.push("Laws", ...legend.map((l) => `  ${l.law.padEnd(width)}  ${l.text}`), "");
    }
  }
  if (report.unscored.length > 0) {
    out.push(
      `Boards without a result: the Director's decision (Law 12C2), ${report.unscored.length}`,
      ...report.unscored.map((u) => `  ${unscoredLine(u)}`),
      `  ${UNSCORED_HOW}`,
      "",
    );
  }
  const rulings = sessionRulings(s);
  if (rulings !== null)
    out.push(rulings.title, ...rulings.lines.map((l) => `  ${l}`), `  ${RULINGS_HOW}`, "");
  const warnings = [...report.provisional, ...s.warnings];
  if (warnings.length > 0) out.push("Warnings", ...warnings.map((w) => `  ${w}`), "");
  return `${out.join("\n").trimEnd()}\n`;
};
