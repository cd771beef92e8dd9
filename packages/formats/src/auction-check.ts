import {
  bidLevel,
  bidStrain,
  type Call,
  type Contract,
  type Doubling,
  isBid,
  isSufficient,
  lho,
  type Seat,
  type Side,
  type Strain,
  sideOf,
} from "@bridgelaw/cards";

/**
 * A light reading of an auction as the file tells it, independent of the Laws engine: which calls are
 * insufficient or inadmissible (to check the file's own irregularity marks), when the auction ends, and the
 * final contract by the rule of Law 22A. Used to check records that have no deal, and to expand `AP`.
 * The board log itself is always derived by `@bridgelaw/table`.
 */
export interface AuctionCheck {
  readonly turn: Seat;
  readonly lastBid: { readonly bid: Call; readonly seat: Seat } | null;
  readonly doubling: { readonly call: "X" | "XX"; readonly seat: Seat } | null;
  /** Passes since the last bid, double or redouble (or since the start). */
  readonly passes: number;
  readonly ended: boolean;
  readonly firstToName: Readonly<Record<Side, Readonly<Partial<Record<Strain, Seat>>>>>;
}

export const startCheck = (dealer: Seat): AuctionCheck => ({
  turn: dealer,
  lastBid: null,
  doubling: null,
  passes: 0,
  ended: false,
  firstToName: { NS: {}, EW: {} },
});

/** Why the call is not admissible as made (null when it is): insufficient, or a double not permitted. */
export const whatIsWrong = (
  a: AuctionCheck,
  seat: Seat,
  call: Call,
): "insufficient" | "after-end" | "inadmissible" | null => {
  if (a.ended) return "after-end";
  if (isBid(call)) {
    if (bidLevel(call) > 7) return "inadmissible";
    return isSufficient(call, a.lastBid === null ? null : (a.lastBid.bid as never)) ? null : "insufficient";
  }
  if (call === "X") {
    return a.lastBid !== null && a.doubling === null && sideOf(a.lastBid.seat) !== sideOf(seat)
      ? null
      : "inadmissible";
  }
  if (call === "XX") {
    return a.doubling !== null && a.doubling.call === "X" && sideOf(a.doubling.seat) !== sideOf(seat)
      ? null
      : "inadmissible";
  }
  return null;
};

/** Records a call as standing (an irregular call the file marks as accepted stands too). */
export const applyCall = (a: AuctionCheck, seat: Seat, call: Call): AuctionCheck => {
  let next: AuctionCheck;
  if (call === "P") next = { ...a, passes: a.passes + 1 };
  else if (isBid(call)) {
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
  } else next = { ...a, doubling: { call: call as "X" | "XX", seat }, passes: 0 };
  const ended = next.lastBid === null ? next.passes >= 4 : next.passes >= 3;
  return { ...next, ended, turn: lho(seat) };
};

/** Passes still needed to end the auction (what `AP` stands for). */
export const passesToEnd = (a: AuctionCheck): number =>
  a.ended ? 0 : Math.max(0, (a.lastBid === null ? 4 : 3) - a.passes);

/** Law 22A: the contract of an ended auction, or null when passed out; undefined while it goes on. */
export const contractOf = (a: AuctionCheck): Contract | null | undefined => {
  if (!a.ended) return undefined;
  if (a.lastBid === null) return null;
  const bid = a.lastBid.bid as `${number}${Strain}`;
  const strain = bidStrain(bid);
  const declarer = a.firstToName[sideOf(a.lastBid.seat)][strain] ?? a.lastBid.seat;
  return { level: bidLevel(bid), strain, doubling: (a.doubling?.call ?? "") as Doubling, declarer };
};
