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

/** The languages and Codes whose Law titles the seeds give: the FFB's French (both Codes), Portuguese and Norwegian 2007. */
export type TitleSet = "fr-2017" | "fr-2007" | "pt-2007" | "nb-2007";

/**
 * Where the seeds' text lost a letter in its extraction (the Norwegian headings of 84 and 85 read "NR" for
 * "NÅR"; its table of contents has "når"): each fixed here, and only these.
 */
const SEED_FIXES: readonly (readonly [TitleSet, number, string, string])[] = [
  ["nb-2007", 84, " NR ", " NÅR "],
  ["nb-2007", 85, " NR ", " NÅR "],
];

/** Heading lines of a seed: its lines without markup, a heading joined to what follows it on one line split off. */
const headingLines = (text: string): string[] =>
  lines(text.replace(/<sup>[^<]*<\/sup>/g, "").replace(/\*\*\*\*/g, "\n"));

/** A title as printed, without a trailing full stop or spaces. */
const clean = (t: string): string => t.replace(/\s*\.\s*$/, "").trim();

/**
 * The title of each Law 1–93 in each language's Code, as the seeds print them (index n − 1; null when the seed
 * prints none: the Portuguese text has no Law 48, the FFB's 2007 Law 24 has no title line).
 * - fr-2017: the FFB's 2017 headings "LOI n - TITRE" (seed 000), in upper case as printed (the Code's heading form).
 * - fr-2007: the FFB's 2007 headings of the same seed ("LOI n" and the title on its line or the next, "LOI 91 -
 *   Titre"; Law 1's two title lines joined by " – "), in sentence case as printed.
 * - pt-2007: "LEI n – TÍTULO" (seed 001); nb-2007: "§ n. TITTEL" (seed 002), upper case as printed.
 */
export const lawTitlesOf = (seeds: string): Readonly<Record<TitleSet, readonly (string | null)[]>> => {
  const out: Record<TitleSet, (string | null)[]> = {
    "fr-2017": Array(93).fill(null),
    "fr-2007": Array(93).fill(null),
    "pt-2007": Array(93).fill(null),
    "nb-2007": Array(93).fill(null),
  };
  const put = (set: TitleSet, n: number, title: string): void => {
    if (n < 1 || n > 93 || out[set][n - 1] !== null) return;
    out[set][n - 1] = clean(title);
  };
  const fr = headingLines(seed(seeds, "000"));
  for (let i = 0; i < fr.length; i += 1) {
    const l = fr[i]!;
    // a 2017 heading is in upper case ("LOI 91 - PÉNALISER OU SUSPENDRE"); the 2007 text's Law 91 alone is
    // also written "LOI n - Titre", in sentence case
    const dashed = /^LOI (\d{1,2}) - (.+)$/.exec(l);
    if (dashed) {
      const upper = dashed[2] === dashed[2]!.toLocaleUpperCase("fr");
      put(upper ? "fr-2017" : "fr-2007", Number(dashed[1]), dashed[2]!);
      continue;
    }
    const m2007 = /^LOI (\d{1,2})(?: (.+))?$/.exec(l);
    if (!m2007) continue;
    const n = Number(m2007[1]);
    if (m2007[2] !== undefined) {
      put("fr-2007", n, m2007[2]);
      continue;
    }
    // "LOI n" alone: the title is the next line, unless the next line is already the Law's text or a section
    const next = fr[i + 1] ?? "";
    if (/^([A-H]\. |\d+\. )/.test(next) || next.length > 80 || /[.:;]$/.test(next)) continue;
    const after = fr[i + 2] ?? "";
    // Law 1: "Le jeu de cartes" then "Hiérarchie des cartes et des couleurs" (two title lines before the text)
    put("fr-2007", n, n === 1 ? `${next} – ${after}` : next);
  }
  for (const l of headingLines(seed(seeds, "001"))) {
    const m = /^LEI (\d{1,2}) ?[.–-] ?(.+)$/.exec(l);
    if (m) put("pt-2007", Number(m[1]), m[2]!);
  }
  for (const l of headingLines(seed(seeds, "002"))) {
    const m = /^§ (\d{1,2})\. (.+)$/.exec(l);
    if (m && !/\.\s?\.\s?\./.test(l) && m[2] === m[2]!.toUpperCase()) put("nb-2007", Number(m[1]), m[2]!);
  }
  for (const [set, n, from, to] of SEED_FIXES) out[set][n - 1] = out[set][n - 1]?.replace(from, to) ?? null;
  return out;
};
