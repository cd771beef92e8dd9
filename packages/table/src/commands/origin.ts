import type { Seat } from "@bridgelaw/cards";
import type { TableEvent } from "../events.ts";
import type { TableState } from "../state.ts";
import { type Actor, COMMITTEE, captain, DIRECTOR, player, SCORER } from "./actor.ts";

/**
 * Who originates `event` at the table, as the Laws have it (issue 14): a player's action is that player's,
 * dummy's cards are played and designated by declarer, findings and rulings are the Director's, an appeal is
 * the appellant side's (or its captain's), a decision the deciding body's, score entries the scorer's.
 * Used to re-express a log as commands: `commandOf(event, actorOf(event, state))`, with `state` the board before
 * the event (an app importing a recorded board into a live table, a test of the Decider).
 */
export const actorOf = (event: TableEvent, s: TableState): Actor => {
  // 45B: declarer acts for dummy's faced hand; before the opening lead is faced it is the presumed dummy's own (41D)
  const declarerFor = (seat: Seat): Actor =>
    s.play !== null && seat === s.play.dummy && s.play.dummyFaced ? player(s.play.declarer) : player(seat);
  switch (event.type) {
    case "BoardStarted":
    case "WrongBoardCards":
    case "DirectorRuled":
    case "DummyViolation":
    case "ScoreAdjusted":
    case "PenaltyAwarded":
    case "BoardFouled":
    case "ScoreCorrected":
    case "TableMovedOn":
    case "HandsReturned":
    case "WrongNumberOfCards":
    case "DealCorrected":
    case "WrongContestants":
    case "CardsCalledOnAnotherBoard":
    case "ExtraneousInformation":
      return DIRECTOR;
    case "CardHandled":
      return declarerFor(event.seat);
    case "TricksAgreed":
    case "ScoreRecorded":
    case "ScoresPosted":
      return SCORER;
    case "CardPlayed":
    case "CardExposed":
    case "CardRetracted":
    case "CardTurned":
    case "CardsDisturbed":
    case "CardReturnedToHand":
      return declarerFor(event.seat);
    case "CardDesignated":
      return s.play === null ? player(event.seat) : player(s.play.declarer);
    case "TricksDisputed":
    case "DirectorSummoned":
      return event.seat === undefined ? DIRECTOR : player(event.seat);
    case "AppealLodged":
      return event.captain === true && event.agreed === undefined
        ? captain(event.side)
        : player(
            event.agreed?.find((x) => (event.side === "NS") === (x === "N" || x === "S")) ??
              (event.side === "NS" ? "N" : "E"),
          );
    case "AppealDecided":
      return event.body === "director" ? DIRECTOR : COMMITTEE;
    default:
      return player(event.seat);
  }
};
