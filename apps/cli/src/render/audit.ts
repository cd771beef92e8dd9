import type { BoardView } from "@bridgelaw/table";
import { describe } from "../words.ts";
import { pad, padStart, trimLines } from "./text.ts";

/** The audit trail: one line per derived consequence, with the log position of its cause and its Law. */
export const renderAudit = (view: BoardView): string => {
  if (view.audit.length === 0) return "";
  const posWidth = Math.max(3, ...view.audit.map((a) => String(a.position).length));
  const lawWidth = Math.max(...view.audit.map((a) => a.law.length)) + 6;
  const out = ["Audit trail (log position, Law, consequence)"];
  for (const a of view.audit) {
    out.push(`  ${padStart(String(a.position), posWidth)}  ${pad(`Law ${a.law}`, lawWidth)}${describe(a)}`);
  }
  return trimLines(out.join("\n"));
};
