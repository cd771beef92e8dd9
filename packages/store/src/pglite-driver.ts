import { resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { lockDataDirectory } from "./data-dir-lock.ts";
import type { SqlDriver, SqlQueryable } from "./driver.ts";

/**
 * PGlite, PostgreSQL compiled to WebAssembly and run in this process: nothing to install. `dataDir` is a
 * directory that keeps the data (created on first use); without it the database lives in memory. One process
 * owns a data directory at a time: it takes the directory's lock (`bridgelaw.lock`) before opening it, and a
 * second process is refused with `DataDirectoryInUse`; the lock is released on `close` (or when the process
 * exits; a lock left by a killed process is taken over).
 */
export const openPglite = async (dataDir?: string): Promise<SqlDriver> => {
  const unlock = dataDir === undefined ? () => {} : lockDataDirectory(resolve(dataDir));
  let db: PGlite;
  try {
    db = dataDir === undefined ? await PGlite.create() : await PGlite.create(dataDir);
  } catch (error) {
    unlock();
    throw error;
  }
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
    close: async () => {
      try {
        await db.close();
      } finally {
        unlock();
      }
    },
  };
};
