import { type Effect, Queue, type Scope, Stream } from "effect";

/** Events a live connection may hold for its client before a board's older ones are left out (`Backlog`). */
export const BACKLOG_LIMIT = 256;

/**
 * What a live connection has yet to send, in order: every event while its client keeps up, and, once more than
 * `limit` wait (a client that stopped reading), only the latest event of each key (a board's whole state, the
 * session's results: the newer says all the older did). So what a connection holds is bounded by its keys (the
 * boards in its scope) and `limit`, however slowly its client reads: a client that stops reading costs the
 * server one event per board, not one per version; a client that reads on gets every board's latest state.
 */
export class Backlog {
  private items: { readonly key: string; readonly text: string }[] = [];
  private last: string | undefined;
  /** The length at which the next compaction is made (never below `limit`, and twice what the last one left). */
  private compactAt: number;

  constructor(private readonly limit = BACKLOG_LIMIT) {
    this.compactAt = limit;
  }

  /** The next event of `key`. */
  put(key: string, text: string): void {
    this.items.push({ key, text });
    if (this.items.length > this.compactAt) this.compact();
  }

  /** A comment (a keepalive): sent only when nothing else waits. */
  note(text: string): void {
    if (this.items.length === 0) this.items.push({ key: "", text });
  }

  /** The connection's last event, after every other. */
  close(text: string): void {
    this.last = text;
  }

  /** How many events wait. */
  get size(): number {
    return this.items.length + (this.last === undefined ? 0 : 1);
  }

  /** Everything waiting, in order, and nothing left after. */
  take(): string[] {
    const out = this.items.map((x) => x.text);
    this.items = [];
    this.compactAt = this.limit;
    if (this.last !== undefined) out.push(this.last);
    this.last = undefined;
    return out;
  }

  /** Only the latest event of each key, in the order of those events (comments dropped). */
  private compact(): void {
    const latest = new Map<string, number>();
    this.items.forEach((x, i) => {
      if (x.key !== "") latest.set(x.key, i);
    });
    this.items = this.items.filter((x, i) => latest.get(x.key) === i);
    this.compactAt = Math.max(this.limit, 2 * this.items.length);
  }
}

/** What a live connection's sources tell its stream: the next event of a key, a comment, the last event. */
export interface Feed {
  readonly put: (key: string, text: string) => void;
  readonly note: (text: string) => void;
  /** Sends `text` after everything waiting, then ends the stream. */
  readonly end: (text: string) => void;
}

/**
 * A live connection's stream of texts with a `Backlog` between its sources and its client: `start` is given the
 * feed and returns what runs while the stream is open (its finalizers included). The stream takes what waits
 * each time the response has written the last of it (the HTTP server waits for the socket to drain), and only
 * a signal of one lies between, so a client that stops reading holds at most the backlog's bound.
 */
export const backlogStream = (
  start: (feed: Feed) => Effect.Effect<unknown, never, Scope.Scope>,
  limit = BACKLOG_LIMIT,
): Stream.Stream<string> => {
  const waiting = new Backlog(limit);
  return Stream.callback<true>(
    (signal) => {
      const wake = () => {
        Queue.offerUnsafe(signal, true); // dropped when one waits already: taking then takes this too
      };
      let ended = false;
      return start({
        put: (key, text) => {
          if (ended) return;
          waiting.put(key, text);
          wake();
        },
        note: (text) => {
          if (ended) return;
          waiting.note(text);
          wake();
        },
        end: (text) => {
          if (ended) return;
          ended = true;
          waiting.close(text);
          wake();
          Queue.endUnsafe(signal);
        },
      });
    },
    { bufferSize: 1, strategy: "dropping" },
  ).pipe(Stream.flatMap(() => Stream.fromIterable(waiting.take())));
};
