/**
 * The deals `bridgelaw dd` solves: PBN deal strings given as arguments, a file of deals one a line, or a PBN
 * file of boards (hand records, session files) read through @bridgelaw/formats, each board with its own
 * Dealer and Vulnerable for par.
 */
import { dealerOf, vulnerabilityOf } from "@bridgelaw/boards";
import {
  type Deal,
  parseDeal,
  SEATS,
  type Seat,
  TokenParseError,
  type Vulnerability,
} from "@bridgelaw/cards";
import {
  fullDealOf,
  type PbnRecord,
  parseSeatValue,
  parseVulnerableValue,
  readDealValue,
  readPbn,
} from "@bridgelaw/formats";
import { wordsOf } from "@bridgelaw/words";
import { cliLang } from "../lang.ts";
import { labelled, ref, t } from "../texts.ts";
import { describe } from "../words.ts";
import { type ChainOptions, errorMessage, replaySource } from "./replay.ts";

/** A board to solve: its deal, and the conditions par is computed for. */
export interface DdBoard {
  /** Where it came from, for messages (`deal 2`, `deals.txt: line 4`, `session.pbn: game 3 (line 40)`). */
  readonly where: string;
  readonly deal: Deal;
  /** The board's number as its file gives it (the PBN Board tag), when there is one. */
  readonly board?: string;
  /** The dealer bids first in the par auction (North when not known). */
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
  /** True for a board of a PBN file (its dealer is printed beside par). */
  readonly fromPbn: boolean;
  /** Event, Site and Date of a PBN record, carried into `--format pbn`. */
  readonly event: readonly (readonly [string, string])[];
  /** A sealed board log whose chain does not hold, read as it stands (`--allow-broken`): verify's line. */
  readonly broken?: string;
}

/** A board read, or why not. */
export type DdInput =
  | { readonly ok: true; readonly board: DdBoard }
  | { readonly ok: false; readonly where: string; readonly problem: string };

const fullDeal = (): string => t("ddFullDeal", { ref: ref("7B") });

/** A PBN deal string (or a DDS/PBN line holding one) read as a full deal. */
export const readDeal = (where: string, text: string, vulnerability: Vulnerability): DdInput => {
  let deal: Deal;
  try {
    deal = parseDeal(text);
  } catch (e) {
    return {
      ok: false,
      where,
      problem: e instanceof TokenParseError ? describe(e.problem) : errorMessage(e),
    };
  }
  if (SEATS.some((s) => deal[s].length !== 13)) return { ok: false, where, problem: fullDeal() };
  const cards = SEATS.flatMap((s) => deal[s]);
  const twice = cards.find((c, i) => cards.indexOf(c) !== i);
  if (twice !== undefined) {
    // the card as the run's language writes it (SA in English, as the deal was given)
    const card = cliLang() === "en" ? twice : wordsOf(cliLang()).card(twice);
    return { ok: false, where, problem: t("ddDealtTwice", { card, ref: ref("7B") }) };
  }
  return { ok: true, board: { where, deal, dealer: "N", vulnerability, fromPbn: false, event: [] } };
};

/**
 * The deals of a file of lines: one a line; blank lines and lines starting with `#` or `%` are skipped. A line
 * may hold the PBN deal string alone, quoted, or inside a PBN tag (`[Deal "N:…"]`) or a DDS `PBN` line.
 */
export const dealsOfLines = (name: string, text: string, vulnerability: Vulnerability): DdInput[] =>
  text.split(/\r?\n/).flatMap((line, i) => {
    const trimmed = line.trim();
    if (trimmed === "" || trimmed.startsWith("#") || trimmed.startsWith("%")) return [];
    const m = /[NESWnesw]:\S*\s+\S+\s+\S+\s+\S+/.exec(trimmed);
    return [
      readDeal(
        t("ddWhereLine", { name, line: String(i + 1) }),
        (m?.[0] ?? trimmed).replace(/["\]]+$/, ""),
        vulnerability,
      ),
    ];
  });

/** A PBN file: it has a tag pair other than Deal (Board, Dealer, Vulnerable, Event, …) at a line's start. */
export const isPbnFile = (text: string): boolean =>
  /^[ \t]*\[(?!Deal[ \t])[A-Za-z][A-Za-z0-9_]*[ \t]+"/m.test(text);

/** A tag's value, or undefined when it is absent, empty or unknown (`?`, PBN §3.4). */
const tagValue = (record: PbnRecord, name: string): string | undefined => {
  const v = record.tags.get(name)?.value.trim();
  return v === undefined || v === "" || v === "?" ? undefined : v;
};

/**
 * The boards of a PBN file, one per game: its Deal (a hand given as `-` is the cards the other three do not
 * hold), its Dealer and Vulnerable, or when a tag is missing what the board number gives (Law 2), else North
 * and `vulnerability`. A game without a full deal, or with a Dealer or Vulnerable that is not one, is a
 * problem naming the game and its line.
 */
export const boardsOfPbn = (name: string, text: string, vulnerability: Vulnerability): DdInput[] =>
  readPbn(text).records.map((record): DdInput => {
    const where = t("ddWhereGame", { name, game: String(record.number), line: String(record.line) });
    const bad = (problem: string): DdInput => ({ ok: false, where, problem });
    const dealText = tagValue(record, "Deal");
    if (dealText === undefined) return bad("no Deal tag: nothing to solve");
    const read = readDealValue(dealText);
    if (read.deal === null || read.errors.length > 0) return bad(`Deal: ${read.errors[0]}`);
    const full = fullDealOf(read.deal);
    if ("reason" in full) return bad(`Deal: ${full.reason}`);
    const boardText = tagValue(record, "Board");
    const number = boardText !== undefined && /^\d+$/.test(boardText) ? Number(boardText) : undefined;
    const numbered = number !== undefined && number >= 1 ? number : undefined;
    let dealer: Seat = numbered !== undefined ? dealerOf(numbered) : "N";
    const dealerText = tagValue(record, "Dealer");
    if (dealerText !== undefined) {
      const p = parseSeatValue(dealerText);
      if (!p.ok) return bad(`Dealer: ${p.error}`);
      dealer = p.value;
    }
    let vul: Vulnerability = numbered !== undefined ? vulnerabilityOf(numbered) : vulnerability;
    const vulText = tagValue(record, "Vulnerable");
    if (vulText !== undefined) {
      const p = parseVulnerableValue(vulText);
      if (!p.ok) return bad(`Vulnerable: ${p.error}`);
      vul = p.value;
    }
    const event = (["Event", "Site", "Date"] as const).flatMap((tag) => {
      const v = record.tags.get(tag)?.value;
      return v === undefined ? [] : [[tag, v] as const];
    });
    return {
      ok: true,
      board: {
        where,
        deal: full.hands as Deal,
        ...(boardText !== undefined ? { board: boardText } : {}),
        dealer,
        vulnerability: vul,
        fromPbn: true,
        event,
      },
    };
  });

/** The boards of a `--file`: a PBN file board by board, any other file deal by deal (one a line). */
export const boardsOfFile = (
  name: string,
  text: string,
  vulnerability: Vulnerability,
  options: ChainOptions = {},
): DdInput[] =>
  isBoardLog(text)
    ? [boardOfLog(name, text, options)]
    : isPbnFile(text)
      ? boardsOfPbn(name, text, vulnerability)
      : dealsOfLines(name, text, vulnerability);

/** A board log (JSON Lines): its first line that is not blank is a JSON object. */
export const isBoardLog = (text: string): boolean => /^\s*\{/.test(text.replace(/^\uFEFF/, ""));

/**
 * A board log's deal, dealer and vulnerability (`BoardStarted`), the chain of a sealed log checked first (a
 * broken chain leaves the board out, unless `allowBroken`: then the board's name says it is broken).
 */
const boardOfLog = (name: string, text: string, options: ChainOptions): DdInput => {
  const outcome = replaySource(name, text, options);
  const view = outcome.replay.view;
  if (outcome.problem !== undefined && (outcome.broken !== undefined || view.deal === null))
    return {
      ok: false,
      where: name,
      // the problem without its file's name, as English or the run's language writes it (`name: `, `name : `)
      problem: outcome.problem.replace(`${name}: `, "").replace(labelled(name, ""), ""),
    };
  if (view.deal === null || view.dealer === null || view.vulnerability === null)
    return { ok: false, where: name, problem: t("ddNoBoardStarted") };
  return {
    ok: true,
    board: {
      where: name,
      ...(outcome.broken !== undefined && { broken: outcome.broken }),
      deal: parseDeal(view.deal),
      ...(view.board !== null && { board: String(view.board) }),
      dealer: view.dealer,
      vulnerability: view.vulnerability,
      fromPbn: true,
      event: view.event === undefined ? [] : [["Event", view.event]],
    },
  };
};
