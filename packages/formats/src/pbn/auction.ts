import { type Call, lho, makeBid, type Seat, type Strain } from "@bridgelaw/cards";
import { type Annotation, composeNote } from "../annotation.ts";
import { type AuctionCheck, applyCall, passesToEnd, startCheck, whatIsWrong } from "../auction-check.ts";
import { type ImportProblem, reasonText, said } from "../import-problem.ts";
import { error, info, type Problem, warning } from "../problems.ts";
import { type Entry, groupEntries } from "./entries.ts";
import { resolveNotes } from "./notes.ts";
import type { PbnSection } from "./records.ts";
import { moveTokens, NAG_SUFFIX } from "./tokens.ts";
import { parseSeatValue } from "./values.ts";

/** A call as the auction section gives it, with the seat its column gives it. */
export interface PbnCall {
  readonly seat: Seat;
  readonly call: Call;
  readonly line: number;
  /** Marked `^I`: an insufficient bid, accepted (§3.9 A). */
  readonly insufficient: boolean;
  /** Made after `^S` marks: a call out of rotation, accepted (§3.9 B); the seats it skipped. */
  readonly skipped: readonly Seat[];
  /** Expanded from `AP`. */
  readonly fromAP: boolean;
  readonly note?: string;
}

export interface PbnAuction {
  readonly calls: readonly PbnCall[];
  /** `complete` (ended by passes), `star` (`*`: no more calls will be given), `plus` (`+`: to be continued), `open`. */
  readonly end: "complete" | "star" | "plus" | "open";
  /** The reading of the auction when it could be read to its end. */
  readonly check: AuctionCheck | null;
  /** A token that could not be read as a call: the calls before it are all that is known. */
  readonly unreadable?: { readonly line: number; readonly reason: string; readonly problem: ImportProblem };
  /** The first call is not in the dealer's place: the columns do not give the seats that called. */
  readonly misaligned: boolean;
  /** Comments before the first call. */
  readonly leading: readonly string[];
  readonly problems: readonly Problem[];
}

const CALL = /^(?:(PASS|P)|(XX|X)|([1-7])(NT|N|S|H|D|C))$/;

const readCall = (text: string): { call: Call; warn?: string } | null => {
  const m = CALL.exec(text.toUpperCase());
  if (m === null) return null;
  if (m[1] !== undefined)
    return m[1] === "P" ? { call: "P", warn: `"${text}": a pass is written Pass` } : { call: "P" };
  if (m[2] !== undefined) return { call: m[2] as Call };
  const strain = (m[4] === "N" ? "NT" : m[4]) as Strain;
  const call = makeBid(Number(m[3]), strain);
  return m[4] === "N" ? { call, warn: `"${text}": notrump is written NT` } : { call };
};

export const annotationOf = (e: Entry, noteText: string | undefined, kind: "call" | "card"): Annotation => {
  const offset = kind === "card" ? 6 : 0;
  let suffix = e.suffix;
  const nags = [...e.nags];
  // A suffix NAG given as $n is shown as its suffix: the note reads `!!`, not `$3`.
  const k = nags.findIndex((n) => n - offset >= 1 && n - offset <= 6);
  if (suffix === undefined && k >= 0) {
    suffix = NAG_SUFFIX[nags[k]! - offset];
    nags.splice(k, 1);
  }
  return {
    ...(suffix !== undefined && { suffix }),
    nags: nags.sort((a, b) => a - b),
    alert: false,
    text: noteText ?? "",
    comments: e.comments,
  };
};

/**
 * Reads an auction section (§3.5): the columns give the seats from the Auction tag's seat; `-` fills the
 * places before the dealer; `AP` is the passes that end the auction; `^S` stands for a seat skipped by a
 * call out of rotation, `^I` marks an insufficient bid, both accepted (§3.9).
 */
export const readAuction = (section: PbnSection, dealer: Seat | null): PbnAuction => {
  const problems: Problem[] = [];
  const start = parseSeatValue(section.tag.value);
  const grouped = groupEntries(moveTokens(section.tokens), "call");
  problems.push(...grouped.problems);
  const notes = resolveNotes(section, grouped.entries, "auction");
  problems.push(...notes.problems);
  if (!start.ok) {
    problems.push(error("auction", section.tag.line, `Auction: ${start.error}`));
    return {
      calls: [],
      end: "open",
      check: null,
      misaligned: false,
      leading: grouped.leading,
      problems,
      unreadable: {
        line: section.tag.line,
        reason: start.error,
        problem: start.problem ?? said(start.error),
      },
    };
  }
  if (dealer === null) {
    problems.push(
      error(
        "auction",
        section.tag.line,
        "an auction needs the Dealer tag (§3.1): the calls cannot be checked",
      ),
    );
  }
  const calls: PbnCall[] = [];
  let seat = start.value;
  let check: AuctionCheck | null = dealer === null ? null : startCheck(dealer);
  let started = false;
  let skipped: Seat[] = [];
  let end: PbnAuction["end"] = "open";
  let unreadable: PbnAuction["unreadable"];
  let afterEnd = false;
  let misaligned = false;

  const first = (line: number): void => {
    if (started) return;
    started = true;
    if (dealer === null) check = startCheck(seat);
    else if (seat !== dealer) {
      problems.push(
        error("auction", line, `the first call is in ${seat}'s place, but the dealer is ${dealer}`),
      );
      misaligned = true;
      check = startCheck(seat);
    }
  };

  const push = (e: Entry, call: Call, fromAP: boolean, note?: string): void => {
    first(e.line);
    const c = check!;
    const insufficient = e.marks.includes("I");
    if (c.ended && !afterEnd) {
      problems.push(error("auction", e.line, `${call}: a call after the auction has ended`));
      afterEnd = true;
    }
    if (skipped.length === 0 && seat !== c.turn && !c.ended) {
      problems.push(error("auction", e.line, `${call} by ${seat}: it is ${c.turn}'s turn`));
    }
    const wrong = whatIsWrong(c, seat, call);
    if (wrong === "insufficient" && !insufficient) {
      problems.push(
        error(
          "auction",
          e.line,
          `${call} is insufficient over ${c.lastBid?.bid}: mark it ^I (§3.9) or correct it`,
        ),
      );
    } else if (insufficient && wrong !== "insufficient") {
      problems.push(error("irregularity", e.line, `^I ${call}: the bid is not insufficient`));
    } else if (wrong === "inadmissible") {
      problems.push(
        error(
          "auction",
          e.line,
          `${call} by ${seat} is not a permitted ${call === "XX" ? "redouble" : call === "X" ? "double" : "bid"} (Laws 19, 36)`,
        ),
      );
    }
    calls.push({
      seat,
      call,
      line: e.line,
      insufficient,
      skipped,
      fromAP,
      ...(note !== undefined && { note }),
    });
    check = applyCall(c, seat, call);
    skipped = [];
    seat = lho(seat);
  };

  for (const e of grouped.entries) {
    if (end === "plus") {
      problems.push(error("auction", e.line, `"${e.move ?? "^S"}" after "+": "+" stands for the next call`));
      break;
    }
    if (e.move === null) {
      first(e.line);
      skipped.push(seat);
      seat = lho(seat);
      continue;
    }
    if (e.move === "-") {
      if (started)
        problems.push(error("auction", e.line, `"-" marks a place before the dealer's first call only`));
      seat = lho(seat);
      continue;
    }
    if (e.move === "+") {
      first(e.line);
      end = "plus";
      continue;
    }
    if (e.move.toUpperCase() === "AP") {
      first(e.line);
      const n = passesToEnd(check!);
      if (n === 0) problems.push(error("auction", e.line, "AP after the auction has ended"));
      for (let i = 0; i < n; i += 1)
        push(e, "P", true, i === 0 ? composeNote(annotationOf(e, notes.text(e), "call")) : undefined);
      continue;
    }
    const read = readCall(e.move);
    if (read === null) {
      const problem: ImportProblem = { _tag: "NotACall", move: e.move };
      const reason = reasonText(problem);
      problems.push(error("auction", e.line, reason));
      unreadable = { line: e.line, reason, problem };
      break;
    }
    if (read.warn !== undefined) problems.push(warning("auction", e.line, read.warn));
    push(e, read.call, false, composeNote(annotationOf(e, notes.text(e), "call")));
  }
  if (skipped.length > 0)
    problems.push(
      error(
        "irregularity",
        grouped.entries.at(-1)?.line ?? 0,
        "^S is not followed by the call out of rotation",
      ),
    );
  const c = check as AuctionCheck | null;
  if (unreadable === undefined) {
    if (end === "plus") {
      if (grouped.star)
        problems.push(error("auction", grouped.starLine, '"*" may not end an auction that "+" continues'));
    } else if (c?.ended) {
      end = "complete";
      if (grouped.star)
        problems.push(
          info("auction", grouped.starLine, '"*" after the final pass: the auction had already ended'),
        );
    } else if (grouped.star) end = "star";
  }
  return {
    calls,
    end,
    check: unreadable === undefined ? c : null,
    misaligned,
    leading: grouped.leading,
    problems,
    ...(unreadable !== undefined && { unreadable }),
  };
};
