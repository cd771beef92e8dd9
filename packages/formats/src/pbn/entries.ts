import { error, type Problem } from "../problems.ts";
import { type MoveToken, SUFFIX_NAG } from "./tokens.ts";

/**
 * The calls or cards of a section with their annotations (§3.5.2, §3.6.2): at most one suffix, at most one
 * note reference, any NAGs, comments; and the irregularity marks before them (§3.9).
 */
export interface Entry {
  /** The call or card token as written (`1D`, `Pass`, `AP`, `-`, `SK`, `+`); null for a bare `^S`. */
  readonly move: string | null;
  readonly line: number;
  readonly marks: readonly ("I" | "S" | "R" | "L")[];
  readonly suffix?: string;
  readonly noteIndex?: number;
  readonly nags: readonly number[];
  readonly comments: readonly string[];
}

export interface Entries {
  readonly entries: readonly Entry[];
  /** How the section ends: `*` (nothing more will be given), or at its last token. */
  readonly star: boolean;
  readonly starLine: number;
  /** Comments before the first call or card. */
  readonly leading: readonly string[];
  readonly problems: readonly Problem[];
}

type Mutable = {
  move: string | null;
  line: number;
  marks: ("I" | "S" | "R" | "L")[];
  suffix?: string;
  noteIndex?: number;
  nags: number[];
  comments: string[];
};

/** NAGs reserved for the other kind of section (§3.7). */
const CALL_ONLY = (n: number): boolean => (n >= 1 && n <= 6) || n === 13;
const CARD_ONLY = (n: number): boolean => (n >= 7 && n <= 12) || n === 14;

export const groupEntries = (tokens: readonly MoveToken[], kind: "call" | "card"): Entries => {
  const entries: Mutable[] = [];
  const problems: Problem[] = [];
  const leading: string[] = [];
  const what = kind === "call" ? "call" : "card";
  let marks: ("I" | "S" | "R" | "L")[] = [];
  let markLine = 0;
  let current: Mutable | null = null;
  let star = false;
  let starLine = 0;
  const allowed = kind === "call" ? ["I", "S"] : ["R", "L"];

  for (const tok of tokens) {
    if (star && tok.t !== "comment") {
      problems.push(
        error(
          kind === "call" ? "auction" : "play",
          tok.line,
          `nothing may follow "*", which ends the section`,
        ),
      );
      break;
    }
    switch (tok.t) {
      case "comment":
        if (current !== null) current.comments.push(tok.text);
        else leading.push(tok.text);
        break;
      case "bad":
        problems.push(error("annotation", tok.line, `"${tok.text}": ${tok.why}`));
        break;
      case "end":
        star = true;
        starLine = tok.line;
        current = null;
        break;
      case "mark":
        if (!allowed.includes(tok.mark)) {
          problems.push(
            error(
              "irregularity",
              tok.line,
              `^${tok.mark} is a mark of the ${kind === "call" ? "play" : "auction"}, not of the ${kind === "call" ? "auction" : "play"}`,
            ),
          );
          break;
        }
        if (tok.mark === "S") {
          if (marks.length > 0)
            problems.push(error("irregularity", tok.line, `^${marks[0]} must precede a call, not ^S`));
          marks = [];
          current = { move: null, line: tok.line, marks: ["S"], nags: [], comments: [] };
          entries.push(current);
          break;
        }
        if (marks.length > 0) {
          problems.push(
            error(
              "irregularity",
              tok.line,
              `two irregularity marks (^${marks.join(" ^")} ^${tok.mark}) before one ${what}`,
            ),
          );
        }
        marks.push(tok.mark);
        markLine = tok.line;
        break;
      case "move":
      case "plus":
        current = { move: tok.t === "plus" ? "+" : tok.text, line: tok.line, marks, nags: [], comments: [] };
        marks = [];
        entries.push(current);
        break;
      case "suffix":
      case "note":
      case "nag": {
        if (current === null || current.move === null) {
          problems.push(error("annotation", tok.line, `an annotation must follow a ${what}`));
          break;
        }
        if (tok.t === "suffix") {
          if (
            current.suffix !== undefined ||
            current.nags.some((n) => (kind === "call" ? CALL_ONLY(n) && n <= 6 : n >= 7 && n <= 12))
          ) {
            problems.push(
              error("annotation", tok.line, `${current.move}: more than one suffix or suffix NAG`),
            );
          } else current.suffix = tok.text;
        } else if (tok.t === "note") {
          if (tok.index < 1 || tok.index > 32) {
            problems.push(error("note", tok.line, `=${tok.index}=: a note reference is 1 … 32`));
          } else if (current.noteIndex !== undefined) {
            problems.push(error("note", tok.line, `${current.move}: more than one note reference`));
          } else current.noteIndex = tok.index;
        } else {
          const n = tok.value;
          if (n > 255) problems.push(error("annotation", tok.line, `$${n}: a NAG is 0 … 255`));
          else if (kind === "call" ? CARD_ONLY(n) : CALL_ONLY(n)) {
            problems.push(
              error(
                "annotation",
                tok.line,
                `$${n} is a NAG for ${kind === "call" ? "cards" : "calls"}, not for a ${what}`,
              ),
            );
          } else {
            const suffixLike = kind === "call" ? n >= 1 && n <= 6 : n >= 7 && n <= 12;
            const hasSuffixLike =
              current.suffix !== undefined ||
              current.nags.some((x) => (kind === "call" ? x >= 1 && x <= 6 : x >= 7 && x <= 12));
            if (suffixLike && hasSuffixLike) {
              problems.push(
                error("annotation", tok.line, `${current.move}: more than one suffix or suffix NAG`),
              );
            } else current.nags.push(n);
          }
        }
        break;
      }
    }
  }
  if (marks.length > 0)
    problems.push(error("irregularity", markLine, `^${marks[0]} is not followed by a ${what}`));
  return { entries, star, starLine, leading, problems };
};

/** The NAG of a suffix for a call ($1–$6) or a card ($7–$12). */
export const suffixNag = (suffix: string, kind: "call" | "card"): number =>
  (SUFFIX_NAG[suffix] ?? 0) + (kind === "card" ? 6 : 0);
