// Benchmark of @bridgelaw/double-dummy: the time to solve the 20-result double-dummy tables of the DDS test
// files list100.txt and largest.txt (../shared/data/dds/ from the repository root), on one thread, each
// table checked against the file's TABLE; then, when DDS is at hand (dds-reference.ts), the same file solved
// by native DDS on one thread, and the ratio of the two times measured in this run.
// Run alone with `npx tsx --conditions=source tools/bench/double-dummy.ts [FILE…]` (file names in ../shared/data/dds/).
import { readFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { SEATS, STRAINS } from "@bridgelaw/cards";
import { createEngine, ddTable, parseDdsFile } from "@bridgelaw/double-dummy";
import { ddsReference } from "./dds-reference.ts";

const DATA = new URL("../../../shared/data/dds/", import.meta.url);
const FILES = ["list100.txt", "largest.txt"];

const perTable = (ms: number, tables: number): string => (ms / tables).toFixed(1);

export function benchDoubleDummy(print: (line: string) => void, files: readonly string[] = FILES): void {
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
    if (!reference.found) continue;
    let dds: ReturnType<typeof reference.run>;
    try {
      dds = reference.run(fileURLToPath(url));
    } catch (error) {
      print(
        `double-dummy ${name}: DDS reference ${reference.binary} failed: ${(error as Error).message.split("\n")[0]}`,
      );
      continue;
    }
    print(
      `  DDS (native, one thread) ${name}: ${dds.tables} tables in ${(dds.ms / 1000).toFixed(2)} s = ` +
        `${perTable(dds.ms, dds.tables)} ms per table (median ${dds.medianMs.toFixed(1)}, slowest ` +
        `${dds.slowestMs.toFixed(0)}; cpu ${perTable(dds.cpuMs, dds.tables)} ms per table), ` +
        `${dds.differ === 0 ? "all equal to TABLE" : `${dds.differ} tables differ from TABLE`}; ` +
        `bridgelaw / DDS = ${(total / deals.length / (dds.ms / dds.tables)).toFixed(2)}`,
    );
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const files = process.argv.slice(2);
  benchDoubleDummy((line) => console.log(line), files.length > 0 ? files : FILES);
}
