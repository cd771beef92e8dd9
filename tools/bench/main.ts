// `pnpm bench`: every benchmark of the project, figures measured in one run (report ratios, not seconds).
// `pnpm bench NAME` runs one: replay, strict-json, matchpoints, double-dummy, import, cli, session, store, server,
// load (the cold import of @bridgelaw/table), bundle (browser bundles of it).
import { benchBundle } from "./bundle.ts";
import { benchCli } from "./cli.ts";
import { benchDoubleDummy } from "./double-dummy.ts";
import { benchImport } from "./import.ts";
import { benchLoad } from "./load.ts";
import { benchMatchpoints } from "./matchpoints.ts";
import { benchReplay } from "./replay.ts";
import { benchServer } from "./server.ts";
import { benchSession } from "./session.ts";
import { benchStore } from "./store.ts";
import { benchStrictJson } from "./strict-json.ts";

const print = (line: string): void => console.log(line);
const only = process.argv[2];
const boards = Number(process.env.BENCH_BOARDS ?? 100_000);
if (only === undefined || only === "replay") {
  print("== replay (issue 2)");
  await benchReplay(print, boards);
}
if (only === undefined || only === "strict-json") {
  print("== strict JSON for log lines (issue 18)");
  benchStrictJson(print);
}
if (only === undefined || only === "matchpoints") {
  print("== matchpoints (issue 6)");
  benchMatchpoints(print);
}
if (only === undefined || only === "double-dummy") {
  print("== double-dummy solver (issue 5)");
  await benchDoubleDummy(print);
}
if (only === undefined || only === "import") {
  print("== PBN import of a tournament (issue 14: formerly a timed test)");
  benchImport(print);
}
if (only === undefined || only === "cli") {
  print("== bridgelaw start-up (issue 14)");
  benchCli(print, Number(process.env.BENCH_CLI_RUNS ?? 15));
}
if (only === undefined || only === "session") {
  print("== a session in one command (issue 29)");
  benchSession(print, Number(process.env.BENCH_SESSION_RUNS ?? 3));
}
if (only === undefined || only === "store") {
  print("== store (issue 19)");
  await benchStore(print, Number(process.env.BENCH_STORE_BOARDS ?? 100));
}
if (only === undefined || only === "server") {
  print("== live table server (issue 19)");
  await benchServer(print);
}
if (only === undefined || only === "load") {
  print("== cold import of @bridgelaw/table (issue 31)");
  benchLoad(print, Number(process.env.BENCH_LOAD_RUNS ?? 15));
}
if (only === undefined || only === "bundle") {
  print("== browser bundles of @bridgelaw/table (issue 31)");
  await benchBundle(print);
}
