import pg from "pg";
import type { SqlDriver } from "./driver.ts";
import { openPglite } from "./pglite-node.ts";
import { openPostgres } from "./postgres-driver.ts";

/**
 * The PostgreSQL server the tests may use: `BRIDGELAW_TEST_DATABASE_URL` (the test command starts a
 * throwaway cluster on loopback and sets it). Without it the PostgreSQL cases are skipped, and counted as
 * such.
 */
export const TEST_DATABASE_URL = process.env.BRIDGELAW_TEST_DATABASE_URL;

/** A new, empty database on the test server, and the URL to reach it. */
export const freshPostgresDatabase = async (): Promise<string> => {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  const name = `bridgelaw_test_${process.pid}_${Math.floor(Math.random() * 1e9)}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
};

export interface Backend {
  readonly name: "pglite" | "postgres";
  readonly open: () => Promise<SqlDriver>;
  /** Its tests are skipped (and counted as skipped): PostgreSQL without a test server. */
  readonly skip: boolean;
}

/** PGlite in memory, and PostgreSQL on a fresh database of the test server (skipped without one). */
export const backends = (): Backend[] => [
  { name: "pglite", open: () => openPglite(), skip: false },
  {
    name: "postgres",
    open: async () => openPostgres(await freshPostgresDatabase()),
    skip: TEST_DATABASE_URL === undefined,
  },
];
