import { isEventDecodeError } from "@bridgelaw/log";
import {
  type Actor,
  type BoardReplay,
  type BoardView,
  commandOf,
  decodeTableEvent,
  replayLog,
  type TableEvent,
  type TableState,
  tryDecideTable,
} from "@bridgelaw/table";
import { Effect, Option } from "effect";
import { Argument, Flag } from "effect/cli";
import { LogInvalid, UsageError } from "../errors.ts";
import { makeReader, printError, STDIN, sourceName, writeOut } from "../io.ts";
import { type Prompter, PrompterService } from "../prompter.ts";
import { pendingLines, rulingLines } from "../render/attention.ts";
import { diffBoards } from "../render/diff.ts";
import { renderResult } from "../render/result.ts";
import { renderScores } from "../render/scores.ts";
import { describeEvent } from "../render/timeline.ts";
import { ref, t } from "../texts.ts";
import { describe } from "../words.ts";
import { appendRecords, writeAtomically } from "./append.ts";
import { replaySource } from "./replay.ts";

/**
 * The shared course of the commands that record the Director's, the players' and the committee's acts
 * (`rule`, `choose`, `appeal`, `correct`): read the log, which must replay and whose chain (if sealed) must
 * hold; build the fact from the flags or, at a terminal, from prompts; have the table decide it (the Laws,
 * not the CLI, say whether it can be recorded); show what it changes; append it, keeping the log sealed if
 * it was, written atomically. Nothing already in the log is ever rewritten.
 */

/** What the command was asked to do. */
export type Plan =
  /** Nothing to record: print what is open (the questions, the options, the appeals …). */
  | { readonly kind: "list"; readonly text: string }
  | {
      readonly kind: "record";
      /** The fact, without envelope (`at`, `by`, `note` are added from the flags). */
      readonly event: Record<string, unknown>;
      readonly actor: Actor;
      /**
       * Whether the fact, once replayed, took effect: null if it did, else why not (late under 79C or 92B,
       * no concurrence under 92D …): the Laws record it without applying it.
       */
      readonly applied: (after: BoardView, position: number) => string | null;
    };

export interface Context {
  readonly name: string;
  readonly replay: BoardReplay;
  readonly view: BoardView;
  readonly prompter: Prompter;
}

export interface RecordOptions {
  readonly file: string;
  readonly dryRun: boolean;
  readonly at: Option.Option<string>;
  readonly by: Option.Option<string>;
  readonly note: Option.Option<string>;
  readonly recordAnyway: boolean;
  readonly head: Option.Option<string>;
}

/** The flags every recording command has, besides its own. */
export const recordFlags = {
  file: Argument.String("file").pipe(
    Argument.withDescription("the board log (JSON Lines) to append to; it must replay"),
  ),
  dryRun: Flag.Boolean("dry-run").pipe(
    Flag.withDescription("show the line and the new result without writing anything"),
    Flag.withDefault(false),
  ),
  at: Flag.String("at").pipe(
    Flag.withMetavar("TIME"),
    Flag.withDescription(
      "when it happened, ISO 8601 (default: now); the 79C and 92B time limits are judged from it",
    ),
    Flag.optional,
  ),
  by: Flag.String("by").pipe(
    Flag.withMetavar("NAME"),
    Flag.withDescription("who records it (the envelope's by)"),
    Flag.optional,
  ),
  note: Flag.String("note").pipe(
    Flag.withMetavar("TEXT"),
    Flag.withDescription("a remark kept with the line (the envelope's note)"),
    Flag.optional,
  ),
  head: Flag.String("head").pipe(
    Flag.withMetavar("HASH"),
    Flag.withDescription(
      "the head the sealed log must end at (the one published or seen): otherwise nothing is appended",
    ),
    Flag.optional,
  ),
  recordAnyway: Flag.Boolean("record-anyway").pipe(
    Flag.withDescription(
      "record the fact even when the Laws will not apply it (late under 79C or 92B, no concurrence under 92D): it stays in the log as a fact",
    ),
    Flag.withDefault(false),
  ),
};

/** Now, to the second, as ISO 8601 UTC (`2026-11-22T22:05:00Z`). */
export const nowIso = (): string => new Date().toISOString().replace(/\.\d{3}Z$/, "Z");

/**
 * The table's Decider on the act: the events it records, or its typed refusal (`ActorNotAllowed`,
 * `OptionNotOpen`, `RulingNotAsked`, `ActionImpossible` …) in words (`@bridgelaw/words` writes the refusal's
 * data), its class in parentheses. The Laws decide, through the table's own `decide` (a ruling on a question
 * not asked, an option not pending, an appeal decision with no appeal are refused there), never a copy of them
 * here.
 */
export const decideAct = (
  state: TableState,
  event: TableEvent,
  actor: Actor,
): { readonly events: readonly TableEvent[] } | { readonly refused: string } => {
  const r = tryDecideTable(commandOf(event, actor), state);
  return r.ok ? { events: r.events } : { refused: `${describe(r.error.refusal)} (${r.error._tag})` };
};

/** `before` / `after` lines of every aspect of the board the new fact changes. */
const changes = (before: BoardReplay, after: BoardReplay): string[] => {
  const d = diffBoards(before, after);
  if (d.derived.length === 0) return [t("recNothingChanges")];
  return d.derived.flatMap((x) => [
    `  ${x.aspect}${t("colon").trimEnd()}`,
    ...x.a.map((l) => t("recBefore", { line: l })),
    ...x.b.map((l) => t("recAfter", { line: l })),
  ]);
};

/** What the board looks like once the fact is recorded: result, score at every stage, what is still open. */
const now = (view: BoardView): string =>
  [
    renderResult(view),
    renderScores(view),
    ...(view.pending.length > 0
      ? [[t("optionsPending"), ...pendingLines(view).map((l) => `  ${l}`)].join("\n")]
      : []),
    ...(view.rulingsNeeded.length > 0
      ? [[t("rulingsNeeded"), ...rulingLines(view).map((l) => `  ${l}`)].join("\n")]
      : []),
  ]
    .filter((s) => s !== "")
    .join("\n\n");

/** The envelope's `by` and `note`, when the flags give them. */
const optionalEnvelope = (options: RecordOptions): Record<string, string> => ({
  ...(Option.isSome(options.by) && { by: options.by.value }),
  ...(Option.isSome(options.note) && { note: options.note.value }),
});

/** Runs a recording command: `build` turns the flags (or prompts) into a plan; see the module's comment. */
export const runRecord = (
  command: string,
  options: RecordOptions,
  build: (ctx: Context) => Effect.Effect<Plan, UsageError>,
) =>
  Effect.gen(function* () {
    if (options.file === STDIN) {
      return yield* new UsageError({
        message: t("recNeedsFile", { command }),
      });
    }
    const name = sourceName(options.file);
    const read = yield* Effect.result(makeReader()(options.file));
    if (read._tag === "Failure") {
      yield* printError(read.failure.message);
      return yield* new LogInvalid({ count: 1 });
    }
    const text = read.success;
    const outcome = replaySource(name, text);
    if (outcome.problem !== undefined) {
      yield* printError(t("recMustReplay", { problem: outcome.problem }));
      return yield* new LogInvalid({ count: 1 });
    }
    const replay = outcome.replay;
    const prompter = yield* PrompterService;
    const plan = yield* build({ name, replay, view: replay.view, prompter });
    if (plan.kind === "list") return yield* writeOut(plan.text);

    // the fact with its envelope, decoded as the log would decode it (flags are input: Schema first)
    const at = Option.getOrElse(options.at, () =>
      typeof plan.event.at === "string" ? plan.event.at : nowIso(),
    );
    const record: Record<string, unknown> = { ...plan.event, at, ...optionalEnvelope(options) };
    let event: TableEvent;
    try {
      event = decodeTableEvent(record);
    } catch (e) {
      if (!isEventDecodeError(e)) throw e;
      return yield* new UsageError({
        message: t("recNotValid", { command, type: String(record.type), reason: e.reason }),
      });
    }
    const position = replay.lines.length + 1;
    const decided = decideAct(replay.state, event, plan.actor);
    if ("refused" in decided) {
      yield* printError(
        t("recRefused", { name, event: describeEvent(record), position, refused: decided.refused }),
      );
      return yield* new LogInvalid({ count: 1 });
    }
    // what the Decider records, with the envelope the flags give (`at` where the event has none of its own)
    const envelope = { at, ...optionalEnvelope(options) };
    const records = decided.events.map((e) => ({ ...e, ...envelope }) as Record<string, unknown>);
    const appended = appendRecords(name, text, records, Option.getOrUndefined(options.head));
    if (!appended.ok) {
      yield* printError(appended.reason);
      return yield* new LogInvalid({ count: 1 });
    }
    const after = replayLog(appended.text);
    if (after.error !== undefined) {
      yield* printError(t("recInternal", { name, reason: after.error.reason }));
      return yield* new LogInvalid({ count: 1 });
    }
    const notApplied = plan.applied(after.view, position);
    const existingLines = text === "" ? 0 : text.split("\n").length - (text.endsWith("\n") ? 1 : 0);
    const line = existingLines + 1;
    const out = [
      t("recToAppend", {
        dry: options.dryRun ? "yes" : "no",
        position,
        line,
        name,
        sealed: appended.sealed ? "yes" : "no",
      }),
      ...records.map((r) => `  ${describeEvent(r)}`),
      ...after.view.audit
        .filter((a) => a.position === position)
        .map((a) => t("derived", { ref: ref(a.law), text: describe(a) })),
      "",
      t("recWhatChanges"),
      ...changes(replay, after),
      "",
      now(after.view),
    ];
    if (notApplied !== null) out.push("", t("recNotApplied", { why: notApplied }));
    yield* writeOut(`${out.join("\n")}\n`);
    if (notApplied !== null && !options.recordAnyway) {
      yield* printError(t("recNotRecorded", { name, why: notApplied }));
      return yield* new LogInvalid({ count: 1 });
    }
    if (options.dryRun) return yield* writeOut(t("recDryRun"));
    if (prompter.interactive) {
      const go = yield* prompter.confirm(t("recConfirm", { name }));
      if (!go) return yield* writeOut(t("recNothingWritten"));
    }
    const written = yield* Effect.result(writeAtomically(options.file, text, appended.text));
    if (written._tag === "Failure") {
      yield* printError(written.failure);
      return yield* new LogInvalid({ count: 1 });
    }
    yield* writeOut(t("recAppended", { name, position, line, head: appended.head ?? "absent" }));
  });
