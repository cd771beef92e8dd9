import { sqlState } from "./driver.ts";

/**
 * The database cannot be reached now (a connection lost, a server restarting or refusing connections): the
 * operation was not run, or its outcome is unknown (a connection lost during a write). The store reconnects by
 * itself; `retryAfterMs` says when it tries next. A server answers `503` with `Retry-After`.
 */
export class DatabaseUnavailable extends Error {
  readonly _tag = "DatabaseUnavailable";
  constructor(
    readonly retryAfterMs: number,
    readonly reason: string,
  ) {
    super(`the database is unavailable (${reason}); trying again in ${Math.ceil(retryAfterMs / 100) / 10} s`);
  }
}

/** True for a `DatabaseUnavailable` (from any copy of this module). */
export const isDatabaseUnavailable = (error: unknown): error is DatabaseUnavailable =>
  (error as { _tag?: unknown } | null)?._tag === "DatabaseUnavailable";

const NETWORK = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * Whether an error says the connection to the database is lost or cannot be made (and not that a statement
 * failed): a socket error, SQLSTATE class 08 (connection exception), 57P01–57P03 (the server terminated the
 * connection, crashed, or is starting or stopping), 53300 (too many connections), or node-postgres's own
 * words for a connection it lost.
 */
export const isConnectionError = (error: unknown): boolean => {
  if (error === null || typeof error !== "object") return false;
  const code = sqlState(error);
  if (code !== undefined) {
    if (NETWORK.has(code)) return true;
    if (code.startsWith("08") || code === "57P01" || code === "57P02" || code === "57P03" || code === "53300")
      return true;
  }
  const message = (error as { message?: unknown }).message;
  return (
    typeof message === "string" &&
    /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Client was closed|Connection refused/i.test(
      message,
    )
  );
};

/** The delay before reconnection attempt `attempt` (0, 1, …): 50 ms doubling up to 5 s, with jitter. */
export const backoffMs = (attempt: number): number => {
  const base = Math.min(5000, 50 * 2 ** Math.min(attempt, 10));
  return Math.round(base * (0.75 + Math.random() * 0.5));
};

/**
 * Whether the database is reachable, as the operations of one driver find it. After an operation fails for
 * want of a connection the gate is closed: operations fail at once with `DatabaseUnavailable` (no request
 * waits on a database that is down) while `probe` is tried again and again with backoff; the first success
 * opens the gate.
 */
export class Availability {
  private closedBy: string | undefined;
  private nextTry = 0;
  private loop: Promise<void> | undefined;
  private stopped = false;
  private hurry: (() => void) | undefined;

  constructor(
    private readonly probe: () => Promise<void>,
    private readonly onChange?: (event: { readonly up: boolean; readonly reason: string }) => void,
  ) {}

  get up(): boolean {
    return this.closedBy === undefined;
  }

  /** Runs `op` unless the gate is closed; a connection error closes it and is thrown as `DatabaseUnavailable`. */
  async run<T>(op: () => Promise<T>): Promise<T> {
    this.check();
    try {
      return await op();
    } catch (error) {
      throw this.classify(error);
    }
  }

  /** Throws `DatabaseUnavailable` while the gate is closed. */
  check(): void {
    if (this.closedBy !== undefined) {
      throw new DatabaseUnavailable(Math.max(0, this.nextTry - Date.now()), this.closedBy);
    }
  }

  /** A connection error closes the gate and becomes `DatabaseUnavailable`; any other error is returned as it is. */
  classify(error: unknown): unknown {
    if (isDatabaseUnavailable(error)) return error;
    if (!isConnectionError(error)) return error;
    const reason = (error as Error).message?.split("\n")[0] ?? String(error);
    this.close(reason);
    return new DatabaseUnavailable(Math.max(0, this.nextTry - Date.now()), reason);
  }

  /** Closes the gate (the database was found unreachable) and starts probing it with backoff. */
  close(reason: string): void {
    if (this.stopped) return;
    if (this.closedBy === undefined) {
      this.closedBy = reason;
      this.onChange?.({ up: false, reason });
    }
    if (this.loop !== undefined) return;
    this.loop = (async () => {
      for (let attempt = 0; !this.stopped; attempt++) {
        const wait = attempt === 0 ? 0 : backoffMs(attempt);
        this.nextTry = Date.now() + wait;
        if (wait > 0)
          await new Promise<void>((r) => {
            const timer = setTimeout(r, wait);
            timer.unref?.();
            this.hurry = () => {
              clearTimeout(timer);
              r();
            };
          });
        this.hurry = undefined;
        if (this.stopped) break;
        try {
          await this.probe();
          const was = this.closedBy ?? "";
          this.closedBy = undefined;
          this.onChange?.({ up: true, reason: was });
          break;
        } catch (error) {
          this.closedBy = (error as Error)?.message?.split("\n")[0] ?? String(error);
        }
      }
      this.loop = undefined;
    })();
  }

  /** Probes now rather than after the current wait (something says the database is back). */
  probeNow(): void {
    this.hurry?.();
  }

  /** Stops probing (the driver is closing). */
  stop(): void {
    this.stopped = true;
  }
}
