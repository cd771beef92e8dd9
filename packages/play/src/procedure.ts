/**
 * Facts of the table procedure of the play: the arrangement and inspection of the tricks (65, 66), a played
 * card back in the hand (67B3), dummy's warning (43B2(a)), an inquiry about a revoke (61B), the Director
 * summoned to review what the players did (10B); and the Director's judgements the play asks for.
 */
import type { Card, DirectorRuled, LawId, Seat } from "@bridgelaw/cards";
import { produceState } from "@bridgelaw/log";
import { law43B2bInquiry } from "./attention.ts";
import { law10BReview, law10BRuling } from "./laws/10-rectification.ts";
import { law41Question, type Question } from "./laws/41-commencement.ts";
import { law43B2aWarning } from "./laws/43-dummy.ts";
import { law55CQuestion } from "./laws/55-declarer-lead-out-of-turn.ts";
import { law61BInquiry } from "./laws/61-revoke.ts";
import { law65B3PointOut, law65DDisturbed, law65Turned, type Orientation } from "./laws/65-arrangement.ts";
import { type Inspection, law66DClaim, law66Inspection } from "./laws/66-inspection.ts";
import { law67B3Returned } from "./laws/67-defective-trick.ts";
import { playWithin } from "./play.ts";
import { law53BRuling } from "./rules/lead-out-of-turn.ts";
import { settle } from "./settle.ts";
import type { PlayDraft, PlayState } from "./state.ts";
import { begin, note } from "./step.ts";

export type { Question } from "./laws/41-commencement.ts";
export type { Orientation } from "./laws/65-arrangement.ts";
export type { Inspection } from "./laws/66-inspection.ts";

/** A step of the table procedure: the event's notes start afresh, the Law acts, the play comes to rest. */
const step = (d: PlayDraft, position: number, law: () => void): void => {
  begin(d);
  law();
  settle(d, position);
};

/** `CardTurned` (65A, 65B): `seat` turns his card of `trick` (default the last completed) toward partner or opponents. */
export const applyCardTurned = (
  d: PlayDraft,
  seat: Seat,
  trick: number | undefined,
  toward: Orientation | undefined,
  position: number,
): void => step(d, position, () => law65Turned(d, seat, trick, toward, position));

/** `OrientationPointedOut` (65B3): `seat` points out the misoriented card turned at position `about`. */
export const applyOrientationPointedOut = (d: PlayDraft, seat: Seat, about: number, position: number): void =>
  step(d, position, () => law65B3PointOut(d, seat, about, position));

/** `CardsDisturbed` (65C, 65D, 66D): `seat` disturbs the order of his played cards. */
export const applyCardsDisturbed = (d: PlayDraft, seat: Seat, position: number): void =>
  step(d, position, () => law65DDisturbed(d, seat, position));

/** `TrickInspected` (66A–66D). */
export const applyTrickInspected = (d: PlayDraft, seat: Seat, i: Inspection, position: number): void =>
  step(d, position, () => law66Inspection(d, seat, i, position));

/** A claim after the play of a revoke or of the number of tricks (66D), e.g. the tricks disputed (79B). */
export const applyClaimAfterPlay = (d: PlayDraft, seat: Seat, position: number): void => {
  begin(d);
  law66DClaim(d, seat, position);
};

/** `CardReturnedToHand` (67B3). */
export const applyCardReturnedToHand = (d: PlayDraft, seat: Seat, card: Card, position: number): void =>
  step(d, position, () => law67B3Returned(d, seat, card, position));

/** `WrongHandWarning` (42B2, 43B2(a)). */
export const applyWrongHandWarning = (d: PlayDraft, seat: Seat, position: number): void =>
  step(d, position, () => law43B2aWarning(d, seat, position));

/** `RevokeInquired` (61B). */
export const applyRevokeInquiry = (
  d: PlayDraft,
  seat: Seat,
  of: Seat,
  surprised: boolean,
  position: number,
): void =>
  step(d, position, () => {
    law61BInquiry(d, seat, of, surprised, position);
    // 43B2(b): dummy, having forfeited his rights, asks first: the question brings declarer's revoke to attention
    law43B2bInquiry(d, seat, of, position);
  });

/** `QuestionAsked` (41B, 41C, 20F): a review of the auction, an explanation, or the contract. */
export const applyQuestion = (d: PlayDraft, seat: Seat, what: Question, position: number): void =>
  step(d, position, () => law41Question(d, seat, what, position));

/** `DirectorSummoned` (9B, 10B). */
export const applyDirectorSummoned = (d: PlayDraft, seat: Seat | undefined, position: number): void =>
  step(d, position, () => law10BReview(d, seat, position));

/**
 * Judgements of the Director that credit the declaring side with a number of tricks (an assigned adjusted
 * score, as 64C's): their `tricks` become the board's result (`adjusted`, `finalTricks`). An adjusted score
 * that is not a number of tricks (split, weighted, artificial) is a `ScoreAdjusted` of the table.
 */
export const ADJUSTING_LAWS: readonly string[] = [
  "43B3",
  "45F",
  "47E2(b)",
  "50E4",
  "55C",
  "61B3",
  "62D2",
  "65B3",
  "66D",
  "67B3",
  "12A1",
];

export const adjustsTricks = (law: LawId): boolean => law.startsWith("64C") || ADJUSTING_LAWS.includes(law);

/**
 * The Director's answers this module applies (the question already taken off `rulingsNeeded`): 53B (the
 * proper leader's card followed or led, which drives the play on), 10B (a penalty card confirmed, cancelled
 * or reclassified), and the tricks of an adjusted result. False: not one of these (nothing changed).
 */
export const answerJudgement = (d: PlayDraft, ruling: DirectorRuled, position: number): boolean => {
  if (ruling.law === "53B" && ruling.answer !== undefined) {
    const found = d.matters.find((x) => x.kind === "lead-out-of-turn" && x.ambiguous !== undefined);
    if (found?.kind !== "lead-out-of-turn" || found.ambiguous === undefined) return false;
    const m = { ...found, ambiguous: { ...found.ambiguous } };
    law53BRuling(d, ruling.answer, position);
    // declarer's lead out of turn accepted: 55C asks whether he gained through it
    if (m.law === "55A" && ruling.answer === "following") law55CQuestion(d, m, true);
    playWithin(d, { type: "CardPlayed", seat: m.ambiguous.seat, card: m.ambiguous.card }, position);
    return true;
  }
  if (ruling.law === "10B" && ruling.answer !== undefined) {
    law10BRuling(d, ruling.about, ruling.answer, position);
    settle(d, position);
    return true;
  }
  if (adjustsTricks(ruling.law) && ruling.tricks !== undefined) {
    const tricks = Math.max(0, Math.min(13, Math.round(ruling.tricks)));
    d.adjusted = { tricks, law: ruling.law, position };
    note(d, {
      _tag: "TricksAdjusted",
      position,
      law: ruling.law,
      tricks,
      replaces: ruling.law.startsWith("64C") ? "automatic-adjustment" : "result-of-play",
    });
    return true;
  }
  return false;
};

export const turnCard = (
  p: PlayState,
  seat: Seat,
  trick: number | undefined,
  toward: Orientation | undefined,
  position: number,
): PlayState => produceState(p, (d) => applyCardTurned(d, seat, trick, toward, position));

export const pointOutOrientation = (p: PlayState, seat: Seat, about: number, position: number): PlayState =>
  produceState(p, (d) => applyOrientationPointedOut(d, seat, about, position));

export const disturbCards = (p: PlayState, seat: Seat, position: number): PlayState =>
  produceState(p, (d) => applyCardsDisturbed(d, seat, position));

export const inspectTrick = (p: PlayState, seat: Seat, i: Inspection, position: number): PlayState =>
  produceState(p, (d) => applyTrickInspected(d, seat, i, position));

export const claimAfterPlay = (p: PlayState, seat: Seat, position: number): PlayState =>
  produceState(p, (d) => applyClaimAfterPlay(d, seat, position));

export const cardReturnedToHand = (p: PlayState, seat: Seat, card: Card, position: number): PlayState =>
  produceState(p, (d) => applyCardReturnedToHand(d, seat, card, position));

export const wrongHandWarning = (p: PlayState, seat: Seat, position: number): PlayState =>
  produceState(p, (d) => applyWrongHandWarning(d, seat, position));

export const revokeInquired = (
  p: PlayState,
  seat: Seat,
  of: Seat,
  surprised: boolean,
  position: number,
): PlayState => produceState(p, (d) => applyRevokeInquiry(d, seat, of, surprised, position));

export const questionAsked = (p: PlayState, seat: Seat, what: Question, position: number): PlayState =>
  produceState(p, (d) => applyQuestion(d, seat, what, position));

export const directorSummoned = (p: PlayState, seat: Seat | undefined, position: number): PlayState =>
  produceState(p, (d) => applyDirectorSummoned(d, seat, position));
