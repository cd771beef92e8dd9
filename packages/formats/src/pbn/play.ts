import {
  type Card,
  type Deal,
  isCard,
  lho,
  rotate,
  type Seat,
  type Strain,
  seatIndex,
  trickWinner,
} from "@bridgelaw/cards";
import { composeNote } from "../annotation.ts";
import { type ImportProblem, reasonText, said } from "../import-problem.ts";
import { error, info, type Problem } from "../problems.ts";
import { annotationOf } from "./auction.ts";
import { type Entry, groupEntries } from "./entries.ts";
import { resolveNotes } from "./notes.ts";
import type { PbnSection } from "./records.ts";
import { moveTokens } from "./tokens.ts";
import { parseSeatValue } from "./values.ts";

/** A card as the play section gives it, in the order it was played. */
export interface PbnCard {
  readonly seat: Seat;
  readonly card: Card;
  readonly line: number;
  /** 1-based trick. */
  readonly trick: number;
  /** Marked `^R` (§3.9 C). */
  readonly revoke: boolean;
  /** Marked `^L`: led out of turn, accepted (§3.9 D). */
  readonly leadOutOfTurn: boolean;
  readonly note?: string;
}

export interface PbnPlay {
  /** Cards in play order, up to the first card that is not known (`-`, `+`) or cannot be read. */
  readonly cards: readonly PbnCard[];
  /**
   * How the section ends: `complete` (52 cards), `star` (`*`: no more cards will be given, §3.6), `thirteen`
   * (13 tricks given, some cards unknown `-`), `plus` (`+`: to be continued) or `open`.
   */
  readonly end: "complete" | "star" | "thirteen" | "plus" | "open";
  /** Tricks won by each side among the complete tricks of `cards`. */
  readonly won: { readonly NS: number; readonly EW: number };
  /** Known cards the log cannot hold: they come after a card that is not known. */
  readonly notImported: readonly {
    readonly card: string;
    readonly seat: Seat;
    readonly line: number;
    readonly why: string;
  }[];
  /** A card that breaks the play (not a card, not held): nothing from there on is known. */
  readonly unreadable?: { readonly line: number; readonly reason: string; readonly problem: ImportProblem };
  readonly leading: readonly string[];
  readonly problems: readonly Problem[];
}

export interface PlayContext {
  /** Declarer as the play was conducted (the irregular declarer when the Declarer tag says `^X`). */
  readonly declarer: Seat;
  readonly strain: Strain;
  /** The deal, when all four hands are known; without it, cards are placed but not checked. */
  readonly deal: Deal | null;
  /** Who leads the first trick, when it is not declarer's left-hand opponent (an end position, §3.10). */
  readonly leader?: Seat;
}

const CARD = /^([SHDC])([AKQJT2-9])$/i;

/**
 * Reads a play section (§3.6): the rows are tricks, the columns fixed seats clockwise from the Play tag's
 * seat (not lead order). Each trick is led by the winner of the one before (the opening leader, declarer's
 * left-hand opponent, for the first), or by the card marked `^L`; the others follow clockwise.
 */
export const readPlay = (section: PbnSection, ctx: PlayContext): PbnPlay => {
  const problems: Problem[] = [];
  const grouped = groupEntries(moveTokens(section.tokens), "card");
  problems.push(...grouped.problems);
  const notes = resolveNotes(section, grouped.entries, "play");
  problems.push(...notes.problems);
  const start = parseSeatValue(section.tag.value);
  const empty = { cards: [], won: { NS: 0, EW: 0 }, notImported: [], leading: grouped.leading };
  if (!start.ok) {
    problems.push(error("play", section.tag.line, `Play: ${start.error}`));
    return {
      ...empty,
      end: "open",
      problems,
      unreadable: {
        line: section.tag.line,
        reason: start.error,
        problem: start.problem ?? said(start.error),
      },
    };
  }
  const entries = grouped.entries;
  if (entries.length > 52) problems.push(error("play", entries[52]!.line, "more than 13 tricks of cards"));

  const hands: Record<Seat, Card[]> | null =
    ctx.deal === null
      ? null
      : { N: [...ctx.deal.N], E: [...ctx.deal.E], S: [...ctx.deal.S], W: [...ctx.deal.W] };
  const played = new Map<Card, Seat>();
  const cards: PbnCard[] = [];
  const notImported: { card: string; seat: Seat; line: number; why: string }[] = [];
  const won = { NS: 0, EW: 0 };
  let leader = ctx.leader ?? lho(ctx.declarer);
  let stopped: { why: string } | null = null;
  let unreadable: PbnPlay["unreadable"];
  let plusSeen = false;
  const rows = Math.ceil(Math.min(entries.length, 52) / 4);

  for (let t = 0; t < rows; t += 1) {
    const row: (Entry | undefined)[] = [0, 1, 2, 3].map((c) => entries[t * 4 + c]);
    const seatOfColumn = (c: number): Seat => rotate(start.value, c);
    const columnOf = (s: Seat): number => (seatIndex(s) - seatIndex(start.value) + 4) % 4;
    const marked = row.map((e, c) => (e?.marks.includes("L") ? c : -1)).filter((c) => c >= 0);
    if (marked.length > 1)
      problems.push(error("irregularity", row[marked[1]!]!.line, "two cards of one trick marked ^L"));
    if (marked.length > 0) {
      const s = seatOfColumn(marked[0]!);
      if (s === leader && !stopped) {
        problems.push(
          error("irregularity", row[marked[0]!]!.line, `^L on ${s}'s card, but it is ${s}'s lead`),
        );
      }
      leader = s;
    }
    const trick: { seat: Seat; card: Card }[] = [];
    for (let k = 0; k < 4; k += 1) {
      const seat = rotate(leader, k);
      const e = row[columnOf(seat)];
      if (e === undefined) {
        stopped ??= { why: "the play section ends" };
        continue;
      }
      const move = e.move!;
      if (move === "+") {
        if (plusSeen) problems.push(error("play", e.line, 'a second "+": "+" stands for the one next card'));
        plusSeen = true;
        stopped ??= { why: 'after "+", the next card to be played' };
        continue;
      }
      if (move === "-") {
        stopped ??= { why: `after an unknown card ("-" of ${seat} in trick ${t + 1})` };
        continue;
      }
      const m = CARD.exec(move);
      if (m === null || !isCard(move.toUpperCase())) {
        const problem: ImportProblem = { _tag: "NotACard", move };
        const reason = reasonText(problem);
        problems.push(error("play", e.line, reason));
        if (!stopped && unreadable === undefined) unreadable = { line: e.line, reason, problem };
        stopped ??= { why: "after a token that is not a card" };
        continue;
      }
      const card = move.toUpperCase() as Card;
      if (plusSeen && stopped?.why.startsWith('after "+"')) {
        problems.push(error("play", e.line, `${card} is played after "+", which stands for the next card`));
      }
      if (stopped) {
        notImported.push({ card, seat, line: e.line, why: stopped.why });
        continue;
      }
      if (hands !== null) {
        const at = hands[seat].indexOf(card);
        if (at < 0) {
          const before = played.get(card);
          const problem: ImportProblem =
            before !== undefined
              ? { _tag: "CardPlayedBefore", seat, card, by: before }
              : { _tag: "CardNotHeld", seat, card };
          const reason = reasonText(problem);
          problems.push(error("play", e.line, reason));
          unreadable = { line: e.line, reason, problem };
          stopped = { why: "after a card that cannot have been played" };
          continue;
        }
        const lead = trick[0];
        const isRevoke =
          lead !== undefined && card[0] !== lead.card[0] && hands[seat].some((c) => c[0] === lead.card[0]);
        if (e.marks.includes("R")) {
          if (lead === undefined)
            problems.push(error("irregularity", e.line, `^R ${card}: a lead cannot be a revoke`));
          else if (!isRevoke)
            problems.push(
              error(
                "irregularity",
                e.line,
                `^R ${card}: ${seat} ${card[0] === lead.card[0] ? "follows suit" : `has no ${lead.card[0]}`}, so this is not a revoke`,
              ),
            );
        } else if (isRevoke) {
          // PBN marks every revoke (§3.9 C). An unmarked one is what a cut or lost line looks like (the
          // columns shift onto the wrong seats): the play stops here rather than log revokes never made.
          const problem: ImportProblem = { _tag: "WouldRevoke", seat, card, suit: lead!.card[0]! };
          const reason = reasonText(problem);
          problems.push(error("irregularity", e.line, reason));
          unreadable = { line: e.line, reason, problem };
          stopped = { why: "after a card the record does not give as played (an unmarked revoke)" };
          continue;
        }
        hands[seat].splice(at, 1);
      }
      played.set(card, seat);
      trick.push({ seat, card });
      const note = composeNote(annotationOf(e, notes.text(e), "card"));
      cards.push({
        seat,
        card,
        line: e.line,
        trick: t + 1,
        revoke: e.marks.includes("R"),
        leadOutOfTurn: e.marks.includes("L"),
        ...(note !== undefined && { note }),
      });
    }
    if (trick.length === 4) {
      const w = trickWinner(trick, ctx.strain);
      if (w === "N" || w === "S") won.NS += 1;
      else won.EW += 1;
      leader = w;
    } else {
      stopped ??= { why: "after an incomplete trick" };
    }
  }
  let end: PbnPlay["end"];
  if (plusSeen) end = "plus";
  else if (grouped.star) end = "star";
  else if (cards.length === 52) end = "complete";
  else if (entries.length >= 52) end = "thirteen";
  else end = "open";
  if (grouped.star && plusSeen)
    problems.push(error("play", grouped.starLine, '"*" may not end a play that "+" continues'));
  if (grouped.star && cards.length === 52) {
    problems.push(info("play", grouped.starLine, '"*" after the thirteenth trick'));
    end = "complete";
  }
  if (ctx.deal === null && cards.length > 0) {
    problems.push(
      info("play", section.tag.line, "no full deal: the cards are not checked against the hands"),
    );
  }
  return {
    cards,
    end,
    won,
    notImported,
    leading: grouped.leading,
    problems,
    ...(unreadable !== undefined && { unreadable }),
  };
};
