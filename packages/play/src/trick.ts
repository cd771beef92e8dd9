import { type Card, type Rank, rankValue, type Seat, type Side, seatIndex, sideOf } from "@bridgelaw/cards";
import type { PlayedCard, PlayState, Trick } from "./state.ts";

/** Law 44E/44F (`@bridgelaw/cards`). */
export { trickWinner } from "@bridgelaw/cards";

/** Places in the rotation from the leader: 0 for the leader, 3 for the fourth hand. */
export const offset = (leader: Seat, seat: Seat): number => (seatIndex(seat) - seatIndex(leader) + 4) % 4;

/** Adds a card to a trick in its place in the rotation (the leader's card stays first). */
export const insertCard = (trick: Trick, pc: PlayedCard): Trick => {
  const at = offset(trick.leader, pc.seat);
  const cards = [...trick.cards];
  let i = 0;
  while (i < cards.length && offset(trick.leader, cards[i]!.seat) < at) i += 1;
  cards.splice(i, 0, pc);
  return { ...trick, cards };
};

export const cardOfSeat = (trick: Trick, seat: Seat): PlayedCard | undefined =>
  trick.cards.find((c) => c.seat === seat);

/** The card led to a trick, if the leader's card is in it. */
export const leadOf = (trick: Trick): PlayedCard | undefined => {
  const first = trick.cards[0];
  return first !== undefined && first.seat === trick.leader ? first : undefined;
};

/** Law 44B: the next seat in rotation from the leader that has not played to the trick. */
export const nextInTrick = (trick: Trick): Seat | null => {
  for (let i = 0; i < 4; i += 1) {
    const seat = seatAt(trick.leader, i);
    if (!trick.cards.some((c) => c.seat === seat)) return seat;
  }
  return null;
};

const ORDER: readonly Seat[] = ["N", "E", "S", "W"];
export const seatAt = (leader: Seat, i: number): Seat => ORDER[(seatIndex(leader) + i) % 4]!;

/** A copy of `hands` with `seat`'s hand replaced (fixed shape: hot path of replay). */
export const withHand = (
  hands: Readonly<Record<Seat, readonly Card[]>>,
  seat: Seat,
  hand: readonly Card[],
): Readonly<Record<Seat, readonly Card[]>> => ({
  N: seat === "N" ? hand : hands.N,
  E: seat === "E" ? hand : hands.E,
  S: seat === "S" ? hand : hands.S,
  W: seat === "W" ? hand : hands.W,
});

export const without = (hand: readonly Card[], at: number): Card[] => {
  const out: Card[] = new Array(hand.length - 1);
  for (let i = 0, j = 0; i < hand.length; i += 1) if (i !== at) out[j++] = hand[i]!;
  return out;
};

export const holdsSuit = (hand: readonly Card[], suit: string): boolean => {
  for (const c of hand) if (c[0] === suit) return true;
  return false;
};

/** Takes a card from a hand (it must be there). */
export const takeCard = (p: PlayState, seat: Seat, card: Card): PlayState["hands"] =>
  withHand(p.hands, seat, without(p.hands[seat], p.hands[seat].indexOf(card)));

/** Puts a card back into a hand, in display order. */
export const returnCard = (p: PlayState, seat: Seat, card: Card): PlayState["hands"] =>
  p.hands[seat].includes(card) ? p.hands : withHand(p.hands, seat, sortCards([...p.hands[seat], card]));

const SUIT_ORDER: Readonly<Record<string, number>> = { S: 0, H: 1, D: 2, C: 3 };
const sortCards = (cards: Card[]): Card[] =>
  cards.sort(
    (a, b) => SUIT_ORDER[a[0]!]! - SUIT_ORDER[b[0]!]! || rankValue(b[1] as Rank) - rankValue(a[1] as Rank),
  );

/** Tricks won by each side among the completed tricks (44, 65). */
export const countTricks = (tricks: readonly Trick[]): { NS: number; EW: number } => {
  let ns = 0;
  for (const t of tricks) if (t.winner !== null && sideOf(t.winner) === "NS") ns += 1;
  const done = tricks.filter((t) => t.winner !== null).length;
  return { NS: ns, EW: done - ns };
};

/** Whether a card has been played to any trick (a card the seat no longer holds). */
export const wasPlayed = (p: PlayState, card: Card): boolean =>
  p.tricks.some(
    (t) => t.cards.some((c) => c.card === card) || (t.extra ?? []).some((c) => c.card === card),
  ) ||
  (p.current?.cards.some((c) => c.card === card) ?? false) ||
  (p.stash?.cards.some((c) => c.card === card) ?? false);

export const isDefender = (p: PlayState, seat: Seat): boolean => seat !== p.declarer && seat !== p.dummy;
export const declaringSide = (p: PlayState): Side => sideOf(p.declarer);

/** The position of the last card of a trick (when it was completed). */
export const completedAt = (t: Trick): number => Math.max(...t.cards.map((c) => c.position));

/**
 * Reopens the last completed trick so that a card in it can be corrected (62, 45D1, 67A); the cards already
 * played to the next trick are set aside (`stash`) and stand if the same player still leads it.
 */
export const reopen = (p: PlayState, number: number): PlayState => {
  if (p.current !== null && p.current.number === number) return p;
  const last = p.tricks[p.tricks.length - 1];
  if (last === undefined || last.number !== number) return p;
  const tricks = p.tricks.slice(0, -1);
  // Cards already set aside from a trick further on go back to their hands: that trick will be led again.
  let hands = p.hands;
  for (const pc of p.stash?.cards ?? []) hands = returnCard({ ...p, hands }, pc.seat, pc.card);
  return {
    ...p,
    hands,
    tricks,
    current: { ...last, winner: null },
    stash: p.current !== null && p.current.cards.length > 0 ? p.current : null,
    tricksWon: countTricks(tricks),
    ended: false,
  };
};

/** Takes a seat's card out of the current trick (or the set-aside next trick) and back into his hand. */
export const withdrawCard = (
  p: PlayState,
  cardPosition: number,
): { p: PlayState; pc: PlayedCard | null; fromStash: boolean } => {
  const inCurrent = p.current?.cards.find((c) => c.position === cardPosition);
  if (inCurrent !== undefined) {
    const current = { ...p.current!, cards: p.current!.cards.filter((c) => c !== inCurrent) };
    return {
      p: { ...p, current, hands: returnCard(p, inCurrent.seat, inCurrent.card) },
      pc: inCurrent,
      fromStash: false,
    };
  }
  const inStash = p.stash?.cards.find((c) => c.position === cardPosition);
  if (inStash !== undefined) {
    const rest = p.stash!.cards.filter((c) => c !== inStash);
    return {
      p: {
        ...p,
        stash: rest.length > 0 ? { ...p.stash!, cards: rest } : null,
        hands: returnCard(p, inStash.seat, inStash.card),
      },
      pc: inStash,
      fromStash: true,
    };
  }
  return { p, pc: null, fromStash: false };
};
