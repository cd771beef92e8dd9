import type { Refusal } from "@bridgelaw/log";
import * as Data from "effect/Data";

/**
 * An append found the stream at another version than the caller expected: someone else appended first.
 * Nothing was written; read the stream again, decide again, and retry.
 */
export class StreamConflict extends Data.TaggedError("StreamConflict")<{
  readonly streamId: string;
  readonly expected: number;
  readonly actual: number;
}> {
  override get message(): string {
    return `stream ${this.streamId} is at version ${this.actual}, expected ${this.expected}: another append came first`;
  }
}

/**
 * A record the store will not append, when it was told what its streams hold (`StoreOptions`): the stream's
 * readers would refuse it (a record that is not one of its events: `reason` names the field) or its replay
 * would (`refusal`, the domain's data). Nothing was written.
 */
export class InvalidRecord extends Data.TaggedError("InvalidRecord")<{
  readonly streamId: string;
  /** The record's position in the stream (1-based). */
  readonly position: number;
  readonly reason: string;
  /** The domain's refusal, when replay refused the record. */
  readonly refusal?: Refusal;
}> {
  override get message(): string {
    return `${this.streamId}, record ${this.position}: ${this.reason}`;
  }
}

/** A log offered to the store is not a valid board log (a bad line, a broken seal, an impossible event). */
export class InvalidLog extends Data.TaggedError("InvalidLog")<{
  readonly streamId: string;
  readonly line: number;
  readonly reason: string;
}> {
  override get message(): string {
    return `${this.streamId}, line ${this.line}: ${this.reason}`;
  }
}

/** A stream id that is not of the documented form. */
export class InvalidStreamId extends Data.TaggedError("InvalidStreamId")<{
  readonly streamId: string;
  readonly reason: string;
}> {
  override get message(): string {
    return `stream id ${JSON.stringify(this.streamId)}: ${this.reason}`;
  }
}
