/**
 * Canonical JSON, RFC 8785 (JSON Canonicalization Scheme, JCS): the byte string the hash chain is computed
 * over, and the form `encodeJsonLines` writes.
 *
 * - object members sorted by their names compared as arrays of UTF-16 code units (JS's default string
 *   order), no whitespace anywhere;
 * - numbers serialised as ECMAScript's `Number.prototype.toString` does (`-0` becomes `0`); `NaN` and the
 *   infinities are refused;
 * - strings escaped as ECMAScript's `JSON.stringify` does (`\b \t \n \f \r \" \\`, other controls as
 *   `\u00xx` in lower case, everything else as is); a string with a lone surrogate is refused (RFC 8785
 *   requires I-JSON, which requires well-formed Unicode).
 *
 * Beyond JSON data: an object member whose value is `undefined` is left out (as `JSON.stringify` does, so
 * optional TypeScript fields behave), an object with a `toJSON` method is serialised through it, and
 * anything else that is not JSON (a function, a symbol, a bigint, `undefined` outside an object, a cycle)
 * throws a `CanonicalJsonError` (a `TypeError`).
 */
export const canonicalJson = (value: unknown): string => write(value, []);

/**
 * What canonical JSON cannot carry: a string with a lone surrogate, a number JSON has not (`NaN`, the
 * infinities), or a value that is not JSON data at all (a function, a symbol, a bigint, `undefined` in an
 * array, a cycle).
 */
export type CanonicalJsonProblem = "lone-surrogate" | "number-out-of-range" | "not-json";

/** Thrown by `canonicalJson`: a `TypeError` whose `problem` says, as data, what the value held that JSON cannot. */
export class CanonicalJsonError extends TypeError {
  override readonly name = "CanonicalJsonError";
  readonly problem: CanonicalJsonProblem;
  constructor(problem: CanonicalJsonProblem, message: string) {
    super(message);
    this.problem = problem;
  }
}

const LONE_SURROGATE = /\p{Cs}/u;

const write = (value: unknown, stack: object[]): string => {
  switch (typeof value) {
    case "string":
      return writeString(value);
    case "number":
      if (!Number.isFinite(value))
        throw new CanonicalJsonError("number-out-of-range", `canonical JSON has no number ${String(value)}`);
      // Number.prototype.toString is the serialisation RFC 8785 §3.2.2.3 prescribes; it prints -0 as "0".
      return String(value);
    case "boolean":
      return value ? "true" : "false";
    case "object":
      if (value === null) return "null";
      return writeObject(value, stack);
    default:
      throw new CanonicalJsonError("not-json", `canonical JSON cannot represent a ${typeof value}`);
  }
};

const writeString = (s: string): string => {
  // a string with nothing to escape and no surrogate (nearly every one a log holds) is written between quotes
  // as it is, as JSON.stringify writes it (a call of which costs more than the scan)
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x20 || c === 0x22 || c === 0x5c || (c >= 0xd800 && c <= 0xdfff)) return writeEscaped(s);
  }
  return `"${s}"`;
};

const writeEscaped = (s: string): string => {
  if (LONE_SURROGATE.test(s))
    throw new CanonicalJsonError("lone-surrogate", "canonical JSON refuses a string with a lone surrogate");
  return JSON.stringify(s);
};

const writeObject = (value: object, stack: object[]): string => {
  const toJSON = (value as { toJSON?: unknown }).toJSON;
  if (typeof toJSON === "function") return write(toJSON.call(value), stack);
  if (stack.includes(value))
    throw new CanonicalJsonError("not-json", "canonical JSON cannot represent a cyclic structure");
  stack.push(value);
  let out: string;
  if (Array.isArray(value)) {
    out = "[";
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out += ",";
      const item: unknown = value[i];
      if (item === undefined)
        throw new CanonicalJsonError("not-json", `canonical JSON cannot represent undefined at index ${i}`);
      out += write(item, stack);
    }
    out += "]";
  } else {
    out = "{";
    let first = true;
    eachMember(value as Record<string, unknown>, stack, (_name, member) => {
      if (!first) out += ",";
      first = false;
      out += member;
    });
    out += "}";
  }
  stack.pop();
  return out;
};

/** Each member of an object as canonical JSON (`"name":value`), in canonical order, undefined ones left out. */
const eachMember = (
  record: Record<string, unknown>,
  stack: object[],
  each: (name: string, member: string) => void,
): void => {
  // Array.prototype.sort without a comparator orders strings by UTF-16 code units (RFC 8785 §3.2.3).
  const keys = Object.keys(record).sort();
  for (const key of keys) {
    const member = record[key];
    if (member === undefined) continue;
    each(key, `${writeString(key)}:${write(member, stack)}`);
  }
};

/**
 * The members of a record (a JSON object without `toJSON`) as canonical JSON, in canonical order: its canonical
 * JSON is `{` + their texts joined by commas + `}`. For a text that differs from it by one member (a sealed record with
 * and without its hash): each member is written once.
 */
export const canonicalMembers = (record: Record<string, unknown>): { name: string; text: string }[] => {
  const stack: object[] = [record];
  const members: { name: string; text: string }[] = [];
  eachMember(record, stack, (name, text) => {
    members.push({ name, text });
  });
  return members;
};
