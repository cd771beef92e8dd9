// Law 15: the wrong board or the wrong contestants. 15A3 ties the board whose cards were taken to the log in
// which they were called with; 15B (15A–15C of the 2007 Code) records who sat at the table.
import type { LawId, Seat } from "@bridgelaw/cards";
import { DomainRejection, lazy } from "@bridgelaw/log";
import * as Schema from "effect/Schema";
import type { Draft } from "immer";
import type { TableFact } from "../consequences.ts";
import { askDirector, audit, type ContestantsFact, factsOf, lawFacts } from "../rules/facts.ts";
import type { LawAnswer } from "../rules/rulings.ts";
import type { TableDraft, TableRecipe, TableState } from "../state.ts";
import { BoardNumber, CallToken, LogPosition, SeatToken } from "../tokens.ts";

const PairIds = lazy(() =>
  Schema.Struct({ NS: Schema.optional(Schema.String), EW: Schema.optional(Schema.String) }),
);

/**
 * 15B: a contestant is found at the table that was not to play this board in this round. `pairs`: the pair
 * ids who sat here (the movement amended); `playedBefore`: players at the table who had played the board
 * before (15B1).
 */
export const WrongContestants = lazy(() =>
  Schema.Struct({
    type: Schema.Literal("WrongContestants"),
    pairs: Schema.optional(PairIds),
    playedBefore: Schema.optional(Schema.Array(SeatToken)),
    text: Schema.optional(Schema.String),
  }),
);
export type WrongContestants = typeof WrongContestants.Type;

/**
 * 15A3: on another board, `seat` called `call` holding this board's cards; that call was cancelled (15A1).
 * `board`, `log` and `at`: that board's number, its log and the position of the call there.
 */
export const CardsCalledOnAnotherBoard = lazy(() =>
  Schema.Struct({
    type: Schema.Literal("CardsCalledOnAnotherBoard"),
    seat: SeatToken,
    call: CallToken,
    board: Schema.optional(BoardNumber),
    log: Schema.optional(Schema.String),
    at: Schema.optional(LogPosition),
    text: Schema.optional(Schema.String),
  }),
);
export type CardsCalledOnAnotherBoard = typeof CardsCalledOnAnotherBoard.Type;

/** The pairs of a 15B fact, as its consequences name them. */
const pairsOf = (p: { readonly NS?: string; readonly EW?: string }): TableFact<"Pairs"> => ({
  _tag: "Pairs",
  ...(p.NS !== undefined && { NS: p.NS }),
  ...(p.EW !== undefined && { EW: p.EW }),
});

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
    throw new DomainRejection({ _tag: "ContestantsAlreadyFound", law: "15B", at: f.contestants.position });
  }
  const scheduled = s.setup!.pairs ?? {};
  const seated = { ...scheduled, ...(e.pairs ?? {}) };
  const before = [...(e.playedBefore ?? [])];
  const e2007 = s.setup!.edition === "2007";
  const said = e.text === undefined ? {} : { words: e.text };
  const fact = (law: LawId): Draft<ContestantsFact> => ({
    position,
    scheduled: { ...scheduled },
    seated,
    playedBefore: before,
    law,
  });
  if (e2007 && inAuctionPeriod(s) && before.length === 0) {
    f.contestants = fact("15C");
    audit(d, {
      _tag: "WrongContestantsRepeat",
      position,
      law: "15C",
      scheduled: pairsOf(scheduled),
      seated: pairsOf(seated),
      ...said,
    });
    askDirector(d, { _tag: "CallsRepeatedSame", law: "15C", position, answers: ["repeated", "differs"] });
    return;
  }
  if (before.length > 0) {
    const law = e2007 ? "15B" : "15B1";
    f.contestants = fact(law);
    f.stopped = { law, position };
    audit(d, { _tag: "PlayedBefore", position, law, seats: before, ...said });
    askDirector(d, {
      _tag: "AwardArtificialCancelled",
      law: e2007 ? "15B" : "15B3",
      position,
      cancelled: law,
    });
    return;
  }
  const law = e2007 ? "15A" : "15B2";
  f.contestants = fact(law);
  audit(d, {
    _tag: "ScoreStandsForSeated",
    position,
    law,
    scheduled: pairsOf(scheduled),
    seated: pairsOf(seated),
    ...said,
  });
  audit(d, { _tag: "DeprivedGetArtificial", position, law: e2007 ? "15B" : "15B3" });
};

/** 15C (2007): the Director's finding whether the calls were repeated the same. */
export const law15CRepeated: LawAnswer = (d, e, q, position) => {
  if (q.answers === undefined || e.answer !== "differs") return;
  factsOf(d).stopped = { law: "15C", position };
  audit(d, { _tag: "RepeatedCallDiffered", position, law: "15C" });
  askDirector(d, { _tag: "AwardScoresCancelled", law: "15C", position });
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
    audit(d, {
      _tag: "OtherBoardCardsHeld",
      position,
      law: "15A3",
      seat: e.seat,
      board: e.board,
      ...(cancelled !== undefined && { at: cancelled.position, call: cancelled.call }),
    });
  };

/**
 * `CardsCalledOnAnotherBoard` (15A3): the cancelled call the offender made on another board with this board's
 * cards. When he calls here (his first call on this board), the Director is asked whether his call differs
 * from the cancelled one (fn 3: a significantly different meaning, or a psychic call): if it does, an
 * artificial adjusted score. 16C: the cancelled call's information is unauthorised for his side.
 */
export const law15A3Link: TableRecipe<CardsCalledOnAnotherBoard> = (d, e, position) => {
  const s: TableState = d;
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
  audit(d, {
    _tag: "CalledOnOtherBoard",
    position,
    law: "15A3",
    seat: e.seat,
    call: e.call,
    ...(e.board !== undefined && { board: e.board }),
    ...(e.log !== undefined && { log: e.log }),
    ...(e.at !== undefined && { at: e.at }),
  });
  if (first !== undefined) ask15A3(d, e.seat, e.call, first.position, first.call);
};

const ask15A3 = (d: TableDraft, seat: Seat, cancelled: string, at: number, call: string): void => {
  askDirector(d, {
    _tag: "CallDiffersQuestion",
    law: "15A3",
    position: at,
    seat,
    call,
    cancelled,
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
  audit(d, { _tag: "CallDiffers", position, law: "15A3" });
  askDirector(d, { _tag: "AwardArtificialCallDiffers", law: "15A3", position: e.about });
};

/** The view's pairs: those who sat at the table (15B, the movement amended), else those of BoardStarted. */
export const seatedPairs = (s: TableState): { readonly NS?: string; readonly EW?: string } | undefined => {
  const c = lawFacts(s).contestants;
  return c === null ? s.setup?.pairs : c.seated;
};
