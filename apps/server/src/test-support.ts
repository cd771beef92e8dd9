import { EventStore, openPglite, openPostgres } from "@bridgelaw/store";
import { Layer, Logger, References } from "effect";
import { HttpRouter } from "effect/http";
import pg from "pg";
import { TABLE_STREAMS } from "./core/boards.ts";
import { type ServerLimits, TableServer } from "./core/server.ts";
import { client } from "./drive.ts";
import { corsLayer } from "./http/app.ts";
import { ApiRoutes } from "./http/routes.ts";
import { TableServerService } from "./http/service.ts";

/** The PostgreSQL server tests may use (the test command starts a throwaway cluster and sets it). */
export const TEST_DATABASE_URL = process.env.BRIDGELAW_TEST_DATABASE_URL;

/** A new, empty database on the test server, and its URL. */
export const freshPostgresDatabase = async (): Promise<string> => {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  const name = `bridgelaw_server_${process.pid}_${Math.floor(Math.random() * 1e9)}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
};

/** The API in this process over `store`, with the log lines it writes collected in `logs`. */
export const inProcess = async (
  store: EventStore,
  options: { organiserToken?: string; corsOrigins?: string[]; limits?: ServerLimits } = {},
) => {
  const server = await TableServer.open(store, {
    ...(options.organiserToken !== undefined && { organiserToken: options.organiserToken }),
    ...(options.limits !== undefined && { limits: options.limits }),
  });
  const logs: Record<string, unknown>[] = [];
  const capture = Logger.make((o) => {
    logs.push({
      level: o.logLevel,
      message: o.message,
      ...Object.fromEntries(Object.entries(o.fiber.getRef(References.CurrentLogAnnotations) ?? {})),
    });
  });
  const app = Layer.mergeAll(
    ApiRoutes,
    options.corsOrigins ? corsLayer(options.corsOrigins) : Layer.empty,
  ).pipe(
    Layer.provide(Layer.succeed(TableServerService, server)),
    Layer.provideMerge(Logger.layer([capture])),
  );
  const { handler, dispose } = HttpRouter.toWebHandler(app, { disableLogger: true });
  return {
    server,
    logs,
    api: client((r) => handler(r), "http://server"),
    close: async () => {
      await dispose();
      await server.close();
    },
  };
};

/** A store of board logs (the table's reader and Decider) on PGlite in memory or on a fresh PostgreSQL database. */
export const openStore = async (kind: "pglite" | "postgres"): Promise<EventStore> =>
  EventStore.open(
    kind === "pglite" ? await openPglite() : await openPostgres(await freshPostgresDatabase()),
    TABLE_STREAMS,
  );

/** Every card token a JSON text names (SA, HT, C2 …). */
export const cardTokens = (text: string): Set<string> =>
  new Set([...text.matchAll(/(?<![A-Za-z0-9])([SHDC][AKQJT2-9])(?![A-Za-z0-9])/g)].map((m) => m[1]!));

/**
 * A reader of server-sent events as their bytes arrive: each call adds a chunk and returns the data of every
 * event it completed, parsed (an event without data, a keepalive comment, gives none).
 */
export const sseReader = (): ((chunk: Uint8Array) => unknown[]) => {
  const decoder = new TextDecoder();
  let text = "";
  return (chunk) => {
    text += decoder.decode(chunk, { stream: true });
    const data: unknown[] = [];
    for (let i = text.indexOf("\n\n"); i >= 0; i = text.indexOf("\n\n")) {
      const m = /^data: (.*)$/m.exec(text.slice(0, i));
      text = text.slice(i + 2);
      if (m !== null) data.push(JSON.parse(m[1]!));
    }
    return data;
  };
};

export { asCommands, type Client, httpClient, type Reply } from "./drive.ts";
