import { labelled, t } from "../texts.ts";
import {
  type Block,
  type Cell,
  type Column,
  type Publication,
  printed,
  publicationOf,
} from "./publication.ts";
import type { ScoreReport } from "./score-report.ts";

/** Text made safe inside HTML. */
const esc = (s: string | number | undefined): string =>
  String(s ?? "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");

/** A cell: its text; an adjusted score's mark (its board's standing) with why it applies as its title. */
const cellHtml = (c: Cell): string =>
  c.mark === true ? `<span class="adj" title="${esc(c.why ?? "")}">${esc(c.text)}</span>` : esc(c.text);

const tableHtml = (
  columns: readonly Column[],
  rows: readonly (readonly Cell[])[],
  foot?: readonly Cell[],
): string => {
  const cls = (c: Column) => (c.numeric ? ' class="n"' : "");
  const th = columns.map((c) => `<th scope="col"${cls(c)}>${esc(c.title)}</th>`).join("");
  const tr = (r: readonly Cell[]) =>
    `<tr>${r.map((c, i) => `<td${cls(columns[i]!)}>${cellHtml(c)}</td>`).join("")}</tr>`;
  return [
    "<table>",
    `<thead><tr>${th}</tr></thead>`,
    "<tbody>",
    ...rows.map(tr),
    "</tbody>",
    ...(foot === undefined ? [] : [`<tfoot>${tr(foot)}</tfoot>`]),
    "</table>",
  ].join("\n");
};

const blockHtml = (b: Block): string => {
  const g = printed(b.grid);
  const parts = [
    `<div class="block ${b.kind}" id="${esc(b.id)}">`,
    `<h3>${esc(b.title)}</h3>`,
    tableHtml(g.columns, g.rows, g.foot),
  ];
  if (b.sub !== undefined) {
    const s = printed(b.sub.grid);
    parts.push(`<h4>${esc(b.sub.title)}</h4>`, tableHtml(s.columns, s.rows));
  }
  parts.push(...b.notes.map((n) => `<p class="note">${esc(n)}</p>`), "</div>");
  return parts.join("\n");
};

const STYLE = `body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:2em auto;max-width:72em;padding:0 1em;color:#111}
h1{font-size:1.6em}h2{font-size:1.3em;margin-top:1.6em;border-bottom:1px solid #ccc}h3{font-size:1.05em;margin:1.2em 0 .4em}h4{font-size:.95em;margin:.4em 0}
table{border-collapse:collapse;margin:.2em 0 1em}th,td{padding:.2em .6em;border-bottom:1px solid #e4e4e4;text-align:left;white-space:nowrap}
th{background:#f3f3f3}td.n,th.n{text-align:right;font-variant-numeric:tabular-nums}tbody tr:nth-child(even){background:#fafafa}tfoot td{font-weight:600;border-top:2px solid #999}
.how,.note{color:#444;font-size:.92em}.adj{font-weight:600;color:#8a2b00}dl{display:grid;grid-template-columns:max-content auto;gap:.2em 1em}dt{font-weight:600}
nav ul{columns:2;padding-left:1.2em}
@media print{@page{margin:1.5cm}body{margin:0;max-width:none;font-size:10pt;color:#000}nav{display:none}h2,h3,h4{break-after:avoid;page-break-after:avoid}
.block{break-inside:avoid;page-break-inside:avoid}section{break-before:page;page-break-before:always}section:first-of-type{break-before:auto;page-break-before:auto}
thead{display:table-header-group}tfoot{display:table-footer-group}tr{break-inside:avoid;page-break-inside:avoid}tbody tr:nth-child(even){background:none}th{background:none;border-bottom:1px solid #000}.adj{color:#000}a{color:#000;text-decoration:none}}`;

/** Score cards (`score --cards`): each contestant's card on a page of its own when printed. */
const CARD_PER_PAGE = "@media print{.block.recap+.block.recap{break-before:page;page-break-before:always}}";

/**
 * The publication as one standalone HTML page a club can publish: no script, no external style sheet, font or
 * image; ids unique in the page (each event, ranking, match, traveller and recap: a link goes straight to
 * it), one number format a column, a print style (each event from a new page, a table's heading repeated on
 * every page, a block kept whole where it fits; `cardPerPage`: each recap from a new page, the score cards).
 */
export const publicationHtml = (p: Publication, options: { readonly cardPerPage?: boolean } = {}): string => {
  const body: string[] = [`<h1>${esc(p.title)}</h1>`];
  for (const n of p.notices) body.push(`<p class="note">${esc(n)}</p>`);
  const links = p.events.flatMap((ev) =>
    [...ev.rankings, ...ev.matches].map(
      (b) => `<li><a href="#${esc(b.id)}">${esc(labelled(ev.name, b.title))}</a></li>`,
    ),
  );
  if (links.length > 1) body.push(`<nav>\n<ul>\n${links.join("\n")}\n</ul>\n</nav>`);
  for (const ev of p.events) {
    body.push(
      `<section id="${esc(ev.id)}">`,
      `<h2>${esc(ev.name)}</h2>`,
      `<p class="how">${esc(ev.description)}</p>`,
    );
    body.push(...ev.rankings.map(blockHtml));
    if (ev.matches.length > 0) body.push(...ev.matches.map(blockHtml));
    if (ev.travellers.length > 0) body.push("<h2>Travellers</h2>", ...ev.travellers.map(blockHtml));
    if (ev.recaps.length > 0) body.push("<h2>Recaps</h2>", ...ev.recaps.map(blockHtml));
    body.push("</section>");
  }
  if (p.legend.length > 0)
    body.push(
      `<h2>${esc(t("legendTitle"))}</h2>\n<dl>\n${p.legend.map((l) => `<dt>${esc(l.law)}</dt><dd>${esc(l.text)}</dd>`).join("\n")}\n</dl>`,
    );
  if (p.unscored !== null)
    body.push(
      `<h2>${esc(p.unscored.title)}</h2>\n<ul>\n${p.unscored.lines.map((l) => `<li>${esc(l)}</li>`).join("\n")}\n</ul>\n<p class="note">${esc(p.unscored.how)}</p>`,
    );
  if (p.rulings !== null)
    body.push(
      `<h2>${esc(p.rulings.title)}</h2>\n<ul>\n${p.rulings.lines.map((l) => `<li>${esc(l)}</li>`).join("\n")}\n</ul>\n<p class="note">${esc(p.rulings.how)}</p>`,
    );
  if (p.warnings.length > 0)
    body.push(
      `<h2>${esc(t("warningsTitle"))}</h2>\n<ul>\n${p.warnings.map((w) => `<li>${esc(w)}</li>`).join("\n")}\n</ul>`,
    );
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="bridgelaw score">
<title>${esc(p.title)}</title>
<style>
${STYLE}${options.cardPerPage === true ? `\n${CARD_PER_PAGE}` : ""}
</style>
</head>
<body>
${body.join("\n")}
</body>
</html>
`;
};

/** The session as one HTML page (`publicationOf`, printed). */
export const renderScoreHtml = (report: ScoreReport): string => publicationHtml(publicationOf(report));
