// `pnpm bench`: every benchmark of the project, figures measured in one run (report ratios, not seconds).
import { benchReplay } from "./replay.ts";

const print = (line: string): void => console.log(line);
const only = process.argv[2];
const boards = Number(process.env.BENCH_BOARDS ?? 100_000);
if (only === undefined || only === "replay") {
  print("== replay (issue 2)");
  benchReplay(print, boards);
}
