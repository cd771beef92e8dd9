import { lazy, lazyRecord } from "@bridgelaw/log";
import * as Schema from "effect/Schema";
import { TableEvent, type TableEventType } from "../events.ts";
import { SeatToken } from "../tokens.ts";
import { Actor } from "./actor.ts";

/*
 * The commands of the table Decider (issue 14). Each records exactly one event of the log vocabulary and
 * carries that event's fields (its Schema's, so the two never drift apart), plus the `actor` who gives it.
 * The commands are derived from the events' union (`TableEvent`, issue 34): `COMMANDS` gives each event type
 * its command's name and how the command names the event's seat, and everything else (the command Schemas,
 * `TableCommand`, `EVENT_OF_COMMAND`, `COMMAND_OF_EVENT`) follows from it.
 */

/**
 * How a command names its event's `seat`:
 * - `own`: the command's `seat` is optional and defaults to the actor's own seat (a player acts for himself);
 * - `hand`: the same, and it may also name a hand the actor plays from (declarer dummy's, once faced: 41D, 45B);
 * - `dummy`: optional, defaulting to dummy's seat (declarer designates dummy's card, 46; dummy's limitations, 43);
 * - `subject`: the seat the finding is about, as the event has it (required where the event requires it).
 * An event without a seat has no `seat` entry.
 */
export type SeatScope = "own" | "hand" | "dummy" | "subject";

interface CommandSpec {
  readonly command: string;
  readonly seat?: SeatScope;
}

/** The command of each event type (one entry per event of the union: a missing one is a compile error). */
export const COMMANDS = {
  // The board (Laws 2, 6, 7, 15A)
  BoardStarted: { command: "StartBoard" },
  WrongBoardCards: { command: "FindWrongBoardCards", seat: "subject" },
  // The auction (Laws 17–39, 20–21)
  CallMade: { command: "MakeCall", seat: "own" },
  CallChanged: { command: "ChangeCall", seat: "own" },
  Alerted: { command: "Alert", seat: "own" },
  Explained: { command: "Explain", seat: "own" },
  ExplanationCorrected: { command: "CorrectExplanation", seat: "own" },
  // The cards (Laws 24, 41–67)
  CardPlayed: { command: "PlayCard", seat: "hand" },
  CardExposed: { command: "ExposeCard", seat: "hand" },
  CardDesignated: { command: "DesignateCard", seat: "dummy" },
  CardRetracted: { command: "RetractCard", seat: "hand" },
  // Choices, attention, the Director (Laws 9, 10, 43, 81–85)
  OptionChosen: { command: "ChooseOption", seat: "own" },
  AttentionDrawn: { command: "DrawAttention", seat: "own" },
  DirectorSummoned: { command: "SummonDirector", seat: "own" },
  DirectorRuled: { command: "Rule" },
  DummyViolation: { command: "FindDummyViolation", seat: "dummy" },
  // The table procedure of the play (Laws 41B, 42B2, 61B, 65, 66, 67B3)
  QuestionAsked: { command: "AskQuestion", seat: "own" },
  WrongHandWarning: { command: "WarnWrongHand", seat: "own" },
  RevokeInquired: { command: "InquireRevoke", seat: "own" },
  CardTurned: { command: "TurnCard", seat: "hand" },
  OrientationPointedOut: { command: "PointOutOrientation", seat: "own" },
  CardsDisturbed: { command: "DisturbCards", seat: "hand" },
  TrickInspected: { command: "InspectTrick", seat: "own" },
  CardReturnedToHand: { command: "ReturnCardToHand", seat: "hand" },
  // Claims and concessions (Laws 68–71)
  ClaimMade: { command: "Claim", seat: "own" },
  ConcessionMade: { command: "Concede", seat: "own" },
  ClaimAcquiesced: { command: "Acquiesce", seat: "own" },
  ClaimObjected: { command: "ObjectToClaim", seat: "own" },
  PlayResumed: { command: "ResumePlay", seat: "own" },
  TableMovedOn: { command: "MoveOn" },
  AcquiescenceWithdrawn: { command: "WithdrawAcquiescence", seat: "own" },
  ConcessionWithdrawn: { command: "WithdrawConcession", seat: "own" },
  // The score, rulings and appeals (Laws 12, 79, 81–93)
  TricksAgreed: { command: "AgreeTricks" },
  ScoreRecorded: { command: "RecordScore" },
  TricksDisputed: { command: "DisputeTricks", seat: "own" },
  ScoresPosted: { command: "PostScores" },
  ScoreCorrected: { command: "CorrectScore" },
  ScoreAdjusted: { command: "AdjustScore" },
  PenaltyAwarded: { command: "AwardPenalty" },
  AppealLodged: { command: "LodgeAppeal" },
  AppealDecided: { command: "DecideAppeal" },
  BoardFouled: { command: "FoulBoard" },
  // The board, its hands and the players, information, cards handled (Laws 13–17, 20F, 45C)
  HandsReturned: { command: "ReturnHands" },
  WrongNumberOfCards: { command: "FindWrongNumberOfCards", seat: "subject" },
  DealCorrected: { command: "CorrectDeal" },
  WrongContestants: { command: "FindWrongContestants" },
  CardsCalledOnAnotherBoard: { command: "LinkWrongBoardCards", seat: "subject" },
  ExtraneousInformation: { command: "RecordExtraneousInformation", seat: "subject" },
  ExplanationRequested: { command: "RequestExplanation", seat: "own" },
  CardHandled: { command: "HandleCard", seat: "hand" },
} as const satisfies { readonly [T in TableEventType]: CommandSpec };

type Commands = typeof COMMANDS;
type Cases = typeof TableEvent.cases;

/** The command type recording each event type. */
export type CommandOfEvent = { readonly [T in TableEventType]: Commands[T]["command"] };
/** The event type each command records. */
export type EventOfCommand = { readonly [T in TableEventType as Commands[T]["command"]]: T };

/** Whether the command's `seat` is optional, defaulting from the actor or the state (`own`, `hand`, `dummy`). */
type SeatDefaults<T extends TableEventType> = Commands[T] extends { readonly seat: "own" | "hand" | "dummy" }
  ? true
  : false;

/** The Schema of the command recording events of type `T`: its `type`, the `actor`, the event's other fields. */
export type CommandSchema<T extends TableEventType> = Schema.Struct<
  CommandFields<T> extends infer F extends Schema.Struct.Fields ? F : never
>;
type CommandFields<T extends TableEventType> = {
  readonly type: Schema.Literal<Commands[T]["command"]>;
  readonly actor: typeof Actor;
} & (SeatDefaults<T> extends true
  ? Omit<Cases[T]["fields"], "type" | "seat"> & { readonly seat: Schema.optional<typeof SeatToken> }
  : Omit<Cases[T]["fields"], "type">);

const commandSchema = <T extends TableEventType>(type: T): CommandSchema<T> => {
  const spec: CommandSpec = COMMANDS[type];
  const { type: _type, ...fields } = TableEvent.cases[type].fields as Schema.Struct.Fields;
  const defaults = spec.seat === "own" || spec.seat === "hand" || spec.seat === "dummy";
  return Schema.Struct({
    type: Schema.Literal(spec.command),
    actor: Actor,
    ...fields,
    ...(defaults && { seat: Schema.optional(SeatToken) }),
  }) as unknown as CommandSchema<T>;
};

type CommandSchemas = { readonly [T in TableEventType as Commands[T]["command"]]: CommandSchema<T> };
type AnyCommandSchema = CommandSchemas[keyof CommandSchemas];

const commandUnion = lazy(() =>
  Schema.Union(TableEvent.discriminants.map(commandSchema) as unknown as readonly AnyCommandSchema[]),
);

/** A command of the table Decider: its `type`, the `actor` who gives it, and its event's fields. */
export type TableCommand = typeof commandUnion.Type;
export type TableCommandType = TableCommand["type"];
/** A command of one type. */
export type TableCommandOf<C extends TableCommandType> = Extract<TableCommand, { readonly type: C }>;

/**
 * Every command of the table Decider, each with its `type` and `actor`, in the order of the events they
 * record; `TableCommand.cases.MakeCall` is one command's Schema (`Schema.toTaggedUnion`, typed as `TableEvent`).
 */
export const TableCommand: typeof commandUnion & {
  readonly tag: "type";
  readonly discriminants: readonly TableCommandType[];
  readonly cases: CommandSchemas;
} = lazy(
  () =>
    Schema.toTaggedUnion("type")(commandUnion as never) as unknown as typeof commandUnion & {
      readonly tag: "type";
      readonly discriminants: readonly TableCommandType[];
      readonly cases: CommandSchemas;
    },
);

/** The command recording each event type. */
export const COMMAND_OF_EVENT: CommandOfEvent = lazyRecord(
  () =>
    Object.fromEntries(
      TableEvent.discriminants.map((t) => [t, COMMANDS[t].command]),
    ) as unknown as CommandOfEvent,
);

/** The event each command records. */
export const EVENT_OF_COMMAND: EventOfCommand = lazyRecord(
  () =>
    Object.fromEntries(
      TableEvent.discriminants.map((t) => [COMMANDS[t].command, t]),
    ) as unknown as EventOfCommand,
);

/** How each command names its event's seat (see `SeatScope`), by command type. */
export const SEAT_SCOPE: { readonly [C in TableCommandType]?: SeatScope } = lazyRecord(() =>
  Object.fromEntries(
    TableEvent.discriminants.flatMap((t) => {
      const spec: CommandSpec = COMMANDS[t];
      return spec.seat === undefined ? [] : [[spec.command, spec.seat]];
    }),
  ),
);

/** Decodes a command from JSON (a live table's request, a CLI's input), throwing a Schema error with the reason. */
export const decodeTableCommand = lazy(() => Schema.decodeUnknownSync(TableCommand));
