import { existsSync, statSync } from "node:fs";
import { BoardStore, layerFromConfig } from "@bridgelaw/store";
import { Effect, Layer } from "effect";
import { HttpRouter, HttpStaticServer } from "effect/http";
import { TABLE_STREAMS } from "../core/boards.ts";
import { TableServer } from "../core/server.ts";
import { ApiRoutes } from "./routes.ts";
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
}

/** Cross-origin calls from these origins' pages (the token in the Authorization header; no cookies). */
export const corsLayer = (origins: readonly string[]) =>
  HttpRouter.cors({
    allowedOrigins: origins,
    allowedHeaders: ["authorization", "content-type", "last-event-id"],
    allowedMethods: ["GET", "POST", "OPTIONS"],
    maxAge: 600,
  });

/** The table server over the store the configuration names, opened and closed with the layer. */
export const tableServerLayer = (config: ServerConfig) =>
  Layer.effect(
    TableServerService,
    Effect.gen(function* () {
      const store = yield* BoardStore;
      return yield* Effect.acquireRelease(
        Effect.promise(() =>
          TableServer.open(
            store,
            config.organiserToken === undefined ? {} : { organiserToken: config.organiserToken },
          ),
        ),
        (server) => Effect.promise(() => server.close()),
      );
    }),
  ).pipe(
    Layer.provide(
      layerFromConfig(
        {
          ...(config.databaseUrl !== undefined && { databaseUrl: config.databaseUrl }),
          ...(config.dataDir !== undefined && { dataDir: config.dataDir }),
        },
        TABLE_STREAMS,
      ),
    ),
  );

const isDirectory = (p: string) => existsSync(p) && statSync(p).isDirectory();

/** The routes of the API, and the web app's files at `/` when `webRoot` is a directory. */
export const appLayer = (config: ServerConfig) => {
  const web =
    config.webRoot !== undefined && isDirectory(config.webRoot)
      ? HttpStaticServer.layer({ root: config.webRoot, spa: true })
      : Layer.empty;
  const cors =
    config.corsOrigins !== undefined && config.corsOrigins.length > 0
      ? corsLayer(config.corsOrigins)
      : Layer.empty;
  return Layer.mergeAll(ApiRoutes, web, cors).pipe(Layer.provide(tableServerLayer(config)));
};
