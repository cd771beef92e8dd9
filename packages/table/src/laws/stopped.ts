// The board the Director does not let be played (any further): no call or card is taken once he has said so.
import { DomainRejection } from "@bridgelaw/log";
import type { TableRecipe } from "../state.ts";
import { lawFacts } from "./facts.ts";

/** 13B2, 15B1, 15C (2007): once the Director has stopped the board, a call or a card is refused with its line. */
export const notPlayedWhenStopped =
  <E>(what: string, next: TableRecipe<E>): TableRecipe<E> =>
  (d, e, position) => {
    const stopped = lawFacts(d).stopped;
    if (stopped !== null) {
      throw new DomainRejection(
        `${what} on a board the Director does not let be played (${stopped.law}, position ${stopped.position}): an adjusted score`,
      );
    }
    next(d, e, position);
  };
