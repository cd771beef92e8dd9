import { error, errorAbout, type Problem, type ProblemCode } from "../problems.ts";

/**
 * The PBN lexer (PBN 2.1 §2–§3.2, §3.8): text to games, each a list of items (tag pairs, comments, section
 * words and strings) with their lines. It is tolerant as the import format asks — any whitespace, tags
 * spanning lines, several tags on a line — and reports what breaks the standard (bad characters, lines over
 * 255 characters, a tag that is not `[Name "value"]`, a stray bracket) without stopping.
 *
 * Games are separated by semi-empty lines (§3), except inside a brace comment. A chunk with no tag pair (a
 * comment between games) is not a game. `%` in the first column escapes the line (§2.4); `% EXPORT` marks
 * the rest of the file as export format.
 */
export type PbnItem =
  | {
      readonly kind: "tag";
      readonly name: string;
      readonly value: string;
      readonly line: number;
      readonly col: number;
    }
  | { readonly kind: "comment"; readonly text: string; readonly line: number; readonly col: number }
  | { readonly kind: "word"; readonly text: string; readonly line: number; readonly col: number }
  | { readonly kind: "string"; readonly text: string; readonly line: number; readonly col: number };

export interface PbnChunk {
  /** First line of the game (its first item). */
  readonly line: number;
  readonly lastLine: number;
  readonly items: readonly PbnItem[];
  readonly problems: readonly Problem[];
  /** `% EXPORT` was seen before this game. */
  readonly exportFormat: boolean;
  /** Lines of this game that end with a bare LF or CR instead of CRLF (export format asks CRLF). */
  readonly bareLineEnds: number;
  /** Lines of this game that hold a tab character outside strings (export format forbids tabs). */
  readonly tabLines: readonly number[];
}

export interface PbnLex {
  readonly games: readonly PbnChunk[];
  /** `% PBN x.y` when the file says which version it follows. */
  readonly version?: string;
}

/** §2.3: at most 255 characters a line, the end of line included (counted as one, as PBN software does). */
const MAX_LINE = 254;
const NAME = /[A-Za-z0-9_]/;
const WORD_STOP = new Set(["[", "]", "{", "}", ";", '"']);

interface Line {
  readonly text: string;
  readonly number: number;
  readonly crlf: boolean;
}

const splitLines = (text: string): Line[] => {
  const lines: Line[] = [];
  const re = /\r\n|\r|\n/g;
  let start = 0;
  let n = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    n += 1;
    lines.push({ text: text.slice(start, m.index), number: n, crlf: m[0] === "\r\n" });
    start = m.index + m[0].length;
  }
  if (start < text.length) lines.push({ text: text.slice(start), number: n + 1, crlf: true });
  return lines;
};

const isSemiEmpty = (s: string): boolean => /^[ \t]*$/.test(s);
const isSpace = (c: string): boolean => c === " " || c === "\t" || c === "\v" || c === "\f";

/** Why a character may not appear in PBN data, or null (§2.2). Tabs are checked where they matter. */
const badCharacter = (code: number): { code: ProblemCode; control: boolean } | null => {
  if (code < 32 && code !== 9 && code !== 11) return { code: "control-character", control: true };
  if (code >= 127 && code <= 159) return { code: "bad-character", control: false };
  return null;
};

const merge = (a: PbnChunk, b: PbnChunk): PbnChunk => ({
  line: a.line,
  lastLine: b.lastLine,
  items: [...a.items, ...b.items],
  problems: [...a.problems, ...b.problems],
  exportFormat: a.exportFormat || b.exportFormat,
  bareLineEnds: a.bareLineEnds + b.bareLineEnds,
  tabLines: [...a.tabLines, ...b.tabLines],
});

type TagState =
  | { stage: "name"; line: number; col: number }
  | { stage: "value"; line: number; col: number; name: string }
  | { stage: "close"; line: number; col: number; name: string; value: string };

class Lexer {
  readonly games: PbnChunk[] = [];
  version: string | undefined;
  private items: PbnItem[] = [];
  private problems: Problem[] = [];
  private first = 0;
  private last = 0;
  private bare = 0;
  private tabs: number[] = [];
  private exportFormat = false;
  private chunkExport = false;
  private brace: { line: number; col: number; parts: string[] } | null = null;
  private tag: TagState | null = null;
  private pending: PbnChunk | null = null;
  /** A "[" was seen in this chunk: it is a game even when no tag pair could be read. */
  private tagStarted = false;

  constructor(private readonly lines: readonly Line[]) {}

  run(): void {
    for (let i = 0; i < this.lines.length; i += 1) {
      const line = this.lines[i]!;
      if (this.brace !== null) {
        const close = line.text.indexOf("}");
        if (close < 0) {
          if (isSemiEmpty(line.text) && this.newGameFollows(i)) {
            // A brace comment left open: recover at the blank line before something that starts a game.
            this.problems.push(errorAbout("comment", this.brace.line, { _tag: "BraceCommentAtBlankLine" }));
            this.endBrace();
            this.boundary();
            continue;
          }
          this.checkLine(line);
          this.brace.parts.push(line.text);
          continue;
        }
        this.checkLine(line);
        this.brace.parts.push(line.text.slice(0, close));
        this.endBrace();
        this.lex(line, close + 1);
        continue;
      }
      if (line.text.startsWith("%")) {
        if (/^%\s*EXPORT\b/i.test(line.text)) this.exportFormat = true;
        const v = /^%\s*PBN\s+(\d+\.\d+)/i.exec(line.text);
        if (v !== null && this.version === undefined) this.version = v[1];
        continue;
      }
      if (isSemiEmpty(line.text)) {
        if (this.tag !== null) {
          this.problems.push(errorAbout("syntax", this.tag.line, { _tag: "TagPairNotComplete" }));
          this.tag = null;
        }
        this.boundary();
        continue;
      }
      this.checkLine(line);
      this.lex(line, 0);
    }
    if (this.brace !== null) {
      this.problems.push(errorAbout("comment", this.brace.line, { _tag: "BraceCommentNotClosed" }));
      this.endBrace();
    }
    if (this.tag !== null) {
      this.problems.push(errorAbout("syntax", this.tag.line, { _tag: "TagPairCutOff" }));
      this.tag = null;
    }
    this.boundary();
    this.flushPending();
  }

  /** After a blank line inside a brace comment: does the next non-blank line start a game? */
  private newGameFollows(i: number): boolean {
    for (let j = i + 1; j < this.lines.length; j += 1) {
      const t = this.lines[j]!.text;
      if (isSemiEmpty(t)) continue;
      return t.startsWith("%") || t.trimStart().startsWith("[");
    }
    return true;
  }

  private touch(line: number): void {
    if (this.first === 0) {
      this.first = line;
      this.chunkExport = this.exportFormat;
    }
    this.last = line;
  }

  private boundary(): void {
    if (this.items.length > 0 || this.problems.length > 0) {
      const chunk: PbnChunk = {
        line: this.first,
        lastLine: this.last,
        items: this.items,
        problems: this.problems,
        exportFormat: this.chunkExport,
        bareLineEnds: this.bare,
        tabLines: this.tabs,
      };
      if (this.tagStarted || chunk.items.some((x) => x.kind === "tag")) {
        this.games.push(this.pending === null ? chunk : merge(this.pending, chunk));
        this.pending = null;
      } else {
        // Comments or data with no tag pair are not a game: they go with the game that follows.
        const where = chunk.items.find((x) => x.kind !== "comment")?.line;
        const marked: PbnChunk =
          where === undefined
            ? chunk
            : {
                ...chunk,
                problems: [
                  error(
                    "syntax",
                    where,
                    'text outside any tag pair or section: a game starts with [Name "value"]',
                  ),
                  ...chunk.problems,
                ],
              };
        this.pending = this.pending === null ? marked : merge(this.pending, marked);
      }
    }
    this.items = [];
    this.problems = [];
    this.first = 0;
    this.last = 0;
    this.bare = 0;
    this.tabs = [];
    this.tagStarted = false;
  }

  /** At the end of the file: text after the last game that holds something besides comments. */
  flushPending(): void {
    const p = this.pending;
    this.pending = null;
    if (p !== null && (p.problems.length > 0 || p.items.some((x) => x.kind !== "comment")))
      this.games.push(p);
  }

  private endBrace(): void {
    const b = this.brace!;
    this.brace = null;
    this.items.push({ kind: "comment", text: b.parts.join("\n"), line: b.line, col: b.col });
  }

  private checkLine(line: Line): void {
    this.touch(line.number);
    if (!line.crlf) this.bare += 1;
    const t = line.text;
    if (t.length > MAX_LINE) {
      this.problems.push(
        error(
          "line-too-long",
          line.number,
          `line has ${t.length} characters and its end; PBN allows 255 in all`,
        ),
      );
    }
    for (let k = 0; k < t.length; k += 1) {
      const c = t.charCodeAt(k);
      const bad = badCharacter(c);
      if (bad !== null) {
        this.problems.push(
          errorAbout(
            bad.code,
            line.number,
            bad.control
              ? {
                  _tag: "ControlCharacterAt",
                  character: `U+${c.toString(16).padStart(4, "0")}`,
                  column: k + 1,
                }
              : { _tag: "NotPrintingCharacterAt", character: c, column: k + 1 },
          ),
        );
        break;
      }
    }
  }

  private lex(line: Line, from: number): void {
    const t = line.text;
    let pos = from;
    let tabSeen = false;
    while (pos < t.length) {
      if (this.tag !== null) {
        pos = this.continueTag(line, pos);
        continue;
      }
      const c = t[pos]!;
      if (isSpace(c)) {
        if (c === "\t") tabSeen = true;
        pos += 1;
      } else if (c === ";") {
        this.items.push({ kind: "comment", text: t.slice(pos + 1), line: line.number, col: pos });
        pos = t.length;
      } else if (c === "{") {
        const close = t.indexOf("}", pos + 1);
        if (close < 0) {
          this.brace = { line: line.number, col: pos, parts: [t.slice(pos + 1)] };
          pos = t.length;
        } else {
          this.items.push({ kind: "comment", text: t.slice(pos + 1, close), line: line.number, col: pos });
          pos = close + 1;
        }
      } else if (c === "[") {
        this.tag = { stage: "name", line: line.number, col: pos };
        this.tagStarted = true;
        pos += 1;
      } else if (c === "]" || c === "}") {
        this.problems.push(
          errorAbout("syntax", line.number, { _tag: "StrayCharacter", character: c, column: pos + 1 }),
        );
        pos += 1;
      } else if (c === '"') {
        const s = this.readString(line, pos);
        if (s !== null) this.items.push({ kind: "string", text: s.value, line: line.number, col: pos });
        pos = s === null ? t.length : s.end;
      } else {
        let end = pos + 1;
        while (end < t.length && !isSpace(t[end]!) && !WORD_STOP.has(t[end]!)) end += 1;
        this.items.push({ kind: "word", text: t.slice(pos, end), line: line.number, col: pos });
        pos = end;
      }
    }
    if (tabSeen) this.tabs.push(line.number);
  }

  /** Advances a tag pair that may span lines; returns the new position on the line. */
  private continueTag(line: Line, pos: number): number {
    const t = line.text;
    const tag = this.tag!;
    while (pos < t.length && isSpace(t[pos]!)) pos += 1;
    if (pos >= t.length) return pos;
    const c = t[pos]!;
    if (tag.stage === "name") {
      if (!NAME.test(c)) {
        this.problems.push(errorAbout("syntax", line.number, { _tag: "TagNameExpected", found: c }));
        this.tag = null;
        return this.skipPast(t, pos, "]");
      }
      let end = pos;
      while (end < t.length && NAME.test(t[end]!)) end += 1;
      this.tag = { stage: "value", line: tag.line, col: tag.col, name: t.slice(pos, end) };
      return end;
    }
    if (tag.stage === "value") {
      if (c === '"') {
        const s = this.readString(line, pos);
        if (s === null) {
          this.tag = null;
          return t.length;
        }
        this.tag = { stage: "close", line: tag.line, col: tag.col, name: tag.name, value: s.value };
        return s.end;
      }
      this.problems.push(
        errorAbout(
          "syntax",
          line.number,
          c === "]" ? { _tag: "TagHasNoValue", tag: tag.name } : { _tag: "TagValueNotString", tag: tag.name },
        ),
      );
      this.tag = null;
      return this.skipPast(t, pos, "]");
    }
    if (c === "]") {
      this.items.push({ kind: "tag", name: tag.name, value: tag.value, line: tag.line, col: tag.col });
      this.tag = null;
      return pos + 1;
    }
    this.problems.push(errorAbout("syntax", line.number, { _tag: "TagCloseExpected", tag: tag.name }));
    this.items.push({ kind: "tag", name: tag.name, value: tag.value, line: tag.line, col: tag.col });
    this.tag = null;
    return this.skipPast(t, pos, "]");
  }

  private skipPast(t: string, pos: number, ch: string): number {
    const k = t.indexOf(ch, pos);
    return k < 0 ? t.length : k + 1;
  }

  /** A string token from the quote at `pos` to its closing quote on the same line (§3.2 escapes). */
  private readString(line: Line, pos: number): { value: string; end: number } | null {
    const t = line.text;
    let value = "";
    let tab = false;
    for (let k = pos + 1; k < t.length; k += 1) {
      const c = t[k]!;
      if (c === "\\" && (t[k + 1] === '"' || t[k + 1] === "\\")) {
        value += t[k + 1];
        k += 1;
      } else if (c === '"') {
        if (tab) this.problems.push(error("bad-character", line.number, "tab character inside a string"));
        return { value, end: k + 1 };
      } else {
        if (c === "\t") tab = true;
        value += c;
      }
    }
    this.problems.push(errorAbout("syntax", line.number, { _tag: "StringNotClosed" }));
    return null;
  }
}

/** Splits PBN text into games of items (see the module comment). */
export const lexPbn = (text: string): PbnLex => {
  const lexer = new Lexer(splitLines(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text));
  lexer.run();
  return { games: lexer.games, ...(lexer.version !== undefined && { version: lexer.version }) };
};
