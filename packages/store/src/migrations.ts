import type { SqlDriver } from "./driver.ts";

/** A versioned change of the store's schema; applied once, in order, never edited after release. */
export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

/**
 * The store's schema. `bridgelaw_events` holds each stream's records in order (a stream is one board played
 * at one table) with a global position across streams. The database itself holds the hash chain: a record
 * at position n > 1 must name, in `prev`, the hash of the record at n - 1 of its stream (a foreign key), the
 * first must follow the genesis hash (a check), and a position is taken once (a unique key). So an append
 * from a stale or forged head, or one that would leave a gap, fails and writes nothing; nothing is ever
 * updated or deleted. `transaction_id` lets readers of all streams skip nothing that a slower transaction
 * commits later with a lower global position (see `readAll`). A statement trigger wakes subscribers in other
 * processes (NOTIFY) when the connection asks for it (`bridgelaw.notify`).
 */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: "events as hash-chained streams",
    sql: `
CREATE TABLE bridgelaw_events (
  global_position  bigserial PRIMARY KEY,
  stream_id        text NOT NULL,
  stream_position  integer NOT NULL CHECK (stream_position > 0),
  type             text NOT NULL,
  record           text NOT NULL,
  hash             text NOT NULL,
  prev             text NOT NULL,
  prev_position    integer GENERATED ALWAYS AS (nullif(stream_position - 1, 0)) STORED,
  transaction_id   xid8 NOT NULL DEFAULT pg_current_xact_id(),
  created_at       timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT bridgelaw_events_position UNIQUE (stream_id, stream_position),
  CONSTRAINT bridgelaw_events_link UNIQUE (stream_id, stream_position, hash),
  CONSTRAINT bridgelaw_events_genesis CHECK (stream_position > 1 OR prev = repeat('0', 64)),
  CONSTRAINT bridgelaw_events_chain FOREIGN KEY (stream_id, prev_position, prev)
    REFERENCES bridgelaw_events (stream_id, stream_position, hash)
);
-- the list of streams: one entry per stream, its first record
CREATE INDEX bridgelaw_events_streams ON bridgelaw_events (stream_id) WHERE stream_position = 1;
CREATE FUNCTION bridgelaw_notify() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF current_setting('bridgelaw.notify', true) = 'on' THEN
    PERFORM pg_notify('bridgelaw_events', '');
  END IF;
  RETURN NULL;
END
$fn$;
CREATE TRIGGER bridgelaw_events_notify AFTER INSERT ON bridgelaw_events
  FOR EACH STATEMENT EXECUTE FUNCTION bridgelaw_notify();
`,
  },
];

const LOCK = 7_424_551_193; // an advisory lock id of the store's own: one migrator at a time

/**
 * Brings the database's schema to the latest version: each missing migration in order, in one transaction
 * under an advisory lock, so several server processes starting together migrate once. Returns the versions
 * applied now. An application keeps its own tables beside the store's with its own migration set and its own
 * versions table (`table`), applied the same way (apps/server does).
 */
export const migrate = async (
  db: SqlDriver,
  migrations: readonly Migration[] = MIGRATIONS,
  table = "bridgelaw_migrations",
): Promise<number[]> => {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(table)) throw new Error(`migrations table ${table}: not a plain name`);
  return db.transaction(async (tx) => {
    await tx.query("SELECT pg_advisory_xact_lock($1)", [LOCK]);
    await tx.query(`CREATE TABLE IF NOT EXISTS ${table} (
      version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
    const rows = await tx.query<{ version: number }>(`SELECT version FROM ${table}`);
    const done = new Set(rows.map((r) => Number(r.version)));
    const applied: number[] = [];
    for (const m of migrations) {
      if (done.has(m.version)) continue;
      await tx.exec(m.sql);
      await tx.query(`INSERT INTO ${table} (version, name) VALUES ($1, $2)`, [m.version, m.name]);
      applied.push(m.version);
    }
    return applied;
  });
};
