import {
  bidLevel,
  bidStrain,
  type Call,
  type Contract,
  type LawId,
  lho,
  type Seat,
  type Side,
  type Strain,
  sideOf,
} from "@bridgelaw/cards";
import { peek } from "@bridgelaw/log";
import type { AuctionDraft, LastBid, RecordedCall } from "./state.ts";

/** Standing calls: the legal auction every test is made on. */
export const isStanding = (c: RecordedCall): boolean => c.status === "standing" || c.status === "deemed";

export interface Summary {
  readonly lastBid: LastBid | null;
  readonly doubling: { readonly call: "X" | "XX"; readonly seat: Seat } | null;
  readonly passes: number;
  readonly legalCount: number;
  readonly firstToName: Readonly<Record<Side, Readonly<Partial<Record<Strain, Seat>>>>>;
  /** lho of the last standing caller, or the dealer (17B, 17C, 29A). */
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
export const contractOf = (
  s: Pick<Summary, "lastBid" | "passes" | "firstToName" | "doubling">,
): Contract | null | undefined => {
  if (s.lastBid === null) return s.passes >= 4 ? null : undefined;
  if (s.passes < 3) return undefined;
  const { bid, seat } = s.lastBid;
  const strain = bidStrain(bid);
  // Law 22A: declarer is the first of the declaring side to name the contract's strain.
  const declarer = s.firstToName[sideOf(seat)][strain] ?? seat;
  return { level: bidLevel(bid), strain, doubling: s.doubling?.call ?? "", declarer };
};

/** Whose turn it is, whether the auction is over and its contract, from the standing auction's summary. */
const conclude = (d: AuctionDraft, turn: Seat): void => {
  const contract = contractOf(peek(d)); // read as it stands: no draft of the bid, the doubling, the names
  d.turn = contract === undefined ? (d.revertTo ?? turn) : null;
  d.ended = contract !== undefined;
  d.contract = contract;
};

/** One more standing call at the end of the standing auction (the hot path of replay): the summary follows. */
export const appendStanding = (d: AuctionDraft, seat: Seat, call: Call): void => {
  d.legalCount += 1;
  if (call === "P") d.passes += 1;
  else if (call === "X" || call === "XX") {
    d.doubling = { call, seat };
    d.passes = 0;
  } else {
    d.lastBid = { bid: call, seat };
    d.doubling = null;
    d.passes = 0;
    const named = d.firstToName[sideOf(seat)];
    const strain = bidStrain(call);
    if (named[strain] === undefined) named[strain] = seat;
  }
  conclude(d, lho(seat));
};

/** Recomputes the standing auction's summary from every recorded call: turn, bid, doubling, end of auction. */
export const withSummary = (d: AuctionDraft): void => {
  const s = summarize(d.calls, d.dealer);
  d.lastBid = s.lastBid;
  d.doubling = s.doubling;
  d.passes = s.passes;
  d.legalCount = s.legalCount;
  d.firstToName = s.firstToName as AuctionDraft["firstToName"];
  conclude(d, s.turn);
};

/** Changes, in place, every call recorded at `position` (a call and a deemed pass may share one). */
export const updateCall = (d: AuctionDraft, position: number, patch: Partial<RecordedCall>): void => {
  for (const c of d.calls) if (c.position === position) Object.assign(c, patch);
};

/** Cancels every standing or open call made after `position` (36A, 38B). */
export const cancelAfter = (d: AuctionDraft, position: number, law: LawId): void => {
  for (const c of d.calls) {
    if (c.position > position && (c.status === "standing" || c.status === "deemed" || c.status === "open")) {
      c.status = "cancelled";
      c.law = law;
    }
  }
};

/** Whether `seat` has a standing call anywhere in the auction (30B1, 31B "has previously
 * called", read as anywhere earlier: a default). */
export const hasCalled = (calls: readonly RecordedCall[], seat: Seat): boolean =>
  calls.some((c) => c.seat === seat && isStanding(c));

/** The last standing call, if any. */
export const lastStanding = (calls: readonly RecordedCall[]): RecordedCall | undefined => {
  for (let i = calls.length - 1; i >= 0; i -= 1) if (isStanding(calls[i]!)) return calls[i];
  return undefined;
};

/**
 * Who was deprived of a turn by a pass out of rotation among the passes that would end the auction (Law 17D3,
 * shared by 17D3 and by 29); null when nobody was.
 */
export const deprivedSeat = (
  standing: readonly RecordedCall[],
  dealer: Seat,
): { seat: Seat; cancel: readonly RecordedCall[] } | null => {
  let k = -1;
  for (let i = standing.length - 1; i >= 0; i -= 1) {
    if (standing[i]!.call !== "P") {
      k = i;
      break;
    }
  }
  const after = standing.slice(k + 1);
  const order: Seat[] =
    k >= 0
      ? [lho(standing[k]!.seat), lho(lho(standing[k]!.seat)), lho(lho(lho(standing[k]!.seat)))]
      : [dealer, lho(dealer), lho(lho(dealer)), lho(lho(lho(dealer)))];
  const wouldEnd = (k >= 0 && after.length >= 3) || (k < 0 && after.length >= 4);
  if (!wouldEnd) return null;
  const j = order.findIndex((s) => after.every((c) => c.seat !== s));
  if (j < 0) return null;
  return { seat: order[j]!, cancel: after.slice(j) };
};
