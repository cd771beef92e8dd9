import { PGlite } from "@electric-sql/pglite";
import { DataDirectoryInUse } from "./data-dir-in-use.ts";
import type { SqlDriver } from "./driver.ts";
import { openOwned } from "./pglite-driver.ts";

/** The little of the Web Locks API (`navigator.locks`) the store uses; the store's types have no DOM library. */
interface WebLocks {
  readonly request: (
    name: string,
    options: { readonly ifAvailable: true },
    callback: (lock: unknown) => Promise<void>,
  ) => Promise<void>;
}

/**
 * Takes the Web Lock of `dataDir` for this page (and holds it until the returned release is called), or fails
 * with `DataDirectoryInUse` when another page of the browser holds it. Without Web Locks (an old browser), no
 * lock is taken.
 */
const ownInBrowser = (dataDir: string): Promise<() => void> => {
  const locks = (globalThis as { navigator?: { locks?: WebLocks } }).navigator?.locks;
  if (locks === undefined) return Promise.resolve(() => {});
  return new Promise((taken, refused) => {
    let release = () => {};
    const held = new Promise<void>((r) => {
      release = r;
    });
    locks
      .request(`@bridgelaw/store ${dataDir}`, { ifAvailable: true }, async (lock) => {
        if (lock === null) return refused(new DataDirectoryInUse(dataDir, undefined));
        taken(release);
        await held;
      })
      .catch(refused);
  });
};

/**
 * PGlite in a browser (or a worker): `dataDir` `idb://NAME` keeps the data in the browser's IndexedDB (it
 * survives a reload and a restart of the browser); without it the database lives in memory. One page owns a
 * database at a time (a Web Lock): a second page of the same browser is refused with `DataDirectoryInUse`; the
 * lock is released on `close` or when the page goes. PGlite fetches its `pglite.wasm`, `pglite.data` and
 * `initdb.wasm` from beside the bundle (`new URL(file, import.meta.url)`): serve them with it.
 */
export const openPglite = (dataDir?: string): Promise<SqlDriver> =>
  openOwned(
    () => (dataDir === undefined ? PGlite.create() : PGlite.create(dataDir)),
    () => (dataDir === undefined || dataDir.startsWith("memory://") ? () => {} : ownInBrowser(dataDir)),
  );
