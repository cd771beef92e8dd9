/**
 * What a hand viewer and a hand record show beside a deal, counted from the deal itself: high-card points
 * (ace 4, king 3, queen 2, jack 1: the count every hand record prints). The tricks and par come from
 * `@bridgelaw/double-dummy` (in workers: `double-dummy.ts`).
 */
const POINTS: Readonly<Record<string, number>> = { A: 4, K: 3, Q: 2, J: 1 };

/** High-card points of a PBN hand string (`AKQ2.KJ5.T98.A43` → 17). */
export const highCardPoints = (hand: string): number => [...hand].reduce((n, r) => n + (POINTS[r] ?? 0), 0);
