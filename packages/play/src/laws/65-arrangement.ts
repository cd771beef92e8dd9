import { type LawId, type Seat, sideOf } from "@bridgelaw/cards";
import type { PlayConsequence } from "../consequences.ts";
import { NotOpen } from "../errors.ts";
import type { PlayDraft, PlayState, TurnedCard } from "../state.ts";
import { ask, note } from "../step.ts";
import { sidePlayedAfter } from "../trick.ts";

/** How a card is turned (65B): toward partner (trick won) or toward the opponents (trick lost). */
export type Orientation = "partner" | "opponents";

/** 65B: the way a seat's card of a won or lost trick should point. */
export const law65BOrientation = (p: PlayState, seat: Seat, trick: number): Orientation | null => {
  const winner = p.tricks[trick - 1]?.winner ?? null;
  if (winner === null) return null;
  return sideOf(winner) === sideOf(seat) ? "partner" : "opponents";
};

/**
 * `CardTurned`: a player turns his card of a completed trick face down (65A), pointing toward his partner
 * when his side won it (65B1), toward the opponents when it lost (65B2). A card pointing the wrong way is a
 * warning only: the trick belongs to its winner under Law 44. Turned only after a later trick was complete,
 * it was left face up meanwhile (65A, 45G): where the opponents may have been misled the Laws give no
 * rectification, so the Director is asked (12A1, WBFLC on Law 12: dummy's ♠10 face up from trick 3 to 10).
 */
export const law65Turned = (
  d: PlayDraft,
  seat: Seat,
  trickNo: number | undefined,
  toward: Orientation | undefined,
  position: number,
): void => {
  const number = trickNo ?? d.tricks.length;
  const trick = d.tricks[number - 1];
  if (trick === undefined || trick.winner === null)
    throw new NotOpen({ _tag: "TrickNotComplete", law: "65A", trick: number });
  if (!trick.cards.some((c) => c.seat === seat))
    throw new NotOpen({ _tag: "NoCardInTrick", law: "65A", seat, trick: number });
  const expected = law65BOrientation(d, seat, number)!;
  const misoriented = toward !== undefined && toward !== expected;
  const leftFaceUp = d.tricks.length > number;
  const turned: TurnedCard = {
    seat,
    trick: number,
    position,
    ...(toward !== undefined && { toward }),
    misoriented,
    leftFaceUp,
  };
  d.arrangement.turned = [
    ...d.arrangement.turned.filter((t) => !(t.seat === seat && t.trick === number)),
    turned,
  ];
  if (misoriented) {
    note(d, {
      _tag: "CardMisoriented",
      position,
      law: expected === "partner" ? "65B1" : "65B2",
      seat,
      trick: number,
      toward,
      winner: trick.winner,
    });
  }
  if (!leftFaceUp) return;
  const until = d.tricks.length;
  note(d, {
    _tag: "CardLeftFaceUp",
    position,
    law: "65A",
    seat,
    trick: number,
    until,
    ...(d.current !== null && d.current.cards.length > 0 && { inProgress: d.current.number }),
  });
  ask(d, { _tag: "CardLeftFaceUpQuestion", law: "12A1", position, seat, trick: number, until });
};

/**
 * `OrientationPointedOut`, Law 65B3: a player points out a misoriented card. The right ends when his side
 * leads or plays to the next trick (2017, WBFLC: declarer may do it at any time, dummy may during that time,
 * Ex 3; 2007: until the next trick is led). Later, it is unauthorized information for partner (16B); from dummy it is telling declarer about
 * the play (43A1(c)): the Director judges whether declarer gained (an adjusted score, WBFLC Ex 47).
 */
export const law65B3PointOut = (d: PlayDraft, seat: Seat, about: number, position: number): void => {
  const card = d.arrangement.turned.find((t) => t.position === about);
  if (card === undefined) throw new NotOpen({ _tag: "NoCardTurnedAt", law: "65B3", at: about });
  if (!card.misoriented)
    throw new NotOpen({ _tag: "NotMisoriented", law: "65B3", seat: card.seat, trick: card.trick });
  if (card.pointedOut !== undefined) {
    note(d, { _tag: "AlreadyPointedOut", position, law: "65B3", owner: card.seat, trick: card.trick });
    return;
  }
  card.pointedOut = position;
  // 2007 Code (WBFLC on 65B): the right ended for everyone but declarer once the next trick was led
  const late =
    d.edition === "2007"
      ? sidePlayedAfter(d, "NS", card.trick) || sidePlayedAfter(d, "EW", card.trick)
      : sidePlayedAfter(d, sideOf(seat), card.trick);
  const pointedOut = (
    law: LawId,
    when: Extract<PlayConsequence, { _tag: "MisorientationPointedOut" }>["when"],
  ): void =>
    note(d, {
      _tag: "MisorientationPointedOut",
      position,
      law,
      seat,
      owner: card.seat,
      trick: card.trick,
      when,
    });
  if (!late || seat === d.declarer) {
    pointedOut("65B3", late ? "declarer-late" : "in-time");
    return;
  }
  if (seat === d.dummy) {
    pointedOut("43A1(c)", "dummy-late");
    ask(d, { _tag: "DummyToldDeclarerQuestion", law: "65B3", position, trick: card.trick });
    return;
  }
  pointedOut("16B", "late");
};

/**
 * `CardsDisturbed`: a player disturbs the order of his played cards (65C). Before the tricks are agreed it
 * puts at risk his right to claim ownership of doubtful tricks or to claim or deny a revoke (65D); after a
 * claim of a revoke or of the number of tricks, the Director asks whether the facts can still be
 * established: if not, he rules for the other side (66D).
 */
export const law65DDisturbed = (d: PlayDraft, seat: Seat, position: number): void => {
  d.arrangement.disturbed.push({ seat, position });
  const disputed = d.arrangement.disputed;
  if (disputed !== null) {
    note(d, { _tag: "CardsMixedAfterClaim", position, law: "66D", seat, claim: disputed });
    ask(d, {
      _tag: "FactsEstablishedQuestion",
      law: "66D",
      position,
      seat,
      claim: disputed,
      answers: ["established", "other-side"],
    });
    return;
  }
  note(d, { _tag: "PlayedCardsDisturbed", position, law: d.ended ? "65D" : "65C", seat });
};
