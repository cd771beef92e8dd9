import { type ImportProblem, reasonText } from "./import-problem.ts";

/**
 * A board number as a file writes it (PBN `Board`, LIN `ah`/`qx`): Law 2 numbers boards 1, 2, 3 … and a
 * board log holds the number as a JSON number, which is exact up to 2^53 − 1 (`Number.MAX_SAFE_INTEGER`).
 * A number the log cannot hold exactly (beyond that, `0`, `-1`, `1e400`, `2.5`) is not a board number: the
 * record cannot be a board log, and is rejected with this reason — never thrown, never rounded.
 */
export type BoardNumberRead =
  | { readonly ok: true; readonly board: number }
  | { readonly ok: false; readonly reason: string; readonly problem: ImportProblem };

const refused = (problem: ImportProblem): BoardNumberRead => ({
  ok: false,
  reason: reasonText(problem),
  problem,
});

const LARGEST = Number.MAX_SAFE_INTEGER;

/** Reads the digits of a board number (`"12"`, `" 12 "`): a whole number from 1 to 2^53 − 1. */
export const readBoardNumber = (text: string): BoardNumberRead => {
  const t = text.trim();
  if (!/^[0-9]+$/.test(t)) return refused({ _tag: "BoardNumberNotWhole", value: text });
  const digits = t.replace(/^0+(?=[0-9])/, "");
  if (digits === "0") return refused({ _tag: "BoardNumberZero", value: text });
  const n = Number(digits);
  if (digits.length > String(LARGEST).length || n > LARGEST)
    return refused({ _tag: "BoardNumberTooLarge", value: text, largest: LARGEST });
  return { ok: true, board: n };
};
