import { type AuctionEvent, type AuctionState, evolveAuction } from "@bridgelaw/auction";
import { type Call, lho, SEAT_NAMES, type Seat } from "@bridgelaw/cards";
import { DomainRejection } from "@bridgelaw/log";
import { initialPlay, type PlayState } from "@bridgelaw/play";
import { Schema } from "effect";
import { withAudit } from "../audit.ts";
import type { TableState } from "../state.ts";
import { BoardNumber, CallToken, SeatToken } from "../tokens.ts";

/** A call made at the table (Laws 17–39): a fact, legal or not. `simultaneous`: made together with the previous call (Law 33). */
export const CallMade = Schema.Struct({
  type: Schema.Literal("CallMade"),
  seat: SeatToken,
  call: CallToken,
  simultaneous: Schema.optional(Schema.Boolean),
});
export type CallMade = typeof CallMade.Type;

/** A player substitutes a call for his last call (Law 25; 21B1 after misinformation). */
export const CallChanged = Schema.Struct({
  type: Schema.Literal("CallChanged"),
  seat: SeatToken,
  call: CallToken,
});
export type CallChanged = typeof CallChanged.Type;

/** A player is found to have called holding the cards of another board (Law 15A; 17D in the 2007 Code). */
export const WrongBoardCards = Schema.Struct({
  type: Schema.Literal("WrongBoardCards"),
  seat: SeatToken,
  /** 15A3: the board whose cards he held. */
  board: Schema.optional(BoardNumber),
});
export type WrongBoardCards = typeof WrongBoardCards.Type;

export const wrongBoardCards = (s: TableState, e: WrongBoardCards, position: number): TableState =>
  applyAuction(s, e, position);

/** Laws 20–21 as facts: an alert, an explanation, a correction of an explanation, each about the call at `about`. */
export const Alerted = Schema.Struct({
  type: Schema.Literal("Alerted"),
  seat: SeatToken,
  about: Schema.Number,
});
export const Explained = Schema.Struct({
  type: Schema.Literal("Explained"),
  seat: SeatToken,
  about: Schema.Number,
  text: Schema.String,
});
export const ExplanationCorrected = Schema.Struct({
  type: Schema.Literal("ExplanationCorrected"),
  seat: SeatToken,
  about: Schema.Number,
  text: Schema.String,
});
export type Explanation = typeof Alerted.Type | typeof Explained.Type | typeof ExplanationCorrected.Type;

/** The penalty cards (24E) and lead restrictions (26B, 39C) the auction hands to the play. */
export const carriedFromAuction = (a: AuctionState) => ({
  penaltyCards: a.exposed
    .filter((e) => e.fate === "penalty-card-24E")
    .map((e) => ({ seat: e.seat, card: e.card, law: "24E" })),
  leadRestrictions: a.leadRestrictions.filter((r) => r.status === "active"),
});

/** Routes an auction event (design §2). */
export const applyAuction = (s: TableState, e: AuctionEvent, position: number): TableState => {
  if (s.play !== null && (s.play.tricks.length > 0 || (s.play.current?.cards.length ?? 0) > 0)) {
    if (e.type === "CallChanged")
      throw new DomainRejection("a change of call after the opening lead: the auction period is over (25A5)");
  }
  return updateAuction(s, position, (a) => evolveAuction(a, e, position));
};

/**
 * Law 41A: the opening leader is declarer's LHO, whoever is to act first (an option carried from the
 * auction, 26B or 24E, is chosen before the lead: the play then has no turn yet).
 */
const openingLeadText = (declarer: Seat, play: PlayState): string => {
  const leader = `${SEAT_NAMES[lho(declarer)]} (declarer's LHO) makes the opening lead`;
  const first = play.turn === null ? play.pending[0] : undefined;
  return first === undefined
    ? leader
    : `${leader}, once ${SEAT_NAMES[first.seat]} has chosen under Law ${first.law}`;
};

/** Updates the auction, brings its new audit entries into the trail, and opens the play at the end of the auction (T2). */
export const updateAuction = (
  s: TableState,
  position: number,
  f: (a: AuctionState) => AuctionState,
): TableState => {
  const before = s.auction!;
  const auction = f(before);
  const fresh = auction.audit.slice(before.audit.length);
  let next: TableState = { ...s, auction };
  const untouched =
    s.play === null || (s.play.tricks.length === 0 && (s.play.current?.cards.length ?? 0) === 0);
  const carriedChanged =
    auction.leadRestrictions !== before.leadRestrictions || auction.exposed !== before.exposed;
  if (auction.ended && auction.contract && (!before.ended || (carriedChanged && untouched))) {
    // T2: the play opens with what the auction hands over (24E penalty cards, 26B / 39C lead restrictions).
    const c = auction.contract;
    const play = initialPlay(c.declarer, c.strain, s.setup!.deal, carriedFromAuction(auction), {
      edition: s.setup!.edition,
      position,
    });
    if (before.ended) return withAudit({ ...next, play }, fresh);
    next = { ...next, play };
    return withAudit(next, [...fresh, { position, law: "41A", text: openingLeadText(c.declarer, play) }]);
  }
  if (before.ended && !auction.ended) next = { ...next, play: null };
  return withAudit(next, fresh);
};

export const makeCall = (s: TableState, e: CallMade, position: number): TableState =>
  applyAuction(
    s,
    { type: "CallMade", seat: e.seat, call: e.call as Call, ...(e.simultaneous && { simultaneous: true }) },
    position,
  );

export const changeCall = (s: TableState, e: CallChanged, position: number): TableState =>
  applyAuction(s, { type: "CallChanged", seat: e.seat, call: e.call as Call }, position);

export const explanation = (s: TableState, e: Explanation, position: number): TableState =>
  applyAuction(s, e, position);
