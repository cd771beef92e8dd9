import type { AttentionDrawn, Call, DirectorRuled, OptionChosen, Seat } from "@bridgelaw/cards";
import { lho, SEAT_NAMES } from "@bridgelaw/cards";
import { DomainRejection, produceState, snapshotOf, thawed } from "@bridgelaw/log";
import { answered, ask, blockingRuling, information, name, note, record } from "./context.ts";
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
  law25ChangeOfCall,
  law25Choice,
  law25Ruled,
} from "./laws/25-change-of-call.ts";
import { law26BSuitsRuled, parseSuitsSpecified } from "./laws/26-lead-restrictions.ts";
import {
  law27Accept,
  law27Premature,
  law27Refuse,
  law27Replacement,
  law27Ruled,
} from "./laws/27-insufficient-bid.ts";
import { law28ADeemedPass, law28BCancelled } from "./laws/28-calls-in-rotation.ts";
import { law29Accept, law29CallOutOfRotation, law29Refuse } from "./laws/29-call-out-of-rotation.ts";
import { law36A, law36B, law36InadmissibleDouble } from "./laws/36-inadmissible-double.ts";
import { law37A, law37B } from "./laws/37-obligation-to-pass.ts";
import { law38BidAboveSeven, law38Rectify } from "./laws/38-bid-above-seven.ts";
import { law39CallAfterFinalPass } from "./laws/39-call-after-final-pass.ts";
import { inRotationLaw, passObligation } from "./legality.ts";
import { callInRotation } from "./rotation.ts";
import { lastStanding, updateCall } from "./standing.ts";
import type { AuctionDraft, AuctionOptions, AuctionState } from "./state.ts";

/** A call made at the table (design §3): a fact, recorded whether or not it was legal. */
export interface CallMade {
  readonly type: "CallMade";
  readonly seat: Seat;
  readonly call: Call;
  /** Law 33: made at the same time as the previous call. */
  readonly simultaneous?: boolean;
}

/** Every event the auction takes. */
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
  if (r !== undefined) {
    throw new DomainRejection(
      `the auction waits for the Director's ruling under Law ${r.law}: ${r.question}`,
    );
  }
};

/** Screens (FFB RNC Annexe IV) modify Laws 23–40: an irregular call is recorded, never rectified silently. */
const unsupportedUnderScreens = (
  d: AuctionDraft,
  seat: Seat,
  call: Call,
  position: number,
  law: string,
): void => {
  record(d, { seat, call, position, turn: d.turn, status: "open", law });
  ask(d, {
    _tag: "Said",
    law,
    position,
    question: `the board is played with screens: rectification of ${name(seat)}'s ${call} (Law ${law}) under screens is not supported by the engine (FFB RNC Annexe IV); the Director rules by hand`,
  });
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
 * A call (spec §1.10, the out-of-rotation intake): in rotation, over a barred RHO (28A), a change of call
 * (25), or out of rotation (29–32, 36B4, 38); while an irregularity is open, the call may accept it (27A1,
 * 29A, 25B1), condone it (36A, 37A, 38D), cancel it (28B) or replace it (27B, 27C).
 */
const onCall = (d: AuctionDraft, seat: Seat, call: Call, position: number, accepting = false): void => {
  // A call that accepts an irregularity is taken even if the acceptance raised a question for the Director.
  if (!accepting) waitForDirector(d);
  if (d.ended) {
    law39CallAfterFinalPass(d, seat, call, position);
    return;
  }
  const o = d.open;
  if (o !== null) {
    const offender = o.offender;
    switch (o.kind) {
      case "insufficient":
        if (seat === lho(offender)) {
          law27Accept(d, position, true);
          onCall(d, seat, call, position, true);
          return;
        }
        if (seat === offender && o.premature === undefined && !o.second) {
          law27Premature(d, seat, call, position);
          return;
        }
        break;
      case "out-of-rotation":
        if (seat === o.turn && o.turn === lho(offender)) {
          // 28B or 29A? The Director asks the player's intent.
          const question = `${name(seat)} called over ${name(offender)}'s ${o.call} out of rotation: did he mean to accept it (29A, answer "accept") or to call in his own turn (28B, answer "own-turn")?`;
          record(d, { seat, call, position, turn: o.turn, status: "open", law: "28B" });
          ask(d, {
            _tag: "Said",
            law: "28B",
            position,
            blocking: true,
            question,
            answers: ["accept", "own-turn"],
          });
          return;
        }
        if (seat === o.turn) {
          law28BCancelled(d, position);
          callInRotation(d, seat, call, position);
          return;
        }
        if (seat === lho(offender)) {
          law29Accept(d, position, true);
          onCall(d, seat, call, position);
          return;
        }
        break;
      case "inadmissible-double":
        if (seat === lho(offender)) {
          law36A(d, seat, call, position);
          return;
        }
        if (seat === offender) {
          law36B(d, position);
          onCall(d, seat, call, position);
          return;
        }
        break;
      case "violates-pass":
        if (seat === lho(offender)) {
          law37A(d, position);
          onCall(d, seat, call, position);
          return;
        }
        break;
      case "above-seven":
        if (seat === lho(offender)) {
          law38Rectify(d, position, { seat, call });
          return;
        }
        break;
      case "change-of-call":
        if (seat === lho(offender) && d.pending.some((p) => p.law === "25B1")) {
          law25Choice(d, true, position, true);
          onCall(d, seat, call, position, true);
          return;
        }
        break;
    }
    // A further call while the irregularity is unsettled: the Director rules on them in order (spec §1.10).
    const question = `${name(seat)} called ${call} while the rectification of ${name(offender)}'s ${o.kind === "change-of-call" ? "change of call" : o.call} was pending: the call is cancelled (answer "cancel"; Law 16C applies to it)`;
    record(d, { seat, call, position, turn: d.turn, status: "open", law: "9B" });
    ask(d, { _tag: "Said", law: "9B", position, blocking: true, question, answers: ["cancel"] });
    return;
  }
  const turn = d.turn!;
  if (d.options.screens && (seat !== turn || inRotationLaw(d, seat, call) !== null)) {
    unsupportedUnderScreens(d, seat, call, position, seat !== turn ? "29" : inRotationLaw(d, seat, call)!);
    return;
  }
  if (d.replacement?.law === "27B" && seat === d.replacement.offender && seat === turn) {
    law27Replacement(d, seat, call, position);
    return;
  }
  if (seat === turn) {
    callInRotation(d, seat, call, position);
    return;
  }
  if (seat === lho(turn) && passObligation(d, turn) !== undefined) {
    law28ADeemedPass(d, turn, seat, position);
    callInRotation(d, seat, call, position);
    return;
  }
  const last = lastStanding(d.calls);
  if (last !== undefined && last.seat === seat && turn === lho(seat)) {
    changeOfCall(d, seat, call, position);
    return;
  }
  if (call === "X" || call === "XX") {
    const standingDouble =
      inRotationLaw({ lastBid: d.lastBid, doubling: d.doubling, obligations: [] }, seat, call) === "36";
    if (standingDouble) {
      law36InadmissibleDouble(d, seat, call, position, turn);
      return;
    }
  }
  if (call !== "P" && call !== "X" && call !== "XX" && Number.parseInt(call, 10) > 7) {
    law38BidAboveSeven(d, seat, call, position, turn);
    return;
  }
  law29CallOutOfRotation(d, seat, call, position);
};

/** Law 33: a call simultaneous with the call of the player whose turn it was is deemed to follow it. */
const law33Simultaneous = (d: AuctionDraft, e: CallMade, position: number): void => {
  const before = d.beforeLastCall;
  const last = d.calls[d.calls.length - 1];
  if (before !== null && last !== undefined && last.seat !== before.turn && e.seat === before.turn) {
    const previous = { seat: last.seat, call: last.call, position: last.position };
    // The state before the previous call, taken up again: the two calls are made in the Law's order.
    Object.assign(d, thawed<AuctionState>(before));
    onCall(d, e.seat, e.call, position);
    note(
      d,
      position,
      "33",
      `${SEAT_NAMES[previous.seat]}'s ${previous.call}, made at the same time as ${SEAT_NAMES[e.seat]}'s ${e.call}, is deemed to follow it (Law 33)`,
    );
    onCall(d, previous.seat, previous.call, previous.position);
    return;
  }
  onCall(d, e.seat, e.call, position);
  note(
    d,
    position,
    "33",
    `${SEAT_NAMES[e.seat]}'s ${e.call} was simultaneous with the previous call: deemed to follow it (Law 33)`,
  );
};

/**
 * The auction as it stood before a call out of rotation, kept for Law 33 (the next call may be found
 * simultaneous with it and made first); none before a call in turn, which no later call can precede.
 */
const keptFor33 = (d: AuctionDraft, e: CallMade): AuctionState | null => {
  if (e.seat === d.turn) return null;
  return { ...snapshotOf<AuctionState>(d), beforeLastCall: null };
};

/** Applies one auction event (design §2): the recipe both runners use. */
export const applyAuctionEvent = (d: AuctionDraft, event: AuctionEvent, position: number): void => {
  switch (event.type) {
    case "CallMade": {
      const kept = keptFor33(d, event);
      if (event.simultaneous) law33Simultaneous(d, event, position);
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
      else law27Refuse(d, position);
      return;
    }
    case "29A": {
      if (accept) law29Accept(d, position, false);
      else law29Refuse(d, position);
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
      law27Ruled(d, answer!, about, position);
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
      law25Ruled(d, answer!, about, position);
      return;
    }
    case "28B": {
      const found = d.calls.find((c) => c.position === about)!;
      const held = { seat: found.seat, call: found.call };
      answered(d, "28B", about);
      d.calls = d.calls.filter((c) => c.position !== about);
      if (answer === "accept") {
        law29Accept(d, position, true);
        onCall(d, held.seat, held.call, about);
        return;
      }
      law28BCancelled(d, position);
      callInRotation(d, held.seat, held.call, about);
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
      const found = d.calls.find((c) => c.position === about)!;
      const held = { seat: found.seat, call: found.call };
      updateCall(d, about, { status: "cancelled", law: "9B" });
      answered(d, "9B", about);
      information(d, held.seat, held.call, about, "16C");
      note(d, position, "9B", `${name(held.seat)}'s ${held.call} is cancelled`);
      return;
    }
    case "21B1": {
      law21Ruled(d, answer, about, position);
      return;
    }
    case "26B": {
      const suits = parseSuitsSpecified(answer);
      if (suits === null)
        throw new DomainRejection(`the answer must list suits (S, H, D, C) separated by commas, or "none"`);
      law26BSuitsRuled(d, suits, about, position);
      return;
    }
    default: {
      answered(d, law, about);
      return;
    }
  }
};

/** Applies one auction event (design §2): the next state, immutable, sharing what did not change. */
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
