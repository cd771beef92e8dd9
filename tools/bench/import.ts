// The PBN import of a real tournament (the 576 records of ACBL's 2013 speedball, ../shared/data), timed
// here instead of in a test (issue 14: no timed assertions in tests). The import reads each record, builds
// its log and replays it to check it; the ratio compares it with replaying the logs it gives.
import { readFileSync } from "node:fs";
import { decodeText, importPbn, replayRecords } from "@bridgelaw/formats";

const FILE = new URL("../../../shared/data/pbn/acbl-speedball-2013.pbn", import.meta.url);
const ms = (t0: bigint): number => Number(process.hrtime.bigint() - t0) / 1e6;

export function benchImport(print: (line: string) => void): void {
  let text: string;
  try {
    text = decodeText(readFileSync(FILE));
  } catch {
    print(`skipped: ${FILE.pathname} is not there (the project's shared data, beside the repository)`);
    return;
  }
  const importMs = (): { ms: number; boards: ReturnType<typeof importPbn>["boards"] } => {
    const t0 = process.hrtime.bigint();
    const r = importPbn(text);
    return { ms: ms(t0), boards: r.boards };
  };
  const { boards } = importMs(); // warm-up
  const replayMs = (): number => {
    const t0 = process.hrtime.bigint();
    for (const b of boards)
      if (replayRecords(b.records).error !== undefined) throw new Error(`${b.name}: no replay`);
    return ms(t0);
  };
  replayMs();
  const imported = Math.min(importMs().ms, importMs().ms, importMs().ms);
  const replayed = Math.min(replayMs(), replayMs(), replayMs());
  const per100 = (imported / boards.length) * 100;
  print(`acbl-speedball-2013.pbn: ${boards.length} boards imported in ${imported.toFixed(0)} ms`);
  print(`  ${per100.toFixed(0)} ms per hundred boards (goal ≤ 500, the bound of the former timed test)`);
  print(`  ratio import / replay of the imported logs: ${(imported / replayed).toFixed(2)}×`);
}
