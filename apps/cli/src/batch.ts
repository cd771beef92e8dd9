import { Effect } from "effect";
import { printError } from "./io.ts";
import { type Progress, startProgress } from "./progress.ts";
import { plural } from "./render/text.ts";
import { t } from "./texts.ts";

/**
 * A session in one command (issue 29): the commands that read many files (`import`, `seal`, `verify`,
 * `manifest`, `replay`, `audit`, `export`, `rule --all`) take several files and directories and go through
 * them in one process. Each file gets its line (its result on standard output, or its problem on standard
 * error, naming the file, the line and the reason), and a batch ends with one summary line on standard
 * error, `seal: 576 logs: 574 ok, 2 failed`, followed by each failed file's problem again, so that the end
 * of a long run says what failed. A progress bar runs on standard error while the files are read, only when
 * standard error is a terminal (never in a pipe, a file or a test) and what is printed per file does not go
 * to that terminal too.
 */
export interface Batch {
  /** Several files, or a directory: the run ends with the summary line. */
  readonly many: boolean;
  /** One more file done (the progress bar). */
  readonly advance: () => void;
  /**
   * A problem of `file`, one line naming it: printed on standard error (after the bar, when one runs), and
   * the file counted as failed. A file's later problems are printed too, and it is counted once. `printed`:
   * the problem was printed already (its line is only named again in the summary).
   */
  readonly fail: (file: string, line: string, printed?: "printed") => Effect.Effect<void>;
  /** A line on standard error that is not a failure (a notice): printed now, or after the bar. */
  readonly note: (line: string) => Effect.Effect<void>;
  /** How many files failed so far. */
  readonly failed: () => number;
  /** Closes the bar, and prints the problems held back while it ran (the files are read; more is printed). */
  readonly stopProgress: () => Effect.Effect<void>;
  /** Ends the run: the bar closed, the problems held back while it ran, then the summary line (a batch). */
  readonly finish: (extra?: string) => Effect.Effect<void>;
}

/** How many failed files the summary names again (they were all printed as they came). */
const NAMED = 20;

export interface BatchOptions {
  /** The command's name, first in the summary line (`seal`, `import` …). */
  readonly command: string;
  /** What a file is, in the summary line (`log`, `file`). */
  readonly noun: string;
  readonly files: readonly string[];
  /** Several files or a directory were given (a batch even of one file). */
  readonly many: boolean;
  /**
   * The command prints a line or more per file on standard output: then the bar runs only when standard
   * output is not the terminal (the lines would break it; they show the progress themselves).
   */
  readonly printsPerFile: boolean;
  /** No summary line: the command ends with its own (`manifest`: written, or not and why). */
  readonly noSummary?: boolean;
  /** The progress bar's label (default: `COMMAND: N logs`). */
  readonly label?: string;
}

/** Starts a run over `files`; see `Batch`. */
export const startBatch = (options: BatchOptions): Batch => {
  const total = options.files.length;
  const showBar = options.many && total > 1 && (!options.printsPerFile || process.stdout.isTTY !== true);
  const bar: Progress | undefined = showBar
    ? startProgress(options.label ?? `${options.command}: ${plural(total, options.noun)}`, total)
    : undefined;
  const failures = new Map<string, string>();
  const held: string[] = [];
  let running = bar !== undefined;
  const stopProgress = (): Effect.Effect<void> =>
    Effect.gen(function* () {
      if (!running) return;
      running = false;
      bar?.done(`${options.command}: ${plural(total, options.noun)} done`);
      for (const line of held) yield* printError(line);
    });
  return {
    many: options.many,
    advance: () => bar?.advance(1),
    fail: (file, line, printed) =>
      Effect.suspend(() => {
        if (!failures.has(file)) failures.set(file, line);
        if (printed !== undefined) return Effect.void;
        if (running) {
          held.push(line);
          return Effect.void;
        }
        return printError(line);
      }),
    note: (line) =>
      Effect.suspend(() => {
        if (!running) return printError(line);
        held.push(line);
        return Effect.void;
      }),
    failed: () => failures.size,
    stopProgress,
    finish: (extra) =>
      Effect.gen(function* () {
        yield* stopProgress();
        if (!options.many || options.noSummary === true) return;
        // a problem that is not a file's (a directory without logs) counts as one more item, failed
        const files = new Set(options.files);
        const failed = failures.size;
        const others = [...failures.keys()].filter((f) => !files.has(f)).length;
        const all = total + others;
        yield* printError(
          t("batchSummary", {
            command: options.command,
            items: t("nouns", { noun: options.noun, n: all }),
            ok: all - failed,
            failed,
            ...(extra !== undefined && { extra }),
          }),
        );
        const named = [...failures.values()];
        for (const line of named.slice(0, NAMED)) yield* printError(`  ${line}`);
        if (named.length > NAMED) yield* printError(t("andMore", { n: named.length - NAMED }));
      }),
  };
};

/**
 * Runs `step` over `items`, up to `concurrency` at once, and hands each result to `each` in the items' order:
 * the reads and writes of files overlap (the computing between them is on this one thread all the same), and
 * what is printed per file comes in the order of the files.
 */
export const inOrder = <I, O, E, R, E2, R2>(
  items: readonly I[],
  concurrency: number,
  step: (item: I) => Effect.Effect<O, E, R>,
  each: (item: I, out: O) => Effect.Effect<void, E2, R2>,
): Effect.Effect<void, E | E2, R | R2> =>
  Effect.gen(function* () {
    for (let i = 0; i < items.length; i += concurrency) {
      const chunk = items.slice(i, i + concurrency);
      const outs = yield* Effect.forEach(chunk, step, { concurrency });
      for (const [k, item] of chunk.entries()) yield* each(item, outs[k]!);
    }
  });

/** How many files a batch reads (and writes) at once. */
export const READ_AHEAD = 8;
