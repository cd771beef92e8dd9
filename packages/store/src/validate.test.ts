/**
 * A store of board logs told its streams' reader and Decider (`StoreOptions`: the table's `decodeTableEvent`
 * and `tableDecider`) appends only what the stream's readers accept (issue 26): whatever it accepted,
 * `importLog` of its export accepts. A store told nothing stays generic.
 */
import { encodeJsonLines } from "@bridgelaw/log";
import {
  decodeTableEvent,
  evolveTable,
  replayLog,
  type TableEvent,
  type TableState,
  tableDecider,
} from "@bridgelaw/table";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateBoard } from "../../../tools/src/generate.ts";
import type { SqlDriver } from "./driver.ts";
import { InvalidRecord } from "./errors.ts";
import { importLog } from "./import-log.ts";
import { openPglite } from "./pglite-node.ts";
import { EventStore, type NewRecord } from "./store.ts";

const DEAL = "N:AKQ2.KJ5.T98.A43 JT9.AQ8.765.KQJ2 876.T9432.AKQ.T9 543.76.J432.8765";
const TABLE = { decode: decodeTableEvent, decider: tableDecider };

let db: SqlDriver;
let store: EventStore;
/** A second store on the same database: it has seen none of the first one's appends. */
let other: EventStore;
let generic: EventStore;
let streams = 0;
const newStream = () => `valid/s/r/t${++streams}/1`;

beforeAll(async () => {
  db = await openPglite();
  store = await EventStore.open(db, TABLE);
  other = await EventStore.open(db, TABLE);
  generic = await EventStore.open(db);
}, 120_000);
afterAll(async () => {
  await db?.close();
});

describe("a store told its streams' reader and Decider", () => {
  it("refuses a record that is no event ({type: Nonsense}, a call 1X), naming its position and field; nothing is written", async () => {
    const id = newStream();
    await store.append(id, [{ type: "BoardStarted", board: 1, deal: DEAL }], { expectedVersion: 0 });
    for (const bad of [
      { type: "Nonsense" },
      { type: "CallMade", seat: "N", call: "1X" },
      { type: "CallMade", seat: "N" },
      { type: "CardPlayed", seat: "N", card: "ZZ" },
    ] as NewRecord[]) {
      const r = store.append(id, [{ type: "CallMade", seat: "N", call: "1NT" }, bad], { expectedVersion: 1 });
      await expect(r).rejects.toBeInstanceOf(InvalidRecord);
      await expect(r).rejects.toMatchObject({ streamId: id, position: 3 });
    }
    await expect(
      store.append(id, [{ type: "CallMade", seat: "N", call: "1X" }], { expectedVersion: 1 }),
    ).rejects.toThrow(/record 2: expected a call token.* at "call", got "1X"/);
    expect((await store.readStream(id)).length).toBe(1);
  });

  it("an append gives back its records' events and the stream's state after them, as replay derives them (a server keeps them)", async () => {
    const id = newStream();
    const events = generateBoard(7, 1, { cards: 12 });
    const a = await store.append(id, events.slice(0, 6) as NewRecord[], { expectedVersion: 0 });
    const b = await other.append(id, events.slice(6) as NewRecord[], {
      expectedVersion: a.version,
      head: a.head,
    });
    expect(b.replayed?.events).toEqual(events.slice(6));
    const text = encodeJsonLines((await store.readStream(id)).map((r) => r.record));
    const replayed = replayLog(text);
    expect(replayed.error).toBeUndefined();
    expect(b.replayed?.state).toEqual(replayed.state);
    // a store told nothing replays nothing and gives nothing back
    const g = await generic.append(newStream(), events.slice(0, 2) as NewRecord[], { expectedVersion: 0 });
    expect(g.replayed).toBeUndefined();
  });

  it("takes the Decider's own evolve of the events it decided (no second evolve), and the stream replays to that state", async () => {
    for (const board of [1, 2, 3]) {
      const id = newStream();
      const events = generateBoard(11, board, { cards: 20 });
      let at = await store.append(id, events.slice(0, 1) as NewRecord[], { expectedVersion: 0 });
      for (const e of events.slice(1)) {
        const from = at.replayed!.state as TableState;
        const state = evolveTable(from, e);
        at = await store.append(id, [{ ...e, by: "director" }] as NewRecord[], {
          expectedVersion: at.version,
          head: at.head,
          decided: { from, events: [e], state },
        });
        expect(at.replayed?.state).toBe(state);
      }
      const replayed = replayLog(await store.exportLog(id));
      expect(replayed.error).toBeUndefined();
      expect(at.replayed?.state).toEqual(replayed.state);
    }
  });

  it("replays the records itself when what it is told was decided is not what it would replay: another state, other events", async () => {
    const id = newStream();
    const events = generateBoard(12, 1, { cards: 4 });
    const a = await store.append(id, events.slice(0, 2) as NewRecord[], { expectedVersion: 0 });
    const from = a.replayed!.state as TableState;
    const bogus = { bogus: true };
    // a state the store did not give (a copy of it): its own replay
    const b = await store.append(id, [events[2]!] as NewRecord[], {
      expectedVersion: a.version,
      head: a.head,
      decided: { from: structuredClone(from), events: [events[2]], state: bogus },
    });
    expect(b.replayed?.state).not.toBe(bogus);
    expect(b.replayed?.state).toEqual(evolveTable(from, events[2]!));
    // events other than the records (the envelope's `at` changes an event's own `at`, a call changed): its own replay
    const c = await store.append(id, [events[3]!] as NewRecord[], {
      expectedVersion: b.version,
      head: b.head,
      decided: { from: b.replayed!.state, events: [{ ...events[3], seat: "W" }], state: bogus },
    });
    expect(c.replayed?.state).not.toBe(bogus);
    expect(c.replayed?.state).toEqual(replayLog(await store.exportLog(id)).state);
  });

  it("refuses a record replay refuses, with the domain's refusal (a call before the board is opened)", async () => {
    const id = newStream();
    const r = store.append(id, [{ type: "CallMade", seat: "N", call: "1NT" }], { expectedVersion: 0 });
    await expect(r).rejects.toMatchObject({
      _tag: "InvalidRecord",
      position: 1,
      refusal: { _tag: "BoardNotOpen", event: "CallMade" },
    });
    expect(await store.head(id)).toBeUndefined();
  });

  it("checks an append against the stream as stored, also when another store wrote it", async () => {
    const id = newStream();
    const events = generateBoard(5, 1, { cards: 8 });
    const a = await store.append(id, events.slice(0, 5) as NewRecord[], { expectedVersion: 0 });
    const b = await other.append(id, events.slice(5) as NewRecord[], {
      expectedVersion: a.version,
      head: a.head,
    });
    expect(b.version).toBe(events.length);
    // the first store's known state is stale: it reads the stream again and refuses a card played twice
    const again = events.find((e) => e.type === "CardPlayed")!;
    await expect(
      store.append(id, [again as NewRecord], { expectedVersion: b.version, head: b.head }),
    ).rejects.toBeInstanceOf(InvalidRecord);
    expect(replayLog(await store.exportLog(id)).error).toBeUndefined();
  });

  it("a store told nothing stays generic: it seals any record with a type", async () => {
    const id = newStream();
    await generic.append(id, [{ type: "Nonsense" }], { expectedVersion: 0 });
    expect((await generic.readStream(id))[0]!.record.type).toBe("Nonsense");
  });
});

/* Random appends: records of legal boards, now and then spoilt (a field changed, taken away, added; a junk record) */

const JUNK: readonly unknown[] = [
  "1X",
  "ZZ",
  "Q",
  "",
  0,
  -3,
  1.5,
  1e20,
  null,
  true,
  [],
  {},
  ["SA"],
  { a: 1 },
  "SA",
  "1NT",
  "N",
  "8C",
];
const spoil = fc.oneof(
  fc.record({
    field: fc.constantFrom(
      "call",
      "card",
      "seat",
      "board",
      "deal",
      "type",
      "law",
      "about",
      "tricks",
      "at",
      "note",
    ),
    to: fc.constantFrom(...JUNK),
  }),
  fc.record({ drop: fc.constantFrom("call", "card", "seat", "board", "deal", "type") }),
  fc.record({
    junk: fc.constantFrom<Record<string, unknown>>(
      { type: "Nonsense" },
      { type: "CallMade", seat: "N", call: "1X" },
      { type: "CardPlayed" },
      { note: "no type" },
      { type: "DirectorRuled", law: "99Z" },
    ),
  }),
  fc.record({ repeat: fc.nat() }),
);

type Spoil = typeof spoil extends fc.Arbitrary<infer T> ? T : never;

const spoilt = (events: readonly TableEvent[], i: number, how: Spoil | null): Record<string, unknown> => {
  const e: Record<string, unknown> = { ...events[i]! };
  if (how === null) return e;
  if ("field" in how) e[how.field] = how.to;
  else if ("drop" in how) delete e[how.drop];
  else if ("junk" in how) return how.junk;
  else return { ...events[how.repeat % events.length]! };
  return e;
};

describe("whatever the store accepted, importLog of its export accepts (issue 26)", () => {
  it("random appends of records of legal boards, some spoilt, in batches, by two stores at once", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          seed: fc.nat(),
          board: fc.integer({ min: 1, max: 32 }),
          cards: fc.integer({ min: 0, max: 52 }),
          spoils: fc.array(fc.option(spoil, { freq: 3 }), { minLength: 1, maxLength: 120 }),
          batches: fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 1, maxLength: 60 }),
          writers: fc.array(fc.boolean(), { minLength: 1, maxLength: 60 }),
        }),
        async ({ seed, board, cards, spoils, batches, writers }) => {
          const id = newStream();
          const events = generateBoard(seed, board, { cards });
          let i = 0;
          let k = 0;
          while (i < events.length && k < batches.length) {
            const n = batches[k]!;
            const batch = Array.from({ length: Math.min(n, events.length - i) }, (_, j) =>
              spoilt(events, i + j, spoils[(i + j) % spoils.length] ?? null),
            ) as NewRecord[];
            const by = writers[k % writers.length] ? store : other;
            try {
              await by.append(id, batch, { expectedVersion: "any" });
              i += batch.length;
            } catch (error) {
              if (!(error instanceof InvalidRecord)) throw error;
              // the well-formed records of the batch, alone
              const clean = events.slice(i, i + batch.length) as NewRecord[];
              await by.append(id, clean, { expectedVersion: "any" }).catch((e) => {
                if (!(e instanceof InvalidRecord)) throw e;
              });
              i += batch.length;
            }
            k += 1;
          }
          const text = await store.exportLog(id);
          if (text === "") return;
          const copy = await importLog(generic, `${id}-copy`, text);
          expect(copy.version).toBe(text.split("\n").length - 1);
          expect(replayLog(text).error).toBeUndefined();
          expect(await generic.exportLog(`${id}-copy`)).toBe(text);
          expect(encodeJsonLines(replayLog(text).lines.map((l) => l.record))).toBe(text);
        },
      ),
      { numRuns: 25 },
    );
  }, 600_000);
});
