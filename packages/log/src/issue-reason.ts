import { type SchemaAST, SchemaIssue } from "effect";

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
}

const formatter = SchemaIssue.makeFormatterDefault();

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
        return { reason: unionReason(node.ast, value, path) ?? genericReason(whole, value, path), path };
      }
      case "MissingKey":
        return { reason: `missing field "${formatPath(path)}"`, path };
      case "UnexpectedKey":
        return { reason: `unexpected field "${formatPath(path)}"`, path };
      case "InvalidType":
        if (node.ast._tag === "Literal") return { reason: literalReason(value, path), path };
        return { reason: genericReason(node, value, path), path };
      default:
        return { reason: genericReason(node, value, path), path };
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

const unionReason = (ast: SchemaAST.AST, value: unknown, path: PropertyKey[]): string | undefined => {
  const members = membersOf(ast);
  if (members.length > 0 && members.every((m) => m._tag === "Literal")) return literalReason(value, path);
  const key = discriminantOf(members);
  if (key === undefined) return undefined;
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return `expected an object${at(path)}, got ${show(value)}`;
  }
  path.push(key);
  const tag = (value as Record<PropertyKey, unknown>)[key];
  if (tag === undefined) return `missing field "${formatPath(path)}"`;
  return literalReason(tag, path);
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
