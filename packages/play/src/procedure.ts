/**
 * Facts of the table procedure of the play: the arrangement and inspection of the tricks (65, 66), a played
 * card back in the hand (67B3), dummy's warning (43B2(a)), an inquiry about a revoke (61B), the Director
 * summoned to review what the players did (10B); and the Director's judgements the play asks for.
 */
import type { Card, DirectorRuled, Seat } from "@bridgelaw/cards";
import { law10BReview, law10BRuling } from "./laws/10-rectification.ts";
import { law41Question, type Question } from "./laws/41-commencement.ts";
import { law43B2aWarning } from "./laws/43-dummy.ts";
import { law53BRuling } from "./laws/53-lead-out-of-turn-accepted.ts";
import { law55CQuestion } from "./laws/55-declarer-lead-out-of-turn.ts";
import { law61BInquiry } from "./laws/61-revoke.ts";
import {
  law65B3PointOut,
  law65DDisturbed,
  law65Turned,
  law66DClaim,
  type Orientation,
} from "./laws/65-arrangement.ts";
import { type Inspection, law66Inspection } from "./laws/66-inspection.ts";
import { law67B3Returned } from "./laws/67-defective-trick.ts";
import { playWithin } from "./play.ts";
import { settle } from "./settle.ts";
import type { PlayState } from "./state.ts";
import { begin, note } from "./step.ts";

export type { Question } from "./laws/41-commencement.ts";
export type { Orientation } from "./laws/65-arrangement.ts";
export type { Inspection } from "./laws/66-inspection.ts";

/** `CardTurned` (65A, 65B): `seat` turns his card of `trick` (default the last completed) toward partner or opponents. */
export const turnCard = (
  p: PlayState,
  seat: Seat,
  trick: number | undefined,
  toward: Orientation | undefined,
  position: number,
): PlayState => settle(law65Turned(begin(p), seat, trick, toward, position), position);

/** `OrientationPointedOut` (65B3): `seat` points out the misoriented card turned at position `about`. */
export const pointOutOrientation = (p: PlayState, seat: Seat, about: number, position: number): PlayState =>
  settle(law65B3PointOut(begin(p), seat, about, position), position);

/** `CardsDisturbed` (65C, 65D, 66D): `seat` disturbs the order of his played cards. */
export const disturbCards = (p: PlayState, seat: Seat, position: number): PlayState =>
  settle(law65DDisturbed(begin(p), seat, position), position);

/** `TrickInspected` (66A–66D). */
export const inspectTrick = (p: PlayState, seat: Seat, i: Inspection, position: number): PlayState =>
  settle(law66Inspection(begin(p), seat, i, position), position);

/** A claim after the play of a revoke or of the number of tricks (66D), e.g. the tricks disputed (79B). */
export const claimAfterPlay = (p: PlayState, seat: Seat, position: number): PlayState =>
  law66DClaim(begin(p), seat, position);

/** `CardReturnedToHand` (67B3). */
export const cardReturnedToHand = (p: PlayState, seat: Seat, card: Card, position: number): PlayState =>
  settle(law67B3Returned(begin(p), seat, card, position), position);

/** `WrongHandWarning` (42B2, 43B2(a)). */
export const wrongHandWarning = (p: PlayState, seat: Seat, position: number): PlayState =>
  settle(law43B2aWarning(begin(p), seat, position), position);

/** `RevokeInquired` (61B). */
export const revokeInquired = (
  p: PlayState,
  seat: Seat,
  of: Seat,
  surprised: boolean,
  position: number,
): PlayState => settle(law61BInquiry(begin(p), seat, of, surprised, position), position);

/** `QuestionAsked` (41B, 41C, 20F): a review of the auction, an explanation, or the contract. */
export const questionAsked = (p: PlayState, seat: Seat, what: Question, position: number): PlayState =>
  settle(law41Question(begin(p), seat, what, position), position);

/** `DirectorSummoned` (9B, 10B). */
export const directorSummoned = (p: PlayState, seat: Seat | undefined, position: number): PlayState =>
  settle(law10BReview(begin(p), seat, position), position);

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
  "65B3",
  "66D",
  "67B3",
  "12A1",
];

export const adjustsTricks = (law: string): boolean => law.startsWith("64C") || ADJUSTING_LAWS.includes(law);

/**
 * The Director's answers this module applies (the question already taken off `rulingsNeeded`): 53B (the
 * proper leader's card followed or led, which drives the play on), 10B (a penalty card confirmed, cancelled
 * or reclassified), and the tricks of an adjusted result. Null: not one of these.
 */
export const answerJudgement = (p: PlayState, ruling: DirectorRuled, position: number): PlayState | null => {
  if (ruling.law === "53B" && ruling.answer !== undefined) {
    const m = p.matters.find((x) => x.kind === "lead-out-of-turn" && x.ambiguous !== undefined);
    const r = law53BRuling(p, ruling.answer, position);
    if (r === null || m?.kind !== "lead-out-of-turn" || m.ambiguous === undefined) return null;
    // declarer's lead out of turn accepted: 55C asks whether he gained through it
    const q = m.law === "55A" && ruling.answer === "following" ? law55CQuestion(r, m, true) : r;
    return playWithin(q, { type: "CardPlayed", seat: m.ambiguous.seat, card: m.ambiguous.card }, position);
  }
  if (ruling.law === "10B" && ruling.answer !== undefined)
    return settle(law10BRuling(p, ruling.about, ruling.answer, position), position);
  if (adjustsTricks(ruling.law) && ruling.tricks !== undefined) {
    const tricks = Math.max(0, Math.min(13, Math.round(ruling.tricks)));
    return note(
      { ...p, adjusted: { tricks, law: ruling.law, position } },
      position,
      ruling.law,
      `adjusted result: the declaring side is credited with ${tricks} tricks (replaces the ${ruling.law.startsWith("64C") ? "automatic adjustment" : "result of the play"})`,
    );
  }
  return null;
};
