import type { ClaimCheckInput, ClaimReport } from "@bridgelaw/claims";
import type { DdTable } from "@bridgelaw/double-dummy";

/**
 * Work sent to a double-dummy worker, with its number in the pool: the 20-result table of a deal (its PBN
 * deal string), or the claim checker's report on a claim (Laws 68–71: the checker's input, plain data).
 */
export type DdRequest =
  | { readonly id: number; readonly kind: "table"; readonly deal: string }
  | { readonly id: number; readonly kind: "claim"; readonly input: ClaimCheckInput };

/** A worker's answer: the deal's table or the claim's report, or why it could not be done. */
export type DdReply =
  | { readonly id: number; readonly ok: true; readonly kind: "table"; readonly table: DdTable }
  | { readonly id: number; readonly ok: true; readonly kind: "claim"; readonly report: ClaimReport }
  | { readonly id: number; readonly ok: false; readonly message: string };
