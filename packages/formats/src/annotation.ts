/**
 * The `note` of a logged call or card, as the formats write and read it: what PBN and LIN attach to a call
 * or a card (an alert, a suffix such as `!!`, NAGs, the text of a note or explanation, comments) in one
 * readable string, and back again:
 *
 *   `!! $25 Alert: two colours {a comment}`
 *
 * - a suffix (`!`, `?`, `!!`, `??`, `!?`, `?!`) first, then NAGs (`$n`);
 * - `Alert` (or `Alert: text`) for a call that was alerted (LIN `!`);
 * - the explanation or note text;
 * - comments in braces.
 *
 * A note written by hand is read the same way: plain text is the explanation.
 */
export interface Annotation {
  readonly suffix?: string;
  readonly nags: readonly number[];
  readonly alert: boolean;
  readonly text: string;
  readonly comments: readonly string[];
}

export const EMPTY_ANNOTATION: Annotation = { nags: [], alert: false, text: "", comments: [] };

const oneLine = (s: string): string => s.replace(/\s+/g, " ").trim();

export const composeNote = (a: Annotation): string | undefined => {
  const parts: string[] = [];
  if (a.suffix) parts.push(a.suffix);
  for (const n of a.nags) parts.push(`$${n}`);
  const text = a.text.trim();
  if (a.alert) parts.push(text === "" ? "Alert" : `Alert: ${text}`);
  else if (text !== "") parts.push(text);
  for (const c of a.comments) {
    const t = c.trim().replace(/[{}]/g, "");
    if (t !== "") parts.push(`{${t}}`);
  }
  return parts.length === 0 ? undefined : parts.join(" ");
};

export const decomposeNote = (note: string | undefined): Annotation => {
  if (note === undefined || note.trim() === "") return EMPTY_ANNOTATION;
  let rest = note.trim();
  let suffix: string | undefined;
  const s = /^([!?]{1,2})(\s+|$)/.exec(rest);
  if (s !== null) {
    suffix = s[1];
    rest = rest.slice(s[0].length);
  }
  const nags: number[] = [];
  for (let m = /^\$(\d+)(\s+|$)/.exec(rest); m !== null; m = /^\$(\d+)(\s+|$)/.exec(rest)) {
    nags.push(Number(m[1]));
    rest = rest.slice(m[0].length);
  }
  const comments: string[] = [];
  rest = rest.replace(/\{([^{}]*)\}/g, (_all, c: string) => {
    comments.push(c.trim());
    return " ";
  });
  rest = oneLine(rest);
  let alert = false;
  const a = /^alert(?::\s*|$)/i.exec(rest);
  if (a !== null) {
    alert = true;
    rest = rest.slice(a[0].length);
  }
  return { ...(suffix !== undefined && { suffix }), nags, alert, text: rest.trim(), comments };
};
