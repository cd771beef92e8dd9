// The types of pg-cluster.mjs (a plain ES module, run by Node without a build), for the tests and benches.

export type Env = Readonly<Record<string, string | undefined>>;

export interface Cluster {
  /** `postgres://postgres@127.0.0.1:PORT/postgres`: the superuser on the `postgres` database. */
  readonly url: string;
  /** The cluster's data directory (its `postmaster.pid` names the server's process). */
  readonly dataDir: string;
  /** Stops the server as a restart does (`fast`: every connection cut at once); its files stay. */
  readonly halt: () => void;
  /** Starts the server again on the same files and port (after `halt`). */
  readonly resume: () => void;
  /** Stops it and removes its files. */
  readonly stop: () => void;
}

export const postgresBin: (env?: Env) => string | undefined;
export const startCluster: (env?: Env) => Cluster | undefined;
