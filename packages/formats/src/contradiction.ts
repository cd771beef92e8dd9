import type { LogRecord } from "./board-log.ts";
import { type ImportProblem, reasonText } from "./import-problem.ts";
import { error, type Problem } from "./problems.ts";
import type { Contradiction, RecordReport } from "./report.ts";

/**
 * A record that contradicts itself (its auction or play does not replay to what it says): the first
 * contradiction is reported with its line; the record is rejected, or with the `partial` option imported up to
 * the event the contradiction allows (`keep`).
 */
export const contradictions = (problems: Problem[], partial: boolean) => {
  let first: { problem: ImportProblem; keep: number; kind: Contradiction } | undefined;
  return {
    contradict: (
      problem: ImportProblem,
      line: number,
      keep = Number.POSITIVE_INFINITY,
      kind: Contradiction = "does-not-replay",
    ): void => {
      if (first === undefined)
        problems.push(
          error("replay", line, `${reasonText(problem)}: ${partial ? "imported in part" : "not imported"}`),
        );
      first ??= { problem, keep, kind };
    },
    /** The records kept, the record's status and the reason, once the record is read. */
    settle: (
      records: LogRecord[],
    ): {
      out: LogRecord[];
      status: RecordReport["status"];
      problem: ImportProblem | undefined;
      /** The kind of the first contradiction: what a rejected record's `rejection` says. */
      kind?: Contradiction;
    } => {
      if (first === undefined) return { out: records, status: "imported", problem: undefined };
      if (!partial) return { out: records, status: "rejected", problem: first.problem, kind: first.kind };
      const keep = Math.max(1, Math.min(records.length, first.keep));
      return { out: records.slice(0, keep), status: "partial", problem: first.problem, kind: first.kind };
    },
  };
};
