import { createServer } from "node:http";
import { resolve } from "node:path";
import { NodeHttpServer, NodeRuntime } from "@effect/platform-node";
import { Layer, Logger } from "effect";
import { HttpRouter } from "effect/http";
import { appLayer } from "./http/app.ts";
import { requestLogger } from "./http/logger.ts";

/*
 * `pnpm serve`: the live table server on 127.0.0.1 (README, "Configuration"). PGlite in ./data unless
 * DATABASE_URL names a PostgreSQL database; PORT (default 8080) and HOST (default 127.0.0.1); WEB_ROOT serves a
 * built web app at /; CORS_ORIGINS lets pages of other origins call the API. Logs are JSON lines on standard
 * output. SIGINT or SIGTERM stop it cleanly.
 */
const env = process.env;
const port = env.PORT === undefined || env.PORT === "" ? 8080 : Number(env.PORT);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`PORT: ${env.PORT} is not a port number (0 to 65535)`);
  process.exit(2);
}
const host = env.HOST === undefined || env.HOST === "" ? "127.0.0.1" : env.HOST;
const databaseUrl = env.DATABASE_URL === "" ? undefined : env.DATABASE_URL;

const app = appLayer({
  ...(databaseUrl !== undefined && { databaseUrl }),
  dataDir: resolve(env.DATA_DIR === undefined || env.DATA_DIR === "" ? "data" : env.DATA_DIR),
  ...(env.BRIDGELAW_ORGANISER_TOKEN && { organiserToken: env.BRIDGELAW_ORGANISER_TOKEN }),
  ...(env.WEB_ROOT && { webRoot: resolve(env.WEB_ROOT) }),
  ...(env.CORS_ORIGINS && { corsOrigins: env.CORS_ORIGINS.split(",").map((o) => o.trim()) }),
});

HttpRouter.serve(app, { disableLogger: true, middleware: requestLogger }).pipe(
  Layer.provide(NodeHttpServer.layer(createServer, { port, host })),
  Layer.provide(Logger.layer([Logger.consoleJson])),
  Layer.launch,
  NodeRuntime.runMain,
);
