import type { Seat } from "@bridgelaw/cards";
import { EventStore, openPglite, openPostgres } from "@bridgelaw/store";
import {
  commandOf,
  evolveTable,
  initialTableState,
  type TableEvent,
  type TableState,
} from "@bridgelaw/table";
import { actorOf } from "@bridgelaw/table/testing";
import { Layer, Logger, References } from "effect";
import { HttpRouter } from "effect/http";
import pg from "pg";
import { TableServer } from "./core/server.ts";
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

export interface Reply {
  readonly status: number;
  // biome-ignore lint/suspicious/noExplicitAny: a JSON reply, read field by field by the tests
  readonly body: any;
  readonly text: string;
}

/** An HTTP client of the API: in process (a web handler) or a server's base URL. */
export interface Client {
  readonly call: (method: string, path: string, token?: string, body?: unknown) => Promise<Reply>;
  readonly raw: (path: string, init?: RequestInit) => Promise<Response>;
}

const client = (fetcher: (request: Request) => Promise<Response>, base: string): Client => {
  const raw = (path: string, init?: RequestInit) => fetcher(new Request(`${base}${path}`, init));
  return {
    raw,
    call: async (method, path, token, body) => {
      const r = await raw(path, {
        method,
        headers: { ...(token !== undefined && { authorization: `Bearer ${token}` }) },
        ...(body !== undefined && { body: typeof body === "string" ? body : JSON.stringify(body) }),
      });
      const text = await r.text();
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
      return { status: r.status, body: parsed, text };
    },
  };
};

/** A client of a running server at `base` (`http://127.0.0.1:port`). */
export const httpClient = (base: string): Client => client((r) => fetch(r), base);

/** The API in this process over `store`, with the log lines it writes collected in `logs`. */
export const inProcess = async (store: EventStore, options: { organiserToken?: string } = {}) => {
  const server = await TableServer.open(store, options);
  const logs: Record<string, unknown>[] = [];
  const capture = Logger.make((o) => {
    logs.push({
      level: o.logLevel,
      message: o.message,
      ...Object.fromEntries(Object.entries(o.fiber.getRef(References.CurrentLogAnnotations) ?? {})),
    });
  });
  const app = ApiRoutes.pipe(
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

/** A store on PGlite in memory or on a fresh PostgreSQL database. */
export const openStore = async (kind: "pglite" | "postgres"): Promise<EventStore> =>
  EventStore.open(kind === "pglite" ? await openPglite() : await openPostgres(await freshPostgresDatabase()));

/** The commands (without actor) and the token's seat or role that gives each, for a log's events after BoardStarted. */
export const asCommands = (events: readonly TableEvent[]) => {
  let state: TableState = initialTableState;
  const out: { by: Seat | "director" | "committee" | "scorer"; body: Record<string, unknown> }[] = [];
  for (const e of events) {
    if (e.type !== "BoardStarted") {
      const actor = actorOf(e, state);
      const { actor: _a, ...body } = commandOf(e, actor) as Record<string, unknown>;
      const by =
        actor.role === "player"
          ? actor.seat
          : actor.role === "captain"
            ? actor.side === "NS"
              ? "N"
              : "E"
            : actor.role;
      out.push({ by, body });
    }
    state = evolveTable(state, e);
  }
  return out;
};

/** Every card token a JSON text names (SA, HT, C2 …). */
export const cardTokens = (text: string): Set<string> =>
  new Set([...text.matchAll(/(?<![A-Za-z0-9])([SHDC][AKQJT2-9])(?![A-Za-z0-9])/g)].map((m) => m[1]!));
