import { Schema } from "effect";
import {
  AcquiescenceWithdrawn,
  Alerted,
  AppealDecided,
  AppealLodged,
  AttentionDrawn,
  BoardFouled,
  BoardStarted,
  CallChanged,
  CallMade,
  CardDesignated,
  CardExposed,
  CardHandled,
  CardPlayed,
  CardRetracted,
  CardReturnedToHand,
  CardsCalledOnAnotherBoard,
  CardsDisturbed,
  CardTurned,
  ClaimAcquiesced,
  ClaimMade,
  ClaimObjected,
  ConcessionMade,
  ConcessionWithdrawn,
  DealCorrected,
  DirectorRuled,
  DirectorSummoned,
  DummyViolation,
  Explained,
  ExplanationCorrected,
  ExplanationRequested,
  ExtraneousInformation,
  HandsReturned,
  OptionChosen,
  OrientationPointedOut,
  PenaltyAwarded,
  PlayResumed,
  QuestionAsked,
  RevokeInquired,
  ScoreAdjusted,
  ScoreCorrected,
  ScoreRecorded,
  ScoresPosted,
  type TableEvent,
  TableMovedOn,
  TrickInspected,
  TricksAgreed,
  TricksDisputed,
  WrongBoardCards,
  WrongContestants,
  WrongHandWarning,
  WrongNumberOfCards,
} from "../events.ts";
import { SeatToken } from "../tokens.ts";
import { Actor } from "./actor.ts";

/*
 * The commands of the table Decider (issue 14). Each records exactly one event of the log vocabulary and
 * carries that event's fields (its Schema's, so the two never drift apart), plus the `actor` who gives it.
 * Where the event has a `seat`, the command's `seat` is optional: it defaults to the actor's own seat, and
 * names another hand only where the Laws let the actor act for it (declarer plays dummy's cards, 45B).
 */

type Fields = Schema.Struct.Fields;

const without = <F extends Fields, K extends keyof F & string>(fields: F, keys: readonly K[]): Omit<F, K> => {
  const out: Record<string, unknown> = { ...fields };
  for (const k of keys) delete out[k];
  return out as Omit<F, K>;
};

/** The command `type` recording an event, with the event's fields except `type`. */
const records = <T extends string, F extends Fields>(type: T, event: Schema.Struct<F>) =>
  Schema.Struct({ type: Schema.Literal(type), actor: Actor, ...without(event.fields, ["type"]) });

/** As `records`, the event's `seat` optional (default: the actor's seat). */
const bySeat = <T extends string, F extends Fields & { readonly seat: unknown }>(
  type: T,
  event: Schema.Struct<F>,
) =>
  Schema.Struct({
    type: Schema.Literal(type),
    actor: Actor,
    ...without(event.fields, ["type", "seat"]),
    seat: Schema.optional(SeatToken),
  });

// The board (Laws 2, 6, 7, 15A)
export const StartBoard = records("StartBoard", BoardStarted);
export const FindWrongBoardCards = records("FindWrongBoardCards", WrongBoardCards);
// The auction (Laws 17–39, 20–21)
export const MakeCall = bySeat("MakeCall", CallMade);
export const ChangeCall = bySeat("ChangeCall", CallChanged);
export const Alert = bySeat("Alert", Alerted);
export const Explain = bySeat("Explain", Explained);
export const CorrectExplanation = bySeat("CorrectExplanation", ExplanationCorrected);
// The cards (Laws 24, 41–67)
export const PlayCard = bySeat("PlayCard", CardPlayed);
export const ExposeCard = bySeat("ExposeCard", CardExposed);
export const DesignateCard = bySeat("DesignateCard", CardDesignated);
export const RetractCard = bySeat("RetractCard", CardRetracted);
// Choices, attention, the Director (Laws 9, 10, 43, 81–85)
export const ChooseOption = bySeat("ChooseOption", OptionChosen);
export const DrawAttention = bySeat("DrawAttention", AttentionDrawn);
export const SummonDirector = bySeat("SummonDirector", DirectorSummoned);
export const Rule = records("Rule", DirectorRuled);
export const FindDummyViolation = bySeat("FindDummyViolation", DummyViolation);
// The table procedure of the play (Laws 41B, 42B2, 61B, 65, 66, 67B3)
export const AskQuestion = bySeat("AskQuestion", QuestionAsked);
export const WarnWrongHand = bySeat("WarnWrongHand", WrongHandWarning);
export const InquireRevoke = bySeat("InquireRevoke", RevokeInquired);
export const TurnCard = bySeat("TurnCard", CardTurned);
export const PointOutOrientation = bySeat("PointOutOrientation", OrientationPointedOut);
export const DisturbCards = bySeat("DisturbCards", CardsDisturbed);
export const InspectTrick = bySeat("InspectTrick", TrickInspected);
export const ReturnCardToHand = bySeat("ReturnCardToHand", CardReturnedToHand);
// Claims and concessions (Laws 68–71)
export const Claim = bySeat("Claim", ClaimMade);
export const Concede = bySeat("Concede", ConcessionMade);
export const Acquiesce = bySeat("Acquiesce", ClaimAcquiesced);
export const ObjectToClaim = bySeat("ObjectToClaim", ClaimObjected);
export const ResumePlay = bySeat("ResumePlay", PlayResumed);
export const MoveOn = records("MoveOn", TableMovedOn);
export const WithdrawAcquiescence = bySeat("WithdrawAcquiescence", AcquiescenceWithdrawn);
export const WithdrawConcession = bySeat("WithdrawConcession", ConcessionWithdrawn);
// The score, rulings and appeals (Laws 12, 79, 81–93)
export const AgreeTricks = records("AgreeTricks", TricksAgreed);
export const RecordScore = records("RecordScore", ScoreRecorded);
export const DisputeTricks = bySeat("DisputeTricks", TricksDisputed);
export const PostScores = records("PostScores", ScoresPosted);
export const CorrectScore = records("CorrectScore", ScoreCorrected);
export const AdjustScore = records("AdjustScore", ScoreAdjusted);
export const AwardPenalty = records("AwardPenalty", PenaltyAwarded);
export const LodgeAppeal = records("LodgeAppeal", AppealLodged);
export const DecideAppeal = records("DecideAppeal", AppealDecided);
export const FoulBoard = records("FoulBoard", BoardFouled);
// The board, its hands and the players, information, cards handled (Laws 13–17, 20F, 45C)
export const ReturnHands = records("ReturnHands", HandsReturned);
export const FindWrongNumberOfCards = records("FindWrongNumberOfCards", WrongNumberOfCards);
export const CorrectDeal = records("CorrectDeal", DealCorrected);
export const FindWrongContestants = records("FindWrongContestants", WrongContestants);
export const LinkWrongBoardCards = records("LinkWrongBoardCards", CardsCalledOnAnotherBoard);
export const RecordExtraneousInformation = records("RecordExtraneousInformation", ExtraneousInformation);
export const RequestExplanation = bySeat("RequestExplanation", ExplanationRequested);
export const HandleCard = bySeat("HandleCard", CardHandled);

/** Every command of the table Decider, each with its `type` and `actor`. */
export const TableCommand = Schema.Union([
  StartBoard,
  FindWrongBoardCards,
  MakeCall,
  ChangeCall,
  Alert,
  Explain,
  CorrectExplanation,
  PlayCard,
  ExposeCard,
  DesignateCard,
  RetractCard,
  ChooseOption,
  DrawAttention,
  SummonDirector,
  Rule,
  FindDummyViolation,
  AskQuestion,
  WarnWrongHand,
  InquireRevoke,
  TurnCard,
  PointOutOrientation,
  DisturbCards,
  InspectTrick,
  ReturnCardToHand,
  Claim,
  Concede,
  Acquiesce,
  ObjectToClaim,
  ResumePlay,
  MoveOn,
  WithdrawAcquiescence,
  WithdrawConcession,
  AgreeTricks,
  RecordScore,
  DisputeTricks,
  PostScores,
  CorrectScore,
  AdjustScore,
  AwardPenalty,
  LodgeAppeal,
  DecideAppeal,
  FoulBoard,
  ReturnHands,
  FindWrongNumberOfCards,
  CorrectDeal,
  FindWrongContestants,
  LinkWrongBoardCards,
  RecordExtraneousInformation,
  RequestExplanation,
  HandleCard,
]);
export type TableCommand = typeof TableCommand.Type;
export type TableCommandType = TableCommand["type"];

/** The event each command records (one each way: every event a person originates has its command). */
export const EVENT_OF_COMMAND = {
  StartBoard: "BoardStarted",
  FindWrongBoardCards: "WrongBoardCards",
  MakeCall: "CallMade",
  ChangeCall: "CallChanged",
  Alert: "Alerted",
  Explain: "Explained",
  CorrectExplanation: "ExplanationCorrected",
  PlayCard: "CardPlayed",
  ExposeCard: "CardExposed",
  DesignateCard: "CardDesignated",
  RetractCard: "CardRetracted",
  ChooseOption: "OptionChosen",
  DrawAttention: "AttentionDrawn",
  SummonDirector: "DirectorSummoned",
  Rule: "DirectorRuled",
  FindDummyViolation: "DummyViolation",
  AskQuestion: "QuestionAsked",
  WarnWrongHand: "WrongHandWarning",
  InquireRevoke: "RevokeInquired",
  TurnCard: "CardTurned",
  PointOutOrientation: "OrientationPointedOut",
  DisturbCards: "CardsDisturbed",
  InspectTrick: "TrickInspected",
  ReturnCardToHand: "CardReturnedToHand",
  Claim: "ClaimMade",
  Concede: "ConcessionMade",
  Acquiesce: "ClaimAcquiesced",
  ObjectToClaim: "ClaimObjected",
  ResumePlay: "PlayResumed",
  MoveOn: "TableMovedOn",
  WithdrawAcquiescence: "AcquiescenceWithdrawn",
  WithdrawConcession: "ConcessionWithdrawn",
  AgreeTricks: "TricksAgreed",
  RecordScore: "ScoreRecorded",
  DisputeTricks: "TricksDisputed",
  PostScores: "ScoresPosted",
  CorrectScore: "ScoreCorrected",
  AdjustScore: "ScoreAdjusted",
  AwardPenalty: "PenaltyAwarded",
  LodgeAppeal: "AppealLodged",
  DecideAppeal: "AppealDecided",
  FoulBoard: "BoardFouled",
  ReturnHands: "HandsReturned",
  FindWrongNumberOfCards: "WrongNumberOfCards",
  CorrectDeal: "DealCorrected",
  FindWrongContestants: "WrongContestants",
  LinkWrongBoardCards: "CardsCalledOnAnotherBoard",
  RecordExtraneousInformation: "ExtraneousInformation",
  RequestExplanation: "ExplanationRequested",
  HandleCard: "CardHandled",
} as const satisfies { readonly [C in TableCommandType]: TableEvent["type"] };

type EventOfCommand = typeof EVENT_OF_COMMAND;
/** The command recording each event type. */
export type CommandOfEvent = { [C in TableCommandType as EventOfCommand[C]]: C };
export const COMMAND_OF_EVENT = Object.fromEntries(
  Object.entries(EVENT_OF_COMMAND).map(([c, e]) => [e, c]),
) as CommandOfEvent;

// Every event type of the vocabulary has its command (a compile error names one that has none).
const _everyEvent: { readonly [E in TableEvent["type"]]: CommandOfEvent[E] } = COMMAND_OF_EVENT;
void _everyEvent;

/** Decodes a command from JSON (a live table's request, a CLI's input), throwing a Schema error with the reason. */
export const decodeTableCommand = Schema.decodeUnknownSync(TableCommand);
