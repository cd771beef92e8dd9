import { type EventStore, type Migration, migrate, sqlState } from "@bridgelaw/store";
import { apiErrorSaid } from "./errors.ts";
import type { Grant, SessionDoc } from "./model.ts";
import { readsPerTurn } from "./per-turn.ts";

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
  {
    version: 2,
    name: "tokens revoked",
    sql: `
ALTER TABLE bridgelaw_tokens ADD COLUMN revoked_at timestamptz;
ALTER TABLE bridgelaw_tokens ADD COLUMN revoked_by text;
`,
  },
  {
    version: 3,
    name: "idempotency keys of commands",
    sql: `
CREATE TABLE bridgelaw_idempotency (
  token_hash     text NOT NULL REFERENCES bridgelaw_tokens (token_hash),
  key            text NOT NULL,
  request        text NOT NULL,
  stream_id      text NOT NULL,
  claim          text,
  claimed_until  timestamptz,
  expect_version integer,
  expect_hash    text,
  expect_count   integer,
  reply          text,
  created_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (token_hash, key)
);
`,
  },
];

/** The channel on which a revocation is announced to every process (payload: the token's hash). */
export const REVOKED_CHANNEL = "bridgelaw_tokens_revoked";

/** A token of a session as the Director's list shows it: never the token, never its whole hash. */
export interface TokenEntry {
  readonly id: string;
  readonly grant: Grant;
  readonly createdAt: string;
  readonly revokedAt: string | null;
  readonly revokedBy: string | null;
}

/** A command's idempotency key as stored: the request it was first given for, and its first reply once given. */
export interface IdempotencyRow {
  readonly request: string;
  readonly streamId: string;
  readonly claimed: boolean;
  readonly expectVersion: number | null;
  readonly expectHash: string | null;
  readonly expectCount: number | null;
  readonly reply: string | null;
}

/** How long a claim on an idempotency key holds without being renewed (a process that died lets go). */
const CLAIM_SECONDS = 10;

/**
 * Sessions and tokens in the database. Sessions are cached in the process (written once, never changed);
 * tokens are not on PostgreSQL: each request reads its token's row (the requests of one turn of the event loop
 * in one statement), so a revocation holds at once in every process. On PGlite (one process) a token's row is
 * kept until a revocation is heard, which is as soon.
 */
export class Registry {
  private readonly sessions = new Map<string, SessionDoc>();
  /**
   * Tokens' grants read on PGlite, by hash. A PGlite data directory has one process (its lock), so every
   * revocation is made here, and its NOTIFY reaches `REVOKED_CHANNEL` before the revoking transaction's promise
   * resolves: a revoked token leaves this map as its row changes, and a request after it reads the row again.
   * On PostgreSQL another process may revoke: each request reads its token's row.
   */
  private readonly grants = new Map<string, { grant: Grant; revoked: boolean }>();
  /** Revocations heard so far: a grant read while one was heard is not kept (it may predate it). */
  private revocations = 0;
  private unlisten: (() => Promise<void>) | undefined;

  private constructor(private readonly store: EventStore) {}

  static async open(store: EventStore): Promise<Registry> {
    await migrate(store.db, SERVER_MIGRATIONS, "bridgelaw_server_migrations");
    const registry = new Registry(store);
    if (store.kind === "pglite") {
      registry.unlisten = await store.db.listen(REVOKED_CHANNEL, (hash) => {
        registry.revocations += 1;
        if (hash === "") registry.grants.clear();
        else registry.grants.delete(hash);
      });
    }
    return registry;
  }

  /** Stops listening for revocations. */
  async close(): Promise<void> {
    await this.unlisten?.();
    this.grants.clear();
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
      if (sqlState(error) === "23505") throw apiErrorSaid("SessionExists", "sessionExists", { id: doc.id });
      throw error;
    }
    this.sessions.set(doc.id, doc);
  }

  /** Stores one more token of an existing session. */
  async addToken(hash: string, grant: Grant): Promise<void> {
    await this.store.db.query(
      "INSERT INTO bridgelaw_tokens (token_hash, session_id, grant_doc) VALUES ($1, $2, $3)",
      [hash, grant.session, JSON.stringify(grant)],
    );
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

  /**
   * The grant of a token's hash and whether it was revoked, or undefined: read from the database every time on
   * PostgreSQL; on PGlite kept once read, until a revocation is heard (`grants`).
   */
  async grant(hash: string): Promise<{ grant: Grant; revoked: boolean } | undefined> {
    const known = this.grants.get(hash);
    if (known !== undefined) return known;
    const heard = this.revocations;
    const found = await this.readGrant(hash);
    if (found === undefined) return undefined;
    if (this.unlisten !== undefined && !found.revoked && heard === this.revocations)
      this.grants.set(hash, found);
    return found;
  }

  /** Tokens' rows read by hash, the requests of one turn in one statement (`readsPerTurn`). */
  private readonly readGrant = readsPerTurn(async (hashes: readonly string[]) => {
    const rows = await this.store.db.query<{ token_hash: string; grant_doc: string; revoked: boolean }>(
      `SELECT token_hash, grant_doc, revoked_at IS NOT NULL AS revoked FROM bridgelaw_tokens
        WHERE token_hash = ANY($1::text[])`,
      [hashes],
      "bridgelaw_tokens_v3",
    );
    return new Map(
      rows.map((r) => [
        r.token_hash,
        { grant: JSON.parse(r.grant_doc) as Grant, revoked: r.revoked === true },
      ]),
    );
  });

  /** Which of these token hashes are revoked. */
  async revokedAmong(hashes: readonly string[]): Promise<Set<string>> {
    if (hashes.length === 0) return new Set();
    const rows = await this.store.db.query<{ token_hash: string }>(
      "SELECT token_hash FROM bridgelaw_tokens WHERE token_hash = ANY($1::text[]) AND revoked_at IS NOT NULL",
      [hashes],
    );
    return new Set(rows.map((r) => r.token_hash));
  }

  /** The tokens of a session, oldest first. */
  async tokens(session: string): Promise<TokenEntry[]> {
    const rows = await this.store.db.query<{
      token_hash: string;
      grant_doc: string;
      created_at: Date | string;
      revoked_at: Date | string | null;
      revoked_by: string | null;
    }>(
      `SELECT token_hash, grant_doc, created_at, revoked_at, revoked_by FROM bridgelaw_tokens
        WHERE session_id = $1 ORDER BY created_at, token_hash`,
      [session],
    );
    const iso = (d: Date | string) => new Date(d).toISOString();
    return rows.map((r) => ({
      id: r.token_hash.slice(0, 12),
      grant: JSON.parse(r.grant_doc) as Grant,
      createdAt: iso(r.created_at),
      revokedAt: r.revoked_at === null ? null : iso(r.revoked_at),
      revokedBy: r.revoked_by,
    }));
  }

  /**
   * Revokes the token of `session` whose id is `id` (the first 12 hex digits of its hash) and announces it on
   * `REVOKED_CHANNEL`, in one transaction. Returns the hashes revoked now (none when it was revoked already);
   * 404 when the session has no such token.
   */
  async revoke(session: string, id: string, by: string): Promise<string[]> {
    const revoked = await this.store.db.transaction(async (tx) => {
      const rows = await tx.query<{ token_hash: string; revoked: boolean }>(
        `SELECT token_hash, revoked_at IS NOT NULL AS revoked FROM bridgelaw_tokens
          WHERE session_id = $1 AND starts_with(token_hash, $2) FOR UPDATE`,
        [session, id],
      );
      if (rows.length === 0) throw apiErrorSaid("NotFound", "noTokenId", { session, id });
      const fresh = rows.filter((r) => !r.revoked).map((r) => r.token_hash);
      for (const h of fresh) {
        await tx.query(
          "UPDATE bridgelaw_tokens SET revoked_at = now(), revoked_by = $2 WHERE token_hash = $1",
          [h, by],
        );
        await tx.query("SELECT pg_notify($1, $2)", [REVOKED_CHANNEL, h]);
      }
      return fresh;
    });
    this.revocations += 1;
    for (const h of revoked) this.grants.delete(h);
    return revoked;
  }

  // -- idempotency keys ----------------------------------------------------------------------------------------

  /**
   * Claims the key for this request: a new key is stored with the request; a key whose first request never
   * got its reply (its process died, or lost the database) is claimed again when no one holds it. Returns the
   * row claimed, or, when it is not claimed, the row as it stands (another request's, a reply given, a claim
   * held).
   */
  async claimKey(
    tokenHash: string,
    key: string,
    request: string,
    streamId: string,
    claim: string,
  ): Promise<{ claimed: boolean; row: IdempotencyRow }> {
    const claimed = await this.store.db.query<RawKeyRow>(
      `INSERT INTO bridgelaw_idempotency (token_hash, key, request, stream_id, claim, claimed_until)
        VALUES ($1, $2, $3, $4, $5, now() + make_interval(secs => $6::float8))
        ON CONFLICT (token_hash, key) DO UPDATE
          SET claim = EXCLUDED.claim, claimed_until = EXCLUDED.claimed_until
          WHERE bridgelaw_idempotency.reply IS NULL
            AND bridgelaw_idempotency.request = EXCLUDED.request
            AND bridgelaw_idempotency.claimed_until < now()
        RETURNING ${KEY_COLUMNS}`,
      [tokenHash, key, request, streamId, claim, CLAIM_SECONDS],
    );
    if (claimed[0] !== undefined) return { claimed: true, row: keyRow(claimed[0]) };
    const rows = await this.store.db.query<RawKeyRow>(
      `SELECT ${KEY_COLUMNS} FROM bridgelaw_idempotency WHERE token_hash = $1 AND key = $2`,
      [tokenHash, key],
    );
    if (rows[0] === undefined) throw new Error(`idempotency key ${key}: neither stored nor found`);
    return { claimed: false, row: keyRow(rows[0]) };
  }

  /**
   * Before an append: what it will write (the version it was decided on, the hash of its first record, how
   * many records), and the claim renewed; false when the claim was lost (then nothing may be appended).
   */
  async expectKey(
    tokenHash: string,
    key: string,
    claim: string,
    expect: { version: number; hash: string; count: number },
  ): Promise<boolean> {
    const rows = await this.store.db.query(
      `UPDATE bridgelaw_idempotency
          SET expect_version = $4, expect_hash = $5, expect_count = $6,
              claimed_until = now() + make_interval(secs => $7::float8)
        WHERE token_hash = $1 AND key = $2 AND claim = $3 RETURNING key`,
      [tokenHash, key, claim, expect.version, expect.hash, expect.count, CLAIM_SECONDS],
    );
    return rows.length === 1;
  }

  /** The first reply, stored; the claim let go. */
  async finishKey(tokenHash: string, key: string, claim: string, reply: string): Promise<void> {
    await this.store.db.query(
      `UPDATE bridgelaw_idempotency SET reply = $4, claim = NULL, claimed_until = NULL
        WHERE token_hash = $1 AND key = $2 AND claim = $3`,
      [tokenHash, key, claim, reply],
    );
  }

  /** The claim let go, what was expected kept (a retry finds out whether the append landed). */
  async releaseKey(tokenHash: string, key: string, claim: string): Promise<void> {
    await this.store.db.query(
      `UPDATE bridgelaw_idempotency SET claim = NULL, claimed_until = now()
        WHERE token_hash = $1 AND key = $2 AND claim = $3`,
      [tokenHash, key, claim],
    );
  }

  /** The key forgotten: its request wrote nothing (refused), and a retry is decided afresh. */
  async dropKey(tokenHash: string, key: string, claim: string): Promise<void> {
    await this.store.db.query(
      "DELETE FROM bridgelaw_idempotency WHERE token_hash = $1 AND key = $2 AND claim = $3 AND reply IS NULL",
      [tokenHash, key, claim],
    );
  }
}

interface RawKeyRow {
  request: string;
  stream_id: string;
  claimed: boolean;
  expect_version: number | null;
  expect_hash: string | null;
  expect_count: number | null;
  reply: string | null;
}

const KEY_COLUMNS = `request, stream_id, (claimed_until IS NOT NULL AND claimed_until >= now()) AS claimed,
  expect_version, expect_hash, expect_count, reply`;

const keyRow = (r: RawKeyRow): IdempotencyRow => ({
  request: r.request,
  streamId: r.stream_id,
  claimed: r.claimed === true,
  expectVersion: r.expect_version === null ? null : Number(r.expect_version),
  expectHash: r.expect_hash,
  expectCount: r.expect_count === null ? null : Number(r.expect_count),
  reply: r.reply,
});
