import { dirname, resolve, sep } from "node:path";

/**
 * The movement (of format 1) for a log: the one whose file is in the log's directory or the nearest above it;
 * else, when one movement is given, that one. The index in `movements`, or undefined.
 */
export const movementOfLog = (log: string, movements: readonly string[]): number | undefined => {
  const at = resolve(log);
  let best: { k: number; depth: number } | undefined;
  movements.forEach((m, k) => {
    const dir = dirname(resolve(m));
    if (at.startsWith(dir + sep) && (best === undefined || dir.length > best.depth))
      best = { k, depth: dir.length };
  });
  return best?.k ?? (movements.length === 1 ? 0 : undefined);
};
