import {
  type Card,
  type DirectorRuled,
  lho,
  type OptionChosen,
  partner,
  type Rank,
  rankValue,
  type Seat,
  type Strain,
  sideOf,
} from "@bridgelaw/cards";
import type { PlayedCard, PlayState } from "./state.ts";

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
    pending: [],
    rulingsNeeded: [],
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

/** A copy of `hands` with `seat`'s hand replaced (fixed shape: hot path of replay). */
const withHand = (
  hands: Readonly<Record<Seat, readonly Card[]>>,
  seat: Seat,
  hand: readonly Card[],
): Readonly<Record<Seat, readonly Card[]>> => ({
  N: seat === "N" ? hand : hands.N,
  E: seat === "E" ? hand : hands.E,
  S: seat === "S" ? hand : hands.S,
  W: seat === "W" ? hand : hands.W,
});

const without = (hand: readonly Card[], at: number): Card[] => {
  const out: Card[] = new Array(hand.length - 1);
  for (let i = 0, j = 0; i < hand.length; i += 1) if (i !== at) out[j++] = hand[i]!;
  return out;
};

const holdsSuit = (hand: readonly Card[], suit: string): boolean => {
  for (const c of hand) if (c[0] === suit) return true;
  return false;
};

const wasPlayed = (p: PlayState, card: Card): boolean =>
  p.tricks.some((t) => t.cards.some((c) => c.card === card)) ||
  (p.current?.cards.some((c) => c.card === card) ?? false);

/** Plays one card and derives the trick, its winner and the next turn (Laws 44, 45, 61A, 65). */
export const evolvePlay = (p: PlayState, event: CardPlayed, position: number): PlayState => {
  const { seat, card } = event;
  const hand = p.hands[seat];
  const at = hand.indexOf(card);
  if (at < 0) throw new CardNotHeld(seat, card, wasPlayed(p, card));
  const current = p.current;
  if (p.ended || current === null || seat !== p.turn) {
    const leading = current !== null && current.cards.length === 0;
    const law = p.ended ? "44" : leading ? "53" : "57";
    const reason = p.ended
      ? "card played after the thirteenth trick"
      : leading
        ? `lead out of turn: it was ${p.turn}'s lead (Laws 53–56)`
        : `card played out of turn: it was ${p.turn}'s turn (Law 57)`;
    return {
      ...p,
      irregular: [...p.irregular, { seat, card, position, law, reason }],
      rulingsNeeded: [
        ...p.rulingsNeeded,
        {
          law,
          position,
          question: `${seat}'s ${card} at position ${position}: ${reason}; Director, rule under Law ${law}`,
        },
      ],
    };
  }
  const hands = withHand(p.hands, seat, without(hand, at));
  const lead = current.cards[0];
  let revokes = p.revokes;
  if (lead !== undefined && card[0] !== lead.card[0] && holdsSuit(hand, lead.card[0]!)) {
    // Law 61A: failure to follow suit when able is a revoke; Law 63: rectified only once attention is drawn.
    revokes = [
      ...revokes,
      { trick: current.number, offender: seat, card, position, status: "committed", law: "61A" },
    ];
  }
  const cards = current.cards.concat({ seat, card, position });
  if (cards.length < 4) {
    return {
      declarer: p.declarer,
      dummy: p.dummy,
      strain: p.strain,
      hands,
      tricks: p.tricks,
      current: { number: current.number, leader: current.leader, cards, winner: null },
      turn: lho(seat),
      dummyFaced: true,
      tricksWon: p.tricksWon,
      revokes,
      irregular: p.irregular,
      ended: false,
      pending: p.pending,
      rulingsNeeded: p.rulingsNeeded,
    };
  }
  const winner = trickWinner(cards, p.strain);
  const tricks = p.tricks.concat({ number: current.number, leader: current.leader, cards, winner });
  const ns = sideOf(winner) === "NS";
  const ended = tricks.length === 13;
  return {
    declarer: p.declarer,
    dummy: p.dummy,
    strain: p.strain,
    hands,
    tricks,
    // Law 44G: the winner of a trick leads to the next.
    current: ended ? null : { number: tricks.length + 1, leader: winner, cards: [], winner: null },
    turn: ended ? null : winner,
    dummyFaced: true,
    tricksWon: { NS: p.tricksWon.NS + (ns ? 1 : 0), EW: p.tricksWon.EW + (ns ? 0 : 1) },
    revokes,
    irregular: p.irregular,
    ended,
    pending: p.pending,
    rulingsNeeded: p.rulingsNeeded,
  };
};

/** Tricks won by the declaring side (Law 79A through Law 65 arrangement). */
export const declarerTricks = (p: PlayState): number => p.tricksWon[sideOf(p.declarer)];

/** Records the Director's ruling on a question the play asked: the question leaves `rulingsNeeded`. */
export const answerPlayRuling = (p: PlayState, ruling: DirectorRuled): PlayState => ({
  ...p,
  rulingsNeeded: p.rulingsNeeded.filter(
    (r) => !(r.law === ruling.law && (ruling.about === undefined || r.position === ruling.about)),
  ),
});

/**
 * Applies a player's choice among the options the play listed as pending (10C1). The table has checked that
 * the option is pending and the seat is the one it belongs to. Each Law that lists options has its reducer
 * in `src/laws/`; an option listed by no Law is a bug.
 */
export const choosePlayOption = (p: PlayState, choice: OptionChosen, _position: number): PlayState => {
  throw new Error(
    `bug: the play has no reducer for option "${choice.option}" of Law ${choice.law} (${p.pending.length} pending)`,
  );
};
