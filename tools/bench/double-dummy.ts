// Benchmark of @bridgelaw/double-dummy: the time to solve the 20-result double-dummy tables of the DDS test
// files list100.txt and largest.txt (../shared/data/dds/ from the repository root), on one thread, each
// table checked against the file's TABLE; then, when DDS is at hand (dds-reference.ts), the same file solved
// by native DDS on one thread, and the ratio of the two times measured in this run. list100.txt is then
// solved by the worker-thread pool of `bridgelaw dd` (apps/cli/src/parallel/dd-pool.ts) with one worker and
// with one per core, and the speed-up printed.
// Run alone with `npx tsx --conditions=source tools/bench/double-dummy.ts [FILE…]` (file names in ../shared/data/dds/).
import { readFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { SEATS, STRAINS } from "@bridgelaw/cards";
import { createEngine, type DdsDeal, ddTable, parseDdsFile } from "@bridgelaw/double-dummy";
import { ddTables, defaultWorkers } from "../../apps/cli/src/parallel/dd-pool.ts";
import { ddsReference } from "./dds-reference.ts";

const DATA = new URL("../../../shared/data/dds/", import.meta.url);
const FILES = ["list100.txt", "largest.txt"];

const perTable = (ms: number, tables: number): string => (ms / tables).toFixed(1);

const sameTables = (deals: readonly DdsDeal[], tables: readonly ReturnType<typeof ddTable>[]): number =>
  deals.filter((d, i) => !SEATS.every((s) => STRAINS.every((x) => tables[i]![s][x] === d.table[s][x])))
    .length;

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
    const times: number[] = [];
    let wrong = 0;
    const cpu0 = process.cpuUsage();
    const start = performance.now();
    for (const d of deals) {
      const t0 = performance.now();
      const table = ddTable(d.deal, engine);
      times.push(performance.now() - t0);
      if (!SEATS.every((s) => STRAINS.every((x) => table[s][x] === d.table[s][x]))) wrong++;
    }
    const total = performance.now() - start;
    const cpu = process.cpuUsage(cpu0);
    const sorted = [...times].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    print(
      `double-dummy ${name}: ${deals.length} tables in ${(total / 1000).toFixed(2)} s = ` +
        `${perTable(total, deals.length)} ms per table (median ${median.toFixed(1)}, slowest ` +
        `${sorted[sorted.length - 1]!.toFixed(0)}; cpu ${perTable((cpu.user + cpu.system) / 1000, deals.length)} ms per table), ` +
        `${engine.nodes()} lead nodes, ${wrong === 0 ? "all equal to TABLE" : `${wrong} tables differ from TABLE`}`,
    );
    const cpuMs = (cpu.user + cpu.system) / 1000;
    if (reference.found) printReference(print, reference, url, name, { total, cpuMs }, deals.length);
    if (name === "list100.txt") await benchWorkers(print, name, deals);
  }
}

const printReference = (
  print: (line: string) => void,
  reference: Extract<ReturnType<typeof ddsReference>, { found: true }>,
  url: URL,
  name: string,
  own: { readonly total: number; readonly cpuMs: number },
  count: number,
): void => {
  let dds: ReturnType<typeof reference.run>;
  try {
    dds = reference.run(fileURLToPath(url));
  } catch (error) {
    print(
      `double-dummy ${name}: DDS reference ${reference.binary} failed: ${(error as Error).message.split("\n")[0]}`,
    );
    return;
  }
  print(
    `  DDS (native, one thread) ${name}: ${dds.tables} tables in ${(dds.ms / 1000).toFixed(2)} s = ` +
      `${perTable(dds.ms, dds.tables)} ms per table (median ${dds.medianMs.toFixed(1)}, slowest ` +
      `${dds.slowestMs.toFixed(0)}; cpu ${perTable(dds.cpuMs, dds.tables)} ms per table), ` +
      `${dds.differ === 0 ? "all equal to TABLE" : `${dds.differ} tables differ from TABLE`}; ` +
      `bridgelaw / DDS = ${(own.total / count / (dds.ms / dds.tables)).toFixed(2)} (wall), ` +
      `${(own.cpuMs / count / (dds.cpuMs / dds.tables)).toFixed(2)} (cpu)`,
  );
};

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const files = process.argv.slice(2);
  await benchDoubleDummy((line) => console.log(line), files.length > 0 ? files : FILES);
}
