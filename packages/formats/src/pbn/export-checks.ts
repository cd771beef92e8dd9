import { type Problem, warning } from "../problems.ts";
import { readDealValue } from "./deal-value.ts";
import { MTS, type PbnRecord } from "./records.ts";

/**
 * The stricter rules of the export format (§2.1, §2.3, §3.3–§3.6), checked for games after `% EXPORT`:
 * CRLF line ends, no tabs, one tag pair per line at the left, the mandatory tags in order, at most four calls
 * or cards per line, canonical values. Each deviation is a warning: the game is still read.
 */
export const checkExportFormat = (record: PbnRecord): Problem[] => {
  const problems: Problem[] = [];
  const w = (line: number, message: string): void => {
    problems.push(warning("export-format", line, `export format: ${message}`));
  };
  const chunk = record.chunk;
  if (chunk.bareLineEnds > 0) w(record.line, `${chunk.bareLineEnds} line(s) do not end with CRLF`);
  for (const line of chunk.tabLines) w(line, "tab character");
  const tagLines = new Map<number, number>();
  for (const item of chunk.items) {
    if (item.kind !== "tag") continue;
    if (item.col !== 0) w(item.line, `tag ${item.name} does not start at the left of its line`);
    tagLines.set(item.line, (tagLines.get(item.line) ?? 0) + 1);
  }
  for (const [line, n] of tagLines) if (n > 1) w(line, `${n} tag pairs on one line`);
  let previous = -1;
  for (const name of MTS) {
    const tag = record.tags.get(name);
    if (tag === undefined) {
      w(record.line, `mandatory tag ${name} is missing`);
      continue;
    }
    if (tag.line === 0) continue;
    if (tag.line < previous) w(tag.line, `mandatory tag ${name} is out of order`);
    previous = Math.max(previous, tag.line);
  }
  const vul = record.tags.get("Vulnerable");
  if (vul && !["None", "NS", "EW", "All", "", "?"].includes(vul.value)) {
    w(vul.line, `Vulnerable "${vul.value}" is written None, NS, EW or All`);
  }
  const deal = record.tags.get("Deal");
  const dealer = record.tags.get("Dealer");
  if (deal && deal.value !== "" && deal.value !== "?") {
    const d = readDealValue(deal.value).deal;
    if (d !== null && dealer && /^[NESW]$/.test(dealer.value) && d.first !== dealer.value) {
      w(deal.line, `the deal starts with ${d.first}, not with the dealer ${dealer.value}`);
    }
    if (d?.unordered) w(deal.line, "the ranks of a suit are not in descending order");
    if (/[a-z]/.test(deal.value)) w(deal.line, "the deal is not in upper case");
  }
  for (const name of ["Auction", "Play"] as const) {
    const section = record.sections.get(name);
    if (!section) continue;
    const perLine = new Map<number, number>();
    for (const t of section.tokens) {
      for (const part of t.text.split(/(?==\d+=|\$)/)) {
        if (/^[A-Za-z0-9-]+$/.test(part) || part === "+") perLine.set(t.line, (perLine.get(t.line) ?? 0) + 1);
      }
    }
    for (const [line, n] of perLine) {
      if (n > 4) w(line, `${n} ${name === "Auction" ? "calls" : "cards"} on one line (at most 4)`);
    }
  }
  return problems;
};
