import { replay } from "@bridgelaw/log";
import { readLog, replayLines, type TableEvent, tableDecider, viewOf } from "@bridgelaw/table";
import { generateBoard, toJsonLines } from "../src/generate.ts";
import { generateCorpusApart } from "./corpus.ts";

/** CPU time (user + system, every thread of the process) and wall time of one run of `f`, in ms. */
interface Took {
  readonly cpu: number;
  readonly wall: number;
}
const measure = (f: () => void): Took => {
  const c = process.cpuUsage();
  const t = process.hrtime.bigint();
  f();
  const d = process.cpuUsage(c);
  return { cpu: (d.user + d.system) / 1000, wall: Number(process.hrtime.bigint() - t) / 1e6 };
};
const best = (runs: readonly Took[]): Took => ({
  cpu: Math.min(...runs.map((r) => r.cpu)),
  wall: Math.min(...runs.map((r) => r.wall)),
});
const ms = (x: number): string => `${x.toFixed(0)} ms`;

/** Rounds of each measure; the machine is shared, so each figure is the best of its rounds. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

let sink = 0;

/**
 * Issue 2, issue 15: replay a generated corpus (decode every line through the log's Effect Schema, replay each
 * board by the table's recipes, derive its view) and compare with JSON.parse of the same lines, in one run:
 * CPU time (the goal's measure on a machine other processes share) and wall time, best of `ROUNDS` rounds
 * taken in turns. Then the parts of replay (decode, the recipes, the view), and the length test.
 */
export async function benchReplay(print: (line: string) => void, boards = 100_000): Promise<void> {
  const t0 = process.hrtime.bigint();
  // generated in a worker: this process runs the table's recipes for the replay alone
  const corpus = await generateCorpusApart(boards);
  const lines = corpus.reduce((n, t) => n + t.split("\n").length - 1, 0);
  print(
    `corpus: ${boards} boards, ${lines} events, generated in ${ms(Number(process.hrtime.bigint() - t0) / 1e6)}`,
  );

  const parse = (): void => {
    for (const text of corpus) {
      for (const line of text.split("\n")) if (line.length > 0) sink += JSON.parse(line).type.length;
    }
  };
  const replayAll = (): void => {
    for (const text of corpus) {
      const decoded = readLog(text);
      const r = replayLines(decoded.lines, decoded.error);
      if (r.error) throw new Error(`generated board failed to replay: ${r.error.message}`);
      sink += r.state.applied;
    }
  };
  parse();
  replayAll(); // warm-up
  const parses: Took[] = [];
  const replays: Took[] = [];
  for (let k = 0; k < ROUNDS; k += 1) {
    parses.push(measure(parse));
    replays.push(measure(replayAll));
  }
  const p = best(parses);
  const r = best(replays);
  print(`JSON.parse of the corpus: ${ms(p.cpu)} CPU, ${ms(p.wall)} wall (best of ${ROUNDS})`);
  print(
    `replay of the corpus:     ${ms(r.cpu)} CPU, ${ms(r.wall)} wall (${((r.cpu * 1000) / boards).toFixed(1)} µs CPU a board)`,
  );
  print(
    `ratio replay / parse:     ${(r.cpu / p.cpu).toFixed(2)}× CPU (goal ≤ 1.5×), ${(r.wall / p.wall).toFixed(2)}× wall`,
  );

  // Where replay's time goes (on a sample, each part over every board of it, so no more is kept alive than
  // the sample): decoding the lines, the recipes (one private state a board), the view.
  const sample = corpus.slice(0, Math.min(boards, 10_000));
  const decoded = sample.map((text) => readLog(text).lines.map((l) => l.event));
  const states = decoded.map((events) => replay(tableDecider, events).state);
  const rounds = (f: () => void): Took => best(Array.from({ length: ROUNDS }, () => measure(f)));
  const sampleParse = rounds(() => {
    for (const text of sample) {
      for (const line of text.split("\n")) if (line.length > 0) sink += JSON.parse(line).type.length;
    }
  });
  const decode = rounds(() => {
    for (const text of sample) sink += readLog(text).lines.length;
  });
  const recipes = rounds(() => {
    for (const events of decoded) sink += replay(tableDecider, events).state.applied;
  });
  const views = rounds(() => {
    for (const s of states) sink += viewOf(s).audit.length;
  });
  const part = (t: Took): string => `${ms(t.cpu)} CPU (${(t.cpu / sampleParse.cpu).toFixed(2)}× parse)`;
  print(`parts of replay on ${sample.length} boards (JSON.parse: ${ms(sampleParse.cpu)} CPU):`);
  print(`  decode (readLog):       ${part(decode)}`);
  print(`  recipes (replay):       ${part(recipes)}`);
  print(`  view (viewOf):          ${part(views)}`);

  benchLength(print);
  if (sink === 0) print("");
}

/**
 * Issue 15, linear cost: one board with 1,000 and with 100,000 extra events (`QuestionAsked` during the play,
 * each adding an audit entry). The time an extra event takes (beyond the board alone) at 100,000 is within 2×
 * of that at 1,000 when appending to the audit trail is amortised O(1) and nothing rescans it. Both figures
 * over 100,000 extra events: the board with 1,000 replayed 100 times, the board with 100,000 once.
 */
export function benchLength(print: (line: string) => void): void {
  const board = generateBoard(15, 7);
  const lead = board.findIndex((e) => e.type === "CardPlayed") + 1;
  const padded = (n: number): string => {
    const extra: TableEvent[] = Array.from({ length: n }, (_, i) => ({
      type: "QuestionAsked",
      seat: i % 2 === 0 ? "E" : "W",
      what: i % 3 === 0 ? "review" : "contract",
    }));
    return toJsonLines([...board.slice(0, lead), ...extra, ...board.slice(lead)]);
  };
  const run = (text: string): void => {
    const decoded = readLog(text);
    const r = replayLines(decoded.lines, decoded.error);
    if (r.error) throw new Error(`the padded board failed to replay: ${r.error.message}`);
    sink += r.view.audit.length;
  };
  /** CPU time of `times` replays of `text`, best of the rounds, in µs. */
  const time = (text: string, times: number): number => {
    run(text);
    const rounds = Math.max(3, ROUNDS);
    return (
      best(
        Array.from({ length: rounds }, () =>
          measure(() => {
            for (let k = 0; k < times; k += 1) run(text);
          }),
        ),
      ).cpu * 1000
    );
  };
  const alone = time(padded(0), 100) / 100;
  const small = (time(padded(1_000), 100) / 100 - alone) / 1_000;
  const large = (time(padded(100_000), 1) - alone) / 100_000;
  print(
    `length test (one board + QuestionAsked): ${small.toFixed(2)} µs an extra event at 1,000, ${large.toFixed(2)} µs at 100,000: ${(large / small).toFixed(2)}× (goal ≤ 2×)`,
  );
}
