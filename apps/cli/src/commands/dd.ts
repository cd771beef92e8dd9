import { type Deal, formatDeal, type Vulnerability } from "@bridgelaw/cards";
import { type DdTable, ddTable, par } from "@bridgelaw/double-dummy";
import { decodeText } from "@bridgelaw/formats";
import { Effect, FileSystem, Option, Stdio, Stream } from "effect";
import { Argument, Command, Flag } from "effect/cli";
import { allowBrokenFlag } from "../chain.ts";
import { LogInvalid, UsageError } from "../errors.ts";
import { expandPaths, printError, readFailureReason, STDIN, sourceName, writeData, writeOut } from "../io.ts";
import { startProgress } from "../progress.ts";
import { handRecordsHtml } from "../render/hand-records.ts";
import { labelled, t, tEnglish } from "../texts.ts";
import { seconds, startJobs, threadsFor, workersFlag, workersOf } from "../workers.ts";
import { boardsOfFile, type DdBoard, type DdInput, readDeal } from "./dd-input.ts";
import { type DdSolved, ddJson, ddPbn, renderDd } from "./dd-output.ts";
import { errorMessage } from "./replay.ts";

export { ddJson, ddPbn, renderDd } from "./dd-output.ts";

export type DdFormat = "text" | "json" | "pbn" | "html";

/**
 * What makes boards one deal in hand records (`--format pbn` and `html`): the same cards in the same hands,
 * the same board number, dealer and vulnerability (Law 2). A session's file repeats the deal at every table
 * that played it: its hand record is printed once.
 */
export const dealKey = (b: DdBoard): string =>
  `${formatDeal(b.deal)}|${b.board ?? ""}|${b.dealer}|${b.vulnerability}`;

export interface DdOptions {
  readonly deals: readonly string[];
  readonly file: Option.Option<string>;
  readonly vul: Vulnerability;
  readonly json: boolean;
  readonly format: Option.Option<DdFormat>;
  readonly workers: Option.Option<number>;
  readonly allowBroken: boolean;
}

/** What solving gave for each distinct deal: its table, or why the solver refused it. */
type Outcome =
  | { readonly ok: true; readonly table: DdTable }
  | { readonly ok: false; readonly problem: string };

/** A deal's table as its outcome, or why the solver refused it. */
const settle = (table: Promise<DdTable>): Promise<Outcome> =>
  table.then(
    (t): Outcome => ({ ok: true, table: t }),
    (e: unknown): Outcome => ({ ok: false, problem: errorMessage(e) }),
  );

/**
 * The text of `--file` (standard input for `-`): UTF-8, or Latin-1 when it is not UTF-8, as PBN files
 * written to the 2.1 standard (ISO 8859-1) are.
 */
const readDealsFile = (path: string) =>
  Effect.gen(function* () {
    if (path === STDIN) {
      const chunks = yield* Stream.runCollect((yield* Stdio.Stdio).stdin);
      return decodeText(Uint8Array.from(chunks.flatMap((c) => [...c])));
    }
    return decodeText(yield* (yield* FileSystem.FileSystem).readFile(path));
  }).pipe(Effect.mapError((e) => t("cannotRead", { name: sourceName(path), reason: readFailureReason(e) })));

/**
 * Hand records in the order of their board numbers (a number first, then any other name in order, then those
 * without one), each board's records in the order read.
 */
const inBoardOrder = (records: readonly DdSolved[]): DdSolved[] => {
  const key = (r: DdSolved): [number, string] => {
    const b = r.board.board;
    if (b === undefined) return [Number.POSITIVE_INFINITY, ""];
    return /^\d+$/.test(b) ? [Number(b), ""] : [Number.MAX_SAFE_INTEGER, b];
  };
  return records
    .map((r, i) => ({ r, i, k: key(r) }))
    .sort((x, y) => x.k[0] - y.k[0] || (x.k[1] < y.k[1] ? -1 : x.k[1] > y.k[1] ? 1 : 0) || x.i - y.i)
    .map((x) => x.r);
};

/**
 * `bridgelaw dd`: for each board in order (the arguments, then the file's), its double-dummy table and par,
 * as text, one JSON object per line, or PBN hand records. The distinct deals are solved once each, on every
 * core (`--workers`), with a progress bar on a terminal; for more than one board the time taken is printed on
 * standard error. A board that cannot be read or solved is reported on standard error (one line) and makes
 * the run exit 1 after the last board; no deal at all is a usage error (exit 2).
 */
export const runDd = (options: DdOptions) =>
  Effect.gen(function* () {
    const format: DdFormat = Option.getOrElse(options.format, () => (options.json ? "json" : "text"));
    if (options.json && format !== "json") {
      return yield* new UsageError({ message: t("ddJsonFormat", { format }) });
    }
    const workers = yield* workersOf("dd", options.workers);
    const inputs: DdInput[] = options.deals.map((text, i) =>
      readDeal(t("ddWhereDeal", { n: String(i + 1) }), text, options.vul),
    );
    if (Option.isSome(options.file)) {
      // a directory: every board log and PBN file in it, in name order (a session imported or played)
      const expanded = yield* expandPaths(
        [options.file.value],
        [".jsonl", ".pbn"],
        "*.jsonl log or *.pbn file",
      );
      if (expanded.empty.length > 0) {
        for (const line of expanded.empty) yield* printError(line);
        return yield* new LogInvalid({ count: expanded.empty.length });
      }
      for (const path of expanded.files) {
        const read = yield* Effect.result(readDealsFile(path));
        if (read._tag === "Failure") {
          yield* printError(read.failure);
          return yield* new LogInvalid({ count: 1 });
        }
        const boards = boardsOfFile(sourceName(path), read.success, options.vul, {
          allowBroken: options.allowBroken,
        });
        if (boards.length === 0) {
          yield* printError(t("ddNoDeal", { name: sourceName(path) }));
          return yield* new LogInvalid({ count: 1 });
        }
        inputs.push(...boards);
      }
    }
    if (inputs.length === 0) {
      return yield* new UsageError({ message: t("usageDdDeals") });
    }
    // Each distinct deal is solved once (a session file repeats a board's deal at every table).
    const keyOf = new Map<DdInput, number>();
    const distinct = new Map<string, number>();
    const deals: Deal[] = [];
    for (const input of inputs) {
      if (!input.ok) continue;
      const key = formatDeal(input.board.deal);
      if (!distinct.has(key)) {
        distinct.set(key, deals.length);
        deals.push(input.board.deal);
      }
      keyOf.set(input, distinct.get(key)!);
    }
    const { used, text: threads } = threadsFor(workers, deals.length);
    const bar = startProgress(t("ddSolving", { n: deals.length, threads }), deals.length);
    const start = performance.now();
    // one deal on this thread, more on the pool (with one worker too, so that this thread keeps the progress
    // bar moving and prints boards as they are solved)
    const solving = startJobs(
      deals,
      used,
      (d) => ddTable(d),
      (pool, d) => pool.table(d),
      () => bar.advance(),
    );
    // Boards are printed in order as they are solved; on a terminal, after the progress bar is done.
    if (process.stdout.isTTY === true) {
      yield* Effect.promise(() => Promise.all(deals.map((_, i) => settle(solving.result(i)))));
    }
    let problems = 0;
    let printed = 0;
    // hand records: one per deal, however many tables played it
    const records = format === "pbn" || format === "html";
    const recorded = new Set<string>();
    const page: DdSolved[] = [];
    const deferred: string[] | undefined = process.stderr.isTTY === true ? [] : undefined;
    yield* Effect.gen(function* () {
      for (const input of inputs) {
        const outcome = input.ok
          ? yield* Effect.promise(() => settle(solving.result(keyOf.get(input)!)))
          : undefined;
        if (!input.ok || !outcome?.ok) {
          problems += 1;
          const where = input.ok ? input.board.where : input.where;
          const problem = !input.ok
            ? input.problem
            : outcome?.ok === false
              ? outcome.problem
              : t("ddNotSolved");
          // Beside a progress bar (standard error on a terminal), after it.
          if (deferred !== undefined) deferred.push(labelled(where, problem));
          else yield* printError(labelled(where, problem));
          continue;
        }
        const b = input.board;
        if (records) {
          const key = dealKey(b);
          if (recorded.has(key)) continue;
          recorded.add(key);
        }
        const r: DdSolved = {
          board: b,
          table: outcome.table,
          par: par(outcome.table, b.vulnerability, b.dealer),
        };
        printed += 1;
        if (records) {
          page.push(r);
          continue;
        }
        const text = format === "json" ? `${ddJson(r)}\n` : renderDd(r);
        yield* (format === "json" ? writeData : writeOut)(
          `${printed > 1 && format !== "json" ? "\n" : ""}${text}`,
        );
      }
      // hand records in board order (a directory's logs come in name order: board-10 before board-2)
      const ordered = inBoardOrder(page);
      if (format === "html" && ordered.length > 0) yield* writeData(handRecordsHtml(ordered));
      if (format === "pbn")
        for (const [i, r] of ordered.entries()) yield* writeData(`${i > 0 ? "\n" : ""}${ddPbn(r, i)}`);
    }).pipe(Effect.ensuring(Effect.promise(() => solving.close())));
    const ms = performance.now() - start;
    bar.done(t("ddSolved", { n: deals.length }));
    for (const line of deferred ?? []) yield* printError(line);
    const boards = inputs.length - problems;
    if (boards > 1) {
      yield* printError(
        t("ddTimes", {
          boards,
          n: deals.length,
          s: seconds(ms),
          threads,
          perDeal: (ms / deals.length).toFixed(1),
          perBoard: (ms / boards).toFixed(1),
          records: records ? printed : "absent",
        }),
      );
    }
    if (problems > 0) return yield* new LogInvalid({ count: problems });
  });

export const ddCommand = Command.make(
  "dd",
  {
    deals: Argument.String("deal").pipe(
      Argument.withDescription(
        'PBN deal strings, each one argument: "N:AKQ2.KJ5.T98.A43 JT9.AQ8.765.KQJ2 …"',
      ),
      Argument.variadic(),
    ),
    file: Flag.String("file").pipe(
      Flag.withMetavar("F"),
      Flag.withDescription(
        "a PBN file (boards with their Deal, Dealer and Vulnerable tags: hand records, session files), a directory (every board log and PBN file in it: a session), a board log (JSON Lines: its deal, dealer and vulnerability; a sealed log's chain checked first) or a file of deals, one a line (a PBN deal string, a PBN [Deal] tag or a DDS PBN line); - reads standard input",
      ),
      Flag.optional,
    ),
    vul: Flag.Literals("vul", ["None", "NS", "EW", "All"] as const).pipe(
      Flag.withDescription(
        "the vulnerability par is computed for when the board does not give one (default None)",
      ),
      Flag.withDefault("None" as Vulnerability),
    ),
    json: Flag.Boolean("json").pipe(
      Flag.withDescription("the same as --format json"),
      Flag.withDefault(false),
    ),
    format: Flag.Literals("format", ["text", "json", "pbn", "html"] as const).pipe(
      Flag.withDescription(
        'text (default); json: one object a board, a line each: {"board"?, "dealer"?, "deal", "vulnerability", "table": {"N": {"S", "H", "D", "C", "NT"}, …}, "par": {"NS", "contracts"}}; pbn: a PBN hand record a deal (the tables that played the same deal share one) with DoubleDummyTricks, OptimumScore, ParContract and OptimumResultTable; html: a printable page of hand records, several deals a page, each with its diagram, HCP, double-dummy table and par',
      ),
      Flag.optional,
    ),
    workers: workersFlag("solve deals"),
    allowBroken: allowBrokenFlag,
  },
  runDd,
).pipe(
  Command.withDescription(
    "Print the double-dummy table of each deal (tricks for each declarer in each strain, the opening lead by declarer's left-hand opponent) and its par score from North-South's side, with the dealer bidding first and the board's vulnerability. Exit 0 when every deal was solved, 1 when a deal could not be read, 2 on a usage error.",
  ),
  Command.withShortDescription(tEnglish("summary", { command: "dd" })),
  Command.withExamples([
    {
      command: 'bridgelaw dd "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3"',
      description: "one deal",
    },
    {
      command: "bridgelaw dd --file deals.txt --vul All --json",
      description: "a JSON line for each deal of a file",
    },
    {
      command: "bridgelaw dd --file session.pbn --format pbn > records.pbn",
      description: "hand records of a PBN session: tables and par for each board's dealer and vulnerability",
    },
    {
      command: "bridgelaw dd --file session/ --format html > records.html",
      description: "printable hand records of a session's logs: one per deal, diagram, HCP, table and par",
    },
  ]),
);
