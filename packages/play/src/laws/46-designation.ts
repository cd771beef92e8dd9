import { type Card, type Rank, rankValue, type Suit, sideOf } from "@bridgelaw/cards";
import { NotOpen } from "../errors.ts";
import { legalFor } from "../legal.ts";
import type { Matter, PlayState } from "../state.ts";
import { ask, closeMatter, note, offering, openMatter } from "../step.ts";
import { leadOf, trickWinner } from "../trick.ts";

/** `CardDesignated`: declarer's designation of a card from dummy, complete or not (46A). */
export interface Designation {
  readonly suit?: Suit;
  readonly rank?: Rank;
  /** "high", "low", "win" (or similar words, 46B1), "any" (46B5: "play anything"). */
  readonly word?: "high" | "low" | "win" | "any";
  /** With "any": the cards the Director finds declarer meant ("play one of these", WBFLC Ex 42). */
  readonly among?: readonly Card[];
}

/** What a designation comes to: a card, a choice, a question for the Director, or nothing (void, 46B4). */
export type Resolved = { readonly card: Card; readonly law: string } | { readonly state: PlayState };

const v = (c: Card): number => rankValue(c[1] as Rank);
const lowest = (cards: readonly Card[]): Card | undefined =>
  cards.reduce<Card | undefined>((a, b) => (a === undefined || v(b) < v(a) ? b : a), undefined);
const highest = (cards: readonly Card[]): Card | undefined =>
  cards.reduce<Card | undefined>((a, b) => (a === undefined || v(b) > v(a) ? b : a), undefined);

/**
 * Law 46B: an incomplete or invalid designation of dummy's card, unless declarer's different intention is
 * incontrovertible (the Director's finding: then the log names the card). "High" → the highest card of the
 * suit led (or indicated, A-5), "low" → the lowest (46B1(a)/(c)); "win" → the lowest card known to win (46B1(b):
 * computed when dummy plays last, else the Director's); a suit alone → its lowest card (46B2); a rank alone →
 * the suit in which dummy won the last trick when dummy leads (46B3(a)), else that rank in a legal card,
 * declarer choosing between two (46B3(b)); a card dummy lacks → void, declarer designates again (46B4);
 * "play anything" → either defender chooses (46B5, WBFLC: within declarer's evident intention).
 */
export const law46Designation = (p: PlayState, d: Designation, position: number): Resolved => {
  const trick = p.current;
  if (trick === null || p.ended) throw new NotOpen("46: no trick is in progress");
  const dummy = p.dummy;
  const hand = p.hands[dummy];
  const legal = legalFor(p, dummy, trick);
  const suitLed = leadOf(trick)?.card[0] as Suit | undefined;
  const voidDesignation = (what: string): Resolved => ({
    state: note(
      p,
      position,
      "46B4",
      `declarer designated ${what}, which dummy does not hold: void; declarer designates again`,
    ),
  });
  if (d.suit !== undefined && d.rank !== undefined) {
    const card = `${d.suit}${d.rank}` as Card;
    return hand.includes(card) ? { card, law: "46A" } : voidDesignation(card);
  }
  if (d.among !== undefined && d.word !== "any")
    throw new NotOpen(`46B: "among" goes with "any" (declarer said "play one of these")`);
  if (d.word === "any") {
    // WBFLC: within declarer's evident intention; between two cards he meant, only those (Ex 42)
    const cards = d.among === undefined ? legal : legal.filter((c) => d.among!.includes(c));
    if (d.among !== undefined && (cards.length < 2 || cards.length !== d.among.length))
      throw new NotOpen(
        `46B5: declarer's evident intention must be two or more legal cards of dummy (${legal.join(", ")})`,
      );
    const matter = offering(
      { kind: "designation" as const, law: "46B5" as const, position, seats: defenders(p), cards },
      defenders(p).map((seat) => ({
        seat,
        law: "46B5",
        options: cards,
        about: position,
        text:
          d.among === undefined
            ? `declarer said "play anything": either defender designates dummy's card (WBFLC: a card consistent with declarer's evident intention, e.g. a small card)`
            : `declarer meant ${cards.join(" or ")} and said "play one": either defender chooses between them (WBFLC Ex 42)`,
      })),
    );
    return { state: openMatter(p, matter) };
  }
  if (d.word === "high" || d.word === "low") {
    const suit = d.suit ?? suitLed;
    if (suit === undefined) {
      return {
        state: ask(p, {
          law: "46B1",
          position,
          question: `declarer said "${d.word}" with dummy on lead and no suit (A-5): which card of dummy is played?`,
          answers: legal,
        }),
      };
    }
    const ofSuit = hand.filter((c) => c[0] === suit);
    const card = d.word === "high" ? highest(ofSuit) : lowest(ofSuit);
    return card === undefined
      ? voidDesignation(`the ${d.word} ${suit}`)
      : { card, law: d.word === "high" ? "46B1(a)" : "46B1(c)" };
  }
  if (d.word === "win") {
    const card = trick.cards.length === 3 ? lowestWinner(p, legal) : undefined;
    if (card !== undefined) return { card, law: "46B1(b)" };
    return {
      state: ask(p, {
        law: "46B1(b)",
        position,
        question: `declarer said "win"${trick.cards.length === 3 ? " but no card of dummy wins the trick" : " with dummy not last to play"}: which card is the lowest known to win?`,
        answers: legal,
      }),
    };
  }
  if (d.rank !== undefined) {
    if (suitLed === undefined) {
      const last = p.tricks[p.tricks.length - 1];
      const won =
        last !== undefined && last.winner === dummy ? last.cards.find((c) => c.seat === dummy) : undefined;
      const card = won === undefined ? undefined : (`${won.card[0]}${d.rank}` as Card);
      if (card !== undefined && hand.includes(card)) return { card, law: "46B3(a)" };
    }
    const cards = legal.filter((c) => c[1] === d.rank);
    if (cards.length === 0) return voidDesignation(`a ${d.rank}`);
    if (cards.length === 1) return { card: cards[0]!, law: "46B3(b)" };
    const matter = offering(
      { kind: "designation" as const, law: "46B3" as const, position, seats: [p.declarer], cards },
      [
        {
          seat: p.declarer,
          law: "46B3",
          options: cards,
          about: position,
          text: `declarer named a ${d.rank} and dummy may legally play ${cards.join(" or ")}: declarer says which (46B3(b))`,
        },
      ],
    );
    return { state: openMatter(p, matter) };
  }
  if (d.suit !== undefined) {
    const card = lowest(hand.filter((c) => c[0] === d.suit));
    return card === undefined ? voidDesignation(`a ${d.suit}`) : { card, law: "46B2" };
  }
  throw new NotOpen("46: a designation names a suit, a rank, or says high, low, win or any");
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
  p: PlayState,
  m: Extract<Matter, { kind: "designation" }>,
  card: string,
  position: number,
): PlayState => note(closeMatter(p, m), position, m.law, `${card} is designated from dummy (${m.law})`);
