import { chainBroken, decodeJsonLines, formatLogError, verify } from "@bridgelaw/log";
import { Effect } from "effect";
import { Argument, Command } from "effect/cli";
import { LogInvalid } from "../errors.ts";
import { makeReader, printError, printLine, sourceName } from "../io.ts";
import { plural } from "../render/text.ts";

/** Any JSON object is a record for the chain: verify checks integrity, `replay` checks the Laws. */
const anyRecord = (u: unknown): unknown => u;

export type VerifyOutcome =
  | { readonly ok: true; readonly line: string }
  | { readonly ok: false; readonly line: string };

/**
 * Checks the hash chain of one log's text: `sealed, 12 events, chain intact`, `unsealed, 12 events`, or a
 * problem (`chain broken at position 3 (line 3): …`, or a malformed line).
 */
export const verifyText = (name: string, text: string): VerifyOutcome => {
  const decoded = decodeJsonLines(text, anyRecord);
  if (decoded.error !== undefined) return { ok: false, line: `${name}: ${formatLogError(decoded.error)}` };
  const records = decoded.lines.map((l) => l.record);
  const result = verify(records);
  switch (result.status) {
    case "sealed":
      return { ok: true, line: `${name}: sealed, ${plural(result.count, "event")}, chain intact` };
    case "unsealed":
      return { ok: true, line: `${name}: unsealed, ${plural(result.count, "event")}` };
    case "broken": {
      const error = chainBroken(result, decoded.lines);
      return {
        ok: false,
        line: `${name}: chain broken at position ${result.position} (line ${error.line}): ${result.reason}`,
      };
    }
  }
};

export const runVerify = (options: { readonly files: readonly string[] }) =>
  Effect.gen(function* () {
    const readSource = makeReader();
    let problems = 0;
    for (const path of options.files) {
      const read = yield* Effect.result(readSource(path));
      const outcome: VerifyOutcome =
        read._tag === "Failure"
          ? { ok: false, line: read.failure.message }
          : verifyText(sourceName(path), read.success);
      if (outcome.ok) yield* printLine(outcome.line);
      else {
        problems += 1;
        yield* printError(outcome.line);
      }
    }
    if (problems > 0) return yield* new LogInvalid({ count: problems });
  });

export const verifyCommand = Command.make(
  "verify",
  {
    files: Argument.String("file").pipe(
      Argument.withDescription("board logs (JSON Lines) to check; - reads standard input"),
      Argument.variadic({ min: 1 }),
    ),
  },
  runVerify,
).pipe(
  Command.withDescription(
    "Check the SHA-256 hash chain of sealed logs. Prints `FILE: sealed, N events, chain intact` or `FILE: unsealed, N events` (exit 0), or `FILE: chain broken at position P (line L): reason` on standard error (exit 1). A line that is not a JSON object is exit 1 with the line named. The events themselves are checked by `replay`.",
  ),
  Command.withShortDescription("check the hash chain of logs"),
  Command.withExamples([{ command: "bridgelaw verify board.sealed.jsonl" }]),
);
