import {
  canonicalJson,
  chainLinesFrom,
  type Decider,
  decodeJsonLines,
  encodeJsonLines,
  GENESIS,
  isDomainRejection,
  type Refusal,
} from "@bridgelaw/log";
import type { SqlDriver, SqlQueryable } from "./driver.ts";
import { InvalidRecord, StreamConflict } from "./errors.ts";
import { GroupCommit } from "./group-commit.ts";
import { migrate } from "./migrations.ts";
import { sameJson } from "./same-json.ts";

/** One record of a stream as stored: the event with its envelope and its seal (`seq`, `prev`, `hash`). */
export interface StoredRecord {
  readonly streamId: string;
  /** 1-based position in the stream; equal to the record's `seq`. */
  readonly streamPosition: number;
  /** Position across every stream of the store, increasing in commit order as `readAll` sees it. */
  readonly globalPosition: number;
  readonly type: string;
  /** The sealed record, as a sealed log file has it on one line. */
  readonly record: Readonly<Record<string, unknown>>;
}

/** A stream's version (its number of records) and head (the hash of its last record). */
export interface StreamHead {
  readonly version: number;
  readonly head: string;
}

/**
 * What the caller knows of the stream it appends to. `expectedVersion`: the number of records the caller
 * decided on (0 for a new stream), or `"any"` to append after whatever is there. `head`: the hash at that
 * version, when the caller already has it (a server keeps it with the board's state): the append is then one
 * round trip.
 */
export interface AppendOptions {
  readonly expectedVersion: number | "any";
  readonly head?: string;
  /**
   * With `StoreOptions.decider`: what the caller's Decider decided, to spare the store evolving the records
   * again. `from`: the state the caller decided on, which must be the very state this store returned (an
   * `AppendResult`'s `replayed.state`) at `expectedVersion` and `head`; `events`: the events decided (each record
   * is one of them with its envelope); `state`: the Decider's `evolve` of `events` in turn on `from`. The store
   * still reads every record back as the stream's reader will; it takes `state` only when the events read back
   * are the events decided (canonical JSON) after the state it keeps for that head, and replays them otherwise.
   */
  readonly decided?: {
    readonly from: unknown;
    readonly events: readonly unknown[];
    readonly state: unknown;
  };
}

export interface AppendResult extends StreamHead {
  /** The records written, sealed, with their positions. */
  readonly records: readonly StoredRecord[];
  /**
   * With `StoreOptions.decider`: the records' events as the stream's reader read them and the stream's state
   * after them, which the store replayed to check the append. A caller that keeps the board's state (a server)
   * takes it as it is instead of replaying the records again.
   */
  readonly replayed?: { readonly events: readonly unknown[]; readonly state: unknown };
}

/** What `follow` replayed: the stream's version and head after the records, their events and the state. */
export interface Followed extends StreamHead {
  readonly events: readonly unknown[];
  readonly state: unknown;
}

/** A record to append: an event with its envelope (`at`, `by`, `note`); seal fields are computed. */
export type NewRecord = Readonly<Record<string, unknown>> & { readonly type: string };

/**
 * What the store's streams hold, when it is told (a store of board logs: `decodeTableEvent` and
 * `tableDecider` of `@bridgelaw/table`). The store stays generic: it knows only these two functions.
 */
export interface StoreOptions<E = unknown, S = unknown> {
  /**
   * The log's reader of one record (an event decoder of `@bridgelaw/log`, which throws an `EventDecodeError`
   * naming the field): every record appended is read back as the stream's export will be read (strict JSON,
   * one object per line, this decoder), and refused with `InvalidRecord` when it is not one.
   */
  readonly decode?: (record: unknown) => E;
  /**
   * With `decode`: the Decider whose `evolve` replays a stream (a `DomainRejection` refuses the event): every
   * append must replay after the stream's records, so that whatever the store accepted, the stream's export
   * replays (and `importLog` accepts it).
   */
  readonly decider?: Pick<Decider<unknown, E, S>, "initialState" | "evolve">;
}

/** How many streams' replayed states a store keeps (the state at their head, to check the next append). */
const KEPT_STATES = 512;

const NOTIFY_CHANNEL = "bridgelaw_events";

/** How many records a subscription reads at a time. */
const BATCH = 500;

/** `check`'s answer when the stream is not at the head the append was sealed after. */
const NOT_AT_HEAD_STATE: unique symbol = Symbol("not at head");

/** What `check` replayed: the appended records' events and the stream's state after them. */
type Replayed = NonNullable<AppendResult["replayed"]>;

/** Replays decoded lines after `state`; a `DomainRejection` is the record's `InvalidRecord` (position `offset + i`). */
const replayAll = (
  decider: Pick<Decider<unknown, unknown, unknown>, "evolve">,
  streamId: string,
  state: unknown,
  lines: readonly { readonly event: unknown }[],
  offset: number,
): unknown => {
  let s = state;
  for (const [i, { event }] of lines.entries()) {
    try {
      s = decider.evolve(s, event);
    } catch (error) {
      if (!isDomainRejection(error)) throw error;
      const refusal: Refusal = error.refusal;
      throw new InvalidRecord({ streamId, position: offset + i + 1, reason: error.reason, refusal });
    }
  }
  return s;
};

/**
 * Records of the stream as stored (after record `after`), each read as the stream's export will be read and
 * replayed after `state`: their events and the state after them. A record the reader refuses is `InvalidRecord`.
 */
const replayStored = (
  decode: (record: unknown) => unknown,
  decider: Pick<Decider<unknown, unknown, unknown>, "evolve">,
  streamId: string,
  state: unknown,
  records: readonly StoredRecord[],
  after: number,
): Replayed => {
  const stored = decodeJsonLines(encodeJsonLines(records.map((r) => r.record)), decode);
  if (stored.error !== undefined) {
    throw new InvalidRecord({
      streamId,
      position: after + stored.error.line,
      reason: `the stream holds a record its reader refuses: ${stored.error.reason}`,
    });
  }
  return {
    events: stored.lines.map((l) => l.event),
    state: replayAll(decider, streamId, state, stored.lines, after),
  };
};

/** True when the events read back are the events decided, one for one (the same JSON data: `sameJson`). */
const sameEvents = (lines: readonly { readonly event: unknown }[], events: readonly unknown[]): boolean =>
  lines.length === events.length && lines.every(({ event }, i) => sameJson(event, events[i]));

interface EventRow {
  stream_id: string;
  stream_position: number;
  global_position: string | number;
  type: string;
  record: string;
}

const toStored = (r: EventRow): StoredRecord => ({
  streamId: r.stream_id,
  streamPosition: Number(r.stream_position),
  globalPosition: Number(r.global_position),
  type: r.type,
  record: JSON.parse(r.record) as Record<string, unknown>,
});

/**
 * Seals `records` as records `version + 1 …` of the stream whose record `version` has the hash `prev`, with
 * the log package's chain (`chainLinesFrom`: `seq`, `prev`, `hash` over canonical JSON, and the seal marker on a
 * stream's first record, with each record's canonical JSON line), so a stored board is byte for byte the log
 * `bridgelaw seal` writes.
 */
const sealAfter = (records: readonly NewRecord[], version: number, prev: string): Sealed => {
  const { records: sealed, lines } = chainLinesFrom(
    prev,
    version,
    records as readonly Record<string, unknown>[],
  );
  return { records: sealed, lines, text: textOf(lines) };
};

/** Sealed records with their canonical JSON lines (`lines`), and the lines as a JSON Lines text (`text`). */
interface Sealed {
  readonly records: readonly Record<string, unknown>[];
  readonly lines: readonly string[];
  readonly text: string;
}

/** Each sealed record's canonical JSON, computed once: what the check reads back is what is stored. */
const sealedWithLines = (records: readonly Record<string, unknown>[]): Sealed => {
  const lines = records.map((r) => canonicalJson(r));
  return { records, lines, text: textOf(lines) };
};

/** Lines as a JSON Lines text. */
const textOf = (lines: readonly string[]): string => {
  let text = "";
  for (const line of lines) text += `${line}\n`;
  return text;
};

/**
 * An append-only store of board logs: a stream per board played at a table, each stream a sealed hash chain
 * (`@bridgelaw/log`), so a stored board exported as JSON Lines verifies like a sealed file. Appends are
 * optimistic: a stream that moved since the caller read it gives `StreamConflict`, and nothing is written.
 * Nothing stored is ever updated or deleted.
 */
export class EventStore {
  /** Subscriptions of this process, woken at once after each append made through this store. */
  private readonly wakers = new Set<() => void>();
  /** The replayed state of streams at a head this store saw (`options.decider`), by stream. */
  private readonly states = new Map<string, { version: number; head: string; state: unknown }>();

  /** Appends as they come, and those that come meanwhile in one statement (group commit). */
  private readonly appends: GroupCommit;

  private constructor(
    readonly db: SqlDriver,
    private readonly options: StoreOptions,
  ) {
    // PostgreSQL's NOTIFY wakes every subscription, this process's too; PGlite has only this process's appends
    this.appends = new GroupCommit(db, () => {
      if (db.kind !== "postgres") for (const wake of this.wakers) wake();
    });
  }

  /**
   * Opens a store on a driver and brings its schema up to date (`migrate`). With `options.decode` (and
   * `options.decider`), every record appended is checked as the stream's readers will read it (see
   * `StoreOptions`): a store of board logs opened with the table's reader and Decider holds only logs that replay.
   */
  static async open<E, S>(db: SqlDriver, options: StoreOptions<E, S> = {}): Promise<EventStore> {
    await migrate(db);
    return new EventStore(db, options as StoreOptions);
  }

  get kind(): SqlDriver["kind"] {
    return this.db.kind;
  }

  /** The stream's version and head, or undefined when it has no record yet. */
  async head(streamId: string, q: SqlQueryable = this.db): Promise<StreamHead | undefined> {
    const rows = await q.query<{ version: number; head: string }>(
      `SELECT stream_position AS version, hash AS head FROM bridgelaw_events
        WHERE stream_id = $1 ORDER BY stream_position DESC LIMIT 1`,
      [streamId],
      "bridgelaw_head",
    );
    const r = rows[0];
    return r === undefined ? undefined : { version: Number(r.version), head: r.head };
  }

  /**
   * Appends records to a stream, sealing each after the stream's head. Fails with `StreamConflict` when the
   * stream is not at `expectedVersion` (with `"any"`, retried until it lands).
   */
  async append(
    streamId: string,
    records: readonly NewRecord[],
    options: AppendOptions,
  ): Promise<AppendResult> {
    if (records.length === 0) {
      const h = await this.head(streamId);
      return { version: h?.version ?? 0, head: h?.head ?? GENESIS, records: [] };
    }
    for (;;) {
      let expected: number;
      let prev: string;
      if (options.expectedVersion === "any" || options.head === undefined) {
        const h = await this.head(streamId);
        const actual = h?.version ?? 0;
        if (options.expectedVersion !== "any" && actual !== options.expectedVersion) {
          throw new StreamConflict({ streamId, expected: options.expectedVersion, actual });
        }
        expected = actual;
        prev = h?.head ?? GENESIS;
      } else {
        expected = options.expectedVersion;
        prev = options.head;
      }
      const sealed = this.seal(streamId, records, expected, prev);
      const checked = await this.check(streamId, expected, prev, sealed, options.decided);
      if (checked === NOT_AT_HEAD_STATE) {
        if (options.expectedVersion === "any") continue;
        const actual = (await this.head(streamId))?.version ?? 0;
        throw new StreamConflict({ streamId, expected: options.expectedVersion, actual });
      }
      const written = await this.insert(streamId, expected, sealed);
      if (written !== undefined) {
        this.keep(streamId, written, checked);
        return checked === undefined ? written : { ...written, replayed: checked };
      }
      if (options.expectedVersion === "any") continue;
      const actual = (await this.head(streamId))?.version ?? 0;
      throw new StreamConflict({ streamId, expected: options.expectedVersion, actual });
    }
  }

  /**
   * Seals the records after the head, each with its canonical JSON (the line the check reads back and the
   * database stores, computed once); a record JSON cannot carry (a lone surrogate, NaN) is `InvalidRecord`.
   */
  private seal(streamId: string, records: readonly NewRecord[], version: number, prev: string): Sealed {
    try {
      return sealAfter(records, version, prev);
    } catch (error) {
      const at = records.findIndex((r) => {
        try {
          canonicalJson(r);
          return false;
        } catch {
          return true;
        }
      });
      if (at === -1) throw error;
      throw new InvalidRecord({
        streamId,
        position: version + at + 1,
        reason: `not a JSON record: ${(error as Error).message}`,
      });
    }
  }

  /**
   * Checks sealed records before they are written after record `version` (hash `prev`), when the store was
   * told what its streams hold (`StoreOptions`): each read back as the export will be read, then replayed after
   * the stream's state at that head. Returns their events and the state after them (undefined without a
   * Decider), or `NOT_AT_HEAD_STATE` when the stream is not at that head (the append conflicts).
   */
  private async check(
    streamId: string,
    version: number,
    prev: string,
    sealed: Sealed,
    decided?: AppendOptions["decided"],
  ): Promise<Replayed | undefined | typeof NOT_AT_HEAD_STATE> {
    const { decode, decider } = this.options;
    if (decode === undefined) return undefined;
    const read = decodeJsonLines(sealed.text, decode);
    if (read.error !== undefined) {
      throw new InvalidRecord({ streamId, position: version + read.error.line, reason: read.error.reason });
    }
    if (decider === undefined) return undefined;
    let state: unknown;
    const known = this.states.get(streamId);
    if (known !== undefined && known.version === version && known.head === prev) {
      // the caller evolved exactly these events on exactly this state: evolve is pure, so replaying them
      // again would reach the state it reached
      if (decided !== undefined && decided.from === known.state && sameEvents(read.lines, decided.events)) {
        return { events: read.lines.map((l) => l.event), state: decided.state };
      }
      state = known.state;
    } else {
      // the state kept at an earlier head of this stream, if any, with only the records after it read and
      // folded in (another process appended them): their chain must go on from that head, or the stream is
      // read again from its start
      const from = known !== undefined && known.version < version ? known : undefined;
      const after = from?.version ?? 0;
      const before = version === 0 ? [] : await this.readStream(streamId, { from: after + 1, to: version });
      if (
        before.length !== version - after ||
        (version > 0 && before[before.length - 1]!.record.hash !== prev)
      ) {
        return NOT_AT_HEAD_STATE;
      }
      if (from !== undefined && before[0]!.record.prev !== from.head) {
        this.states.delete(streamId); // not the stream this process saw: replay it whole
        return this.check(streamId, version, prev, sealed);
      }
      state = replayStored(
        decode,
        decider,
        streamId,
        from?.state ?? decider.initialState,
        before,
        after,
      ).state;
    }
    return {
      events: read.lines.map((l) => l.event),
      state: replayAll(decider, streamId, state, read.lines, version),
    };
  }

  /** Keeps a stream's state at the head just written (the oldest forgotten beyond `KEPT_STATES`). */
  private keep(streamId: string, written: StreamHead, replayed: Replayed | undefined): void {
    if (replayed === undefined) return;
    const { state } = replayed;
    this.states.delete(streamId);
    this.states.set(streamId, { version: written.version, head: written.head, state });
    if (this.states.size > KEPT_STATES) this.states.delete(this.states.keys().next().value as string);
  }

  /**
   * With `StoreOptions.decider`: the records' events and the stream's state after them, for records of the
   * stream read from this store (`readStream`, `readAll`, a subscription's: another process's appends) that
   * follow the state the store keeps for the stream (or its start). Each is read as the stream's export will be
   * read and replayed after that state, which the store keeps: a caller that keeps the board in memory takes the
   * state as it is, and may pass it back as an append's `decided.from`, so that neither it nor the store replays
   * those records again. Undefined when the records do not follow the kept state (positions, chain) or the store
   * has no Decider: the caller replays them itself, and the store reads them again at the next append.
   */
  follow(streamId: string, records: readonly StoredRecord[]): Followed | undefined {
    const { decode, decider } = this.options;
    if (decode === undefined || decider === undefined || records.length === 0) return undefined;
    const from = this.states.get(streamId) ?? { version: 0, head: GENESIS, state: decider.initialState };
    let version = from.version;
    let head = from.head;
    for (const r of records) {
      if (r.streamId !== streamId || r.streamPosition !== version + 1 || r.record.prev !== head)
        return undefined;
      version = r.streamPosition;
      head = r.record.hash as string;
    }
    const replayed = replayStored(decode, decider, streamId, from.state, records, from.version);
    this.keep(streamId, { version, head }, replayed);
    return { version, head, ...replayed };
  }

  /** Inserts sealed records after `expected`; undefined when the stream is not at that head (nothing written). */
  private async insert(
    streamId: string,
    expected: number,
    { records: sealed, lines }: Sealed,
  ): Promise<AppendResult | undefined> {
    const positions = await this.appends.insert({ streamId, expected, records: sealed, lines });
    if (positions === undefined) return undefined;
    return {
      version: expected + sealed.length,
      head: sealed[sealed.length - 1]!.hash as string,
      records: sealed.map((record, i) => ({
        streamId,
        streamPosition: expected + i + 1,
        globalPosition: positions[i]!,
        type: record.type as string,
        record,
      })),
    };
  }

  /**
   * Stores a log that is already sealed (its chain verified by the caller: `importLog`) as a new stream, its
   * records exactly as they are: the stream has the file's head, whether or not it carries the seal marker
   * (logs sealed before the marker existed have none). `StreamConflict` if the stream exists; the database
   * refuses a chain that does not hold.
   */
  async appendSealed(streamId: string, records: readonly Record<string, unknown>[]): Promise<AppendResult> {
    const sealed = sealedWithLines(records);
    const checked = records.length === 0 ? undefined : await this.check(streamId, 0, GENESIS, sealed);
    if (records.length > 0 && checked !== NOT_AT_HEAD_STATE) {
      const written = await this.insert(streamId, 0, sealed);
      if (written !== undefined) {
        this.keep(streamId, written, checked);
        return checked === undefined ? written : { ...written, replayed: checked };
      }
    }
    const actual = (await this.head(streamId))?.version ?? 0;
    throw new StreamConflict({ streamId, expected: 0, actual });
  }

  /** A stream's records in order, from `from` to `to` (1-based, inclusive; the whole stream by default). */
  async readStream(
    streamId: string,
    range?: { readonly from?: number; readonly to?: number },
  ): Promise<StoredRecord[]> {
    const rows = await this.db.query<EventRow>(
      `SELECT stream_id, stream_position, global_position, type, record FROM bridgelaw_events
        WHERE stream_id = $1 AND stream_position >= $2 AND stream_position <= $3 ORDER BY stream_position`,
      [streamId, range?.from ?? 1, range?.to ?? 2_147_483_647],
      "bridgelaw_read_stream",
    );
    return rows.map(toStored);
  }

  /** The ids of the streams whose id starts with `prefix` (e.g. `"club/2026-11-25/"`), in order. */
  async streams(prefix = ""): Promise<string[]> {
    const rows = await this.db.query<{ stream_id: string }>(
      `SELECT stream_id FROM bridgelaw_events
        WHERE stream_position = 1 AND starts_with(stream_id, $1) ORDER BY stream_id`,
      [prefix],
    );
    return rows.map((r) => r.stream_id);
  }

  /**
   * Records of every stream after global position `after`, in global order, at most `limit`. Only records
   * below the oldest transaction still running are returned, so a reader that continues from the last
   * position it saw never skips a record that a slower append commits later with a lower position.
   */
  async readAll(options?: { readonly after?: number; readonly limit?: number }): Promise<StoredRecord[]> {
    const rows = await this.db.query<EventRow>(
      `SELECT stream_id, stream_position, global_position, type, record FROM bridgelaw_events
        WHERE global_position > $1 AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
        ORDER BY global_position LIMIT $2`,
      [options?.after ?? 0, options?.limit ?? 1000],
      "bridgelaw_read_all",
    );
    return rows.map(toStored);
  }

  /**
   * Calls `onRecords` with every record after `after`, in global order, then with each new one as it is
   * committed: woken at once by appends through this store (PGlite), by the database's NOTIFY for every
   * process's appends (PostgreSQL), and by a poll every `pollMs` as a safety net. Batches are delivered one at a time; `close` stops the subscription.
   */
  async subscribe(options: {
    readonly after?: number;
    readonly onRecords: (records: readonly StoredRecord[]) => void | Promise<void>;
    readonly pollMs?: number;
    readonly onError?: (error: unknown) => void;
  }): Promise<Subscription> {
    let position = options.after ?? 0;
    let running = false;
    let again = false;
    let closed = false;
    const pump = async (): Promise<void> => {
      if (closed) return;
      if (running) {
        again = true;
        return;
      }
      running = true;
      try {
        do {
          again = false;
          for (;;) {
            const batch = await this.readAll({ after: position, limit: BATCH });
            if (batch.length === 0 || closed) break;
            await options.onRecords(batch);
            position = batch[batch.length - 1]!.globalPosition;
            // a batch short of the limit: caught up (a record committed since wakes the pump again)
            if (batch.length < BATCH) break;
          }
        } while (again && !closed);
      } catch (error) {
        options.onError?.(error);
      } finally {
        running = false;
      }
    };
    const wake = () => void pump();
    this.wakers.add(wake);
    // other processes' appends: NOTIFY on PostgreSQL (PGlite has one process: the wakers suffice)
    const unlisten =
      this.db.kind === "postgres" ? await this.db.listen(NOTIFY_CHANNEL, wake) : async () => {};
    const timer = setInterval(() => void pump(), options.pollMs ?? 1000);
    timer.unref?.();
    await pump();
    return {
      get position() {
        return position;
      },
      close: async () => {
        closed = true;
        this.wakers.delete(wake);
        clearInterval(timer);
        await unlisten();
      },
    };
  }

  /** The stream as a sealed JSON Lines log (one canonical JSON record per line, as `bridgelaw seal` writes). */
  async exportLog(streamId: string): Promise<string> {
    const rows = await this.db.query<{ record: string }>(
      "SELECT record FROM bridgelaw_events WHERE stream_id = $1 ORDER BY stream_position",
      [streamId],
    );
    return rows.map((r) => `${r.record}\n`).join("");
  }

  /** Closes the database connection(s). */
  close(): Promise<void> {
    return this.db.close();
  }
}

/** A live subscription to the store's records. */
export interface Subscription {
  /** The global position of the last record delivered. */
  readonly position: number;
  readonly close: () => Promise<void>;
}
