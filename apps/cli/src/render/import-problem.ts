import { type ImportProblem, importProblemWords, importReasonWords } from "@bridgelaw/formats";
import { cliLang } from "../lang.ts";

/**
 * Why a record is rejected, partial or not played (`RecordReport.problem` of `@bridgelaw/formats`), in the run's
 * language: the formats' own formatter (`importProblemWords`), which the web app calls too.
 */
export const problemWords = (p: ImportProblem): string => importProblemWords(p, cliLang());

/** A record's reason in the run's language: from its problem when it has one, else its sentence as given. */
export const reasonWords = (r: {
  readonly reason?: string;
  readonly problem?: ImportProblem;
}): string | undefined => importReasonWords(r, cliLang());
