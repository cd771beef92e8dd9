import { type Card, type Rank, rankValue, type Seat } from "@bridgelaw/cards";
import { peek } from "@bridgelaw/log";
import type { PenaltyCard, PlayState, Trick } from "../state.ts";
import { leadOf } from "../trick.ts";

const rank = (c: Card): number => rankValue(c[1] as Rank);

/**
 * Law 59: a player who cannot lead or play as a rectification requires (no card of the required suit, only
 * cards of a forbidden suit, or the duty to follow suit first) may play any otherwise legal card.
 */
export const law59Inability = (base: readonly Card[], allowed: (card: Card) => boolean): Card[] => {
  const r = base.filter(allowed);
  return r.length > 0 ? r : [...base];
};

/** The penalty cards a defender has on the table. */
export const penaltyCardsOf = (p: PlayState, seat: Seat): PenaltyCard[] =>
  peek(peek(p).penaltyCards).filter((pc) => pc.seat === seat);

/** Steps 1–2 of the legal-play function: the suit duty (44C), then restrictions (Law 59 if none can be met). */
export const restrictedCards = (draft: PlayState, seat: Seat, trick: Trick): Card[] => {
  // read as plain lists (in a draft, no draft of the play's values, nor per card or restriction)
  const p = peek(draft);
  const hand = peek(peek(p.hands)[seat]);
  const lead = leadOf(trick);
  const suitLed = lead?.card[0];
  let base: readonly Card[] = hand;
  if (suitLed !== undefined) {
    const follow = hand.filter((c) => c[0] === suitLed);
    if (follow.length > 0) base = follow; // 44C: following suit comes before every other requirement
  }
  const leads = lead === undefined ? peek(p.leadRestrictions).filter((r) => r.seat === seat) : [];
  const plays = peek(p.playRestrictions).filter((r) => r.seat === seat && r.trick === trick.number);
  if (leads.length === 0 && plays.length === 0) return [...base];
  const held = (suit: string | undefined): Card[] => hand.filter((c) => c[0] === suit);
  const allowed = (c: Card): boolean =>
    leads.every((r) =>
      r.kind === "require" ? r.suits.includes(c[0] as never) : !r.suits.includes(c[0] as never),
    ) &&
    plays.every((r) => {
      switch (r.kind) {
        case "highest":
          return (
            c ===
            held(suitLed).reduce<Card | undefined>(
              (a, b) => (a === undefined || rank(b) > rank(a) ? b : a),
              undefined,
            )
          );
        case "lowest":
          return (
            c ===
            held(suitLed).reduce<Card | undefined>(
              (a, b) => (a === undefined || rank(b) < rank(a) ? b : a),
              undefined,
            )
          );
        case "require":
          return c[0] === r.suit;
        case "forbid":
          return c[0] !== r.suit;
        default:
          return r.cards?.includes(c) ?? true;
      }
    });
  return law59Inability(base, allowed);
};

/** The major penalty cards among the cards a defender may play now (50D1(a): two or more → declarer designates, 51A). */
export const majorPenaltyChoices = (p: PlayState, seat: Seat, restricted: readonly Card[]): Card[] => {
  const majors = peek(peek(p).penaltyCards)
    .filter((pc) => pc.seat === seat && pc.kind === "major")
    .map((pc) => pc.card);
  return majors.length === 0 ? [] : restricted.filter((c) => majors.includes(c));
};

/**
 * The legal-play function (Laws 44, 50, 51, 52, 57, 59, 61): the suit duty, then lead and play
 * restrictions, then major penalty cards (50D1: at the first legal opportunity), then a minor penalty card
 * (50C: no other card of its suit below honour rank).
 */
export const legalFor = (p: PlayState, seat: Seat, trick: Trick): Card[] => {
  const now = peek(p);
  if (peek(now.hands)[seat].length === 0) return [];
  const r = restrictedCards(p, seat, trick);
  const penaltyCards = peek(now.penaltyCards);
  if (penaltyCards.length === 0) return r;
  const majors = majorPenaltyChoices(p, seat, r);
  if (majors.length > 0) return majors;
  const minors = penaltyCards.filter((pc) => pc.seat === seat && pc.kind === "minor");
  if (minors.length === 0) return r;
  const out = r.filter((c) => minors.every((m) => c === m.card || c[0] !== m.card[0] || rank(c) >= 10));
  return out.length > 0 ? out : r;
};
