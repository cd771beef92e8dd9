/**
 * The little the store needs of a PostgreSQL connection. PGlite (embedded) and PostgreSQL (node-postgres)
 * each implement it, and the store runs the same SQL on both.
 */
export interface SqlQueryable {
  /**
   * One statement with `$1`-style parameters; the rows it returns. `name` prepares the statement once per
   * connection (PostgreSQL) for a statement run often.
   */
  readonly query: <R = Record<string, unknown>>(
    text: string,
    params?: readonly unknown[],
    name?: string,
  ) => Promise<R[]>;
  /** Several statements without parameters (migrations). */
  readonly exec: (sql: string) => Promise<void>;
}

export interface SqlDriver extends SqlQueryable {
  readonly kind: "pglite" | "postgres";
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it rejects. */
  readonly transaction: <T>(fn: (tx: SqlQueryable) => Promise<T>) => Promise<T>;
  /** LISTEN on a channel; the returned function stops listening. */
  readonly listen: (channel: string, onNotify: (payload: string) => void) => Promise<() => Promise<void>>;
  readonly close: () => Promise<void>;
}

/** The SQLSTATE of a database error, if it has one. */
export const sqlState = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === "string" ? code : undefined;
};
