// Law 20F: a question about the opponents' calls, by whom, about which call, and its answer.
import { passObligation } from "@bridgelaw/auction";
import { partner, SEAT_NAMES, type Seat, sideOf } from "@bridgelaw/cards";
import { DomainRejection } from "@bridgelaw/log";
import { Schema } from "effect";
import type { TableRecipe, TableState } from "../state.ts";
import { SeatToken } from "../tokens.ts";
import { audit, factsOf, lawFacts } from "./facts.ts";

/**
 * A player asks for an explanation of the opponents' calls (20F1 during the auction, 20F2 after the final
 * pass): `about` the call asked about (a single call, 20F3), or absent for the opponents' auction.
 */
export const ExplanationRequested = Schema.Struct({
  type: Schema.Literal("ExplanationRequested"),
  seat: SeatToken,
  about: Schema.optional(Schema.Number),
  text: Schema.optional(Schema.String),
});
export type ExplanationRequested = typeof ExplanationRequested.Type;

const name = (s: Seat): string => SEAT_NAMES[s];

/** Whether the Law opens the question to `seat` now, under which clause, and why not when it does not. */
const openTo = (s: TableState, seat: Seat): { law: string; allowed: boolean; reason: string } => {
  const a = s.auction!;
  if (!a.ended) {
    if (a.turn !== seat)
      return { law: "20F1", allowed: false, reason: "only at his own turn to call (20F1)" };
    if (passObligation(a, seat) !== undefined)
      return { law: "20F1", allowed: false, reason: "not when the Law requires him to pass (20F1, fn 7)" };
    return { law: "20F1", allowed: true, reason: "at his own turn to call" };
  }
  const p = s.play;
  if (p === null || p.ended)
    return {
      law: "20F2",
      allowed: false,
      reason: "there is no play: after the final pass, only during the play (20F2)",
    };
  if (seat === p.dummy) return { law: "20F2", allowed: false, reason: "dummy does not ask (20F2, 43A)" };
  if (seat === p.declarer)
    return p.turn === p.declarer || p.turn === p.dummy
      ? { law: "20F2", allowed: true, reason: "declarer at his turn to play, from his hand or dummy" }
      : {
          law: "20F2",
          allowed: false,
          reason: "declarer only at his turn to play, from his hand or dummy (20F2)",
        };
  return p.turn === seat
    ? { law: "20F2", allowed: true, reason: "a defender at his own turn to play" }
    : { law: "20F2", allowed: false, reason: "a defender only at his own turn to play (20F2)" };
};

/** The call (or card) at a position, and who made it. */
const madeAt = (s: TableState, at: number): { seat: Seat; what: string } | undefined => {
  const c = s.auction?.calls.find((x) => x.position === at);
  if (c !== undefined) return { seat: c.seat, what: `${name(c.seat)}'s ${c.call}` };
  const p = s.play;
  const card = [...(p?.tricks ?? []), ...(p?.current ? [p.current] : [])]
    .flatMap((t) => t.cards)
    .find((x) => x.position === at);
  return card === undefined ? undefined : { seat: card.seat, what: `${name(card.seat)}'s ${card.card}` };
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
  if (s.auction === null) throw new DomainRejection("20F: there is no auction yet");
  const target = e.about === undefined ? undefined : madeAt(s, e.about);
  if (e.about !== undefined && target === undefined) {
    throw new DomainRejection(`20F: position ${e.about} is no call or card`);
  }
  const open = openTo(s, e.seat);
  const own = target !== undefined && sideOf(target.seat) === sideOf(e.seat);
  const allowed = open.allowed && !own;
  const reason = own
    ? "about his own side's call: not an explanation of the opponents' (20F1, 20F2)"
    : open.reason;
  factsOf(d).questions.push({
    position,
    seat: e.seat,
    ...(e.about !== undefined && { about: e.about }),
    law: open.law,
    allowed,
    reason,
    answers: [],
  });
  const asked = target === undefined ? "the opponents' auction" : target.what;
  const replier =
    target === undefined ? "the partner of the player whose call it was" : name(partner(target.seat));
  audit(
    d,
    position,
    open.law,
    allowed
      ? `${name(e.seat)} asks about ${asked} (${reason}); the reply comes from ${replier}${e.text === undefined ? "" : `: ${e.text}`}`
      : `${name(e.seat)} asks about ${asked}: not open to him now, ${reason}: what the question conveys may be unauthorised for ${name(partner(e.seat))} (16B)`,
  );
  if (allowed && target !== undefined)
    audit(
      d,
      position,
      "20F3",
      `a question about a single call: Law 16B1 may apply (for ${name(partner(e.seat))})`,
    );
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
    audit(
      d,
      position,
      q.law,
      byPartner || made === undefined
        ? `${name(e.seat)} answers ${name(q.seat)}'s question (position ${q.position})`
        : `${name(e.seat)} answers ${name(q.seat)}'s question (position ${q.position}); the reply is due from ${name(partner(made.seat))}, the partner of the player who made the call, unless the Director directs otherwise (${q.law})`,
    );
  };
