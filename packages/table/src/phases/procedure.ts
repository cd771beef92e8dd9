import type { LawId } from "@bridgelaw/cards";
import { DomainRejection, lazy } from "@bridgelaw/log";
import {
  applyCardReturnedToHand,
  applyCardsDisturbed,
  applyCardTurned,
  applyClaimAfterPlay,
  applyDirectorSummoned,
  applyOrientationPointedOut,
  applyQuestion,
  applyRevokeInquiry,
  applyTrickInspected,
  applyWrongHandWarning,
} from "@bridgelaw/play";
import * as Schema from "effect/Schema";
import { addAudit } from "../audit.ts";
import type { TableDraft, TableState } from "../state.ts";
import { CardToken, LogPosition, SeatToken, TrickNumber } from "../tokens.ts";
import { inPlay } from "./play.ts";
import type { ScoreAdjusted, TricksDisputed } from "./score.ts";
import type { AttentionDrawn } from "./shared.ts";

/* ------------------------------------------------------------------------------------------------------ */
/* Events of the table procedure of the play (log format v1, additive)                                    */
/* ------------------------------------------------------------------------------------------------------ */

/**
 * Law 65A/65B: a player turns his card of a completed trick face down (`trick`, default the last one
 * completed), pointing `toward` his partner (65B1: his side won it) or the opponents (65B2: it lost).
 */
export const CardTurned = lazy(() =>
  Schema.Struct({
    type: Schema.Literal("CardTurned"),
    seat: SeatToken,
    trick: Schema.optional(TrickNumber),
    toward: Schema.optional(Schema.Literals(["partner", "opponents"])),
  }),
);
export type CardTurned = typeof CardTurned.Type;

/**
 * Law 41B/41C (20F): after the auction, a player asks for a review of the auction, an explanation of an
 * opponent's call, or what the contract is. Whether the question is open to him then is derived.
 */
export const QuestionAsked = lazy(() =>
  Schema.Struct({
    type: Schema.Literal("QuestionAsked"),
    seat: SeatToken,
    what: Schema.Literals(["review", "explanation", "contract"]),
  }),
);
export type QuestionAsked = typeof QuestionAsked.Type;

/** Law 65B3: a player points out a misoriented card; `about`: the position of its `CardTurned`. */
export const OrientationPointedOut = lazy(() =>
  Schema.Struct({
    type: Schema.Literal("OrientationPointedOut"),
    seat: SeatToken,
    about: LogPosition,
  }),
);
export type OrientationPointedOut = typeof OrientationPointedOut.Type;

/** Law 65C/65D (66D after a claim): a player disturbs the order of his played cards. */
export const CardsDisturbed = lazy(() =>
  Schema.Struct({
    type: Schema.Literal("CardsDisturbed"),
    seat: SeatToken,
  }),
);
export type CardsDisturbed = typeof CardsDisturbed.Type;

/**
 * Law 66: a player has the cards of a trick faced, or inspects them (`trick`, default the last completed);
 * `own`: only his own last card (66B); `director`: on the Director's instruction (66C).
 */
export const TrickInspected = lazy(() =>
  Schema.Struct({
    type: Schema.Literal("TrickInspected"),
    seat: SeatToken,
    trick: Schema.optional(TrickNumber),
    own: Schema.optional(Schema.Boolean),
    director: Schema.optional(Schema.Boolean),
  }),
);
export type TrickInspected = typeof TrickInspected.Type;

/** Law 67B3: a card the player played to a quitted trick is back among his unplayed cards. */
export const CardReturnedToHand = lazy(() =>
  Schema.Struct({
    type: Schema.Literal("CardReturnedToHand"),
    seat: SeatToken,
    card: CardToken,
  }),
);
export type CardReturnedToHand = typeof CardReturnedToHand.Type;

/** Laws 42B2, 43B2(a): dummy warns declarer not to lead from the wrong hand (`seat` is dummy's seat). */
export const WrongHandWarning = lazy(() =>
  Schema.Struct({
    type: Schema.Literal("WrongHandWarning"),
    seat: SeatToken,
  }),
);
export type WrongHandWarning = typeof WrongHandWarning.Type;

/** Law 61B: `seat` asks `of` whether he has a card of the suit led; `surprised`: in a manner that shows surprise. */
export const RevokeInquired = lazy(() =>
  Schema.Struct({
    type: Schema.Literal("RevokeInquired"),
    seat: SeatToken,
    of: SeatToken,
    surprised: Schema.optional(Schema.Boolean),
  }),
);
export type RevokeInquired = typeof RevokeInquired.Type;

/** Laws 9B, 10B: the Director is summoned (by `seat`) and reviews the rectifications the players applied. */
export const DirectorSummoned = lazy(() =>
  Schema.Struct({
    type: Schema.Literal("DirectorSummoned"),
    seat: Schema.optional(SeatToken),
  }),
);
export type DirectorSummoned = typeof DirectorSummoned.Type;

/* ------------------------------------------------------------------------------------------------------ */
/* Handlers                                                                                               */
/* ------------------------------------------------------------------------------------------------------ */

/** An event of the play's procedure before there is a play: refused, naming the event and its Law. */
const needPlay = (s: TableState, e: { readonly type: string }, law: LawId): void => {
  if (s.play === null) throw new DomainRejection({ _tag: "NotInPlay", law, event: e.type });
};

export const cardTurned = (d: TableDraft, e: CardTurned, position: number): void => {
  needPlay(d, e, "65");
  inPlay(d, (p) => applyCardTurned(p, e.seat, e.trick, e.toward, position));
};

export const orientationPointedOut = (d: TableDraft, e: OrientationPointedOut, position: number): void => {
  needPlay(d, e, "65B3");
  inPlay(d, (p) => applyOrientationPointedOut(p, e.seat, e.about, position));
};

export const cardsDisturbed = (d: TableDraft, e: CardsDisturbed, position: number): void => {
  needPlay(d, e, "65C");
  inPlay(d, (p) => applyCardsDisturbed(p, e.seat, position));
};

export const trickInspected = (d: TableDraft, e: TrickInspected, position: number): void => {
  needPlay(d, e, "66");
  const i = {
    ...(e.trick !== undefined && { trick: e.trick }),
    ...(e.own !== undefined && { own: e.own }),
    ...(e.director !== undefined && { director: e.director }),
  };
  inPlay(d, (p) => applyTrickInspected(p, e.seat, i, position));
};

export const cardReturned = (d: TableDraft, e: CardReturnedToHand, position: number): void => {
  needPlay(d, e, "67B3");
  inPlay(d, (p) => applyCardReturnedToHand(p, e.seat, e.card, position));
};

export const wrongHandWarned = (d: TableDraft, e: WrongHandWarning, position: number): void => {
  needPlay(d, e, "43B2(a)");
  inPlay(d, (p) => applyWrongHandWarning(p, e.seat, position));
};

export const revokeInquiry = (d: TableDraft, e: RevokeInquired, position: number): void => {
  needPlay(d, e, "61B");
  inPlay(d, (p) => applyRevokeInquiry(p, e.seat, e.of, e.surprised ?? false, position));
};

export const questionOfPlay = (d: TableDraft, e: QuestionAsked, position: number): void => {
  if (d.play === null) throw new DomainRejection({ _tag: "QuestionBeforePlay", law: "41B" });
  inPlay(d, (p) => applyQuestion(p, e.seat, e.what, position));
};

export const directorCame = (d: TableDraft, e: DirectorSummoned, position: number): void => {
  if (d.play === null) addAudit(d, [{ _tag: "DirectorCalled", position, law: "9B" }]);
  else inPlay(d, (p) => applyDirectorSummoned(p, e.seat, position));
};

type Handler<E> = (d: TableDraft, e: E, position: number) => void;

/**
 * Attention drawn after the play is over is a claim of a revoke (66D): from then on, a player who mixes his
 * cards so that the facts cannot be established loses the point (the Director rules for the other side).
 */
export const attentionAfterPlay =
  (next: Handler<AttentionDrawn>): Handler<AttentionDrawn> =>
  (d, e, position) => {
    const over = d.play?.ended === true;
    next(d, e, position);
    if (over && d.play !== null) inPlay(d, (p) => applyClaimAfterPlay(p, e.seat, position));
  };

/** The tricks disputed after the play (79B) are a claim of the number of tricks won (66D, 65D). */
export const disputeAfterPlay =
  (next: Handler<TricksDisputed>): Handler<TricksDisputed> =>
  (d, e, position) => {
    next(d, e, position);
    if (d.play?.ended === true && e.seat !== undefined)
      inPlay(d, (p) => applyClaimAfterPlay(p, e.seat!, position));
  };

/**
 * An adjusted score (`ScoreAdjusted`) about the fact of a question the play asked under the same Law (50E4,
 * 55C, 61B3, 65B3, 12A1 …) answers that question: an adjusted score that is not a number of tricks.
 */
export const scoreAnswersPlay =
  (next: Handler<ScoreAdjusted>): Handler<ScoreAdjusted> =>
  (d, e, position) => {
    next(d, e, position);
    const play = d.play;
    if (play === null || e.about === undefined) return;
    const asked = play.rulingsNeeded.filter((q) => q.law === e.law && q.position === e.about);
    if (asked.length === 0) return;
    play.rulingsNeeded = play.rulingsNeeded.filter((q) => !asked.includes(q));
    addAudit(d, [{ _tag: "AdjustedScoreAnswers", position, law: e.law, under: e.law, about: e.about }]);
  };
