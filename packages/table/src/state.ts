import type { AuctionState } from "@bridgelaw/auction";
import type { AuditEntry, Deal, Seat, Vulnerability } from "@bridgelaw/cards";
import type { PlayState } from "@bridgelaw/play";
import type { LawFacts } from "./laws/facts.ts";
import type { ScoreFacts } from "./phases/score.ts";

export type { AuditEntry, RulingNeeded } from "@bridgelaw/cards";

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
  readonly players?: { readonly N?: string; readonly E?: string; readonly S?: string; readonly W?: string };
  readonly teams?: { readonly NS?: string; readonly EW?: string };
  readonly section?: string;
  readonly round?: string;
  readonly room?: string;
  readonly date?: string;
}

/** The whole board as derived by the table Decider. */
export interface TableState {
  /** Events applied so far; the next event's position is `applied + 1`. */
  readonly applied: number;
  readonly setup: BoardSetup | null;
  readonly auction: AuctionState | null;
  readonly play: PlayState | null;
  readonly audit: readonly AuditEntry[];
  /** Facts about the board's score: agreement, disputes, rulings, penalties, appeals (Laws 79, 81–93). */
  readonly score?: ScoreFacts;
  /** Facts of Laws 13–17, 20F and 45C the table keeps itself (`laws/facts.ts`), once one is recorded. */
  readonly laws?: LawFacts;
}

export const initialTableState: TableState = {
  applied: 0,
  setup: null,
  auction: null,
  play: null,
  audit: [],
};
