import { DomainRejection, produceState } from "@bridgelaw/log";
import type { TableEvent } from "./events.ts";
import { changeCall, explanation, makeCall, wrongBoardCards } from "./phases/auction.ts";
import { startBoard } from "./phases/board.ts";
import {
  acquiescenceWithdrawnHandler,
  claimAcquiescedHandler,
  claimMadeHandler,
  claimObjectedHandler,
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
import {
  appealDecided,
  appealLodged,
  boardFouled,
  penaltyAwarded,
  routeDirectorRuled,
  scoreAdjusted,
  scoreCorrected,
  scoreRecorded,
  scoresPosted,
  tricksAgreed,
  tricksDisputed,
} from "./phases/score.ts";
import { attentionDrawn, cardExposed, chooseOption } from "./phases/shared.ts";
import type { TableDraft, TableState } from "./state.ts";

/** An event's transition of the whole board, as an immer recipe. */
type Handler<T extends TableEvent["type"]> = (
  d: TableDraft,
  e: Extract<TableEvent, { type: T }>,
  position: number,
) => void;

/** Where each event type goes (design §2: the table routes each event to its phase). */
const HANDLERS: { readonly [T in TableEvent["type"]]: Handler<T> } = {
  BoardStarted: startBoard,
  CallMade: makeCall,
  // while a claim suspends the play, a card is not taken as played (68D)
  CardPlayed: whileClaimSuspends(playCard),
  OptionChosen: chooseOption,
  // a 79B ruling goes to the score phase, any other to the auction or play (phases/score.ts)
  // (a ruling on a claim, 70/69B/71, goes to the claims: phases/claims.ts)
  DirectorRuled: rulingsWithClaims(routeDirectorRuled),
  // after a claim, Law 64 counts the tricks it credited (the play's `credited`, A-22); after the play, 66D
  AttentionDrawn: attentionAfterPlay(attentionDrawn),
  CallChanged: changeCall,
  CardExposed: exposedWhileClaimSuspends(cardExposed),
  Alerted: explanation,
  Explained: explanation,
  ExplanationCorrected: explanation,
  WrongBoardCards: wrongBoardCards,
  CardDesignated: cardDesignated,
  CardRetracted: cardRetracted,
  DummyViolation: dummyViolated,
  TricksAgreed: tricksAgreed,
  ScoreRecorded: scoreRecorded,
  TricksDisputed: disputeAfterPlay(tricksDisputed),
  ScoresPosted: scoresPosted,
  ScoreCorrected: scoreCorrected,
  // an adjusted score about a fact the play asked the Director about answers that question
  ScoreAdjusted: scoreAnswersPlay(scoreAdjusted),
  PenaltyAwarded: penaltyAwarded,
  AppealLodged: appealLodged,
  AppealDecided: appealDecided,
  BoardFouled: boardFouled,
  ClaimMade: claimMadeHandler,
  ConcessionMade: concessionMadeHandler,
  ClaimAcquiesced: claimAcquiescedHandler,
  ClaimObjected: claimObjectedHandler,
  PlayResumed: playResumedHandler,
  TableMovedOn: tableMovedOnHandler,
  AcquiescenceWithdrawn: acquiescenceWithdrawnHandler,
  ConcessionWithdrawn: concessionWithdrawnHandler,
  CardTurned: cardTurned,
  OrientationPointedOut: orientationPointedOut,
  CardsDisturbed: cardsDisturbed,
  TrickInspected: trickInspected,
  CardReturnedToHand: cardReturned,
  WrongHandWarning: wrongHandWarned,
  QuestionAsked: questionOfPlay,
  RevokeInquired: revokeInquiry,
  DirectorSummoned: directorCame,
};

/**
 * Applies one event of the log to the board (design §2: the table routes each event to its phase): the recipe
 * both runners use, `evolveTable` one event at a time and the bulk replay for a whole log.
 */
export const applyTableEvent = (d: TableDraft, event: TableEvent): void => {
  const position = d.applied + 1;
  if (event.type !== "BoardStarted" && d.setup === null) {
    throw new DomainRejection(`${event.type} before BoardStarted: the first event of a log opens the board`);
  }
  const handler = HANDLERS[event.type] as Handler<TableEvent["type"]>;
  handler(d, event, position);
  d.applied = position;
};

/** Applies one event of the log: the next state, immutable (frozen), sharing what the event did not change. */
export const evolveTable = (state: TableState, event: TableEvent): TableState =>
  produceState(state, (d) => applyTableEvent(d, event));
