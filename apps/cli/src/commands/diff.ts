import { Effect } from "effect";
import { Argument, Command, Flag } from "effect/cli";
import { allowBrokenFlag } from "../chain.ts";
import { LogInvalid, UsageError } from "../errors.ts";
import { makeReader, printError, sourceName, writeData, writeOut } from "../io.ts";
import { inEnglish } from "../lang.ts";
import { diffBoards, notSameBoard, renderDiff } from "../render/diff.ts";
import { t, tEnglish } from "../texts.ts";
import { replaySource } from "./replay.ts";

export interface DiffOptions {
  readonly a: string;
  readonly b: string;
  readonly json: boolean;
  readonly allowBroken: boolean;
}

/**
 * `bridgelaw diff A B`: where two logs of the same board part, and how the board the Laws derive from each
 * differs. Refuses (exit 2) two logs of different boards; exit 1 when a log cannot be read or replayed.
 */
export const runDiff = (options: DiffOptions) =>
  Effect.gen(function* () {
    const read = makeReader();
    const replays = [];
    const broken: string[] = [];
    for (const path of [options.a, options.b]) {
      const name = sourceName(path);
      const text = yield* Effect.result(read(path));
      if (text._tag === "Failure") {
        yield* printError(text.failure.message);
        return yield* new LogInvalid({ count: 1 });
      }
      const outcome = replaySource(name, text.success, { allowBroken: options.allowBroken });
      if (outcome.problem !== undefined) {
        yield* printError(
          outcome.broken === undefined ? t("diffMustReplay", { problem: outcome.problem }) : outcome.problem,
        );
        return yield* new LogInvalid({ count: 1 });
      }
      if (outcome.broken !== undefined) {
        broken.push(outcome.broken);
        yield* printError(t("diffAsItStands", { broken: outcome.broken }));
      }
      replays.push(outcome.replay);
    }
    const [a, b] = replays as [(typeof replays)[0], (typeof replays)[0]];
    const refused = notSameBoard(a.view, b.view);
    if (refused !== null) {
      const side = (x: typeof refused.a) => ({ board: x.board ?? "?", deal: x.deal ?? "none" });
      const [sa, sb] = [side(refused.a), side(refused.b)];
      const message = t("notSameBoard", {
        differs: refused.differs,
        aBoard: sa.board,
        aDeal: sa.deal,
        bBoard: sb.board,
        bDeal: sb.deal,
      });
      return yield* new UsageError({ message: `diff: ${message}` });
    }
    // the JSON output keeps its English labels and lines whatever --lang says
    const d = options.json ? inEnglish(() => diffBoards(a, b)) : diffBoards(a, b);
    yield* (options.json ? writeData : writeOut)(
      options.json
        ? `${JSON.stringify({ a: sourceName(options.a), b: sourceName(options.b), ...d, ...(broken.length > 0 && { broken }) })}\n`
        : `${broken.map((b) => `${t("brokenChain", { x: b })}\n`).join("")}${renderDiff(d, { a: sourceName(options.a), b: sourceName(options.b) })}`,
    );
  });

export const diffCommand = Command.make(
  "diff",
  {
    a: Argument.String("a").pipe(Argument.withDescription("a board log (JSON Lines)")),
    b: Argument.String("b").pipe(
      Argument.withDescription("another log of the same board (e.g. with another ruling)"),
    ),
    json: Flag.Boolean("json").pipe(
      Flag.withDescription("print the comparison as one JSON object"),
      Flag.withDefault(false),
    ),
    allowBroken: allowBrokenFlag,
  },
  runDiff,
).pipe(
  Command.withDescription(
    "Compare two logs of the same board: the first position where their events differ (seals aside), and how the board the Laws derive from each differs: result, the score at the table, as ruled, on appeal and which applies, options pending, rulings needed, penalties, appeals, and the consequences derived in one log only. The what-if a committee asks: had the Director ruled otherwise. Exit 0 when compared (same or not), 1 when a log cannot be read or does not replay, 2 on a usage error or two logs of different boards.",
  ),
  Command.withShortDescription(tEnglish("summary", { command: "diff" })),
  Command.withExamples([
    { command: "bridgelaw diff as-ruled.jsonl had-the-director-ruled-9.jsonl" },
    { command: "bridgelaw diff --json a.jsonl b.jsonl", description: "as one JSON object" },
  ]),
);
