/**
 * @bridgelaw/double-dummy: a double-dummy solver. Positions and deals use the types of @bridgelaw/cards.
 */
export { type DdsDeal, parseDdsFile } from "./ddsfile.ts";
export { createEngine, type Engine, loadSolver, type SearchOptions } from "./engine.ts";
export { type BestLine, bestLines } from "./lines.ts";
export { contractScore, type Par, par } from "./par.ts";
export { gather, legalCards, playCard, seatToMove, trickWinner } from "./play.ts";
export { type Position, PositionError } from "./position.ts";
export { type Solution, solve, tricksFor } from "./solve.ts";
export { type DdTable, ddTable } from "./table.ts";
