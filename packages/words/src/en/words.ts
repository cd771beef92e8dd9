import { SEAT_NAMES, type Seat } from "@bridgelaw/cards";
import type { LangWords } from "../words.ts";

/** How English writes a list: `a, b` by default, `a or b`, `a and b`. */
const list = (items: readonly string[], how: string | undefined): string =>
  items.join(how === "or" ? " or " : how === "and" ? " and " : ", ");

/**
 * The English words of the vocabulary, as a Director writes them in the audit trail: seats by name (North),
 * cards, calls, suits and strains by their tokens (SK, 1H, S, NT), sides as NS and EW, Law ids bare.
 */
export const EN: LangWords = {
  locale: "en",
  seat: (s) => SEAT_NAMES[s as Seat] ?? String(s),
  card: (c) => c,
  call: (c) => c,
  suit: (s) => s,
  strain: (s) => s,
  side: (s) => s,
  law: (l) => l,
  list,
  madeCall: (m, at) =>
    m.seat !== undefined && m.call !== undefined
      ? `${SEAT_NAMES[m.seat as Seat] ?? m.seat}'s ${m.call}${at ? ` at ${m.position}` : ""}`
      : `position ${m.position}`,
};
