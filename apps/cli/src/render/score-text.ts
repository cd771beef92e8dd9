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

const table = (columns: readonly Column[], rows: readonly (readonly Cell[])[], foot?: readonly Cell[]) =>
  grid(
    columns.map((c) => c.title),
    [...rows, ...(foot === undefined ? [] : [foot])].map((r) => r.map((c) => c.text)),
    columns.map((c) => c.numeric),
  );

/** A block as text: its title, its table (and the table under it), its notes. */
export const blockText = (b: Block): string[] => {
  const g = printed(b.grid);
  const out = [b.title, ...table(g.columns, g.rows, g.foot)];
  if (b.sub !== undefined) {
    const s = printed(b.sub.grid);
    out.push(`  ${b.sub.title}`, ...table(s.columns, s.rows).map((l) => `  ${l}`));
  }
  out.push(...b.notes.map((n) => `  ${n}`));
  return out;
};

/** The publication as text: the notices, then each event's ranking first, its matches, travellers, recaps. */
export const publicationText = (p: Publication): string => {
  const out: string[] = [];
  if (p.notices.length > 0) out.push(...p.notices, "");
  for (const ev of p.events) {
    out.push(labelled(ev.name, ev.description), "");
    for (const b of [...ev.rankings, ...ev.matches, ...ev.travellers, ...ev.recaps])
      out.push(...blockText(b), "");
  }
  if (p.legend.length > 0) {
    const width = Math.max(...p.legend.map((l) => l.law.length));
    out.push(t("legendTitle"), ...p.legend.map((l) => `  ${l.law.padEnd(width)}  ${l.text}`), "");
  }
  if (p.unscored !== null)
    out.push(p.unscored.title, ...p.unscored.lines.map((l) => `  ${l}`), `  ${p.unscored.how}`, "");
  if (p.rulings !== null)
    out.push(p.rulings.title, ...p.rulings.lines.map((l) => `  ${l}`), `  ${p.rulings.how}`, "");
  if (p.warnings.length > 0) out.push(t("warningsTitle"), ...p.warnings.map((w) => `  ${w}`), "");
  return `${out.join("\n").trimEnd()}\n`;
};

/** The session as text (`publicationOf`, printed). */
export const renderScoreText = (report: ScoreReport): string => publicationText(publicationOf(report));
