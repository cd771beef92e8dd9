/**
 * The store in a browser (or a worker): PGlite kept in IndexedDB (`openPglite("idb://NAME")`) or in memory,
 * for an offline table terminal. What the Node entry has but this one has not: the PostgreSQL driver
 * (`openPostgres`) and the Effect layers. A bundler picks this entry through the `browser` export condition
 * of `@bridgelaw/store` (esbuild's `platform: "browser"`, Vite); `@bridgelaw/store/browser` names it.
 */
export { backoffMs, DatabaseUnavailable, isConnectionError, isDatabaseUnavailable } from "./availability.ts";
export { DataDirectoryInUse } from "./data-dir-in-use.ts";
export { type SqlDriver, type SqlQueryable, sqlState } from "./driver.ts";
export { InvalidLog, InvalidRecord, InvalidStreamId, StreamConflict } from "./errors.ts";
export { importLog } from "./import-log.ts";
export { MIGRATIONS, type Migration, migrate } from "./migrations.ts";
export { openPglite } from "./pglite-browser.ts";
export {
  type AppendOptions,
  type AppendResult,
  EventStore,
  type Followed,
  type NewRecord,
  type StoredRecord,
  type StoreOptions,
  type StreamHead,
  type Subscription,
} from "./store.ts";
export { type BoardAddress, boardStreamId, parseBoardStreamId } from "./stream-id.ts";
