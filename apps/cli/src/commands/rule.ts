import { law86B1Match, type TableResult } from "@bridgelaw/scoring";
import type { BoardView } from "@bridgelaw/table";
import { DIRECTOR, recordedNotApplied } from "@bridgelaw/table";
import { Effect, Option } from "effect";
import { Argument, Command, Flag } from "effect/cli";
import { startBatch } from "../batch.ts";
import { LogInvalid, UsageError } from "../errors.ts";
import { expandLogPaths, makeReader, sourceName, writeOut } from "../io.ts";
import type { Prompter } from "../prompter.ts";
import { plural } from "../render/text.ts";
import { shellCommand } from "../shell.ts";
import { ref, t, tEnglish } from "../texts.ts";
import { describe } from "../words.ts";
import { adjustmentFlags, adjustmentOf, promptAdjustment } from "./adjustment.ts";
import { type Context, type Plan, type RecordOptions, recordFlags, runRecord } from "./record.ts";
import { replaySource } from "./replay.ts";
import { resultOf } from "./score.ts";

type Question = BoardView["rulingsNeeded"][number];

/** The answers a question takes, as the engine lists them (a closed set), or how to answer an open one. */
const answersText = (q: Question): string =>
  q.answers !== undefined && q.answers.length > 0
    ? t("ruleAnswers", { answers: q.answers.join(" | ") })
    : t("ruleAnswersOpen");

/** No score at this table and no contract: not played, or stopped before the auction ended. */
const withoutContract = (view: BoardView): boolean =>
  view.standing.NS === null && (view.contract === null || view.declarer === null) && view.contract !== "Pass";

/** Not played at this table: no call made, and no score (a record with the deal only). */
const notPlayed = (view: BoardView): boolean => view.standing.NS === null && view.auction.calls.length === 0;

/**
 * The adjusted score to suggest for this board, as a command to paste: an artificial score (12C2) for a board
 * with no result and no contract (not played here, or stopped in the auction), else an assigned score
 * (12C1(b)) in the board's own contract by its declarer, with the tricks taken at the table (or those the
 * contract needs, when the board has no result yet).
 */
const adjustedCommand = (name: string, view: BoardView): string => {
  if (withoutContract(view))
    return shellCommand([
      "bridgelaw",
      "rule",
      name,
      "--law",
      "12C2(a)",
      "--ns",
      "average",
      "--ew",
      "average",
    ]);
  const contract = view.contract ?? "Pass";
  if (contract === "Pass")
    return shellCommand(["bridgelaw", "rule", name, "--law", "12C1(b)", "--outcome", "Pass"]);
  const tricks = view.result?.tricksByDeclarer ?? Number(contract[0]) + 6;
  return shellCommand([
    "bridgelaw",
    "rule",
    name,
    "--law",
    "12C1(b)",
    "--outcome",
    `${contract} ${view.declarer} ${tricks}`,
  ]);
};

/** The line that suggests an adjusted score for the board: 12C2 when it has no result and no contract. */
const adjustedLine = (name: string, view: BoardView): string =>
  withoutContract(view)
    ? t("ruleArtificial", { command: adjustedCommand(name, view) })
    : t("ruleAdjusted", { command: adjustedCommand(name, view) });

/**
 * `bridgelaw rule FILE` with no ruling: the questions open for the Director, each with its answers and the
 * command that answers it, then the adjusted score this board would take (its own contract, or 12C2 for a
 * board not played), each command quoted so that it can be pasted into a shell as it is. `all` (rule --all):
 * a line for a board with nothing open, and the 12C2 line only for a board with no result.
 */
export const questionsText = (name: string, view: BoardView, all = false): string => {
  const open = view.rulingsNeeded;
  const state = t("ruleState", {
    state: notPlayed(view)
      ? "notPlayed"
      : view.standing.NS === null && view.phase !== "complete"
        ? "noResult"
        : "done",
  });
  const out = [t("ruleBoard", { name, board: view.board, state, n: open.length })];
  for (const q of open) {
    out.push(t("ruleQuestion", { position: q.position, ref: ref(q.law), text: describe(q) }));
    out.push(`    ${answersText(q)}`);
    const answer = q.answers?.length ? ["--answer", q.answers[0]!] : ["--tricks", "N"];
    out.push(
      `    ${shellCommand(["bridgelaw", "rule", name, "--law", q.law, "--about", String(q.position), ...answer])}`,
    );
  }
  if (!all) out.push(adjustedLine(name, view));
  else if (view.standing.NS === null) out.push(`  ${adjustedLine(name, view)}`);
  return `${out.join("\n")}\n`;
};

export interface RuleOptions extends RecordOptions {
  readonly law: Option.Option<string>;
  readonly about: Option.Option<number>;
  readonly answer: Option.Option<string>;
  readonly tricks: Option.Option<number>;
  readonly text: Option.Option<string>;
  readonly requestedAt: Option.Option<string>;
  readonly outcome: readonly string[];
  readonly ns: Option.Option<string>;
  readonly ew: Option.Option<string>;
  readonly otherTable: Option.Option<string>;
}

const optional = <A>(key: string, o: Option.Option<A>): Record<string, A> =>
  Option.isSome(o) ? { [key]: o.value } : {};

/** A DirectorRuled is applied once replay takes it (it answers its question). */
const rulingApplied = () => null;

/** A ScoreAdjusted is applied when it is the ruling in force (or answers the play's question about it). */
const adjustmentApplied = (after: BoardView, position: number): string | null => {
  if (after.standing.ruled?.position === position) return null;
  const said = after.audit.filter((a) => a.position === position);
  if (said.some(recordedNotApplied))
    return said.map((a) => t("lawSaid", { ref: ref(a.law), text: describe(a) })).join("; ");
  return null;
};

/** Whether a recorded fact is an adjusted score under Law 86B1. */
const is86B1Score = (event: Record<string, unknown>): boolean =>
  event.type === "ScoreAdjusted" && typeof event.law === "string" && event.law.startsWith("86B1");

/** `--other-table LOG` as read: its name and text. */
interface OtherTable {
  readonly name: string;
  readonly text: string;
}

/**
 * `--other-table LOG`: the result at the other table of the match (its log, which must replay and hold the same
 * board, the same teams with directions swapped, and a result there), as the session scores it (`resultOf`, as
 * `bridgelaw score`).
 */
const otherTableResult = (
  ctx: Context,
  other: OtherTable,
): Effect.Effect<{ readonly name: string; readonly result: TableResult }, UsageError> =>
  Effect.gen(function* () {
    const { name } = other;
    const fail = (why: string) => new UsageError({ message: t("ruleOtherTable", { name, why }) });
    const outcome = replaySource(name, other.text);
    if (outcome.problem !== undefined) return yield* fail(outcome.problem);
    const view = outcome.replay.view;
    if (view.board !== ctx.view.board || view.deal !== ctx.view.deal)
      return yield* fail(
        t("ruleNotTheBoard", {
          board: view.board ?? "?",
          deal: view.deal ?? t("ruleNoDeal"),
          name: ctx.name,
          here: ctx.view.board ?? "?",
        }),
      );
    // the same match, directions swapped: this table's East-West team sat North-South there (and the reverse)
    const [here, there] = [ctx.view.teams ?? ctx.view.pairs, view.teams ?? view.pairs];
    const swapped = (a: string | undefined, b: string | undefined) =>
      a === undefined || b === undefined || a === b;
    if (!swapped(here?.EW, there?.NS) || !swapped(here?.NS, there?.EW))
      return yield* fail(
        t("ruleNotTheMatch", {
          thereNS: there?.NS ?? "?",
          thereEW: there?.EW ?? "?",
          name: ctx.name,
          hereNS: here?.NS ?? "?",
          hereEW: here?.EW ?? "?",
        }),
      );
    const source = resultOf(name, view);
    if (!source.ok) return yield* fail(t("ruleNoOtherResult"));
    return { name, result: source.result };
  });

/**
 * Law 86B1 (WBFLC) against the other table's result: an 86B1 score that is not clearly favourable (3 IMPs or
 * less expected) is not applied as it stands (`law86B1Match` of `@bridgelaw/scoring`, as `bridgelaw score`
 * finds it): why, in words with the question's tag; null when it holds.
 */
const law86B1Against =
  (ctx: Context, existing: TableResult) =>
  (after: BoardView): string | null => {
    const ruled = resultOf(ctx.name, after);
    if (!ruled.ok) return null;
    const question = law86B1Match(existing, ruled.result);
    return question === null ? null : `${describe(question)} (${question._tag})`;
  };

/** The ruling asked for interactively: which question, then its answer (or an adjusted score). */
const promptRuling = (ctx: Context, p: Prompter): Effect.Effect<Record<string, unknown>> =>
  Effect.gen(function* () {
    const open = ctx.view.rulingsNeeded;
    const which = yield* p.select(t("askWhichRuling"), [
      ...open.map((q, i) => ({
        value: String(i),
        label: t("askLawPosition", { ref: ref(q.law), position: q.position }),
        hint: describe(q),
      })),
      { value: "adjusted", label: t("askAdjusted") },
    ]);
    const explain = yield* p.text(t("askExplanation"));
    const text = explain.trim() === "" ? {} : { text: explain.trim() };
    if (which !== "adjusted") {
      const q = open[Number(which)]!;
      const base = { type: "DirectorRuled", law: q.law, about: q.position, ...text };
      if (q.answers !== undefined && q.answers.length > 0) {
        const answer = yield* p.select(
          t("lawSaid", { ref: ref(q.law), text: describe(q) }),
          q.answers.map((a) => ({ value: a, label: a })),
        );
        return { ...base, answer };
      }
      const answer = yield* p.text(t("askAnswer", { ref: ref(q.law), text: describe(q) }));
      const tricks = yield* p.text(t("askTricks"), {
        validate: (v) =>
          v.trim() === "" || /^(\d|1[0-3])$/.test(v.trim()) ? undefined : t("askTricksRange"),
      });
      return {
        ...base,
        ...(answer.trim() !== "" && { answer: answer.trim() }),
        ...(tricks.trim() !== "" && { tricks: Number(tricks.trim()) }),
      };
    }
    const adjusted = yield* promptAdjustment(p);
    return { type: "ScoreAdjusted", law: adjusted.law, ...adjusted.fields, ...text };
  });

/**
 * The ruling from the flags, the questions to list, or the prompts; with `--other-table`, an 86B1 score is
 * tested against the other table's result (86B1, WBFLC: more than 3 IMPs expected, else 12C2).
 */
const planRule =
  (options: RuleOptions, otherTable: OtherTable | undefined) =>
  (ctx: Context): Effect.Effect<Plan, UsageError> =>
    Effect.gen(function* () {
      const plan = yield* planRuling(options, ctx);
      if (otherTable === undefined) return plan;
      if (plan.kind !== "record" || !is86B1Score(plan.event))
        return yield* new UsageError({
          message: t("ruleOtherTableFor"),
        });
      const other = yield* otherTableResult(ctx, otherTable);
      const against = law86B1Against(ctx, other.result);
      return { ...plan, applied: (after, position) => plan.applied(after, position) ?? against(after) };
    });

/** The ruling from the flags, the questions to list, or the prompts. */
const planRuling = (options: RuleOptions, ctx: Context): Effect.Effect<Plan, UsageError> =>
  Effect.gen(function* () {
    const adjustment = adjustmentOf(options);
    if ("error" in adjustment)
      return yield* new UsageError({ message: t("usageRuleError", { error: adjustment.error }) });
    const adjusted = Object.keys(adjustment.fields).length > 0;
    if (Option.isNone(options.law)) {
      if (adjusted || Option.isSome(options.answer) || Option.isSome(options.tricks))
        return yield* new UsageError({ message: t("usageRuleLaw") });
      if (!ctx.prompter.interactive) return { kind: "list", text: questionsText(ctx.name, ctx.view) };
      const event = yield* promptRuling(ctx, ctx.prompter);
      return {
        kind: "record",
        event,
        actor: DIRECTOR,
        applied: event.type === "ScoreAdjusted" ? adjustmentApplied : rulingApplied,
      };
    }
    const common = {
      law: options.law.value,
      ...optional("about", options.about),
      ...optional("text", options.text),
    };
    if (adjusted) {
      if (Option.isSome(options.answer) || Option.isSome(options.tricks))
        return yield* new UsageError({
          message: t("usageRuleAdjusted"),
        });
      return {
        kind: "record",
        event: {
          type: "ScoreAdjusted",
          ...common,
          ...adjustment.fields,
          ...optional("requestedAt", options.requestedAt),
        },
        actor: DIRECTOR,
        applied: adjustmentApplied,
      };
    }
    return {
      kind: "record",
      event: {
        type: "DirectorRuled",
        ...common,
        ...optional("answer", options.answer),
        ...optional("tricks", options.tricks),
      },
      actor: DIRECTOR,
      applied: rulingApplied,
    };
  });

/** The command line of `rule`: one log to record in, or (`--all`) logs and directories to list. */
export interface RuleCliOptions extends Omit<RuleOptions, "file"> {
  readonly files: readonly string[];
  readonly all: boolean;
  /** With `all`: only the boards the Director has to deal with. */
  readonly open: boolean;
}

/**
 * `rule --all FILE|DIR…`: what is open for the Director in every board of a session, in one run (a directory:
 * every `*.jsonl` in it, in name order): each log's questions with the commands that answer them, a board with
 * no result with the adjusted score it takes (12C2 when not played), a line for a board with nothing open;
 * then the summary line. Nothing is recorded; each log is read as `rule` reads it (a sealed log's chain
 * checked first: a broken one is refused). `open`: only the boards the Director has to deal with, a question
 * open or no result (an adjusted score to award, Law 12C); the summary still counts every log.
 */
const listAll = (files: readonly string[], open = false) =>
  Effect.gen(function* () {
    const expanded = yield* expandLogPaths(files);
    const batch = startBatch({
      command: "rule",
      noun: "log",
      files: expanded.files,
      many: expanded.files.length > 1 || expanded.directories,
      printsPerFile: true,
    });
    for (const line of expanded.empty) yield* batch.fail(line, line);
    const read = makeReader();
    let questions = 0;
    let noResult = 0;
    for (const path of expanded.files) {
      batch.advance();
      const name = sourceName(path);
      const source = yield* Effect.result(read(path));
      if (source._tag === "Failure") {
        yield* batch.fail(path, source.failure.message);
        continue;
      }
      const outcome = replaySource(name, source.success);
      if (outcome.problem !== undefined) {
        yield* batch.fail(path, outcome.problem);
        continue;
      }
      const view = outcome.replay.view;
      if (view.rulingsNeeded.length > 0) questions += 1;
      if (view.standing.NS === null) noResult += 1;
      if (open && view.rulingsNeeded.length === 0 && view.standing.NS !== null) continue;
      yield* writeOut(questionsText(path, view, true));
    }
    yield* batch.finish(
      `${plural(questions, "board")} with questions for the Director, ${plural(noResult, "board")} without a result`,
    );
    if (batch.failed() > 0) return yield* new LogInvalid({ count: batch.failed() });
  });

/** Flags that record a ruling: none of them goes with --all, which lists. */
const recording = (o: RuleCliOptions): boolean =>
  [
    o.law,
    o.about,
    o.answer,
    o.tricks,
    o.text,
    o.requestedAt,
    o.ns,
    o.ew,
    o.at,
    o.by,
    o.note,
    o.head,
    o.otherTable,
  ].some((f: Option.Option<unknown>) => Option.isSome(f)) ||
  o.outcome.length > 0 ||
  o.dryRun ||
  o.recordAnyway;

export const runRule = (options: RuleCliOptions) =>
  Effect.gen(function* () {
    if (options.all) {
      if (recording(options))
        return yield* new UsageError({
          message: t("usageRuleAll"),
        });
      return yield* listAll(options.files, options.open);
    }
    if (options.open)
      return yield* new UsageError({
        message: t("usageRuleOpen"),
      });
    if (options.files.length !== 1)
      return yield* new UsageError({
        message: t("usageRuleOne"),
      });
    const { files, all: _all, open: _open, ...rest } = options;
    const one: RuleOptions = { ...rest, file: files[0]! };
    let other: OtherTable | undefined;
    if (Option.isSome(one.otherTable)) {
      const path = one.otherTable.value;
      const read = yield* Effect.result(makeReader()(path));
      if (read._tag === "Failure")
        return yield* new UsageError({ message: t("usageRuleOtherRead", { message: read.failure.message }) });
      other = { name: sourceName(path), text: read.success };
    }
    return yield* runRecord("rule", one, planRule(one, other));
  });

const { file: _file, ...recordFlagsButFile } = recordFlags;

export const ruleCommand = Command.make(
  "rule",
  {
    ...recordFlagsButFile,
    files: Argument.String("file").pipe(
      Argument.withDescription(
        "the board log (JSON Lines) to append to; it must replay. With --all: logs or directories (every *.jsonl in each) to list",
      ),
      Argument.variadic({ min: 1 }),
    ),
    all: Flag.Boolean("all").pipe(
      Flag.withDescription(
        "list what is open for the Director in every log given (directories: every *.jsonl in them), in one run; records nothing",
      ),
      Flag.withDefault(false),
    ),
    open: Flag.Boolean("open").pipe(
      Flag.withDescription(
        "with --all: list only the boards with a question open for the Director or without a result (an adjusted score to award); the summary still counts every log",
      ),
      Flag.withDefault(false),
    ),
    law: Flag.String("law").pipe(
      Flag.withMetavar("LAW"),
      Flag.withDescription(
        "the Law of the question answered (64C1, 27B1, 50E4 …) or of the adjusted score (12C1(b) …)",
      ),
      Flag.optional,
    ),
    about: Flag.Int("about").pipe(
      Flag.withMetavar("P"),
      Flag.withDescription("the position the question is about, when several are open under one Law"),
      Flag.optional,
    ),
    answer: Flag.String("answer").pipe(
      Flag.withMetavar("A"),
      Flag.withDescription("the answer, one of the question's answers when it lists them"),
      Flag.optional,
    ),
    tricks: Flag.Int("tricks").pipe(
      Flag.withMetavar("N"),
      Flag.withDescription(
        "the tricks the ruling credits (64C: to the declaring side; 70: to the claimer's side …)",
      ),
      Flag.optional,
    ),
    text: Flag.String("text").pipe(
      Flag.withMetavar("TEXT"),
      Flag.withDescription("the ruling in the Director's words"),
      Flag.optional,
    ),
    requestedAt: Flag.String("requested-at").pipe(
      Flag.withMetavar("TIME"),
      Flag.withDescription("when the adjusted score was requested (92B: within the time limit)"),
      Flag.optional,
    ),
    ...adjustmentFlags,
    otherTable: Flag.String("other-table").pipe(
      Flag.withMetavar("LOG"),
      Flag.withDescription(
        "an 86B1 score (a board with a result at one table only): the log of the other table of the match, with the result; a score that is not clearly favourable (3 IMPs or less expected, WBFLC) is refused: the Director rules under 12C2",
      ),
      Flag.optional,
    ),
  },
  runRule,
).pipe(
  Command.withDescription(
    "Record the Director's ruling in a board log. Without a ruling (and not at a terminal): list the questions open for the Director, each with the answers it takes and the command that answers it (quoted, to paste as it is), and the adjusted score the board would take (its own contract; 12C2 for a board not played). --all lists them for every log given, directories too, in one run. With --law and --answer/--tricks: a DirectorRuled answering the open question under that Law; with --outcome/--ns/--ew: an adjusted score (ScoreAdjusted, Law 12C …). At a terminal, asks for what the flags do not give. The table decides whether it can be recorded (a question not asked is refused); the new result is shown, then the line is appended (a sealed log stays sealed). Exit 0 written or listed, 1 the log is invalid or the ruling refused (nothing written), 2 usage error.",
  ),
  Command.withShortDescription(tEnglish("summary", { command: "rule" })),
  Command.withExamples([
    { command: "bridgelaw rule board.jsonl", description: "the questions open for the Director" },
    { command: "bridgelaw rule board.jsonl --law 64C1 --tricks 10", description: "answer the 64C1 question" },
    { command: "bridgelaw rule --all session/", description: "what is open in every board of a session" },
    {
      command: "bridgelaw rule --all --open session/",
      description: "only the boards of a session the Director has to deal with",
    },
    {
      command:
        "bridgelaw rule board.jsonl --law '12C1(c)' --outcome '3H N 9 60%' --outcome '4S W 9 40%' --dry-run",
      description: "a weighted adjusted score, shown but not written",
    },
    {
      command:
        'bridgelaw rule b7-t2.jsonl --law 86B1 --outcome "4S N 10 60%" --outcome "2S N 10 40%" --other-table b7-t1.jsonl',
      description: "an 86B1 score for a board not played at table 2, tested against table 1's result",
    },
  ]),
);
