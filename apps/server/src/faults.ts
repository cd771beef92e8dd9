import { encodeJsonLines } from "@bridgelaw/log";
import { replayLog, type TableEvent } from "@bridgelaw/table";
import { type Ack, createSession, httpClient, playTable, storedLog } from "./drive.ts";
import { type ServerProcess, startServer } from "./spawn.ts";

/*
 * The kill test (issue 19): tables play their boards at once through a server process; once `killAfter`
 * records are acknowledged the server is killed with SIGKILL, mid-run; it is started again on the same data,
 * and then every acknowledged record must be there at its place, unchanged, none twice, every board's chain
 * must verify and its log replay as the board so far, and every table must be able to play on to the end.
 */

export interface KillReport {
  /** Records acknowledged before the kill. */
  readonly acknowledged: number;
  /** Records found stored after the restart (acknowledged, and any whose reply the kill cut off). */
  readonly storedAfterRestart: number;
  /** Records acknowledged after the restart, to the end of every board. */
  readonly afterRestart: number;
  /** What went wrong: an acknowledged record missing or changed, a gap, a repeat, a broken chain, a board that does not replay as played. Empty when all holds. */
  readonly problems: readonly string[];
  /** Milliseconds to start the server again on the data the killed one left. */
  readonly restartMs: number;
}

/** `plays[i]` is played at table `i + 1` as board `i + 1` of a session dealt from `seed`. */
export const killRun = async (
  env: Record<string, string>,
  plays: readonly (readonly TableEvent[])[],
  seed: string,
  killAfter: number,
): Promise<KillReport> => {
  let server: ServerProcess | undefined = await startServer(env);
  const problems: string[] = [];
  try {
    let api = httpClient(server.url);
    const s = await createSession(api, {
      id: `kill-${Date.now()}`,
      tables: plays.map((_, i) => ({ id: String(i + 1), boards: [i + 1] })),
      boards: plays.map((_, i) => i + 1),
      seed,
    });
    const acks: Ack[] = [];
    let killed = false;
    const watcher = (async () => {
      while (acks.length < killAfter && !killed) await new Promise((r) => setTimeout(r, 2));
      killed = true;
      await server!.stop("SIGKILL");
    })();
    await Promise.all(
      plays.map((events, i) => playTable(api, s, String(i + 1), i + 1, events, { acks }, () => killed)),
    );
    killed = true;
    await watcher;

    const t0 = performance.now();
    server = await startServer(env);
    const restartMs = performance.now() - t0;
    api = httpClient(server.url);
    let stored = 0;
    for (let i = 0; i < plays.length; i++) {
      const table = String(i + 1);
      const log = await storedLog(api, s, table, i + 1);
      stored += log.records.length;
      problems.push(...log.problems.map((p) => `table ${table}: ${p}`));
      for (const a of acks.filter((x) => x.table === table)) {
        if (log.records[a.seq - 1]?.hash !== a.hash)
          problems.push(`table ${table}: acknowledged record ${a.seq} lost or changed`);
      }
      const played = encodeJsonLines([log.events[0]!, ...plays[i]!.slice(1, log.events.length)]);
      if (JSON.stringify(replayLog(log.text).view) !== JSON.stringify(replayLog(played).view)) {
        problems.push(`table ${table}: the stored log is not the board as played`);
      }
    }
    const more: Ack[] = [];
    await Promise.all(
      plays.map((events, i) => playTable(api, s, String(i + 1), i + 1, events, { acks: more })),
    );
    for (let i = 0; i < plays.length; i++) {
      const table = String(i + 1);
      const log = await storedLog(api, s, table, i + 1);
      problems.push(...log.problems.map((p) => `table ${table} at the end: ${p}`));
      if (log.records.length !== plays[i]!.length) {
        problems.push(`table ${table}: ${log.records.length} records at the end, not ${plays[i]!.length}`);
      }
      const played = encodeJsonLines([log.events[0]!, ...plays[i]!.slice(1)]);
      if (JSON.stringify(replayLog(log.text).view) !== JSON.stringify(replayLog(played).view)) {
        problems.push(`table ${table}: the finished log is not the board as played`);
      }
    }
    return {
      acknowledged: acks.length,
      storedAfterRestart: stored,
      afterRestart: more.length,
      problems,
      restartMs,
    };
  } finally {
    await server?.stop("SIGKILL");
  }
};
