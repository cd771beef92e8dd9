import { type SqlQueryable, sqlState } from "./driver.ts";

/** One record: a plain INSERT; the chain, the position and the order are the table's constraints. */
const APPEND_ONE = `INSERT INTO bridgelaw_events (stream_id, stream_position, type, record, hash, prev)
  VALUES ($1, $2, $3, $4, $5, $6) RETURNING global_position`;

/** Several records of one stream in one statement, in order. */
const APPEND_MANY = `INSERT INTO bridgelaw_events (stream_id, stream_position, type, record, hash, prev)
  SELECT $1, x.p, x.t, x.r, x.h, x.v FROM unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::text[])
    AS x (p, t, r, h, v)
  RETURNING global_position`;

/** The records of several streams' appends in one statement (each stream's in order): one transaction. */
const APPEND_STREAMS = `INSERT INTO bridgelaw_events (stream_id, stream_position, type, record, hash, prev)
  SELECT x.s, x.p, x.t, x.r, x.h, x.v
    FROM unnest($1::text[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[]) AS x (s, p, t, r, h, v)
  RETURNING global_position, stream_id, stream_position`;

/** The SQLSTATEs of an append that does not follow the stream's head: taken position, chain, genesis. */
const NOT_AT_HEAD = new Set(["23505", "23503", "23514"]);

/**
 * The SQLSTATEs after which a statement of several streams wrote nothing and its appends are written again one
 * by one: one of them did not follow its head, or the statement was chosen to end a deadlock with another
 * process's statement (`40P01`; each takes the streams' keys in the same order, by stream, so this should not
 * happen) or a serialization failure (`40001`).
 */
const WRITE_ALONE = new Set([...NOT_AT_HEAD, "40P01", "40001"]);

/** Runs `f` after the current turn of the event loop (Node's `setImmediate`; a browser's `setTimeout`). */
const nextTurn: (f: () => void) => void =
  typeof setImmediate === "function" ? (f) => setImmediate(f) : (f) => setTimeout(f, 0);

/** At most this many records in one statement (a longer queue is written in several). */
const MAX_RECORDS = 1000;

/** An append's sealed records after record `expected` of its stream, each with its canonical JSON line. */
export interface AppendRows {
  readonly streamId: string;
  readonly expected: number;
  readonly records: readonly Readonly<Record<string, unknown>>[];
  readonly lines: readonly string[];
}

/** What an append got: each record's global position, or undefined when the stream was not at that head. */
export type Inserted = readonly number[] | undefined;

interface Waiting extends AppendRows {
  readonly resolve: (inserted: Inserted) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * Writes the appends made in one turn of the event loop together, and those made while a statement runs
 * together in the next (group commit): under load, one statement and one commit for many streams' appends; an
 * idle store waits only for the end of the turn. The statement is one transaction: every append in it lands or none.
 * When one of them does not follow its stream's head (a position taken, the chain broken), nothing was written
 * and each is written again alone, so that only that one fails (the same after a deadlock or a serialization
 * failure); any other error is every append's (its outcome unknown, as a lone append's would be). Two appends
 * to one stream never share a statement, and a statement writes its streams in their order.
 */
export class GroupCommit {
  private readonly waiting: Waiting[] = [];
  /** A statement is being written, or the next one is about to be (`setImmediate`). */
  private writing = false;

  constructor(
    private readonly db: SqlQueryable,
    /** Called after each statement that wrote records. */
    private readonly written: () => void,
  ) {}

  /** Inserts the records after record `expected` of their stream; their global positions, or undefined. */
  insert(rows: AppendRows): Promise<Inserted> {
    return new Promise<Inserted>((resolve, reject) => {
      this.waiting.push({ ...rows, resolve, reject });
      if (!this.writing) {
        this.writing = true;
        // after this turn of the event loop: the appends of every request read in it go together (PGlite
        // runs a statement synchronously: nothing else arrives while it runs)
        nextTurn(() => void this.drain());
      }
    });
  }

  private async drain(): Promise<void> {
    try {
      while (this.waiting.length > 0) await this.write(this.next());
    } finally {
      this.writing = false;
    }
  }

  /** The next statement's appends, in the order they came: one per stream, at most `MAX_RECORDS` records. */
  private next(): Waiting[] {
    const batch: Waiting[] = [];
    const streams = new Set<string>();
    let records = 0;
    for (let i = 0; i < this.waiting.length; ) {
      const w = this.waiting[i]!;
      if (streams.has(w.streamId) || (batch.length > 0 && records + w.records.length > MAX_RECORDS)) {
        i++;
        continue;
      }
      batch.push(w);
      streams.add(w.streamId);
      records += w.records.length;
      this.waiting.splice(i, 1);
    }
    return batch;
  }

  private async write(batch: readonly Waiting[]): Promise<void> {
    if (batch.length === 1) {
      await this.alone(batch[0]!);
      return;
    }
    let rows: { global_position: string | number; stream_id: string; stream_position: number }[];
    try {
      // by stream: two processes' statements take the keys they share in one order (no deadlock between them)
      const ordered = [...batch].sort((a, b) =>
        a.streamId < b.streamId ? -1 : a.streamId > b.streamId ? 1 : 0,
      );
      rows = await this.db.query(APPEND_STREAMS, columns(ordered), "bridgelaw_append_streams");
    } catch (error) {
      const state = sqlState(error);
      if (state === undefined || !WRITE_ALONE.has(state)) {
        for (const w of batch) w.reject(error);
        return;
      }
      for (const w of batch) await this.alone(w); // nothing was written: each on its own
      return;
    }
    this.written();
    const positions = new Map<string, number>();
    for (const r of rows)
      positions.set(`${r.stream_id}\u0000${Number(r.stream_position)}`, Number(r.global_position));
    for (const w of batch) {
      const mine = w.records.map((_, i) => positions.get(`${w.streamId}\u0000${w.expected + i + 1}`));
      w.resolve(mine.every((p) => p !== undefined) ? (mine as number[]) : undefined);
    }
  }

  /** One append in a statement of its own. */
  private async alone(w: Waiting): Promise<void> {
    let rows: { global_position: string | number }[];
    try {
      rows =
        w.records.length === 1
          ? await this.db.query(
              APPEND_ONE,
              [
                w.streamId,
                w.expected + 1,
                w.records[0]!.type,
                w.lines[0],
                w.records[0]!.hash,
                w.records[0]!.prev,
              ],
              "bridgelaw_append_one",
            )
          : await this.db.query(APPEND_MANY, [w.streamId, ...columns([w]).slice(1)], "bridgelaw_append_many");
    } catch (error) {
      const state = sqlState(error);
      if (state === undefined || !NOT_AT_HEAD.has(state)) w.reject(error);
      else w.resolve(undefined);
      return;
    }
    this.written();
    w.resolve(rows.length === w.records.length ? rows.map((r) => Number(r.global_position)) : undefined);
  }
}

/** The statement's parameters: streams, positions, types, lines, hashes, previous hashes, record by record. */
const columns = (batch: readonly AppendRows[]): unknown[][] => {
  const s: string[] = [];
  const p: number[] = [];
  const t: string[] = [];
  const r: string[] = [];
  const h: string[] = [];
  const v: string[] = [];
  for (const w of batch) {
    w.records.forEach((record, i) => {
      s.push(w.streamId);
      p.push(w.expected + i + 1);
      t.push(record.type as string);
      r.push(w.lines[i]!);
      h.push(record.hash as string);
      v.push(record.prev as string);
    });
  }
  return [s, p, t, r, h, v];
};
