import { EventStore, openPglite, type StoredRecord } from "@bridgelaw/store";
import {
  commandOf,
  evolveTable,
  initialTableState,
  type TableCommand,
  type TableEvent,
} from "@bridgelaw/table";
import { afterEach, describe, expect, it } from "vitest";
import { generateBoard } from "../../../../tools/src/generate.ts";
import { actorFor } from "../drive.ts";
import { Boards, TABLE_STREAMS } from "./boards.ts";

/*
 * The records the store's subscription brings (PostgreSQL: every process's appends, this one's too) while a
 * command of this process is on the same board: its own append's are taken with the state it decided, not
 * replayed again; another process's are read once the command is done, whatever became of it.
 */

const ENVELOPE = { at: "2026-11-28T12:00:00.000Z", by: "test" };
const stores: EventStore[] = [];
afterEach(async () => {
  for (const s of stores.splice(0)) await s.close();
});

/** A board's first events (a legal board's) and each one's command as its actor gives it. */
const boardWithCommands = (seed: number) => {
  const events = generateBoard(seed, 1);
  let state = initialTableState;
  const commands: TableCommand[] = [];
  for (const e of events) {
    commands.push(commandOf(e, actorFor(e, state)) as TableCommand);
    state = evolveTable(state, e);
  }
  return { events, commands };
};

/** A store in memory with the table Decider, its `follow` counted, and a board of it opened. */
const opened = async (seed: number) => {
  const store = await EventStore.open(await openPglite(undefined), TABLE_STREAMS);
  stores.push(store);
  const follow = store.follow.bind(store);
  const followed: number[] = [];
  store.follow = (streamId, records) => {
    followed.push(...records.map((r) => r.streamPosition));
    return follow(streamId, records);
  };
  const boards = new Boards(store);
  const board = boardWithCommands(seed);
  const streamId = `test/${seed}`;
  await boards.command(streamId, board.commands[0]!, { expectedVersion: 0, envelope: ENVELOPE });
  return { store, boards, board, streamId, followed };
};

describe("Boards.onRecords while a command of this process is on the board", () => {
  it("takes the command's own records from its append, not from a replay of what the subscription brings", async () => {
    const { store, boards, board, streamId, followed } = await opened(41);
    // the subscription reads the append's records back before the command has taken them (a race under load)
    const append = store.append.bind(store);
    let delivered: Promise<void> | undefined;
    store.append = async (...args) => {
      const r = await append(...args);
      delivered = boards.onRecords(r.records);
      return r;
    };
    const { board: after } = await boards.command(streamId, board.commands[1]!, {
      expectedVersion: 1,
      envelope: ENVELOPE,
    });
    await delivered;
    expect(after.version).toBe(2);
    expect(boards.known(streamId)?.version).toBe(2);
    expect(boards.known(streamId)?.state).toBe(after.state);
    expect(followed).toEqual([]); // nothing replayed again
  });

  it("reads another process's record once a command that appended nothing is done", async () => {
    const { store, boards, board, streamId } = await opened(42);
    const head = boards.known(streamId)!;
    let release: (error: Error) => void = () => {};
    const held = new Promise<void>((_, reject) => {
      release = reject;
    });
    let arrived: Promise<void> | undefined;
    const failed = boards
      .command(streamId, board.commands[1]!, {
        expectedVersion: 1,
        envelope: ENVELOPE,
        // the command waits here; meanwhile another process appends record 2 and the subscription brings it
        beforeAppend: async () => {
          const other = await store.append(
            streamId,
            [{ ...(board.events[1] as TableEvent), ...ENVELOPE }] as never,
            { expectedVersion: head.version, head: head.head },
          );
          arrived = boards.onRecords(other.records as StoredRecord[]);
          await held;
        },
      })
      .catch((error: unknown) => error);
    await new Promise((r) => setTimeout(r, 20));
    expect(boards.known(streamId)?.version).toBe(1); // not taken while the command is on the board
    release(new Error("the client went away")); // the command ends without an append
    expect(await failed).toBeInstanceOf(Error);
    await arrived;
    expect(boards.known(streamId)?.version).toBe(2);
    expect(boards.known(streamId)?.events).toEqual([board.events[0], board.events[1]]);
  });
});
