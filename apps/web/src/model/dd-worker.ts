import { parseDeal, type Seat, type Vulnerability } from "@bridgelaw/cards";
import { createEngine, type DdTable, ddTable, type Par, par } from "@bridgelaw/double-dummy";

/**
 * A module worker of the viewer: the double-dummy table and par of a deal (`@bridgelaw/double-dummy`) off the
 * page's thread. It receives `{ id, deal, vulnerability, dealer }` and answers `{ id, table, par }`, or
 * `{ id, error }`. The worker keeps one solver engine (its own WebAssembly instance and table) for its life.
 */
export interface DdRequest {
  readonly id: number;
  /** The deal as dealt (PBN: `N:AKQ2.KJ5.T98.A43 …`). */
  readonly deal: string;
  readonly vulnerability: Vulnerability;
  readonly dealer: Seat;
}

export interface DdResult {
  readonly table: DdTable;
  readonly par: Par;
}

const scope = self as unknown as {
  onmessage: ((e: MessageEvent<DdRequest>) => void) | null;
  postMessage: (message: unknown) => void;
};

let engine: ReturnType<typeof createEngine> | undefined;

scope.onmessage = (e: MessageEvent<DdRequest>) => {
  const { id, deal, vulnerability, dealer } = e.data;
  try {
    engine ??= createEngine();
    const table = ddTable(parseDeal(deal), engine);
    scope.postMessage({ id, table, par: par(table, vulnerability, dealer) } satisfies {
      id: number;
    } & DdResult);
  } catch (err) {
    scope.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
};
