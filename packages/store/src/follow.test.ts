/**
 * `follow`: a store replays records another process appended (read back from the database) after the state it
 * keeps, keeps the state it reached, and takes it back as an append's `decided.from`: a second server process
 * replays each of the other's appends once, not twice (issue 32).
 */
import { encodeJsonLines, GENESIS } from "@bridgelaw/log";
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
import { generateBoard, generateIrregularBoard } from "../../../tools/src/generate.ts";
import type { SqlDriver } from "./driver.ts";
import { InvalidRecord } from "./errors.ts";
import { openPglite } from "./pglite-node.ts";
import { EventStore, type NewRecord } from "./store.ts";

/** The table's Decider with its evolve counted: how many events the store replayed. */
const counting = () => {
  const count = { evolved: 0 };
  const decider = {
    ...tableDecider,
    evolve: (s: TableState, e: TableEvent) => {
      count.evolved += 1;
      return tableDecider.evolve(s, e);
    },
  };
  return { count, options: { decode: decodeTableEvent, decider } };
};

let db: SqlDriver;
let streams = 0;
const newStream = () => `follow/s/r/t${++streams}/1`;

beforeAll(async () => {
  db = await openPglite();
}, 120_000);
afterAll(async () => {
  await db?.close();
});

const stateOf = (events: readonly TableEvent[]): TableState =>
  events.reduce<TableState>((s, e) => evolveTable(s, e), tableDecider.initialState);

describe("follow: another process's appends replayed once", () => {
  it("gives replay's events and state, and an append decided on that state is not replayed again", async () => {
    const writer = await EventStore.open(db, counting().options);
    const { count, options } = counting();
    const reader = await EventStore.open(db, options);
    const id = newStream();
    const board = generateBoard(32, 7);
    await writer.append(id, board.slice(0, 20) as NewRecord[], { expectedVersion: 0 });
    const followed = reader.follow(id, await reader.readStream(id));
    expect(followed).toBeDefined();
    expect(followed!.version).toBe(20);
    expect(followed!.events).toEqual(board.slice(0, 20));
    expect(followed!.state).toEqual(stateOf(board.slice(0, 20)));
    expect(count.evolved).toBe(20);
    // the writer appends more; the reader follows them from its kept state, replaying only those
    const w = await writer.append(id, board.slice(20, 30) as NewRecord[], { expectedVersion: 20 });
    const more = reader.follow(id, await reader.readStream(id, { from: 21 }));
    expect(more!.version).toBe(30);
    expect(more!.head).toBe(w.head);
    expect(more!.state).toEqual(stateOf(board.slice(0, 30)));
    expect(count.evolved).toBe(30);
    // the reader decides the next event on the followed state: the store takes the decided state as it is
    const next = board[30]!;
    const decided = {
      from: more!.state,
      events: [next],
      state: evolveTable(more!.state as TableState, next),
    };
    const r = await reader.append(id, [next as NewRecord], {
      expectedVersion: 30,
      head: more!.head,
      decided,
    });
    expect(r.replayed!.state).toBe(decided.state);
    expect(count.evolved).toBe(30);
    expect(replayLog(await reader.exportLog(id)).state).toEqual(decided.state);
  });

  it("follows nothing that does not go on from the kept state: a gap, another chain, another stream", async () => {
    const writer = await EventStore.open(db);
    const reader = await EventStore.open(db, counting().options);
    const id = newStream();
    const board = generateBoard(32, 8);
    await writer.append(id, board.slice(0, 6) as NewRecord[], { expectedVersion: 0 });
    const records = await reader.readStream(id);
    expect(reader.follow(id, records.slice(2))).toBeUndefined(); // not from the start: nothing kept
    expect(reader.follow(`${id}x`, records)).toBeUndefined(); // another stream's records
    const forged = records.map((r, i) => (i === 3 ? { ...r, record: { ...r.record, prev: GENESIS } } : r));
    expect(reader.follow(id, forged)).toBeUndefined(); // the chain broken
    expect(reader.follow(id, [])).toBeUndefined();
    expect(reader.follow(id, records.slice(0, 3))!.version).toBe(3);
    expect(reader.follow(id, records.slice(4))).toBeUndefined(); // a gap after the kept state
    expect(reader.follow(id, records.slice(3))!.version).toBe(6);
    // a store told nothing of its streams follows nothing
    expect(writer.follow(id, records)).toBeUndefined();
  });

  it("refuses a record its reader refuses (written by another writer), naming its position", async () => {
    const generic = await EventStore.open(db);
    const reader = await EventStore.open(db, counting().options);
    const id = newStream();
    const board = generateBoard(32, 9);
    await generic.append(id, [...(board.slice(0, 2) as NewRecord[]), { type: "Nonsense" }], {
      expectedVersion: 0,
    });
    expect(() => reader.follow(id, [])).not.toThrow();
    const records = await reader.readStream(id);
    expect(() => reader.follow(id, records)).toThrow(InvalidRecord);
    try {
      reader.follow(id, records);
    } catch (error) {
      expect(error).toMatchObject({ position: 3 });
    }
  });

  it("property: a board appended by one store in random slices and followed by another: replay's state at each step", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 40 }),
        fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 12 }),
        async (n, slices) => {
          const board = n % 2 === 0 ? generateBoard(33, n) : generateIrregularBoard(33, n);
          const writer = await EventStore.open(db);
          const reader = await EventStore.open(db, counting().options);
          const id = newStream();
          let at = 0;
          for (const size of slices) {
            if (at >= board.length) break;
            const slice = board.slice(at, at + size);
            await writer.append(id, slice as NewRecord[], { expectedVersion: at });
            const followed = reader.follow(id, await reader.readStream(id, { from: at + 1 }));
            at += slice.length;
            expect(followed!.version).toBe(at);
            expect(encodeJsonLines(followed!.events as never)).toBe(encodeJsonLines(slice as never));
            expect(followed!.state).toEqual(stateOf(board.slice(0, at)));
          }
        },
      ),
      { numRuns: 25, seed: 32 },
    );
  });
});
