/**
 * Given / when / then for the table (Emmett's DeciderSpecification, style.md), the one test language of its
 * Laws and of its Decider: a test reads like a Director's note. Framework-free (it throws on a mismatch), so
 * any test runner can use it. `given(events)` is the board after those events; `when` takes the next step:
 *
 * - an **event** (a fact of the log, no `actor`): what the Laws derive from it, as data: the audit entries it
 *   added, the options and questions open after it, the reviews it added (`lawSpecification` of
 *   `@bridgelaw/log`); `whenRefused(event, { _tag … })` for an event replay refuses (`DomainRejection`):
 *
 *     given([boardStarted(5, D14), call("N", "1NT"), call("E", "P")])
 *       .when({ type: "WrongNumberOfCards", seat: "E" })
 *       .then({ audit: [{ _tag: "WrongCountFound", law: "13B", seat: "E", count: 12 }],
 *               rulings: [{ _tag: "CalledWithWrongCount", law: "13B", answers: ["play", "adjust"] }] });
 *
 * - a **command** (what a person asks the table, with its `actor`): the events `decide` records, or its
 *   refusal (the Decider's tests):
 *
 *     given([boardStarted(3), call("S", "1NT"), call("N", "P")])      // North called out of rotation
 *       .when({ type: "ChooseOption", actor: player("W"), law: "29A", option: "accept" })
 *       .then([{ type: "OptionChosen", seat: "W", law: "29A", option: "accept" }]);
 *     given([boardStarted(3)])
 *       .when({ type: "MakeCall", actor: player("N"), seat: "S", call: "1NT" })
 *       .then({ refused: "ActorNotAllowed", reason: /may not act for South/ });
 *
 * The two are told apart by the `actor` field: every command has one (who gives it), no event has one. The
 * positions follow the log: `BoardStarted` is position 1, the event of `when` takes the next one.
 */
import type { Call, Card, Seat } from "@bridgelaw/cards";
import {
  canonicalJson,
  type Expected,
  isDomainRejection,
  type Given as LawGiven,
  type When as LawWhen,
  type LogError,
  lawSpecification,
  type Refusal,
} from "@bridgelaw/log";
import type { TableCommand } from "./commands/commands.ts";
import { decideTable } from "./commands/decide.ts";
import { type CommandRefused, isCommandRefused } from "./commands/errors.ts";
import type { TableEvent } from "./events.ts";
import { evolveTable } from "./evolve.ts";
import { initialTableState, type TableState } from "./state.ts";
import { viewOf } from "./view.ts";

/** The deal of the README's examples (board 7): North AKQ2.KJ5.T98.A43 … */
export const DEAL = "N:AKQ2.KJ5.T98.A43 JT9.AQ8.765.KQJ2 876.T9432.AKQ.T9 543.76.J432.8765";

export const boardStarted = (board: number, deal: string = DEAL): TableEvent => ({
  type: "BoardStarted",
  board,
  deal,
});
export const call = (seat: Seat, c: Call): TableEvent => ({
  type: "CallMade",
  seat,
  call: c,
});
export const card = (seat: Seat, c: Card): TableEvent => ({
  type: "CardPlayed",
  seat,
  card: c,
});

/** The state the events derive, failing with the position of an event replay refuses. */
export const stateOf = (events: readonly TableEvent[]): TableState =>
  events.reduce((s, e, i) => {
    try {
      return evolveTable(s, e);
    } catch (err) {
      if (isDomainRejection(err)) throw new Error(`given: event ${i + 1} (${e.type}) refused: ${err.reason}`);
      throw err;
    }
  }, initialTableState);

const show = (u: unknown): string => canonicalJson(u);

export interface Then {
  /** The state after the given events and those decided. */
  readonly state: TableState;
}

/** A refusal expected: its tag, and a pattern its reason matches. */
export interface Refused {
  readonly refused: CommandRefused["_tag"];
  readonly reason?: RegExp;
}

export interface When {
  /** `decide` records exactly these events (and replay takes them), or refuses as `{ refused, reason }` says. */
  then(expected: readonly TableEvent[]): Then;
  then(expected: Refused): CommandRefused;
  /** `decide` refuses with this tag (`ActorNotAllowed`, `CardNotInHand` …), its reason matching `reason`. */
  thenRefuses(tag: CommandRefused["_tag"], reason?: RegExp): CommandRefused;
}

/**
 * The table's Laws in the one test language: what an event derived (the audit entries and reviews it added,
 * the options and questions open after it, as the view lists them) from the state before it and after it.
 */
export const tableLaws: (events: readonly TableEvent[]) => LawGiven<TableEvent, TableState> =
  lawSpecification<TableEvent, TableState>({
    start: () => initialTableState,
    apply: (s, e) => evolveTable(s, e),
    observe: (before, after) => {
      const view = viewOf(after);
      return {
        audit: after.audit.slice(before.audit.length),
        pending: view.pending,
        rulings: view.rulingsNeeded,
        reviews: view.auction.reviews.slice(before.auction?.reviews.length ?? 0),
      };
    },
  });

/** What `given(events)` offers: the state, the next position, and `when` a command or an event. */
export interface Given {
  readonly state: TableState;
  /** The log position the next event takes. */
  readonly position: number;
  /** A command (it has an `actor`): the events `decide` records, or its refusal. */
  when(command: TableCommand): When;
  /** An event (no `actor`): what the Laws derive from it, as data (`then`, `thenSome`). */
  when(event: TableEvent): LawWhen<TableState>;
  /** The event is refused by replay (a `DomainRejection`) with a refusal matching `refusal` as a subset. */
  whenRefused(event: TableEvent, refusal: object): void;
}

export type { Expected };

/** A log error as a test reads it: with the Laws' refusal as data when replay refused an event (`EventRejected`). */
export type ReplayError = LogError & { readonly refusal?: Refusal };

/** A replay whose error shows its refusal: the tests of the Laws read refusals as data (`r.error?.refusal`). */
export const withRefusal = <R extends { readonly error?: LogError }>(
  r: R,
): Omit<R, "error"> & { readonly error?: ReplayError } => r;

export const given = (events: readonly TableEvent[]): Given => {
  const before = stateOf(events);
  let laws: LawGiven<TableEvent, TableState> | undefined;
  // the Laws' runner replays the given events once more, only when an event is taken
  const lawsGiven = (): LawGiven<TableEvent, TableState> => {
    laws ??= tableLaws(events);
    return laws;
  };
  const whenCommand = (command: TableCommand): When => ({
    // biome-ignore lint/suspicious/noThenProperty: given/when/then is the Decider's test language (style.md); a When is never awaited
    then: ((expected: readonly TableEvent[] | Refused) => {
      if (!Array.isArray(expected)) {
        const r = expected as Refused;
        return whenCommand(command).thenRefuses(r.refused, r.reason);
      }
      let actual: readonly TableEvent[];
      try {
        actual = decideTable(command, before);
      } catch (err) {
        throw new Error(
          `when ${command.type}: expected ${show(expected)}, but decide refused: ${isCommandRefused(err) ? `${err._tag}: ${err.reason}` : String(err)}`,
        );
      }
      if (show(actual) !== show(expected)) {
        throw new Error(
          `when ${command.type}: expected ${show(expected)}\n  but decide gave ${show(actual)}`,
        );
      }
      return { state: actual.reduce(evolveTable, before) };
    }) as When["then"],
    thenRefuses: (tag, reason) => {
      let events: readonly TableEvent[];
      try {
        events = decideTable(command, before);
      } catch (err) {
        if (!isCommandRefused(err)) throw err;
        if (err._tag !== tag)
          throw new Error(`when ${command.type}: expected ${tag}, got ${err._tag}: ${err.reason}`);
        if (reason !== undefined && !reason.test(err.reason)) {
          throw new Error(`when ${command.type}: ${tag} "${err.reason}" does not match ${reason}`);
        }
        return err;
      }
      throw new Error(`when ${command.type}: expected ${tag}, but decide recorded ${show(events)}`);
    },
  });
  const isCommand = (x: TableCommand | TableEvent): x is TableCommand => "actor" in x;
  return {
    state: before,
    position: before.applied + 1,
    when: ((x: TableCommand | TableEvent) =>
      isCommand(x) ? whenCommand(x) : lawsGiven().when(x)) as Given["when"],
    whenRefused: (e, refusal) => lawsGiven().whenRefused(e, refusal),
  };
};

/** Who originates an event at the table: in the main entry (`actorOf`), here too for the tests written with it. */
export { actorOf } from "./commands/origin.ts";
