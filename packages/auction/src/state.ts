import type { Bid, Call, Contract, PendingOption, RulingNeeded, Seat, Side, Strain } from "@bridgelaw/cards";

/**
 * Status of a recorded call (spec laws-01-39 §1.2). In this release every call that is not legal in rotation
 * is recorded as `irregular` with the Law that governs it and a question for the Director; it does not join
 * the standing auction.
 */
export type CallStatus = "legal" | "irregular";

export interface RecordedCall {
  readonly seat: Seat;
  readonly call: Call;
  /** Position of the event in the log (1-based). */
  readonly position: number;
  /** Whose turn it was to call when the call was made (spec §1.1 `turnSeat`); null after the auction. */
  readonly turn: Seat | null;
  readonly status: CallStatus;
  /** The Law that governs an irregular call, e.g. `"27"`, `"31"`, `"39"`. */
  readonly law?: string;
  readonly reason?: string;
}

export interface LastBid {
  readonly bid: Bid;
  readonly seat: Seat;
}

/** The auction as derived from its calls (Laws 17–22). */
export interface AuctionState {
  readonly dealer: Seat;
  /** Every call recorded, in log order. */
  readonly calls: readonly RecordedCall[];
  /** Whose turn it is to call (Law 17B/17C); null once the auction is over. */
  readonly turn: Seat | null;
  readonly lastBid: LastBid | null;
  /** The double or redouble standing on the last bid (Law 19), with who made it. */
  readonly doubling: { readonly call: "X" | "XX"; readonly seat: Seat } | null;
  /** Consecutive passes since the last standing non-pass call (Law 22). */
  readonly passes: number;
  /** Legal calls made so far. */
  readonly legalCount: number;
  /** For each side, the first of its players to name each strain (Law 22A / INV-08 declarer). */
  readonly firstToName: Readonly<Record<Side, Readonly<Partial<Record<Strain, Seat>>>>>;
  readonly ended: boolean;
  /** Law 22A contract, or null for a passed-out board (22B); undefined while the auction goes on. */
  readonly contract: Contract | null | undefined;
  /** Options the Law gives a player now (10C1), each answered by an `OptionChosen`. */
  readonly pending: readonly PendingOption[];
  /** Questions for the Director, each answered by a `DirectorRuled`. */
  readonly rulingsNeeded: readonly RulingNeeded[];
}
