import { Data } from "effect";

/**
 * One or more logs were invalid or unreadable (exit 1). Each problem has already been reported on standard
 * error as one line, so nothing more is printed.
 */
export class LogInvalid extends Data.TaggedError("LogInvalid")<{ readonly count: number }> {}

/** The command line is wrong in a way effect/cli cannot see (exit 2); `message` is printed on standard error. */
export class UsageError extends Data.TaggedError("UsageError")<{ readonly message: string }> {}

/** Exit codes of the `bridgelaw` command. */
export const EXIT = { ok: 0, invalid: 1, usage: 2 } as const;
