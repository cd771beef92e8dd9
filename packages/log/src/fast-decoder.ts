import type * as SchemaAST from "effect/SchemaAST";

/** What a fast decoder returns for an input it does not take: Effect's decoder then decides (and explains). */
export const NOT_TAKEN: unique symbol = Symbol("not taken");

type Decode = (u: unknown) => unknown;

/** Effect's default parse options (the first error is reported, as `decodeUnknownSync` does). */
const PARSE_OPTIONS: SchemaAST.ParseOptions = {};

/** How many distinct strings each check remembers its verdict on (tokens: seats, cards, calls, law ids). */
const REMEMBERED = 4096;

/**
 * The same string, as the engine keeps property names (interned: one copy of each, compared by identity).
 * A token read from a line (a seat, a card, a call) is used as a key and compared many times over.
 */
const intern = (s: string): string => Object.keys({ [s]: 0 })[0] ?? s;

/** The checks of a string or number (`Schema.isPattern`, `isInt`, `isBetween` …), run as Effect runs them. */
const compileChecks = (ast: SchemaAST.AST, checks: SchemaAST.Checks | undefined) => {
  if (checks === undefined || checks.length === 0) return (_: unknown) => true;
  const filters: SchemaAST.Filter<unknown>[] = [];
  const flatten = (cs: readonly SchemaAST.Check<unknown>[]): void => {
    for (const c of cs) {
      if (c._tag === "FilterGroup") flatten(c.checks);
      else filters.push(c as SchemaAST.Filter<unknown>);
    }
  };
  flatten(checks as readonly SchemaAST.Check<unknown>[]);
  return (v: unknown): boolean => {
    for (const f of filters) if (f.run(v, ast, PARSE_OPTIONS) !== undefined) return false;
    return true;
  };
};

/**
 * A checked string's decoder: each verdict remembered (a log repeats a few dozen tokens, so a token is
 * matched once), and the string taken returned interned.
 */
const compileString = (ast: SchemaAST.AST): Decode => {
  const ok = compileChecks(ast, ast.checks);
  if (ast.checks === undefined || ast.checks.length === 0)
    return (v) => (typeof v === "string" ? v : NOT_TAKEN);
  const verdicts = new Map<string, string | null>();
  return (v) => {
    if (typeof v !== "string") return NOT_TAKEN;
    const known = verdicts.get(v);
    if (known !== undefined) return known ?? NOT_TAKEN;
    const taken = ok(v) ? intern(v) : null;
    if (verdicts.size < REMEMBERED) verdicts.set(taken ?? v, taken);
    return taken ?? NOT_TAKEN;
  };
};

/**
 * Compiles the decoding of one Schema AST node into a plain function, for the node kinds a log line uses:
 * literals, strings, numbers and booleans with their checks, unions of these, arrays, and structs (which,
 * as Effect decodes them, keep only their declared fields, in declared order). A transformation, a union of
 * structs, an index signature, a recursive or declared schema: undefined (Effect decodes it).
 */
const compile = (ast: SchemaAST.AST): Decode | undefined => {
  if (ast.encoding !== undefined) return undefined;
  switch (ast._tag) {
    case "Literal": {
      if (ast.checks !== undefined && ast.checks.length > 0) return undefined;
      const literal = ast.literal;
      return (v) => (v === literal ? literal : NOT_TAKEN);
    }
    case "String":
      return compileString(ast);
    case "Number": {
      const ok = compileChecks(ast, ast.checks);
      return (v) => (typeof v === "number" && ok(v) ? v : NOT_TAKEN);
    }
    case "Boolean":
      return ast.checks !== undefined && ast.checks.length > 0
        ? undefined
        : (v) => (typeof v === "boolean" ? v : NOT_TAKEN);
    case "Undefined":
      return (v) => (v === undefined ? v : NOT_TAKEN);
    case "Union": {
      if (ast.checks !== undefined && ast.checks.length > 0) return undefined;
      if (
        ast.types.every((t) => t._tag === "Literal" && t.encoding === undefined && t.checks === undefined)
      ) {
        // each literal as the schema writes it (interned, as a string literal of the source is)
        const literals = new Map(
          ast.types.map((t) => [(t as SchemaAST.Literal).literal, (t as SchemaAST.Literal).literal]),
        );
        return (v) => {
          const literal = literals.get(v as SchemaAST.LiteralValue);
          return literal === undefined ? NOT_TAKEN : literal;
        };
      }
      // An optional field's type (Schema.optional: the type or undefined): the type's own decoder.
      const defined = ast.types.filter((t) => t._tag !== "Undefined");
      if (defined.length === 1 && ast.types.length === 2) {
        const only = compile(defined[0]!);
        if (only === undefined) return undefined;
        return (v) => (v === undefined ? v : only(v));
      }
      // Unions of values that decode to themselves only: whichever member takes it, the value is the same.
      if (!ast.types.every((t) => t._tag !== "Objects" && t._tag !== "Arrays")) return undefined;
      const members = ast.types.map(compile);
      if (members.some((m) => m === undefined)) return undefined;
      const ms = members as Decode[];
      return (v) => {
        for (const m of ms) {
          const x = m(v);
          if (x !== NOT_TAKEN) return x;
        }
        return NOT_TAKEN;
      };
    }
    case "Arrays": {
      if (ast.elements.length > 0 || ast.rest.length !== 1) return undefined;
      if (ast.checks !== undefined && ast.checks.length > 0) return undefined;
      const item = compile(ast.rest[0]!);
      if (item === undefined) return undefined;
      return (v) => {
        if (!Array.isArray(v)) return NOT_TAKEN;
        const out: unknown[] = new Array(v.length);
        for (let i = 0; i < v.length; i += 1) {
          const x = item(v[i]);
          if (x === NOT_TAKEN) return NOT_TAKEN;
          out[i] = x;
        }
        return out;
      };
    }
    case "Objects": {
      if (ast.indexSignatures.length > 0) return undefined;
      if (ast.checks !== undefined && ast.checks.length > 0) return undefined;
      const fields: { name: string; optional: boolean; decode: Decode }[] = [];
      for (const p of ast.propertySignatures) {
        if (typeof p.name !== "string") return undefined;
        const decode = compile(p.type);
        if (decode === undefined) return undefined;
        fields.push({ name: p.name, optional: p.type.context?.isOptional === true, decode });
      }
      return structDecoder(fields);
    }
    default:
      return undefined;
  }
};

type Field = { readonly name: string; readonly optional: boolean; readonly decode: Decode };

/**
 * A struct's decoder: each declared field read, decoded and copied under its own name, in declared order.
 * Written out as code with the field names as constants (a property read or written under a name known in
 * advance is fast; one looked up in a loop is not); where code cannot be made at run time (a strict Content
 * Security Policy), the same loop as a closure.
 */
const structDecoder = (fields: readonly Field[]): Decode => {
  const loop: Decode = (v) => {
    if (typeof v !== "object" || v === null || Array.isArray(v)) return NOT_TAKEN;
    const input = v as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (const f of fields) {
      if (f.name in input) {
        const x = f.decode(input[f.name]);
        if (x === NOT_TAKEN) return NOT_TAKEN;
        out[f.name] = x;
      } else if (!f.optional) return NOT_TAKEN;
    }
    return out;
  };
  const lines = fields.map((f, k) => {
    const key = JSON.stringify(f.name);
    const take = `x = D[${k}](i[${key}]); if (x === N) return N; o[${key}] = x;`;
    return f.optional ? `if (${key} in i) { ${take} }` : `if (!(${key} in i)) return N; ${take}`;
  });
  const source = `"use strict"; return function (i) {
    if (typeof i !== "object" || i === null || Array.isArray(i)) return N;
    const o = {}; let x;
    ${lines.join("\n    ")}
    return o;
  };`;
  try {
    return new Function("D", "N", source)(
      fields.map((f) => f.decode),
      NOT_TAKEN,
    ) as Decode;
  } catch {
    return loop;
  }
};

/**
 * The fast decoder of an event schema: a struct, or a union of structs told apart by a literal `type`. For
 * each event type whose fields it compiles, an event that passes is decoded as Effect decodes it; anything
 * else returns `NOT_TAKEN` and is left to Effect's decoder (which gives the same event, or the reason).
 */
export const fastDecoder = (ast: SchemaAST.AST): Decode | undefined => {
  if (ast._tag === "Objects") return compile(ast);
  if (ast._tag !== "Union" || ast.encoding !== undefined) return undefined;
  const byType = new Map<unknown, Decode | undefined>();
  for (const member of ast.types) {
    const tag =
      member._tag === "Objects" ? member.propertySignatures.find((p) => p.name === "type")?.type : undefined;
    if (tag === undefined || tag._tag !== "Literal") return undefined;
    // Two members with one type: Effect picks between them; so does it here.
    byType.set(tag.literal, byType.has(tag.literal) ? undefined : compile(member));
  }
  return (u) => {
    if (typeof u !== "object" || u === null) return NOT_TAKEN;
    const decode = byType.get((u as { type?: unknown }).type);
    return decode === undefined ? NOT_TAKEN : decode(u);
  };
};

/** Where a decoder made by `eventDecoder` keeps its line scanner (for `decodeJsonLines`). */
export const LINE_SCANNER: unique symbol = Symbol("line scanner");

/** A line read without `JSON.parse`: the event, and the record `JSON.parse` would have given. */
export interface ScannedLine {
  readonly event: unknown;
  readonly record: Record<string, unknown>;
}

/**
 * Reads one line `text[start, end)` of a log as an event, without `JSON.parse`, or returns undefined (then the
 * line is parsed and decoded as any other).
 */
export type LineScanner = (text: string, start: number, end: number) => ScannedLine | undefined;

/** Where the last value read by `scanValue` ends (module state: no allocation per value). */
let after = 0;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const MINUS = 0x2d;
const ZERO = 0x30;
const NINE = 0x39;
const BRACE_CLOSE = 0x7d;

/**
 * One JSON value of a line in its plainest form: a string without escapes, control characters or surrogates, an integer
 * of at most 15 digits, `true` or `false`. Anything else (an escape, a fraction, an array, an object, `null`,
 * whitespace): NOT_TAKEN, and the line goes to `JSON.parse`. The value is what `JSON.parse` would return.
 */
const scanValue = (t: string, p: number, end: number): unknown => {
  const c = t.charCodeAt(p);
  if (c === QUOTE) {
    const q = t.indexOf('"', p + 1);
    if (q < 0 || q >= end) return NOT_TAKEN;
    for (let i = p + 1; i < q; i += 1) {
      const x = t.charCodeAt(i);
      // an escape, a control character, or a surrogate (paired or lone: strict JSON decides)
      if (x < 0x20 || x === BACKSLASH || (x >= 0xd800 && x <= 0xdfff)) return NOT_TAKEN;
    }
    after = q + 1;
    return t.slice(p + 1, q);
  }
  if (c === MINUS || (c >= ZERO && c <= NINE)) {
    let i = c === MINUS ? p + 1 : p;
    const first = i;
    while (i < end && t.charCodeAt(i) >= ZERO && t.charCodeAt(i) <= NINE) i += 1;
    const digits = i - first;
    if (digits === 0 || digits > 15) return NOT_TAKEN;
    if (t.charCodeAt(first) === ZERO && digits > 1) return NOT_TAKEN;
    // -0 is not the log's text of a number (strict JSON refuses it: the number rule)
    if (c === MINUS && digits === 1 && t.charCodeAt(first) === ZERO) return NOT_TAKEN;
    const next = t.charCodeAt(i);
    // a fraction or an exponent: JSON.parse reads it
    if (next === 0x2e || next === 0x65 || next === 0x45) return NOT_TAKEN;
    after = i;
    return Number(t.slice(p, i));
  }
  if (t.startsWith("true", p)) {
    after = p + 4;
    return true;
  }
  if (t.startsWith("false", p)) {
    after = p + 5;
    return false;
  }
  return NOT_TAKEN;
};

/** A scanner of one event type's fields, from just after its `"type":"…"` to the line's end. */
type FieldsScanner = (t: string, p: number, end: number) => ScannedLine | undefined;

/** `t.startsWith(prefix, p)` as code: one character code compared at a time (no call, no string made). */
const startsWithCode = (prefix: string): string =>
  [...prefix].map((ch, i) => `t.charCodeAt(p + ${i}) === ${ch.charCodeAt(0)}`).join(" && ");

/**
 * The scanner of one event type's lines in the form the log is written in: `{"type":"…"` first, then the
 * declared fields in declared order, each `,"name":value` with no whitespace, then `}` and nothing else.
 * Each value is decoded by the field's compiled decoder; the record holds the raw values under the same
 * names, as `JSON.parse` would. Written out as code with the field names as constants, like `structDecoder`;
 * where code cannot be made at run time, the same loop as a closure.
 */
const fieldsScanner = (type: string, fields: readonly Field[]): FieldsScanner => {
  const loop: FieldsScanner = (t, p0, end) => {
    let p = p0;
    const o: Record<string, unknown> = { type };
    const r: Record<string, unknown> = { type };
    for (const f of fields) {
      const prefix = `,${JSON.stringify(f.name)}:`;
      if (!t.startsWith(prefix, p)) {
        if (f.optional) continue;
        return undefined;
      }
      const v = scanValue(t, p + prefix.length, end);
      if (v === NOT_TAKEN) return undefined;
      p = after;
      const x = f.decode(v);
      if (x === NOT_TAKEN) return undefined;
      o[f.name] = x;
      r[f.name] = v;
    }
    if (p !== end - 1 || t.charCodeAt(p) !== BRACE_CLOSE) return undefined;
    return { event: o, record: r };
  };
  const parts = fields.map((f, k) => {
    const key = JSON.stringify(f.name);
    const prefix = `,${key}:`;
    const take = `v = V(t, p + ${prefix.length}, end); if (v === N) return undefined; p = A();
      x = D[${k}](v); if (x === N) return undefined; o[${key}] = x; r[${key}] = v;`;
    return f.optional
      ? `if (${startsWithCode(prefix)}) { ${take} }`
      : `if (!(${startsWithCode(prefix)})) return undefined; ${take}`;
  });
  const source = `"use strict"; return function (t, p, end) {
    const o = { type: T }; const r = { type: T }; let v, x;
    ${parts.join("\n    ")}
    if (p !== end - 1 || t.charCodeAt(p) !== ${BRACE_CLOSE}) return undefined;
    return { event: o, record: r };
  };`;
  try {
    return new Function("D", "N", "V", "A", "T", source)(
      fields.map((f) => f.decode),
      NOT_TAKEN,
      scanValue,
      () => after,
      type,
    ) as FieldsScanner;
  } catch {
    return loop;
  }
};

const notTaken: Decode = () => NOT_TAKEN;

const TYPE_PREFIX = '{"type":"';
const TYPE_CODES = [...TYPE_PREFIX].map((c) => c.charCodeAt(0));
/** A name a line holds as it is (no quote, backslash or control character), and not `__proto__`. */
const isPlainName = (name: string): boolean => {
  if (name.length === 0 || name === "__proto__") return false;
  for (let i = 0; i < name.length; i += 1) {
    const c = name.charCodeAt(i);
    if (c < 0x20 || c === QUOTE || c === BACKSLASH) return false;
  }
  return true;
};

/**
 * The line scanner of an event schema (a union of structs told apart by a literal `type` declared first, or
 * one such struct): a line written as the log writes it is read and decoded without `JSON.parse`, to the
 * same event and record; any other line (another key order, whitespace, an escape, an envelope field, an
 * array or object value, a field or value the schema refuses) returns undefined and is parsed as JSON and
 * decoded as any other, which gives the event or the reason.
 */
export const fastLineScanner = (ast: SchemaAST.AST): LineScanner | undefined => {
  const members = ast._tag === "Objects" ? [ast] : ast._tag === "Union" ? ast.types : [];
  if (ast.encoding !== undefined || members.length === 0) return undefined;
  const byType = new Map<string, FieldsScanner | undefined>();
  for (const member of members) {
    if (member._tag !== "Objects" || member.encoding !== undefined) return undefined;
    if (member.indexSignatures.length > 0 || (member.checks !== undefined && member.checks.length > 0))
      continue;
    const [first, ...rest] = member.propertySignatures;
    if (first?.name !== "type" || first.type._tag !== "Literal" || typeof first.type.literal !== "string") {
      return undefined;
    }
    const type = first.type.literal;
    // a type or field name a line could only hold escaped, or one JSON.parse treats apart: not scanned
    if (!isPlainName(type)) continue;
    if (byType.has(type)) {
      byType.set(type, undefined);
      continue;
    }
    if (
      first.type.encoding !== undefined ||
      first.type.checks !== undefined ||
      first.type.context?.isOptional
    )
      continue;
    const fields: Field[] = [];
    let compiled = true;
    for (const p of rest) {
      const optional = p.type.context?.isOptional === true;
      const plain = typeof p.name === "string" && isPlainName(p.name);
      // an optional field the decoder does not compile: absent, the line is scanned; present, it is parsed
      const decode = plain ? (compile(p.type) ?? (optional ? notTaken : undefined)) : undefined;
      if (decode === undefined) {
        compiled = false;
        break;
      }
      fields.push({ name: p.name as string, optional, decode });
    }
    byType.set(type, compiled ? fieldsScanner(type, fields) : undefined);
  }
  // The type named on a line, found without making a string of it: by its first character and length, then
  // character by character among the few types that share them.
  const byKey = new Map<number, { readonly type: string; readonly scan: FieldsScanner }[]>();
  for (const [type, scan] of byType) {
    if (scan === undefined) continue;
    const key = type.charCodeAt(0) * 256 + type.length;
    byKey.set(key, [...(byKey.get(key) ?? []), { type, scan }]);
  }
  return (t, start, end) => {
    for (let i = 0; i < TYPE_PREFIX.length; i += 1) {
      if (t.charCodeAt(start + i) !== TYPE_CODES[i]) return undefined;
    }
    const from = start + TYPE_PREFIX.length;
    const q = t.indexOf('"', from);
    if (q < 0 || q >= end) return undefined;
    const candidates = byKey.get(t.charCodeAt(from) * 256 + (q - from));
    if (candidates === undefined) return undefined;
    for (const { type, scan } of candidates) {
      let i = 1;
      while (i < type.length && t.charCodeAt(from + i) === type.charCodeAt(i)) i += 1;
      if (i === type.length) return scan(t, q + 1, end);
    }
    return undefined;
  };
};
