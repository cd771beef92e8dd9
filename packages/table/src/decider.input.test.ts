/**
 * One write path (issue 26): `tryDecideTable` answers any input, and what it accepts replay accepts. Random
 * JSON-ish commands (known and unknown types, valid and junk actors, fields of every command with values of
 * every kind: tokens, wrong tokens, numbers such as 0, -3, 1.5, 1e20, strings, arrays, objects, null; fields
 * missing and fields unknown) on random boards at random moments: the answer is `{ ok: false }` with a typed
 * refusal (its `refusal` a tag and data), or events that the log's reader decodes to themselves and replay
 * applies after the log.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { SEATS } from "@bridgelaw/cards";
import { encodeJsonLines } from "@bridgelaw/log";
import { fc, test } from "@fast-check/vitest";
import * as Schema from "effect/Schema";
import type * as SchemaAST from "effect/SchemaAST";
import { describe, expect, it } from "vitest";
import { generateBoard } from "../../../tools/src/generate.ts";
import {
  type Actor,
  COMMITTEE,
  commandOf,
  DIRECTOR,
  decodeTableEvent,
  evolveTable,
  initialTableState,
  isCommandRefused,
  player,
  REFUSED_TAGS,
  readLog,
  replayLog,
  SCORER,
  TableCommand,
  TableEvent,
  type TableState,
  tryDecideTable,
} from "./index.ts";
import { actorOf } from "./testing.ts";

/** Every field name of every command. */
const FIELDS = [
  ...new Set(Object.values(TableCommand.cases).flatMap((s) => Object.keys((s as { fields: object }).fields))),
].filter((f) => f !== "type" && f !== "actor");
const TYPES = TableCommand.discriminants;

const TOKENS = [
  "N",
  "E",
  "S",
  "W",
  "Q",
  "",
  "SA",
  "C2",
  "HT",
  "D9",
  "ZZ",
  "s2",
  "1NT",
  "P",
  "X",
  "XX",
  "8C",
  "0C",
  "1X",
  "1nt",
  "PASS!",
  "7NT",
  "27A1",
  "45C1",
  "79B",
  "12C1(c)",
  "accept",
  "refuse",
  "stands",
  "held-up",
  "touched",
  "dropped",
  "director",
  "committee",
  "ra",
  "upheld",
  "cancelled",
  "NS",
  "EW",
  "2017",
  "2007",
  "next-deal-call",
  "2026-11-22T22:00:00Z",
  "N:AKQ2.KJ5.T98.A43 JT9.AQ8.765.KQJ2 876.T9432.AKQ.T9 543.76.J432.8765",
];
const NUMBERS = [0, 1, 2, 3, 5, 7, 13, 14, 52, -1, -3, 1.5, 0.5, 1e20, 1e308, 2 ** 53, 2 ** 64, -0];

const scalar = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...TOKENS) },
  { weight: 3, arbitrary: fc.constantFrom(...NUMBERS) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.string({ maxLength: 6 }) },
  { weight: 1, arbitrary: fc.integer({ min: -20, max: 60 }) },
);
const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: scalar },
  { weight: 2, arbitrary: fc.array(scalar, { maxLength: 3 }) },
  {
    weight: 2,
    arbitrary: fc.array(
      fc.dictionary(fc.constantFrom(...FIELDS, "card", "from", "to", "tricks", "weight"), scalar),
      {
        maxLength: 2,
      },
    ),
  },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom(...FIELDS, "N", "S", "E", "W", "NS", "EW"), scalar) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);
const actor = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom("N", "E", "S", "W").map((seat) => ({ role: "player", seat })) },
  { weight: 3, arbitrary: fc.constantFrom({ role: "director" }, { role: "committee" }, { role: "scorer" }) },
  { weight: 1, arbitrary: fc.constantFrom({ role: "captain", side: "NS" }, { role: "captain", side: "EW" }) },
  { weight: 1, arbitrary: value },
);
/** A command-shaped object: a type (mostly known), an actor (mostly valid) and a few fields of any command. */
const commandLike = fc
  .record(
    {
      type: fc.oneof({ weight: 9, arbitrary: fc.constantFrom(...TYPES) }, { weight: 1, arbitrary: value }),
      actor,
      fields: fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 4 }),
    },
    { requiredKeys: [] },
  )
  .map(({ type, actor, fields }) => ({
    ...(type !== undefined && { type }),
    ...(actor !== undefined && { actor }),
    ...fields,
  }));
/** Every event of the examples (examples/**.jsonl): a real event of each type, to make commands from. */
const EXAMPLE_EVENTS: readonly TableEvent[] = (() => {
  const root = new URL("../../../examples/", import.meta.url).pathname;
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((f) => {
      const p = `${dir}/${f}`;
      return statSync(p).isDirectory() ? files(p) : f.endsWith(".jsonl") ? [p] : [];
    });
  return files(root).flatMap((f) => readLog(readFileSync(f, "utf8")).lines.map((l) => l.event));
})();

const ACTORS: readonly Actor[] = [...SEATS.map(player), DIRECTOR, COMMITTEE, SCORER];

/**
 * A command made from a real event of the examples by any actor, now and then with a field given another value
 * (of any kind), taken away, or one it does not have added: mostly well-formed, so the Laws see many of them.
 */
const fromExample = fc
  .record({
    event: fc.constantFrom(...EXAMPLE_EVENTS),
    /** The event's own actor at the table (testing.ts's `actorOf`), or anyone. */
    actor: fc.oneof(fc.constant("natural" as const), fc.constantFrom(...ACTORS)),
    mutations: fc.array(
      fc.oneof(
        fc.record({ set: fc.constantFrom(...FIELDS), to: value }),
        fc.record({ drop: fc.constantFrom(...FIELDS) }),
        fc.record({ seat: fc.constantFrom(...SEATS) }),
      ),
      { maxLength: 2 },
    ),
  })
  .map(({ event, actor, mutations }) => (s: TableState): unknown => {
    const by = actor === "natural" ? actorOf(event, s) : actor;
    const c: Record<string, unknown> = { ...commandOf(event, by) };
    if (by.role === "player" && c.seat === by.seat) delete c.seat;
    for (const m of mutations) {
      if ("set" in m) c[m.set] = m.to;
      else if ("drop" in m) delete c[m.drop];
      else c.seat = m.seat;
    }
    return c;
  });

/** An input given on a state: made for it from an example's event, or any value at all. */
const anyInput: fc.Arbitrary<(s: TableState) => unknown> = fc.oneof(
  { weight: 6, arbitrary: fromExample },
  { weight: 3, arbitrary: commandLike.map((c) => () => c) },
  { weight: 1, arbitrary: fc.jsonValue().map((c) => () => c) },
);

const moment = fc.record({
  seed: fc.nat(),
  board: fc.integer({ min: 1, max: 32 }),
  cards: fc.integer({ min: 0, max: 52 }),
  cut: fc.double({ min: 0, max: 1, noNaN: true }),
});

const boardAt = (m: { seed: number; board: number; cards: number; cut: number }) => {
  const all = generateBoard(m.seed, m.board, { cards: m.cards });
  const events = all.slice(0, Math.max(1, Math.ceil(all.length * m.cut)));
  const state = events.reduce(evolveTable, initialTableState as TableState);
  return { events, state };
};

/** The answer checked: a typed refusal with data, or events the reader and replay take after the log. */
const check = (events: readonly TableEvent[], state: TableState, input: unknown) => {
  const r = tryDecideTable(input as TableCommand, state);
  if (!r.ok) {
    expect(isCommandRefused(r.error)).toBe(true);
    expect(REFUSED_TAGS).toContain(r.error._tag);
    expect(typeof r.error.refusal._tag).toBe("string");
    expect(r.error.position).toBe(state.applied + 1);
    return "refused" as const;
  }
  for (const e of r.events) expect(decodeTableEvent(JSON.parse(JSON.stringify(e)))).toEqual(e);
  const replayed = replayLog(encodeJsonLines([...events, ...r.events]));
  expect(replayed.error, `${JSON.stringify(input)} was recorded: replay must take it`).toBeUndefined();
  expect(replayed.state.applied).toBe(state.applied + r.events.length);
  // the state it answers with is the one replay reaches: a caller may keep it instead of evolving again
  expect(r.state).toEqual(r.events.reduce(evolveTable, state));
  expect(r.state).toEqual(replayed.state);
  return "recorded" as const;
};

describe("one write path (issue 26): tryDecideTable answers any input; what it records, replay accepts", () => {
  test.prop([moment, fc.array(anyInput, { minLength: 20, maxLength: 40 })], { numRuns: 60 })(
    "random JSON-ish commands on random boards at random moments: a typed refusal, or events replay applies",
    (m, inputs) => {
      const { events, state } = boardAt(m);
      for (const input of inputs) check(events, state, input(state));
    },
  );

  it("the inputs of issue 26: calls that are no call, board numbers that are none, nonsense", () => {
    const { events, state } = boardAt({ seed: 3, board: 1, cards: 0, cut: 0 });
    const opened = boardAt({ seed: 3, board: 1, cards: 0, cut: 0.01 });
    for (const call of ["1X", "1nt", "0C", "", "PASS!"]) {
      const r = tryDecideTable(
        { type: "MakeCall", actor: { role: "player", seat: "N" }, call } as never,
        opened.state,
      );
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error._tag).toBe("InvalidCommand");
        expect(r.error.refusal).toEqual({
          _tag: "InvalidField",
          field: "call",
          problem: "invalid",
          expected: "call",
          got: call,
          gotKind: "string",
        });
      }
    }
    // 38: a bid above seven is a call made (an inadmissible one the Laws rectify): recorded, and replayed
    expect(
      check(opened.events, opened.state, {
        type: "MakeCall",
        actor: { role: "player", seat: "N" },
        call: "8C",
      }),
    ).toBe("recorded");
    for (const board of [0, -3, 1.5, 1e20]) {
      const r = tryDecideTable(
        {
          type: "StartBoard",
          actor: { role: "director" },
          board,
          deal: "N:AKQ2.KJ5.T98.A43 JT9.AQ8.765.KQJ2 876.T9432.AKQ.T9 543.76.J432.8765",
        },
        events.length === 0 ? state : initialTableState,
      );
      expect(r.ok).toBe(false);
      if (!r.ok)
        expect(r.error.refusal).toMatchObject({
          _tag: "InvalidField",
          field: "board",
          expected: "board-number",
          got: board,
        });
    }
    for (const [input, tag] of [
      [{ type: "Nonsense", actor: { role: "director" } }, "UnknownCommand"],
      [{ actor: { role: "director" } }, "UnknownCommand"],
      ["MakeCall", "NotACommand"],
      [null, "NotACommand"],
      [{ type: "MakeCall", call: "1NT" }, "InvalidField"],
      [{ type: "MakeCall", actor: { role: "player", seat: "N" }, call: "1NT", sead: "S" }, "InvalidField"],
      [{ type: "PlayCard", actor: { role: "player", seat: "N" }, card: "ZZ" }, "InvalidField"],
    ] as const) {
      const r = tryDecideTable(input as never, opened.state);
      expect(r.ok).toBe(false);
      if (!r.ok) expect([r.error._tag, r.error.refusal._tag]).toEqual(["InvalidCommand", tag]);
    }
  });

  it("the log's number rule: a trick 2^53 (a seed of this property found it), 1e20, Infinity, 1.5 as a position are refused, not recorded", () => {
    const played = boardAt({ seed: 1301489257, board: 25, cards: 1, cut: 0.8333333333333335 });
    const north = { role: "player", seat: "N" } as const;
    for (const trick of [2 ** 53, 1e20, Number.POSITIVE_INFINITY, 0, 14, 1.5]) {
      const r = tryDecideTable({ type: "PlayCard", actor: north, card: "S2", trick } as never, played.state);
      expect(r.ok).toBe(false);
      if (!r.ok)
        expect(r.error.refusal).toMatchObject({ _tag: "InvalidField", field: "trick", expected: "trick" });
    }
    for (const about of [0, 1.5, 2 ** 53]) {
      const r = tryDecideTable(
        { type: "DrawAttention", actor: north, law: "16B1", about } as never,
        played.state,
      );
      expect(r.ok).toBe(false);
      if (!r.ok)
        expect(r.error.refusal).toMatchObject({ _tag: "InvalidField", field: "about", expected: "position" });
    }
  });

  it("every number of every event is one the log carries exactly: finite, integers up to 2^53 − 1 (what is recorded replays)", () => {
    const unbounded: string[] = [];
    const seen = new Set<unknown>();
    const visit = (node: unknown, path: string): void => {
      if (node === null || typeof node !== "object" || seen.has(node)) return;
      seen.add(node);
      const ast = node as SchemaAST.AST & Record<string, unknown>;
      if (ast._tag === "Number") {
        const is = Schema.is(Schema.make<Schema.Number>(ast));
        for (const n of [2 ** 53, -(2 ** 53), 1e300, Number.POSITIVE_INFINITY, Number.NaN]) {
          if (is(n)) unbounded.push(`${path} takes ${n}`);
        }
        return;
      }
      for (const [k, v] of Object.entries(ast)) {
        if (k === "annotations" || k === "checks") continue;
        if (k === "propertySignatures" && Array.isArray(v)) {
          for (const p of v as { name: string; type: unknown }[]) visit(p.type, `${path}.${p.name}`);
        } else visit(v, path);
      }
    };
    for (const type of TableEvent.discriminants) visit(TableEvent.cases[type].ast, type);
    expect(unbounded).toEqual([]);
  });
});
