// Laws 13 and 14: a hand found with too many or too few cards, the correction of the deal, the Director's
// decision to play on or to cancel. The deal as the board held it is a fact (BoardStarted); so is each
// correction, and replay continues from it.
import { incorrectCountLaw } from "@bridgelaw/boards";
import type { LawId } from "@bridgelaw/cards";
import {
  type Card,
  type Deal,
  formatDeal,
  lho,
  partner,
  rho,
  SEATS,
  type Seat,
  sortHand,
} from "@bridgelaw/cards";
import { DomainRejection, lazy } from "@bridgelaw/log";
import { applyAttention, applyCardRestored, applyExposure, type PlayState } from "@bridgelaw/play";
import * as Schema from "effect/Schema";
import type { Draft } from "immer";
import type { TableFact } from "../consequences.ts";
import { inPlay } from "../phases/play.ts";
import { scoredWithoutPlay } from "../phases/score.ts";
import { answered, askDirector, audit, type CardCountFact, factsOf, lawFacts } from "../rules/facts.ts";
import type { LawAnswer } from "../rules/rulings.ts";
import type { TableRecipe, TableState } from "../state.ts";
import { CardToken, SeatToken } from "../tokens.ts";

/** A hand found with a wrong number of cards (Law 13: more than 13; Law 14: fewer, none more). */
export const WrongNumberOfCards = lazy(() =>
  Schema.Struct({
    type: Schema.Literal("WrongNumberOfCards"),
    seat: SeatToken,
    /** 13A2: a player has seen one or more cards of another player's hand. */
    seen: Schema.optional(Schema.Boolean),
    text: Schema.optional(Schema.String),
  }),
);
export type WrongNumberOfCards = typeof WrongNumberOfCards.Type;

/**
 * The Director corrects the deal: each card moved from the hand that held it (`from`, 13) or, a missing card
 * found elsewhere or taken from another pack, put into the deficient hand (no `from`, 14A1/14A2, 14B2/14B3).
 */
export const DealCorrected = lazy(() =>
  Schema.Struct({
    type: Schema.Literal("DealCorrected"),
    moves: Schema.Array(
      Schema.Struct({ card: CardToken, from: Schema.optional(SeatToken), to: SeatToken }),
    ).check(Schema.isMinLength(1, { message: "at least one card moved or restored" })),
    /** 14B4: a defender's restored card was seen by his partner: it becomes a penalty card (50). */
    exposed: Schema.optional(Schema.Boolean),
    text: Schema.optional(Schema.String),
  }),
);
export type DealCorrected = typeof DealCorrected.Type;

/** The hands that do not hold 13 cards, with their counts. */
const counts = (deal: Deal): TableFact<"HandCount">[] =>
  SEATS.filter((s) => deal[s].length !== 13).map((s) => ({
    _tag: "HandCount",
    seat: s,
    count: deal[s].length,
  }));

/** The clauses of Law 13 under each Code (the 2007 Code orders them A playable, B adjusted, C after play, D no call). */
const LAW13 = {
  "2017": { noCall: "13A", seen: "13A2", called: "13B", play: "13B1", adjust: "13B2", after: "13D" },
  "2007": { noCall: "13D", seen: "13D2", called: "13A", play: "13A", adjust: "13B", after: "13C" },
} as const;

const edition = (s: TableState) => s.setup!.edition;
const faced = (p: PlayState | null): boolean =>
  p !== null && (p.tricks.length > 0 || (p.current?.cards.length ?? 0) > 0);
const completed = (s: TableState): boolean =>
  s.play?.ended === true ||
  scoredWithoutPlay(s) ||
  (s.auction?.ended === true && s.auction.contract === null);

/**
 * BoardStarted with a deal whose hands do not hold 13 cards each (52 distinct cards or fewer): the deal as
 * the board held it is a fact; Laws 13 and 14 apply once it is found. A card twice is refused before this.
 */
export const law13DealAsFound =
  <E>(next: TableRecipe<E>): TableRecipe<E> =>
  (d, e, position) => {
    next(d, e, position);
    const deal: Deal = d.setup!.deal;
    const law = incorrectCountLaw(deal);
    if (law === null) return;
    const empty = SEATS.find((x) => deal[x].length === 0);
    if (empty !== undefined) throw new DomainRejection({ _tag: "HandNotGiven", law: "7", seat: empty });
    factsOf(d).cardCount = {
      found: formatDeal(deal),
      law,
      discovered: null,
      corrections: [],
      decision: null,
      cancelled: false,
    };
    audit(d, { _tag: "WrongCountDealt", position, law, counts: counts(deal) });
    // 13, 14: the Director's matter; the board is not scored until he rules (phases/score/standing.ts)
    askDirector(d, { _tag: "DealCountRuling", law, position, counts: counts(deal), answers: ["adjust"] });
  };

/** The position of the board's opening, where a deal of the wrong size is found (the DealCountRuling question). */
const dealQuestion = (s: TableState) => lawFacts(s).rulings.find((r) => r._tag === "DealCountRuling");

/** The questions a correction of the deal answers (the Director corrects as 13A, 13B1, 14A, 14B ask). */
const CORRECTING = {
  "2017": new Set(["13", "14", "13A", "13B1", "14A", "14B"]),
  "2007": new Set(["13", "14", "13D", "13A", "14A", "14B"]),
} as const;

/**
 * `WrongNumberOfCards`: a hand found with the wrong number of cards. Law 13 (a hand with more than 13):
 * found after the play, the result is cancelled and the Director awards an adjusted score (13D); a player
 * with a wrong number has called: the Director decides whether the deal can be corrected and played without
 * any change of call (13B1) or awards an adjusted score (13B2); nobody with a wrong number has called: he
 * corrects it and the board is played normally (13A1; 13A2 when a card of another hand was seen). Law 14 (a
 * card missing, no hand with more than 13): before the opening lead is faced the card is found or the deal
 * reconstructed and the calls stand (14A); after, it is restored to the hand (14B).
 */
export const law13Or14Found: TableRecipe<WrongNumberOfCards> = (d, e, position) => {
  const s: TableState = d;
  const deal = s.setup!.deal;
  if (deal[e.seat].length === 13) throw new DomainRejection({ _tag: "HandHolds13", seat: e.seat });
  const f = factsOf(d);
  const law = incorrectCountLaw(deal)!;
  const wrong = SEATS.filter((x) => deal[x].length !== 13);
  const c13 = LAW13[edition(s)];
  let clause: LawId;
  let question:
    | TableFact<"SearchMissingCard">
    | TableFact<"CardCountAfterPlay">
    | TableFact<"CalledWithWrongCount">
    | TableFact<"CorrectHands">;
  if (law === "14") {
    clause = faced(s.play) ? "14B" : "14A";
    question = { _tag: "SearchMissingCard" };
  } else if (completed(s)) {
    clause = c13.after;
    question = { _tag: "CardCountAfterPlay" };
  } else if (s.auction?.calls.some((c) => wrong.includes(c.seat))) {
    clause = c13.called;
    question = { _tag: "CalledWithWrongCount", play: c13.play, adjust: c13.adjust };
  } else {
    clause = c13.noCall;
    question = { _tag: "CorrectHands" };
  }
  const seen = e.seen === true;
  // the table found it: the question of the deal as recorded gives way to the clause's own
  const recorded = dealQuestion(s);
  if (recorded !== undefined) answered(d, recorded.law, recorded.position);
  f.cardCount = {
    ...(f.cardCount ?? {
      found: formatDeal(deal),
      law,
      corrections: [],
      decision: null,
      cancelled: false,
    }),
    discovered: { position, seat: e.seat, law: clause, seen },
  } as Draft<CardCountFact>;
  audit(d, {
    _tag: "WrongCountFound",
    position,
    law: clause,
    seat: e.seat,
    count: deal[e.seat].length,
    counts: counts(deal),
    seen,
    ...(e.text !== undefined && { words: e.text }),
  });
  if (clause === c13.after) {
    f.cardCount.cancelled = true;
    f.cardCount.decision = { law: clause, position };
  }
  askDirector(d, {
    ...question,
    law: clause,
    position,
    ...(clause === c13.called && law === "13" && { answers: ["play", "adjust"] }),
  });
};

/**
 * The Director's answer to the deal as recorded (13, 14): "adjust", the board is not played (any more) and he
 * awards an adjusted score (12C, as 13B2). Correcting the deal or recording when the table found it answers
 * the question by those events.
 */
export const law13Or14DealRuled: LawAnswer = (d, e, q, position) => {
  if (q._tag !== "DealCountRuling" || e.answer !== "adjust") return;
  const f = factsOf(d);
  f.cardCount!.cancelled = true;
  f.cardCount!.decision = { law: q.law, position };
  f.stopped = { law: q.law, position };
  audit(d, { _tag: "NotPlayedWrongCount", position, law: q.law });
  askDirector(d, { _tag: "AwardAdjustedScore", law: q.law, position });
};

/** The Director's decision under 13B (2007: 13A/13B): play on after correcting, or an adjusted score. */
export const law13BDecided: LawAnswer = (d, e, q, position) => {
  if (q.answers === undefined) return;
  const f = factsOf(d);
  const c13 = LAW13[edition(d)];
  const play = e.answer === "play";
  const law = play ? c13.play : c13.adjust;
  f.cardCount!.decision = { law, position };
  if (play) {
    audit(d, { _tag: "PlayOnCorrected", position, law });
    askDirector(d, { _tag: "CorrectHandsPlayOn", law, position });
    return;
  }
  f.cardCount!.cancelled = true;
  f.stopped = { law, position };
  audit(d, { _tag: "NotPlayedWrongCount", position, law });
  askDirector(d, { _tag: "AwardAdjustedScore", law, position });
};

const moveIn = (deal: Draft<Record<Seat, Card[]>>, card: Card, from: Seat | undefined, to: Seat): void => {
  if (from !== undefined) deal[from] = deal[from].filter((c) => c !== card);
  deal[to] = sortHand([...deal[to], card]);
};

/** The hand of the deal that holds a card, if any. */
const holderOf = (s: TableState, card: Card): Seat | undefined => {
  const deal = s.setup!.deal;
  return SEATS.find((x) => deal[x].includes(card));
};

/**
 * `DealCorrected`: the Director corrects the deal (13A1, 13B1; 14A1/14A2, 14B2/14B3). The corrected deal is
 * the deal played from then on; calls stand (13B1, 14A3). A card restored after the opening lead was faced
 * belongs to the hand throughout (14B4): it may be a penalty card, and failing to have played it may be a
 * revoke. Knowledge of a restored card is unauthorised for the partner of the deficient hand (14C); of a card
 * moved under Law 13, authorised (2017; unauthorised under the 2007 13E).
 */
export const law13Or14Corrected: TableRecipe<DealCorrected> = (d, e, position) => {
  const s0: TableState = d;
  const deal0 = s0.setup!.deal;
  const found = incorrectCountLaw(deal0);
  if (found === null) throw new DomainRejection({ _tag: "NoDealToCorrect" });
  const law = found;
  const afterLead = faced(s0.play);
  const twice = e.moves.find((m, i) => e.moves.findIndex((x) => x.card === m.card) !== i);
  if (twice !== undefined) throw new DomainRejection({ _tag: "CardMovedTwice", law: "1A", card: twice.card });
  for (const m of e.moves) {
    const card = m.card;
    if (m.from !== undefined) {
      const hand = s0.play === null ? deal0[m.from] : s0.play.hands[m.from];
      if (!hand.includes(card))
        throw new DomainRejection({ _tag: "CardNotHeld", law: "13", seat: m.from, card });
      if (m.from === m.to) throw new DomainRejection({ _tag: "CardMovedToSameHand", card, seat: m.from });
    } else {
      const holder = holderOf(s0, card);
      if (holder !== undefined)
        throw new DomainRejection({ _tag: "CardAlreadyInDeal", law: "1A", card, holder });
    }
  }
  // 14B4: a missing card restored once the opening lead is faced goes through the play (revokes, penalty card)
  const restored = (m: DealCorrected["moves"][number]) => law === "14" && afterLead && m.from === undefined;
  const clause =
    law === "14" ? (afterLead ? "14B" : "14A") : (lawFacts(s0).cardCount?.decision?.law ?? "13A1");
  const f = factsOf(d);
  if (f.cardCount === null) {
    f.cardCount = {
      found: formatDeal(deal0),
      law,
      discovered: null,
      corrections: [],
      decision: null,
      cancelled: false,
    } as Draft<CardCountFact>;
  }
  for (const m of e.moves) {
    moveIn(d.setup!.deal as Draft<Record<Seat, Card[]>>, m.card, m.from, m.to);
    if (d.play !== null && !restored(m)) moveIn(d.play.hands as never, m.card, m.from, m.to);
  }
  const moves = e.moves.map((m) => ({
    card: m.card,
    ...(m.from !== undefined && { from: m.from }),
    to: m.to,
  }));
  f.cardCount!.corrections.push({ position, law: clause, moves });
  f.cardCount!.law = incorrectCountLaw(d.setup!.deal as Deal);
  audit(d, {
    _tag: "DealCorrection",
    position,
    law: clause,
    moves: moves.map((m) => ({ _tag: "CardMove", ...m })),
    ...(e.text !== undefined && { words: e.text }),
  });
  const c13 = LAW13[edition(s0)];
  // a correction while the Director's 13B question is open is his decision to play on (13B1)
  const called = f.rulings.find((r) => r.law === c13.called && r.answers !== undefined && law === "13");
  if (called !== undefined) {
    answered(d, called.law, called.position);
    f.cardCount!.decision = { law: c13.play, position };
  }
  for (const q of f.rulings.filter((r) => CORRECTING[edition(s0)].has(r.law) && r.position < position))
    answered(d, q.law, q.position);
  if (law === "14") {
    for (const m of e.moves)
      audit(d, {
        _tag: "RestoredCardUnauthorised",
        position,
        law: "14C",
        card: m.card,
        seat: partner(m.to),
      });
    if (!afterLead) audit(d, { _tag: "CallsStandRestored", position, law: "14A3" });
  } else if (edition(s0) === "2007" && !f.cardCount!.cancelled) {
    for (const m of e.moves)
      audit(d, {
        _tag: "CardPlaceUnauthorised",
        position,
        law: "13E",
        card: m.card,
        seat: partner(m.from ?? m.to),
      });
  } else if (!f.cardCount!.cancelled) {
    audit(d, { _tag: "RelocationAuthorised", position, law: "13A1" });
  }
  const discovered = f.cardCount!.discovered;
  if (law === "13" && discovered?.seen === true) {
    askDirector(d, { _tag: "SeenCardReview", law: c13.seen, position });
  }
  const decision = f.cardCount!.decision;
  if (law === "13" && decision !== null && decision.law === c13.play) {
    askDirector(d, { _tag: "PlayedOnReview", law: c13.play, position });
  }
  const p = d.play;
  if (p === null) return;
  // 14B4: the restored card belongs to the hand throughout: revokes, and a penalty card if partner saw it
  for (const m of e.moves.filter(restored)) {
    const card = m.card;
    const before = p.revokes.length;
    inPlay(d, (q) => applyCardRestored(q, { seat: m.to, card }, position));
    const revokes = p.revokes.slice(before).map((r) => ({ offender: r.offender, position: r.position }));
    for (const r of revokes) {
      const by = lho(r.offender) === p.dummy ? rho(r.offender) : lho(r.offender);
      inPlay(d, (q) => applyAttention(q, { seat: by, about: r.position }, position));
    }
    if (e.exposed === true && m.to !== p.declarer && m.to !== p.dummy && p.hands[m.to].includes(card)) {
      inPlay(d, (q) => applyExposure(q, m.to, card, "dropped", position));
    }
  }
};
