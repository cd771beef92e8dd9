import {
  type Alerted as AuctionAlerted,
  type CallChanged as AuctionCallChanged,
  type CallMade as AuctionCallMade,
  type AuctionDraft,
  type AuctionEvent,
  type Explained as AuctionExplained,
  type ExplanationCorrected as AuctionExplanationCorrected,
  type AuctionState,
  type WrongBoardCards as AuctionWrongBoardCards,
  applyAuctionEvent,
} from "@bridgelaw/auction";
import { lho, type Seat, sameContract } from "@bridgelaw/cards";
import { DomainRejection, lazy } from "@bridgelaw/log";
import { applyCarriedRestrictions, initialPlay, openingLeadFaced, type PlayState } from "@bridgelaw/play";
import * as Schema from "effect/Schema";
import { addAudit } from "../audit.ts";
import type { TableEntry } from "../consequences.ts";
import type { DeepSame } from "../same-type.ts";
import type { TableDraft } from "../state.ts";
import { BoardNumber, CallToken, LogPosition, SeatToken } from "../tokens.ts";
import { inPlay } from "./play.ts";

/** A call made at the table (Laws 17–39): a fact, legal or not. `simultaneous`: made together with the previous call (Law 33). */
export const CallMade = lazy(() =>
  Schema.Struct({
    type: Schema.Literal("CallMade"),
    seat: SeatToken,
    call: CallToken,
    simultaneous: Schema.optional(Schema.Boolean),
  }),
);
export type CallMade = typeof CallMade.Type;

/** A player substitutes a call for his last call (Law 25; 21B1 after misinformation). */
export const CallChanged = lazy(() =>
  Schema.Struct({
    type: Schema.Literal("CallChanged"),
    seat: SeatToken,
    call: CallToken,
  }),
);
export type CallChanged = typeof CallChanged.Type;

/** A player is found to have called holding the cards of another board (Law 15A; 17D in the 2007 Code). */
export const WrongBoardCards = lazy(() =>
  Schema.Struct({
    type: Schema.Literal("WrongBoardCards"),
    seat: SeatToken,
    /** 15A3: the board whose cards he held. */
    board: Schema.optional(BoardNumber),
  }),
);
export type WrongBoardCards = typeof WrongBoardCards.Type;

export const wrongBoardCards = (d: TableDraft, e: WrongBoardCards, position: number): void =>
  applyAuction(d, e, position);

/** Laws 20–21 as facts: an alert, an explanation, a correction of an explanation, each about the call at `about`. */
export const Alerted = lazy(() =>
  Schema.Struct({
    type: Schema.Literal("Alerted"),
    seat: SeatToken,
    about: LogPosition,
  }),
);
export const Explained = lazy(() =>
  Schema.Struct({
    type: Schema.Literal("Explained"),
    seat: SeatToken,
    about: LogPosition,
    text: Schema.String,
  }),
);
export const ExplanationCorrected = lazy(() =>
  Schema.Struct({
    type: Schema.Literal("ExplanationCorrected"),
    seat: SeatToken,
    about: LogPosition,
    text: Schema.String,
  }),
);
export type Explanation = typeof Alerted.Type | typeof Explained.Type | typeof ExplanationCorrected.Type;

// One list of events: `@bridgelaw/auction`, below the table, types the events it takes (`AuctionEvent`) as
// interfaces; each is the type of the Schema here, the log's wire contract. A field that differs is a compile
// error naming the event.
const _auctionEvents: {
  readonly CallMade: DeepSame<AuctionCallMade, CallMade>;
  readonly CallChanged: DeepSame<AuctionCallChanged, CallChanged>;
  readonly WrongBoardCards: DeepSame<AuctionWrongBoardCards, WrongBoardCards>;
  readonly Alerted: DeepSame<AuctionAlerted, typeof Alerted.Type>;
  readonly Explained: DeepSame<AuctionExplained, typeof Explained.Type>;
  readonly ExplanationCorrected: DeepSame<AuctionExplanationCorrected, typeof ExplanationCorrected.Type>;
} = {
  CallMade: true,
  CallChanged: true,
  WrongBoardCards: true,
  Alerted: true,
  Explained: true,
  ExplanationCorrected: true,
};
void _auctionEvents;

/** The penalty cards (24E) and lead restrictions (26B, 39C) the auction hands to the play. */
export const carriedFromAuction = (a: AuctionState) => ({
  penaltyCards: a.exposed
    .filter((e) => e.fate === "penalty-card-24E")
    .map((e) => ({ seat: e.seat, card: e.card, law: "24E" as const })),
  leadRestrictions: a.leadRestrictions.filter((r) => r.status === "active"),
});

/** 41A: a face-down opening lead not yet faced goes back to the hand when the auction is open again (21B1(a)). */
const faceDownLeadBack = (d: TableDraft, position: number): void => {
  if (d.play === null) return;
  for (const c of d.play.current?.cards ?? []) {
    if (c.law !== "41A") continue;
    addAudit(d, [{ _tag: "FaceDownLeadBack", position, law: "41A", seat: c.seat, card: c.card }]);
  }
};

/** Routes an auction event to `@bridgelaw/auction`, with what it changes in the other phases. */
export const applyAuction = (d: TableDraft, e: AuctionEvent, position: number): void => {
  if (e.type === "CallChanged" && d.play !== null && openingLeadFaced(d.play)) {
    throw new DomainRejection({ _tag: "ChangeAfterLeadFaced", law: "17D1" });
  }
  updateAuction(d, position, (a) => applyAuctionEvent(a, e, position));
};

/**
 * Law 41A: the opening leader is declarer's LHO, whoever is to act first (an option carried from the
 * auction, 26B or 24E, is chosen before the lead: the play then has no turn yet).
 */
const openingLeader = (declarer: Seat, play: PlayState, position: number): TableEntry => {
  const first = play.turn === null ? play.pending[0] : undefined;
  return {
    _tag: "OpeningLeader",
    position,
    law: "41A",
    seat: lho(declarer),
    ...(first !== undefined && { chooser: first.seat, under: first.law }),
  };
};

/**
 * Applies an auction recipe, brings its new audit entries into the trail, and opens the play at the end of the
 * auction (T2). The play is opened again, before the opening lead, when the auction re-makes what it hands over
 * (its lists of lead restrictions or of exposed cards).
 */
export const updateAuction = (d: TableDraft, position: number, f: (a: AuctionDraft) => void): void => {
  const a = d.auction!;
  const ended = a.ended;
  const audited = a.audit.length;
  const { leadRestrictions, exposed, contract } = a;
  f(a);
  addAudit(d, a.audit.slice(audited));
  const untouched =
    d.play === null || (d.play.tricks.length === 0 && (d.play.current?.cards.length ?? 0) === 0);
  const carriedChanged = a.leadRestrictions !== leadRestrictions || a.exposed !== exposed;
  // 21B1(a): a change after the final pass opens the auction again, or ends it on another contract
  const recontracted = ended && a.ended && !sameContract(contract, a.contract);
  if (ended && (!a.ended || recontracted)) faceDownLeadBack(d, position);
  if (a.ended && a.contract && (!ended || recontracted || (carriedChanged && untouched))) {
    // T2: the play opens with what the auction hands over (24E penalty cards, 26B / 39C lead restrictions).
    const c = a.contract;
    const play = initialPlay(c.declarer, c.strain, d.setup!.deal, carriedFromAuction(a), {
      edition: d.setup!.edition,
      position,
    });
    d.play = play as TableDraft["play"];
    if (ended && !recontracted) return;
    addAudit(d, [openingLeader(c.declarer, play, position)]);
    return;
  }
  if (ended && !a.ended) d.play = null;
  // 26B: a ruling on the suits specified after the play has begun reaches the restrictions it carries.
  if (a.ended && d.play !== null && !untouched && a.leadRestrictions !== leadRestrictions)
    inPlay(d, (p) => applyCarriedRestrictions(p, carriedFromAuction(a).leadRestrictions, position));
};

export const makeCall = (d: TableDraft, e: CallMade, position: number): void => applyAuction(d, e, position);

export const changeCall = (d: TableDraft, e: CallChanged, position: number): void =>
  applyAuction(d, e, position);

export const explanation = (d: TableDraft, e: Explanation, position: number): void =>
  applyAuction(d, e, position);
