import type * as SchemaAST from "effect/SchemaAST";
import * as SchemaIssue from "effect/SchemaIssue";
import { lazy } from "#lazy";

/**
 * Turns the first problem of an Effect Schema issue into one short readable reason, naming where it is and
 * what was expected:
 *
 * - a tagged union whose tag is unknown: `unknown event type "Foo"` (for a `type` or `_tag` field of the
 *   event itself), `unknown kind "x" at "finding.kind"` elsewhere;
 * - a value outside a set of literals: `unknown seat "Q" at "seat"`;
 * - a missing field: `missing field "seat"`; an excess one: `unexpected field "sead"`;
 * - anything else: the schema's expectation, where, and what was there: `expected a string at "call", got 5`.
 */
export interface IssueReason {
  readonly reason: string;
  readonly path: readonly PropertyKey[];
  /** The same problem as data (for a refusal that a formatter writes in any language). */
  readonly problem: DecodeProblem;
}

/**
 * A decoding problem as data: what is wrong at `path` (`missing`: a required field is absent; `unexpected`: a
 * field the schema does not have; `unknown`: a value outside a set of values, such as an unknown seat or event
 * type, `allowed` listing them; `invalid`: a value of the wrong kind or one a check refuses), what was
 * `expected` there where the schema names it (a `valueKind` annotation of the schema or of its check, such as
 * `card`, `call`, `seat`; else the JSON type: `string`, `number`, `integer`, `boolean`, `object`, `array`), and
 * the value found: `got` when it is a string, a number, a boolean or null, and its JSON kind always
 * (`gotKind`: `string`, `number`, `boolean`, `null`, `object`, `array`, or `nothing` when absent).
 */
export interface DecodeProblem {
  readonly problem: "missing" | "unexpected" | "unknown" | "invalid";
  readonly expected?: string;
  readonly allowed?: readonly (string | number | boolean | null)[];
  readonly got?: string | number | boolean | null;
  readonly gotKind: "string" | "number" | "boolean" | "null" | "object" | "array" | "nothing" | "other";
}

/** The JSON kind of a value, and the value itself when it is a primitive JSON value. */
const found = (value: unknown): Pick<DecodeProblem, "got" | "gotKind"> => {
  switch (typeof value) {
    case "undefined":
      return { gotKind: "nothing" };
    case "string":
    case "boolean":
      return { got: value, gotKind: typeof value as "string" | "boolean" };
    case "number":
      return Number.isFinite(value) ? { got: value, gotKind: "number" } : { gotKind: "number" };
    case "object":
      return value === null
        ? { got: null, gotKind: "null" }
        : { gotKind: Array.isArray(value) ? "array" : "object" };
    default:
      return { gotKind: "other" };
  }
};

/** A `DecodeProblem` of the value found. */
export const problemOf = (
  problem: DecodeProblem["problem"],
  value: unknown,
  more: { readonly expected?: string | undefined; readonly allowed?: DecodeProblem["allowed"] } = {},
): DecodeProblem => ({
  problem,
  ...(more.expected !== undefined && { expected: more.expected }),
  ...(more.allowed !== undefined && { allowed: more.allowed }),
  ...found(value),
});

/** The `valueKind` annotation of a schema node or check, if it has one. */
const kindOf = (annotations: unknown): string | undefined => {
  const k = (annotations as { readonly valueKind?: unknown } | undefined)?.valueKind;
  return typeof k === "string" ? k : undefined;
};

/** What a schema node expects, as data: its `valueKind`, else its JSON type. */
const expectedOf = (ast: SchemaAST.AST): string | undefined => {
  const kind = kindOf(ast.annotations);
  if (kind !== undefined) return kind;
  if (ast._tag === "Number" && (ast.checks ?? []).some((c) => c._tag === "Filter" && isIntCheck(c))) {
    return "integer";
  }
  return JSON_TYPES[ast._tag];
};

const isIntCheck = (c: SchemaAST.Filter<unknown>): boolean =>
  (c.annotations as { readonly representation?: { readonly id?: unknown } } | undefined)?.representation
    ?.id === "effect/schema/isInt";

const JSON_TYPES: Partial<Record<SchemaAST.AST["_tag"], string>> = {
  String: "string",
  Number: "number",
  Boolean: "boolean",
  Objects: "object",
  Arrays: "array",
  Null: "null",
};

const formatter = lazy(() => SchemaIssue.makeFormatterDefault());

export const describeIssue = (issue: SchemaIssue.Issue, input: unknown): IssueReason => {
  const path: PropertyKey[] = [];
  let value = input;
  let node = issue;
  for (;;) {
    switch (node._tag) {
      case "Pointer":
        for (const key of node.path) {
          path.push(key);
          value = childOf(value, key);
        }
        node = node.issue;
        continue;
      case "Composite":
        node = node.issues[0];
        continue;
      case "Encoding":
        // A transformation (a class, a value decoded from a string) failed on its encoded side.
        node = node.issue;
        continue;
      case "AnyOf": {
        const first = node.issues[0];
        // Follow the member the value was matched against, unless the value is not even of its type:
        // then the union as a whole says what was expected.
        if (first !== undefined && !(node.issues.length === 1 && first._tag === "InvalidType")) {
          node = first;
          continue;
        }
        const whole = first === undefined ? node : new SchemaIssue.AnyOf(node.ast, []);
        const union = unionReason(node.ast, value, path);
        if (union !== undefined) return { ...union, path };
        return {
          reason: genericReason(whole, value, path),
          path,
          problem: problemOf("invalid", value, { expected: expectedOf(node.ast) }),
        };
      }
      case "MissingKey":
        return { reason: `missing field "${formatPath(path)}"`, path, problem: problemOf("missing", value) };
      case "UnexpectedKey":
        return {
          reason: `unexpected field "${formatPath(path)}"`,
          path,
          problem: problemOf("unexpected", value),
        };
      case "InvalidType":
        if (node.ast._tag === "Literal") {
          return {
            reason: literalReason(value, path),
            path,
            problem: problemOf("unknown", value, literalsOf(node.ast, path)),
          };
        }
        return {
          reason: genericReason(node, value, path),
          path,
          problem: problemOf("invalid", value, { expected: expectedOf(node.ast) }),
        };
      case "Filter":
        return {
          reason: genericReason(node, value, path),
          path,
          problem: problemOf("invalid", value, {
            expected: kindOf(node.filter.annotations) ?? (isIntCheck(node.filter) ? "integer" : undefined),
          }),
        };
      default:
        return {
          reason: genericReason(node, value, path),
          path,
          problem: problemOf("invalid", value, {
            expected: "ast" in node ? expectedOf((node as { readonly ast: SchemaAST.AST }).ast) : undefined,
          }),
        };
    }
  }
};

const childOf = (value: unknown, key: PropertyKey): unknown =>
  typeof value === "object" && value !== null ? (value as Record<PropertyKey, unknown>)[key] : undefined;

const isEventTag = (path: readonly PropertyKey[]): boolean =>
  path.length === 1 && (path[0] === "type" || path[0] === "_tag");

const literalReason = (value: unknown, path: readonly PropertyKey[]): string => {
  if (isEventTag(path)) return `unknown event type ${show(value)}`;
  const last = path[path.length - 1];
  const noun = typeof last === "string" ? last : "value";
  return `unknown ${noun} ${show(value)}${at(path)}`;
};

/** The leaves of a union (nested unions flattened, recursive schemas unwrapped). */
const membersOf = (
  ast: SchemaAST.AST,
  out: SchemaAST.AST[] = [],
  seen: Set<SchemaAST.AST> = new Set(),
): SchemaAST.AST[] => {
  if (seen.has(ast)) return out; // a recursive schema
  seen.add(ast);
  if (ast._tag === "Union") for (const t of ast.types) membersOf(t, out, seen);
  else if (ast._tag === "Suspend") membersOf(ast.thunk(), out, seen);
  else out.push(ast);
  return out;
};

const isLiteralLike = (ast: SchemaAST.AST): boolean =>
  ast._tag === "Literal" || (ast._tag === "Union" && membersOf(ast).every((m) => m._tag === "Literal"));

/** The field that tells the members of a union of structs apart, if there is one. */
const discriminantOf = (members: readonly SchemaAST.AST[]): PropertyKey | undefined => {
  const first = members[0];
  if (first === undefined || first._tag !== "Objects") return undefined;
  for (const candidate of first.propertySignatures) {
    if (!isLiteralLike(candidate.type)) continue;
    const everywhere = members.every(
      (m) =>
        m._tag === "Objects" &&
        m.propertySignatures.some((p) => p.name === candidate.name && isLiteralLike(p.type)),
    );
    if (everywhere) return candidate.name;
  }
  return undefined;
};

/** The values a set of literals allows (none listed for an event's tag: the vocabulary is long). */
const literalsOf = (
  ast: SchemaAST.AST,
  path: readonly PropertyKey[],
): { readonly expected?: string; readonly allowed?: DecodeProblem["allowed"] } => {
  const expected = kindOf(ast.annotations);
  if (isEventTag(path)) return expected === undefined ? {} : { expected };
  const allowed = membersOf(ast)
    .filter((m): m is SchemaAST.Literal => m._tag === "Literal")
    .map((m) => m.literal)
    .filter((l): l is string | number | boolean => typeof l !== "bigint");
  return { ...(expected !== undefined && { expected }), allowed };
};

const unionReason = (
  ast: SchemaAST.AST,
  value: unknown,
  path: PropertyKey[],
): { readonly reason: string; readonly problem: DecodeProblem } | undefined => {
  const members = membersOf(ast);
  if (members.length > 0 && members.every((m) => m._tag === "Literal")) {
    return {
      reason: literalReason(value, path),
      problem: problemOf("unknown", value, literalsOf(ast, path)),
    };
  }
  const key = discriminantOf(members);
  if (key === undefined) return undefined;
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return {
      reason: `expected an object${at(path)}, got ${show(value)}`,
      problem: problemOf("invalid", value, { expected: "object" }),
    };
  }
  path.push(key);
  const tag = (value as Record<PropertyKey, unknown>)[key];
  if (tag === undefined)
    return { reason: `missing field "${formatPath(path)}"`, problem: problemOf("missing", tag) };
  const tags = members.flatMap((m) =>
    m._tag === "Objects" ? m.propertySignatures.filter((p) => p.name === key).map((p) => p.type) : [],
  );
  const literals = tags.length === 0 ? {} : literalsOf(tags[0]!, path);
  return {
    reason: literalReason(tag, path),
    problem: problemOf("unknown", tag, isEventTag(path) ? {} : literals),
  };
};

const KEYWORDS: Partial<Record<SchemaAST.AST["_tag"], string>> = {
  String: "a string",
  Number: "a number",
  Boolean: "true or false",
  Objects: "an object",
  Arrays: "an array",
  Null: "null",
};

/** A custom message phrased as what was expected ("a card token such as SA") reads after "expected". */
const NOUN_PHRASE = /^(a|an|the|one|some|at least|at most|no more than|exactly) /;

const genericReason = (node: SchemaIssue.Issue, value: unknown, path: readonly PropertyKey[]): string => {
  // A value of the wrong type fails before any check: the type's `expected` annotation or its keyword says
  // what was expected (unless a custom message says otherwise).
  const annotations = node._tag === "InvalidType" ? node.ast.annotations : undefined;
  const keyword =
    node._tag !== "InvalidType" || annotations?.message !== undefined
      ? undefined
      : typeof annotations?.expected === "string"
        ? annotations.expected
        : KEYWORDS[node.ast._tag];
  const message = keyword === undefined ? (formatter(node).split("\n", 1)[0] ?? "") : `Expected ${keyword}`;
  const expected = message.startsWith("Expected ")
    ? message.slice(9)
    : NOUN_PHRASE.test(message)
      ? message
      : undefined;
  if (expected === undefined) return `${message}${at(path)}`;
  return `expected ${expected}${at(path)}, got ${show(value)}`;
};

const at = (path: readonly PropertyKey[]): string => (path.length === 0 ? "" : ` at "${formatPath(path)}"`);

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** `finding.seats[1]`: identifiers joined by dots, indices and other keys in brackets. */
export const formatPath = (path: readonly PropertyKey[]): string => {
  let out = "";
  for (const key of path) {
    if (typeof key === "number") out += `[${key}]`;
    else if (typeof key === "string" && IDENTIFIER.test(key)) out += out === "" ? key : `.${key}`;
    else out += `[${typeof key === "string" ? JSON.stringify(key) : String(key)}]`;
  }
  return out;
};

const MAX_SHOWN = 40;

/** A short rendering of the offending value. */
export const show = (value: unknown): string => {
  switch (typeof value) {
    case "undefined":
      return "nothing";
    case "string": {
      const s = JSON.stringify(value);
      return s.length <= MAX_SHOWN ? s : `${s.slice(0, MAX_SHOWN - 2)}…"`;
    }
    case "number":
    case "boolean":
      return String(value);
    case "object":
      return value === null ? "null" : Array.isArray(value) ? "an array" : "an object";
    default:
      return `a ${typeof value}`;
  }
};
