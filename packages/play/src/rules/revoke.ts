import { type Card, type Seat, type Suit, sideOf } from "@bridgelaw/cards";
import { peek } from "@bridgelaw/log";
import type { PlayDraft, PlayState, Revoke, RevokeKind, Trick } from "../state.ts";
import { note } from "../step.ts";
import { holdsSuit, leadOf } from "../trick.ts";
import { majorPenaltyChoices, restrictedCards } from "./legal.ts";

/*
 * What a revoke is (61A) and when it becomes established (63A1, 63A2): the rules every card placed in a trick
 * goes through (`place.ts`), and the Laws that play to a later trick (53, 57) share. Below the Law files; what
 * follows attention to a revoke is in `laws/62-correction.ts`, `laws/63-establishment.ts` (63A3, 63A4) and
 * `laws/64-trick-adjustment.ts`.
 */

/**
 * Law 61A: a card outside the legal set (`legalCards`) when a legal card was available is a revoke: a failure to
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

/**
 * Law 63A: a revoke becomes established when the offender or his partner (for the declaring side, either
 * hand) leads or plays to a later trick, legally or not (63A1), or names or designates a card to be played
 * to it (63A2). Called with the trick the card goes to. Once established it may not be corrected (63B),
 * except under 62C3 and 62D1.
 */
export const law63Establish = (
  d: PlayDraft,
  seat: Seat,
  trick: number,
  position: number,
  clause: "63A1" | "63A2",
): void => {
  const side = sideOf(seat);
  const isDue = (r: Revoke): boolean =>
    r.status === "committed" && r.trick < trick && sideOf(r.offender) === side;
  // found by reading the revokes as they stand; only those that change are drafted
  if (!peek(peek(d).revokes).some(isDue)) return;
  const due = d.revokes.filter(isDue);
  for (const r of due) {
    r.status = "established";
    r.establishedAt = position;
    r.establishedBy = clause;
  }
  for (const r of due) {
    note(d, {
      _tag: "RevokeEstablished",
      position,
      law: clause,
      offender: r.offender,
      trick: r.trick,
      card: r.card,
      seat,
      to: trick,
    });
  }
};
