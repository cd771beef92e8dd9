import type { Seat } from "@bridgelaw/cards";
import { hasEventType, type LogRecord } from "./board-log.ts";

/** How the importers begin the statement of a claim read from a file. */
export const CLAIM_PREFIX = "claim read from the";
/** How the importers begin the note of tricks agreed read from a file. */
export const AGREED_PREFIX = "tricks agreed as the";

/** A note the importers wrote themselves on a claim or on tricks agreed: export says it by the Result. */
export const isImportStatement = (note: unknown): boolean =>
  typeof note === "string" && (note.startsWith(CLAIM_PREFIX) || note.startsWith(AGREED_PREFIX));

/**
 * How a file's account of how the play ended becomes events. PBN gives a Result after a play that ends
 * with `*` (or with no play at all); LIN gives `mc` (a claim BBO accepted). Both say the number of tricks
 * declarer's side took in all — facts the log holds as:
 *
 * - `ClaimMade { seat, tricks, statement }` (Laws 68–71), when the log vocabulary has it and the play
 *   was under way: declarer claims the tricks left that make the total;
 * - `TricksAgreed { tricks }` (Law 79A1): the number of tricks the players agreed, which the Laws engine
 *   scores; its note carries the statement.
 *
 * When neither exists, nothing is logged and the caller keeps the result as a note and in the report.
 */
export const settlement = (
  declarer: Seat,
  tricksLeft: number | null,
  total: number,
  statement: string,
): { events: LogRecord[]; logged: "claim" | "agreed" | "note"; why: string } => {
  const events: LogRecord[] = [];
  if (tricksLeft !== null && hasEventType("ClaimMade")) {
    events.push({ type: "ClaimMade", seat: declarer, tricks: tricksLeft, statement });
  }
  if (hasEventType("TricksAgreed")) {
    events.push({ type: "TricksAgreed", tricks: total, ...(events.length === 0 && { note: statement }) });
  }
  return {
    events,
    logged: events.some((e) => e.type === "ClaimMade") ? "claim" : events.length > 0 ? "agreed" : "note",
    why:
      events.length > 0
        ? ""
        : "the log has no event for a claim or for the tricks agreed (ClaimMade, TricksAgreed)",
  };
};
