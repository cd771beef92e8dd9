/**
 * Strict JSON for log lines: what `JSON.parse` accepts, less what would let two readers of the same line see
 * different facts, or crash one of them.
 *
 * - **A duplicate key** (at any depth): JSON.parse keeps the last value, another reader the first. A sealed
 *   line's hash covers the parsed record, so a duplicate could show one card to a reader and hash another.
 * - **A lone surrogate** (`"\ud800"` escaped, or raw in the text): not Unicode text; canonical JSON (RFC 8785,
 *   I-JSON) cannot hash it.
 * - **Nesting deeper than `MAX_DEPTH`** (the vocabulary needs 3 levels): a printer or a checker that walks
 *   the record would run out of stack.
 * - **A number out of range** (`1e400` reads as Infinity): canonical JSON has no such number.
 * - **A number the chain cannot see** (the log's number rule): an integer beyond 2^53 (`12345678901234567001`
 *   reads as …7000: its last digits could be edited under the same hash), and a number not written as the
 *   log writes it (`8.0`, `1E2`, `-0`, `0.50`: another text of the same value). A log line's numbers are
 *   each value's one text (ECMAScript's `Number.prototype.toString`, what `JSON.stringify` and canonical JSON
 *   write), so the hash of the parsed line covers every byte of its numbers.
 *
 * The cost over JSON.parse is kept small by checking the parsed value, not re-parsing the text: the text is
 * scanned once for its quote marks (every key and every string value is one pair of them), the parsed value
 * is walked once (counting its keys and strings, bounding its depth) and a duplicate key shows as a parsed
 * value with fewer strings than the text has. Only then is the text scanned again to name the key.
 */

/** The deepest nesting a log line may have (a line's own object is level 1; the vocabulary needs 3). */
export const MAX_DEPTH = 16;

export type StrictJsonProblem =
  | "syntax"
  | "duplicate-key"
  | "lone-surrogate"
  | "too-deep"
  | "number-out-of-range"
  | "number-not-exact"
  | "number-not-canonical"
  | "byte-order-mark";

/** Thrown by `parseStrictJson`: `problem` says which rule the text broke, `reason` is one readable sentence. */
export class StrictJsonError extends Error {
  readonly _tag = "StrictJsonError";
  override readonly name = "StrictJsonError";
  constructor(
    readonly problem: StrictJsonProblem,
    readonly reason: string,
    /** Where in the value (empty for the value itself, or when unknown). */
    readonly path: readonly (string | number)[] = [],
  ) {
    super(reason);
  }
}

export interface StrictJsonOptions {
  /** The deepest nesting accepted (default `MAX_DEPTH`; the top-level value is level 1). */
  readonly maxDepth?: number;
}

/**
 * Parses one JSON text as `JSON.parse` does, and refuses a duplicate key, a lone surrogate, nesting deeper
 * than `maxDepth`, a number out of range, an integer beyond 2^53 (`number-not-exact`) and a number not in its
 * one text (`number-not-canonical`: `8.0`, `1E2`, `-0`) with a `StrictJsonError`; a text that is not JSON at
 * all is a `StrictJsonError` with problem `"syntax"` (`not valid JSON: …`).
 */
export function parseStrictJson(text: string, options?: StrictJsonOptions): unknown {
  const maxDepth = options?.maxDepth ?? MAX_DEPTH;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    if (text.charCodeAt(text.search(/[^ \t\r\n]/)) === 0xfeff) {
      throw new StrictJsonError(
        "byte-order-mark",
        "a byte order mark (U+FEFF) starts this line: only the first line of a file may have one",
      );
    }
    throw new StrictJsonError("syntax", `not valid JSON: ${(e as Error).message.split("\n")[0]}`);
  }
  strings = 0;
  length = 0;
  try {
    measure(value, 1, maxDepth);
  } catch (e) {
    if (!(e instanceof WalkFailure)) throw e;
    if (e.problem === "number-out-of-range") throw outOfRange(e.path);
    throw new StrictJsonError(
      "too-deep",
      `nested deeper than ${maxDepth} levels${at(e.path)}: a log line needs no more than a few`,
      e.path,
    );
  }
  // The fast path: a compact text without escapes has exactly the length measured from the value (and
  // whitespace, an escape, a long form of a number or a dropped duplicate key only make it longer). Its
  // strings are slices of the text, so one native check of the text finds any lone surrogate; its numbers
  // are each at the length of its one text, which only that text has (see `shortestNumberLength`).
  if (length === text.length) {
    if (!isWellFormed(text)) throw loneSurrogate(firstLoneSurrogatePath(value) ?? []);
    return value;
  }
  // Otherwise scan the text once: count its strings (every key and every string value is one of them) and
  // read its numbers. A count that differs is a duplicate key, and a number not in its one text is refused:
  // a second scan names either, whichever comes first.
  const scanned = scanText(text);
  if (scanned.strings !== strings || scanned.number !== -1) {
    const problem = textProblem(text, scanned.number);
    if (problem !== undefined) throw problem;
  }
  if (!isWellFormed(text) || hasEscape(text)) {
    const path = firstLoneSurrogatePath(value);
    if (path !== undefined) throw loneSurrogate(path);
  }
  return value;
}

const isWellFormed = (s: string): boolean => (s as unknown as { isWellFormed(): boolean }).isWellFormed();

const hasEscape = (s: string): boolean => s.indexOf("\\") !== -1;

/** Thrown inside `measure` and `firstLoneSurrogatePath`, carrying the path back up (built only on failure). */
class WalkFailure {
  readonly path: (string | number)[] = [];
  constructor(readonly problem: "too-deep" | "number-out-of-range" | "lone-surrogate") {}
}

// What `measure` found: the strings of the value (keys and string values) and the length of its most compact
// text without escapes (a lower bound for numbers).
let strings = 0;
let length = 0;

/**
 * Counts the strings of a parsed value and the length of its most compact text; refuses nesting deeper than
 * `max` and numbers that are not finite. Recursion is bounded by `max`, so a value nested 10,000 deep is
 * refused without running out of stack.
 */
const measure = (value: unknown, depth: number, max: number): void => {
  switch (typeof value) {
    case "string":
      strings++;
      length += value.length + 2;
      return;
    case "number":
      if (!Number.isFinite(value)) throw new WalkFailure("number-out-of-range");
      length += shortestNumberLength(value);
      return;
    case "boolean":
      length += value ? 4 : 5;
      return;
    case "object":
      break;
    default:
      return;
  }
  if (value === null) {
    length += 4;
    return;
  }
  if (depth > max) throw new WalkFailure("too-deep");
  if (Array.isArray(value)) {
    length += value.length === 0 ? 2 : value.length + 1; // brackets and commas
    for (let i = 0; i < value.length; i++) {
      try {
        measure(value[i], depth + 1, max);
      } catch (e) {
        if (e instanceof WalkFailure) e.path.unshift(i);
        throw e;
      }
    }
    return;
  }
  const record = value as Record<string, unknown>;
  let keys = 0;
  for (const key in record) {
    keys++;
    strings++;
    length += key.length + 3; // quotes and colon
    try {
      measure(record[key], depth + 1, max);
    } catch (e) {
      if (e instanceof WalkFailure) e.path.unshift(key);
      throw e;
    }
  }
  length += keys === 0 ? 2 : keys + 1; // braces and commas
};

/**
 * The length of the shortest JSON text of a number, or a lower bound of it: the decimal digits of a safe
 * integer with fewer than two trailing zeros (every other text of it is longer: `1e1` for 10, `5.0` for 5),
 * else 1 (`1e2` is as short as `100`, `1e3` shorter than `1000`: such a line takes the slow path, which
 * reads its numbers).
 */
const shortestNumberLength = (n: number): number => {
  if (!Number.isSafeInteger(n) || n % 100 === 0) return 1; // 0 and -0 too
  return n > 0 && n < 10 ? 1 : String(n).length;
};

/** The path of the first lone surrogate (in a key or a string) of a value, or undefined. */
const firstLoneSurrogatePath = (value: unknown): (string | number)[] | undefined => {
  const visit = (v: unknown): void => {
    if (typeof v === "string") {
      if (!isWellFormed(v)) throw new WalkFailure("lone-surrogate");
      return;
    }
    if (typeof v !== "object" || v === null) return;
    const entries: [string | number, unknown][] = Array.isArray(v)
      ? v.map((x, i) => [i, x])
      : Object.entries(v as Record<string, unknown>);
    for (const [key, child] of entries) {
      try {
        if (typeof key === "string" && !isWellFormed(key)) throw new WalkFailure("lone-surrogate");
        visit(child);
      } catch (e) {
        if (e instanceof WalkFailure) e.path.unshift(key);
        throw e;
      }
    }
  };
  try {
    visit(value);
  } catch (e) {
    if (e instanceof WalkFailure) return e.path;
    throw e;
  }
  return undefined;
};

/**
 * One scan of a JSON text (which JSON.parse accepted): the number of its strings (a quote after a backslash
 * is not a delimiter) and the index of its first number not in its one text, or -1.
 */
const scanText = (text: string): { readonly strings: number; readonly number: number } => {
  let count = 0;
  let number = -1;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
      count++;
    } else if (c === 0x2d || (c >= 0x30 && c <= 0x39)) {
      const end = numberEnd(text, i);
      if (number === -1 && numberRule(text.slice(i, end)) !== undefined) number = i;
      i = end - 1;
    }
  }
  return { strings: count, number };
};

/** The end of the number token starting at `i` (JSON: `-`, digits, `.`, `e`, `E`, `+`). */
const numberEnd = (text: string, i: number): number => {
  let j = i + 1;
  for (; j < text.length; j++) {
    const c = text.charCodeAt(j);
    if (!((c >= 0x30 && c <= 0x39) || c === 0x2e || c === 0x65 || c === 0x45 || c === 0x2b || c === 0x2d))
      break;
  }
  return j;
};

/**
 * The log's number rule for one number token: `not-exact` for an integer beyond 2^53, `not-canonical` for a
 * text that is not the value's one text (ECMAScript's `Number.prototype.toString`), else undefined. An
 * integer of at most 15 digits without a fraction or an exponent is its own text, checked without converting.
 */
const numberRule = (token: string): "not-exact" | "not-canonical" | undefined => {
  const digits = token.charCodeAt(0) === 0x2d ? token.length - 1 : token.length;
  if (digits <= 15 && /^-?\d+$/.test(token)) return token === "-0" ? "not-canonical" : undefined;
  const n = Number(token);
  if (Number.isInteger(n) && !Number.isSafeInteger(n)) return "not-exact";
  return String(n) === token ? undefined : "not-canonical";
};

const MAX_PATH_SHOWN = 6;

/** `finding.seats[1]`, or its first levels and `…` for a long path. */
export const formatJsonPath = (path: readonly (string | number)[]): string => {
  let out = "";
  for (const [i, key] of path.entries()) {
    if (i === MAX_PATH_SHOWN) return `${out}…`;
    if (typeof key === "number") out += `[${key}]`;
    else if (/^[A-Za-z_$][\w$]*$/.test(key)) out += out === "" ? key : `.${key}`;
    else out += `[${JSON.stringify(key)}]`;
  }
  return out;
};

const at = (path: readonly (string | number)[]): string =>
  path.length === 0 ? "" : ` at "${formatJsonPath(path)}"`;

const loneSurrogate = (path: readonly (string | number)[]): StrictJsonError =>
  new StrictJsonError(
    "lone-surrogate",
    `a string has a lone surrogate${at(path)} (half of a UTF-16 pair): a log must be Unicode text`,
    path,
  );

const outOfRange = (path: readonly (string | number)[]): StrictJsonError =>
  new StrictJsonError("number-out-of-range", `a number is out of range${at(path)}`, path);

const numberRefused = (token: string, path: readonly (string | number)[]): StrictJsonError =>
  numberRule(token) === "not-exact"
    ? new StrictJsonError(
        "number-not-exact",
        `the number ${token}${at(path)} is an integer beyond 2^53: a log cannot carry it exactly (its last digits could change under the same hash)`,
        path,
      )
    : new StrictJsonError(
        "number-not-canonical",
        `the number ${token}${at(path)} is not written as the log writes it (${String(Number(token))}): each number has one text, which the chain's hash covers`,
        path,
      );

/**
 * The first duplicate key of a JSON text (which JSON.parse accepted), or its number at index `number` (-1:
 * none) if that comes first, found by scanning its tokens: each object open on the way keeps the set of its
 * keys. Undefined when there is neither.
 */
const textProblem = (text: string, number: number): StrictJsonError | undefined => {
  interface Frame {
    readonly keys: Set<string> | undefined; // undefined for an array
    readonly key: string | number | undefined; // this value's key (or index) in its parent
    index: number;
    pending: string | undefined; // the last key read, until its value starts
  }
  const stack: Frame[] = [];
  const path = (): (string | number)[] =>
    stack.slice(1).map((f) => f.key as string | number) as (string | number)[];
  let lastString: string | undefined;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      let j = i + 1;
      while (text.charCodeAt(j) !== 0x22) j += text.charCodeAt(j) === 0x5c ? 2 : 1;
      lastString = JSON.parse(text.slice(i, j + 1)) as string;
      i = j;
      continue;
    }
    const top = stack[stack.length - 1];
    if (i === number) {
      const key = top === undefined ? undefined : top.keys === undefined ? top.index : top.pending;
      const where = key === undefined ? path() : [...path(), key];
      return numberRefused(text.slice(i, numberEnd(text, i)), where);
    }
    if (c === 0x3a /* : */ && top?.keys !== undefined && lastString !== undefined) {
      if (top.keys.has(lastString)) {
        const where = path();
        return new StrictJsonError(
          "duplicate-key",
          `duplicate key ${JSON.stringify(lastString)}${at(where)}: each key may appear once in an object`,
          [...where, lastString],
        );
      }
      top.keys.add(lastString);
      top.pending = lastString;
    } else if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      const key = top === undefined ? undefined : top.keys === undefined ? top.index : top.pending;
      stack.push({ keys: c === 0x7b ? new Set() : undefined, key, index: 0, pending: undefined });
    } else if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      stack.pop();
    } else if (c === 0x2c /* , */ && top?.keys === undefined && top !== undefined) {
      top.index++;
    }
  }
  return undefined; // none: the counts differed for another reason (an enumerable key added to Object.prototype)
};
