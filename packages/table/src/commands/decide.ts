import type { Card, Seat } from "@bridgelaw/cards";
import {
  type EventDecodeError,
  eventDecoder,
  formatPath,
  isDomainRejection,
  isEventDecodeError,
  type Refusal,
} from "@bridgelaw/log";
import { decodeTableEvent } from "../decode.ts";
import type { TableEvent } from "../events.ts";
import { evolveTable } from "../evolve.ts";
import { lawFacts } from "../laws/facts.ts";
import { claimRulings } from "../phases/claims.ts";
import { openScoreRulings } from "../phases/score.ts";
import { openRulings, pendingOptions } from "../phases/shared.ts";
import type { TableState } from "../state.ts";
import type { Actor } from "./actor.ts";
import { checkRole, dummySeatFor, seatFor } from "./authority.ts";
import { COMMAND_OF_EVENT, EVENT_OF_COMMAND, SEAT_SCOPE, TableCommand } from "./commands.ts";
import {
  ActionImpossible,
  CardNotInHand,
  type CommandRefused,
  InvalidCommand,
  isCommandRefused,
  OptionNotOpen,
  RulingNotAsked,
} from "./errors.ts";
import type { DeciderRefusal } from "./refusals.ts";

/*
 * The table Decider's one write path (issue 26): a command is decoded (its Schema, unknown fields refused), its
 * actor's authority checked (authority.ts), the event it records built and decoded by the log's own reader
 * (`decodeTableEvent`, as replay reads it), and the event evolved on the state (replay's own transition). So
 * what `decideTable` accepts, replay accepts; and whatever the input, `tryDecideTable` answers with events or
 * a typed refusal.
 */

const decodeCommandStrict = eventDecoder(TableCommand, { excessFields: "error" });

/** The command's `type` as given, for a refusal's `command` ("" when it has none). */
const typeOf = (u: unknown): string =>
  typeof u === "object" && u !== null && typeof (u as { type?: unknown }).type === "string"
    ? (u as { type: string }).type
    : "";

/** A decoding error as a refusal of the Decider's own: which field and why, as data. */
const invalid = (command: string, position: number, e: EventDecodeError): InvalidCommand => {
  const { got, gotKind } = e.problem;
  const field = formatPath(e.path);
  const seen = { ...(got !== undefined && { got }), gotKind };
  const refusal: DeciderRefusal =
    e.path.length === 0
      ? { _tag: "NotACommand", ...seen }
      : field === "type" && e.problem.problem !== "invalid"
        ? { _tag: "UnknownCommand", ...seen }
        : { _tag: "InvalidField", field, ...e.problem };
  return new InvalidCommand({ command, position, field, refusal });
};

/**
 * Decodes a command given as JSON (a live table's request, a CLI's input): the command, or the
 * `InvalidCommand` refusal saying which field is wrong and why (`refusal`: `InvalidField`, `UnknownCommand`,
 * `NotACommand`). A field the command does not have is refused (a mistyped optional field is caught).
 */
export const parseTableCommand = (
  input: unknown,
  position = 1,
):
  | { readonly ok: true; readonly command: TableCommand }
  | { readonly ok: false; readonly error: InvalidCommand } => {
  try {
    return { ok: true, command: decodeCommandStrict(input) };
  } catch (err) {
    if (!isEventDecodeError(err)) throw err;
    return { ok: false, error: invalid(typeOf(input), position, err) };
  }
};

/** The event a command records, once its actor may give it (before the Laws look at it). */
const eventOf = (c: TableCommand, s: TableState, position: number): Record<string, unknown> => {
  checkRole(c, s, position);
  const { type, actor: _actor, seat: _named, ...fields } = c as TableCommand & { seat?: Seat };
  const scope = SEAT_SCOPE[type];
  const seat =
    scope === "dummy"
      ? dummySeatFor(c, s, position)
      : scope === undefined
        ? undefined
        : seatFor(c, s, position, scope);
  return { type: EVENT_OF_COMMAND[type], ...fields, ...(seat !== undefined && { seat }) };
};

/** The event as the log's reader decodes it; a field it refuses refuses the command (naming the field). */
const checked = (c: TableCommand, record: Record<string, unknown>, position: number): TableEvent => {
  try {
    return decodeTableEvent(record);
  } catch (err) {
    if (!isEventDecodeError(err)) throw err;
    throw invalid(c.type, position, err);
  }
};

/** The seat's cards as they stand: the deal during the auction, the play's hands once it has begun. */
const handOf = (s: TableState, seat: Seat): readonly Card[] =>
  s.play?.hands[seat] ?? s.setup?.deal[seat] ?? [];

/**
 * Sorts the refusal replay gave (its data kept as is): a card not held, an option not open, a question not
 * asked, anything else impossible. The hand looked at is one the actor may see (authority.ts: his own, dummy's
 * once faced; the Director's, every hand).
 */
const refused = (
  c: TableCommand,
  e: TableEvent,
  s: TableState,
  position: number,
  refusal: Refusal,
): CommandRefused => {
  const base = { command: c.type, position, refusal };
  switch (e.type) {
    case "CardPlayed":
    case "CardExposed":
      if (s.setup !== null && !handOf(s, e.seat).includes(e.card)) {
        return new CardNotInHand({ ...base, seat: e.seat, card: e.card });
      }
      break;
    case "OptionChosen":
      if (
        !pendingOptions(s).some((p) => p.seat === e.seat && p.law === e.law && p.options.includes(e.option))
      ) {
        return new OptionNotOpen({ ...base, law: e.law });
      }
      break;
    case "DirectorRuled": {
      const asked = [...openRulings(s), ...claimRulings(s), ...openScoreRulings(s), ...lawFacts(s).rulings];
      if (!asked.some((q) => q.law === e.law && (e.about === undefined || q.position === e.about))) {
        return new RulingNotAsked({ ...base, law: e.law });
      }
      break;
    }
    default:
      break;
  }
  return new ActionImpossible(base);
};

/**
 * Records a command as the events it stands for (issue 14). It refuses only what does not decode
 * (`InvalidCommand`), what is not the actor's to do (`ActorNotAllowed`) or what replay would refuse as
 * impossible (`CardNotInHand`, `OptionNotOpen`, `RulingNotAsked`, `ActionImpossible`), and throws that
 * refusal, with its reason as data (`refusal`). Everything irregular but possible — a call out of rotation, an
 * insufficient bid, a revoke, a lead out of turn, dummy overstepping Law 43 — is recorded as a fact for the
 * Laws to rectify. No rule is repeated here: the state's own queries (`pending`, `rulingsNeeded`, the hands),
 * the log's reader and `evolveTable` say what is possible.
 *
 * The command is decoded whatever its static type (a live table's JSON reaches it), and each event it returns
 * is one the log's reader decodes and replay applies: what the Decider records, replay accepts (issue 26).
 */
export const decideTable = (command: TableCommand, state: TableState): readonly TableEvent[] =>
  decided(command, state).events;

/** `decideTable`'s events and the state replay reaches with them (the one evolve that checked them). */
const decided = (
  command: TableCommand,
  state: TableState,
): { readonly events: readonly TableEvent[]; readonly state: TableState } => {
  const position = state.applied + 1;
  const parsed = parseTableCommand(command, position);
  if (!parsed.ok) throw parsed.error;
  const c = parsed.command;
  const event = checked(c, eventOf(c, state, position), position);
  try {
    return { events: [event], state: evolveTable(state, event) };
  } catch (err) {
    if (!isDomainRejection(err)) throw err;
    throw refused(c, event, state, position, err.refusal);
  }
};

/**
 * `decideTable` without throwing: the events and the state after them (`evolveTable` of each event in turn on
 * `state`: the evolve that checked them, so a caller that keeps the board's state need not evolve them again),
 * or the refusal. Any input is answered (a value that is no command at all is an `InvalidCommand`); only a bug
 * of the engine throws.
 */
export const tryDecideTable = (
  command: TableCommand,
  state: TableState,
):
  | { readonly ok: true; readonly events: readonly TableEvent[]; readonly state: TableState }
  | { readonly ok: false; readonly error: CommandRefused } => {
  try {
    return { ok: true, ...decided(command, state) };
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
