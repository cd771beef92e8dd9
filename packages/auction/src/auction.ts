import {
  bidLevel,
  bidStrain,
  type Call,
  type Contract,
  type DirectorRuled,
  isBid,
  lho,
  type OptionChosen,
  type Seat,
  sideOf,
} from "@bridgelaw/cards";
import { irregularity } from "./legality.ts";
import type { AuctionState, RecordedCall } from "./state.ts";

/** A call made at the table (design §3): a fact, recorded whether or not it was legal. */
export interface CallMade {
  readonly type: "CallMade";
  readonly seat: Seat;
  readonly call: Call;
}

/** Law 17B: the dealer makes the first call. */
export const initialAuction = (dealer: Seat): AuctionState => ({
  dealer,
  calls: [],
  turn: dealer,
  lastBid: null,
  doubling: null,
  passes: 0,
  legalCount: 0,
  firstToName: { NS: {}, EW: {} },
  ended: false,
  contract: undefined,
  pending: [],
  rulingsNeeded: [],
});

/** Law 22: the auction ends after three passes following a bid, or four passes when nobody has bid. */
const endOfAuction = (a: AuctionState): Contract | null | undefined => {
  if (a.lastBid === null) return a.passes >= 4 ? null : undefined;
  if (a.passes < 3) return undefined;
  const { bid, seat } = a.lastBid;
  const strain = bidStrain(bid);
  // Law 22A / INV-08: declarer is the first of the declaring side to name the contract's strain.
  const declarer = a.firstToName[sideOf(seat)][strain] ?? seat;
  return { level: bidLevel(bid), strain, doubling: a.doubling?.call ?? "", declarer };
};

/** Records one call and derives the auction that follows (Laws 17–22). */
export const evolveAuction = (a: AuctionState, event: CallMade, position: number): AuctionState => {
  const { seat, call } = event;
  const irregular = irregularity(a, seat, call);
  if (irregular !== null) {
    const recorded: RecordedCall = {
      seat,
      call,
      position,
      turn: a.turn,
      status: "irregular",
      law: irregular.law,
      reason: irregular.reason,
    };
    const question = `${seat}'s ${call} at position ${position}: ${irregular.reason}; Director, rule under Law ${irregular.law}`;
    return {
      ...a,
      calls: [...a.calls, recorded],
      rulingsNeeded: [...a.rulingsNeeded, { law: irregular.law, question, position }],
    };
  }
  const recorded: RecordedCall = { seat, call, position, turn: a.turn, status: "legal" };
  let next: AuctionState;
  if (call === "P") {
    next = { ...a, passes: a.passes + 1 };
  } else if (isBid(call)) {
    const side = sideOf(seat);
    const strain = bidStrain(call);
    const named = a.firstToName[side];
    next = {
      ...a,
      lastBid: { bid: call, seat },
      doubling: null,
      passes: 0,
      firstToName:
        named[strain] === undefined
          ? { ...a.firstToName, [side]: { ...named, [strain]: seat } }
          : a.firstToName,
    };
  } else {
    next = { ...a, doubling: { call, seat }, passes: 0 };
  }
  next = { ...next, calls: [...a.calls, recorded], legalCount: a.legalCount + 1 };
  const contract = endOfAuction(next);
  if (contract !== undefined) return { ...next, ended: true, turn: null, contract };
  return { ...next, turn: lho(seat) };
};

/** Every call of the standing auction (legal calls), in order. */
export const standingCalls = (a: AuctionState): RecordedCall[] => a.calls.filter((c) => c.status === "legal");

/**
 * Records the Director's ruling on a question the auction asked: the question is answered and leaves
 * `rulingsNeeded`. The caller has checked that the question was asked (`findRuling`).
 */
export const answerAuctionRuling = (a: AuctionState, ruling: DirectorRuled): AuctionState => ({
  ...a,
  rulingsNeeded: a.rulingsNeeded.filter(
    (r) => !(r.law === ruling.law && (ruling.about === undefined || r.position === ruling.about)),
  ),
});

/**
 * Applies a player's choice among the options the auction listed as pending (10C1). The table has checked
 * that the option is pending and the seat is the one it belongs to (`findOption`). Each Law that lists
 * options has its reducer in `src/laws/`; an option listed by no Law is a bug.
 */
export const chooseAuctionOption = (
  a: AuctionState,
  choice: OptionChosen,
  _position: number,
): AuctionState => {
  throw new Error(
    `bug: the auction has no reducer for option "${choice.option}" of Law ${choice.law} (${a.pending.length} pending)`,
  );
};
