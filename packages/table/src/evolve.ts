import { DomainRejection } from "@bridgelaw/log";
import type { TableEvent } from "./events.ts";
import { changeCall, explanation, makeCall } from "./phases/auction.ts";
import { startBoard } from "./phases/board.ts";
import { playCard } from "./phases/play.ts";
import { attentionDrawn, cardExposed, chooseOption, directorRuled } from "./phases/shared.ts";
import type { TableState } from "./state.ts";

type Handler<T extends TableEvent["type"]> = (
  s: TableState,
  e: Extract<TableEvent, { type: T }>,
  position: number,
) => TableState;

/** Where each event type goes (design §2: the table routes each event to its phase). */
const HANDLERS: { readonly [T in TableEvent["type"]]: Handler<T> } = {
  BoardStarted: startBoard,
  CallMade: makeCall,
  CardPlayed: playCard,
  OptionChosen: chooseOption,
  DirectorRuled: directorRuled,
  AttentionDrawn: attentionDrawn,
  CallChanged: changeCall,
  CardExposed: cardExposed,
  Alerted: explanation,
  Explained: explanation,
  ExplanationCorrected: explanation,
};

/** Applies one event of the log. */
export const evolveTable = (state: TableState, event: TableEvent): TableState => {
  const position = state.applied + 1;
  if (event.type !== "BoardStarted" && state.setup === null) {
    throw new DomainRejection(`${event.type} before BoardStarted: the first event of a log opens the board`);
  }
  const handler = HANDLERS[event.type] as Handler<TableEvent["type"]>;
  return { ...handler(state, event, position), applied: position };
};
