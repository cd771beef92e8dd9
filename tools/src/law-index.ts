import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/*
 * The Law index of each Code, read from the official texts in ../shared/seeds (issue 27 point 2): for each Law
 * 1–93, its title and the clauses its text numbers (sections A, B, … and their numbered subsections). 2017: the
 * FFB's French text of the 2017 Code (seed 000, "LOI n - TITRE" blocks); 2007: the Norwegian (seed 002) and
 * Portuguese (seed 001) texts of the 2007 Code, one index from both (a clause either text numbers).
 */

export interface LawEntry {
  readonly title: string;
  /** Section letter → the highest numbered subsection under it (0: none numbered). */
  readonly sections: Readonly<Record<string, number>>;
}
export type LawIndex = Readonly<Record<number, LawEntry>>;

const seed = (dir: string, prefix: string): string => {
  const name = readdirSync(dir).find((f) => f.startsWith(prefix));
  if (name === undefined) throw new Error(`no seed ${prefix}_* in ${dir}`);
  return readFileSync(join(dir, name), "utf8");
};

/** The text as lines without markup (the seeds mix Markdown and HTML). */
const lines = (text: string): string[] =>
  text
    .replace(/<\/p>|<br\s*\/?>/g, "\n")
    .replace(/<p[^>]*>/g, "\n")
    .replace(/<[^>]+>/g, " ")
    .replace(/\t+/g, "\n")
    .split("\n")
    .map((l) =>
      l
        .replace(/[#*\\]/g, "")
        .replace(/\s+/g, " ")
        .trim(),
    )
    .filter((l) => l !== "");

type Heading = { readonly n: number; readonly title: string } | "other-code" | null;

const parse = (text: string, heading: (line: string) => Heading): Record<number, LawEntry> => {
  const laws: Record<number, { title: string; sections: Record<string, number> }> = {};
  let law: { title: string; sections: Record<string, number> } | null = null;
  let section: string | null = null;
  for (const l of lines(text)) {
    const h = heading(l);
    if (h === "other-code") {
      law = null;
      continue;
    }
    if (h !== null) {
      law = laws[h.n] ??= { title: h.title, sections: {} };
      section = null;
      continue;
    }
    if (law === null) continue;
    const s = /^([A-H])[.)] ?\S/.exec(l);
    if (s && (section === null || s[1]! > section || s[1] === "A")) {
      section = s[1]!;
      law.sections[section] ??= 0;
      continue;
    }
    const n = /^(\d{1,2})[.)] \S/.exec(l);
    if (n && section !== null) law.sections[section] = Math.max(law.sections[section]!, Number(n[1]));
  }
  return laws;
};

const union = (a: Record<number, LawEntry>, b: Record<number, LawEntry>): Record<number, LawEntry> => {
  const out: Record<number, LawEntry> = {};
  for (let n = 1; n <= 93; n += 1) {
    const x = a[n];
    const y = b[n];
    if (x === undefined && y === undefined) continue;
    const sections: Record<string, number> = { ...(y?.sections ?? {}) };
    for (const [k, v] of Object.entries(x?.sections ?? {})) sections[k] = Math.max(sections[k] ?? 0, v);
    out[n] = { title: x?.title ?? y!.title, sections };
  }
  return out;
};

/** The 2007 index (Norwegian and Portuguese texts) and the 2017 index (the FFB's French text). */
export const lawIndexes = (seeds: string): { readonly "2007": LawIndex; readonly "2017": LawIndex } => {
  const nb = parse(seed(seeds, "002"), (l) => {
    const m = /^§ (\d{1,2})\. (.+)$/.exec(l);
    return m && !/\.\s?\.\s?\./.test(l) && m[2] === m[2]!.toUpperCase()
      ? { n: Number(m[1]), title: m[2]! }
      : null;
  });
  const pt = parse(seed(seeds, "001"), (l) => {
    const m = /^LEI (\d{1,2}) ?[.–-] ?(.+)$/.exec(l);
    return m ? { n: Number(m[1]), title: m[2]!.trim() } : null;
  });
  const fr = parse(seed(seeds, "000"), (l) => {
    const m = /^LOI (\d{1,2}) - (.+)$/.exec(l);
    if (m) return { n: Number(m[1]), title: m[2]!.trim() };
    return /^LOI \d{1,2}\b/.test(l) ? "other-code" : null;
  });
  return { "2007": union(nb, pt), "2017": fr };
};

/**
 * Whether a Law id names a clause the index holds: the Law, its section letter if any, its subsection number
 * if any (a lettered sub-subsection, "(a)", is not checked). null: the id is not a Law's clause id at all.
 */
export const inIndex = (index: LawIndex, id: string): boolean | null => {
  const m = /^(\d{1,2})([A-H])?(\d{1,2})?(\([a-z]+\))*$/.exec(id);
  if (m === null) return null;
  const law = index[Number(m[1])];
  if (law === undefined) return false;
  if (m[2] === undefined) return true;
  const sub = law.sections[m[2]];
  if (sub === undefined) return false;
  return m[3] === undefined || Number(m[3]) <= sub;
};
