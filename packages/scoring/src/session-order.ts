import type { TableResult } from "./session-types.ts";

/** Natural order for ids such as table numbers: "2" before "10", then text order. */
export const naturalCompare = (a: string, b: string): number => {
  const na = Number(a);
  const nb = Number(b);
  if (a !== "" && b !== "" && Number.isFinite(na) && Number.isFinite(nb) && na !== nb) return na - nb;
  return a < b ? -1 : a > b ? 1 : 0;
};

/** A table's number for ordering: the number it spells, NaN for none (or text). */
export const tableKey = (t: string | undefined): number =>
  t === undefined || t === "" ? Number.NaN : Number(t);

/** Results in table order (numbers as numbers), then by source, then as given. */
export const tableOrder =
  (results: readonly TableResult[]) =>
  (i: number, j: number): number => {
    const a = results[i]!;
    const b = results[j]!;
    const ka = tableKey(a.table);
    const kb = tableKey(b.table);
    if (!Number.isNaN(ka) && !Number.isNaN(kb) && ka !== kb) return ka - kb;
    return (
      naturalCompare(a.table ?? "", b.table ?? "") || naturalCompare(a.source ?? "", b.source ?? "") || i - j
    );
  };

/**
 * Whether `rows` is one non-descending run for `order` (each row not before the one above it): the array
 * that `rows.sort(order)` leaves as it is (the sort first measures the run at the start, here the whole
 * array). The usual case: a board's results come in table order, and the sort is skipped.
 */
export const inOrder = (rows: ArrayLike<number>, order: (i: number, j: number) => number): boolean => {
  for (let k = 1; k < rows.length; k += 1) if (order(rows[k]!, rows[k - 1]!) < 0) return false;
  return true;
};
