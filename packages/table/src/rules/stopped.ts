// The board the Director does not let be played (any further): no call or card is taken once he has said so.
import { DomainRejection } from "@bridgelaw/log";
import type { TableRecipe } from "../state.ts";
import { lawFacts } from "./facts.ts";

/**
 * 13B2, 15B1, 15C (2007): once the Director has stopped the board, a call or a card is refused with the Law
 * and position of his decision (`BoardNotPlayed`, naming the event refused). `notPlayedWhenStopped(next)`; the
 * older form `notPlayedWhenStopped(what, next)` takes a description it no longer uses (the refusal names the
 * event by its type).
 */
export function notPlayedWhenStopped<E extends { readonly type: string }>(
  next: TableRecipe<E>,
): TableRecipe<E>;
/** @deprecated `what` is not used: the refusal names the event by its type. */
export function notPlayedWhenStopped<E extends { readonly type: string }>(
  what: string,
  next: TableRecipe<E>,
): TableRecipe<E>;
export function notPlayedWhenStopped<E extends { readonly type: string }>(
  a: string | TableRecipe<E>,
  b?: TableRecipe<E>,
): TableRecipe<E> {
  const next = typeof a === "string" ? b! : a;
  return (d, e, position) => {
    const stopped = lawFacts(d).stopped;
    if (stopped !== null) {
      throw new DomainRejection({
        _tag: "BoardNotPlayed",
        law: stopped.law,
        event: e.type,
        at: stopped.position,
      });
    }
    next(d, e, position);
  };
}
