import type { AuctionState } from "@bridgelaw/auction";
import type { Deal, Seat, Vulnerability } from "@bridgelaw/cards";
import type { PlayState } from "@bridgelaw/play";

/** One derived consequence, with the Law that produced it and the log position of its cause. */
export interface AuditEntry {
  readonly position: number;
  readonly law: string;
  readonly text: string;
}

/** A question the engine cannot answer: the Director's judgement is needed (design §3). */
export interface RulingNeeded {
  readonly law: string;
  readonly question: string;
  readonly position: number;
}

export interface BoardSetup {
  readonly board: number;
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
  readonly edition: "2017" | "2007";
  readonly deal: Deal;
  readonly profile?: string;
  readonly screens?: boolean;
  readonly event?: string;
  readonly table?: string;
  readonly pairs?: { readonly NS?: string; readonly EW?: string };
}

/** The whole board as derived by the table Decider. */
export interface TableState {
  /** Events applied so far; the next event's position is `applied + 1`. */
  readonly applied: number;
  readonly setup: BoardSetup | null;
  readonly auction: AuctionState | null;
  readonly play: PlayState | null;
  readonly audit: readonly AuditEntry[];
  readonly rulingsNeeded: readonly RulingNeeded[];
}

export const initialTableState: TableState = {
  applied: 0,
  setup: null,
  auction: null,
  play: null,
  audit: [],
  rulingsNeeded: [],
};
