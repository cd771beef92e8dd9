import { verify } from "@bridgelaw/log";
import { ScoringInputError } from "@bridgelaw/scoring";
import { type BoardReplay, replayLog } from "@bridgelaw/table";
import { withWords } from "@bridgelaw/words";
import { Effect, Option } from "effect";
import { Argument, Command, Flag } from "effect/cli";
import { startBatch } from "../batch.ts";
import { LogInvalid, UsageError } from "../errors.ts";
import {
  expandLogPaths,
  foreignFormat,
  makeReader,
  printError,
  sourceName,
  writeData,
  writeOut,
} from "../io.ts";
import { describeVerification } from "../logs.ts";
import { renderBoard } from "../render/board.ts";
import { logFacts } from "../render/facts.ts";
import { scoringInputText } from "../render/scoring-input.ts";
import { labelled, t, tEnglish } from "../texts.ts";
import { describeLogError } from "../words.ts";
import { eventCount, replayUntil, untilFlag, untilTitle } from "./until.ts";

/** What replaying one source gave: the replay, and the one-line problem to report (if any). */
export interface ReplayOutcome {
  readonly replay: BoardReplay;
  readonly problem?: string;
  /**
   * A sealed log whose chain does not hold: verify's line. With a `problem` too, the board is left out; alone
   * (`--allow-broken`), the board is read as it stands and this line is shown with it wherever it is printed.
   */
  readonly broken?: string;
}

/** How a reader takes a sealed log whose chain does not hold. */
export interface ChainOptions {
  /** Go on with it (`--allow-broken`): the outcome carries `broken`, to mark the board. Default: refuse it. */
  readonly allowBroken?: boolean;
}

const EMPTY = replayLog("");

/**
 * The first line of an error's message: a scoring function's refusal of an input (`ScoringInputError`) in the
 * run's language, from its message id and parameters; any other error as it says it.
 */
export const errorMessage = (e: unknown): string =>
  e instanceof ScoringInputError
    ? scoringInputText(e)
    : (e instanceof Error ? e.message : String(e)).split("\n")[0]!;

/**
 * A sealed log whose chain does not hold (an edited, cut or stripped seal): the line `verify` prints, so a
 * Director never audits a tampered log without being told. An unsealed log has no chain to check.
 */
export const sealProblem = (name: string, replay: BoardReplay): string | undefined => {
  const broken = brokenChain(name, replay);
  return broken === undefined ? undefined : `${broken} (the board printed is the log as it stands)`;
};

/** Verify's line for a sealed log whose chain does not hold (`board.jsonl: chain broken at …`), else undefined. */
export const brokenChain = (name: string, replay: BoardReplay): string | undefined => {
  const result = verify(replay.lines.map((l) => l.record));
  if (result.status !== "broken") return undefined;
  const described = describeVerification(name, result, replay.lines);
  return described.ok ? undefined : described.line;
};

/** The problem line of a replay, if any: its first error, or an empty log. */
export const outcomeOf = (name: string, replay: BoardReplay): ReplayOutcome => {
  // a refusal of the domain is data: its words come from @bridgelaw/words, as every consequence's
  if (replay.error !== undefined) return { replay, problem: labelled(name, describeLogError(replay.error)) };
  if (replay.lines.length === 0) return { replay, problem: t("errEmptyLog", { name }) };
  return { replay };
};

/** `replay` and `audit`: a log that replays but whose seal does not hold is a problem too. */
const sealChecked = <O extends ReplayOutcome>(name: string, outcome: O): O => {
  if (outcome.problem !== undefined || outcome.replay.lines.length === 0) return outcome;
  const problem = sealProblem(name, outcome.replay);
  return problem === undefined ? outcome : { ...outcome, problem };
};

/**
 * Replays one log's text as it stands, its chain unchecked (for `seal`, `verify` and `replay`/`audit`, which
 * each say themselves what a broken chain means); never throws. The problem line names the source and the
 * line: `board.jsonl: line 7: unknown seat "Q" at "seat"`.
 */
export const replayText = (name: string, text: string): ReplayOutcome => {
  const foreign = foreignFormat(name, text);
  if (foreign !== undefined) return { replay: EMPTY, problem: labelled(name, foreign) };
  try {
    return outcomeOf(name, replayLog(text));
  } catch (e) {
    return { replay: EMPTY, problem: t("errInternalReplaying", { name, reason: errorMessage(e) }) };
  }
};

/**
 * Replays one log's text for a command that reads it (score, export, diff, claim, rule, choose, appeal,
 * correct …), the chain of a sealed log checked first (whatever reads a sealed log checks its chain): a broken
 * chain or a stripped seal is a problem naming the file and line, and the board is left out; with
 * `allowBroken` the board is read as it stands and `broken` says why it is marked. Never throws.
 */
export const replaySource = (name: string, text: string, options: ChainOptions = {}): ReplayOutcome => {
  const outcome = replayText(name, text);
  if (outcome.problem !== undefined || outcome.replay.lines.length === 0) return outcome;
  const broken = brokenChain(name, outcome.replay);
  if (broken === undefined) return outcome;
  return options.allowBroken === true
    ? { ...outcome, broken }
    : {
        ...outcome,
        broken,
        problem: t("errBrokenLeftOut", { broken }),
      };
};

/**
 * `replaySource` up to line `until` of the log (`--until`), or the whole log, with the seal of a sealed log
 * checked (`sealProblem`); `refused` when `until` is not a line of the log (a usage error), and `title`, the
 * line that says where the board stops.
 */
export const replaySourceUntil = (
  name: string,
  text: string,
  until: Option.Option<number>,
): ReplayOutcome & { readonly refused?: string; readonly title?: string } => {
  if (Option.isNone(until)) return sealChecked(name, replayText(name, text));
  try {
    const r = replayUntil(name, text, until.value);
    if ("refused" in r) return { replay: EMPTY, refused: r.refused };
    return sealChecked(name, {
      ...outcomeOf(name, r.replay),
      title: untilTitle(r.replay, until.value, eventCount(text)),
    });
  } catch (e) {
    return { replay: EMPTY, problem: t("errInternalReplaying", { name, reason: errorMessage(e) }) };
  }
};

/**
 * The printed form of a replayed board: its JSON line, or its text (with a `==> name <==` header when asked).
 * Never throws: a failure to print is a problem line, and the JSON line falls back to the empty view so
 * that there is still one line per source.
 */
export const printed = (
  name: string,
  replay: BoardReplay,
  options: {
    readonly json: boolean;
    readonly audit: boolean;
    readonly header?: string;
    readonly title?: string;
  },
): { readonly text: string; readonly problem?: string } => {
  try {
    // the view, each consequence with its words; the standing (the score that applies, its mark and why) too
    if (options.json)
      return {
        text: `${JSON.stringify(withWords(replay.view))}\n`,
      };
    const board = renderBoard(replay.view, {
      audit: options.audit,
      facts: logFacts(replay.lines),
      ...(options.title !== undefined && { title: options.title }),
    });
    return { text: `${options.header ?? ""}${board}\n` };
  } catch (e) {
    const problem = `${name}: internal error while printing: ${errorMessage(e)}`;
    return { text: options.json ? `${JSON.stringify(EMPTY.view)}\n` : (options.header ?? ""), problem };
  }
};

export interface ReplayOptions {
  readonly files: readonly string[];
  readonly json: boolean;
  readonly audit: boolean;
  readonly until: Option.Option<number>;
}

/**
 * `bridgelaw replay`: for each source in order, prints the board (or its JSON line) as far as its events go,
 * and reports a problem as one line on standard error; fails with `LogInvalid` (exit 1) after the last source
 * when any had a problem.
 */
export const runReplay = (options: ReplayOptions) =>
  Effect.gen(function* () {
    const readSource = makeReader();
    const refusals: string[] = [];
    const { files, empty, directories } = yield* expandLogPaths(options.files);
    const many = files.length > 1 || directories;
    // A batch into a file or a pipe: a progress bar on the terminal (never mixed into the boards printed there).
    const batch = startBatch({ command: "replay", noun: "log", files, many, printsPerFile: true });
    for (const line of empty) yield* batch.fail(line, line);
    for (const [i, path] of files.entries()) {
      batch.advance();
      const name = sourceName(path);
      const read = yield* Effect.result(readSource(path));
      const outcome: ReplayOutcome & { readonly refused?: string; readonly title?: string } =
        read._tag === "Failure"
          ? { replay: EMPTY, problem: read.failure.message }
          : replaySourceUntil(name, read.success, options.until);
      if (outcome.refused !== undefined) {
        refusals.push(outcome.refused);
        continue;
      }
      if (options.json || read._tag === "Success") {
        const header = many ? `${i > 0 ? "\n" : ""}==> ${name} <==\n` : "";
        const out = printed(name, outcome.replay, {
          json: options.json,
          audit: options.audit,
          header,
          ...(outcome.title !== undefined && { title: outcome.title }),
        });
        if (out.text !== "") yield* (options.json ? writeData : writeOut)(out.text);
        if (out.problem !== undefined) yield* batch.fail(path, out.problem);
      }
      if (outcome.problem !== undefined) yield* batch.fail(path, outcome.problem);
    }
    yield* batch.finish();
    if (refusals.length > 0) {
      for (const r of refusals.slice(1))
        yield* printError(t("refusedBy", { command: "bridgelaw replay", text: r }));
      return yield* new UsageError({ message: t("refusedBy", { command: "replay", text: refusals[0] }) });
    }
    if (batch.failed() > 0) return yield* new LogInvalid({ count: batch.failed() });
  });

export const replayCommand = Command.make(
  "replay",
  {
    files: Argument.String("file").pipe(
      Argument.withDescription(
        "board logs (JSON Lines), replayed in the order given, or directories of them (every *.jsonl in each, in name order); - reads standard input",
      ),
      Argument.variadic({ min: 1 }),
    ),
    json: Flag.Boolean("json").pipe(
      Flag.withDescription("print each board's derived state (the view) as one JSON object per line"),
      Flag.withDefault(false),
    ),
    audit: Flag.Boolean("audit").pipe(
      Flag.withDescription("print the audit trail (each consequence with its Law); --no-audit leaves it out"),
      Flag.withDefault(true),
    ),
    until: untilFlag,
  },
  runReplay,
).pipe(
  Command.withDescription(
    "Replay board logs by the Laws and print each board: hands, auction, play, contract, result and score, rulings needed and the audit trail. Exit 0 when every log is valid, 1 when a log is invalid or unreadable, or sealed with a chain that does not hold (what came before the bad line is printed, then one line on standard error), 2 on a usage error.",
  ),
  Command.withShortDescription(tEnglish("summary", { command: "replay" })),
  Command.withExamples([
    { command: "bridgelaw replay examples/03-game-3NT.jsonl", description: "print one board" },
    { command: "bridgelaw replay --json examples/*.jsonl", description: "one JSON line per board" },
    { command: "bridgelaw replay --json session/ > views.jsonl", description: "every log of a directory" },
    { command: "cat board.jsonl | bridgelaw replay -", description: "read standard input" },
    {
      command: "bridgelaw replay --until 8 examples/auction/WS-14b-31B-not-comparable-lead-restriction.jsonl",
      description: "the board as it stood after the event on line 8",
    },
  ]),
);
