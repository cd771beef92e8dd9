// Benchmark of @bridgelaw/double-dummy: the time to solve the 20-result double-dummy tables of the DDS test
// files list100.txt and largest.txt (../shared/data/dds/ from the repository root), on one thread, each
// table checked against the file's TABLE; when DDS is at hand (dds-reference.ts), the same file solved by
// native DDS on one thread, the two taking turns ten deals at a time, and the ratio of the two times. list100.txt is then
// solved by the worker-thread pool of `bridgelaw dd` (apps/cli/src/parallel/dd-pool.ts) with one worker and
// with one per core, and the speed-up printed; so are claims (the claim checker, Laws 68–71) in generated
// boards, checked on the same pool with one worker and with one per core.
// Run alone with `npx tsx --conditions=source tools/bench/double-dummy.ts [FILE…]` (file names in ../shared/data/dds/).
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { SEATS, STRAINS } from "@bridgelaw/cards";
import type { ClaimCheckInput } from "@bridgelaw/claims";
import { createEngine, type DdsDeal, ddTable, parseDdsFile } from "@bridgelaw/double-dummy";
import { replayLog } from "@bridgelaw/table";
import { checkClaims, ddTables, defaultWorkers } from "../../apps/cli/src/parallel/dd-pool.ts";
import { generateBoard, toJsonLines } from "../src/generate.ts";
import { ddsReference } from "./dds-reference.ts";

const DATA = new URL("../../../shared/data/dds/", import.meta.url);
const FILES = ["list100.txt", "largest.txt"];

const perTable = (ms: number, tables: number): string => (ms / tables).toFixed(1);

/** Whether a solved table equals the file's TABLE for the deal. */
const sameTable = (d: DdsDeal, table: ReturnType<typeof ddTable>): boolean =>
  SEATS.every((s) => STRAINS.every((x) => table[s][x] === d.table[s][x]));

/** How many of `tables` differ from their deal's TABLE. */
const sameTables = (deals: readonly DdsDeal[], tables: readonly ReturnType<typeof ddTable>[]): number =>
  deals.filter((d, i) => !sameTable(d, tables[i]!)).length;

/** Wall time of the tables of `deals` on a pool of `workers` threads (start-up of the workers included). */
const poolRun = async (deals: readonly DdsDeal[], workers: number) => {
  const start = performance.now();
  const tables = await ddTables(
    deals.map((d) => d.deal),
    { workers },
  );
  return { ms: performance.now() - start, wrong: sameTables(deals, tables) };
};

/** list100 on the worker pool: one worker, then one per core; the speed-up of all over one. */
const benchWorkers = async (print: (line: string) => void, name: string, deals: readonly DdsDeal[]) => {
  const all = defaultWorkers();
  const one = await poolRun(deals, 1);
  const many = await poolRun(deals, all);
  const line = (workers: number, r: { ms: number; wrong: number }) =>
    `${(r.ms / 1000).toFixed(2)} s = ${perTable(r.ms, deals.length)} ms per table on ${workers} worker${workers > 1 ? "s" : ""}` +
    `${r.wrong === 0 ? "" : ` (${r.wrong} tables differ from TABLE)`}`;
  print(
    `  workers ${name}: ${line(1, one)}; ${line(all, many)}; speed-up ${(one.ms / many.ms).toFixed(2)}× ` +
      `(${all} of ${all} cores)`,
  );
};

/**
 * Claims in generated boards: after 4 to 8 tricks of random play, declarer claims all the tricks left but
 * one (68A); the checker's input from the replayed view. Boards passed out are skipped.
 */
const generatedClaims = (count: number): ClaimCheckInput[] => {
  const inputs: ClaimCheckInput[] = [];
  for (let board = 1; inputs.length < count; board++) {
    const events = generateBoard(2026, board, { cards: 4 * (4 + (board % 5)) });
    const view = replayLog(toJsonLines(events)).view;
    if (view.declarer === null || view.result !== null) continue;
    const left = 13 - (4 + (board % 5));
    const claim = { type: "ClaimMade", seat: view.declarer, tricks: left - 1 };
    const claimed = replayLog(`${toJsonLines(events)}${JSON.stringify(claim)}\n`).view.claims[0];
    if (claimed !== undefined) inputs.push(claimed.checkInput);
  }
  return inputs;
};

/** The claim checker on the pool: `count` claims on one worker, then one per core; the same reports. */
const benchClaims = async (print: (line: string) => void, count: number) => {
  const inputs = generatedClaims(count);
  const all = defaultWorkers();
  const timed = async (workers: number) => {
    const start = performance.now();
    const reports = await checkClaims(inputs, { workers });
    return { ms: performance.now() - start, reports: JSON.stringify(reports) };
  };
  const one = await timed(1);
  const many = await timed(all);
  const line = (workers: number, ms: number) =>
    `${(ms / 1000).toFixed(2)} s = ${(ms / inputs.length).toFixed(1)} ms per claim on ${workers} worker${workers > 1 ? "s" : ""}`;
  print(
    `  claim checker: ${inputs.length} claims of generated boards (5 to 9 tricks left): ${line(1, one.ms)}; ` +
      `${line(all, many.ms)}; speed-up ${(one.ms / many.ms).toFixed(2)}× (${all} of ${all} cores); ` +
      `${one.reports === many.reports ? "the same reports" : "REPORTS DIFFER"}`,
  );
};

/** Deals a turn: ours and DDS take turns on each such chunk of the file. */
const CHUNK = 10;

/** The file's deals in chunks, each written as a DDS file of its own (the PBN/TABLE lines of its deals). */
const chunkFiles = (text: string, size: number): string[] => {
  const blocks: string[][] = [];
  for (const line of text.split("\n")) {
    if (line.startsWith("PBN ")) blocks.push([line]);
    else if (line.startsWith("TABLE ")) blocks[blocks.length - 1]?.push(line);
  }
  const dir = mkdtempSync(join(tmpdir(), "dd-bench-"));
  const files: string[] = [];
  for (let i = 0; i < blocks.length; i += size) {
    const file = join(dir, `chunk-${files.length}.txt`);
    writeFileSync(
      file,
      `${blocks
        .slice(i, i + size)
        .flat()
        .join("\n")}\n`,
    );
    files.push(file);
  }
  return files;
};

interface Timing {
  ms: number;
  cpuMs: number;
  readonly times: number[];
  differ: number;
}

const median = (times: readonly number[]): number =>
  [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
const slowest = (times: readonly number[]): number => Math.max(...times);

export async function benchDoubleDummy(
  print: (line: string) => void,
  files: readonly string[] = FILES,
): Promise<void> {
  const reference = ddsReference();
  if (!reference.found) print(`double-dummy: no DDS reference (${reference.why})`);
  for (const name of files) {
    const url = new URL(name, DATA);
    let text: string;
    try {
      text = readFileSync(url, "utf8");
    } catch {
      print(`double-dummy: ${fileURLToPath(url)} is missing, skipped`);
      continue;
    }
    const deals = parseDdsFile(text);
    const engine = createEngine();
    const own: Timing = { ms: 0, cpuMs: 0, times: [], differ: 0 };
    const solveOwn = (from: number, to: number) => {
      const cpu0 = process.cpuUsage();
      const start = performance.now();
      for (const d of deals.slice(from, to)) {
        const t0 = performance.now();
        const table = ddTable(d.deal, engine);
        own.times.push(performance.now() - t0);
        if (!sameTable(d, table)) own.differ++;
      }
      own.ms += performance.now() - start;
      const cpu = process.cpuUsage(cpu0);
      own.cpuMs += (cpu.user + cpu.system) / 1000;
    };
    // With DDS at hand, the two take turns a chunk at a time (ours first, then DDS first, …), so that a change
    // in the machine's speed during the run (a shared machine) weighs on both alike.
    const dds: Timing | null = reference.found ? { ms: 0, cpuMs: 0, times: [], differ: 0 } : null;
    let failed: string | undefined;
    if (reference.found && dds !== null) {
      const solveDds = (file: string) => {
        if (failed !== undefined) return;
        try {
          const r = reference.run(file);
          dds.ms += r.ms;
          dds.cpuMs += r.cpuMs;
          dds.differ += r.differ;
          // an older build of the reference prints no times: each table at the chunk's mean
          dds.times.push(...(r.times ?? Array.from({ length: r.tables }, () => r.ms / r.tables)));
        } catch (error) {
          failed = (error as Error).message.split("\n")[0];
        }
      };
      for (const [i, file] of chunkFiles(text, CHUNK).entries()) {
        if (i % 2 === 0) {
          solveOwn(i * CHUNK, (i + 1) * CHUNK);
          solveDds(file);
        } else {
          solveDds(file);
          solveOwn(i * CHUNK, (i + 1) * CHUNK);
        }
      }
    } else solveOwn(0, deals.length);
    print(
      `double-dummy ${name}: ${deals.length} tables in ${(own.ms / 1000).toFixed(2)} s = ` +
        `${perTable(own.ms, deals.length)} ms per table (median ${median(own.times).toFixed(1)}, slowest ` +
        `${slowest(own.times).toFixed(0)}; cpu ${perTable(own.cpuMs, deals.length)} ms per table), ` +
        `${engine.nodes()} lead nodes, ${own.differ === 0 ? "all equal to TABLE" : `${own.differ} tables differ from TABLE`}`,
    );
    if (reference.found && failed !== undefined)
      print(`double-dummy ${name}: DDS reference ${reference.binary} failed: ${failed}`);
    else if (dds !== null) {
      const count = dds.times.length;
      print(
        `  DDS (native, one thread, taking turns with the above ${CHUNK} deals at a time) ${name}: ${count} tables in ` +
          `${(dds.ms / 1000).toFixed(2)} s = ${perTable(dds.ms, count)} ms per table (median ` +
          `${median(dds.times).toFixed(1)}, slowest ${slowest(dds.times).toFixed(0)}; cpu ${perTable(dds.cpuMs, count)} ` +
          `ms per table), ${dds.differ === 0 ? "all equal to TABLE" : `${dds.differ} tables differ from TABLE`}; ` +
          `bridgelaw / DDS = ${(own.ms / deals.length / (dds.ms / count)).toFixed(2)} (wall), ` +
          `${(own.cpuMs / deals.length / (dds.cpuMs / count)).toFixed(2)} (cpu)`,
      );
    }
    if (name === "list100.txt") await benchWorkers(print, name, deals);
  }
  const claims = Number(process.env.BENCH_CLAIMS ?? 48);
  if (claims > 0) await benchClaims(print, claims);
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const files = process.argv.slice(2);
  await benchDoubleDummy((line) => console.log(line), files.length > 0 ? files : FILES);
}
