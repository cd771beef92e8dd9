import type { Card, Seat, Suit } from "@bridgelaw/cards";
import { majorPenaltyChoices, restrictedCards } from "../legal.ts";
import type { PlayState, Revoke, RevokeKind, Trick } from "../state.ts";
import { holdsSuit, leadOf } from "../trick.ts";

/**
 * Law 61A: a card outside the legal set (spec §0.6) when a legal card was available is a revoke: a failure to
 * follow suit (44C), or to lead or play a card or suit the Laws require (a penalty card, 50D/52; a lead or
 * play restriction, 50D2, 51B, 26, 57A). Law 59 cases are not revokes (the legal set already allows them).
 * The engine records it as committed; nothing is rectified until attention is drawn (Law 63, 72B2).
 */
export const law61Revoke = (p: PlayState, seat: Seat, card: Card, trick: Trick, position: number): Revoke => {
  const hand = p.hands[seat];
  const suitLed = leadOf(trick)?.card[0] as Suit | undefined;
  let kind: RevokeKind;
  if (seat === p.dummy) kind = "dummy";
  else if (penaltyCardDue(p, seat, card, trick)) kind = "penalty-card";
  else if (suitLed !== undefined && card[0] !== suitLed && holdsSuit(hand, suitLed)) kind = "follow-suit";
  else kind = "required";
  return {
    trick: trick.number,
    offender: seat,
    card,
    position,
    status: "committed",
    law: "61A",
    kind,
    suit: suitLed ?? (card[0] as Suit),
  };
};

/** The failure was one to play a penalty card: a major one was due (50D1), or a minor one's suit was broken (50C). */
const penaltyCardDue = (p: PlayState, seat: Seat, card: Card, trick: Trick): boolean => {
  if (p.penaltyCards.length === 0) return false;
  if (majorPenaltyChoices(p, seat, restrictedCards(p, seat, trick)).length > 0) return true;
  return p.penaltyCards.some(
    (pc) => pc.seat === seat && pc.kind === "minor" && pc.card !== card && pc.card[0] === card[0],
  );
};
