import type { Strain } from "./calls.ts";
import type { Card } from "./cards.ts";
import { rankPlace } from "./places.ts";
import type { Seat } from "./seats.ts";

/**
 * Law 44E/44F: a trick is won by the highest trump in it, else by the highest card of the suit led (the
 * first card is the lead).
 */
export const trickWinner = <C extends { readonly seat: Seat; readonly card: Card }>(
  cards: readonly C[],
  strain: Strain,
): Seat => {
  // by character codes: the suit is the first, the rank's place (ace 0 … two 12) from the second
  const trump = strain === "NT" ? -1 : strain.charCodeAt(0);
  let best = cards[0]!;
  let bestSuit = best.card.charCodeAt(0);
  let bestPlace = rankPlace(best.card.charCodeAt(1));
  for (let i = 1; i < cards.length; i += 1) {
    const pc = cards[i]!;
    const s = pc.card.charCodeAt(0);
    const place = rankPlace(pc.card.charCodeAt(1));
    if (s === bestSuit ? place < bestPlace : s === trump) {
      best = pc;
      bestSuit = s;
      bestPlace = place;
    }
  }
  return best.seat;
};
