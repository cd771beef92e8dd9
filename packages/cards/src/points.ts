import { rankOf } from "./cards.ts";
import type { Hand } from "./deals.ts";

/** The high-card points of each honour (the Milton Work count: ace 4, king 3, queen 2, jack 1). */
const POINTS: Readonly<Record<string, number>> = { A: 4, K: 3, Q: 2, J: 1 };

/**
 * A hand's high-card points (HCP), the Milton Work count printed on hand records: 4 for an ace, 3 a king,
 * 2 a queen, 1 a jack. A deal's four hands hold 40 between them.
 */
export const highCardPoints = (hand: Hand): number =>
  hand.reduce((sum, card) => sum + (POINTS[rankOf(card)] ?? 0), 0);
