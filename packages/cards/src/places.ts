/** Places of suits (S H D C: 0 … 3) and ranks (A … 2: 0 … 12) by character code; −1 for anything else. */
const SUIT_PLACE = new Int8Array(128).fill(-1);
const RANK_PLACE = new Int8Array(128).fill(-1);
"SHDC".split("").forEach((s, i) => {
  SUIT_PLACE[s.charCodeAt(0)] = i;
});
"AKQJT98765432".split("").forEach((r, i) => {
  RANK_PLACE[r.charCodeAt(0)] = i;
});

export const suitPlace = (code: number): number => SUIT_PLACE[code] ?? -1;
export const rankPlace = (code: number): number => RANK_PLACE[code] ?? -1;
