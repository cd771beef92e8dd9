import type { DdTable } from "@bridgelaw/double-dummy";

/** A deal sent to a double-dummy worker: its number in the pool and its PBN deal string. */
export interface DdRequest {
  readonly id: number;
  readonly deal: string;
}

/** A worker's answer: the deal's table, or why it could not be solved. */
export type DdReply =
  | { readonly id: number; readonly ok: true; readonly table: DdTable }
  | { readonly id: number; readonly ok: false; readonly message: string };
