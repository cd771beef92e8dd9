import { type Seat, sideOf } from "@bridgelaw/cards";
import { NotOpen } from "../errors.ts";
import type { PlayDraft, PlayState, TurnedCard } from "../state.ts";
import { ask, name, note } from "../step.ts";
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
    throw new NotOpen(`65A: trick ${number} is not complete: a card is turned once its trick is complete`);
  if (!trick.cards.some((c) => c.seat === seat))
    throw new NotOpen(`65A: ${name(seat)} has no card in trick ${number}`);
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
    note(
      d,
      position,
      expected === "partner" ? "65B1" : "65B2",
      `${name(seat)}'s card of trick ${number} points toward ${toward === "partner" ? "his partner" : "the opponents"}, though his side ${expected === "partner" ? "won" : "lost"} it: misoriented (the trick stays ${name(trick.winner)}'s, 44); it may be pointed out until his side plays to the next trick (65B3)`,
    );
  }
  if (!leftFaceUp) return;
  note(
    d,
    position,
    "65A",
    `${name(seat)}'s card of trick ${number} was left face up until trick ${d.tricks.length}${d.current !== null && d.current.cards.length > 0 ? ` (${d.current.number} in progress)` : ""}: each player turns his card face down once the trick is complete (65A, 45G)`,
  );
  ask(d, {
    _tag: "Said",
    law: "12A1",
    position,
    question: `${name(seat)}'s card of trick ${number} stayed face up until trick ${d.tricks.length} (65A): were the opponents misled by it? The Laws give no rectification: if they were damaged, award an adjusted score (12A1; tricks: the declaring side's tricks)`,
  });
};

/**
 * `OrientationPointedOut`, Law 65B3: a player points out a misoriented card. The right ends when his side
 * leads or plays to the next trick (2017, WBFLC: declarer may do it at any time, dummy may during that time,
 * Ex 3; 2007: until the next trick is led). Later, it is unauthorized information for partner (16B); from dummy it is telling declarer about
 * the play (43A1(c)): the Director judges whether declarer gained (an adjusted score, WBFLC Ex 47).
 */
export const law65B3PointOut = (d: PlayDraft, seat: Seat, about: number, position: number): void => {
  const card = d.arrangement.turned.find((t) => t.position === about);
  if (card === undefined) throw new NotOpen(`65B3: no card was turned at position ${about}`);
  if (!card.misoriented)
    throw new NotOpen(
      `65B3: ${name(card.seat)}'s card of trick ${card.trick} points the way 65B requires: nothing to point out`,
    );
  if (card.pointedOut !== undefined) {
    note(
      d,
      position,
      "65B3",
      `${name(card.seat)}'s misoriented card of trick ${card.trick} was already pointed out`,
    );
    return;
  }
  card.pointedOut = position;
  // 2007 Code (WBFLC on 65B): the right ended for everyone but declarer once the next trick was led
  const late =
    d.edition === "2007"
      ? sidePlayedAfter(d, "NS", card.trick) || sidePlayedAfter(d, "EW", card.trick)
      : sidePlayedAfter(d, sideOf(seat), card.trick);
  const what = `${name(seat)} points out that ${name(card.seat)}'s card of trick ${card.trick} is misoriented`;
  if (!late || seat === d.declarer) {
    note(
      d,
      position,
      "65B3",
      `${what}${late ? " (declarer may at any time: dummy has no information to use)" : ""}; it is turned the right way`,
    );
    return;
  }
  if (seat === d.dummy) {
    note(
      d,
      position,
      "43A1(c)",
      `${what} after his side played to the next trick: dummy's right under 65B3 has ended; he may not tell declarer anything about the play (43A1(c))`,
    );
    ask(d, {
      _tag: "Said",
      law: "65B3",
      position,
      question: `dummy told declarer of the misoriented card of trick ${card.trick} after his right had ended (WBFLC Ex 47): did declarer gain through it? If the defenders were damaged, award an adjusted score (tricks: the declaring side's tricks; at matchpoints and IMPs the judgement may differ)`,
    });
    return;
  }
  note(
    d,
    position,
    "16B",
    `${what} after his side played to the next trick (65B3): his partner may not use the information (16B)`,
  );
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
    note(d, position, "66D", `${name(seat)} mixed his played cards after the claim at position ${disputed}`);
    ask(d, {
      _tag: "Said",
      law: "66D",
      position,
      question: `${name(seat)} mixed his cards after the claim at position ${disputed}: can the facts still be established? If not, rule in favour of the other side (tricks: the declaring side's tricks)`,
      answers: ["established", "other-side"],
    });
    return;
  }
  note(
    d,
    position,
    d.ended ? "65D" : "65C",
    `${name(seat)} disturbed the order of his played cards before the tricks were agreed: he puts at risk his right to claim ownership of doubtful tricks, or to claim or deny a revoke (65D)`,
  );
};
