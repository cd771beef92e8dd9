import { frozenThrough } from "./recipe.ts";

/**
 * Whether `list` begins with the entries of `before`, the same values in the same places: it is `before` grown
 * at its end (a board's audit trail from one version to the next shares every earlier entry).
 */
export const continues = (before: readonly unknown[], list: readonly unknown[]): boolean => {
  if (before === list) return true;
  if (before.length > list.length) return false;
  for (let i = before.length - 1; i >= 0; i -= 1) if (before[i] !== list[i]) return false;
  return true;
};

/** The last list a `GrowingMap` mapped: its entries, what they gave, and the places to map again each time. */
interface Mapped<U> {
  readonly list: readonly unknown[];
  readonly out: readonly U[];
  /** Entries that may still change (not frozen through and through): mapped at every call. */
  readonly again: readonly number[];
}

/**
 * `list.map(f)` for lists that grow at their end from one call to the next (a board's audit trail, version
 * after version): when `list` continues the last list mapped with the same first entry (`continues`), the
 * last result is continued and only the entries added are mapped. An entry frozen through and through can no
 * longer change, so what `f` gave for it stands; any other entry is mapped at every call. `f` must give the same
 * for the same entry (a function of the entry alone). A list whose first entry is not an object, or that
 * continues no list mapped before, is mapped whole. The result is shared by the calls that give it: never
 * change it in place.
 */
export class GrowingMap<T, U> {
  /** By the first entry of the list mapped (a value frozen through, shared by every version of the list). */
  private readonly last = new WeakMap<object, Mapped<U>>();

  constructor(private readonly f: (entry: T) => U) {}

  map(list: readonly T[]): readonly U[] {
    const head = list[0];
    if (list.length < 2 || typeof head !== "object" || head === null) return list.map((x) => this.f(x));
    const before = this.last.get(head);
    if (before !== undefined && before.list === list && before.again.length === 0) return before.out;
    const from = before !== undefined && continues(before.list, list) ? before : undefined;
    const out: U[] = from === undefined ? [] : from.out.slice();
    const again: number[] = [];
    if (from !== undefined) {
      for (const i of from.again) {
        out[i] = this.f(list[i]!);
        again.push(i);
      }
    }
    for (let i = out.length; i < list.length; i += 1) {
      const entry = list[i]!;
      out.push(this.f(entry));
      if (!frozenThrough(entry)) again.push(i);
    }
    this.last.set(head, { list, out, again });
    return out;
  }
}
