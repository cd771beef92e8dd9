import { lawNumber } from "@bridgelaw/cards";
import type { BoardView } from "@bridgelaw/table";
import { ref, t } from "../texts.ts";
import { describe } from "../words.ts";
import { pad, padStart, trimLines } from "./text.ts";

/** The audit trail: one line per derived consequence, with the log position of its cause and its Law. */
export const renderAudit = (view: BoardView): string => {
  if (view.audit.length === 0) return "";
  const posWidth = Math.max(3, ...view.audit.map((a) => String(a.position).length));
  const refs = view.audit.map((a) => ref(a.law));
  const lawWidth = Math.max(...refs.map((r) => r.length)) + 2;
  const out = [t("auditTrail")];
  view.audit.forEach((a, i) => {
    out.push(`  ${padStart(String(a.position), posWidth)}  ${pad(refs[i]!, lawWidth)}${describe(a)}`);
  });
  return trimLines(out.join("\n"));
};

/** The numbers of the Laws 1–93 the audit trail cites, in order. */
export const lawsCited = (view: BoardView): number[] =>
  [...new Set(view.audit.map((a) => lawNumber(a.law)).filter((n): n is number => n !== null))].sort(
    (a, b) => a - b,
  );
