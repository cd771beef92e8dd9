// Law 20F: a question about the opponents' calls, by whom, about which call, and its answer.
import { passObligation } from "@bridgelaw/auction";
import { type Call, type Card, type LawId, partner, type Seat, sideOf } from "@bridgelaw/cards";
import { DomainRejection, lazy } from "@bridgelaw/log";
import * as Schema from "effect/Schema";
import type { QuestionReason } from "../consequences.ts";
import { audit, factsOf, lawFacts } from "../rules/facts.ts";
import type { TableRecipe, TableState } from "../state.ts";
import { LogPosition, SeatToken } from "../tokens.ts";

/**
 * A player asks for an explanation of the opponents' calls (20F1 during the auction, 20F2 after the final
 * pass): `about` the call asked about (a single call, 20F3), or absent for the opponents' auction.
 */
export const ExplanationRequested = lazy(() =>
  Schema.Struct({
    type: Schema.Literal("ExplanationRequested"),
    seat: SeatToken,
    about: Schema.optional(LogPosition),
    text: Schema.optional(Schema.String),
  }),
);
export type ExplanationRequested = typeof ExplanationRequested.Type;

/** Whether the Law opens the question to `seat` now, under which clause, and why (or why not). */
const openTo = (s: TableState, seat: Seat): { law: LawId; allowed: boolean; reason: QuestionReason } => {
  const a = s.auction!;
  if (!a.ended) {
    if (a.turn !== seat) return { law: "20F1", allowed: false, reason: "not-turn-to-call" };
    if (passObligation(a, seat) !== undefined) return { law: "20F1", allowed: false, reason: "must-pass" };
    return { law: "20F1", allowed: true, reason: "turn-to-call" };
  }
  const p = s.play;
  if (p === null || p.ended) return { law: "20F2", allowed: false, reason: "no-play" };
  if (seat === p.dummy) return { law: "20F2", allowed: false, reason: "dummy" };
  if (seat === p.declarer)
    return p.turn === p.declarer || p.turn === p.dummy
      ? { law: "20F2", allowed: true, reason: "declarer-turn" }
      : { law: "20F2", allowed: false, reason: "declarer-not-turn" };
  return p.turn === seat
    ? { law: "20F2", allowed: true, reason: "defender-turn" }
    : { law: "20F2", allowed: false, reason: "defender-not-turn" };
};

/** The call (or card) at a position, and who made it. */
const madeAt = (
  s: TableState,
  at: number,
): { readonly seat: Seat; readonly call?: Call; readonly card?: Card } | undefined => {
  const c = s.auction?.calls.find((x) => x.position === at);
  if (c !== undefined) return { seat: c.seat, call: c.call };
  const p = s.play;
  const card = [...(p?.tricks ?? []), ...(p?.current ? [p.current] : [])]
    .flatMap((t) => t.cards)
    .find((x) => x.position === at);
  return card === undefined ? undefined : { seat: card.seat, card: card.card };
};

/**
 * `ExplanationRequested`: 20F1, during the auction, a player at his own turn to call (not when he must pass)
 * asks about the opponents' auction; 20F2, after the final pass, a defender at his own turn to play, declarer at
 * his turn to play from either hand. A question about a single call is allowed, but 16B1 may apply (20F3). A
 * question the Law does not open to him then is recorded, with what it may convey unauthorised for his partner
 * (16B); one about his own side's call is recorded the same way. A position that is no call (or card) is refused.
 */
export const law20FRequested: TableRecipe<ExplanationRequested> = (d, e, position) => {
  const s: TableState = d;
  if (s.auction === null) throw new DomainRejection({ _tag: "NoAuctionYet", law: "20F" });
  const target = e.about === undefined ? undefined : madeAt(s, e.about);
  if (e.about !== undefined && target === undefined) {
    throw new DomainRejection({ _tag: "NotACallOrCard", law: "20F", about: e.about });
  }
  const open = openTo(s, e.seat);
  const own = target !== undefined && sideOf(target.seat) === sideOf(e.seat);
  const allowed = open.allowed && !own;
  const reason: QuestionReason = own ? "own-side" : open.reason;
  factsOf(d).questions.push({
    position,
    seat: e.seat,
    ...(e.about !== undefined && { about: e.about }),
    law: open.law,
    allowed,
    reason,
    answers: [],
  });
  audit(d, {
    _tag: "ExplanationAsked",
    position,
    law: open.law,
    seat: e.seat,
    allowed,
    reason,
    ...(target !== undefined && {
      target: target.seat,
      ...(target.call !== undefined && { call: target.call }),
      ...(target.card !== undefined && { card: target.card }),
      replier: partner(target.seat),
    }),
    partner: partner(e.seat),
    ...(e.text !== undefined && { words: e.text }),
  });
  if (allowed && target !== undefined)
    audit(d, { _tag: "SingleCallQuestion", position, law: "20F3", partner: partner(e.seat) });
};

/**
 * `Explained` after an `ExplanationRequested` about the same call (or the whole auction): the answer, noted with
 * whether it came from the partner of the player who made the call (20F1, unless the Director directs otherwise).
 */
export const law20FAnswered =
  <E extends { readonly seat: Seat; readonly about: number }>(next: TableRecipe<E>): TableRecipe<E> =>
  (d, e, position) => {
    next(d, e, position);
    const q = lawFacts(d).questions.findLast(
      (x) => (x.about === e.about || x.about === undefined) && x.answers.length === 0,
    );
    if (q === undefined) return;
    const made = madeAt(d, e.about);
    const byPartner = made !== undefined && partner(made.seat) === e.seat;
    factsOf(d)
      .questions.find((x) => x.position === q.position)!
      .answers.push({ position, seat: e.seat, law: q.law });
    audit(d, {
      _tag: "ExplanationAnswered",
      position,
      law: q.law,
      seat: e.seat,
      asker: q.seat,
      question: q.position,
      ...(!byPartner && made !== undefined && { dueFrom: partner(made.seat) }),
    });
  };
