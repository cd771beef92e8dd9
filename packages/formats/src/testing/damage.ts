import { fc } from "@fast-check/vitest";

/**
 * Damage done to one record of a real PBN or LIN file, for the import fuzz test (issue 36): the tag and
 * value mutations of the fuzz campaign that make a record say what cannot be a board, contradict itself, or
 * lose part of its text — each one a damage the importer must see. And the changes that damage nothing
 * (a tag or a claim given again alike, other line ends), after which every record must come out as before.
 * Each mutation is named, so that a counterexample says what was done.
 */
export interface Damage {
  readonly name: string;
  /** The file's text with record `k` (0-based) damaged; undefined when the record has nothing to damage. */
  readonly apply: (file: RecordsText, k: number) => string | undefined;
  /** The file is cut inside record `k`: the records after it are gone. */
  readonly cuts?: boolean;
}

/** A file as its records' lines: what comes before the first record, then each record's lines. */
export interface RecordsText {
  readonly head: readonly string[];
  readonly records: readonly (readonly string[])[];
  /** What separates two records (a blank line in PBN, nothing in LIN: one board a line). */
  readonly separator: readonly string[];
}

const named = (name: string, apply: Damage["apply"], cuts = false): Damage =>
  Object.assign({ name, apply, cuts }, { [fc.toStringMethod]: () => name });

/** The text of a file with record `k` replaced by `lines` (or cut after them). */
export const withRecord = (file: RecordsText, k: number, lines: readonly string[], cut = false): string => {
  const records = file.records.map((r, i) => (i === k ? lines : r));
  const kept = cut ? records.slice(0, k + 1) : records;
  const body = kept.flatMap((r, i) => (i === 0 ? [...r] : [...file.separator, ...r]));
  const text = [...file.head, ...body].join("\n");
  return cut ? text : `${text}\n`;
};

/** PBN text as records: runs of lines that hold a tag pair, separated by blank lines. */
export const pbnRecords = (text: string): RecordsText => {
  const lines = text.replace(/\r\n?/g, "\n").replace(/\n+$/, "").split("\n");
  const head: string[] = [];
  const records: string[][] = [];
  let current: string[] | null = null;
  for (const line of lines) {
    if (/^\s*$/.test(line)) {
      current = null;
      continue;
    }
    if (current === null) {
      if (records.length === 0 && !line.startsWith("[")) {
        head.push(line);
        continue;
      }
      current = [];
      records.push(current);
    }
    current.push(line);
  }
  return { head, records, separator: [""] };
};

/** LIN text as records: one board a line. */
export const linRecords = (text: string): RecordsText => ({
  head: [],
  records: text
    .replace(/\r\n?/g, "\n")
    .replace(/\n+$/, "")
    .split("\n")
    .map((l) => [l]),
  separator: [],
});

// --- PBN ---------------------------------------------------------------------------------------------

const TAG = (name: string) => new RegExp(`^\\[${name} "([^"]*)"\\]\\s*$`);
const tagAt = (lines: readonly string[], name: string): number => lines.findIndex((l) => TAG(name).test(l));
const valueAt = (line: string, name: string): string => TAG(name).exec(line)![1]!;

/** Values no reader can take for a fact of the board (never "?" or "": those say "unknown"). */
const UNREADABLE: Readonly<Record<string, readonly string[]>> = {
  Board: ["0", "-1", "9007199254740992", "9007199254740993", "99999999999999999999", "1e400", "1.5", "x"],
  Dealer: ["Z", "5", "NE"],
  Vulnerable: ["Nobody", "NSEW", "3"],
  Contract: ["8NT", "4Q", "0S", "ten"],
  Declarer: ["Z", "NS", "^^N"],
  Result: ["ten", "14", "-1", "99999999999999999999", "NS 9 EW 9"],
  Deal: ["N:AKQ", "Q:- - - -", "N:AKQJT98765432... - - -"],
};
const FACTS = Object.keys(UNREADABLE);

/** A value the tag could have that is not `v`: what a second, contradicting copy of the tag says. */
const otherValue = (name: string, v: string, n: number): string => {
  const seats = ["N", "E", "S", "W"];
  const pick = <T>(xs: readonly T[]): T => xs[n % xs.length]!;
  switch (name) {
    case "Board":
      return String(Number(v) + 1 + (n % 5));
    case "Dealer":
    case "Declarer":
      return pick(seats.filter((s) => s !== v.replace("^", "")));
    case "Vulnerable":
      return pick(["None", "NS", "EW", "All"].filter((x) => x.toLowerCase() !== v.toLowerCase()));
    case "Contract":
      return pick(["1C", "3NT", "4S", "6HX", "Pass"].filter((x) => x !== v));
    case "Result":
      return pick(["0", "6", "9", "13"].filter((x) => x !== v));
    case "Deal": {
      // the same hands, two of them swapped: another deal of the same cards
      const m = /^(\S+:)(\S+) (\S+) (\S+) (\S+)$/.exec(v);
      return m === null ? `${v} x` : `${m[1]}${m[3]} ${m[2]} ${m[4]} ${m[5]}`;
    }
    default:
      return `${v} (other)`;
  }
};

const pbnDamages: readonly fc.Arbitrary<Damage>[] = [
  // a fact that cannot be read
  fc.tuple(fc.constantFrom(...FACTS), fc.nat()).map(([name, n]) =>
    named(`PBN ${name} value unreadable (#${n})`, (file, k) => {
      const lines = file.records[k]!;
      const at = tagAt(lines, name);
      if (at < 0) return undefined;
      const bad = UNREADABLE[name]![n % UNREADABLE[name]!.length]!;
      return withRecord(file, k, lines.with(at, `[${name} "${bad}"]`));
    }),
  ),
  // a tag given twice with two values
  fc.tuple(fc.constantFrom(...FACTS, "Auction", "Play", "Event", "West"), fc.nat()).map(([name, n]) =>
    named(`PBN ${name} given twice, another value (#${n})`, (file, k) => {
      const lines = file.records[k]!;
      const at = tagAt(lines, name);
      if (at < 0) return undefined;
      const other = otherValue(name, valueAt(lines[at]!, name), n);
      return withRecord(file, k, lines.toSpliced(at + 1, 0, `[${name} "${other}"]`));
    }),
  ),
  // a tag line lost: the deal, or the tag of a section that holds data (the data is left behind)
  fc.constantFrom("Deal", "Auction", "Play").map((name) =>
    named(`PBN [${name}] line deleted`, (file, k) => {
      const lines = file.records[k]!;
      const at = tagAt(lines, name);
      if (at < 0) return undefined;
      if (name !== "Deal" && (lines[at + 1] === undefined || lines[at + 1]!.startsWith("[")))
        return undefined;
      return withRecord(file, k, lines.toSpliced(at, 1));
    }),
  ),
  // a control character in a tag value
  fc.tuple(fc.nat(), fc.nat(), fc.constantFrom("\u0000", "\u0001", "\u001b")).map(([t, c, ch]) =>
    named(
      `PBN control character U+${ch.charCodeAt(0).toString(16).padStart(4, "0")} in tag ${t}`,
      (file, k) => {
        const lines = file.records[k]!;
        const tags = lines.map((l, i) => (/^\[\w+ "[^"]+"\]/.test(l) ? i : -1)).filter((i) => i >= 0);
        if (tags.length === 0) return undefined;
        const at = tags[t % tags.length]!;
        const line = lines[at]!;
        const open = line.indexOf('"') + 1;
        const close = line.lastIndexOf('"');
        const i = open + (c % Math.max(1, close - open));
        return withRecord(file, k, lines.with(at, `${line.slice(0, i)}${ch}${line.slice(i)}`));
      },
    ),
  ),
  // the file cut inside a tag pair of the record
  fc.tuple(fc.nat(), fc.nat()).map(([t, c]) =>
    named(
      `PBN file cut inside tag ${t}`,
      (file, k) => {
        const lines = file.records[k]!;
        const tags = lines.map((l, i) => (/^\[\w+ "[^"]*"\]$/.test(l) ? i : -1)).filter((i) => i >= 0);
        if (tags.length === 0) return undefined;
        const at = tags[t % tags.length]!;
        const line = lines[at]!;
        const cut = 1 + (c % (line.length - 1)); // after "[", before "]"
        return withRecord(file, k, [...lines.slice(0, at), line.slice(0, cut)], true);
      },
      true,
    ),
  ),
];

/** Changes that damage nothing: every record must come out as before. */
const pbnHarmless: readonly fc.Arbitrary<Damage>[] = [
  fc.constantFrom(...FACTS, "Event", "West").map((name) =>
    named(`PBN ${name} given again alike`, (file, k) => {
      const lines = file.records[k]!;
      const at = tagAt(lines, name);
      if (at < 0) return undefined;
      return withRecord(file, k, lines.toSpliced(at + 1, 0, lines[at]!));
    }),
  ),
];

// --- LIN ---------------------------------------------------------------------------------------------

/** The pairs of a LIN line, with where each value starts and ends. */
const pairsOf = (line: string): { code: string; start: number; end: number }[] => {
  const out: { code: string; start: number; end: number }[] = [];
  for (const m of line.matchAll(/([a-z]{2})\|([^|]*)\|/g)) {
    const start = m.index + 3;
    out.push({ code: m[1]!, start, end: start + m[2]!.length });
  }
  return out;
};

/** Values a LIN reader cannot take, by code. */
const LIN_UNREADABLE: Readonly<Record<string, readonly string[]>> = {
  ah: ["Board 0", "Board -1", "Board 9007199254740993", "Board 99999999999999999999", "Board 1e400"],
  md: ["3SAKQ", "9S2,H3,D4,C5", "x"],
  sv: ["q", "nsew", "9"],
  mb: ["9Z", "1X", "99999999999999999999", "zz"],
  pc: ["S1", "XA", "99999999999999999999"],
  mc: ["14", "-1", "99999999999999999999", "nine"],
};

const linDamages: readonly fc.Arbitrary<Damage>[] = [
  fc.tuple(fc.constantFrom(...Object.keys(LIN_UNREADABLE)), fc.nat(), fc.nat()).map(([code, which, n]) =>
    named(`LIN ${code} value unreadable (#${which}, #${n})`, (file, k) => {
      const line = file.records[k]![0]!;
      const ps = pairsOf(line).filter((p) => p.code === code);
      if (ps.length === 0) return undefined;
      const p = ps[which % ps.length]!;
      const bad = LIN_UNREADABLE[code]![n % LIN_UNREADABLE[code]!.length]!;
      return withRecord(file, k, [`${line.slice(0, p.start)}${bad}${line.slice(p.end)}`]);
    }),
  ),
  // a second claim that differs, a call or a card after the claim
  fc.constantFrom("mc|0|", "mc|13|", "mc|99999999999999999999|", "pc|SA|", "mb|p|").map((extra) =>
    named(`LIN ${extra} after the claim`, (file, k) => {
      const line = file.records[k]![0]!;
      const mc = pairsOf(line).find((p) => p.code === "mc");
      if (mc === undefined || extra === `mc|${line.slice(mc.start, mc.end)}|`) return undefined;
      const at = mc.end + 1;
      return withRecord(file, k, [`${line.slice(0, at)}${extra}${line.slice(at)}`]);
    }),
  ),
  // a control character in a pair
  fc.tuple(fc.nat(), fc.nat(), fc.constantFrom("\u0000", "\u0002", "\u001b")).map(([n, c, ch]) =>
    named(
      `LIN control character U+${ch.charCodeAt(0).toString(16).padStart(4, "0")} in pair ${n}`,
      (file, k) => {
        const line = file.records[k]![0]!;
        const ps = pairsOf(line);
        if (ps.length === 0) return undefined;
        const p = ps[n % ps.length]!;
        const i = p.start - 3 + (c % (p.end - p.start + 3));
        return withRecord(file, k, [`${line.slice(0, i)}${ch}${line.slice(i)}`]);
      },
    ),
  ),
  // the file cut inside a value of the board
  fc.tuple(fc.nat(), fc.nat()).map(([n, c]) =>
    named(
      `LIN file cut inside value ${n}`,
      (file, k) => {
        const line = file.records[k]![0]!;
        const ps = pairsOf(line).filter((p) => p.end > p.start);
        if (ps.length === 0) return undefined;
        const p = ps[n % ps.length]!;
        return withRecord(file, k, [line.slice(0, p.start + (c % (p.end - p.start)))], true);
      },
      true,
    ),
  ),
];

const linHarmless: readonly fc.Arbitrary<Damage>[] = [
  fc.constant(
    named("LIN the claim given again alike", (file, k) => {
      const line = file.records[k]![0]!;
      const mc = pairsOf(line).find((p) => p.code === "mc");
      if (mc === undefined) return undefined;
      const at = mc.end + 1;
      return withRecord(file, k, [
        `${line.slice(0, at)}mc|${line.slice(mc.start, mc.end)}|${line.slice(at)}`,
      ]);
    }),
  ),
];

export const pbnDamage: fc.Arbitrary<Damage> = fc.oneof(...pbnDamages);
export const pbnHarmlessChange: fc.Arbitrary<Damage> = fc.oneof(...pbnHarmless);
export const linDamage: fc.Arbitrary<Damage> = fc.oneof(...linDamages);
export const linHarmlessChange: fc.Arbitrary<Damage> = fc.oneof(...linHarmless);
