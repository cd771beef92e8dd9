/**
 * Hand records as one printable HTML page (`bridgelaw dd --format html`): a record a deal, with its board
 * number, dealer and vulnerability (Law 2), the diagram of the four hands (Law 7B), each hand's high-card
 * points, the double-dummy table of tricks for each declarer in each strain and par. Several deals a page:
 * two records side by side on screen and paper, each kept whole on a page (CSS `@media print`). No script,
 * no external style sheet, font or image; ids unique in the page.
 */
import {
  type Deal,
  highCardPoints,
  type Seat,
  type Strain,
  SUIT_SYMBOLS,
  SUITS,
  type Suit,
  suitHolding,
} from "@bridgelaw/cards";
import type { DdSolved } from "../commands/dd-output.ts";
import { parContract } from "../commands/dd-output.ts";
import { cliLang } from "../lang.ts";
import { t } from "../texts.ts";

const esc = (s: string | number): string =>
  String(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A suit's cards in a hand, ranks only (`AQ94`); a void said. */
const holding = (deal: Deal, seat: Seat, suit: Suit): string => {
  const cards = suitHolding(deal[seat], suit).map((c) => (c[1] === "T" ? "10" : c[1]!));
  return cards.length === 0 ? `<span class="void">${esc(t("handRecordVoid"))}</span>` : esc(cards.join(" "));
};

const suitClass = (suit: Suit): string => (suit === "H" || suit === "D" ? "s red" : "s");

/** A hand: a line a suit, spades first. */
const handHtml = (deal: Deal, seat: Seat): string =>
  `<div class="hand ${seat}">\n<div class="seat">${esc(t("seatLabel", { seat, name: "absent", dealer: "no" }))}</div>\n${SUITS.map(
    (s) => `<div><span class="${suitClass(s)}">${SUIT_SYMBOLS[s]}</span> ${holding(deal, seat, s)}</div>`,
  ).join("\n")}\n</div>`;

/** The compass between the hands: each hand's high-card points at its side. */
const compassHtml = (deal: Deal): string => {
  const hcp = (seat: Seat) =>
    `<span class="p ${seat}" title="${esc(t("seatLabel", { seat, name: "absent", dealer: "no" }))}">${highCardPoints(deal[seat])}</span>`;
  return `<div class="compass">${hcp("N")}${hcp("W")}<span class="hcp">${esc(t("handRecordHcp"))}</span>${hcp("E")}${hcp("S")}</div>`;
};

/** Declarers and strains in the order of PBN's OptimumResultTable (2.1 §5.7). */
const DECLARERS: readonly Seat[] = ["N", "S", "E", "W"];
const STRAINS: readonly Strain[] = ["NT", "S", "H", "D", "C"];

const strainHeading = (s: Strain): string =>
  s === "NT" ? esc(t("handRecordNotrump")) : `<span class="${suitClass(s)}">${SUIT_SYMBOLS[s]}</span>`;

/** The double-dummy table: a row a declarer, a column a strain. */
const tableHtml = (r: DdSolved): string =>
  [
    "<table>",
    `<caption>${esc(t("handRecordTricks"))}</caption>`,
    `<thead><tr><th scope="col">${esc(t("handRecordDeclarer"))}</th>${STRAINS.map((s) => `<th scope="col" class="n">${strainHeading(s)}</th>`).join("")}</tr></thead>`,
    "<tbody>",
    ...DECLARERS.map(
      (seat) =>
        `<tr><th scope="row">${seat}</th>${STRAINS.map((s) => `<td class="n">${r.table[seat][s]}</td>`).join("")}</tr>`,
    ),
    "</tbody>",
    "</table>",
  ].join("\n");

/** Par from North-South's side, with the contract(s) in PBN's ParContract notation. */
const parText = (r: DdSolved): string =>
  t("handRecordPar", {
    contracts: r.par.contracts.length === 0 ? "none" : parContract(r.par),
    score: r.par.NS > 0 ? `+${r.par.NS}` : String(r.par.NS),
  });

/** One deal's record. */
const recordHtml = (r: DdSolved, index: number): string => {
  const b = r.board;
  const title = b.board !== undefined ? t("handRecordBoard", { board: b.board }) : `#${index + 1}`;
  return [
    `<article class="deal" id="deal-${index + 1}">`,
    `<h2>${esc(title)}</h2>`,
    `<p class="cond">${esc(t("handRecordConditions", { dealer: b.dealer, vul: b.vulnerability }))}</p>`,
    `<div class="diagram">`,
    handHtml(b.deal, "N"),
    handHtml(b.deal, "W"),
    compassHtml(b.deal),
    handHtml(b.deal, "E"),
    handHtml(b.deal, "S"),
    "</div>",
    tableHtml(r),
    `<p class="par">${esc(parText(r))}</p>`,
    ...(b.broken === undefined ? [] : [`<p class="broken">BROKEN CHAIN: ${esc(b.broken)}</p>`]),
    "</article>",
  ].join("\n");
};

const STYLE = `body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:2em auto;max-width:60em;padding:0 1em;color:#111}
h1{font-size:1.5em;margin-bottom:.2em}.how{color:#444;font-size:.92em}
.deals{display:grid;grid-template-columns:repeat(auto-fill,minmax(26em,1fr));gap:1.2em}
.deal{border:1px solid #bbb;border-radius:4px;padding:.6em .8em}.deal h2{font-size:1.1em;margin:0}.cond{margin:.1em 0 .5em;color:#333;font-size:.92em}
.diagram{display:grid;grid-template-columns:1fr auto 1fr;grid-template-areas:". n ." "w c e" ". s .";gap:.3em .8em;align-items:center}
.hand{font-variant-numeric:tabular-nums;white-space:nowrap}.hand.N{grid-area:n}.hand.W{grid-area:w}.hand.E{grid-area:e}.hand.S{grid-area:s}
.seat{font-size:.8em;color:#555}.s{display:inline-block;width:1.1em}.red{color:#c00}.void{color:#777;font-style:italic}
.compass{grid-area:c;display:grid;grid-template-columns:repeat(3,1.8em);grid-template-rows:repeat(3,1.4em);place-items:center;border:1px solid #999;border-radius:3px;font-size:.9em}
.compass .N{grid-column:2;grid-row:1}.compass .W{grid-column:1;grid-row:2}.compass .hcp{grid-column:2;grid-row:2;font-size:.7em;color:#555}.compass .E{grid-column:3;grid-row:2}.compass .S{grid-column:2;grid-row:3}
table{border-collapse:collapse;margin:.6em 0 .3em}caption{text-align:left;font-size:.85em;color:#444}th,td{padding:.1em .5em;border-bottom:1px solid #e4e4e4}
th{font-weight:600;text-align:left}.n{text-align:right;font-variant-numeric:tabular-nums}.par{margin:.2em 0;font-weight:600}.broken{color:#8a2b00}
@media print{@page{size:A4;margin:1.2cm}body{margin:0;max-width:none;font-size:9pt;color:#000}
.deals{grid-template-columns:1fr 1fr;gap:.8em}.deal{break-inside:avoid;page-break-inside:avoid;border-color:#000}.red{color:#000}.seat,.cond,caption,.compass .hcp{color:#000}}`;

/** The page: a heading, then the records in the order given (one a deal, as `dd` chose them). */
export const handRecordsHtml = (records: readonly DdSolved[]): string => {
  const event = records[0]?.board.event.find(([tag]) => tag === "Event")?.[1];
  const heading =
    event === undefined || event.trim() === "" ? t("handRecords") : t("handRecordsOf", { event });
  return `<!DOCTYPE html>
<html lang="${cliLang()}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="bridgelaw dd">
<title>${esc(heading)}</title>
<style>
${STYLE}
</style>
</head>
<body>
<h1>${esc(heading)}</h1>
<p class="how">${esc(t("handRecordsCount", { n: records.length }))}</p>
<div class="deals">
${records.map(recordHtml).join("\n")}
</div>
</body>
</html>
`;
};
