// `pnpm bench`: every benchmark of the project, figures measured in one run (report ratios, not seconds).
// `pnpm bench NAME` runs one: replay, matchpoints, double-dummy.
import { benchDoubleDummy } from "./double-dummy.ts";
import { benchMatchpoints } from "./matchpoints.ts";
import { benchReplay } from "./replay.ts";

const print = (line: string): void => console.log(line);
const only = process.argv[2];
const boards = Number(process.env.BENCH_BOARDS ?? 100_000);
if (only === undefined || only === "replay") {
  print("== replay (issue 2)");
  await benchReplay(print, boards);
}
if (only === undefined || only === "matchpoints") {
  print("== matchpoints (issue 6)");
  benchMatchpoints(print);
}
if (only === undefined || only === "double-dummy") {
  print("== double-dummy solver (issue 5)");
  benchDoubleDummy(print);
}
