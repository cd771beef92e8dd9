import type { Seat } from "@bridgelaw/cards";
import type { EventStore, StoredRecord, Subscription } from "@bridgelaw/store";
import {
  type BoardView,
  type CommandRefused,
  evolveTable,
  initialTableState,
  parseTableCommand,
  type SeatView,
  type TableCommand,
  type TableEvent,
  type TableState,
  viewFor,
} from "@bridgelaw/table";
import {
  describe,
  seatViewWithWords,
  type WordedBoardView,
  type WordedSeatView,
  withWords,
} from "@bridgelaw/words";
import type { CreateSession, IssueToken } from "../http/schemas.ts";
import { type Board, Boards, Refused, VersionMismatch } from "./boards.ts";
import { apiError } from "./errors.ts";
import {
  actorOf,
  type Grant,
  grantLabel,
  reachesTable,
  type SessionDoc,
  streamOf,
  viewerOf,
} from "./model.ts";
import { Registry } from "./registry.ts";
import { newSession } from "./sessions.ts";
import { hashToken, newToken, TOKEN_FORM, tokenId } from "./tokens.ts";

/** A token presented with a request, once found: what it grants, and its non-secret id for logs. */
export interface Caller {
  readonly grant: Grant;
  readonly tokenId: string;
}

/** The tokens of a new session, shown once (README, `POST /api/sessions`). */
export interface SessionTokens {
  readonly director: string;
  readonly committee: string;
  readonly scorer: string;
  readonly spectator: string;
  readonly tables: Readonly<Record<string, Readonly<Record<Seat, string>>>>;
}

/** A board's state for one caller: its version and the view the caller may see. */
export interface BoardState {
  readonly session: string;
  readonly table: string;
  readonly board: number;
  readonly version: number;
  /** The view with its words (each consequence's `text`, each question's `question`, in English). */
  readonly view: WordedBoardView | WordedSeatView;
}

const SEATS: readonly Seat[] = ["N", "E", "S", "W"];
const ENVELOPE = new Set(["at", "by", "note", "seq", "prev", "hash"]);

/**
 * A refusal of the Decider as the body of an error (README, "Errors"): the refusal's class (`refused`:
 * `ActorNotAllowed`, `CardNotInHand` …), its data (`refusal`: the tag and fields a client acts on), and the
 * fields the class carries (`command`, `position`, and `seat`, `card`, `law`, `field` where it has them); the
 * message is the refusal in English (`@bridgelaw/words`). Built from the refusal alone, which the Decider
 * decides from what the actor may see: no probing learns a concealed card (issue 28).
 */
export const refusalDetails = (r: CommandRefused): Record<string, unknown> => {
  const { _tag, refusal, ...fields } = r;
  return { refused: _tag, refusal, ...fields };
};

/** The words of a refusal. */
export const refusalWords = (r: CommandRefused): string => describe(r.refusal);

/**
 * The live table server without its HTTP clothes: sessions and tokens (`Registry`), boards kept in step with
 * the store (`Boards`), commands through the table Decider, each caller's view by the Laws (`viewFor`), and
 * live updates from the store's subscription, so that several processes on one PostgreSQL serve one session.
 */
export class TableServer {
  private subscription: Subscription | undefined;

  private constructor(
    readonly store: EventStore,
    readonly registry: Registry,
    readonly boards: Boards,
    private readonly organiserToken: string | undefined,
  ) {}

  static async open(
    store: EventStore,
    options: { readonly organiserToken?: string } = {},
  ): Promise<TableServer> {
    const registry = await Registry.open(store);
    const server = new TableServer(store, registry, new Boards(store), options.organiserToken);
    // Live updates from other processes' appends, from now on (boards are read in full when first asked
    // for). On PGlite this process is the only writer (it owns the data directory): its own appends reach
    // the listeners directly, and no subscription is needed.
    if (store.kind === "postgres") {
      const last = await server.lastPosition();
      server.subscription = await store.subscribe({
        after: last,
        onRecords: (records) => server.boards.onRecords(records),
        pollMs: 1000,
      });
    }
    return server;
  }

  private async lastPosition(): Promise<number> {
    const rows = await this.store.db.query<{ p: string | number | null }>(
      "SELECT max(global_position) AS p FROM bridgelaw_events",
    );
    return Number(rows[0]?.p ?? 0);
  }

  async close(): Promise<void> {
    await this.subscription?.close();
  }

  // -- tokens -------------------------------------------------------------------------------------------------

  /** The caller of a bearer token; 401 when there is none or it is unknown. */
  async authenticate(token: string | undefined): Promise<Caller> {
    if (token === undefined || token === "") {
      throw apiError("Unauthenticated", "no bearer token: send Authorization: Bearer <token>");
    }
    if (!TOKEN_FORM.test(token)) throw apiError("Unauthenticated", "this is not a token the server issued");
    const hash = hashToken(token);
    const grant = await this.registry.grant(hash);
    if (grant === undefined) throw apiError("Unauthenticated", "unknown token");
    return { grant, tokenId: tokenId(hash) };
  }

  private async issue(grant: Grant): Promise<{ token: string; hash: string; grant: Grant }> {
    const token = newToken();
    return { token, hash: hashToken(token), grant };
  }

  // -- sessions -----------------------------------------------------------------------------------------------

  /**
   * Creates a session: its tables and boards, every board opened (`StartBoard` by the scorer, the deal of the
   * session), and a token for each role: each seat of each table, the Director, the committee, the scorer, a
   * spectator. Open to anyone on a server without an organiser token (loopback by default); else only to it.
   */
  async createSession(body: CreateSession, organiser: string | undefined, now: Date) {
    if (this.organiserToken !== undefined && organiser !== this.organiserToken) {
      throw apiError(
        organiser === undefined ? "Unauthenticated" : "Forbidden",
        "creating a session needs the organiser's token (BRIDGELAW_ORGANISER_TOKEN)",
      );
    }
    const doc = newSession(body, now);
    const issued: { token: string; hash: string; grant: Grant }[] = [];
    for (const role of ["director", "committee", "scorer"] as const) {
      issued.push(await this.issue({ session: doc.id, role }));
    }
    issued.push(await this.issue({ session: doc.id, role: "spectator", seat: "S" }));
    for (const t of doc.tables) {
      for (const seat of SEATS)
        issued.push(await this.issue({ session: doc.id, role: "player", table: t.id, seat }));
    }
    await this.registry.create(
      doc,
      issued.map(({ hash, grant }) => ({ hash, grant })),
    );
    for (const t of doc.tables) for (const b of t.boards) await this.opened(doc, t.id, b);
    const tables: Record<string, Record<Seat, string>> = {};
    for (const { token, grant } of issued) {
      if (grant.role === "player") (tables[grant.table] ??= {} as Record<Seat, string>)[grant.seat] = token;
    }
    const tokenOf = (role: Grant["role"]) => issued.find((x) => x.grant.role === role)!.token;
    const tokens: SessionTokens = {
      director: tokenOf("director"),
      committee: tokenOf("committee"),
      scorer: tokenOf("scorer"),
      spectator: tokenOf("spectator"),
      tables,
    };
    return { session: await this.summary(doc), tokens };
  }

  /** Another token of the session (the Director issues it). */
  async issueToken(
    caller: Caller,
    doc: SessionDoc,
    body: IssueToken,
  ): Promise<{ token: string; grant: Grant }> {
    if (caller.grant.role !== "director") {
      throw apiError("Forbidden", "only the Director issues tokens", { role: caller.grant.role });
    }
    const grant: Grant = { ...body, session: doc.id } as Grant;
    if ("table" in grant && grant.table !== undefined && !doc.tables.some((t) => t.id === grant.table)) {
      throw apiError("NotFound", `session ${doc.id} has no table ${grant.table}`);
    }
    const t = await this.issue(grant);
    await this.registry.addToken(t.hash, grant);
    return { token: t.token, grant };
  }

  /** The session a caller asks for; 404 when it does not exist, 403 when the token is another session's. */
  async session(caller: Caller, id: string): Promise<SessionDoc> {
    if (caller.grant.session !== id) {
      throw apiError("Forbidden", `this token is for session ${caller.grant.session}, not ${id}`);
    }
    const doc = await this.registry.session(id);
    if (doc === undefined) throw apiError("NotFound", `no session ${id}`);
    return doc;
  }

  /** What anyone in the session may know of it: the settings, the tables, and where each board stands. */
  async summary(doc: SessionDoc) {
    const tables = [];
    for (const t of doc.tables) {
      const boards = [];
      for (const n of t.boards) {
        const b = await this.opened(doc, t.id, n);
        const v = this.boards.fullView(b);
        boards.push({
          board: n,
          version: b.version,
          phase: v.phase,
          turn: v.turn === null ? null : { seat: v.turn.seat, to: v.turn.to },
          contract: v.contract,
          declarer: v.declarer,
          rulingsNeeded: v.rulingsNeeded.map((r) => ({ law: r.law, position: r.position })),
          pending: v.pending.map((p) => ({ seat: p.seat, law: p.law })),
        });
      }
      tables.push({ id: t.id, boards });
    }
    return {
      id: doc.id,
      event: doc.event,
      round: doc.round,
      edition: doc.edition,
      screens: doc.screens,
      screenmates: doc.screenmates,
      spectators: doc.spectators,
      boards: doc.boards.map((b) => b.board),
      tables,
      createdAt: doc.createdAt,
    };
  }

  // -- boards -------------------------------------------------------------------------------------------------

  /** The board of a table, opened (`BoardStarted`) if it was not yet: the stream's first record. */
  private async opened(doc: SessionDoc, table: string, board: number): Promise<Board> {
    const streamId = streamOf(doc, table, board);
    const b = await this.boards.get(streamId);
    if (b.version > 0) return b;
    const deal = doc.boards.find((x) => x.board === board)!;
    try {
      const r = await this.boards.command(
        streamId,
        {
          type: "StartBoard",
          actor: { role: "scorer" },
          board,
          deal: deal.deal,
          ...(deal.dealer !== undefined && { dealer: deal.dealer }),
          ...(deal.vulnerability !== undefined && { vulnerability: deal.vulnerability }),
          edition: doc.edition,
          ...(doc.screens && { screens: true }),
          event: doc.event,
          table,
          round: doc.round,
        } as TableCommand,
        { expectedVersion: 0, envelope: { by: "scorer (session set-up)", at: new Date().toISOString() } },
      );
      return r.board;
    } catch (error) {
      if (error instanceof VersionMismatch) return this.boards.refresh(streamId); // another process opened it
      throw error;
    }
  }

  /** A board the caller may reach: 404 for a table or board the session does not have, 403 for another table. */
  async board(caller: Caller, doc: SessionDoc, table: string, board: number): Promise<Board> {
    const t = doc.tables.find((x) => x.id === table);
    if (t === undefined) throw apiError("NotFound", `session ${doc.id} has no table ${table}`);
    if (!t.boards.includes(board)) throw apiError("NotFound", `table ${table} does not play board ${board}`);
    if (!reachesTable(caller.grant, table)) {
      throw apiError("Forbidden", `${grantLabel(caller.grant)} may not see table ${table}`);
    }
    return this.opened(doc, table, board);
  }

  /** The caller's view of a board version (a spectator's kept `delay` events behind until the board is over). */
  stateFor(caller: Caller, doc: SessionDoc, table: string, b: Board): BoardState {
    const viewer = viewerOf(caller.grant, doc);
    const settings = { screens: doc.screens, screenmates: doc.screenmates };
    const full = this.boards.fullView(b);
    let version = b.version;
    let view: BoardView | SeatView;
    const delay = caller.grant.role === "spectator" ? doc.spectators.delay : 0;
    if (delay > 0 && full.phase !== "complete" && b.version > 1) {
      version = Math.max(1, b.version - delay);
      const events = b.events.slice(0, version);
      let state: TableState = initialTableState;
      for (const e of events) state = evolveTable(state, e);
      view = viewFor(state, events, viewer, settings);
    } else {
      view =
        viewer.role === "director" || viewer.role === "committee"
          ? full
          : viewFor(b.state, b.events, viewer, settings);
    }
    const worded = "viewer" in view ? seatViewWithWords(view) : withWords(view);
    return { session: doc.id, table, board: b.state.setup?.board ?? 0, version, view: worded };
  }

  /**
   * Takes one table action: the body is a command of the table Decider without its actor (the token's), with
   * an optional `expectedVersion`. Spectators never act; a player acts at his own table; the Decider says
   * whether the actor may give the command (a seat for itself, declarer for dummy, the Director's rulings, the
   * committee's decisions) and whether it is possible. Returns the sealed records appended and the caller's
   * new view.
   */
  async command(caller: Caller, doc: SessionDoc, table: string, board: number, body: unknown, now: Date) {
    const actor = actorOf(caller.grant);
    if (actor === undefined) throw apiError("Forbidden", "a spectator does not act at the table (76B)");
    if (body === null || typeof body !== "object" || Array.isArray(body)) {
      throw apiError(
        "InvalidRequest",
        'the body must be a JSON object: a command such as {"type":"MakeCall","call":"1NT"}',
      );
    }
    const { expectedVersion, ...fields } = body as Record<string, unknown>;
    if (
      expectedVersion !== undefined &&
      (!Number.isInteger(expectedVersion) || (expectedVersion as number) < 0)
    ) {
      throw apiError("InvalidRequest", "expectedVersion must be a whole number of 0 or more", {
        field: "expectedVersion",
      });
    }
    if ("actor" in fields) {
      throw apiError("InvalidRequest", "a command carries no actor: the token says who acts", {
        field: "actor",
      });
    }
    for (const k of Object.keys(fields)) {
      if (ENVELOPE.has(k)) {
        throw apiError("InvalidRequest", `the server writes "${k}" itself`, { field: k });
      }
    }
    const b = await this.board(caller, doc, table, board);
    const parsed = parseTableCommand({ ...fields, actor }, b.version + 1);
    if (!parsed.ok) {
      throw apiError("InvalidRequest", refusalWords(parsed.error), refusalDetails(parsed.error));
    }
    const command: TableCommand = parsed.command;
    try {
      const { board: after, records } = await this.boards.command(b.streamId, command, {
        ...(expectedVersion !== undefined && { expectedVersion: expectedVersion as number }),
        envelope: { at: now.toISOString(), by: `${grantLabel(caller.grant)} ${caller.tokenId}` },
      });
      return { ...this.stateFor(caller, doc, table, after), events: records.map((r) => r.record) };
    } catch (error) {
      if (error instanceof VersionMismatch) {
        throw apiError("Conflict", error.message, { expected: error.expected, version: error.actual });
      }
      if (error instanceof Refused) {
        const r = error.refusal;
        const details = refusalDetails(r);
        const words = refusalWords(r);
        if (r._tag === "ActorNotAllowed") throw apiError("Forbidden", words, details);
        if (error.afterConflict) {
          throw apiError(
            "NoLongerApplies",
            `another action came first and the command no longer applies: ${words}`,
            details,
          );
        }
        if (r._tag === "InvalidCommand") throw apiError("InvalidRequest", words, details);
        throw apiError("CommandRefused", words, details);
      }
      throw error;
    }
  }

  /** The board's sealed JSON Lines log: the officials' at any time; a player's or spectator's once it is over. */
  async log(caller: Caller, doc: SessionDoc, table: string, board: number): Promise<string> {
    const b = await this.board(caller, doc, table, board);
    const official = ["director", "committee", "scorer"].includes(caller.grant.role);
    if (!official && this.boards.fullView(b).phase !== "complete") {
      throw apiError(
        "Forbidden",
        "the log shows every hand: players and spectators have it once the board is over",
      );
    }
    return this.store.exportLog(b.streamId);
  }

  /**
   * Live updates for a caller: `send` gets the caller's state of each board in scope now, then after each
   * new version (any process's). Scope: the caller's table for a player (or a table spectator), else every
   * table of the session, narrowed by `table`/`board`. Returns the function that stops it.
   */
  async live(
    caller: Caller,
    doc: SessionDoc,
    filter: { readonly table?: string; readonly board?: number },
    send: (state: BoardState) => void,
  ): Promise<() => void> {
    if (filter.table !== undefined && !doc.tables.some((t) => t.id === filter.table)) {
      throw apiError("NotFound", `session ${doc.id} has no table ${filter.table}`);
    }
    if (filter.table !== undefined && !reachesTable(caller.grant, filter.table)) {
      throw apiError("Forbidden", `${grantLabel(caller.grant)} may not see table ${filter.table}`);
    }
    const stops: (() => void)[] = [];
    const stop = () => {
      for (const s of stops) s();
    };
    try {
      for (const t of doc.tables) {
        if (filter.table !== undefined && t.id !== filter.table) continue;
        if (!reachesTable(caller.grant, t.id)) continue;
        for (const n of t.boards) {
          if (filter.board !== undefined && n !== filter.board) continue;
          const b = await this.opened(doc, t.id, n);
          let last = -1;
          const push = (x: Board) => {
            const s = this.stateFor(caller, doc, t.id, x);
            if (s.version === last) return;
            last = s.version;
            send(s);
          };
          stops.push(this.boards.listen(b.streamId, push));
          push(await this.boards.get(b.streamId));
        }
      }
    } catch (error) {
      stop();
      throw error;
    }
    return stop;
  }
}

export type { StoredRecord, TableEvent };
