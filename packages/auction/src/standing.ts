import {
  bidLevel,
  bidStrain,
  type Call,
  type Contract,
  lho,
  type Seat,
  type Side,
  type Strain,
  sideOf,
} from "@bridgelaw/cards";
import type { AuctionState, LastBid, RecordedCall } from "./state.ts";

/** Standing calls (spec §1.2): the legal auction every test is made on. */
export const isStanding = (c: RecordedCall): boolean => c.status === "standing" || c.status === "deemed";

export interface Summary {
  readonly lastBid: LastBid | null;
  readonly doubling: { readonly call: "X" | "XX"; readonly seat: Seat } | null;
  readonly passes: number;
  readonly legalCount: number;
  readonly firstToName: Readonly<Record<Side, Readonly<Partial<Record<Strain, Seat>>>>>;
  /** lho of the last standing caller, or the dealer (17B, 17C, INV-07). */
  readonly turn: Seat;
}

/** Derives the standing auction's summary from every recorded call. */
export const summarize = (calls: readonly RecordedCall[], dealer: Seat): Summary => {
  let lastBid: LastBid | null = null;
  let doubling: Summary["doubling"] = null;
  let passes = 0;
  let legalCount = 0;
  let last: Seat | null = null;
  const named: Record<Side, Partial<Record<Strain, Seat>>> = { NS: {}, EW: {} };
  for (const c of calls) {
    if (!isStanding(c)) continue;
    legalCount += 1;
    last = c.seat;
    if (c.call === "P") passes += 1;
    else if (c.call === "X" || c.call === "XX") {
      doubling = { call: c.call, seat: c.seat };
      passes = 0;
    } else {
      lastBid = { bid: c.call, seat: c.seat };
      doubling = null;
      passes = 0;
      const side = sideOf(c.seat);
      const strain = bidStrain(c.call);
      if (named[side][strain] === undefined) named[side][strain] = c.seat;
    }
  }
  return {
    lastBid,
    doubling,
    passes,
    legalCount,
    firstToName: named,
    turn: last === null ? dealer : lho(last),
  };
};

/** Law 22: the contract once the auction is over (undefined while it goes on, null when passed out). */
export const contractOf = (s: Summary): Contract | null | undefined => {
  if (s.lastBid === null) return s.passes >= 4 ? null : undefined;
  if (s.passes < 3) return undefined;
  const { bid, seat } = s.lastBid;
  const strain = bidStrain(bid);
  // Law 22A / INV-08: declarer is the first of the declaring side to name the contract's strain.
  const declarer = s.firstToName[sideOf(seat)][strain] ?? seat;
  return { level: bidLevel(bid), strain, doubling: s.doubling?.call ?? "", declarer };
};

/** The summary after one more standing call at the end of the standing auction (the hot path of replay). */
export const appendToSummary = (a: AuctionState, seat: Seat, call: Call): Summary => {
  if (call === "P") {
    return {
      lastBid: a.lastBid,
      doubling: a.doubling,
      passes: a.passes + 1,
      legalCount: a.legalCount + 1,
      firstToName: a.firstToName,
      turn: lho(seat),
    };
  }
  if (call === "X" || call === "XX") {
    return {
      lastBid: a.lastBid,
      doubling: { call, seat },
      passes: 0,
      legalCount: a.legalCount + 1,
      firstToName: a.firstToName,
      turn: lho(seat),
    };
  }
  const side = sideOf(seat);
  const strain = bidStrain(call);
  const named = a.firstToName[side];
  const firstToName =
    named[strain] === undefined ? { ...a.firstToName, [side]: { ...named, [strain]: seat } } : a.firstToName;
  return {
    lastBid: { bid: call, seat },
    doubling: null,
    passes: 0,
    legalCount: a.legalCount + 1,
    firstToName,
    turn: lho(seat),
  };
};

/** Applies a summary to the state: turn, bid, doubling, end of auction. */
export const applySummary = (a: AuctionState, calls: readonly RecordedCall[], s: Summary): AuctionState => {
  const contract = contractOf(s);
  return {
    ...a,
    calls,
    lastBid: s.lastBid,
    doubling: s.doubling,
    passes: s.passes,
    legalCount: s.legalCount,
    firstToName: s.firstToName,
    turn: contract === undefined ? (a.revertTo ?? s.turn) : null,
    ended: contract !== undefined,
    contract,
  };
};

/** Applies a summary to the state: turn, bid, doubling, end of auction. */
export const withSummary = (a: AuctionState, calls: readonly RecordedCall[]): AuctionState =>
  applySummary(a, calls, summarize(calls, a.dealer));

/** Replaces the call recorded at `position`. */
export const updateCall = (
  calls: readonly RecordedCall[],
  position: number,
  patch: Partial<RecordedCall>,
): RecordedCall[] => calls.map((c) => (c.position === position ? { ...c, ...patch } : c));

/** Cancels every standing or open call made after `position` (36A, 38B). */
export const cancelAfter = (calls: readonly RecordedCall[], position: number, law: string): RecordedCall[] =>
  calls.map((c) =>
    c.position > position && (c.status === "standing" || c.status === "deemed" || c.status === "open")
      ? { ...c, status: "cancelled", law }
      : c,
  );

/** Whether `seat` has a standing call anywhere in the auction ([A-16] "has previously called"). */
export const hasCalled = (calls: readonly RecordedCall[], seat: Seat): boolean =>
  calls.some((c) => c.seat === seat && isStanding(c));

/** The last standing call, if any. */
export const lastStanding = (calls: readonly RecordedCall[]): RecordedCall | undefined => {
  for (let i = calls.length - 1; i >= 0; i -= 1) if (isStanding(calls[i]!)) return calls[i];
  return undefined;
};
