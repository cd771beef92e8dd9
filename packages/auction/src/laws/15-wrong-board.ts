import { type Seat, sideOf } from "@bridgelaw/cards";
import { ask, information, note, partner, removeWhere, review } from "../context.ts";
import { settle } from "../rules/settle.ts";
import { isStanding } from "../standing.ts";
import type { AuctionDraft } from "../state.ts";

/**
 * `WrongBoardCards`: a player is found to have called holding the cards of another board;
 * the log's wire contract is `@bridgelaw/table`'s Schema of the event, which this type is checked equal to.
 */
export interface WrongBoardCards {
  readonly type: "WrongBoardCards";
  readonly seat: Seat;
  /** 15A3: the board whose cards he held (the table ties the two boards' logs; the auction does not read it). */
  readonly board?: number;
}

/**
 * Law 15A (2017; 17D in the 2007 Code): the offender's call made with a wrong board's cards is cancelled,
 * with every later call (15A1). If his partner has called since, the Director awards an adjusted score
 * (15A2(a)); otherwise the offender calls again with his own hand and the auction goes on (15A2(b)). Law 16C
 * for every cancelled call (15A2(c)); 15A3 when he later calls on the other board.
 */
export const law15WrongBoard = (d: AuctionDraft, e: WrongBoardCards, position: number): void => {
  const offender = e.seat;
  const law = "15A"; // 2007: 17D (lawIn)
  const first = d.calls.find((c) => c.seat === offender && isStanding(c));
  if (first === undefined) {
    note(d, { _tag: "WrongBoardNotCalled", position, law, seat: offender });
    return;
  }
  const cancelled = d.calls
    .filter((c) => c.position >= first.position && (isStanding(c) || c.status === "open"))
    .map((c) => ({ seat: c.seat, call: c.call, position: c.position, standing: isStanding(c) }));
  const gone = new Set(cancelled.map((c) => c.position));
  const partnerCalled = cancelled.some((c) => c.seat === partner(offender) && c.standing);
  d.open = null;
  d.replacement = null;
  d.afterOutOfRotation = null;
  d.pending = [];
  // 15A1: a question about a cancelled call has nothing left to answer
  removeWhere(d.rulingsNeeded, (r) => gone.has(r.position));
  for (const c of d.calls) {
    if (gone.has(c.position)) {
      c.status = "cancelled";
      c.law = `${law}1`;
    }
  }
  // 15A2(c), 16C: every cancelled call is unauthorised for the offending side, authorised for the other.
  for (const c of cancelled) information(d, c.seat, c.call, c.position, `${law}2(c)`, sideOf(offender));
  note(d, { _tag: "WrongBoardCallsCancelled", position, law: `${law}1`, seat: offender, call: first.call });
  if (partnerCalled) {
    d.revertTo = offender;
    settle(d, position);
    ask(d, {
      _tag: "WrongBoardAdjustedScore",
      law: `${law}2(a)`,
      position,
      seat: offender,
      partner: partner(offender),
    });
    return;
  }
  review(d, {
    _tag: "WrongBoardLaterCallReview",
    law: `${law}3`,
    position: first.position,
    seat: offender,
    call: first.call,
  });
  d.revertTo = offender;
  settle(d, position);
  note(d, { _tag: "WrongBoardCallsAgain", position, law: `${law}2(b)`, seat: offender });
};
