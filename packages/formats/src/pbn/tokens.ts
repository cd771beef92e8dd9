import type { SectionToken } from "./records.ts";

/**
 * The tokens of an auction or play section (§3.2): call or card tokens, irregularity marks `^I ^S ^R ^L`,
 * suffixes (`!`, `??`, …), note references `=n=`, NAGs `$n`, `*`, `+`, and the comments that follow. Words
 * are split where tokens meet without spaces (`HK=1=`, `2NT?=1=`).
 */
export type MoveToken =
  | { readonly t: "move"; readonly text: string; readonly line: number }
  | { readonly t: "mark"; readonly mark: "I" | "S" | "R" | "L"; readonly line: number }
  | { readonly t: "suffix"; readonly text: string; readonly line: number }
  | { readonly t: "note"; readonly index: number; readonly line: number }
  | { readonly t: "nag"; readonly value: number; readonly line: number }
  | { readonly t: "end"; readonly line: number }
  | { readonly t: "plus"; readonly line: number }
  | { readonly t: "comment"; readonly text: string; readonly line: number }
  | { readonly t: "bad"; readonly text: string; readonly why: string; readonly line: number };

const PATTERNS: readonly [RegExp, (m: RegExpExecArray, line: number) => MoveToken][] = [
  [/^\^([ISRLisrl])/, (m, line) => ({ t: "mark", mark: m[1]!.toUpperCase() as "I" | "S" | "R" | "L", line })],
  [/^\^./, (m, line) => ({ t: "bad", text: m[0], why: "an irregularity mark is ^I, ^S, ^R or ^L", line })],
  [/^=(\d+)=/, (m, line) => ({ t: "note", index: Number(m[1]), line })],
  [
    /^=[^=\s]*=?/,
    (m, line) => ({ t: "bad", text: m[0], why: "a note reference is =n= with a number n", line }),
  ],
  [/^\$(\d+)/, (m, line) => ({ t: "nag", value: Number(m[1]), line })],
  [/^\$[^\s]*/, (m, line) => ({ t: "bad", text: m[0], why: "a NAG is $ followed by a number", line })],
  [/^[!?]{1,2}/, (m, line) => ({ t: "suffix", text: m[0], line })],
  [/^\*/, (_m, line) => ({ t: "end", line })],
  [/^\+/, (_m, line) => ({ t: "plus", line })],
  [/^[A-Za-z0-9-]+/, (m, line) => ({ t: "move", text: m[0], line })],
];

export const moveTokens = (tokens: readonly SectionToken[]): MoveToken[] => {
  const out: MoveToken[] = [];
  for (const token of tokens) {
    if (token.kind === "string") {
      out.push({
        t: "bad",
        text: `"${token.text}"`,
        why: "a string is not a call or a card",
        line: token.line,
      });
    } else {
      let rest = token.text;
      while (rest.length > 0) {
        let matched = false;
        for (const [re, make] of PATTERNS) {
          const m = re.exec(rest);
          if (m === null) continue;
          out.push(make(m, token.line));
          rest = rest.slice(m[0].length);
          matched = true;
          break;
        }
        if (!matched) {
          out.push({ t: "bad", text: rest[0]!, why: "not a PBN token here", line: token.line });
          rest = rest.slice(1);
        }
      }
    }
    for (const c of token.comments) out.push({ t: "comment", text: c, line: token.line });
  }
  return out;
};

/** Suffix to NAG (§3.5.3, §3.6.3): calls $1–$6, cards $7–$12. */
export const SUFFIX_NAG: Readonly<Record<string, number>> = {
  "!": 1,
  "?": 2,
  "!!": 3,
  "??": 4,
  "!?": 5,
  "?!": 6,
};
export const NAG_SUFFIX: readonly string[] = ["", "!", "?", "!!", "??", "!?", "?!"];
