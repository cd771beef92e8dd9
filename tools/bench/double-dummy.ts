// Benchmark of @bridgelaw/double-dummy: the time to solve the 20-result double-dummy tables of the DDS test
// files list100.txt and largest.txt (../shared/data/dds/ from the repository root), on one thread, each
// table checked against the file's TABLE. Run alone with `npx tsx tools/bench/double-dummy.ts`.
import { readFileSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";
import { SEATS, STRAINS } from "@bridgelaw/cards";
import { createEngine, ddTable, parseDdsFile } from "@bridgelaw/double-dummy";

const DATA = new URL("../../../shared/data/dds/", import.meta.url);

export function benchDoubleDummy(print: (line: string) => void): void {
  for (const name of ["list100.txt", "largest.txt"]) {
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
        `${(total / deals.length).toFixed(1)} ms per table (median ${median.toFixed(1)}, slowest ` +
        `${sorted[sorted.length - 1]!.toFixed(0)}; cpu ${((cpu.user + cpu.system) / 1000 / deals.length).toFixed(1)} ms per table), ` +
        `${engine.nodes()} lead nodes, ${wrong === 0 ? "all equal to TABLE" : `${wrong} tables differ from TABLE`}`,
    );
  }
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  benchDoubleDummy((line) => console.log(line));
}
