import { playersOf, recapsOf, type ScoreReport, standingOfRow, travellerRows } from "./score-report.ts";

/** A CSV field (RFC 4180): quoted when it holds a comma, a quote or a line end. */
const field = (v: string | number | undefined): string => {
  const s = v === undefined ? "" : String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};
const line = (cells: readonly (string | number | undefined)[]): string => cells.map(field).join(",");

/**
 * The session as CSV: the ranking (one row per contestant and field), then with `--travellers` the board
 * by board results, then with `--recaps` each pair's boards; each block has its own header line, blocks are
 * separated by an empty line. Numbers unformatted; CRLF line ends (RFC 4180).
 */
export const renderScoreCsv = (report: ScoreReport): string => {
  const blocks: string[][] = [];
  const ranking = [
    line([
      "event",
      "field",
      "rank",
      "pair",
      "players",
      "boards",
      "score",
      "penalties",
      "total",
      "top",
      "percent",
      "vp",
      "few_boards",
    ]),
  ];
  for (const ev of report.session.events) {
    const players = playersOf(ev);
    for (const f of ev.fields) {
      for (const e of f.ranking) {
        ranking.push(
          line([
            ev.event,
            f.name,
            e.rank,
            e.pair,
            players.get(e.pair),
            e.boards,
            e.score,
            e.penalties,
            e.total,
            e.top,
            e.percent,
            e.vp,
            e.fewBoards ? "yes" : "",
          ]),
        );
      }
    }
  }
  blocks.push(ranking);
  if (report.show.travellers) {
    const rows = [
      line([
        "event",
        "round",
        "board",
        "group",
        "table",
        "room",
        "ns",
        "ew",
        "result",
        "score_ns",
        "score_ew",
        "ns",
        "ew",
        "percent_ns",
        "percent_ew",
        "laws",
        "applies",
        "mark",
        "why",
      ]),
    ];
    for (const ev of report.session.events) {
      for (const b of ev.boards) {
        for (const r of travellerRows(b)) {
          rows.push(
            line([
              ev.event,
              b.round,
              b.board,
              b.group,
              r.table,
              r.room,
              r.pairs.NS,
              r.pairs.EW,
              r.label,
              r.scores.NS,
              r.scores.EW,
              r.NS,
              r.EW,
              r.NSPercent,
              r.EWPercent,
              r.laws.filter((l) => l !== "77").join(" "),
              standingOfRow(report.standings, r)?.applies,
              standingOfRow(report.standings, r)?.mark,
              standingOfRow(report.standings, r)?.why,
            ]),
          );
        }
      }
    }
    blocks.push(rows);
  }
  if (report.show.recaps) {
    const rows = [
      line([
        "event",
        "pair",
        "round",
        "board",
        "direction",
        "table",
        "against",
        "result",
        "score",
        "value",
        "percent",
        "laws",
        "applies",
        "mark",
      ]),
    ];
    for (const ev of report.session.events) {
      for (const r of recapsOf(ev, report.show.pairs, report.standings)) {
        for (const x of r.rows) {
          rows.push(
            line([
              ev.event,
              r.pair,
              x.round,
              x.board,
              x.direction,
              x.table,
              x.against,
              x.result,
              x.score,
              x.value,
              x.percent,
              x.laws.join(" "),
              x.applies,
              x.mark,
            ]),
          );
        }
      }
    }
    blocks.push(rows);
  }
  return `${blocks.map((b) => b.join("\r\n")).join("\r\n\r\n")}\r\n`;
};
