import { type Card, type LawId, type Rank, rankValue, type Suit, sideOf } from "@bridgelaw/cards";
import type { PlayConsequence } from "../consequences.ts";
import { NotOpen } from "../errors.ts";
import { legalFor } from "../rules/legal.ts";
import type { Matter, PlayDraft, PlayState } from "../state.ts";
import { ask, closeMatter, note, offering, openMatter } from "../step.ts";
import { leadOf, trickWinner } from "../trick.ts";

/**
 * `CardDesignated`: declarer's designation of a card from dummy, complete or not (46A); the event's fields but
 * `type` and `seat` (the wire contract is `@bridgelaw/table`'s Schema of the event, checked equal to this).
 */
export interface Designation {
  readonly suit?: Suit;
  readonly rank?: Rank;
  /** "high", "low", "win" (or similar words, 46B1), "any" (46B5: "play anything"). */
  readonly word?: "high" | "low" | "win" | "any";
  /** With "any": the cards the Director finds declarer meant ("play one of these", WBFLC Ex 42). */
  readonly among?: readonly Card[];
}

/**
 * What a designation comes to: a card (to be played), or null when it came to a choice offered, a question for
 * the Director, or nothing (void, 46B4), each recorded on the play.
 */
export type Resolved = { readonly card: Card; readonly law: LawId } | null;

const v = (c: Card): number => rankValue(c[1] as Rank);
const lowest = (cards: readonly Card[]): Card | undefined =>
  cards.reduce<Card | undefined>((a, b) => (a === undefined || v(b) < v(a) ? b : a), undefined);
const highest = (cards: readonly Card[]): Card | undefined =>
  cards.reduce<Card | undefined>((a, b) => (a === undefined || v(b) > v(a) ? b : a), undefined);

/**
 * Law 46B: an incomplete or invalid designation of dummy's card, unless declarer's different intention is
 * incontrovertible (the Director's finding: then the log names the card). "High" → the highest card of the
 * suit led (or indicated when dummy leads), "low" → the lowest (46B1(a)/(c)); "win" → the lowest card known to
 * win (46B1(b): computed when dummy plays last, else the Director's); a suit alone → its lowest card (46B2); a
 * rank alone → the suit in which dummy won the last trick when dummy leads (46B3(a)), else that rank in a
 * legal card, declarer choosing between two (46B3(b)); a card dummy lacks → void, declarer designates again
 * (46B4); "play anything" → either defender chooses (46B5, WBFLC: within declarer's evident intention).
 */
export const law46Designation = (d: PlayDraft, des: Designation, position: number): Resolved => {
  const trick = d.current;
  if (trick === null || d.ended) throw new NotOpen({ _tag: "NoTrickInProgress", law: "46" });
  const dummy = d.dummy;
  const hand = d.hands[dummy];
  const legal = legalFor(d, dummy, trick);
  const suitLed = leadOf(trick)?.card[0] as Suit | undefined;
  const voidDesignation = (
    what: Omit<Extract<PlayConsequence, { _tag: "VoidDesignation" }>, "_tag">,
  ): Resolved => {
    note(d, { _tag: "VoidDesignation", position, law: "46B4", ...what });
    return null;
  };
  if (des.suit !== undefined && des.rank !== undefined) {
    const card = `${des.suit}${des.rank}` as Card;
    return hand.includes(card) ? { card, law: "46A" } : voidDesignation({ designated: "card", card });
  }
  if (des.among !== undefined && des.word !== "any")
    throw new NotOpen({ _tag: "AmongWithoutAny", law: "46B" });
  if (des.word === "any") {
    // WBFLC: within declarer's evident intention; between two cards he meant, only those (Ex 42)
    const cards = des.among === undefined ? legal : legal.filter((c) => des.among!.includes(c));
    if (des.among !== undefined && (cards.length < 2 || cards.length !== des.among.length))
      throw new NotOpen({ _tag: "IntentionNotLegal", law: "46B5", cards: legal });
    const matter = offering(
      { kind: "designation" as const, law: "46B5" as const, position, seats: defenders(d), cards },
      defenders(d).map((seat) =>
        des.among === undefined
          ? { _tag: "PlayAnything" as const, seat, law: "46B5", options: cards, about: position }
          : { _tag: "PlayOneOf" as const, seat, law: "46B5", options: cards, about: position, cards },
      ),
    );
    openMatter(d, matter);
    return null;
  }
  if (des.word === "high" || des.word === "low") {
    const suit = des.suit ?? suitLed;
    if (suit === undefined) {
      ask(d, { _tag: "HighOrLowWithoutSuit", law: "46B1", position, word: des.word, answers: legal });
      return null;
    }
    const ofSuit = hand.filter((c) => c[0] === suit);
    const card = des.word === "high" ? highest(ofSuit) : lowest(ofSuit);
    return card === undefined
      ? voidDesignation({ designated: des.word, suit })
      : { card, law: des.word === "high" ? "46B1(a)" : "46B1(c)" };
  }
  if (des.word === "win") {
    const card = trick.cards.length === 3 ? lowestWinner(d, legal) : undefined;
    if (card !== undefined) return { card, law: "46B1(b)" };
    ask(d, {
      _tag: "LowestWinnerQuestion",
      law: "46B1(b)",
      position,
      dummyLast: trick.cards.length === 3,
      answers: legal,
    });
    return null;
  }
  if (des.rank !== undefined) {
    if (suitLed === undefined) {
      const last = d.tricks[d.tricks.length - 1];
      const won =
        last !== undefined && last.winner === dummy ? last.cards.find((c) => c.seat === dummy) : undefined;
      const card = won === undefined ? undefined : (`${won.card[0]}${des.rank}` as Card);
      if (card !== undefined && hand.includes(card)) return { card, law: "46B3(a)" };
    }
    const cards = legal.filter((c) => c[1] === des.rank);
    if (cards.length === 0) return voidDesignation({ designated: "rank", rank: des.rank });
    if (cards.length === 1) return { card: cards[0]!, law: "46B3(b)" };
    const matter = offering(
      { kind: "designation" as const, law: "46B3" as const, position, seats: [d.declarer], cards },
      [
        {
          _tag: "RankNamesTwoCards",
          seat: d.declarer,
          law: "46B3",
          options: cards,
          about: position,
          rank: des.rank,
          cards,
        },
      ],
    );
    openMatter(d, matter);
    return null;
  }
  if (des.suit !== undefined) {
    const card = lowest(hand.filter((c) => c[0] === des.suit));
    return card === undefined
      ? voidDesignation({ designated: "suit", suit: des.suit })
      : { card, law: "46B2" };
  }
  throw new NotOpen({ _tag: "EmptyDesignation", law: "46" });
};

const defenders = (p: PlayState) =>
  (["N", "E", "S", "W"] as const).filter((s) => sideOf(s) !== sideOf(p.declarer));

/** 46B1(b), dummy last to play: the lowest of its legal cards that wins the trick, if any. */
const lowestWinner = (p: PlayState, legal: readonly Card[]): Card | undefined => {
  const trick = p.current!;
  const winners = legal.filter(
    (c) => trickWinner([...trick.cards, { seat: p.dummy, card: c, position: 0 }], p.strain) === p.dummy,
  );
  const sameSuit = winners.filter((c) => c[0] === trick.cards[0]!.card[0]);
  return lowest(sameSuit.length > 0 ? sameSuit : winners);
};

/** The chosen card of a 46B3/46B5 designation choice. */
export const law46Choose = (
  d: PlayDraft,
  m: Extract<Matter, { kind: "designation" }>,
  card: string,
  position: number,
): void => {
  closeMatter(d, m);
  note(d, { _tag: "DesignatedFromDummy", position, law: m.law, card: card as Card });
};
