import { Effect, Option } from "effect";
import { Flag } from "effect/cli";
import { UsageError } from "./errors.ts";
import { type DdPool, defaultWorkers, startDdPool } from "./parallel/dd-pool.ts";
import { t } from "./texts.ts";

/** `--workers N` of a command whose threads `what` at once (`solve deals`, `check claims`). */
export const workersFlag = (what: string) =>
  Flag.Int("workers").pipe(
    Flag.withMetavar("N"),
    Flag.withDescription(`threads that ${what} at once (default: one per core, at most 16)`),
    Flag.optional,
  );

/** The threads `--workers` asks for (default: `defaultWorkers()`); not a whole number from 1: a usage error. */
export const workersOf = (command: string, option: Option.Option<number>) => {
  const workers = Option.getOrElse(option, defaultWorkers);
  return Number.isInteger(workers) && workers >= 1
    ? Effect.succeed(workers)
    : Effect.fail(new UsageError({ message: t("usageWorkers", { command, workers }) }));
};

/** The threads that `count` jobs take of `workers` (at least one), and `2 threads` to say so. */
export const threadsFor = (
  workers: number,
  count: number,
): { readonly used: number; readonly text: string } => {
  const used = Math.max(1, Math.min(workers, count));
  return { used, text: t("threads", { n: used }) };
};

/** A time in milliseconds as seconds with two decimals. */
export const seconds = (ms: number): string => (ms / 1000).toFixed(2);

/** Jobs started by `startJobs`: each one's result as it comes, and the end of the workers. */
export interface Jobs<O> {
  readonly result: (index: number) => Promise<O>;
  readonly close: () => Promise<void>;
}

/**
 * Starts `items`' jobs: one on this thread (`here`: no worker to start for it), more on a pool of at most
 * `workers` worker threads (`there`), which leaves this thread free for the progress bar and for printing
 * results as they come. `advance` is called as each is done.
 */
export const startJobs = <I, O>(
  items: readonly I[],
  workers: number,
  here: (item: I) => O,
  there: (pool: DdPool, item: I) => Promise<O>,
  advance: () => void,
): Jobs<O> => {
  if (items.length <= 1) {
    const results = items.map((item) => new Promise<O>((resolve) => resolve(here(item))).finally(advance));
    for (const r of results) r.catch(() => {});
    return { result: (i) => results[i]!, close: async () => {} };
  }
  const pool = startDdPool(Math.min(workers, items.length));
  const results = items.map((item) => there(pool, item).finally(advance));
  // a result not awaited (a failed worker) must not be an unhandled rejection
  for (const r of results) r.catch(() => {});
  return { result: (i) => results[i]!, close: () => pool.close() };
};
