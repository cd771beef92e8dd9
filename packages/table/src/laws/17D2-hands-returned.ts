import type { LawId } from "@bridgelaw/cards";
import { lazy } from "@bridgelaw/log";
// Law 17D2: the four hands returned to the board; the end of the auction period of a passed-out board, and
// the moment after which attention drawn to a revoke is late (62D1; 64B4, 64B5 with `TableMovedOn`).

import { DomainRejection } from "@bridgelaw/log";
import type { AttentionTiming } from "@bridgelaw/play";
import * as Schema from "effect/Schema";
import type { AttentionDrawn } from "../phases/shared.ts";
import { auctionPeriodEnds, handsReturnedBeforeRectification } from "../rules/auction-period.ts";
import { audit, factsOf, type HandsReturnedFact, lawFacts } from "../rules/facts.ts";
import type { TableRecipe, TableState } from "../state.ts";

/** The four hands are put back into the board (Law 17D2; the end of the play, 62D1). */
export const HandsReturned = lazy(() =>
  Schema.Struct({
    type: Schema.Literal("HandsReturned"),
    text: Schema.optional(Schema.String),
  }),
);
export type HandsReturned = typeof HandsReturned.Type;

const stage = (s: TableState): HandsReturnedFact["when"] => {
  const a = s.auction;
  if (a === null || a.calls.length === 0) return "before-auction";
  if (!a.ended) return "auction";
  if (a.contract === null) return "passed-out";
  const p = s.play;
  if (p === null || (p.tricks.length === 0 && (p.current?.cards.length ?? 0) === 0)) return "clarification";
  return p.ended ? "after-play" : "play";
};

/** The Law each point of the board falls under (17A before any call, 17D1, 17D2, 62D1 after the play). */
const LAW: Readonly<Record<HandsReturnedFact["when"], LawId>> = {
  "before-auction": "17A",
  auction: "17D2",
  "passed-out": "17D2",
  clarification: "17D1",
  play: "62D1",
  "after-play": "62D1",
};

/**
 * Law 17D2: the four hands returned to the board. After a passed-out auction (22B) it ends the auction
 * period: no call is changed or made any more (25A5). After the play it ends the time in which a revoke on
 * trick 12 is corrected (62D1). Before the first call or during the auction it ends nothing.
 */
export const law17D2HandsReturned: TableRecipe<HandsReturned> = (d, e, position) => {
  const f = factsOf(d);
  const before = f.handsReturned;
  if (before !== null && (before.when === "passed-out" || before.when === "after-play")) {
    throw new DomainRejection({ _tag: "HandsAlreadyReturned", law: "17D2", at: before.position });
  }
  // 17D2 first: returned hands end a passed-out auction before 17D3 is applied (WBFLC Ex 14)
  if (stage(d) === "auction") handsReturnedBeforeRectification(d, position);
  const when = stage(d);
  f.handsReturned = { position, when };
  if (when === "play" || when === "after-play") f.timing = { after: "hands-returned", position };
  audit(d, {
    _tag: "HandsBackInBoard",
    position,
    law: LAW[when],
    when,
    ...(e.text !== undefined && { words: e.text }),
  });
  if (when === "passed-out") auctionPeriodEnds(d, "17D2", position);
};

/**
 * A call, or a change of call, once the hands of a passed-out board are back in the board (17D2, 25A5): refused
 * (`PassedOutBoardOver`, naming the event by its type). `afterAuctionPeriod(next)`; the older form
 * `afterAuctionPeriod(what, next)` takes a description it no longer uses.
 */
export function afterAuctionPeriod<E extends { readonly type: string }>(next: TableRecipe<E>): TableRecipe<E>;
/** @deprecated `what` is not used: the refusal names the event by its type. */
export function afterAuctionPeriod<E extends { readonly type: string }>(
  what: string,
  next: TableRecipe<E>,
): TableRecipe<E>;
export function afterAuctionPeriod<E extends { readonly type: string }>(
  a: string | TableRecipe<E>,
  b?: TableRecipe<E>,
): TableRecipe<E> {
  const next = typeof a === "string" ? b! : a;
  return (d, e, position) => {
    const r = lawFacts(d).handsReturned;
    if (r?.when === "passed-out") {
      throw new DomainRejection({ _tag: "PassedOutBoardOver", law: "17D2", event: e.type, at: r.position });
    }
    next(d, e, position);
  };
}

/** The latest point after the play that the log records: the hands returned (62D1), the table moved on (64B4, 64B5). */
const timing = (s: TableState): AttentionTiming | undefined => lawFacts(s).timing?.after;

/**
 * `AttentionDrawn` without `after` takes its timing from the log: after `HandsReturned` it comes after the
 * hands were returned (62D1), after `TableMovedOn` after a call on the next deal or the end of the round
 * (64B4, 64B5). An `after` the event gives stands.
 */
export const attentionTiming =
  (next: TableRecipe<AttentionDrawn>): TableRecipe<AttentionDrawn> =>
  (d, e, position) => {
    const after = e.after === undefined && d.play !== null ? timing(d) : undefined;
    next(d, after === undefined ? e : { ...e, after }, position);
  };

/** `TableMovedOn` after the play: later attention comes after a call on the next deal or the round's end (64B4, 64B5). */
export const movedOnTiming =
  <E extends { readonly how: "next-deal-call" | "round-end" }>(next: TableRecipe<E>): TableRecipe<E> =>
  (d, e, position) => {
    next(d, e, position);
    const f = factsOf(d);
    f.movedOn ??= { position, how: e.how };
    if (d.play !== null) f.timing = { after: e.how, position };
  };
