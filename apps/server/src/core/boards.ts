import {
  type AppendResult,
  type EventStore,
  type NewRecord,
  type StoredRecord,
  type StoreOptions,
  StreamConflict,
} from "@bridgelaw/store";
import {
  type BoardView,
  type CommandRefused,
  decodeTableEvent,
  evolveTable,
  initialTableState,
  type TableCommand,
  type TableEvent,
  type TableState,
  tableDecider,
  tryDecideTable,
  viewOf,
} from "@bridgelaw/table";

/**
 * What the server's store holds: board logs, each record read by the log's reader and replayed by the table
 * (issue 26), so the store appends nothing a log reader would refuse, whoever writes to the database.
 */
export const TABLE_STREAMS: StoreOptions<TableEvent, TableState> = {
  decode: decodeTableEvent,
  decider: tableDecider,
};

/** One board played at one table as this process knows it: the stream's version and head, its events, the state. */
export interface Board {
  readonly streamId: string;
  readonly version: number;
  readonly head: string;
  readonly events: readonly TableEvent[];
  readonly state: TableState;
}

/** The command was refused by the Decider; `afterConflict`: only once another append had come first. */
export class Refused extends Error {
  constructor(
    readonly refusal: CommandRefused,
    readonly afterConflict: boolean,
  ) {
    super(refusal.message);
  }
}

/** The client decided on a version the board is no longer at (it sent `expectedVersion`). */
export class VersionMismatch extends Error {
  constructor(
    readonly expected: number,
    readonly actual: number,
  ) {
    super(`the board is at version ${actual}, not ${expected}: another action came first`);
  }
}

const GENESIS = "0".repeat(64);
const empty = (streamId: string): Board => ({
  streamId,
  version: 0,
  head: GENESIS,
  events: [],
  state: initialTableState,
});

/** What an append is about to write: its records, after `version` whose hash is `head`. */
export interface AppendAttempt {
  readonly version: number;
  readonly head: string;
  readonly records: readonly NewRecord[];
}

/** The board as it stood at `version` (its first `version` events replayed): a past reply's view. */
export const boardAt = (b: Board, version: number): Board => {
  if (version >= b.version) return b;
  const events = b.events.slice(0, version);
  let state: TableState = initialTableState;
  for (const e of events) state = evolveTable(state, e);
  return { streamId: b.streamId, version, head: "", events, state };
};

/** How many times a command is decided again after other appends came first, before the server gives up. */
const RETRIES = 8;

/**
 * The boards this process serves, kept in memory and in step with the store: each command is decided on the
 * board's state (the table Decider) and its events appended at the version it was decided on; when another
 * process appended first (`StreamConflict`), the board is read again and the command decided again. Records
 * appended by other processes arrive through the store's subscription (`onRecords`); listeners (live
 * clients) hear of every new version once.
 */
export class Boards {
  private readonly cache = new Map<string, Board>();
  private readonly loading = new Map<string, Promise<Board>>();
  private readonly queues = new Map<string, Promise<unknown>>();
  private readonly listeners = new Map<string, Set<(b: Board) => void>>();
  private readonly views = new WeakMap<Board, BoardView>();

  constructor(readonly store: EventStore) {}

  /** The full view of a board version (computed once per version: every live client's view starts from it). */
  fullView(b: Board): BoardView {
    let v = this.views.get(b);
    if (v === undefined) {
      v = viewOf(b.state);
      this.views.set(b, v);
    }
    return v;
  }

  /** The board as this process knows it now, without reading the store (undefined when never read). */
  known(streamId: string): Board | undefined {
    return this.cache.get(streamId);
  }

  /** The board as this process knows it, read from the store the first time. */
  get(streamId: string): Promise<Board> {
    const known = this.cache.get(streamId);
    if (known !== undefined) return Promise.resolve(known);
    let p = this.loading.get(streamId);
    if (p === undefined) {
      p = this.refresh(streamId).finally(() => this.loading.delete(streamId));
      this.loading.set(streamId, p);
    }
    return p;
  }

  /** Reads what the store has beyond the version this process knows, and brings the board up to date. */
  async refresh(streamId: string): Promise<Board> {
    const known = this.cache.get(streamId) ?? empty(streamId);
    const records = await this.store.readStream(streamId, { from: known.version + 1 });
    return this.publish(this.extend(this.cache.get(streamId) ?? known, records));
  }

  /**
   * The board with `records` applied (those it already has are skipped). `replayed`: the store's own replay
   * of exactly these records after the board's version (an append's), taken as it is instead of evolving them
   * again.
   */
  private extend(b: Board, records: readonly StoredRecord[], replayed?: AppendResult["replayed"]): Board {
    const last = records[records.length - 1];
    if (
      replayed !== undefined &&
      last !== undefined &&
      records[0]!.streamPosition === b.version + 1 &&
      replayed.events.length === records.length
    ) {
      return {
        streamId: b.streamId,
        version: last.streamPosition,
        head: last.record.hash as string,
        events: [...b.events, ...(replayed.events as TableEvent[])],
        state: replayed.state as TableState,
      };
    }
    // another process's appends (or the board read in full): replayed by the store, which keeps the state it
    // reached, so that the next append decided on it is not replayed again
    const fresh = records.filter((r) => r.streamPosition > b.version);
    const followed =
      fresh[0]?.streamPosition === b.version + 1 ? this.store.follow(b.streamId, fresh) : undefined;
    if (followed !== undefined) {
      return {
        streamId: b.streamId,
        version: followed.version,
        head: followed.head,
        events: [...b.events, ...(followed.events as TableEvent[])],
        state: followed.state as TableState,
      };
    }
    let { version, head, state } = b;
    const events = [...b.events];
    for (const r of records) {
      if (r.streamPosition <= version) continue;
      if (r.streamPosition !== version + 1)
        throw new Error(`${b.streamId}: record ${r.streamPosition} after ${version}`);
      const event = decodeTableEvent(r.record);
      state = evolveTable(state, event);
      events.push(event);
      version = r.streamPosition;
      head = r.record.hash as string;
    }
    return version === b.version ? b : { streamId: b.streamId, version, head, events, state };
  }

  /** Keeps the newer of the known and the given board, and tells the listeners of a new version. */
  private publish(b: Board): Board {
    const known = this.cache.get(b.streamId);
    if (known !== undefined && known.version >= b.version) return known;
    this.cache.set(b.streamId, b);
    for (const l of this.listeners.get(b.streamId) ?? []) {
      try {
        l(b);
      } catch {
        // a listener's failure (a closed connection) is the listener's
      }
    }
    return b;
  }

  /** Runs `f` after the previous command on the same board (in this process) has finished. */
  private serial<T>(streamId: string, f: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(streamId) ?? Promise.resolve();
    const next = previous.then(f, f);
    const settled = next.then(
      () => {},
      () => {},
    );
    this.queues.set(streamId, settled);
    void settled.then(() => {
      if (this.queues.get(streamId) === settled) this.queues.delete(streamId);
    });
    return next;
  }

  /**
   * Decides `command` on the board and appends its events, stamped with `envelope` (`at`, `by`). With
   * `expectedVersion`, the command stands only on that version (`VersionMismatch` otherwise); without it, a
   * command overtaken by another append is decided again on the new state, and refused as no longer
   * applicable if the Decider then refuses it (`Refused` with `afterConflict`).
   */
  command(
    streamId: string,
    command: TableCommand,
    options: {
      readonly expectedVersion?: number;
      readonly envelope: Readonly<Record<string, unknown>>;
      /** Throws (an ApiError) when the command may not be decided on this board version (before the Decider). */
      readonly guard?: (board: Board) => void;
      /** Told what each append attempt will write, before it is made (an idempotency key's record). */
      readonly beforeAppend?: (attempt: AppendAttempt) => Promise<void>;
    },
  ): Promise<{ board: Board; records: readonly StoredRecord[] }> {
    return this.serial(streamId, async () => {
      let board = await this.get(streamId);
      for (let attempt = 0; ; attempt++) {
        if (options.expectedVersion !== undefined && board.version !== options.expectedVersion) {
          board = await this.refresh(streamId);
          if (board.version !== options.expectedVersion) {
            throw new VersionMismatch(options.expectedVersion, board.version);
          }
        }
        options.guard?.(board);
        const decided = tryDecideTable(command, board.state);
        if (!decided.ok) throw new Refused(decided.error, attempt > 0);
        const records = decided.events.map((e) => ({ ...e, ...options.envelope }) as NewRecord);
        await options.beforeAppend?.({ version: board.version, head: board.head, records });
        try {
          const r = await this.store.append(streamId, records, {
            expectedVersion: board.version,
            head: board.head,
            // the Decider's evolve of its events, which the store takes instead of evolving them again
            decided: { from: board.state, events: decided.events, state: decided.state },
          });
          return { board: this.publish(this.extend(board, r.records, r.replayed)), records: r.records };
        } catch (error) {
          if (!(error instanceof StreamConflict) || attempt >= RETRIES) throw error;
          board = await this.refresh(streamId);
        }
      }
    });
  }

  /** Records from the store's subscription (any process's appends): boards this process knows move on. */
  async onRecords(records: readonly StoredRecord[]): Promise<void> {
    const byStream = new Map<string, StoredRecord[]>();
    for (const r of records) {
      if (!this.cache.has(r.streamId)) continue; // read in full when first asked for
      let list = byStream.get(r.streamId);
      if (list === undefined) byStream.set(r.streamId, (list = []));
      list.push(r);
    }
    const busy: [string, number][] = [];
    for (const [streamId, list] of byStream) {
      const known = this.cache.get(streamId)!;
      const fresh = list.filter((r) => r.streamPosition > known.version);
      if (fresh.length === 0) continue;
      if (this.queues.has(streamId)) {
        // a command of this process is on the board: the records may be its own append's, which it brings
        // with the state it decided (not replayed again here); whatever it leaves out is read once it is done
        busy.push([streamId, fresh[fresh.length - 1]!.streamPosition]);
        continue;
      }
      if (fresh[0]!.streamPosition === known.version + 1) this.publish(this.extend(known, fresh));
      else await this.refresh(streamId); // a gap: read the stream again
    }
    for (const [streamId, last] of busy) {
      await this.queues.get(streamId)?.catch(() => {});
      if ((this.cache.get(streamId)?.version ?? 0) < last) await this.refresh(streamId);
    }
  }

  /** Calls `listener` with every new version of the board; returns the function that stops it. */
  listen(streamId: string, listener: (b: Board) => void): () => void {
    let set = this.listeners.get(streamId);
    if (set === undefined) this.listeners.set(streamId, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(streamId);
    };
  }
}
