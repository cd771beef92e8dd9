import type { TableCommand } from "@bridgelaw/table";
import { apiErrorSaid } from "./errors.ts";

/*
 * Every number of a command is checked before the Decider sees it (issue 28): JSON lets through -1, 1.5,
 * 1e308, 2^64 and 1e400 (Infinity) where the Laws need a position in the log, a trick, a score. A number that
 * fails is refused (400, naming the field), never sealed into the log.
 */

/** No quantity of a board (a score, a percentage, IMPs, minutes, a poll count) is larger than this. */
const LIMIT = 1_000_000;

/**
 * Fields that are whole numbers: positions in the log (`about`), tricks, board numbers, minutes, points. Others
 * (`weight`, `poll`, `percent`, `imps`, `expectedImps`, `benefitOfDoubt`, `amount`) may be fractions.
 */
const WHOLE = new Set(["about", "trick", "tricks", "board", "score", "correctionMinutes", "appealMinutes"]);

/** Fields that name a position in the board's log (1 to its version). */
const POSITIONS = new Set(["about"]);

const where = (path: readonly (string | number)[]) => path.map(String).join(".");

/** Each number of `value`: finite, within ±1,000,000, whole where the field is (`WHOLE`). */
export const checkNumbers = (value: unknown, path: (string | number)[] = []): void => {
  if (typeof value === "number") {
    const key = [...path].reverse().find((p) => typeof p === "string");
    if (!Number.isFinite(value) || Math.abs(value) > LIMIT) {
      throw apiErrorSaid(
        "InvalidRequest",
        "outOfRange",
        { field: where(path), value: String(value) },
        { field: where(path) },
      );
    }
    if (key !== undefined && WHOLE.has(key) && !Number.isInteger(value)) {
      throw apiErrorSaid(
        "InvalidRequest",
        "notWhole",
        { field: where(path), value: String(value) },
        { field: where(path) },
      );
    }
    return;
  }
  if (Array.isArray(value))
    value.forEach((v, i) => {
      checkNumbers(v, [...path, i]);
    });
  else if (value !== null && typeof value === "object")
    for (const [k, v] of Object.entries(value)) checkNumbers(v, [...path, k]);
};

/** Each position the command names (`about`) is one of the log's: 1 to `version`. */
export const checkPositions = (command: TableCommand, version: number): void => {
  const visit = (value: unknown, path: (string | number)[]): void => {
    if (Array.isArray(value))
      value.forEach((v, i) => {
        visit(v, [...path, i]);
      });
    else if (value !== null && typeof value === "object") {
      for (const [k, v] of Object.entries(value)) {
        if (POSITIONS.has(k) && typeof v === "number" && (!Number.isInteger(v) || v < 1 || v > version)) {
          throw apiErrorSaid(
            "InvalidRequest",
            "notPosition",
            { field: where([...path, k]), value: String(v), version: String(version) },
            { field: where([...path, k]) },
          );
        }
        visit(v, [...path, k]);
      }
    }
  };
  visit(command, []);
};
