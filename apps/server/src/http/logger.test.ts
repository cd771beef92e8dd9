import { once } from "node:events";
import { createServer, request } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { batchedWriter, logRequests, requestLine } from "./logger.ts";

/** A Node server with the request log on it, answering `status` to every request after `delayMs`. */
const serverWithLog = async (answer: { status: number; delayMs?: number }) => {
  const lines: string[] = [];
  const server = createServer((_req, res) => {
    setTimeout(() => {
      res.writeHead(answer.status, { "content-type": "application/json" });
      res.end("{}");
    }, answer.delayMs ?? 0);
  });
  logRequests(
    server,
    (text) => lines.push(text),
    () => new Date("2026-11-28T10:00:00.000Z"),
  );
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const port = (server.address() as AddressInfo).port;
  return { server, lines, port };
};

const get = (port: number, path: string, method = "GET") =>
  new Promise<number>((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, method }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", reject);
    req.end();
  });

const parsed = (lines: readonly string[]) => lines.map((l) => JSON.parse(l) as Record<string, unknown>);

/** Waits until `lines` holds `n` lines (the line is written when the response has been sent). */
const until = async (lines: readonly string[], n: number) => {
  for (let i = 0; i < 200 && lines.length < n; i++) await new Promise((r) => setTimeout(r, 5));
};

const open: { close: () => void }[] = [];
afterEach(() => {
  for (const s of open.splice(0)) s.close();
});

describe("the request log (README, Configuration): one JSON line per request", () => {
  it("names the method, the path without its query, the status and the milliseconds", async () => {
    const { server, lines, port } = await serverWithLog({ status: 200 });
    open.push(server);
    expect(await get(port, "/api/sessions/s1/live?access_token=blt_secret&table=1")).toBe(200);
    await until(lines, 1);
    const [line] = parsed(lines);
    expect(line).toEqual({
      message: "request",
      level: "INFO",
      timestamp: "2026-11-28T10:00:00.000Z",
      annotations: { method: "GET", path: "/api/sessions/s1/live", status: 200, ms: expect.any(Number) },
      spans: {},
    });
    // the query string may hold a live client's token: never written
    expect(lines.join("")).not.toContain("blt_secret");
    expect(lines[0]!.endsWith("\n")).toBe(true);
  });

  it("logs every request, an unknown path's and a refusal's too, with the status sent", async () => {
    const { server, lines, port } = await serverWithLog({ status: 404 });
    open.push(server);
    expect(await get(port, "/nowhere", "POST")).toBe(404);
    await until(lines, 1);
    expect(parsed(lines)[0]!.annotations).toMatchObject({ method: "POST", path: "/nowhere", status: 404 });
  });

  it("counts the milliseconds until the response is sent", async () => {
    const { server, lines, port } = await serverWithLog({ status: 200, delayMs: 60 });
    open.push(server);
    await get(port, "/api/health");
    await until(lines, 1);
    expect((parsed(lines)[0]!.annotations as { ms: number }).ms).toBeGreaterThanOrEqual(50);
  });

  it("says `closed` when the connection closes before the response is sent, once", async () => {
    const { server, lines, port } = await serverWithLog({ status: 200, delayMs: 200 });
    open.push(server);
    await new Promise<void>((resolve) => {
      const req = request({ host: "127.0.0.1", port, path: "/api/health" });
      req.on("error", () => resolve());
      req.end();
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 30);
    });
    await until(lines, 1);
    await new Promise((r) => setTimeout(r, 250)); // the late response adds no second line
    expect(parsed(lines).map((l) => (l.annotations as { status: unknown }).status)).toEqual(["closed"]);
  });
});

describe("requestLine", () => {
  it("is one line of JSON whatever the path holds", () => {
    const text = requestLine(
      { method: "GET", path: '/api/"quoted"\nnext', status: 200, ms: 1 },
      new Date("2026-11-28T10:00:00.000Z"),
    );
    expect(text.split("\n")).toHaveLength(2);
    expect((JSON.parse(text) as { annotations: { path: string } }).annotations.path).toBe(
      '/api/"quoted"\nnext',
    );
  });
});

describe("batchedWriter", () => {
  it("writes the lines of one turn in one write, in order, and nothing when there is nothing", async () => {
    const writes: string[] = [];
    const write = batchedWriter({ write: (t) => writes.push(t) });
    write("a\n");
    write("b\n");
    expect(writes).toEqual([]);
    await new Promise((r) => setImmediate(r));
    expect(writes).toEqual(["a\nb\n"]);
    write("c\n");
    await new Promise((r) => setImmediate(r));
    await new Promise((r) => setImmediate(r));
    expect(writes).toEqual(["a\nb\n", "c\n"]);
  });
});
