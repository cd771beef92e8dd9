import { cardIndex, DECK, type Deal, parseDeal, SEAT_NAMES, SEATS, type Seat } from "@bridgelaw/cards";
import { type DealError, InvalidDealError } from "./errors.ts";

export type DealValidation =
  | { readonly ok: true }
  | { readonly ok: false; readonly errors: readonly DealError[] };

const CARDS_IN_A_HAND = 13;

/**
 * Laws 1A, 6B, 7B2, 13, 14: a deal is valid when its four hands hold the 52 distinct cards, 13 each.
 * Errors come in a fixed order: wrong counts (N E S W), then duplicated cards, then missing cards (each in
 * pack order), so the same deal always gives the same report.
 */
export function validateDeal(deal: Deal): DealValidation {
  if (isWholeDeck(deal)) return { ok: true };
  const errors: DealError[] = [];
  for (const seat of SEATS) {
    const count = deal[seat].length;
    if (count !== CARDS_IN_A_HAND) {
      // Law 7B2: each player counts 13 cards; more is Law 13, fewer is Law 14
      const law = count > CARDS_IN_A_HAND ? "Law 13" : "Law 14";
      errors.push({
        _tag: "WrongCardCount",
        seat,
        count,
        reason: `${SEAT_NAMES[seat]} holds ${count} cards, not ${CARDS_IN_A_HAND} (Law 7B2; ${law})`,
      });
    }
  }
  const holders: Seat[][] = DECK.map(() => []);
  for (const seat of SEATS) for (const card of deal[seat]) holders[cardIndex(card)]!.push(seat);
  DECK.forEach((card, i) => {
    const seats = holders[i]!;
    if (seats.length > 1) {
      errors.push({
        _tag: "DuplicateCard",
        card,
        seats,
        reason: `${card} is found ${seats.length} times (${seats.map((s) => SEAT_NAMES[s]).join(", ")}) (Law 1A)`,
      });
    }
  });
  DECK.forEach((card, i) => {
    if (holders[i]!.length === 0) {
      errors.push({ _tag: "MissingCard", card, reason: `${card} is in no hand (Law 14)` });
    }
  });
  return errors.length === 0 ? { ok: true } : { ok: false, errors };
}

/** Throws `InvalidDealError` (with every error) unless the deal is valid. */
export function assertValidDeal(deal: Deal): void {
  const result = validateDeal(deal);
  if (!result.ok) throw new InvalidDealError(result.errors);
}

/** Parses a PBN deal string (`@bridgelaw/cards` codec) and checks it is a valid deal. */
export function parseValidDeal(text: string): Deal {
  const deal = parseDeal(text);
  assertValidDeal(deal);
  return deal;
}

/**
 * Which law a wrong card count falls under. Law 13 when some hand holds more than 13 cards, Law 14
 * when some hand holds fewer and none more, `null` when every hand holds 13.
 */
export const incorrectCountLaw = (deal: Deal): "13" | "14" | null => {
  const counts = SEATS.map((s) => deal[s].length);
  if (counts.some((c) => c > CARDS_IN_A_HAND)) return "13";
  if (counts.some((c) => c < CARDS_IN_A_HAND)) return "14";
  return null;
};

/** Whether each seat holds 13 cards and the 52 cards are there once each (the case of every valid deal). */
const isWholeDeck = (deal: Deal): boolean => {
  let low = 0;
  let high = 0;
  for (const seat of SEATS) {
    const hand = deal[seat];
    if (hand.length !== CARDS_IN_A_HAND) return false;
    for (const card of hand) {
      const i = cardIndex(card);
      if (!(i >= 0 && i < 52)) return false;
      const bit = i < 26 ? 1 << i : 1 << (i - 26);
      if (((i < 26 ? low : high) & bit) !== 0) return false;
      if (i < 26) low |= bit;
      else high |= bit;
    }
  }
  return true;
};
