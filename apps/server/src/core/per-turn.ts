/**
 * Reads of one turn of the event loop, made as one: every key asked for in a turn is loaded by one call of
 * `load` at the end of the turn (`setImmediate`), and each caller gets its own key's value (undefined when
 * `load` has none for it). Under load, the requests a turn reads (two hundred tables' tokens) cost one database
 * round trip, not one each; each read is still made after it was asked for. When `load` fails, every read of
 * its batch fails with its error.
 */
export const readsPerTurn = <K, V>(
  load: (keys: readonly K[]) => Promise<ReadonlyMap<K, V>>,
): ((key: K) => Promise<V | undefined>) => {
  let waiting = new Map<K, { resolve: (v: V | undefined) => void; reject: (e: unknown) => void }[]>();
  const flush = async () => {
    const batch = waiting;
    waiting = new Map();
    try {
      const found = await load([...batch.keys()]);
      for (const [key, readers] of batch) for (const r of readers) r.resolve(found.get(key));
    } catch (error) {
      for (const readers of batch.values()) for (const r of readers) r.reject(error);
    }
  };
  return (key) =>
    new Promise<V | undefined>((resolve, reject) => {
      if (waiting.size === 0) setImmediate(() => void flush());
      const readers = waiting.get(key);
      if (readers === undefined) waiting.set(key, [{ resolve, reject }]);
      else readers.push({ resolve, reject });
    });
};
