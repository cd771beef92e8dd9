import type { Decider } from "@bridgelaw/log";
import type { TableCommand } from "./commands/commands.ts";
import { decideTable } from "./commands/decide.ts";
import type { TableEvent } from "./events.ts";
import { tableEvolution } from "./evolution.ts";
import type { TableState } from "./state.ts";

export * from "./commands/actor.ts";
export { dummyFaced, ROLES } from "./commands/authority.ts";
export * from "./commands/commands.ts";
export { commandOf, decideTable, parseTableCommand, tryDecideTable } from "./commands/decide.ts";
export * from "./commands/errors.ts";
export { actorOf } from "./commands/origin.ts";
export * from "./commands/refusals.ts";

/**
 * The whole board as one Decider: every table action as a command (README, "Commands"). Its
 * transitions are immer recipes with two runners: `evolve` (pure, one event at a time) and `bulk` (a whole
 * log on one private mutable state: what `replay` uses).
 */
export const tableDecider: Decider<TableCommand, TableEvent, TableState> = {
  ...tableEvolution,
  decide: decideTable,
};
