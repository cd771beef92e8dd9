import type { Seat } from "@bridgelaw/cards";
import { ask, information, name, note, partner, review, sideOfSeat } from "../context.ts";
import { settle } from "../rotation.ts";
import { isStanding } from "../standing.ts";
import type { AuctionState } from "../state.ts";

/** `WrongBoardCards`: a player is found to have called holding the cards of another board. */
export interface WrongBoardCards {
  readonly type: "WrongBoardCards";
  readonly seat: Seat;
}

/**
 * Law 15A (2017; 17D in the 2007 Code): the offender's call made with a wrong board's cards is cancelled,
 * with every later call (15A1). If his partner has called since, the Director awards an adjusted score
 * (15A2(a)); otherwise the offender calls again with his own hand and the auction goes on (15A2(b)). Law 16C
 * for every cancelled call (15A2(c)); 15A3 when he later calls on the other board.
 */
export const law15WrongBoard = (a: AuctionState, e: WrongBoardCards, position: number): AuctionState => {
  const offender = e.seat;
  const law = a.options.edition === "2007" ? "17D" : "15A";
  const first = a.calls.find((c) => c.seat === offender && isStanding(c));
  if (first === undefined) {
    return note(
      a,
      position,
      law,
      `${name(offender)} holds the cards of another board but has not called: he takes his own hand`,
    );
  }
  const cancelled = a.calls.filter(
    (c) => c.position >= first.position && (isStanding(c) || c.status === "open"),
  );
  const gone = new Set(cancelled.map((c) => c.position));
  let s: AuctionState = {
    ...a,
    open: null,
    replacement: null,
    afterOutOfRotation: null,
    pending: [],
    calls: a.calls.map((c) =>
      gone.has(c.position) ? { ...c, status: "cancelled" as const, law: `${law}1` } : c,
    ),
  };
  // 15A2(c), 16C: every cancelled call is unauthorised for the offending side, authorised for the other.
  for (const c of cancelled)
    s = information(s, c.seat, c.call, c.position, `${law}2(c)`, sideOfSeat(offender));
  s = note(
    s,
    position,
    `${law}1`,
    `${name(offender)} called with the cards of another board: his ${first.call} and every later call are cancelled`,
  );
  const partnerCalled = cancelled.some((c) => c.seat === partner(offender) && isStanding(c));
  if (partnerCalled) {
    return ask(settle({ ...s, revertTo: offender }, position), {
      law: `${law}2(a)`,
      position,
      question: `${name(partner(offender))} has called since ${name(offender)}'s call with the wrong cards: the Director awards an adjusted score (${law}2(a), 12C2); record it with ScoreAdjusted`,
    });
  }
  s = review(s, {
    law: `${law}3`,
    position: first.position,
    text: `if ${name(offender)} later calls on the other board, does his call differ from the cancelled ${first.call}?`,
  });
  return note(
    settle({ ...s, revertTo: offender }, position),
    position,
    `${law}2(b)`,
    `${name(offender)} takes his own hand and calls again; the auction continues from there`,
  );
};
