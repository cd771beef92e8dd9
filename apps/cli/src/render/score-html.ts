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
  type RowStanding,
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

/** Text made safe inside HTML. */
const esc = (s: string | number | undefined): string =>
  String(s ?? "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");

/** A cell already written as HTML (its text escaped): the adjusted score's mark. */
interface Markup {
  readonly html: string;
}

/** The adjusted score's cell: its stage and mark, why it applies as the title (BridgeComposer's "adj." mark). */
const markCell = (text: string, why: string): Markup => ({
  html: `<span class="adj" title="${esc(why)}">${esc(text)}</span>`,
});

const adjustedCell = (s: RowStanding | undefined): string | Markup =>
  s === undefined || s.adjusted === "" ? "" : markCell(s.adjusted, s.why);

const table = (
  header: readonly string[],
  rows: readonly (readonly (string | number | undefined | Markup)[])[],
  numeric: (h: string) => boolean,
): string => {
  const th = header.map((h) => `<th${numeric(h) ? ' class="n"' : ""}>${esc(h)}</th>`).join("");
  const cell = (c: string | number | undefined | Markup): string => (typeof c === "object" ? c.html : esc(c));
  const tr = rows
    .map(
      (r) =>
        `<tr>${r.map((c, i) => `<td${numeric(header[i]!) ? ' class="n"' : ""}>${cell(c)}</td>`).join("")}</tr>`,
    )
    .join("\n");
  return `<table>\n<thead><tr>${th}</tr></thead>\n<tbody>\n${tr}\n</tbody>\n</table>`;
};

const NUMERIC =
  /^(Rank|Boards|Board|Round|MP|IMPs|Points|Penalty|Total|Top|%|VP|Score|Score NS|Score EW|MP NS|MP EW|IMPs NS|IMPs EW|Points NS|Points EW|% NS|% EW)$/;
const isNumeric = (h: string): boolean => NUMERIC.test(h);

const ranking = (
  f: RankingField,
  method: SessionMethod,
  vp: boolean,
  players: ReadonlyMap<string, string>,
  teams = vp,
) => {
  const mp = method === "mp";
  const names = f.ranking.some((e) => players.has(e.pair));
  const who = teams ? "Team" : "Pair";
  const header = ["Rank", who, ...(names ? ["Players"] : []), "Boards", UNIT[method], "Penalty", "Total"];
  if (mp) header.push("Top", "%");
  if (vp) header.push("VP");
  const rows = f.ranking.map((e) => [
    `${e.rank}${e.fewBoards ? "*" : ""}`,
    e.pair,
    ...(names ? [players.get(e.pair) ?? ""] : []),
    e.boards,
    num(e.score),
    num(e.penalties),
    num(e.total),
    ...(mp ? [num(e.top), num(e.percent)] : []),
    ...(vp ? [num(e.vp)] : []),
  ]);
  const note = fewBoardsNote(f);
  return `<h3>${esc(fieldTitle(f))}</h3>\n${table(header, rows, isNumeric)}${note ? `\n<p class="note">${esc(note)}</p>` : ""}`;
};

/**
 * A traveller: the table result as played (corrected, with what was recorded: 79C), the score that applies
 * (the board's standing) and, beside it, the adjusted score's stage and mark as scorers mark it
 * (BridgeComposer, ACBLscore: `AS`, `A+/A−`, a weighted score's outcomes), with why it applies as its title.
 */
const traveller = (b: BoardTable, method: SessionMethod, standings: RowStandings): string => {
  const { header, rows } = travellerTable(b, method, standings, adjustedCell);
  return `<h3 id="${esc(`board-${b.round ?? ""}-${b.board}-${b.group ?? ""}`)}">${esc(boardHeading(b))}</h3>\n${table(header, rows, isNumeric)}`;
};

const recap = (r: Recap, method: SessionMethod): string => {
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
    x.board,
    x.direction,
    x.table ?? "",
    x.against ?? "?",
    x.result,
    x.score,
    ...(adjusted
      ? [x.adjusted === undefined || x.adjusted === "" ? "" : markCell(x.adjusted, x.adjusted)]
      : []),
    mp ? num(x.value) : signedNum(x.value),
    ...(mp ? [num(x.percent)] : []),
    x.laws.join(" "),
  ]);
  const e = r.entry;
  const head = `${r.pair}${e !== undefined ? ` — rank ${e.rank}${e.fewBoards ? "*" : ""}${r.field !== "all" ? ` ${r.field}` : ""}, ${num(e.total)} ${UNIT[method]}${e.percent !== undefined ? `, ${num(e.percent)} %` : ""}` : ""}`;
  return `<h3>${esc(head)}</h3>\n${table(header, rows, isNumeric)}`;
};

const event = (ev: EventScore, report: ScoreReport): string => {
  const parts = [
    `<section>\n<h2>${esc(ev.event ?? "Session")}</h2>\n<p class="how">${esc(ev.description)}</p>`,
  ];
  if (ev.matches !== undefined && ev.matches.length > 0) {
    const vp = ev.matches.some((m) => m.teams[0].vp !== undefined);
    const rounds = ev.matches.some((m) => m.round !== undefined);
    const header = [
      ...(rounds ? ["Round"] : []),
      "Boards",
      "Team",
      "IMPs",
      ...(vp ? ["VP"] : []),
      "Team ",
      "IMPs ",
      ...(vp ? ["VP "] : []),
    ];
    const rows = ev.matches.map((m) => [
      ...(rounds ? [m.round ?? ""] : []),
      m.boards,
      ...m.teams.flatMap((t) => [t.team, signedNum(t.imps), ...(vp ? [num(t.vp)] : [])]),
    ]);
    parts.push(`<h3>Matches</h3>\n${table(header, rows, (h) => isNumeric(h.trim()))}`);
  }
  const vp = ev.fields.some((f) => f.ranking.some((e) => e.vp !== undefined));
  const players = playersOf(ev);
  for (const f of ev.fields) parts.push(ranking(f, ev.method, vp, players, ev.matches !== undefined));
  if (report.show.travellers) {
    parts.push("<h2>Travellers</h2>");
    for (const b of ev.boards) parts.push(traveller(b, ev.method, report.standings));
  }
  if (report.show.recaps) {
    parts.push("<h2>Recaps</h2>");
    for (const r of recapsOf(ev, report.show.pairs, report.standings)) parts.push(recap(r, ev.method));
  }
  parts.push("</section>");
  return parts.join("\n");
};

const STYLE = `body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:2em auto;max-width:72em;padding:0 1em;color:#111}
h1{font-size:1.6em}h2{font-size:1.3em;margin-top:1.6em;border-bottom:1px solid #ccc}h3{font-size:1.05em;margin:1.2em 0 .4em}
table{border-collapse:collapse;margin:.2em 0 1em}th,td{padding:.2em .6em;border-bottom:1px solid #e4e4e4;text-align:left;white-space:nowrap}
th{background:#f3f3f3}td.n,th.n{text-align:right;font-variant-numeric:tabular-nums}tbody tr:nth-child(even){background:#fafafa}
.how,.note{color:#444;font-size:.92em}.adj{font-weight:600;color:#8a2b00}dl{display:grid;grid-template-columns:max-content auto;gap:.2em 1em}dt{font-weight:600}
@media print{body{margin:0;max-width:none}h2{page-break-before:auto}table{page-break-inside:auto}tr{page-break-inside:avoid}}`;

/**
 * The session as one standalone HTML page a club can publish: no script, no external style sheet, font or
 * image; the rankings, the matches, the travellers and recaps when asked, the legend of the Law column, the
 * boards awaiting the Director, the warnings.
 */
export const renderScoreHtml = (report: ScoreReport): string => {
  const s = report.session;
  const title = s.events.map((e) => e.event ?? "Session").join(" · ") || "Results";
  const body: string[] = [`<h1>${esc(title)}</h1>`];
  for (const n of s.notices) body.push(`<p class="note">${esc(n)}</p>`);
  for (const ev of s.events) body.push(event(ev, report));
  if (report.show.travellers || report.show.recaps) {
    const legend = legendOf(lawsOf(s));
    if (legend.length > 0)
      body.push(
        `<h2>Laws</h2>\n<dl>\n${legend.map((l) => `<dt>${esc(l.law)}</dt><dd>${esc(l.text)}</dd>`).join("\n")}\n</dl>`,
      );
  }
  if (report.unscored.length > 0) {
    body.push(
      `<h2>Boards without a result: the Director's decision (Law 12C2)</h2>\n<ul>\n${report.unscored.map((u) => `<li>${esc(unscoredLine(u))}</li>`).join("\n")}\n</ul>\n<p class="note">${esc(UNSCORED_HOW)}</p>`,
    );
  }
  const rulings = sessionRulings(s);
  if (rulings !== null)
    body.push(
      `<h2>${esc(rulings.title)}</h2>\n<ul>\n${rulings.lines.map((l) => `<li>${esc(l)}</li>`).join("\n")}\n</ul>\n<p class="note">${esc(RULINGS_HOW)}</p>`,
    );
  const warnings = [...report.provisional, ...s.warnings];
  if (warnings.length > 0)
    body.push(`<h2>Warnings</h2>\n<ul>\n${warnings.map((w) => `<li>${esc(w)}</li>`).join("\n")}\n</ul>`);
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="bridgelaw score">
<title>${esc(title)}</title>
<style>
${STYLE}
</style>
</head>
<body>
${body.join("\n")}
</body>
</html>
`;
};
