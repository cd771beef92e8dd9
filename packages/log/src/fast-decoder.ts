import type { SchemaAST } from "effect";

/** What a fast decoder returns for an input it does not take: Effect's decoder then decides (and explains). */
export const NOT_TAKEN: unique symbol = Symbol("not taken");

type Decode = (u: unknown) => unknown;

/** Effect's default parse options (the first error is reported, as `decodeUnknownSync` does). */
const PARSE_OPTIONS: SchemaAST.ParseOptions = {};

/** How many distinct strings each check remembers its verdict on (tokens: seats, cards, calls, law ids). */
const REMEMBERED = 4096;

/**
 * The checks of a string or number (`Schema.isPattern`, `isInt`, `isBetween` …), run as Effect runs them;
 * a string's verdicts are remembered (a log repeats a few dozen tokens), so a token is matched once.
 */
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
  const run = (v: unknown): boolean => {
    for (const f of filters) if (f.run(v, ast, PARSE_OPTIONS) !== undefined) return false;
    return true;
  };
  const verdicts = new Map<string, boolean>();
  return (v: unknown): boolean => {
    if (typeof v !== "string") return run(v);
    const known = verdicts.get(v);
    if (known !== undefined) return known;
    const ok = run(v);
    if (verdicts.size < REMEMBERED) verdicts.set(v, ok);
    return ok;
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
      return (v) => (v === literal ? v : NOT_TAKEN);
    }
    case "String": {
      const ok = compileChecks(ast, ast.checks);
      return (v) => (typeof v === "string" && ok(v) ? v : NOT_TAKEN);
    }
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
        const literals = new Set(ast.types.map((t) => (t as SchemaAST.Literal).literal));
        return (v) => (literals.has(v as SchemaAST.LiteralValue) ? v : NOT_TAKEN);
      }
      // Unions of values that decode to themselves only: whichever member takes it, the value is the same.
      if (!ast.types.every((t) => t._tag !== "Objects" && t._tag !== "Arrays")) return undefined;
      const members = ast.types.map(compile);
      if (members.some((m) => m === undefined)) return undefined;
      const ms = members as Decode[];
      return (v) => {
        for (const m of ms) if (m(v) !== NOT_TAKEN) return v;
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
