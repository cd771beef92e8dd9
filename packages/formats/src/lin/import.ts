import { dealerOf, validateDeal, vulnerabilityOf } from "@bridgelaw/boards";
import {
  type Call,
  type Card,
  type Deal,
  formatDeal,
  isCard,
  lho,
  parseCall,
  parseContract,
  type Seat,
  sideOf,
  trickWinner,
  type Vulnerability,
} from "@bridgelaw/cards";
import { boardScore } from "@bridgelaw/scoring";
import { type AuctionCheck, applyCall, contractOf, startCheck } from "../auction-check.ts";
import { type LogRecord, replayRecords } from "../board-log.ts";
import { readBoardNumber } from "../board-number.ts";
import { CLAIM_PREFIX, settlement } from "../claims.ts";
import { contradictions } from "../contradiction.ts";
import {
  damagedText,
  dealInvalid,
  type ImportProblem,
  reasonText,
  replayProblem,
} from "../import-problem.ts";
import { composeMetaNote } from "../meta-note.ts";
import { pairsOfPlayers, teamsOfRoom } from "../participants.ts";
import { damageOf, error, errorAbout, info, type Problem, warning } from "../problems.ts";
import {
  type ClaimReport,
  collect,
  type ImportResult,
  importedOrFailed,
  type MissingKind,
  outcomeOf,
  type RecordOutcome,
  type RecordReport,
  readOrFailed,
} from "../report.ts";
import { completeLinDeal, LIN_ORDER, readLinDeal } from "./hands.ts";
import { type LinBoardPairs, type LinFile, type LinPair, readLin } from "./lexer.ts";

export interface LinImportOptions {
  /** Keep what replays of a board that contradicts itself (status `partial`) instead of rejecting it. */
  readonly partial?: boolean;
  /** Names boards when the file has no event title (`vg`): typically the file's name. */
  readonly source?: string;
  /** Called after each board with the number done and the total. */
  readonly onProgress?: (done: number, total: number) => void;
}

/** Codes of layout only: nothing to import. */
const LAYOUT = new Set(["pg", "st", "rh", "sk", "hs", "lb"]);

const VULNERABILITY: Readonly<Record<string, Vulnerability>> = {
  o: "None",
  "0": "None",
  "-": "None",
  n: "NS",
  e: "EW",
  b: "All",
};

/** A LIN call: `p`, `d` (double), `r` (redouble), `1N` …, with `!` for an alert. */
const readLinCall = (value: string): { call: Call; alert: boolean } | null => {
  let v = value.trim();
  const alert = v.endsWith("!");
  if (alert) v = v.slice(0, -1);
  const t = v.toUpperCase();
  const mapped =
    t === "D" || t === "X" ? "X" : t === "R" || t === "XX" ? "XX" : t === "P" || t === "PASS" ? "P" : t;
  try {
    const call = parseCall(mapped);
    return { call, alert };
  } catch {
    return null;
  }
};

const ROOMS: Readonly<Record<string, string>> = { o: "Open", c: "Closed" };

/**
 * Imports one LIN board into a board log and its report. Never throws: an unexpected failure is the
 * board's rejection (`import-failed`).
 */
export const importLinBoard = (
  b: LinBoardPairs,
  file: LinFile,
  options: LinImportOptions = {},
): RecordOutcome => importedOrFailed("lin", b.number, b.line, () => readBoard(b, file, options));

const readBoard = (b: LinBoardPairs, file: LinFile, options: LinImportOptions): RecordOutcome => {
  const problems: Problem[] = [...(b.problems ?? [])];
  const notImported: { what: string; why: string; line: number }[] = [];
  const meta: { name: string; value: string }[] = [];
  const comments: string[] = [];
  let boardText: { pair: LinPair; digits: string } | undefined;
  let room: string | undefined;
  let md: LinBoardPairs["pairs"][number] | undefined;
  let sv: string | undefined;
  let players = b.players;
  const actions: LinBoardPairs["pairs"][number][] = [];

  for (const p of b.pairs) {
    switch (p.code) {
      case "qx": {
        // `o12`, `c12`: the room and the board number (any other text there is not a board number)
        const m = /^\s*([oc])?\s*([^\s,]*[0-9][^\s,]*)/i.exec(p.value);
        if (m !== null) {
          if (m[1] !== undefined) room = ROOMS[m[1].toLowerCase()];
          boardText = { pair: p, digits: m[2]! };
        } else
          problems.push(warning("lin", p.line, `qx|${p.value}|: a room (o, c) and a board number expected`));
        break;
      }
      case "ah": {
        // `Board 12`: the first word with a digit (`-1`, `1e400` are there to be refused, not read as 1)
        const m = /(-?[0-9][^\s,]*)/.exec(p.value);
        if (m !== null && boardText === undefined) boardText = { pair: p, digits: m[1]! };
        break;
      }
      case "md":
        md ??= p;
        break;
      case "sv":
        sv = p.value.trim().toLowerCase();
        break;
      case "pn":
        players = p;
        break;
      case "mb":
      case "an":
      case "pc":
      case "mc":
      case "nt":
        actions.push(p);
        break;
      default:
        if (!LAYOUT.has(p.code)) {
          notImported.push({
            what: `${p.code}|${p.value}|`,
            why: `LIN code "${p.code}" has no counterpart in the board log`,
            line: p.line,
          });
        }
    }
  }

  const boardRead = boardText === undefined ? undefined : readBoardNumber(boardText.digits);
  const board = boardRead?.ok ? boardRead.board : undefined;

  // The event: the vugraph title, or a comment `nt|event: …|` before the calls (bridgelaw's export).
  let event = file.header.get("vg")?.value.split(",")[0]?.trim();
  const titled = actions.findIndex((p) => p.code === "nt" && /^event: /.test(p.value.trim()));
  if (titled >= 0 && !actions.slice(0, titled).some((p) => p.code === "mb")) {
    event ??= actions[titled]!.value.trim().slice("event: ".length).trim();
    actions.splice(titled, 1);
  }
  const report = (
    status: RecordReport["status"],
    problem?: ImportProblem,
    extra: Partial<RecordReport> = {},
  ): RecordReport => ({
    format: "lin",
    record: b.number,
    line: b.line,
    status,
    ...(problem !== undefined && { reason: reasonText(problem), problem }),
    ...(board !== undefined && { board }),
    ...(event && { event }),
    ...(room !== undefined && { label: room }),
    imported: { events: 0, calls: 0, cards: 0, notes: 0 },
    notImported,
    problems,
    outcome: status === "rejected" ? "rejected" : "complete",
    ...extra,
  });

  if (boardRead !== undefined && !boardRead.ok) {
    const { pair } = boardText!;
    const what = `${pair.code}|${pair.value}|: ${boardRead.reason}`;
    problems.push(error("not-a-board", pair.line, what));
    return {
      records: null,
      report: report(
        "rejected",
        {
          _tag: "NotABoard",
          detail: {
            _tag: "LinBoardPair",
            code: pair.code,
            value: pair.value,
            detail: boardRead.problem,
            line: pair.line,
          },
        },
        { rejection: "not-a-board" },
      ),
    };
  }

  // The deal.
  if (md === undefined)
    return {
      records: null,
      report: report(
        "rejected",
        { _tag: "NotABoard", detail: { _tag: "NoLinDeal" } },
        { rejection: "not-a-board" },
      ),
    };
  const read = readLinDeal(md.value);
  for (const e of read.errors) problems.push(error("deal", md.line, `md: ${e}`));
  const full = completeLinDeal(read);
  if ("reason" in full)
    return {
      records: null,
      report: report("rejected", { _tag: "NotABoard", detail: full.problem }, { rejection: "not-a-board" }),
    };
  const check = validateDeal(full.hands);
  if (!check.ok) {
    // Laws 1A, 7B2, 13, 14: the hands md gives are not a deal, an error at its line as md's own are
    const invalid = dealInvalid(check.errors);
    problems.push(errorAbout("deal", md.line, invalid));
    return {
      records: null,
      report: report("rejected", { _tag: "NotABoard", detail: invalid }, { rejection: "not-a-board" }),
    };
  }
  if (full.inferred !== null)
    problems.push(
      info(
        "inferred",
        md.line,
        `the hand of ${full.inferred} is inferred: the 13 cards the others do not hold`,
      ),
    );
  const deal: Deal = full.hands;

  const number = board ?? b.number;
  if (board === undefined)
    problems.push(
      info(
        "missing-tag",
        b.line,
        `no board number (qx, ah): the board is numbered ${number}, its place in the file`,
      ),
    );
  const dealer = read.dealer ?? dealerOf(number);
  let vulnerability: Vulnerability = vulnerabilityOf(number);
  if (sv !== undefined) {
    const v = VULNERABILITY[sv];
    if (v === undefined) problems.push(errorAbout("lin", b.line, { _tag: "LinVulnerability", value: sv }));
    else vulnerability = v;
  } else
    problems.push(info("missing-tag", b.line, `no sv: Law 2 gives ${vulnerability} for board ${number}`));

  // Players: pn names South, West, North, East (eight names in vugraph: the open room, then the closed).
  const seated: Partial<Record<Seat, string>> = {};
  if (players !== undefined) {
    const names = players.value.split(",").map((n) => n.trim());
    const offset = names.length >= 8 && room === "Closed" ? 4 : 0;
    LIN_ORDER.forEach((seat, i) => {
      const name = names[offset + i];
      if (name) seated[seat] = name;
    });
  }
  // vg: title, segment, scoring, first board, last board, team 1, score 1, team 2, score 2 (team 1 is the
  // home team: North-South in the open room).
  const vg = file.header.get("vg")?.value.split(",");
  let teams: { NS?: string; EW?: string } | undefined;
  if (vg !== undefined) {
    const scoring = { I: "IMP", P: "MP", B: "BAM" }[vg[2]?.trim().toUpperCase() ?? ""];
    if (vg[1]?.trim()) meta.push({ name: "Stage", value: vg[1].trim() });
    if (scoring) meta.push({ name: "Scoring", value: scoring });
    const home = vg[5]?.trim() || undefined;
    const visit = vg[7]?.trim() || undefined;
    teams = teamsOfRoom(home, visit, room);
    if (teams === undefined) {
      if (home !== undefined) meta.push({ name: "HomeTeam", value: home });
      if (visit !== undefined) meta.push({ name: "VisitTeam", value: visit });
    }
  }

  const started: Record<string, unknown> = { type: "BoardStarted", board: number, deal: formatDeal(deal) };
  if (dealer !== dealerOf(number)) started.dealer = dealer;
  if (vulnerability !== vulnerabilityOf(number)) started.vulnerability = vulnerability;
  if (event) started.event = event;
  if (Object.keys(seated).length > 0) started.players = seated;
  const pairs = pairsOfPlayers(seated);
  if (pairs !== undefined) started.pairs = pairs;
  if (teams !== undefined) started.teams = teams;
  if (room !== undefined) started.room = room;
  const records: LogRecord[] = [started as LogRecord];
  const { contradict, settle } = contradictions(problems, options.partial === true);
  const addNote = (text: string): void => {
    const last = records[records.length - 1]!;
    if (last.type === "BoardStarted") {
      comments.push(text);
      return;
    }
    const note = typeof last.note === "string" && last.note !== "" ? `${last.note} {${text}}` : `{${text}}`;
    records[records.length - 1] = { ...last, note } as LogRecord;
  };

  // The auction and the play, in the order of the file.
  let auction: AuctionCheck = startCheck(dealer);
  let seat: Seat = dealer;
  let lastCall: { seat: Seat; position: number } | null = null;
  let hands: Record<Seat, Card[]> | null = null;
  let trick: { seat: Seat; card: Card }[] = [];
  let turn: Seat | null = null;
  let strain: "C" | "D" | "H" | "S" | "NT" = "NT";
  let declarer: Seat | null = null;
  const won = { NS: 0, EW: 0 };
  let played = 0;
  let claim: ClaimReport | undefined;
  let stopped = false;
  for (const p of actions) {
    if (claim !== undefined && !stopped && (p.code === "mb" || p.code === "pc" || p.code === "mc")) {
      // The claim ends the board (BBO writes `mc` for a claim accepted): the same claim again is said
      // twice; another claim, a call or a card after it contradicts it.
      const claimed = `mc|${claim.total}|`;
      if (p.code === "mc" && /^\d+$/.test(p.value.trim()) && Number(p.value.trim()) === claim.total) {
        problems.push(warning("claim", p.line, `mc|${p.value}|: the claim ${claimed} is given again`));
        continue;
      }
      contradict(
        { _tag: "LinAfterClaim", code: p.code, value: p.value, claim: claim.total },
        p.line,
        Number.POSITIVE_INFINITY,
        "contradicts-itself",
      );
      stopped = true;
    }
    if (stopped) {
      notImported.push({
        what: `${p.code}|${p.value}|`,
        why: "after what could not be imported",
        line: p.line,
      });
      continue;
    }
    if (p.code === "mb") {
      const c = readLinCall(p.value);
      if (c === null) {
        contradict({ _tag: "LinNotACall", value: p.value }, p.line, records.length);
        stopped = true;
        continue;
      }
      if (auction.ended) {
        problems.push(error("auction", p.line, `mb|${p.value}|: a call after the auction has ended`));
      }
      records.push({ type: "CallMade", seat, call: c.call } as LogRecord);
      lastCall = { seat, position: records.length };
      if (c.alert) records.push({ type: "Alerted", seat, about: lastCall.position } as LogRecord);
      auction = applyCall(auction, seat, c.call);
      seat = lho(seat);
      continue;
    }
    if (p.code === "an") {
      if (lastCall === null) problems.push(warning("lin", p.line, "an (an explanation) before any call"));
      else if (p.value.trim() !== "")
        records.push({
          type: "Explained",
          seat: lastCall.seat,
          about: lastCall.position,
          text: p.value.trim(),
        } as LogRecord);
      continue;
    }
    if (p.code === "nt") {
      if (p.value.trim() !== "") addNote(p.value.trim());
      continue;
    }
    // The play.
    const contract = contractOf(auction);
    if (contract === undefined || contract === null) {
      contradict(
        { _tag: "LinBeforeAuctionEnd", code: p.code, value: p.value, passedOut: contract === null },
        p.line,
        records.length,
      );
      stopped = true;
      continue;
    }
    if (hands === null) {
      hands = { N: [...deal.N], E: [...deal.E], S: [...deal.S], W: [...deal.W] };
      strain = contract.strain;
      declarer = contract.declarer;
      turn = lho(contract.declarer);
    }
    if (p.code === "mc") {
      const total = Number(p.value.trim());
      const side = sideOf(declarer!);
      const tricks = total - won[side];
      const left = 13 - (won.NS + won.EW);
      if (!/^\d+$/.test(p.value.trim()) || tricks < 0 || tricks > left) {
        contradict(
          { _tag: "LinClaimCannotFollow", value: p.value, won: won[side], played: won.NS + won.EW },
          p.line,
        );
        continue;
      }
      const statement = `${CLAIM_PREFIX} LIN record (mc|${total}|) after ${played} card${played === 1 ? "" : "s"}: declarer's side takes ${total} tricks in all, ${tricks} of the ${left} left`;
      const logged = settlement(declarer!, tricks, total, statement);
      if (logged.events.length > 0) records.push(...logged.events);
      else {
        addNote(statement);
        notImported.push({
          what: `the claim (mc|${total}|)`,
          why: `${logged.why}: it is the note of the last event, and the total in the note of BoardStarted`,
          line: p.line,
        });
        meta.push({ name: "Result", value: String(total) });
      }
      claim = { seat: declarer!, tricks, total, statement, logged: logged.logged };
      continue;
    }
    // pc
    const card = p.value.trim().toUpperCase().replace("10", "T");
    if (!isCard(card)) {
      contradict({ _tag: "LinNotACard", value: p.value }, p.line, records.length);
      stopped = true;
      continue;
    }
    // The seat is the card's holder: LIN lists cards in the order played, without seats.
    const holder = (["N", "E", "S", "W"] as const).find((x) => hands![x].includes(card));
    if (holder === undefined) {
      contradict({ _tag: "LinCardPlayedBefore", value: p.value, card }, p.line, records.length);
      stopped = true;
      continue;
    }
    if (holder !== turn)
      problems.push(
        info("play", p.line, `pc|${p.value}|: ${holder} plays ${card}, but it was ${turn}'s turn`),
      );
    turn = holder;
    const at = hands[turn].indexOf(card);
    hands[turn!].splice(at, 1);
    records.push({ type: "CardPlayed", seat: turn, card } as LogRecord);
    played += 1;
    trick.push({ seat: turn!, card });
    if (trick.length === 4) {
      const w = trickWinner(trick, strain);
      won[sideOf(w)] += 1;
      trick = [];
      turn = w;
    } else turn = lho(turn!);
  }

  // Replay.
  const replay = replayRecords(records);
  if (replay.error !== undefined)
    contradict(
      {
        _tag: "LogDoesNotReplay",
        settlement: false,
        line: replay.error.line,
        detail: replayProblem(replay.error),
      },
      b.line,
      replay.error.line - 1,
    );
  const view = replay.view;
  let result: RecordReport["result"];
  if (view.result !== null) {
    result = {
      contract: view.result.contract,
      declarer: view.result.declarer,
      tricks: view.result.tricksByDeclarer,
      score: view.result.score,
      by: view.result.contract === "Pass" ? "passed-out" : "play",
    };
  }
  if (result !== undefined && claim !== undefined) result = { ...result, by: "claim" };
  if (result === undefined && claim !== undefined && view.contract !== null && view.declarer !== null) {
    result = {
      contract: view.contract,
      declarer: view.declarer,
      tricks: claim.total,
      score: boardScore(parseContract(view.contract, view.declarer), vulnerability, claim.total),
      by: "claim",
    };
  }
  checkHeaderResult(file, number, room, result, problems, b.line);

  const note = composeMetaNote({ tags: meta, sections: [], comments, text: "" });
  if (note !== undefined) records[0] = { ...records[0]!, note } as LogRecord;
  const { out, status, problem, kind } = settle(records);
  const calls = out.filter((r) => r.type === "CallMade").length;
  const cards = out.filter((r) => r.type === "CardPlayed").length;
  const missing: MissingKind[] = [];
  if (!auction.ended && actions.some((p) => p.code === "mb")) missing.push("auction unfinished");
  if (view.result === null && claim === undefined && played > 0 && played < 52) missing.push("play cut off");
  // Text that could not be read (a value cut off, a pair that is not LIN, a NUL): what the board states
  // may not all be in the log.
  const damage = damageOf(problems);
  if (damage !== undefined) missing.push("damaged text");
  const settled = outcomeOf({
    status,
    played: actions.some((p) => p.code === "mb" || p.code === "pc" || p.code === "mc"),
    result: view.result !== null || claim !== undefined,
    missing,
  });
  const why =
    problem ?? (damage !== undefined && settled.outcome === "incomplete" ? damagedText(damage) : undefined);
  return {
    records: status === "rejected" ? null : out,
    report: report(status, why, {
      board: number,
      imported:
        status === "rejected"
          ? { events: 0, calls: 0, cards: 0, notes: 0 }
          : {
              events: out.length,
              calls,
              cards,
              notes: out.filter((r) => typeof r.note === "string" && r.type !== "BoardStarted").length,
            },
      ...(status === "rejected" && { rejection: kind ?? "does-not-replay" }),
      ...(claim !== undefined && { claim }),
      ...(result !== undefined && status !== "rejected" && { result }),
      ...settled,
    }),
  };
};

/** The vugraph results (`rs`, two a board: open room, closed room, in the order of `bn`) against ours. */
const checkHeaderResult = (
  file: LinFile,
  board: number,
  room: string | undefined,
  result: RecordReport["result"],
  problems: Problem[],
  line: number,
): void => {
  const rs = file.header.get("rs")?.value.split(",");
  const bn = file.header
    .get("bn")
    ?.value.split(",")
    .map((x) => x.trim());
  if (rs === undefined || bn === undefined || result === undefined || result.declarer === null) return;
  const index = bn.indexOf(String(board));
  if (index < 0) return;
  const entry = rs[2 * index + (room === "Closed" ? 1 : 0)]?.trim();
  if (!entry) return;
  const m = /^(\d)([CDHSN])(X{0,2})([NESW])(X{0,2})(=|[+-]\d+)$/i.exec(entry);
  if (m === null) return;
  const level = Number(m[1]);
  const tricks = 6 + level + (m[6] === "=" ? 0 : Number(m[6]));
  const strain = m[2]!.toUpperCase() === "N" ? "NT" : m[2]!.toUpperCase();
  const ours = `${result.contract.replace(/X+$/, "")} by ${result.declarer}, ${result.tricks} tricks`;
  const theirs = `${level}${strain} by ${m[4]!.toUpperCase()}, ${tricks} tricks`;
  if (ours !== theirs)
    problems.push(
      warning(
        "result",
        line,
        `the vugraph results (rs) give ${entry} (${theirs}); the board comes to ${ours}`,
      ),
    );
};

/** Imports every board of a LIN file. Never throws. */
export const importLin = (text: string, options: LinImportOptions = {}): ImportResult =>
  readOrFailed("lin", () => readBoards(text, options));

const readBoards = (text: string, options: LinImportOptions): ImportResult => {
  const file = readLin(text);
  const outcomes = file.boards.map((b, i) => {
    const o = importLinBoard(b, file, options);
    options.onProgress?.(i + 1, file.boards.length);
    return o;
  });
  if (outcomes.length > 0 && file.problems.length > 0) {
    const first = outcomes[0]!;
    outcomes[0] = {
      ...first,
      report: { ...first.report, problems: [...file.problems, ...first.report.problems] },
    };
  }
  return collect("lin", outcomes, options.source);
};
