import type { AuditEntry, TableState } from "./state.ts";

/** Appends derived consequences to the audit trail. */
export const withAudit = (s: TableState, entries: readonly AuditEntry[]): TableState =>
  entries.length === 0 ? s : { ...s, audit: s.audit.concat(entries) };
