import { resolve } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { lockDataDirectory } from "./data-dir-lock.ts";
import type { SqlDriver } from "./driver.ts";
import { openOwned } from "./pglite-driver.ts";

/**
 * PGlite, PostgreSQL compiled to WebAssembly and run in this process: nothing to install. `dataDir` is a
 * directory that keeps the data (created on first use); without it the database lives in memory. One process
 * owns a data directory at a time: it takes the directory's lock (`bridgelaw.lock`) before opening it, and a
 * second process is refused with `DataDirectoryInUse`; the lock is released on `close` (or when the process
 * exits; a lock left by a killed process is taken over).
 */
export const openPglite = (dataDir?: string): Promise<SqlDriver> =>
  openOwned(
    () => (dataDir === undefined ? PGlite.create() : PGlite.create(dataDir)),
    () => (dataDir === undefined ? () => {} : lockDataDirectory(resolve(dataDir))),
  );
