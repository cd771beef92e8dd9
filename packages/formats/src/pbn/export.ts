import { formatDeal, lho, type Seat } from "@bridgelaw/cards";
import {
  analyseBoard,
  type BoardAnalysis,
  columnSeat,
  type ExportCall,
  type ExportCard,
} from "../analysis.ts";
import type { Annotation } from "../annotation.ts";
import type { LogRecord } from "../board-log.ts";
import { escapePbnString, pbnComment } from "../meta-note.ts";
import { MTS } from "./records.ts";
import { SUFFIX_NAG } from "./tokens.ts";

/**
 * PBN export (PBN 2.1, export format): the mandatory tags in their order, then the other tags sorted, the
 * auction and its notes, the play and its notes, the supplemental sections; CRLF line ends, values in upper
 * case, `None`/`All`. The irregularities PBN can mark are marked (`^I`, `^S`, `^R`, `^L`, Declarer `^X`);
 * what it cannot say (rulings, choices, cancelled calls, cards not played to a trick) is written as
 * commentary where it happened.
 */
export interface PbnExportOptions {
  /** Begin with `% PBN 2.1` and `% EXPORT` (default true). */
  readonly header?: boolean;
  /**
   * Comments put before each board, by the board's index in `logs` (e.g. that its sealed log's chain is
   * broken, read as it stands): PBN commentary before the game's first tag; in LIN, `nt` notes.
   */
  readonly comments?: readonly (readonly string[] | undefined)[];
}

const CRLF = "\r\n";

/** One log as one PBN game (lines without line ends). Throws `FormatError` when the log does not replay. */
export const exportPbnGame = (log: readonly LogRecord[] | string, record = 1): string[] =>
  renderGame(analyseBoard(log, record));

/** Logs (records or JSON Lines text) as one PBN file in export format. */
export const exportPbn = (
  logs: readonly (readonly LogRecord[] | string)[],
  options: PbnExportOptions = {},
): string => {
  const games = logs.map((log, i) =>
    [...commentLines(options.comments?.[i] ?? []), ...exportPbnGame(log, i + 1)].join(CRLF),
  );
  const header = options.header === false ? "" : `% PBN 2.1${CRLF}% EXPORT${CRLF}`;
  return `${header}${games.join(`${CRLF}${CRLF}`)}${games.length > 0 ? CRLF : ""}`;
};

const tagLine = (name: string, value: string): string => `[${name} "${escapePbnString(value)}"]`;

const commentLines = (texts: readonly string[]): string[] => texts.map((t) => pbnComment(t));

/** Notes of a section: each distinct text gets an index 1 … 32; beyond that, the text is a comment. */
class NoteTable {
  private readonly index = new Map<string, number>();
  reference(text: string): number | null {
    const known = this.index.get(text);
    if (known !== undefined) return known;
    if (this.index.size >= 32) return null;
    const n = this.index.size + 1;
    this.index.set(text, n);
    return n;
  }
  lines(): string[] {
    return [...this.index].map(([text, n]) => tagLine("Note", `${n}:${text}`));
  }
}

/** The annotations of a call or card in export order: note reference, NAGs ascending, comments (§3.5.2). */
const annotate = (
  token: string,
  a: Annotation,
  kind: "call" | "card",
  notes: NoteTable,
  extraText: string | undefined,
  alerted: boolean,
  comments: readonly string[],
): string[] => {
  const parts = [token];
  const text = [
    alerted ? (a.text || extraText ? "Alert:" : "Alert") : "",
    a.text,
    extraText && extraText !== a.text ? extraText : "",
  ]
    .filter(Boolean)
    .join(" ")
    .trim();
  const all = [...a.comments, ...comments];
  if (text !== "") {
    const n = notes.reference(text);
    if (n !== null) parts.push(`=${n}=`);
    else all.unshift(text);
  }
  const nags = [...a.nags];
  if (a.suffix !== undefined && SUFFIX_NAG[a.suffix] !== undefined)
    nags.push(SUFFIX_NAG[a.suffix]! + (kind === "card" ? 6 : 0));
  for (const n of nags.sort((x, y) => x - y)) parts.push(`$${n}`);
  for (const c of all) parts.push(pbnComment(c));
  return parts;
};

/** A long comment folded at spaces so that no line passes 250 characters (§2.3: 255 with the line end). */
const fold = (piece: string, width = 250): string[] => {
  const lines: string[] = [];
  for (const raw of piece.split("\n")) {
    let rest = raw;
    while (rest.length > width) {
      const cut = rest.lastIndexOf(" ", width);
      const at = cut > 0 ? cut : width;
      lines.push(rest.slice(0, at));
      rest = rest.slice(at).trimStart();
    }
    lines.push(rest);
  }
  return lines;
};

/**
 * Rows of four positions (calls or cards), each row on a new line (§3.5, §3.6); a row with much annotation
 * goes on over several lines, broken between tokens, none longer than 80 characters where it can be.
 */
const rows = (positions: readonly (readonly string[])[]): string[] => {
  const lines: string[] = [];
  for (let i = 0; i < positions.length; i += 4) {
    let line = "";
    for (const piece of positions.slice(i, i + 4).flat()) {
      const folded = fold(piece);
      const first = folded[0]!;
      if (line !== "" && line.length + 1 + first.length > 80) {
        lines.push(line);
        line = "";
      }
      line = line === "" ? first : `${line} ${first}`;
      if (folded.length > 1) {
        lines.push(line, ...folded.slice(1, -1));
        line = folded[folded.length - 1]!;
      }
    }
    lines.push(line);
  }
  return lines;
};

const pbnCall = (c: string): string => (c === "P" ? "Pass" : c);

const auctionPositions = (a: BoardAnalysis, notes: NoteTable): string[][] => {
  const out: string[][] = [];
  a.calls.forEach((c: ExportCall) => {
    for (const _ of c.skipped) out.push(["^S"]);
    const token = `${c.insufficient ? "^I " : ""}${pbnCall(c.call)}`;
    out.push(annotate(token, c.annotation, "call", notes, c.explanation, c.alerted, c.comments));
  });
  if (!a.auctionEnded && a.calls.length > 0) out.push(["+"]);
  return out;
};

const playPositions = (a: BoardAnalysis, first: Seat, notes: NoteTable): string[][] => {
  const out: string[][] = [];
  const nextToPlay = a.view.turn?.to === "play" ? a.view.turn.seat : null;
  a.tricks.forEach((t, i) => {
    const last = i === a.tricks.length - 1;
    for (let c = 0; c < 4; c += 1) {
      const seat = columnSeat(first, c);
      const card = t.cards.find((x: ExportCard) => x.seat === seat);
      if (card === undefined) {
        out.push([last && !a.final && seat === nextToPlay ? "+" : "-"]);
        continue;
      }
      const marks = `${card.revoke ? "^R " : ""}${card.leadOutOfTurn ? "^L " : ""}`;
      out.push(
        annotate(`${marks}${card.card}`, card.annotation, "card", notes, undefined, false, card.comments),
      );
    }
  });
  const complete = a.tricks.length === 13 && a.tricks[12]!.cards.length === 4;
  const trickDone = a.tricks.length === 0 || a.tricks[a.tricks.length - 1]!.cards.length === 4;
  if (!complete && !a.final && trickDone && nextToPlay !== null) {
    // The next trick: "+" in the column of the player to lead, "-" elsewhere.
    for (let c = 0; c < 4; c += 1) out.push([columnSeat(first, c) === nextToPlay ? "+" : "-"]);
  }
  if (!complete && a.final) out.push(["*"]);
  return out;
};

const metaTag = (a: BoardAnalysis, name: string): string | undefined =>
  a.meta.tags.find((t) => t.name === name)?.value;

const renderGame = (a: BoardAnalysis): string[] => {
  const lines: string[] = [];
  lines.push(...commentLines([...a.meta.comments, ...(a.meta.text ? [a.meta.text] : [])]));
  const passedOut = a.contract === "Pass";
  const swapped = a.playDeclarer !== null && a.declarer !== null && a.playDeclarer !== a.declarer;
  const metaResult = metaTag(a, "Result");
  const result = passedOut
    ? ""
    : metaResult?.startsWith("^")
      ? metaResult
      : a.final
        ? `${a.adjusted ? "^" : ""}${a.declarerTricks}`
        : (metaResult ?? (a.tricks.length > 0 && a.declarerTricks !== null ? String(a.declarerTricks) : "?"));
  const values: Record<(typeof MTS)[number], string> = {
    Event: a.event ?? metaTag(a, "Event") ?? "?",
    Site: metaTag(a, "Site") ?? "?",
    Date: metaTag(a, "Date") ?? "?",
    Board: String(a.board),
    West: metaTag(a, "West") ?? "?",
    North: metaTag(a, "North") ?? "?",
    East: metaTag(a, "East") ?? "?",
    South: metaTag(a, "South") ?? "?",
    Dealer: a.dealer,
    Vulnerable: a.vulnerability,
    Deal: formatDeal(a.deal, a.dealer),
    Scoring: metaTag(a, "Scoring") ?? "?",
    Declarer: passedOut
      ? ""
      : a.declarer !== null
        ? `${swapped ? "^" : ""}${a.playDeclarer}`
        : (metaTag(a, "Declarer") ?? "?"),
    Contract: a.contract ?? metaTag(a, "Contract") ?? "?",
    Result: result,
  };
  for (const name of MTS) lines.push(tagLine(name, values[name]));

  // Supplemental tags, sorted.
  const supplemental = new Map<string, string>();
  for (const t of a.meta.tags) {
    if (!(MTS as readonly string[]).includes(t.name)) supplemental.set(t.name, t.value);
  }
  if (a.table !== undefined) supplemental.set("Table", a.table);
  if (a.pairs?.NS !== undefined) supplemental.set("PairNS", a.pairs.NS);
  if (a.pairs?.EW !== undefined) supplemental.set("PairEW", a.pairs.EW);
  // the score that applies (the board's standing), never the table result of a ruled board: a split score
  // gives each side's own; a weighted or artificial score has no Score (its mark and Laws are commentary)
  if (!supplemental.has("Score")) {
    if (a.score !== undefined)
      supplemental.set(
        "Score",
        a.score.NS + a.score.EW === 0 ? `NS ${a.score.NS}` : `NS ${a.score.NS} EW ${a.score.EW}`,
      );
    else if (passedOut && a.view.standing.applies === "table") supplemental.set("Score", "NS 0");
  }
  const conditions = Object.entries(a.conditions).map(([k, v]) => (v === true ? k : `${k} ${v}`));
  if (conditions.length > 0) supplemental.set("Application", "bridgelaw");
  for (const name of [...supplemental.keys()].sort()) {
    lines.push(tagLine(name, supplemental.get(name)!));
    if (name === "Application" && conditions.length > 0)
      lines.push(pbnComment(`bridgelaw: ${conditions.join("; ")}`));
  }

  // The auction and its notes.
  const metaSection = (name: string) => a.meta.sections.find((s) => s.name === name);
  if (a.calls.length > 0 || a.leadingComments.length > 0) {
    const notes = new NoteTable();
    lines.push(tagLine("Auction", a.dealer));
    lines.push(...commentLines(a.leadingComments));
    lines.push(...rows(auctionPositions(a, notes)));
    lines.push(...notes.lines());
  } else {
    const s = metaSection("Auction");
    if (s !== undefined) lines.push(tagLine("Auction", s.value), ...s.lines);
  }

  // The play and its notes.
  if (
    a.playDeclarer !== null &&
    (a.tricks.length > 0 || a.claim !== undefined || (a.final && !a.playComplete))
  ) {
    const first = lho(a.playDeclarer);
    const notes = new NoteTable();
    lines.push(tagLine("Play", first));
    lines.push(...rows(playPositions(a, first, notes)));
    lines.push(...notes.lines());
  } else if (metaResult !== undefined && a.playDeclarer !== null && !passedOut) {
    const s = metaSection("Play");
    if (s !== undefined) lines.push(tagLine("Play", s.value), ...s.lines);
    else lines.push(tagLine("Play", lho(a.playDeclarer)), "*");
  } else {
    const s = metaSection("Play");
    if (s !== undefined) lines.push(tagLine("Play", s.value), ...s.lines);
  }

  // Supplemental sections, sorted by name.
  for (const s of [...a.meta.sections]
    .filter((x) => x.name !== "Auction" && x.name !== "Play")
    .sort((x, y) => (x.name < y.name ? -1 : 1))) {
    lines.push(tagLine(s.name, s.value), ...s.lines);
  }
  return lines.flatMap((l) => l.split("\n"));
};
