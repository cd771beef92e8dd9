import { rotate, type Seat, type Vulnerability } from "@bridgelaw/cards";
import { BoardNumberError } from "./errors.ts";

/** Dealer and vulnerability of a board (Law 2). */
export interface BoardConditions {
  readonly board: number;
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
}

const VULNERABILITY_CYCLE: readonly Vulnerability[] = ["None", "NS", "EW", "All"];

/** Law 2: board numbers are integers 1, 2, 3, … (no upper bound: the table repeats every 16 boards). */
export const assertBoardNumber = (board: number): void => {
  if (typeof board !== "number" || Number.isNaN(board)) {
    throw new BoardNumberError(board, "a board number must be a number");
  }
  if (!Number.isSafeInteger(board)) throw new BoardNumberError(board, "a board number must be an integer");
  if (board < 1) throw new BoardNumberError(board, "board numbers start at 1");
};

/** Law 2: North deals boards 1, 5, 9, 13; East 2, 6, 10, 14; South 3, 7, 11, 15; West 4, 8, 12, 16. */
export const dealerOf = (board: number): Seat => {
  assertBoardNumber(board);
  return rotate("N", (board - 1) % 4);
};

/**
 * Law 2 (period 16): None 1 8 11 14, N-S 2 5 12 15, E-W 3 6 9 16, Both 4 7 10 13. Closed form with
 * k = board − 1: `[None, NS, EW, All][(k + ⌊k/4⌋) mod 4]`.
 */
export const vulnerabilityOf = (board: number): Vulnerability => {
  assertBoardNumber(board);
  const k = board - 1;
  return VULNERABILITY_CYCLE[(k + Math.floor(k / 4)) % 4]!;
};

/** Law 2: the conditions marked on a board. */
export const boardConditions = (board: number): BoardConditions => ({
  board,
  dealer: dealerOf(board),
  vulnerability: vulnerabilityOf(board),
});
