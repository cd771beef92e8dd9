/**
 * Moving through a position: whose turn it is, which cards are legal (Law 44C: follow suit if able), the
 * winner of a trick and the position after a card.
 */
import { type Card, trickWinner as lawTrickWinner, lho, rotate, type Seat, suitOf } from "@bridgelaw/cards";
import { type Position, PositionError } from "./position.ts";

/** The seat to play next: the leader's, or the next one clockwise after the cards of the trick. */
export const seatToMove = (position: Position): Seat => {
  let seat = position.leader;
  for (let i = 0; i < position.trick.length % 4; i++) seat = lho(seat);
  return seat;
};

/** The cards the seat to move may play: those of the suit led if it holds any, else all its cards. */
export const legalCards = (position: Position): Card[] => {
  const hand = position.hands[seatToMove(position)];
  const { trick } = position;
  if (trick.length === 0 || trick.length === 4) return [...hand];
  const led = suitOf(trick[0]!);
  const following = hand.filter((c) => suitOf(c) === led);
  return following.length > 0 ? following : [...hand];
};

/** The winner of a trick of four cards led by `leader` (Law 44, `@bridgelaw/cards`). */
export const trickWinner = (trick: readonly Card[], leader: Seat, trumps: Position["trumps"]): Seat =>
  lawTrickWinner(
    trick.map((card, i) => ({ seat: rotate(leader, i), card })),
    trumps,
  );

/**
 * Plays `card` for the seat to move and returns the next position; a completed trick is gathered (the
 * winner leads next). Throws a `PositionError` if the card is not the seat's or not legal.
 */
export const playCard = (position: Position, card: Card): Position => {
  const base = position.trick.length === 4 ? gather(position) : position;
  const seat = seatToMove(base);
  if (!base.hands[seat].includes(card)) throw new PositionError(`${seat} does not hold ${card}`);
  if (!legalCards(base).includes(card)) throw new PositionError(`${seat} must follow suit, not play ${card}`);
  const hands = { ...base.hands, [seat]: base.hands[seat].filter((c) => c !== card) };
  const trick = [...base.trick, card];
  if (trick.length < 4) return { ...base, hands, trick };
  return { ...base, hands, trick: [], leader: trickWinner(trick, base.leader, base.trumps) };
};

/** A position whose trick of four cards is gathered: the winner leads an empty trick. */
export const gather = (position: Position): Position =>
  position.trick.length === 4
    ? { ...position, trick: [], leader: trickWinner(position.trick, position.leader, position.trumps) }
    : position;
