import type { ENVELOPE_FIELDS } from "@bridgelaw/log";
import { lazy, lazyRecord } from "@bridgelaw/log";
import { Movement } from "@bridgelaw/scoring";
import * as Schema from "effect/Schema";
import * as SchemaRepresentation from "effect/SchemaRepresentation";
import { LOG_FORMAT_VERSION, TableEvent } from "./events.ts";
import { BoardViewSchema } from "./view-schema.ts";

/*
 * JSON Schema (draft 2020-12) of one log line and of the replay view, generated from the Effect Schemas
 * (issue 14 point 5), for readers that do not run TypeScript: a Python scorer, a web page. The files in
 * schema/ are written from these by `pnpm --filter @bridgelaw/table schemas`, and a test fails when they are
 * stale. The Effect decoder stays the authority; these describe the same JSON.
 */

const HEX64 = /^[0-9a-f]{64}$/u;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/u;

/** The envelope of a log line (`@bridgelaw/log`): who recorded it, when, and the seal. */
export const LogEnvelope = lazyRecord(
  () =>
    ({
      at: Schema.optionalKey(
        Schema.String.check(Schema.isPattern(ISO_TIME)).annotate({
          description:
            "when it happened, an ISO 8601 time such as 2026-11-22T19:04:05Z (a time without zone is UTC)",
        }),
      ),
      by: Schema.optionalKey(
        Schema.String.annotate({ description: "who recorded it (a Director, a scorer, a device)" }),
      ),
      note: Schema.optionalKey(Schema.String.annotate({ description: "a free-text remark" })),
      seq: Schema.optionalKey(
        Schema.Int.check(Schema.isGreaterThanOrEqualTo(1)).annotate({
          description: "sealed logs: the 1-based position of the line",
        }),
      ),
      prev: Schema.optionalKey(
        Schema.String.check(Schema.isPattern(HEX64)).annotate({
          description: "sealed logs: the hash of the previous line (64 zeros for the first)",
        }),
      ),
      hash: Schema.optionalKey(
        Schema.String.check(Schema.isPattern(HEX64)).annotate({
          description: "sealed logs: SHA-256 of this line without `hash`, in canonical JSON (RFC 8785)",
        }),
      ),
      sealed: Schema.optionalKey(
        Schema.Literal("sha256-chain/1").annotate({
          description:
            "sealed logs, first line only: the seal marker (hashed with the line), so that a log whose seq, prev and hash were stripped is seen to have been sealed",
        }),
      ),
    }) as const,
);

// every envelope field of @bridgelaw/log is described (a compile error names one that is not)
const _envelope: { readonly [K in (typeof ENVELOPE_FIELDS)[number]]: unknown } = LogEnvelope;
void _envelope;

/**
 * One line of a board log, version 1: an event of the vocabulary with the envelope fields. An event's own
 * field of the same name (the `at` of `ScoresPosted`, required there) is the event's.
 */
export const LogLineV1 = lazy(() =>
  Schema.Union(
    TableEvent.members.map((event) =>
      Schema.Struct({ ...LogEnvelope, ...event.fields }).annotate({ identifier: event.fields.type.literal }),
    ),
  ).annotate({
    title: `bridgelaw board log line, format ${LOG_FORMAT_VERSION}`,
    description:
      "One JSON object per line of a board log (JSON Lines), in the order things happened: an event of the vocabulary (`type`) with its fields, and optionally the envelope fields at, by, note and, in a sealed log, seq, prev, hash (and sealed on its first line). Unknown fields are ignored; the vocabulary only grows within version 1.",
  }),
);

/* ----------------------------------------------------------------------------------------------------- */
/* From an Effect Schema to a JSON Schema of its JSON                                                     */
/* ----------------------------------------------------------------------------------------------------- */

type Node = Record<string, unknown>;
/** The checks of a finite number, read from Effect's representation at the first JSON Schema made. */
let finite: unknown[] | undefined;
const finiteChecks = (): unknown[] =>
  (finite ??= (Schema.toRepresentation(Schema.Finite).representation as unknown as Node).checks as unknown[]);

const hasCheck = (n: Node, ids: readonly string[]): boolean =>
  ((n.checks as Node[] | undefined) ?? []).some((c) =>
    ids.includes((c.representation as { id?: string } | undefined)?.id ?? ""),
  );

/**
 * Effect's JSON Schema describes a schema's JSON codec, which reads `null` for an absent optional field and
 * the strings "NaN"/"Infinity" for non-finite numbers; the log reader and the view take neither (JSON has no
 * undefined and no non-finite number). So, in the schema's representation: an optional field's `undefined`
 * branch goes (the field is absent, never null), a number is finite, and a pattern without the `u` flag is
 * kept (Effect omits it, its flags being JavaScript's; ours are ASCII, read the same by every engine).
 */
const strict = (n: unknown): unknown => {
  if (Array.isArray(n)) return n.map(strict);
  if (n === null || typeof n !== "object") return n;
  const node = Object.fromEntries(Object.entries(n).map(([k, v]) => [k, strict(v)])) as Node;
  if (node._tag === "Number" && !hasCheck(node, ["effect/schema/isFinite", "effect/schema/isInt"])) {
    return { ...node, checks: [...finiteChecks(), ...((node.checks as unknown[]) ?? [])] };
  }
  const rep = node.representation as { id?: string; payload?: { source: string; flags: string } } | undefined;
  if (node._tag === "Filter" && rep?.id === "effect/schema/isPattern" && !rep.payload!.flags.includes("u")) {
    const { source } = rep.payload!;
    return {
      ...node,
      annotations: { ...(node.annotations as Node), toJsonSchema: () => ({ pattern: source }) },
    };
  }
  if (node.isOptional === true && (node.type as Node | undefined)?._tag === "Union") {
    const union = node.type as Node & { types: Node[] };
    const types = union.types.filter((t) => t._tag !== "Undefined");
    if (types.length < union.types.length) {
      return {
        ...node,
        type: types.length === 1 && (union.checks as unknown[]).length === 0 ? types[0] : { ...union, types },
      };
    }
  }
  return node;
};

/** A draft 2020-12 JSON Schema of the JSON an Effect Schema reads or writes, with `$id` and `$defs`. */
export const jsonSchemaOf = (schema: Schema.Top, $id: string): Record<string, unknown> => {
  const doc = strict(Schema.toRepresentation(schema)) as SchemaRepresentation.Document;
  const { schema: root, definitions } = SchemaRepresentation.toJsonSchemaDocument(doc);
  const out: Record<string, unknown> = {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    $id,
    ...root,
  };
  if (Object.keys(definitions).length > 0) out.$defs = definitions;
  return out;
};

/** The schemas name themselves by URN (no web address is promised; the files ship in the package). */
const BASE = "urn:bridgelaw:schema:";

/**
 * The JSON Schema of one log line, v1 (shipped as schema/log-line.v1.json). The union of the events is
 * dispatched on `type` (if `type` is X, the line is an X), so a validator names the field that is wrong rather
 * than "no event matches".
 */
export const logLineJsonSchema = (): Record<string, unknown> => {
  const { anyOf, $defs, ...rest } = jsonSchemaOf(LogLineV1, `${BASE}log-line:v1`);
  const types = TableEvent.discriminants;
  const refs = (anyOf as { $ref: string }[]).map((r) => r.$ref);
  if (refs.join() !== types.map((t) => `#/$defs/${t}`).join())
    throw new Error("log line: one definition per event");
  return {
    ...rest,
    type: "object",
    required: ["type"],
    properties: { type: { enum: types, description: "the event: one of the vocabulary of log format v1" } },
    allOf: types.map((t) => ({
      if: { properties: { type: { const: t } } },
      // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then keywords, never awaited
      then: { $ref: `#/$defs/${t}` },
    })),
    $defs,
  };
};

/** The JSON Schema of the replay view, format 1 (shipped as schema/view.v1.json). */
export const viewJsonSchema = (): Record<string, unknown> => jsonSchemaOf(BoardViewSchema, `${BASE}view:v1`);

/**
 * The JSON Schema of a movement file, format 1 (shipped by @bridgelaw/scoring as schema/movement.v1.json):
 * `bridgelaw score --movement FILE` and `bridgelaw movement` read and write it.
 */
export const movementJsonSchema = (): Record<string, unknown> => jsonSchemaOf(Movement, `${BASE}movement:v1`);
