import type { Seat, Vulnerability } from "@bridgelaw/cards";
import { useEffect, useMemo, useSyncExternalStore } from "react";
import type { DdRequest, DdResult } from "./dd-worker.ts";

/**
 * Double-dummy tables and par for the viewer and the hand records, computed in module workers (`dd-worker.ts`,
 * `@bridgelaw/double-dummy` bundled with it), never on the page's thread, as the claim checker is: a pool of up
 * to one worker a core, started as deals come and reused, each with its own solver. Results are kept for the
 * page's life, keyed by the deal, the vulnerability and the dealer, so stepping or printing solves no deal twice.
 */

export type DdState =
  | { readonly state: "solving" }
  | { readonly state: "done"; readonly result: DdResult }
  | { readonly state: "failed"; readonly message: string };

/** What a deal's table and par are asked for with. */
export interface DdInput {
  readonly deal: string;
  readonly vulnerability: Vulnerability;
  readonly dealer: Seat;
}

type Answer = ({ id: number } & DdResult) | { id: number; error: string };

interface Job {
  readonly id: number;
  readonly key: string;
  readonly input: DdInput;
}

const entries = new Map<string, DdState>();
const listeners = new Set<() => void>();
let version = 0;
let sent = 0;
let nextId = 1;
const queue: Job[] = [];
const idle: Worker[] = [];
const busy = new Map<Worker, Job>();

const changed = () => {
  version += 1;
  for (const l of listeners) l();
};
const settle = (key: string, s: DdState) => {
  entries.set(key, s);
  changed();
};

const maxWorkers = (): number => Math.max(1, Math.min(8, navigator.hardwareConcurrency || 2));

const startWorker = (): Worker => {
  const w = new Worker(new URL("./dd-worker.ts", import.meta.url), { type: "module", name: "double-dummy" });
  w.onmessage = (e: MessageEvent<Answer>) => {
    const job = busy.get(w);
    busy.delete(w);
    if (job !== undefined && job.id === e.data.id)
      settle(
        job.key,
        "error" in e.data
          ? { state: "failed", message: e.data.error }
          : { state: "done", result: { table: e.data.table, par: e.data.par } },
      );
    idle.push(w);
    pump();
  };
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
    w.postMessage({ id: job.id, ...job.input } satisfies DdRequest);
  }
};

export const ddKey = (i: DdInput): string => `${i.deal}|${i.vulnerability}|${i.dealer}`;

/** Asks for a deal's table and par once (later calls for the same deal find it solving or done). */
export const requestDd = (input: DdInput): void => {
  const key = ddKey(input);
  if (entries.has(key)) return;
  entries.set(key, { state: "solving" });
  queue.push({ id: nextId++, key, input });
  pump();
  changed();
};

/** How many deals the workers were given since the page opened. */
export const ddSent = (): number => sent;

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The tables and par of `inputs` (null: no deal), asked for in workers; the component renders as each arrives. */
export const useDoubleDummy = (inputs: readonly (DdInput | null)[]): readonly (DdState | undefined)[] => {
  const keys = useMemo(() => inputs.map((i) => (i === null ? null : ddKey(i))), [inputs]);
  useSyncExternalStore(subscribe, () => version);
  useEffect(() => {
    for (const i of inputs) if (i !== null) requestDd(i);
  }, [inputs]);
  return keys.map((k) => (k === null ? undefined : entries.get(k)));
};
