import { type Block, type Publication, publicationOf } from "./publication.ts";
import type { ScoreReport } from "./score-report.ts";

/** A CSV field (RFC 4180): quoted when it holds a comma, a quote or a line end. */
const field = (v: string | number | undefined): string => {
  const s = v === undefined ? "" : String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};
const line = (cells: readonly (string | number | undefined)[]): string => cells.map(field).join(",");

/**
 * Blocks of one kind as one CSV table: the context columns (`event`, `field`, `round`, `match`, `board`,
 * `pair` …), then every column of the blocks by its key, each key once and in the blocks' order (the header
 * never repeats a name); the columns only printed (an adjusted score's stage and mark, which CSV has as
 * `applies` and `mark`) left out.
 */
const csvTable = (blocks: readonly Block[]): string[] => {
  const context: string[] = [];
  const keys: string[] = [];
  for (const b of blocks) {
    for (const k of Object.keys(b.context)) if (!context.includes(k)) context.push(k);
    let after = -1;
    for (const c of b.grid.columns) {
      if (c.print === true || context.includes(c.key)) continue;
      const at = keys.indexOf(c.key);
      if (at < 0) keys.splice((after += 1), 0, c.key);
      else after = at;
    }
  }
  if (!context.includes("event")) context.unshift("event");
  const rows = [line([...context, ...keys])];
  for (const b of blocks) {
    const at = new Map(b.grid.columns.map((c, i) => [c.key, i]));
    for (const r of b.grid.rows) {
      rows.push(
        line([
          ...context.map((k) => b.context[k]),
          ...keys.map((k) => {
            const i = at.get(k);
            if (i === undefined) return undefined;
            const c = r[i]!;
            return c.value ?? (c.text === "" ? undefined : c.text);
          }),
        ]),
      );
    }
  }
  return rows;
};

/**
 * The publication as CSV: the ranking (one row per contestant and field, its players filled), the matches
 * and each match's boards (team events), then with `--travellers` the board by board results, with
 * `--recaps` each contestant's boards, and the notices (a name spelt two ways merged, boards not played);
 * each block has its own header line, blocks are separated by an empty line. Numbers unformatted; CRLF line
 * ends (RFC 4180).
 */
export const publicationCsv = (p: Publication): string => {
  const blocks: string[][] = [];
  const all = <K extends "rankings" | "matches" | "travellers" | "recaps">(k: K): Block[] =>
    p.events.flatMap((ev) => ev[k]);
  blocks.push(
    all("rankings").length > 0
      ? csvTable(all("rankings"))
      : [line(["event", "field", "rank", "pair", "players"])],
  );
  const matches = all("matches");
  const summaries = matches.filter((b) => b.kind === "matches");
  const perMatch = matches.filter((b) => b.kind === "match");
  if (summaries.length > 0) blocks.push(csvTable(summaries));
  if (perMatch.length > 0) blocks.push(csvTable(perMatch));
  if (all("travellers").length > 0) blocks.push(csvTable(all("travellers")));
  if (all("recaps").length > 0) blocks.push(csvTable(all("recaps")));
  if (p.notices.length > 0) blocks.push([line(["notice"]), ...p.notices.map((n) => line([n]))]);
  return `${blocks.map((b) => b.join("\r\n")).join("\r\n\r\n")}\r\n`;
};

/** The session as CSV (`publicationOf`, printed). */
export const renderScoreCsv = (report: ScoreReport): string => publicationCsv(publicationOf(report));
