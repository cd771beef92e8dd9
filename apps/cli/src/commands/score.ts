import { join } from "node:path";
import {
  type BoardTable,
  DEFAULT_ARTIFICIAL_SCORES,
  type EventScore,
  type PenaltyUnit,
  type RankingField,
  SESSION_METHODS,
  type SessionMethod,
  type SessionScore,
  scoreSession,
  type TableResult,
} from "@bridgelaw/scoring";
import type { BoardView } from "@bridgelaw/table";
import { Effect, FileSystem, Option } from "effect";
import { Argument, Command, Flag } from "effect/cli";
import { LogInvalid, UsageError } from "../errors.ts";
import { makeReader, printError, STDIN, sourceName, writeOut } from "../io.ts";
import { errorMessage, replaySource } from "./replay.ts";

/* ------------------------------------------------------------------------------------------------------ */
/* From replayed logs to the session's table results                                                      */
/* ------------------------------------------------------------------------------------------------------ */

/** What one log gives the session: a table result, or why not (a problem makes the run exit 1). */
export type SessionSource =
  | {
      readonly ok: true;
      readonly result: TableResult;
      readonly notes: readonly string[];
      /** A problem with a result still scored (no pair ids: compared with the others, not ranked). */
      readonly problem?: string;
    }
  | { readonly ok: false; readonly problem: string; readonly invalid: boolean };

/**
 * A replayed board as a session result: its event, board, table and pairs (from `BoardStarted`), each
 * side's score as applied (the table's, the Director's ruling, or the appeal's decision, Laws 79, 81–93),
 * its form when fouled (87), and the penalties in force (90, 91A). Notes: what keeps the score provisional
 * (an open ruling or appeal, 92B commentary).
 */
export const resultOf = (name: string, view: BoardView): SessionSource => {
  if (view.board === null) return { ok: false, problem: `${name}: no BoardStarted`, invalid: true };
  const { scores } = view;
  if (scores.NS === null || scores.EW === null) {
    return {
      ok: false,
      problem: `${name}: board ${view.board} has no score yet (phase ${view.phase}): left out of the session`,
      invalid: false,
    };
  }
  const notes: string[] = [];
  if (view.rulingsNeeded.length > 0) {
    notes.push(
      `${name}: board ${view.board}: a ruling is still needed (${view.rulingsNeeded.map((r) => `Law ${r.law}`).join(", ")}): the score is provisional`,
    );
  }
  const open = view.appeals.filter((a) => a.status === "lodged");
  if (open.length > 0) {
    notes.push(
      `${name}: board ${view.board}: an appeal is not decided yet (92, 93): the score is provisional`,
    );
  }
  const result: TableResult = {
    ...(view.event !== undefined && { event: view.event }),
    board: view.board,
    ...(scores.fouled !== null && { group: scores.fouled.form }),
    ...(view.deal !== null && { deal: `${view.deal} ${view.dealer} ${view.vulnerability}` }),
    ...(view.table !== undefined && { table: view.table }),
    pairs: {
      ...(view.pairs?.NS !== undefined && { NS: view.pairs.NS }),
      ...(view.pairs?.EW !== undefined && { EW: view.pairs.EW }),
    },
    NS: scores.NS,
    EW: scores.EW,
    label: scores.table?.result ?? "not played",
    laws: scores.laws,
    penalties: view.penalties
      .filter((p) => p.status === "in force" || p.status === "changed")
      .map((p) => ({
        side: p.side,
        law: p.law,
        amount: p.amount,
        unit: p.unit as PenaltyUnit,
        ...(p.text !== undefined && { text: p.text }),
      })),
    source: name,
    edition: view.edition,
  };
  if (view.pairs?.NS === undefined || view.pairs?.EW === undefined) {
    return {
      ok: true,
      result,
      notes,
      problem: `${name}: line 1: BoardStarted names no pair ids ("pairs": {"NS": …, "EW": …}): the result is compared but not ranked`,
    };
  }
  return { ok: true, result, notes };
};

/* ------------------------------------------------------------------------------------------------------ */
/* Printing                                                                                               */
/* ------------------------------------------------------------------------------------------------------ */

/** Columns: left-aligned text, right-aligned where `right[i]`. */
const grid = (
  header: readonly string[],
  rows: readonly (readonly string[])[],
  right: readonly boolean[],
): string[] => {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: readonly string[]) =>
    `  ${cells
      .map((c, i) => (right[i] ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join("  ")
      .trimEnd()}`;
  return [line(header), ...rows.map(line)];
};

const num = (x: number | undefined): string =>
  x === undefined ? "" : Number.isInteger(x) ? String(x) : x.toFixed(2);
const signedNum = (x: number): string => (x > 0 ? `+${num(x)}` : num(x));

const UNIT: Readonly<Record<SessionMethod, string>> = {
  mp: "MP",
  imp: "IMPs",
  "cross-imp": "IMPs",
  butler: "IMPs",
  total: "Points",
};

const boardHeading = (b: BoardTable): string => {
  const parts = [`Board ${b.board}`];
  if (b.group !== undefined) parts.push(`form ${b.group} (87B)`);
  if (b.top !== undefined) parts.push(`top ${num(b.top)}${b.factored ? ", Neuberg" : ""}`);
  if (b.datum !== undefined) parts.push(`datum NS ${b.datum.NS ?? "—"}, EW ${b.datum.EW ?? "—"}`);
  return parts.join("   ");
};

const renderBoard = (b: BoardTable, method: SessionMethod): string[] => {
  const unit = UNIT[method];
  const mp = method === "mp";
  const header = ["Table", "NS", "EW", "Result", "Score NS", "Score EW", `${unit} NS`, `${unit} EW`];
  if (mp) header.push("% NS", "% EW");
  header.push("Laws");
  const rows = b.rows.map((r) => {
    const cells = [
      r.table ?? "",
      r.pairs.NS ?? "?",
      r.pairs.EW ?? "?",
      r.label,
      r.scores.NS,
      r.scores.EW,
      mp ? num(r.NS) : signedNum(r.NS),
      mp ? num(r.EW) : signedNum(r.EW),
    ];
    if (mp) cells.push(num(r.NSPercent), num(r.EWPercent));
    cells.push(r.laws.filter((l) => l !== "77").join(" "));
    return cells;
  });
  const right = header.map((h) => /(MP|IMPs|Points|%|Score)/.test(h));
  const out = [boardHeading(b), ...grid(header, rows, right)];
  if (b.frequencies !== undefined && b.frequencies.NS.length > 0) {
    out.push("  Frequencies (NS)");
    out.push(
      ...grid(
        ["Score", "Freq", "MP"],
        b.frequencies.NS.map((f) => [
          signedNum(f.score),
          num(Math.round(f.frequency * 100) / 100),
          num(f.matchpoints),
        ]),
        [true, true, true],
      ).map((l) => `  ${l}`),
    );
  }
  return out;
};

const renderField = (f: RankingField, method: SessionMethod, vp: boolean): string[] => {
  const mp = method === "mp";
  const header = ["Rank", "Pair", "Boards", UNIT[method], "Penalty", "Total"];
  if (mp) header.push("Top", "%");
  if (vp) header.push("VP");
  const rows = f.ranking.map((e) => {
    const cells = [String(e.rank), e.pair, String(e.boards), num(e.score), num(e.penalties), num(e.total)];
    if (mp) cells.push(num(e.top), num(e.percent));
    if (vp) cells.push(num(e.vp));
    return cells;
  });
  const title = f.name === "all" ? "Ranking" : `Ranking ${f.name === "NS" ? "North-South" : "East-West"}`;
  return [
    title,
    ...grid(
      header,
      rows,
      header.map((h) => h !== "Pair"),
    ),
  ];
};

const renderEvent = (ev: EventScore): string[] => {
  const out = [`${ev.event ?? "Session"}: ${ev.description}`, ""];
  for (const b of ev.boards) out.push(...renderBoard(b, ev.method), "");
  if (ev.matches !== undefined && ev.matches.length > 0) {
    out.push("Matches");
    const vp = ev.matches.some((m) => m.teams[0].vp !== undefined);
    const header = ["Boards", "Team", "IMPs", ...(vp ? ["VP"] : []), "Team", "IMPs", ...(vp ? ["VP"] : [])];
    const rows = ev.matches.map((m) => [
      String(m.boards),
      ...m.teams.flatMap((t) => [t.team, signedNum(t.imps), ...(vp ? [num(t.vp)] : [])]),
    ]);
    out.push(
      ...grid(
        header,
        rows,
        header.map((h) => h !== "Team"),
      ),
      "",
    );
  }
  const vp = ev.fields.some((f) => f.ranking.some((e) => e.vp !== undefined));
  for (const f of ev.fields) out.push(...renderField(f, ev.method, vp), "");
  return out;
};

/** The session as text: each event's board tables, matches and rankings, then the warnings. */
export const renderSession = (s: SessionScore): string => {
  const out: string[] = [];
  for (const ev of s.events) out.push(...renderEvent(ev));
  if (s.warnings.length > 0) out.push("Warnings", ...s.warnings.map((w) => `  ${w}`), "");
  return `${out.join("\n").trimEnd()}\n`;
};

/* ------------------------------------------------------------------------------------------------------ */
/* The command                                                                                            */
/* ------------------------------------------------------------------------------------------------------ */

export interface ScoreOptions {
  readonly paths: readonly string[];
  readonly method: SessionMethod;
  readonly vp: Option.Option<number>;
  readonly vpScale: "continuous" | "discrete";
  readonly maxAveragePlus: Option.Option<string>;
  readonly movementAveragePlus: boolean;
  readonly knockout: boolean;
  readonly knockoutAverage: Option.Option<boolean>;
  readonly json: boolean;
}

/** `--max-average-plus`: a whole number of boards, or `none` (12C2(d)). */
const averagePlusLimit = (text: string): number | null =>
  text === "none" ? Number.POSITIVE_INFINITY : /^\d+$/.test(text) ? Number(text) : null;

/**
 * The logs to read: each file as given, every `*.jsonl` of a directory (in name order), `-` standard input.
 * A directory without logs is a problem.
 */
const expand = (paths: readonly string[]) =>
  Effect.gen(function* () {
    const fs = yield* FileSystem.FileSystem;
    const files: string[] = [];
    const empty: string[] = [];
    for (const path of paths) {
      const info = path === STDIN ? undefined : yield* Effect.result(fs.stat(path));
      if (info?._tag === "Success" && info.success.type === "Directory") {
        const names = yield* Effect.result(fs.readDirectory(path));
        const logs = names._tag === "Success" ? names.success.filter((n) => n.endsWith(".jsonl")).sort() : [];
        if (logs.length === 0) empty.push(`${path}: no *.jsonl log in the directory`);
        files.push(...logs.map((n) => join(path, n)));
      } else files.push(path);
    }
    return { files, empty };
  });

/**
 * `bridgelaw score`: replays every log, groups the results by event and board, scores the session by the
 * method and prints the board-by-board tables and the ranking (or one JSON object). A log that is invalid
 * or unreadable is reported on standard error (file and line) and left out; the run then exits 1.
 */
export const runScore = (options: ScoreOptions) =>
  Effect.gen(function* () {
    const limit = Option.map(options.maxAveragePlus, averagePlusLimit);
    if (Option.isSome(limit) && limit.value === null) {
      return yield* new UsageError({
        message: `score: --max-average-plus takes a whole number of boards or "none", not "${Option.getOrThrow(options.maxAveragePlus)}"`,
      });
    }
    const readSource = makeReader();
    const { files, empty } = yield* expand(options.paths);
    const results: TableResult[] = [];
    const problems: string[] = [...empty];
    const notes: string[] = [];
    let invalid = empty.length;
    for (const path of files) {
      const name = sourceName(path);
      const read = yield* Effect.result(readSource(path));
      if (read._tag === "Failure") {
        problems.push(read.failure.message);
        invalid += 1;
        continue;
      }
      const outcome = replaySource(name, read.success);
      if (outcome.problem !== undefined) {
        problems.push(outcome.problem);
        invalid += 1;
        continue;
      }
      let source: SessionSource;
      try {
        source = resultOf(name, outcome.replay.view);
      } catch (e) {
        source = { ok: false, problem: `${name}: internal error: ${errorMessage(e)}`, invalid: true };
      }
      if (source.ok) {
        results.push(source.result);
        notes.push(...source.notes);
        if (source.problem !== undefined) {
          problems.push(source.problem);
          invalid += 1;
        }
      } else {
        problems.push(source.problem);
        if (source.invalid) invalid += 1;
      }
    }
    let session: SessionScore;
    try {
      session = scoreSession(results, {
        method: options.method,
        ...(Option.isSome(options.vp) && { vp: { boards: options.vp.value, scale: options.vpScale } }),
        ...(options.knockout && { knockout: true }),
        ...(Option.isSome(options.knockoutAverage) && { knockoutAverage: options.knockoutAverage.value }),
        artificial: {
          ...DEFAULT_ARTIFICIAL_SCORES,
          ...(Option.isSome(limit) && limit.value !== null && { maxAveragePlusPerSession: limit.value }),
          averagePlusForMovementError: options.movementAveragePlus,
        },
      });
    } catch (e) {
      yield* printError(`bridgelaw score: ${errorMessage(e)}`);
      return yield* new LogInvalid({ count: 1 });
    }
    for (const p of problems) yield* printError(p);
    if (options.json) {
      const out = { format: 1, sources: files.length, results: results.length, ...session, notes, problems };
      yield* writeOut(`${JSON.stringify(out)}\n`);
    } else {
      const text = renderSession({ ...session, warnings: [...notes, ...session.warnings] });
      yield* writeOut(results.length === 0 ? "No results to score.\n" : text);
    }
    if (invalid > 0) return yield* new LogInvalid({ count: invalid });
  });

export const scoreCommand = Command.make(
  "score",
  {
    paths: Argument.String("log").pipe(
      Argument.withDescription(
        "board logs (JSON Lines), or directories: every *.jsonl in them; - reads standard input",
      ),
      Argument.variadic({ min: 1 }),
    ),
    method: Flag.Literals("method", SESSION_METHODS).pipe(
      Flag.withDescription(
        "mp: matchpoints (78A, Neuberg); imp: IMPs (78B) of team matches, or against the datum for pairs; cross-imp; butler; total: total points (78C)",
      ),
      Flag.withDefault("mp" as SessionMethod),
    ),
    vp: Flag.Int("vp").pipe(
      Flag.withDescription(
        "team matches: convert each match's IMPs to victory points on the WBF 2013 scale for N boards",
      ),
      Flag.optional,
    ),
    vpScale: Flag.Literals("vp-scale", ["continuous", "discrete"] as const).pipe(
      Flag.withDescription("the WBF scale: continuous (two decimals, default) or discrete (whole VPs)"),
      Flag.withDefault("continuous" as const),
    ),
    maxAveragePlus: Flag.String("max-average-plus").pipe(
      Flag.withDescription(
        "12C2(d): at most N average-plus per contestant in the session, later ones scored average (default 2, the WBFLC's recommendation; none: no limit, as the 2007 Code)",
      ),
      Flag.optional,
    ),
    movementAveragePlus: Flag.Boolean("movement-average-plus").pipe(
      Flag.withDescription(
        "12C2(d): allow average-plus for a board lost to a movement error (default: average, as the WBFLC recommends)",
      ),
      Flag.withDefault(false),
    ),
    knockout: Flag.Boolean("knockout").pipe(
      Flag.withDescription("conditions of contest: the team matches are knockout matches (12C4)"),
      Flag.withDefault(false),
    ),
    knockoutAverage: Flag.Boolean("knockout-average").pipe(
      Flag.withDescription(
        "knockout: give both teams the average of a non-balancing adjusted score (12C4; default: on for boards under the 2007 Code, off under 2017)",
      ),
      Flag.optional,
    ),
    json: Flag.Boolean("json").pipe(
      Flag.withDescription("print the session as one JSON object: board tables, rankings, matches, warnings"),
      Flag.withDefault(false),
    ),
  },
  runScore,
).pipe(
  Command.withDescription(
    "Score a session: replay the logs of many tables (the movement comes from each BoardStarted's pairs), group the results by event and board (and by form on a fouled board, Law 87), apply every adjusted score, appeal decision and penalty (Laws 12, 79, 90, 93), and print each board's frequency table and the ranking. Exit 0 when every log is valid, 1 when a log is invalid or unreadable (reported with its file and line, the others still scored), 2 on a usage error.",
  ),
  Command.withShortDescription("score a session of board logs"),
  Command.withExamples([
    {
      command: "bridgelaw score examples/session/pairs --method mp",
      description: "matchpoints and the ranking",
    },
    {
      command: "bridgelaw score examples/session/teams --method imp --vp 2",
      description: "team matches in VPs",
    },
    { command: "bridgelaw score --json logs/*.jsonl", description: "one JSON object for machines" },
  ]),
);
