import type pg from "pg";
import { Availability, backoffMs, isConnectionError } from "./availability.ts";
import type { SqlDriver, SqlQueryable } from "./driver.ts";

/** Bigint columns (global positions) come back as strings from node-postgres; the store converts them. */
const queryable = (client: Pick<pg.PoolClient, "query">): SqlQueryable => ({
  query: async <R>(text: string, params?: readonly unknown[], name?: string) =>
    (await client.query({ text, values: params as unknown[] | undefined, ...(name && { name }) }))
      .rows as R[],
  exec: async (sql) => {
    await client.query(sql);
  },
});

/** A connection checked out of the pool, and what gives it back. */
interface CheckedOut {
  readonly client: pg.PoolClient;
  /** Back to the pool; destroyed instead when it met an error (`error`, or one it emitted meanwhile). */
  readonly release: (error?: Error) => void;
}

/**
 * Checks a connection out of the pool with a listener on its `error` from the moment the pool hands it over:
 * in the pool's own callback, not after an `await`. A backend terminated just as it opened sends its FATAL
 * right after ReadyForQuery; a loaded process reads both in one chunk, and node-postgres emits the `error`
 * before the next turn, where a listener added after `await pool.connect()` would come too late and the
 * process would end on an unhandled `error` event.
 */
const checkOut = (pool: pg.Pool): Promise<CheckedOut> =>
  new Promise((resolve, reject) => {
    pool.connect((error, client, done) => {
      if (error || client === undefined) {
        reject(error ?? new Error("Connection terminated: the pool gave no connection"));
        return;
      }
      let lost: Error | undefined;
      const onError = (e: Error) => {
        lost ??= e;
      };
      client.on("error", onError);
      resolve({
        client,
        release: (e) => {
          client.off("error", onError);
          done(e ?? lost);
        },
      });
    });
  });

/** node-postgres's module, loaded by `openPostgres` when it is first called. */
type NodePostgres = typeof pg;

/**
 * node-postgres, an optional peer dependency: loaded when a PostgreSQL store is first opened, so that a program
 * that uses only PGlite (and a browser bundle) neither needs it nor loads it.
 */
const loadNodePostgres = async (): Promise<NodePostgres> => {
  try {
    return (await import("pg")).default;
  } catch (error) {
    throw new Error(
      "a PostgreSQL store needs node-postgres, an optional peer dependency of @bridgelaw/store: npm install pg " +
        `(${reasonOf(error)})`,
      { cause: error },
    );
  }
};

/** What the driver tells its owner about the connection: lost, back, a connection error it survived. */
export interface ConnectionEvent {
  readonly kind: "down" | "up" | "listen-lost" | "listen-back" | "idle-error";
  readonly reason: string;
}

export interface PostgresOptions {
  /** Connections in the pool (default 10). */
  readonly max?: number;
  /** How long to wait for a new connection before giving up (default 5000 ms): no request waits longer on it. */
  readonly connectTimeoutMs?: number;
  /** Told when a connection is lost and when it is back (a server logs it). */
  readonly onConnection?: (event: ConnectionEvent) => void;
}

/**
 * The `LISTEN` connection: one client of its own (not from the pool), shared by every channel. When it is lost
 * (the server restarted, the backend was terminated) it reconnects with backoff, listens again, and calls every
 * handler once with an empty payload, so that subscribers read what they may have missed meanwhile.
 */
class Listener {
  private client: pg.Client | undefined;
  private readonly channels = new Map<string, Set<(payload: string) => void>>();
  private reconnecting: Promise<void> | undefined;
  private closed = false;

  constructor(
    private readonly pg: NodePostgres,
    private readonly config: pg.ClientConfig,
    private readonly onConnection: ((event: ConnectionEvent) => void) | undefined,
  ) {}

  async add(channel: string, handler: (payload: string) => void): Promise<void> {
    let set = this.channels.get(channel);
    const fresh = set === undefined;
    if (set === undefined) this.channels.set(channel, (set = new Set()));
    set.add(handler);
    try {
      if (this.client === undefined && this.reconnecting === undefined) this.client = await this.connect();
      else if (fresh && this.client !== undefined)
        await this.client.query(`LISTEN ${this.pg.escapeIdentifier(channel)}`);
    } catch (error) {
      // listening now failed: keep the handler, and listen on reconnection (the poll covers the gap)
      if (!isConnectionError(error)) {
        set.delete(handler);
        throw error;
      }
      this.lost(error);
    }
  }

  async remove(channel: string, handler: (payload: string) => void): Promise<void> {
    const set = this.channels.get(channel);
    if (set === undefined || !set.delete(handler) || set.size > 0) return;
    this.channels.delete(channel);
    await this.client?.query(`UNLISTEN ${this.pg.escapeIdentifier(channel)}`).catch(() => {});
  }

  private async connect(): Promise<pg.Client> {
    const client = new this.pg.Client(this.config);
    let alive = true;
    const lost = (error?: unknown) => {
      if (!alive) return;
      alive = false;
      if (this.client === client) this.client = undefined;
      client.end().catch(() => {});
      this.lost(error);
    };
    client.on("error", lost);
    client.on("end", () => lost(new Error("Connection terminated")));
    client.on("notification", (m) => {
      for (const h of this.channels.get(m.channel) ?? []) h(m.payload ?? "");
    });
    try {
      await client.connect();
      for (const channel of this.channels.keys())
        await client.query(`LISTEN ${this.pg.escapeIdentifier(channel)}`);
    } catch (error) {
      alive = false;
      client.removeAllListeners("end");
      client.on("error", () => {});
      await client.end().catch(() => {});
      throw error;
    }
    return client;
  }

  /** The connection is gone: reconnect with backoff, then wake every handler (catch up on what was missed). */
  private lost(error?: unknown): void {
    if (this.closed || this.reconnecting !== undefined) return;
    this.onConnection?.({ kind: "listen-lost", reason: reasonOf(error) });
    this.reconnecting = (async () => {
      for (let attempt = 1; !this.closed; attempt++) {
        await new Promise((r) => setTimeout(r, backoffMs(attempt)));
        if (this.closed) break;
        try {
          const client = await this.connect();
          if (this.closed) {
            await client.end().catch(() => {});
            break;
          }
          this.client = client;
          this.reconnecting = undefined;
          this.onConnection?.({ kind: "listen-back", reason: "" });
          this.wakeAll();
          return;
        } catch {
          // still down: try again later
        }
      }
      this.reconnecting = undefined;
    })();
  }

  /** Calls every handler once with an empty payload: subscribers read what they may have missed. */
  wakeAll(): void {
    for (const set of this.channels.values()) for (const h of set) h("");
  }

  async close(): Promise<void> {
    this.closed = true;
    const c = this.client;
    this.client = undefined;
    this.channels.clear();
    if (c !== undefined) {
      c.removeAllListeners("end");
      await c.end().catch(() => {});
    }
  }
}

const reasonOf = (error: unknown): string =>
  error instanceof Error ? error.message.split("\n")[0]! : error === undefined ? "" : String(error);

/**
 * PostgreSQL through node-postgres: a pool of connections to `url` (`postgres://user@host:port/db`). Several
 * processes may share one database; the store's SQL is safe under concurrency.
 *
 * A lost connection never takes the process down: an idle pooled connection that dies is dropped from the pool;
 * an operation that fails for want of a connection fails with `DatabaseUnavailable` and closes the driver's
 * gate, and while it is closed operations fail at once (no request waits on a database that is down) and the
 * database is probed with backoff until it answers; the `LISTEN` connection reconnects by itself.
 */
export const openPostgres = async (url: string, options?: PostgresOptions): Promise<SqlDriver> => {
  const config = {
    connectionString: url,
    // every connection asks the store's trigger to NOTIFY other processes of new records
    options: "-c bridgelaw.notify=on",
    connectionTimeoutMillis: options?.connectTimeoutMs ?? 5000,
    keepAlive: true,
  };
  const nodePostgres = await loadNodePostgres();
  const pool = new nodePostgres.Pool({ ...config, max: options?.max ?? 10 });
  const tell = options?.onConnection;
  // an idle connection that dies (the server restarted, the backend was terminated) leaves the pool; the
  // next operation takes another. Without this handler node-postgres's `error` event would end the process.
  pool.on("error", (error) => tell?.({ kind: "idle-error", reason: reasonOf(error) }));
  let listener: Listener | undefined;
  const gate = new Availability(
    async () => {
      const c = await checkOut(pool);
      try {
        await c.client.query("SELECT 1");
        c.release();
      } catch (error) {
        c.release(error as Error);
        throw error;
      }
    },
    ({ up, reason }) => {
      tell?.({ kind: up ? "up" : "down", reason });
      // back: subscribers read what was committed while their reads were refused
      if (up) listener?.wakeAll();
    },
  );
  // fail now, with the server's reason, rather than at the first append
  (await checkOut(pool)).release();
  listener = new Listener(nodePostgres, config, (event) => {
    tell?.(event);
    // the LISTEN connection is back: the database answers, so the pool need not wait out its backoff
    if (event.kind === "listen-back") gate.probeNow();
  });
  const listening = listener;
  const pooled = queryable(pool);
  return {
    kind: "postgres",
    query: (text, params, name) => gate.run(() => pooled.query(text, params, name)),
    exec: (sql) => gate.run(() => pooled.exec(sql)),
    transaction: (fn) =>
      gate.run(async () => {
        // a connection lost while it is checked out: the statement in flight fails, and the connection is
        // destroyed on release
        const c = await checkOut(pool);
        let broken: Error | undefined;
        try {
          await c.client.query("BEGIN");
          const result = await fn(queryable(c.client));
          await c.client.query("COMMIT");
          return result;
        } catch (error) {
          if (isConnectionError(error)) broken = error as Error;
          else await c.client.query("ROLLBACK").catch(() => {});
          throw error;
        } finally {
          c.release(broken);
        }
      }),
    listen: async (channel, onNotify) => {
      await listening.add(channel, onNotify);
      return () => listening.remove(channel, onNotify);
    },
    close: async () => {
      gate.stop();
      await listening.close();
      await pool.end();
    },
  };
};
