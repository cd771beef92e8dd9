// `pnpm bench server` (issues 19 and 32): the live table server under load and under a crash, on 127.0.0.1 only.
// 1. Load: `BENCH_SERVER_TABLES` (200) tables play generated boards (half of them with irregularities) at once
//    through the HTTP API, each table a client sending its board's commands one after another (the version it
//    decided on with each; each reply carries the actor's worded view, as the web app's seat page asks for it;
//    no live connection open); prints events per second, the server's CPU per event and the p50/p99 command
//    round trip: first as fast as the server answers (its throughput: the round trip is then mostly waiting in line),
//    then with each player thinking `BENCH_SERVER_THINK_MS` (2000) on average before each action, a room far
//    busier than a real one (the latency a table sees). Each run first plays `BENCH_SERVER_WARMUP` (as many as
//    the tables; 0: none) tables of other deals through the same server process(es), not counted: a live server
//    runs for hours, and its cost per event is its steady state, not the JIT's first seconds (the warm-up's own
//    CPU per event is printed beside it).
// 2. Scale out (PostgreSQL): the throughput run again through 2 server processes sharing nothing but the
//    database, each table's actions sent to each process in turn. Each run on PostgreSQL also prints where the
//    machine's cores went (the servers, PostgreSQL, the bench's own clients), and the ratio 2 processes could
//    reach at most on this machine were sharing the database free.
// 3. Crash: the same number of tables play again; the server is killed with SIGKILL in the middle of the run
//    and started again on its data: every acknowledged event must be there, none twice, every board's chain
//    must verify and every table must play on to the end (`BENCH_SERVER_CRASH=0` to skip it).
// Then each figure of issue 32 beside its goal, as a ratio to the goal (nothing here is asserted in a test).
// Bounded: `BENCH_SERVER_SECONDS` (120) per run, then the clients stop. PGlite in a temporary directory (what
// `pnpm serve` uses), and PostgreSQL in a throwaway cluster when Debian's postgresql is installed
// (`BENCH_SERVER_BACKENDS=pglite` to skip it). `BENCH_SERVER_PROFILE=DIR`: each server process writes a CPU
// profile (`node --cpu-prof`) into DIR when it stops.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import type { TableEvent } from "@bridgelaw/table";
import {
  type Ack,
  type Client,
  createSession,
  httpClient,
  playTable,
  type Session,
  storedLog,
} from "../../apps/server/src/drive.ts";
import { killRun } from "../../apps/server/src/faults.ts";
import { startServer } from "../../apps/server/src/spawn.ts";
import { startCluster } from "../pg-cluster.mjs";
import { generateBoard, generateIrregularBoard } from "../src/generate.ts";

/** The fields of /proc/PID/stat after the command's name (Linux): state, ppid, … utime (11), stime (12), cutime, cstime. */
const statFields = (pid: number | string): string[] => {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
};

/** CPU seconds a process has used so far (Linux: utime + stime of /proc/PID/stat, in clock ticks of 1/100 s). */
const cpuSeconds = (pid: number | undefined): number => {
  try {
    const fields = statFields(pid ?? "");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
};

/**
 * CPU seconds a PostgreSQL server has used so far: the postmaster's own and its children's, those that ended
 * (cutime, cstime) and those still running (the backends), read from /proc (Linux).
 */
const clusterCpuSeconds = (dataDir: string): number => {
  try {
    const postmaster = Number(readFileSync(join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]);
    const own = statFields(postmaster);
    let ticks = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14]);
    for (const entry of readdirSync("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const f = statFields(entry);
        if (Number(f[1]) === postmaster) ticks += Number(f[11]) + Number(f[12]);
      } catch {
        // ended meanwhile: counted in the postmaster's cutime
      }
    }
    return ticks / 100;
  } catch {
    return Number.NaN;
  }
};

const quantile = (sorted: readonly number[], q: number): number =>
  sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

/**
 * The boards of a run: table i plays board i of the run's seed, every other one a board with irregularities
 * (tools' generateIrregularBoard: irregular calls and their rectifications, revokes, leads out of turn,
 * exposed cards, the Director's answers and the players' choices), the others a legal board. The server deals
 * by the 2017 Code, so an irregular board the generator played by the 2007 Code is replaced by a legal one.
 */
const boardsOf = (seed: number, tables: number): TableEvent[][] =>
  Array.from({ length: tables }, (_, i) => {
    if (i % 2 === 1) {
      const irregular = generateIrregularBoard(seed, i + 1);
      const start = irregular[0];
      if (start?.type === "BoardStarted" && start.edition !== "2007" && irregular.length > 1)
        return irregular;
    }
    return generateBoard(seed, i + 1);
  });

/** What a load run measured. */
interface LoadFigures {
  readonly eventsPerSecond: number;
  /** Milliseconds of the server processes' CPU per event appended. */
  readonly cpuPerEvent: number;
  readonly p50: number;
  readonly p99: number;
  /** Milliseconds of PostgreSQL's CPU (when measured) and of the bench's clients' CPU per event. */
  readonly pgPerEvent: number | undefined;
  readonly clientsPerEvent: number;
}

/** A client that sends each call to the next of `clients` in turn (a table's actions reach every process). */
const alternating = (clients: readonly Client[]): Client => {
  let next = 0;
  const pick = () => clients[next++ % clients.length]!;
  return { call: (...args) => pick().call(...args), raw: (...args) => pick().raw(...args) };
};

/** A session of `plays.length` tables, table i playing board i of `plays`, created through `client`. */
const sessionOf = (client: Client, id: string, seed: number, plays: readonly (readonly TableEvent[])[]) =>
  createSession(client, {
    id,
    tables: plays.map((_, i) => ({ id: String(i + 1), boards: [i + 1] })),
    boards: plays.map((_, i) => i + 1),
    seed: String(seed),
  });

/**
 * Every table of the session `s` plays its board of `plays` at once through `clients` (each action to the next
 * in turn), each reply with the actor's worded view, as the web app asks: the server's whole work per action.
 */
const playSession = (
  clients: readonly Client[],
  s: Session,
  plays: readonly (readonly TableEvent[])[],
  out: { readonly acks: Ack[]; readonly latencies?: number[] },
  halt: () => boolean = () => false,
  think?: () => number,
): Promise<number[]> => {
  const via = clients.length === 1 ? clients[0]! : alternating(clients);
  return Promise.all(
    plays.map((events, i) => playTable(via, s, String(i + 1), i + 1, events, out, halt, think, true)),
  );
};

/**
 * `tables` tables play their boards at once for at most `seconds` through `processes` server processes on
 * the same store (each table's actions sent to each process in turn): as fast as the servers answer (`think`
 * undefined: their throughput), or each player thinking `think` ms on average before each action (the latency a
 * table sees at that pace).
 */
const loadRun = async (
  print: (line: string) => void,
  env: Record<string, string>,
  tables: number,
  seconds: number,
  options: {
    readonly think?: number;
    readonly processes?: number;
    readonly cluster?: string;
    /** Tables of other deals played first and not counted (the JIT's first seconds are not a live server's). */
    readonly warmUp?: number;
  } = {},
): Promise<LoadFigures> => {
  const { think, processes = 1, cluster, warmUp = 0 } = options;
  const profile = process.env.BENCH_SERVER_PROFILE;
  const servers = await Promise.all(
    Array.from({ length: processes }, () =>
      startServer(env, {
        // a busy machine: starting (tsx compiling the server) may take minutes
        timeoutMs: 600_000,
        ...(profile !== undefined && { nodeArgs: ["--cpu-prof", `--cpu-prof-dir=${profile}`] }),
      }),
    ),
  );
  try {
    const cpuOf = () => servers.reduce((sum, server) => sum + cpuSeconds(server.child.pid), 0);
    const seed = think === undefined ? 1919 : 1920;
    if (warmUp > 0) {
      // clients of its own: the measured run opens its connections anew
      const warm = servers.map((server) => httpClient(server.url));
      const warmPlays = boardsOf(seed + 1000, warmUp);
      const w = await sessionOf(warm[0]!, `bench-warm-${seed}`, seed + 1000, warmPlays);
      const cpuWarm0 = cpuOf();
      const warmAcks: Ack[] = [];
      await playSession(warm, w, warmPlays, { acks: warmAcks });
      const played = warmAcks.length;
      print(
        `  warm-up, not counted: ${warmUp} other tables played first through the same process${processes === 1 ? "" : "es"} (${(((cpuOf() - cpuWarm0) * 1000) / played).toFixed(2)} ms of CPU per event while the JIT compiles); what follows is the steady state a live server runs in`,
      );
    }
    const apis = servers.map((server) => httpClient(server.url));
    const plays = boardsOf(seed, tables);
    const s = await sessionOf(apis[0]!, `bench-load-${seed}`, seed, plays);
    const acks: Ack[] = [];
    const latencies: number[] = [];
    const deadline = performance.now() + seconds * 1000;
    const t0 = performance.now();
    const cpu0 = cpuOf();
    const pg0 = cluster === undefined ? 0 : clusterCpuSeconds(cluster);
    const clients0 = process.cpuUsage();
    await playSession(
      apis,
      s,
      plays,
      { acks, latencies },
      () => performance.now() > deadline,
      think === undefined ? undefined : () => think * (0.5 + Math.random()),
    );
    const elapsed = (performance.now() - t0) / 1000;
    const cpu = cpuOf() - cpu0;
    const pg = cluster === undefined ? undefined : clusterCpuSeconds(cluster) - pg0;
    const clientsUsage = process.cpuUsage(clients0);
    const clients = (clientsUsage.user + clientsUsage.system) / 1e6;
    const total = plays.reduce((n, p) => n + p.length - 1, 0);
    latencies.sort((a, b) => a - b);
    const pace =
      think === undefined ? "as fast as the server answers" : `each player thinking ${think} ms on average`;
    const who =
      processes === 1 ? "" : ` through ${processes} processes (each table's actions to each in turn)`;
    const figures: LoadFigures = {
      eventsPerSecond: acks.length / elapsed,
      cpuPerEvent: (cpu * 1000) / acks.length,
      p50: quantile(latencies, 0.5),
      p99: quantile(latencies, 0.99),
      pgPerEvent: pg === undefined ? undefined : (pg * 1000) / acks.length,
      clientsPerEvent: (clients * 1000) / acks.length,
    };
    print(
      `  ${tables} tables at once${who}, ${pace}: ${acks.length} of ${total} events in ${elapsed.toFixed(1)} s: ${figures.eventsPerSecond.toFixed(0)} events/s; command round trip p50 ${figures.p50.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms`,
    );
    print(
      `    the server${processes === 1 ? "" : "s"} used ${cpu.toFixed(1)} s of CPU: ${figures.cpuPerEvent.toFixed(2)} ms per event, ${(acks.length / cpu).toFixed(0)} events/s per core ${processes === 1 ? "it gets" : "they get"}; load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`,
    );
    // where the machine's cores went: a ratio of processes can only be what the cores left to them allow
    print(
      `    the ${cpus().length} cores' ${(elapsed * cpus().length).toFixed(1)} s: server${processes === 1 ? "" : "s"} ${cpu.toFixed(1)} s, ${pg === undefined ? "" : `PostgreSQL ${pg.toFixed(1)} s (${figures.pgPerEvent!.toFixed(2)} ms per event), `}the bench's ${tables} clients ${clients.toFixed(1)} s`,
    );
    let bad = 0;
    for (let i = 0; i < Math.min(tables, 20); i++) {
      const log = await storedLog(apis[i % apis.length]!, s, String(i + 1), i + 1);
      if (log.problems.length > 0) bad += 1;
    }
    print(
      `  ${Math.min(tables, 20)} boards' logs checked after the run: ${bad === 0 ? "every chain verifies" : `${bad} broken`}`,
    );
    if (bad > 0) process.exitCode = 1;
    return figures;
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
};

/** A figure beside its goal: the figure, the goal, and how far from it (a ratio), measured in this run. */
const goalLine = (
  name: string,
  value: number,
  unit: string,
  goal: { readonly at: "most" | "least"; readonly value: number },
): string => {
  const met = goal.at === "most" ? value <= goal.value : value >= goal.value;
  const ratio = value / goal.value;
  return `  ${name}: ${value.toFixed(2)}${unit} (goal ${goal.at === "most" ? "≤" : "≥"} ${goal.value}${unit}: ${ratio.toFixed(2)}× the goal, ${met ? "met" : "not met"})`;
};

const crashRun = async (
  print: (line: string) => void,
  env: Record<string, string>,
  tables: number,
): Promise<void> => {
  const plays = boardsOf(2020, tables);
  const total = plays.reduce((n, p) => n + p.length - 1, 0);
  const t0 = performance.now();
  const r = await killRun(env, plays, "2020", Math.floor(total / 2));
  print(
    `  ${tables} tables, SIGKILL after ${r.acknowledged} acknowledged events (of ${total}); restarted in ${(r.restartMs / 1000).toFixed(1)} s; ${r.storedAfterRestart} events stored (${r.storedAfterRestart - r.acknowledged - tables} more whose replies the kill cut off); ${r.afterRestart} more to the end (${((performance.now() - t0) / 1000).toFixed(1)} s in all)`,
  );
  print(
    r.problems.length === 0
      ? "  every acknowledged event is there, none twice, every board's chain verifies, every table played on to the end"
      : `  PROBLEMS: ${r.problems.slice(0, 10).join("; ")}`,
  );
  if (r.problems.length > 0) process.exitCode = 1;
};

export const benchServer = async (print: (line: string) => void): Promise<void> => {
  const tables = Number(process.env.BENCH_SERVER_TABLES ?? 200);
  const seconds = Number(process.env.BENCH_SERVER_SECONDS ?? 120);
  const think = Number(process.env.BENCH_SERVER_THINK_MS ?? 2000);
  const backends = (process.env.BENCH_SERVER_BACKENDS ?? "pglite,postgres").split(",");
  const crash = process.env.BENCH_SERVER_CRASH !== "0";
  const warmUp = Number(process.env.BENCH_SERVER_WARMUP ?? tables);
  const figures: string[] = [];
  if (backends.includes("pglite")) {
    const dir = mkdtempSync(join(tmpdir(), "bridgelaw-bench-server-"));
    try {
      print("PGlite (a data directory, one server process)");
      const load = await loadRun(print, { DATA_DIR: join(dir, "load") }, tables, seconds, { warmUp });
      const paced = await loadRun(print, { DATA_DIR: join(dir, "paced") }, tables, seconds, {
        think,
        warmUp,
      });
      if (crash) await crashRun(print, { DATA_DIR: join(dir, "crash") }, tables);
      figures.push(
        goalLine("PGlite: server CPU per event, as fast as it answers", load.cpuPerEvent, " ms", {
          at: "most",
          value: 0.5,
        }),
        goalLine(`PGlite: p99 round trip, players thinking ${think} ms`, paced.p99, " ms", {
          at: "most",
          value: 20,
        }),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  if (backends.includes("postgres")) {
    const pg = startCluster();
    if (pg === undefined) {
      print("PostgreSQL: not installed (apt-get install postgresql): skipped");
    } else {
      try {
        const url = (name: string) => {
          const u = new URL(pg.url);
          u.pathname = `/${name}`;
          return u.toString();
        };
        const { default: pgClient } = await import("pg");
        const admin = new pgClient.Client({ connectionString: pg.url });
        await admin.connect();
        for (const name of ["bench_load", "bench_load2", "bench_paced", "bench_crash"])
          await admin.query(`CREATE DATABASE ${name}`);
        await admin.end();
        print("PostgreSQL 15 (a throwaway cluster on loopback)");
        const cluster = pg.dataDir;
        const one = await loadRun(print, { DATABASE_URL: url("bench_load") }, tables, seconds, {
          cluster,
          warmUp,
        });
        const two = await loadRun(print, { DATABASE_URL: url("bench_load2") }, tables, seconds, {
          processes: 2,
          cluster,
          warmUp,
        });
        const paced = await loadRun(print, { DATABASE_URL: url("bench_paced") }, tables, seconds, {
          think,
          cluster,
          warmUp,
        });
        if (crash) await crashRun(print, { DATABASE_URL: url("bench_crash") }, tables);
        figures.push(
          goalLine(
            "PostgreSQL: server CPU per event, one process as fast as it answers",
            one.cpuPerEvent,
            " ms",
            {
              at: "most",
              value: 0.5,
            },
          ),
          goalLine(`PostgreSQL: p99 round trip, players thinking ${think} ms`, paced.p99, " ms", {
            at: "most",
            value: 20,
          }),
          goalLine(
            "PostgreSQL: throughput of 2 processes / 1 process (events/s, as fast as they answer)",
            two.eventsPerSecond / one.eventsPerSecond,
            "×",
            { at: "least", value: 1.6 },
          ),
        );
        // the most 2 processes could give on this machine, were sharing the database free: two servers at one
        // core each, or the machine's cores over the CPU one event costs the server, PostgreSQL and the clients
        const perEvent = one.cpuPerEvent + (one.pgPerEvent ?? 0) + one.clientsPerEvent;
        const ceiling =
          Math.min(2000 / one.cpuPerEvent, (cpus().length * 1000) / perEvent) / one.eventsPerSecond;
        print(
          `  2 processes / 1 process could be at most ${ceiling.toFixed(2)}× here: ${cpus().length} cores for ${perEvent.toFixed(2)} ms of CPU an event (server ${one.cpuPerEvent.toFixed(2)}, PostgreSQL ${(one.pgPerEvent ?? 0).toFixed(2)}, the bench's clients ${one.clientsPerEvent.toFixed(2)}), with no cost of sharing the database; measured: ${(two.eventsPerSecond / one.eventsPerSecond).toFixed(2)}×`,
        );
      } finally {
        pg.stop();
      }
    }
  }
  print(
    `figures of issue 32, measured in this run (load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores):`,
  );
  for (const line of figures) print(line);
};
