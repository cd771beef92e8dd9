import type { AttentionDrawn, Call, DirectorRuled, OptionChosen, Seat } from "@bridgelaw/cards";
import { lho, SEAT_NAMES } from "@bridgelaw/cards";
import { DomainRejection } from "@bridgelaw/log";
import { answered, ask, blockingRuling, information, name, note } from "./context.ts";
import { law15WrongBoard, type WrongBoardCards } from "./laws/15-wrong-board.ts";
import { type Explanation, law21Change, law21Explanation, law21Ruled } from "./laws/21-misinformation.ts";
import { law23Ruled } from "./laws/23-comparable-call.ts";
import { type CardExposed, law24CardExposed, law24Ruled } from "./laws/24-card-exposed.ts";
import {
  type CallChanged,
  law25A6,
  law25ChangeOfCall,
  law25Choice,
  law25Ruled,
} from "./laws/25-change-of-call.ts";
import { parseSuitsSpecified } from "./laws/26-lead-restrictions.ts";
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
import { callInRotation, record } from "./rotation.ts";
import { lastStanding, updateCall } from "./standing.ts";
import type { AuctionOptions, AuctionState } from "./state.ts";

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

/** Law 17B: the dealer makes the first call. */
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
});

const waitForDirector = (a: AuctionState): void => {
  const r = blockingRuling(a);
  if (r !== undefined) {
    throw new DomainRejection(
      `the auction waits for the Director's ruling under Law ${r.law}: ${r.question}`,
    );
  }
};

/** Screens (FFB RNC Annexe IV) modify Laws 23–40: an irregular call is recorded, never rectified silently. */
const unsupportedUnderScreens = (
  a: AuctionState,
  seat: Seat,
  call: Call,
  position: number,
  law: string,
): AuctionState =>
  ask(record(a, { seat, call, position, turn: a.turn, status: "open", law }), {
    law,
    position,
    question: `the board is played with screens: rectification of ${name(seat)}'s ${call} (Law ${law}) under screens is not supported by the engine (FFB RNC Annexe IV); the Director rules by hand`,
  });

/**
 * A call (spec §1.10, the out-of-rotation intake): in rotation, over a barred RHO (28A), a change of call
 * (25), or out of rotation (29–32, 36B4, 38); while an irregularity is open, the call may accept it (27A1,
 * 29A, 25B1), condone it (36A, 37A, 38D), cancel it (28B) or replace it (27B, 27C).
 */
const onCall = (
  a: AuctionState,
  seat: Seat,
  call: Call,
  position: number,
  accepting = false,
): AuctionState => {
  // A call that accepts an irregularity is taken even if the acceptance raised a question for the Director.
  if (!accepting) waitForDirector(a);
  if (a.ended) return law39CallAfterFinalPass(a, seat, call, position);
  const o = a.open;
  if (o !== null) {
    const offender = o.offender;
    switch (o.kind) {
      case "insufficient":
        if (seat === lho(offender)) return onCall(law27Accept(a, position, true), seat, call, position, true);
        if (seat === offender && o.premature === undefined && !o.second)
          return law27Premature(a, seat, call, position);
        break;
      case "out-of-rotation":
        if (seat === o.turn && o.turn === lho(offender)) {
          // 28B or 29A? The Director asks the player's intent.
          return ask(record(a, { seat, call, position, turn: o.turn, status: "open", law: "28B" }), {
            law: "28B",
            position,
            blocking: true,
            question: `${name(seat)} called over ${name(offender)}'s ${o.call} out of rotation: did he mean to accept it (29A, answer "accept") or to call in his own turn (28B, answer "own-turn")?`,
            answers: ["accept", "own-turn"],
          });
        }
        if (seat === o.turn) return callInRotation(law28BCancelled(a, position), seat, call, position);
        if (seat === lho(offender)) return onCall(law29Accept(a, position, true), seat, call, position);
        break;
      case "inadmissible-double":
        if (seat === lho(offender)) return law36A(a, seat, call, position);
        if (seat === offender) return onCall(law36B(a, position), seat, call, position);
        break;
      case "violates-pass":
        if (seat === lho(offender)) return onCall(law37A(a, position), seat, call, position);
        break;
      case "above-seven":
        if (seat === lho(offender)) return law38Rectify(a, position, { seat, call });
        break;
      case "change-of-call":
        if (seat === lho(offender) && a.pending.some((p) => p.law === "25B1")) {
          return onCall(law25Choice(a, true, position, true), seat, call, position);
        }
        break;
    }
    // A further call while the irregularity is unsettled: the Director rules on them in order (spec §1.10).
    return ask(record(a, { seat, call, position, turn: a.turn, status: "open", law: "9B" }), {
      law: "9B",
      position,
      blocking: true,
      question: `${name(seat)} called ${call} while the rectification of ${name(offender)}'s ${o.kind === "change-of-call" ? "change of call" : o.call} was pending: the call is cancelled (answer "cancel"; Law 16C applies to it)`,
      answers: ["cancel"],
    });
  }
  const turn = a.turn!;
  if (a.options.screens && (seat !== turn || inRotationLaw(a, seat, call) !== null)) {
    return unsupportedUnderScreens(
      a,
      seat,
      call,
      position,
      seat !== turn ? "29" : inRotationLaw(a, seat, call)!,
    );
  }
  if (a.replacement?.law === "27B" && seat === a.replacement.offender && seat === turn) {
    return law27Replacement(a, seat, call, position);
  }
  if (seat === turn) return callInRotation(a, seat, call, position);
  if (seat === lho(turn) && passObligation(a, turn) !== undefined) {
    return callInRotation(law28ADeemedPass(a, turn, seat, position), seat, call, position);
  }
  const last = lastStanding(a.calls);
  if (last !== undefined && last.seat === seat && turn === lho(seat)) {
    // 30B2, 31C, 32C: a later call by the offender at his LHO's turn is a change of call.
    return law25ChangeOfCall(a, seat, call, position);
  }
  if (call === "X" || call === "XX") {
    const standingDouble = inRotationLaw({ ...a, obligations: [] }, seat, call) === "36";
    if (standingDouble) return law36InadmissibleDouble(a, seat, call, position, turn);
  }
  if (call !== "P" && call !== "X" && call !== "XX" && Number.parseInt(call, 10) > 7) {
    return law38BidAboveSeven(a, seat, call, position, turn);
  }
  return law29CallOutOfRotation(a, seat, call, position);
};

/** Law 33: a call simultaneous with the call of the player whose turn it was is deemed to follow it. */
const law33Simultaneous = (a: AuctionState, e: CallMade, position: number): AuctionState => {
  const before = a.beforeLastCall;
  const previous = a.calls[a.calls.length - 1];
  if (before !== null && previous !== undefined && previous.seat !== before.turn && e.seat === before.turn) {
    const first = note(
      onCall(before, e.seat, e.call, position),
      position,
      "33",
      `${SEAT_NAMES[previous.seat]}'s ${previous.call}, made at the same time as ${SEAT_NAMES[e.seat]}'s ${e.call}, is deemed to follow it (Law 33)`,
    );
    return onCall(first, previous.seat, previous.call, previous.position);
  }
  return note(
    onCall(a, e.seat, e.call, position),
    position,
    "33",
    `${SEAT_NAMES[e.seat]}'s ${e.call} was simultaneous with the previous call: deemed to follow it (Law 33)`,
  );
};

/** Applies one auction event (design §2). */
export const evolveAuction = (a: AuctionState, event: AuctionEvent, position: number): AuctionState => {
  switch (event.type) {
    case "CallMade": {
      const next = event.simultaneous
        ? law33Simultaneous(a, event, position)
        : onCall(a, event.seat, event.call, position);
      return { ...next, beforeLastCall: a };
    }
    case "CallChanged": {
      waitForDirector(a);
      const mi = a.pending.find((p) => (p.law === "21B1" || p.law === "21B2") && p.seat === event.seat);
      if (mi !== undefined)
        return law21Change(a, event.seat, event.call, mi.law as "21B1" | "21B2", position);
      // 25A5: the table refuses a change once the opening lead is faced (the end of the auction period).
      return law25ChangeOfCall(a, event.seat, event.call, position);
    }
    case "CardExposed":
      return law24CardExposed(a, event, position);
    case "Alerted":
    case "Explained":
    case "ExplanationCorrected":
      return law21Explanation(a, event, position);
    case "AttentionDrawn":
      return attentionDrawn(a, position);
    case "WrongBoardCards":
      return law15WrongBoard(a, event, position);
  }
};

/** Law 9B: attention drawn; the Director rectifies an irregularity that waits for him (36B, 37B, 38). */
const attentionDrawn = (a: AuctionState, position: number): AuctionState => {
  switch (a.open?.kind) {
    case "inadmissible-double":
      return law36B(a, position);
    case "violates-pass":
      return law37B(a, position);
    case "above-seven":
      return law38Rectify(a, position);
    default:
      return a;
  }
};

/** Applies a player's choice among the options the auction listed as pending (10C1). */
export const chooseAuctionOption = (
  a: AuctionState,
  choice: OptionChosen,
  position: number,
): AuctionState => {
  const accept = choice.option === "accept";
  switch (choice.law) {
    case "27A1":
    case "27B4":
      return accept ? law27Accept(a, position, false) : law27Refuse(a, position);
    case "29A":
      return accept ? law29Accept(a, position, false) : law29Refuse(a, position);
    case "25B1":
      return law25Choice(a, accept, position, false);
    case "25A6":
      return law25A6(a, choice.option, position);
    default:
      throw new Error(
        `bug: the auction listed option "${choice.option}" of Law ${choice.law} without a reducer`,
      );
  }
};

/** Applies the Director's ruling on a question the auction asked. */
export const answerAuctionRuling = (
  a: AuctionState,
  ruling: DirectorRuled & { about: number },
  position: number,
): AuctionState => {
  const { law, about, answer } = ruling;
  switch (law) {
    case "27B1":
    case "27B4":
      return law27Ruled(a, answer!, about, position);
    case "23A":
      return a.replacement?.madeAt === about
        ? law23Ruled(a, answer!, about, position)
        : answered(a, "23A", about);
    case "24":
      return law24Ruled(a, answer!, about, position);
    case "25A":
      return law25Ruled(a, answer!, about, position);
    case "28B": {
      const held = a.calls.find((c) => c.position === about)!;
      const s: AuctionState = {
        ...answered(a, "28B", about),
        calls: a.calls.filter((c) => c.position !== about),
      };
      if (answer === "accept") return onCall(law29Accept(s, position, true), held.seat, held.call, about);
      return callInRotation(law28BCancelled(s, position), held.seat, held.call, about);
    }
    case "36":
      return law36B(a, position);
    case "37":
      return law37B(a, position);
    case "38":
      return law38Rectify(a, position);
    case "9B": {
      const held = a.calls.find((c) => c.position === about)!;
      const s = answered(
        { ...a, calls: updateCall(a.calls, about, { status: "cancelled", law: "9B" }) },
        "9B",
        about,
      );
      return note(
        information(s, held.seat, held.call, about, "16C"),
        position,
        "9B",
        `${name(held.seat)}'s ${held.call} is cancelled`,
      );
    }
    case "21B1":
      return law21Ruled(a, answer, about, position);
    case "26B": {
      const suits = parseSuitsSpecified(answer);
      if (suits === null)
        throw new DomainRejection(`the answer must list suits (S, H, D, C) separated by commas, or "none"`);
      const s = answered(a, "26B", about);
      return note(
        {
          ...s,
          leadRestrictions: s.leadRestrictions.map((r) =>
            r.from === about ? { ...r, suitsSpecified: suits } : r,
          ),
        },
        position,
        "26B",
        `suits specified by the offender in the legal auction: ${suits.length === 0 ? "none" : suits.join(", ")}`,
      );
    }
    default:
      return answered(a, law, about);
  }
};
