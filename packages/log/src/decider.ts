import { EventRejected, type LogError } from "./errors.ts";
import type { Draft } from "./recipe.ts";
import { type Refusal, refusalReason } from "./refusal.ts";

/**
 * A Decider: a state, how an event changes it, and which events a command produces.
 * `evolve` must be pure and total over recorded facts; it may throw a `DomainRejection` only to refuse an
 * event that is physically impossible. `decide` never appends anything itself: its events are appended to
 * the log, then replayed.
 */
export interface Decider<C, E, S> {
  readonly initialState: S;
  evolve(state: S, event: E): S;
  decide(command: C, state: S): readonly E[];
  /**
   * The bulk runner of the same transitions (optional): `evolve` written as a recipe, which `replay` applies
   * to one private mutable state for the whole log, from `start()` (a fresh initial state that shares nothing),
   * instead of making a new state per event. It must derive the same states as `evolve`.
   */
  readonly bulk?: BulkEvolve<E, S>;
}

/** A Decider's transitions as one recipe applied in place, for replaying a whole log (see `Decider.bulk`). */
export interface BulkEvolve<E, S> {
  start(): S;
  apply(state: Draft<S>, event: E): void;
}

/** Thrown by an `evolve` to refuse a physically impossible event; replay turns it into an `EventRejected`. */
export class DomainRejection extends Error {
  readonly _tag = "DomainRejection";
  override readonly name = "DomainRejection";
  /** Why, as data. */
  readonly refusal: Refusal;
  /** Why, in plain data words (`refusalReason`). */
  readonly reason: string;
  constructor(refusal: Refusal) {
    // a refusal is plain data: copied now, so that one thrown from inside a recipe holds no draft of the state
    // (an immer draft is revoked once the recipe ends)
    const data = JSON.parse(JSON.stringify(refusal)) as Refusal;
    const reason = refusalReason(data);
    super(reason);
    this.refusal = data;
    this.reason = reason;
  }
}

const refusalOf = (e: DomainRejection): Refusal => e.refusal;

/** True for a `DomainRejection` (checked by `_tag` too, so a copy of this package from elsewhere also counts). */
export const isDomainRejection = (u: unknown): u is DomainRejection =>
  u instanceof DomainRejection ||
  (u instanceof Error &&
    (u as { _tag?: unknown })._tag === "DomainRejection" &&
    typeof (u as { refusal?: unknown }).refusal === "object" &&
    (u as { refusal?: unknown }).refusal !== null);

export interface ReplayResult<S> {
  /** The state derived by every applied event (all of them when there is no error). */
  readonly state: S;
  /** How many events were applied. */
  readonly applied: number;
  /** The first rejection (or, for `replayLines`, the decoding error that stopped the log), if any. */
  readonly error?: LogError;
}

export interface ReplayOptions {
  /** `positions[i]` is the log line of event `i`; without it errors name the 1-based event position. */
  readonly positions?: readonly number[];
}

/**
 * Replays events through `evolve`, a left fold from `initialState`. Stops at the first `DomainRejection`,
 * returning the state derived by the events before it and an `EventRejected` naming the event's line (or
 * 1-based position). Any other exception thrown by `evolve` is a bug in the domain and is rethrown.
 */
export function replay<E, S>(
  decider: Pick<Decider<unknown, E, S>, "initialState" | "evolve" | "bulk">,
  events: Iterable<E>,
  options?: ReplayOptions,
): ReplayResult<S> {
  const positions = options?.positions;
  if (decider.bulk !== undefined) {
    const all = Array.isArray(events) ? (events as readonly E[]) : [...events];
    const r = replayInPlace(decider.bulk, all, itself);
    return r.rejected === undefined
      ? { state: r.state, applied: r.applied }
      : {
          state: r.state,
          applied: r.applied,
          error: new EventRejected(positions?.[r.applied] ?? r.applied + 1, r.rejected, r.applied + 1),
        };
  }
  let state = decider.initialState;
  let applied = 0;
  for (const event of events) {
    try {
      state = decider.evolve(state, event);
    } catch (e) {
      if (!isDomainRejection(e)) throw e;
      const position = applied + 1;
      return {
        state,
        applied,
        error: new EventRejected(positions?.[applied] ?? position, refusalOf(e), position),
      };
    }
    applied++;
  }
  return { state, applied };
}

/**
 * Replays the lines of a decoded log (see `decodeJsonLines`), naming errors by their line in the file. When
 * every decoded line replays but decoding stopped at a bad line, the result carries that decoding error.
 */
export function replayLines<E, S>(
  decider: Pick<Decider<unknown, E, S>, "initialState" | "evolve" | "bulk">,
  log: { readonly lines: readonly { readonly line: number; readonly event: E }[]; readonly error?: LogError },
): ReplayResult<S> {
  const lines = log.lines;
  if (decider.bulk !== undefined) {
    const r = replayInPlace(decider.bulk, lines, eventOfLine);
    if (r.rejected !== undefined) {
      return {
        state: r.state,
        applied: r.applied,
        error: new EventRejected(lines[r.applied]!.line, r.rejected, r.applied + 1),
      };
    }
    return log.error === undefined
      ? { state: r.state, applied: r.applied }
      : { state: r.state, applied: r.applied, error: log.error };
  }
  let state = decider.initialState;
  let applied = 0;
  for (const { line, event } of lines) {
    try {
      state = decider.evolve(state, event);
    } catch (e) {
      if (!isDomainRejection(e)) throw e;
      return { state, applied, error: new EventRejected(line, refusalOf(e), applied + 1) };
    }
    applied++;
  }
  return log.error === undefined ? { state, applied } : { state, applied, error: log.error };
}

/**
 * The bulk runner: one private mutable state for the whole log, each event applied in place by the recipe;
 * the state is handed over once, at the end (not frozen: it belongs to the caller). An event refused part way
 * through may have changed the state already, so the events before it are applied again to a fresh state
 * (once, on the error path), which gives exactly the state derived by the events before the refused one.
 */
function replayInPlace<T, E, S>(
  bulk: BulkEvolve<E, S>,
  items: readonly T[],
  eventOf: (item: T) => E,
): { state: S; applied: number; rejected?: Refusal } {
  let state = bulk.start();
  const n = items.length;
  for (let i = 0; i < n; i++) {
    try {
      bulk.apply(state as Draft<S>, eventOf(items[i]!));
    } catch (e) {
      if (!isDomainRejection(e)) throw e;
      state = bulk.start();
      for (let j = 0; j < i; j++) bulk.apply(state as Draft<S>, eventOf(items[j]!));
      return { state, applied: i, rejected: refusalOf(e) };
    }
  }
  return { state, applied: n };
}

const itself = <E>(event: E): E => event;
const eventOfLine = <E>(line: { readonly event: E }): E => line.event;
