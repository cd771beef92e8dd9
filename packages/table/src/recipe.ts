import { current, type Draft, Immer, isDraft } from "immer";
import type { TableState } from "./state.ts";

/**
 * The table's immer runner for the Laws written as recipes (style.md): a recipe mutates its draft and returns
 * nothing. The table state is shared with reducers that copy instead of mutating, so the produced state is not
 * frozen (a frozen play state would break them); nothing keeps a draft after its recipe returns.
 */
const immer = new Immer({ autoFreeze: false });

/** A Law as an immer recipe on the whole board: `(draft, event, position) => void`. */
export type TableRecipe<E> = (d: Draft<TableState>, e: E, position: number) => void;

/** Runs a recipe through `produce`, in the handler style of `evolve.ts`. */
export const viaRecipe =
  <E>(recipe: TableRecipe<E>) =>
  (s: TableState, e: E, position: number): TableState =>
    immer.produce(s, (d) => {
      recipe(d, e, position);
    });

/** Applies one recipe to a state outside a handler (a wrapper that adds a Law's consequence to a result). */
export const produceTable = (s: TableState, recipe: (d: Draft<TableState>) => void): TableState =>
  immer.produce(s, (d) => {
    recipe(d);
  });

/** The current value of a draft (to hand to a pure reducer of a phase package). */
export const currentOf = <T>(value: Draft<T> | T): T =>
  (isDraft(value) ? current(value as never) : value) as T;
