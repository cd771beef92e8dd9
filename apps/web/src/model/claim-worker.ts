import { type ClaimCheckInput, checkClaim } from "@bridgelaw/claims";

/**
 * A module worker of the viewer: the claim checker (Laws 68–71) off the page's thread. It receives
 * `{ id, input }` (a claim's `checkInput`, plain data) and answers `{ id, report }`, or `{ id, error }` when
 * the checker throws. Bundled by Vite (`new Worker(new URL("./claim-worker.ts", import.meta.url))`).
 */
export interface CheckRequest {
  readonly id: number;
  readonly input: ClaimCheckInput;
}

/** The worker's global scope (the app's types are the page's: DOM, not WebWorker). */
const scope = self as unknown as {
  onmessage: ((e: MessageEvent<CheckRequest>) => void) | null;
  postMessage: (message: unknown) => void;
};

scope.onmessage = (e: MessageEvent<CheckRequest>) => {
  const { id, input } = e.data;
  try {
    scope.postMessage({ id, report: checkClaim(input) });
  } catch (err) {
    scope.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
};
