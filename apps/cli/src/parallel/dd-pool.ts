/**
 * Double-dummy tables of many deals on every core: a pool of worker threads (`dd-worker.ts`), each with its
 * own solver engine and transposition table, fed one deal at a time from a shared queue so a slow deal does
 * not hold up the others. Results are the same as `ddTable` on one thread (each table is exact); only the
 * wall time changes.
 */
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { type Deal, formatDeal } from "@bridgelaw/cards";
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
  /** Stops the workers; deals not yet solved are refused. */
  readonly close: () => Promise<void>;
}

interface Job {
  readonly request: DdRequest;
  readonly resolve: (table: DdTable) => void;
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
        if (reply.ok) job.resolve(reply.table);
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

  return {
    workers: size,
    table: (deal) =>
      new Promise<DdTable>((resolve, reject) => {
        if (broken !== undefined) return reject(broken);
        queue.push({ request: { id: nextId++, deal: formatDeal(deal) }, resolve, reject });
        dispatch();
      }),
    close: async () => {
      fail(new Error("the double-dummy pool is closed"));
      await Promise.all(threads.map((w) => w.terminate()));
    },
  };
};

/**
 * The tables of `deals`, in order, solved on `workers` threads (default: every core); `onTable` is told of
 * each table as it is solved (for a progress bar). The pool is stopped before this returns.
 */
export const ddTables = async (
  deals: readonly Deal[],
  options: { readonly workers?: number; readonly onTable?: (index: number, table: DdTable) => void } = {},
): Promise<DdTable[]> => {
  const pool = startDdPool(Math.min(options.workers ?? defaultWorkers(), Math.max(1, deals.length)));
  try {
    return await Promise.all(
      deals.map((deal, i) =>
        pool.table(deal).then((table) => {
          options.onTable?.(i, table);
          return table;
        }),
      ),
    );
  } finally {
    await pool.close();
  }
};
