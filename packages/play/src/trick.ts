import { type Card, type Rank, rankValue, type Seat, type Side, seatIndex, sideOf } from "@bridgelaw/cards";
import { peek } from "@bridgelaw/log";
import type { Draft } from "immer";
import { isDraft } from "immer";
import type { PlayDraft, PlayedCard, PlayState, Trick } from "./state.ts";

/** Law 44E/44F (`@bridgelaw/cards`). */
export { trickWinner } from "@bridgelaw/cards";

/** Places in the rotation from the leader: 0 for the leader, 3 for the fourth hand. */
export const offset = (leader: Seat, seat: Seat): number => (seatIndex(seat) - seatIndex(leader) + 4) % 4;

/** Adds a card to a trick in its place in the rotation (the leader's card stays first). */
export const insertCard = (trick: Draft<Trick>, pc: PlayedCard): void => {
  const t = peek(trick); // the cards read as they stand: no draft of each card passed over
  const at = offset(t.leader, pc.seat);
  const cards = peek(t.cards);
  let i = 0;
  while (i < cards.length && offset(t.leader, cards[i]!.seat) < at) i += 1;
  trick.cards.splice(i, 0, pc);
};

export const cardOfSeat = (trick: Trick, seat: Seat): PlayedCard | undefined =>
  trick.cards.find((c) => c.seat === seat);

/** The card led to a trick, if the leader's card is in it. */
export const leadOf = (trick: Trick): PlayedCard | undefined => {
  const t = peek(trick); // read, not drafted (a played card is never changed through it)
  const first = peek(t.cards)[0];
  return first !== undefined && first.seat === t.leader ? first : undefined;
};

/** Law 44B: the next seat in rotation from the leader that has not played to the trick. */
export const nextInTrick = (trick: Trick): Seat | null => {
  const cards = peek(peek(trick).cards); // read as a plain list: no draft of the trick, nor per card
  for (let i = 0; i < 4; i += 1) {
    const seat = seatAt(trick.leader, i);
    if (!cards.some((c) => c.seat === seat)) return seat;
  }
  return null;
};

const ORDER: readonly Seat[] = ["N", "E", "S", "W"];
export const seatAt = (leader: Seat, i: number): Seat => ORDER[(seatIndex(leader) + i) % 4]!;

export const holdsSuit = (hand: readonly Card[], suit: string): boolean => {
  const code = suit.charCodeAt(0);
  for (let i = 0; i < hand.length; i += 1) if (hand[i]!.charCodeAt(0) === code) return true;
  return false;
};

/** Takes a card from a hand (it must be there). */
export const takeCard = (d: PlayDraft, seat: Seat, card: Card): void => {
  takeAt(d, seat, peek(peek(peek(d).hands)[seat]).indexOf(card));
};

/**
 * Takes the card at `at` from a hand: in place in a mutable state; in a draft, the hand is set to a copy
 * without it (the draft then copies one list, not each card it moves).
 */
export const takeAt = (d: PlayDraft, seat: Seat, at: number): void => {
  const hands = d.hands;
  if (isDraft(hands)) {
    hands[seat] = peek(hands)[seat].toSpliced(at, 1);
    return;
  }
  const hand = hands[seat];
  if (at < 0) {
    hand.pop(); // as splice(-1, 1)
    return;
  }
  for (let i = at + 1; i < hand.length; i += 1) hand[i - 1] = hand[i]!;
  hand.pop();
};

/** Puts a card back into a hand, in display order. */
export const returnCard = (d: PlayDraft, seat: Seat, card: Card): void => {
  const hand = d.hands[seat];
  if (hand.includes(card)) return;
  hand.push(card);
  sortCards(hand);
};

const SUIT_ORDER: Readonly<Record<string, number>> = { S: 0, H: 1, D: 2, C: 3 };
const sortCards = (cards: Card[]): Card[] =>
  cards.sort(
    (a, b) => SUIT_ORDER[a[0]!]! - SUIT_ORDER[b[0]!]! || rankValue(b[1] as Rank) - rankValue(a[1] as Rank),
  );

/** Tricks won by each side among the completed tricks (44, 65). */
export const countTricks = (tricks: readonly Trick[]): { NS: number; EW: number } => {
  let ns = 0;
  let done = 0;
  for (const t of peek(tricks)) {
    if (t.winner === null) continue;
    done += 1;
    if (sideOf(t.winner) === "NS") ns += 1;
  }
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
export const reopen = (d: PlayDraft, number: number): void => {
  if (d.current !== null && d.current.number === number) return;
  const last = d.tricks[d.tricks.length - 1];
  if (last === undefined || last.number !== number) return;
  d.tricks.pop();
  // Cards already set aside from a trick further on go back to their hands: that trick will be led again.
  for (const pc of d.stash?.cards ?? []) returnCard(d, pc.seat, pc.card);
  d.stash = d.current !== null && d.current.cards.length > 0 ? d.current : null;
  last.winner = null;
  d.current = last;
  d.tricksWon = countTricks(d.tricks);
  d.ended = false;
};

/** Whether `reopen` would bring trick `number` back (it is in progress, or the last completed). */
export const canReopen = (p: PlayState, number: number): boolean =>
  (p.current !== null && p.current.number === number) || p.tricks[p.tricks.length - 1]?.number === number;

/**
 * Takes a seat's card out of the current trick (or the set-aside next trick) and back into his hand: the card
 * taken (null when it is in neither), and whether it came from the next trick.
 */
export const withdrawCard = (
  d: PlayDraft,
  cardPosition: number,
): { pc: PlayedCard | null; fromStash: boolean } => {
  const current = d.current;
  const inCurrent = current?.cards.find((c) => c.position === cardPosition);
  if (current !== null && inCurrent !== undefined) {
    const pc = { ...inCurrent };
    current.cards.splice(current.cards.indexOf(inCurrent), 1);
    returnCard(d, pc.seat, pc.card);
    return { pc, fromStash: false };
  }
  const stash = d.stash;
  const inStash = stash?.cards.find((c) => c.position === cardPosition);
  if (stash !== null && inStash !== undefined) {
    const pc = { ...inStash };
    stash.cards.splice(stash.cards.indexOf(inStash), 1);
    if (stash.cards.length === 0) d.stash = null;
    returnCard(d, pc.seat, pc.card);
    return { pc, fromStash: true };
  }
  return { pc: null, fromStash: false };
};

/** Both sides have played to a trick after `t` (the limit of 67A and 45D1). */
export const bothSidesPlayedOn = (draft: PlayState, t: number): boolean => {
  const p = peek(draft); // read as it stands: no draft of each trick and card
  if (p.ended) return true;
  const sides = new Set<Side>();
  for (const x of playedTricks(p, false)) {
    if (x.number <= t) continue;
    for (const c of peek(x.cards)) sides.add(sideOf(c.seat));
  }
  return sides.size === 2;
};

/**
 * The tricks played, the trick in progress and (`withStash`) a trick set aside (44G: led again), each as it
 * stands (read, not drafted).
 */
const playedTricks = (p: PlayState, withStash: boolean): Trick[] => {
  const tricks = peek(p.tricks).map((x) => peek(x));
  const current = peek(p.current);
  if (current !== null) tricks.push(current);
  const stash = withStash ? peek(p.stash) : null;
  if (stash !== null) tricks.push(stash);
  return tricks;
};

/** A side has led or played to a trick after `t` (the limit of 65B3, 66A, 66B). */
export const sidePlayedAfter = (p: PlayState, side: Side, t: number): boolean =>
  playedTricks(peek(p), true).some((x) => x.number > t && peek(x.cards).some((c) => sideOf(c.seat) === side));
