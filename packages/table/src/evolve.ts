import type { LawId } from "@bridgelaw/cards";
import { DomainRejection, peek, produceState } from "@bridgelaw/log";
import type { TableEvent, TableEventOf, TableEventType } from "./events.ts";
import {
  law13BDecided,
  law13DealAsFound,
  law13Or14Corrected,
  law13Or14DealRuled,
  law13Or14Found,
} from "./laws/13-14-card-count.ts";
import {
  law15A3FirstCall,
  law15A3Link,
  law15A3OtherBoard,
  law15A3Ruled,
  law15BWrongContestants,
  law15CRepeated,
} from "./laws/15-wrong-board-or-contestants.ts";
import { law16B3Ruled, law16BExtraneous } from "./laws/16B-extraneous-information.ts";
import { law17D1LeadFaced } from "./laws/17D1-auction-period.ts";
import {
  afterAuctionPeriod,
  attentionTiming,
  law17D2HandsReturned,
  movedOnTiming,
} from "./laws/17D2-hands-returned.ts";
import { law20FAnswered, law20FRequested } from "./laws/20F-questions.ts";
import { law45CFound, law45CHandled, waitFor45C } from "./laws/45C-card-handled.ts";
import { type LawAnswer, lawRulings, scoreAnswersLaws } from "./laws/rulings.ts";
import { notPlayedWhenStopped } from "./laws/stopped.ts";
import { changeCall, explanation, makeCall, wrongBoardCards } from "./phases/auction.ts";
import { startBoard } from "./phases/board.ts";
import {
  acquiescenceWithdrawnHandler,
  claimAcquiescedHandler,
  claimMadeHandler,
  claimObjectedHandler,
  claimRulings,
  concessionMadeHandler,
  concessionWithdrawnHandler,
  exposedWhileClaimSuspends,
  playResumedHandler,
  rulingsWithClaims,
  tableMovedOnHandler,
  whileClaimSuspends,
} from "./phases/claims.ts";
import { cardDesignated, cardRetracted, dummyViolated, playCard } from "./phases/play.ts";
import {
  attentionAfterPlay,
  cardReturned,
  cardsDisturbed,
  cardTurned,
  directorCame,
  disputeAfterPlay,
  orientationPointedOut,
  questionOfPlay,
  revokeInquiry,
  scoreAnswersPlay,
  trickInspected,
  wrongHandWarned,
} from "./phases/procedure.ts";
import { law12C1Inputs } from "./phases/score/law-12C1-inputs.ts";
import { law86B1OneResult, law86B1Responsible } from "./phases/score/law-86B1-one-result.ts";
import {
  appealDecided,
  appealLodged,
  boardFouled,
  openScoreRulings,
  penaltyAwarded,
  routeDirectorRuled,
  scoreAdjusted,
  scoreCorrected,
  scoreRecorded,
  scoresPosted,
  tricksAgreed,
  tricksDisputed,
} from "./phases/score.ts";
import {
  attentionDrawn,
  cardExposed,
  chooseOption,
  type DirectorRuled,
  type OptionChosen,
  openRulings,
  pendingOptions,
} from "./phases/shared.ts";
import { as2017Number } from "./rules/clause-numbers.ts";
import { lawFacts } from "./rules/facts.ts";
import type { TableDraft, TableRecipe, TableState } from "./state.ts";

/**
 * A Law that wraps the rest of an event's transition: it may stop the event (refuse it, or take it as another
 * fact), act before the rest, or after it, and calls `next` to let the event go on.
 */
type Step<E> = (next: TableRecipe<E>) => TableRecipe<E>;

/**
 * The Law order of one event type: its steps, outermost first, then the recipe that applies it. `[a, b, r]`
 * is `a(b(r))`: `a` sees the event first and `r` applies it, unless a step stops it first.
 */
type LawOrder<E> = readonly [...Step<E>[], TableRecipe<E>];

/** The steps of a Law order and its recipe, composed into one recipe (once, when the module loads). */
const compose = <E>(order: LawOrder<E>): TableRecipe<E> => {
  const recipe = order[order.length - 1] as TableRecipe<E>;
  const steps = order.slice(0, -1) as readonly Step<E>[];
  return steps.reduceRight<TableRecipe<E>>((next, step) => step(next), recipe);
};

/** 17D2: once the hands of a passed-out board are back in the board, the auction period is over (`what`). */
const afterAuction =
  (what: string) =>
  <E extends { readonly type: string }>(next: TableRecipe<E>): TableRecipe<E> =>
    afterAuctionPeriod(what, next);

/** The Director stopped the play of the board (`what` is not played any more): laws/stopped.ts. */
const notWhenStopped =
  (what: string) =>
  <E extends { readonly type: string }>(next: TableRecipe<E>): TableRecipe<E> =>
    notPlayedWhenStopped(what, next);

/**
 * A choice or an answer on a 2007 board may name the 2007 number of a clause the 2017 Code moved, as the
 * board shows it (50E3 for 2017 50E4): the Laws take it by their number (rules/clause-numbers.ts).
 */
const byTheCodesNumber =
  <E extends OptionChosen | DirectorRuled>(isOpen: (s: TableState, law: LawId) => boolean) =>
  (next: TableRecipe<E>): TableRecipe<E> =>
  (d, e, position) => {
    const law = as2017Number(d.setup?.edition, e.law, (l) => isOpen(d, l));
    next(d, law === e.law ? e : { ...e, law }, position);
  };
const optionOpen = (s: TableState, law: LawId): boolean => pendingOptions(s).some((p) => p.law === law);
const questionOpen = (s: TableState, law: LawId): boolean =>
  [...openRulings(s), ...claimRulings(s), ...openScoreRulings(s), ...lawFacts(s).rulings].some(
    (r) => r.law === law,
  );

/** What the table's own Laws do with the Director's answers to their questions (laws/rulings.ts). */
const LAW_ANSWERS: Readonly<Record<string, LawAnswer>> = {
  // 86B1 failed its test: who is responsible for the missing result (12C2)
  "12C2": law86B1Responsible(scoreAdjusted),
  // the deal as recorded has hands of the wrong size: the Director awards an adjusted score (13, 14)
  "13": law13Or14DealRuled,
  "14": law13Or14DealRuled,
  // a player with a wrong number of cards has called: play on or adjust (13B; 13A in the 2007 Code)
  "13B": law13BDecided,
  "13A": law13BDecided,
  // 2007 Code: the wrong contestants' calls repeated the same, or one differed (15C)
  "15C": law15CRepeated,
  // the offender's call on the board whose cards he had taken differs from the cancelled one (15A3)
  "15A3": law15A3Ruled,
  // the end-of-play question on extraneous information (16B3): tricks for the declaring side, or none
  "16B3": law16B3Ruled(scoreAdjusted),
  // was the card played? (45C1 a defender's card partner could see, 45C3 dummy's card declarer touched)
  "45C1": law45CFound,
  "45C3": law45CFound,
};

/**
 * Where each event type goes (the table routes each event to its phase), and in which Law order:
 * one entry per event type of the union (`TableEvent`; a missing one is a compile error).
 */
const LAW_ORDER: { readonly [T in TableEventType]: LawOrder<TableEventOf<T>> } = {
  // Laws 13, 14: a deal whose hands do not hold 13 cards each is the deal as found
  BoardStarted: [law13DealAsFound, startBoard],
  // 17D2: once the hands of a passed-out board are back in the board, the auction period is over
  // (and 15A3: the first call of a player who had called with this board's cards on another board)
  CallMade: [afterAuction("a call"), notWhenStopped("a call"), law15A3FirstCall, makeCall],
  // while a claim suspends the play, a card is not taken as played (68D)
  // (and while the Director finds whether a handled card was played, 45C, the play waits)
  // (and 17D1: the opening lead faced ends the auction period: no call is changed after misinformation any more)
  CardPlayed: [law17D1LeadFaced, notWhenStopped("a card"), waitFor45C, whileClaimSuspends, playCard],
  OptionChosen: [byTheCodesNumber(optionOpen), chooseOption],
  // a 79B ruling goes to the score phase, any other to the auction or play (phases/score.ts)
  // (a ruling on a claim, 70/69B/71, goes to the claims: phases/claims.ts)
  // (a ruling on a question of the table's own Laws, 13–17, 45C, 86B1 …, goes to that Law: laws/rulings.ts)
  DirectorRuled: [
    byTheCodesNumber(questionOpen),
    lawRulings(LAW_ANSWERS),
    rulingsWithClaims,
    routeDirectorRuled,
  ],
  // after a claim, Law 64 counts the tricks it credited (the play's `credited`); after the play, 66D
  // (its timing, when not given, from the hands returned or the table moving on: 62D1, 64B4, 64B5)
  AttentionDrawn: [attentionTiming, attentionAfterPlay, attentionDrawn],
  CallChanged: [afterAuction("a change of call"), changeCall],
  CardExposed: [exposedWhileClaimSuspends, cardExposed],
  Alerted: [explanation],
  // (the answer to a question about that call, 20F)
  Explained: [law20FAnswered, explanation],
  ExplanationCorrected: [explanation],
  WrongBoardCards: [law15A3OtherBoard, wrongBoardCards],
  CardDesignated: [cardDesignated],
  CardRetracted: [cardRetracted],
  DummyViolation: [dummyViolated],
  TricksAgreed: [tricksAgreed],
  ScoreRecorded: [scoreRecorded],
  TricksDisputed: [disputeAfterPlay, tricksDisputed],
  ScoresPosted: [scoresPosted],
  ScoreCorrected: [scoreCorrected],
  // an adjusted score about a fact the play asked the Director about answers that question
  // (and one about a question of the table's own Laws answers it); 86B1 is tested first
  // (the Director's inputs first: a poll's weights, 12C1(e)'s results, 12C1; then the test of 86B1)
  ScoreAdjusted: [scoreAnswersPlay, scoreAnswersLaws, law12C1Inputs, law86B1OneResult, scoreAdjusted],
  PenaltyAwarded: [penaltyAwarded],
  AppealLodged: [appealLodged],
  AppealDecided: [appealDecided],
  BoardFouled: [boardFouled],
  ClaimMade: [claimMadeHandler],
  ConcessionMade: [concessionMadeHandler],
  ClaimAcquiesced: [claimAcquiescedHandler],
  ClaimObjected: [claimObjectedHandler],
  PlayResumed: [playResumedHandler],
  TableMovedOn: [movedOnTiming, tableMovedOnHandler],
  AcquiescenceWithdrawn: [acquiescenceWithdrawnHandler],
  ConcessionWithdrawn: [concessionWithdrawnHandler],
  CardTurned: [cardTurned],
  OrientationPointedOut: [orientationPointedOut],
  CardsDisturbed: [cardsDisturbed],
  TrickInspected: [trickInspected],
  CardReturnedToHand: [cardReturned],
  WrongHandWarning: [wrongHandWarned],
  QuestionAsked: [questionOfPlay],
  RevokeInquired: [revokeInquiry],
  DirectorSummoned: [directorCame],
  HandsReturned: [law17D2HandsReturned],
  WrongNumberOfCards: [law13Or14Found],
  DealCorrected: [law13Or14Corrected],
  WrongContestants: [law15BWrongContestants],
  CardsCalledOnAnotherBoard: [law15A3Link],
  ExtraneousInformation: [law16BExtraneous],
  ExplanationRequested: [law20FRequested],
  CardHandled: [law45CHandled],
};

/** Each event type's Law order composed into its recipe. */
const RECIPES = Object.fromEntries(
  Object.entries(LAW_ORDER).map(([type, order]) => [type, compose(order as LawOrder<TableEvent>)]),
) as { readonly [T in TableEventType]: TableRecipe<TableEventOf<T>> };

/**
 * Applies one event of the log to the board (the table routes each event to its phase): the recipe
 * both runners use, `evolveTable` one event at a time and the bulk replay for a whole log.
 */
export const applyTableEvent = (d: TableDraft, event: TableEvent): void => {
  const position = d.applied + 1;
  // (read without drafting the setup, which no event but the first changes)
  if (event.type !== "BoardStarted" && peek(d).setup === null) {
    throw new DomainRejection({ _tag: "BoardNotOpen", event: event.type });
  }
  const recipe = RECIPES[event.type] as TableRecipe<TableEvent>;
  recipe(d, event, position);
  d.applied = position;
};

/** Applies one event of the log: the next state, immutable (frozen), sharing what the event did not change. */
export const evolveTable = (state: TableState, event: TableEvent): TableState =>
  produceState(state, (d) => applyTableEvent(d, event));
