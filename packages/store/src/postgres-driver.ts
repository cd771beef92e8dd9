import pg from "pg";
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

/**
 * PostgreSQL through node-postgres: a pool of connections to `url` (`postgres://user@host:port/db`). Several
 * processes may share one database; the store's SQL is safe under concurrency.
 */
export const openPostgres = async (url: string, options?: { readonly max?: number }): Promise<SqlDriver> => {
  // every connection asks the store's trigger to NOTIFY other processes of new records
  const pool = new pg.Pool({
    connectionString: url,
    max: options?.max ?? 10,
    options: "-c bridgelaw.notify=on",
  });
  // fail now, with the server's reason, rather than at the first append
  const probe = await pool.connect();
  probe.release();
  const listeners = new Set<pg.PoolClient>();
  return {
    kind: "postgres",
    ...queryable(pool),
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query("BEGIN");
        const result = await fn(queryable(client));
        await client.query("COMMIT");
        return result;
      } catch (error) {
        await client.query("ROLLBACK").catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    listen: async (channel, onNotify) => {
      const client = await pool.connect();
      listeners.add(client);
      const handler = (m: pg.Notification) => {
        if (m.channel === channel) onNotify(m.payload ?? "");
      };
      client.on("notification", handler);
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      return async () => {
        if (!listeners.delete(client)) return;
        client.off("notification", handler);
        await client.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => {});
        client.release();
      };
    },
    close: async () => {
      for (const c of listeners) c.release();
      listeners.clear();
      await pool.end();
    },
  };
};
