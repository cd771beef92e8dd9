/**
 * A worker thread of the double-dummy pool (`dd-pool.ts`): one solver engine (its own WebAssembly instance
 * and transposition table) for the worker's life, and for each deal it is sent (a PBN deal string) the
 * 20-result table. Bundled as its own entry (`dist/dd-worker.js`, tools/build-cli.mjs); from source it runs
 * through tsx.
 */
import { parentPort } from "node:worker_threads";
import { parseDeal } from "@bridgelaw/cards";
import { createEngine, ddTable } from "@bridgelaw/double-dummy";
import type { DdReply, DdRequest } from "./dd-protocol.ts";

const port = parentPort;
if (port === null) throw new Error("dd-worker runs as a worker thread of dd-pool.ts");
const engine = createEngine();
port.on("message", (request: DdRequest) => {
  let reply: DdReply;
  try {
    reply = { id: request.id, ok: true, table: ddTable(parseDeal(request.deal), engine) };
  } catch (e) {
    reply = { id: request.id, ok: false, message: e instanceof Error ? e.message : String(e) };
  }
  port.postMessage(reply);
});
