/** The lock file of a PGlite data directory on disk: it names the process that owns the directory. */
export const LOCK_FILE = "bridgelaw.lock";

/**
 * A PGlite data directory is owned by one process (in a browser: one page) at a time: PGlite is PostgreSQL in
 * single-user mode inside the process, and two processes writing one directory each believe they alone write
 * it (each acknowledges writes the other then overwrites). On disk, `bridgelaw.lock` in the directory names the
 * owner, and a second process is refused; in a browser, a second page on the same `idb://` database is
 * refused (a Web Lock held by the first), with `owner` undefined.
 */
export class DataDirectoryInUse extends Error {
  readonly _tag = "DataDirectoryInUse";
  constructor(
    readonly dataDir: string,
    readonly owner: { readonly pid: number; readonly host: string } | undefined,
  ) {
    super(
      owner === undefined
        ? `the data directory ${dataDir} is in use by another page of this browser: one page owns a PGlite ` +
            "data directory; close that page, or use another directory"
        : `the data directory ${dataDir} is in use by process ${owner.pid} on ${owner.host} ` +
            `(${dataDir}/${LOCK_FILE}): one process owns a PGlite data directory; stop that process, or use another directory`,
    );
  }
}
