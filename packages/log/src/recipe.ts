import { current, type Draft, Immer, isDraft, isModified, original } from "immer";

export type { Draft } from "immer";

/**
 * A state transition written as an immer recipe (style.md): it mutates the draft it is given and returns
 * nothing; it never reads the clock, never does I/O and never keeps the draft after it returns. The same
 * recipe runs under both runners: `produceState` (a pure step, for `evolve`) and a bulk replay that applies
 * it to one private mutable state for a whole log (`Decider.bulk`).
 */
export type Recipe<S, A extends readonly unknown[]> = (draft: Draft<S>, ...args: A) => void;

/**
 * The project's own immer, so that an application's global immer settings (`setAutoFreeze`, …) neither
 * change what `evolve` returns nor are changed by it: every state a pure step returns is frozen, and shares
 * the structure it did not change with the state before.
 */
const immer = new Immer({ autoFreeze: true });

/** Where immer keeps a draft's state (`Symbol.for`: the same in every build of immer). */
const DRAFT_STATE = Symbol.for("immer-state");

/**
 * The field of a draft's state that holds its values as they stand (immer's copy of a changed draft), found
 * once on a draft made for the purpose: immer's builds name it differently (a minified build renames it), and a
 * version that keeps it elsewhere is not guessed at (undefined: `current` is used instead).
 */
const COPY_FIELD: string | undefined = (() => {
  const base = { list: [1] };
  let field: string | undefined;
  immer.produce(base, (d) => {
    d.list.push(2);
    const state = (d.list as unknown as Record<symbol, Record<string, unknown> | undefined>)[DRAFT_STATE];
    if (state === undefined) return;
    const found = Object.keys(state).filter((k) => {
      const v = state[k];
      return Array.isArray(v) && !isDraft(v) && v !== base.list && v.length === 2 && v[0] === 1 && v[1] === 2;
    });
    if (found.length === 1) field = found[0];
  });
  return field;
})();

/**
 * A changed draft's values as they stand, to read: immer's own copy (no copy made; values it drafted are
 * drafts, read through), or `current` when that copy cannot be found (a copy of the whole draft).
 */
const latestOf = <T>(draft: Draft<T>): T => {
  if (COPY_FIELD === undefined) return current(draft) as T;
  const state = (draft as unknown as Record<symbol, Record<string, unknown> | undefined>)[DRAFT_STATE];
  const copy = state?.[COPY_FIELD];
  return (copy === undefined ? current(draft) : copy) as T;
};

/** The pure runner: the next state of `base` after `recipe`, immutable, sharing what did not change. */
export const produceState = <S>(base: S, recipe: (draft: Draft<S>) => void): S =>
  immer.produce(base, (draft: Draft<S>) => {
    recipe(draft);
  }) as S;

/** The value with each draft in it, at any depth, replaced by its current value (a list made anew in a recipe holds drafts). */
const settled = (value: unknown): unknown => {
  if (isDraft(value)) return current(value);
  if (Array.isArray(value)) return value.map(settled);
  if (value !== null && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, settled(v)]));
  return value;
};

/** A deep copy of a value that is not itself a draft but may hold drafts (structuredClone cannot copy them). */
const deepCopy = <T>(value: T): T => {
  try {
    return structuredClone(value);
  } catch {
    return structuredClone(settled(value)) as T;
  }
};

/**
 * A copy of a state as it stands now, that later recipes cannot change (a draft's current value, or a deep
 * copy of a private mutable state or of a value made anew in a recipe): what a Law that looks back at an
 * earlier state keeps (Law 33, the end of the auction 22).
 */
export const snapshotOf = <T>(value: Draft<T> | T): T =>
  (isDraft(value) ? current(value as Draft<T>) : deepCopy(value)) as T;

/**
 * A private mutable copy of a kept value, to put back into a draft and change there (immer drafts only the
 * state's own values: a frozen value put into a draft stays frozen).
 */
export const thawed = <T>(value: T | Draft<T>): Draft<T> =>
  (isDraft(value) ? structuredClone(current(value as Draft<T>)) : deepCopy(value)) as Draft<T>;

/**
 * Whether a value is frozen through and through, as `produceState` leaves every value of a state: it can no
 * longer change, so what is derived from it may be kept for it (a view's text, a worded entry). A bulk replay's
 * values, or a value frozen on the outside only, are not.
 */
export const frozenThrough = (value: unknown): boolean => {
  if (value === null || typeof value !== "object") return true;
  if (throughout.has(value)) return true;
  if (!Object.isFrozen(value)) return false;
  if (Array.isArray(value)) {
    // its items, by index (for…in would make a string of each index)
    for (let i = 0; i < value.length; i++) if (!frozenThrough(value[i])) return false;
  } else for (const k in value) if (!frozenThrough((value as Record<string, unknown>)[k])) return false;
  throughout.add(value);
  return true;
};

/** The values found frozen through and through (they stay so): each is walked once, not at every asking. */
const throughout = new WeakSet<object>();

/**
 * What a value holds now, whole, to read (never to change): inside a draft, immer's `current` (a copy of what
 * the recipe changed so far, sharing the rest), so that a query reading much of it deep makes no draft of each
 * value it reads; outside one, the value itself (the bulk replay's own state: no copy). For a Law that reads a
 * large part of the state (Law 64 reads every trick and every revoke), where `peek` would read one level only.
 */
export const currentOf = <T>(value: T | Draft<T>): T =>
  (isDraft(value) ? current(value as Draft<T>) : value) as T;

/**
 * What a value holds now, to read (never to change): outside a draft, the value itself (so a later change
 * shows through it: read it before changing what it came from); inside one, the draft's base while the recipe
 * has not changed it, else immer's own copy as it stands (no copy is made either way: a value of it the recipe
 * reached through the draft is itself a draft, read through). Reading a list through it costs none of the
 * draft's per-element bookkeeping; a change still goes through the draft (`d.hands[seat] = hand.filter(…)`).
 */
export const peek = <T>(value: T | Draft<T>): T => {
  if (!isDraft(value)) return value as T;
  const draft = value as Draft<T>;
  if (!isModified(draft)) return original(draft) as T;
  return latestOf(draft);
};
