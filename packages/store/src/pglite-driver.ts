import { PGlite } from "@electric-sql/pglite";
import type { SqlDriver, SqlQueryable } from "./driver.ts";

/**
 * PGlite, PostgreSQL compiled to WebAssembly and run in this process: nothing to install. `dataDir` is a
 * directory that keeps the data (created on first use); without it the database lives in memory. One process
 * owns a data directory at a time.
 */
export const openPglite = async (dataDir?: string): Promise<SqlDriver> => {
  const db = dataDir === undefined ? await PGlite.create() : await PGlite.create(dataDir);
  const queryable = (q: Pick<PGlite, "query" | "exec">): SqlQueryable => ({
    query: async <R>(text: string, params?: readonly unknown[]) =>
      (await q.query<R>(text, params as unknown[] | undefined)).rows,
    exec: async (sql) => {
      await q.exec(sql);
    },
  });
  return {
    kind: "pglite",
    ...queryable(db),
    transaction: (fn) => db.transaction((tx) => fn(queryable(tx))),
    listen: async (channel, onNotify) => {
      const stop = await db.listen(channel, onNotify);
      return async () => stop();
    },
    close: () => db.close(),
  };
};
