/**
 * Whether two values are the same JSON data: what canonical JSON (`@bridgelaw/log`) would write as the same
 * text, told without writing it. Conservative: it says `true` only for plain JSON data (objects with the
 * plain prototype, arrays, strings, finite numbers, booleans, null; a member `undefined` counts as absent, as
 * canonical JSON leaves it out) and `false` for anything else (a `toJSON`, a class instance, NaN), where the
 * caller does the longer check.
 */
export const sameJson = (a: unknown, b: unknown): boolean => {
  if (a === b) return typeof a !== "number" || Number.isFinite(a);
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) {
      const x: unknown = a[i];
      if (x === undefined || !sameJson(x, b[i])) return false;
    }
    return true;
  }
  if (Array.isArray(b) || !plain(a) || !plain(b)) return false;
  const x = a as Readonly<Record<string, unknown>>;
  const y = b as Readonly<Record<string, unknown>>;
  let members = 0;
  for (const k in x) {
    if (!Object.hasOwn(x, k) || x[k] === undefined) continue;
    if (!Object.hasOwn(y, k) || !sameJson(x[k], y[k])) return false;
    members++;
  }
  for (const k in y) if (Object.hasOwn(y, k) && y[k] !== undefined) members--;
  return members === 0;
};

/** A plain object (as JSON.parse makes them, or a literal), without a `toJSON` of its own. */
const plain = (o: object): boolean => {
  const proto = Object.getPrototypeOf(o);
  return (
    (proto === Object.prototype || proto === null) && typeof (o as { toJSON?: unknown }).toJSON !== "function"
  );
};
