import type { DecodeProblem } from "./issue-reason.ts";
import { type Refusal, refusalReason } from "./refusal.ts";
import type { StrictJsonProblem } from "./strict-json.ts";

/**
 * The typed errors of reading and replaying a log. Every member has `_tag`, `line` (the 1-based line of the
 * log, or the 1-based position of the event when no line is known), `reason` (one readable sentence) and
 * `message` (`line 7: <reason>`, the one line the CLI prints).
 */

abstract class LogErrorBase extends Error {
  abstract readonly _tag: string;
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {
    super(`line ${line}: ${reason}`);
  }
}

/**
 * What is wrong with a malformed line: not JSON at all (`syntax`), JSON but not an object
 * (`not-an-object`), or JSON that strict reading refuses (see `parseStrictJson`).
 */
export type MalformedLineProblem = "not-an-object" | StrictJsonProblem;

/**
 * The line is not JSON, not strict JSON (a duplicate key, a lone surrogate, nesting too deep, a number out
 * of range, a byte order mark inside the file), or JSON but not an object. `problem` says which.
 */
export class MalformedLine extends LogErrorBase {
  readonly _tag = "MalformedLine";
  override readonly name = "MalformedLine";
  constructor(
    line: number,
    reason: string,
    readonly problem: MalformedLineProblem = "syntax",
  ) {
    super(line, reason);
  }
}

/** The line is a JSON object that the event schema refuses (`unknown event type "Foo"`, `unknown seat "Q" at "seat"`). */
export class InvalidEvent extends LogErrorBase {
  readonly _tag = "InvalidEvent";
  override readonly name = "InvalidEvent";
  constructor(
    line: number,
    reason: string,
    /** The field the decoder names (`seat`, `moves[0].card`), when its error says which. */
    readonly field?: string,
    /** The decoder's problem as data (`EventDecodeError.problem`), for a catalog to write in any language. */
    readonly detail?: DecodeProblem,
  ) {
    super(line, reason);
  }
}

/**
 * The domain refused the event during replay (a `DomainRejection` thrown by `evolve`): something physically
 * impossible, such as a card the seat does not hold. `position` is the 1-based index of the event in the
 * replayed sequence (equal to `line` when the caller gave no line numbers).
 */
export class EventRejected extends LogErrorBase {
  readonly _tag = "EventRejected";
  override readonly name = "EventRejected";
  /** Why, as data (the domain's `Refusal`): a formatter writes it in words (`@bridgelaw/words`). */
  readonly refusal: Refusal;
  constructor(
    line: number,
    refusal: Refusal,
    readonly position: number = line,
  ) {
    super(line, refusalReason(refusal));
    this.refusal = refusal;
  }
}

/**
 * The hash chain of a sealed log fails. `position` is the 1-based index of the first bad record; `line` is
 * its line in the file (equal to `position` when the caller gave no line numbers).
 */
export class ChainBroken extends LogErrorBase {
  readonly _tag = "ChainBroken";
  override readonly name = "ChainBroken";
  constructor(
    line: number,
    reason: string,
    readonly position: number = line,
  ) {
    super(line, reason);
  }
}

export type LogError = MalformedLine | InvalidEvent | EventRejected | ChainBroken;

/** The one readable line the CLI prints for an error: `line 7: unknown event type "Foo"`. */
export const formatLogError = (e: LogError): string => `line ${e.line}: ${e.reason}`;

/** True for any member of the `LogError` union (checked by `_tag`, so it also works across package copies). */
export const isLogError = (u: unknown): u is LogError => {
  if (typeof u !== "object" || u === null) return false;
  const tag = (u as { _tag?: unknown })._tag;
  return (
    tag === "MalformedLine" || tag === "InvalidEvent" || tag === "EventRejected" || tag === "ChainBroken"
  );
};
