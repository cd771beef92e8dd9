import { Context, Effect, Layer } from "effect";
import { openPglite } from "./pglite-node.ts";
import { openPostgres, type PostgresOptions } from "./postgres-driver.ts";
import { EventStore, type StoreOptions } from "./store.ts";

/** The board store as an Effect service: one `EventStore`, opened with the layer and closed with its scope. */
export class BoardStore extends Context.Service<BoardStore, EventStore>()("@bridgelaw/store/BoardStore") {}

const acquire = (open: () => Promise<EventStore>) =>
  Layer.effect(
    BoardStore,
    Effect.acquireRelease(
      Effect.tryPromise({ try: open, catch: (cause) => new StoreUnavailable({ cause }) }),
      (store) => Effect.promise(() => store.close()),
    ),
  );

/**
 * PGlite in `dataDir` (created on first use), or in memory without it: the default, nothing to install.
 * `store`: what its streams hold (`StoreOptions`: the table's reader and Decider for board logs).
 */
export const layerPglite = (dataDir?: string, store?: StoreOptions) =>
  acquire(async () => EventStore.open(await openPglite(dataDir), store));

/** PostgreSQL at `url` (`DATABASE_URL`): for several server processes on one database. */
export const layerPostgres = (url: string, options?: PostgresOptions, store?: StoreOptions) =>
  acquire(async () => EventStore.open(await openPostgres(url, options), store));

/**
 * The store a deployment asks for: PostgreSQL when `databaseUrl` is set (the `DATABASE_URL` of the
 * environment, read by the caller), else PGlite in `dataDir`.
 */
export const layerFromConfig = (
  config: { readonly databaseUrl?: string; readonly dataDir?: string; readonly postgres?: PostgresOptions },
  store?: StoreOptions,
) =>
  config.databaseUrl !== undefined && config.databaseUrl !== ""
    ? layerPostgres(config.databaseUrl, config.postgres, store)
    : layerPglite(config.dataDir, store);

/** The database could not be opened (a data directory in use, a server that refuses the connection). */
export class StoreUnavailable extends Error {
  readonly _tag = "StoreUnavailable";
  /** Why: a `DataDirectoryInUse`, a connection refused (`DatabaseUnavailable` or the driver's error) … */
  override readonly cause: unknown;
  constructor(options: { readonly cause: unknown }) {
    const reason = options.cause instanceof Error ? options.cause.message : String(options.cause);
    super(`the store cannot be opened: ${reason.split("\n")[0]}`);
    this.cause = options.cause;
  }
}
