import { error, type Problem, warning } from "../problems.ts";
import type { Entry } from "./entries.ts";
import type { PbnSection } from "./records.ts";

/**
 * The Note tags of an auction or play section (§3.5.5, §3.6.5): `[Note "n:text"]`, n from 1 to 32, each
 * index once, each referenced by some `=n=` of the section and each reference explained.
 */
export const resolveNotes = (
  section: PbnSection,
  entries: readonly Entry[],
  where: "auction" | "play",
): { text: (e: Entry) => string | undefined; problems: Problem[] } => {
  const problems: Problem[] = [];
  const byIndex = new Map<number, string>();
  for (const n of section.notes) {
    if (n.index === null) {
      problems.push(error("note", n.line, `Note "${n.text}": the value must be <index>:<text>`));
      continue;
    }
    if (n.index < 1 || n.index > 32) {
      problems.push(error("note", n.line, `Note ${n.index}: a note index is 1 … 32`));
      continue;
    }
    if (byIndex.has(n.index)) {
      problems.push(error("note", n.line, `Note ${n.index} is given twice in the ${where}`));
      continue;
    }
    const extra = n.comments.map((c) => ` {${c.trim()}}`).join("");
    byIndex.set(n.index, `${n.text}${extra}`);
  }
  const used = new Set<number>();
  const reported = new Set<number>();
  for (const e of entries) {
    if (e.noteIndex === undefined) continue;
    used.add(e.noteIndex);
    if (!byIndex.has(e.noteIndex) && !reported.has(e.noteIndex)) {
      reported.add(e.noteIndex);
      problems.push(
        error("note", e.line, `=${e.noteIndex}= has no [Note "${e.noteIndex}:…"] in the ${where}`),
      );
    }
  }
  for (const n of section.notes) {
    if (n.index !== null && byIndex.has(n.index) && !used.has(n.index)) {
      problems.push(
        warning("note", n.line, `Note ${n.index} is not referenced by any =${n.index}= of the ${where}`),
      );
    }
  }
  return { text: (e) => (e.noteIndex === undefined ? undefined : byIndex.get(e.noteIndex)), problems };
};
