import type { Decider } from "@bridgelaw/log";
import type { TableEvent } from "./events.ts";
import { applyTableEvent, evolveTable } from "./evolve.ts";
import { initialTableState, startTable, type TableState } from "./state.ts";

/**
 * The table Decider's transitions without its `decide`: what a replay needs (`replayLog` uses it, so a
 * program that only replays does not carry the commands). `tableDecider` is this with `decide`.
 */
export const tableEvolution = {
  initialState: initialTableState,
  evolve: evolveTable,
  bulk: { start: startTable, apply: applyTableEvent },
} satisfies Pick<Decider<unknown, TableEvent, TableState>, "initialState" | "evolve" | "bulk">;
