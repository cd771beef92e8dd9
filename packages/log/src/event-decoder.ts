import type * as Schema from "effect/Schema";
import * as SchemaIssue from "effect/SchemaIssue";
import * as SchemaParser from "effect/SchemaParser";
import { enableJit } from "#jit";
import { isEnvelopeField } from "./envelope.ts";
import { EventDecodeError } from "./event-decode-error.ts";
import { fastDecoder, fastLineScanner, LINE_SCANNER, type LineScanner, NOT_TAKEN } from "./fast-decoder.ts";
import { describeIssue, problemOf } from "./issue-reason.ts";

export interface EventDecoderOptions {
  /**
   * What to do with a top-level field of the line that the event's schema does not declare and that is not
   * an envelope field (`at`, `by`, `note`, `seq`, `prev`, `hash`).
   * - `"ignore"` (the default): leave it out of the event, as Effect Schema does by default.
   * - `"error"`: refuse the line with `unexpected field "x"` (catches a mistyped optional field).
   *
   * Envelope fields never make decoding fail; they stay in `LogLine.record`.
   */
  readonly excessFields?: "ignore" | "error";
  /**
   * Compile the schema's decoder (default `true`): the fields of each event type are compiled from the
   * schema's AST into plain checks (each string token's verdict remembered), with Effect's JIT schema
   * compiler behind them for what they do not cover and for every reason given (not in a browser bundle,
   * which leaves the JIT compiler out: package.json `imports`, `#jit`). `false`: Effect's interpreter
   * only (the reference the compiled decoder is tested against).
   */
  readonly jit?: boolean;
}

/**
 * Builds a fast decode function from an Effect Schema of the event union. The function returns the decoded
 * event, or throws an `EventDecodeError` whose `reason` describes the first problem only: where it is and
 * what was expected (`unknown event type "Foo"`, `unknown seat "Q" at "seat"`, `missing field "call"`).
 *
 * The schema need not declare the envelope fields: a field the schema does not declare is left out of the
 * decoded event (Effect Schema's default), so `seq`, `prev`, `hash`, `at`, `by` and `note` never make
 * decoding fail, and the decoded event holds only the event's own fields. A schema may still declare one
 * of them (an event with a `note` of its own), and then the event keeps it.
 *
 * The schema must decode synchronously and need no services (no async transformations).
 */
export function eventDecoder<E>(schema: Schema.Decoder<E>, options?: EventDecoderOptions): (u: unknown) => E {
  // Built at the first decode, not at import (issue 31: a package that makes its decoder at module level
  // costs nothing to load until it reads a line).
  let built: ((u: unknown) => E) | undefined;
  const decodeEvent = (u: unknown): E => {
    built ??= buildDecoder(schema, options);
    return built(u);
  };
  // A line written as the log writes it is read without JSON.parse (decodeJsonLines), to the same event.
  if (options?.jit !== false) {
    let scanner: LineScanner | undefined | null = null;
    Object.defineProperty(decodeEvent, LINE_SCANNER, {
      get: (): LineScanner | undefined => {
        if (scanner === null) scanner = fastLineScanner(schema.ast);
        return scanner;
      },
    });
  }
  return decodeEvent;
}

const buildDecoder = <E>(
  schema: Schema.Decoder<E>,
  options: EventDecoderOptions | undefined,
): ((u: unknown) => E) => {
  const fast = options?.jit !== false ? fastDecoder(schema.ast) : undefined;
  if (options?.jit !== false) enableJit(schema.ast);
  const decode = SchemaParser.decodeUnknownSync(schema) as (u: unknown) => E;
  const strict = options?.excessFields === "error";
  return (u: unknown): E => {
    const taken = fast === undefined ? NOT_TAKEN : fast(u);
    if (taken !== NOT_TAKEN) {
      if (strict) refuseExcess(u, taken);
      return taken as E;
    }
    let event: E;
    try {
      event = decode(u);
    } catch (e) {
      const issue = (e as { cause?: unknown } | undefined)?.cause;
      if (!SchemaIssue.isIssue(issue)) throw e;
      const { reason, path, problem } = describeIssue(issue, u);
      throw new EventDecodeError(reason, path, problem);
    }
    if (strict) refuseExcess(u, event);
    return event;
  };
};

const refuseExcess = (input: unknown, event: unknown): void => {
  if (typeof input !== "object" || input === null || typeof event !== "object" || event === null) return;
  if (input === event) return;
  for (const key in input) {
    if (!Object.hasOwn(event, key) && !isEnvelopeField(key)) {
      throw new EventDecodeError(
        `unexpected field "${key}"`,
        [key],
        problemOf("unexpected", (input as Record<string, unknown>)[key]),
      );
    }
  }
};
