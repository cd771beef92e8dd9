import {
  type Card,
  lho,
  partner,
  type Rank,
  rankValue,
  type Seat,
  type Strain,
  sideOf,
} from "@bridgelaw/cards";
import type { PlayedCard, PlayState, Trick } from "./state.ts";

/** A card played (design §3): a seat's card faced to the trick; from dummy, `seat` is dummy's seat. */
export interface CardPlayed {
  readonly type: "CardPlayed";
  readonly seat: Seat;
  readonly card: Card;
}

/** The card a seat cannot play because it does not hold it: physically impossible, refused by the table. */
export class CardNotHeld extends Error {
  readonly _tag = "CardNotHeld";
  constructor(
    readonly seat: Seat,
    readonly card: Card,
    readonly playedBefore: boolean,
  ) {
    super(playedBefore ? `${card} has already been played` : `${seat} does not hold ${card}`);
  }
}

/** Law 41A/41C: the opening leader is declarer's LHO; dummy is declarer's partner. */
export const initialPlay = (
  declarer: Seat,
  strain: Strain,
  hands: Readonly<Record<Seat, readonly Card[]>>,
): PlayState => {
  const leader = lho(declarer);
  return {
    declarer,
    dummy: partner(declarer),
    strain,
    hands,
    tricks: [],
    current: { number: 1, leader, cards: [], winner: null },
    turn: leader,
    dummyFaced: false,
    tricksWon: { NS: 0, EW: 0 },
    revokes: [],
    irregular: [],
    ended: false,
  };
};

/** Law 44E/44F: the highest trump wins, else the highest card of the suit led. */
export const trickWinner = (cards: readonly PlayedCard[], strain: Strain): Seat => {
  let best = cards[0]!;
  for (const pc of cards) {
    const s = pc.card[0];
    const b = best.card[0];
    if (s === b) {
      if (rankValue(pc.card[1] as Rank) > rankValue(best.card[1] as Rank)) best = pc;
    } else if (s === strain && b !== strain) {
      best = pc;
    }
  }
  return best.seat;
};

/** Law 44C/44D: the cards `seat` may play now (any card when leading, else the suit led if held). */
export const legalCards = (p: PlayState, seat: Seat): Card[] => {
  if (p.ended || p.turn !== seat || p.current === null) return [];
  const hand = p.hands[seat];
  const lead = p.current.cards[0];
  if (lead === undefined) return [...hand];
  const suit = lead.card[0];
  const follow = hand.filter((c) => c[0] === suit);
  return follow.length > 0 ? follow : [...hand];
};

/** Plays one card and derives the trick, its winner and the next turn (Laws 44, 45, 61A, 65). */
export const evolvePlay = (p: PlayState, event: CardPlayed, position: number): PlayState => {
  const { seat, card } = event;
  const hand = p.hands[seat];
  const at = hand.indexOf(card);
  if (at < 0) {
    const playedBefore =
      p.tricks.some((t) => t.cards.some((c) => c.card === card)) ||
      (p.current?.cards.some((c) => c.card === card) ?? false);
    throw new CardNotHeld(seat, card, playedBefore);
  }
  const current = p.current;
  if (p.ended || current === null || seat !== p.turn) {
    const law = p.ended ? "44" : current !== null && current.cards.length === 0 ? "53" : "57";
    const reason = p.ended
      ? "card played after the thirteenth trick"
      : current !== null && current.cards.length === 0
        ? `lead out of turn: it was ${p.turn}'s lead (Laws 53–56)`
        : `card played out of turn: it was ${p.turn}'s turn (Law 57)`;
    return { ...p, irregular: [...p.irregular, { seat, card, position, law, reason }] };
  }
  const newHand = hand.slice(0, at).concat(hand.slice(at + 1));
  const hands = { ...p.hands, [seat]: newHand };
  const lead = current.cards[0];
  let revokes = p.revokes;
  if (lead !== undefined && card[0] !== lead.card[0] && hand.some((c) => c[0] === lead.card[0])) {
    // Law 61A: failure to follow suit when able is a revoke; Law 63: rectified only once attention is drawn.
    revokes = [
      ...revokes,
      { trick: current.number, offender: seat, card, position, status: "committed", law: "61A" },
    ];
  }
  const cards = [...current.cards, { seat, card, position }];
  const dummyFaced = true;
  if (cards.length < 4) {
    return { ...p, hands, revokes, dummyFaced, current: { ...current, cards }, turn: lho(seat) };
  }
  const winner = trickWinner(cards, p.strain);
  const done: Trick = { ...current, cards, winner };
  const side = sideOf(winner);
  const tricksWon =
    side === "NS"
      ? { NS: p.tricksWon.NS + 1, EW: p.tricksWon.EW }
      : { NS: p.tricksWon.NS, EW: p.tricksWon.EW + 1 };
  const tricks = [...p.tricks, done];
  const ended = tricks.length === 13;
  return {
    ...p,
    hands,
    revokes,
    dummyFaced,
    tricks,
    tricksWon,
    ended,
    // Law 44G: the winner of a trick leads to the next.
    current: ended ? null : { number: tricks.length + 1, leader: winner, cards: [], winner: null },
    turn: ended ? null : winner,
  };
};

/** Tricks won by the declaring side (Law 79A through Law 65 arrangement). */
export const declarerTricks = (p: PlayState): number => p.tricksWon[sideOf(p.declarer)];
