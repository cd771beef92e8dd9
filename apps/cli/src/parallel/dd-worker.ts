/**
 * A worker thread of the double-dummy pool (`dd-pool.ts`): one solver engine (its own WebAssembly instance
 * and transposition table, the package's shared engine of this thread) for the worker's life. For each deal
 * it is sent (a PBN deal string) it answers the 20-result table; for each claim, the claim checker's report.
 * Bundled as its own entry (`dist/dd-worker.js`, tools/build-cli.mjs); from source it runs through tsx.
 */
import { parentPort } from "node:worker_threads";
import { parseDeal } from "@bridgelaw/cards";
import { checkClaim } from "@bridgelaw/claims";
import { ddTable } from "@bridgelaw/double-dummy";
import type { DdReply, DdRequest } from "./dd-protocol.ts";

const port = parentPort;
if (port === null) throw new Error("dd-worker runs as a worker thread of dd-pool.ts");

const answer = (request: DdRequest): DdReply =>
  request.kind === "table"
    ? { id: request.id, ok: true, kind: "table", table: ddTable(parseDeal(request.deal)) }
    : { id: request.id, ok: true, kind: "claim", report: checkClaim(request.input) };

port.on("message", (request: DdRequest) => {
  let reply: DdReply;
  try {
    reply = answer(request);
  } catch (e) {
    reply = { id: request.id, ok: false, message: e instanceof Error ? e.message : String(e) };
  }
  port.postMessage(reply);
});
