import { Flag } from "effect/cli";

/**
 * `--allow-broken`: a command that reads board logs refuses a sealed log whose chain does not hold (an edited
 * log, a stripped seal), naming the file and line, and leaves its board out (whatever reads a sealed log
 * checks its chain first). With this flag the board is read as it stands, and marked as broken in the output
 * itself.
 */
export const allowBrokenFlag = Flag.Boolean("allow-broken").pipe(
  Flag.withDescription(
    "read a sealed log whose chain does not hold (edited, or its seal stripped) as it stands, the board marked as broken in the output; by default such a log is refused (file and line on standard error, exit 1) and its board left out",
  ),
  Flag.withDefault(false),
);
