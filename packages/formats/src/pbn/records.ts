import { error, errorAbout, info, type Problem, warning } from "../problems.ts";
import { lexPbn, type PbnChunk } from "./lexer.ts";

/**
 * PBN games as records: the tag pairs (resolved through `#`/`##` inheritance, §4.8), the sections that
 * follow tags (Auction, Play, the tables of chapter 5, user sections), the notes of the auction and play
 * sections, and the comments with what they refer to (§3.8).
 */
export interface PbnTag {
  readonly name: string;
  /** The value after inheritance. */
  readonly value: string;
  /** The value as written (`#`, `##Autumn regional`), or the inherited value for a tag not written. */
  readonly written: string;
  /** 0 for a tag this game does not write (a `##` value from an earlier game). */
  readonly line: number;
  /** Comments that follow the tag pair (before any section data). */
  readonly comments: readonly string[];
}

/** One element of section data: a word or string token, with the comments that follow it. */
export interface SectionToken {
  readonly kind: "word" | "string";
  readonly text: string;
  readonly line: number;
  readonly col: number;
  readonly comments: readonly string[];
}

export interface PbnNote {
  /** 1…32, or null when the value does not start with `n:`. */
  readonly index: number | null;
  readonly text: string;
  readonly line: number;
  readonly comments: readonly string[];
}

export interface PbnSection {
  readonly tag: PbnTag;
  readonly tokens: readonly SectionToken[];
  readonly notes: readonly PbnNote[];
}

export interface PbnRecord {
  /** 1-based number of the game in the file. */
  readonly number: number;
  readonly line: number;
  readonly lastLine: number;
  /** Tags by name, first occurrence (§3.4: a repeated tag is ignored), without Note tags. */
  readonly tags: ReadonlyMap<string, PbnTag>;
  /** Sections by tag name (a tag followed by data). */
  readonly sections: ReadonlyMap<string, PbnSection>;
  /** Comments before the first tag. */
  readonly leadingComments: readonly string[];
  readonly problems: readonly Problem[];
  readonly exportFormat: boolean;
  readonly chunk: PbnChunk;
}

export interface PbnFile {
  readonly records: readonly PbnRecord[];
  readonly version?: string;
}

/** Tags whose value may not be inherited with `#` or `##` (§4.8). */
const NO_INHERITANCE = new Set([
  "Dealer",
  "Vulnerable",
  "Deal",
  "Declarer",
  "Contract",
  "Auction",
  "Play",
  "Note",
]);

/** Tags that carry section data (§3.5, §3.6, chapter 5). Unknown tags may carry user-defined sections. */
export const SECTION_TAGS = new Set([
  "Auction",
  "Play",
  "ActionTable",
  "AuctionTimeTable",
  "InstantScoreTable",
  "OptimumPlayTable",
  "OptimumResultTable",
  "PlayTimeTable",
  "ScoreTable",
  "TotalScoreTable",
]);

/** The 15 tags of the Mandatory Tag Set, in export order (§3.4). */
export const MTS = [
  "Event",
  "Site",
  "Date",
  "Board",
  "West",
  "North",
  "East",
  "South",
  "Dealer",
  "Vulnerable",
  "Deal",
  "Scoring",
  "Declarer",
  "Contract",
  "Result",
] as const;

/** Tags of the standard (chapters 3 and 4), including the sections. */
export const KNOWN_TAGS = new Set<string>([
  ...MTS,
  "Note",
  "Competition",
  "DealId",
  "Description",
  "FrenchMP",
  "Generator",
  "Hidden",
  "Room",
  "Termination",
  "Score",
  "ScoreIMP",
  "ScoreMP",
  "ScorePercentage",
  "ScoreRubber",
  "ScoreRubberHistory",
  "OptimumScore",
  "BidSystemEW",
  "BidSystemNS",
  "PairEW",
  "PairNS",
  "WestNA",
  "NorthNA",
  "EastNA",
  "SouthNA",
  "WestType",
  "NorthType",
  "EastType",
  "SouthType",
  "EventDate",
  "EventSponsor",
  "HomeTeam",
  "Round",
  "Section",
  "Stage",
  "Table",
  "VisitTeam",
  "Time",
  "UTCDate",
  "UTCTime",
  "TimeControl",
  "TimeCall",
  "TimeCard",
  "Annotator",
  "AnnotatorNA",
  "Application",
  "Mode",
  ...SECTION_TAGS,
]);

/** What `#` and `##` carry from game to game (§4.8). */
interface Inheritance {
  /** Resolved values of the previous game. */
  last: Map<string, string>;
  /** `##` values: used in every later game that does not give the tag. */
  sticky: Map<string, string>;
}

const parseNote = (value: string): { index: number | null; text: string } => {
  const m = /^\s*(\d+)\s*:(.*)$/s.exec(value);
  if (m === null) return { index: null, text: value };
  return { index: Number(m[1]), text: m[2]!.trim() };
};

const readRecord = (chunk: PbnChunk, number: number, inherit: Inheritance): PbnRecord => {
  const problems: Problem[] = [...chunk.problems];
  const tags = new Map<string, PbnTag>();
  const sections = new Map<string, PbnSection>();
  const leadingComments: string[] = [];
  type MutableTag = { name: string; value: string; written: string; line: number; comments: string[] };
  type MutableToken = SectionToken & { comments: string[] };
  type MutableSection = {
    tag: MutableTag;
    tokens: MutableToken[];
    notes: (PbnNote & { comments: string[] })[];
  };
  let currentTag: MutableTag | null = null;
  let section: MutableSection | null = null;
  let lastNote: (PbnNote & { comments: string[] }) | null = null;
  let lastToken: MutableToken | null = null;
  let strayReported = false;

  for (const item of chunk.items) {
    if (item.kind === "tag") {
      lastToken = null;
      if (item.name === "Note") {
        const parsed = parseNote(item.value);
        const note = { ...parsed, line: item.line, comments: [] as string[] };
        if (section === null || (section.tag.name !== "Auction" && section.tag.name !== "Play")) {
          problems.push(
            error("note", item.line, "Note tag outside the auction or play section: it explains nothing"),
          );
          lastNote = null;
        } else {
          section.notes.push(note);
          lastNote = note;
        }
        currentTag = null;
        continue;
      }
      lastNote = null;
      let value = item.value;
      if (value.startsWith("#")) {
        if (NO_INHERITANCE.has(item.name)) {
          problems.push(
            error("inheritance", item.line, `tag ${item.name} may not be inherited with "#" (§4.8)`),
          );
          value = "";
        } else if (value.startsWith("##")) {
          value = value.slice(2);
          inherit.sticky.set(item.name, value);
        } else {
          const previous = inherit.last.get(item.name);
          if (previous === undefined) {
            problems.push(
              warning(
                "inheritance",
                item.line,
                `tag ${item.name} inherits "#" but no earlier game gives it: ""`,
              ),
            );
          }
          value = previous ?? "";
        }
      } else if (inherit.sticky.has(item.name)) {
        inherit.sticky.set(item.name, value);
      }
      const tag: MutableTag = { name: item.name, value, written: item.value, line: item.line, comments: [] };
      if (tags.has(item.name)) {
        // §3.4: a repeated tag is ignored; one that says something else makes the record contradict itself.
        const first = tags.get(item.name)!;
        problems.push(
          first.value.trim() === value.trim()
            ? warning(
                "duplicate-tag",
                item.line,
                `tag ${item.name} is given again (first at line ${first.line}): this one is ignored (§3.4)`,
              )
            : errorAbout("duplicate-tag", item.line, {
                _tag: "TagTwice",
                tag: item.name,
                first: first.value,
                firstLine: first.line,
                second: value,
                secondLine: item.line,
              }),
        );
        currentTag = tag;
        section = null;
        continue;
      }
      tags.set(item.name, tag);
      currentTag = tag;
      section = null;
      continue;
    }
    if (item.kind === "comment") {
      if (lastToken !== null) lastToken.comments.push(item.text);
      else if (lastNote !== null) lastNote.comments.push(item.text);
      else if (currentTag !== null) currentTag.comments.push(item.text);
      else leadingComments.push(item.text);
      continue;
    }
    // A word or a string: section data of the current tag.
    if (section === null && currentTag !== null && lastNote === null) {
      if (SECTION_TAGS.has(currentTag.name) || !KNOWN_TAGS.has(currentTag.name)) {
        if (tags.get(currentTag.name) === currentTag) {
          section = { tag: currentTag, tokens: [], notes: [] };
          sections.set(currentTag.name, section);
        }
      }
    }
    if (section === null) {
      if (!strayReported && currentTag !== null) {
        problems.push(
          errorAbout("section", item.line, { _tag: "NoSectionData", text: item.text, tag: currentTag.name }),
        );
        strayReported = true;
      }
      continue;
    }
    const token: MutableToken = {
      kind: item.kind,
      text: item.text,
      line: item.line,
      col: item.col,
      comments: [],
    };
    section.tokens.push(token);
    lastToken = token;
  }

  // `##` values of earlier games apply where this game does not give the tag.
  for (const [name, value] of inherit.sticky) {
    if (!tags.has(name)) tags.set(name, { name, value, written: value, line: 0, comments: [] });
  }
  const last = new Map<string, string>();
  for (const [name, tag] of tags) last.set(name, tag.value);
  inherit.last = last;
  if (tags.size === 0 && chunk.items.some((i) => i.kind !== "comment")) {
    problems.push(info("syntax", chunk.line, "no tag pair could be read in this game"));
  }
  return {
    number,
    line: chunk.line,
    lastLine: chunk.lastLine,
    tags,
    sections,
    leadingComments,
    problems,
    exportFormat: chunk.exportFormat,
    chunk,
  };
};

/** Reads PBN text into records (games), with the problems of reading each. Never throws. */
export const readPbn = (text: string): PbnFile => {
  const lex = lexPbn(text);
  const inherit: Inheritance = { last: new Map(), sticky: new Map() };
  const records = lex.games.map((chunk, i) => readRecord(chunk, i + 1, inherit));
  return { records, ...(lex.version !== undefined && { version: lex.version }) };
};
