/**
 * Double-dummy work on every core: a pool of worker threads (`dd-worker.ts`), each with its own solver engine
 * and transposition table, fed one job at a time from a shared queue so a slow one does not hold up the
 * others. A job is a deal's table (`ddTable`) or a claim checker's report (`checkClaim`, Laws 68–71). Results
 * are the same as on one thread (each table is exact; the checker is deterministic, its budgets count
 * positions and solves, not time); only the wall time changes.
 */
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { type Deal, formatDeal } from "@bridgelaw/cards";
import type { ClaimCheckInput, ClaimReport } from "@bridgelaw/claims";
import type { DdTable } from "@bridgelaw/double-dummy";
import type { DdReply, DdRequest } from "./dd-protocol.ts";

/** Workers by default: one per core the process may use, at most 16 (each engine's table takes ~70 MB). */
export const defaultWorkers = (): number => Math.max(1, Math.min(availableParallelism(), 16));

/**
 * How to start a worker: the bundled `dd-worker.js` (dist/, beside the chunk this module is bundled into, or
 * one folder up), or from source `dd-worker.ts` through tsx's loader with the workspace's `source` condition
 * (tests, `pnpm bench`, `tsx`).
 */
const workerSpec = (): { url: URL; execArgv: string[] } => {
  const here = import.meta.url;
  if (here.endsWith(".ts")) {
    const tsx = new URL(
      "dist/esm/api/index.mjs",
      pathToFileURL(createRequire(here).resolve("tsx/package.json")),
    );
    const boot = `import { register } from ${JSON.stringify(tsx.href)}; register(); await import(${JSON.stringify(new URL("./dd-worker.ts", here).href)});`;
    return {
      url: new URL(`data:text/javascript,${encodeURIComponent(boot)}`),
      execArgv: ["--conditions=source"],
    };
  }
  for (const candidate of ["./dd-worker.js", "../dd-worker.js"]) {
    const url = new URL(candidate, here);
    if (existsSync(fileURLToPath(url))) return { url, execArgv: [] };
  }
  throw new Error(`the double-dummy worker (dd-worker.js) is missing beside ${fileURLToPath(here)}`);
};

export interface DdPool {
  /** Number of worker threads. */
  readonly workers: number;
  /** The 20-result table of a full deal (or an ending), solved by the next free worker. */
  readonly table: (deal: Deal) => Promise<DdTable>;
  /** The claim checker's report on a claim (a view's `claims[i].checkInput`), by the next free worker. */
  readonly claim: (input: ClaimCheckInput) => Promise<ClaimReport>;
  /** Stops the workers; work not yet done is refused. */
  readonly close: () => Promise<void>;
}

interface Job {
  readonly request: DdRequest;
  readonly resolve: (reply: Extract<DdReply, { ok: true }>) => void;
  readonly reject: (error: Error) => void;
}

/** Starts `workers` worker threads (default: `defaultWorkers()`). Close the pool when done. */
export const startDdPool = (workers: number = defaultWorkers()): DdPool => {
  const size = Math.max(1, Math.floor(workers));
  const spec = workerSpec();
  const queue: Job[] = [];
  const idle: Worker[] = [];
  const running = new Map<Worker, Job>();
  let nextId = 0;
  let broken: Error | undefined;

  const fail = (error: Error) => {
    broken ??= error;
    for (const job of running.values()) job.reject(error);
    running.clear();
    for (const job of queue.splice(0)) job.reject(error);
  };
  const dispatch = () => {
    while (idle.length > 0 && queue.length > 0) {
      const worker = idle.pop()!;
      const job = queue.shift()!;
      running.set(worker, job);
      worker.postMessage(job.request);
    }
  };
  const threads = Array.from({ length: size }, () => {
    const worker = new Worker(spec.url, { execArgv: spec.execArgv });
    worker.on("message", (reply: DdReply) => {
      const job = running.get(worker);
      running.delete(worker);
      idle.push(worker);
      if (job !== undefined) {
        if (reply.ok) job.resolve(reply);
        else job.reject(new Error(reply.message));
      }
      dispatch();
    });
    worker.on("error", (error) => fail(error instanceof Error ? error : new Error(String(error))));
    worker.on("exit", (code) => {
      if (code !== 0) fail(new Error(`a double-dummy worker stopped (exit code ${code})`));
    });
    idle.push(worker);
    return worker;
  });

  const submit = (request: DdRequest) =>
    new Promise<Extract<DdReply, { ok: true }>>((resolve, reject) => {
      if (broken !== undefined) return reject(broken);
      queue.push({ request, resolve, reject });
      dispatch();
    });
  const unexpected = (reply: DdReply): Error =>
    new Error(`a double-dummy worker answered ${reply.ok ? reply.kind : "an error"} to the wrong job`);

  return {
    workers: size,
    table: (deal) =>
      submit({ id: nextId++, kind: "table", deal: formatDeal(deal) }).then((reply) => {
        if (reply.kind !== "table") throw unexpected(reply);
        return reply.table;
      }),
    claim: (input) =>
      submit({ id: nextId++, kind: "claim", input }).then((reply) => {
        if (reply.kind !== "claim") throw unexpected(reply);
        return reply.report;
      }),
    close: async () => {
      fail(new Error("the double-dummy pool is closed"));
      await Promise.all(threads.map((w) => w.terminate()));
    },
  };
};

/** Each item's result, in order, from a pool of at most `workers` threads stopped before this returns. */
const onPool = async <I, O>(
  items: readonly I[],
  workers: number | undefined,
  job: (pool: DdPool, item: I) => Promise<O>,
  onDone?: (index: number, result: O) => void,
): Promise<O[]> => {
  const pool = startDdPool(Math.min(workers ?? defaultWorkers(), Math.max(1, items.length)));
  try {
    return await Promise.all(
      items.map((item, i) =>
        job(pool, item).then((result) => {
          onDone?.(i, result);
          return result;
        }),
      ),
    );
  } finally {
    await pool.close();
  }
};

/**
 * The tables of `deals`, in order, solved on `workers` threads (default: every core); `onTable` is told of
 * each table as it is solved (for a progress bar).
 */
export const ddTables = (
  deals: readonly Deal[],
  options: { readonly workers?: number; readonly onTable?: (index: number, table: DdTable) => void } = {},
): Promise<DdTable[]> => onPool(deals, options.workers, (pool, deal) => pool.table(deal), options.onTable);

/**
 * The claim checker's reports on `inputs`, in order, on `workers` threads (default: every core); `onReport` is
 * told of each report as it comes (for a progress bar). The same reports as `checkClaim` on this thread.
 */
export const checkClaims = (
  inputs: readonly ClaimCheckInput[],
  options: {
    readonly workers?: number;
    readonly onReport?: (index: number, report: ClaimReport) => void;
  } = {},
): Promise<ClaimReport[]> =>
  onPool(inputs, options.workers, (pool, input) => pool.claim(input), options.onReport);
