import { readPbn } from "./pbn/records.ts";

/**
 * What a board log cannot hold as events or `BoardStarted` fields (players, site, date, scoring, a room,
 * tables of results, comments) travels in the `note` of `BoardStarted` as a PBN fragment: tag pairs, the
 * data of a section under its tag, comments in braces. It stays readable, and export turns it back into the
 * same tags.
 *
 *   [Site "Amsterdam, The Netherlands NLD"]
 *   [Date "1995.06.10"]
 *   [West "Podgor"]
 *   {deal diagram …}
 *
 * A note that is not such a fragment (a Director's remark typed by hand) is free text.
 */
export interface MetaNote {
  readonly tags: readonly { readonly name: string; readonly value: string }[];
  readonly sections: readonly {
    readonly name: string;
    readonly value: string;
    readonly lines: readonly string[];
  }[];
  readonly comments: readonly string[];
  /** A note that is not a PBN fragment, whole. */
  readonly text: string;
}

export const EMPTY_META: MetaNote = { tags: [], sections: [], comments: [], text: "" };

export const escapePbnString = (s: string): string =>
  s
    .replace(/[\t\r\n]+/g, " ")
    .replace(/\\/g, "\\\\")
    .replace(/"/g, '\\"');

/** A comment in PBN: in braces (§3.8); a brace inside the text becomes a parenthesis, as braces do not nest. */
export const pbnComment = (text: string): string =>
  `{${text.replace(/\r\n?/g, "\n").replace(/\{/g, "(").replace(/\}/g, ")")}}`;

export const composeMetaNote = (meta: MetaNote): string | undefined => {
  const parts: string[] = [];
  for (const t of meta.tags) parts.push(`[${t.name} "${escapePbnString(t.value)}"]`);
  // Comments before the sections: a comment after section data would belong to its last element (§5.1).
  for (const c of meta.comments) parts.push(pbnComment(c));
  for (const s of meta.sections) {
    parts.push([`[${s.name} "${escapePbnString(s.value)}"]`, ...s.lines].join("\n"));
  }
  if (meta.text.trim() !== "") parts.push(meta.text.trim());
  return parts.length === 0 ? undefined : parts.join("\n");
};

export const parseMetaNote = (note: string | undefined): MetaNote => {
  if (note === undefined || note.trim() === "") return EMPTY_META;
  const file = readPbn(note);
  const record = file.records[0];
  const clean =
    file.records.length === 1 &&
    record !== undefined &&
    record.problems.every((p) => p.severity !== "error") &&
    !/^\s*%/m.test(note);
  if (!clean) return { ...EMPTY_META, text: note };
  const tags: { name: string; value: string }[] = [];
  const sections: { name: string; value: string; lines: string[] }[] = [];
  const comments: string[] = [...record.leadingComments];
  for (const tag of record.tags.values()) {
    comments.push(...tag.comments);
    const section = record.sections.get(tag.name);
    if (section === undefined) {
      tags.push({ name: tag.name, value: tag.value });
      continue;
    }
    const byLine = new Map<number, string[]>();
    for (const t of section.tokens) {
      comments.push(...t.comments);
      const text = t.kind === "string" ? `"${escapePbnString(t.text)}"` : t.text;
      byLine.set(t.line, [...(byLine.get(t.line) ?? []), text]);
    }
    sections.push({ name: tag.name, value: tag.value, lines: [...byLine.values()].map((l) => l.join(" ")) });
  }
  return { tags, sections, comments, text: "" };
};
