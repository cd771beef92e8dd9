import type { BoardEntry } from "./consequences.ts";
import type { TableDraft } from "./state.ts";

/** Appends derived consequences to the audit trail (amortised O(1) an entry: the trail only grows). */
export const addAudit = (d: TableDraft, entries: readonly BoardEntry[]): void => {
  for (const e of entries) d.audit.push(e as TableDraft["audit"][number]);
};
