/**
 * The double-dummy solver as the checker uses it (`@bridgelaw/double-dummy`): one place for its API.
 */
export { bestLines, type Position, solve } from "@bridgelaw/double-dummy";
