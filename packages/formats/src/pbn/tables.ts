import { error, type Problem } from "../problems.ts";
import type { PbnRecord } from "./records.ts";

const TABLES = new Set([
  "ActionTable",
  "AuctionTimeTable",
  "InstantScoreTable",
  "OptimumPlayTable",
  "OptimumResultTable",
  "PlayTimeTable",
  "ScoreTable",
  "TotalScoreTable",
]);

/** The table sections of chapter 5: they are kept as text; this checks their shape (§5.1, §5.2). */
export const checkTables = (record: PbnRecord): Problem[] => {
  const problems: Problem[] = [];
  for (const [name, section] of record.sections) {
    if (!TABLES.has(name)) continue;
    const columns = section.tag.value.split(";");
    const tokens = section.tokens;
    for (const t of tokens) {
      if (t.comments.length > 0) {
        problems.push(error("section", t.line, `${name}: no comment may follow a table element (§5.1)`));
        break;
      }
    }
    for (const t of tokens) {
      if (t.kind === "word" && /%/.test(t.text)) {
        problems.push(
          error("section", t.line, `${name}: "${t.text}" holds a character not allowed in a table element`),
        );
      }
    }
    if (columns.length > 0 && tokens.length % columns.length !== 0) {
      problems.push(
        error(
          "section",
          tokens[tokens.length - 1]?.line ?? section.tag.line,
          `${name}: ${tokens.length} elements do not fill rows of ${columns.length} columns`,
        ),
      );
      continue;
    }
    columns.forEach((col, c) => {
      const order = col.trim()[0];
      if (order !== "+" && order !== "-") return;
      const values: { n: number; line: number }[] = [];
      for (let r = c; r < tokens.length; r += columns.length) {
        const n = Number(tokens[r]!.text.replace(/^\^/, ""));
        if (tokens[r]!.kind === "word" && Number.isFinite(n)) values.push({ n, line: tokens[r]!.line });
      }
      for (let i = 1; i < values.length; i += 1) {
        const wrong = order === "+" ? values[i]!.n > values[i - 1]!.n : values[i]!.n < values[i - 1]!.n;
        if (wrong) {
          problems.push(
            error(
              "section",
              values[i]!.line,
              `${name}: column ${col.split("\\")[0]} is marked ${order === "+" ? "descending (+)" : "ascending (-)"} but ${values[i]!.n} follows ${values[i - 1]!.n}`,
            ),
          );
          break;
        }
      }
    });
  }
  return problems;
};
