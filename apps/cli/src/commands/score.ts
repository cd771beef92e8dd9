import {
  carryOverOf,
  checkMovement,
  DEFAULT_ARTIFICIAL_SCORES,
  type Movement,
  readMovementFile,
  SESSION_METHODS,
  type SessionMethod,
  type SessionScore,
  scoreSession,
  type TableResult,
} from "@bridgelaw/scoring";
import { type BoardView, tableResultOf } from "@bridgelaw/table";
import { describe } from "@bridgelaw/words";
import { Effect, FileSystem, Option } from "effect";
import { Argument, Command, Flag } from "effect/cli";
import { allowBrokenFlag } from "../chain.ts";
import { LogInvalid, UsageError } from "../errors.ts";
import {
  expandLogPaths,
  makeReader,
  printError,
  readFailureReason,
  sourceName,
  typeset,
  writeData,
} from "../io.ts";
import { inEnglish } from "../lang.ts";
import { startProgress } from "../progress.ts";
import { findingText } from "../render/movement-findings.ts";
import { publicationOf } from "../render/publication.ts";
import { scoreCardsOf } from "../render/score-cards.ts";
import { publicationCsv } from "../render/score-csv.ts";
import { publicationHtml } from "../render/score-html.ts";
import {
  type ProvisionalNote,
  provisionalText,
  type RowStanding,
  recapsOf,
  rowStanding,
  type ScoreReport,
  type Unscored,
  withStandings,
} from "../render/score-report.ts";
import { publicationText } from "../render/score-text.ts";
import { tableResultLabel } from "../render/standing.ts";
import { t, tEnglish } from "../texts.ts";
import { applyMovement, type MovementFile, type Place, readMovement } from "./movement.ts";
import { movementOfLog } from "./movement-of-log.ts";
import { errorMessage, replaySource } from "./replay.ts";
import { expectedHead, verifySession } from "./verify.ts";

/* ------------------------------------------------------------------------------------------------------ */
/* From replayed logs to the session's table results                                                      */
/* ------------------------------------------------------------------------------------------------------ */

/** What one log gives the session: a table result, or why not (a problem makes the run exit 1). */
export type SessionSource =
  | {
      readonly ok: true;
      readonly result: TableResult;
      readonly place: Place;
      /** Which score applies, its mark and why (the board's standing), for the rows of the output. */
      readonly standing: RowStanding;
      readonly notes: readonly ProvisionalNote[];
      /** A problem with a result still scored (no pair ids: compared with the others, not ranked). */
      readonly problem?: string;
    }
  | { readonly ok: false; readonly unscored: Unscored }
  | { readonly ok: false; readonly problem: string; readonly invalid: boolean };

/** The event a result is scored in: the event, and its section (a field scored on its own). */
const eventOf = (view: BoardView): string | undefined =>
  view.section === undefined ? view.event : `${view.event ?? "Session"} — ${view.section}`;

/**
 * A replayed board as a session result: `tableResultOf(view)` of `@bridgelaw/table` (its event and section,
 * board, pairs, teams and players, each side's score that applies from the board's standing, Laws 77, 79,
 * 12C, 64C, 70, 93, the penalties in force, 90, 91A: never derived here), labelled with the table result in
 * words (corrected with what was recorded); with `standing`, which score applies, its mark and why, for the
 * rows of the output.
 * Notes: what keeps the score provisional (an open ruling or appeal, 92B commentary). A board with no
 * result at this table is `unscored`: its score is the Director's to decide (Law 12C2), never guessed.
 */
export const resultOf = (name: string, view: BoardView): SessionSource => {
  if (view.board === null) return { ok: false, problem: t("errNoBoardStarted", { name }), invalid: true };
  const { standing } = view;
  // the table result from the board's standing (`tableResultOf`, @bridgelaw/table); its label in words here
  const result = tableResultOf(view, { source: name, label: tableResultLabel(standing) });
  if (result === null) {
    const event = eventOf(view);
    // played, and no score until the Director rules (13, 14: the deal's size; 13D: a result cancelled)
    const awaiting = view.phase === "complete" ? [...new Set(view.rulingsNeeded.map((r) => r.law))] : [];
    return {
      ok: false,
      unscored: {
        source: name,
        ...(event !== undefined && { event }),
        board: view.board,
        ...(view.table !== undefined && { table: view.table }),
        ...(view.room !== undefined && { room: view.room }),
        pairs: view.pairs ?? {},
        state:
          view.phase === "auction" && view.auction.calls.length === 0
            ? "not played"
            : awaiting.length > 0
              ? "awaiting ruling"
              : "unfinished",
        phase: `phase ${view.phase}`,
        ...(awaiting.length > 0 && { awaiting }),
      },
    };
  }
  const notes: ProvisionalNote[] = [];
  if (view.rulingsNeeded.length > 0)
    notes.push({
      kind: "ruling",
      source: name,
      board: view.board,
      laws: view.rulingsNeeded.map((r) => r.law),
    });
  const open = view.appeals.filter((a) => a.status === "lodged");
  if (open.length > 0) notes.push({ kind: "appeal", source: name, board: view.board });
  const place: Place = {
    ...(view.event !== undefined && { event: view.event }),
    ...(view.section !== undefined && { section: view.section }),
    ...(view.round !== undefined && { round: view.round }),
    ...(view.table !== undefined && { table: view.table }),
    ...(view.room !== undefined && { room: view.room }),
    board: view.board,
  };
  return { ok: true, result, place, standing: rowStanding(standing), notes };
};

/* ------------------------------------------------------------------------------------------------------ */
/* The command                                                                                            */
/* ------------------------------------------------------------------------------------------------------ */

export const SCORE_FORMATS = ["text", "csv", "json", "html"] as const;
export type ScoreFormat = (typeof SCORE_FORMATS)[number];

export interface ScoreOptions {
  readonly paths: readonly string[];
  /** The method; none: team matches at IMPs when every log names its teams, else matchpoints. */
  readonly method: Option.Option<SessionMethod>;
  readonly vp: Option.Option<number>;
  readonly vpScale: "continuous" | "discrete";
  readonly maxAveragePlus: Option.Option<string>;
  readonly movementAveragePlus: boolean;
  readonly knockout: boolean;
  readonly knockoutAverage: Option.Option<boolean>;
  readonly json: boolean;
  readonly format: ScoreFormat;
  readonly travellers: boolean;
  readonly recaps: boolean;
  /** Personal score cards: each contestant's recap alone, one a page (`render/score-cards.ts`). */
  readonly cards?: boolean;
  readonly pair: readonly string[];
  readonly minBoards: Option.Option<number>;
  /** Movement files: a seating file, or movements of format 1 (each for the logs in its own directory). */
  readonly movement: readonly string[];
  readonly out: Option.Option<string>;
  readonly allowBroken: boolean;
  /** A session manifest whose logs are scored, every one checked against it first (`--manifest`). */
  readonly manifest: Option.Option<string>;
  /** The manifest's head, as published (`--head`, with `--manifest`). */
  readonly head: Option.Option<string>;
}

/**
 * The method of scoring: the one asked for, else what the logs say: team matches at IMPs (78B, victory
 * points on the WBF scale) when every result names its two teams (HomeTeam/VisitTeam of the file), else
 * matchpoints (78A). Butler only when asked (`--method imp` or `butler` for a pairs event). `chosen`: the
 * notice that says which and why, when the logs chose.
 */
export const methodOf = (
  asked: Option.Option<SessionMethod>,
  results: readonly TableResult[],
): { method: SessionMethod; chosen?: string } => {
  if (Option.isSome(asked)) return { method: asked.value };
  const teams =
    results.length > 0 && results.every((r) => r.teams?.NS !== undefined && r.teams.EW !== undefined);
  return teams
    ? {
        method: "imp",
        chosen:
          "Scored as team matches at IMPs (78B) with victory points (78D): every log names its two teams (HomeTeam/VisitTeam); --method chooses another method",
      }
    : { method: "mp" };
};

/** `--max-average-plus`: a whole number of boards, or `none` (12C2(d)). */
const averagePlusLimit = (text: string): number | null =>
  text === "none" ? Number.POSITIVE_INFINITY : /^\d+$/.test(text) ? Number(text) : null;

/**
 * Pair and team ids that differ only in letter case (or, for a pair named by its players, in the order of the
 * two names) are one contestant (players' names on BBO and in most files are not case-sensitive: `Nasi Putih`
 * and `nasi putih`): each takes the spelling most of its results use, never silently: a notice in every
 * format names the spellings merged.
 */
export const sameIdsInAnyCase = (
  results: readonly TableResult[],
): { results: TableResult[]; merged: string[] } => {
  const spellings = new Map<string, Map<string, number>>();
  // a pair named by its players: the same two names in any case and either order ("BMX & walkos", "walkos & bmx")
  const keyOf = (id: string): string =>
    id
      .split(" & ")
      .map((x) => x.trim().toLocaleLowerCase())
      .sort()
      .join(" & ");
  const count = (id: string | undefined): void => {
    if (id === undefined) return;
    const key = keyOf(id);
    const m = spellings.get(key) ?? new Map<string, number>();
    m.set(id, (m.get(id) ?? 0) + 1);
    spellings.set(key, m);
  };
  for (const r of results) {
    for (const sides of [r.pairs, r.teams ?? {}]) {
      count(sides.NS);
      count(sides.EW);
    }
  }
  const canonical = new Map<string, string>();
  const merged: string[] = [];
  for (const m of spellings.values()) {
    if (m.size < 2) continue;
    const [main] = [...m].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]!;
    for (const id of m.keys()) if (id !== main) canonical.set(id, main);
    merged.push(
      `${[...m.keys()]
        .filter((id) => id !== main)
        .map((id) => `"${id}"`)
        .join(
          ", ",
        )} taken as "${main}": the same names spelt another way (letter case or order); check that they are one contestant`,
    );
  }
  if (canonical.size === 0) return { results: [...results], merged };
  const fix = <T extends { NS?: string; EW?: string }>(sides: T): T => ({
    ...sides,
    ...(sides.NS !== undefined && { NS: canonical.get(sides.NS) ?? sides.NS }),
    ...(sides.EW !== undefined && { EW: canonical.get(sides.EW) ?? sides.EW }),
  });
  return {
    results: results.map((r) => ({
      ...r,
      pairs: fix(r.pairs),
      ...(r.teams !== undefined && { teams: fix(r.teams) }),
    })),
    merged,
  };
};

/** The session in the format asked for: one publication (`publicationOf`), printed in that format. */
export const renderScore = (report: ScoreReport, format: ScoreFormat, cards = false): string => {
  if (format === "text" && report.results === 0 && report.unscored.length === 0) return `${t("noResults")}\n`;
  // the JSON output keeps its English titles whatever --lang says
  const published = format === "json" ? inEnglish(() => publicationOf(report)) : publicationOf(report);
  const publication = cards ? scoreCardsOf(published, report) : published;
  switch (format) {
    case "text":
      return publicationText(publication);
    case "csv":
      return publicationCsv(publication);
    case "html":
      return publicationHtml(publication, { cardPerPage: cards });
    case "json":
      return `${JSON.stringify({
        format: 1,
        sources: report.sources,
        results: report.results,
        ...withStandings(report.session, report.standings),
        notices: publication.notices,
        // each question with its words (English, as every JSON output)
        rulingsNeeded: report.session.rulingsNeeded.map((q) => ({ ...q, text: describe(q, "en") })),
        unscored: report.unscored,
        notes: inEnglish(() => report.provisional.map(provisionalText)),
        problems: report.problems,
        ...(report.show.recaps && {
          recaps: report.session.events.map((ev) => ({
            ...(ev.event !== undefined && { event: ev.event }),
            recaps: recapsOf(ev, report.show.pairs, report.standings),
          })),
        }),
        // what text, CSV and HTML print: the ranking, the matches, the travellers and recaps, as tables
        publication,
      })}\n`;
  }
};

/**
 * `bridgelaw score`: replays every log, groups the results by event and board, scores the session by the
 * method and prints the rankings (with `--travellers` the board-by-board results, with `--recaps` each
 * pair's boards) as text, CSV, JSON or a standalone HTML page. A log that is invalid or unreadable is
 * reported on standard error (file and line) and left out; the run then exits 1. A board with no result at
 * a table is listed for the Director (Law 12C2), not guessed, and does not change the exit code.
 */
export const runScore = (options: ScoreOptions) =>
  Effect.gen(function* () {
    const limit = Option.map(options.maxAveragePlus, averagePlusLimit);
    if (Option.isSome(limit) && limit.value === null) {
      return yield* new UsageError({
        message: t("usageMaxAveragePlus", { given: Option.getOrThrow(options.maxAveragePlus) }),
      });
    }
    if (Option.isSome(options.vp) && options.vp.value < 1) {
      return yield* new UsageError({
        message: t("usageVp", { given: options.vp.value }),
      });
    }
    if (Option.isSome(options.minBoards) && options.minBoards.value < 0) {
      return yield* new UsageError({
        message: t("usageMinBoards", { given: options.minBoards.value }),
      });
    }
    const format: ScoreFormat = options.json ? "json" : options.format;
    const readSource = makeReader();
    const problems: string[] = [];
    let invalid = 0;
    const seatings: MovementFile[] = [];
    const movements: { path: string; movement: Movement }[] = [];
    for (const path of options.movement) {
      const read = yield* Effect.result(readSource(path));
      if (read._tag === "Failure") {
        return yield* new UsageError({
          message: t("usageScoreMovementRead", { message: read.failure.message }),
        });
      }
      // a movement of format 1 (contestants, rounds, tables: the Law 15B check), else a file of seatings
      const formatted = /"format"\s*:/.test(read.success);
      const parsed = formatted ? readMovementFile(read.success) : readMovement(read.success);
      if ("error" in parsed)
        return yield* new UsageError({
          message: t("usageMovementFile", { name: sourceName(path), error: parsed.error }),
        });
      if ("movement" in parsed && formatted) movements.push({ path, movement: parsed.movement as Movement });
      else seatings.push(parsed.movement as MovementFile);
    }
    if (Option.isSome(options.head) && Option.isNone(options.manifest)) {
      return yield* new UsageError({
        message: t("usageScoreHead"),
      });
    }
    if (options.paths.length === 0 && Option.isNone(options.manifest)) {
      return yield* new UsageError({
        message: t("usageScoreLogs"),
      });
    }
    // a session manifest: its chain, then every log it lists against its head, before anything is scored
    const listed: string[] = [];
    if (Option.isSome(options.manifest)) {
      const expected = yield* expectedHead("score", options.head, readSource);
      const checked = yield* verifySession(options.manifest.value, readSource, expected, true);
      if (checked.failed > 0) {
        yield* printError(
          `score: the session does not verify against ${sourceName(options.manifest.value)}: nothing is scored`,
        );
        return yield* new LogInvalid({ count: checked.failed });
      }
      listed.push(...checked.logs);
    }
    const expanded = yield* expandLogPaths(options.paths);
    const files = [...listed, ...expanded.files.filter((f) => !listed.includes(f))];
    const empty = expanded.empty;
    problems.push(...empty);
    invalid += empty.length;
    const scored: { result: TableResult; place: Place; path: string }[] = [];
    const standings: Record<string, RowStanding> = {};
    const unscored: Unscored[] = [];
    const notes: ProvisionalNote[] = [];
    const bar = startProgress(`replaying ${files.length} logs`, files.length);
    for (const path of files) {
      bar.advance(1);
      const name = sourceName(path);
      const read = yield* Effect.result(readSource(path));
      if (read._tag === "Failure") {
        problems.push(read.failure.message);
        invalid += 1;
        continue;
      }
      const outcome = replaySource(name, read.success, { allowBroken: options.allowBroken });
      if (outcome.problem !== undefined) {
        problems.push(outcome.problem);
        invalid += 1;
        continue;
      }
      // --allow-broken: scored as it stands, and said with the results (the notes) and on standard error
      if (outcome.broken !== undefined) {
        notes.push({ kind: "broken", why: outcome.broken });
        yield* printError(t("errScoredAsItStands", { broken: outcome.broken }));
      }
      let source: SessionSource;
      try {
        source = resultOf(name, outcome.replay.view);
      } catch (e) {
        source = { ok: false, problem: t("errInternal", { name, reason: errorMessage(e) }), invalid: true };
      }
      if (source.ok) {
        scored.push({ result: source.result, place: source.place, path });
        standings[name] = source.standing;
        notes.push(...source.notes);
      } else if ("unscored" in source) unscored.push(source.unscored);
      else {
        problems.push(source.problem);
        if (source.invalid) invalid += 1;
      }
    }
    bar.done(`${files.length} logs replayed`);
    const movementWarnings: string[] = [];
    // the warnings as the output writes them: JSON in English whatever --lang says (as every JSON output)
    const said = <T>(f: () => T): T => (format === "json" ? inEnglish(f) : f());
    let seated = scored;
    for (const file of seatings) {
      const out = said(() => applyMovement(file, seated, (m) => movementWarnings.push(m)));
      seated = seated.map((x, k) => ({ ...x, result: out[k]! }));
    }
    // each log against its movement (Law 15B), its contestants by number and name, its session's rounds
    const moved: TableResult[] = seated.map((x) => x.result);
    const byMovement = new Map<number, number[]>();
    seated.forEach((x, k) => {
      const m = movementOfLog(
        x.path,
        movements.map((v) => v.path),
      );
      if (m !== undefined) byMovement.set(m, [...(byMovement.get(m) ?? []), k]);
      else if (movements.length > 0)
        movementWarnings.push(
          said(() => t("movementNoFile", { name: sourceName(x.path), count: movements.length })),
        );
    });
    const carryOver: Record<string, number> = {};
    for (const [m, rows] of [...byMovement].sort(([a], [b]) => a - b)) {
      const { movement } = movements[m]!;
      const checked = checkMovement(
        movement,
        rows.map((k) => seated[k]!),
      );
      rows.forEach((k, i) => {
        moved[k] = checked.results[i]!;
      });
      for (const f of checked.findings)
        movementWarnings.push(said(() => findingText(f, movement.contestants === "teams")));
      for (const [team, vp] of Object.entries(carryOverOf(movement)))
        carryOver[team] = (carryOver[team] ?? 0) + vp;
    }
    const { results, merged } = sameIdsInAnyCase(moved);
    unscored.sort(
      (a, b) =>
        (a.event ?? "").localeCompare(b.event ?? "") ||
        a.board - b.board ||
        (a.table ?? "").localeCompare(b.table ?? "", undefined, { numeric: true }),
    );
    for (const r of results) {
      if (r.pairs.NS === undefined || r.pairs.EW === undefined) {
        problems.push(
          `${r.source}: line 1: BoardStarted names no pair ids ("pairs": {"NS": …, "EW": …}) and the players' names do not give them: the result is compared but not ranked (import names the pairs; --movement FILE can)`,
        );
        invalid += 1;
      }
    }
    const { method, chosen } = methodOf(options.method, results);
    let session: SessionScore;
    try {
      session = scoreSession(results, {
        method,
        ...(Option.isSome(options.vp)
          ? { vp: { boards: options.vp.value, scale: options.vpScale } }
          : method === "imp" && !options.knockout && { vp: { scale: options.vpScale } }),
        ...(options.knockout && { knockout: true }),
        ...(Option.isSome(options.knockoutAverage) && { knockoutAverage: options.knockoutAverage.value }),
        ...(Option.isSome(options.minBoards) && { minBoards: options.minBoards.value }),
        artificial: {
          ...DEFAULT_ARTIFICIAL_SCORES,
          ...(Option.isSome(limit) && limit.value !== null && { maxAveragePlusPerSession: limit.value }),
          averagePlusForMovementError: options.movementAveragePlus,
        },
        ...(Object.keys(carryOver).length > 0 && { carryOver }),
      });
    } catch (e) {
      yield* printError(t("refusedBy", { command: "bridgelaw score", text: errorMessage(e) }));
      return yield* new LogInvalid({ count: 1 });
    }
    const ownNotices = [
      ...(chosen === undefined ? [] : [chosen]),
      ...merged,
      ...Object.entries(carryOver).map(([team, vp]) => t("carryOverNotice", { team, vp: String(vp) })),
    ];
    session = {
      ...session,
      notices: [...ownNotices, ...session.notices],
      warnings: [...movementWarnings, ...session.warnings],
    };
    for (const p of problems) yield* printError(p);
    const report: ScoreReport = {
      session,
      unscored,
      provisional: notes,
      movementWarnings,
      notices: ownNotices,
      problems,
      standings,
      sources: files.length,
      results: results.length,
      show: {
        travellers: options.travellers,
        recaps: options.recaps || options.cards === true || options.pair.length > 0,
        ...(options.pair.length > 0 && { pairs: options.pair }),
      },
    };
    // the text report is for a reader: typeset in the run's language, to a file as on the screen
    const rendered = renderScore(report, format, options.cards === true);
    const text = format === "text" ? typeset(rendered) : rendered;
    if (Option.isSome(options.out)) {
      const fs = yield* FileSystem.FileSystem;
      const written = yield* Effect.result(fs.writeFileString(options.out.value, text));
      if (written._tag === "Failure") {
        yield* printError(
          t("errCannotWrite", { path: options.out.value, reason: readFailureReason(written.failure) }),
        );
        return yield* new LogInvalid({ count: 1 });
      }
    } else yield* writeData(text);
    if (invalid > 0) return yield* new LogInvalid({ count: invalid });
  });

export const scoreCommand = Command.make(
  "score",
  {
    paths: Argument.String("log").pipe(
      Argument.withDescription(
        "board logs (JSON Lines), or directories: every *.jsonl in them; - reads standard input",
      ),
      Argument.variadic(),
    ),
    method: Flag.Literals("method", SESSION_METHODS).pipe(
      Flag.withDescription(
        "mp: matchpoints (78A, Neuberg); imp: IMPs (78B) of team matches, or against the datum for pairs; cross-imp; butler; total: total points (78C). Default: team matches at IMPs with VPs when every log names its teams (HomeTeam/VisitTeam), else mp",
      ),
      Flag.optional,
    ),
    vp: Flag.Int("vp").pipe(
      Flag.withMetavar("N"),
      Flag.withDescription(
        "team matches: victory points on the WBF 2013 scale for N boards (default: each match's own number of boards in the logs; none for --knockout)",
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
      Flag.withDescription("the same as --format json"),
      Flag.withDefault(false),
    ),
    format: Flag.Literals("format", SCORE_FORMATS).pipe(
      Flag.withDescription(
        "text (default); csv (the ranking, then the travellers and recaps when asked, each block with its header); json (one object: every board, ranking, match, recap, the boards awaiting the Director, warnings); html (one standalone page a club can publish)",
      ),
      Flag.withDefault("text" as ScoreFormat),
    ),
    travellers: Flag.Boolean("travellers").pipe(
      Flag.withDescription(
        "also the travellers: each board's results, its score in the method's unit, the Laws behind it (with their legend) and the frequencies",
      ),
      Flag.withDefault(false),
    ),
    recaps: Flag.Boolean("recaps").pipe(
      Flag.withDescription(
        "also a recap per pair (team): each board it played, against whom, the result and its score",
      ),
      Flag.withDefault(false),
    ),
    cards: Flag.Boolean("cards").pipe(
      Flag.withDescription(
        "personal score cards instead of the results: for each pair (team), its players, rank and total, and every board it played with the contract and result, its score and its matchpoints or IMPs, as the session is scored; in HTML one card a printed page; --pair for some only",
      ),
      Flag.withDefault(false),
    ),
    pair: Flag.String("pair").pipe(
      Flag.withMetavar("ID"),
      Flag.withDescription("the recap of this pair (or team) only; repeat for more"),
      Flag.atLeast(0),
    ),
    minBoards: Flag.Int("min-boards").pipe(
      Flag.withMetavar("N"),
      Flag.withDescription(
        "flag in the ranking the pairs with fewer than N boards (default: half the boards of the pair that played most)",
      ),
      Flag.optional,
    ),
    allowBroken: allowBrokenFlag,
    manifest: Flag.String("manifest").pipe(
      Flag.withMetavar("FILE"),
      Flag.withDescription(
        "a session manifest (bridgelaw manifest): every log it lists is scored, and the whole session is verified first (each log sealed, intact and at its head in the manifest); nothing is scored when it does not hold",
      ),
      Flag.optional,
    ),
    head: Flag.String("head").pipe(
      Flag.withMetavar("H"),
      Flag.withDescription("with --manifest: the manifest's head as published (a hash or a head file)"),
      Flag.optional,
    ),
    movement: Flag.String("movement").pipe(
      Flag.withMetavar("FILE"),
      Flag.withDescription(
        "a movement file (JSON, see the README): a movement of format 1 (bridgelaw movement; schema/movement.v1.json of @bridgelaw/scoring), checked against the logs in its directory (a board played by the wrong contestants: Law 15B), its contestants ranked by number and name, its carry-over and session; or a file of seatings for what the logs do not say. Repeat for several sessions",
      ),
      Flag.atLeast(0),
    ),
    out: Flag.String("out").pipe(
      Flag.withAlias("o"),
      Flag.withMetavar("FILE"),
      Flag.withDescription("write the output to FILE instead of standard output (e.g. results.html)"),
      Flag.optional,
    ),
  },
  runScore,
).pipe(
  Command.withDescription(
    "Score a session: replay the logs of many tables, group the results by event (and section) and board (by form on a fouled board, Law 87), apply every adjusted score, appeal decision and penalty (Laws 12, 79, 90, 93), and print the rankings. The movement comes from each BoardStarted: pairs (PairNS/PairEW, or the players' names), teams with their room (team matches at IMPs, victory points on the WBF scale for each match's boards), round, table; a movement file gives what the logs do not. A board with no result at a table is listed for the Director (an artificial adjusted score is his decision, Law 12C2), never guessed. Exit 0 when every log is valid, 1 when a log is invalid or unreadable or names no pairs (reported with its file and line, the others still scored), 2 on a usage error.",
  ),
  Command.withShortDescription(tEnglish("summary", { command: "score" })),
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
    {
      command: "bridgelaw score logs/ --travellers --recaps --format html --out results.html",
      description: "a page to publish",
    },
    { command: "bridgelaw score logs/ --format csv", description: "the ranking for a spreadsheet" },
  ]),
);
