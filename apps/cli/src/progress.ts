import type { Writable } from "node:stream";
import { progress } from "@clack/prompts";

/** Progress of a long command (import, score, dd, bulk replay): shown on a terminal only. */
export interface Progress {
  /** `step` more items done (default 1); `message` replaces the label. */
  readonly advance: (step?: number, message?: string) => void;
  /** The work is over; `message` is the closing line (nothing is printed when silent). */
  readonly done: (message?: string) => void;
}

const SILENT: Progress = { advance: () => {}, done: () => {} };

/**
 * A progress bar on `output` (standard error by default) when it is a terminal, silent in pipes and files,
 * so standard output stays the command's result. Built on @clack/prompts' progress.
 */
export const startProgress = (
  label: string,
  total: number,
  output: Writable & { readonly isTTY?: boolean } = process.stderr,
): Progress => {
  if (output.isTTY !== true || total < 1) return SILENT;
  const bar = progress({ max: total, output, withGuide: false });
  bar.start(label);
  return {
    advance: (step = 1, message) => bar.advance(step, message),
    done: (message) => bar.stop(message ?? label),
  };
};
