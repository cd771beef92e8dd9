import type { Seat, Vulnerability } from "@bridgelaw/cards";
import type { Actor, Screenmates, SpectatorHands, Viewer } from "@bridgelaw/table";

export type BoardOver = "all-tables" | "table";

/** What a token lets its holder do, in one session (README, "Tokens and roles"). */
export type Grant =
  | { readonly session: string; readonly role: "player"; readonly table: string; readonly seat: Seat }
  | { readonly session: string; readonly role: "director" | "committee" | "scorer" }
  | { readonly session: string; readonly role: "spectator"; readonly table?: string; readonly seat?: Seat };

/** A board of the session as it is dealt (Laws 2, 6): the same deal at every table that plays it. */
export interface SessionBoard {
  readonly board: number;
  readonly deal: string;
  readonly dealer?: Seat;
  readonly vulnerability?: Vulnerability;
}

/** A session as stored: its tables, the boards each plays, the deals, and the settings of its views. */
export interface SessionDoc {
  readonly id: string;
  readonly event: string;
  readonly round: string;
  readonly edition: "2017" | "2007";
  readonly screens: boolean;
  readonly screenmates: Screenmates;
  readonly spectators: { readonly hands: SpectatorHands; readonly delay: number };
  /**
   * When a board is over for its spectators, the scorer and its log (`/log` to players and spectators): once
   * every table of the session that plays the deal has finished it (`all-tables`, the default: no one learns a
   * deal from a table that finished it while another still plays it), or once the table has (`table`).
   * Sessions stored before the setting existed read as `all-tables`.
   */
  readonly boardOver?: BoardOver;
  readonly tables: readonly { readonly id: string; readonly boards: readonly number[] }[];
  readonly boards: readonly SessionBoard[];
  readonly createdAt: string;
}

/** The stream of a board played at a table: `event/session/round/table/board` (@bridgelaw/store). */
export const streamOf = (s: SessionDoc, table: string, board: number): string =>
  `${s.event}/${s.id}/${s.round}/${table}/${board}`;

type SessionTable = SessionDoc["tables"][number];

/** A session's tables by id, and the tables that play each board: made once per session document. */
interface TableIndex {
  readonly byId: ReadonlyMap<string, SessionTable>;
  readonly playing: ReadonlyMap<number, readonly string[]>;
}

const indexes = new WeakMap<SessionDoc, TableIndex>();

const indexOf = (s: SessionDoc): TableIndex => {
  let index = indexes.get(s);
  if (index === undefined) {
    const byId = new Map<string, SessionTable>();
    const playing = new Map<number, string[]>();
    for (const t of s.tables) {
      byId.set(t.id, t);
      for (const n of t.boards) {
        const ids = playing.get(n);
        if (ids === undefined) playing.set(n, [t.id]);
        else if (!ids.includes(t.id)) ids.push(t.id);
      }
    }
    index = { byId, playing };
    indexes.set(s, index);
  }
  return index;
};

/** The session's table `id`, if it has one. */
export const tableOf = (s: SessionDoc, id: string): SessionTable | undefined => indexOf(s).byId.get(id);

/** The tables of the session that play board `n` (the same deal at each, Law 6), in the session's order. */
export const tablesPlaying = (s: SessionDoc, n: number): readonly string[] => indexOf(s).playing.get(n) ?? [];

/** The actor a token stands for at the table (the Decider's), or undefined for a spectator (who never acts). */
export const actorOf = (g: Grant): Actor | undefined => {
  switch (g.role) {
    case "player":
      return { role: "player", seat: g.seat };
    case "director":
      return { role: "director" };
    case "committee":
      return { role: "committee" };
    case "scorer":
      return { role: "scorer" };
    case "spectator":
      return undefined;
  }
};

/**
 * Whose eyes a token looks through (`viewFor` of @bridgelaw/table): a player's seat; the Director and the
 * committee see everything; a spectator as the session's regulation says (76B1); the scorer as a spectator
 * who sees no concealed hand until the board is over.
 */
export const viewerOf = (g: Grant, s: SessionDoc): Viewer => {
  switch (g.role) {
    case "player":
      return { role: "player", seat: g.seat };
    case "director":
      return { role: "director" };
    case "committee":
      return { role: "committee" };
    case "scorer":
      return { role: "spectator", hands: "after-board" };
    case "spectator":
      return { role: "spectator", hands: s.spectators.hands, ...(g.seat !== undefined && { seat: g.seat }) };
  }
};

/** How a grant is named in logs and in the `by` of the lines it records: `player 1/N`, `director`. */
export const grantLabel = (g: Grant): string =>
  g.role === "player"
    ? `player ${g.table}/${g.seat}`
    : g.role === "spectator"
      ? `spectator${g.table === undefined ? "" : ` ${g.table}`}`
      : g.role;

/** Whether the grant reaches a table of its session (a player and a table spectator: their table only). */
export const reachesTable = (g: Grant, table: string): boolean =>
  g.role === "player" || (g.role === "spectator" && g.table !== undefined) ? g.table === table : true;
