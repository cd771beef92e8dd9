import net from "node:net";
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

/**
 * A TCP proxy in front of a PostgreSQL server, for faults a plain connection cannot be timed to show. While
 * `hold` is on, what the server sends on a connection opened meanwhile is kept back until the server ends it,
 * then written to the client in one write: a backend terminated right after it said ReadyForQuery reaches the
 * client as one chunk, ReadyForQuery and the FATAL together (as a loaded client reads them).
 */
export const holdingProxy = async (target: string) => {
  const to = new URL(target);
  let hold = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(to.port), to.hostname);
    sockets.add(client).add(upstream);
    const held: Buffer[] | undefined = hold ? [] : undefined;
    client.on("data", (d) => upstream.write(d));
    upstream.on("data", (d) => (held !== undefined ? held.push(d) : client.write(d)));
    upstream.on("close", () => {
      if (held !== undefined && held.length > 0) client.write(Buffer.concat(held));
      client.end();
    });
    client.on("close", () => upstream.destroy());
    for (const s of [client, upstream]) {
      s.on("error", () => {});
      s.on("close", () => sockets.delete(s));
    }
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r()));
  const url = new URL(target);
  url.hostname = "127.0.0.1";
  url.port = String((server.address() as net.AddressInfo).port);
  return {
    url: url.toString(),
    /** Whether the server's bytes on connections opened from now on are kept back until it ends them. */
    hold: (on: boolean) => {
      hold = on;
    },
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
};
