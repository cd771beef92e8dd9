import type { Decider } from "@bridgelaw/log";
import type { TableCommand } from "./commands/commands.ts";
import { decideTable } from "./commands/decide.ts";
import type { TableEvent } from "./events.ts";
import { evolveTable } from "./evolve.ts";
import { initialTableState, type TableState } from "./state.ts";

export * from "./commands/actor.ts";
export { ROLES } from "./commands/authority.ts";
export * from "./commands/commands.ts";
export { commandOf, decideTable, tryDecideTable } from "./commands/decide.ts";
export * from "./commands/errors.ts";

/** The whole board as one Decider (design §2): every table action as a command (README, "Commands"). */
export const tableDecider: Decider<TableCommand, TableEvent, TableState> = {
  initialState: initialTableState,
  evolve: evolveTable,
  decide: decideTable,
};
