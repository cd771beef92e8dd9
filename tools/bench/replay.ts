import { readLog, replayLines } from "@bridgelaw/table";
import { generateCorpus } from "./corpus.ts";

const ms = (t0: bigint): number => Number(process.hrtime.bigint() - t0) / 1e6;

/** Issue 2: replay a generated corpus and compare with the time to JSON.parse the same lines. */
export function benchReplay(print: (line: string) => void, boards = 100_000): void {
  const t0 = process.hrtime.bigint();
  const corpus = generateCorpus(boards);
  const lines = corpus.reduce((n, t) => n + t.split("\n").length - 1, 0);
  print(`corpus: ${boards} boards, ${lines} events, generated in ${ms(t0).toFixed(0)} ms`);

  let sink = 0;
  const parse = (): number => {
    const t = process.hrtime.bigint();
    for (const text of corpus) {
      for (const line of text.split("\n")) if (line.length > 0) sink += JSON.parse(line).type.length;
    }
    return ms(t);
  };
  const replay = (): number => {
    const t = process.hrtime.bigint();
    for (const text of corpus) {
      const decoded = readLog(text);
      const r = replayLines(decoded.lines, decoded.error);
      if (r.error) throw new Error(`generated board failed to replay: ${r.error.message}`);
      sink += r.state.applied;
    }
    return ms(t);
  };
  parse();
  replay(); // warm-up
  const parseMs = Math.min(parse(), parse());
  const replayMs = Math.min(replay(), replay());
  print(`JSON.parse of the corpus: ${parseMs.toFixed(0)} ms`);
  print(
    `replay of the corpus:     ${replayMs.toFixed(0)} ms (${((replayMs * 1000) / boards).toFixed(1)} µs a board)`,
  );
  print(`ratio replay / parse:     ${(replayMs / parseMs).toFixed(2)}×  (goal ≤ 1.5×)`);
  if (sink === 0) print("");
}
