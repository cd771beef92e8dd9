/**
 * The stop-list of the French tests (issue 33 point 5): English words that a French sentence never holds, so any
 * of them in a French output is an English sentence left.
 */
export const STOP =
  /\b(the|of|and|is|are|with|from|at|by|not|no|to|which|only|more|none|events?|logs?|chain|sealed|unsealed|board|score|ruling|head|intact|written|record|print|replay|check)\b/i;

/** A line with its file names, hashes and command words (flags, `bridgelaw seal …`) taken out. */
const words = (line: string, names: readonly string[]): string => {
  let s = line;
  for (const n of names) s = s.split(n).join(" ");
  return s
    .replace(/\b[0-9a-f]{16,}\b/g, " ")
    .replace(/\(bridgelaw [^)]*\)/g, " ")
    .replace(/--[a-z-]+/g, " ")
    .replace(/\bverify\b/g, " ");
};

/** The lines of an output that hold an English sentence, its file names (`names`) left out. */
export const englishIn = (out: string, names: readonly string[]): string[] =>
  out.split("\n").filter((l) => STOP.test(words(l, names)));
