import type { ClaimCheckInput, ClaimReport } from "@bridgelaw/claims";
import { useEffect, useMemo, useSyncExternalStore } from "react";
import type { CheckRequest } from "./claim-worker.ts";

/**
 * The claim checker's reports for the viewer, computed in module workers, never on the page's thread: a pool
 * of up to `navigator.hardwareConcurrency` workers, started as claims come and reused. Reports are kept for
 * the page's life, keyed by the checker's input (the same input gives the same report), so stepping back and
 * forth, or printing, does not check a claim again.
 */

export type ReportState =
  | { readonly state: "checking" }
  | { readonly state: "done"; readonly report: ClaimReport }
  | { readonly state: "failed"; readonly message: string };

type Answer = { id: number; report: ClaimReport } | { id: number; error: string };

interface Job {
  readonly id: number;
  readonly key: string;
  readonly input: ClaimCheckInput;
}

const entries = new Map<string, ReportState>();
const listeners = new Set<() => void>();
let version = 0;

const settle = (key: string, s: ReportState) => {
  entries.set(key, s);
  version += 1;
  for (const l of listeners) l();
};

const maxWorkers = (): number => Math.max(1, Math.min(16, navigator.hardwareConcurrency || 2));
const queue: Job[] = [];
const idle: Worker[] = [];
const busy = new Map<Worker, Job>();
let nextId = 1;
/** Checks sent to the workers since the page opened (each claim's input once; the tests read it). */
let sent = 0;

const startWorker = (): Worker => {
  const w = new Worker(new URL("./claim-worker.ts", import.meta.url), {
    type: "module",
    name: "claim-checker",
  });
  w.onmessage = (e: MessageEvent<Answer>) => {
    const job = busy.get(w);
    busy.delete(w);
    if (job !== undefined && job.id === e.data.id)
      settle(
        job.key,
        "report" in e.data
          ? { state: "done", report: e.data.report }
          : { state: "failed", message: e.data.error },
      );
    idle.push(w);
    pump();
  };
  // a worker that fails (it could not load, or crashed): its claim says so, and the worker is dropped
  w.onerror = (e: ErrorEvent) => {
    e.preventDefault();
    const job = busy.get(w);
    busy.delete(w);
    w.terminate();
    if (job !== undefined) settle(job.key, { state: "failed", message: e.message });
    pump();
  };
  return w;
};

const pump = () => {
  while (queue.length > 0) {
    const w = idle.pop() ?? (busy.size < maxWorkers() ? startWorker() : undefined);
    if (w === undefined) return;
    const job = queue.shift() as Job;
    busy.set(w, job);
    sent += 1;
    w.postMessage({ id: job.id, input: job.input } satisfies CheckRequest);
  }
};

/** The report for a checker input, as it stands: undefined until asked for. */
export const reportFor = (key: string): ReportState | undefined => entries.get(key);

/** How many checks the workers were given since the page opened. */
export const checksSent = (): number => sent;

/** Asks for the report on an input once (later calls for the same input find it checking or done). */
export const requestReport = (key: string, input: ClaimCheckInput): void => {
  if (entries.has(key)) return;
  entries.set(key, { state: "checking" });
  version += 1;
  queue.push({ id: nextId++, key, input });
  pump();
  for (const l of listeners) l();
};

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** What the checker is asked about a claim (its `checkInput`, read explicitly: it is not enumerable). */
export interface Checkable {
  readonly checkInput: ClaimCheckInput;
}

/**
 * The reports on `claims`, in their order, asked for in workers as the claims appear; the component renders
 * again as each arrives.
 */
export const useClaimReports = (claims: readonly Checkable[]): readonly (ReportState | undefined)[] => {
  const jobs = useMemo(
    () =>
      claims.map((c) => {
        const input = c.checkInput;
        return { key: JSON.stringify(input), input };
      }),
    [claims],
  );
  useSyncExternalStore(subscribe, () => version);
  useEffect(() => {
    for (const j of jobs) requestReport(j.key, j.input);
  }, [jobs]);
  return jobs.map((j) => entries.get(j.key));
};
