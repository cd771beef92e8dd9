import type { Strain } from "./calls.ts";
import { type Card, type Rank, rankValue } from "./cards.ts";
import type { Seat } from "./seats.ts";

/**
 * Law 44E/44F: a trick is won by the highest trump in it, else by the highest card of the suit led (the
 * first card is the lead).
 */
export const trickWinner = <C extends { readonly seat: Seat; readonly card: Card }>(
  cards: readonly C[],
  strain: Strain,
): Seat => {
  let best = cards[0]!;
  for (const pc of cards) {
    const s = pc.card[0];
    const b = best.card[0];
    if (s === b) {
      if (rankValue(pc.card[1] as Rank) > rankValue(best.card[1] as Rank)) best = pc;
    } else if (s === strain && b !== strain) best = pc;
  }
  return best.seat;
};
