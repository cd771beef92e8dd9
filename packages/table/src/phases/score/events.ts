import { lazy } from "@bridgelaw/log";
// Tokens and event schemas of the score phase (log format v1, additive): Laws 79, 81–93.
import { PENALTY_UNITS } from "@bridgelaw/scoring";
import * as Schema from "effect/Schema";
import { LawId, LogNumber, LogPosition, SeatToken, Tricks } from "../../tokens.ts";

/** An ISO 8601 time; the time limits of 79C and 92B are computed from these (a time without zone is UTC). */
const Time = lazy(() =>
  Schema.String.check(
    Schema.isPattern(/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/, {
      message: "an ISO 8601 time such as 2026-11-22T22:00:00Z",
    }),
  ),
);
const Minutes = lazy(() =>
  LogNumber.check(Schema.isGreaterThanOrEqualTo(0, { message: "a number of minutes, 0 or more" })),
);
const Points = LogNumber;
const ContractToken = lazy(() =>
  Schema.String.check(
    Schema.isPattern(/^([1-7](C|D|H|S|NT)(X|XX)?|Pass)$/, { message: "a contract such as 4S, 3NTX or Pass" }),
  ),
);
const SideToken = lazy(() => Schema.Literals(["NS", "EW"]));

/** One outcome of an assigned adjusted score: a contract with declarer's tricks, or North-South's points. */
export const Outcome = lazy(() =>
  Schema.Struct({
    contract: Schema.optional(ContractToken),
    declarer: Schema.optional(SeatToken),
    tricks: Schema.optional(Tricks),
    score: Schema.optional(Points),
    weight: Schema.optional(LogNumber),
    /** 12C1(c), in a `ScoreAdjusted`: the raw poll frequency (any unit) the weight is derived from, instead of `weight`. */
    poll: Schema.optional(
      LogNumber.check(Schema.isGreaterThanOrEqualTo(0, { message: "a poll count of 0 or more" })),
    ),
    /** 12C1(c): favourable to the non-offending side (its weight gets the benefit of doubt). */
    favourable: Schema.optional(Schema.Boolean),
    /** 12C1(c): false when the result could not have been obtained legally (it is left out of the poll). */
    legal: Schema.optional(Schema.Boolean),
  }),
);
export type Outcome = typeof Outcome.Type;

/** 12C1(e): a reference result: a contract and tricks or North-South's points, or the side's IMPs or percentage. */
export const Reference = lazy(() =>
  Schema.Union([
    Schema.Struct({ imps: Points }),
    Schema.Struct({ percent: Schema.Number.check(Schema.isBetween({ minimum: 0, maximum: 100 })) }),
    Outcome,
  ]),
);
export type Reference = typeof Reference.Type;

/** A side's own adjusted score: artificial (12C2), assigned or weighted outcomes (12C1), or a direct figure. */
export const SideAdjustment = lazy(() =>
  Schema.Union([
    Schema.Literals(["average-plus", "average", "average-minus"]),
    Schema.Array(Outcome),
    Schema.Struct({ percent: Schema.Number.check(Schema.isBetween({ minimum: 0, maximum: 100 })) }),
    Schema.Struct({ imps: Points }),
  ]),
);
export type SideAdjustment = typeof SideAdjustment.Type;

/** Law 79A1: the players agree the number of tricks won (declarer's side). */
export const TricksAgreed = lazy(() =>
  Schema.Struct({
    type: Schema.Literal("TricksAgreed"),
    tricks: Tricks,
    at: Schema.optional(Time),
  }),
);
export type TricksAgreed = typeof TricksAgreed.Type;

/** The result entered on the score slip or terminal (the "score as recorded at the table"). */
export const ScoreRecorded = lazy(() =>
  Schema.Struct({
    type: Schema.Literal("ScoreRecorded"),
    contract: Schema.optional(ContractToken),
    declarer: Schema.optional(SeatToken),
    tricks: Schema.optional(Tricks),
    score: Schema.optional(Points),
    at: Schema.optional(Time),
  }),
);
export type ScoreRecorded = typeof ScoreRecorded.Type;

/** Law 79B: the sides disagree on the tricks won; the Director is called. */
export const TricksDisputed = lazy(() =>
  Schema.Struct({
    type: Schema.Literal("TricksDisputed"),
    seat: Schema.optional(SeatToken),
    /** The tricks the disputing side says declarer won. */
    tricks: Schema.optional(Tricks),
    /** 79B3: the Director was not called before the end of the round. */
    afterRound: Schema.optional(Schema.Boolean),
    at: Schema.optional(Time),
    text: Schema.optional(Schema.String),
  }),
);
export type TricksDisputed = typeof TricksDisputed.Type;

/** The official scores are made available for inspection: the 79C1 and 92B periods start (30 minutes each). */
export const ScoresPosted = lazy(() =>
  Schema.Struct({
    type: Schema.Literal("ScoresPosted"),
    at: Time,
    correctionMinutes: Schema.optional(Minutes),
    appealMinutes: Schema.optional(Minutes),
  }),
);
export type ScoresPosted = typeof ScoresPosted.Type;

/** Law 79C: a scoring error corrected (the corrected entry); 79C2 after the period with TO and TD. */
export const ScoreCorrected = lazy(() =>
  Schema.Struct({
    type: Schema.Literal("ScoreCorrected"),
    /** 79C (default): a scoring error; 69B: a claim's agreement withdrawn; 71: a concession cancelled. */
    law: Schema.optional(LawId),
    contract: Schema.optional(ContractToken),
    declarer: Schema.optional(SeatToken),
    tricks: Schema.optional(Tricks),
    score: Schema.optional(Points),
    toAgreed: Schema.optional(Schema.Boolean),
    tdCertain: Schema.optional(Schema.Boolean),
    requestedAt: Schema.optional(Time),
    at: Schema.optional(Time),
    text: Schema.optional(Schema.String),
  }),
);
export type ScoreCorrected = typeof ScoreCorrected.Type;

/**
 * The Director's ruling on the board's score (Laws 12C, 64C, 79B, 82C, 86, 87 …): an assigned score (one
 * outcome), a weighted score (several, 12C1(c)), an artificial score (12C2), each side's own (split).
 */
export const ScoreAdjusted = lazy(() =>
  Schema.Struct({
    type: Schema.Literal("ScoreAdjusted"),
    law: LawId,
    /** One score for both sides. */
    outcomes: Schema.optional(Schema.Array(Outcome)),
    /** A side's own score (a split score, or an artificial score for each side). */
    NS: Schema.optional(SideAdjustment),
    EW: Schema.optional(SideAdjustment),
    /** Log position of the fact ruled on (a 79B dispute, an irregularity). */
    about: Schema.optional(LogPosition),
    /** 12C2(d): the board was not played because of a movement or board-transfer error (no average-plus, WBFLC). */
    cause: Schema.optional(Schema.Literals(["movement"])),
    /** When the ruling was requested (92B: within the time limit). */
    requestedAt: Schema.optional(Time),
    /**
     * 86B1, the Director's inputs: his weighted estimate of the result missing at the other table (North-South's
     * there, 12C1(c)), or the expected gain or loss in IMPs of this table's North-South team it gives.
     */
    otherTable: Schema.optional(Schema.Array(Outcome)),
    expectedImps: Schema.optional(Points),
    /** 86B1 → 12C2: who is responsible for the missing result (the sides at this table, or their teams). */
    responsible: Schema.optional(Schema.Literals(["NS", "EW", "both", "none"])),
    /** 12C1(c): the factor of the benefit of doubt on a poll (1 to 1.2; default 1.2 when an outcome is `favourable`). */
    benefitOfDoubt: Schema.optional(LogNumber),
    /** 12C1(e): the non-offending side, its results had there been no infraction (Rn), after it (Ro), as played (Rr). */
    nonOffending: Schema.optional(SideToken),
    normal: Schema.optional(Reference),
    obtained: Schema.optional(Reference),
    actual: Schema.optional(Reference),
    /** 12C1(e): the non-offending side's own part of the damage. */
    selfInflicted: Schema.optional(Schema.Literals(["serious-error", "gambling-action"])),
    at: Schema.optional(Time),
    text: Schema.optional(Schema.String),
  }),
);
export type ScoreAdjusted = typeof ScoreAdjusted.Type;

/** A procedural penalty (Law 90) or a disciplinary penalty in points (91A), on one side. */
export const PenaltyAwarded = lazy(() =>
  Schema.Struct({
    type: Schema.Literal("PenaltyAwarded"),
    law: LawId,
    side: SideToken,
    amount: LogNumber.check(Schema.isGreaterThan(0, { message: "a penalty greater than 0" })),
    unit: Schema.Literals(PENALTY_UNITS),
    requestedAt: Schema.optional(Time),
    at: Schema.optional(Time),
    text: Schema.optional(Schema.String),
  }),
);
export type PenaltyAwarded = typeof PenaltyAwarded.Type;

/** Law 92: a side appeals a ruling (through the Director, within the time limit, with concurrence). */
export const AppealLodged = lazy(() =>
  Schema.Struct({
    type: Schema.Literal("AppealLodged"),
    side: SideToken,
    /** Log position of the ruling appealed (default: the last ruling). */
    about: Schema.optional(LogPosition),
    contest: Schema.optional(Schema.Literals(["pairs", "teams", "individual"])),
    /** 92D1: the players who agree to appeal. */
    agreed: Schema.optional(Schema.Array(SeatToken)),
    /** 92D2: the team captain agrees. */
    captain: Schema.optional(Schema.Boolean),
    /** 92C: lodged through the Director (default true). */
    viaDirector: Schema.optional(Schema.Boolean),
    at: Schema.optional(Time),
    text: Schema.optional(Schema.String),
  }),
);
export type AppealLodged = typeof AppealLodged.Type;

/** Law 93: the decision on an appeal; it supersedes the ruling without rewriting it. */
export const AppealDecided = lazy(() =>
  Schema.Struct({
    type: Schema.Literal("AppealDecided"),
    /** Log position of the appeal (default: the last appeal not yet decided). */
    about: Schema.optional(LogPosition),
    body: Schema.Literals(["director", "committee", "ra"]),
    point: Schema.optional(Schema.Literals(["law", "fact", "judgement"])),
    decision: Schema.Literals(["upheld", "changed", "cancelled"]),
    /** The Law of the score decided (e.g. 12C1(c)), for `changed`. */
    law: Schema.optional(LawId),
    outcomes: Schema.optional(Schema.Array(Outcome)),
    NS: Schema.optional(SideAdjustment),
    EW: Schema.optional(SideAdjustment),
    /** A penalty appealed: its new amount (same unit). */
    amount: Schema.optional(LogNumber.check(Schema.isGreaterThan(0))),
    /** 92A: the appeal was without merit. */
    withoutMerit: Schema.optional(Schema.Boolean),
    at: Schema.optional(Time),
    text: Schema.optional(Schema.String),
  }),
);
export type AppealDecided = typeof AppealDecided.Type;

/** Law 87A: this table played the board in a changed form (misplaced cards, other dealer or vulnerability). */
export const BoardFouled = lazy(() =>
  Schema.Struct({
    type: Schema.Literal("BoardFouled"),
    /** The form played here: tables with the same form are scored together (87B). */
    form: Schema.String.check(Schema.isMinLength(1)),
    /** 87B: the method the Director announced, when there is no regulation. */
    method: Schema.optional(Schema.String),
    text: Schema.optional(Schema.String),
  }),
);
export type BoardFouled = typeof BoardFouled.Type;
