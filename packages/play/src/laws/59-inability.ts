import type { Card } from "@bridgelaw/cards";

/**
 * Law 59: a player who cannot lead or play as a rectification requires (no card of the required suit, only
 * cards of a forbidden suit, or the duty to follow suit first) may play any otherwise legal card.
 */
export const law59Inability = (base: readonly Card[], allowed: (card: Card) => boolean): Card[] => {
  const r = base.filter(allowed);
  return r.length > 0 ? r : [...base];
};
