/**
 * The double-dummy solver as the checker uses it: one place, so that the claims package depends on the
 * solver's public API only (`@bridgelaw/double-dummy`: `solve`, `Position`).
 */
export type { Position } from "../../double-dummy/src/position.ts";
export { solve } from "../../double-dummy/src/solve.ts";
