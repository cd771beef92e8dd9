import http from "node:http";
import type { Seat } from "@bridgelaw/cards";
import { verify } from "@bridgelaw/log";
import {
  type Actor,
  COMMAND_OF_EVENT,
  commandOf,
  evolveTable,
  initialTableState,
  ROLES,
  readLog,
  type TableEvent,
  type TableState,
} from "@bridgelaw/table";

/*
 * Driving a server through its HTTP API as the people at its tables: the tests' and the benchmark's client.
 * A board log is replayed as the commands its events record (`asCommands`), each sent with the token of the
 * person who gave it and the version it was decided on.
 */

export interface Reply {
  readonly status: number;
  // biome-ignore lint/suspicious/noExplicitAny: a JSON reply, read field by field by its callers
  readonly body: any;
  readonly text: string;
}

/** An HTTP client of the API: `fetcher` is `fetch` for a running server, a web handler in process. */
export interface Client {
  readonly call: (
    method: string,
    path: string,
    token?: string,
    body?: unknown,
    headers?: Readonly<Record<string, string>>,
  ) => Promise<Reply>;
  readonly raw: (path: string, init?: RequestInit) => Promise<Response>;
}

/** A reply as a client reads it: its status, its text, and the text parsed as JSON (undefined when it is not). */
const replyOf = (status: number, text: string) => {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  return { status, body, text };
};

export const client = (fetcher: (request: Request) => Promise<Response>, base: string): Client => {
  const raw = (path: string, init?: RequestInit) => fetcher(new Request(`${base}${path}`, init));
  return {
    raw,
    call: async (method, path, token, body, headers = {}) => {
      const r = await raw(path, {
        method,
        headers: { ...headers, ...(token !== undefined && { authorization: `Bearer ${token}` }) },
        ...(body !== undefined && { body: typeof body === "string" ? body : JSON.stringify(body) }),
      });
      return replyOf(r.status, await r.text());
    },
  };
};

/**
 * A client of a running server at `base` (`http://127.0.0.1:port`), over node:http with kept-alive
 * connections (Node 20's `fetch` opens its connections one after another under load, and the first requests of
 * two hundred tables then wait seconds for a connection, not for the server). `call` reads the reply straight
 * from node:http, without the Fetch API's `Request` and `Response` (a load of two hundred tables on the server's
 * own machine: the fewer cores the clients take, the more the bench measures the server); a body is sent as
 * `fetch` sends a string (`text/plain;charset=UTF-8`). `raw` gives a `Response` (live streams, headers).
 */
export const httpClient = (base: string): Client => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  const send = (
    url: string,
    method: string,
    headers: Record<string, string>,
    body: Buffer | undefined,
  ): Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: Buffer }> =>
    new Promise((resolve, reject) => {
      if (body !== undefined) headers["content-length"] = String(body.length);
      const req = http.request(url, { method, headers, agent }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 500, headers: res.headers, bytes: Buffer.concat(chunks) }),
        );
        res.on("error", reject);
      });
      req.on("error", reject);
      req.end(body);
    });
  const viaFetch = client(async (request) => {
    const body = request.method === "GET" ? undefined : Buffer.from(await request.arrayBuffer());
    const headers: Record<string, string> = {};
    request.headers.forEach((v, k) => {
      headers[k] = v;
    });
    const r = await send(request.url, request.method, headers, body);
    const h = new Headers();
    for (const [k, v] of Object.entries(r.headers)) if (typeof v === "string") h.set(k, v);
    return new Response(r.status === 204 ? null : r.bytes, { status: r.status, headers: h });
  }, base);
  return {
    raw: viaFetch.raw,
    call: async (method, path, token, body, headers = {}) => {
      const text = body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body);
      const sent: Record<string, string> = {
        ...(text !== undefined && { "content-type": "text/plain;charset=UTF-8" }),
        ...Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v])),
        ...(token !== undefined && { authorization: `Bearer ${token}` }),
      };
      const r = await send(
        `${base}${path}`,
        method,
        sent,
        text === undefined ? undefined : Buffer.from(text),
      );
      return replyOf(r.status, r.status === 204 ? "" : r.bytes.toString("utf8"));
    },
  };
};

export type By = Seat | "director" | "committee" | "scorer";

const DUMMYS_CARDS = new Set([
  "CardPlayed",
  "CardExposed",
  "CardRetracted",
  "CardTurned",
  "CardsDisturbed",
  "CardReturnedToHand",
]);

/**
 * Who gave the command an event records, from the Decider's table of roles (`ROLES`): the player at the
 * event's seat (declarer for dummy's cards, 45B), else the first role that may give it (the Director before
 * the scorer), the body that decided an appeal, a member of the side that lodged one.
 */
export const actorFor = (e: TableEvent, s: TableState): Actor => {
  const roles = ROLES[COMMAND_OF_EVENT[e.type]];
  const seat = (e as { seat?: Seat }).seat;
  if (e.type === "AppealDecided") return e.body === "director" ? { role: "director" } : { role: "committee" };
  if (e.type === "AppealLodged") {
    const side = e.agreed?.find((x) => (e.side === "NS") === (x === "N" || x === "S"));
    return { role: "player", seat: side ?? (e.side === "NS" ? "N" : "E") };
  }
  if (e.type === "CardDesignated" && s.play !== null) return { role: "player", seat: s.play.declarer };
  if (seat !== undefined && roles.includes("player")) {
    // 45B: declarer acts for dummy's faced hand; before the opening lead is faced it is the presumed dummy's own (41D)
    if (DUMMYS_CARDS.has(e.type) && s.play !== null && seat === s.play.dummy && s.play.dummyFaced) {
      return { role: "player", seat: s.play.declarer };
    }
    return { role: "player", seat };
  }
  const role = (["director", "scorer", "committee"] as const).find((r) => roles.includes(r));
  return role !== undefined ? { role } : { role: "player", seat: seat ?? "N" };
};

/** The commands (without actor) recording a log's events after `BoardStarted`, and who gives each. */
export const asCommands = (events: readonly TableEvent[]): { by: By; body: Record<string, unknown> }[] => {
  let state: TableState = initialTableState;
  const out: { by: By; body: Record<string, unknown> }[] = [];
  for (const e of events) {
    if (e.type !== "BoardStarted") {
      const actor = actorFor(e, state);
      const { actor: _a, ...body } = commandOf(e, actor) as Record<string, unknown>;
      const by: By =
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

export interface Session {
  readonly id: string;
  readonly tokens: {
    readonly director: string;
    readonly committee: string;
    readonly scorer: string;
    readonly tables: Readonly<Record<string, Readonly<Record<Seat, string>>>>;
  };
}

export const createSession = async (api: Client, body: Record<string, unknown>): Promise<Session> => {
  const r = await api.call("POST", "/api/sessions", undefined, body);
  if (r.status !== 201) throw new Error(`POST /api/sessions: ${r.status} ${r.text}`);
  return { id: r.body.session.id, tokens: r.body.tokens };
};

const tokenOf = (s: Session, table: string, by: By) =>
  by === "director" || by === "committee" || by === "scorer" ? s.tokens[by] : s.tokens.tables[table]![by];

/** A record the server acknowledged (a 200 to the command that appended it). */
export interface Ack {
  readonly table: string;
  readonly seq: number;
  readonly hash: string;
}

export const boardPath = (s: Session, table: string, board: number) =>
  `/api/sessions/${s.id}/tables/${table}/boards/${board}`;

/**
 * Plays `events` (a board log) at `table`, from the version the server has, one command after another with
 * the version it was decided on, until the board is done, `halt()` says stop, or the server stops answering
 * (then it returns). Each 200 adds its records to `acks` and its round trip (ms) to `latencies`; `think` paces the table.
 * It reads only the version and the records of each reply, so it asks for no view (`Prefer: return=minimal`)
 * unless `withView` (the bench: each reply carries the actor's view, as the web app's seat page asks for it).
 */
export const playTable = async (
  api: Client,
  s: Session,
  table: string,
  board: number,
  events: readonly TableEvent[],
  out: { readonly acks: Ack[]; readonly latencies?: number[] },
  halt: () => boolean = () => false,
  /** Milliseconds the player thinks before each action (none by default). */
  think?: () => number,
  withView = false,
): Promise<number> => {
  const commands = asCommands(events);
  const path = boardPath(s, table, board);
  let version: number;
  try {
    version = (await api.call("GET", path, s.tokens.director)).body.version as number;
  } catch {
    return 0;
  }
  while (version < events.length && !halt()) {
    const { by, body } = commands[version - 1]!;
    if (think !== undefined) {
      await new Promise((w) => setTimeout(w, think()));
      if (halt()) break;
    }
    let r: Reply;
    const t0 = performance.now();
    try {
      // the version and the records are all this client reads: no view in the reply, unless asked
      r = await api.call(
        "POST",
        `${path}/commands`,
        tokenOf(s, table, by),
        { ...body, expectedVersion: version },
        withView ? {} : { prefer: "return=minimal" },
      );
    } catch {
      return version; // the server is gone
    }
    out.latencies?.push(performance.now() - t0);
    if (r.status !== 200)
      throw new Error(`table ${table} board ${board} at version ${version}: ${r.status} ${r.text}`);
    for (const e of r.body.events) out.acks.push({ table, seq: e.seq, hash: e.hash });
    version = r.body.version;
  }
  return version;
};

/** The Director's export of a board: its records, with the problems found (a gap, a repeat, a broken chain). */
export const storedLog = async (api: Client, s: Session, table: string, board: number) => {
  const r = await api.call("GET", `${boardPath(s, table, board)}/log`, s.tokens.director);
  if (r.status !== 200) throw new Error(`log of table ${table} board ${board}: ${r.status} ${r.text}`);
  const lines = readLog(r.text).lines;
  const records = lines.map((l) => l.record);
  const problems: string[] = [];
  records.forEach((x, i) => {
    if (x.seq !== i + 1) problems.push(`record ${i + 1} has seq ${String(x.seq)}`);
  });
  const check = verify(records);
  if (check.status !== "sealed") problems.push(`the chain: ${JSON.stringify(check)}`);
  return { text: r.text, records, events: lines.map((l) => l.event), problems };
};
