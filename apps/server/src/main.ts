import { createServer } from "node:http";
import { resolve } from "node:path";
import { NodeHttpServer, NodeRuntime } from "@effect/platform-node";
import { Effect, Layer, Logger } from "effect";
import { HttpRouter } from "effect/http";
import { routesLayer, tableServerLayer } from "./http/app.ts";
import { logRequests } from "./http/logger.ts";

/*
 * `pnpm serve`: the live table server on 127.0.0.1 (README, "Configuration"). PGlite in ./data unless
 * DATABASE_URL names a PostgreSQL database; PORT (default 8080) and HOST (default 127.0.0.1); WEB_ROOT serves a
 * built web app at /; CORS_ORIGINS lets pages of other origins call the API; the limits and timeouts of README,
 * "Security and Reliability". Logs are JSON lines on standard output. The server listens only once its store is
 * open (no request waits on a server that is not ready); a data directory in use by another process stops it
 * with exit status 1. SIGINT or SIGTERM stop it cleanly.
 */
const env = process.env;
const fail = (message: string): never => {
  console.error(message);
  process.exit(2);
};
const whole = (name: string, fallback: number, min = 0, max = 2 ** 31 - 1): number => {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max)
    fail(`${name}: ${raw} is not a whole number from ${min} to ${max}`);
  return n;
};
const port = whole("PORT", 8080, 0, 65_535);
const host = env.HOST === undefined || env.HOST === "" ? "127.0.0.1" : env.HOST;
const databaseUrl = env.DATABASE_URL === "" ? undefined : env.DATABASE_URL;

// Bounds (README, "Security and Reliability"): every request's headers and body arrive in time; an idle
// connection is closed; a token holds a few live connections at most.
const headersTimeout = whole("HEADERS_TIMEOUT_MS", 10_000, 100);
const requestTimeout = Math.max(headersTimeout, whole("REQUEST_TIMEOUT_MS", 30_000, 100));
const idleTimeout = whole("IDLE_TIMEOUT_MS", 120_000, 100);
const keepAliveTimeout = whole("KEEPALIVE_TIMEOUT_MS", 5_000, 100);
const streamsPerToken = whole("STREAMS_PER_TOKEN", 8, 1, 1000);

const config = {
  ...(databaseUrl !== undefined && { databaseUrl }),
  dataDir: resolve(env.DATA_DIR === undefined || env.DATA_DIR === "" ? "data" : env.DATA_DIR),
  ...(env.BRIDGELAW_ORGANISER_TOKEN && { organiserToken: env.BRIDGELAW_ORGANISER_TOKEN }),
  ...(env.WEB_ROOT && { webRoot: resolve(env.WEB_ROOT) }),
  ...(env.CORS_ORIGINS && { corsOrigins: env.CORS_ORIGINS.split(",").map((o) => o.trim()) }),
  limits: { streamsPerToken },
  // a live connection hears something well within the idle timeout
  keepaliveMs: Math.min(15_000, Math.floor(idleTimeout / 2)),
};

const httpServer = () => {
  const server = createServer({
    headersTimeout,
    requestTimeout,
    keepAliveTimeout,
    connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(headersTimeout / 2))),
  });
  server.timeout = idleTimeout; // socket inactivity
  logRequests(server); // one line per request (README, "Configuration")
  return server;
};

// The store and the table server first, then the HTTP server: it listens only when ready.
HttpRouter.serve(routesLayer(config), { disableLogger: true }).pipe(
  Layer.provide(NodeHttpServer.layer(httpServer, { port, host })),
  Layer.provide(tableServerLayer(config)),
  Layer.provide(Logger.layer([Logger.consoleJson])),
  Layer.launch,
  Effect.catch((error) =>
    Effect.sync(() => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    }),
  ),
  NodeRuntime.runMain,
);
