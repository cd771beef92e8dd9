import type { IncomingMessage, Server, ServerResponse } from "node:http";

/** What a request's log line says: its method, its path (never the query string), its status, how long it took. */
export interface RequestLine {
  readonly method: string;
  readonly path: string;
  /** The status sent; `"closed"` when the connection closed before the response was sent whole. */
  readonly status: number | "closed";
  readonly ms: number;
}

/**
 * A request's log line as JSON, in the shape of the server's other lines (Effect's JSON logger: message, level,
 * timestamp, annotations, spans).
 */
export const requestLine = (line: RequestLine, at: Date): string =>
  `${JSON.stringify({
    message: "request",
    level: "INFO",
    timestamp: at.toISOString(),
    annotations: { method: line.method, path: line.path, status: line.status, ms: line.ms },
    spans: {},
  })}\n`;

/**
 * Writes lines to `out` once per turn of the event loop, in one write: under load, one write for the requests
 * a turn answered, not one each. What is still waiting is written before the process exits.
 */
export const batchedWriter = (out: { write: (text: string) => unknown } = process.stdout) => {
  let waiting: string[] = [];
  const flush = () => {
    if (waiting.length === 0) return;
    const text = waiting.join("");
    waiting = [];
    out.write(text);
  };
  process.once("exit", flush);
  return (text: string): void => {
    if (waiting.length === 0) setImmediate(flush);
    waiting.push(text);
  };
};

/**
 * One structured log line per request (README, "Configuration"): method, path (never the query string, which may
 * hold a live client's token), status and milliseconds, written when the response has been sent (a live stream's
 * when it ends) or the connection closed before it was. Taken on the Node server itself, before any route: every
 * request is logged, an unknown path's too, and none costs a fiber of its own.
 */
export const logRequests = (
  server: Server,
  write: (text: string) => void = batchedWriter(),
  now: () => Date = () => new Date(),
): void => {
  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    const start = performance.now();
    const method = req.method ?? "";
    const url = req.url ?? "";
    const q = url.indexOf("?");
    const path = q < 0 ? url : url.slice(0, q);
    let done = false;
    const end = (status: number | "closed") => {
      if (done) return;
      done = true;
      write(requestLine({ method, path, status, ms: Math.round(performance.now() - start) }, now()));
    };
    res.once("finish", () => end(res.statusCode));
    res.once("close", () => end("closed"));
  });
};
