import { type Card, type Rank, rankValue, type Seat, type Strain } from "@bridgelaw/cards";

/**
 * The winner of a trick (Law 44): the highest trump, else the highest card of the suit led. The formats need
 * it to know who leads next while they turn PBN's fixed columns and LIN's card list into seats; the board
 * log itself is derived by `@bridgelaw/table`.
 */
export const trickWinner = (
  cards: readonly { readonly seat: Seat; readonly card: Card }[],
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
