import {
  howell,
  type Movement,
  mitchell,
  movementFromPlaces,
  nextSwissRound,
  readMovementFile,
  roundRobin,
  swissRound,
  swissStart,
} from "@bridgelaw/scoring";
import { Effect, Option } from "effect";
import { Argument, Command, Flag } from "effect/cli";
import { LogInvalid, UsageError } from "../errors.ts";
import { expandLogPaths, makeReader, printError, sourceName, writeData } from "../io.ts";
import { labelled, t, tEnglish } from "../texts.ts";
import { errorMessage, replaySource } from "./replay.ts";
import { resultOf } from "./score.ts";

export const MOVEMENT_COMMANDS = [
  "mitchell",
  "howell",
  "round-robin",
  "swiss",
  "from-logs",
  "next-round",
] as const;
type MovementCommand = (typeof MOVEMENT_COMMANDS)[number];

export interface MovementOptions {
  readonly kind: MovementCommand;
  readonly paths: readonly string[];
  readonly tables: Option.Option<number>;
  readonly pairs: Option.Option<number>;
  readonly teams: Option.Option<number>;
  readonly rounds: Option.Option<number>;
  readonly boardsPerRound: Option.Option<number>;
  readonly section: Option.Option<string>;
  readonly event: Option.Option<string>;
  readonly movement: Option.Option<string>;
  readonly teamsEvent: boolean;
  readonly relayByeStand: boolean;
  readonly shareBoards: boolean;
}

const need = (value: Option.Option<number>, flag: string, kind: string) =>
  Option.isSome(value)
    ? Effect.succeed(value.value)
    : Effect.fail(new UsageError({ message: t("movementGive", { kind, flag }) }));

/** The logs' results with their places (replayed as `score` does); problems on standard error. */
const placedResults = (paths: readonly string[]) =>
  Effect.gen(function* () {
    const read = makeReader();
    const expanded = yield* expandLogPaths(paths);
    const out = [];
    let invalid = expanded.empty.length;
    for (const p of expanded.empty) yield* printError(p);
    for (const path of expanded.files) {
      const text = yield* Effect.result(read(path));
      if (text._tag === "Failure") {
        yield* printError(text.failure.message);
        invalid += 1;
        continue;
      }
      const outcome = replaySource(sourceName(path), text.success, { allowBroken: false });
      if (outcome.problem !== undefined) {
        yield* printError(outcome.problem);
        invalid += 1;
        continue;
      }
      try {
        const source = resultOf(sourceName(path), outcome.replay.view);
        if (source.ok) out.push({ result: source.result, place: source.place });
      } catch (e) {
        yield* printError(labelled(sourceName(path), errorMessage(e)));
        invalid += 1;
      }
    }
    return { placed: out, invalid };
  });

/**
 * `bridgelaw movement KIND`: a movement file (format 1, JSON on standard output): a standard movement by its
 * kind and size (`mitchell --tables`, `howell --pairs`, `round-robin --teams`, `swiss --teams` with its first
 * round), the movement the logs played (`from-logs LOGS…`), or a Swiss movement with its next round paired by
 * the standings of the logs scored so far (`next-round --movement FILE LOGS…`).
 */
export const runMovement = (options: MovementOptions) =>
  Effect.gen(function* () {
    const standard = {
      ...(Option.isSome(options.rounds) && { rounds: options.rounds.value }),
      ...(Option.isSome(options.section) && { section: options.section.value }),
      ...(Option.isSome(options.event) && { event: options.event.value }),
    };
    const per = () => need(options.boardsPerRound, "--boards-per-round N", options.kind);
    let movement: Movement;
    let invalid = 0;
    try {
      switch (options.kind) {
        case "mitchell": {
          const tables = yield* need(options.tables, "--tables N", "mitchell");
          movement = mitchell(tables, {
            boardsPerRound: yield* per(),
            ...standard,
            ...(options.relayByeStand && { evenTables: "relay-and-bye-stand" }),
          });
          break;
        }
        case "howell": {
          const pairs = yield* need(options.pairs, "--pairs N", "howell");
          movement = howell(pairs, {
            boardsPerRound: yield* per(),
            ...standard,
            ...(options.shareBoards && { shareBoards: true }),
          });
          break;
        }
        case "round-robin": {
          const teams = yield* need(options.teams, "--teams N", "round-robin");
          movement = roundRobin(teams, { boardsPerRound: yield* per(), ...standard });
          break;
        }
        case "swiss": {
          const teams = yield* need(options.teams, "--teams N", "swiss");
          movement = swissRound(swissStart(teams, standard), [], yield* per());
          break;
        }
        case "from-logs": {
          const { placed, invalid: bad } = yield* placedResults(options.paths);
          invalid = bad;
          const teams =
            options.teamsEvent ||
            (placed.length > 0 && placed.every((p) => p.result.teams?.NS !== undefined));
          movement = movementFromPlaces(placed, teams ? "teams" : "pairs");
          break;
        }
        case "next-round": {
          if (Option.isNone(options.movement))
            return yield* new UsageError({
              message: t("movementSwiss"),
            });
          const text = yield* makeReader()(options.movement.value);
          const read = readMovementFile(text);
          if ("error" in read)
            return yield* new UsageError({
              message: t("movementRead", { file: options.movement.value, error: read.error }),
            });
          const { placed, invalid: bad } = yield* placedResults(options.paths);
          invalid = bad;
          movement = nextSwissRound(
            read.movement,
            placed,
            Option.isSome(options.boardsPerRound) ? options.boardsPerRound.value : undefined,
          );
          break;
        }
      }
    } catch (e) {
      return yield* new UsageError({
        message: t("movementError", { kind: options.kind, error: errorMessage(e) }),
      });
    }
    yield* writeData(`${JSON.stringify(movement, null, 2)}\n`);
    if (invalid > 0) return yield* new LogInvalid({ count: invalid });
  });

const count = (name: string, text: string) =>
  Flag.Int(name).pipe(Flag.withMetavar("N"), Flag.withDescription(text), Flag.optional);

export const movementCommand = Command.make(
  "movement",
  {
    kind: Argument.Literals("kind", MOVEMENT_COMMANDS).pipe(
      Argument.withDescription(
        "mitchell, howell, round-robin, swiss (its first round), from-logs (the movement the logs played), next-round (a Swiss movement's next round from the logs' standings)",
      ),
    ),
    paths: Argument.String("log").pipe(
      Argument.withDescription("from-logs, next-round: board logs or directories"),
      Argument.variadic(),
    ),
    tables: count("tables", "mitchell: the number of tables"),
    pairs: count("pairs", "howell: the number of pairs"),
    teams: count("teams", "round-robin, swiss: the number of teams"),
    rounds: count("rounds", "the rounds to play (default: the whole movement)"),
    boardsPerRound: count("boards-per-round", "the boards of a round"),
    section: Flag.String("section").pipe(Flag.withDescription("the section's name"), Flag.optional),
    event: Flag.String("event").pipe(
      Flag.withDescription("the event's name (sessions of one event give the same)"),
      Flag.optional,
    ),
    movement: Flag.String("movement").pipe(
      Flag.withMetavar("FILE"),
      Flag.withDescription("next-round: the Swiss movement so far"),
      Flag.optional,
    ),
    relayByeStand: Flag.Boolean("relay-bye-stand").pipe(
      Flag.withDescription(tEnglish("movementRelayByeStand")),
      Flag.withDefault(false),
    ),
    shareBoards: Flag.Boolean("share-boards").pipe(
      Flag.withDescription(tEnglish("movementShareBoards")),
      Flag.withDefault(false),
    ),
    teamsEvent: Flag.Boolean("teams-event").pipe(
      Flag.withDescription(
        "from-logs: the contestants are the teams (default: when every log names its teams)",
      ),
      Flag.withDefault(false),
    ),
  },
  runMovement,
).pipe(
  Command.withDescription(
    "Write a movement file (format 1, JSON Schema schema/movement.v1.json of @bridgelaw/scoring): a standard movement by kind and size (Mitchell with the skip for an even number of tables, complete Howell, teams' round robin, Swiss), the movement the logs played (their Section, Round, Table, Room and pair or team tags), or a Swiss movement's next round paired by the standings so far without a repeat. `bridgelaw score --movement FILE` checks the logs against it (Law 15B).",
  ),
  Command.withShortDescription(tEnglish("summary", { command: "movement" })),
);
