import type { BoardReplay } from "@bridgelaw/table";

const SKIP = new Set(["type", "seq", "prev", "hash", "sealed", "at", "by", "note"]);

/** One event as the Director reads it: its type, then its fields (`CallMade S 1NT`, `OptionChosen S 27A1 refuse`). */
export const describeEvent = (record: Readonly<Record<string, unknown>>): string => {
  const fields = Object.entries(record)
    .filter(([k]) => !SKIP.has(k))
    .map(([k, v]) =>
      k === "seat" || k === "call" || k === "card"
        ? String(v)
        : `${k}=${typeof v === "string" ? v : JSON.stringify(v)}`,
    );
  const by = typeof record.by === "string" ? ` (by ${record.by})` : "";
  const at = typeof record.at === "string" ? ` at ${record.at}` : "";
  return `${String(record.type)} ${fields.join(" ")}${by}${at}`.trim();
};

/**
 * `bridgelaw audit`: the timeline of a board: each event in log order, then what the Law derived from it
 * (the audit entries caused by that event, each with its Law id).
 */
export const renderTimeline = (replay: BoardReplay): string => {
  const byPosition = new Map<number, string[]>();
  for (const a of replay.view.audit) {
    const list = byPosition.get(a.position) ?? [];
    list.push(`Law ${a.law}: ${a.text}`);
    byPosition.set(a.position, list);
  }
  const width = String(replay.lines.length).length;
  const out: string[] = [];
  replay.lines.forEach((line, i) => {
    const position = i + 1;
    out.push(`${String(position).padStart(width)}  ${describeEvent(line.record)}`);
    for (const derived of byPosition.get(position) ?? []) out.push(`${" ".repeat(width)}    → ${derived}`);
  });
  const open = [
    ...replay.view.pending.map(
      (p) => `option pending: ${p.seat} under Law ${p.law}: ${p.options.join(" | ")}`,
    ),
    ...replay.view.rulingsNeeded.map(
      (r) => `ruling needed (Law ${r.law}, position ${r.position}): ${r.question}`,
    ),
  ];
  if (open.length > 0) out.push("", ...open);
  return `${out.join("\n")}\n`;
};
