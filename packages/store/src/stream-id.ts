import { InvalidStreamId } from "./errors.ts";

/** Where a board was played: one stream per board per table. */
export interface BoardAddress {
  readonly event: string;
  readonly session: string;
  readonly round: string;
  readonly table: string;
  readonly board: number;
}

const PART = /^[A-Za-z0-9._~-]{1,64}$/;

/**
 * The stream id of a board played at a table: `event/session/round/table/board`, each part 1–64 characters
 * of `A–Z a–z 0–9 . _ ~ -` (safe in a URL path and a file name), the board a positive integer.
 */
export const boardStreamId = (a: BoardAddress): string => {
  const id = [a.event, a.session, a.round, a.table, String(a.board)].join("/");
  parseBoardStreamId(id);
  return id;
};

/** The address in a board stream id; throws InvalidStreamId naming the part that is wrong. */
export const parseBoardStreamId = (streamId: string): BoardAddress => {
  const parts = streamId.split("/");
  if (parts.length !== 5)
    throw new InvalidStreamId({ streamId, reason: "expected event/session/round/table/board" });
  const [event, session, round, table, board] = parts as [string, string, string, string, string];
  for (const [name, value] of [
    ["event", event],
    ["session", session],
    ["round", round],
    ["table", table],
  ] as const) {
    if (!PART.test(value))
      throw new InvalidStreamId({ streamId, reason: `${name} must be 1-64 of A-Z a-z 0-9 . _ ~ -` });
  }
  if (!/^[1-9][0-9]{0,5}$/.test(board))
    throw new InvalidStreamId({ streamId, reason: "board must be a positive integer" });
  return { event, session, round, table, board: Number(board) };
};
