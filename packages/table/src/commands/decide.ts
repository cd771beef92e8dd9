import { type Card, SEAT_NAMES, type Seat } from "@bridgelaw/cards";
import { isDomainRejection } from "@bridgelaw/log";
import type { TableEvent } from "../events.ts";
import { evolveTable } from "../evolve.ts";
import { lawFacts } from "../laws/facts.ts";
import { claimRulings } from "../phases/claims.ts";
import { openScoreRulings } from "../phases/score.ts";
import { openRulings, pendingOptions } from "../phases/shared.ts";
import type { TableState } from "../state.ts";
import type { Actor } from "./actor.ts";
import { checkRole, seatFor } from "./authority.ts";
import { COMMAND_OF_EVENT, EVENT_OF_COMMAND, type TableCommand } from "./commands.ts";
import {
  ActionImpossible,
  CardNotInHand,
  type CommandRefused,
  isCommandRefused,
  OptionNotOpen,
  RulingNotAsked,
} from "./errors.ts";

/** Which seat a command's `seat` is: the actor's own, a hand he may play from, or the seat a finding is about. */
const SCOPE: { readonly [C in TableCommand["type"]]?: "own" | "hand" | "subject" } = {
  MakeCall: "own",
  ChangeCall: "own",
  Alert: "own",
  Explain: "own",
  CorrectExplanation: "own",
  PlayCard: "hand",
  ExposeCard: "hand",
  RetractCard: "hand",
  TurnCard: "hand",
  DisturbCards: "hand",
  ReturnCardToHand: "hand",
  ChooseOption: "own",
  DrawAttention: "own",
  SummonDirector: "own",
  AskQuestion: "own",
  WarnWrongHand: "own",
  InquireRevoke: "own",
  PointOutOrientation: "own",
  InspectTrick: "own",
  Claim: "own",
  Concede: "own",
  Acquiesce: "own",
  ObjectToClaim: "own",
  ResumePlay: "own",
  WithdrawAcquiescence: "own",
  WithdrawConcession: "own",
  DisputeTricks: "own",
  FindWrongBoardCards: "subject",
  FindWrongNumberOfCards: "subject",
  LinkWrongBoardCards: "subject",
  RecordExtraneousInformation: "subject",
  RequestExplanation: "own",
  HandleCard: "hand",
};

/** The event a command records, once its actor may give it (before the Laws look at it). */
const eventOf = (c: TableCommand, s: TableState, position: number): TableEvent => {
  checkRole(c, s, position);
  const { type, actor: _actor, ...fields } = c as TableCommand & { seat?: Seat };
  const scope = SCOPE[type];
  let seat: Seat | undefined;
  if (type === "DesignateCard" || type === "FindDummyViolation") {
    // about dummy's hand: dummy's seat unless the command names one
    if (s.play === null) {
      throw new ActionImpossible({
        command: type,
        position,
        reason:
          type === "DesignateCard"
            ? "a card of dummy designated before the play has begun"
            : "dummy's limitations (Law 43) apply once the play has begun",
      });
    }
    seat = fields.seat ?? s.play.dummy;
  } else if (scope !== undefined) {
    seat = seatFor(c, s, position, scope);
  }
  const { seat: _named, ...rest } = fields;
  return { type: EVENT_OF_COMMAND[type], ...rest, ...(seat !== undefined && { seat }) } as TableEvent;
};

/** The seat's cards as they stand: the deal during the auction, the play's hands once it has begun. */
const handOf = (s: TableState, seat: Seat): readonly Card[] =>
  s.play?.hands[seat] ?? s.setup?.deal[seat] ?? [];

/** Names the refusal replay gave, from the state: a card not held, an option not open, a question not asked. */
const refusal = (
  c: TableCommand,
  e: TableEvent,
  s: TableState,
  position: number,
  reason: string,
): CommandRefused => {
  const base = { command: c.type, position };
  switch (e.type) {
    case "CardPlayed":
    case "CardExposed":
      if (s.setup !== null && !handOf(s, e.seat).includes(e.card as Card)) {
        return new CardNotInHand({
          ...base,
          card: e.card,
          reason: `${SEAT_NAMES[e.seat]} does not hold ${e.card}: ${reason}`,
        });
      }
      break;
    case "OptionChosen":
      if (
        !pendingOptions(s).some((p) => p.seat === e.seat && p.law === e.law && p.options.includes(e.option))
      ) {
        return new OptionNotOpen({ ...base, law: e.law, reason });
      }
      break;
    case "DirectorRuled": {
      const asked = [...openRulings(s), ...claimRulings(s), ...openScoreRulings(s), ...lawFacts(s).rulings];
      if (!asked.some((q) => q.law === e.law && (e.about === undefined || q.position === e.about))) {
        return new RulingNotAsked({ ...base, law: e.law, reason });
      }
      break;
    }
    default:
      break;
  }
  return new ActionImpossible({ ...base, reason });
};

/**
 * Records a command as the events it stands for (issue 14, design §1). It refuses only what is not the
 * actor's to do (`ActorNotAllowed`) or what replay would refuse as impossible (`CardNotInHand`,
 * `OptionNotOpen`, `RulingNotAsked`, `ActionImpossible`), and throws that refusal. Everything irregular but
 * possible — a call out of rotation, an insufficient bid, a revoke, a lead out of turn, dummy overstepping
 * Law 43 — is recorded as a fact for the Laws to rectify. No rule is repeated here: the state's own queries
 * (`pending`, `rulingsNeeded`, the hands) and `evolveTable` say what is possible.
 */
export const decideTable = (command: TableCommand, state: TableState): readonly TableEvent[] => {
  const position = state.applied + 1;
  const event = eventOf(command, state, position);
  try {
    evolveTable(state, event);
  } catch (err) {
    if (!isDomainRejection(err)) throw err;
    throw refusal(command, event, state, position, err.reason);
  }
  return [event];
};

/** `decideTable` without throwing: the events, or the refusal. */
export const tryDecideTable = (
  command: TableCommand,
  state: TableState,
):
  | { readonly ok: true; readonly events: readonly TableEvent[] }
  | { readonly ok: false; readonly error: CommandRefused } => {
  try {
    return { ok: true, events: decideTable(command, state) };
  } catch (err) {
    if (isCommandRefused(err)) return { ok: false, error: err };
    throw err;
  }
};

/**
 * The command that records `event` when `actor` gives it: the inverse of `decideTable` (a log re-expressed as
 * commands, e.g. to submit a hand-written board to a live table).
 */
export const commandOf = (event: TableEvent, actor: Actor): TableCommand => {
  const { type, ...fields } = event;
  return { type: COMMAND_OF_EVENT[type], actor, ...fields } as TableCommand;
};
