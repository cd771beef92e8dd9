import type { Seat } from "@bridgelaw/cards";
import type { BoardView } from "@bridgelaw/table";

/**
 * The parts of a player's view (the server's `viewFor`: `SeatView` of `@bridgelaw/table`, server README "Seat
 * views") that the seat page reads: a hand's cards only where the Laws let the player see them.
 */
export interface SeatHand {
  readonly count: number;
  readonly cards?: readonly string[];
  readonly shown?: string;
}

export interface SeatViewLike {
  readonly phase: BoardView["phase"];
  readonly board: number | null;
  readonly dealer: BoardView["dealer"];
  readonly vulnerability: BoardView["vulnerability"];
  readonly edition: BoardView["edition"];
  readonly players?: BoardView["players"];
  readonly hands: Readonly<Record<Seat, SeatHand>> | null;
  readonly auction: Pick<BoardView["auction"], "calls" | "dealer" | "ended">;
  readonly explanations?: readonly {
    readonly position: number;
    readonly seat: Seat;
    readonly about: number;
    readonly kind: "alert" | "explanation" | "correction";
    readonly text?: string;
  }[];
  readonly penaltyCards: BoardView["penaltyCards"];
  readonly contract: string | null;
  readonly declarer: Seat | null;
  readonly dummy: Seat | null;
  readonly tricks: BoardView["tricks"];
  readonly tricksWon: BoardView["tricksWon"];
  readonly finalTricks: BoardView["finalTricks"];
  readonly turn: {
    readonly seat: Seat;
    readonly to: "call" | "play";
    readonly legal?: readonly string[];
  } | null;
  readonly pending: BoardView["pending"];
  readonly rulingsNeeded: readonly { readonly law: string; readonly position: number }[];
  readonly result: BoardView["result"];
  readonly audit: BoardView["audit"];
}
