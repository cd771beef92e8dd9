import type { Call, Card, Seat } from "@bridgelaw/cards";
import { type Decider, DomainRejection } from "@bridgelaw/log";
import { CardNotHeld } from "@bridgelaw/play";
import type { BoardStarted, TableEvent } from "./events.ts";
import { applyTableEvent, evolveTable } from "./evolve.ts";
import { initialTableState, startTable, type TableState } from "./state.ts";

/** What a player or a table terminal asks to do; `decide` turns it into the facts to log. */
export type TableCommand =
  | { readonly type: "StartBoard"; readonly board: Omit<BoardStarted, "type"> }
  | { readonly type: "MakeCall"; readonly seat: Seat; readonly call: Call }
  | { readonly type: "PlayCard"; readonly seat: Seat; readonly card: Card };

/**
 * Records a command as events. Irregular actions are facts and are recorded (design §1); only what is
 * physically impossible is refused, with the same DomainRejection replay would raise.
 */
export const decideTable = (command: TableCommand, state: TableState): readonly TableEvent[] => {
  const event: TableEvent =
    command.type === "StartBoard"
      ? { type: "BoardStarted", ...command.board }
      : command.type === "MakeCall"
        ? { type: "CallMade", seat: command.seat, call: command.call }
        : { type: "CardPlayed", seat: command.seat, card: command.card };
  try {
    evolveTable(state, event);
  } catch (err) {
    if (err instanceof CardNotHeld) throw new DomainRejection(err.message);
    throw err;
  }
  return [event];
};

/**
 * The whole board as one Decider (design §2). Its transitions are immer recipes with two runners: `evolve`
 * (pure, one event) and `bulk` (a whole log on one private mutable state, what `replay` uses).
 */
export const tableDecider: Decider<TableCommand, TableEvent, TableState> = {
  initialState: initialTableState,
  evolve: evolveTable,
  decide: decideTable,
  bulk: { start: startTable, apply: applyTableEvent },
};
