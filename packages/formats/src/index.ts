/**
 * @bridgelaw/formats: PBN 2.1 and BBO LIN import and export, as projections of the board log. Pure: text
 * in, records and reports out (and back); no I/O.
 */
export * from "./analysis.ts";
export * from "./annotation.ts";
export * from "./board-log.ts";
export * from "./claims.ts";
export * from "./convert.ts";
export * from "./errors.ts";
export * from "./import-problem.ts";
export * from "./import-problem-examples.ts";
export { importProblemWords, importReasonWords } from "./import-words/index.ts";
export * from "./irregularities.ts";
export * from "./lin/index.ts";
export * from "./meta-note.ts";
export * from "./participants.ts";
export * from "./pbn/index.ts";
export { formatProblem, hasErrors, type Problem, type ProblemCode, type Severity } from "./problems.ts";
export * from "./report.ts";
export * from "./text.ts";
