// Issues 6 and 32: matchpoint a session of 1,000,000 generated results, and score it whole (`scoreSession`),
// each compared with sorting the same scores: ratios measured in one run, printed with their goals.
// Runnable alone: `npx tsx --conditions=source tools/bench/matchpoints.ts` (also from `pnpm bench`).
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { matchpointsByBoard, pointsScore, scoreSession, type TableResult } from "@bridgelaw/scoring";
import { evolveTable, initialTableState, type TableState, viewOf } from "@bridgelaw/table";
import { generateBoard } from "../src/generate.ts";

const ms = (t0: bigint): number => Number(process.hrtime.bigint() - t0) / 1e6;

/** How many boards are generated (and replayed) for their results; the session reuses these scores. */
const GENERATED = 4096;
/** Tables in a section: each session board is played 13 times. */
const TABLES = 13;
/** Distinct results a session board draws from (a real board has a handful of results and many ties). */
const WINDOW = 5;

/**
 * The session: `GENERATED` random legal boards (deal, auction, play) from `generateBoard`, each replayed by
 * the table Decider to its Law 77 score, give a pool of realistic scores (part-scores, games, slams,
 * penalties, passed-out boards, with each board's own vulnerability). Board b of the session (76,924 boards
 * of 13 tables for 1,000,000 results) takes a window of `WINDOW` consecutive pool scores, and each table
 * one of them by a deterministic hash: few distinct scores and many ties on each board, as at a club.
 * Generating a million full boards would take minutes and measure the generator, not the scoring.
 */
export const buildSession = (results = 1_000_000) => {
  const pool: number[] = [];
  for (let i = 0; i < GENERATED; i += 1) {
    const events = generateBoard(1 + i, 1 + (i % 32));
    const s: TableState = events.reduce(evolveTable, initialTableState);
    pool.push(viewOf(s).result?.score.NS ?? 0);
  }
  const boards = new Int32Array(results);
  const scores = new Float64Array(results);
  for (let i = 0; i < results; i += 1) {
    const board = Math.floor(i / TABLES);
    const table = i % TABLES;
    const pick = Math.imul(board ^ 0x9e3779b9, 31) + Math.imul(table + 1, 0x85ebca6b);
    boards[i] = board + 1;
    scores[i] = pool[(board * WINDOW + ((pick >>> 7) % WINDOW)) % GENERATED]!;
  }
  return { pool, boards, scores };
};

/** The same session as table results (Mitchell pair ids), for the whole session scoring. */
const asResults = (boards: Int32Array, scores: Float64Array): TableResult[] => {
  const out: TableResult[] = new Array(scores.length);
  for (let i = 0; i < scores.length; i += 1) {
    const table = i % TABLES;
    const s = pointsScore({ NS: scores[i]!, EW: -scores[i]! });
    out[i] = {
      board: boards[i]!,
      table: String(table + 1),
      pairs: { NS: `NS${table + 1}`, EW: `EW${((table + boards[i]!) % TABLES) + 1}` },
      NS: s,
      EW: s,
    };
  }
  return out;
};

/** The fastest of `runs` timings after a warm-up (the machine is shared: the least disturbed run). */
const best = (f: () => number, runs = 3): number => {
  f(); // warm-up
  let min = Number.POSITIVE_INFINITY;
  for (let i = 0; i < runs; i += 1) min = Math.min(min, f());
  return min;
};

/** `name: 3.80× (goal ≤ 5×)`: a figure as a ratio, with its goal (issue 32). */
const ratio = (name: string, x: number, goal: string): string =>
  `${name}: ${x.toFixed(x < 10 ? 2 : 1)}× (${goal})`;

/**
 * Prints the time to sort the session's scores, to matchpoint them (`matchpointsByBoard`), to score the
 * session whole (`scoreSession`: boards, frequency tables, ranking), and to read every board table of the
 * scored session, and each as a ratio to the sort with its goal. No test asserts a duration.
 */
export function benchMatchpoints(print: (line: string) => void): void {
  const t0 = process.hrtime.bigint();
  const { boards, scores } = buildSession();
  const n = scores.length;
  print(
    `session: ${n} results (${(n / TABLES) | 0}+ boards × ${TABLES} tables) from ${GENERATED} generated boards, built in ${ms(t0).toFixed(0)} ms`,
  );
  let sink = 0;
  const sortMs = best(() => {
    const copy = scores.slice();
    const t = process.hrtime.bigint();
    copy.sort();
    const d = ms(t);
    sink += copy[0]!;
    return d;
  });
  const mpMs = best(() => {
    const t = process.hrtime.bigint();
    const mp = matchpointsByBoard(boards, scores);
    const d = ms(t);
    sink += mp[0]!;
    return d;
  });
  print(`sort of the ${n} scores (Float64Array):   ${sortMs.toFixed(0)} ms`);
  print(`matchpoints of the session (78A):        ${mpMs.toFixed(0)} ms`);
  print(ratio("matchpoints 1M results / sort", mpMs / sortMs, "goal ≤ 1.2×, keep"));
  if (process.env.BENCH_SESSION !== "0") {
    const results = asResults(boards, scores);
    const sessionMs = best(() => {
      const t = process.hrtime.bigint();
      const s = scoreSession(results, { method: "mp" });
      const d = ms(t);
      sink += s.events[0]!.fields.length;
      return d;
    });
    // a pairs event's board tables (a row per result with its labels, the frequency tables) are made when
    // first read: what printing the travellers adds before any formatting
    const readMs = best(() => {
      const s = scoreSession(results, { method: "mp" });
      const t = process.hrtime.bigint();
      sink += s.events[0]!.boards.length;
      return ms(t);
    }, 1);
    print(
      `whole session (scoreSession: matchpoints, ranking; board tables made when read): ${sessionMs.toFixed(0)} ms`,
    );
    print(
      `then every board table read (a row per result, labels, frequency tables): ${readMs.toFixed(0)} ms`,
    );
    print(ratio("scoreSession 1M results / sort", sessionMs / sortMs, "goal ≤ 5×"));
    print(
      ratio(
        "scoreSession 1M results, then every board table read / sort",
        (sessionMs + readMs) / sortMs,
        "no goal: the travellers' rows as objects, before any printing",
      ),
    );
  }
  if (sink === Number.MIN_VALUE) print("");
}

// run alone (`npx tsx --conditions=source tools/bench/matchpoints.ts`), not when imported by `pnpm bench`
if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  benchMatchpoints((line) => console.log(line));
}
