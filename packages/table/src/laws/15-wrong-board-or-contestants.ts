// Law 15: the wrong board or the wrong contestants. 15A3 ties the board whose cards were taken to the log in
// which they were called with; 15B (15A–15C of the 2007 Code) records who sat at the table.
import { SEAT_NAMES, type Seat } from "@bridgelaw/cards";
import { DomainRejection } from "@bridgelaw/log";
import { Schema } from "effect";
import type { Draft } from "immer";
import type { TableDraft, TableRecipe, TableState } from "../state.ts";
import { BoardNumber, CallToken, SeatToken } from "../tokens.ts";
import { askDirector, audit, type ContestantsFact, factsOf, lawFacts } from "./facts.ts";
import type { LawAnswer } from "./rulings.ts";

const PairIds = Schema.Struct({ NS: Schema.optional(Schema.String), EW: Schema.optional(Schema.String) });

/**
 * 15B: a contestant is found at the table that was not to play this board in this round. `pairs`: the pair
 * ids who sat here (the movement amended); `playedBefore`: players at the table who had played the board
 * before (15B1).
 */
export const WrongContestants = Schema.Struct({
  type: Schema.Literal("WrongContestants"),
  pairs: Schema.optional(PairIds),
  playedBefore: Schema.optional(Schema.Array(SeatToken)),
  text: Schema.optional(Schema.String),
});
export type WrongContestants = typeof WrongContestants.Type;

/**
 * 15A3: on another board, `seat` called `call` holding this board's cards; that call was cancelled (15A1).
 * `board`, `log` and `at`: that board's number, its log and the position of the call there.
 */
export const CardsCalledOnAnotherBoard = Schema.Struct({
  type: Schema.Literal("CardsCalledOnAnotherBoard"),
  seat: SeatToken,
  call: CallToken,
  board: Schema.optional(BoardNumber),
  log: Schema.optional(Schema.String),
  at: Schema.optional(Schema.Number),
  text: Schema.optional(Schema.String),
});
export type CardsCalledOnAnotherBoard = typeof CardsCalledOnAnotherBoard.Type;

const name = (s: Seat): string => SEAT_NAMES[s];
const pairsSaid = (p: { readonly NS?: string; readonly EW?: string }): string =>
  [p.NS === undefined ? undefined : `NS ${p.NS}`, p.EW === undefined ? undefined : `EW ${p.EW}`]
    .filter(Boolean)
    .join(", ") || "not named";

/** During the auction period (until the opening lead is faced, 17D1). */
const inAuctionPeriod = (s: TableState): boolean => {
  const p = s.play;
  if (s.auction?.ended === true && s.auction.contract === null) return false;
  return p === null || (p.tricks.length === 0 && (p.current?.cards.length ?? 0) === 0);
};

/**
 * `WrongContestants` (15B, pairs and individual events; teams: Law 86). If one of the four players had
 * played the board before, it is cancelled for both sides (15B1): no call or card is taken any more, and the
 * Director awards the artificial adjusted scores (15B3). Otherwise the auction and play are completed and the
 * score stands for the contestants who sat here (15B2), the movement amended (`view.pairs`). The 2007 Code
 * (15C): found during the auction period, the correct players are seated and the calls repeated: the
 * Director says whether every call was repeated the same (`repeated`) or one differed (`differs`: the board
 * is cancelled); found later, 15A (none had played it: the score stands) or 15B (cancelled).
 */
export const law15BWrongContestants: TableRecipe<WrongContestants> = (d, e, position) => {
  const s: TableState = d;
  const f = factsOf(d);
  if (f.contestants !== null) {
    throw new DomainRejection(
      `the contestants were already found wrong at position ${f.contestants.position}`,
    );
  }
  const scheduled = s.setup!.pairs ?? {};
  const seated = { ...scheduled, ...(e.pairs ?? {}) };
  const before = [...(e.playedBefore ?? [])];
  const e2007 = s.setup!.edition === "2007";
  const said = e.text === undefined ? "" : `: ${e.text}`;
  const fact = (law: string): Draft<ContestantsFact> => ({
    position,
    scheduled: { ...scheduled },
    seated,
    playedBefore: before,
    law,
  });
  if (e2007 && inAuctionPeriod(s) && before.length === 0) {
    f.contestants = fact("15C");
    audit(
      d,
      position,
      "15C",
      `a contestant plays a board not meant for it (pairs as scheduled ${pairsSaid(scheduled)}, at the table ${pairsSaid(seated)})${said}: the auction is annulled, the correct players are seated and must repeat the calls`,
    );
    askDirector(d, {
      _tag: "Said",
      law: "15C",
      position,
      question:
        'the correct players repeat the calls of the first auction: was every call the same ("repeated": the auction and play continue) or did one differ in any way ("differs": the board is cancelled, 15C)?',
      answers: ["repeated", "differs"],
    });
    return;
  }
  if (before.length > 0) {
    const law = e2007 ? "15B" : "15B1";
    f.contestants = fact(law);
    f.stopped = { law, position };
    audit(
      d,
      position,
      law,
      `${before.map(name).join(" and ")} had played the board before: it is cancelled for both sides${said}`,
    );
    askDirector(d, {
      _tag: "Said",
      law: e2007 ? "15B" : "15B3",
      position,
      question: `the board is cancelled (${law}): award an artificial adjusted score (12C2(a)) to each contestant deprived of a valid score (ScoreAdjusted under ${e2007 ? "15B" : "15B3"} about position ${position})`,
    });
    return;
  }
  const law = e2007 ? "15A" : "15B2";
  f.contestants = fact(law);
  audit(
    d,
    position,
    law,
    `the board is played by contestants not scheduled for it here (as scheduled ${pairsSaid(scheduled)}, at the table ${pairsSaid(seated)})${said}: none had played it, the auction and play are completed and the score stands for the pairs who sat here; the Director may have the two pairs play the correct board later`,
  );
  audit(
    d,
    position,
    e2007 ? "15B" : "15B3",
    "a contestant deprived of the chance to earn a valid score gets an artificial adjusted score (12C2(a))",
  );
};

/** 15C (2007): the Director's finding whether the calls were repeated the same. */
export const law15CRepeated: LawAnswer = (d, e, q, position) => {
  if (q.answers === undefined || e.answer !== "differs") return;
  factsOf(d).stopped = { law: "15C", position };
  audit(d, position, "15C", "a repeated call differed from the first auction: the board is cancelled");
  askDirector(d, {
    _tag: "Said",
    law: "15C",
    position,
    question: `the board is cancelled (15C): award the adjusted scores (ScoreAdjusted under 15C about position ${position})`,
  });
};

/** `WrongBoardCards` naming the board whose cards the offender held: where 15A3 will apply. */
export const law15A3OtherBoard =
  <E extends { readonly seat: Seat; readonly board?: number }>(next: TableRecipe<E>): TableRecipe<E> =>
  (d, e, position) => {
    next(d, e, position);
    if (e.board === undefined) return;
    const cancelled = d.auction?.calls.find(
      (c) => c.seat === e.seat && c.status === "cancelled" && c.position < position,
    );
    const at = cancelled === undefined ? "" : `, at: ${cancelled.position}, his cancelled ${cancelled.call}`;
    audit(
      d,
      position,
      "15A3",
      `${name(e.seat)} held the cards of board ${e.board}: when he calls on board ${e.board}, its log ties it here (CardsCalledOnAnotherBoard with this log${at}), and the Director compares his call with the cancelled one`,
    );
  };

/**
 * `CardsCalledOnAnotherBoard` (15A3): the cancelled call the offender made on another board with this board's
 * cards. When he calls here (his first call on this board), the Director is asked whether his call differs
 * from the cancelled one (fn 3: a significantly different meaning, or a psychic call): if it does, an
 * artificial adjusted score. 16C: the cancelled call's information is unauthorised for his side.
 */
export const law15A3Link: TableRecipe<CardsCalledOnAnotherBoard> = (d, e, position) => {
  const s: TableState = d;
  const where = [
    e.board === undefined ? undefined : `board ${e.board}`,
    e.log === undefined ? undefined : `log ${e.log}`,
    e.at === undefined ? undefined : `position ${e.at}`,
  ]
    .filter(Boolean)
    .join(", ");
  const first = s.auction?.calls.find((c) => c.seat === e.seat);
  factsOf(d).wrongBoard.push({
    position,
    seat: e.seat,
    call: e.call,
    ...(e.board !== undefined && { board: e.board }),
    ...(e.log !== undefined && { log: e.log }),
    ...(e.at !== undefined && { at: e.at }),
    ...(first !== undefined && { calledAt: first.position }),
  });
  audit(
    d,
    position,
    "15A3",
    `${name(e.seat)} called ${e.call} on another board${where ? ` (${where})` : ""} holding this board's cards; that call was cancelled (15A1): its information is unauthorised for his side (16C)`,
  );
  if (first !== undefined) ask15A3(d, e.seat, e.call, first.position, first.call);
};

const ask15A3 = (d: TableDraft, seat: Seat, cancelled: string, at: number, call: string): void => {
  askDirector(d, {
    _tag: "Said",
    law: "15A3",
    position: at,
    question: `${name(seat)} calls ${call} here after his cancelled ${cancelled} with these cards on another board: does his call differ from it (a significantly different meaning, or psychic: fn 3)? If so, award an artificial adjusted score (ScoreAdjusted under 15A3 about position ${at}); if not, answer "same"`,
    answers: ["same", "differs"],
  });
};

/** The offender's first call on the board whose cards he had taken: the 15A3 question. */
export const law15A3FirstCall =
  <E extends { readonly seat: Seat }>(next: TableRecipe<E>): TableRecipe<E> =>
  (d, e, position) => {
    next(d, e, position);
    const links = lawFacts(d).wrongBoard;
    if (links.length === 0) return;
    const link = links.find((l) => l.seat === e.seat && l.calledAt === undefined);
    if (link === undefined) return;
    const made = d.auction?.calls.find((c) => c.position === position);
    if (made === undefined) return;
    factsOf(d).wrongBoard.find((x) => x.position === link.position)!.calledAt = position;
    ask15A3(d, e.seat, link.call, position, made.call);
  };

/** 15A3 answered: the offender's call differs: the Director's artificial adjusted score is still to come. */
export const law15A3Ruled: LawAnswer = (d, e, q, position) => {
  if (q.answers === undefined || e.answer !== "differs") return;
  audit(d, position, "15A3", "the call differs from the cancelled one: an artificial adjusted score (12C2)");
  askDirector(d, {
    _tag: "Said",
    law: "15A3",
    position: e.about,
    question: `the offender's call differs (15A3): award an artificial adjusted score (ScoreAdjusted under 15A3 about position ${e.about})`,
  });
};

/** The view's pairs: those who sat at the table (15B, the movement amended), else those of BoardStarted. */
export const seatedPairs = (s: TableState): { readonly NS?: string; readonly EW?: string } | undefined => {
  const c = lawFacts(s).contestants;
  return c === null ? s.setup?.pairs : c.seated;
};
