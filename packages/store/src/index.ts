export { backoffMs, DatabaseUnavailable, isConnectionError, isDatabaseUnavailable } from "./availability.ts";
export { DataDirectoryInUse } from "./data-dir-in-use.ts";
export { type SqlDriver, type SqlQueryable, sqlState } from "./driver.ts";
export { InvalidLog, InvalidRecord, InvalidStreamId, StreamConflict } from "./errors.ts";
export { importLog } from "./import-log.ts";
export { MIGRATIONS, type Migration, migrate } from "./migrations.ts";
export { openPglite } from "./pglite-node.ts";
export { type ConnectionEvent, openPostgres, type PostgresOptions } from "./postgres-driver.ts";
export { BoardStore, layerFromConfig, layerPglite, layerPostgres, StoreUnavailable } from "./service.ts";
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
