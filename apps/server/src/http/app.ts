import { existsSync, statSync } from "node:fs";
import {
  backoffMs,
  type ConnectionEvent,
  DataDirectoryInUse,
  EventStore,
  isConnectionError,
  isDatabaseUnavailable,
  openPglite,
  openPostgres,
  StoreUnavailable,
} from "@bridgelaw/store";
import { Effect, Layer } from "effect";
import { HttpRouter, HttpStaticServer } from "effect/http";
import { TABLE_STREAMS } from "../core/boards.ts";
import { type ServerLimits, TableServer } from "../core/server.ts";
import { apiRoutes } from "./routes.ts";
import { TableServerService } from "./service.ts";

/** Where the server keeps its data and what it serves (README, "Configuration"). */
export interface ServerConfig {
  /** PostgreSQL (`DATABASE_URL`); PGlite in `dataDir` without it. */
  readonly databaseUrl?: string;
  readonly dataDir?: string;
  /** When set, creating a session needs this bearer token (`BRIDGELAW_ORGANISER_TOKEN`). */
  readonly organiserToken?: string;
  /** A built web app to serve at `/` (`WEB_ROOT`), when the directory exists. */
  readonly webRoot?: string;
  /** Origins whose pages may call the API from a browser (`CORS_ORIGINS`): a web app served elsewhere. */
  readonly corsOrigins?: readonly string[];
  /** Limits of the server (README, "Security and Reliability"). */
  readonly limits?: ServerLimits;
  /** How often a live connection hears a keepalive comment (15 s). */
  readonly keepaliveMs?: number;
}

/** Cross-origin calls from these origins' pages (the token in the Authorization header; no cookies). */
export const corsLayer = (origins: readonly string[]) =>
  HttpRouter.cors({
    allowedOrigins: origins,
    allowedHeaders: ["authorization", "content-type", "last-event-id", "idempotency-key"],
    allowedMethods: ["GET", "POST", "OPTIONS"],
    maxAge: 600,
  });

const reasonOf = (error: unknown) => (error instanceof Error ? error.message.split("\n")[0]! : String(error));

/**
 * Opens the store and the table server (migrations, the subscription). PostgreSQL that cannot be reached yet
 * (starting, restarting) is tried again with backoff, each failure logged, until it answers: the server listens
 * only once it is ready. A PGlite data directory owned by another process fails at once (`DataDirectoryInUse`).
 */
const openServer = async (
  config: ServerConfig,
  log: (level: "info" | "warn", message: string, fields: Record<string, unknown>) => void,
): Promise<TableServer> => {
  const onConnection = (e: ConnectionEvent) =>
    log(e.kind === "up" || e.kind === "listen-back" ? "info" : "warn", `database connection ${e.kind}`, {
      reason: e.reason,
    });
  for (let attempt = 1; ; attempt++) {
    let store: EventStore | undefined;
    try {
      store =
        config.databaseUrl !== undefined && config.databaseUrl !== ""
          ? await EventStore.open(await openPostgres(config.databaseUrl, { onConnection }), TABLE_STREAMS)
          : await EventStore.open(await openPglite(config.dataDir), TABLE_STREAMS);
      return await TableServer.open(store, {
        ...(config.organiserToken !== undefined && { organiserToken: config.organiserToken }),
        ...(config.limits !== undefined && { limits: config.limits }),
      });
    } catch (error) {
      await store?.close().catch(() => {});
      if (error instanceof DataDirectoryInUse || !(isConnectionError(error) || isDatabaseUnavailable(error)))
        throw error;
      const wait = backoffMs(attempt + 3);
      log("warn", "the database cannot be reached yet: trying again", {
        reason: reasonOf(error),
        attempt,
        wait,
      });
      await new Promise((r) => setTimeout(r, wait));
    }
  }
};

/** The table server over the store the configuration names, opened and closed with the layer. */
export const tableServerLayer = (config: ServerConfig) =>
  Layer.effect(
    TableServerService,
    Effect.gen(function* () {
      const services = yield* Effect.context<never>();
      const log = (level: "info" | "warn", message: string, fields: Record<string, unknown>) =>
        Effect.runForkWith(services)(
          (level === "info" ? Effect.logInfo(message) : Effect.logWarning(message)).pipe(
            Effect.annotateLogs(fields),
          ),
        );
      return yield* Effect.acquireRelease(
        Effect.tryPromise({
          try: () => openServer(config, log),
          catch: (cause) => new StoreUnavailable({ cause }),
        }),
        (server) =>
          Effect.promise(async () => {
            await server.close();
            await server.store.close();
          }),
      );
    }),
  );

const isDirectory = (p: string) => existsSync(p) && statSync(p).isDirectory();

/** The routes of the API, and the web app's files at `/` when `webRoot` is a directory (needs `TableServerService`). */
export const routesLayer = (config: ServerConfig) => {
  const web =
    config.webRoot !== undefined && isDirectory(config.webRoot)
      ? HttpStaticServer.layer({ root: config.webRoot, spa: true })
      : Layer.empty;
  const cors =
    config.corsOrigins !== undefined && config.corsOrigins.length > 0
      ? corsLayer(config.corsOrigins)
      : Layer.empty;
  return Layer.mergeAll(
    apiRoutes(config.keepaliveMs !== undefined ? { keepaliveMs: config.keepaliveMs } : {}),
    web,
    cors,
  );
};

/** The routes over the table server the configuration names. */
export const appLayer = (config: ServerConfig) =>
  routesLayer(config).pipe(Layer.provide(tableServerLayer(config)));
