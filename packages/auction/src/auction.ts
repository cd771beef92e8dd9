import type { AttentionDrawn, Call, DirectorRuled, LawId, OptionChosen, Seat } from "@bridgelaw/cards";
import { isBid, lho } from "@bridgelaw/cards";
import { DomainRejection, produceState, snapshotOf } from "@bridgelaw/log";
import { answered, ask, blockingRuling, record } from "./context.ts";
import { law9BFurtherCall, law9BRuled } from "./laws/9-irregularity-procedure.ts";
import { law15WrongBoard, type WrongBoardCards } from "./laws/15-wrong-board.ts";
import {
  type Explanation,
  law21Change,
  law21ChangeOpen,
  law21Choice,
  law21Explanation,
  law21Ruled,
} from "./laws/21-misinformation.ts";
import { law23Ruled } from "./laws/23-comparable-call.ts";
import { type CardExposed, law24CardExposed, law24Ruled } from "./laws/24-card-exposed.ts";
import {
  type CallChanged,
  inadmissibleInPlaceOf,
  lastCallOf,
  law25A6,
  law25BCallByLho,
  law25ChangeOfCall,
  law25Choice,
  law25Ruled,
} from "./laws/25-change-of-call.ts";
import {
  law26AfterChangeOfCall,
  law26BSuitsRuled,
  parseSuitsSpecified,
} from "./laws/26-lead-restrictions.ts";
import {
  law27Accept,
  law27CallWhileOpen,
  law27Refuse,
  law27Replacement,
  law27Ruled,
} from "./laws/27-insufficient-bid.ts";
import { law28ACallOverBarredRho, law28BCallAtTurn, law28BRuled } from "./laws/28-calls-in-rotation.ts";
import {
  law29ACallByLho,
  law29Accept,
  law29CallOutOfRotation,
  law29Refuse,
} from "./laws/29-call-out-of-rotation.ts";
import { law30PassOutOfRotation } from "./laws/30-pass-out-of-rotation.ts";
import { law31BidOutOfRotation } from "./laws/31-bid-out-of-rotation.ts";
import { law32DoubleOutOfRotation } from "./laws/32-double-out-of-rotation.ts";
import { law33Simultaneous } from "./laws/33-simultaneous-calls.ts";
import { law36B, law36CallWhileOpen, law36InadmissibleDouble } from "./laws/36-inadmissible-double.ts";
import { law37ACallByLho, law37B } from "./laws/37-obligation-to-pass.ts";
import { law38BidAboveSeven, law38CallByLho, law38Rectify } from "./laws/38-bid-above-seven.ts";
import { law39CallAfterFinalPass } from "./laws/39-call-after-final-pass.ts";
import { inRotationLaw } from "./legality.ts";
import { DONE, type Next } from "./next.ts";
import { callInRotation } from "./rotation.ts";
import { lastStanding } from "./standing.ts";
import type { AuctionDraft, AuctionOptions, AuctionState, OpenIrregularity } from "./state.ts";

/**
 * `CallMade`: a call made at the table, a fact recorded whether or not it was legal. The log's wire contract
 * is `@bridgelaw/table`'s Schema of the event, which this type is checked equal to.
 */
export interface CallMade {
  readonly type: "CallMade";
  readonly seat: Seat;
  readonly call: Call;
  /** Law 33: made at the same time as the previous call. */
  readonly simultaneous?: boolean;
}

/**
 * Every event the auction takes: the log's events of the auction period, each the type of `@bridgelaw/table`'s
 * Schema of that event (the log's one list of events; the table checks each equal to its Schema at compile
 * time). `CardExposed` in the auction is the log's without `how: "together"` (58B), which the table refuses
 * before the end of the auction.
 */
export type AuctionEvent =
  | CallMade
  | CallChanged
  | CardExposed
  | Explanation
  | AttentionDrawn
  | WrongBoardCards;

export const DEFAULT_AUCTION_OPTIONS: AuctionOptions = {
  edition: "2017",
  law27B2PartnerBar: "throughout",
  screens: false,
};

/** Law 17B: the dealer makes the first call. A new state each time (a bulk replay changes it in place). */
export const initialAuction = (dealer: Seat, options: Partial<AuctionOptions> = {}): AuctionState => ({
  dealer,
  options: { ...DEFAULT_AUCTION_OPTIONS, ...options },
  calls: [],
  turn: dealer,
  lastBid: null,
  doubling: null,
  passes: 0,
  legalCount: 0,
  firstToName: { NS: {}, EW: {} },
  ended: false,
  contract: undefined,
  obligations: [],
  leadRestrictions: [],
  info: [],
  exposed: [],
  reviews: [],
  open: null,
  afterOutOfRotation: null,
  replacement: null,
  pending: [],
  rulingsNeeded: [],
  audit: [],
  revertTo: null,
  beforeLastCall: null,
  beforeEnd: null,
  periodEnded: null,
});

const waitForDirector = (d: AuctionDraft): void => {
  const r = blockingRuling(d);
  if (r !== undefined)
    throw new DomainRejection({ _tag: "AuctionWaitsForRuling", law: r.law, about: r.position });
};

/** Screens (FFB RNC Annexe IV) modify Laws 23–40: an irregular call is recorded, never rectified silently. */
const unsupportedUnderScreens = (
  d: AuctionDraft,
  seat: Seat,
  call: Call,
  position: number,
  law: LawId,
): void => {
  record(d, { seat, call, position, turn: d.turn, status: "open", law });
  ask(d, { _tag: "ScreensRectificationUnsupported", law, position, seat, call });
};

/**
 * A change of call (Law 25), unless the new call is a bid above seven, cancelled whatever else (38B), or a
 * double not permitted where the first call was, which can never be accepted (36B4).
 */
const changeOfCall = (d: AuctionDraft, seat: Seat, call: Call, position: number): void => {
  const first = lastCallOf(d, seat);
  if (call !== "P" && call !== "X" && call !== "XX" && Number.parseInt(call, 10) > 7) {
    law38BidAboveSeven(d, seat, call, position, d.turn ?? seat);
    return;
  }
  if (inadmissibleInPlaceOf(d, first, seat, call)) {
    law36InadmissibleDouble(d, seat, call, position, d.turn ?? lho(seat));
    return;
  }
  law25ChangeOfCall(d, seat, call, position);
};

/**
 * A call while an irregularity waits for its rectification, to the Law of the irregularity: it may accept it
 * (27A1, 29A, 25B1), condone it (36A, 37A, 38D), cancel it (28B) or replace it (27C, 36B); undefined when that
 * Law does not take the call (then 9B does).
 */
const whileOpen = (
  d: AuctionDraft,
  o: OpenIrregularity,
  seat: Seat,
  call: Call,
  position: number,
): Next | undefined => {
  switch (o.kind) {
    case "insufficient":
      return law27CallWhileOpen(d, o, seat, call, position);
    case "out-of-rotation":
      return law28BCallAtTurn(d, o, seat, call, position) ?? law29ACallByLho(d, o, seat, call, position);
    case "inadmissible-double":
      return law36CallWhileOpen(d, { ...o, kind: o.kind }, seat, call, position);
    case "violates-pass":
      return law37ACallByLho(d, { ...o, kind: o.kind }, seat, call, position);
    case "above-seven":
      return law38CallByLho(d, { ...o, kind: o.kind }, seat, call, position);
    case "change-of-call":
      return law25BCallByLho(d, o, seat, call, position);
  }
};

/**
 * A call with no irregularity open, to its Law: under screens, the Director's (FFB RNC Annexe IV); the
 * replacement of an insufficient bid (27B); in rotation (Law 35's checks, `rotation.ts`); over a barred RHO
 * (28A); a change of call (25, or 38, 36B4); a double not permitted (36); a bid above seven (38); out of
 * rotation (29).
 */
const withNoneOpen = (d: AuctionDraft, seat: Seat, call: Call, position: number): Next => {
  const turn = d.turn!;
  if (d.options.screens && (seat !== turn || inRotationLaw(d, seat, call) !== null)) {
    unsupportedUnderScreens(d, seat, call, position, seat !== turn ? "29" : inRotationLaw(d, seat, call)!);
    return DONE;
  }
  if (d.replacement?.law === "27B" && seat === d.replacement.offender && seat === turn)
    return law27Replacement(d, seat, call, position);
  if (seat === turn) return { follows: "in-rotation", seat, call, position };
  const deemed = law28ACallOverBarredRho(d, seat, call, position);
  if (deemed !== undefined) return deemed;
  const last = lastStanding(d.calls);
  if (last !== undefined && last.seat === seat && turn === lho(seat)) {
    changeOfCall(d, seat, call, position);
    return DONE;
  }
  if (call === "X" || call === "XX") {
    const standingDouble =
      inRotationLaw({ lastBid: d.lastBid, doubling: d.doubling, obligations: [] }, seat, call) === "36";
    if (standingDouble) {
      law36InadmissibleDouble(d, seat, call, position, turn);
      return DONE;
    }
  }
  if (call !== "P" && call !== "X" && call !== "XX" && Number.parseInt(call, 10) > 7)
    return { follows: "above-seven", seat, call, position, turn };
  law29CallOutOfRotation(d, seat, call, position);
  return DONE;
};

/**
 * A call (the intake of Laws 28–39: in rotation or out of it), dispatched to its Law: after the final pass
 * (39); while an irregularity is open, to that irregularity's Law, else 9B; otherwise in rotation or not
 * (`withNoneOpen`). Then what the Law says follows (`follow`).
 */
const onCall = (d: AuctionDraft, seat: Seat, call: Call, position: number, accepting = false): void => {
  // A call that accepts an irregularity is taken even if the acceptance raised a question for the Director.
  if (!accepting) waitForDirector(d);
  if (d.ended) {
    law39CallAfterFinalPass(d, seat, call, position);
    return;
  }
  const o = d.open;
  const next =
    o === null
      ? withNoneOpen(d, seat, call, position)
      : (whileOpen(d, o, seat, call, position) ?? law9BFurtherCall(d, o, seat, call, position));
  follow(d, next, position);
};

/** Applies what a Law said follows (`Next`); `position` is the fact's. */
const follow = (d: AuctionDraft, next: Next, position: number): void => {
  switch (next.follows) {
    case "done":
      return;
    case "call":
      onCall(d, next.seat, next.call, next.position, next.accepting);
      return;
    case "in-rotation":
      callInRotation(d, next.seat, next.call, next.position);
      return;
    case "above-seven":
      law38BidAboveSeven(d, next.seat, next.call, next.position, next.turn);
      return;
    case "accept-out-of-rotation":
      law29Accept(d, position, true);
      onCall(d, next.seat, next.call, next.position);
      return;
    case "out-of-rotation-cancelled": {
      const { offender, call, relation, calledBefore, at } = next;
      if (call === "P") law30PassOutOfRotation(d, offender, relation, calledBefore, at, position);
      else if (isBid(call)) law31BidOutOfRotation(d, offender, call, relation, calledBefore, at, position);
      else law32DoubleOutOfRotation(d, offender, call, relation, at, position);
      return;
    }
  }
};

/**
 * The auction as it stood before a call out of rotation, kept for Law 33 (the next call may be found
 * simultaneous with it and made first); none before a call in turn, which no later call can precede.
 */
const keptFor33 = (d: AuctionDraft, e: CallMade): AuctionState | null => {
  if (e.seat === d.turn) return null;
  return { ...snapshotOf<AuctionState>(d), beforeLastCall: null };
};

/** Applies one auction event: the recipe both runners use. */
export const applyAuctionEvent = (d: AuctionDraft, event: AuctionEvent, position: number): void => {
  switch (event.type) {
    case "CallMade": {
      const kept = keptFor33(d, event);
      if (event.simultaneous) law33Simultaneous(d, event, position, (s, c, p) => onCall(d, s, c, p));
      else onCall(d, event.seat, event.call, position);
      d.beforeLastCall = kept as AuctionDraft["beforeLastCall"];
      return;
    }
    case "CallChanged": {
      waitForDirector(d);
      for (const law of ["21B1", "21B2"] as const) {
        if (!law21ChangeOpen(d, event.seat, law)) continue;
        law21Change(d, event.seat, event.call, law, position);
        return;
      }
      changeOfCall(d, event.seat, event.call, position);
      return;
    }
    case "CardExposed": {
      law24CardExposed(d, event, position);
      return;
    }
    case "Alerted":
    case "Explained":
    case "ExplanationCorrected": {
      law21Explanation(d, event, position);
      return;
    }
    case "AttentionDrawn": {
      attentionDrawn(d, position);
      return;
    }
    case "WrongBoardCards": {
      law15WrongBoard(d, event, position);
      return;
    }
  }
};

/** Law 9B: attention drawn; the Director rectifies an irregularity that waits for him (36B, 37B, 38). */
const attentionDrawn = (d: AuctionDraft, position: number): void => {
  switch (d.open?.kind) {
    case "inadmissible-double": {
      law36B(d, position);
      return;
    }
    case "violates-pass": {
      law37B(d, position);
      return;
    }
    case "above-seven": {
      law38Rectify(d, position);
      return;
    }
    default:
      return;
  }
};

/** Applies a player's choice among the options the auction listed as pending (10C1): the recipe. */
export const applyAuctionChoice = (d: AuctionDraft, choice: OptionChosen, position: number): void => {
  const accept = choice.option === "accept";
  switch (choice.law) {
    case "27A1":
    case "27B4": {
      if (accept) law27Accept(d, position, false);
      else follow(d, law27Refuse(d, position), position);
      return;
    }
    case "29A": {
      if (accept) law29Accept(d, position, false);
      else follow(d, law29Refuse(d, position), position);
      return;
    }
    case "25B1": {
      law25Choice(d, accept, position, false);
      return;
    }
    case "25A6": {
      law25A6(d, choice.option, position);
      return;
    }
    case "21B1":
    case "21B2": {
      law21Choice(d, choice.seat, choice.law, choice.option, position);
      return;
    }
    default:
      throw new Error(
        `bug: the auction listed option "${choice.option}" of Law ${choice.law} without a reducer`,
      );
  }
};

/** Applies the Director's ruling on a question the auction asked: the recipe. */
export const applyAuctionRuling = (
  d: AuctionDraft,
  ruling: DirectorRuled & { about: number },
  position: number,
): void => {
  const { law, about, answer } = ruling;
  switch (law) {
    case "27B1":
    case "27B4": {
      // the replacement asked about, still in the slot; else it is gone (its calls cancelled: 15A1 clears the
      // slot) and the question has nothing left to answer
      if (d.replacement?.madeAt === about && d.calls.some((c) => c.position === about))
        law27Ruled(d, answer!, about, position);
      else answered(d, law, about);
      return;
    }
    case "23A": {
      if (d.replacement?.madeAt === about) law23Ruled(d, answer!, about, position);
      else answered(d, "23A", about);
      return;
    }
    case "24": {
      law24Ruled(d, answer!, about, position);
      return;
    }
    case "25A": {
      follow(d, law25Ruled(d, answer!, about, position), position);
      return;
    }
    case "28B": {
      follow(d, law28BRuled(d, answer, about, position), position);
      return;
    }
    case "36": {
      law36B(d, position);
      return;
    }
    case "37": {
      law37B(d, position);
      return;
    }
    case "38": {
      law38Rectify(d, position);
      return;
    }
    case "9B": {
      law9BRuled(d, about, position);
      return;
    }
    case "21B1": {
      law21Ruled(d, answer, about, position);
      return;
    }
    case "26": {
      law26AfterChangeOfCall(d, answer, about, position);
      return;
    }
    case "26A":
    case "26B": {
      const suits = parseSuitsSpecified(answer);
      if (suits === null) throw new DomainRejection({ _tag: "SuitsSpecifiedAnswerExpected", law });
      law26BSuitsRuled(d, law, suits, about, position);
      return;
    }
    default: {
      answered(d, law, about);
      return;
    }
  }
};

/** Applies one auction event: the next state, immutable, sharing what did not change. */
export const evolveAuction = (a: AuctionState, event: AuctionEvent, position: number): AuctionState =>
  produceState(a, (d) => applyAuctionEvent(d, event, position));

/** Applies a player's choice among the options the auction listed as pending (10C1). */
export const chooseAuctionOption = (a: AuctionState, choice: OptionChosen, position: number): AuctionState =>
  produceState(a, (d) => applyAuctionChoice(d, choice, position));

/** Applies the Director's ruling on a question the auction asked. */
export const answerAuctionRuling = (
  a: AuctionState,
  ruling: DirectorRuled & { about: number },
  position: number,
): AuctionState => produceState(a, (d) => applyAuctionRuling(d, ruling, position));
