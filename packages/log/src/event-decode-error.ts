import type { DecodeProblem } from "./issue-reason.ts";

/**
 * Thrown by an event decoder (see `eventDecoder`) for a JSON object that is not a valid event. `reason` is a
 * short readable sentence (`unknown seat "Q" at "seat"`); `decodeJsonLines` reports it with the line.
 */
export class EventDecodeError extends Error {
  readonly _tag = "EventDecodeError";
  override readonly name = "EventDecodeError";
  constructor(
    readonly reason: string,
    /** Where in the object the first problem is (empty for the object itself). */
    readonly path: readonly PropertyKey[] = [],
    /** The first problem as data (`problem`, `expected`, `got` …), for a refusal a formatter writes. */
    readonly problem: DecodeProblem = { problem: "invalid", gotKind: "other" },
  ) {
    super(reason);
  }
}

/** True for an `EventDecodeError` (checked by `_tag` too, so a copy of this package from elsewhere also counts). */
export const isEventDecodeError = (u: unknown): u is EventDecodeError =>
  u instanceof EventDecodeError ||
  (u instanceof Error &&
    (u as { _tag?: unknown })._tag === "EventDecodeError" &&
    typeof (u as { reason?: unknown }).reason === "string");
