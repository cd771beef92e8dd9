/**
 * An offline table terminal, as an app developer writes one for a browser: the board store in the page, kept
 * in the browser's IndexedDB, bundled by esbuild for the browser (`test/page.ts`). It imports the store's
 * browser entry, which an app's `import … from "@bridgelaw/store"` resolves to in a browser bundle. `browser.test.ts` drives
 * it in Chromium through `globalThis.terminal`.
 */

import { decodeTableEvent, replayLog, tableDecider, tableResultOf } from "@bridgelaw/table";
import { EventStore, type NewRecord, openPglite } from "../src/browser.ts";

let store: EventStore | undefined;

const opened = (): EventStore => {
  if (store === undefined) throw new Error("the terminal's store is not open");
  return store;
};

export const terminal = {
  /** Opens the store in `dataDir` (`idb://NAME`), validating what is appended as a table does (issue 26). */
  open: async (dataDir: string): Promise<void> => {
    store = await EventStore.open(await openPglite(dataDir), {
      decode: decodeTableEvent,
      decider: tableDecider,
    });
  },
  /** Appends a board's events one at a time, as they happen at the table; the stream's version at the end. */
  append: async (streamId: string, records: readonly NewRecord[]): Promise<number> => {
    const s = opened();
    let at = await s.head(streamId);
    for (const record of records) {
      at = await s.append(streamId, [record], {
        expectedVersion: at?.version ?? 0,
        ...(at !== undefined && { head: at.head }),
      });
    }
    return at?.version ?? 0;
  },
  /** The stream's records as stored (sealed). */
  read: async (streamId: string): Promise<readonly Readonly<Record<string, unknown>>[]> =>
    (await opened().readStream(streamId)).map((r) => r.record),
  /** The stream replayed by the Laws: the board's table result for scoring, or the log's first error. */
  replay: async (streamId: string) => {
    const { view, error } = replayLog(await opened().exportLog(streamId));
    return { error: error?.message ?? null, result: tableResultOf(view) };
  },
  close: async (): Promise<void> => {
    await store?.close();
    store = undefined;
  },
};

export type Terminal = typeof terminal;

(globalThis as { terminal?: Terminal }).terminal = terminal;
