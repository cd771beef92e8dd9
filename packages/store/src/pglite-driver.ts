import type { PGlite } from "@electric-sql/pglite";
import type { SqlDriver, SqlQueryable } from "./driver.ts";

/**
 * The store's driver on an open PGlite database, in Node or in a browser; `release` gives up the data
 * directory's ownership when the database is closed.
 */
export const pgliteDriver = (db: PGlite, release: () => void): SqlDriver => {
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
        release();
      }
    },
  };
};

/** Opens PGlite in `dataDir` (memory without it) once `own` has taken the directory; `own` returns its release. */
export const openOwned = async (
  create: () => Promise<PGlite>,
  own: () => (() => void) | Promise<() => void>,
): Promise<SqlDriver> => {
  const release = await own();
  try {
    return pgliteDriver(await create(), release);
  } catch (error) {
    release();
    throw error;
  }
};
