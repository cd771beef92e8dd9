import { type EventStore, type Migration, migrate, sqlState } from "@bridgelaw/store";
import { apiError } from "./errors.ts";
import type { Grant, SessionDoc } from "./model.ts";

/**
 * The server's own tables beside the store's, versioned like the store's (its own versions table), the same
 * SQL on PGlite and PostgreSQL. A token is kept only as its SHA-256: the token itself is never stored.
 */
export const SERVER_MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: "sessions and hashed tokens",
    sql: `
CREATE TABLE bridgelaw_sessions (
  id          text PRIMARY KEY,
  doc         text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE bridgelaw_tokens (
  token_hash  text PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  session_id  text NOT NULL REFERENCES bridgelaw_sessions (id),
  grant_doc   text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bridgelaw_tokens_session ON bridgelaw_tokens (session_id);
`,
  },
];

/** Sessions and tokens in the database, with an in-process cache (both are written once, never changed). */
export class Registry {
  private readonly sessions = new Map<string, SessionDoc>();
  private readonly grants = new Map<string, Grant>();

  private constructor(private readonly store: EventStore) {}

  static async open(store: EventStore): Promise<Registry> {
    await migrate(store.db, SERVER_MIGRATIONS, "bridgelaw_server_migrations");
    return new Registry(store);
  }

  /** Stores a new session and its tokens (hashes) in one transaction; `SessionExists` if the id is taken. */
  async create(doc: SessionDoc, tokens: readonly { hash: string; grant: Grant }[]): Promise<void> {
    try {
      await this.store.db.transaction(async (tx) => {
        await tx.query("INSERT INTO bridgelaw_sessions (id, doc) VALUES ($1, $2)", [
          doc.id,
          JSON.stringify(doc),
        ]);
        for (const t of tokens) {
          await tx.query(
            "INSERT INTO bridgelaw_tokens (token_hash, session_id, grant_doc) VALUES ($1, $2, $3)",
            [t.hash, doc.id, JSON.stringify(t.grant)],
          );
        }
      });
    } catch (error) {
      if (sqlState(error) === "23505") throw apiError("SessionExists", `a session ${doc.id} exists already`);
      throw error;
    }
    this.sessions.set(doc.id, doc);
    for (const t of tokens) this.grants.set(t.hash, t.grant);
  }

  /** Stores one more token of an existing session. */
  async addToken(hash: string, grant: Grant): Promise<void> {
    await this.store.db.query(
      "INSERT INTO bridgelaw_tokens (token_hash, session_id, grant_doc) VALUES ($1, $2, $3)",
      [hash, grant.session, JSON.stringify(grant)],
    );
    this.grants.set(hash, grant);
  }

  /** The session, or undefined (read once from the database: another process may have created it). */
  async session(id: string): Promise<SessionDoc | undefined> {
    const known = this.sessions.get(id);
    if (known !== undefined) return known;
    const rows = await this.store.db.query<{ doc: string }>(
      "SELECT doc FROM bridgelaw_sessions WHERE id = $1",
      [id],
    );
    if (rows[0] === undefined) return undefined;
    const doc = JSON.parse(rows[0].doc) as SessionDoc;
    this.sessions.set(id, doc);
    return doc;
  }

  /** The grant of a token's hash, or undefined. */
  async grant(hash: string): Promise<Grant | undefined> {
    const known = this.grants.get(hash);
    if (known !== undefined) return known;
    const rows = await this.store.db.query<{ grant_doc: string }>(
      "SELECT grant_doc FROM bridgelaw_tokens WHERE token_hash = $1",
      [hash],
      "bridgelaw_token",
    );
    if (rows[0] === undefined) return undefined;
    const grant = JSON.parse(rows[0].grant_doc) as Grant;
    if (this.grants.size > 100_000) this.grants.clear();
    this.grants.set(hash, grant);
    return grant;
  }
}
