import { canonicalJson } from "./canonical.ts";
import { isDomainRejection } from "./decider.ts";

/*
 * Given / when / then for the Laws (Emmett's DeciderSpecification, style.md): the one test language of every
 * Law test, over data, never over words:
 *
 *   given([call("N", "1S"), call("E", "1H")])
 *     .when(option("S", "27A1", "refuse"))
 *     .then({ audit: [{ _tag: "MustReplace", law: "27B", seat: "E" }], pending: [] });
 *
 * Each package instantiates it with its own runner (`lawSpecification`): how a state starts, how an event
 * applies, and what an event derived (its audit entries, the options and questions open after it, the reviews
 * it added). Framework-free: a mismatch throws an Error that shows both sides, so any test runner can use it.
 */

/** What one event derived: the consequences it added and what is open after it. */
export interface Observed {
  /** The audit entries the event derived. */
  readonly audit: readonly object[];
  /** The options open after the event. */
  readonly pending: readonly object[];
  /** The questions for the Director open after the event. */
  readonly rulings: readonly object[];
  /** The end-of-play reviews the event added. */
  readonly reviews: readonly object[];
}

/**
 * What a test expects of one event: for each list given, the same number of items in the same order, each
 * matching as a subset (the fields it names have those values, deeply; others are free). `state`: any more
 * checks of the state after the event (throw to fail).
 */
export interface Expected<S> {
  readonly audit?: readonly object[];
  readonly pending?: readonly object[];
  readonly rulings?: readonly object[];
  readonly reviews?: readonly object[];
  readonly state?: (state: S) => void;
}

/** How a package runs its Laws for the test language. */
export interface LawRunner<E, S> {
  /** A new initial state. */
  readonly start: () => S;
  /** The state after `event` at log `position` (throws a `DomainRejection` to refuse it). */
  readonly apply: (state: S, event: E, position: number) => S;
  /** What the event derived, from the states before and after it. */
  readonly observe: (before: S, after: S) => Observed;
  /** The log position of the first given event (default 1). */
  readonly firstPosition?: number;
}

/** The result of a `when`: expectations on what the event derived, or on its refusal. */
export interface When<S> {
  /** The state after the event. */
  readonly state: S;
  /** Each list given equals what the event derived (see `Expected`); an array is the audit entries alone. */
  then(expected: Expected<S> | readonly object[]): When<S>;
  /** Each item given is among what the event derived, in that order (others may come between). */
  thenSome(expected: Expected<S> | readonly object[]): When<S>;
}

/** A `given`: the state after its events, and `when` for the next one. */
export interface Given<E, S> {
  readonly state: S;
  /** The log position the next event takes. */
  readonly position: number;
  when(event: E): When<S>;
  /** The event is refused (a `DomainRejection`) with a refusal matching `refusal` as a subset. */
  whenRefused(event: E, refusal: object): void;
}

const show = (u: unknown): string => {
  try {
    return canonicalJson(u);
  } catch {
    return String(u);
  }
};

/** True when `actual` has every field of `expected` with the same value (deeply, objects as subsets). */
export const matches = (actual: unknown, expected: unknown): boolean => {
  if (expected === actual) return true;
  if (Array.isArray(expected)) {
    return (
      Array.isArray(actual) &&
      actual.length === expected.length &&
      expected.every((x, i) => matches(actual[i], x))
    );
  }
  if (expected !== null && typeof expected === "object") {
    if (actual === null || typeof actual !== "object") return false;
    return Object.entries(expected).every(([k, v]) =>
      v === undefined
        ? (actual as Record<string, unknown>)[k] === undefined
        : matches((actual as Record<string, unknown>)[k], v),
    );
  }
  return false;
};

/** Every expected item matches the actual item at its place, and there are as many. */
const sameList = (actual: readonly object[], expected: readonly object[]): boolean =>
  actual.length === expected.length && expected.every((x, i) => matches(actual[i], x));

/** The expected items match actual items in order (a subsequence). */
const inOrder = (actual: readonly object[], expected: readonly object[]): boolean => {
  let i = 0;
  for (const a of actual) if (i < expected.length && matches(a, expected[i])) i += 1;
  return i === expected.length;
};

const LISTS = ["audit", "pending", "rulings", "reviews"] as const;

const check = <S>(
  what: string,
  observed: Observed,
  state: S,
  expected: Expected<S> | readonly object[],
  compare: (a: readonly object[], e: readonly object[]) => boolean,
): void => {
  const e: Expected<S> = Array.isArray(expected)
    ? { audit: expected as readonly object[] }
    : (expected as Expected<S>);
  for (const list of LISTS) {
    const want = e[list];
    if (want === undefined) continue;
    if (!compare(observed[list], want)) {
      throw new Error(`${what}: ${list}\n  expected ${show(want)}\n  but got  ${show(observed[list])}`);
    }
  }
  e.state?.(state);
};

/**
 * The test language of a package's Laws: `given(events).when(event).then(expected)`. Positions follow the
 * log: the first given event takes `firstPosition` (1 by default), each next event the next position.
 */
export const lawSpecification =
  <E, S>(runner: LawRunner<E, S>) =>
  (events: readonly E[]): Given<E, S> => {
    const first = runner.firstPosition ?? 1;
    let state = runner.start();
    events.forEach((e, i) => {
      try {
        state = runner.apply(state, e, first + i);
      } catch (err) {
        if (isDomainRejection(err))
          throw new Error(`given: event ${i + 1} (${show(e)}) refused: ${err.reason}`);
        throw err;
      }
    });
    const position = first + events.length;
    const before = state;
    return {
      state: before,
      position,
      when(event: E): When<S> {
        let after: S;
        try {
          after = runner.apply(before, event, position);
        } catch (err) {
          if (isDomainRejection(err)) throw new Error(`when ${show(event)}: refused: ${err.reason}`);
          throw err;
        }
        const observed = runner.observe(before, after);
        const what = `when ${show(event)}`;
        const result: When<S> = {
          state: after,
          // biome-ignore lint/suspicious/noThenProperty: given/when/then is the Laws' test language (style.md); a When is never awaited
          then(expected) {
            check(what, observed, after, expected, sameList);
            return result;
          },
          thenSome(expected) {
            check(what, observed, after, expected, inOrder);
            return result;
          },
        };
        return result;
      },
      whenRefused(event: E, refusal: object): void {
        try {
          runner.apply(before, event, position);
        } catch (err) {
          if (!isDomainRejection(err)) throw err;
          if (!matches(err.refusal, refusal))
            throw new Error(
              `when ${show(event)}: refused as ${show(err.refusal)}, expected ${show(refusal)}`,
            );
          return;
        }
        throw new Error(`when ${show(event)}: expected a refusal ${show(refusal)}, but it was taken`);
      },
    };
  };
