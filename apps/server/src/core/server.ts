import { randomUUID } from "node:crypto";
import type { Seat } from "@bridgelaw/cards";
import { canonicalJson, chainFrom, ENVELOPE_FIELDS, sha256Hex } from "@bridgelaw/log";
import {
  type EventStore,
  isDatabaseUnavailable,
  type StoredRecord,
  type Subscription,
} from "@bridgelaw/store";
import {
  type BoardView,
  type CommandRefused,
  movedOnOf,
  parseTableCommand,
  type SeatView,
  seatView,
  type TableCommand,
  type TableEvent,
  viewFor,
} from "@bridgelaw/table";
import {
  describe,
  type Lang,
  seatViewWithWords,
  type WordedBoardView,
  type WordedSeatView,
  withWords,
} from "@bridgelaw/words";
import type { CreateSession, IssueToken } from "../http/schemas.ts";
import { type AppendAttempt, type Board, Boards, boardAt, Refused, VersionMismatch } from "./boards.ts";
import { ApiError, apiError, apiErrorSaid } from "./errors.ts";
import { encodeJson } from "./json.ts";
import {
  actorOf,
  type Grant,
  grantLabel,
  reachesTable,
  type SessionDoc,
  streamOf,
  tableOf,
  tablesPlaying,
  viewerOf,
} from "./model.ts";
import { checkNumbers, checkPositions } from "./numbers.ts";
import { REVOKED_CHANNEL, Registry, type TokenEntry } from "./registry.ts";
import { newSession } from "./sessions.ts";
import { serverText, typeset } from "./texts.ts";
import { hashToken, newToken, TOKEN_FORM, tokenId } from "./tokens.ts";

/** A token presented with a request, once found: what it grants, and its non-secret id for logs. */
export interface Caller {
  readonly grant: Grant;
  readonly tokenId: string;
  /** The token's SHA-256 (its key in the database; never shown). */
  readonly tokenHash: string;
}

/** Limits of the server (README, "Security and Reliability"). */
export interface ServerLimits {
  /** Live (server-sent events) connections one token may hold open on one process (default 8). */
  readonly streamsPerToken?: number;
}

/** Where a board of a table stands, as the session summary shows it to one caller. */
export type BoardSummary =
  | {
      readonly board: number;
      readonly version: number;
      readonly phase: string;
      readonly turn: { readonly seat: Seat; readonly to: "call" | "play" } | null;
      readonly contract: string | null;
      readonly declarer: Seat | null;
      readonly rulingsNeeded: readonly { readonly law: string; readonly position: number }[];
      readonly pending: readonly { readonly seat: Seat; readonly law: string }[];
    }
  | {
      readonly board: number;
      /** Not shown to this caller: another table's progress on a deal he has not finished, or a table he may not see. */
      readonly hidden: true;
    };

/** The tokens of a new session, shown once (README, `POST /api/sessions`). */
export interface SessionTokens {
  readonly director: string;
  readonly committee: string;
  readonly scorer: string;
  readonly spectator: string;
  readonly tables: Readonly<Record<string, Readonly<Record<Seat, string>>>>;
}

/**
 * The reply to a command: the records appended and the board's new version, with the caller's new view unless
 * the client asked for none (`Prefer: return=minimal`).
 */
export interface CommandReply {
  readonly session: string;
  readonly table: string;
  readonly board: number;
  readonly version: number;
  readonly view?: BoardState["view"];
  readonly events: readonly Readonly<Record<string, unknown>>[];
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
/** The envelope and seal fields (`at`, `by`, `note`, `seq`, `prev`, `hash`, `sealed`): the server writes them. */
const ENVELOPE: ReadonlySet<string> = new Set(ENVELOPE_FIELDS);
/**
 * A player's commands once the board is over at his table (the table moved on, 69A): an appeal (92A), attention
 * drawn late to an irregularity or a score (64B4, 64B5, 79C: within the correction period) and the Director called
 * for it (9B). The Director records the rest.
 */
const AFTER_BOARD = new Set(["LodgeAppeal", "DrawAttention", "SummonDirector"]);

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

/** The words of a refusal, in English (an error's `message`; `messageIn` says it in the request's language). */
export const refusalWords = (r: CommandRefused): string => describe(r.refusal);

/**
 * An error's message in a language (a request's `Accept-Language`), from the data it carries: a refusal's
 * words by `@bridgelaw/words` (the Laws' messages), with the server's own around them; undefined when the
 * message has no rendering but its English (the server's own errors), which is then kept.
 */
export const messageIn = (error: ApiError, lang: Lang): string | undefined => {
  if (error.said !== undefined) return serverText(lang, error.said.id, error.said.params);
  const refusal = error.details?.refusal;
  if (typeof refusal !== "object" || refusal === null || !("_tag" in refusal)) return undefined;
  const words = typeset(lang, describe(refusal as CommandRefused["refusal"], lang));
  return error.code === "NoLongerApplies" ? serverText(lang, "noLongerApplies", { words }) : words;
};

/**
 * The live table server without its HTTP clothes: sessions and tokens (`Registry`), boards kept in step with
 * the store (`Boards`), commands through the table Decider, each caller's view by the Laws (`viewFor`), and
 * live updates from the store's subscription, so that several processes on one PostgreSQL serve one session.
 */
export class TableServer {
  private subscription: Subscription | undefined;
  private unlistenRevoked: (() => Promise<void>) | undefined;
  /** The live connections open in this process, by token hash: each one's function that ends it. */
  private readonly streams = new Map<string, Set<() => void>>();
  /** Each board version's states already computed, by audience (`stateFor`). */
  private readonly states = new WeakMap<Board, Map<string, BoardState>>();

  private constructor(
    readonly store: EventStore,
    readonly registry: Registry,
    readonly boards: Boards,
    private readonly organiserToken: string | undefined,
    private readonly limits: ServerLimits,
  ) {}

  static async open(
    store: EventStore,
    options: { readonly organiserToken?: string; readonly limits?: ServerLimits } = {},
  ): Promise<TableServer> {
    const registry = await Registry.open(store);
    const server = new TableServer(
      store,
      registry,
      new Boards(store),
      options.organiserToken,
      options.limits ?? {},
    );
    // A revocation in any process ends this process's live connections of that token at once (NOTIFY; an
    // empty payload, after the LISTEN connection was lost and is back, checks every token streaming here).
    server.unlistenRevoked = await store.db.listen(REVOKED_CHANNEL, (hash) => void server.onRevoked(hash));
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
    await this.unlistenRevoked?.();
    await this.subscription?.close();
    await this.registry.close();
  }

  /** Ends the live connections of a revoked token (`hash`), or of every revoked token streaming here (`""`). */
  private async onRevoked(hash: string): Promise<void> {
    try {
      const revoked =
        hash !== "" ? [hash] : [...(await this.registry.revokedAmong([...this.streams.keys()]))];
      for (const h of revoked) for (const end of [...(this.streams.get(h) ?? [])]) end();
    } catch {
      // the database is unreachable: checked again when the LISTEN connection is back ("")
    }
  }

  // -- tokens -------------------------------------------------------------------------------------------------

  /** The caller of a bearer token; 401 when there is none or it is unknown. */
  async authenticate(token: string | undefined): Promise<Caller> {
    if (token === undefined || token === "") {
      throw apiErrorSaid("Unauthenticated", "noToken");
    }
    if (!TOKEN_FORM.test(token)) throw apiErrorSaid("Unauthenticated", "notOurToken");
    const hash = hashToken(token);
    const found = await this.registry.grant(hash);
    if (found === undefined) throw apiErrorSaid("Unauthenticated", "unknownToken");
    if (found.revoked) throw apiErrorSaid("Unauthenticated", "revokedToken", {}, { revoked: true });
    return { grant: found.grant, tokenId: tokenId(hash), tokenHash: hash };
  }

  /** The tokens of the session (the Director): ids, grants, when issued and revoked; never a token. */
  async tokens(caller: Caller, doc: SessionDoc): Promise<{ tokens: TokenEntry[] }> {
    if (caller.grant.role !== "director") {
      throw apiErrorSaid("Forbidden", "onlyDirector", { what: "list" }, { role: caller.grant.role });
    }
    return { tokens: await this.registry.tokens(doc.id) };
  }

  /**
   * Revokes a token of the session (the Director), named by its id: from now on it is refused (401) by every
   * process, which reads the token's row with each request, and its live connections end at once.
   */
  async revoke(caller: Caller, doc: SessionDoc, id: string): Promise<{ token: TokenEntry }> {
    if (caller.grant.role !== "director") {
      throw apiErrorSaid("Forbidden", "onlyDirector", { what: "revoke" }, { role: caller.grant.role });
    }
    if (caller.tokenId === id) {
      throw apiErrorSaid(
        "InvalidRequest",
        "ownToken",
        {},
        {
          field: "token",
        },
      );
    }
    await this.registry.revoke(doc.id, id, `director ${caller.tokenId}`);
    const entry = (await this.registry.tokens(doc.id)).find((t) => t.id === id)!;
    return { token: entry };
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
      throw apiErrorSaid(organiser === undefined ? "Unauthenticated" : "Forbidden", "organiserToken");
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
    return { session: await this.summary(undefined, doc), tokens };
  }

  /** Another token of the session (the Director issues it). */
  async issueToken(
    caller: Caller,
    doc: SessionDoc,
    body: IssueToken,
  ): Promise<{ token: string; grant: Grant }> {
    if (caller.grant.role !== "director") {
      throw apiErrorSaid("Forbidden", "onlyDirector", { what: "issue" }, { role: caller.grant.role });
    }
    const grant: Grant = { ...body, session: doc.id } as Grant;
    if ("table" in grant && grant.table !== undefined && tableOf(doc, grant.table) === undefined) {
      throw apiErrorSaid("NotFound", "noTable", { session: doc.id, table: grant.table });
    }
    const t = await this.issue(grant);
    await this.registry.addToken(t.hash, grant);
    return { token: t.token, grant };
  }

  /** The session a caller asks for; 404 when it does not exist, 403 when the token is another session's. */
  async session(caller: Caller, id: string): Promise<SessionDoc> {
    if (caller.grant.session !== id) {
      throw apiErrorSaid("Forbidden", "otherSession", { session: caller.grant.session, id });
    }
    const doc = await this.registry.session(id);
    if (doc === undefined) throw apiErrorSaid("NotFound", "noSession", { id });
    return doc;
  }

  /**
   * The session as the caller may know it: the settings, the tables, and where each board stands as his view
   * of it shows (a spectator's kept `delay` events behind). Another table's board is shown to a player only
   * once his own table has finished that deal, and never to a spectator limited to one table; the Director
   * and the committee see every board (`caller` undefined: the organiser, who created it).
   */
  async summary(caller: Caller | undefined, doc: SessionDoc) {
    const tables = [];
    for (const t of doc.tables) {
      const boards: BoardSummary[] = [];
      for (const n of t.boards) boards.push(await this.boardSummary(caller, doc, t.id, n));
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
      boardOver: doc.boardOver ?? "all-tables",
      boards: doc.boards.map((b) => b.board),
      tables,
      createdAt: doc.createdAt,
    };
  }

  private async boardSummary(
    caller: Caller | undefined,
    doc: SessionDoc,
    table: string,
    n: number,
  ): Promise<BoardSummary> {
    const line = (version: number, v: BoardView | SeatView): BoardSummary => ({
      board: n,
      version,
      phase: v.phase,
      turn: v.turn === null ? null : { seat: v.turn.seat, to: v.turn.to },
      contract: v.contract,
      declarer: v.declarer,
      rulingsNeeded: v.rulingsNeeded.map((r) => ({ law: r.law, position: r.position })),
      pending: v.pending.map((p) => ({ seat: p.seat, law: p.law })),
    });
    const role = caller?.grant.role;
    if (caller === undefined || role === "director" || role === "committee") {
      const b = await this.opened(doc, table, n);
      return line(b.version, this.boards.fullView(b));
    }
    const g = caller.grant;
    if (reachesTable(g, table)) {
      const b = await this.opened(doc, table, n);
      await this.loadDeal(doc, n);
      const s = this.viewAndVersion(caller, doc, table, b);
      return line(s.version, s.view);
    }
    if (g.role === "player") {
      // another table: its progress once the player's own table has finished the deal
      const own = tableOf(doc, g.table);
      if (own?.boards.includes(n)) {
        const mine = await this.opened(doc, g.table, n);
        if (this.boards.fullView(mine).phase === "complete") {
          const b = await this.opened(doc, table, n);
          return line(b.version, this.boards.fullView(b));
        }
      }
    }
    return { board: n, hidden: true };
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
    const t = tableOf(doc, table);
    if (t === undefined) throw apiErrorSaid("NotFound", "noTable", { session: doc.id, table });
    if (!t.boards.includes(board)) throw apiErrorSaid("NotFound", "noBoard", { table, board });
    if (!reachesTable(caller.grant, table)) {
      throw apiErrorSaid("Forbidden", "mayNotSee", { who: grantLabel(caller.grant), table });
    }
    const b = await this.opened(doc, table, board);
    await this.loadDeal(doc, board);
    return b;
  }

  /** Every table's board `n` read (and opened), so that whether the deal is over can be told from memory. */
  private async loadDeal(doc: SessionDoc, n: number): Promise<void> {
    if ((doc.boardOver ?? "all-tables") === "table") return;
    for (const t of tablesPlaying(doc, n)) {
      if ((this.boards.known(streamOf(doc, t, n))?.version ?? 0) > 0) continue; // read and opened already
      await this.opened(doc, t, n);
    }
  }

  /**
   * Whether the board `b` of `table` is over for its spectators, the scorer and its log: over at the table, and
   * (unless the session says `boardOver: "table"`) at every other table of the session that plays the deal, as
   * this process knows them (a board it has not read counts as not over: `loadDeal` reads them first).
   */
  dealOver(doc: SessionDoc, table: string, b: Board): boolean {
    if (this.boards.fullView(b).phase !== "complete") return false;
    if ((doc.boardOver ?? "all-tables") === "table") return true;
    const n = b.state.setup?.board;
    if (n === undefined) return true;
    for (const t of tablesPlaying(doc, n)) {
      if (t === table) continue;
      const other = this.boards.known(streamOf(doc, t, n));
      if (other === undefined || this.boards.fullView(other).phase !== "complete") return false;
    }
    return true;
  }

  /**
   * The caller's view of a board and its version: a spectator's kept `delay` events behind while the table
   * plays it; for a spectator and the scorer, no concealed hand until the deal is over (`dealOver`: at every
   * table that plays it), even when this table has finished it.
   */
  private viewAndVersion(
    caller: Caller,
    doc: SessionDoc,
    table: string,
    b: Board,
  ): { version: number; view: BoardView | SeatView } {
    const viewer = viewerOf(caller.grant, doc);
    const settings = { screens: doc.screens, screenmates: doc.screenmates };
    const full = this.boards.fullView(b);
    const delay = caller.grant.role === "spectator" ? doc.spectators.delay : 0;
    if (delay > 0 && full.phase !== "complete" && b.version > 1) {
      const at = boardAt(b, Math.max(1, b.version - delay));
      return { version: at.version, view: viewFor(at.state, at.events, viewer, settings) };
    }
    if (viewer.role === "director" || viewer.role === "committee") return { version: b.version, view: full };
    if (viewer.role === "spectator" && full.phase === "complete" && !this.dealOver(doc, table, b)) {
      // over at this table, not yet at another that plays the deal: the view of a board still in play
      // (nothing concealed is shown), its phase put back
      const view = seatView(b.state, b.events, viewer, settings, { ...full, phase: "play" });
      return { version: b.version, view: { ...view, phase: "complete" } };
    }
    return { version: b.version, view: seatView(b.state, b.events, viewer, settings, full) };
  }

  /**
   * The caller's state of a board (its view with its words): a GET's, a command's reply and each live event.
   * Computed once per board version and audience (`audienceOf`): every caller who sees the board through the
   * same eyes gets the same object (a live connection encodes it once).
   */
  stateFor(caller: Caller, doc: SessionDoc, table: string, b: Board): BoardState {
    let states = this.states.get(b);
    if (states === undefined) this.states.set(b, (states = new Map()));
    const audience = this.audienceOf(caller, doc, table, b);
    const known = states.get(audience);
    if (known !== undefined) return known;
    const { version, view } = this.viewAndVersion(caller, doc, table, b);
    const worded = "viewer" in view ? seatViewWithWords(view) : withWords(view);
    const state = { session: doc.id, table, board: b.state.setup?.board ?? 0, version, view: worded };
    states.set(audience, state);
    return state;
  }

  /**
   * What a caller's view of the board `b` depends on besides the board: the session and table, the viewer
   * (role, seat, hands), a spectator's delay, and whether the deal is over at every table (a spectator's and the
   * scorer's view of a board over at this table).
   */
  private audienceOf(caller: Caller, doc: SessionDoc, table: string, b: Board): string {
    const viewer = viewerOf(caller.grant, doc);
    const delay = caller.grant.role === "spectator" ? doc.spectators.delay : 0;
    const over =
      viewer.role === "spectator" && this.boards.fullView(b).phase === "complete"
        ? this.dealOver(doc, table, b)
        : false;
    return `${doc.id}\u0000${table}\u0000${JSON.stringify(viewer)}\u0000${delay}\u0000${over}`;
  }

  /**
   * Takes one table action: the body is a command of the table Decider without its actor (the token's), with
   * an optional `expectedVersion`. Spectators never act; a player acts at his own table; the Decider says
   * whether the actor may give the command (a seat for itself, declarer for dummy, the Director's rulings, the
   * committee's decisions) and whether it is possible. Every number is checked first (`checkNumbers`; a
   * position within the log when the command is decided); once the board is over at the table, a player's
   * command is refused (the Director's, the scorer's and the committee's go on). Returns the sealed records
   * appended and the caller's new view, or without the view (`minimal`: a client that has it from its live
   * connection, or needs none). `beforeAppend` is told what each append will write (`commandOnce`).
   */
  async command(
    caller: Caller,
    doc: SessionDoc,
    table: string,
    board: number,
    body: unknown,
    now: Date,
    options: {
      readonly beforeAppend?: (attempt: AppendAttempt) => Promise<void>;
      readonly minimal?: boolean;
    } = {},
  ): Promise<CommandReply> {
    const actor = actorOf(caller.grant);
    if (actor === undefined) throw apiErrorSaid("Forbidden", "spectatorActs");
    if (body === null || typeof body !== "object" || Array.isArray(body)) {
      throw apiErrorSaid("InvalidRequest", "bodyNotObject", { example: '{"type":"MakeCall","call":"1NT"}' });
    }
    const { expectedVersion, ...fields } = body as Record<string, unknown>;
    if (
      expectedVersion !== undefined &&
      (!Number.isInteger(expectedVersion) || (expectedVersion as number) < 0)
    ) {
      throw apiErrorSaid("InvalidRequest", "expectedVersion", {}, { field: "expectedVersion" });
    }
    if ("actor" in fields) {
      throw apiErrorSaid("InvalidRequest", "actorField", {}, { field: "actor" });
    }
    for (const k of Object.keys(fields)) {
      if (ENVELOPE.has(k)) {
        throw apiErrorSaid("InvalidRequest", "envelopeField", { field: k }, { field: k });
      }
    }
    checkNumbers(fields);
    const b = await this.board(caller, doc, table, board);
    // the time of the request is the command's `at` where its event has one (an appeal's, a score's): the
    // server writes it, as it writes the envelope's
    const at = now.toISOString();
    const parsed = parseTableCommand({ ...fields, actor, at }, b.version + 1);
    if (!parsed.ok) {
      throw apiError("InvalidRequest", refusalWords(parsed.error), refusalDetails(parsed.error));
    }
    const command: TableCommand = parsed.command;
    try {
      const { board: after, records } = await this.boards.command(b.streamId, command, {
        ...(expectedVersion !== undefined && { expectedVersion: expectedVersion as number }),
        envelope: { at, by: `${grantLabel(caller.grant)} ${caller.tokenId}` },
        guard: (at) => this.guard(caller, command, at),
        ...(options.beforeAppend !== undefined && { beforeAppend: options.beforeAppend }),
      });
      const events = records.map((r) => r.record);
      if (options.minimal === true) {
        // no view: the board's version as every actor's view has it (only a spectator's lags, and he never acts)
        return {
          session: doc.id,
          table,
          board: after.state.setup?.board ?? 0,
          version: after.version,
          events,
        };
      }
      return { ...this.stateFor(caller, doc, table, after), events };
    } catch (error) {
      if (error instanceof VersionMismatch) {
        throw apiErrorSaid(
          "Conflict",
          "versionMismatch",
          { expected: error.expected, actual: error.actual },
          { expected: error.expected, version: error.actual },
        );
      }
      if (error instanceof Refused) {
        const r = error.refusal;
        const details = refusalDetails(r);
        const words = refusalWords(r);
        if (r._tag === "ActorNotAllowed") throw apiError("Forbidden", words, details);
        if (error.afterConflict) {
          throw apiError("NoLongerApplies", serverText("en", "noLongerApplies", { words }), details);
        }
        if (r._tag === "InvalidCommand") throw apiError("InvalidRequest", words, details);
        throw apiError("CommandRefused", words, details);
      }
      throw error;
    }
  }

  /**
   * What the board must allow before a command is decided on it: a player's command once the board is over
   * at his table (the table moved on from it, 69A: the view's `movedOn`) is refused but for `AFTER_BOARD` (the
   * Director's, the scorer's and the committee's go on); a position the command names must be one of the log's.
   * Until then the players agree the tricks (79A), return the hands (17D2) and draw attention after the last
   * trick (64B, 79C) as the Decider allows.
   */
  private guard(caller: Caller, command: TableCommand, b: Board): void {
    if (caller.grant.role === "player" && movedOnOf(b.state) !== null && !AFTER_BOARD.has(command.type)) {
      throw apiErrorSaid("Forbidden", "boardOverPlayers", {}, { reason: "BoardOver", command: command.type });
    }
    checkPositions(command, b.version);
  }

  /**
   * A command sent with an `Idempotency-Key` (README): the first request with a key is decided and appended
   * once, and its reply is stored; a retry with the same key (and the same request) gets that reply, whatever
   * happened to the first (a lost response, a process killed after the append, the database lost meanwhile:
   * the key records what each append attempt will write, so a retry finds out whether it landed). The same key
   * for another request is refused (422); a retry while the first is still running is told to wait (409).
   */
  async commandOnce(
    caller: Caller,
    doc: SessionDoc,
    table: string,
    board: number,
    body: unknown,
    now: Date,
    key: string,
  ): Promise<{ reply: unknown; replayed: boolean }> {
    const streamId = streamOf(doc, table, board);
    checkNumbers(body); // a number JSON allows and the request's fingerprint cannot hold (1e999) is refused first
    const request = sha256Hex(canonicalJson({ session: doc.id, table, board, body }));
    const claim = randomUUID();
    const { claimed, row } = await this.registry.claimKey(caller.tokenHash, key, request, streamId, claim);
    if (row.request !== request) {
      throw apiErrorSaid(
        "IdempotencyKeyReused",
        "keyReused",
        {},
        {
          field: "idempotency-key",
        },
      );
    }
    if (row.reply !== null) return { reply: JSON.parse(row.reply), replayed: true };
    if (!claimed) {
      throw apiErrorSaid("InProgress", "keyBeingAnswered", {}, { retryAfter: 1 }, { "retry-after": "1" });
    }
    try {
      // an earlier attempt whose reply was lost: did its append land?
      if (row.expectVersion !== null && row.expectHash !== null && row.expectCount !== null) {
        const b0 = await this.board(caller, doc, table, board);
        const records = await this.store.readStream(streamId, {
          from: row.expectVersion + 1,
          to: row.expectVersion + row.expectCount,
        });
        if (records[0]?.record.hash === row.expectHash && records.length === row.expectCount) {
          const b =
            b0.version >= row.expectVersion + row.expectCount ? b0 : await this.boards.refresh(streamId);
          const at = boardAt(b, row.expectVersion + row.expectCount);
          const reply = { ...this.stateFor(caller, doc, table, at), events: records.map((r) => r.record) };
          await this.registry.finishKey(caller.tokenHash, key, claim, encodeJson(reply));
          return { reply, replayed: true };
        }
      }
      const reply = await this.command(caller, doc, table, board, body, now, {
        beforeAppend: async (attempt) => {
          const first = chainFrom(attempt.head, attempt.version, [...attempt.records])[0];
          const held = await this.registry.expectKey(caller.tokenHash, key, claim, {
            version: attempt.version,
            hash: first?.hash as string,
            count: attempt.records.length,
          });
          if (!held) {
            throw apiErrorSaid(
              "InProgress",
              "keyInProgress",
              {},
              {
                retryAfter: 1,
              },
            );
          }
        },
      });
      await this.registry.finishKey(caller.tokenHash, key, claim, encodeJson(reply));
      return { reply, replayed: false };
    } catch (error) {
      if (isDatabaseUnavailable(error) || !(error instanceof ApiError)) {
        // the outcome may be unknown: keep what was expected, let go of the claim (a retry finds out)
        await this.registry.releaseKey(caller.tokenHash, key, claim).catch(() => {});
      } else if (error.code !== "InProgress") {
        // refused: nothing was written; a retry is decided afresh
        await this.registry.dropKey(caller.tokenHash, key, claim).catch(() => {});
      }
      throw error;
    }
  }

  /**
   * The board's sealed JSON Lines log: the Director's and the committee's at any time; the scorer's, a
   * player's of the table and a spectator's once the board is over (`dealOver`: at every table that plays the
   * deal, unless the session says `boardOver: "table"`), as the scorer's and the spectators' views.
   */
  async log(caller: Caller, doc: SessionDoc, table: string, board: number): Promise<string> {
    const b = await this.board(caller, doc, table, board);
    const official = caller.grant.role === "director" || caller.grant.role === "committee";
    if (!official && !this.dealOver(doc, table, b)) {
      throw apiErrorSaid("Forbidden", "logHidden", { when: doc.boardOver ?? "all-tables" });
    }
    return this.store.exportLog(b.streamId);
  }

  /**
   * Live updates for a caller: `send` gets the caller's state of each board in scope now, then after each
   * new version (any process's), and again when the deal comes to be over at every table (a spectator's and
   * the scorer's view then show the hands). Scope: the caller's table for a player (or a table spectator), else
   * every table of the session, narrowed by `table`/`board`. A token holds at most `streamsPerToken` of these
   * at once in this process (429 beyond); `end` is called when the token is revoked. Returns the function that
   * stops it.
   */
  async live(
    caller: Caller,
    doc: SessionDoc,
    filter: { readonly table?: string; readonly board?: number },
    send: (state: BoardState) => void,
    end: () => void = () => {},
  ): Promise<() => void> {
    if (filter.table !== undefined && tableOf(doc, filter.table) === undefined) {
      throw apiErrorSaid("NotFound", "noTable", { session: doc.id, table: filter.table });
    }
    if (filter.table !== undefined && !reachesTable(caller.grant, filter.table)) {
      throw apiErrorSaid("Forbidden", "mayNotSee", { who: grantLabel(caller.grant), table: filter.table });
    }
    const cap = this.limits.streamsPerToken ?? 8;
    let mine = this.streams.get(caller.tokenHash);
    if ((mine?.size ?? 0) >= cap) {
      throw apiErrorSaid(
        "TooManyStreams",
        "tooManyStreams",
        { cap: String(cap) },
        { limit: cap },
        { "retry-after": "5" },
      );
    }
    if (mine === undefined) this.streams.set(caller.tokenHash, (mine = new Set()));
    const streams = mine;
    streams.add(end);
    const stops: (() => void)[] = [
      () => {
        streams.delete(end);
        if (streams.size === 0 && this.streams.get(caller.tokenHash) === streams)
          this.streams.delete(caller.tokenHash);
      },
    ];
    const stop = () => {
      for (const s of stops.splice(0)) s();
    };
    const dealMatters = viewerOf(caller.grant, doc).role === "spectator";
    try {
      for (const t of doc.tables) {
        if (filter.table !== undefined && t.id !== filter.table) continue;
        if (!reachesTable(caller.grant, t.id)) continue;
        for (const n of t.boards) {
          if (filter.board !== undefined && n !== filter.board) continue;
          const b = await this.opened(doc, t.id, n);
          await this.loadDeal(doc, n);
          let last = "";
          const push = (x: Board) => {
            const s = this.stateFor(caller, doc, t.id, x);
            const key = `${s.version}/${dealMatters && this.dealOver(doc, t.id, x)}`;
            if (key === last) return;
            last = key;
            send(s);
          };
          stops.push(this.boards.listen(b.streamId, push));
          if (dealMatters && (doc.boardOver ?? "all-tables") === "all-tables") {
            // another table finishing the deal may show this table's hands
            for (const o of tablesPlaying(doc, n)) {
              if (o === t.id) continue;
              stops.push(
                this.boards.listen(streamOf(doc, o, n), () => {
                  const own = this.boards.known(b.streamId);
                  if (own !== undefined) push(own);
                }),
              );
            }
          }
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
