import { dealerOf, validateDeal, vulnerabilityOf } from "@bridgelaw/boards";
import {
  type Contract,
  type Deal,
  formatDeal,
  parseContract,
  partner,
  SEATS,
  type Seat,
  type Strain,
  sideOf,
  type Vulnerability,
} from "@bridgelaw/cards";
import { boardScore } from "@bridgelaw/scoring";
import { contractOf } from "../auction-check.ts";
import { type LogRecord, replayRecords } from "../board-log.ts";
import { readBoardNumber } from "../board-number.ts";
import { AGREED_PREFIX, CLAIM_PREFIX, settlement } from "../claims.ts";
import { contradictions } from "../contradiction.ts";
import {
  damagedText,
  dealInvalid,
  type ImportProblem,
  reasonText,
  replayProblem,
  said,
} from "../import-problem.ts";
import { acceptanceAfterCall, declarerSpreads } from "../irregularities.ts";
import { composeMetaNote, escapePbnString } from "../meta-note.ts";
import { damageOf, error, info, type Problem, warning } from "../problems.ts";
import type { ClaimReport, Contradiction, ImportResult, MissingKind, RecordReport } from "../report.ts";
import { collect, importedOrFailed, outcomeOf, type RecordOutcome, readOrFailed } from "../report.ts";
import { readAuction } from "./auction.ts";
import { readConditions } from "./conditions.ts";
import { compareContract, contractText } from "./contract-check.ts";
import { fullDealOf, readDealValue } from "./deal-value.ts";
import { checkExportFormat } from "./export-checks.ts";
import { readParticipants } from "./participants.ts";
import { readPlay } from "./play.ts";
import { type PbnRecord, type PbnSection, type PbnTag, readPbn } from "./records.ts";
import { checkTables } from "./tables.ts";
import { checkTagValues, given } from "./tag-values.ts";
import {
  declarerTricksOf,
  nsScoreOf,
  parseContractValue,
  parseDeclarerValue,
  parseResultValue,
  parseScoreValue,
  parseSeatValue,
  parseVulnerableValue,
} from "./values.ts";

export interface PbnImportOptions {
  /**
   * A record that contradicts itself or breaks off (a play that does not replay, a Result the play does not
   * reach) is rejected by default. With `partial`, the log keeps what replays and the record is `partial`.
   */
  readonly partial?: boolean;
  /** Keep comments, in the notes of the events they follow (default true). */
  readonly comments?: boolean;
  /** Names boards whose record has no Event (typically the file's name). */
  readonly source?: string;
  /**
   * Replay each log through the Laws engine and check it against the record (default true). With `false`,
   * the log holds the facts as the record gives them, unchecked: for files whose irregularities the engine
   * does not take yet, or to see what an import would log.
   */
  readonly replay?: boolean;
  /** Called after each record with the number done and the total (a progress bar for big files). */
  readonly onProgress?: (done: number, total: number) => void;
}

/** The tags a board log holds as events or `BoardStarted` fields; every other tag goes to the note. */
const LOGGED = new Set([
  "Board",
  "Dealer",
  "Vulnerable",
  "Deal",
  "Event",
  "Table",
  "PairNS",
  "PairEW",
  "Auction",
  "Play",
]);

type Outcome = RecordOutcome;

/**
 * Imports one PBN record (a game) into a board log and its report. Never throws: an unexpected failure is
 * the record's rejection (`import-failed`).
 */
export const importPbnRecord = (record: PbnRecord, options: PbnImportOptions = {}): Outcome =>
  importedOrFailed("pbn", record.number, record.line, () => readRecord(record, options));

const readRecord = (record: PbnRecord, options: PbnImportOptions): Outcome => {
  const problems: Problem[] = [
    ...record.problems,
    ...checkTagValues(record),
    ...checkTables(record),
    ...(record.exportFormat ? checkExportFormat(record) : []),
  ];
  const notImported: { what: string; why: string; line: number }[] = [];
  const keepComments = options.comments !== false;
  const tagOf = (name: string) => given(record, name);
  const line = record.line;

  // Board, dealer, vulnerability (Law 2 when the record does not say).
  const boardTag = tagOf("Board");
  const boardRead =
    boardTag === undefined || boardTag.value.trim() === "" || boardTag.value.trim() === "?"
      ? undefined
      : readBoardNumber(boardTag.value);
  const boardNumber = boardRead?.ok ? boardRead.board : undefined;
  const dealerTag = tagOf("Dealer");
  const dealerParsed = dealerTag === undefined ? undefined : parseSeatValue(dealerTag.value);
  const dealer: Seat | null = dealerParsed?.ok ? dealerParsed.value : null;
  const vulTag = tagOf("Vulnerable");
  const vulParsed = vulTag === undefined ? undefined : parseVulnerableValue(vulTag.value);
  const vulnerability: Vulnerability | null = vulParsed?.ok ? vulParsed.value : null;

  // The deal.
  let deal: Deal | null = null;
  let notABoard: ImportProblem | undefined;
  const notABoardFor = (detail: ImportProblem): ImportProblem => ({ _tag: "NotABoard", detail });
  const dealTag = tagOf("Deal");
  if (dealTag === undefined) notABoard = notABoardFor({ _tag: "NoDealTag" });
  else {
    const read = readDealValue(dealTag.value);
    const dv = read.deal;
    if (dv === null) notABoard = notABoardFor(read.problems[0] ?? said("the Deal tag cannot be read"));
    else if (read.errors.length > 0 && read.problems.some((p) => p._tag !== "DealSeparators")) {
      notABoard = notABoardFor({ _tag: "DealNotADeal", detail: read.problems[0]! });
    } else {
      const full = fullDealOf(dv);
      if ("reason" in full) notABoard = notABoardFor(full.problem);
      else {
        const check = validateDeal(full.hands);
        if (!check.ok) notABoard = notABoardFor(dealInvalid(check.errors));
        else {
          deal = full.hands;
          if (full.inferred !== null) {
            problems.push(
              info(
                "inferred",
                dealTag.line,
                `the hand of ${full.inferred} is inferred: the 13 cards the others do not hold`,
              ),
            );
          }
        }
      }
    }
  }

  // §3.10: an end position (fewer than 13 cards a hand, the Contract tag giving the trumps only).
  let endPosition: { hands: Deal; strain: Strain | undefined } | null = null;
  if (dealTag !== undefined && deal === null) {
    const dv = readDealValue(dealTag.value).deal;
    const counts = dv === null ? [] : SEATS.map((s) => dv.hands[s]?.length ?? -1);
    if (dv !== null && counts.every((n) => n === counts[0] && n > 0 && n < 13)) {
      const trumps = /^(NT|S|H|D|C)$/i.exec(tagOf("Contract")?.value.trim() ?? "");
      endPosition = {
        hands: dv.hands as Deal,
        strain: trumps === null ? undefined : (trumps[1]!.toUpperCase() as Strain),
      };
    }
  }

  // Contract and declarer as the tags say.
  const contractTag = tagOf("Contract");
  const contractValue = contractTag === undefined ? undefined : parseContractValue(contractTag.value);
  const tagContract = contractValue?.ok ? contractValue.value : undefined;
  const declarerTag = record.tags.get("Declarer");
  const declarerValue =
    declarerTag === undefined || declarerTag.value.trim() === "?"
      ? undefined
      : parseDeclarerValue(declarerTag.value);
  const tagDeclarer = declarerValue?.ok ? declarerValue.value : undefined;

  // The auction.
  const auctionSection = sectionOf(record, "Auction");
  const auction = auctionSection === undefined ? null : readAuction(auctionSection, dealer);
  if (auction !== null) problems.push(...auction.problems);
  const derived: Contract | null | undefined =
    auction?.check && auction.end === "complete" ? contractOf(auction.check) : undefined;
  if (derived !== undefined)
    compareContract(derived, tagContract, tagDeclarer, declarerTag?.line ?? line, problems);

  // The play.
  const playSection = sectionOf(record, "Play");
  let play: ReturnType<typeof readPlay> | null = null;
  let swapped: Seat | null = null;
  if (playSection !== undefined) {
    const at = playSection.tag.line;
    if (dealTag === undefined) problems.push(error("play", at, "a play section needs the Deal tag (§3.1)"));
    if (tagDeclarer === undefined && declarerTag?.value.trim() !== "" && endPosition === null) {
      problems.push(error("play", at, "a play section needs the Declarer tag (§3.1)"));
    }
    if (contractTag === undefined)
      problems.push(error("play", at, "a play section needs the Contract tag (§3.1)"));
    const declarer = tagDeclarer?.seat ?? derived?.declarer;
    const strain: Strain | undefined =
      tagContract !== undefined && tagContract !== "Pass"
        ? tagContract.strain
        : (derived?.strain ?? undefined);
    if (tagDeclarer?.swapped) swapped = tagDeclarer.seat;
    const ending = endPosition?.strain;
    if (ending !== undefined) {
      // §3.10: an end position; the Play tag gives the leader, the Contract tag the trumps.
      const leader = parseSeatValue(playSection.tag.value);
      if (leader.ok) {
        play = readPlay(playSection, {
          declarer: leader.value,
          strain: ending,
          deal: endPosition!.hands,
          leader: leader.value,
        });
        problems.push(...play.problems);
      }
    } else if (declarer !== undefined && strain !== undefined) {
      play = readPlay(playSection, { declarer, strain, deal });
      problems.push(...play.problems);
    } else if (tagContract === "Pass" || tagDeclarer === null) {
      if (playSection.tokens.some((t) => t.text !== "*"))
        problems.push(error("play", at, "a play section on a board passed out"));
    } else
      problems.push(error("play", at, "the cards cannot be placed without the declarer and the contract"));
  }

  // The Result and Score tags.
  const resultTag = record.tags.get("Result");
  const resultValue =
    resultTag === undefined || resultTag.value.trim() === "?" ? undefined : parseResultValue(resultTag.value);
  const result = resultValue?.ok ? resultValue.value : undefined;
  const resultPassedOut =
    result !== undefined &&
    result !== null &&
    (tagContract === "Pass" || (declarerTag !== undefined && declarerTag.value.trim() === ""))
      ? ({ _tag: "ResultOnPassedOut", value: resultTag!.value } as const)
      : undefined;
  if (resultPassedOut !== undefined)
    problems.push(error("result", resultTag!.line, reasonText(resultPassedOut)));
  const scoreTag = tagOf("Score");
  const scoreValue = scoreTag === undefined ? undefined : parseScoreValue(scoreTag.value, false);

  // A placeholder: a record written for a table where the board was not played (a match not played, a
  // bye): Contract "Pass" with no auction, no play, no score and no result (or players named "Dummy 3#"),
  // never a board passed out. Its log holds the deal only: not played, a score for it is the Director's.
  const placeholder =
    tagContract === "Pass" &&
    auction === null &&
    playSection === undefined &&
    (scoreTag === undefined || /^\s*\??\s*$/.test(scoreTag.value)) &&
    (resultTag === undefined ||
      resultTag.value.trim() === "?" ||
      (result === null && placeholderPlayers(record)));
  if (placeholder) {
    problems.push(
      info(
        "inferred",
        contractTag!.line,
        `Contract "Pass" with no auction, no result and no score: a placeholder for a board not played at this table, not a board passed out`,
      ),
    );
  }

  const report = (
    status: RecordReport["status"],
    problem: ImportProblem | undefined,
    extra: Partial<RecordReport> = {},
  ): RecordReport => ({
    format: "pbn",
    record: record.number,
    line,
    status,
    ...(problem !== undefined && { reason: reasonText(problem), problem }),
    ...(boardNumber !== undefined && { board: boardNumber }),
    ...(tagOf("Event") && { event: tagOf("Event")!.value }),
    ...((tagOf("Room") ?? tagOf("Table")) && { label: (tagOf("Room") ?? tagOf("Table"))!.value }),
    imported: { events: 0, calls: 0, cards: 0, notes: 0 },
    notImported,
    problems,
    outcome: status === "rejected" ? "rejected" : "complete",
    ...extra,
  });

  if (deal === null) {
    return {
      records: null,
      report: report("rejected", notABoard ?? { _tag: "NotABoard" }, { rejection: "not-a-board" }),
    };
  }
  if (boardRead !== undefined && !boardRead.ok) {
    return {
      records: null,
      report: report(
        "rejected",
        notABoardFor({ _tag: "BoardTag", detail: boardRead.problem, line: boardTag!.line }),
        { rejection: "not-a-board" },
      ),
    };
  }

  // The board log.
  const board = boardNumber ?? record.number;
  if (boardNumber === undefined) {
    problems.push(
      info("missing-tag", line, `no Board tag: the board is numbered ${board}, its place in the file`),
    );
  }
  const explicit = boardNumber === undefined;
  const started: Record<string, unknown> = { type: "BoardStarted", board, deal: formatDeal(deal) };
  if (dealer !== null && (explicit || dealer !== dealerOf(board))) started.dealer = dealer;
  if (vulnerability !== null && (explicit || vulnerability !== vulnerabilityOf(board)))
    started.vulnerability = vulnerability;
  if (dealer === null && auction !== null) {
    problems.push(
      warning("missing-tag", line, `no Dealer: Law 2 gives ${dealerOf(board)} for board ${board}`),
    );
  }
  const event = tagOf("Event");
  if (event !== undefined) started.event = event.value;
  const table = tagOf("Table");
  if (table !== undefined) started.table = table.value;
  const people = readParticipants(record, problems);
  Object.assign(started, people.fields);
  const conditions = readConditions(record);
  if (conditions !== null) Object.assign(started, conditions.fields);
  const records: LogRecord[] = [started as LogRecord];
  const tracker = contradictions(problems, options.partial === true);
  const contradict = (
    problem: ImportProblem,
    keep = Number.POSITIVE_INFINITY,
    at = line,
    kind: Contradiction = "does-not-replay",
  ): void => tracker.contradict(problem, at, keep, kind);
  // A tag given twice with two values, or a fact of the board that cannot be read: the record says what
  // the log cannot hold, so it is not the board as the record gives it.
  for (const p of record.problems)
    if (p.code === "duplicate-tag" && p.severity === "error")
      contradict(p.about ?? said(p.message), Number.POSITIVE_INFINITY, p.line, "contradicts-itself");
  const unread: readonly [
    PbnTag | undefined,
    { ok: boolean; error?: string; problem?: ImportProblem } | undefined,
  ][] = [
    [dealerTag, dealerParsed],
    [vulTag, vulParsed],
    [contractTag, contractValue],
    [declarerTag, declarerValue],
    [resultTag, resultValue],
  ];
  // tricks for a board the record says was passed out: the record says two things
  if (resultPassedOut !== undefined)
    contradict(resultPassedOut, Number.POSITIVE_INFINITY, resultTag!.line, "contradicts-itself");
  for (const [tag, parsed] of unread) {
    if (tag === undefined || parsed === undefined || parsed.ok) continue;
    if (tag.value.trim() === "" || tag.value.trim() === "?") continue;
    contradict(
      { _tag: "TagUnreadable", tag: tag.name, detail: parsed.problem ?? said(parsed.error!), line: tag.line },
      Number.POSITIVE_INFINITY,
      tag.line,
      "unreadable-value",
    );
  }

  // The calls, with the acceptances the file's marks stand for when no call implies them.
  if (auction !== null) {
    auction.calls.forEach((c, i) => {
      records.push({
        type: "CallMade",
        seat: c.seat,
        call: c.call,
        ...(c.note !== undefined && { note: c.note }),
      } as LogRecord);
      const next = auction.calls[i + 1];
      records.push(
        ...acceptanceAfterCall(
          { seat: c.seat, insufficient: c.insufficient, outOfRotation: c.skipped.length > 0 },
          next,
        ),
      );
    });
    if (auction.unreadable)
      contradict(
        { _tag: "AuctionUnreadable", detail: auction.unreadable.problem, line: auction.unreadable.line },
        records.length,
      );
    if (auction.misaligned) contradict({ _tag: "FirstCallNotDealers" });
    if (auction.end === "plus")
      problems.push(info("auction", auctionSection!.tag.line, '"+": the auction is to be continued'));
  }
  // The cards: only after an auction that ends in a contract (the log derives the contract from the calls).
  const contractInLog =
    derived !== undefined && derived !== null && auction?.unreadable === undefined && !auction?.misaligned;
  const playLogged = play !== null && contractInLog;
  if (play !== null && !playLogged) {
    const n = play.cards.length;
    if (n > 0 || play.end === "star") {
      notImported.push({
        what: `the play (${n} card${n === 1 ? "" : "s"})`,
        why:
          auction === null
            ? "the record has no auction: the log holds cards after the calls that make the contract; the play section is kept in the note"
            : "the auction does not end in a contract: the play section is kept in the note",
        line: playSection!.tag.line,
      });
    }
  }
  // No auction, but the contract, declarer and result: a traveller's entry, the score entered at the table.
  let entered: LogRecord | undefined;
  if (auction === null && tagContract !== undefined && !placeholder) {
    const tricks =
      tagDeclarer && result !== undefined && result !== null && !result.irregular
        ? declarerTricksOf(result, tagDeclarer.seat)
        : undefined;
    if (tagContract === "Pass") entered = { type: "ScoreRecorded", contract: "Pass" };
    else if (tagDeclarer && tricks !== undefined) {
      entered = {
        type: "ScoreRecorded",
        contract: contractText(tagContract),
        declarer: tagDeclarer.swapped ? partner(tagDeclarer.seat) : tagDeclarer.seat,
        tricks,
      };
    }
    if (entered !== undefined) {
      records.push(entered);
      problems.push(
        info(
          "inferred",
          contractTag!.line,
          `no auction: Contract "${contractTag!.value}"${tagDeclarer ? `, Declarer "${declarerTag!.value}"` : ""}${tricks !== undefined ? `, Result "${resultTag!.value}"` : ""} are the score entered at the table (ScoreRecorded)`,
        ),
      );
    } else {
      notImported.push({
        what: `the contract (${contractTag!.value}${tagDeclarer ? ` by ${declarerTag!.value}` : ""})`,
        why: "the record has no auction, and no Declarer and Result to make it the score entered at the table: the tags are kept in the note",
        line: contractTag!.line,
      });
    }
  }
  if (play !== null && playLogged) {
    play.cards.forEach((c, i) => {
      records.push({
        type: "CardPlayed",
        seat: c.seat,
        card: c.card,
        ...(c.note !== undefined && { note: c.note }),
      } as LogRecord);
      if (i === 0 && swapped !== null && derived) records.push(declarerSpreads(derived.declarer));
    });
    for (const n of play.notImported) {
      notImported.push({
        what: `${n.card} of ${n.seat}`,
        why: `known card ${n.why}: the log holds the cards in the order played`,
        line: n.line,
      });
    }
    if (play.unreadable)
      contradict(
        { _tag: "PlayDoesNotReplay", detail: play.unreadable.problem, line: play.unreadable.line },
        records.length,
      );
    if (swapped !== null && play.cards.length === 0) {
      notImported.push({
        what: `declarer and dummy swapped (Declarer "^${swapped}")`,
        why: "no card is given: the swap follows the opening lead (Law 54A)",
        line: declarerTag?.line ?? line,
      });
    }
  }

  // The auction as read ends in another contract or declarer than the tags say: the root of what follows.
  if (contractInLog && derived) {
    const got = `${derived.level}${derived.strain}${derived.doubling}`;
    if (tagContract !== undefined && contractText(tagContract) !== got) {
      contradict({
        _tag: "ContractDiffers",
        contract: got,
        declarer: derived.declarer,
        value: contractTag!.value,
      });
    }
    if (tagDeclarer !== undefined) {
      const want = tagDeclarer === null ? null : tagDeclarer.seat;
      if (
        !(want === derived.declarer || (tagDeclarer?.swapped === true && partner(derived.declarer) === want))
      ) {
        contradict({ _tag: "DeclarerDiffers", declarer: derived.declarer, value: declarerTag!.value });
      }
    }
  }

  // How the play ended, from the record's own reading (the replay checks it): a claim, tricks agreed.
  const contractDeclarer = derived ? derived.declarer : null;
  let claim: ClaimReport | undefined;
  let byResult: RecordReport["result"];
  const irregularResult = result?.irregular === true;
  const settlementEvents: LogRecord[] = [];
  const settle = (tricksLeft: number | null, total: number, statement: string): void => {
    const s = settlement(contractDeclarer!, tricksLeft, total, statement);
    if (s.events.length > 0) settlementEvents.push(...s.events);
    else {
      const last = records[records.length - 1]!;
      const note =
        typeof last.note === "string" && last.note !== "" ? `${last.note} {${statement}}` : `{${statement}}`;
      records[records.length - 1] = { ...last, note } as LogRecord;
      notImported.push({
        what: `the result (${total} tricks for declarer's side)`,
        why: `${s.why}: it is the note of the last event, and Result stays in the note of BoardStarted`,
        line: resultTag!.line,
      });
    }
    if (tricksLeft !== null) {
      claim = { seat: contractDeclarer!, tricks: tricksLeft, total, statement, logged: s.logged };
    }
  };
  const auctionDone = contractInLog && contractDeclarer !== null && options.replay !== false;
  const total =
    result === undefined || result === null || contractDeclarer === null
      ? undefined
      : declarerTricksOf(result, contractDeclarer);
  const cardsLogged = playLogged && play !== null ? play.cards.length : 0;
  const ended = play === null || play.end === "star" || play.end === "thirteen";
  if (irregularResult && auctionDone && total !== undefined) {
    // §3.4.15: "^" — the players agreed a number of tricks that differs from the tricks won (Law 79A2).
    problems.push(
      info(
        "result",
        resultTag!.line,
        `Result "${resultTag!.value}" is marked as differing from the tricks won (§3.4.15): logged as the tricks agreed`,
      ),
    );
    settle(null, total, `${AGREED_PREFIX} PBN record gives them: Result ${resultTag!.value}`);
  } else if (auctionDone && total !== undefined && cardsLogged === 0 && ended) {
    // No play given: the Result is the tricks agreed at the table (Law 79A1).
    settle(
      null,
      total,
      `${AGREED_PREFIX} PBN record gives them, without the play: Result ${resultTag!.value}`,
    );
  } else if (
    auctionDone &&
    playLogged &&
    play !== null &&
    cardsLogged < 52 &&
    play.unreadable === undefined
  ) {
    const side = sideOf(contractDeclarer!);
    const played = play.won.NS + play.won.EW;
    const won = play.won[side];
    if (total === undefined) {
      if (ended)
        problems.push(
          info("claim", playSection!.tag.line, "the play ends without a Result to say how it was settled"),
        );
    } else if (ended) {
      const tricks = total - won;
      if (tricks < 0 || tricks > 13 - played) {
        contradict({ _tag: "ResultCannotFollow", value: resultTag!.value, won, played });
      } else {
        settle(
          tricks,
          total,
          `${CLAIM_PREFIX} PBN record: the play ${play.end === "star" ? 'ends with "*"' : "gives 13 tricks with unknown cards"} after ${cardsLogged} card${cardsLogged === 1 ? "" : "s"}; Result ${resultTag!.value}: declarer's side takes ${total} tricks in all, ${tricks} of the ${13 - played} left`,
        );
      }
    } else if (total !== won && (total < won || total > won + 13 - played)) {
      contradict({ _tag: "PlayStopsResult", value: resultTag!.value, won, played });
    } else if (total !== won) {
      problems.push(
        info(
          "result",
          resultTag!.line,
          `Result "${resultTag!.value}" is a final result of a play not finished (declarer's side ${won} of ${played} tricks): kept in the note`,
        ),
      );
    }
  }
  const beforeSettlement = records.length;
  records.push(...settlementEvents);

  // Replay: the log must come to what the record says.
  const replay = options.replay === false ? replayRecords(records.slice(0, 1)) : replayRecords(records);
  if (replay.error !== undefined) {
    contradict(
      {
        _tag: "LogDoesNotReplay",
        settlement: replay.error.line > beforeSettlement,
        line: replay.error.line,
        detail: replayProblem(replay.error),
      },
      replay.error.line - 1,
    );
  }
  const view = replay.view;
  if (auction !== null && auction.end === "complete" && replay.error === undefined) {
    if (tagContract !== undefined && view.contract !== null && view.contract !== contractText(tagContract)) {
      contradict({
        _tag: "ContractDiffers",
        contract: view.contract,
        declarer: view.declarer,
        value: contractTag!.value,
      });
    }
    if (tagDeclarer !== undefined && view.contract !== null) {
      const want = tagDeclarer === null ? null : tagDeclarer.seat;
      const ok =
        view.declarer === want ||
        (tagDeclarer?.swapped === true && view.declarer !== null && partner(view.declarer) === want);
      if (!ok) contradict({ _tag: "DeclarerDiffers", declarer: view.declarer, value: declarerTag!.value });
    }
  }
  if (view.result !== null) {
    byResult = {
      contract: view.result.contract,
      declarer: view.result.declarer,
      tricks: view.result.tricksByDeclarer,
      score: view.result.score,
      by:
        view.result.contract === "Pass"
          ? "passed-out"
          : entered !== undefined
            ? "entered"
            : claim !== undefined
              ? "claim"
              : cardsLogged === 52
                ? "play"
                : "agreed",
    };
    if (total !== undefined && !irregularResult && total !== view.result.tricksByDeclarer) {
      contradict({
        _tag: "PlayGivesTricks",
        tricks: view.result.tricksByDeclarer,
        value: resultTag!.value,
      });
    }
  } else if (claim !== undefined && view.contract !== null && contractDeclarer !== null) {
    byResult = {
      contract: view.contract,
      declarer: contractDeclarer,
      tricks: claim.total,
      score: boardScore(parseContract(view.contract, contractDeclarer), view.vulnerability!, claim.total),
      by: "claim",
    };
  }
  if (scoreValue?.ok && byResult !== undefined) {
    const ns = nsScoreOf(scoreValue.value, byResult.declarer);
    if (ns !== undefined && ns !== byResult.score.NS) {
      problems.push(
        warning(
          "score",
          scoreTag!.line,
          `Score "${scoreTag!.value}" is not the Law 77 score of ${byResult.contract}${byResult.declarer ? ` by ${byResult.declarer}` : ""} with ${byResult.tricks ?? 0} tricks (NS ${byResult.score.NS}): kept in the note`,
        ),
      );
    }
  }
  const resultInLog = view.result !== null && !irregularResult;

  // What the log cannot hold goes to the BoardStarted note, as PBN.
  const keepTag = (name: string): boolean => {
    if (name === "Application" && conditions !== null) return false;
    if (name === "Auction") return auction !== null && !contractInLog && auction.calls.length === 0;
    if (name === "Play") return play !== null && !playLogged;
    if (LOGGED.has(name)) return name === "Board" && boardNumber === undefined && boardTag !== undefined;
    if (people.logged.has(name)) return false;
    if (name === "Declarer" || name === "Contract") return view.contract === null;
    if (name === "Result")
      return irregularResult || (!resultInLog && record.tags.get("Result")!.value.trim() !== "");
    if (name === "Score") {
      if (!scoreValue?.ok || byResult === undefined || !resultInLog) return true;
      return nsScoreOf(scoreValue.value, byResult.declarer) !== byResult.score.NS;
    }
    return true;
  };
  const unlogged = (name: string): boolean => keepTag(name) && (name === "Auction" || name === "Play");
  const meta = {
    tags: [...record.tags.values()]
      .filter(
        (t) =>
          !record.sections.has(t.name) && !unlogged(t.name) && !(t.name === "Auction" || t.name === "Play"),
      )
      .filter((t) => keepTag(t.name) && t.value.trim() !== "?" && t.value.trim() !== "")
      .map((t) => ({ name: t.name, value: t.value })),
    sections: [...record.sections.values()]
      .filter((s) => !LOGGED.has(s.tag.name) || unlogged(s.tag.name))
      .map((s) => ({
        name: s.tag.name,
        value: s.tag.value,
        lines: [
          ...sectionLines(s),
          ...s.notes.map((n) => `[Note "${n.index ?? ""}:${escapePbnString(n.text)}"]`),
        ],
      })),
    comments: keepComments
      ? [
          ...record.leadingComments,
          ...[...record.tags.values()].flatMap((t) =>
            t.name === "Application" && conditions !== null
              ? t.comments.filter((c) => c !== conditions.comment)
              : t.comments,
          ),
          ...(auction?.leading ?? []),
          ...(play?.leading ?? []),
        ]
      : [],
    text: "",
  };
  const kept = meta.tags.filter((t) => ["Declarer", "Contract", "Result", "Score"].includes(t.name));
  for (const t of kept) {
    problems.push(
      info(
        "kept-as-text",
        record.tags.get(t.name)?.line ?? line,
        `${t.name} "${t.value}" is kept in the note of BoardStarted: the log does not derive it`,
      ),
    );
  }
  const note = composeMetaNote(meta);
  if (note !== undefined) records[0] = { ...records[0]!, note } as LogRecord;

  const { out, status, problem, kind } = tracker.settle(records);
  const calls = out.filter((r) => r.type === "CallMade");
  const cards = out.filter((r) => r.type === "CardPlayed");

  // What the log holds of the record: complete, incomplete (and what it lacks), or the deal only.
  const missing: MissingKind[] = [];
  if (auction !== null && auction.end !== "complete" && auction.unreadable === undefined)
    missing.push("auction unfinished");
  // A play the log cannot hold without the calls (the auction's tag line lost, or never given) is lost
  // even when the tags make the score entered at the table.
  const playNotLogged = play !== null && !playLogged && (play.cards.length > 0 || play.end === "star");
  if (
    auction === null &&
    !placeholder &&
    (playNotLogged || (entered === undefined && (play !== null || tagContract !== undefined)))
  )
    missing.push("no auction");
  if (play !== null && playLogged && play.notImported.length > 0) missing.push("cards not imported");
  if (
    play !== null &&
    playLogged &&
    view.result === null &&
    play.cards.length < 52 &&
    play.unreadable === undefined
  )
    missing.push("play cut off");
  const played =
    !placeholder &&
    ((auction !== null && auction.calls.length > 0) ||
      play !== null ||
      tagContract !== undefined ||
      (result !== undefined && result !== null));
  // Text that could not be read (a tag pair cut off, data that follows no section, a NUL): what the
  // record states may not all be in the log.
  const damage = damageOf(record.problems);
  if (damage !== undefined) missing.push("damaged text");
  const settled = outcomeOf({ status, played, result: resultInLog || view.result !== null, missing });
  const why =
    problem ?? (damage !== undefined && settled.outcome === "incomplete" ? damagedText(damage) : undefined);
  return {
    records: status === "rejected" ? null : out,
    report: report(status, why, {
      board,
      imported:
        status === "rejected"
          ? { events: 0, calls: 0, cards: 0, notes: 0 }
          : {
              events: out.length,
              calls: calls.length,
              cards: cards.length,
              notes: [...calls, ...cards].filter((r) => typeof r.note === "string").length,
            },
      ...(status === "rejected" && { rejection: kind ?? "does-not-replay" }),
      ...(claim !== undefined && { claim }),
      ...(byResult !== undefined && status !== "rejected" && { result: byResult }),
      ...settled,
      ...(placeholder &&
        settled.outcome === "not-played" && {
          reason: reasonText({ _tag: "Placeholder" }),
          problem: { _tag: "Placeholder" },
        }),
    }),
  };
};

/** Players named as placeholders by the programs that write them (`Dummy 3#`, `Dummy`), or none at all. */
const placeholderPlayers = (record: PbnRecord): boolean =>
  ["North", "East", "South", "West"].every((seat) => {
    const v = record.tags.get(seat)?.value.trim() ?? "";
    return v === "" || v === "?" || /^dummy\b/i.test(v);
  });

/** A section, also when its tag has no data (an empty auction is still an auction). */
const sectionOf = (record: PbnRecord, name: string): PbnSection | undefined => {
  const s = record.sections.get(name);
  if (s !== undefined) return s;
  const tag = record.tags.get(name);
  return tag === undefined || tag.line === 0 ? undefined : { tag, tokens: [], notes: [] };
};

const sectionLines = (s: PbnSection): string[] => {
  const byLine = new Map<number, string[]>();
  for (const t of s.tokens) {
    const text = t.kind === "string" ? `"${t.text.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"` : t.text;
    byLine.set(t.line, [...(byLine.get(t.line) ?? []), text]);
  }
  return [...byLine.values()].map((l) => l.join(" "));
};

/** Imports every record of a PBN file: the boards, and a report for each record. Never throws. */
export const importPbn = (text: string, options: PbnImportOptions = {}): ImportResult =>
  readOrFailed("pbn", () => {
    const file = readPbn(text);
    const total = file.records.length;
    const outcomes = file.records.map((r, i) => {
      const o = importPbnRecord(r, options);
      options.onProgress?.(i + 1, total);
      return o;
    });
    return collect("pbn", outcomes, options.source);
  });
